import * as core from '@actions/core'
import type { GitHubClient, NewStatus, PullFile } from '../../shared/github/github-client.js'
import { statusDescription } from '../../shared/github/github-client.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import type { Conclusion } from '../../shared/lifecycle.js'
import { checkState, type ChangeCheck, type Finding } from '../check/change-types.js'
import { statusOfCheck } from '../check/check-view.js'
import {
  beforeWriting,
  CHANGES_CONTEXT,
  checkRules,
  judgeChange,
  standsWarning,
  tooLarge,
  type Listing,
} from '../job/change-check.js'
import type { CheckSubject } from './check-subject.js'
import type { PullCheckInputs } from './pull-check-inputs.js'

/**
 * The check action's run (issue #46): the `docs-agent/changes` status of the commit its event is
 * about. The agent's pull request (or anyone's, with `check-all`) is read and judged by the same
 * judge as a job's end (../job/change-check.ts); anyone else's passes at once, from the event
 * alone; a merge group's head is judged on the agent's changes it holds. A change that cannot be
 * read is never a pass: its status is `error`, saying which read failed, and the step fails.
 */

/** The `change-check` output of the check action. */
export type PullCheckState = 'passed' | 'warned' | 'blocked' | 'unavailable' | 'skipped'

export interface PullCheckResult {
  state: PullCheckState
  findings: Finding[]
  /** The commit answered, once known. */
  sha?: string
  /** The status set (or found already set) on it. */
  status?: NewStatus
  /** The pull request's head when it is no longer the event's: nothing is judged or set. */
  movedTo?: string
  /** Unavailable because the change is past what the check reads, not because a read failed. */
  tooLarge?: boolean
}

export interface PullCheckParts {
  inputs: Pick<PullCheckInputs, 'allowedPaths' | 'allowedLinkHosts' | 'agentLogins' | 'checkAll'>
  github: GitHubClient
  /** The workflow run: the statuses' details link (none when the runner names no run). */
  runUrl: string | undefined
  /** The run's event name, for a hint on a read-only token. */
  eventName: string
  /** The run's attempt: a re-run looks before it writes (an earlier write's fate may be unknown). */
  runAttempt: number
}

/** A change that could not be read, and which read failed. */
class Unreadable extends Error {}

/** A change past what the check reads: a re-run reads no more, so a person must look. */
class TooLarge extends Unreadable {}

/** The files of the agent's pull requests that a merge group changes. */
async function groupFiles(
  parts: PullCheckParts,
  subject: Extract<CheckSubject, { kind: 'group' }>,
): Promise<PullFile[] | string> {
  const { github, inputs } = parts
  const open = await github.openPullRequests(subject.baseBranch)
  if (!open.complete)
    throw new TooLarge(`more open pull requests into ${subject.baseBranch} than the check reads`)
  const agents = open.pulls.filter(
    (pull) => inputs.checkAll || inputs.agentLogins.includes(pull.author.toLowerCase()),
  )
  if (agents.length === 0) return `No agent pull request is open into ${subject.baseBranch}`
  const compared = await github.compareCommits(subject.baseSha, subject.headSha, { bytes: 0 })
  if (compared.kind === 'not-found') throw new Unreadable(compared.message)
  if (compared.filesCapped)
    throw new TooLarge('the merge group changes more files than GitHub lists (300)')
  const changed = new Set(compared.files.map((file) => file.filename))
  const files = new Map<string, PullFile>()
  for (const pull of agents) {
    const { files: listed, complete } = await github.pullRequestChange(pull.number)
    if (!complete)
      throw new TooLarge(`pull request #${pull.number} changes more files than the check reads`)
    for (const file of listed)
      if (
        changed.has(file.path) ||
        (file.previousPath !== undefined && changed.has(file.previousPath))
      )
        files.set(file.path, file)
  }
  if (files.size === 0) return 'The merge group holds no change of the agent’s pull requests'
  return [...files.values()]
}

/** Judges `files` between the subject's ends: the check's result and its status. */
async function judged(
  parts: PullCheckParts,
  files: readonly PullFile[],
  ends: { headSha: string; baseSha: string },
  listing: Listing = { complete: true },
): Promise<PullCheckResult> {
  const large = tooLarge(files, listing)
  if (large !== undefined) throw new TooLarge(large)
  const findings = await judgeChange(parts.github, files, ends, checkRules(parts.inputs))
  const check: ChangeCheck = {
    state: checkState(findings),
    pull: 0,
    findings,
    headSha: ends.headSha,
  }
  const wanted = statusOfCheck(check, 'the check’s run') ?? { state: 'error', description: '' }
  return {
    state: check.state as PullCheckState,
    findings,
    sha: ends.headSha,
    status: {
      ...wanted,
      context: CHANGES_CONTEXT,
      ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
    },
  }
}

/** What the subject's status is, reading and judging what it needs. */
async function verdict(
  parts: PullCheckParts,
  subject: Exclude<CheckSubject, { kind: 'none' }>,
): Promise<PullCheckResult> {
  const passed = (sha: string, description: string): PullCheckResult => ({
    state: 'skipped',
    findings: [],
    sha,
    status: {
      state: 'success',
      context: CHANGES_CONTEXT,
      description: statusDescription(description),
      ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
    },
  })
  if (subject.kind === 'pull') {
    if (!subject.judged)
      return passed(
        subject.headSha,
        `Not the agent's pull request (opened by ${subject.author || 'someone'}): not checked`,
      )
    // The files GitHub lists are the pull request's now: judged only while its head is the
    // event's (a later push's own event judges the head it brings).
    const ends = await parts.github.pullRequestEnds(subject.number)
    if (ends.headSha !== subject.headSha)
      return { state: 'skipped', findings: [], movedTo: ends.headSha }
    const { files, complete } = await parts.github.pullRequestChange(subject.number)
    return judged(parts, files, ends, { complete, changedFiles: ends.changedFiles })
  }
  const files = await groupFiles(parts, subject)
  if (typeof files === 'string') return passed(subject.headSha, files)
  return judged(parts, files, subject)
}

/** The hint for a status GitHub refused to write. */
function writeHint(error: unknown, eventName: string): string {
  if (!(error instanceof ApiError) || error.status !== 403) return ''
  return eventName === 'pull_request'
    ? " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code)."
    : ' The token needs statuses: write.'
}

/**
 * Sets `status` on `sha`, unless its newest status of the context already says it, or is a
 * failure that this pass must leave standing (`look`: a judged head, where a job's end may have
 * written its verdict; `beforeWriting`, the rule a job's end follows too).
 */
async function setStatus(
  github: GitHubClient,
  sha: string,
  status: NewStatus,
  look: boolean,
): Promise<void> {
  if (look) {
    const [newest] = await github.commitStatuses(sha, CHANGES_CONTEXT, 1)
    const before = beforeWriting(newest, status)
    if (before === 'same') {
      core.info(`${CHANGES_CONTEXT} on ${sha.slice(0, 7)} already says ${status.state}.`)
      return
    }
    if (before === 'stands') {
      core.warning(standsWarning(sha.slice(0, 7), newest?.description))
      return
    }
  }
  await github.createCommitStatus(sha, status)
  core.info(
    `Set ${CHANGES_CONTEXT} on ${sha.slice(0, 7)}: ${status.state} (${status.description ?? ''}).`,
  )
}

/** The run: the subject's verdict, its status written, and how the step ends. */
export async function runPullCheck(
  parts: PullCheckParts,
  subject: CheckSubject,
): Promise<{ result: PullCheckResult; conclusion: Conclusion }> {
  if (subject.kind === 'none')
    return {
      result: { state: 'skipped', findings: [] },
      conclusion: { level: 'skipped', message: `Nothing to check: ${subject.reason}.` },
    }
  let result: PullCheckResult
  try {
    result = await verdict(parts, subject)
  } catch (error) {
    // Our own reasons are said as they are; anything else is unexpected.
    const reason = error instanceof Unreadable ? error.message : messageOf(error)
    const large = error instanceof TooLarge
    result = {
      state: 'unavailable',
      findings: [],
      sha: subject.headSha,
      ...(large ? { tooLarge: true } : {}),
      status: {
        state: large ? 'failure' : 'error',
        context: CHANGES_CONTEXT,
        description: statusDescription(
          large
            ? `Not checked (${subject.kind === 'pull' ? 'a person must review it' : "review the agent's pull requests and merge them outside the queue"}): ${reason}`
            : `Could not read the change: ${reason}. Re-run this check`,
        ),
        ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
      },
    }
  }
  const { status, sha } = result
  try {
    if (status !== undefined && sha !== undefined)
      await setStatus(parts.github, sha, status, result.state !== 'skipped' || parts.runAttempt > 1)
  } catch (error) {
    return {
      result,
      conclusion: {
        level: 'failure',
        message: `Could not set the ${CHANGES_CONTEXT} status of ${sha?.slice(0, 7) ?? 'the head'}: ${messageOf(error).replace(/\.*$/, '')}.${writeHint(error, parts.eventName)}`,
      },
    }
  }
  return { result, conclusion: conclusionOf(result, subject) }
}

function conclusionOf(
  result: PullCheckResult,
  subject: Exclude<CheckSubject, { kind: 'none' }>,
): Conclusion {
  const what = subject.kind === 'pull' ? `pull request #${subject.number}` : 'the merge group'
  const description = result.status?.description ?? ''
  if (result.movedTo !== undefined)
    return {
      level: 'skipped',
      message: `Nothing set: ${what} has moved on to ${result.movedTo.slice(0, 7)} since ${subject.headSha.slice(0, 7)}, whose event this is; the push that brought it is checked by its own event.`,
    }
  switch (result.state) {
    case 'unavailable':
      // Too large: a re-run reads no more, so the step does not fail; the status stays failure.
      return result.tooLarge === true
        ? {
            level: 'warning',
            message: `${description} (${what}): its ${CHANGES_CONTEXT} status says failure; a re-run reads no more of it.`,
          }
        : {
            level: 'failure',
            message: `${description} (${what}). Its ${CHANGES_CONTEXT} status says error until a re-run reads it.`,
          }
    case 'blocked':
      return {
        level: 'warning',
        message: `${CHANGES_CONTEXT}: ${description.replace(/: see .*$/, '')} in ${what}; the findings are in the step summary and the change-findings output.`,
      }
    case 'skipped':
      return {
        level: 'success',
        message: `${CHANGES_CONTEXT}: success on ${what}: ${description}.`,
      }
    default:
      return { level: 'success', message: `${CHANGES_CONTEXT}: ${description} (${what}).` }
  }
}
