import * as core from '@actions/core'
import type { CommitStatus, GitHubClient, NewStatus } from '../github/github-client.js'
import { statusDescription } from '../github/github-client.js'
import { statusRuling, type WriteKind, type WriteRuling } from './status-rule.js'

/**
 * The one writer of commit statuses (issue #52): the check action's `docs-agent/changes`, a job's
 * end's, and every `docs-status` (a run's, a finish run's, the post step's) go through
 * `writeStatus`. It reads the commit's newest status of the context, asks the pure rule
 * (./status-rule.ts) whether the status may go over it, and only then writes: one read a write,
 * none when the caller knows it writes nothing. The read before each write is also how a write
 * whose fate was unknown (GitHub may have acted on a request whose answer was lost) is never
 * repeated blindly: the status it may have set is the newest, and reads as `same`.
 */

/** A status to write, and what it is (which says what it may replace). */
export interface StatusToWrite extends NewStatus {
  kind: WriteKind
}

/** What became of a status to write, and what the commit showed before. */
export interface StatusWritten {
  ruling: WriteRuling
  /** The commit's newest status of the context before, if it had one. */
  newest: CommitStatus | undefined
}

/** The rule's status for a status to write: its description as GitHub would keep it. */
function asWanted(status: StatusToWrite) {
  return {
    state: status.state,
    description: statusDescription(status.description ?? ''),
    targetUrl: status.targetUrl,
    kind: status.kind,
  }
}

/**
 * Writes `status` on commit `sha` when the rule allows it over the commit's newest status of its
 * context (read here, unless the caller read it already: `known`). Throws when GitHub fails the
 * read or the write; says in the log what it did and, when it wrote nothing, why.
 */
export async function writeStatus(
  github: GitHubClient,
  sha: string,
  status: StatusToWrite,
  known?: { newest: CommitStatus | undefined },
): Promise<StatusWritten> {
  const newest = known ? known.newest : (await github.commitStatuses(sha, status.context, 1)).at(0)
  const ruling = statusRuling(newest, asWanted(status))
  if (ruling === 'write') await github.createCommitStatus(sha, newStatus(status))
  core.info(rulingLine(sha, status, { ruling, newest }))
  return { ruling, newest }
}

/** The status as GitHub is sent it. */
function newStatus({ state, context, description, targetUrl }: StatusToWrite): NewStatus {
  return {
    state,
    context,
    ...(description === undefined ? {} : { description }),
    ...(targetUrl === undefined ? {} : { targetUrl }),
  }
}

/** The log's line for a status written, or not written and why. */
export function rulingLine(
  sha: string,
  status: Pick<StatusToWrite, 'context' | 'state' | 'description'>,
  { ruling, newest }: StatusWritten,
): string {
  const on = `${status.context} on ${sha.slice(0, 7)}`
  const found = `${newest?.state ?? ''} (${newest?.description ?? ''})`
  switch (ruling) {
    case 'write':
      return `Set ${on}: ${status.state} (${status.description ?? ''}).`
    case 'same':
      return `${on} already says ${status.state}.`
    case 'stands':
      return `${on} says ${found}, a verdict this ${status.state} does not replace: it stands.`
    case 'kept':
      return `${on} says ${found}, which a pass does not replace: it stands, and ${status.state} is not written.`
    case 'taken':
      return `${on} has a status already, ${found}: left as it is.`
  }
}
