import type { CommitComparison } from '../../shared/github/compare.js'
import { MAX_PROMPT_LENGTH } from '../agent-inputs.js'
import { claimRequest } from '../decide/claim.js'
import { ownFactOf, readable } from '../decide/asking.js'
import {
  decided,
  isDecision,
  type Decision,
  type Facts,
  type Trigger,
} from '../decide/request-kind.js'
import type { Asking, OwnFact } from '../decide/fact-needs.js'
import type { DocsStatusNote } from '../decide/fact-shapes.js'
import type { JobChoice } from '../decide/chosen-job.js'
import { contextTexts, describeRequest, fileName, withContext } from '../decide/prompt-context.js'
import { messageOf } from '../../shared/log.js'
import { jobStanding } from '../github/docs-standing.js'
import { pushCommitsApproved } from './code-authors.js'
import { approvalLine } from '../decide/authors.js'

/**
 * What a push to a followed pull request sends its job (code-push.ts decides whether it sends):
 * GitHub's comparison from the newest head the job was given to the push's head, and, after a
 * force-push, what the dropped commits had changed; and what a push that sends nothing sets in
 * its head's status (`docs-status`).
 */

/**
 * A push, or a start that finds its pull request's job already there (a reopen, ready for
 * review, the label added again: code-pull-request.ts), which brings the job the new head.
 */
export type CodePushSource = {
  kind: 'code-push'
  before: string
  after: string
  /** The event's action: `synchronize`, or a start's. */
  via: string
  /** The pull request is a draft (its pushes go to a job it has; one without gets none). */
  draft: boolean
}

/** The instruction of a push's follow-up; what the push changes follows it. */
export const CODE_PUSH_INSTRUCTION =
  'New commits were pushed to this pull request. Update the documentation changes to match what they change, shown below.'

export const short = (sha: string): string => sha.slice(0, 7)

/** What the new commits change, and what commits a force-push dropped had changed. */
const FORWARD: Pick<OwnFact<CommitComparison>, 'name'> = { name: 'pushComparison' }
const DROPPED: Pick<OwnFact<CommitComparison | { error: string }>, 'name'> = {
  name: 'droppedComparison',
}

/** `authors`: who wrote each commit too, when no label approved the push (./code-authors.ts). */
function comparisonOf(base: string, head: string, authors: boolean): OwnFact<CommitComparison> {
  return {
    ...FORWARD,
    reading: 'comparing the pushed commits',
    // Bytes of patches: the prompt trims them to what room it has.
    read: (github) => github.compareCommits(base, head, { bytes: MAX_PROMPT_LENGTH }, { authors }),
  }
}

/**
 * The other way, for the names of the files the dropped commits had changed (no patches). Only a
 * note of the follow-up depends on it: GitHub failing it is a warning, not the run's failure.
 */
function droppedOf(head: string, base: string): OwnFact<CommitComparison | { error: string }> {
  return {
    ...DROPPED,
    reading: 'comparing the commits a force-push dropped',
    read: (github) =>
      github
        .compareCommits(head, base, { bytes: 0 })
        .catch((error: unknown) => ({ error: messageOf(error) })),
  }
}

/** A status a push that sends nothing sets on its head: a state, or the state of `from`. */
export type PushNote =
  { state: 'success' | 'failure'; description: string; targetUrl?: string } | { carry: string }

/** What a push that sends nothing sets in the head's status (`docs-status`), if anything. */
export function noted(
  facts: Facts,
  { source }: Trigger<CodePushSource>,
  note: PushNote,
): { docsStatus?: DocsStatusNote } {
  if (facts.inputs.docsStatus === '') return {}
  const sha = source.after.toLowerCase()
  return { docsStatus: 'carry' in note ? { sha, carryFrom: note.carry } : { sha, ...note } }
}

/**
 * What a push that brings the job nothing new sets: the job's own state when the service was
 * asked (its pull request ready, none needed, failed), else the status of the head the job was
 * last given.
 */
export function standing(facts: Facts, job: string, base: string): PushNote {
  const known = facts.newestJob
  // Unknown, gone or still at work: the status of the head the job was given.
  if (known === undefined || known === 'gone') return { carry: base }
  return jobStanding(known, job) ?? { carry: base }
}

/**
 * The claim, the comparisons read from GitHub, and the prompt, for a job chosen; `base` is the
 * commit compared from (the newest the job was given, else the push's `before`).
 */
export function* pushPlan(
  trigger: Trigger<CodePushSource>,
  choice: JobChoice,
  facts: Facts,
  warnings: string[],
  base: string,
): Asking<Decision> {
  const job = yield* claimRequest(trigger, choice, facts, warnings)
  if (isDecision(job)) return job
  const instruction = CODE_PUSH_INSTRUCTION
  let prompt = ''
  if (job.action !== 'wait') {
    const read = yield* comparisons(trigger, facts, base, job.jobId, warnings)
    if ('kind' in read) return read
    const parts = {
      instruction,
      repository: `${facts.context.owner}/${facts.context.repo}`,
      thread: trigger.thread,
      fromPrompt: false,
      extra: read.units,
      files: read.forward.files,
      ...(trigger.approves === undefined
        ? {}
        : { approved: approvalLine(trigger, trigger.approves, facts) }),
    }
    yield* readable(facts, contextTexts(parts))
    const request = describeRequest(trigger, false, facts.role?.role)
    prompt = withContext({ ...parts, request })
  }
  const { action, jobId, existingComment, reason, claimed } = job
  return decided(
    { kind: 'run', trigger, action, jobId, instruction, prompt, existingComment, reason, claimed },
    warnings,
  )
}

type Compared = Extract<CommitComparison, { kind: 'compared' }>

/**
 * The comparison from `base`, and after a force-push (GitHub: the base is `behindBy` commits
 * ahead of the common ancestor) the reverse one, whose files are what the dropped commits had
 * changed: the docs may still describe them. Or the skip of a push with nothing to send.
 */
function* comparisons(
  trigger: Trigger<CodePushSource>,
  facts: Facts,
  base: string,
  job: string,
  warnings: string[],
): Asking<{ forward: Compared; units: string[] } | Decision> {
  const { after } = trigger.source
  const range = `${short(base)}...${short(after)}`
  const authors = trigger.approves === undefined
  const forward = yield* ownFactOf(facts, comparisonOf(base, after, authors))
  if (forward.kind === 'not-found')
    return decided({
      kind: 'skip',
      reason: `GitHub cannot compare ${range} (a force-push may have removed ${short(base)}), so nothing was sent: ${forward.message}`,
      trigger,
      ...noted(facts, trigger, {
        state: 'failure',
        description: `Not followed: GitHub cannot compare ${range}; a person must update the docs`,
      }),
    })
  // A start whose head is older than the one the job was given (a webhook delivered late, a
  // second workflow): not a force-push, and nothing new.
  if (trigger.source.via !== 'synchronize' && forward.commits === 0)
    return decided({
      kind: 'skip',
      reason: `the pull request's head ${short(after)} brings job ${job} nothing past ${short(base)}, so nothing was sent`,
      trigger,
    })
  const unapproved = yield* pushCommitsApproved(trigger, forward, facts, after.toLowerCase())
  if (unapproved !== undefined) return unapproved
  let dropped: string[] = []
  if (forward.behindBy > 0) {
    const reverse = yield* ownFactOf(facts, droppedOf(after, base))
    if ('error' in reverse)
      warnings.push(
        `Could not read what the commits a force-push dropped had changed; the follow-up says only that they were dropped: ${reverse.error}`,
      )
    // Names as the other files' are shown, each on one line: anyone who pushes chooses a path.
    else if (reverse.kind === 'compared')
      dropped = reverse.files.map((file) =>
        fileName(file.filename).replace(/[\p{Cc}\u2028\u2029]/gu, ' '),
      )
  }
  if (forward.files.length === 0 && dropped.length === 0)
    return decided({
      kind: 'skip',
      reason: `the push ${range} changes no file (${forward.status}), so nothing was sent`,
      trigger,
      ...noted(facts, trigger, standing(facts, job, base)),
    })
  return { forward, units: pushUnits(range, forward, dropped) }
}

/** What the context says of the push before its files: the range, what was dropped, what GitHub left out. */
function pushUnits(range: string, comparison: Compared, dropped: string[]): string[] {
  const units = [
    `The push: ${range}, ${comparison.commits} commit${comparison.commits === 1 ? '' : 's'} since the head you were last given (${comparison.status}). Only what they change is below, not the whole pull request.`,
  ]
  // Who wrote the commits, as GitHub links their authors to accounts (read unless a label approved the push).
  const authors = [...new Set(comparison.authors?.commits.map((c) => c.author || 'no account'))]
  if (authors.length > 0) units.push(`Its commits were written by: ${authors.join(', ')}.`)
  if (comparison.behindBy > 0)
    units.push(
      `It replaced ${comparison.behindBy} commit${comparison.behindBy === 1 ? '' : 's'} you were given (a force-push). The files below are those the new commits change since the common ancestor.` +
        (dropped.length === 0
          ? ''
          : ` The replaced commits had changed these files, which your changes may still describe: ${namesOf(dropped)}.`),
    )
  if (comparison.filesCapped)
    units.push('GitHub lists at most 300 files of a comparison: more may have changed.')
  return units
}

/** At most 50 file names in at most 4,000 characters, and how many more. */
function namesOf(files: string[]): string {
  const shown: string[] = []
  let length = 0
  for (const name of files.slice(0, 50)) {
    if (length + name.length > 4000) break
    shown.push(name)
    length += name.length + 2
  }
  const more = files.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ')
}
