import { botName, ROLES, type Inputs, type Role } from '../agent-inputs.js'
import { factOf } from './asking.js'
import type { Approval, Thread } from './fact-shapes.js'
import type { Asking } from './fact-needs.js'
import type { Facts, Trigger } from './request-kind.js'
import type { Sender } from './request-event.js'
import { NOTE_REQUEST } from '../github/marker.js'

/**
 * decide's question "whose words would be sent, and who approved them": trust follows who wrote
 * the content, not who sent the event. A thread's title and body are its author's; a pull
 * request's code is its author's (its branch is theirs: a commit's author is whatever its author
 * wrote into it). Content by someone below `min-permission` (a bot not in `allowed-bots`, an
 * account GitHub does not know) reaches the agent only through a gesture that names what it
 * approves (a Trigger's `approves`): a comment, a review, a label, an assignment or a merge by a
 * person the gate let ask. A reopen, ready for review, a push and an edit approve nothing. Pure
 * functions over the facts; the roles and the pull request's head are gathered when asked for.
 */

/** The rank of a role among ROLES; a custom role's name falls back to its base permission. */
export function rank(role: string, permission: string): number {
  const byRole = ROLES.indexOf(role as Role)
  if (byRole >= 0) return byRole
  const base: Record<string, Role> = {
    admin: 'admin',
    maintain: 'maintain',
    write: 'write',
    push: 'write',
    triage: 'triage',
    read: 'read',
    pull: 'read',
  }
  const fallback = base[permission]
  return fallback === undefined ? -1 : ROLES.indexOf(fallback)
}

/** Whether a role reaches `min-permission`. */
export function reaches(found: { role: string; permission: string }, min: Role): boolean {
  return rank(found.role, found.permission) >= ROLES.indexOf(min)
}

/** How the author of a text or commit stands: with the role, or below it, and why. */
export type Standing = { kind: 'role' } | { kind: 'below'; why: string }

const sameLogin = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

/**
 * How `login` stands ('' for an author GitHub links to no account): the person the gate let ask
 * (`asker`) has the role; a bot has it only when `allowed-bots` names it; anyone else by their
 * role, asked for when it is not read yet. A role that could not be read is below it (closed).
 */
export function* standingOf(
  login: string,
  facts: Facts,
  asker: Sender | undefined,
): Asking<Standing> {
  if (login === '') return { kind: 'below', why: 'GitHub links its author to no account' }
  if (asker !== undefined && sameLogin(login, asker.login)) return { kind: 'role' }
  if (/\[bot\]$/i.test(login))
    return facts.inputs.allowedBots.includes(botName(login))
      ? { kind: 'role' }
      : { kind: 'below', why: `${login} is not in allowed-bots` }
  if (!facts.github) return { kind: 'below', why: `${login}'s role cannot be read without a token` }
  if (facts.roles?.[login.toLowerCase()] === undefined) yield { fact: 'authorRole', login }
  const read = facts.roles?.[login.toLowerCase()]
  if (read === undefined) throw new Error(`the role of ${login} was asked for and not read`)
  if ('error' in read) return { kind: 'below', why: `${login}'s role could not be read` }
  if (reaches(read, facts.inputs.minPermission)) return { kind: 'role' }
  return {
    kind: 'below',
    why: `${login} has ${read.role === 'none' ? 'no role' : `the ${read.role} role`}`,
  }
}

/** A pull request's code as a request sends it. */
export type CodeToSend =
  /** Its files as GitHub lists them now: its author's own, or merged. */
  | { kind: 'files' }
  /** What its approved head changes: GitHub's comparison `base...head`, exactly. */
  | { kind: 'at'; base: string; head: string }
  /** None of it, and why. */
  | { kind: 'none'; why: string }

/** What of its thread a request sends, and what the context says of who approved it. */
export interface Sendable {
  /** The thread's title and body, as the event's payload has them. */
  text: boolean
  code: CodeToSend
  /**
   * Who approved what someone else wrote, for the context: "approved by bob (write role), at
   * abc1234, by a review", or "merged by bob".
   */
  approved?: string
  /** What was left out and how to send it, for the context and the request's comment. */
  left?: string
}

const SHA = /^[0-9a-f]{40}$/i
const short = (sha: string): string => sha.slice(0, 7)

/**
 * What of its thread `trigger` may send. Its asker's own thread, all of it (a pull request's only
 * when its branch is in the repository or the asker's own fork). Else what its gesture
 * approves: the title and body as the event's payload has them, and a pull request's code at
 * the commit the gesture names (a label's or an assignment's head, a review's `commit_id`), or
 * merged. A comment approves a pull request's code as it was when it was written: the code of an
 * author with the role as GitHub lists it; of one below it, the head the run reads, only when
 * the head's repository was not pushed to after the comment. A thread no gesture approves (the
 * `prompt` input on an event of it) sends nothing of what an author below the role wrote.
 */
export function* whoseContent(trigger: Trigger, facts: Facts): Asking<Sendable> {
  const { thread, approves } = trigger
  const all: Sendable = { text: true, code: { kind: 'files' } }
  if (thread === undefined) return all
  if (thread.isPullRequest && holdsNote(facts)) return all
  const asker = trigger.kind.who === 'role' ? trigger.sender : undefined
  const author = thread.author
  if (author !== undefined && asker !== undefined && sameLogin(author.login, asker.login)) {
    if ((yield* branchOf(thread, facts)) === 'theirs') return all
  }
  const line = (head?: string) =>
    approves === undefined ? undefined : approvalLine(trigger, approves, facts, head)
  const asOf =
    approves !== undefined && typeof approves.code === 'object' && 'asOf' in approves.code
  // What a gesture names is approved, whoever wrote it: no one's role is asked.
  if (approves !== undefined && (!thread.isPullRequest || !asOf)) {
    const code = thread.isPullRequest ? yield* approvedCode(approves, thread, facts) : all.code
    return sendable(code, line, approves, facts.inputs)
  }
  const standing = yield* standingOf(author?.login ?? '', facts, asker)
  let why = standing.kind === 'below' ? standing.why : ''
  if (standing.kind === 'role') {
    const branch = yield* branchOf(thread, facts)
    if (branch === 'theirs') return { ...all, approved: line() }
    why = branch.why
  }
  if (approves === undefined) return leftOut(thread, why, facts.inputs)
  return sendable(yield* approvedCode(approves, thread, facts), line, approves, facts.inputs)
}

/**
 * Whether a pull request's branch is its author's alone: in the repository itself (only its
 * writers push there) or in the author's own fork. A writer may open one from a stranger's fork,
 * whose owner still pushes to it, so its code then needs a gesture pinned to a head, as an
 * outsider's does. Read from the event's payload, or else the pull request (the `pull` fact); a
 * head that could not be read, or a deleted fork, is not theirs (closed).
 */
function* branchOf(thread: Thread, facts: Facts): Asking<'theirs' | { why: string }> {
  if (!thread.isPullRequest) return 'theirs'
  let repository = thread.headRepository
  if (repository === undefined) {
    const pull = yield* factOf(facts, 'pull', { fact: 'pull', number: thread.number })
    if ('error' in pull) return { why: `its head could not be read: ${pull.error}` }
    repository = pull.headRepository
  }
  const [owner = ''] = repository.split('/')
  if (sameLogin(repository, `${facts.context.owner}/${facts.context.repo}`)) return 'theirs'
  if (repository !== '' && sameLogin(owner, thread.author?.login ?? '')) return 'theirs'
  return {
    why: `its branch is in ${repository || 'a deleted fork'}, a fork its author does not own`,
  }
}

/**
 * Whether the thread is a job's own pull request: it holds the note this action writes there
 * (read only from a comment written by us, ../../shared/github/authorship.ts). Its title, body
 * and commits are the agent's, made from a request already let through, on a branch of the
 * repository that only its writers and the platform's app push to: nothing there is an
 * outsider's, and the branch's later pushes need no approval of their own.
 */
function holdsNote(facts: Facts): boolean {
  const read = facts.thread
  if (read === undefined || 'error' in read) return false
  return read.marked.some(({ markers }) =>
    markers.some((marker) => marker.request === NOTE_REQUEST),
  )
}

/** The thread's title and body, with the code approved (or why none), and who approved. */
function sendable(
  code: CodeToSend,
  line: (head?: string) => string | undefined,
  approves: Approval,
  inputs: Inputs,
): Sendable {
  if (code.kind === 'none')
    return { text: true, code, approved: line(), left: codeLeft(code.why, approves, inputs) }
  return { text: true, code, approved: line(code.kind === 'at' ? code.head : undefined) }
}

/** The code a gesture approves: merged, at its commit, or as its head was when it was made. */
function* approvedCode(approves: Approval, thread: Thread, facts: Facts): Asking<CodeToSend> {
  const { code } = approves
  if (code === 'merged') return { kind: 'files' }
  if ('at' in code) {
    const base = thread.commits?.base ?? ''
    return SHA.test(code.at) && SHA.test(base)
      ? { kind: 'at', base, head: code.at.toLowerCase() }
      : { kind: 'none', why: 'the event names no head and base commits to compare' }
  }
  const pull = yield* factOf(facts, 'pull', { fact: 'pull', number: thread.number })
  if ('error' in pull) return { kind: 'none', why: `its head could not be read: ${pull.error}` }
  const pushed = Date.parse(pull.pushedAt)
  const asked = Date.parse(code.asOf)
  if (Number.isNaN(pushed) || Number.isNaN(asked))
    return { kind: 'none', why: 'GitHub does not say when its branch was last pushed to' }
  // GitHub gives both to the second: a push in the comment's own second may have come after it.
  if (pushed >= asked)
    return {
      kind: 'none',
      why: `its branch's repository was pushed to at ${pull.pushedAt}, not before ${approves.how} (${code.asOf})`,
    }
  return { kind: 'at', base: pull.baseSha, head: pull.headSha }
}

/** "approved by bob (write role), at abc1234, by the label 'docs'"; "merged by bob". */
export function approvalLine(
  trigger: Trigger,
  approves: Approval,
  facts: Facts,
  head?: string,
): string {
  const login = trigger.sender?.login ?? 'someone GitHub did not name'
  if (approves.code === 'merged') return `merged by ${login}`
  const role = facts.role === undefined ? '' : ` (${facts.role.role} role)`
  const at = head ?? ('at' in approves.code ? approves.code.at.toLowerCase() : undefined)
  const where = at === undefined || !SHA.test(at) ? '' : `, at ${short(at)}`
  return `approved by ${login}${role}${where}, by ${approves.how}`
}

/** Nothing of a thread no gesture approves: its title, body and code stay out. */
function leftOut(thread: Thread, why: string, inputs: Inputs): Sendable {
  const what = thread.isPullRequest ? 'title, body and code' : 'title and body'
  return {
    text: false,
    code: { kind: 'none', why },
    left: `The ${what} of #${thread.number} were not sent: ${why} (min-permission: ${inputs.minPermission}), and the event of this run approves none of it. ${gestures(inputs)}`,
  }
}

/** The code a gesture could not approve as it is now, and how to send it. */
function codeLeft(why: string, approves: Approval, inputs: Inputs): string {
  const again =
    typeof approves.code === 'object' && 'asOf' in approves.code
      ? `Comment again (\`${inputs.triggerPhrase} <instruction>\`) to send it as it is then.`
      : gestures(inputs)
  return `The pull request's code was not sent: ${why}. ${again}`
}

/** How a person with the role approves someone else's pull request, in a sentence. */
export function gestures(inputs: Pick<Inputs, 'labelTrigger' | 'triggerPhrase'>): string {
  const label =
    inputs.labelTrigger === ''
      ? ''
      : `adds the label '${inputs.labelTrigger}' (removing it first if it is there: the head then is what is approved), or `
  return `A person with the role approves it: ${label}comments \`${inputs.triggerPhrase} <instruction>\` (it is sent as it is then).`
}

/** How a followed pull request's head is approved, in a commit status's few words. */
export function approveWords(
  approve: { label: string; phrase: string },
  followed: boolean,
): string {
  return approve.label === ''
    ? `comment '${approve.phrase} …' to send it`
    : `${followed ? 're-add' : 'add'} the label '${approve.label}' to approve it`
}
