import { claimRequest } from './claim.js'
import {
  decided,
  gather,
  isDecision,
  type Decision,
  type Facts,
  type JobChoice,
  type Plan,
} from './decision.js'
import { whichJob } from './job-choice.js'
import { whatToSend } from './prompt-context.js'
import { mayAsk, type Asked } from './request-reading.js'
import { countToRead, dailyVerdict, withinLimits } from './budget.js'

/**
 * The plan for this run, from the facts gathered so far: a pure function of them. When a fact is
 * missing it asks for it instead; the caller (plan.ts) gathers it and asks again. The questions,
 * in order, each one pure function over the facts:
 *
 * 1. may this person ask (request-reading.ts `mayAsk`): the request, its gate, its instruction;
 * 2. which job (job-choice.ts `whichJob`): `job-id`'s, the thread's, or a new one;
 * 3. is the request already claimed (claim.ts `claimRequest`): the 👀 that makes it one job;
 * 4. what to send (prompt-context.ts `whatToSend`): the instruction and its context, of a thread
 *    only what its authors may send or the request's gesture approves (authors.ts);
 * 5. is it within the daily limits (budget.ts `withinLimits`): last, once the request is
 *    claimed, so that a refusal is the request's one answer.
 *
 * A kind with a way of its own (a CI failure) takes it after question 1, and is held to the
 * limits as any other. The limits' count is read before the first request that may cost: the
 * service's lookup of the thread's job (over a limit none is made), and the claim (a read that
 * fails leaves no 👀 behind, so that a re-run claims afresh).
 */
export function decide(facts: Facts): Decision {
  const warnings: string[] = []
  const asked = mayAsk(facts, warnings)
  if (isDecision(asked)) return countedBeforeClaim(asked, facts)
  // A kind with a way of its own (../triggers/: a CI failure goes to its pull request's job).
  const planned =
    asked.way === 'own' ? asked.plan(asked.trigger, facts, warnings) : toJob(asked, facts, warnings)
  if (planned.kind !== 'decided' || planned.plan.kind !== 'run')
    return countedBeforeClaim(planned, facts)
  const { plan } = planned
  // The 👀 this run made (not one it took over as it was): a failure names it for a re-run.
  const claim = facts.claim
  const made = plan.claimed && claim !== undefined && 'created' in claim && claim.created
  return withinLimits({ ...plan, claimId: made ? claim.id : undefined }, planned.warnings, facts)
}

/** Questions 2 to 4 for a request to a job: the job, the claim, what to send. */
function toJob(asked: Extract<Asked, { way: 'job' }>, facts: Facts, warnings: string[]): Decision {
  const chosen = jobWithinLimits(asked, facts, warnings)
  if (isDecision(chosen)) return chosen
  const job = claimRequest(asked.trigger, chosen, facts, warnings)
  if (isDecision(job)) return job
  const sent = whatToSend(asked, job.action, facts, warnings)
  if (isDecision(sent)) return sent
  const { trigger, instruction } = asked
  const { action, jobId, existingComment, reason, claimed } = job
  const { prompt, left } = sent
  const plan: Plan = {
    kind: 'run',
    trigger,
    action,
    jobId,
    instruction,
    prompt,
    existingComment,
    reason,
    claimed,
    ...(left === undefined ? {} : { left }),
  }
  return decided(plan, warnings)
}

/**
 * Which job, asking the service about the thread's newest job only within the daily limits:
 * over one the request is refused (question 5), a follow-up or a new job alike.
 */
function jobWithinLimits(
  asked: Extract<Asked, { way: 'job' }>,
  facts: Facts,
  warnings: string[],
): JobChoice | Decision {
  const said = warnings.length
  const chosen = whichJob(asked, facts, warnings)
  if (!isDecision(chosen) || chosen.kind !== 'gather' || chosen.need.fact !== 'newestJob')
    return chosen
  const daily = dailyVerdict(facts, asked.trigger)
  if (daily === 'gather') return gather({ fact: 'budget' })
  if (typeof daily === 'string' || daily.kind === 'within') return chosen
  // Asked again without the lookup: what it said on the way is said once.
  warnings.length = said
  return whichJob(asked, facts, warnings, false)
}

/** The limits' count is read before the claim: a read that fails leaves no 👀 behind. */
function countedBeforeClaim(decision: Decision, facts: Facts): Decision {
  return decision.kind === 'gather' && decision.need.fact === 'claim' && countToRead(facts)
    ? gather({ fact: 'budget' })
    : decision
}
