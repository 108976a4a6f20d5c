import type { ReviewComment, ThreadComment } from '../../shared/github/github-client.js'
import type { Marker, SentRequest } from '../github/marker.js'

/**
 * What the facts and requests of decision.ts are made of, as types: who wrote a text, the thread
 * a run belongs to, a review read whole (the review trigger makes it, ../triggers/review.ts), the
 * requests the daily limits count, GitHub's answer to the claim and the owner the looks found
 * (claim.ts judges them). A failed CI run's fact is ../github/ci-failure.ts's, which
 * reads it; a CI follow-up's count is the tracking comment's (../github/tracking-comment.ts),
 * which shows and keeps it.
 */

/** Who wrote a text, as GitHub names them: a login and its association with the repository. */
export interface Author {
  login: string
  /** GitHub's `author_association`: OWNER, MEMBER, COLLABORATOR, CONTRIBUTOR, NONE... */
  association: string
}

/** The issue or pull request a run belongs to. */
export interface Thread {
  number: number
  isPullRequest: boolean
  title: string
  body: string
  url: string
  /** A pull request whose head is in another repository (secrets are withheld there). */
  fromFork: boolean
  /** Who opened it, when the payload says. */
  author?: Author
  /** A pull request's number of changed files, when the payload says. */
  changedFiles?: number
}

/** A submitted review as the prompt shows it. */
export interface WholeReview {
  id: number
  body: string
  author: Author | undefined
  comments: ReviewComment[]
  /** The review has more inline comments than were read (MAX_REVIEW_COMMENTS). */
  more: boolean
}

/** A comment of the repository as the daily limits read it (GitHubClient.repositoryComments). */
export interface CountedComment {
  body: string
  trusted: boolean
  createdAt: string
}

/** A request a comment records as sent, with when: its own time, else its comment's creation. */
export type CountedRequest = SentRequest & { at: number }

/**
 * What the daily limits are judged from (budget.ts): the requests the repository's comments of
 * the last day record as sent, their markers parsed once as they are read, at `readAt`.
 */
export interface BudgetFact {
  sent: readonly CountedRequest[]
  /** False when GitHub had more comments than were read (the count may be short). */
  complete: boolean
  readAt: number
}

/** GitHub's answer to the claim, or why there is none. */
export type ClaimFact =
  /**
   * `id`: the reaction's; `reclaimed`: the answer to a claim made again after removing an older
   * 👀; `afterUnknown`: the answer to a claim sent again after one whose fate was unknown, so a
   * 👀 already there may be this run's own.
   */
  | {
      created: boolean
      createdAt: string
      id?: number
      reclaimed?: boolean
      afterUnknown?: boolean
      warning?: string
    }
  /** `mayHaveActed`: the reaction may exist (and be this run's); `retried`: the second try. */
  | { error: string; mayHaveActed: boolean; retried?: boolean }

/** The owner's tracking comment, as far as the looks at the thread found it. */
export interface OwnerFact {
  /** The newest tracking comment of the request, when one was found. */
  marker: (Marker & { comment: ThreadComment }) | undefined
  /** Clock time of the first and the latest look. */
  firstAt: number
  checkedAt: number
  /** The latest look could not read the thread. */
  lookFailed: boolean
  /**
   * The request's newest comment is a failure comment (a run that failed before any job): when
   * it was posted, and by which run.
   */
  failed?: {
    at: string
    run: Marker['run']
    /** Whether that run held the claim (../github/marker.ts FailureMarker). */
    claim: 'held' | 'unknown' | undefined
    /** The id of the 👀 that run held, when its comment says. */
    claimId?: number
    commentId: number
    jobMayExist: boolean
  }
}
