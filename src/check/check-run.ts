import * as core from '@actions/core'
import type { GitHubClient, NewStatus, PullFile } from '../shared/github/github-client.js'
import { statusDescription } from '../shared/github/github-client.js'
import { ApiError } from '../shared/http/errors.js'
import { messageOf } from '../shared/log.js'
import type { Conclusion } from '../shared/lifecycle.js'
import { checkState, type ChangeCheck, type Finding } from '../shared/change-check/change-types.js'
import { statusOfCheck } from '../shared/change-check/check-view.js'
import {
  CHANGES_CONTEXT,
  checkRules,
  judgeChange,
  standsWarning,
  tooLarge,
  type Listing,
} from '../shared/change-check/change-check.js'
import type { WriteKind, WriteRuling } from '../shared/statuses/status-rule.js'
import { writeStatus } from '../shared/statuses/status-write.js'
import type { CheckSubject } from './check-subject.js'
import type { PullCheckInputs } from './check-inputs.js'
import {
  movedWhileRead,
  readGroup,
  readPull,
  TooLarge,
  Unknown,
  Unreadable,
  type Ends,
} from './check-read.js'

/**
 * The check action's run (issue #46): the `docs-agent/changes` status of the commit its event is
 * about. The agent's pull request (or anyone's, with `check-all`) is read at the exact ends its
 * verdict names (./check-read.ts) and judged by the same judge as a job's end
 * (../shared/change-check/change-check.ts); so is any head that is, or was, a commit of the agent's pull request,
 * whoever's pull request the event is about (issue #52). Anyone else's passes. A merge group's
 * head is judged on the agent's changes it holds. A change that cannot be read is never a pass:
 * its status is `error`, saying which read failed, and the step fails. Every status goes through
 * the one writer (../shared/statuses/status-write.ts), which reads what the commit carries first: a pass never
 * replaces anything but a pass.
 */

/** The `change-check` output of the check action. */
export type PullCheckState = 'passed' | 'warned' | 'blocked' | 'unavailable' | 'skipped'

export interface PullCheckResult {
  state: PullCheckState
  findings: Finding[]
  /** The commit answered, once known. */
  sha?: string
  /** The status to set on it (or found set already, or left unwritten: `ruling`). */
  status?: NewStatus
  /** What the status is, which says what it may replace. */
  kind?: WriteKind
  /** What became of the status: written, or why not. */
  ruling?: WriteRuling
  /** The commit's newest status before, when one stood and this run wrote nothing. */
  standing?: { state: string; description: string }
  /** The pull request's head when it is no longer the event's: nothing is set. */
  movedTo?: string
  /** It moved while the change was read (else before). */
  movedWhileRead?: boolean
  /** The agent's pull request whose change the head was judged as (the event's is another). */
  asPull?: number
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
}

/** A status of the context for this run, with its details link. */
function statusOf(
  parts: PullCheckParts,
  state: NewStatus['state'],
  description: string,
): NewStatus {
  return {
    state,
    context: CHANGES_CONTEXT,
    description: statusDescription(description),
    ...(parts.runUrl === undefined ? {} : { targetUrl: parts.runUrl }),
  }
}

/** Judges `files` between `ends`: the check's result and its status. */
async function judged(
  parts: PullCheckParts,
  files: readonly PullFile[],
  ends: Ends,
  listing: Listing,
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
    status: statusOf(parts, wanted.state, wanted.description),
    kind: 'verdict',
  }
}

/** What the subject's status is, reading and judging what it needs. */
async function verdict(
  parts: PullCheckParts,
  subject: Exclude<CheckSubject, { kind: 'none' }>,
): Promise<PullCheckResult> {
  const reading =
    subject.kind === 'pull' ? await readPull(parts, subject) : await readGroup(parts, subject)
  if (reading.kind === 'moved') return { state: 'skipped', findings: [], movedTo: reading.to }
  if (reading.kind === 'pass')
    return {
      state: 'skipped',
      findings: [],
      sha: subject.headSha,
      status: statusOf(parts, 'success', reading.description),
      kind: 'pass',
    }
  const result = await judged(parts, reading.files, reading.ends, reading.listing)
  if (subject.kind === 'group') return result
  // The verdict names the head read: a pull request that moved on meanwhile shows another head,
  // whose own event judges it, and this verdict is not written.
  const moved = await movedWhileRead(parts.github, subject)
  if (moved !== undefined)
    return { state: 'skipped', findings: [], movedTo: moved, movedWhileRead: true }
  return reading.asPull === undefined ? result : { ...result, asPull: reading.asPull }
}

/** The result of a change that could not be read: `error`, or `failure` when too large. */
function unreadable(
  parts: PullCheckParts,
  subject: Exclude<CheckSubject, { kind: 'none' }>,
  error: unknown,
): PullCheckResult {
  // Our own reasons are said as they are; anything else is unexpected.
  const reason = error instanceof Unreadable ? error.message : messageOf(error)
  const large = error instanceof TooLarge
  const advice =
    subject.kind === 'pull'
      ? 'a person must review it'
      : "review the agent's pull requests and merge them outside the queue"
  return {
    state: 'unavailable',
    findings: [],
    sha: subject.headSha,
    ...(large ? { tooLarge: true } : {}),
    status: large
      ? statusOf(parts, 'failure', `Not checked (${advice}): ${reason}`)
      : statusOf(parts, 'error', `Could not read the change: ${reason}. Re-run this check`),
    kind: large ? 'verdict' : 'unread',
  }
}

/** The hint for a status GitHub refused to write. */
function writeHint(error: unknown, eventName: string): string {
  if (!(error instanceof ApiError) || error.status !== 403) return ''
  return eventName === 'pull_request'
    ? " A pull_request run from a fork has a read-only token: run the check on pull_request_target (it never checks out the fork's code)."
    : ' The token needs statuses: write.'
}

/** The result's status written through the one writer, and what became of it. */
async function written(parts: PullCheckParts, result: PullCheckResult): Promise<PullCheckResult> {
  const { status, sha, kind } = result
  if (status === undefined || sha === undefined || kind === undefined) return result
  const { ruling, newest } = await writeStatus(parts.github, sha, { ...status, kind })
  if (ruling === 'stands' && kind === 'verdict')
    core.warning(standsWarning(sha.slice(0, 7), newest?.description))
  const standing =
    newest === undefined || ruling === 'write' || ruling === 'same'
      ? {}
      : { standing: { state: newest.state, description: newest.description } }
  return { ...result, ruling, ...standing }
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
    if (error instanceof Unknown)
      return {
        result: { state: 'unavailable', findings: [], sha: subject.headSha },
        conclusion: {
          level: 'failure',
          message: `Nothing set on ${subject.headSha.slice(0, 7)}: could not tell whether it holds the agent's change (${error.message}). Re-run this check; until it answers, a required ${CHANGES_CONTEXT} waits.`,
        },
      }
    result = unreadable(parts, subject, error)
  }
  try {
    result = await written(parts, result)
  } catch (error) {
    return {
      result,
      conclusion: {
        level: 'failure',
        message: `Could not set the ${CHANGES_CONTEXT} status of ${result.sha?.slice(0, 7) ?? 'the head'}: ${messageOf(error).replace(/\.*$/, '')}.${writeHint(error, parts.eventName)}`,
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
      message: `Nothing set: ${what} has moved on to ${result.movedTo.slice(0, 7)} ${result.movedWhileRead === true ? 'while' : 'since'} ${subject.headSha.slice(0, 7)}, whose event this is, ${result.movedWhileRead === true ? 'was read' : 'was pushed'}; the push that brought it is checked by its own event.`,
    }
  const standing = result.standing
  if (result.kind === 'pass' && standing !== undefined)
    return {
      level: 'warning',
      message: `Nothing set: ${CHANGES_CONTEXT} on ${subject.headSha.slice(0, 7)} says ${standing.state} (${standing.description}), and a pass (“${description}”) replaces nothing but a pass; ${what} shows it. ${subject.kind === 'group' ? 'Queue its pull requests again: a new group is checked anew.' : 'A run that judges the commit replaces it.'}`,
    }
  const as =
    result.asPull === undefined
      ? ''
      : ` ${subject.headSha.slice(0, 7)} is a commit of the agent's pull request #${result.asPull}, so it was judged as its change.`
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
            message: `${description} (${what}). Its ${CHANGES_CONTEXT} status says ${standing?.state ?? 'error'} until a re-run reads it.`,
          }
    case 'blocked':
      return {
        level: 'warning',
        message: `${CHANGES_CONTEXT}: ${description.replace(/: see .*$/, '')} in ${what}; the findings are in the step summary and the change-findings output.${as}`,
      }
    case 'skipped':
      return {
        level: 'success',
        message: `${CHANGES_CONTEXT}: success on ${what}: ${description}.`,
      }
    default:
      return { level: 'success', message: `${CHANGES_CONTEXT}: ${description} (${what}).${as}` }
  }
}
