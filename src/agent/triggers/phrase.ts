import type { EventPayloads, RunEvent } from '../../shared/github/run-context.js'
import { eventOf } from '../../shared/github/run-context.js'
import { escapeRegExp } from '../../shared/markup.js'
import { writtenByThisAction } from '../github/marker.js'
import { readVisible, type VisibleReading } from '../../shared/sanitizer/visible-text.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { Author, Approval } from '../decide/fact-shapes.js'
import { COMMENT_AGAIN } from '../decide/ask-again.js'
import type { RequestEvent, TriggerSource } from '../decide/request-event.js'
import type { RequestKind, Trigger, TriggerDecision } from '../decide/request-kind.js'
import { onThread } from './answers.js'

/**
 * What the four kinds asked by a phrase (a comment, a review comment, a review, a new issue)
 * share: the phrase found as GitHub's page shows it, and the rules of reading their events.
 */

/**
 * The instruction after the trigger phrase, matched case-insensitively as a whole word
 * (`@docs-agentx` and `x@docs-agent` do not count) outside quotes and code; undefined when the
 * phrase is absent.
 */
export function findInstruction(text: string, phrase: string): string | undefined {
  return instructionIn(readVisible(text), phrase)
}

/** findInstruction, in a text already read. */
function instructionIn(
  { text: visible, addressed }: VisibleReading,
  phrase: string,
): string | undefined {
  // What GitHub's page does not show is never obeyed, nor part of the instruction; what it shows
  // quoted or as code is shown, not said (the phrase does not count there).
  const pattern = new RegExp(`(?<![\\w@./-])${escapeRegExp(phrase)}(?![\\w-])`, 'i')
  const match = pattern.exec(addressed)
  if (match === null) return undefined
  return visible.slice(match.index + match[0].length).trim()
}

/** The events that carry a phrase. */
type PhraseEventName =
  'issue_comment' | 'pull_request_review_comment' | 'pull_request_review' | 'issues'

/** What a phrase kind reads of its event's payload: its source, its text, key and author. */
export interface PhraseText<S extends TriggerSource> {
  source: S
  body: string
  key: string
  author: Author | undefined
  hunk?: Trigger['hunk']
  requestedAt?: string
  /** What the comment or review approves of its thread's content (../decide/authors.ts). */
  approves?: Approval
}

/** How a phrase kind's event is told: its name, the one action that asks, and what it is. */
export interface PhraseEvent<N extends PhraseEventName> {
  name: N
  action: EventPayloads[N]['action']
  /** "a new comment": in the reason an event of another action is skipped. */
  what: string
  /** "comment": in the reason an event without the phrase is skipped. */
  noun: string
}

export const NO_SENDER = 'the event names no sender, so no permission can be checked'

/** A payload's id, 0 when it has none. */
export function idOf(value: unknown): number {
  return typeof value === 'number' ? value : 0
}

/**
 * The text a phrase kind's event carries, as readPhrase reads it for the phrase (RequestKind
 * `text`); undefined for another event or action.
 */
export function phraseText<N extends PhraseEventName>(
  { context }: RequestEvent,
  wanted: Pick<PhraseEvent<N>, 'name' | 'action'>,
  bodyOf: (payload: RunEvent<N>['payload']) => string,
): string | undefined {
  const event = eventOf(context, [wanted.name])
  if (event === undefined || text(event.payload.action) !== wanted.action) return undefined
  return bodyOf(event.payload)
}

/**
 * A phrase kind's event as its request: only its creating action counts, from a sender, not
 * this action's own words, and only with an instruction after the phrase. Undefined for another
 * event.
 */
export function readPhrase<N extends PhraseEventName, S extends TriggerSource>(
  { context, inputs, thread, sender }: RequestEvent,
  kind: RequestKind<S>,
  wanted: PhraseEvent<N>,
  textOf: (payload: RunEvent<N>['payload']) => PhraseText<S>,
): TriggerDecision | undefined {
  const event = eventOf(context, [wanted.name])
  if (event === undefined) return undefined
  const phrase = inputs.triggerPhrase
  const action = text(event.payload.action)
  // An edit or any other action never acts, not even with a `prompt` input: that would let
  // anyone who can edit a comment start a job past the permission gate.
  if (action !== wanted.action) {
    return {
      kind: 'skip',
      reason: `only ${wanted.what} can trigger the agent; this ${context.eventName} event was '${action}'`,
      thread,
    }
  }
  if (sender === undefined) return { kind: 'skip', reason: NO_SENDER, thread }
  const { source, body, key, author, hunk, requestedAt, approves } = textOf(event.payload)
  // The role asked is the sender's, so the words must be the sender's own: an issue transferred
  // in by a maintainer arrives as `opened` with the maintainer as sender and a stranger's text.
  if (author !== undefined && author.login.toLowerCase() !== sender.login.toLowerCase()) {
    return {
      kind: 'skip',
      reason: `the ${wanted.noun} was written by ${author.login}, not by ${sender.login} who sent the event (a transferred issue?): only its author's own event asks`,
      thread,
    }
  }
  if (writtenByThisAction(body)) {
    return { kind: 'skip', reason: 'the comment was written by this action', thread }
  }
  const reading = readVisible(body)
  // A text the sanitizer does not read (one too complex to read as GitHub shows it) is no
  // request: said in the log, as any skip is.
  if (reading.unread !== undefined)
    return { kind: 'skip', reason: `the ${wanted.noun} was not read: ${reading.unread}`, thread }
  const instruction = instructionIn(reading, phrase)
  if (instruction === undefined) {
    return { kind: 'skip', reason: `the ${wanted.noun} does not mention ${phrase}`, thread }
  }
  if (instruction === '') {
    return {
      kind: 'skip',
      reason: `the ${wanted.noun} mentions ${phrase} but gives no instruction after it`,
      thread,
    }
  }
  const trigger: Trigger<S> = {
    kind,
    source,
    instruction,
    thread,
    sender,
    requestKey: key,
    author,
    hunk,
    requestedAt,
    approves,
  }
  return { kind: 'act', trigger }
}

/** What the phrase kinds answer alike: a person with the role asks, by comment, in words. */
export const PHRASE_KIND = {
  who: 'role',
  claim: 'reaction',
  rerunMayRepeat: true,
  asks: 'comments',
  prompt: 'ignored',
  instructionIsThread: false,
  timeField: 'updated_at',
  commentPlace: onThread,
  askAgain: () => COMMENT_AGAIN,
} as const satisfies Partial<RequestKind>
