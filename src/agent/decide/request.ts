/**
 * What a request is, whichever event it came from: its source, its thread, its author and its
 * key. The readers of events (trigger.ts, ci-trigger.ts, handoff.ts) make one; every step of
 * decide and the session read it. Types only, so that the readers and the steps share them
 * without importing each other.
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

/** What set the run off, and where reactions go. */
export type TriggerSource =
  | { kind: 'issue-comment'; commentId: number }
  /** `replyTo` is the top-level comment of the review thread (GitHub replies only to those). */
  | { kind: 'review-comment'; commentId: number; replyTo: number }
  | { kind: 'review'; reviewId: number }
  | { kind: 'issue' }
  /** A label added, an assignment made, or a labelled pull request merged (handoff.ts). */
  | { kind: 'handoff'; how: 'label' | 'assignment' | 'merge'; name: string }
  /** A workflow run that failed on a pull request (`workflow_run`; ci-trigger.ts). */
  | {
      kind: 'ci'
      runId: number
      attempt: number
      workflow: string
      /** `failure` or `timed_out`. */
      conclusion: string
      headSha: string
      /** The run's page on GitHub ('' when the payload does not say). */
      url: string
      /** Further pull requests of the run's commit in this repository (only the first is told). */
      otherPullRequests: number[]
    }
  /** Any other event: the `prompt` input is the instruction. */
  | { kind: 'input' }

export interface Trigger {
  source: TriggerSource
  /** The text after the trigger phrase; '' for `input` triggers. */
  instruction: string
  thread: Thread | undefined
  sender: { login: string; type: string } | undefined
  /** Names this request in the tracking comment's marker, so that a re-run finds its own job. */
  requestKey: string
  /** Who wrote the text that holds the phrase; undefined for hand-offs and `input`. */
  author?: Author
  /** The diff hunk a review comment was written on. */
  hunk?: { path: string; line: number | undefined; diff: string }
  /**
   * When a request made on the issue or pull request itself (a hand-off, a submitted review)
   * was made, by GitHub's clock ('' when the payload does not say): its claim goes on the thread,
   * which later requests share, and a 👀 older than this is an earlier request's (claim.ts).
   */
  requestedAt?: string
}

export type TriggerDecision =
  { kind: 'act'; trigger: Trigger } | { kind: 'skip'; reason: string; thread: Thread | undefined }
