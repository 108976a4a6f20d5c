import type { ReviewComment } from '../../shared/github/github-client.js'
import type { Author } from './request.js'

/**
 * A fact that decide gathers and more than one step reads, as a type: a review read whole, apart
 * from whole-review.ts, which makes it, so that decision.ts can name it without importing a step.
 * A failed CI run's fact is ../github/ci-failure.ts's, which reads it; a CI follow-up's count is
 * the tracking comment's (../github/tracking-comment.ts), which shows and keeps it.
 */

/** What was read of the review: its inline comments (and its body, when asked), or why not. */
export type ReviewFact =
  { comments: ReviewComment[]; more: boolean; body?: string } | { error: string }

/** A submitted review as the prompt shows it. */
export interface WholeReview {
  id: number
  body: string
  author: Author | undefined
  comments: ReviewComment[]
  /** The review has more inline comments than were read (MAX_REVIEW_COMMENTS). */
  more: boolean
}
