import { API, gitHubError, gitHubUser, nodeId } from '../github-answers.ts'
import { listPage } from '../github-paging.ts'
import { json, type Reply } from '../service.ts'
import { association } from './people.ts'
import { headOf } from './pulls.ts'
import { MAX_BODY, missing, tooLong } from './refusals.ts'
import {
  newId,
  nowIso,
  type EmulatedComment,
  type GitHubHandlers,
  type GitHubRequest,
  type GitHubState,
} from './state.ts'
import { author } from './tokens.ts'

/**
 * Issue comments and pull request review comments: a thread's or the whole repository's list,
 * one by its id, create, reply, edit, delete.
 */

/** The line every review comment is written on, unless `addReview` says another. */
const REVIEWED_HUNK = '@@ -1 +1 @@\n-# Docs\n+# The docs'

/** A comment written by someone, as if posted on GitHub (for a thread's earlier history). */
export function addComment(
  state: GitHubState,
  repository: string,
  number: number,
  body: string,
  user: EmulatedComment['user'] = { login: 'octocat', type: 'User' },
  kind: EmulatedComment['kind'] = 'issue',
): EmulatedComment {
  const now = nowIso(state)
  const comment: EmulatedComment = {
    id: newId(state),
    repository,
    number,
    kind,
    body,
    user,
    createdAt: now,
    updatedAt: now,
    inReplyTo: undefined,
    history: [body],
  }
  state.comments.push(comment)
  return comment
}

/** The comments of one thread, oldest first. */
export function thread(state: GitHubState, repository: string, number: number): EmulatedComment[] {
  return state.comments.filter((c) => c.repository === repository && c.number === number)
}

/** The comments `filter` keeps, one page of them, in GitHub's form. */
export function listComments(
  { call, state }: GitHubRequest,
  filter: (c: EmulatedComment) => boolean,
): Reply {
  return listPage(call.query, state.comments.filter(filter), (c) => commentView(state, c))
}

/** The comment of the route's `id` and kind (issue or review). */
function find(
  { call, state, repository }: GitHubRequest,
  kind: EmulatedComment['kind'],
): EmulatedComment | undefined {
  const id = Number(call.route.params.id)
  return state.comments.find((c) => c.repository === repository && c.id === id && c.kind === kind)
}

/**
 * GET /repos/{owner}/{repo}/issues/comments and /pulls/comments: the comments of one kind of
 * every thread. `since` keeps those updated at or after it; without `sort` they come by id,
 * ascending; `sort` (`created`, the pulls list's `created_at` too, or `updated`) orders them by
 * that time, in `direction` (desc by default), the id breaking ties; `per_page` and `page`.
 */
function listRepository(request: GitHubRequest, kind: EmulatedComment['kind']): Reply {
  const { call, state, repository } = request
  const query = call.query
  const since = Date.parse(query.get('since') ?? '')
  const sort = query.get('sort')
  const key = (c: EmulatedComment): string => (sort === 'updated' ? c.updatedAt : c.createdAt)
  const sign = sort !== null && query.get('direction') !== 'asc' ? -1 : 1
  const listed = state.comments
    .filter(
      (c) =>
        c.repository === repository &&
        c.kind === kind &&
        (Number.isNaN(since) || Date.parse(c.updatedAt) >= since),
    )
    .sort((a, b) => sign * ((sort === null ? 0 : key(a).localeCompare(key(b))) || a.id - b.id))
  return listPage(query, listed, (c) => commentView(state, c))
}

/** A new comment of `kind` from what was sent: 201, or 422 for a body missing or too long. */
function create(
  { call, state, repository, number }: GitHubRequest,
  kind: EmulatedComment['kind'],
  inReplyTo: number | undefined,
): Reply {
  const body = (call.body as { body?: unknown } | undefined)?.body
  const resource = kind === 'issue' ? 'IssueComment' : 'PullRequestReviewComment'
  if (typeof body !== 'string' || body === '') return missing(resource, 'body')
  if (body.length > MAX_BODY) return tooLong(resource, 'body', MAX_BODY)
  const comment = addComment(state, repository, number, body, author(state, call), kind)
  comment.inReplyTo = inReplyTo
  return json(201, commentView(state, comment))
}

/** POST /repos/{owner}/{repo}/pulls/{number}/comments/{id}/replies: to a thread's first only. */
function reply(request: GitHubRequest): Reply {
  const parent = find(request, 'review')
  if (parent === undefined || parent.number !== request.number) return gitHubError(404, 'Not Found')
  if (parent.inReplyTo !== undefined) {
    return gitHubError(422, 'Validation Failed: replies to replies are not supported', [
      { resource: 'PullRequestReviewComment', code: 'invalid', field: 'in_reply_to_id' },
    ])
  }
  return create(request, 'review', parent.id)
}

/** PATCH of a comment's body, kept in its history. */
function update(request: GitHubRequest, kind: EmulatedComment['kind']): Reply {
  const comment = find(request, kind)
  if (comment === undefined) return gitHubError(404, 'Not Found')
  const body = (request.call.body as { body?: unknown } | undefined)?.body
  const resource = kind === 'issue' ? 'IssueComment' : 'PullRequestReviewComment'
  if (typeof body !== 'string') return missing(resource, 'body')
  if (body.length > MAX_BODY) return tooLong(resource, 'body', MAX_BODY)
  comment.body = body
  comment.history.push(body)
  comment.updatedAt = nowIso(request.state)
  return json(200, commentView(request.state, comment))
}

function remove(request: GitHubRequest, kind: EmulatedComment['kind']): Reply {
  const comment = find(request, kind)
  if (comment === undefined) return gitHubError(404, 'Not Found')
  request.state.comments.splice(request.state.comments.indexOf(comment), 1)
  return json(204, undefined)
}

function get(request: GitHubRequest, kind: EmulatedComment['kind']): Reply {
  const comment = find(request, kind)
  if (comment === undefined) return gitHubError(404, 'Not Found')
  return json(200, commentView(request.state, comment))
}

/** An issue comment as GitHub answers one, or a review comment (on a line of README.md). */
export function commentView(state: GitHubState, comment: EmulatedComment): Record<string, unknown> {
  const repository = `${API}/repos/${comment.repository}`
  const written = {
    id: comment.id,
    user: gitHubUser(comment.user),
    body: comment.body,
    created_at: comment.createdAt,
    updated_at: comment.updatedAt,
    author_association: association(state, comment.user),
  }
  if (comment.kind === 'issue') {
    return {
      url: `${repository}/issues/comments/${comment.id}`,
      html_url: `https://github.com/${comment.repository}/issues/${comment.number}#issuecomment-${comment.id}`,
      issue_url: `${repository}/issues/${comment.number}`,
      node_id: nodeId('IssueComment', comment.id),
      ...written,
    }
  }
  const pull = `${repository}/pulls/${comment.number}`
  const url = `${repository}/pulls/comments/${comment.id}`
  const htmlUrl = `https://github.com/${comment.repository}/pull/${comment.number}#discussion_r${comment.id}`
  const commitId = comment.commitId ?? headOf(state, comment.repository, comment.number)
  return {
    url,
    // A comment not made by addReview stands for its own review, as a single comment does.
    pull_request_review_id: comment.reviewId ?? comment.id,
    node_id: nodeId('PullRequestReviewComment', comment.id),
    diff_hunk: comment.at?.diffHunk ?? REVIEWED_HUNK,
    path: comment.at?.path ?? 'README.md',
    commit_id: commitId,
    original_commit_id: commitId,
    position: 1,
    original_position: 1,
    line: comment.at?.line ?? 1,
    original_line: comment.at?.line ?? 1,
    side: 'RIGHT',
    subject_type: 'line',
    html_url: htmlUrl,
    pull_request_url: pull,
    _links: { self: { href: url }, html: { href: htmlUrl }, pull_request: { href: pull } },
    ...written,
    ...(comment.inReplyTo === undefined ? {} : { in_reply_to_id: comment.inReplyTo }),
  }
}

/** A thread's comments of one kind. */
const inThread =
  (kind: EmulatedComment['kind']) =>
  (request: GitHubRequest): Reply =>
    listComments(
      request,
      (c) => c.repository === request.repository && c.kind === kind && c.number === request.number,
    )

export const COMMENT_HANDLERS: GitHubHandlers = {
  'github.list-comments': inThread('issue'),
  'github.list-review-comments': inThread('review'),
  'github.list-repo-comments': (request) => listRepository(request, 'issue'),
  'github.list-repo-review-comments': (request) => listRepository(request, 'review'),
  'github.get-comment': (request) => get(request, 'issue'),
  'github.get-review-comment': (request) => get(request, 'review'),
  'github.create-comment': (request) => create(request, 'issue', undefined),
  'github.reply': reply,
  'github.update-comment': (request) => update(request, 'issue'),
  'github.update-review-comment': (request) => update(request, 'review'),
  'github.delete-comment': (request) => remove(request, 'issue'),
  'github.delete-review-comment': (request) => remove(request, 'review'),
}
