import { describe, expect, test } from '@jest/globals'
import { interceptGitHub, github, setup } from './fixtures/github.js'

interceptGitHub()

describe("GitHubClient: a review's body and inline comments", () => {
  const COMMENTS = '/api/v3/repos/acme/docs/pulls/4/reviews/50/comments'
  const NEXT = { link: '<http://github.example.test/api/v3/x?page=2>; rel="next"' }
  const comment = (id: number) => ({
    id,
    body: `Comment ${id}`,
    path: 'docs/a.md',
    line: id,
    diff_hunk: '@@ -1 +1 @@',
    user: { login: 'writer' },
    author_association: 'MEMBER',
  })

  test('pages of 100 in order, up to the limit, saying when GitHub has more', async () => {
    const { client } = setup()
    const page = (n: number) => github().get(COMMENTS).query({ per_page: 100, page: n })
    page(1).reply(
      200,
      Array.from({ length: 100 }, (_, i) => comment(i + 1)),
      NEXT,
    )
    const second = page(2).reply(200, [comment(101), { id: 'not a number' }, comment(102)], NEXT)
    const read = await client.reviewComments(4, 50, 101)
    expect(second.isDone()).toBe(true)
    expect(read.more).toBe(true)
    expect(read.comments.map((c) => c.id)).toEqual(Array.from({ length: 101 }, (_, i) => i + 1))
    expect(read.comments[0]).toEqual({
      id: 1,
      body: 'Comment 1',
      path: 'docs/a.md',
      line: 1,
      diffHunk: '@@ -1 +1 @@',
      author: { login: 'writer', association: 'MEMBER' },
    })
  })

  test('a small limit asks for a small page, and the last page ends the reading', async () => {
    const { client } = setup()
    const scope = github()
      .get(COMMENTS)
      .query({ per_page: 2, page: 1 })
      .reply(200, [{ ...comment(1), line: null, user: null }])
    await expect(client.reviewComments(4, 50, 2)).resolves.toEqual({
      comments: [
        {
          id: 1,
          body: 'Comment 1',
          path: 'docs/a.md',
          line: undefined,
          diffHunk: '@@ -1 +1 @@',
          author: undefined,
        },
      ],
      more: false,
    })
    expect(scope.isDone()).toBe(true)
  })

  test("the review's body, '' when GitHub has none", async () => {
    const { client } = setup()
    github().get('/api/v3/repos/acme/docs/pulls/4/reviews/50').reply(200, { id: 50, body: null })
    await expect(client.reviewBody(4, 50)).resolves.toBe('')
  })

  test('a review that is not there fails with what was being read', async () => {
    const { client } = setup()
    github().get(COMMENTS).query(true).reply(404, { message: 'Not Found' })
    await expect(client.reviewComments(4, 50, 300)).rejects.toThrow(
      /Reading the comments of review 50 on pull request #4/,
    )
  })
})
