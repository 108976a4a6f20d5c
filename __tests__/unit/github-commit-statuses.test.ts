import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { statusDescription } from '../../src/shared/github/github-client.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { github, interceptGitHub, setup } from './fixtures/github.js'

interceptGitHub()

const SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e'
const STATUSES = `/api/v3/repos/acme/docs/statuses/${SHA}`
const LIST = `/api/v3/repos/acme/docs/commits/${SHA}/statuses`
const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }

/** A status as GitHub answers one (the fields the client reads, and a few more). */
const status = (id: number, context: string, state = 'success', more: object = {}) => ({
  url: `https://api.github.com/repos/acme/docs/statuses/${SHA}`,
  id,
  state,
  context,
  description: `status ${id}`,
  target_url: null,
  created_at: `2026-11-22T11:${String(59 - (id % 60)).padStart(2, '0')}:00Z`,
  ...more,
})
const WANTED = {
  state: 'pending' as const,
  context: 'docs-agent',
  description: 'Updating the docs for this change',
  targetUrl: 'https://github.com/acme/docs/actions/runs/5',
}

describe('setting a commit status', () => {
  test('sends the state, context, description and link, and answers the status GitHub made', async () => {
    const { client } = setup()
    github()
      .post(STATUSES, {
        state: 'pending',
        context: 'docs-agent',
        description: 'Updating the docs for this change',
        target_url: 'https://github.com/acme/docs/actions/runs/5',
      })
      .reply(
        201,
        status(7, 'docs-agent', 'pending', {
          description: 'Updating the docs for this change',
          target_url: 'https://github.com/acme/docs/actions/runs/5',
        }),
      )
    await expect(client.createCommitStatus(SHA, WANTED)).resolves.toEqual({
      id: 7,
      state: 'pending',
      context: 'docs-agent',
      description: 'Updating the docs for this change',
      targetUrl: 'https://github.com/acme/docs/actions/runs/5',
      createdAt: '2026-11-22T11:52:00Z',
    })
  })

  test('a description over GitHub’s 140 characters is cut to 140, never split inside an emoji', async () => {
    const { client } = setup()
    const long = `${'🙂'.repeat(100)}${'x'.repeat(100)}`
    let sent = ''
    github()
      .post(STATUSES, (body: { description?: string }) => {
        sent = body.description ?? ''
        return true
      })
      .reply(201, status(8, 'docs-agent'))
    await client.createCommitStatus(SHA, { ...WANTED, description: long })
    expect([...sent]).toHaveLength(140)
    expect(sent).toBe(`${'🙂'.repeat(100)}${'x'.repeat(39)}…`)
    expect(statusDescription('x'.repeat(140))).toBe('x'.repeat(140))
    expect(statusDescription('x'.repeat(141))).toBe(`${'x'.repeat(139)}…`)
  })

  test('a server error after the POST may have set it: not sent again, and the error says so', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const scope = github().post(STATUSES).reply(502, 'Bad gateway')
    const error = await client.createCommitStatus(SHA, WANTED).catch((caught: unknown) => caught)
    expect(scope.isDone()).toBe(true)
    expect(sleeps).toEqual([])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ mayHaveActed: true, status: 502 })
    expect((error as ApiError).message).toMatch(
      /^Setting the docs-agent status of 6dcb09b failed with HTTP 502: .* The status may have been set anyway: read it before setting it again\.$/,
    )
  })

  test('a connection dropped before the answer is not repeated either; a 503 (nothing done) is', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    github().post(STATUSES).replyWithError(reset)
    await expect(client.createCommitStatus(SHA, WANTED)).rejects.toMatchObject({
      mayHaveActed: true,
    })
    expect(sleeps).toEqual([])
    github()
      .post(STATUSES)
      .reply(503, { message: 'Service unavailable' })
      .post(STATUSES)
      .reply(201, status(9, 'docs-agent', 'pending'))
    await expect(client.createCommitStatus(SHA, WANTED)).resolves.toMatchObject({ id: 9 })
    expect(sleeps).toEqual([1000])
  })

  test("GitHub's refusal of a commit it does not have quotes GitHub; a read-only token gets the permission", async () => {
    const { client } = setup()
    github()
      .post(STATUSES)
      .reply(422, { message: `No commit found for SHA: ${SHA}` })
    await expect(client.createCommitStatus(SHA, WANTED)).rejects.toThrow(
      `Setting the docs-agent status of 6dcb09b failed with HTTP 422: unexpected answer. GitHub said: No commit found for SHA: ${SHA}.`,
    )
    github().post(STATUSES).reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.createCommitStatus(SHA, WANTED)).rejects.toThrow(
      '`permissions: { statuses: write }`',
    )
  })
})

describe("reading a commit's statuses of one context", () => {
  const page = (n: number) => github().get(LIST).query({ per_page: 100, page: n })

  test('newest first as GitHub lists them, the context compared ignoring case, up to the limit', async () => {
    const { client } = setup()
    page(1).reply(200, [
      status(3, 'ci/test'),
      status(2, 'Docs-Agent', 'success'),
      status(1, 'docs-agent', 'pending'),
    ])
    const read = await client.commitStatuses(SHA, 'docs-agent', 10)
    expect(read.map((s) => [s.id, s.state, s.context])).toEqual([
      [2, 'success', 'Docs-Agent'],
      [1, 'pending', 'docs-agent'],
    ])
  })

  test('pages on until the limit is found, and no further; a server error is retried', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    page(1).reply(
      200,
      Array.from({ length: 100 }, (_, i) => status(1000 - i, 'ci/test')),
      NEXT,
    )
    page(2).reply(502, 'Bad gateway')
    page(2).reply(200, [status(5, 'docs-agent'), status(4, 'docs-agent')], NEXT)
    await expect(client.commitStatuses(SHA, 'docs-agent', 1)).resolves.toMatchObject([{ id: 5 }])
    expect(sleeps).toEqual([1000])
    expect(nock.pendingMocks()).toEqual([])
  })

  test('none of the context: an empty list; an entry without an id is skipped', async () => {
    const { client } = setup()
    page(1).reply(200, [status(3, 'ci/test'), { context: 'docs-agent', state: 'success' }, null])
    await expect(client.commitStatuses(SHA, 'docs-agent', 5)).resolves.toEqual([])
  })
})
