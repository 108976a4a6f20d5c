import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { createGitHubClient, githubErrorMessage } from '../../src/shared/github/client.js'
import { rateLimitWait } from '../../src/shared/github/rate-limit.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { USER_AGENT } from '../../src/shared/version.js'

const API = 'http://github.example.test/api/v3'
const TOKEN = 'ghs_unit0test0token0000000000'
const NOW = Date.parse('2026-11-22T12:00:00Z')
const SECONDARY = {
  message:
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
}

/** A client on a fake clock whose sleeps pass the time at once; `deadlineMs` after now. */
function setup(deadlineMs?: number) {
  let now = NOW
  const sleeps: number[] = []
  const retries: string[] = []
  const client = createGitHubClient(
    {
      apiUrl: API,
      token: TOKEN,
      owner: 'acme',
      repo: 'docs',
      timeoutMs: 500,
      deadline: deadlineMs === undefined ? undefined : NOW + deadlineMs,
      onRetry: (message) => retries.push(message),
    },
    {
      clock: {
        now: () => now,
        sleep: (ms) => {
          sleeps.push(ms)
          now += ms
          return Promise.resolve()
        },
      },
      random: () => 1,
    },
  )
  return { client, sleeps, retries }
}

const github = () => nock('http://github.example.test')
const EDIT = '/api/v3/repos/acme/docs/issues/comments/7'

beforeAll(() => nock.disableNetConnect())
afterEach(() => nock.cleanAll())
afterAll(() => {
  nock.enableNetConnect()
  // Unpatch node:http for the next test file of this worker, whose nock is a new instance.
  nock.restore()
})

describe('rateLimitWait (GitHub: "Handle rate limit errors appropriately")', () => {
  const answer = (
    status: number,
    headers: Record<string, string | undefined> = {},
    said = 'Forbidden',
  ) => ({ status, headers, said })

  test('retry-after first, then x-ratelimit-reset when nothing remains, then a minute and more', () => {
    expect(rateLimitWait(answer(403, { 'retry-after': '30' }), NOW, 1)).toBe(30_000)
    expect(rateLimitWait(answer(429, { 'retry-after': '2' }), NOW, 1)).toBe(2000)
    const reset = String(NOW / 1000 + 120)
    expect(
      rateLimitWait(
        answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }),
        NOW,
        1,
      ),
    ).toBe(121_000)
    expect(rateLimitWait(answer(403, {}, SECONDARY.message), NOW, 1)).toBe(60_000)
    expect(rateLimitWait(answer(403, {}, SECONDARY.message), NOW, 2)).toBe(120_000)
    expect(rateLimitWait(answer(429), NOW, 1)).toBe(60_000)
  })

  test('a reset already past is waited for one second; one GitHub did not give is not used', () => {
    const spent = (reset: string) => ({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset })
    expect(rateLimitWait(answer(403, spent(String(NOW / 1000 - 60))), NOW, 1)).toBe(1000)
    for (const reset of ['0', 'soon', '']) {
      expect(rateLimitWait(answer(403, spent(reset), SECONDARY.message), NOW, 3)).toBe(240_000)
      expect(rateLimitWait(answer(403, spent(reset)), NOW, 1)).toBe(undefined)
    }
  })

  test('a retry-after date is waited until', () => {
    const date = new Date(NOW + 90_000).toUTCString()
    expect(rateLimitWait(answer(429, { 'retry-after': date }), NOW, 1)).toBe(90_000)
  })

  test('a 403 without those signs is a refusal, and other statuses are never rate limits', () => {
    expect(rateLimitWait(answer(403, {}, 'Resource not accessible by integration'), NOW, 1)).toBe(
      undefined,
    )
    expect(
      rateLimitWait(
        answer(403, { 'x-ratelimit-remaining': '12', 'x-ratelimit-reset': '1' }),
        NOW,
        1,
      ),
    ).toBe(undefined)
    expect(rateLimitWait(answer(500, { 'retry-after': '5' }), NOW, 1)).toBe(undefined)
  })
})

describe('GitHubClient', () => {
  test('a secondary rate limit on an edit is waited out on the injected clock, then the edit lands', async () => {
    const { client, sleeps, retries } = setup(10 * 60_000)
    const scope = github()
      .patch(EDIT, { body: 'done' })
      .reply(403, SECONDARY, { 'retry-after': '45' })
      .patch(EDIT, { body: 'done' })
      .matchHeader('authorization', `token ${TOKEN}`)
      .reply(200, { id: 7 })
    await client.updateComment('issue', 7, 'done')
    expect(scope.isDone()).toBe(true)
    expect(sleeps).toEqual([45_000])
    expect(retries).toEqual([
      "Updating comment 7: HTTP 403, GitHub's rate limit; retrying in 45 s.",
    ])
  })

  test('a POST refused by a rate limit is sent again: GitHub did nothing', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const reset = String(NOW / 1000 + 30)
    github()
      .post('/api/v3/repos/acme/docs/issues/1/comments')
      .reply(
        403,
        { message: 'API rate limit exceeded for installation.' },
        {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': reset,
        },
      )
      .post('/api/v3/repos/acme/docs/issues/1/comments')
      .reply(201, { id: 99 })
    await expect(client.createComment(1, 'hello')).resolves.toBe(99)
    expect(sleeps).toEqual([31_000])
  })

  test('a POST that may have reached GitHub is not repeated', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const scope = github()
      .post('/api/v3/repos/acme/docs/issues/1/comments')
      .reply(502, 'Bad gateway')
    const error = await client.createComment(1, 'hello').catch((e: unknown) => e)
    expect(scope.isDone()).toBe(true)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toMatch(/^Commenting on #1 failed with HTTP 502/)
    expect(sleeps).toEqual([])
  })

  test('a wait that would end past the deadline is not started: the error says how long', async () => {
    const { client, sleeps } = setup(30_000)
    github().patch(EDIT).reply(403, SECONDARY, { 'retry-after': '120' })
    const error = (await client.updateComment('issue', 7, 'x').catch((e: unknown) => e)) as ApiError
    expect(sleeps).toEqual([])
    expect(error.message).toMatch(
      /^Updating comment 7 failed with HTTP 403: GitHub's API rate limit was reached\. Wait 2 min\. GitHub said: You have exceeded a secondary rate limit/,
    )
    // Transient: the tracking comment tries again at its next edit instead of giving up.
    expect(error.transient).toBe(true)
    expect(error.status).toBe(403)
  })

  test('a real refusal is not retried, keeps the permissions hint, and never shows the token', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .patch(EDIT)
      .reply(403, { message: `Resource not accessible by integration (${TOKEN})` })
    const error = (await client.updateComment('issue', 7, 'x').catch((e: unknown) => e)) as ApiError
    expect(sleeps).toEqual([])
    expect(error.transient).toBe(false)
    expect(error.message).toContain('add `permissions: { issues: write, pull-requests: write }`')
    expect(error.message).not.toContain(TOKEN)
  })

  test('reads are retried on a 5xx; comments are read page by page', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .get('/api/v3/repos/acme/docs/issues/1/comments')
      .query({ per_page: 100, page: 1 })
      .reply(503, { message: 'unavailable' })
      .get('/api/v3/repos/acme/docs/issues/1/comments')
      .query({ per_page: 100, page: 1 })
      .reply(200, [{ id: 2, body: 'b', created_at: '2026-01-02', user: { type: 'Bot' } }], {
        link: '<http://github.example.test/api/v3/x?page=2>; rel="next"',
      })
      .get('/api/v3/repos/acme/docs/issues/1/comments')
      .query({ per_page: 100, page: 2 })
      .reply(200, [{ id: 1, body: 'a', created_at: '2026-01-01', user: { type: 'User' } }])
    const comments = await client.threadComments(1, false)
    expect(comments.map((c) => [c.id, c.byBot])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(sleeps).toHaveLength(1)
  })

  test('a role check answered 404 means no role', async () => {
    const { client } = setup()
    github()
      .get('/api/v3/repos/acme/docs/collaborators/someone/permission')
      .reply(404, { message: 'Not Found' })
    await expect(client.role('someone')).resolves.toEqual({ role: 'none', permission: 'none' })
  })

  test('a reaction says whether it was created (201) or already there (200), and when', async () => {
    const { client } = setup()
    const path = '/api/v3/repos/acme/docs/issues/comments/5/reactions'
    github()
      .post(path)
      .reply(201, { id: 1, content: 'eyes', created_at: '2026-11-22T11:59:00Z' })
      .post(path)
      .reply(200, { id: 1, content: 'eyes', created_at: '2026-11-22T11:59:00Z' })
    const target = { kind: 'issue-comment', id: 5 } as const
    await expect(client.react(target, 'eyes', { claim: true })).resolves.toEqual({
      created: true,
      createdAt: '2026-11-22T11:59:00Z',
      id: 1,
    })
    await expect(client.react(target, 'eyes', { claim: true })).resolves.toEqual({
      created: false,
      createdAt: '2026-11-22T11:59:00Z',
      id: 1,
    })
  })

  test('a reaction is removed by its id; one no longer there is a 404, said as false', async () => {
    const { client } = setup()
    const path = '/api/v3/repos/acme/docs/issues/12/reactions/77'
    github().delete(path).reply(204).delete(path).reply(404, { message: 'Not Found' })
    await expect(client.removeIssueReaction(12, 77)).resolves.toBe(true)
    await expect(client.removeIssueReaction(12, 77)).resolves.toBe(false)
    github().delete(path).reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.removeIssueReaction(12, 77)).rejects.toThrow(
      /^Removing reaction 77 from #12 failed with HTTP 403/,
    )
  })

  test('a claim that may have reached GitHub is not repeated; a plain reaction is', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const path = '/api/v3/repos/acme/docs/issues/1/reactions'
    const target = { kind: 'issue', number: 1 } as const
    const claim = github().post(path).reply(502, 'Bad gateway')
    const error = await client.react(target, 'eyes', { claim: true }).catch((e: unknown) => e)
    expect(claim.isDone()).toBe(true)
    expect((error as ApiError).message).toMatch(/^Adding a eyes reaction failed with HTTP 502/)
    expect(sleeps).toEqual([])
    github().post(path).reply(502, 'Bad gateway').post(path).reply(200, { content: 'rocket' })
    await expect(client.react(target, 'rocket')).resolves.toEqual({
      created: false,
      createdAt: '',
      id: 0,
    })
    expect(sleeps).toHaveLength(1)
  })
})

describe('githubErrorMessage: what failed, why, and what to do', () => {
  const context = { operation: 'Doing it', notFound: 'it was not found', rateLimit: 'x' }
  test.each([
    [401, '', undefined, 'the GitHub token was rejected; check github-token.'],
    [
      401,
      'Bad credentials.',
      undefined,
      'the GitHub token was rejected; check github-token. GitHub said: Bad credentials.',
    ],
    [
      403,
      'Resource not accessible by integration',
      undefined,
      'The workflow token lacks a permission: add `permissions: { issues: write, pull-requests: write }` to the workflow or job (and `contents: read` if you list others). GitHub said: Resource not accessible by integration.',
    ],
    [403, '', 30_000, "GitHub's API rate limit was reached. Wait 30 s."],
    [
      429,
      'API rate limit exceeded',
      undefined,
      "GitHub's API rate limit was reached. GitHub said: API rate limit exceeded.",
    ],
    [
      403,
      'Secondary Rate Limit',
      undefined,
      "GitHub's API rate limit was reached. GitHub said: Secondary Rate Limit.",
    ],
    [
      403,
      'Forbidden',
      undefined,
      'the token may not do this. The workflow token lacks a permission: add `permissions: { issues: write, pull-requests: write }` to the workflow or job (and `contents: read` if you list others). GitHub said: Forbidden.',
    ],
    [404, '', undefined, 'it was not found.'],
    [
      410,
      'Issues are disabled for this repo',
      undefined,
      'issues are turned off in the repository (Settings, General, Features). GitHub said: Issues are disabled for this repo.',
    ],
    [
      500,
      'boom',
      undefined,
      'GitHub had an error; it was retried where that is safe. GitHub said: boom.',
    ],
    [503, '', undefined, 'GitHub had an error; it was retried where that is safe.'],
    [429, '', undefined, 'unexpected answer.'],
    [422, 'Validation Failed', undefined, 'unexpected answer. GitHub said: Validation Failed.'],
    [499, '', undefined, 'unexpected answer.'],
  ])('HTTP %d, GitHub said %j, wait %j', (status, said, wait, message) => {
    expect(githubErrorMessage(context, status, said, wait)).toBe(
      `Doing it failed with HTTP ${status}: ${message}`,
    )
  })
})

describe('GitHubClient issues', () => {
  const ISSUES = '/api/v3/repos/acme/docs/issues'
  const LISTED = { labels: 'docs-gaps', state: 'open', sort: 'created', direction: 'desc' }
  const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }
  const pull = (number: number) => ({ number, title: 'A pull request', pull_request: { url: 'u' } })
  const issue = (number: number) => ({
    number,
    title: 'Docs gaps',
    body: `Gaps ${number}`,
    html_url: `https://github.com/acme/docs/issues/${number}`,
    labels: [{ id: 1, name: 'docs-gaps', color: 'ededed' }],
    pull_request: null,
  })

  test('the open issue with a label is the newest one listed that is not a pull request', async () => {
    const { client } = setup()
    const scope = github()
      .get(ISSUES)
      .query({ ...LISTED, per_page: 100, page: 1 })
      .reply(200, [pull(9), { title: 'no number' }, issue(8), issue(3)])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toEqual({
      number: 8,
      title: 'Docs gaps',
      body: 'Gaps 8',
      htmlUrl: 'https://github.com/acme/docs/issues/8',
      labels: ['docs-gaps'],
    })
    expect(scope.isDone()).toBe(true)
  })

  test('the newest open issue `accept` takes, reading on to later pages, none after the one it is on', async () => {
    const { client } = setup()
    const listed = (page: number) =>
      github()
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
    listed(1).reply(200, [issue(9), pull(8)], NEXT)
    listed(2).reply(200, [issue(7), issue(6), issue(5)], NEXT)
    const seen: number[] = []
    const found = await client.findOpenIssue('docs-gaps', (candidate) => {
      seen.push(candidate.number)
      return candidate.number < 7
    })
    expect(found?.number).toBe(6)
    expect(seen).toEqual([9, 7, 6])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('pages of pull requests only are read on, while GitHub names a next page', async () => {
    const { client } = setup()
    const listed = (page: number) =>
      github()
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
    listed(1).reply(200, [pull(9)], NEXT)
    listed(2).reply(200, [{ ...issue(4), body: null, html_url: 7, labels: ['docs-gaps', {}] }])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toEqual({
      number: 4,
      title: 'Docs gaps',
      body: '',
      htmlUrl: '',
      labels: ['docs-gaps'],
    })
    listed(1).reply(200, [pull(9)], NEXT)
    listed(2).reply(200, [pull(5)])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(nock.pendingMocks()).toEqual([])
  })

  test('at most 10 pages are read; none open is undefined; a 5xx is retried', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const scope = github()
    for (let page = 1; page <= 10; page++) {
      scope
        .get(ISSUES)
        .query({ ...LISTED, per_page: 100, page })
        .reply(200, [pull(page)], NEXT)
    }
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(scope.isDone()).toBe(true)
    github().get(ISSUES).query(true).reply(503, {}).get(ISSUES).query(true).reply(200, [])
    await expect(client.findOpenIssue('docs-gaps')).resolves.toBeUndefined()
    expect(sleeps).toEqual([1000])
  })

  test('a label with a comma is refused before any request: GitHub would read two labels', async () => {
    const { client } = setup()
    await expect(client.findOpenIssue('docs,gaps')).rejects.toThrow(
      'An issue cannot be looked up by a label with a comma: "docs,gaps".',
    )
  })

  test('an issue is opened with its title, body and labels; the answer says which labels stuck', async () => {
    const { client } = setup()
    github()
      .post(ISSUES, { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] })
      .reply(201, issue(12))
      .post(ISSUES)
      .reply(201, { ...issue(13), labels: [] })
    const labels = ['docs-gaps'] as const
    await expect(
      client.createIssue({ title: 'Docs gaps', body: 'Gaps', labels }),
    ).resolves.toMatchObject({ number: 12, labels: ['docs-gaps'] })
    await expect(
      client.createIssue({ title: 'Docs gaps', body: 'Gaps', labels }),
    ).resolves.toMatchObject({ number: 13, labels: [] })
  })

  test('an opening that may have reached GitHub is not repeated; a rate-limited one is', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    const text = { title: 'Docs gaps', body: 'Gaps', labels: ['docs-gaps'] }
    github().post(ISSUES).replyWithError(reset)
    const dropped = (await client.createIssue(text).catch((e: unknown) => e)) as ApiError
    expect(dropped.message).toBe(
      'Opening an issue failed: the connection to http://github.example.test dropped (ECONNRESET) before an answer arrived. The issue may have been opened anyway.',
    )
    expect(dropped).toMatchObject({ mayHaveActed: true })
    github().post(ISSUES).reply(502, 'Bad gateway')
    await expect(client.createIssue(text)).rejects.toThrow(/^Opening an issue failed with HTTP 502/)
    expect(sleeps).toEqual([])
    github()
      .post(ISSUES)
      .reply(403, SECONDARY, { 'retry-after': '5' })
      .post(ISSUES)
      .reply(201, issue(14))
    await expect(client.createIssue(text)).resolves.toMatchObject({ number: 14 })
    expect(sleeps).toEqual([5000])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('an edit replaces the body, and the title only when given; it is retried like a read', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .patch(`${ISSUES}/8`, { body: 'New gaps', title: 'Docs gaps (week 48)' })
      .reply(200, { ...issue(8), body: 'New gaps', title: 'Docs gaps (week 48)' })
      .patch(`${ISSUES}/8`, { body: 'Newer gaps' })
      .reply(502, 'Bad gateway')
      .patch(`${ISSUES}/8`, { body: 'Newer gaps' })
      .reply(200, { ...issue(8), body: 'Newer gaps' })
    await expect(
      client.updateIssue(8, { body: 'New gaps', title: 'Docs gaps (week 48)' }),
    ).resolves.toMatchObject({ number: 8, body: 'New gaps', title: 'Docs gaps (week 48)' })
    await expect(client.updateIssue(8, { body: 'Newer gaps' })).resolves.toMatchObject({
      body: 'Newer gaps',
    })
    expect(sleeps).toEqual([1000])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('refusals name the permission issues need; a gone issue and turned-off issues say so', async () => {
    const { client } = setup()
    github()
      .post(ISSUES)
      .reply(403, { message: 'Resource not accessible by integration' })
      .patch(`${ISSUES}/8`)
      .reply(404, { message: 'Not Found' })
      .get(ISSUES)
      .query(true)
      .reply(410, { message: 'Issues are disabled for this repo' })
    await expect(client.createIssue({ title: 't', body: 'b', labels: [] })).rejects.toThrow(
      'Opening an issue failed with HTTP 403: The workflow token lacks a permission: add `permissions: { issues: write }` to the workflow or job (and `contents: read` if you list others). GitHub said: Resource not accessible by integration.',
    )
    await expect(client.updateIssue(8, { body: 'b' })).rejects.toThrow(
      'Updating issue #8 failed with HTTP 404: issue #8 was not found in acme/docs. GitHub said: Not Found.',
    )
    await expect(client.findOpenIssue('docs-gaps')).rejects.toThrow(
      'Looking for the open issue labelled docs-gaps failed with HTTP 410: issues are turned off in the repository',
    )
  })

  test('an issue answered without its number cannot be edited later: an error says so', async () => {
    const { client } = setup()
    github()
      .post(ISSUES)
      .reply(201, { title: 'Docs gaps' })
      .patch(`${ISSUES}/8`)
      .reply(200, { number: '8' })
    await expect(client.createIssue({ title: 't', body: 'b', labels: [] })).rejects.toThrow(
      new ApiError("Opening an issue: GitHub answered without the issue's number."),
    )
    await expect(client.updateIssue(8, { body: 'b' })).rejects.toThrow(
      new ApiError("Updating issue #8: GitHub answered without the issue's number."),
    )
  })
})

describe('GitHubClient requests', () => {
  const REPO = '/api/v3/repos/acme/docs'

  test('say who is asking and which API version they expect', async () => {
    const { client } = setup()
    github()
      .matchHeader('x-github-api-version', '2022-11-28')
      .matchHeader(
        'user-agent',
        new RegExp(`^${USER_AGENT.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
      )
      .patch(`${REPO}/pulls/comments/7`, { body: 'x' })
      .reply(200, { id: 7 })
    await client.updateComment('review', 7, 'x')
  })

  test('a role without role_name is its permission; without either it is none', async () => {
    const { client } = setup()
    const path = `${REPO}/collaborators/someone/permission`
    github()
      .get(path)
      .reply(200, { permission: 'admin' })
      .get(path)
      .reply(200, { permission: 'write', role_name: 'docs-editor' })
      .get(path)
      .reply(200, { permission: 7 })
    await expect(client.role('someone')).resolves.toEqual({ role: 'admin', permission: 'admin' })
    await expect(client.role('someone')).resolves.toEqual({
      role: 'docs-editor',
      permission: 'write',
    })
    await expect(client.role('someone')).resolves.toEqual({ role: 'none', permission: 'none' })
  })

  test('a role check that fails other than with a 404 throws', async () => {
    const { client } = setup()
    github()
      .get(`${REPO}/collaborators/someone/permission`)
      .reply(401, { message: 'Bad credentials' })
    await expect(client.role('someone')).rejects.toThrow(
      'Checking the repository role of someone failed with HTTP 401: the GitHub token was rejected; check github-token. GitHub said: Bad credentials.',
    )
  })

  test('a pull request’s thread is its comments and its review comments, oldest first', async () => {
    const { client } = setup()
    github()
      .get(`${REPO}/issues/4/comments`)
      .query({ per_page: 100, page: 1 })
      .reply(200, [
        { id: 3, body: 'c', created_at: '2026-01-02', user: null },
        { id: 'x', body: 'skipped: no id' },
        { id: 1, body: 7, user: { type: 'Bot' } },
      ])
      .get(`${REPO}/pulls/4/comments`)
      .query({ per_page: 100, page: 1 })
      .reply(200, [
        { id: 2, body: 'r', created_at: '2026-01-02', user: { type: 'User' } },
        { id: 4, body: 'old', created_at: '2026-01-01' },
      ])
    expect(await client.threadComments(4, true)).toEqual([
      { id: 1, kind: 'issue', body: '', createdAt: '', byBot: true },
      { id: 4, kind: 'review', body: 'old', createdAt: '2026-01-01', byBot: false },
      { id: 2, kind: 'review', body: 'r', createdAt: '2026-01-02', byBot: false },
      { id: 3, kind: 'issue', body: 'c', createdAt: '2026-01-02', byBot: false },
    ])
  })

  test('at most 10 pages of comments are read', async () => {
    const { client } = setup()
    const scope = github()
    for (let page = 1; page <= 10; page++) {
      scope
        .get(`${REPO}/issues/1/comments`)
        .query({ per_page: 100, page })
        .reply(200, [{ id: page, created_at: '2026-01-01' }], {
          link: `<http://github.example.test/x?page=${page + 1}>; rel="next"`,
        })
    }
    const comments = await client.threadComments(1, false)
    expect(comments.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  test('a reply in a review thread, and a reaction on an issue or a review comment', async () => {
    const { client } = setup()
    github()
      .post(`${REPO}/pulls/8/comments/10/replies`, { body: 'hi' })
      .reply(201, { id: 31 })
      .post(`${REPO}/issues/8/reactions`, { content: 'rocket' })
      .reply(201, { id: 1 })
      .post(`${REPO}/pulls/comments/5/reactions`, { content: 'confused' })
      .reply(201, { id: 2, created_at: 5 })
    await expect(client.replyToReviewComment(8, 10, 'hi')).resolves.toBe(31)
    await expect(client.react({ kind: 'issue', number: 8 }, 'rocket')).resolves.toEqual({
      created: true,
      createdAt: '',
      id: 1,
    })
    await expect(client.react({ kind: 'review-comment', id: 5 }, 'confused')).resolves.toEqual({
      created: true,
      createdAt: '',
      id: 2,
    })
  })

  test('a created comment without an id cannot be followed: an error says so', async () => {
    const { client } = setup()
    github()
      .post(`${REPO}/pulls/8/comments/10/replies`)
      .reply(201, { id: '31' })
      .post(`${REPO}/issues/8/comments`)
      .reply(201, {})
    await expect(client.replyToReviewComment(8, 10, 'hi')).rejects.toThrow(
      new ApiError("Replying to review comment 10: GitHub answered without the new comment's id."),
    )
    await expect(client.createComment(8, 'hi')).rejects.toThrow(
      new ApiError("Commenting on #8: GitHub answered without the new comment's id."),
    )
  })

  test('the files of a pull request: with their patches, at most the limit, in one request', async () => {
    const { client } = setup()
    github()
      .get(`${REPO}/pulls/4/files`)
      .query({ per_page: 2 })
      .reply(200, [
        { filename: 'a.md', status: 'added', additions: 2, deletions: 0, patch: '@@ -0,0 +1,2 @@' },
        { filename: null },
        { filename: 'b.png', status: 'modified', additions: 0, deletions: 0 },
        { filename: 'c.md' },
      ])
      .get(`${REPO}/pulls/4/files`)
      .query({ per_page: 100 })
      .reply(200, [{ filename: 'a.md', additions: '3' }])
    await expect(client.pullRequestFiles(4, 2)).resolves.toEqual([
      { filename: 'a.md', status: 'added', additions: 2, deletions: 0, patch: '@@ -0,0 +1,2 @@' },
      { filename: 'b.png', status: 'modified', additions: 0, deletions: 0, patch: undefined },
    ])
    await expect(client.pullRequestFiles(4, 500)).resolves.toEqual([
      { filename: 'a.md', status: 'modified', additions: 0, deletions: 0, patch: undefined },
    ])
  })
})

describe('GitHubClient failures', () => {
  const REPO = '/api/v3/repos/acme/docs'

  test('a read is retried with growing waits, five attempts in all, each one told', async () => {
    const { client, sleeps, retries } = setup(10 * 60_000)
    github().get(`${REPO}/issues/1/comments`).query(true).times(5).reply(500, { message: 'boom' })
    await expect(client.threadComments(1, false)).rejects.toThrow(
      'Reading the comments of #1 failed with HTTP 500: GitHub had an error; it was retried where that is safe. GitHub said: boom.',
    )
    expect(sleeps).toEqual([1000, 2000, 4000, 8000])
    expect(retries[0]).toBe('Reading the comments of #1: HTTP 500; retrying in 1 s.')
  })

  test('rate limits do not use up the retries; at most 10 waits', async () => {
    const { client, sleeps } = setup(60 * 60_000)
    github()
      .get(`${REPO}/issues/1/comments`)
      .query(true)
      .reply(429, { message: 'slow down' }, { 'retry-after': '1' })
      .get(`${REPO}/issues/1/comments`)
      .query(true)
      .times(4)
      .reply(500, {})
      .get(`${REPO}/issues/1/comments`)
      .query(true)
      .reply(200, [])
    await expect(client.threadComments(1, false)).resolves.toEqual([])
    expect(sleeps).toEqual([1000, 1000, 2000, 4000, 8000])

    github().patch(EDIT).times(10).reply(403, SECONDARY, { 'retry-after': '1' })
    const error = (await client.updateComment('issue', 7, 'x').catch((e: unknown) => e)) as ApiError
    expect(error.retryAfterMs).toBe(1000)
    expect(sleeps.slice(5)).toEqual(Array<number>(9).fill(1000))
  })

  test('without a deadline, a rate limit of a minute is waited out and a longer one is not', async () => {
    const { client, sleeps } = setup()
    github()
      .patch(EDIT)
      .reply(403, SECONDARY, { 'retry-after': '60' })
      .patch(EDIT)
      .reply(200, { id: 7 })
      .patch(EDIT)
      .reply(403, SECONDARY, { 'retry-after': '61' })
    await client.updateComment('issue', 7, 'x')
    expect(sleeps).toEqual([60_000])
    await expect(client.updateComment('issue', 7, 'x')).rejects.toThrow(/Wait 61 s\./)
    expect(sleeps).toEqual([60_000])
  })

  test('a retry that would end past the deadline is not started', async () => {
    const { client, sleeps } = setup(1500)
    github().get(`${REPO}/issues/1/comments`).query(true).times(2).reply(502, 'Bad gateway')
    await expect(client.threadComments(1, false)).rejects.toThrow(/HTTP 502/)
    expect(sleeps).toEqual([1000])
  })

  test('a body that is not the JSON expected: retried when safe, and says what came', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .get(`${REPO}/issues/1/comments`)
      .query(true)
      .reply(200, { message: `not a list ${TOKEN}` })
      .get(`${REPO}/issues/1/comments`)
      .query(true)
      .reply(200, [])
      .post(`${REPO}/issues/1/comments`)
      .reply(201, [])
    await expect(client.threadComments(1, false)).resolves.toEqual([])
    expect(sleeps).toEqual([1000])
    const error = (await client.createComment(1, 'x').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe(
      'Commenting on #1 failed: GitHub answered HTTP 201, but its body is not the JSON object expected (got []). The comment may have been posted anyway.',
    )
    expect(error).toMatchObject({ status: 201, mayHaveActed: true, transient: false })
  })

  test('an empty body is named as such, and a text body is quoted', async () => {
    const { client } = setup()
    github()
      .post(`${REPO}/issues/1/comments`)
      .reply(201, '')
      .patch(EDIT)
      .times(5)
      .reply(500, 'upstream <b>down</b>', { 'content-type': 'text/plain' })
    await expect(client.createComment(1, 'x')).rejects.toThrow(/\(got an empty body\)\./)
    await expect(client.updateComment('issue', 7, 'x')).rejects.toThrow(
      /GitHub said: upstream <b>down<\/b>\.$/,
    )
  })

  test('a connection never made is retried, even for a POST, and names the address', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    github().post(`${REPO}/issues/1/comments`).times(5).replyWithError(refused)
    const error = (await client.createComment(1, 'x').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe(
      "Commenting on #1 failed: could not reach http://github.example.test (ECONNREFUSED). Check GITHUB_API_URL and the runner's network or proxy settings.",
    )
    expect(error).toMatchObject({ transient: true, mayHaveActed: false })
    expect(sleeps).toHaveLength(4)
  })

  test('a connection dropped during a POST is not repeated: it may have acted', async () => {
    const { client, sleeps, retries } = setup(10 * 60_000)
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    github().post(`${REPO}/issues/1/comments`).replyWithError(reset)
    const error = (await client.createComment(1, 'x').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe(
      'Commenting on #1 failed: the connection to http://github.example.test dropped (ECONNRESET) before an answer arrived. The comment may have been posted anyway.',
    )
    expect(error).toMatchObject({ transient: true, mayHaveActed: true })
    expect(sleeps).toEqual([])
    // A read that drops is retried, and says how.
    github().patch(EDIT).replyWithError(reset).patch(EDIT).reply(200, { id: 7 })
    await client.updateComment('issue', 7, 'x')
    expect(retries).toEqual([
      'Updating comment 7: connection dropped (ECONNRESET); retrying in 1 s.',
    ])
  })

  test('an error without a code is a network error', async () => {
    const { client } = setup()
    github().post(`${REPO}/issues/1/comments`).replyWithError('weird')
    await expect(client.createComment(1, 'x')).rejects.toThrow(/dropped \(network error\)/)
  })

  test('an answer that takes too long is given up on; a POST then may have acted', async () => {
    const { client } = setup()
    const late = (): Promise<[number, object]> =>
      new Promise((resolve) => setTimeout(() => resolve([201, { id: 1 }]), 1500))
    github().post(`${REPO}/issues/1/comments`).reply(late)
    const error = (await client.createComment(1, 'x').catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe(
      'Commenting on #1 failed: GitHub did not answer within 1 s. The comment may have been posted anyway.',
    )
    expect(error).toMatchObject({ transient: true, mayHaveActed: true })
  })

  test('a body that stops arriving is a timeout too, not an empty answer', async () => {
    // Octokit reads a body cut short as empty: a loopback server that never finishes one.
    const server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"id":')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    nock.enableNetConnect('127.0.0.1')
    try {
      const client = createGitHubClient(
        {
          apiUrl: `http://127.0.0.1:${port}/api/v3`,
          token: TOKEN,
          owner: 'acme',
          repo: 'docs',
          timeoutMs: 500,
        },
        { clock: { now: () => NOW, sleep: () => Promise.resolve() }, random: () => 0 },
      )
      const error = (await client.createComment(1, 'x').catch((e: unknown) => e)) as ApiError
      expect(error.message).toBe(
        'Commenting on #1 failed: GitHub did not answer within 1 s. The comment may have been posted anyway.',
      )
    } finally {
      nock.disableNetConnect()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
