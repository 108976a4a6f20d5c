import type { CommitComparison } from '../../shared/github/github-client.js'
import { requestComment } from '../github/marker.js'
import { gestures, standingOf, type Standing } from '../decide/authors.js'
import { ownFactOf } from '../decide/asking.js'
import { decided, type Decision, type Facts, type Trigger } from '../decide/request-kind.js'
import type { Asking, OwnFact } from '../decide/fact-needs.js'
import type { DocsStatusNote } from '../decide/fact-shapes.js'
import { codeRequestKey } from '../github/code-job-marker.js'
import { followedAt } from './code-followed.js'

/**
 * Who wrote what a followed code pull request would send (../decide/authors.ts says why it
 * matters): its start and its pushes send nothing of an author below `min-permission` that no
 * gesture approved. A pull request's code is its author's whoever pushes it, so a reopen, ready
 * for review or a push by a person with the role approves nothing of it; only the label
 * `label-trigger` names (its head then), or a comment with the phrase (a request of its own),
 * does. On a pull request whose author has the role, a push is its pusher's and its commits'
 * authors': a commit GitHub links to no account, or to someone below the role, is held until
 * approved. The thread hears it once; each head's status says it.
 */

/** The request key of the comment that says a pull request's content waits for an approval. */
export function unapprovedRequest(number: number): string {
  return `${codeRequestKey(number)}:unapproved`
}

/** How the pull request's author stands: asked for first (the sender passed the gate). */
export function authorStanding(trigger: Trigger, facts: Facts): Asking<Standing> {
  return standingOf(trigger.thread?.author?.login ?? '', facts, trigger.sender)
}

/** What a refusal says in the thread, once per pull request, when the thread can tell. */
function noticeOf(
  trigger: Trigger,
  facts: Facts,
  head: string,
  why: string,
): { notice?: { requestKey: string; instruction: string; words: string } } {
  const number = trigger.thread?.number ?? 0
  const thread = facts.thread
  if (!facts.inputs.comment || thread === undefined || 'error' in thread) return {}
  const requestKey = unapprovedRequest(number)
  if (requestComment(thread.comments, requestKey) !== undefined) return {}
  return {
    notice: {
      requestKey,
      instruction: `${head.slice(0, 7)}: nothing was sent to the agent.`,
      words:
        `Nothing of pull request #${number} at ${head.slice(0, 7)} was sent to the docs agent: ${why}. ` +
        `Reopening it, marking it ready for review or pushing to it approves nothing that someone below min-permission (${facts.inputs.minPermission}) wrote. ` +
        `${gestures(facts.inputs)} This comment is not repeated: each head's status says whether it was sent.`,
    },
  }
}

/**
 * The status a refused head gets: what nobody approved, and the gesture that would. Whether the
 * pull request is followed is its thread's to say (./code-followed.ts), never the head's status.
 */
function refusedNote(
  trigger: Trigger,
  facts: Facts,
  head: string,
  why: string,
): { docsStatus?: DocsStatusNote } {
  const { inputs } = facts
  if (inputs.docsStatus === '' || head === '') return {}
  return {
    docsStatus: {
      sha: head,
      refused: why,
      followed: followedAt(facts.thread, trigger.thread?.number ?? 0, head),
      approve: { label: inputs.labelTrigger, phrase: inputs.triggerPhrase },
      approveInPass: true,
    },
  }
}

/**
 * A start (opened, reopened, ready for review) of a pull request whose author is below the role:
 * refused, since none of those approves what they wrote; undefined to go on (the author has the
 * role, or the label approves the head: ../decide/authors.ts sends exactly that head).
 */
export function* unapprovedStart(trigger: Trigger, facts: Facts): Asking<Decision | undefined> {
  if (trigger.thread === undefined || trigger.approves !== undefined) return undefined
  const standing = yield* authorStanding(trigger, facts)
  if (standing.kind === 'role') return undefined
  const head = trigger.kind.statusCommit?.(trigger) ?? ''
  const why = `${standing.why} (below min-permission)`
  return decided({
    kind: 'skip',
    reason: `nothing was sent: pull request #${trigger.thread.number} is by someone below min-permission (${standing.why}), and its start approves nothing of it`,
    trigger,
    ...refusedNote(trigger, facts, head, why),
    ...noticeOf(trigger, facts, head, why),
  })
}

/**
 * A push (or a start that brings new commits) to a followed pull request that nobody approved
 * (its author, or an author of its commits, is below the role; `why` says who): refused, its
 * head `failure` until approved.
 */
export function unapprovedPush(
  trigger: Trigger,
  facts: Facts,
  head: string,
  why: string,
): Decision {
  return decided({
    kind: 'skip',
    reason: `nothing was sent: ${why}, and a push approves nothing that someone below min-permission wrote`,
    trigger,
    ...refusedNote(trigger, facts, head, why),
    ...noticeOf(trigger, facts, head, why),
  })
}

/**
 * How the author of a pull request a push (or a start with new commits) brings stands, or a
 * Decision: their role to read, or the push refused, when the pull request has a job (whether
 * pushes are sent to it or, with `code-follow-ups` 0, its head only shows the job's state). A
 * push the label approves is not asked.
 */
export function* pushAuthor(
  trigger: Trigger,
  facts: Facts,
  job: string | undefined,
): Asking<Standing | Decision> {
  if (trigger.approves !== undefined) return { kind: 'role' }
  const author = yield* authorStanding(trigger, facts)
  // With code-follow-ups 0 nothing is sent, yet the head's status would say the job's state:
  // a head of a pull request whose author is below the role gets it only by an approval.
  if (job === undefined || author.kind === 'role') return author
  const head = trigger.kind.statusCommit?.(trigger) ?? ''
  return unapprovedPush(trigger, facts, head, `${author.why} (below min-permission)`)
}

/** The most authors of one push whose roles are read; past it, a person approves the push. */
export const MAX_PUSH_AUTHORS = 20

/** The pull request's own commits, to tell them from the base branch's a merge or rebase brings. */
const OWN_COMMITS: Pick<OwnFact<CommitComparison | { error: string }>, 'name'> = {
  name: 'pullRequestCommits',
}

function ownCommitsOf(base: string, head: string): OwnFact<CommitComparison | { error: string }> {
  return {
    ...OWN_COMMITS,
    reading: "listing the pull request's commits",
    read: (github) =>
      github
        .compareCommits(base, head, { bytes: 0 }, { authors: true })
        .catch((error: unknown) => ({ error: (error as Error).message })),
  }
}

/**
 * On a pull request whose author has the role, a push's commits (GitHub's comparison, with who
 * wrote each) by authors with the role too, or a Decision: a role to read, the pull request's own
 * commits to read (a commit below the role may be the base branch's, merged already), or the
 * push refused. A push a label approved is not asked.
 */
export function* pushCommitsApproved(
  trigger: Trigger,
  compared: Extract<CommitComparison, { kind: 'compared' }>,
  facts: Facts,
  head: string,
): Asking<Decision | undefined> {
  if (trigger.approves !== undefined) return undefined
  const authors = compared.authors
  if (authors === undefined || !authors.complete)
    return unapprovedPush(trigger, facts, head, 'the push has more commits than can be attributed')
  const logins = [...new Set(authors.commits.map((commit) => commit.author))]
  if (logins.length > MAX_PUSH_AUTHORS)
    return unapprovedPush(trigger, facts, head, `the push has ${logins.length} commit authors`)
  const below = new Map<string, string>()
  for (const login of logins) {
    const standing = yield* standingOf(login, facts, trigger.sender)
    if (standing.kind === 'below') below.set(login, standing.why)
  }
  let held = authors.commits.filter((commit) => below.has(commit.author))
  if (held.length === 0) return undefined
  const base = trigger.thread?.commits?.base ?? ''
  if (/^[0-9a-f]{40}$/.test(base)) {
    const own = yield* ownFactOf(facts, ownCommitsOf(base, head))
    // Only the pull request's own commits count; one that cannot be listed counts them all.
    if (!('error' in own) && own.kind === 'compared' && own.authors?.complete === true) {
      const shas = new Set(own.authors.commits.map((commit) => commit.sha))
      held = held.filter((commit) => shas.has(commit.sha))
    }
  }
  const [first] = held
  if (first === undefined) return undefined
  const who = below.get(first.author) ?? ''
  return unapprovedPush(
    trigger,
    facts,
    head,
    `commit ${first.sha.slice(0, 7)}: ${who} (below min-permission)`,
  )
}
