import { InputError } from '../../shared/inputs.js'
import { repoUrl } from '../../shared/github/run-context.js'
import type { MarkedComment, ThreadMarkers } from '../github/marker.js'
import { earlierJobMayExist, ownedElsewhere } from './claim.js'
import { factOf } from './asking.js'
import { decided, isDecision, type Decision, type Facts, type Trigger } from './request-kind.js'
import { existingOf, NEW_JOB, type JobChoice } from './chosen-job.js'
import type { Asking } from './fact-needs.js'
import type { Asked } from './request-reading.js'

/** The job to continue and why, when the thread has one that can take a follow-up. */
type Continuation = { jobId: string; reason: string } | undefined

/** Whether the service may be asked about the thread's newest job (decide.ts: the limits). */
type MayLookUp = () => Asking<boolean>

/**
 * A re-run that cannot read its thread cannot tell whether its first attempt already started a
 * job: it stops rather than risk a duplicate.
 */
function rerunBlind(attempt: number, error: string): InputError {
  return new InputError(
    `This is attempt ${attempt} of the run, and it cannot tell whether an earlier attempt already started a job for this request: ${error} ` +
      'No new job was started, to avoid a duplicate. Re-run the workflow once GitHub answers again, ' +
      "or pass the earlier job's id with 'job-id' (it is in that attempt's log and outputs).",
  )
}

function nothingToDo(): InputError {
  return new InputError(
    `Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.`,
  )
}

/**
 * decide's question "which job": the one `job-id` names; else, in a thread GitHub can be read in,
 * the one the thread shows; else a new one. A request with nothing to send and no job to wait
 * for fails the run. `mayLookUp`: whether the thread's newest job may be asked of the service
 * (not over a daily limit, decide.ts); without it, a follow-up does not continue it.
 */
export function* whichJob(
  asked: Extract<Asked, { way: 'job' }>,
  facts: Facts,
  warnings: string[],
  mayLookUp: MayLookUp,
): Asking<JobChoice | Decision> {
  const { trigger, instruction } = asked
  const { inputs, context } = facts
  // Nothing to send and nothing to wait for: refuse before any request. (A re-run may still
  // find its own job in the thread, so it looks first.)
  if (instruction === '' && inputs.jobId === '' && context.runAttempt === 1) throw nothingToDo()
  const chosen = yield* chooseJob(trigger, instruction, facts, warnings, mayLookUp)
  if (!isDecision(chosen) && chosen.action === 'create' && instruction === '') throw nothingToDo()
  return chosen
}

/** The job `job-id` names, else the thread's (jobInThread), else a new one. */
function* chooseJob(
  trigger: Trigger,
  instruction: string,
  facts: Facts,
  warnings: string[],
  mayLookUp: MayLookUp,
): Asking<JobChoice | Decision> {
  const { inputs } = facts
  if (inputs.jobId !== '') {
    return {
      action: instruction === '' ? 'wait' : 'message',
      jobId: inputs.jobId,
      reason: 'the job-id input',
      existingComment: undefined,
    }
  }
  const { thread } = trigger
  if (thread === undefined || !facts.github) return NEW_JOB
  const { number, isPullRequest } = thread
  const read = yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest })
  let marked: MarkedComment[] = []
  const { runAttempt } = facts.context
  if ('error' in read) {
    if (runAttempt > 1) throw rerunBlind(runAttempt, read.error)
    warnings.push(`Could not read the comments of #${number} to find an earlier job: ${read.error}`)
  } else {
    marked = read.marked
  }
  return yield* jobInThread(trigger, number, marked, instruction, facts, warnings, mayLookUp)
}

/**
 * The job a thread's tracking comments show: this request's own (another run's: skip; an earlier
 * attempt's: wait for it), or with `follow-up: auto` the thread's newest job, if it can take a
 * follow-up; else a new one.
 */
function* jobInThread(
  trigger: Trigger,
  threadNumber: number,
  marked: MarkedComment[],
  instruction: string,
  facts: Facts,
  warnings: string[],
  mayLookUp: MayLookUp,
): Asking<JobChoice | Decision> {
  const { inputs, context } = facts
  let choice = NEW_JOB
  // The thread's markers, parsed as it was read: this request's, the thread's newest, its newest
  // comment.
  const { own, newest, latest: earlier } = threadMarkers(marked, trigger.requestKey)
  if (own?.run !== undefined && own.run.id !== context.runId) {
    // Another workflow run (another workflow, or a redelivered webhook) has this request.
    return decided({ kind: 'skip', reason: ownedElsewhere(own, repoUrl(context)), trigger })
  }
  if (own !== undefined) {
    // A re-run of the same request: never a second job or a second message.
    choice = {
      action: 'wait',
      jobId: own.job,
      existingComment: existingOf(own),
      reason: `a re-run of the same request (run attempt ${context.runAttempt})`,
    }
  } else if (inputs.followUp === 'auto' && newest !== undefined && instruction !== '') {
    // Over a daily limit nothing asks the service about the thread's job (decide.ts).
    const ask = facts.lookUpJobs && facts.newestJob === undefined && (yield* mayLookUp())
    if (ask) yield { fact: 'newestJob', jobId: newest.job }
    const continued = continuation(newest.job, threadNumber, facts, warnings)
    if (continued !== 'unread' && continued !== undefined)
      choice = { ...choice, action: 'message', ...continued }
  }
  // A run that failed before this request had a job left a comment saying what it did and
  // whether a job may exist anyway. Where one may, nothing more is sent; else the comment is
  // this request's, to be taken over rather than joined by a second (the claim decides who may).
  const failedBefore = earlier?.failure !== undefined
  if (own === undefined && earlier?.failure?.jobMayExist === true)
    throw earlierJobMayExist(trigger, earlier.comment.id, threadNumber)
  if (own === undefined && earlier?.failure !== undefined)
    choice = { ...choice, existingComment: { id: earlier.comment.id, kind: earlier.comment.kind } }
  if (own === undefined && !failedBefore && context.runAttempt > 1 && trigger.kind.rerunMayRepeat) {
    warnings.push(
      `This is attempt ${context.runAttempt} of the run, but no tracking comment of an earlier attempt was found (comment: false, or it could not be posted), so a request it already made may be made again.`,
    )
  }
  return choice
}

/**
 * A job found in the thread can take a follow-up unless it is archived or no longer exists (then
 * a new job starts, with a warning). Its state is read first, except in a dry run.
 */
function continuation(
  jobId: string,
  thread: number,
  facts: Facts,
  warnings: string[],
): Continuation | 'unread' {
  const found = { jobId, reason: `the newest job in #${thread}` }
  if (!facts.lookUpJobs) return found
  if (facts.newestJob === undefined) return 'unread'
  if (facts.newestJob === 'gone') {
    warnings.push(
      `The newest job in this thread, ${jobId}, no longer exists; starting a new job instead.`,
    )
    return undefined
  }
  if (facts.newestJob.status !== 'archived') return found
  warnings.push(`The newest job in this thread, ${jobId}, is archived; starting a new job instead.`)
  return undefined
}

/** What the thread's markers, parsed as it was read (fact-gathering.ts), say of one request. */
export function threadMarkers(marked: readonly MarkedComment[], request: string): ThreadMarkers {
  const read: ThreadMarkers = { own: undefined, newest: undefined, latest: undefined }
  for (const { comment, markers, failures } of marked) {
    const last = markers.at(-1)
    if (last !== undefined) read.newest = { ...last, comment }
    const own = markers.filter((m) => m.request === request)
    const newestOwn = own.at(-1)
    if (newestOwn !== undefined) read.own = { ...newestOwn, comment }
    const failure = failures.find((f) => f.request === request)
    const [first] = own
    if (first !== undefined) read.latest = { comment, job: first.job }
    else if (failure !== undefined) read.latest = { comment, job: undefined, failure }
  }
  return read
}
