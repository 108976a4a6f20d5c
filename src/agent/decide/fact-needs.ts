import type { GitHubClient, ReactionTarget } from '../../shared/github/github-client.js'

/**
 * What a question of `decide` (decide.ts) asks for when it needs a fact not read yet: the fact
 * (Need), a kind's own (OwnFact), and the question itself as a generator that yields them
 * (Asking). makePlan (make-plan.ts) reads each into the facts before the question goes on.
 */

/**
 * A fact a kind of request reads of GitHub for itself (a review read whole, a failed run's jobs),
 * kept in `Facts.own` under its name: decide's gatherer reads it without knowing the kind.
 */
export interface OwnFact<T> {
  readonly name: string
  /** What reading it is, in words, for a failure comment ("reading the review's comments"). */
  readonly reading: string
  /** Reads it; `secrets` are redacted from what it reads whole (CI logs). */
  read(github: GitHubClient, secrets: readonly string[]): Promise<T>
}

/** A fact `decide` needs before it can go on, and what to read it from. */
export type Need =
  | { fact: 'role'; login: string }
  | { fact: 'thread'; number: number; isPullRequest: boolean }
  | { fact: 'newestJob'; jobId: string }
  /** `at`: the files a pull request's approved head changes (`base...head`), not its files now. */
  | { fact: 'files'; number: number; at?: { base: string; head: string } }
  /** The role of someone whose words or commits a request would send. */
  | { fact: 'authorRole'; login: string }
  /** The pull request's head now, and when its repository was last pushed to. */
  | { fact: 'pull'; number: number }
  /** A fact the request's kind reads for itself. */
  | { fact: 'own'; own: OwnFact<unknown> }
  /** `again`: the first claim's fate was unknown; this one says whose the 👀 may be. */
  | { fact: 'claim'; target: ReactionTarget; again?: boolean }
  /** Remove this token's 👀 `reactionId` (an earlier request's, or stale) from `target`, claim again. */
  | { fact: 'reclaim'; target: ReactionTarget; reactionId: number; warning?: string }
  /** Look in the thread, after `delayMs`, for the tracking comment of `requestKey`. */
  | {
      fact: 'owner'
      number: number
      isPullRequest: boolean
      requestKey: string
      delayMs: number
    }
  /** The repository's comments of the last 24 hours, which the daily limits count (budget.ts). */
  | { fact: 'budget' }
  /** The parsers of text from GitHub, for a text that needs them (asking.ts `readable`). */
  | { fact: 'parsers' }

/**
 * A question that may need facts first: it yields each fact it needs, which makePlan
 * (make-plan.ts) reads into the facts before it goes on, so that the decision is made in one pass.
 */
export type Asking<T> = Generator<Need, T, undefined>
