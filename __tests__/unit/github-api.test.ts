import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { githubErrorMessage } from '../../src/shared/github/github-errors.js'
import { createGitHubClient } from '../../src/shared/github/github-client.js'
import { rateLimitWait } from '../../src/shared/github/rate-limit.js'
import type { ApiError } from '../../src/shared/http/errors.js'
import { EDIT, interceptGitHub, NOW, SECONDARY, TOKEN, github, setup } from './fixtures/github.js'

interceptGitHub()

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
    const error = (await client
      .updateComment('issue', 7, 'x', 1)
      .catch((e: unknown) => e)) as ApiError
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
    await client.updateComment('issue', 7, 'x', 1)
    expect(sleeps).toEqual([60_000])
    await expect(client.updateComment('issue', 7, 'x', 1)).rejects.toThrow(/Wait 61 s\./)
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
    await expect(client.updateComment('issue', 7, 'x', 1)).rejects.toThrow(
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
    await client.updateComment('issue', 7, 'x', 1)
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
