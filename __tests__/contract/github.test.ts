import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { payload } from '../../emulator/webhooks.ts'
import { createGitHubClient } from '../../src/shared/github/github-client.ts'
import { ask, type Answer } from './answers.ts'

const REPO = 'acme/docs'
const ISSUES = `/repos/${REPO}/issues`
const NOW = Date.parse('2026-11-23T08:00:00Z')
const HOUR = 3_600_000

/** A real issue as GitHub sends it, from the community's webhook examples. */
const REAL_ISSUE = payload('issues', 'labeled').issue as Record<string, unknown>
const REAL_LABEL = (REAL_ISSUE.labels as Record<string, unknown>[])[0] ?? {}

const kind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/**
 * The fields of `answer` that GitHub's own object lacks or types otherwise. A field GitHub sends
 * as null may be a value here and the other way round (a body, `closed_at`).
 */
function strayFields(answer: Record<string, unknown>, real: Record<string, unknown>): string[] {
  return Object.entries(answer).flatMap(([name, value]) => {
    if (!(name in real)) return [`${name} (GitHub has no such field)`]
    const [mine, theirs] = [kind(value), kind(real[name])]
    return mine === theirs || mine === 'null' || theirs === 'null'
      ? []
      : [`${name}: ${mine}, GitHub's ${theirs}`]
  })
}

const numbers = (answer: Answer): unknown[] =>
  (answer.body as { number?: unknown }[]).map((issue) => issue.number)

describe("the emulator's issue routes answer as GitHub's REST API does", () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ now: () => NOW })
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  test('an issue is opened with 201, its labels as objects, made when new; its fields are GitHub’s', async () => {
    const opened = await ask(emulator, 'POST', ISSUES, {
      body: { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] },
    })
    expect(opened.status).toBe(201)
    const issue = opened.body as Record<string, unknown>
    expect(issue).toMatchObject({
      number: 1,
      title: 'Docs gaps',
      body: 'Gaps',
      state: 'open',
      html_url: 'https://github.com/acme/docs/issues/1',
      labels: [{ name: 'docs-gaps', color: 'ededed', default: false }],
      user: { login: 'github-actions[bot]', type: 'Bot' },
    })
    expect(issue).not.toHaveProperty('pull_request')
    expect(strayFields(issue, REAL_ISSUE)).toEqual([])
    expect(strayFields((issue.labels as Record<string, unknown>[])[0] ?? {}, REAL_LABEL)).toEqual(
      [],
    )
    expect(emulator.github.labels).toMatchObject([{ repository: REPO, name: 'docs-gaps' }])
    // Numbers follow the repository's threads and issues; a label is made once, whatever its case.
    emulator.github.addComment(REPO, 41, 'an earlier thread')
    const next = await ask(emulator, 'POST', ISSUES, {
      body: { title: 'Again', labels: ['Docs-Gaps'] },
    })
    expect(next.body).toMatchObject({ number: 42, body: null, labels: [{ name: 'docs-gaps' }] })
    expect(emulator.github.labels).toHaveLength(1)
    // What was written, for a person at the emulator's admin endpoint as for a test.
    const recorded = await fetch(`${emulator.url}/_emulator/github/issues`)
    expect(await recorded.json()).toMatchObject([
      { number: 1, labels: ['docs-gaps'], history: ['Gaps'] },
      { number: 42, labels: ['docs-gaps'], history: [''] },
    ])
  })

  test('the list: every label asked for, the state, newest first, pull requests marked', async () => {
    const { github } = emulator
    const open = (title: string, ageHours: number, more: object = {}) =>
      github.addIssue(REPO, { title, labels: ['docs-gaps'], ageMs: ageHours * HOUR, ...more })
    const older = open('older', 48)
    const newer = open('newer', 24)
    const pull = open('a pull request', 1, { pullRequest: true })
    const closed = open('closed', 2, { state: 'closed' })
    const weekly = open('weekly', 30, { labels: ['docs-gaps', 'weekly'] })
    github.addIssue(REPO, { title: 'unlabelled' })
    github.addIssue('acme/other', { title: 'elsewhere', labels: ['docs-gaps'] })

    const listed = await ask(emulator, 'GET', `${ISSUES}?labels=docs-gaps&state=open`)
    expect(listed.status).toBe(200)
    expect(numbers(listed)).toEqual([pull.number, newer.number, weekly.number, older.number])
    expect((listed.body as Record<string, unknown>[])[0]).toMatchObject({
      pull_request: { html_url: `https://github.com/acme/docs/pull/${pull.number}` },
      html_url: `https://github.com/acme/docs/pull/${pull.number}`,
    })
    const both = await ask(emulator, 'GET', `${ISSUES}?labels=DOCS-GAPS,weekly`)
    expect(numbers(both)).toEqual([weekly.number])
    const all = await ask(emulator, 'GET', `${ISSUES}?labels=docs-gaps&state=all&direction=asc`)
    expect(numbers(all)).toEqual([
      older.number,
      weekly.number,
      newer.number,
      closed.number,
      pull.number,
    ])
    const closedOnly = await ask(emulator, 'GET', `${ISSUES}?state=closed`)
    expect(numbers(closedOnly)).toEqual([closed.number])
  })

  test('the list is paged as GitHub pages: per_page, page, and a link to the next page', async () => {
    for (let i = 0; i < 5; i++) emulator.github.addIssue(REPO, { title: `#${i}`, ageMs: i * HOUR })
    // The link header, which `ask` leaves out, is what a client pages on.
    const link = async (query: string) =>
      (
        await fetch(`${emulator.url}${ISSUES}?${query}`, { headers: { authorization: 'token t' } })
      ).headers.get('link')
    expect(numbers(await ask(emulator, 'GET', `${ISSUES}?per_page=2&page=1`))).toEqual([1, 2])
    expect(await link('per_page=2&page=1')).toMatch(/page=2>; rel="next"/)
    expect(numbers(await ask(emulator, 'GET', `${ISSUES}?per_page=2&page=3`))).toEqual([5])
    expect(await link('per_page=2&page=3')).toBeNull()
    const unread = await ask(emulator, 'GET', `${ISSUES}?per_page=lots&page=-1`)
    expect(numbers(unread)).toEqual([1, 2, 3, 4, 5])
  })

  test('an edit replaces what it names and keeps every body; a closed issue can be reopened', async () => {
    const issue = emulator.github.addIssue(REPO, {
      title: 'Docs gaps',
      body: 'first',
      labels: ['docs-gaps'],
    })
    const edited = await ask(emulator, 'PATCH', `${ISSUES}/${issue.number}`, {
      body: { body: 'second', title: 'Docs gaps (week 48)' },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({
      body: 'second',
      title: 'Docs gaps (week 48)',
      labels: [{ name: 'docs-gaps' }],
    })
    await ask(emulator, 'PATCH', `${ISSUES}/${issue.number}`, { body: { state: 'closed' } })
    expect(issue).toMatchObject({ state: 'closed', history: ['first', 'second'] })
    const reopened = await ask(emulator, 'PATCH', `${ISSUES}/${issue.number}`, {
      body: { state: 'open', labels: [] },
    })
    expect(reopened.body).toMatchObject({ state: 'open', labels: [], closed_at: null })
    expect(issue.updatedAt).toBe(new Date(NOW).toISOString())
  })

  test.each([
    ['an issue without a title', 'POST', ISSUES, { body: 'b' }, 422, /"title" wasn't supplied/],
    ['a title too long', 'POST', ISSUES, { title: 'x'.repeat(257) }, 422, /title is too long/],
    [
      'a body too long',
      'POST',
      ISSUES,
      { title: 't', body: 'x'.repeat(65_537) },
      422,
      /body is too long/,
    ],
    [
      'labels not a list',
      'POST',
      ISSUES,
      { title: 't', labels: 'docs-gaps' },
      422,
      /labels "docs-gaps" is not valid/,
    ],
    [
      'a label without a name',
      'POST',
      ISSUES,
      { title: 't', labels: [{ color: 'red' }] },
      422,
      /labels .* is not valid/,
    ],
    ['a body not text', 'POST', ISSUES, { title: 't', body: 7 }, 422, /body 7 is not valid/],
    ['an empty title', 'PATCH', `${ISSUES}/1`, { title: '' }, 422, /title "" is not valid/],
    [
      'an unknown state',
      'PATCH',
      `${ISSUES}/1`,
      { state: 'done' },
      422,
      /state "done" is not valid/,
    ],
    ['an unknown issue', 'PATCH', `${ISSUES}/99`, { body: 'b' }, 404, /Not Found/],
    [
      'a list in an unknown state',
      'GET',
      `${ISSUES}?state=merged`,
      undefined,
      422,
      /state merged is not valid/,
    ],
    [
      'a list in an unknown order',
      'GET',
      `${ISSUES}?sort=comments`,
      undefined,
      422,
      /sort comments is not valid/,
    ],
    [
      'a list in no direction',
      'GET',
      `${ISSUES}?direction=up`,
      undefined,
      422,
      /direction up is not valid/,
    ],
  ])('%s: %s %s', async (_name, method, path, body, status, message) => {
    emulator.github.addIssue(REPO, { title: 'Docs gaps' })
    const answer = await ask(emulator, method, path, { body })
    expect(answer.status).toBe(status)
    expect((answer.body as { message: string }).message).toMatch(message)
    expect(emulator.github.issues).toHaveLength(1)
  })

  test('a token that may only read lists issues but may neither open nor edit one', async () => {
    const reading = await startEmulator({ githubTokens: { ghs_read: 'read' } })
    try {
      const issue = reading.github.addIssue(REPO, { title: 'Docs gaps' })
      const key = 'ghs_read'
      expect((await ask(reading, 'GET', ISSUES, { key })).status).toBe(200)
      const refusals = [
        await ask(reading, 'POST', ISSUES, { key, body: { title: 't' } }),
        await ask(reading, 'PATCH', `${ISSUES}/${issue.number}`, { key, body: { body: 'b' } }),
      ]
      expect(refusals.map((r) => r.status)).toEqual([403, 403])
      expect(refusals[0]?.body).toMatchObject({ message: 'Resource not accessible by integration' })
      expect(reading.github.issues).toEqual([issue])
      expect(issue.history).toEqual([''])
    } finally {
      await reading.close()
    }
  })
})

describe('the shared GitHub client and the emulator agree on issues', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ githubTokens: { ghs_contract: 'write' } })
  })
  afterAll(() => emulator.close())

  /** The client as an action makes it, on a clock whose waits pass at once; `/api/v3` as on GHES. */
  function client(sleeps: number[] = []) {
    return createGitHubClient(
      {
        apiUrl: `${emulator.url}/api/v3`,
        token: 'ghs_contract',
        owner: 'acme',
        repo: 'docs',
        timeoutMs: 5000,
      },
      {
        clock: {
          now: () => Date.now(),
          sleep: (ms) => {
            sleeps.push(ms)
            return Promise.resolve()
          },
        },
        random: () => 0,
      },
    )
  }

  test('none open, one opened, then found (not the newer pull request or closed issue) and edited in place', async () => {
    emulator.reset()
    const github = client()
    emulator.github.addIssue(REPO, { title: 'Closed gaps', labels: ['docs-gaps'], state: 'closed' })
    await expect(github.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    const opened = await github.createIssue({
      title: 'Docs gaps',
      body: 'week 47',
      labels: ['docs-gaps'],
    })
    expect(opened).toEqual({
      number: 2,
      title: 'Docs gaps',
      body: 'week 47',
      htmlUrl: 'https://github.com/acme/docs/issues/2',
      labels: ['docs-gaps'],
      // Opened with the token: its identity's; with no marker in it, nothing of ours to read.
      author: 'github-actions[bot]',
      trusted: false,
    })
    emulator.github.addIssue(REPO, {
      title: 'A pull request',
      labels: ['docs-gaps'],
      pullRequest: true,
    })
    emulator.github.addIssue(REPO, { title: 'Unrelated' })
    const found = await github.findOpenIssue('docs-gaps')
    expect(found).toEqual(opened)
    await expect(github.updateIssue(opened.number, { body: 'week 48' })).resolves.toMatchObject({
      number: 2,
      title: 'Docs gaps',
      body: 'week 48',
    })
    expect(
      emulator.github.issuesLabelled(REPO, 'docs-gaps').map((i) => [i.number, i.state, i.history]),
    ).toEqual([
      [1, 'closed', ['']],
      [2, 'open', ['week 47', 'week 48']],
    ])
    const paths = emulator.requests
      .filter((r) => r.op.startsWith('github.'))
      .map((r) => `${r.method} ${r.path}`)
    expect(paths).toEqual([
      'GET /api/v3/repos/acme/docs/issues',
      'POST /api/v3/repos/acme/docs/issues',
      'GET /api/v3/repos/acme/docs/issues',
      'PATCH /api/v3/repos/acme/docs/issues/2',
    ])
  })

  test('faults reach the issue routes: a rate-limited opening is sent again, a dropped one is not', async () => {
    emulator.reset()
    const sleeps: number[] = []
    const github = client(sleeps)
    const text = { title: 'Docs gaps', body: 'gaps', labels: ['docs-gaps'] }
    emulator.faults.add({ op: 'github.create-issue', kind: 'secondary-rate-limit', retryAfter: 3 })
    await expect(github.createIssue(text)).resolves.toMatchObject({ number: 1 })
    expect(sleeps).toEqual([3000])
    emulator.faults.add({ op: 'github.create-issue', kind: 'drop-after' })
    await expect(github.createIssue(text)).rejects.toThrow(
      /The issue may have been opened anyway\.$/,
    )
    expect(emulator.requestsTo('github.create-issue').map((r) => r.result)).toEqual([
      403,
      201,
      'dropped',
    ])
    // The dropped opening did open an issue: the next run finds the newest and edits that one.
    expect(emulator.github.issues.map((i) => i.number)).toEqual([1, 2])
    await expect(github.findOpenIssue('docs-gaps')).resolves.toMatchObject({ number: 2 })
    emulator.faults.add({ op: 'github.update-issue', kind: 'status', status: 502 })
    await expect(github.updateIssue(2, { body: 'later' })).resolves.toMatchObject({ body: 'later' })
    expect(emulator.requestsTo('github.update-issue').map((r) => r.result)).toEqual([502, 200])
  })
})
