import type { Conclusion } from '../../shared/lifecycle.js'
import type { CommentState, FailureAdvice } from '../github/comment-body.js'
import { pullRequestOf, type AgentJob } from './agent-job.js'
import { failureAdvice, type Failure } from './failure-advice.js'
import { formatDuration } from '../../shared/durations.js'

/** How a run that got past its plan ended. */
export type Ending =
  /** Waiting is over: the job ended, or the deadline came first (`timedOut`). */
  | { kind: 'waited'; timedOut: boolean }
  /**
   * `wait: false`: the job was started or messaged, and the run ends there; `unrecorded`: with
   * `wait: hand-off`, but no tracking comment records it for a finish run.
   */
  | { kind: 'not-waiting'; unrecorded?: boolean }
  /**
   * The job was left to a finish run: asked (`wait: hand-off`), or the run stopped waiting at
   * `timeout-minutes` or on a cancel (`signal`), whose verdict stays as without a hand-off.
   */
  | { kind: 'handed-off'; why: 'asked' | 'timed-out' | 'cancelled'; signal?: string }
  /** An error ended the run; `message` is written for users, `failure` holds its facts. */
  | { kind: 'error'; message: string; failure: Failure }
  /**
   * The workflow was cancelled (SIGINT or SIGTERM); `inFlight` names a request that was sent
   * and not yet answered, which the service may have acted on.
   */
  | { kind: 'cancelled'; signal: string; inFlight?: 'create' | 'message' }

/** The final report, as far as the verdict depends on it. */
export interface Final {
  ending: Ending
  /** The job's id; '' when none was started or given. */
  jobId: string
  /** The job as last seen. */
  job: Pick<AgentJob, 'status' | 'prLink'> | undefined
  /** `fail-on-error`: a failed or timed-out job fails the step rather than warn. */
  failOnError: boolean
  /** Since the step started. */
  elapsedMs: number
  /** The pull request page prefix of this repository, e.g. https://github.com/acme/docs/pull/. */
  pullRequestUrl: string
  /** The issue or pull request the trigger came from, if any. */
  threadNumber: number | undefined
  /** The workflow run's page ('' when unknown), linked from a failure comment. */
  runUrl: string
  /** The clock's time now (epoch ms). */
  now: number
  /** Makes text inert for a comment (escaped, the trigger phrase defused). */
  inert: (text: string) => string
  /** How the requester can ask again besides a re-run (failure-advice.ts); default: comment. */
  askAgain?: string
}

/** Everything the run says at its end, in one place. */
export interface Outcome {
  conclusion: Conclusion
  /** What the tracking comment shows now; undefined leaves it as it is. */
  comment:
    { state: CommentState; detail: string; durationMs?: number; advice?: FailureAdvice } | undefined
  /** The reaction on the trigger, if any. */
  reaction: 'rocket' | 'confused' | undefined
  /** A pull request of this repository, other than the thread, that gets a note on the job. */
  noteOn: number | undefined
}

/** What the tracking comment says about a job once waiting is over. */
function stateOf(job: Final['job'], timedOut: boolean): CommentState {
  if (timedOut) return 'timed-out'
  switch (job?.status) {
    case 'completed':
      return job.prLink === null ? 'no-changes' : 'completed'
    case 'failed':
      return 'failed'
    case 'archived':
      return 'archived'
    default:
      return 'working'
  }
}

/** The verdict once waiting is over, for each state of the comment. */
function verdict(final: Final, state: CommentState): Conclusion {
  const { jobId: id, job } = final
  const failure = final.failOnError ? 'failure' : 'warning'
  switch (state) {
    case 'timed-out':
      return {
        level: failure,
        message: `Stopped waiting for job ${id} after ${formatDuration(final.elapsedMs)}; it was still ${job?.status ?? 'in an unknown state'}. Resume with job-id: ${id}.`,
      }
    case 'failed':
      return { level: failure, message: `Job ${id} failed on the service.` }
    case 'archived':
      return { level: 'warning', message: `Job ${id} was archived.` }
    case 'no-changes':
      return {
        level: 'notice',
        message: `Job ${id} completed without changing any files, so no pull request was opened.`,
      }
    case 'completed':
      return { level: 'success', message: `Job ${id} completed: ${job?.prLink ?? ''}` }
    default:
      return { level: 'success', message: `Job ${id} is ${job?.status ?? 'in an unknown state'}.` }
  }
}

/** The pull request the job opened, when it is one of this repository (`pullRequestUrl`). */
export function pullRequestHere(
  prLink: string | null | undefined,
  pullRequestUrl: string,
): number | undefined {
  return prLink?.startsWith(pullRequestUrl) === true ? pullRequestOf(prLink) : undefined
}

/** The pull request the job opened, when it is in this repository and not the thread itself. */
function noteTarget(final: Final): number | undefined {
  const number = pullRequestHere(final.job?.prLink, final.pullRequestUrl)
  return number === final.threadNumber ? undefined : number
}

/** `wait: false`, or a hand-off that no tracking comment could record (`unrecorded`). */
function notWaiting(final: Final, unrecorded: boolean): Outcome {
  const { jobId: id } = final
  const status = final.job?.status ?? 'started'
  return {
    conclusion: unrecorded
      ? {
          level: 'warning',
          message: `Job ${id} is ${status}, but was not handed off: no tracking comment records it for a finish run (the run has no issue or pull request, or the comment could not be written). Follow it with job-id: ${id}.`,
        }
      : { level: 'success', message: `Job ${id} is ${status}; not waiting (wait: false).` },
    comment: undefined,
    reaction: undefined,
    noteOn: undefined,
  }
}

/**
 * A job left to a finish run: the verdict of the run as it stopped (success when asked; a
 * timeout's or a cancel's otherwise), and a comment that says the job works and why no run waits.
 */
function handedOff(final: Final, ending: Extract<Ending, { kind: 'handed-off' }>): Outcome {
  const { jobId: id } = final
  const status = final.job?.status
  const stopped: Outcome =
    ending.why === 'asked'
      ? {
          conclusion: {
            level: 'success',
            message: `Job ${id} is ${status ?? 'active'}; handed off (wait: hand-off): a finish run ends it.`,
          },
          comment: undefined,
          reaction: undefined,
          noteOn: undefined,
        }
      : ending.why === 'timed-out'
        ? outcome({ ...final, ending: { kind: 'waited', timedOut: true } })
        : outcome({ ...final, ending: { kind: 'cancelled', signal: ending.signal ?? '' } })
  const detail =
    ending.why === 'asked'
      ? ''
      : ending.why === 'timed-out'
        ? `Stopped waiting after ${formatDuration(final.elapsedMs)}; the job was still ${status ?? 'in an unknown state'}.`
        : 'The workflow was cancelled while the job worked.'
  return { ...stopped, comment: { state: 'working', detail }, reaction: undefined }
}

/**
 * The one verdict mapping: from how the run ended and the job as last seen, the conclusion of
 * the step, what the tracking comment shows, the reaction on the trigger and the pull request
 * that gets a note. Pure.
 */
export function outcome(final: Final): Outcome {
  const { ending, jobId: id } = final
  const resume = id === '' ? '' : ` Resume with job-id: ${id}.`
  switch (ending.kind) {
    case 'not-waiting':
      return notWaiting(final, ending.unrecorded === true)
    case 'handed-off':
      return handedOff(final, ending)
    case 'error': {
      const message =
        id === ''
          ? ending.message
          : `${ending.message} The job id is ${id}: resume with job-id: ${id} rather than starting again.`
      return {
        conclusion: { level: 'failure', message },
        // The comment says what happened and what to do in its own words (the message may quote
        // an answer); the step's error keeps the message.
        comment: {
          state: 'error',
          detail: message,
          advice: failureAdvice({
            ...ending.failure,
            runUrl: final.runUrl,
            now: final.now,
            inert: final.inert,
            askAgain: final.askAgain,
          }),
        },
        // Also before any job: without it, the 👀 of an accepted request would stay as if the
        // agent were at work. (A run that failed before it had a trigger reacts to nothing.)
        reaction: 'confused',
        noteOn: undefined,
      }
    }
    case 'cancelled':
      return {
        conclusion: {
          level: 'failure',
          message:
            ending.inFlight === 'create'
              ? `The step was stopped (${ending.signal}) while the job was being created. The service may have created it anyway: check the dashboard before running again, so as not to start a second one.`
              : ending.inFlight === 'message'
                ? `The step was stopped (${ending.signal}) while the follow-up message was being sent. It may have arrived: wait for the job with job-id ${id} and no prompt before sending it again.`
                : `The step was stopped (${ending.signal}) before the job finished.${resume}`,
        },
        comment: {
          state: 'stopped',
          detail: 'The workflow was cancelled before the job finished.',
          durationMs: final.elapsedMs,
        },
        reaction: undefined,
        noteOn: undefined,
      }
    case 'waited': {
      const state = stateOf(final.job, ending.timedOut)
      const conclusion = verdict(final, state)
      return {
        conclusion,
        comment: {
          state,
          detail: state === 'timed-out' ? conclusion.message : '',
          durationMs: final.elapsedMs,
        },
        reaction: state === 'completed' ? 'rocket' : state === 'failed' ? 'confused' : undefined,
        noteOn: state === 'completed' ? noteTarget(final) : undefined,
      }
    }
  }
}
