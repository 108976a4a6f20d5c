import { textOf as text } from '../../shared/github/untrusted.js'
import { InputError } from '../../shared/inputs.js'
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
import type { RequestEvent } from '../decide/request-event.js'
import { byline, requestLine } from '../decide/prompt-context.js'
import { onThread, reactOnThread } from './answers.js'
import { handedOver, sameName } from './handoff.js'
import { codeEvent, notFollowed, pushPrefix } from './code-event.js'
import { codeRequestKey } from '../github/code-job-marker.js'
import { decideCodePush, pushTrigger } from './code-push.js'
import { followedAt, lastHeadSent } from './code-followed.js'
import { newestMarker } from '../github/marker.js'
import { unapprovedStart } from './code-authors.js'

/**
 * A code pull request documented while it is open (`follow-code-changes: true`): its
 * `opened`, `reopened` and `ready_for_review` events (and `labeled` with the label
 * `label-trigger` names) start one job for the pull request, with its title, body and changed
 * files in the prompt's context. Its pushes (`synchronize`) are code-push.ts's, its end
 * (`closed`) code-closed.ts's. With `follow-code-changes` off, this kind reads no event.
 *
 * One job per pull request: the request key is `code:<number>`, so a second start (reopened,
 * ready after a draft that was included, the label added again, a delivery twice) finds the
 * first one's tracking comment and skips, naming its job (decide/job-choice.ts). It is claimed
 * with 👀 on the pull request, as a hand-off is (decide/claim.ts), timed by its `updated_at`.
 */
type CodePullRequestSource = {
  kind: 'code-pull-request'
  action: string
  label: string
  /** The head commit, whose status `docs-status` sets ('' when the payload names none). */
  head: string
}

/** The instruction of a code pull request without a `prompt` input; its context follows it. */
export const CODE_PULL_REQUEST_INSTRUCTION =
  'Document the changes of this pull request while it is open: update the docs to match them.'

/** The actions that start a pull request's job (`labeled` only with `label-trigger` set). */
const STARTS = ['opened', 'reopened', 'ready_for_review', 'labeled']

/** The event as a code pull request's request, why it does not act, or not this kind's. */
function readCodePullRequest(event: RequestEvent): TriggerDecision | undefined {
  const code = codeEvent(event)
  if (code === undefined) return undefined
  const { found, number } = code
  const action = text(found.payload.action)
  const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason, thread: event.thread })
  if (!STARTS.includes(action)) return undefined
  const label = event.inputs.labelTrigger
  if (action === 'labeled') {
    const added = text('label' in found.payload ? found.payload.label?.name : undefined)
    if (label === '')
      return skip(
        `with follow-code-changes, adding a label starts no job unless label-trigger names it`,
      )
    if (!sameName(added, label))
      return skip(
        `the label '${added}' added to pull request #${number} is not label-trigger '${label}'`,
      )
  }
  const followed = notFollowed(event, code)
  if (followed.reason !== '')
    return {
      ...skip(followed.reason),
      ...(followed.docsStatus && { docsStatus: followed.docsStatus }),
    }
  return handedOver(event, {
    kind: codePullRequest,
    source: { kind: 'code-pull-request', action, label: followed.carried, head: code.head },
    requestKey: codeRequestKey(number),
    requestedAt: text(found.payload.pull_request?.updated_at),
    instruction: CODE_PULL_REQUEST_INSTRUCTION,
    // The label approves the pull request at the head it was added on (../decide/authors.ts).
    ...(action === 'labeled'
      ? { approves: { how: `the label '${followed.carried}'`, code: { at: code.head } } }
      : {}),
  })
}

/** What the sender did, in words. */
function done({ action, label }: CodePullRequestSource, sender: string): string {
  switch (action) {
    case 'opened':
      return `${sender} opened this pull request`
    case 'reopened':
      return `${sender} reopened this pull request`
    case 'ready_for_review':
      return `${sender} marked this pull request ready for review`
    default:
      return `${sender} added the label '${label}' to this pull request`
  }
}

export const codePullRequest: RequestKind<CodePullRequestSource> = {
  read: readCodePullRequest,
  who: 'role',
  asks: 'pull requests',
  claim: 'reaction',
  rerunMayRepeat: true,
  prompt: 'replaces',
  instructionIsThread: false,
  reactionTarget: reactOnThread,
  timeField: 'updated_at',
  commentPlace: onThread,
  describe: (trigger, { fromPrompt, sender }) =>
    requestLine(
      done(trigger.source, sender),
      fromPrompt,
      `the request above is this action's, for a code pull request opened by ${byline(trigger.thread?.author)}`,
    ),
  // One job per pull request: a re-run, or the workflow run by hand, is the way to ask anew.
  askAgain: () => '',
  statusCommit: ({ source }) => source.head || undefined,
  // A refused start (an outsider reopening, say) reads its thread's job: a head it was never
  // given, pushed while the pull request was closed, is not passed for having no status.
  followed: ({ source, thread }, read) => followedAt(read, thread?.number ?? 0, source.head),
  // A pull request followed already takes its new head as a push would; a start of one whose
  // author is below the role is refused unless the label approves it (./code-authors.ts).
  *settle(resolved, facts, warnings) {
    if (resolved.kind !== 'act') return { resolved }
    return (
      (yield* followedAlready(resolved.trigger, facts, warnings)) ??
      (yield* unapprovedStart(resolved.trigger, facts)) ?? { resolved }
    )
  },
}

/**
 * A start of a pull request that has its job already (reopened, ready for review again, the
 * label added again, another workflow on the same event): no second job. When its head is one
 * the job was not given, the new commits go to the job as a push would send them
 * (code-push.ts); else it skips, naming the job. A re-run of the start's own run takes the
 * usual way, and waits for its job. Undefined: the usual way (a new job).
 */
function* followedAlready(
  trigger: Trigger,
  facts: Facts,
  warnings: string[],
): Asking<Decision | undefined> {
  const { source, thread, sender } = trigger as Trigger<CodePullRequestSource>
  if (!facts.github || thread === undefined || sender === undefined) return undefined
  const { number } = thread
  const read = yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest: true })
  if ('error' in read) {
    // Only an `opened` cannot have a job yet; any other start must see the thread first.
    if (source.action === 'opened') return undefined
    throw new InputError(
      `Could not read the comments of pull request #${thread.number} to find whether it has its job already: ${read.error} Nothing was sent; re-run the workflow once GitHub answers again.`,
    )
  }
  const { comments } = read
  const started = newestMarker(comments, codeRequestKey(thread.number))
  if (started === undefined || started.run?.id === facts.context.runId) return undefined
  const given = lastHeadSent(comments, thread.number, started.job)
  // A re-run of a run that sent these commits as a push waits for the job, as a push's does.
  const resent = newestMarker(comments, `${pushPrefix(thread.number)}${source.head}`)
  const rerun = resent?.run?.id === facts.context.runId
  if (!rerun && (source.head === '' || given === undefined || given === source.head))
    return decided({
      kind: 'skip',
      reason: `pull request #${thread.number} is followed already, by job ${started.job}${given === undefined ? '' : `, which was given ${given.slice(0, 7)}`}`,
      trigger,
    })
  const push = pushTrigger(
    { thread, sender },
    { before: given ?? source.head, after: source.head, via: source.action, draft: false },
    trigger.approves,
  )
  return yield* decideCodePush(push, facts, warnings)
}
