import { describe, expect, test } from '@jest/globals'
import { ApiError } from '../../src/shared/http/errors.js'
import {
  OWN_LOGIN,
  SECONDARY,
  github,
  interceptGitHub,
  sealed,
  setup,
  viewerAnswers,
} from './fixtures/github.js'

interceptGitHub()

const REPO = '/api/v3/repos/acme/docs'
const ISSUE_COMMENTS = `${REPO}/issues/comments`
const REVIEW_COMMENTS = `${REPO}/pulls/comments`
const DISPATCHES = `${REPO}/dispatches`
const SINCE = '2026-11-21T12:00:00Z'
const next = (page: number) => ({
  link: `<http://github.example.test/api/v3/x?page=${page + 1}>; rel="next"`,
})
/** The query every page of a repository's list is asked with. */
const query = (page: number) => ({
  since: SINCE,
  sort: 'updated',
  direction: 'desc',
  per_page: 100,
  page,
})

/** An issue comment as the repository's list gives it, on issue `number`. */
const issueComment = (id: number, number: number, updatedAt: string, more: object = {}) => ({
  id,
  body: `comment ${id}`,
  created_at: '2026-11-21T12:00:00Z',
  updated_at: updatedAt,
  issue_url: `https://api.github.com/repos/acme/docs/issues/${number}`,
  user: { login: 'octocat', type: 'User' },
  ...more,
})
/** The marker of a review comment of the action's own (reviewComment). */
const reviewMarker = (id: number) => `<!-- docs-agent-action job=r${id} request=r -->`
/**
 * A review comment of the action's own as the repository's list gives it, on pull request
 * `number`: by the token's login, sealed for that pull request.
 */
const reviewComment = (id: number, number: number, updatedAt: string, more: object = {}) => ({
  id,
  body: sealed(reviewMarker(id), { kind: 'review', number }),
  created_at: '2026-11-21T12:00:00Z',
  updated_at: updatedAt,
  pull_request_url: `https://api.github.com/repos/acme/docs/pulls/${number}`,
  user: { login: 'github-actions[bot]', type: 'Bot' },
  ...more,
})

describe("the repository's comments", () => {
  test('both lists, asked from `since` by update, page by page, merged by update then id', async () => {
    const { client } = setup()
    viewerAnswers()
    const scope = github()
      .get(ISSUE_COMMENTS)
      .query(query(1))
      .reply(200, [issueComment(5, 12, '2026-11-21T13:00:00Z')], next(1))
      .get(ISSUE_COMMENTS)
      .query(query(2))
      .reply(200, [issueComment(9, 14, '2026-11-22T09:00:00Z')])
      .get(REVIEW_COMMENTS)
      .query(query(1))
      .reply(200, [
        reviewComment(7, 34, '2026-11-21T13:00:00Z'),
        reviewComment(3, 34, '2026-11-22T08:00:00Z'),
      ])
    const read = await client.repositoryComments(SINCE)
    expect(scope.isDone()).toBe(true)
    expect(read.complete).toBe(true)
    expect(read.comments).toEqual([
      {
        id: 5,
        kind: 'issue',
        number: 12,
        body: 'comment 5',
        createdAt: '2026-11-21T12:00:00Z',
        updatedAt: '2026-11-21T13:00:00Z',
        trusted: false,
        author: 'octocat',
      },
      {
        id: 7,
        kind: 'review',
        number: 34,
        // Its seal checked, and taken off.
        body: reviewMarker(7),
        createdAt: '2026-11-21T12:00:00Z',
        updatedAt: '2026-11-21T13:00:00Z',
        trusted: true,
        author: 'github-actions[bot]',
      },
      expect.objectContaining({ id: 3, kind: 'review', number: 34 }),
      expect.objectContaining({ id: 9, kind: 'issue', number: 14 }),
    ])
  })

  test('at most `maxPages` pages of each list: a next page left unread says incomplete', async () => {
    const { client } = setup()
    viewerAnswers()
    const scope = github()
    for (let page = 1; page <= 2; page++) {
      scope
        .get(ISSUE_COMMENTS)
        .query(query(page))
        .reply(200, [issueComment(page, 1, `2026-11-21T1${page}:00:00Z`)], next(page))
    }
    scope.get(REVIEW_COMMENTS).query(query(1)).reply(200, [])
    const read = await client.repositoryComments(SINCE, 2)
    // No third page was asked for (nock would have refused it).
    expect(scope.isDone()).toBe(true)
    expect(read.comments.map((c) => c.id)).toEqual([1, 2])
    expect(read.complete).toBe(false)
    // Complete when only the review list has nothing more.
    github()
      .get(ISSUE_COMMENTS)
      .query(query(1))
      .reply(200, [])
      .get(REVIEW_COMMENTS)
      .query(query(1))
      .reply(200, [reviewComment(4, 2, SINCE)], next(1))
    expect((await client.repositoryComments(SINCE, 1)).complete).toBe(false)
  })

  test('the number is read from issue_url or pull_request_url; a comment without one is skipped', async () => {
    const { client } = setup()
    viewerAnswers()
    const at = '2026-11-21T13:00:00Z'
    github()
      .get(ISSUE_COMMENTS)
      .query(true)
      .reply(200, [
        issueComment(1, 101, at),
        issueComment(2, 0, at, { issue_url: undefined }),
        issueComment(3, 0, at, { issue_url: 'https://api.github.com/repos/acme/docs/issues/x' }),
        issueComment(4, 0, at, { issue_url: 'https://api.github.com/repos/acme/docs/pulls/7' }),
        issueComment(5, 0, at, { issue_url: 'https://api.github.com/repos/acme/docs/issues/0' }),
        issueComment(6, 0, at, { issue_url: 42 }),
        issueComment(7, 0, at, { id: '7' }),
      ])
      .get(REVIEW_COMMENTS)
      .query(true)
      .reply(200, [
        reviewComment(11, 202, at),
        // A review comment's number is its pull request's, never an issue_url's.
        reviewComment(12, 0, at, {
          pull_request_url: undefined,
          issue_url: 'https://api.github.com/repos/acme/docs/issues/3',
        }),
        reviewComment(13, 0, at, {
          pull_request_url: 'https://api.github.com/repos/acme/docs/pulls/99999999999999999',
        }),
      ])
    const read = await client.repositoryComments(SINCE)
    expect(read.comments.map((c) => [c.id, c.kind, c.number])).toEqual([
      [1, 'issue', 101],
      [11, 'review', 202],
    ])
  })

  test("each is judged in its own thread: by the token's login, sealed for that issue or pull request", async () => {
    const { client } = setup()
    const at = '2026-11-21T13:00:00Z'
    const marker = '<!-- docs-agent-action job=j request=r -->'
    const own = { login: OWN_LOGIN, type: 'Bot' }
    const scope = github()
      .get(ISSUE_COMMENTS)
      .query(true)
      .reply(200, [
        issueComment(1, 1, at, { body: sealed(marker, { kind: 'issue', number: 1 }), user: own }),
        // Sealed for #1, listed on #2: a copy.
        issueComment(2, 2, at, { body: sealed(marker, { kind: 'issue', number: 1 }), user: own }),
        issueComment(3, 1, at, { body: marker, user: { login: 'mallory', type: 'User' } }),
        issueComment(4, 1, at, { body: marker, user: own }),
        issueComment(5, 1, at, { body: sealed(marker, { kind: 'issue', number: 1 }), user: null }),
      ])
      .get(REVIEW_COMMENTS)
      .query(true)
      .reply(200, [])
    viewerAnswers()
    const read = await client.repositoryComments(SINCE)
    expect(read.comments.map((c) => [c.id, c.trusted])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ])
    expect(scope.isDone()).toBe(true)
  })

  test('reads are retried on a 5xx; a refusal fails with what it was reading', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .get(ISSUE_COMMENTS)
      .query(true)
      .reply(502, 'Bad gateway')
      .get(ISSUE_COMMENTS)
      .query(true)
      .reply(200, [])
      .get(REVIEW_COMMENTS)
      .query(true)
      .reply(200, [])
    await expect(client.repositoryComments(SINCE)).resolves.toEqual({
      comments: [],
      complete: true,
    })
    expect(sleeps).toHaveLength(1)
    github()
      .get(ISSUE_COMMENTS)
      .query(true)
      .reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.repositoryComments(SINCE)).rejects.toThrow(
      /^Reading the issue comments of acme\/docs failed with HTTP 403/,
    )
  })
})

describe('one comment by its id', () => {
  test('an issue comment or a review comment, as GitHub has it now, trusted as a thread’s', async () => {
    const { client } = setup()
    viewerAnswers()
    github()
      .get(`${ISSUE_COMMENTS}/7`)
      .reply(200, issueComment(7, 12, '2026-11-22T10:00:00Z', { body: 'now' }))
      .get(`${REVIEW_COMMENTS}/8`)
      .reply(200, reviewComment(8, 34, '2026-11-22T10:00:00Z'))
    await expect(client.comment('issue', 7)).resolves.toEqual({
      id: 7,
      kind: 'issue',
      body: 'now',
      createdAt: '2026-11-21T12:00:00Z',
      trusted: false,
      author: 'octocat',
    })
    await expect(client.comment('review', 8)).resolves.toMatchObject({
      id: 8,
      kind: 'review',
      trusted: true,
    })
  })

  test("a person's token: their sealed comment is theirs, as GraphQL's viewer names them", async () => {
    const { client } = setup()
    github()
      .get(`${ISSUE_COMMENTS}/7`)
      .reply(
        200,
        issueComment(7, 12, SINCE, {
          body: sealed('<!-- docs-agent-action job=j request=r -->', { kind: 'issue', number: 12 }),
          user: { login: 'Alice', type: 'User' },
        }),
      )
    viewerAnswers('alice')
    await expect(client.comment('issue', 7)).resolves.toMatchObject({ trusted: true })
  })

  test('a comment that is gone (404) is undefined; a 5xx is retried, as any read', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    viewerAnswers()
    github()
      .get(`${ISSUE_COMMENTS}/7`)
      .reply(404, { message: 'Not Found' })
      .get(`${REVIEW_COMMENTS}/8`)
      .reply(500, { message: 'boom' })
      .get(`${REVIEW_COMMENTS}/8`)
      .reply(200, reviewComment(8, 34, SINCE))
    await expect(client.comment('issue', 7)).resolves.toBeUndefined()
    await expect(client.comment('review', 8)).resolves.toMatchObject({ id: 8 })
    expect(sleeps).toHaveLength(1)
  })

  test('an answer without an id, or a refusal, is an error', async () => {
    const { client } = setup()
    github()
      .get(`${ISSUE_COMMENTS}/7`)
      .reply(200, { body: 'no id' })
      .get(`${REVIEW_COMMENTS}/8`)
      .reply(401, { message: 'Bad credentials' })
    await expect(client.comment('issue', 7)).rejects.toThrow(
      new ApiError('Reading comment 7: GitHub answered without its id.'),
    )
    await expect(client.comment('review', 8)).rejects.toThrow(
      /^Reading review comment 8 failed with HTTP 401: the GitHub token was rejected/,
    )
  })
})

describe('a repository_dispatch event', () => {
  const PAYLOAD = { job: 'j1', thread: 12, outcome: 'completed' }
  const SENT = { event_type: 'docs-agent-job-ended', client_payload: PAYLOAD }

  test('sends the event type and the payload once; GitHub answers 204', async () => {
    const { client } = setup()
    const scope = github().post(DISPATCHES, SENT).once().reply(204)
    await expect(client.dispatch('docs-agent-job-ended', PAYLOAD)).resolves.toBeUndefined()
    expect(scope.isDone()).toBe(true)
  })

  test('a server error after the POST may have sent it: not sent again, and the error says so', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const scope = github().post(DISPATCHES, SENT).reply(502, 'Bad gateway')
    const error = await client
      .dispatch('docs-agent-job-ended', PAYLOAD)
      .catch((caught: unknown) => caught)
    expect(scope.isDone()).toBe(true)
    expect(sleeps).toEqual([])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502, mayHaveActed: true })
    expect((error as ApiError).message).toMatch(
      /^Sending the docs-agent-job-ended event to acme\/docs failed with HTTP 502: .* The event may have been sent anyway: its workflows may already be running\.$/,
    )
  })

  test('a connection dropped before the answer is not repeated either', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
    github().post(DISPATCHES).replyWithError(reset)
    await expect(client.dispatch('docs-agent-job-ended', PAYLOAD)).rejects.toMatchObject({
      mayHaveActed: true,
    })
    expect(sleeps).toEqual([])
  })

  test('sent again when GitHub certainly did nothing: a 503, a rate limit, no connection', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    const scope = github()
      .post(DISPATCHES, SENT)
      .reply(503, { message: 'Service unavailable' })
      .post(DISPATCHES, SENT)
      .reply(403, SECONDARY, { 'retry-after': '30' })
      .post(DISPATCHES, SENT)
      .replyWithError(refused)
      .post(DISPATCHES, SENT)
      .reply(204)
    await expect(client.dispatch('docs-agent-job-ended', PAYLOAD)).resolves.toBeUndefined()
    expect(scope.isDone()).toBe(true)
    expect(sleeps).toEqual([1000, 30_000, 2000])
  })

  test('a refusal is not retried, says what was refused, and names the permission it needs', async () => {
    const { client, sleeps } = setup(10 * 60_000)
    github()
      .post(DISPATCHES)
      .reply(422, { message: 'Invalid request.\n\nNo more than 10 properties are allowed.' })
    const refused = (await client
      .dispatch('docs-agent-job-ended', PAYLOAD)
      .catch((caught: unknown) => caught)) as ApiError
    expect(refused).toMatchObject({ status: 422, mayHaveActed: false, transient: false })
    expect(refused.message).toMatch(/^Sending the docs-agent-job-ended event .* HTTP 422/)
    github().post(DISPATCHES).reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.dispatch('docs-agent-job-ended', PAYLOAD)).rejects.toThrow(
      '`permissions: { contents: write }`',
    )
    expect(sleeps).toEqual([])
  })
})
