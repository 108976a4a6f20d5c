/**
 * The interface of a kind of request (RequestKind) and the types its methods take and answer,
 * which name it back: the request it reads (Trigger, which carries its kind; TriggerDecision;
 * Settled), the facts the decision is made from (Facts, which lists the kinds), and the plan it
 * answers (Decision, with its constructor `decided` and its test `isDecision`; Plan, which carries
 * the trigger; CommentPlan, a part of Plan). They refer to each other, so they are one module:
 * split, they would import each other. What they are made of is in modules of their own, which
 * import none of them: the event (request-event.ts), the facts' shapes (fact-shapes.ts), what a
 * question asks for (fact-needs.ts), the chosen job (chosen-job.ts). The steps of decide call a
 * kind through this interface, never importing one.
 */
import type {
  ChangedFile,
  ReactionTarget,
  ThreadComment,
} from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import type {
  ClaimFact,
  OwnerFact,
  Approval,
  Author,
  BudgetFact,
  DocsStatusNote,
  PullHeadFact,
  Followed,
  RoleFact,
  Thread,
  WholeReview,
} from './fact-shapes.js'
import type { Asking } from './fact-needs.js'
import type { RequestEvent, Sender, TriggerSource } from './request-event.js'
import type { ExistingComment, JobChoice } from './chosen-job.js'
import type { CiCount, PushCount } from '../github/comment-body.js'
import type { CommentPlace } from '../github/tracking-comment.js'
import type { ReadThread } from '../github/marker.js'
import type { Budget } from '../github/request-count.js'

/** A request to the agent: what asks (its kind and source), where, who, and its key. */
export interface Trigger<S extends TriggerSource = TriggerSource> {
  /** The kind of request, which answers every question the kinds differ on. */
  kind: RequestKind<S>
  source: S
  /** What the request asks, as GitHub has it; '' for the `prompt` input. */
  instruction: string
  thread: Thread | undefined
  sender: Sender | undefined
  /** Names this request in the tracking comment's marker, so that a re-run finds its own job. */
  requestKey: string
  /** Who wrote the text of the request; undefined when it is no one's words. */
  author?: Author
  /** The diff hunk a review comment was written on. */
  hunk?: { path: string; line: number | undefined; diff: string }
  /**
   * When a request made on the issue or pull request itself (a hand-off, a submitted review)
   * was made, by GitHub's clock ('' when the payload does not say): its claim goes on the thread,
   * which later requests share, and a 👀 older than this is an earlier request's (claim.ts).
   */
  requestedAt?: string
  /** What its gesture approves of its thread's content (authors.ts); undefined: nothing. */
  approves?: Approval
}

/** The run's event as a request, or why it is none (`from`: the kind that read it so). */
export type TriggerDecision =
  | { kind: 'act'; trigger: Trigger }
  | {
      kind: 'skip'
      reason: string
      thread: Thread | undefined
      from?: RequestKind
      docsStatus?: DocsStatusNote
    }

/** A request after its kind has read more of GitHub (a review read whole), or not. */
export interface Settled {
  resolved: TriggerDecision
  review?: WholeReview
}
/**
 * A kind of request: a comment, a review, a hand-off, a CI failure... Each is one module of
 * ../triggers/, listed in ../triggers/request-kinds.ts; everything the kinds differ in is asked
 * of them here, so that nothing outside that folder branches on the kind.
 */
export interface RequestKind<S extends TriggerSource = TriggerSource> {
  /** The event as this kind's request, why it does not act, or undefined: not this kind's event. */
  read(event: RequestEvent): TriggerDecision | undefined
  /**
   * Who may ask: `role`, a person with `min-permission` (a bot only if `allowed-bots` names it);
   * `workflow`, whoever the workflow runs for, who could already run it.
   */
  readonly who: 'role' | 'workflow'
  /** What its requests are called when a bot's is refused ("comments from bots are ignored"). */
  readonly asks: string
  /** The `prompt` input: the instruction itself, the instruction in place of its own, or unused. */
  readonly prompt: 'is' | 'replaces' | 'ignored'
  /** Its own instruction is its thread's title and body (the context does not repeat the body). */
  readonly instructionIsThread: boolean
  /**
   * How one request is told from another run's of it: a 👀 on `reactionTarget` (`reaction`), or
   * its tracking comment, the oldest winning (`tracking-comment`: a pull request's one 👀 cannot
   * tell two of its requests apart, github/comment-claim.ts).
   */
  readonly claim: 'reaction' | 'tracking-comment'
  /** Where its claim (👀) and its reactions go; undefined for none. */
  reactionTarget(trigger: Trigger<S>): ReactionTarget | undefined
  /**
   * A re-run that finds no comment of its earlier attempt may make its request again, and says
   * so; false for a request the workflow's author makes, who re-runs it on purpose.
   */
  readonly rerunMayRepeat: boolean
  /** The payload's field that says when it was asked, named when the payload lacks it. */
  readonly timeField: string
  /** Where its tracking comment goes, in thread `number`. */
  commentPlace(trigger: Trigger<S>, number: number): CommentPlace
  /** Where the request comes from and whose words it is, in one line of the prompt's context. */
  describe(trigger: Trigger<S>, how: { fromPrompt: boolean; sender: string }): string
  /**
   * How its person asks again besides a re-run: COMMENT_AGAIN (ask-again.ts), its own words, or ''
   * for none.
   */
  askAgain(trigger: Trigger<S>): string
  /**
   * Its own way to a plan once read and gated (a CI failure goes to its pull request's job), if
   * any. A kind a person asks by (`who: 'role'`) is gated first, as every other.
   */
  plan?(this: void, trigger: Trigger<S>, facts: Facts, warnings: string[]): Asking<Decision>
  /**
   * The commit whose status (`docs-status`) a job of this request sets while it works and when
   * it ends: a code pull request's head. Undefined for none (every other kind).
   */
  statusCommit?(trigger: Trigger<S>): string | undefined
  /**
   * With `statusCommit`: whether the request's pull request is followed, from its thread (read
   * for it: `Facts.thread`), which a refused request's head status is decided from.
   */
  followed?(trigger: Trigger<S>, thread: Facts['thread']): Followed
  /** Reads more of GitHub before it acts or skips (a review, read whole), if it must. */
  settle?(resolved: TriggerDecision, facts: Facts, warnings: string[]): Asking<Settled | Decision>
  /** The docs-gaps issue's items it asks the agent to cover, if any. */
  gapsItems?(trigger: Trigger<S>): string[] | undefined
  /** The text of the event it reads as GitHub shows it (a phrase's comment), if any. */
  text?(event: RequestEvent): string | undefined
}

/**
 * What the decision is made from. The first five are known before any request; the rest are
 * gathered (fact-gathering.ts, for `makePlan` in make-plan.ts) only when a question asks for them
 * (Asking), so a run makes exactly the requests its decision needs. A fact left undefined has not
 * been gathered yet.
 */
export interface Facts {
  inputs: Inputs
  /** The kinds of request, in the order they read an event (../triggers/request-kinds.ts). */
  kinds: readonly RequestKind[]
  /** The event and the run (its attempt number included). */
  context: RunContext
  /** A GitHub token and a repository are there: roles, threads and files can be read. */
  github: boolean
  /** The service can be asked about a job found in the thread (not in a dry run). */
  lookUpJobs: boolean
  /** The sender's role in the repository; reading it failing fails the run (closed). */
  role?: { role: string; permission: string }
  /**
   * The roles of others whose words or commits a request would send (authors.ts), by login in
   * lower case; one that cannot be read is below the role.
   */
  roles?: Readonly<Record<string, RoleFact>>
  /** The trigger's pull request's head now, for a comment's approval (authors.ts). */
  pull?: PullHeadFact
  /** The trigger's thread, its markers parsed once as it is read, or why it could not be. */
  thread?: ReadThread | { error: string }
  /** The newest job in the thread as the service sees it; `gone` after a 404. */
  newestJob?:
    { status: string | null; prLink?: string | null; sourceRepository?: string | null } | 'gone'
  /** The files of the trigger's pull request (for the prompt), or why they could not be read. */
  files?: { files: ChangedFile[] } | { error: string }
  /** What the request's kind read of GitHub for itself (OwnFact), by name. */
  own?: Readonly<Record<string, unknown>>
  /** GitHub's answer to this run's claim on the request (👀; see claim.ts). */
  claim?: ClaimFact
  /** The owner's tracking comment, looked for when another run holds the claim. */
  owner?: OwnerFact
  /** The repository's comments of the last 24 hours, for the daily request limits. */
  budget?: BudgetFact
  /** The parsers of text from GitHub are loaded (../../shared/sanitizer/visible-text.ts). */
  parsers?: boolean
}

/** What this run will do, decided before anything is sent to the service. */
export type Plan =
  | {
      kind: 'skip'
      reason: string
      trigger: Trigger | undefined
      /** The head commit's status a skip of a followed pull request sets (`docs-status`). */
      docsStatus?: DocsStatusNote
      /**
       * A refusal the thread hears once (authors.ts: content nobody approved): the comment's
       * request key, what it quotes and what it says.
       */
      notice?: { requestKey: string; instruction: string; words: string }
    }
  /** A run: the chosen job (its action, its id, why, the comment a re-run takes over) and more. */
  | ({
      kind: 'run'
      trigger: Trigger
      /** What the user asked, for the log and the tracking comment. */
      instruction: string
      /** The instruction plus its GitHub context: what the service receives. */
      prompt: string
      /** This run claimed the request (its 👀 is on the trigger already). */
      claimed: boolean
      /** The id of that 👀, when GitHub gave it: a failure's comment names it for a re-run. */
      claimId?: number
      /** A CI failure sent to the job (ci-follow-up.ts): which of the cap it is. */
      ci?: CiCount
      /**
       * For whom the request is sent (its sender's login), which its comment records for the daily
       * limits; for a wait, what the comment taken over records. Undefined: nothing was sent.
       */
      sentBy?: string
      /** For a wait, when the comment taken over says its request was sent; else the run's start. */
      sentAt?: number
      /** The counts against the daily limits, this request included, when one is set. */
      budget?: Budget
      /** What of the thread was left out and how to send it, which its comment says (authors.ts). */
      left?: string
    } & JobChoice)
  /**
   * A daily request limit is reached (budget.ts): nothing is sent; the request's comment says
   * which limit, the count, and when the next request can start (`reason`).
   */
  | {
      kind: 'limited'
      trigger: Trigger
      reason: string
      budget: Budget
      instruction: string
      /** The comment of an earlier attempt of the request (refused too), which is edited. */
      existingComment: ExistingComment | undefined
      /** The request is claimed (👀): a re-run takes the claim over and is judged again. */
      claimed: boolean
      claimId?: number
    }
  /**
   * A CI failure past the cap (`ci-follow-ups`): nothing is sent; the job's "held" comment (a
   * new one, or `existingComment` edited) says that CI still fails and a person is needed.
   */
  | {
      kind: 'held'
      trigger: Trigger
      jobId: string
      /** A CI failure held back (ci-follow-ups), or a push (code-follow-ups: `pushes`). */
      ci?: CiCount
      pushes?: PushCount
      existingComment: ExistingComment | undefined
      /** What the run says: nothing was sent, and a person is needed. */
      message: string
      /** What the job's held comment shows (its own request key). */
      comment: CommentPlan & { requestKey: string; instruction: string }
      /** The head commit's status it sets (`docs-status`), for a push. */
      docsStatus?: DocsStatusNote
    }
  /**
   * A followed code pull request was closed (../triggers/code-closed.ts): nothing is sent to the
   * service; its job's tracking comment and the docs pull request say whether it merged.
   */
  | {
      kind: 'closed'
      trigger: Trigger
      jobId: string
      merged: boolean
      /** The job's tracking comment on the code pull request. */
      comment: ThreadComment
      /** The job's (docs) pull request, if it has one yet, in the docs repository (../github/docs-pull.ts). */
      docsPull: string | undefined
      /** Why the pull request the job records is not told: it is outside the docs repository. */
      docsElsewhere?: string
    }

/** The plan, with the warnings to show about it (in order). */
export type Decision = { kind: 'decided'; plan: Plan; warnings: string[] }

/** What a tracking comment takes from the plan (a held CI failure has its own request key). */
export type CommentPlan = Partial<
  Pick<
    Extract<Plan, { kind: 'run' }>,
    'instruction' | 'ci' | 'existingComment' | 'sentBy' | 'sentAt' | 'budget' | 'left'
  >
> & {
  requestKey?: string
  pushes?: PushCount
}

/** The plan, with the warnings to show about it. */
export function decided(plan: Plan, warnings: string[] = []): Decision {
  return { kind: 'decided', plan, warnings }
}

/** A question's answer that ends the deciding (a skip, a refusal). */
export function isDecision<T extends object>(answer: T | Decision): answer is Decision {
  return 'kind' in answer
}
