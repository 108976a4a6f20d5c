import type { GitHubClient } from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import type { Clock } from '../../shared/dependencies.js'
import { loadVisibleText } from '../../shared/sanitizer/visible-text.js'
import { decide } from './decide.js'
import { gather, type JobLook } from './fact-gathering.js'
import type { Need } from './fact-needs.js'
import type { Facts, Plan, RequestKind, Trigger } from './request-kind.js'
import { readRequest } from './request-reading.js'

/**
 * The driver of the one-pass decision: makePlan runs `decide` (decide.ts) over the facts, and
 * gathers (fact-gathering.ts) each fact a question asks for before the question goes on. Also
 * what a failure's comment needs of it: the fact whose reading failed (failedRead), and the
 * request of a run that failed before its plan (failedRequest).
 */

/** The fact each error that makePlan passes on failed to read (the failure comment names it). */
const failedReads = new WeakMap<object, Need>()

/** The fact whose reading threw `error` out of makePlan; undefined for decide's own errors. */
export function failedRead(error: unknown): Need | undefined {
  return typeof error === 'object' && error !== null ? failedReads.get(error) : undefined
}

/**
 * Decides what the run will do: `decide` over the facts, in one pass, gathering each fact a
 * question asks for before the question goes on.
 * `lookupJob` reads a job found in the thread (a GET, which has no rate limit), so that a thread
 * whose job is archived or gone starts a new one; it is left out in a dry run, which calls
 * nothing on the service. The plan's warnings go to `warn`, in order. `kinds` are the kinds of
 * request, in the order they read the event (../triggers/request-kinds.ts).
 */
export async function makePlan(
  kinds: readonly RequestKind[],
  inputs: Inputs,
  context: RunContext,
  github: GitHubClient | undefined,
  warn: (message: string) => void,
  clock: Clock,
  lookupJob?: (jobId: string) => Promise<JobLook>,
): Promise<Plan> {
  const facts: Facts = {
    inputs,
    kinds,
    context,
    github: github !== undefined,
    lookUpJobs: lookupJob !== undefined,
  }
  const deciding = decide(facts)
  for (let step = deciding.next(); ; step = deciding.next()) {
    if (step.done === true) {
      step.value.warnings.forEach(warn)
      return step.value.plan
    }
    const need = step.value
    await gather(need, facts, github, lookupJob, clock).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) failedReads.set(error, need)
      throw error
    })
  }
}

/**
 * The request of a run that failed before its plan, when it would have acted: a trigger that
 * resolves (a skipped event never does) on a run that reached its permission check. A refused
 * commenter is a skip, never an error; a run without an API key stops before that check, so
 * its commenter may not be one the bot answers.
 */
export async function failedRequest(
  kinds: readonly RequestKind[],
  inputs: Inputs,
  context: RunContext,
  github: boolean,
): Promise<Trigger | undefined> {
  if (inputs.apiKey === '' || inputs.dryRun || !github) return undefined
  // The plan may have failed before it needed them; the text is read as the plan reads it.
  await loadVisibleText()
  const resolved = readRequest(kinds, context, inputs)
  return resolved.kind === 'act' ? resolved.trigger : undefined
}
