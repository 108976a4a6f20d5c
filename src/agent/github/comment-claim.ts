import type { GitHubClient, ThreadComment } from '../../shared/github/github-client.js'
import { messageOf } from '../../shared/log.js'
import { newestMarker, requestComment, type Marker, type MarkerRun } from './marker.js'
import type { TrackingComment } from './tracking-comment.js'

/**
 * A CI failure has nothing of its own to react to (a pull request's one 👀 cannot tell two failed
 * runs apart), so it is claimed by its tracking comment: each run of the request posts it before
 * sending anything, then reads the thread, and the oldest tracking comment of the request owns
 * it (GitHub numbers comments in the order it creates them). A run whose comment is not the
 * oldest deletes its own and skips. Undefined when the thread shows no tracking comment of the
 * request (this run's could not be posted): the run goes on unclaimed.
 */
export function commentClaimOwner(
  comments: ThreadComment[],
  requestKey: string,
): (Marker & { comment: ThreadComment }) | undefined {
  const own = comments
    .filter((c) => c.trusted && c.kind === 'issue')
    .sort((a, b) => a.id - b.id)
    .map((comment) => ({ comment, marker: newestMarker([comment], requestKey) }))
    .find(({ marker }) => marker !== undefined)
  return own?.marker
}

/** How a claim by comment ended. */
export type CommentClaim =
  /** This run's comment is the request's oldest: it owns the request. */
  | { kind: 'owned' }
  /** Another run's comment is older: it owns the request. */
  | { kind: 'elsewhere'; owner: Marker }
  /** No comment of the request could be posted or read: the run goes on, with the warning. */
  | { kind: 'unclaimed'; warning: string }

export interface CommentClaimParts {
  github: GitHubClient
  /** The pull request whose thread holds the request's comments. */
  number: number
  requestKey: string
  /** This run, as the markers name it. */
  run: MarkerRun
  /** This run's tracking comment, not yet posted, which never takes over another's. */
  comment: TrackingComment
  /** Posts (or edits) the tracking comment; false when GitHub did not take it. */
  post: () => Promise<boolean>
  warn: (message: string) => void
}

/**
 * A CI failure's claim (commentClaimOwner, above): the run posts its tracking
 * comment, then reads the thread. The oldest tracking comment of the request owns it. A post
 * whose comment is not in the thread afterwards certainly did not land, so it is sent once more
 * (never blindly: the look came first). Either way the run then deletes its own comments of
 * the request that do not own it, and the failure comments earlier runs of the request left:
 * the request keeps the owner's comment only.
 */
export async function claimByComment(parts: CommentClaimParts): Promise<CommentClaim> {
  const { github, number, requestKey, run, comment } = parts
  const mine = (marker: Marker | undefined): boolean =>
    marker?.run?.id === run.id && marker.run.attempt === run.attempt
  let owner: (Marker & { comment: ThreadComment }) | undefined
  let comments: ThreadComment[] = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    await parts.post()
    try {
      comments = await github.threadComments(number, true)
    } catch (error) {
      return {
        kind: 'unclaimed',
        warning: `Could not read #${number} again to see whether another run claimed this CI failure first, so another run of it would not be noticed: ${messageOf(error)}`,
      }
    }
    owner = commentClaimOwner(comments, requestKey)
    const landed = comments.some((c) => c.trusted && mine(newestMarker([c], requestKey)))
    if (landed || comment.refused || owner !== undefined) break
  }
  if (owner === undefined) {
    return {
      kind: 'unclaimed',
      warning:
        'Could not post the tracking comment that claims this CI failure, so another run of it would not be noticed.',
    }
  }
  // Posted although its answer was lost: the comment found is this run's.
  if (mine(owner)) comment.id = owner.comment.id
  const leftOver = (c: ThreadComment): boolean => {
    if (!c.trusted || c.kind !== 'issue' || c.id === owner.comment.id) return false
    const found = requestComment([c], requestKey)
    // This run's own comments of the request, and failure comments of earlier runs.
    return (
      found !== undefined && (found.failure !== undefined || mine(newestMarker([c], requestKey)))
    )
  }
  for (const c of comments.filter(leftOver)) {
    await github
      .deleteComment(c.id)
      .catch((error: unknown) =>
        parts.warn(`Could not delete comment ${c.id} of this CI failure: ${messageOf(error)}`),
      )
  }
  return mine(owner) ? { kind: 'owned' } : { kind: 'elsewhere', owner }
}
