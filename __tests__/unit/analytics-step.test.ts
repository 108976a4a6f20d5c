import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import nock from 'nock'
import { startAnalyticsStep } from '../../src/entrypoints/analytics.js'
import { run } from '../../src/entrypoints/analytics.js'
import type { ActionRun, Conclusion } from '../../src/shared/lifecycle.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { onlyIntercepted } from './intercepted.js'
import { expectRefused, fakeClock, inStep } from './step.js'

// The analytics step in process: inputs in, requests through nock, then the file, the outputs,
// the job summary and the verdict a user would see.

// Plain http on loopback, which draws no warning: why plain http, ./intercepted.ts.
const API = 'http://localhost:8787'
const KEY = 'mint_analytics_step_key_789'
// The comparison with the previous period (`compare`, on by default) has its own tests
// (analytics-compare.test.ts): these count the export's requests alone.
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API, compare: 'none' }
const PATH = '/v1/analytics/proj/visitors'
const TOTALS = { human: 12_345, ai: 678, total: 12_900 }

const row = (path: string, human: number, ai: number, total = human + ai) => ({
  path,
  human,
  ai,
  total,
})

let workspace = ''
function deps(): Dependencies {
  return {
    clock: fakeClock(Date.parse('2026-11-22T15:30:00Z')),
    random: () => 0,
    env: { GITHUB_WORKSPACE: workspace },
    ownsProcess: false,
  }
}
const file = (name: string): string => readFileSync(join(workspace, name), 'utf8')

/** The service answers the next requests for visitors with these pages, in order. */
function answer(...pages: { visitors: ReturnType<typeof row>[]; hasMore: boolean }[]): void {
  for (const page of pages)
    nock(API)
      .get(PATH)
      .query(true)
      .reply(200, { totals: TOTALS, ...page })
}

/** Requests that reached no interceptor: for invalid input there must be none at all. */
const unmatched = onlyIntercepted()

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'analytics-step-'))
  // @actions/core keeps the first job summary path it reads; each step here has its own file.
  Reflect.set(core.summary, '_filePath', undefined)
})
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true })
})

describe('an export', () => {
  test('pages through the range into the file, and reports outputs, summary and verdict', async () => {
    nock(API)
      .get(PATH)
      .query({ dateFrom: '2026-11-01', dateTo: '2026-11-15', limit: '2', offset: '0' })
      .matchHeader('authorization', `Bearer ${KEY}`)
      .reply(200, {
        totals: TOTALS,
        visitors: [row('/a', 900, 100), row('/b', 50, 5)],
        hasMore: true,
      })
    nock(API)
      .get(PATH)
      .query({ dateFrom: '2026-11-01', dateTo: '2026-11-15', limit: '2', offset: '2' })
      .reply(200, { totals: TOTALS, visitors: [row('/c', 2000, 0)], hasMore: false })
    const step = await inStep(
      { ...BASE, 'date-from': '2026-11-01', 'date-to': '2026-11-15', 'page-size': '2' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toEqual({
      human: '12345',
      ai: '678',
      total: '12900',
      rows: '3',
      requests: '2',
      file: join(workspace, 'visitors.csv'),
      complete: 'true',
      report: 'visitors',
      'next-offset': '3',
      'next-cursor': '',
      'previous-total': '',
      change: '',
    })
    expect(file('visitors.csv')).toBe(
      'path,human,ai,total\r\n/a,900,100,1000\r\n/b,50,5,55\r\n/c,2000,0,2000\r\n',
    )
    expect(step.log).toContain(
      'Exporting visitors of project proj from 2026-11-01 to 2026-11-15 (exclusive), 2 rows per request, starting at row 0.',
    )
    expect(step.log).toContain('\nExported 3 rows to visitors.csv in 2 requests.\n')
    expect(step.log).not.toMatch(/::(warning|error)::/)
    expect(step.log).not.toContain('duplicate')
    const summary = step.summary.split('\n')
    expect(summary.slice(0, 7)).toEqual([
      '## Docs visitors: 2026-11-01 to 2026-11-15 (exclusive)',
      '',
      '| | Human | AI | Total (deduplicated) | AI share |',
      '|---|---:|---:|---:|---:|',
      '| Site-wide | 12,345 | 678 | 12,900 | 5.3% |',
      '',
      'Total counts each visitor once, even one who came both as a person and through an AI agent, so it is not Human + AI. AI share is AI ÷ Total.',
    ])
    expect(step.summary).toContain(
      [
        '### Top 3 pages',
        '',
        '| Page | Human | AI | Total |',
        '|---|---:|---:|---:|',
        '| /c | 2,000 | 0 | 2,000 |',
        '| /a | 900 | 100 | 1,000 |',
        '| /b | 50 | 5 | 55 |',
      ].join('\n'),
    )
    expect(step.summary).toContain('```mermaid')
    expect(summary.at(-2)).toBe(
      'Exported 3 rows to `visitors.csv` (csv) in 2 requests: the whole range.',
    )
  })

  test('views as JSON, from relative dates, into a folder it creates', async () => {
    nock(API)
      .get('/v1/analytics/proj/views')
      .query({ dateFrom: '2026-11-15', dateTo: '2026-11-22', limit: '250', offset: '0' })
      .reply(200, { totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false })
    const step = await inStep(
      {
        ...BASE,
        metric: 'VIEWS',
        format: 'json',
        'date-from': '7d',
        'date-to': 'today',
        'output-file': 'reports/docs/views.json',
      },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(JSON.parse(file('reports/docs/views.json'))).toEqual({
      report: 'views',
      metric: 'views',
      range: { dateFrom: '2026-11-15', dateTo: '2026-11-22' },
      totals: { human: 0, ai: 0, total: 0 },
      rows: [],
      complete: true,
      nextOffset: 0,
    })
    expect(step.outputs).toMatchObject({ rows: '0', requests: '1', human: '0', total: '0' })
    // Views are not deduplicated: no note about it, and no share of nothing.
    expect(step.summary).toContain('| | Human | AI | Total | AI share |')
    expect(step.summary).toContain('| Site-wide | 0 | 0 | 0 | – |')
    expect(step.summary).not.toContain('counts each visitor once')
    expect(step.summary).not.toContain('### Top')
    expect(step.summary).toContain('in 1 request: the whole range.')
  })

  test('without dates the service picks the range, and the summary says so', async () => {
    nock(API)
      .get(PATH)
      .query({ limit: '250', offset: '0' })
      .reply(200, { totals: TOTALS, visitors: [row('/a', 1, 1)], hasMore: false })
    const step = await inStep({ ...BASE, format: 'ndjson' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(file('visitors.ndjson')).toBe('{"path":"/a","human":1,"ai":1,"total":2}\n')
    expect(step.log).toContain('of project proj from the default start to now (exclusive),')
    expect(step.summary).toContain('## Docs visitors: the service’s default start to now\n')
  })

  test('max-rows stops early with success and says where to continue', async () => {
    nock(API)
      .get(PATH)
      .query({ limit: '2', offset: '10' })
      .reply(200, { totals: TOTALS, visitors: [row('/k', 3, 0), row('/l', 2, 0)], hasMore: true })
    const step = await inStep(
      { ...BASE, offset: '10', 'max-rows': '2', 'page-size': '5', 'summary-top': '1' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ rows: '2', complete: 'false', 'next-offset': '12' })
    expect(step.log).toContain(
      'Stopped at max-rows after 2 rows; more remain. Continue with offset: 12.',
    )
    expect(step.summary).toContain('### Top 1 pages')
    expect(step.summary).toContain('**incomplete**: resume with `offset: 12`.')
  })

  test('a repeated path is written once, with one warning however often it repeats', async () => {
    answer(
      { visitors: [row('/a', 3, 0), row('/b', 2, 0)], hasMore: true },
      { visitors: [row('/b', 2, 0), row('/a', 3, 0), row('/c', 1, 0)], hasMore: false },
    )
    const step = await inStep({ ...BASE, 'page-size': '2' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ rows: '3', 'next-offset': '5' })
    expect(step.log.match(/::warning::/g)).toHaveLength(1)
    expect(step.log).toContain(
      '::warning::A page repeated a path already written ("/b"): the data changed while it was exported. Duplicates are skipped.',
    )
    expect(step.log).toContain('Skipped 2 duplicate rows.')
  })

  test('the project id is one path segment, whatever it holds', async () => {
    nock(API)
      .get('/v1/analytics/team%2Fdocs%3F/visitors')
      .query(true)
      .reply(200, { totals: TOTALS, visitors: [], hasMore: false })
    const step = await inStep({ ...BASE, 'project-id': 'team/docs?' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
  })

  test('the debug log records every setting, the key aside', async () => {
    answer({ visitors: [], hasMore: false })
    const step = await inStep({ ...BASE, 'date-to': '2026-11-20', 'max-rows': '7' }, () =>
      run(deps()),
    )
    expect(step.log).toContain(
      '::debug::Analytics inputs: project proj, report visitors, from (default), to 2026-11-20, page-size 250, offset 0, cursor (none), max-rows 7, max-requests (no cap), feedback-source (all), feedback-status (all), include-contact false, format csv, compare none, file visitors.csv, summary-top 20, DOCS_AGENT_REQUEST_TIMEOUT 30000 ms\n',
    )
  })

  test('summary-top 0 writes no job summary', async () => {
    answer({ visitors: [row('/a', 1, 0)], hasMore: false })
    const step = await inStep({ ...BASE, 'summary-top': '0' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.summary).toBe('')
  })
})

describe('an export that fails', () => {
  test('half-way keeps the rows fetched, and says how to resume', async () => {
    answer({ visitors: [row('/a', 3, 0), row('/b', 2, 0)], hasMore: true })
    nock(API)
      .get(PATH)
      .query(true)
      .reply(401, { error: `Invalid key ${KEY}` })
    const step = await inStep({ ...BASE, 'page-size': '2', 'output-file': 'out.csv' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 2) failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: Invalid key ***. The 2 rows already fetched are in out.csv, which is valid up to its last row. To resume, run again with offset: 2 (and the same dates).',
    )
    expect(step.outputs).toMatchObject({
      rows: '2',
      complete: 'false',
      'next-offset': '2',
      human: '12345',
      requests: '2',
    })
    expect(file('out.csv')).toBe('path,human,ai,total\r\n/a,3,0,3\r\n/b,2,0,2\r\n')
    expect(step.summary).toContain('**incomplete**: resume with `offset: 2`')
  })

  test('on the first page writes no rows and reports no totals', async () => {
    nock(API).get(PATH).query(true).reply(404, { error: 'Not found' })
    const step = await inStep({ ...BASE, format: 'json' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed with HTTP 404: project proj was not found; check project-id and api-url. The service said: Not found. No rows were written. To resume, run again with offset: 0 (and the same dates).',
    )
    expect(step.outputs).toMatchObject({
      human: '',
      ai: '',
      total: '',
      rows: '0',
      complete: 'false',
    })
    expect(JSON.parse(file('visitors.json'))).toMatchObject({ totals: null, rows: [] })
    expect(step.summary).toContain('No site-wide totals were read before the export stopped.')
    expect(step.summary).not.toContain('Site-wide |')
  })

  test('a rate limit names the budget the analytics endpoints share', async () => {
    nock(API).get(PATH).query(true).reply(429, { error: 'Too many' }, { 'Retry-After': '3600' })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed with HTTP 429: rate limit reached (the service allows 100 analytics requests per organization per hour, shared by all analytics endpoints). The service asks to wait 60 min,',
    )
  })

  test('a page without its list stops the export with a message that says so', async () => {
    nock(API).get(PATH).query(true).reply(200, { totals: TOTALS, hasMore: false })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed: the answer lacks visitors[], so it cannot be exported. No rows were written. To resume, run again with offset: 0 (and the same dates).',
    )
  })
})

describe('bad input is refused before any request', () => {
  test.each([
    [{ 'api-key': '' }, "Input 'api-key' is required but was empty."],
    [
      { 'project-id': '' },
      "Input 'project-id' is required but was empty. Copy it from the API keys page of your dashboard.",
    ],
    [{ metric: 'clicks' }, `Input 'metric' must be one of visitors, views; got "clicks".`],
    [{ format: 'xml' }, `Input 'format' must be one of csv, json, ndjson; got "xml".`],
    [
      { 'date-from': '2026-11-15', 'date-to': '2026-11-15' },
      `Input 'date-from' ("2026-11-15") must be before 'date-to' ("2026-11-15"), which is exclusive.`,
    ],
    [{ 'date-from': 'last week' }, `Input 'date-from' must be YYYY-MM-DD,`],
    [{ 'date-to': '2026-02-30' }, `Input 'date-to' must be YYYY-MM-DD,`],
    [{ 'page-size': '0' }, `Input 'page-size' must be a whole number from 1 to 250; got "0".`],
    [{ 'page-size': '251' }, `Input 'page-size' must be a whole number from 1 to 250; got "251".`],
    [{ 'page-size': '2.5' }, `Input 'page-size' must be a whole number from 1 to 250; got "2.5".`],
    [{ 'page-size': '1e2' }, `Input 'page-size' must be a whole number from 1 to 250; got "1e2".`],
    [
      { 'page-size': '0x10' },
      `Input 'page-size' must be a whole number from 1 to 250; got "0x10".`,
    ],
    [{ offset: '-0' }, `Input 'offset' must be a whole number from 0 to 1000000000; got "-0".`],
    [{ offset: '-1' }, `Input 'offset' must be a whole number from 0 to 1000000000; got "-1".`],
    [
      { 'max-rows': '1000000001' },
      `Input 'max-rows' must be a whole number from 0 to 1000000000; got "1000000001".`,
    ],
    [
      { 'max-rows': '99999999999999999999' },
      `Input 'max-rows' must be a whole number from 0 to 1000000000`,
    ],
    [
      { 'summary-top': '101' },
      `Input 'summary-top' must be a whole number from 0 to 100; got "101".`,
    ],
    [
      { 'output-file': '../out.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [
      { 'output-file': '/etc/out.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [{ 'output-file': '.' }, `Input 'output-file' must be a file path inside the workspace`],
    [
      { 'output-file': 'a\u0007b.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
  ])('%j', async (bad, message) => {
    const step = await inStep({ ...BASE, ...bad }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('an output folder that cannot be created names output-file', async () => {
    writeFileSync(join(workspace, 'taken'), '')
    const step = await inStep({ ...BASE, 'output-file': 'taken/out.csv' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toMatch(
      /::error::Input 'output-file': cannot create the folder of "taken\/out\.csv": EEXIST/,
    )
    expect(unmatched()).toBe(0)
  })

  test('the workspace defaults to the working folder', async () => {
    const step = await inStep({ ...BASE, 'output-file': '../outside.csv' }, () =>
      run({ ...deps(), env: {} }),
    )
    expect(step.log).toContain(
      `Input 'output-file' must be a file path inside the workspace (${process.cwd()}); got "../outside.csv".`,
    )
  })
})

/** The service answers the next requests to `path` with these bodies, checking each query. */
function serve(path: string, ...answers: [query: Record<string, string>, body: unknown][]): void {
  for (const [query, body] of answers)
    nock(API).get(`/v1/analytics/proj${path}`).query(query).reply(200, JSON.stringify(body))
}

const search = (searchQuery: string, hits: number, ctr: number, top: string | null) => ({
  searchQuery,
  hits,
  ctr,
  topClickedPage: top,
  lastSearchedAt: '2026-11-20T10:00:00Z',
})

describe('searches: paged by cursor', () => {
  test('to the end: the API fields in order, the way on sent back, a summary of clicks', async () => {
    serve(
      '/searches',
      [
        { limit: '2' },
        {
          searches: [search('install', 30, 0.5, '/quickstart'), search('sso', 10, 0, null)],
          totalSearches: 45,
          nextCursor: 'c1',
        },
      ],
      [
        { limit: '2', cursor: 'c1' },
        { searches: [search('webhooks', 5, 1, '/api')], totalSearches: 45, nextCursor: null },
      ],
    )
    const step = await inStep({ ...BASE, report: 'searches', 'page-size': '2' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(file('searches.csv')).toBe(
      'searchQuery,hits,ctr,topClickedPage,lastSearchedAt\r\n' +
        'install,30,0.5,/quickstart,2026-11-20T10:00:00Z\r\n' +
        'sso,10,0,,2026-11-20T10:00:00Z\r\n' +
        'webhooks,5,1,/api,2026-11-20T10:00:00Z\r\n',
    )
    expect(step.outputs).toMatchObject({
      report: 'searches',
      rows: '3',
      requests: '2',
      complete: 'true',
      'next-cursor': '',
      'next-offset': '',
      human: '',
    })
    expect(step.log).toContain(
      'Exporting searches of project proj from the default start to now (exclusive), 2 rows per request, from the start.',
    )
    expect(step.log).toContain('Exported 3 rows to searches.csv in 2 requests.')
    expect(step.summary).toContain(
      [
        '## Docs searches: the service’s default start to now',
        '',
        '|  | Searches |',
        '|---|---:|',
        '| All searches in the range | 45 |',
        '| Searches of the terms exported | 45 |',
        '| Of those, followed by a click | 44.4% |',
        '| Terms nobody clicked a result of | 1 |',
      ].join('\n'),
    )
    expect(step.summary).toContain(
      [
        '### Top 3 searches',
        '',
        '| Search | Hits | Click-through | Most clicked page |',
        '|---|---:|---:|---:|',
        '| install | 30 | 50.0% | /quickstart |',
        '| sso | 10 | 0.0% | _none_ |',
        '| webhooks | 5 | 100.0% | /api |',
      ].join('\n'),
    )
  })

  test('resumes at the cursor given, and JSON records the way on and what the first page said', async () => {
    serve('/searches', [
      { limit: '100', cursor: 'from-before' },
      { searches: [search('a', 1, 0, null)], totalSearches: 9, nextCursor: null },
    ])
    const step = await inStep(
      { ...BASE, report: 'searches', cursor: 'from-before', format: 'json' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain('100 rows per request, resuming at the cursor given.')
    expect(JSON.parse(file('searches.json'))).toMatchObject({
      report: 'searches',
      totalSearches: 9,
      rows: [search('a', 1, 0, null)],
      complete: true,
      nextCursor: null,
    })
  })

  test('max-requests stops before the next request, with a warning and where to continue', async () => {
    serve('/searches', [
      { limit: '100' },
      { searches: [search('a', 1, 0, null)], totalSearches: 9, nextCursor: 'c1' },
    ])
    const step = await inStep({ ...BASE, report: 'searches', 'max-requests': '1' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain(
      '::warning::Stopped at max-requests (1) after 1 rows; more remain. Continue with cursor: c1.',
    )
    expect(step.outputs).toMatchObject({ complete: 'false', 'next-cursor': 'c1', rows: '1' })
    expect(step.summary).toContain('**incomplete**: resume with `cursor: c1`.')
  })

  test('a service that sends back the cursor it was given is not followed round in circles', async () => {
    serve(
      '/searches',
      [
        { limit: '100' },
        { searches: [search('a', 1, 0, null)], totalSearches: 2, nextCursor: 'c1' },
      ],
      [
        { limit: '100', cursor: 'c1' },
        { searches: [search('b', 1, 0, null)], totalSearches: 2, nextCursor: 'c1' },
      ],
    )
    const step = await inStep({ ...BASE, report: 'searches' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Unexpected error: the service sent back the cursor it was given: it would loop The 2 rows already fetched are in searches.csv, which is valid up to its last row. To resume, run again with cursor: c1 (and the same dates).',
    )
  })

  test('a page that says there is more without a cursor cannot be followed', async () => {
    serve('/searches', [
      { limit: '100' },
      { searches: [], totalSearches: 0, nextCursor: null, hasMore: true },
    ])
    const step = await inStep({ ...BASE, report: 'searches' }, () => run(deps()))
    expect(step.log).toContain(
      '::error::Reading searches failed: the answer lacks nextCursor, so it cannot be exported. No rows were written.',
    )
  })
})

const feedback = {
  contextual: {
    id: 'f1',
    path: '/quickstart',
    source: 'contextual',
    status: 'pending',
    helpful: false,
    comment: 'Mail me at reader@example.com',
    createdAt: '2026-11-20T10:00:00Z',
    contact: 'reader@example.com',
  },
  code: {
    id: 'f2',
    path: '/api',
    source: 'code_snippet',
    status: 'resolved',
    comment: 'Wrong flag',
    createdAt: null,
    code: 'curl -X',
    filename: null,
    lang: 'bash',
  },
  thumbs: {
    id: 'f3',
    path: '/faq',
    source: 'thumbs_only',
    status: 'dismissed',
    comment: null,
    createdAt: '2026-11-21T10:00:00Z',
  },
}

describe('feedback: three kinds of entry in one file', () => {
  test('the union of their fields; a reader’s address only with include-contact', async () => {
    const page = { feedback: Object.values(feedback), nextCursor: null, hasMore: false }
    serve('/feedback', [{ limit: '100' }, page], [{ limit: '100' }, page])
    const plain = await inStep({ ...BASE, report: 'feedback' }, () => run(deps()))
    expect(plain.exitCode).toBe(0)
    expect(file('feedback.csv')).toBe(
      'id,path,source,status,helpful,comment,createdAt,code,filename,lang\r\n' +
        'f1,/quickstart,contextual,pending,false,Mail me at reader@example.com,2026-11-20T10:00:00Z,,,\r\n' +
        'f2,/api,code_snippet,resolved,,Wrong flag,,curl -X,,bash\r\n' +
        'f3,/faq,thumbs_only,dismissed,,,2026-11-21T10:00:00Z,,,\r\n',
    )
    const withContact = await inStep(
      { ...BASE, report: 'feedback', 'include-contact': 'true', format: 'ndjson' },
      () => run(deps()),
    )
    expect(file('feedback.ndjson').split('\n')[0]).toBe(
      '{"id":"f1","path":"/quickstart","source":"contextual","status":"pending","helpful":false,"comment":"Mail me at reader@example.com","createdAt":"2026-11-20T10:00:00Z","code":null,"filename":null,"lang":null,"contact":"reader@example.com"}',
    )
    for (const step of [plain, withContact]) {
      expect(step.summary).not.toContain('reader@example.com')
      expect(step.log).not.toContain('reader@example.com')
    }
    expect(plain.summary).toContain(
      [
        '| Source | Entries |',
        '|---|---:|',
        '| contextual | 1 |',
        '| code_snippet | 1 |',
        '| thumbs_only | 1 |',
      ].join('\n'),
    )
    expect(plain.summary).toContain(
      [
        '| Status | Entries |',
        '|---|---:|',
        '| pending | 1 |',
        '| resolved | 1 |',
        '| dismissed | 1 |',
      ].join('\n'),
    )
    expect(plain.summary).toContain('Page feedback: 0 found the page helpful, 1 did not.')
    expect(plain.summary).toContain('### First 2 comments')
    expect(plain.summary).toContain('| /api | code&#95;snippet |  | Wrong flag |')
  })

  test('the filters go to the API as it takes them', async () => {
    serve('/feedback', [
      { limit: '100', source: 'contextual', status: 'pending,resolved' },
      { feedback: [feedback.contextual], nextCursor: null, hasMore: false },
    ])
    const step = await inStep(
      {
        ...BASE,
        report: 'feedback',
        'feedback-source': 'Contextual',
        'feedback-status': ' Pending , RESOLVED',
      },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain(
      'feedback-source contextual, feedback-status pending,resolved, include-contact false',
    )
  })
})

describe('feedback-by-page: one request', () => {
  const pageFeedback = (path: string, up: number, down: number) => ({
    path,
    thumbsUp: up,
    thumbsDown: down,
    code: 1,
    total: up + down + 1,
  })

  test('the pages rated down most; the service keeping pages back is a warning', async () => {
    serve('/feedback/by-page', [
      { limit: '100', status: 'pending' },
      {
        feedback: [pageFeedback('/a', 5, 1), pageFeedback('/b', 0, 9)],
        hasMore: true,
      },
    ])
    const step = await inStep(
      { ...BASE, report: 'feedback-by-page', 'feedback-status': 'pending' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain('(exclusive), in one request.')
    expect(step.log).toContain(
      '::warning::The service returns at most 100 pages for feedback-by-page, and it has more: the file holds the 2 pages it sent, not all of them.',
    )
    expect(step.outputs).toMatchObject({ complete: 'false', 'next-cursor': '', 'next-offset': '' })
    expect(step.summary).toContain(
      [
        '|  | Thumbs up | Thumbs down | Code snippet | All |',
        '|---|---:|---:|---:|---:|',
        '| 2 pages | 5 | 10 | 2 | 17 |',
      ].join('\n'),
    )
    expect(step.summary).toContain(
      [
        '### 2 pages rated down most',
        '',
        '| Page | Thumbs up | Thumbs down | Code snippet | All |',
        '|---|---:|---:|---:|---:|',
        '| /b | 0 | 9 | 1 | 10 |',
        '| /a | 5 | 1 | 1 | 7 |',
      ].join('\n'),
    )
    expect(step.summary).toContain('**incomplete**.')
  })

  test.each([
    [{ 'page-size': '2' }, { limit: '2' }, 'Exported the first 2 pages (page-size); more remain.'],
    [{ 'max-rows': '2' }, { limit: '2' }, 'Stopped at max-rows after 2 rows; more remain.'],
  ])('%j asks for fewer pages, and says more remain', async (inputs, query, message) => {
    serve('/feedback/by-page', [
      query,
      { feedback: [pageFeedback('/a', 1, 1), pageFeedback('/b', 1, 1)], hasMore: true },
    ])
    const step = await inStep({ ...BASE, report: 'feedback-by-page', ...inputs }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain(`\n${message}\n`)
    expect(step.log).not.toContain('::warning::')
  })

  test('all of them in one answer is the whole range', async () => {
    serve('/feedback/by-page', [{ limit: '100' }, { feedback: [], hasMore: false }])
    const step = await inStep({ ...BASE, report: 'feedback-by-page' }, () => run(deps()))
    expect(step.outputs).toMatchObject({ complete: 'true', rows: '0' })
    expect(step.summary).toContain('| 0 pages | 0 | 0 | 0 | 0 |')
    expect(step.summary).not.toContain('rated down most')
  })
})

describe('assistant: the questions readers asked', () => {
  const ULID = '01JD6Q4Z8XH0M8VQ5T8R2W3Y4Z'
  const question = (id: string, resolutionStatus: string, responseType?: string) => ({
    id,
    timestamp: '2026-11-20T10:00:00Z',
    query: `question ${id}`,
    response: 'an answer',
    ...(responseType === undefined ? {} : { responseType }),
    sources: [{ title: 'Quickstart', url: 'https://docs.example.test/quickstart' }, { url: 7 }],
    resolutionStatus,
    queryCategory: null,
    pageUrl: null,
  })

  test('answered and unanswered, with their shares, and the open questions first', async () => {
    serve('/assistant', [
      { limit: '1000', cursor: ULID },
      {
        conversations: [
          question('q1', 'answered'),
          question('q2', 'unanswered'),
          question('q3', 'answered', 'clarifying_question'),
          question('q4', 'answered', 'answer'),
        ],
        nextCursor: null,
        hasMore: false,
      },
    ])
    const step = await inStep({ ...BASE, report: 'assistant', cursor: ULID, format: 'json' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    const written = JSON.parse(file('assistant.json')) as { rows: Record<string, unknown>[] }
    expect(written.rows[0]).toEqual({
      id: 'q1',
      timestamp: '2026-11-20T10:00:00Z',
      query: 'question q1',
      response: 'an answer',
      responseType: null,
      sources: [{ title: 'Quickstart', url: 'https://docs.example.test/quickstart' }],
      resolutionStatus: 'answered',
      queryCategory: null,
      pageUrl: null,
    })
    expect(step.summary).toContain(
      [
        '| Questions | Count | Share |',
        '|---|---:|---:|',
        '| Answered | 3 | 75.0% |',
        '| Unanswered | 1 | 25.0% |',
        '| Answered with a clarifying question | 1 | 25.0% |',
      ].join('\n'),
    )
    expect(step.summary).toContain(
      ['### First 1 unanswered questions', '', '| Asked | Question |'].join('\n'),
    )
    expect(step.summary).toContain('| 2026-11-20T10:00:00Z | question q2 |')
  })

  test('a cursor that is not one the service sends is refused before any request', async () => {
    const step = await inStep({ ...BASE, report: 'assistant', cursor: 'c1' }, () => run(deps()))
    expectRefused(
      step,
      `Input 'cursor' must be the 'next-cursor' output of an earlier assistant export; got "c1".`,
    )
    expect(unmatched()).toBe(0)
  })
})

describe('assistant-callers: one object', () => {
  test('its counts are the one row, with each caller’s share', async () => {
    serve('/assistant/caller-stats', [
      { dateFrom: '2026-11-01' },
      { web: 60, api: 30, other: 10, total: 100 },
    ])
    const step = await inStep(
      { ...BASE, report: 'assistant-callers', 'date-from': '2026-11-01' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(file('assistant-callers.csv')).toBe('web,api,other,total\r\n60,30,10,100\r\n')
    expect(step.outputs).toMatchObject({ complete: 'true', rows: '1', requests: '1' })
    expect(step.log).toContain('Exported 1 rows to assistant-callers.csv in 1 request.')
    expect(step.summary).toContain(
      [
        '| Caller | Questions | Share |',
        '|---|---:|---:|',
        '| web (the docs site) | 60 | 60.0% |',
        '| api | 30 | 30.0% |',
        '| other | 10 | 10.0% |',
        '| **all** | 100 |  |',
      ].join('\n'),
    )
  })
})

describe('inputs that only some reports read', () => {
  test.each([
    [
      { report: 'visitors', cursor: 'c1' },
      `Input 'cursor' applies only to report searches, feedback, assistant, not visitors; got "c1".`,
    ],
    [
      { report: 'searches', 'feedback-status': 'pending' },
      `Input 'feedback-status' applies only to report feedback, feedback-by-page, not searches; got "pending".`,
    ],
    [
      { report: 'views', 'feedback-source': 'agent' },
      `Input 'feedback-source' applies only to report feedback, feedback-by-page, not views; got "agent".`,
    ],
    [
      { report: 'assistant-callers', 'page-size': '10' },
      `Input 'page-size' applies only to report visitors, views, searches, feedback, feedback-by-page, assistant, not assistant-callers; got "10".`,
    ],
    [
      { report: 'feedback', offset: '10' },
      `Input 'offset' applies only to report visitors and views; feedback resumes with 'cursor'; got "10".`,
    ],
    [
      { report: 'feedback-by-page', offset: '10' },
      `Input 'offset' applies only to report visitors and views; feedback-by-page resumes with 'cursor' (it is one request: nothing to resume); got "10".`,
    ],
    [
      { report: 'feedback', 'feedback-status': 'open' },
      `Input 'feedback-status' must be one or more of pending, in_progress, resolved, dismissed, separated by commas; got "open".`,
    ],
    [
      { report: 'feedback', 'feedback-status': 'pending,' },
      `Input 'feedback-status' must be one or more of`,
    ],
    [
      { report: 'feedback', 'feedback-source': 'email' },
      `Input 'feedback-source' must be one of code_snippet, contextual, agent, thumbs_only; got "email".`,
    ],
    [{ report: 'searches', cursor: 'a b' }, `Input 'cursor' must be the 'next-cursor' output`],
    [
      { report: 'searches', cursor: 'x'.repeat(2001) },
      `Input 'cursor' must be the 'next-cursor' output`,
    ],
    [{ report: 'searches', 'page-size': '101' }, `from 1 to 100; got "101".`],
    [
      { report: 'views', metric: 'visitors' },
      `Inputs 'report' ("views") and 'metric' ("visitors") disagree; 'metric' is deprecated: remove it and keep 'report'.`,
    ],
    [
      { 'max-requests': '1000001' },
      `Input 'max-requests' must be a whole number from 0 to 1000000`,
    ],
  ])('%j', async (inputs, message) => {
    const step = await inStep({ ...BASE, ...inputs }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('the deprecated metric still picks the report, with a warning', async () => {
    serve('/views', [
      { limit: '250', offset: '0' },
      { totals: TOTALS, views: [], hasMore: false },
    ])
    const step = await inStep({ ...BASE, metric: 'views', report: 'views' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain(
      "::warning::Input 'metric' is deprecated; use 'report: views' instead.",
    )
    expect(step.outputs.report).toBe('views')
  })

  test('a cursor of the right shape is taken as it is', async () => {
    serve('/feedback', [
      { limit: '100', cursor: 'eyJpZCI6MX0=' },
      { feedback: [], nextCursor: null, hasMore: false },
    ])
    const step = await inStep({ ...BASE, report: 'feedback', cursor: ' eyJpZCI6MX0= ' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
  })
})

describe('a cancelled export', () => {
  test('finishes the page in hand, keeps the file valid, and says where to resume', async () => {
    let started: ActionRun | undefined
    nock(API)
      .get(PATH)
      .query(true)
      .reply(200, () => {
        void started?.stop('SIGTERM')
        return { totals: TOTALS, visitors: [row('/a', 3, 0), row('/b', 2, 0)], hasMore: true }
      })
    const ended: Conclusion[] = []
    await inStep({ ...BASE, 'page-size': '2', format: 'json' }, async () => {
      started = await startAnalyticsStep(deps())
      ended.push(await started.carryOut(), await started.stopped('SIGTERM'))
    })
    const message =
      'The export was stopped (SIGTERM). The 2 rows already fetched are in visitors.json, which is valid up to its last row. To resume, run again with offset: 2 (and the same dates).'
    expect(ended).toEqual([
      { level: 'failure', message },
      { level: 'failure', message },
    ])
    expect(JSON.parse(file('visitors.json'))).toMatchObject({
      rows: [row('/a', 3, 0), row('/b', 2, 0)],
      complete: false,
      nextOffset: 2,
    })
  })
})
