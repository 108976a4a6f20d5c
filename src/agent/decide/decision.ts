/**
 * What the pure `decide` (decide.ts) is made from and what it answers, and what its steps
 * (job-choice.ts, claim.ts) answer it: shared by the steps and by the gatherer (plan.ts).
 */
import type {
  ChangedFile,
  ReactionTarget,
  ThreadComment,
} from '../../shared/github/github-client.js'
import type { RunContext } from '../github/context.js'
import type { Inputs } from '../agent-inputs.js'
import type { ClaimFact, OwnerFact } from './claim-verdict.js'
import type { Trigger } from './request.js'
import type { ReviewFact } from './facts.js'
import type { CiFailureFact } from '../github/ci-failure.js'
import type { CiCount } from '../github/tracking-comment.js'

/**
 * What the decision is made from. The first three are known before any request; the rest are
 * gathered (by `makePlan` in plan.ts) only when `decide` asks for them, so a run makes exactly the
 * requests its decision needs. A fact left undefined has not been gathered yet.
 */
export interface Facts {
  inputs: Inputs
  /** The event and the run (its attempt number included). */
  context: RunContext
  /** A GitHub token and a repository are there: roles, threads and files can be read. */
  github: boolean
  /** The service can be asked about a job found in the thread (not in a dry run). */
  lookUpJobs: boolean
  /** The sender's role in the repository; reading it failing fails the run (closed). */
  role?: { role: string; permission: string }
  /** The comments of the trigger's thread, or why they could not be read. */
  thread?: { comments: ThreadComment[] } | { error: string }
  /** The newest job in the thread as the service sees it; `gone` after a 404. */
  newestJob?: { status: string | null; prLink?: string | null } | 'gone'
  /** The files of the trigger's pull request (for the prompt), or why they could not be read. */
  files?: { files: ChangedFile[] } | { error: string }
  /** GitHub's answer to this run's claim on the request (👀; see claim.ts). */
  claim?: ClaimFact
  /** The owner's tracking comment, looked for when another run holds the claim. */
  owner?: OwnerFact
  /** The review of the event, read whole (whole-review.ts). */
  review?: ReviewFact
  /** The failed workflow run's jobs, annotations and log tails (ci-follow-up.ts). */
  ciFailure?: CiFailureFact
}

/** A fact `decide` needs before it can go on, and what to read it from. */
export type Need =
  | { fact: 'role'; login: string }
  | { fact: 'thread'; number: number; isPullRequest: boolean }
  | { fact: 'newestJob'; jobId: string }
  | { fact: 'files'; number: number }
  /** Review `reviewId`'s first `limit` inline comments, and its body when `body` and only one. */
  | { fact: 'review'; number: number; reviewId: number; limit: number; body: boolean }
  /** `again`: the first claim's fate was unknown; this one says whose the 👀 may be. */
  | { fact: 'claim'; target: ReactionTarget; again?: boolean }
  /** The failed jobs of workflow run `runId`, their annotations and log tails. */
  | { fact: 'ciFailure'; runId: number }
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

/** What this run will do, decided before anything is sent to the service. */
export type Plan =
  | { kind: 'skip'; reason: string; trigger: Trigger | undefined }
  | {
      kind: 'run'
      trigger: Trigger
      /** Create a job, send a follow-up message, or only wait (job-id alone, or a re-run). */
      action: 'create' | 'message' | 'wait'
      /** The job to message or wait for; '' for `create`. */
      jobId: string
      /** What the user asked, for the log and the tracking comment. */
      instruction: string
      /** The instruction plus its GitHub context: what the service receives. */
      prompt: string
      /** A re-run of the same request found the tracking comment of its first attempt. */
      existingComment: { id: number; kind: 'issue' | 'review' } | undefined
      /** Where `jobId` came from, for the log. */
      reason: string
      /** This run claimed the request (its 👀 is on the trigger already). */
      claimed: boolean
      /** A CI failure sent to the job (ci-follow-up.ts): which of the cap it is. */
      ci?: CiCount
    }
  /**
   * A CI failure past the cap (`ci-follow-ups`): nothing is sent; the job's "held" comment (a
   * new one, or `existingComment` edited) says that CI still fails and a person is needed.
   */
  | {
      kind: 'held'
      trigger: Trigger
      jobId: string
      ci: CiCount
      existingComment: { id: number; kind: 'issue' | 'review' } | undefined
    }

/** Either a fact to gather first, or the plan with the warnings to show about it (in order). */
export type Decision =
  { kind: 'gather'; need: Need } | { kind: 'decided'; plan: Plan; warnings: string[] }

/** The job this run works on, and why: the `run` plan less what the claim and prompt add. */
/** What a tracking comment takes from the plan (a held CI failure has its own request key). */
export type CommentPlan = Partial<
  Pick<Extract<Plan, { kind: 'run' }>, 'instruction' | 'ci' | 'existingComment'>
> & {
  requestKey?: string
}

export type JobChoice = Pick<
  Extract<Plan, { kind: 'run' }>,
  'action' | 'jobId' | 'reason' | 'existingComment'
>

export const NEW_JOB: JobChoice = {
  action: 'create',
  jobId: '',
  reason: 'a new job',
  existingComment: undefined,
}

/** The plan, with the warnings to show about it. */
export function decided(plan: Plan, warnings: string[] = []): Decision {
  return { kind: 'decided', plan, warnings }
}

/** The fact to gather before deciding again. */
export function gather(need: Need): Decision {
  return { kind: 'gather', need }
}

/** A step's answer that ends the deciding (a fact to gather first, or a skip). */
export function isDecision<T extends object>(answer: T | Decision): answer is Decision {
  return 'kind' in answer
}
