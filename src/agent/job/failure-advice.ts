import { escapeMarkup, linkOrText } from '../../shared/markup.js'
import { utcMoment } from '../../shared/durations.js'
import { ApiError, formatWait, redact } from '../../shared/http/errors.js'
import { InputError } from '../../shared/inputs.js'
import { ASK_BY_HAND, COMMENT_AGAIN } from '../decide/ask-again.js'
import type { Need } from '../decide/fact-needs.js'
import type { Plan } from '../decide/request-kind.js'
import { failedRead } from '../decide/make-plan.js'
import type { JobReport } from './job-report.js'
import type { FailureAdvice } from '../github/comment-body.js'

/** The service's budget for job creations and follow-up messages (api-facts). */
const HOURLY_BUDGET = 100

/** What the run was doing when it failed. */
export type FailedStep =
  /**
   * A request to the service: creating the job, sending the follow-up, one look at the job
   * (`wait: false`), polling it, or reading the thread's newest job while deciding. `job` is the
   * job the request was about ('' for a creation, and for the thread's job).
   */
  | { api: 'service'; call: 'create' | 'message' | 'look' | 'poll' | 'thread-job'; job: string }
  /** A request to GitHub while deciding; `reading` says what, e.g. "checking the commenter's role". */
  | { api: 'github'; reading: string }
  /** This action stopped on its own (`refusal`, written for users), or hit an unexpected error. */
  | { api: 'action'; refusal: string | undefined }

/** A request to the service that the session makes, named for a failure comment. */
export type ServiceCall = 'create' | 'message' | 'look' | 'poll'

/** What each GitHub read that can fail a plan was doing, in words for the failure comment. */
const READINGS: Record<Exclude<Need['fact'], 'newestJob' | 'own' | 'parsers'>, string> = {
  role: "checking the requester's role",
  thread: "reading the thread's comments",
  files: "listing the pull request's files",
  authorRole: 'checking the role of whoever wrote what would be sent',
  pull: "reading the pull request's head",
  claim: 'claiming the request',
  reclaim: 'claiming the request again',
  owner: "looking for the request's tracking comment",
  budget: "counting the repository's requests of the last 24 hours",
}

/**
 * What the run was doing when `error` ended it: the service call in flight (`calling`), the fact
 * a plan's read failed on (`read`), or the action's own refusal (an InputError, `secrets`
 * redacted). `jobId` is the job the request has.
 */
export function failedStep(
  calling: ServiceCall | undefined,
  read: Need | undefined,
  error: unknown,
  secrets: string[],
  jobId: string,
): FailedStep {
  if (calling !== undefined)
    return { api: 'service', call: calling, job: calling === 'create' ? '' : jobId }
  if (read?.fact === 'newestJob') return { api: 'service', call: 'thread-job', job: '' }
  // A kind's own fact says what reading it is (OwnFact.reading).
  if (read?.fact === 'own') return { api: 'github', reading: read.own.reading }
  if (read !== undefined && read.fact !== 'parsers')
    return { api: 'github', reading: READINGS[read.fact] }
  const refusal = error instanceof InputError ? redact(error.message, secrets) : undefined
  return { api: 'action', refusal }
}

/** The facts of a failure, as the session knows them. */
export interface Failure {
  step: FailedStep
  /** The HTTP status of the answer, when there was one. */
  status: number | undefined
  /** How long the other side asked to wait (Retry-After), when it did. */
  retryAfterMs: number | undefined
  /** No answer arrived, but the request may have been acted on (a job created, a message sent). */
  mayHaveActed: boolean
  /** The job this request has (created, messaged or waited for); '' when it has none. */
  jobId: string
}

export interface AdviceFacts extends Failure {
  /** The workflow run's page, whose logs have the full error; '' when unknown. */
  runUrl: string
  /** The clock's time now (epoch ms), to say when a rate limit ends. */
  now: number
  /** Made inert wherever user-facing text might repeat it (see tracking-comment.ts). */
  inert: (text: string) => string
  /**
   * How the person can ask again besides a re-run: `comment again` (the default), `add the label
   * again`, ...; '' when a re-run is the only way (a merge, a workflow's own prompt).
   */
  askAgain?: string
}

/** ", or comment again" (or the request's own way), '' when only a re-run asks again. */
function orAgain(facts: AdviceFacts): string {
  const again = facts.askAgain ?? COMMENT_AGAIN
  return again === '' ? '' : `, or ${again}`
}

/**
 * The facts of a failure for the comment: what was being done (`calling` the service, or the
 * plan's reading of `error`), and what the answer said. A follow-up that certainly did not
 * arrive leaves the request without a job: a re-run sends it again rather than wait for a job
 * that never heard of it.
 */
export function failureOf(
  error: unknown,
  run: {
    calling: ServiceCall | undefined
    plan: Pick<Extract<Plan, { kind: 'run' }>, 'action'> | undefined
    report: Pick<JobReport, 'jobId' | 'followUp'>
    secrets: string[]
  },
): Failure {
  const { calling, plan, report, secrets } = run
  const api = error instanceof ApiError ? error : undefined
  const jobId =
    plan === undefined || (plan.action === 'message' && !report.followUp) ? '' : report.jobId
  return {
    step: failedStep(calling, failedRead(error), error, secrets, report.jobId),
    status: api?.status,
    retryAfterMs: api?.retryAfterMs,
    mayHaveActed: api?.mayHaveActed ?? false,
    jobId,
  }
}

const code = (text: string): string => `<code>${escapeMarkup(text)}</code>`

/** "10:41 UTC", with the date when it is not today's (UTC), rounded up to the minute. */
export function utcTime(at: number, now: number): string {
  const { time, day } = utcMoment(Math.ceil(at / 60_000) * 60_000, now)
  return day === undefined ? time : `${day} ${time}`
}

/** "after 10:41 UTC (in 60 min)" when the other side named a wait, else `otherwise`. */
function whenToRetry(facts: AdviceFacts, otherwise: string): string {
  const { retryAfterMs, now } = facts
  if (retryAfterMs === undefined) return otherwise
  return `after ${utcTime(now + retryAfterMs, now)} (in ${formatWait(retryAfterMs)})`
}

/** Why a request may have acted although it failed: its answer was lost, or came too late. */
function lostOrLate(facts: AdviceFacts): string {
  const { status } = facts
  return status !== undefined && status >= 500
    ? `An HTTP ${status} can come after the work was done`
    : 'Its answer was lost'
}

/** What the failed service request left undone, in a sentence. */
function serviceEffect(facts: AdviceFacts, call: string, job: string): string {
  switch (call) {
    case 'create':
      return facts.mayHaveActed
        ? `${lostOrLate(facts)}, so it may have created the job anyway.`
        : 'No job was started.'
    case 'message':
      return facts.mayHaveActed
        ? `${lostOrLate(facts)}, so the follow-up message to job ${code(job)} may have arrived anyway.`
        : `The follow-up message was not delivered to job ${code(job)}.`
    case 'thread-job':
      return "Nothing was sent: the action could not read the state of the thread's newest job, which this request would continue."
    default:
      return `Job ${code(job)} may still be running, but this run could not follow it.`
  }
}

type Said = Pick<FailureAdvice, 'title'> & { happened: string; todo: string }

function fromService(facts: AdviceFacts, call: string, job: string): Said {
  const { status } = facts
  const effect = serviceEffect(facts, call, job)
  const again = `Then re-run the workflow${orAgain(facts)}.`
  const byComment = (facts.askAgain ?? COMMENT_AGAIN) === COMMENT_AGAIN
  if (status === 401 || status === 403) {
    const why =
      status === 401
        ? 'the key is unknown, revoked or expired'
        : 'the key lacks the scope for this request, or its IP allowlist does not admit the runner'
    return {
      title: 'The service refused the API key',
      happened: `The docs platform refused this workflow's API key (HTTP ${status}): ${why}. ${effect}`,
      todo: `Check the ${code('api-key')} secret of the workflow: is the key revoked or expired, or does it belong to another project? Admin keys start with ${code('mint_')}. ${again}`,
    }
  }
  if (status === 429) {
    return {
      title: 'The hourly budget of agent requests is spent',
      happened: `This project's budget of ${HOURLY_BUDGET} agent requests per hour (job creations and follow-up messages) is spent. ${effect}`,
      todo: `Try again ${whenToRetry(facts, 'in up to an hour')}: re-run the workflow${orAgain(facts)}. If this happens often, spread runs out with a ${code('concurrency')} group.`,
    }
  }
  if (status === 404) {
    return call === 'create'
      ? {
          title: 'The project was not found',
          happened: `The service has no project by this workflow's ${code('project-id')} (HTTP 404). ${effect}`,
          todo: `Check the ${code('project-id')} and ${code('api-url')} inputs, then re-run the workflow.`,
        }
      : {
          title: 'The job was not found',
          happened: `The service has no job ${code(job)} in this project (HTTP 404): it was deleted, or it belongs to another project.`,
          todo: `Start a new job: ${byComment ? 'comment again with the instruction (or run the workflow without' : 'run the workflow without'} ${code('job-id')}${byComment ? ')' : ''}. If the job should exist, check ${code('project-id')}.`,
        }
  }
  if (status === 400) {
    return {
      title: 'The service refused the request',
      happened: `The service refused the request as invalid (HTTP 400). ${effect}`,
      todo: `Most often the instruction is too long, or ${code('project-id')} is malformed; the run's logs quote the service's reason. ${byComment ? 'Comment again with a shorter instruction, or fix' : 'Shorten the instruction, or fix'} the workflow and re-run it.`,
    }
  }
  if (status === undefined || status >= 500 || (status >= 200 && status < 300)) {
    const answer =
      status === undefined
        ? 'could not be reached or did not answer in time'
        : status < 300
          ? `answered HTTP ${status} with something other than a job`
          : `answered HTTP ${status}`
    let todo = `Re-run the workflow later${orAgain(facts)}.`
    if (call === 'create' && facts.mayHaveActed) {
      const again = facts.askAgain ?? COMMENT_AGAIN
      todo = `Look for the job in the project's dashboard: if it is there, follow it with ${code('job-id')}; if it is not, ${again === '' ? ASK_BY_HAND : again}. Re-running this workflow sends nothing, so that this request cannot make a second job.`
    } else if (call === 'message' && facts.mayHaveActed)
      todo = `Re-run the workflow to wait for job ${code(job)}: ${byComment ? 'commenting' : 'asking'} again would send the message a second time.`
    else if (call === 'poll' || call === 'look') todo = 'Re-run the workflow later.'
    return {
      title: 'The service is unavailable',
      happened: `The docs platform ${answer}, even after the retries that were safe. ${effect}`,
      todo,
    }
  }
  return {
    title: 'The service refused the request',
    happened: `The service answered HTTP ${status}. ${effect}`,
    todo: `Read the service's reason in the run's logs, then re-run the workflow${orAgain(facts)}.`,
  }
}

function fromGitHub(facts: AdviceFacts, reading: string): Said {
  const { status, retryAfterMs } = facts
  const answer = status === undefined ? 'did not answer' : `answered HTTP ${status}`
  const limited = retryAfterMs !== undefined
  return {
    title: 'GitHub failed before the job could start',
    happened: `GitHub's API ${limited ? 'was rate limited' : answer} while the action was ${escapeMarkup(reading)}, even after retries. Nothing was sent to the docs platform.`,
    todo: `Re-run the workflow ${whenToRetry(facts, 'once GitHub answers again')} (${linkOrText('https://www.githubstatus.com', "GitHub's status")}).`,
  }
}

function fromAction(facts: AdviceFacts, refusal: string | undefined): Said {
  if (refusal !== undefined) {
    return {
      title: 'The docs agent stopped before starting a job',
      happened: facts.inert(refusal.length > 600 ? `${refusal.slice(0, 600)}…` : refusal),
      todo: 'Do as the message above says, then re-run the workflow.',
    }
  }
  return {
    title: 'The docs agent action hit an unexpected error',
    happened: 'The action failed in a way it does not know how to explain.',
    todo: "Re-run the workflow; if it fails again, report it with the run's logs.",
  }
}

/**
 * What a failure comment says: what happened and what to do, in plain words, and where the logs
 * are. Never the error's own text (an answer can hold a proxy's HTML page), except a refusal
 * this action wrote. Pure.
 */
export function failureAdvice(facts: AdviceFacts): FailureAdvice {
  const { step, jobId } = facts
  const said =
    step.api === 'service'
      ? fromService(facts, step.call, step.job)
      : step.api === 'github'
        ? fromGitHub(facts, step.reading)
        : fromAction(facts, step.refusal)
  const parts = [`**What happened:** ${said.happened}`, `**What to do:** ${said.todo}`]
  // A job this request has is not lost (unless the service says it is gone): a re-run finds it
  // through this comment's marker.
  const gone = step.api === 'service' && step.call !== 'create' && facts.status === 404
  if (jobId !== '' && !gone) {
    parts.push(
      `Job ${code(jobId)} belongs to this request: re-running the workflow waits for it, and ${code(`job-id: ${jobId}`)} follows it from any workflow.`,
    )
  }
  const logs =
    facts.runUrl === ''
      ? "The workflow run's logs"
      : `The ${linkOrText(facts.runUrl, "run's logs")}`
  parts.push(`${logs} have the details.`)
  return { title: said.title, body: parts.join('\n\n') }
}
