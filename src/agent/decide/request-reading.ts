import type { User } from '@octokit/webhooks-types'
import { eventOf, type RunContext, type Untrusted } from '../../shared/github/run-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { InputError, missingApiKey } from '../../shared/inputs.js'
import { redactCredentials } from '../../shared/sanitizer/credentials.js'
import { fromGitHub } from '../../shared/sanitizer/visible-text.js'
import { botName, MAX_PROMPT_LENGTH, type Inputs } from '../agent-inputs.js'
import { reaches } from './authors.js'
import type { Author, Thread, WholeReview, DocsStatusNote } from './fact-shapes.js'
import { factOf, readable } from './asking.js'
import {
  decided,
  isDecision,
  type Decision,
  type Facts,
  type RequestKind,
  type Settled,
  type Trigger,
  type TriggerDecision,
} from './request-kind.js'
import type { Asking } from './fact-needs.js'
import type { RequestEvent, Sender } from './request-event.js'

/**
 * decide's first question: the run's event as a request (its kind, thread and sender), whether
 * its sender may ask, and what it asks (its instruction, as the agent will read it).
 */

/** A request its sender may ask. */
export type Asked =
  /** Its kind has a way of its own (a CI failure sent to its pull request's job). */
  | { way: 'own'; trigger: Trigger; plan: NonNullable<RequestKind['plan']> }
  /** To a job: the request, a review read whole, and what it asks. */
  | {
      way: 'job'
      trigger: Trigger
      review: WholeReview | undefined
      instruction: string
      /** The instruction is the workflow's `prompt` input, not a text from GitHub. */
      fromPrompt: boolean
    }

const FORK_REASON =
  'the API key is empty: GitHub does not pass secrets to workflows that run for a pull request from a fork. ' +
  'Ask for the change with a comment instead (`issue_comment` workflows run in the base repository, with secrets).'

/**
 * The request and whether its sender may ask: a Decision when it is skipped, refused, or a fact
 * (the sender's role, what its kind reads of GitHub) is still to read. Throws an InputError when
 * the run must not go on (no API key outside a fork). The steps, in order: the request (by the
 * first kind that reads the event), what a skipping kind reads more (a review whose body lacks
 * the phrase may carry it in an inline comment), a way of the kind's own for a request no person
 * asks by, the API key, the gate, a way of the kind's own, what the kind reads more after the
 * gate (so that a refused request reads nothing more, but for a code pull request's status the
 * thread that says whether it is followed), and the instruction.
 */
export function* mayAsk(facts: Facts, warnings: string[]): Asking<Asked | Decision> {
  const { inputs, context } = facts
  const event = requestEvent(context, inputs)
  yield* readable(
    facts,
    facts.kinds.map((kind) => kind.text?.(event)),
    true,
  )
  const first = readRequest(facts.kinds, context, inputs)
  const early =
    first.kind === 'skip' ? yield* settle(first.from, first, facts, warnings) : { resolved: first }
  if (isDecision(early)) return early
  const { resolved } = early
  if (resolved.kind === 'skip') {
    const { reason, docsStatus } = resolved
    return decided({ kind: 'skip', reason, trigger: undefined, ...(docsStatus && { docsStatus }) })
  }
  const { trigger } = resolved
  const own = trigger.kind.plan
  // At once when no person asks by it (a CI failure, which checks its own inputs first).
  if (own !== undefined && trigger.kind.who === 'workflow')
    return { way: 'own', trigger, plan: own }
  if (inputs.apiKey === '' && !inputs.dryRun) {
    if (trigger.thread?.fromFork === true)
      return decided({ kind: 'skip', reason: FORK_REASON, trigger })
    throw missingApiKey()
  }
  const refused = yield* gate(trigger, facts)
  if (refused !== '') {
    const status = yield* refusedStatus(trigger, refused, facts)
    return decided({ kind: 'skip', reason: refused, trigger, ...status })
  }
  if (own !== undefined) return { way: 'own', trigger, plan: own }
  const read =
    early.review === undefined ? yield* settle(trigger.kind, resolved, facts, warnings) : early
  if (isDecision(read)) return read
  if (read.resolved.kind === 'skip')
    return decided({ kind: 'skip', reason: read.resolved.reason, trigger })
  if (!fromPromptInput(trigger, inputs)) yield* readable(facts, [trigger.instruction])
  return { way: 'job', trigger, review: read.review, ...instructionOf(trigger, inputs) }
}

/** A kind's reading of more of GitHub before it acts or skips, if it has one. */
function* settle(
  kind: RequestKind | undefined,
  resolved: TriggerDecision,
  facts: Facts,
  warnings: string[],
): Asking<Settled | Decision> {
  if (kind?.settle === undefined) return { resolved }
  return yield* kind.settle(resolved, facts, warnings)
}

/**
 * Bots are ignored unless allowed by name; people need at least `min-permission`. Only the kinds
 * a person asks by are gated: a request of the workflow's own was started by someone who could
 * already run workflows in this repository. Returns why the trigger is refused, '' when it
 * passes; the sender's role is read first when it is asked.
 */
function* gate(trigger: Trigger, facts: Facts): Asking<string> {
  const { inputs } = facts
  if (trigger.kind.who === 'workflow') return ''
  if (trigger.sender === undefined)
    return 'the event names no sender, so no permission can be checked'
  const { login, type } = trigger.sender
  if (type === 'Bot') {
    return inputs.allowedBots.includes(botName(login))
      ? ''
      : `${trigger.kind.asks} from bots are ignored: ${login} is not listed in allowed-bots`
  }
  if (!facts.github) {
    throw new InputError(
      `Input 'github-token' is empty, so the role of ${login} cannot be checked.`,
    )
  }
  const read = yield* factOf(facts, 'role', { fact: 'role', login })
  const { role } = read
  if (reaches(read, inputs.minPermission)) return ''
  const has = role === 'none' ? 'no role' : `the ${role} role`
  return `${login} has ${has} in this repository; min-permission is ${inputs.minPermission}`
}

/**
 * What a refused request of a code pull request sets on its head (`docs-status`): a required
 * check answers every pull request the workflow sees. Whether the pull request is followed is its
 * thread's to say (its kind reads the job's marker there, `followed`), never a commit's status:
 * the one read a refusal makes past its gate, and only when a status is to be written. A thread
 * that cannot be read is `unread`, which writes no pass (../job/docs-status.ts `refusal`).
 */
function* refusedStatus(
  trigger: Trigger,
  reason: string,
  facts: Facts,
): Asking<{ docsStatus?: DocsStatusNote }> {
  const { inputs } = facts
  const sha = trigger.kind.statusCommit?.(trigger)
  const number = trigger.thread?.number
  if (sha === undefined || number === undefined || inputs.docsStatus === '') return {}
  if (facts.github) yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest: true })
  const approve = { label: inputs.labelTrigger, phrase: inputs.triggerPhrase }
  const followed = trigger.kind.followed?.(trigger, facts.thread) ?? 'unread'
  return { docsStatus: { sha, refused: reason, followed, approve } }
}

/** Ends a text cut to its limit. */
export const CUT = '… (trimmed)'

/** Room kept for the context under the prompt's limit when the instruction is GitHub's text. */
const CONTEXT_ROOM = 2000

/**
 * What the agent is asked, as it will be sent and shown: a hand-off takes the `prompt` input
 * when there is one, a phrase's own words come first. The workflow's own words go as written
 * (the docs-gaps report defuses mentions with zero-width characters on purpose), credentials
 * aside; words from GitHub lose what a reader cannot see, and an issue's title and body (up to
 * 65,536 characters of body) are cut to leave the context some room under the limit.
 */
export function instructionOf(
  trigger: Trigger,
  inputs: Inputs,
): { instruction: string; fromPrompt: boolean } {
  const fromPrompt = fromPromptInput(trigger, inputs)
  if (fromPrompt) return { instruction: redactCredentials(inputs.prompt), fromPrompt }
  const text = fromGitHub(trigger.instruction)
  const limit = MAX_PROMPT_LENGTH - CONTEXT_ROOM
  return {
    instruction: text.length > limit ? `${text.slice(0, limit - CUT.length)}${CUT}` : text,
    fromPrompt,
  }
}

/** The instruction is the `prompt` input: the kind's own, or in place of its own. */
function fromPromptInput(trigger: Trigger, inputs: Inputs): boolean {
  const { prompt } = trigger.kind
  return prompt === 'is' || (prompt === 'replaces' && inputs.prompt !== '')
}

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
  const event = requestEvent(context, inputs)
  const { thread } = event
  for (const kind of kinds) {
    const read = kind.read(event)
    if (read === undefined) continue
    if (read.kind === 'skip') return { ...read, from: kind }
    // Every answer of a trigger goes to the kind that made it (RequestKind's methods take its
    // own triggers): a kind that names another is a bug, stopped here.
    if (read.trigger.kind !== kind) throw new Error('a kind of request made a trigger of another')
    return read
  }
  return { kind: 'skip', reason: `no kind of request reads a ${context.eventName} event`, thread }
}

/** The run's event, with what every kind reads of it alike: its thread and its sender. */
function requestEvent(context: RunContext, inputs: Inputs): RequestEvent {
  return { context, inputs, thread: threadOf(context), sender: senderOf(context) }
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
    headRepository: headRepo,
    author: authorOf(pull.user, pull.author_association),
    commits: { head: text(pull.head?.sha).toLowerCase(), base: text(pull.base?.sha).toLowerCase() },
    changedFiles:
      'changed_files' in pull && typeof pull.changed_files === 'number'
        ? pull.changed_files
        : undefined,
  }
}
