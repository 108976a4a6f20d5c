import { ApiError } from '../../shared/http/errors.js'
import type { AgentJob } from '../job/agent-job.js'
import type { GitHubClient } from '../github/client.js'
import type { RunContext } from '../github/context.js'
import { InputError, missingApiKey } from '../../shared/inputs.js'
import { botName, ROLES, type Inputs, type Role } from '../inputs.js'
import { MAX_FILES, withContext } from './prompt-context.js'
import { newestMarker } from '../github/marker.js'
import { resolveTrigger, type Trigger } from './trigger.js'

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
    }

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
 * workflows in this repository.
 */
async function gate(
  trigger: Trigger,
  inputs: Inputs,
  github: GitHubClient | undefined,
): Promise<string | undefined> {
  if (trigger.source.kind === 'input') return undefined
  if (trigger.sender === undefined)
    return 'the event names no sender, so no permission can be checked'
  const { login, type } = trigger.sender
  if (type === 'Bot') {
    return inputs.allowedBots.includes(botName(login))
      ? undefined
      : `comments from bots are ignored: ${login} is not listed in allowed-bots`
  }
  if (github === undefined) {
    throw new InputError(
      `Input 'github-token' is empty, so the role of ${login} cannot be checked.`,
    )
  }
  const { role, permission } = await github.role(login)
  if (rank(role, permission) >= ROLES.indexOf(inputs.minPermission)) return undefined
  return `${login} has the ${role} role in this repository; min-permission is ${inputs.minPermission}`
}

/**
 * Decides what the run will do. `lookupJob` reads a job found in the thread (a GET, which has no
 * rate limit), so that a thread whose job is archived or gone starts a new one; it is left out in
 * a dry run, which calls nothing on the service.
 */
function nothingToDo(): InputError {
  return new InputError(
    `Give the agent an instruction with 'prompt', or the id of an existing job with 'job-id'; both were empty.`,
  )
}

/** A job found in the thread can take a follow-up unless it is archived or no longer exists. */
async function canContinue(
  jobId: string,
  lookupJob: ((jobId: string) => Promise<AgentJob>) | undefined,
  warn: (message: string) => void,
): Promise<boolean> {
  if (lookupJob === undefined) return true
  try {
    const job = await lookupJob(jobId)
    if (job.status !== 'archived') return true
    warn(`The newest job in this thread, ${jobId}, is archived; starting a new job instead.`)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    warn(`The newest job in this thread, ${jobId}, no longer exists; starting a new job instead.`)
  }
  return false
}

export async function makePlan(
  inputs: Inputs,
  context: RunContext,
  github: GitHubClient | undefined,
  warn: (message: string) => void,
  lookupJob?: (jobId: string) => Promise<AgentJob>,
): Promise<Plan> {
  const decision = resolveTrigger(context, inputs.triggerPhrase)
  if (decision.kind === 'skip') return { kind: 'skip', reason: decision.reason, trigger: undefined }
  const { trigger } = decision
  if (inputs.apiKey === '' && !inputs.dryRun) {
    if (trigger.thread?.fromFork === true) return { kind: 'skip', reason: FORK_REASON, trigger }
    throw missingApiKey()
  }
  const refused = await gate(trigger, inputs, github)
  if (refused !== undefined) return { kind: 'skip', reason: refused, trigger }

  const instruction = trigger.source.kind === 'input' ? inputs.prompt : trigger.instruction
  // Nothing to send and nothing to wait for: refuse before any request. (A re-run may still
  // find its own job in the thread, so it looks first.)
  if (instruction === '' && inputs.jobId === '' && context.runAttempt === 1) throw nothingToDo()
  let action: 'create' | 'message' | 'wait' = 'create'
  let jobId = ''
  let reason = 'a new job'
  let existingComment: { id: number; kind: 'issue' | 'review' } | undefined

  if (inputs.jobId !== '') {
    jobId = inputs.jobId
    action = instruction === '' ? 'wait' : 'message'
    reason = 'the job-id input'
  } else if (trigger.thread !== undefined && github !== undefined) {
    const { thread } = trigger
    let comments: Awaited<ReturnType<GitHubClient['threadComments']>> = []
    try {
      comments = await github.threadComments(thread.number, thread.isPullRequest)
    } catch (error) {
      warn(
        `Could not read the comments of #${thread.number} to find an earlier job: ${(error as Error).message}`,
      )
    }
    const own = newestMarker(comments, trigger.requestKey)
    const newest = newestMarker(comments)
    if (own !== undefined) {
      // A re-run of the same request: never a second job or a second message.
      action = 'wait'
      jobId = own.job
      existingComment = { id: own.comment.id, kind: own.comment.kind }
      reason = `a re-run of the same request (run attempt ${context.runAttempt})`
    } else if (inputs.followUp === 'auto' && newest !== undefined && instruction !== '') {
      if (await canContinue(newest.job, lookupJob, warn)) {
        action = 'message'
        jobId = newest.job
        reason = `the newest job in #${thread.number}`
      }
    }
    if (own === undefined && context.runAttempt > 1 && trigger.source.kind !== 'input') {
      warn(
        `This is attempt ${context.runAttempt} of the run, but no tracking comment of an earlier attempt was found (comment: false, or it could not be posted), so a request it already made may be made again.`,
      )
    }
  }
  if (action === 'create' && instruction === '') throw nothingToDo()

  let files: string[] | undefined
  const { thread } = trigger
  if (action !== 'wait' && thread?.isPullRequest === true && github !== undefined) {
    try {
      files = await github.pullRequestFiles(thread.number, MAX_FILES)
    } catch (error) {
      warn(
        `Could not list the files of pull request #${thread.number}: ${(error as Error).message}`,
      )
    }
  }
  const prompt = withContext(instruction, `${context.owner}/${context.repo}`, thread, files)
  return { kind: 'run', trigger, action, jobId, instruction, prompt, existingComment, reason }
}
