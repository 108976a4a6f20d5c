import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { createGitHubClient } from '../../src/agent/github/client.js'
import { rateLimitWait } from '../../src/agent/github/rate-limit.js'
import { ApiError } from '../../src/shared/http/errors.js'

const API = 'https://github.example.test/api/v3'
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

const github = () => nock('https://github.example.test')
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
        link: '<https://github.example.test/api/v3/x?page=2>; rel="next"',
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
    })
    await expect(client.react(target, 'eyes', { claim: true })).resolves.toEqual({
      created: false,
      createdAt: '2026-11-22T11:59:00Z',
    })
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
    })
    expect(sleeps).toHaveLength(1)
  })
})
