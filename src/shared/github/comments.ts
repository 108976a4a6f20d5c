import { ApiError } from '../http/errors.js'
import {
  hasNextPage,
  MAX_PAGES,
  type Answer,
  type AttemptOptions,
  type Call,
  type GitHubApi,
} from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Answered } from './untrusted.js'

/** A comment in an issue or pull request thread (`review` comments sit on a diff). */
export interface ThreadComment {
  id: number
  kind: 'issue' | 'review'
  body: string
  createdAt: string
  /**
   * Written by us, so that its hidden markers are read: its author is the token's own login or
   * one the workflow names, and its markers carry a seal of this run's keys for this repository
   * and this thread (./authorship.ts judges it; the client sets it as it reads). Anyone can type a
   * marker into a comment of their own; theirs are never trusted.
   */
  trusted: boolean
  /** Its writer's login, where GitHub gave one. */
  author?: string
}

/** The fields of a listed comment this client reads (a review comment has the same ones). */
type ListedComment = Answered<'issue-comment', 'id' | 'body' | 'created_at' | 'user'>

/** One page of a thread's comments of one kind. */
type ListPage = (page: number, options: AttemptOptions) => Promise<Answer<ListedComment[]>>

/** A comment as this client reads it; undefined for one without an id. */
function threadCommentOf(
  comment: ListedComment,
  kind: ThreadComment['kind'],
): ThreadComment | undefined {
  if (typeof comment.id !== 'number') return undefined
  return {
    id: comment.id,
    kind,
    body: typeof comment.body === 'string' ? comment.body : '',
    createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
    // Judged by the client (./authorship.ts), which knows who the run writes as.
    trusted: false,
    ...(typeof comment.user?.login === 'string' ? { author: comment.user.login } : {}),
  }
}

/** Every comment of an issue or pull request (review comments too for a pull request), oldest first. */
export async function threadComments(
  api: GitHubApi,
  number: number,
  isPullRequest: boolean,
): Promise<ThreadComment[]> {
  const call: Call = {
    context: errorContext(
      `Reading the comments of #${number}`,
      `#${number} was not found in ${api.repository}`,
    ),
    idempotent: true,
    shape: 'array',
  }
  const lists: [ThreadComment['kind'], ListPage][] = [
    [
      'issue',
      (page, options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...api.repo,
          issue_number: number,
          per_page: 100,
          page,
          ...options,
        }),
    ],
  ]
  if (isPullRequest) {
    lists.push([
      'review',
      (page, options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
          ...api.repo,
          pull_number: number,
          per_page: 100,
          page,
          ...options,
        }),
    ])
  }
  const comments: ThreadComment[] = []
  for (const [kind, list] of lists) {
    for (let page = 1; ; page++) {
      const answer = await api.send(call, (options) => list(page, options))
      for (const listed of answer.data) {
        const comment = threadCommentOf(listed, kind)
        if (comment !== undefined) comments.push(comment)
      }
      if (!hasNextPage(answer.headers)) break
      // GitHub lists a thread oldest first: what is past the pages read is its newest comments,
      // the action's own among them. A thread read in part is no thread read (a job hidden past
      // them would read as none), so it fails as a read does.
      if (page === MAX_PAGES)
        throw new Error(
          `#${number} has more than ${(MAX_PAGES * 100).toLocaleString('en-US')} ${kind === 'issue' ? 'comments' : 'review comments'}, more than the action reads`,
        )
    }
  }
  return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
}

/** A comment of any thread of the repository, as the repository's lists of comments give it. */
export interface RepositoryComment extends ThreadComment {
  /** The issue or pull request it is on. */
  number: number
  /** When it was last edited (its creation when never), as GitHub gives it. */
  updatedAt: string
}

/** The repository's comments updated since a time, and whether every one of them was read. */
export interface RepositoryComments {
  /** Issue and review comments together, by `updatedAt`, then id. */
  comments: RepositoryComment[]
  /**
   * False when a list still had a next page after the pages read: the comments updated first
   * (the oldest) were left out. They are read newest first, so that what is left out is old.
   */
  complete: boolean
}

/** The fields of a comment of the repository's lists this client reads. */
type ListedRepositoryComment = ListedComment &
  Answered<'issue-comment', 'updated_at' | 'issue_url'> &
  Answered<'pull-request-review-comment', 'pull_request_url'>

/** One page of the repository's comments of one kind. */
type RepositoryPage = (
  page: number,
  options: AttemptOptions,
) => Promise<Answer<ListedRepositoryComment[]>>

/**
 * The issue and review comments of the whole repository updated at or after `since` (ISO 8601),
 * by their update (they are read newest first, at most `maxPages` pages of 100 of each kind). A comment whose issue or
 * pull request cannot be read from its URL is left out.
 */
export async function repositoryComments(
  api: GitHubApi,
  since: string,
  maxPages: number,
): Promise<RepositoryComments> {
  const query = { since, sort: 'updated', direction: 'desc', per_page: 100 } as const
  const lists: [ThreadComment['kind'], RepositoryPage][] = [
    [
      'issue',
      (page, options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/issues/comments', {
          ...api.repo,
          ...query,
          page,
          ...options,
        }),
    ],
    [
      'review',
      (page, options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments', {
          ...api.repo,
          ...query,
          page,
          ...options,
        }),
    ],
  ]
  const comments: RepositoryComment[] = []
  let complete = true
  for (const [kind, list] of lists) {
    const read = await readRepositoryList(api, kind, list, maxPages)
    comments.push(...read.comments)
    complete &&= read.complete
  }
  comments.sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id)
  return { comments, complete }
}

/** The pages of one of the repository's lists of comments, at most `maxPages`. */
async function readRepositoryList(
  api: GitHubApi,
  kind: ThreadComment['kind'],
  list: RepositoryPage,
  maxPages: number,
): Promise<RepositoryComments> {
  const call: Call = {
    context: errorContext(
      `Reading the ${kind === 'issue' ? 'issue' : 'review'} comments of ${api.repository}`,
      `${api.repository} was not found, or github-token cannot see it`,
    ),
    idempotent: true,
    shape: 'array',
  }
  const comments: RepositoryComment[] = []
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api.send(call, (options) => list(page, options))
    for (const listed of answer.data) {
      const comment = threadCommentOf(listed, kind)
      const url = kind === 'issue' ? listed.issue_url : listed.pull_request_url
      const number = numberOf(url, kind === 'issue' ? 'issues' : 'pulls')
      if (comment === undefined || number === undefined) continue
      const updatedAt = typeof listed.updated_at === 'string' ? listed.updated_at : ''
      comments.push({ ...comment, number, updatedAt })
    }
    if (!hasNextPage(answer.headers)) return { comments, complete: true }
  }
  return { comments, complete: false }
}

/** The number at the end of an issue's or pull request's API URL (`.../issues/12`). */
function numberOf(url: unknown, kind: 'issues' | 'pulls'): number | undefined {
  if (typeof url !== 'string') return undefined
  const [, found, digits] = /\/(issues|pulls)\/(\d{1,15})$/.exec(url) ?? []
  const number = Number(digits)
  return found === kind && number > 0 ? number : undefined
}

/** A single comment's fields: those of a listed one, and the thread it is on. */
type OneComment = ListedComment &
  Answered<'issue-comment', 'issue_url'> &
  Answered<'pull-request-review-comment', 'pull_request_url'>

/**
 * One comment of either kind, as GitHub has it now, with the number of the issue or pull request
 * it is on (undefined when GitHub's answer does not say); undefined when it is gone (404).
 */
export async function comment(
  api: GitHubApi,
  kind: ThreadComment['kind'],
  id: number,
): Promise<(ThreadComment & { number: number | undefined }) | undefined> {
  const operation = `Reading ${kind === 'issue' ? 'comment' : 'review comment'} ${id}`
  const call: Call = {
    context: errorContext(operation, `comment ${id} was not found (deleted?)`),
    idempotent: true,
    shape: 'object',
  }
  const params = { ...api.repo, comment_id: id }
  let answer: Answer<OneComment>
  try {
    answer = await api.send<OneComment>(call, (options) =>
      kind === 'issue'
        ? api.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
            ...params,
            ...options,
          })
        : api.octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
            ...params,
            ...options,
          }),
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
  const read = threadCommentOf(answer.data, kind)
  if (read === undefined) throw new ApiError(`${operation}: GitHub answered without its id.`)
  const url = kind === 'issue' ? answer.data.issue_url : answer.data.pull_request_url
  return { ...read, number: numberOf(url, kind === 'issue' ? 'issues' : 'pulls') }
}

/** A comment just written: its id, and its author as GitHub wrote it (the token's own login). */
export interface Posted {
  id: number
  author: string | undefined
}

/** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
export async function createComment(api: GitHubApi, number: number, body: string): Promise<Posted> {
  const operation = `Commenting on #${number}`
  const { data } = await api.send(
    {
      context: {
        ...errorContext(operation, `#${number} was not found in ${api.repository}`),
        effect: 'The comment may have been posted anyway.',
      },
      idempotent: false,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...api.repo,
        issue_number: number,
        body,
        ...options,
      }),
  )
  return idOf(data, operation)
}

/** Replies in the review thread of a pull request review comment; returns the reply's id. */
export async function replyToReviewComment(
  api: GitHubApi,
  pull: number,
  commentId: number,
  body: string,
): Promise<Posted> {
  const operation = `Replying to review comment ${commentId}`
  const { data } = await api.send(
    {
      context: {
        ...errorContext(operation, `review comment ${commentId} was not found`),
        effect: 'The reply may have been posted anyway.',
      },
      idempotent: false,
      shape: 'object',
    },
    (options) =>
      api.octokit.request(
        'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
        {
          ...api.repo,
          pull_number: pull,
          comment_id: commentId,
          body,
          ...options,
        },
      ),
  )
  return idOf(data, operation)
}

export async function updateComment(
  api: GitHubApi,
  kind: ThreadComment['kind'],
  id: number,
  body: string,
): Promise<void> {
  const call: Call = {
    context: errorContext(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
    idempotent: true,
    shape: 'object',
  }
  const params = { ...api.repo, comment_id: id, body }
  await api.send<object>(call, (options) =>
    kind === 'issue'
      ? api.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
          ...params,
          ...options,
        })
      : api.octokit.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
          ...params,
          ...options,
        }),
  )
}

/** Deletes a comment of either kind; a comment already gone (404) counts as deleted. */
export async function deleteComment(
  api: GitHubApi,
  kind: ThreadComment['kind'],
  id: number,
): Promise<void> {
  const params = { ...api.repo, comment_id: id }
  try {
    await api.send(
      {
        context: errorContext(`Deleting comment ${id}`, `comment ${id} was not found`),
        idempotent: true,
        shape: 'none',
      },
      (options) =>
        kind === 'issue'
          ? api.octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
              ...params,
              ...options,
            })
          : api.octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
              ...params,
              ...options,
            }),
    )
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
}

function idOf(created: Answered<'issue-comment', 'id' | 'user'>, operation: string): Posted {
  if (typeof created.id !== 'number') {
    throw new ApiError(`${operation}: GitHub answered without the new comment's id.`)
  }
  const login = created.user?.login
  return { id: created.id, author: typeof login === 'string' ? login : undefined }
}
