import type { User } from '@octokit/webhooks-types'
import { eventOf, type RunContext, type Untrusted } from '../github/context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { Inputs } from '../agent-inputs.js'
import type { Author, Thread } from './facts.js'
import type { RequestKind, Sender, TriggerDecision } from './decision.js'

/**
 * The run's event read as a request: by the first kind of request that knows it, in the order
 * the kinds are given (../triggers/request-kinds.ts), with what every kind reads of it alike:
 * its thread and its sender.
 */
export function readRequest(
  kinds: readonly RequestKind[],
  context: RunContext,
  inputs: Inputs,
): TriggerDecision {
  const thread = threadOf(context)
  const sender = senderOf(context)
  for (const kind of kinds) {
    const read = kind.read({ context, inputs, thread, sender })
    if (read === undefined) continue
    if (read.kind === 'skip') return { ...read, from: kind }
    // Every answer of a trigger goes to the kind that made it (RequestKind's methods take its
    // own triggers): a kind that names another is a bug, stopped here.
    if (read.trigger.kind !== kind) throw new Error('a kind of request made a trigger of another')
    return read
  }
  return { kind: 'skip', reason: `no kind of request reads a ${context.eventName} event`, thread }
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

/** Who wrote a text, from a payload's user and its `author_association`. */
export function authorOf(
  user: Untrusted<Pick<User, 'login'>> | null | undefined,
  association: unknown,
): Author | undefined {
  const login = text(user?.login)
  return login === '' ? undefined : { login, association: text(association) || 'NONE' }
}

/** Who set the event off, when the payload names them. */
export function senderOf(context: RunContext): Sender | undefined {
  const sender = context.payload.sender
  return typeof sender?.login === 'string'
    ? { login: sender.login, type: text(sender.type) }
    : undefined
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
