import { Readable } from 'node:stream'
import { afterEach, describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { httpClientFetch } from '../../src/shared/http/http-client-fetch.js'
import { onlyIntercepted } from './intercepted.js'

// The fetch Octokit sends GitHub's requests with when no proxy applies (in the bundles; here it
// is called directly, and given to the toolkit's Octokit as `request.fetch`).

const GITHUB = 'http://github.example.test'
const unmatched = onlyIntercepted()

afterEach(() => {
  delete process.env.ACTIONS_ORCHESTRATION_ID
})

describe('a request', () => {
  test('goes out with its method, headers and body, and the answer reads like fetch', async () => {
    const scope = nock(GITHUB, {
      reqheaders: {
        authorization: 'token t0ken',
        'user-agent': 'docs-agent-action/1.0 octokit-core.js/7',
        'content-type': 'application/json; charset=utf-8',
        'content-length': '17',
      },
    })
      .post('/repos/o/r/issues/7/comments', { body: 'héllo' })
      .reply(201, { id: 42 }, { 'X-RateLimit-Remaining': '4999', 'Set-Cookie': ['a=1', 'b=2'] })
    const answer = await httpClientFetch(`${GITHUB}/repos/o/r/issues/7/comments`, {
      method: 'POST',
      headers: {
        Authorization: 'token t0ken',
        'User-Agent': 'docs-agent-action/1.0 octokit-core.js/7',
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ body: 'héllo' }),
    })
    scope.done()
    expect(answer.status).toBe(201)
    expect(answer.ok).toBe(true)
    expect(answer.url).toBe(`${GITHUB}/repos/o/r/issues/7/comments`)
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('4999')
    expect(answer.headers.get('X-RateLimit-Remaining')).toBe('4999')
    expect(answer.headers.has('x-ratelimit-reset')).toBe(false)
    expect(answer.headers.get('x-ratelimit-reset')).toBeNull()
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'set-cookie': 'a=1, b=2',
      'content-type': 'application/json',
    })
    expect(JSON.parse(await answer.text())).toEqual({ id: 42 })
  })

  test("sends Octokit's user agent as it is, the runner's orchestration id not added twice", async () => {
    process.env.ACTIONS_ORCHESTRATION_ID = 'run-1'
    const agent = 'docs-agent-action/1.0 actions_orchestration_id/run-1'
    const scope = nock(GITHUB, { reqheaders: { 'user-agent': agent } })
      .get('/user')
      .reply(200, {})
    await httpClientFetch(`${GITHUB}/user`, { headers: { 'user-agent': agent } })
    scope.done()
  })

  test('gives the body as bytes too, and an empty body as nothing', async () => {
    nock(GITHUB)
      .get('/zip')
      .reply(200, Buffer.from([0, 1, 254, 255]))
    const bytes = await (await httpClientFetch(`${GITHUB}/zip`)).arrayBuffer()
    expect([...new Uint8Array(bytes)]).toEqual([0, 1, 254, 255])
    nock(GITHUB).delete('/repos/o/r/issues/comments/5').reply(204)
    const empty = await httpClientFetch(`${GITHUB}/repos/o/r/issues/comments/5`, {
      method: 'DELETE',
    })
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
  })

  test('a refusal is an answer, not an error', async () => {
    nock(GITHUB).get('/repos/o/r').reply(404, { message: 'Not Found' })
    const answer = await httpClientFetch(`${GITHUB}/repos/o/r`)
    expect([answer.status, answer.ok, await answer.text()]).toEqual([
      404,
      false,
      '{"message":"Not Found"}',
    ])
  })
})

describe('redirects', () => {
  test('are followed with the same method and body', async () => {
    nock(GITHUB)
      .patch('/repos/old/r/issues/comments/1', { body: 'x' })
      .reply(307, '', { location: `${GITHUB}/repos/new/r/issues/comments/1` })
      .patch('/repos/new/r/issues/comments/1', { body: 'x' })
      .reply(200, { id: 1 })
    const answer = await httpClientFetch(`${GITHUB}/repos/old/r/issues/comments/1`, {
      method: 'PATCH',
      body: '{"body":"x"}',
    })
    expect(await answer.text()).toBe('{"id":1}')
  })

  test('to another host drop the authorization header', async () => {
    nock(GITHUB, { reqheaders: { authorization: 'token t0ken' } })
      .get('/repos/o/r/tarball')
      .reply(302, '', { location: 'http://codeload.example.test/o/r' })
    nock('http://codeload.example.test', { badheaders: ['authorization'] })
      .get('/o/r')
      .reply(200, 'bytes')
    const answer = await httpClientFetch(`${GITHUB}/repos/o/r/tarball`, {
      headers: { authorization: 'token t0ken' },
    })
    expect(await answer.text()).toBe('bytes')
  })
})

describe('a redirect left to the caller', () => {
  test('is the answer, its Location unfollowed', async () => {
    nock(GITHUB)
      .get('/repos/o/r/actions/jobs/7/logs')
      .reply(302, '', { location: 'http://logs.example.test/7' })
    const answer = await httpClientFetch(`${GITHUB}/repos/o/r/actions/jobs/7/logs`, {
      redirect: 'manual',
    })
    expect([answer.status, answer.headers.get('location')]).toEqual([
      302,
      'http://logs.example.test/7',
    ])
  })
})

describe('failures', () => {
  test('a connection never made keeps its code, which says the request was not sent', async () => {
    nock(GITHUB)
      .post('/repos/o/r/issues')
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    await expect(
      httpClientFetch(`${GITHUB}/repos/o/r/issues`, { method: 'POST', body: '{}' }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  test('an aborted signal sends nothing', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      httpClientFetch(`${GITHUB}/repos/o/r/issues`, { method: 'POST', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(unmatched()).toBe(0)
  })

  /** An answer whose headers never come: Nock calls back with none. */
  const never = () => new Promise<never>(() => undefined)

  test('an abort while waiting for the answer ends the request with an AbortError', async () => {
    nock(GITHUB).get('/slow').reply(never)
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(), 40)
    await expect(
      httpClientFetch(`${GITHUB}/slow`, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  test('an abort while a redirect sends its body ends the request too', async () => {
    const controller = new AbortController()
    nock(GITHUB)
      .get('/repos/old/r')
      .reply(
        301,
        () => {
          const body = new Readable({ read() {} })
          body.push('{"message":"Moved')
          setTimeout(() => controller.abort(), 50)
          return body
        },
        { location: `${GITHUB}/repositories/1` },
      )
    await expect(
      httpClientFetch(`${GITHUB}/repos/old/r`, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  test('an abort half-way through the body ends the read instead of hanging', async () => {
    const controller = new AbortController()
    nock(GITHUB)
      .get('/stalls')
      .reply(200, () => {
        const body = new Readable({ read() {} })
        body.push('{"partial":')
        setTimeout(() => controller.abort(), 50)
        return body
      })
    await expect(
      httpClientFetch(`${GITHUB}/stalls`, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  test.each([
    [{ body: new Uint8Array([1]) }, 'sends a string body only (got object)'],
    [{ redirect: 'error' }, 'leaves them to the caller (got redirect: error)'],
  ])('what it does not support is refused before sending: %o', async (init, message) => {
    await expect(httpClientFetch(`${GITHUB}/x`, init)).rejects.toThrow(message)
  })
})

describe('Octokit with it', () => {
  // The toolkit's Octokit sending with this fetch, as makeOctokit's does without a proxy
  // (../../src/shared/github/octokit.ts, held to its headers by octokit.test.ts).
  const octokit = async () => {
    const { getOctokit } = await import('@actions/github')
    return getOctokit('t0ken', { baseUrl: GITHUB, request: { fetch: httpClientFetch } })
  }

  test('reads JSON, headers and status', async () => {
    nock(GITHUB, { reqheaders: { authorization: 'token t0ken' } })
      .get('/repos/o/r/collaborators/ann/permission')
      .reply(200, { permission: 'write' }, { 'x-ratelimit-remaining': '17' })
    const answer = await (
      await octokit()
    ).request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
      owner: 'o',
      repo: 'r',
      username: 'ann',
    })
    expect([
      answer.status,
      answer.data.permission,
      answer.headers['x-ratelimit-remaining'],
    ]).toEqual([200, 'write', '17'])
  })

  test("throws GitHub's refusal with its status, message and headers", async () => {
    nock(GITHUB)
      .patch('/repos/o/r/issues/comments/9')
      .reply(403, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '30' })
    await expect(
      (await octokit()).request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
        owner: 'o',
        repo: 'r',
        comment_id: 9,
        body: 'done',
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('secondary rate limit') as unknown as string,
      response: { headers: { 'retry-after': '30' } },
    })
  })
})
