import { describe, expect, test } from '@jest/globals'
import { ApiError } from '../../src/shared/http/errors.js'
import { USER_AGENT } from '../../src/shared/version.js'
import { createGitHubClient } from '../../src/shared/github/github-client.js'
import {
  API,
  EDIT,
  interceptGitHub,
  NOW,
  ownComment,
  SECONDARY,
  TOKEN,
  github,
  setup,
  viewerAnswers,
} from './fixtures/github.js'

const MARKED = '<!-- docs-agent-action job=j request=r -->'

interceptGitHub()

describe('GitHubClient', () => {
  test('a secondary rate limit on an edit is waited out on the injected clock, then the edit lands', async () => {
    const { client, sleeps, retries } = setup(10 * 60_000)
    const scope = github()
      .patch(EDIT, { body: 'done' })
      .reply(403, SECONDARY, { 'retry-after': '45' })
      .patch(EDIT, { body: 'done' })
      .matchHeader('authorization', `token ${TOKEN}`)
      .reply(200, { id: 7 })
    await client.updateComment('issue', 7, 'done', 1)
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
    const error = (await client
      .updateComment('issue', 7, 'x', 1)
      .catch((e: unknown) => e)) as ApiError
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
    const error = (await client
      .updateComment('issue', 7, 'x', 1)
      .catch((e: unknown) => e)) as ApiError
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
      .reply(
        200,
        [
          ownComment(
            { id: 2, body: MARKED, created_at: '2026-01-02' },
            { kind: 'issue', number: 1 },
          ),
        ],
        { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' },
      )
      .get('/api/v3/repos/acme/docs/issues/1/comments')
      .query({ per_page: 100, page: 2 })
      .reply(200, [{ id: 1, body: 'a', created_at: '2026-01-01', user: { type: 'User' } }])
    viewerAnswers()
    const comments = await client.threadComments(1, false)
    expect(comments.map((c) => [c.id, c.trusted])).toEqual([
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
      .reply(200, {
        id: 1,
        content: 'eyes',
        created_at: '2026-11-22T11:59:00Z',
        user: { login: 'github-actions[bot]', type: 'Bot' },
      })
    const target = { kind: 'issue-comment', id: 5 } as const
    await expect(client.react(target, 'eyes', { claim: true })).resolves.toEqual({
      created: true,
      createdAt: '2026-11-22T11:59:00Z',
      id: 1,
      login: '',
    })
    // Who the reaction is by: the token's own user, which a claim on a job's end compares.
    await expect(client.react(target, 'eyes', { claim: true })).resolves.toEqual({
      created: false,
      createdAt: '2026-11-22T11:59:00Z',
      id: 1,
      login: 'github-actions[bot]',
    })
  })

  test('a reaction is removed by its id; one no longer there is a 404, said as false', async () => {
    const { client } = setup()
    const repo = '/api/v3/repos/acme/docs'
    const path = `${repo}/issues/12/reactions/77`
    const issue = { kind: 'issue', number: 12 } as const
    github().delete(path).reply(204).delete(path).reply(404, { message: 'Not Found' })
    await expect(client.removeReaction(issue, 77)).resolves.toBe(true)
    await expect(client.removeReaction(issue, 77)).resolves.toBe(false)
    github().delete(path).reply(403, { message: 'Resource not accessible by integration' })
    await expect(client.removeReaction(issue, 77)).rejects.toThrow(
      /^Removing reaction 77 from #12 failed with HTTP 403/,
    )
    github()
      .delete(`${repo}/issues/comments/5/reactions/78`)
      .reply(204)
      .delete(`${repo}/pulls/comments/6/reactions/79`)
      .reply(204)
    await expect(client.removeReaction({ kind: 'issue-comment', id: 5 }, 78)).resolves.toBe(true)
    await expect(client.removeReaction({ kind: 'review-comment', id: 6 }, 79)).resolves.toBe(true)
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
      login: '',
    })
    expect(sleeps).toHaveLength(1)
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
    await client.updateComment('review', 7, 'x', 1)
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
    // No marker in any: nothing of ours to read, and nobody is asked who the token is.
    expect(await client.threadComments(4, true)).toEqual([
      { id: 1, kind: 'issue', body: '', createdAt: '', trusted: false },
      { id: 4, kind: 'review', body: 'old', createdAt: '2026-01-01', trusted: false },
      { id: 2, kind: 'review', body: 'r', createdAt: '2026-01-02', trusted: false },
      { id: 3, kind: 'issue', body: 'c', createdAt: '2026-01-02', trusted: false },
    ])
  })

  test.each([
    ['ten pages, the last', false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    // GitHub lists oldest first: the newest, the action's own among them, would be left out.
    ['more than ten pages: a failed read, never a part of it', true, undefined],
  ])('a thread of %s', async (_, more, ids) => {
    const { client } = setup()
    const scope = github()
    for (let page = 1; page <= 10; page++) {
      const next = page < 10 || more
      scope
        .get(`${REPO}/issues/1/comments`)
        .query({ per_page: 100, page })
        .reply(
          200,
          [{ id: page, created_at: '2026-01-01' }],
          next ? { link: `<http://github.example.test/x?page=${page + 1}>; rel="next"` } : {},
        )
    }
    const read = client.threadComments(1, false)
    if (ids === undefined)
      await expect(read).rejects.toThrow(
        '#1 has more than 1,000 comments, more than the action reads',
      )
    else expect((await read).map((c) => c.id)).toEqual(ids)
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
      login: '',
    })
    await expect(client.react({ kind: 'review-comment', id: 5 }, 'confused')).resolves.toEqual({
      created: true,
      createdAt: '',
      id: 2,
      login: '',
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

  test('a pull request’s state: merged (and the day), closed without merging, or open', async () => {
    const { client } = setup()
    github()
      .get(`${REPO}/pulls/7`)
      .reply(200, { number: 7, state: 'closed', merged: true, merged_at: '2026-11-20T10:00:00Z' })
      .get(`${REPO}/pulls/8`)
      .reply(200, { number: 8, state: 'closed', merged: false, merged_at: null })
      .get(`${REPO}/pulls/9`)
      .reply(200, { number: 9, state: 'open' })
    await expect(client.pullRequestState(7)).resolves.toEqual({
      merged: true,
      mergedAt: '2026-11-20',
      closed: true,
    })
    await expect(client.pullRequestState(8)).resolves.toEqual({
      merged: false,
      mergedAt: undefined,
      closed: true,
    })
    await expect(client.pullRequestState(9)).resolves.toEqual({
      merged: false,
      mergedAt: undefined,
      closed: false,
    })
  })
})

describe('GitHubClient in another repository', () => {
  const OTHER = 'ghs_unit0test0other0repositories00'
  const client = () =>
    createGitHubClient(
      {
        apiUrl: API,
        token: TOKEN,
        owner: 'acme',
        repo: 'docs',
        timeoutMs: 5000,
        elsewhere: { home: 'acme/docs', homeToken: TOKEN, token: OTHER },
      },
      { clock: { now: () => NOW, sleep: () => Promise.resolve() }, random: () => 1 },
    )

  test("sends the other repositories' token there, and the run's own token back home", async () => {
    const scope = github()
      .post('/api/v3/repos/acme/api/issues/1/comments')
      .matchHeader('authorization', `token ${OTHER}`)
      .reply(201, { id: 1 })
      .post('/api/v3/repos/Acme/Docs/issues/2/comments')
      .matchHeader('authorization', `token ${TOKEN}`)
      .reply(201, { id: 2 })
    const code = client().inRepository('acme', 'api')
    await code.createComment(1, 'in the code repository')
    // A pull request of the run's repository, reached from the other repository's client (a
    // finish run's end of a code repository's job, noting its docs pull request).
    await code.inRepository('Acme', 'Docs').createComment(2, 'home again')
    expect(scope.isDone()).toBe(true)
  })

  test('reviewers and labels of a pull request in another repository go with its token', async () => {
    const scope = github()
      .post('/api/v3/repos/acme/api/issues/3/labels', { labels: ['docs'] })
      .matchHeader('authorization', `token ${OTHER}`)
      .reply(200, [{ name: 'docs' }])
      .post('/api/v3/repos/acme/api/pulls/3/requested_reviewers', { reviewers: ['writer'] })
      .matchHeader('authorization', `token ${OTHER}`)
      .reply(201, { requested_reviewers: [{ login: 'writer' }], requested_teams: [] })
    const pull = { owner: 'acme', repo: 'api', number: 3 }
    await expect(client().addLabels(pull, ['docs'])).resolves.toEqual(['docs'])
    await expect(
      client().requestReviewers(pull, { users: ['writer'], teams: [] }),
    ).resolves.toEqual({ users: ['writer'], teams: [] })
    expect(scope.isDone()).toBe(true)
  })

  test('without another token, every repository gets the one token', async () => {
    const scope = github()
      .post('/api/v3/repos/acme/api/issues/1/comments')
      .matchHeader('authorization', `token ${TOKEN}`)
      .reply(201, { id: 1 })
    const { client: single } = setup()
    await single.inRepository('acme', 'api').createComment(1, 'x')
    expect(scope.isDone()).toBe(true)
  })
})
