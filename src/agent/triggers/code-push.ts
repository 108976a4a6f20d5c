import type { ThreadComment } from '../../shared/github/github-client.js'
import type { CommitComparison } from '../../shared/github/compare.js'
import { InputError } from '../../shared/inputs.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { MAX_PROMPT_LENGTH } from '../agent-inputs.js'
import { newestMarker, parseMarkers, requestComment } from '../github/marker.js'
import { claimRequest } from '../decide/claim.js'
import {
  decided,
  gather,
  isDecision,
  ownFact,
  type Decision,
  type DocsStatusNote,
  type Facts,
  type JobChoice,
  type OwnFact,
  type RequestEvent,
  type RequestKind,
  type Trigger,
  type TriggerDecision,
} from '../decide/decision.js'
import { describeRequest, requestLine, withContext } from '../decide/prompt-context.js'
import { onThread } from './answers.js'
import { sentBefore } from './follow-up-request.js'
import { codeEvent, codeRequestKey, notFollowed } from './code-event.js'
import { NO_SENDER } from './phrase.js'

/**
 * A push to a followed code pull request (`synchronize`, with `follow-code-changes: true`) goes
 * to the pull request's job as one follow-up holding what the pushed commits change, and only
 * that: GitHub's comparison of the event's `before...after` (read only when a follow-up is to be
 * sent). A push that changes no file sends nothing.
 *
 * - The job is the one the pull request's start made: the newest marker of `code:<number>`
 *   (code-pull-request.ts), written by a bot. A pull request without one gets nothing.
 * - The request is the push: `code:<number>:push:<after>`. A delivery twice, or a second
 *   workflow on the same event, finds the first run's tracking comment and skips; a re-run of
 *   the run waits for the job, as any re-run does. It is claimed by its tracking comment, as a
 *   CI failure is (ci-follow-up.ts says why): the pull request's one 👀 cannot tell pushes apart.
 * - At most `code-follow-ups` pushes per pull request: the count is the pushes the job's markers
 *   name (one tracking comment each). Past it, nothing is sent, and the thread is told once.
 * - With `docs-status`, a push that sends nothing still sets its head's status: the state of the
 *   head before it when it changes no file, `failure` when a person is needed (../job/docs-status.ts).
 */
type CodePushSource = { kind: 'code-push'; before: string; after: string }

/** The instruction of a push's follow-up; what the push changes follows it. */
export const CODE_PUSH_INSTRUCTION =
  'New commits were pushed to this pull request. Update the documentation changes to match what they change, shown below.'

/** The request keys of a pull request's pushes start so. */
function pushPrefix(number: number): string {
  return `${codeRequestKey(number)}:push:`
}

const SHA = /^[0-9a-f]{40}$/i

/** How many pushes of pull request `number` were sent to `job`: the pushes its markers name. */
export function pushesSent(comments: ThreadComment[], number: number, job: string): number {
  const pushes = new Set<string>()
  for (const comment of comments) {
    if (!comment.trusted) continue
    for (const marker of parseMarkers(comment.body))
      if (marker.job === job && marker.request.startsWith(pushPrefix(number)))
        pushes.add(marker.request)
  }
  return pushes.size
}

/** What the pushed commits change: GitHub's comparison, read once a follow-up is to be sent. */
const COMPARISON: Pick<OwnFact<CommitComparison>, 'name'> = { name: 'pushComparison' }

function comparisonOf(base: string, after: string): OwnFact<CommitComparison> {
  return {
    ...COMPARISON,
    reading: 'comparing the pushed commits',
    // Bytes of patches: the prompt trims them to what room it has.
    read: (github) => github.compareCommits(base, after, { bytes: MAX_PROMPT_LENGTH }),
  }
}

/**
 * The newest head commit the job was brought, by its start or a push (their markers, written by
 * a bot): what a push is compared from. A push whose run never ran (a newer one took its place
 * in the `concurrency` group's queue) is so sent with the next: its `before` is past it.
 */
export function lastHeadSent(
  comments: ThreadComment[],
  number: number,
  job: string,
): string | undefined {
  let head: string | undefined
  for (const comment of comments) {
    if (!comment.trusted) continue
    for (const marker of parseMarkers(comment.body)) {
      const ours =
        marker.request === codeRequestKey(number) || marker.request.startsWith(pushPrefix(number))
      if (marker.job === job && ours && marker.head !== undefined) head = marker.head
    }
  }
  return head
}

/** The `synchronize` event as a push's request, why it does not act, or not this kind's. */
function readCodePush(event: RequestEvent): TriggerDecision | undefined {
  const code = codeEvent(event)
  if (code === undefined) return undefined
  const { found, number } = code
  if (text(found.payload.action) !== 'synchronize') return undefined
  const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason, thread: event.thread })
  const before = text('before' in found.payload ? found.payload.before : undefined)
  const after = text('after' in found.payload ? found.payload.after : undefined)
  if (!SHA.test(before) || !SHA.test(after))
    return skip(`the push to pull request #${number} does not name its commits (before, after)`)
  const followed = notFollowed(event, code)
  if (followed.reason !== '')
    return {
      ...skip(followed.reason),
      ...(followed.docsStatus && { docsStatus: followed.docsStatus }),
    }
  const { thread, sender } = event
  if (thread === undefined) return skip('the event names no pull request')
  if (sender === undefined) return skip(NO_SENDER)
  const trigger: Trigger<CodePushSource> = {
    kind: codePush,
    source: { kind: 'code-push', before, after },
    instruction: CODE_PUSH_INSTRUCTION,
    // The pull request's body and files went with its start: a push sends only its own change.
    thread: { ...thread, body: '', changedFiles: undefined },
    sender,
    requestKey: `${pushPrefix(number)}${after.toLowerCase()}`,
  }
  return { kind: 'act', trigger }
}

const short = (sha: string): string => sha.slice(0, 7)

export const codePush: RequestKind<CodePushSource> = {
  read: readCodePush,
  who: 'role',
  asks: 'pushes',
  // A pull request's one 👀 cannot tell two pushes apart (ci-follow-up.ts says the same of CI).
  claim: 'tracking-comment',
  rerunMayRepeat: true,
  // The job has its instruction already; a push only says what changed.
  prompt: 'ignored',
  instructionIsThread: false,
  reactionTarget: () => undefined,
  timeField: 'updated_at',
  commentPlace: onThread,
  describe: ({ source }, { fromPrompt, sender }) =>
    requestLine(
      `${sender} pushed ${short(source.before)}..${short(source.after)} to this pull request`,
      fromPrompt,
      "the request above is this action's, for a push to a followed pull request",
    ),
  askAgain: () => '',
  statusCommit: ({ source }) => source.after.toLowerCase(),
  plan: (trigger, facts, warnings) => decideCodePush(trigger, facts, warnings),
}

/** The request key of the comment that says a pull request's pushes reached the cap. */
function heldRequest(number: number): string {
  return `${codeRequestKey(number)}:held`
}

/** What a push that sends nothing sets in the head's status (`docs-status`), if anything. */
function noted(
  facts: Facts,
  { source }: Trigger<CodePushSource>,
  note: { state: 'success' | 'failure'; description: string } | 'carry',
): { docsStatus?: DocsStatusNote } {
  if (facts.inputs.docsStatus === '') return {}
  const sha = source.after.toLowerCase()
  return {
    docsStatus:
      note === 'carry' ? { sha, carryFrom: source.before.toLowerCase() } : { sha, ...note },
  }
}

/**
 * Past the cap: nothing is sent. The first push past it posts the comment that says a person is
 * needed; later ones find it and only skip, so that the thread hears it once. The head's status
 * says so each time.
 */
function held(
  trigger: Trigger<CodePushSource>,
  job: string,
  sent: number,
  facts: Facts,
  comments: ThreadComment[],
): Decision {
  const number = trigger.thread?.number ?? 0
  const cap = facts.inputs.codeFollowUps
  const message = `job ${job} was already sent ${sent} push${sent === 1 ? '' : 'es'} of pull request #${number} (code-follow-ups: ${cap}): nothing was sent; a person is needed`
  const status = noted(facts, trigger, {
    state: 'failure',
    description: `Not followed: ${sent} pushes sent (code-follow-ups); a person must update the docs`,
  })
  if (requestComment(comments, heldRequest(number)) !== undefined)
    return decided({
      kind: 'skip',
      reason: `${message} (the thread says so already)`,
      trigger,
      ...status,
    })
  return decided({
    kind: 'held',
    trigger,
    jobId: job,
    pushes: { count: sent, cap },
    existingComment: undefined,
    message: `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}.`,
    comment: {
      pushes: { count: sent, cap },
      requestKey: heldRequest(number),
      instruction: `${short(trigger.source.after)} was pushed to this pull request; nothing was sent to the agent.`,
    },
    ...status,
  })
}

/**
 * decide's path for a push, after its trigger is read and gated: the job, the cap, the claim,
 * the comparison, the prompt. Nothing is read of GitHub but the thread before the job and the
 * cap are known.
 */
function decideCodePush(
  trigger: Trigger<CodePushSource>,
  facts: Facts,
  warnings: string[],
): Decision {
  const { inputs, context } = facts
  const number = trigger.thread?.number ?? 0
  const skip = (reason: string): Decision => decided({ kind: 'skip', reason, trigger })
  if (inputs.codeFollowUps === 0)
    return decided({
      kind: 'skip',
      reason: 'code-follow-ups is 0: pushes to a pull request are not sent to its job',
      trigger,
      ...noted(facts, trigger, 'carry'),
    })
  if (!inputs.comment) throw commentNeeded(inputs.codeFollowUps)
  if (!facts.github)
    throw new InputError(
      `Input 'github-token' is empty, so the job of pull request #${number} cannot be found: a push goes to the job its comments name.`,
    )
  if (facts.thread === undefined) return gather({ fact: 'thread', number, isPullRequest: true })
  if ('error' in facts.thread)
    throw new InputError(
      `Could not read the comments of pull request #${number} to find its job and how many pushes it was sent: ${facts.thread.error} Nothing was sent; re-run the workflow once GitHub answers again.`,
    )
  const { comments } = facts.thread
  const before = sentBefore(trigger, comments, context, {
    what: `push ${short(trigger.source.after)}`,
  })
  if (before !== undefined)
    return 'skip' in before
      ? skip(before.skip)
      : planned(trigger, before.wait, facts, warnings, trigger.source.before)
  const job = newestMarker(comments, codeRequestKey(number))?.job
  if (job === undefined)
    return skip(
      `pull request #${number} has no job of follow-code-changes (no comment of the docs agent names one), so its push is not sent`,
    )
  const sent = pushesSent(comments, number, job)
  if (sent >= inputs.codeFollowUps) return held(trigger, job, sent, facts, comments)
  if (facts.lookUpJobs) {
    if (facts.newestJob === undefined) return gather({ fact: 'newestJob', jobId: job })
    if (facts.newestJob === 'gone' || facts.newestJob.status === 'archived') {
      const state = facts.newestJob === 'gone' ? 'no longer exists' : 'is archived'
      return decided({
        kind: 'skip',
        reason: `job ${job} of pull request #${number} ${state}, so its push is not sent`,
        trigger,
        ...noted(facts, trigger, {
          state: 'failure',
          description: `Not followed: job ${job} ${state}; a person must update the docs`,
        }),
      })
    }
  }
  const message: JobChoice = {
    action: 'message',
    jobId: job,
    existingComment: undefined,
    reason: `the job of pull request #${number}`,
  }
  const base = lastHeadSent(comments, number, job) ?? trigger.source.before.toLowerCase()
  if (base === trigger.source.after.toLowerCase())
    return skip(`job ${job} was already brought ${short(base)}, so nothing was sent`)
  return planned(trigger, message, facts, warnings, base)
}

/** The claim, the comparison read from GitHub, and the prompt, for a job chosen. */
function planned(
  trigger: Trigger<CodePushSource>,
  choice: JobChoice,
  facts: Facts,
  warnings: string[],
  /** The commit compared from: the newest the job was brought, else the push's `before`. */
  base: string,
): Decision {
  const job = claimRequest(trigger, choice, facts, warnings)
  if (isDecision(job)) return job
  const { source } = trigger
  const instruction = CODE_PUSH_INSTRUCTION
  let prompt = ''
  if (job.action !== 'wait') {
    const comparison = ownFact(facts, COMPARISON)
    if (comparison === undefined)
      return gather({ fact: 'own', own: comparisonOf(base, source.after) })
    const range = `${short(base)}...${short(source.after)}`
    if (comparison.kind === 'not-found')
      return decided({
        kind: 'skip',
        reason: `GitHub cannot compare ${range} (a force-push may have removed ${short(base)}), so nothing was sent: ${comparison.message}`,
        trigger,
        ...noted(facts, trigger, {
          state: 'failure',
          description: `Not followed: GitHub cannot compare ${range}; a person must update the docs`,
        }),
      })
    if (comparison.files.length === 0)
      return decided({
        kind: 'skip',
        reason: `the push ${range} changes no file (${comparison.status}), so nothing was sent`,
        trigger,
        ...noted(facts, trigger, 'carry'),
      })
    prompt = withContext({
      instruction,
      repository: `${facts.context.owner}/${facts.context.repo}`,
      thread: trigger.thread,
      request: describeRequest(trigger, false, facts.role?.role),
      fromPrompt: false,
      extra: pushUnits(range, comparison),
      files: comparison.files,
    })
  }
  const { action, jobId, existingComment, reason, claimed } = job
  return decided(
    { kind: 'run', trigger, action, jobId, instruction, prompt, existingComment, reason, claimed },
    warnings,
  )
}

/** What the context says of the push before its files: the range, and what GitHub left out. */
function pushUnits(range: string, comparison: Extract<CommitComparison, { kind: 'compared' }>) {
  const units = [
    `The push: ${range}, ${comparison.commits} commit${comparison.commits === 1 ? '' : 's'} since the head you were last given (${comparison.status}). Only what they change is below, not the whole pull request.`,
  ]
  if (comparison.behindBy > 0)
    units.push(
      `It replaced ${comparison.behindBy} earlier commit${comparison.behindBy === 1 ? '' : 's'} (a force-push): the files are those changed since the two heads' common ancestor.`,
    )
  if (comparison.filesCapped)
    units.push('GitHub lists at most 300 files of a comparison: more may have changed.')
  return units
}

function commentNeeded(cap: number): InputError {
  return new InputError(
    `Input 'comment' is false, but following a pull request's pushes needs the tracking comment: it names the pull request's job and counts the pushes sent, which code-follow-ups (${cap}) caps. Set comment: true in this workflow, or code-follow-ups: 0.`,
  )
}
