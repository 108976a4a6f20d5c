import type { Annotation, FailedStep, ReviewComment } from '../../shared/github/github-client.js'
import type { Author } from './request.js'

/**
 * The facts that decide gathers and more than one step reads, as types: a review read whole, a
 * failed CI run, and a CI follow-up's count. Apart from the steps that make and read them
 * (whole-review.ts, ci-context.ts, ci-follow-up.ts), so that decision.ts can name every fact
 * without importing a step.
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

/** The CI follow-up a plan carries: which one of the cap this request is, and of what run. */
export interface CiCount {
  /** This request's number among the job's CI follow-ups (1-based); at the cap, those sent. */
  count: number
  cap: number
  workflow: string
  url: string
}

/** A failed job of the run, as read for the agent (github/ci-failure.ts), secrets redacted. */
export interface CiJob {
  name: string
  conclusion: string
  url: string | undefined
  steps: FailedStep[]
  annotations: Annotation[] | { error: string }
  /** The last lines before the failed step's error; `expired` when GitHub no longer keeps it. */
  log: { lines: string[]; cut: boolean } | { expired: true } | { error: string } | undefined
}

/** What was read of the failed run: its failed jobs (those past CI_JOBS_READ by name only). */
export type CiFailureFact = { jobs: CiJob[]; unread: string[] } | { error: string }
