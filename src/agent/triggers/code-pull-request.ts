import { eventOf, type RunEvent } from '../github/context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { RequestEvent, RequestKind, TriggerDecision } from '../decide/decision.js'
import { byline, requestLine } from '../decide/prompt-context.js'
import { onThread, reactOnThread } from './answers.js'
import { handedOver, sameName } from './handoff.js'

/**
 * A code pull request documented while it is open (`follow-code-changes: true`): its
 * `opened`, `reopened` and `ready_for_review` events (and `labeled` with the label
 * `label-trigger` names) start one job for the pull request, with its title, body and changed
 * files in the prompt's context. Its pushes (`synchronize`) are code-push.ts's; `closed` sends
 * nothing. With `follow-code-changes` off, this kind reads no event.
 *
 * One job per pull request: the request key is `code:<number>`, so a second start (reopened,
 * ready after a draft that was included, the label added again, a delivery twice) finds the
 * first one's tracking comment and skips, naming its job (decide/job-choice.ts). It is claimed
 * with 👀 on the pull request, as a hand-off is (decide/claim.ts), timed by its `updated_at`.
 */
type CodePullRequestSource = { kind: 'code-pull-request'; action: string; label: string }

/** The instruction of a code pull request without a `prompt` input; its context follows it. */
export const CODE_PULL_REQUEST_INSTRUCTION =
  'Document the changes of this pull request while it is open: update the docs to match them.'

/** The events of a pull request this kind and code-push.ts read. */
export const CODE_EVENT_NAMES = ['pull_request', 'pull_request_target'] as const

/** The actions that start a pull request's job (`labeled` only with `label-trigger` set). */
const STARTS = ['opened', 'reopened', 'ready_for_review', 'labeled']

/** The request key of a pull request's job: what its pushes look for (code-push.ts). */
export function codeRequestKey(number: number): string {
  return `code:${number}`
}

/** A pull request event of `follow-code-changes`, with its number; undefined when it is off. */
export function codeEvent(
  event: RequestEvent,
): { found: RunEvent<(typeof CODE_EVENT_NAMES)[number]>; number: number } | undefined {
  if (!event.inputs.followCodeChanges) return undefined
  const found = eventOf(event.context, CODE_EVENT_NAMES)
  if (found === undefined) return undefined
  const number = found.payload.pull_request?.number
  return { found, number: typeof number === 'number' ? number : 0 }
}

/**
 * Why a pull request is not followed (a draft without `include-drafts`, one without the label
 * `label-trigger` names), or '' when it is; `carried` is the label it carries, if one is asked.
 */
export function notFollowed(
  event: RequestEvent,
  { found, number }: NonNullable<ReturnType<typeof codeEvent>>,
): { reason: string; carried: string } {
  const pull = found.payload.pull_request
  const { includeDrafts, labelTrigger } = event.inputs
  if (pull?.draft === true && !includeDrafts)
    return {
      reason: `pull request #${number} is a draft (include-drafts: false): its job starts when it is marked ready for review`,
      carried: '',
    }
  if (labelTrigger === '') return { reason: '', carried: '' }
  const carried = (pull?.labels ?? [])
    .map((label) => text(label?.name))
    .find((name) => sameName(name, labelTrigger))
  if (carried !== undefined) return { reason: '', carried }
  return {
    reason: `pull request #${number} does not carry the label '${labelTrigger}' (label-trigger), so it is not followed`,
    carried: '',
  }
}

/** The event as a code pull request's request, why it does not act, or not this kind's. */
function readCodePullRequest(event: RequestEvent): TriggerDecision | undefined {
  const code = codeEvent(event)
  if (code === undefined) return undefined
  const { found, number } = code
  const action = text(found.payload.action)
  const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason, thread: event.thread })
  if (action === 'closed') {
    const how = found.payload.pull_request?.merged === true ? 'merged' : 'closed without merging'
    return skip(
      `pull request #${number} was ${how}: follow-code-changes sends nothing to the service for a closed pull request`,
    )
  }
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
  if (followed.reason !== '') return skip(followed.reason)
  return handedOver(event, {
    kind: codePullRequest,
    source: { kind: 'code-pull-request', action, label: followed.carried },
    requestKey: codeRequestKey(number),
    requestedAt: text(found.payload.pull_request?.updated_at),
    instruction: CODE_PULL_REQUEST_INSTRUCTION,
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
}
