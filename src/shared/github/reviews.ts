import { hasNextPage, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import { textOf as text } from './untrusted.js'

/** An inline comment of a pull request review, as the agent reads it. */
export interface ReviewComment {
  id: number
  body: string
  path: string
  /** The commented line of the file; undefined for a comment on a whole file. */
  line: number | undefined
  diffHunk: string
  author: { login: string; association: string } | undefined
}

/** A review's inline comments in order, and whether it has more than were read. */
export interface ReviewComments {
  comments: ReviewComment[]
  /** GitHub has a next page past `limit`: some comments were not read. */
  more: boolean
}

/**
 * The inline comments of review `reviewId` on pull request `pull`, in GitHub's order, at most
 * `limit` (read 100 a page, or fewer when `limit` is smaller).
 */
export async function reviewComments(
  api: GitHubApi,
  pull: number,
  reviewId: number,
  limit: number,
): Promise<ReviewComments> {
  const call = {
    context: errorContext(
      `Reading the comments of review ${reviewId} on pull request #${pull}`,
      `review ${reviewId} was not found on pull request #${pull}`,
    ),
    idempotent: true,
    shape: 'array' as const,
  }
  const perPage = Math.min(limit, 100)
  const comments: ReviewComment[] = []
  for (let page = 1; ; page++) {
    const answer = await api.send(call, (options) =>
      api.octokit.request(
        'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments',
        {
          ...api.repo,
          pull_number: pull,
          review_id: reviewId,
          per_page: perPage,
          page,
          ...options,
        },
      ),
    )
    for (const comment of answer.data) {
      if (typeof comment.id !== 'number') continue
      const login = text(comment.user?.login)
      comments.push({
        id: comment.id,
        body: text(comment.body),
        path: text(comment.path),
        line: typeof comment.line === 'number' ? comment.line : undefined,
        diffHunk: text(comment.diff_hunk),
        author:
          login === ''
            ? undefined
            : { login, association: text(comment.author_association) || 'NONE' },
      })
    }
    const more = hasNextPage(answer.headers)
    if (!more) return { comments: comments.slice(0, limit), more: comments.length > limit }
    if (comments.length >= limit) return { comments: comments.slice(0, limit), more: true }
  }
}

/** The body of review `reviewId` on pull request `pull` ('' when it has none). */
export async function reviewBody(api: GitHubApi, pull: number, reviewId: number): Promise<string> {
  const { data } = await api.send(
    {
      context: errorContext(
        `Reading review ${reviewId} on pull request #${pull}`,
        `review ${reviewId} was not found on pull request #${pull}`,
      ),
      idempotent: true,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', {
        ...api.repo,
        pull_number: pull,
        review_id: reviewId,
        ...options,
      }),
  )
  return text(data.body)
}
