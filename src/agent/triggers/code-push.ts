import type { ThreadComment } from '../../shared/github/github-client.js'
import { InputError } from '../../shared/inputs.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { parseMarkers, requestComment } from '../github/marker.js'
import { factOf } from '../decide/asking.js'
import {
  decided,
  type Decision,
  type Facts,
  type RequestKind,
  type Trigger,
  type TriggerDecision,
} from '../decide/request-kind.js'
import type { Asking } from '../decide/fact-needs.js'
import type { JobChoice } from '../decide/chosen-job.js'
import type { RequestEvent, Sender } from '../decide/request-event.js'
import type { Approval, Thread } from '../decide/fact-shapes.js'
import { approveWords, type Standing } from '../decide/authors.js'
import { pushAuthor } from './code-authors.js'
import { requestLine } from '../decide/prompt-context.js'
import { onThread } from './answers.js'
import { sentBefore } from './follow-up-request.js'
import { codeEvent, notFollowed, pushPrefix } from './code-event.js'
import { codeRequestKey, jobOfPull } from '../github/code-job-marker.js'
import {
  CODE_PUSH_INSTRUCTION,
  noted,
  pushPlan,
  short,
  standing,
  type CodePushSource,
} from './code-push-diff.js'
import { followedAt, lastHeadSent } from './code-followed.js'
import { NO_SENDER } from './phrase.js'

/**
 * A push to a followed code pull request (`synchronize`, with `follow-code-changes: true`) goes
 * to the pull request's job as one follow-up holding what the pushed commits change, and only
 * that: GitHub's comparison of the event's `before...after` (read only when a follow-up is to be
 * sent). A push that changes no file sends nothing.
 *
 * - The job is the one the pull request's start made: the newest marker of `code:<number>`
 *   (code-pull-request.ts), written by us. A pull request without one gets nothing.
 * - The request is the push: `code:<number>:push:<after>`. A delivery twice, or a second
 *   workflow on the same event, finds the first run's tracking comment and skips; a re-run of
 *   the run waits for the job, as any re-run does. It is claimed by its tracking comment, as a
 *   CI failure is (ci-follow-up.ts says why): the pull request's one 👀 cannot tell pushes apart.
 * - At most `code-follow-ups` pushes per pull request: the count is the pushes the job's markers
 *   name (one tracking comment each). Past it, nothing is sent, and the thread is told once.
 * - With `docs-status`, a push that sends nothing still sets its head's status: the state of the
 *   head before it when it changes no file, `failure` when a person is needed (../job/docs-status.ts).
 */
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
  // A draft's pushes still go to a job it has (it was followed, then made a draft again).
  const followed = notFollowed(event, code, { draftsToo: true })
  if (followed.reason !== '')
    return {
      ...skip(followed.reason),
      ...(followed.docsStatus && { docsStatus: followed.docsStatus }),
    }
  const { thread, sender } = event
  if (thread === undefined) return skip('the event names no pull request')
  if (sender === undefined) return skip(NO_SENDER)
  const draft = found.payload.pull_request?.draft === true && !event.inputs.includeDrafts
  const trigger = pushTrigger({ thread, sender }, { before, after, via: 'synchronize', draft })
  return { kind: 'act', trigger }
}

/**
 * A push's request: its key is its new head; the pull request's body and files went with its
 * start. `approves`: the label added again, which approves the new head (a push approves nothing).
 */
export function pushTrigger(
  { thread, sender }: { thread: Thread; sender: Sender },
  source: Omit<CodePushSource, 'kind'>,
  approves?: Approval,
): Trigger<CodePushSource> {
  return {
    kind: codePush,
    source: { kind: 'code-push', ...source },
    instruction: CODE_PUSH_INSTRUCTION,
    thread: { ...thread, body: '', changedFiles: undefined },
    sender,
    requestKey: `${pushPrefix(thread.number)}${source.after.toLowerCase()}`,
    ...(approves === undefined ? {} : { approves }),
  }
}

/** What the sender did, in words. */
function done({ via, before, after }: CodePushSource, sender: string): string {
  const range = `${short(before)}..${short(after)}`
  switch (via) {
    case 'synchronize':
      return `${sender} pushed ${range} to this pull request`
    case 'reopened':
      return `${sender} reopened this pull request, at new commits ${range}`
    case 'ready_for_review':
      return `${sender} marked this pull request ready for review, at new commits ${range}`
    case 'labeled':
      return `${sender} added the label again to this pull request, at new commits ${range}`
    default:
      return `${sender} started this pull request's job again, at new commits ${range}`
  }
}

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
      done(source, sender),
      fromPrompt,
      "the request above is this action's, for a push to a followed pull request",
    ),
  askAgain: () => '',
  statusCommit: ({ source }) => source.after.toLowerCase(),
  // Its thread's job, not its `before`'s status: a push whose run was cancelled in the
  // `concurrency` queue leaves a `before` with no status, and a decoy pull request can put a pass
  // on any commit.
  followed: ({ source, thread }, read) => followedAt(read, thread?.number ?? 0, source.after),
  plan: (trigger, facts, warnings) => decideCodePush(trigger, facts, warnings),
}

/** The request key of the comment that says a pull request's pushes reached the cap. */
function heldRequest(number: number): string {
  return `${codeRequestKey(number)}:held`
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
 * What the head of a pull request that has no job says, and how to start one: a reopen starts
 * the job of a pull request whose author has the role; one below it needs an approval.
 */
function noJob(author: Standing, inputs: Facts['inputs']): string {
  if (author.kind === 'role')
    return 'Not followed: no docs job was started for this pull request; reopen it to start one'
  const approve = approveWords({ label: inputs.labelTrigger, phrase: inputs.triggerPhrase }, false)
  return `Not followed: no docs job; ${approve} (${author.why}, below min-permission)`
}

/**
 * A push to a pull request that has no job sends nothing. Unless it is a draft, a required check
 * answers its head too (opened before the workflow, a bot's whose start was refused, or one whose
 * opening run failed before a job): `success` with the reason, as every pull request nobody
 * follows gets, and how to start a job. Not the head before's status: with no job, nothing would
 * ever clear an `error` or `pending` copied from it.
 */
function withoutJob(trigger: Trigger<CodePushSource>, facts: Facts, author: Standing): Decision {
  const { docsStatus } = facts.inputs
  const number = trigger.thread?.number ?? 0
  if (trigger.source.draft)
    return decided({
      kind: 'skip',
      reason: `pull request #${number} is a draft (include-drafts: false) and has no job yet: its job starts when it is marked ready for review`,
      trigger,
    })
  return decided({
    kind: 'skip',
    reason: `pull request #${number} has no job of follow-code-changes (no comment of the docs agent names one), so its push is not sent`,
    trigger,
    ...(docsStatus === ''
      ? {}
      : {
          docsStatus: {
            sha: trigger.source.after.toLowerCase(),
            state: 'success',
            description: noJob(author, facts.inputs),
          },
        }),
  })
}

/**
 * decide's path for a push, after its trigger is read and gated: the job, the cap, the claim,
 * the comparison, the prompt. Nothing is read of GitHub but the thread (and the job, when the
 * service may be asked) before the job and the cap are known.
 */
export function* decideCodePush(
  trigger: Trigger<CodePushSource>,
  facts: Facts,
  warnings: string[],
): Asking<Decision> {
  const { inputs, context } = facts
  const number = trigger.thread?.number ?? 0
  const skip = (reason: string): Decision => decided({ kind: 'skip', reason, trigger })
  const unfollowed = inputs.codeFollowUps === 0
  // Without a status to set, pushes not followed read nothing.
  if (unfollowed && inputs.docsStatus === '') return skip(NOT_FOLLOWED)
  if (!inputs.comment && !unfollowed) throw commentNeeded(inputs.codeFollowUps)
  if (!facts.github)
    throw new InputError(
      `Input 'github-token' is empty, so the job of pull request #${number} cannot be found: a push goes to the job its comments name.`,
    )
  const read = yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest: true })
  if ('error' in read)
    throw new InputError(
      `Could not read the comments of pull request #${number} to find its job and how many pushes it was sent: ${read.error} Nothing was sent; re-run the workflow once GitHub answers again.`,
    )
  const { comments } = read
  const before = sentBefore(trigger, comments, context, {
    what: `push ${short(trigger.source.after)}`,
  })
  if (before !== undefined)
    return 'skip' in before
      ? skip(before.skip)
      : yield* pushPlan(trigger, before.wait, facts, warnings, trigger.source.before)
  const job = jobOfPull(comments, number)
  const author = yield* pushAuthor(trigger, facts, job)
  if (author.kind === 'decided') return author
  if (job === undefined) return withoutJob(trigger, facts, author)
  const base = lastHeadSent(comments, number, job) ?? trigger.source.before.toLowerCase()
  const sent = pushesSent(comments, number, job)
  if (!unfollowed && sent >= inputs.codeFollowUps) return held(trigger, job, sent, facts, comments)
  if (facts.lookUpJobs) {
    const known = yield* factOf(facts, 'newestJob', { fact: 'newestJob', jobId: job })
    if (known === 'gone' || known.status === 'archived') {
      const state = known === 'gone' ? 'no longer exists' : 'is archived'
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
  // code-follow-ups 0: the head says where the job's docs stand.
  if (unfollowed)
    return decided({
      kind: 'skip',
      reason: NOT_FOLLOWED,
      trigger,
      ...noted(facts, trigger, standing(facts, job, base)),
    })
  if (base === trigger.source.after.toLowerCase())
    return decided({
      kind: 'skip',
      reason: `job ${job} was already given ${short(base)}, so nothing was sent`,
      trigger,
      ...noted(facts, trigger, standing(facts, job, base)),
    })
  const message: JobChoice = {
    action: 'message',
    jobId: job,
    existingComment: undefined,
    reason: `the job of pull request #${number}`,
  }
  return yield* pushPlan(trigger, message, facts, warnings, base)
}

const NOT_FOLLOWED = 'code-follow-ups is 0: pushes to a pull request are not sent to its job'

function commentNeeded(cap: number): InputError {
  return new InputError(
    `Input 'comment' is false, but following a pull request's pushes needs the tracking comment: it names the pull request's job and counts the pushes sent, which code-follow-ups (${cap}) caps. Set comment: true in this workflow, or code-follow-ups: 0.`,
  )
}
