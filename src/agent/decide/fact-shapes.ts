import type {
  PullRequestHead,
  ReviewComment,
  ThreadComment,
} from '../../shared/github/github-client.js'
import type { Marker, SentRequest } from '../github/marker.js'

/**
 * The shapes the facts (request-kind.ts `Facts`) and the requests are made of, as types: who
 * wrote a text, the thread a run belongs to, the roles and the pull request's head authors.ts
 * reads, what a request's gesture approves, what a request that sends nothing sets in a followed
 * head's status, a review read whole (the review trigger makes it, ../triggers/review.ts), the
 * requests the daily limits count, GitHub's answer to the claim and the owner the looks found
 * (claim.ts judges them). `Facts` itself is not here: it lists the kinds of request, whose
 * interface takes it, so it is in request-kind.ts with them; these shapes name neither. A failed
 * CI run's fact is ../github/ci-failure.ts's, which reads it; a CI follow-up's count is the
 * tracking comment's (../github/tracking-comment.ts), which shows and keeps it.
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
  /**
   * A pull request's head repository (`owner/name`) as the event's payload has it, '' when it
   * names none (a deleted fork); undefined for an issue comment's, whose payload does not say.
   */
  headRepository?: string
  /** Who opened it, when the payload says. */
  author?: Author
  /** A pull request's number of changed files, when the payload says. */
  changedFiles?: number
  /**
   * A pull request's head and base commits as the event's payload has them (an event of the
   * pull request itself, a review, a review comment); undefined for an issue comment's.
   */
  commits?: { head: string; base: string }
}

/** A person's role as GitHub's collaborator permission API answers it, or why it could not be read. */
export type RoleFact = { role: string; permission: string } | { error: string }

/** A pull request's head as the run read it, or why it could not be read. */
export type PullHeadFact = PullRequestHead | { error: string }

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

/**
 * What a request's own gesture approves of its thread's content: its sender's (whom the gate let
 * ask) comment, review, label, assignment or merge. Its thread's title and body as the event's
 * payload has them, and a pull request's code at a commit (`at`: a label's head, a review's
 * `commit_id`), as it was when the gesture was made (`asOf`: a comment's `created_at`, which the
 * head's repository's `pushed_at` must not pass), or as merged. A reopen, ready for review, a
 * push and an edit approve nothing. authors.ts decides what it lets through.
 */
export interface Approval {
  /** The gesture in a few words: "a comment", "the label 'docs'". */
  how: string
  code: { at: string } | { asOf: string } | 'merged'
}

/**
 * What a pull request's thread says of its job, for the status of a head whose request was
 * refused: read from the action's own `code:<n>` job marker (in comments written by us: the
 * GitHub client's judgement), never from a commit's status, which anyone who can open a pull
 * request at that commit can make say anything:
 * - `none`: no job; nobody follows the pull request;
 * - `job`: a job, which was never given this head (new commits nobody approved);
 * - `given`: a job, last given this very head (its own runs answer it);
 * - `unread`: the thread could not be read (or there is no token to read it): nobody can tell.
 */
export type Followed = 'none' | 'job' | 'given' | 'unread'

/**
 * What a request of a followed code pull request that sends nothing sets in its head commit's
 * status (`docs-status`): a state of its own, or the state the commit `carryFrom` has (the head
 * the job was given, before a push that changes no file), or what a refused request's head says
 * (../job/docs-status.ts `refusal`).
 */
export type DocsStatusNote =
  | { sha: string; state: 'success' | 'failure'; description: string; targetUrl?: string }
  | { sha: string; carryFrom: string }
  | {
      sha: string
      /** Why the request was refused: the status says it. */
      refused: string
      /** Whether the pull request is followed, from its thread. */
      followed: Followed
      /**
       * How a person with the role approves the head (authors.ts `approveWords`): this label
       * (label-trigger, '' when none), else a comment with the phrase.
       */
      approve: { label: string; phrase: string }
      /** A pass says how to approve the head too (a start held for its author's role). */
      approveInPass?: boolean
    }
