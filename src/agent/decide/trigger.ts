import type { User } from '@octokit/webhooks-types'
import {
  eventOf,
  type EventPayloads,
  type RunContext,
  type RunEvent,
  type Untrusted,
} from '../github/context.js'
import { escapeRegExp } from '../../shared/markup.js'
import type { ReactionTarget } from '../../shared/github/github-client.js'
import { writtenByThisAction } from '../github/marker.js'
import { handoffOf, NO_HANDOFF, type Handoff, type HandoffTriggers } from './handoff.js'
import { readVisible } from '../../shared/sanitizer/visible-text.js'
import { ciTrigger } from './ci-trigger.js'
import type { Author, Thread, Trigger, TriggerDecision, TriggerSource } from './request.js'
import { textOf as text } from '../../shared/github/untrusted.js'

/** Events whose text carries the trigger phrase. */
const PHRASE_EVENT_NAMES = [
  'issue_comment',
  'pull_request_review_comment',
  'pull_request_review',
  'issues',
] as const
type PhraseEvent = RunEvent<(typeof PHRASE_EVENT_NAMES)[number]>

/** The one action of each phrase event that triggers, and its name. */
const PHRASE_EVENTS: {
  [N in PhraseEvent['name']]: { action: EventPayloads[N]['action']; what: string }
} = {
  issue_comment: { action: 'created', what: 'a new comment' },
  pull_request_review_comment: { action: 'created', what: 'a new review comment' },
  pull_request_review: { action: 'submitted', what: 'a submitted review' },
  issues: { action: 'opened', what: 'a newly opened issue' },
}

/** Events that belong to an issue (`issue`) or a pull request (`pull_request`). */
const THREAD_EVENT_NAMES = [
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
  'pull_request_review_thread',
] as const

/**
 * The instruction after the trigger phrase, matched case-insensitively as a whole word
 * (`@docs-agentx` and `x@docs-agent` do not count) outside quotes and code; undefined when the
 * phrase is absent.
 */
export function findInstruction(text: string, phrase: string): string | undefined {
  // What GitHub's page does not show is never obeyed, nor part of the instruction; what it shows
  // quoted or as code is shown, not said (the phrase does not count there).
  const { text: visible, addressed } = readVisible(text)
  const pattern = new RegExp(`(?<![\\w@./-])${escapeRegExp(phrase)}(?![\\w-])`, 'i')
  const match = pattern.exec(addressed)
  if (match === null) return undefined
  return visible.slice(match.index + match[0].length).trim()
}

function id(value: unknown): number {
  return typeof value === 'number' ? value : 0
}

function authorOf(
  user: Untrusted<Pick<User, 'login'>> | null | undefined,
  association: unknown,
): Author | undefined {
  const login = text(user?.login)
  return login === '' ? undefined : { login, association: text(association) || 'NONE' }
}

/** The issue or pull request in the payload, if the event belongs to one. */
export function threadOf(context: RunContext): Thread | undefined {
  const event = eventOf(context, THREAD_EVENT_NAMES)
  if (event === undefined) return undefined
  if (event.name === 'issues' || event.name === 'issue_comment') {
    const issue = event.payload.issue
    if (typeof issue?.number !== 'number') return undefined
    return {
      number: issue.number,
      isPullRequest: issue.pull_request !== undefined,
      title: text(issue.title),
      body: text(issue.body),
      url: text(issue.html_url),
      fromFork: false,
      author: authorOf(issue.user, issue.author_association),
    }
  }
  const pull = event.payload.pull_request
  if (typeof pull?.number !== 'number') return undefined
  const headRepo = text(pull.head?.repo?.full_name)
  return {
    number: pull.number,
    isPullRequest: true,
    title: text(pull.title),
    body: text(pull.body),
    url: text(pull.html_url),
    fromFork: headRepo !== '' && headRepo !== `${context.owner}/${context.repo}`,
    author: authorOf(pull.user, pull.author_association),
    changedFiles:
      'changed_files' in pull && typeof pull.changed_files === 'number'
        ? pull.changed_files
        : undefined,
  }
}

interface Source {
  source: TriggerSource
  body: string
  key: string
  author: Author | undefined
  hunk?: Trigger['hunk']
  requestedAt?: string
}

function sourceOf(event: PhraseEvent): Source {
  switch (event.name) {
    case 'issue_comment': {
      const { comment } = event.payload
      const commentId = id(comment?.id)
      return {
        source: { kind: 'issue-comment', commentId },
        body: text(comment?.body),
        key: `comment:${commentId}`,
        author: authorOf(comment?.user, comment?.author_association),
      }
    }
    case 'pull_request_review_comment': {
      const { comment } = event.payload
      const commentId = id(comment?.id)
      const replyTo = comment?.in_reply_to_id
      return {
        source: {
          kind: 'review-comment',
          commentId,
          replyTo: typeof replyTo === 'number' ? replyTo : commentId,
        },
        body: text(comment?.body),
        key: `review-comment:${commentId}`,
        author: authorOf(comment?.user, comment?.author_association),
        hunk: {
          path: text(comment?.path),
          line: typeof comment?.line === 'number' ? comment.line : undefined,
          diff: text(comment?.diff_hunk),
        },
      }
    }
    case 'pull_request_review': {
      const { review } = event.payload
      const reviewId = id(review?.id)
      return {
        source: { kind: 'review', reviewId },
        body: text(review?.body),
        key: `review:${reviewId}`,
        author: authorOf(review?.user, review?.author_association),
        // A review cannot take a reaction: it is claimed on its pull request, by this time.
        requestedAt: text(review?.submitted_at),
      }
    }
    case 'issues': {
      const { issue } = event.payload
      return {
        source: { kind: 'issue' },
        body: `${text(issue?.title)}\n\n${text(issue?.body)}`,
        key: `issue:${String(issue?.number)}`,
        author: authorOf(issue?.user, issue?.author_association),
      }
    }
  }
}

/** The default instruction of a hand-off without a `prompt` input. */
function handoffInstruction(how: 'label' | 'assignment' | 'merge', thread: Thread): string {
  if (how === 'merge') return 'Document the changes of this pull request.'
  return `${thread.title}\n\n${thread.body}`.trim()
}

/** Who set the event off, when the payload names them. */
type Sender = Trigger['sender']

const NO_SENDER = 'the event names no sender, so no permission can be checked'

/**
 * Decides whether this event asks the agent for something. Comment-like events must contain the
 * trigger phrase (and only their creating action counts); a label, an assignment or a merge acts
 * when `handoff` names it (handoff.ts); any other event uses the `prompt` input.
 */
export function resolveTrigger(
  context: RunContext,
  phrase: string,
  handoff: HandoffTriggers = NO_HANDOFF,
): TriggerDecision {
  const thread = threadOf(context)
  const sender = context.payload.sender
  const who =
    typeof sender?.login === 'string' ? { login: sender.login, type: text(sender.type) } : undefined
  const handed = handoffOf(context, handoff)
  if (handed?.kind === 'inert') return { kind: 'skip', reason: handed.reason, thread }
  if (handed !== undefined) return handoffTrigger(handed.handoff, thread, who)
  const ci = ciTrigger(context, who)
  if (ci !== undefined) return ci
  const event = eventOf(context, PHRASE_EVENT_NAMES)
  if (event !== undefined) return phraseTrigger(event, context.eventName, phrase, thread, who)
  return {
    kind: 'act',
    trigger: {
      source: { kind: 'input' },
      instruction: '',
      thread,
      sender: who,
      requestKey: `run:${context.runId}`,
    },
  }
}

/** A label, an assignment or a merge that hands its issue or pull request to the agent. */
function handoffTrigger(
  handoff: Handoff,
  thread: Thread | undefined,
  who: Sender,
): TriggerDecision {
  if (thread === undefined)
    return { kind: 'skip', reason: 'the event names no issue or pull request', thread }
  if (who === undefined) return { kind: 'skip', reason: NO_SENDER, thread }
  const { how, name, requestKey, requestedAt } = handoff
  return {
    kind: 'act',
    trigger: {
      source: { kind: 'handoff', how, name },
      // The `prompt` input replaces it when set (decide.ts).
      instruction: handoffInstruction(how, thread),
      thread,
      sender: who,
      requestKey,
      requestedAt,
    },
  }
}

/** A comment, review or issue that addresses the agent by the trigger phrase. */
function phraseTrigger(
  event: PhraseEvent,
  eventName: string,
  phrase: string,
  thread: Thread | undefined,
  who: Sender,
): TriggerDecision {
  const wanted = PHRASE_EVENTS[event.name]
  const action = text(event.payload.action)
  // An edit or any other action never acts, not even with a `prompt` input: that would let
  // anyone who can edit a comment start a job past the permission gate.
  if (action !== wanted.action) {
    return {
      kind: 'skip',
      reason: `only ${wanted.what} can trigger the agent; this ${eventName} event was '${action}'`,
      thread,
    }
  }
  if (who === undefined) return { kind: 'skip', reason: NO_SENDER, thread }
  const { source, body, key, author, hunk, requestedAt } = sourceOf(event)
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
  return {
    kind: 'act',
    trigger: {
      source,
      instruction,
      thread,
      sender: who,
      requestKey: key,
      author,
      hunk,
      requestedAt,
    },
  }
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

/**
 * Where the trigger's reactions go (the claim's 👀 first): a comment on itself; a new issue, a
 * hand-off and a submitted review (GitHub has no reactions on reviews) on the issue or pull
 * request. A CI failure has none (ci-follow-up.ts says why).
 */
export function reactionTarget(trigger: Trigger): ReactionTarget | undefined {
  const { source, thread } = trigger
  if (source.kind === 'issue-comment') return { kind: 'issue-comment', id: source.commentId }
  if (source.kind === 'review-comment') return { kind: 'review-comment', id: source.commentId }
  const onThread = source.kind === 'issue' || source.kind === 'handoff' || source.kind === 'review'
  if (onThread && thread !== undefined) return { kind: 'issue', number: thread.number }
  return undefined
}

export const COMMENT_AGAIN = 'comment again'

/** How the person behind a request asks again, besides a re-run of the workflow. */
export function askAgainFor(source: TriggerSource | undefined): string {
  if (source === undefined || source.kind === 'input' || source.kind === 'ci') return ''
  if (source.kind !== 'handoff') return COMMENT_AGAIN
  switch (source.how) {
    case 'label':
      return 'remove the label and add it again'
    case 'assignment':
      return 'unassign and assign again'
    case 'merge':
      return ''
  }
}

/** The way to ask anew when a re-run is not one and the request has no other (a merge). */
export const ASK_BY_HAND = 'run the workflow by hand with a prompt'
