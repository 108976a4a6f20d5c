import type { CommitPull, GitHubClient, PullFile } from '../shared/github/github-client.js'
import { messageOf } from '../shared/log.js'
import { comparisonTooLarge, type Listing } from '../shared/change-check/change-check.js'
import { PASS_STARTS } from '../shared/statuses/status-rule.js'
import type { CheckSubject } from './check-subject.js'
import type { PullCheckInputs } from './check-inputs.js'

/**
 * What the check action reads of its subject before it judges (issue #52): the change between the
 * exact ends its verdict names, read with GitHub's comparison (`base...head`), never with a pull
 * request's files list, which follows the pull request's current head. What a commit is decides
 * what it gets, not which pull request's event arrived: a head that is, or was, a commit of the
 * agent's pull request is judged as that pull request's change, whoever opened the pull request
 * of the event.
 */

/** A change that could not be read, and which read failed. */
export class Unreadable extends Error {}

/** A change past what the check reads: a re-run reads no more, so a person must look. */
export class TooLarge extends Unreadable {}

/**
 * A read failed before the check knew whether the commit holds any of the agent's change (a
 * pull request's head's pull requests, a merge group's open pull requests): an `error` there
 * could never be replaced by the pass a re-run may find, so nothing is written, and the step
 * fails for a re-run to answer.
 */
export class Unknown extends Error {}

/** `read`, its failure an `Unknown`. */
async function knowing<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    throw new Unknown(messageOf(error).replace(/\.*$/, ''))
  }
}

/** The two commits a verdict is about. */
export interface Ends {
  headSha: string
  baseSha: string
}

/** What the subject's verdict is read from. */
export type Reading =
  /**
   * Files between exact ends, and how many the pull request says it changes, when the ends are
   * its own; `asPull`: the agent's pull request whose change they are.
   */
  | { kind: 'files'; files: PullFile[]; ends: Ends; listing: Listing; asPull?: number }
  /** Nothing to judge: a pass, and why. */
  | { kind: 'pass'; description: string }
  /** The pull request's head is no longer the event's: the newer head's own event judges it. */
  | { kind: 'moved'; to: string }

type Parts = {
  inputs: Pick<PullCheckInputs, 'agentLogins' | 'checkAll'>
  github: GitHubClient
}

/** Whether `login` is the agent's: `check-all` judges others' pull requests, never makes them its. */
const isAgent = (inputs: Parts['inputs'], login: string): boolean =>
  inputs.agentLogins.includes(login.toLowerCase())

/** What `ends` change, every file with its patch; throws when GitHub gives less than all. */
async function atEnds(github: GitHubClient, ends: Ends): Promise<PullFile[]> {
  const change = await github.changeAtEnds(ends.baseSha, ends.headSha)
  if (change.kind === 'not-found') throw new Unreadable(change.message)
  if (!change.complete) throw new TooLarge(comparisonTooLarge(change.files))
  return change.files
}

/**
 * The agent's pull request whose commit `sha` is, if any (an open one first, then the newest):
 * GitHub lists the pull requests whose commits hold it, so a head the agent's pull request had
 * before its latest push is still found.
 */
async function agentPullOf(parts: Parts, sha: string): Promise<CommitPull | undefined> {
  const { pulls, complete } = await knowing(parts.github.commitPulls(sha))
  if (!complete)
    throw new Unreadable(`more pull requests hold ${sha.slice(0, 7)} than the check reads`)
  const agents = pulls
    .filter((pull) => isAgent(parts.inputs, pull.author))
    .sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open') || b.number - a.number)
  // An agent's pull request GitHub names no base of cannot be judged: never passed for that.
  const baseless = agents.find((pull) => !/^[0-9a-f]{40}$/.test(pull.baseSha))
  if (baseless !== undefined)
    throw new Unreadable(`GitHub names no base commit of pull request #${baseless.number}`)
  return agents[0]
}

/** A pull request's head: the agent's change (or anyone's with `check-all`), else a pass. */
export async function readPull(
  parts: Parts,
  subject: Extract<CheckSubject, { kind: 'pull' }>,
): Promise<Reading> {
  const { github } = parts
  const asItIs = async (): Promise<Reading> => {
    const ends = await github.pullRequestEnds(subject.number)
    if (ends.headSha !== subject.headSha) return { kind: 'moved', to: ends.headSha }
    const listing = { complete: true, changedFiles: ends.changedFiles }
    return { kind: 'files', files: await atEnds(github, ends), ends, listing }
  }
  if (subject.judged && isAgent(parts.inputs, subject.author)) return asItIs()
  // Not the agent's pull request, yet its head may be a commit of the agent's: then it is
  // judged as the agent's change, from the agent's base, never passed as this one's nor judged
  // from a base its opener chose (`check-all` judges it as it is only when it is no agent's).
  const agent = await agentPullOf(parts, subject.headSha)
  if (agent === undefined && subject.judged) return asItIs()
  if (agent === undefined)
    return {
      kind: 'pass',
      description: `${PASS_STARTS.notTheAgents} (opened by ${subject.author || 'someone'}): not checked`,
    }
  const ends = { headSha: subject.headSha, baseSha: agent.baseSha }
  const files = await atEnds(github, ends)
  return { kind: 'files', files, ends, listing: { complete: true }, asPull: agent.number }
}

/**
 * The pull request's head once its change is read: undefined when it is still the event's, else
 * the head it moved on to (its verdict is then not written: the push that moved it is judged by
 * its own event).
 */
export async function movedWhileRead(
  github: GitHubClient,
  subject: Extract<CheckSubject, { kind: 'pull' }>,
): Promise<string | undefined> {
  const { headSha } = await github.pullRequestEnds(subject.number)
  return headSha === subject.headSha ? undefined : headSha
}

/**
 * A merge group's head: the files of the group's comparison (at its exact ends) that the agent's
 * open pull requests into its base change, or a pass when it holds none. The head is a commit the
 * queue made for the group, which no pull request holds, so its pull requests are not asked; its
 * status is, before a pass is written.
 */
export async function readGroup(
  parts: Parts,
  subject: Extract<CheckSubject, { kind: 'group' }>,
): Promise<Reading> {
  const { github, inputs } = parts
  const open = await knowing(github.openPullRequests(subject.baseBranch))
  if (!open.complete)
    throw new TooLarge(`more open pull requests into ${subject.baseBranch} than the check reads`)
  const agents = open.pulls.filter((pull) => inputs.checkAll || isAgent(inputs, pull.author))
  if (agents.length === 0)
    return { kind: 'pass', description: `${PASS_STARTS.noAgentPull}${subject.baseBranch}` }
  const change = await github.changeAtEnds(subject.baseSha, subject.headSha)
  if (change.kind === 'not-found') throw new Unreadable(change.message)
  if (!change.complete) throw new TooLarge(comparisonTooLarge(change.files))
  const agentPaths = new Set<string>()
  for (const pull of agents) {
    const { files: listed, complete } = await github.pullRequestChange(pull.number)
    if (!complete)
      throw new TooLarge(`pull request #${pull.number} changes more files than the check reads`)
    for (const file of listed) {
      agentPaths.add(file.path)
      if (file.previousPath !== undefined) agentPaths.add(file.previousPath)
    }
  }
  const files = change.files.filter(
    (file) =>
      agentPaths.has(file.path) ||
      (file.previousPath !== undefined && agentPaths.has(file.previousPath)),
  )
  if (files.length === 0) return { kind: 'pass', description: PASS_STARTS.groupWithoutAgent }
  return { kind: 'files', files, ends: subject, listing: { complete: true } }
}
