import { API, gitHubError, gitHubUser, nodeId } from '../github-answers.ts'
import { json, type Reply } from '../service.ts'
import { addComment, listComments } from './comments.ts'
import { association } from './people.ts'
import { headOf } from './pulls.ts'
import {
  newId,
  nowIso,
  type EmulatedReview,
  type GitHubHandlers,
  type GitHubRequest,
  type GitHubState,
} from './state.ts'

/** Submitted pull request reviews, and the inline comments each holds. */

/** What a test says of a review it seeds; the rest is GitHub's default. */
export interface ReviewSeed {
  id?: number
  body?: string
  user?: EmulatedReview['user']
  comments?: readonly { body: string; path: string; line: number; diffHunk: string }[]
  /** The head it was submitted on; the pull request's head now unless said. */
  commitId?: string
}

/**
 * A review submitted on pull request `number` by `user`, holding one inline comment for each of
 * `comments` in order (each on its path, line and diff hunk): as GitHub keeps a review, which
 * `pull_request_review_id` of each comment names.
 */
export function addReview(
  state: GitHubState,
  repository: string,
  number: number,
  fields: ReviewSeed,
): EmulatedReview {
  const user = fields.user ?? { login: 'octocat', type: 'User' }
  const review: EmulatedReview = {
    id: fields.id ?? newId(state),
    repository,
    number,
    body: fields.body ?? '',
    state: 'COMMENTED',
    user,
    submittedAt: nowIso(state).replace(/\.\d{3}Z$/, 'Z'),
    commitId: fields.commitId ?? headOf(state, repository, number),
  }
  state.reviews.push(review)
  for (const { body, ...at } of fields.comments ?? []) {
    const comment = addComment(state, repository, number, body, user, 'review')
    comment.reviewId = review.id
    comment.at = at
    comment.commitId = review.commitId
  }
  return review
}

function reviewView(state: GitHubState, review: EmulatedReview): Record<string, unknown> {
  const pull = `${API}/repos/${review.repository}/pulls/${review.number}`
  const html = `https://github.com/${review.repository}/pull/${review.number}#pullrequestreview-${review.id}`
  return {
    id: review.id,
    node_id: nodeId('PullRequestReview', review.id),
    user: gitHubUser(review.user),
    body: review.body,
    state: review.state,
    html_url: html,
    pull_request_url: pull,
    _links: { html: { href: html }, pull_request: { href: pull } },
    submitted_at: review.submittedAt,
    commit_id: review.commitId,
    author_association: association(state, review.user),
  }
}

/** The review of the route's `review` on its pull request. */
function find({ call, state, repository, number }: GitHubRequest): EmulatedReview | undefined {
  const id = Number(call.route.params.review)
  return state.reviews.find(
    (r) => r.repository === repository && r.number === number && r.id === id,
  )
}

export const REVIEW_HANDLERS: GitHubHandlers = {
  'github.review': (request) => {
    const review = find(request)
    if (review === undefined) return gitHubError(404, 'Not Found')
    return json(200, reviewView(request.state, review))
  },
  'github.review-comments': (request): Reply => {
    const review = find(request)
    if (review === undefined) return gitHubError(404, 'Not Found')
    return listComments(
      request,
      (c) => c.repository === request.repository && c.kind === 'review' && c.reviewId === review.id,
    )
  },
}
