import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import nock from 'nock'
import { startGapsRun } from '../../src/analytics/gaps/gaps-run.js'
import type { RollingIssue } from '../../src/analytics/gaps/rolling-issue.js'
import { GAPS_ISSUE_MARKER } from '../../src/analytics/gaps/gaps-report.js'
import { getAnalyticsInputs, type GapsInputs } from '../../src/analytics/analytics-inputs.js'
import { run } from '../../src/entrypoints/analytics.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { runAction, type ActionRun, type Conclusion } from '../../src/shared/lifecycle.js'
import { onlyIntercepted } from './intercepted.js'
import { expectRefused, fakeClock, inStep } from './step.js'

// The gaps report in process: the signals read through nock within the budget, then the
// Markdown file, the outputs, the job summary and the verdict a user would see.

// Plain http on localhost (no warning about http), as every intercepted host (intercepted.ts:
// an intercepted TLS socket crashed Node when Stryker ran a file again in one process).
const API = 'http://localhost:8788'
const KEY = 'mint_gaps_step_key_4242'
const RANGE = { 'date-from': '2026-11-01', 'date-to': '2026-11-15' }
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API, report: 'gaps', ...RANGE }
const DATES = { dateFrom: '2026-11-01', dateTo: '2026-11-15' }

let workspace = ''
function deps(): Dependencies {
  return {
    clock: fakeClock(Date.parse('2026-11-22T15:30:00Z')),
    random: () => 0,
    env: { GITHUB_WORKSPACE: workspace },
    ownsProcess: false,
  }
}
const file = (name = 'gaps.md'): string => readFileSync(join(workspace, name), 'utf8')

const unmatched = onlyIntercepted()

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'gaps-step-'))
  Reflect.set(core.summary, '_filePath', undefined)
})
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true })
})

/** The service answers one request to `path` with exactly this query. */
function serve(path: string, query: Record<string, string>, body: unknown): void {
  nock(API)
    .get(`/v1/analytics/proj${path}`)
    .query({ ...DATES, ...query })
    .reply(200, JSON.stringify(body))
}

const page = (path: string, thumbsUp: number, thumbsDown: number) => ({
  path,
  thumbsUp,
  thumbsDown,
  code: 0,
  total: thumbsUp + thumbsDown,
})
const search = (searchQuery: string, hits: number, topClickedPage: string | null) => ({
  searchQuery,
  hits,
  ctr: topClickedPage === null ? 0 : 0.4,
  topClickedPage,
  lastSearchedAt: '2026-11-10T10:00:00Z',
})
let ids = 0
const asked = (query: string, resolutionStatus: string, timestamp = '2026-11-10T10:00:00Z') => ({
  id: `conversation-${++ids}`,
  timestamp,
  query,
  response: 'I could not find that. Mail support@example.com',
  sources: [],
  resolutionStatus,
  queryCategory: null,
  pageUrl: null,
})
const said = (path: string, helpful: boolean, comment: string | null, day: number) => ({
  id: `feedback-${++ids}`,
  path,
  comment,
  createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
  source: 'contextual',
  status: 'pending',
  helpful,
  contact: 'reader.contact@example.org',
})

/** Pages readers rated down: /a (5), /b (3); /c has only thumbs up. */
function servePages(hasMore = false): void {
  serve(
    '/feedback/by-page',
    { limit: '100', source: 'contextual' },
    { feedback: [page('/c', 9, 0), page('/a', 1, 5), page('/b', 0, 3)], hasMore },
  )
}

/** Two pages of searches; after the second, no later term could enter a top 2. */
function serveSearches(): void {
  serve(
    '/searches',
    { limit: '100' },
    {
      searches: [
        search('install', 90, '/install'),
        search('Rotate key', 50, null),
        search('quickstart', 45, '/quickstart'),
        search('sso', 40, null),
      ],
      totalSearches: 300,
      nextCursor: 's2',
    },
  )
  serve(
    '/searches',
    { limit: '100', cursor: 's2' },
    {
      searches: [search('ROTATE KEY ', 30, null), search('terraform', 10, null)],
      totalSearches: 300,
      nextCursor: 's3',
    },
  )
}

/** Every conversation, over two pages: one question asked three ways, one with an address. */
function serveConversations(): void {
  serve(
    '/assistant',
    { limit: '1000' },
    {
      conversations: [
        asked('How do I X?', 'unanswered', '2026-11-12T10:00:00Z'),
        asked('where is Y', 'answered'),
        asked('Z? mail me at zed@example.com or +1 415 555 0199', 'unanswered'),
        asked('how do i  x', 'unanswered'),
      ],
      nextCursor: '01JD6Q4Z8XH0M8VQ5T8R2W3Y4Z',
      hasMore: true,
    },
  )
  serve(
    '/assistant',
    { limit: '1000', cursor: '01JD6Q4Z8XH0M8VQ5T8R2W3Y4Z' },
    { conversations: [asked('HOW DO I X', 'unanswered')], nextCursor: null, hasMore: false },
  )
}

/** Page feedback, newest first, until /a and /b have three unhelpful comments each. */
function serveComments(): void {
  serve(
    '/feedback',
    { limit: '100', source: 'contextual' },
    {
      feedback: [
        said('/a', false, 'a1: step 3 is wrong', 14),
        said('/b', false, 'b1 ask @octocat', 13),
        said('/a', true, 'great page', 12),
        said('/a', false, 'a2', 11),
        said('/c', false, 'about /c, not listed', 11),
        said('/b', false, 'b2', 10),
        said('/a', false, 'a3 call +44 20 7946 0958', 9),
        said('/b', false, null, 9),
      ],
      nextCursor: 'f2',
      hasMore: true,
    },
  )
  serve(
    '/feedback',
    { limit: '100', source: 'contextual', cursor: 'f2' },
    {
      feedback: [said('/b', false, 'b3', 8), said('/a', false, 'a4, older', 7)],
      nextCursor: 'f3',
      hasMore: true,
    },
  )
}

const PERSONAL = [
  'zed@example.com',
  '555 0199',
  '7946 0958',
  'reader.contact@example.org',
  'support@example.com',
]

describe('a gaps run', () => {
  test('reads each signal at its largest page and no further than its ranking needs', async () => {
    servePages()
    serveSearches()
    serveConversations()
    serveComments()
    const step = await inStep({ ...BASE, 'gaps-top': '2' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(unmatched()).toBe(0)
    const { prompt, ...outputs } = step.outputs
    expect(outputs).toEqual({
      report: 'gaps',
      gaps: '6',
      requests: '7',
      complete: 'true',
      file: join(workspace, 'gaps.md'),
      'issue-number': '',
    })
    const report = file()
    expect(report).toContain(
      [
        '### Questions the assistant could not answer',
        '',
        '1. “How do I X?”: asked 3 times',
        '2. “Z? mail me at &#91;redacted&#93; or &#91;redacted&#93;”: asked 1 time',
        '',
        '### Searches nobody clicked',
        '',
        '_Read the 6 most searched terms (down to 10 searches): enough for this list as the service spells terms; spellings searched fewer times each were not read, so a term whose searches are spread over many spellings may be missing or counted low._',
        '',
        '3. “Rotate key”: 80 searches, no result clicked',
        '4. “sso”: 40 searches, no result clicked',
        '',
        '### Pages readers rated down',
        '',
        '5. `/a`: 5 thumbs-down, 1 thumbs-up',
        '    - “a1: step 3 is wrong” (2026-11-14)',
        '    - “a2” (2026-11-11)',
        '    - “a3 call &#91;redacted&#93;” (2026-11-09)',
        '6. `/b`: 3 thumbs-down, 0 thumbs-up',
        '    - “b1 ask &#64;octocat” (2026-11-13)',
        '    - “b2” (2026-11-10)',
        '    - “b3” (2026-11-08)',
      ].join('\n'),
    )
    expect(report).not.toContain('[!NOTE]')
    expect(prompt).toContain('1. "How do I X?" (asked 3 times)')
    expect(prompt).toContain('   - reader comment: "b1 ask @\u200boctocat"')
    // The file is the summary's first part; the summary adds charts and the requests.
    expect(step.summary.startsWith(report)).toBe(true)
    expect(step.summary).toContain('"1. How do I X?", "2. Z? mail me at [redacted] or [re…"')
    expect(step.summary).toContain('Read in 7 requests; the report is in `gaps.md`.')
    expect(step.log).toContain(
      'Reading the docs gaps of project proj from 2026-11-01 to 2026-11-15 (exclusive), the top 2 of each signal, with no request cap.',
    )
    expect(step.log).toContain('\nDocs gaps: 6 items in gaps.md, read in 7 requests.\n')
    expect(step.log).not.toMatch(/::(warning|error)::/)
    for (const text of [step.log, step.summary, report, ...Object.values(step.outputs)])
      for (const personal of PERSONAL) expect(text).not.toContain(personal)
    // Readers' words stay out of the log.
    expect(step.log).not.toContain('Rotate key')
  })

  test('when the service does not keep its order, every page is read', async () => {
    servePages()
    serve(
      '/searches',
      { limit: '100' },
      { searches: [search('sso', 5, null), search('saml', 9, null)], nextCursor: 's2' },
    )
    serve(
      '/searches',
      { limit: '100', cursor: 's2' },
      { searches: [search('okta', 1, null)], nextCursor: null },
    )
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    // Out of date order: no early stop, though both pages have their three comments at once.
    const comments = [3, 4, 5].flatMap((day) => [
      said('/a', false, `a on ${day}`, day),
      said('/b', false, `b on ${day}`, day),
    ])
    serve(
      '/feedback',
      { limit: '100', source: 'contextual' },
      { feedback: comments, nextCursor: 'f2', hasMore: true },
    )
    serve(
      '/feedback',
      { limit: '100', source: 'contextual', cursor: 'f2' },
      { feedback: [said('/a', false, 'a on 9', 9)], nextCursor: null, hasMore: false },
    )
    const step = await inStep({ ...BASE, 'gaps-top': '1' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ requests: '6', complete: 'true', gaps: '2' })
    expect(file()).toContain('1. “saml”: 9 searches, no result clicked')
    expect(file()).not.toContain('most searched terms')
    expect(file()).toContain('    - “a on 9” (2026-11-09)')
  })

  test('no page rated down: no comment is read', async () => {
    serve(
      '/feedback/by-page',
      { limit: '100', source: 'contextual' },
      { feedback: [page('/c', 4, 0)], hasMore: false },
    )
    serve('/searches', { limit: '100' }, { searches: [], totalSearches: 0, nextCursor: null })
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ gaps: '0', prompt: '', requests: '3', complete: 'true' })
    expect(file()).toContain('No page was rated down in this range.')
    expect(step.summary).not.toContain('```mermaid')
    expect(step.log).toContain('\nDocs gaps: 0 items in gaps.md, read in 3 requests.\n')
  })

  test('summary-top 0 writes the file but no job summary; output-file moves the file', async () => {
    servePages()
    serve('/searches', { limit: '100' }, { searches: [], nextCursor: null })
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    serve(
      '/feedback',
      { limit: '100', source: 'contextual' },
      { feedback: [], nextCursor: null, hasMore: false },
    )
    const step = await inStep(
      { ...BASE, 'summary-top': '0', 'output-file': 'reports/weekly-gaps.md' },
      () => run(deps()),
    )
    expect(step.summary).toBe('')
    expect(step.outputs.file).toBe(join(workspace, 'reports', 'weekly-gaps.md'))
    expect(file('reports/weekly-gaps.md')).toContain('2. `/b`: 3 thumbs-down')
  })
})

describe('the request budget and the service’s limits', () => {
  test('max-requests stops before the next request: what was read is reported, with a warning', async () => {
    servePages()
    serveSearches()
    serve(
      '/assistant',
      { limit: '1000' },
      {
        conversations: [asked('How do I X?', 'unanswered')],
        nextCursor: '01JD6Q4Z8XH0M8VQ5T8R2W3Y4Z',
        hasMore: true,
      },
    )
    const step = await inStep({ ...BASE, 'gaps-top': '2', 'max-requests': '4' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(unmatched()).toBe(0)
    expect(step.outputs).toMatchObject({ requests: '4', complete: 'false', gaps: '5' })
    expect(step.log).toContain(
      '::warning::Stopped at max-requests (4) before every signal was read: 5 items in gaps.md, read in 4 requests; counts are lower bounds.',
    )
    expect(file()).toContain(
      '> The request budget (`max-requests`) ran out before every signal was read to its end: counts are lower bounds.',
    )
    expect(file()).toContain('1. “How do I X?”: asked 1 time')
    // Pages are listed without comments: those were not read.
    expect(file()).toContain('4. `/a`: 5 thumbs-down, 1 thumbs-up\n5. `/b`')
  })

  test('a budget spent on the first signals leaves the rest unread', async () => {
    servePages()
    serve('/searches', { limit: '100' }, { searches: [search('sso', 40, null)], nextCursor: 's2' })
    const step = await inStep({ ...BASE, 'max-requests': '2' }, () => run(deps()))
    expect(step.outputs).toMatchObject({ requests: '2', complete: 'false', gaps: '3' })
    expect(file()).toContain('No unanswered questions in this range.')
  })

  test('more pages than the service sends: a warning, complete false, the rest still read', async () => {
    servePages(true)
    serve('/searches', { limit: '100' }, { searches: [], nextCursor: null })
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    serve(
      '/feedback',
      { limit: '100', source: 'contextual' },
      { feedback: [], nextCursor: null, hasMore: false },
    )
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ complete: 'false', requests: '4' })
    expect(step.log).toContain(
      '::warning::The service returns the feedback counts of at most 100 pages, and it has more: pages past those are not ranked.',
    )
    expect(file()).toContain(
      '> The service sends the feedback counts of at most 100 pages, and it had more: a page past those is not ranked.',
    )
    expect(file()).not.toContain('request budget')
  })

  test('a failure half-way keeps what was read in the file and fails the step', async () => {
    servePages()
    serve('/searches', { limit: '100' }, { searches: [search('sso', 4, null)], nextCursor: null })
    nock(API)
      .get('/v1/analytics/proj/assistant')
      .query(true)
      .reply(401, { error: `Invalid key ${KEY}` })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading assistant failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: Invalid key ***. The report in gaps.md lists what was read before (complete: false).',
    )
    expect(step.outputs).toMatchObject({ complete: 'false', requests: '3', gaps: '3' })
    expect(file()).toContain(
      "The reading stopped before every signal was read to its end (the run's log says why)",
    )
    expect(file()).toContain('1. “sso”: 4 searches')
  })

  test('cancelled: the page in hand is finished, and the report says what was read', async () => {
    let started: ActionRun | undefined
    nock(API)
      .get('/v1/analytics/proj/feedback/by-page')
      .query(true)
      .reply(200, () => {
        void started?.stop('SIGTERM')
        return { feedback: [page('/a', 0, 2)], hasMore: false }
      })
    const ended: Conclusion[] = []
    const step = await inStep(BASE, async () => {
      started = startGapsRun(deps(), getAnalyticsInputs(Date.now(), workspace) as GapsInputs)
      ended.push(await started.carryOut(), await started.stopped('SIGTERM'))
      await started.report(ended[0]!)
    })
    const message =
      'The reading was stopped (SIGTERM). The report in gaps.md lists what was read before (complete: false).'
    expect(ended).toEqual([
      { level: 'failure', message },
      { level: 'failure', message },
    ])
    expect(file()).toContain('1. `/a`: 2 thumbs-down')
    expect(step.outputs).toMatchObject({ complete: 'false', requests: '1', gaps: '1' })
  })
})

const noJobs = () => Promise.resolve({ covers: [], pulls: new Map() })

describe('the rolling issue: looked up before the reading, written after it', () => {
  function serveAll(): string[] {
    servePages()
    serve('/searches', { limit: '100' }, { searches: [], nextCursor: null })
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    serveComments()
    return nock.pendingMocks()
  }
  const env = () => ({
    GITHUB_WORKSPACE: workspace,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '99',
  })
  function withIssue(rollingIssue: Omit<RollingIssue, 'jobs'>) {
    return inStep({ ...BASE, 'gaps-top': '2' }, () =>
      runAction({ ...deps(), env: env() }, (d) =>
        startGapsRun(d, getAnalyticsInputs(Date.now(), workspace) as GapsInputs, {
          rollingIssue: { jobs: noJobs, ...rollingIssue },
        }),
      ),
    )
  }

  test('is looked up before any analytics request; gets the numbered, redacted body; its number is the output', async () => {
    const served = serveAll()
    let pendingAtFind: string[] = []
    const bodies: string[] = []
    const step = await withIssue({
      find: () => {
        pendingAtFind = nock.pendingMocks()
        return Promise.resolve()
      },
      write: (compose) => {
        bodies.push(compose(undefined))
        return Promise.resolve(17)
      },
    })
    expect(step.exitCode).toBe(0)
    expect(pendingAtFind).toEqual(served)
    expect(nock.pendingMocks()).toEqual([])
    expect(step.outputs['issue-number']).toBe('17')
    expect(bodies).toHaveLength(1)
    const body = bodies[0]!
    expect(body.startsWith(GAPS_ISSUE_MARKER)).toBe(true)
    expect(body).toContain('1. `/a`: 5 thumbs-down, 1 thumbs-up')
    expect(body).toContain('([run](https://github.com/acme/docs/actions/runs/99))')
    for (const personal of PERSONAL) expect(body).not.toContain(personal)
  })

  test('a lookup that fails (a bad token, issues turned off) costs no analytics request', async () => {
    const served = serveAll()
    let written = false
    const step = await withIssue({
      find: () => Promise.reject(new Error('Issues are disabled')),
      write: () => {
        written = true
        return Promise.resolve(1)
      },
    })
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Unexpected error: Issues are disabled No analytics request was made.',
    )
    expect(nock.pendingMocks()).toEqual(served)
    expect(written).toBe(false)
    expect(step.outputs).toMatchObject({ 'issue-number': '', requests: '0' })
    nock.cleanAll()
  })

  test('a failure to write it fails the step, the report kept', async () => {
    serveAll()
    const step = await withIssue({
      find: () => Promise.resolve(),
      write: () => Promise.reject(new Error('Issues are disabled')),
    })
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Unexpected error: Issues are disabled The report itself is in gaps.md.',
    )
    expect(step.outputs['issue-number']).toBe('')
  })

  test('a cancellation while it is written waits for the write, and says so', async () => {
    serveAll()
    let finishWrite: (number: number) => void = () => undefined
    let writing: () => void = () => undefined
    const written = new Promise<void>((resolve) => (writing = resolve))
    const ended: Conclusion[] = []
    let stopDone = false
    let stopDoneBeforeWrite = true
    const step = await inStep({ ...BASE, 'gaps-top': '2' }, async () => {
      const started = startGapsRun(
        { ...deps(), env: env() },
        getAnalyticsInputs(Date.now(), workspace) as GapsInputs,
        {
          rollingIssue: {
            find: () => Promise.resolve(),
            jobs: noJobs,
            write: () => {
              writing()
              return new Promise<number>((resolve) => (finishWrite = resolve))
            },
          },
        },
      )
      const carried = started.carryOut()
      await written
      const stopping = started.stop('SIGTERM').then(() => (stopDone = true))
      // The write is still on its way: the stop must not be over yet.
      await new Promise((resolve) => setTimeout(resolve, 20))
      stopDoneBeforeWrite = stopDone
      finishWrite(17)
      await stopping
      ended.push(await carried, await started.stopped('SIGTERM'))
      await started.report(ended[0]!)
    })
    expect(stopDoneBeforeWrite).toBe(false)
    const message =
      'Stopped (SIGTERM) after the reading, with issue #17 written. The report itself is in gaps.md.'
    expect(ended).toEqual([
      { level: 'failure', message },
      { level: 'failure', message },
    ])
    expect(step.outputs).toMatchObject({ 'issue-number': '17', complete: 'true' })
  })
})

describe('bad input is refused before any request', () => {
  test.each([
    [{ 'gaps-top': '0' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "0".`],
    [{ 'gaps-top': '51' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "51".`],
    [{ 'gaps-top': 'ten' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "ten".`],
    [{ 'gaps-top': '2.5' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "2.5".`],
    [
      { report: 'searches', 'gaps-top': '5' },
      `Input 'gaps-top' applies only to report gaps, not searches; got "5".`,
    ],
    [
      { format: 'json' },
      `Input 'format' does not apply to report gaps (its file is Markdown); got "json".`,
    ],
    [
      { 'page-size': '10' },
      `Input 'page-size' does not apply to report gaps (it reads each signal at its largest page); got "10".`,
    ],
    [
      { offset: '5' },
      `Input 'offset' does not apply to report gaps (it reads the whole range: nothing to resume); got "5".`,
    ],
    [{ cursor: 'c1' }, `Input 'cursor' does not apply to report gaps`],
    [
      { 'max-rows': '100' },
      `Input 'max-rows' does not apply to report gaps (gaps-top sets how many items it lists); got "100".`,
    ],
    [{ 'feedback-source': 'agent' }, `Input 'feedback-source' does not apply to report gaps`],
    [{ 'feedback-status': 'pending' }, `Input 'feedback-status' does not apply to report gaps`],
    [
      { 'include-contact': 'true' },
      `Input 'include-contact' does not apply to report gaps (readers' email addresses never reach its report); got "true".`,
    ],
    [{ 'output-file': '../gaps.md' }, `Input 'output-file' must be a file path inside`],
  ])('%j', async (inputs, message) => {
    const step = await inStep({ ...BASE, ...inputs }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('the neutral values of export inputs are no reason to refuse', async () => {
    serve(
      '/feedback/by-page',
      { limit: '100', source: 'contextual' },
      { feedback: [], hasMore: false },
    )
    serve('/searches', { limit: '100' }, { searches: [], nextCursor: null })
    serve('/assistant', { limit: '1000' }, { conversations: [], nextCursor: null, hasMore: false })
    const step = await inStep(
      { ...BASE, offset: '0', 'max-rows': '0', 'include-contact': 'false', 'gaps-top': ' 7 ' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain('the top 7 of each signal')
  })
})
