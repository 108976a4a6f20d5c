import type { ChangedFile } from '../../shared/github/github-client.js'
import { InputError, missingApiKey } from '../../shared/inputs.js'
import { botName, ROLES, type Role } from '../agent-inputs.js'
import { claimRequest } from './claim.js'
import {
  decided,
  gather,
  isDecision,
  type Decision,
  type DocsStatusNote,
  type Facts,
  type JobChoice,
  type Plan,
  type Need,
  type RequestKind,
  type Settled,
  type Trigger,
  type TriggerDecision,
} from './decision.js'
import { chooseJob } from './job-choice.js'
import { describeRequest, instructionOf, withContext } from './prompt-context.js'
import { readRequest } from './request-reading.js'
import { countToRead, dailyVerdict, requesterOf } from './budget.js'

type RunPlan = Extract<Plan, { kind: 'run' }>

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
 * Bots are ignored unless allowed by name; people need at least `min-permission`. Only the kinds
 * a person asks by are gated: a request of the workflow's own was started by someone who could
 * already run workflows in this repository. Returns why the trigger is refused, '' when it
 * passes, or the role to read first.
 */
function gate(trigger: Trigger, facts: Facts): string | Need {
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
  if (facts.role === undefined) return { fact: 'role', login }
  const { role, permission } = facts.role
  if (rank(role, permission) >= ROLES.indexOf(inputs.minPermission)) return ''
  return `${login} has the ${role} role in this repository; min-permission is ${inputs.minPermission}`
}

/**
 * What a refused request of a code pull request sets on its head (`docs-status`): a required
 * check answers every pull request the workflow sees. Whether the pull request is followed is
 * read from a commit's status when the run ends (../job/docs-status.ts `refusal`): its head's
 * for a start, its `before`'s for a push.
 */
function refusedStatus(
  trigger: Trigger,
  reason: string,
  inputs: Facts['inputs'],
): { docsStatus?: DocsStatusNote } {
  const sha = trigger.kind.statusCommit?.(trigger)
  if (sha === undefined || inputs.docsStatus === '') return {}
  return {
    docsStatus: { sha, refused: reason, from: trigger.kind.statusCarriedFrom?.(trigger) ?? sha },
  }
}

function nothingToDo(): InputError {
  return new InputError(
    `Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.`,
  )
}

/** A kind's reading of more of GitHub before it acts or skips, if it has one. */
function settle(
  kind: RequestKind | undefined,
  resolved: TriggerDecision,
  facts: Facts,
  warnings: string[],
): Settled | Decision {
  return kind?.settle?.(resolved, facts, warnings) ?? { resolved }
}

/**
 * The plan for this run, from the facts gathered so far: a pure function of them. When a fact is
 * missing it asks for it instead; the caller gathers it and asks again. A plan that sends a request
 * to the service is held to the daily request limits last (withinLimits), once the request is
 * claimed, so that a refusal is the request's one answer.
 */
export function decide(facts: Facts): Decision {
  const decision = decideRequest(facts)
  // The count is read before the request is claimed: a read that fails leaves no 👀 behind, so
  // that a re-run claims afresh.
  if (decision.kind === 'gather' && decision.need.fact === 'claim' && countToRead(facts))
    return gather({ fact: 'budget' })
  if (decision.kind !== 'decided' || decision.plan.kind !== 'run') return decision
  const { plan } = decision
  // The 👀 this run made (not one it took over as it was): a failure names it for a re-run.
  const claim = facts.claim
  const made = plan.claimed && claim !== undefined && 'created' in claim && claim.created
  const claimId = made ? claim.id : undefined
  return withinLimits({ ...plan, claimId }, decision.warnings, facts)
}

/**
 * A run plan against the daily request limits (budget.ts): for whom it is sent, which its comment
 * records; the counts, when a limit is set; or the refusal, when one is reached. A wait sends
 * nothing, and keeps what the comment it takes over records.
 */
function withinLimits(plan: RunPlan, warnings: string[], facts: Facts): Decision {
  if (plan.action === 'wait')
    return decided(
      { ...plan, sentBy: plan.existingComment?.sentBy, sentAt: plan.existingComment?.sentAt },
      warnings,
    )
  const { trigger } = plan
  const sentBy = requesterOf(trigger)
  const verdict = dailyVerdict(facts, trigger)
  if (verdict === 'gather') return gather({ fact: 'budget' })
  if (verdict === 'off') return decided({ ...plan, sentBy }, warnings)
  if (verdict === 'blind') {
    const warning =
      'The daily request limits are not applied: they count from GitHub, and this run has no github-token or repository.'
    return decided({ ...plan, sentBy }, [...warnings, warning])
  }
  const all = verdict.warning === undefined ? warnings : [...warnings, verdict.warning]
  if (verdict.kind === 'within') return decided({ ...plan, sentBy, budget: verdict.budget }, all)
  const { instruction, existingComment, claimed, claimId } = plan
  const { reason, budget } = verdict
  return decided(
    { kind: 'limited', trigger, reason, budget, instruction, existingComment, claimed, claimId },
    all,
  )
}

/**
 * The plan for the request, before the daily limits (decide). Throws an InputError
 * when the run must not go on (no instruction and no job, no API key, a re-run blind to its
 * thread). The steps, in order: the request (readRequest, by the first kind that reads the event)
 * and its gate, what its kind reads more of GitHub (settle: a review, read whole), the job
 * (chooseJob), the claim on the request (claimRequest), the pull request's files (filesOf) and
 * the prompt. A kind with a way of its own (a CI failure) takes it after the request is read.
 */
function decideRequest(facts: Facts): Decision {
  const { inputs, context } = facts
  const warnings: string[] = []
  const first = readRequest(facts.kinds, context, inputs)
  // A request its kind skips may yet act: a review whose body lacks the phrase may carry it in
  // one of its inline comments, which are read first.
  const early =
    first.kind === 'skip' ? settle(first.from, first, facts, warnings) : { resolved: first }
  if (isDecision(early)) return early
  const { resolved } = early
  if (resolved.kind === 'skip') {
    const { reason, docsStatus } = resolved
    return decided({ kind: 'skip', reason, trigger: undefined, ...(docsStatus && { docsStatus }) })
  }
  const { trigger } = resolved
  // A kind with a way of its own takes it: at once when no person asks by it (a CI failure,
  // which checks its own inputs first), else once the person passes the gate.
  const own = trigger.kind.plan
  if (own !== undefined && trigger.kind.who === 'workflow') return own(trigger, facts, warnings)
  if (inputs.apiKey === '' && !inputs.dryRun) {
    if (trigger.thread?.fromFork === true)
      return decided({ kind: 'skip', reason: FORK_REASON, trigger })
    throw missingApiKey()
  }
  const refused = gate(trigger, facts)
  if (typeof refused !== 'string') return gather(refused)
  if (refused !== '')
    return decided({
      kind: 'skip',
      reason: refused,
      trigger,
      ...refusedStatus(trigger, refused, inputs),
    })
  if (own !== undefined) return own(trigger, facts, warnings)
  // Else read after the gate, so that a request it refuses reads nothing more.
  const read = early.review === undefined ? settle(trigger.kind, resolved, facts, warnings) : early
  if (isDecision(read)) return read
  if (read.resolved.kind === 'skip')
    return decided({ kind: 'skip', reason: read.resolved.reason, trigger })
  const { review } = read

  const { instruction, fromPrompt } = instructionOf(trigger, inputs)
  // Nothing to send and nothing to wait for: refuse before any request. (A re-run may still
  // find its own job in the thread, so it looks first.)
  if (instruction === '' && inputs.jobId === '' && context.runAttempt === 1) throw nothingToDo()
  const chosen = chooseJob(trigger, instruction, facts, warnings)
  if (isDecision(chosen)) return chosen
  if (chosen.action === 'create' && instruction === '') throw nothingToDo()
  const job = claimRequest(trigger, chosen, facts, warnings)
  if (isDecision(job)) return job
  const files = filesOf(trigger, job.action, facts, warnings)
  if (isDecision(files)) return files
  const prompt = withContext({
    instruction,
    repository: `${context.owner}/${context.repo}`,
    thread: trigger.thread,
    request: describeRequest(trigger, fromPrompt, facts.role?.role),
    fromPrompt,
    instructionIsThread: trigger.kind.instructionIsThread && !fromPrompt,
    hunk: trigger.hunk,
    review,
    files: files.files,
  })
  const { action, jobId, existingComment, reason, claimed } = job
  return decided(
    { kind: 'run', trigger, action, jobId, instruction, prompt, existingComment, reason, claimed },
    warnings,
  )
}

/** The pull request's files for the prompt, when a job is created or messaged from one. */
function filesOf(
  trigger: Trigger,
  action: JobChoice['action'],
  facts: Facts,
  warnings: string[],
): { files: ChangedFile[] | undefined } | Decision {
  const { thread } = trigger
  if (action === 'wait' || thread?.isPullRequest !== true || !facts.github)
    return { files: undefined }
  if (facts.files === undefined) return gather({ fact: 'files', number: thread.number })
  if ('error' in facts.files) {
    warnings.push(
      `Could not list the files of pull request #${thread.number}: ${facts.files.error}`,
    )
    return { files: undefined }
  }
  return { files: facts.files.files }
}
