import type {
  ChangedFile,
  ReactionTarget,
  ThreadComment,
} from '../../shared/github/github-client.js'
import type { RunContext } from '../github/context.js'
import { newestMarker, requestComment } from '../github/marker.js'
import { InputError, missingApiKey } from '../../shared/inputs.js'
import { botName, ROLES, type Inputs, type Role } from '../inputs.js'
import { describeRequest, instructionOf, withContext } from './prompt-context.js'
import { judgeClaim, ownedElsewhere, type ClaimFact, type OwnerFact } from './claim.js'
import { reactionTarget, resolveTrigger, type Trigger, type TriggerDecision } from './trigger.js'

/**
 * What the decision is made from. The first three are known before any request; the rest are
 * gathered (by `makePlan` in plan.ts) only when `decide` asks for them, so a run makes exactly the
 * requests its decision needs. A fact left undefined has not been gathered yet.
 */
export interface Facts {
  inputs: Inputs
  /** The event and the run (its attempt number included). */
  context: RunContext
  /** A GitHub token and a repository are there: roles, threads and files can be read. */
  github: boolean
  /** The service can be asked about a job found in the thread (not in a dry run). */
  lookUpJobs: boolean
  /** The sender's role in the repository; reading it failing fails the run (closed). */
  role?: { role: string; permission: string }
  /** The comments of the trigger's thread, or why they could not be read. */
  thread?: { comments: ThreadComment[] } | { error: string }
  /** The newest job in the thread as the service sees it; `gone` after a 404. */
  newestJob?: { status: string | null } | 'gone'
  /** The files of the trigger's pull request (for the prompt), or why they could not be read. */
  files?: { files: ChangedFile[] } | { error: string }
  /** GitHub's answer to this run's claim on the request (👀; see claim.ts). */
  claim?: ClaimFact
  /** The owner's tracking comment, looked for when another run holds the claim. */
  owner?: OwnerFact
}

/** A fact `decide` needs before it can go on, and what to read it from. */
export type Need =
  | { fact: 'role'; login: string }
  | { fact: 'thread'; number: number; isPullRequest: boolean }
  | { fact: 'newestJob'; jobId: string }
  | { fact: 'files'; number: number }
  | { fact: 'claim'; target: ReactionTarget }
  /** Remove this token's 👀 `reactionId` (an earlier request's, or stale) from `target`, claim again. */
  | { fact: 'reclaim'; target: ReactionTarget; reactionId: number; warning?: string }
  /** Look in the thread, after `delayMs`, for the tracking comment of `requestKey`. */
  | {
      fact: 'owner'
      number: number
      isPullRequest: boolean
      requestKey: string
      delayMs: number
    }

/** What this run will do, decided before anything is sent to the service. */
export type Plan =
  | { kind: 'skip'; reason: string; trigger: Trigger | undefined }
  | {
      kind: 'run'
      trigger: Trigger
      /** Create a job, send a follow-up message, or only wait (job-id alone, or a re-run). */
      action: 'create' | 'message' | 'wait'
      /** The job to message or wait for; '' for `create`. */
      jobId: string
      /** What the user asked, for the log and the tracking comment. */
      instruction: string
      /** The instruction plus its GitHub context: what the service receives. */
      prompt: string
      /** A re-run of the same request found the tracking comment of its first attempt. */
      existingComment: { id: number; kind: 'issue' | 'review' } | undefined
      /** Where `jobId` came from, for the log. */
      reason: string
      /** This run claimed the request (its 👀 is on the trigger already). */
      claimed: boolean
    }

/** Either a fact to gather first, or the plan with the warnings to show about it (in order). */
export type Decision =
  { kind: 'gather'; need: Need } | { kind: 'decided'; plan: Plan; warnings: string[] }

const FORK_REASON =
  'the API key is empty: GitHub does not pass secrets to workflows that run for a pull request from a fork. ' +
  'Ask for the change with a comment instead (`issue_comment` workflows run in the base repository, with secrets).'

/** The rank of a role; custom role names fall back to the base permission. */
function rank(role: string, permission: string): number {
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

/**
 * Bots are ignored unless allowed by name; people need at least `min-permission`. Only the
 * comment-like triggers are gated: any other event was started by someone who could already run
 * workflows in this repository. Returns why the trigger is refused, '' when it passes, or the
 * role to read first.
 */
function gate(trigger: Trigger, facts: Facts): string | Need {
  const { inputs } = facts
  if (trigger.source.kind === 'input') return ''
  if (trigger.sender === undefined)
    return 'the event names no sender, so no permission can be checked'
  const { login, type } = trigger.sender
  if (type === 'Bot') {
    const what = trigger.source.kind === 'handoff' ? 'requests' : 'comments'
    return inputs.allowedBots.includes(botName(login))
      ? ''
      : `${what} from bots are ignored: ${login} is not listed in allowed-bots`
  }
  if (!facts.github) {
    throw new InputError(
      `Input 'github-token' is empty, so the role of ${login} cannot be checked.`,
    )
  }
  if (facts.role === undefined) return { fact: 'role', login }
  const { role, permission } = facts.role
  if (rank(role, permission) >= ROLES.indexOf(inputs.minPermission)) return ''
  return `${login} has the ${role} role in this repository; min-permission is ${inputs.minPermission}`
}

function nothingToDo(): InputError {
  return new InputError(
    `Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.`,
  )
}

/**
 * A re-run that cannot read its thread cannot tell whether its first attempt already started a
 * job: it stops rather than risk a duplicate.
 */
function rerunBlind(attempt: number, error: string): InputError {
  return new InputError(
    `This is attempt ${attempt} of the run, and it cannot tell whether an earlier attempt already started a job for this request: ${error} ` +
      'No new job was started, to avoid a duplicate. Re-run the workflow once GitHub answers again, ' +
      "or pass the earlier job's id with 'job-id' (it is in that attempt's log and outputs).",
  )
}

function repoUrl(context: RunContext): string {
  return `${context.serverUrl}/${context.owner}/${context.repo}`
}

/**
 * The run's event read under the inputs (phrase, hand-off triggers): the one reading, for the
 * plan and for the comment of a run that failed before it had one.
 */
export function triggerOf(inputs: Inputs, context: RunContext): TriggerDecision {
  return resolveTrigger(context, inputs.triggerPhrase, {
    label: inputs.labelTrigger,
    assignee: inputs.assigneeTrigger,
  })
}

/** The job to continue and why, when the thread has one that can take a follow-up. */
type Continuation = { jobId: string; reason: string } | undefined

/**
 * The plan for this run, from the facts gathered so far: a pure function of them. When a fact
 * is missing it asks for it instead; the caller gathers it and asks again. Throws an InputError
 * when the run must not go on (no instruction and no job, no API key, a re-run blind to its
 * thread).
 */
export function decide(facts: Facts): Decision {
  const { inputs, context } = facts
  const decided = (plan: Plan, warnings: string[] = []): Decision => ({
    kind: 'decided',
    plan,
    warnings,
  })
  const resolved = triggerOf(inputs, context)
  if (resolved.kind === 'skip')
    return decided({ kind: 'skip', reason: resolved.reason, trigger: undefined })
  const { trigger } = resolved
  if (inputs.apiKey === '' && !inputs.dryRun) {
    if (trigger.thread?.fromFork === true)
      return decided({ kind: 'skip', reason: FORK_REASON, trigger })
    throw missingApiKey()
  }
  const refused = gate(trigger, facts)
  if (typeof refused !== 'string') return { kind: 'gather', need: refused }
  if (refused !== '') return decided({ kind: 'skip', reason: refused, trigger })

  const { instruction, fromPrompt } = instructionOf(trigger, inputs)
  // Nothing to send and nothing to wait for: refuse before any request. (A re-run may still
  // find its own job in the thread, so it looks first.)
  if (instruction === '' && inputs.jobId === '' && context.runAttempt === 1) throw nothingToDo()
  const warnings: string[] = []
  let action: 'create' | 'message' | 'wait' = 'create'
  let jobId = ''
  let reason = 'a new job'
  let existingComment: { id: number; kind: 'issue' | 'review' } | undefined

  const { thread } = trigger
  if (inputs.jobId !== '') {
    jobId = inputs.jobId
    action = instruction === '' ? 'wait' : 'message'
    reason = 'the job-id input'
  } else if (thread !== undefined && facts.github) {
    if (facts.thread === undefined) {
      return {
        kind: 'gather',
        need: { fact: 'thread', number: thread.number, isPullRequest: thread.isPullRequest },
      }
    }
    let comments: ThreadComment[] = []
    if ('error' in facts.thread) {
      if (context.runAttempt > 1) throw rerunBlind(context.runAttempt, facts.thread.error)
      warnings.push(
        `Could not read the comments of #${thread.number} to find an earlier job: ${facts.thread.error}`,
      )
    } else {
      comments = facts.thread.comments
    }
    const own = newestMarker(comments, trigger.requestKey)
    const newest = newestMarker(comments)
    if (own?.run !== undefined && own.run.id !== context.runId) {
      // Another workflow run (another workflow, or a redelivered webhook) has this request.
      return decided({ kind: 'skip', reason: ownedElsewhere(own, repoUrl(context)), trigger })
    }
    if (own !== undefined) {
      // A re-run of the same request: never a second job or a second message.
      action = 'wait'
      jobId = own.job
      existingComment = { id: own.comment.id, kind: own.comment.kind }
      reason = `a re-run of the same request (run attempt ${context.runAttempt})`
    } else if (inputs.followUp === 'auto' && newest !== undefined && instruction !== '') {
      const continued = continuation(newest.job, thread.number, facts, warnings)
      if (continued === 'gather')
        return { kind: 'gather', need: { fact: 'newestJob', jobId: newest.job } }
      if (continued !== undefined) {
        action = 'message'
        ;({ jobId, reason } = continued)
      }
    }
    // An earlier attempt that failed before it had a job left a comment saying what it did and
    // whether a job may exist anyway; the claim's take-over warns about it (claim.ts).
    const earlier = requestComment(comments, trigger.requestKey)
    const failedBefore = earlier !== undefined && earlier.job === undefined
    if (
      own === undefined &&
      !failedBefore &&
      context.runAttempt > 1 &&
      trigger.source.kind !== 'input'
    ) {
      warnings.push(
        `This is attempt ${context.runAttempt} of the run, but no tracking comment of an earlier attempt was found (comment: false, or it could not be posted), so a request it already made may be made again.`,
      )
    }
  }
  if (action === 'create' && instruction === '') throw nothingToDo()

  // Creating or messaging a job: claim the request first, so that one request makes one job.
  let claimed = false
  const target = reactionTarget(trigger)
  if (
    action !== 'wait' &&
    target !== undefined &&
    thread !== undefined &&
    facts.github &&
    !inputs.dryRun
  ) {
    if (facts.claim === undefined) return { kind: 'gather', need: { fact: 'claim', target } }
    const verdict = judgeClaim(facts.claim, facts.owner, context, trigger.requestedAt)
    switch (verdict.kind) {
      case 'owned':
        if (verdict.warning !== undefined) warnings.push(verdict.warning)
        claimed = true
        break
      case 'unclaimed':
        warnings.push(verdict.warning)
        break
      case 'unknown':
        throw new InputError(verdict.message)
      case 'reclaim':
        return {
          kind: 'gather',
          need: {
            fact: 'reclaim',
            target,
            reactionId: verdict.reactionId,
            warning: verdict.warning,
          },
        }
      case 'look':
        return {
          kind: 'gather',
          need: {
            fact: 'owner',
            number: thread.number,
            isPullRequest: thread.isPullRequest,
            requestKey: trigger.requestKey,
            delayMs: verdict.delayMs,
          },
        }
      case 'owner': {
        const { marker } = verdict
        if (marker.run?.id !== context.runId) {
          return decided({
            kind: 'skip',
            reason: ownedElsewhere(marker, repoUrl(context)),
            trigger,
          })
        }
        // An earlier attempt of this run got there first: wait for its job, as a re-run does.
        action = 'wait'
        jobId = marker.job
        existingComment = { id: marker.comment.id, kind: marker.comment.kind }
        reason = `the claim of attempt ${marker.run.attempt} of this run`
        break
      }
      case 'take-over':
        warnings.push(verdict.warning)
        claimed = true
        break
      case 'skip':
        return decided({ kind: 'skip', reason: verdict.reason, trigger })
    }
  }

  let files: ChangedFile[] | undefined
  if (action !== 'wait' && thread?.isPullRequest === true && facts.github) {
    if (facts.files === undefined)
      return { kind: 'gather', need: { fact: 'files', number: thread.number } }
    if ('error' in facts.files) {
      warnings.push(
        `Could not list the files of pull request #${thread.number}: ${facts.files.error}`,
      )
    } else {
      files = facts.files.files
    }
  }
  const prompt = withContext({
    instruction,
    repository: `${context.owner}/${context.repo}`,
    thread,
    request: describeRequest(trigger, fromPrompt, facts.role?.role),
    instructionIsThread:
      trigger.source.kind === 'handoff' && !fromPrompt && trigger.source.how !== 'merge',
    hunk: trigger.hunk,
    files,
  })
  return decided(
    { kind: 'run', trigger, action, jobId, instruction, prompt, existingComment, reason, claimed },
    warnings,
  )
}

/**
 * A job found in the thread can take a follow-up unless it is archived or no longer exists (then
 * a new job starts, with a warning). Its state is read first, except in a dry run.
 */
function continuation(
  jobId: string,
  thread: number,
  facts: Facts,
  warnings: string[],
): Continuation | 'gather' {
  const found = { jobId, reason: `the newest job in #${thread}` }
  if (!facts.lookUpJobs) return found
  if (facts.newestJob === undefined) return 'gather'
  if (facts.newestJob === 'gone') {
    warnings.push(
      `The newest job in this thread, ${jobId}, no longer exists; starting a new job instead.`,
    )
    return undefined
  }
  if (facts.newestJob.status !== 'archived') return found
  warnings.push(`The newest job in this thread, ${jobId}, is archived; starting a new job instead.`)
  return undefined
}
