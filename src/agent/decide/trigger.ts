import type { RunContext } from '../github/context.js'
import { escapeRegExp } from '../../shared/markup.js'
import type { ReactionTarget } from '../github/client.js'
import { writtenByThisAction } from '../github/marker.js'

/** The issue or pull request a run belongs to. */
export interface Thread {
  number: number
  isPullRequest: boolean
  title: string
  body: string
  url: string
  /** A pull request whose head is in another repository (secrets are withheld there). */
  fromFork: boolean
}

/** What set the run off, and where reactions go. */
export type TriggerSource =
  | { kind: 'issue-comment'; commentId: number }
  /** `replyTo` is the top-level comment of the review thread (GitHub replies only to those). */
  | { kind: 'review-comment'; commentId: number; replyTo: number }
  | { kind: 'review'; reviewId: number }
  | { kind: 'issue' }
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
}

export type TriggerDecision =
  { kind: 'act'; trigger: Trigger } | { kind: 'skip'; reason: string; thread: Thread | undefined }

/** Events whose text carries the trigger phrase, the one action of each that triggers, and its name. */
const PHRASE_EVENTS: Record<string, { action: string; what: string }> = {
  issue_comment: { action: 'created', what: 'a new comment' },
  pull_request_review_comment: { action: 'created', what: 'a new review comment' },
  pull_request_review: { action: 'submitted', what: 'a submitted review' },
  issues: { action: 'opened', what: 'a newly opened issue' },
}

/** HTML comments and zero-width characters: invisible in GitHub's rendering, so never obeyed. */
export function stripHidden(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
}

/**
 * The text with what does not address the agent blanked out, keeping every index: quoted lines
 * (a quote-reply of someone's request), fenced code blocks and inline code (a phrase shown as an
 * example).
 */
function maskQuotesAndCode(text: string): string {
  const blank = (m: string): string => m.replace(/[^\n]/g, ' ')
  return text
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?(^\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)[^`\n]+?\1/g, blank)
    .replace(/^[ \t]*>[^\n]*$/gm, blank)
}

/**
 * The instruction after the trigger phrase, matched case-insensitively as a whole word
 * (`@docs-agentx` and `x@docs-agent` do not count) outside quotes and code; undefined when the
 * phrase is absent.
 */
export function findInstruction(text: string, phrase: string): string | undefined {
  const visible = stripHidden(text)
  const pattern = new RegExp(`(?<![\\w@./-])${escapeRegExp(phrase)}(?![\\w-])`, 'i')
  const match = pattern.exec(maskQuotesAndCode(visible))
  if (match === null) return undefined
  return visible.slice(match.index + match[0].length).trim()
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The issue or pull request in the payload, if the event belongs to one. */
export function threadOf(context: RunContext): Thread | undefined {
  const { payload } = context
  const pull = record(payload.pull_request)
  const issue = record(payload.issue)
  const item = typeof pull.number === 'number' ? pull : issue
  if (typeof item.number !== 'number') return undefined
  const isPullRequest = item === pull || issue.pull_request !== undefined
  const head = record(record(pull.head).repo)
  const headRepo = text(head.full_name)
  return {
    number: item.number,
    isPullRequest,
    title: text(item.title),
    body: text(item.body),
    url: text(item.html_url),
    fromFork: headRepo !== '' && headRepo !== `${context.owner}/${context.repo}`,
  }
}

function sourceOf(context: RunContext): { source: TriggerSource; body: string; key: string } {
  const { payload, eventName } = context
  const comment = record(payload.comment)
  const id = typeof comment.id === 'number' ? comment.id : 0
  switch (eventName) {
    case 'issue_comment':
      return {
        source: { kind: 'issue-comment', commentId: id },
        body: text(comment.body),
        key: `comment:${id}`,
      }
    case 'pull_request_review_comment':
      return {
        source: {
          kind: 'review-comment',
          commentId: id,
          replyTo: typeof comment.in_reply_to_id === 'number' ? comment.in_reply_to_id : id,
        },
        body: text(comment.body),
        key: `review-comment:${id}`,
      }
    case 'pull_request_review': {
      const review = record(payload.review)
      const reviewId = typeof review.id === 'number' ? review.id : 0
      return {
        source: { kind: 'review', reviewId },
        body: text(review.body),
        key: `review:${reviewId}`,
      }
    }
    default: {
      const issue = record(payload.issue)
      return {
        source: { kind: 'issue' },
        body: `${text(issue.title)}\n\n${text(issue.body)}`,
        key: `issue:${String(issue.number)}`,
      }
    }
  }
}

/**
 * Decides whether this event asks the agent for something. Comment-like events must contain the
 * trigger phrase (and only their creating action counts); any other event uses the `prompt` input.
 */
export function resolveTrigger(context: RunContext, phrase: string): TriggerDecision {
  const thread = threadOf(context)
  const sender = record(context.payload.sender)
  const who =
    typeof sender.login === 'string' ? { login: sender.login, type: text(sender.type) } : undefined
  const wanted = PHRASE_EVENTS[context.eventName]
  const action = text(context.payload.action)
  const byInput: TriggerDecision = {
    kind: 'act',
    trigger: {
      source: { kind: 'input' },
      instruction: '',
      thread,
      sender: who,
      requestKey: `run:${context.runId}`,
    },
  }
  if (wanted === undefined) return byInput
  // An edit or any other action never acts, not even with a `prompt` input: that would let
  // anyone who can edit a comment start a job past the permission gate.
  if (action !== wanted.action) {
    return {
      kind: 'skip',
      reason: `only ${wanted.what} can trigger the agent; this ${context.eventName} event was '${action}'`,
      thread,
    }
  }
  if (who === undefined) {
    return {
      kind: 'skip',
      reason: 'the event names no sender, so no permission can be checked',
      thread,
    }
  }
  const { source, body, key } = sourceOf(context)
  if (writtenByThisAction(body)) {
    return { kind: 'skip', reason: 'the comment was written by this action', thread }
  }
  const instruction = findInstruction(body, phrase)
  if (instruction === undefined) {
    return { kind: 'skip', reason: `the ${describe(source)} does not mention ${phrase}`, thread }
  }
  if (instruction === '') {
    return {
      kind: 'skip',
      reason: `the ${describe(source)} mentions ${phrase} but gives no instruction after it`,
      thread,
    }
  }
  return { kind: 'act', trigger: { source, instruction, thread, sender: who, requestKey: key } }
}

function describe(source: TriggerSource): string {
  switch (source.kind) {
    case 'issue-comment':
      return 'comment'
    case 'review-comment':
      return 'review comment'
    case 'review':
      return 'review'
    default:
      return 'issue'
  }
}

/** Where the trigger can take a reaction (a submitted review cannot). */
export function reactionTarget(trigger: Trigger): ReactionTarget | undefined {
  const { source, thread } = trigger
  if (source.kind === 'issue-comment') return { kind: 'issue-comment', id: source.commentId }
  if (source.kind === 'review-comment') return { kind: 'review-comment', id: source.commentId }
  if (source.kind === 'issue' && thread !== undefined)
    return { kind: 'issue', number: thread.number }
  return undefined
}
