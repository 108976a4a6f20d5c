import { claimRequest } from './claim.js'
import { decided, isDecision, type Decision, type Facts, type Plan } from './request-kind.js'
import type { Asking } from './fact-needs.js'
import { whoseContent, type Sendable } from './authors.js'
import { whichJob } from './job-choice.js'
import { whatToSend } from './prompt-context.js'
import { mayAsk, type Asked } from './request-reading.js'
import { countToRead, dailyVerdict, withinLimits } from './budget.js'

/**
 * The plan for this run, in one pass over the facts: each question below is asked once, in
 * order, and a fact a question needs is read (by makePlan in make-plan.ts) when it asks for it
 * (fact-needs.ts `Asking`), never before. The questions, each one function:
 *
 * 1. may this person ask (request-reading.ts `mayAsk`): the request, its gate, its instruction;
 * 2. which job (job-choice.ts `whichJob`): `job-id`'s, the thread's, or a new one;
 * 3. is the request already claimed (claim.ts `claimRequest`): the 👀 that makes it one job;
 * 4. may its content be sent (authors.ts `whoseContent`): of a thread, only what its authors
 *    may send or the request's gesture approves (trust follows who wrote it);
 * 5. what to send (prompt-context.ts `whatToSend`): the instruction and its context;
 * 6. is it within the daily limits (budget.ts `withinLimits`): last, once the request is
 *    claimed, so that a refusal is the request's one answer.
 *
 * A kind with a way of its own (a CI failure) takes it after question 1, and is held to the
 * limits as any other. The limits' count is read before the first request that may cost: the
 * service's lookup of the thread's job (over a limit none is made), and the claim (a read that
 * fails leaves no 👀 behind, so that a re-run claims afresh).
 */
export function* decide(facts: Facts): Asking<Decision> {
  const warnings: string[] = []
  const asked = yield* mayAsk(facts, warnings)
  if (isDecision(asked)) return asked
  // A kind with a way of its own (../triggers/: a CI failure goes to its pull request's job).
  const planned =
    asked.way === 'own'
      ? yield* asked.plan(asked.trigger, facts, warnings)
      : yield* toJob(asked, facts, warnings)
  if (planned.plan.kind !== 'run') return planned
  const { plan } = planned
  // The 👀 this run made (not one it took over as it was): a failure names it for a re-run.
  const claim = facts.claim
  const made = plan.claimed && claim !== undefined && 'created' in claim && claim.created
  return yield* withinLimits(
    { ...plan, claimId: made ? claim.id : undefined },
    planned.warnings,
    facts,
  )
}

/** Questions 2 to 5 for a request to a job: the job, the claim, whose content, what to send. */
function* toJob(
  asked: Extract<Asked, { way: 'job' }>,
  facts: Facts,
  warnings: string[],
): Asking<Decision> {
  const { trigger, instruction } = asked
  const chosen = yield* whichJob(asked, facts, warnings, () => mayLookUp(asked, facts))
  if (isDecision(chosen)) return chosen
  const job = yield* claimRequest(trigger, chosen, facts, warnings)
  if (isDecision(job)) return job
  // A wait sends nothing new: what it shows is its request's, sent already.
  const content: Sendable =
    job.action === 'wait'
      ? { text: true, code: { kind: 'files' } }
      : yield* whoseContent(trigger, facts)
  const sent = yield* whatToSend(asked, job.action, content, facts, warnings)
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
 * Whether the service may be asked about the thread's newest job: only within the daily limits
 * (over one, the request is refused at question 6, a follow-up or a new job alike).
 */
function* mayLookUp(asked: Extract<Asked, { way: 'job' }>, facts: Facts): Asking<boolean> {
  if (countToRead(facts)) yield { fact: 'budget' }
  const daily = dailyVerdict(facts, asked.trigger)
  return typeof daily === 'string' || daily.kind === 'within'
}
