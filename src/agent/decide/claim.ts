import { InputError } from '../../shared/inputs.js'
import type { ReactionTarget } from '../../shared/github/github-client.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import { judgeClaim, type ClaimVerdict } from './claim-verdict.js'
import { countToRead } from './budget.js'
import type { Marker } from '../github/marker.js'
import { ASK_BY_HAND } from './ask-again.js'
import { decided, type Decision, type Facts, type Trigger } from './request-kind.js'
import { existingOf, type JobChoice } from './chosen-job.js'
import type { Asking } from './fact-needs.js'

/**
 * The claim on a request: one request, one job, however many runs handle it (two workflows on
 * the same comment, a redelivered webhook, a re-run racing its first attempt).
 *
 * Before a run creates or messages a job, it adds 👀 to the triggering comment (or to the issue
 * or pull request, below). GitHub answers 201 when it creates the reaction and 200 when the same
 * user's identical reaction is already there, one or the other atomically: the run that gets 201
 * owns the request. Every run uses the same token identity (github-actions[bot] for
 * GITHUB_TOKEN), which is what makes this work; runs with different tokens do not see each
 * other's claim.
 *
 * A run that gets 200 looks in the thread for the owner's tracking comment (its marker names the
 * job and the owning run), for up to CLAIM_WAIT_MS, then (the verdict is judgeClaim's, below,
 * where the times are):
 * - a tracking comment of the same workflow run (an earlier or racing attempt): it waits for that
 *   job, as any re-run does, and takes over the comment;
 * - a tracking comment of another run: it ends `skipped`, naming that run and its job; it writes
 *   nothing (no comment, no reaction). To follow that job, run the action with `job-id`.
 * - a failure comment that says a job may exist (a creation whose answer was lost or was a 5xx):
 *   it stops, whoever's claim it is, and leaves that comment to say what to do.
 * - no tracking comment: the claim is stale when the 👀 is older than STALE_CLAIM_MS (its owner
 *   died before creating the job, or does not comment): the run removes that 👀 by its id and
 *   claims again, so that of two runs finding it stale at once exactly one owns the request. A
 *   re-run (GITHUB_RUN_ATTEMPT > 1) takes over a claim its earlier attempt can have made: at
 *   once when the thread has that attempt's failure comment and the 👀 is the one it names (or,
 *   in a comment that names none, no newer than it), or
 *   after CLAIM_WAIT_MS when there is no failure comment of another run. A 👀 newer than the
 *   failure is another run's fresh claim. Each take-over removes the 👀 by its id and claims
 *   again where it can, so it is atomic as the stale one is. Otherwise the run ends
 *   `skipped`: another run holds a fresh claim.
 *
 * A request made on the issue or pull request itself is claimed there, and later requests share
 * that 👀: a hand-off (a label, an assignment, a merge) and a submitted review (GitHub has no
 * reactions on reviews). Such a request carries its time (the trigger's `requestedAt`: GitHub's
 * `updated_at` of a hand-off, `submitted_at` of a review), and a 👀 older than it is an earlier
 * request's, left there when that one was done. The run removes that reaction by its id and
 * claims again: of the runs of the new request, exactly one gets 201 (a DELETE of an id already
 * gone is a 404, and the new 👀 has a new id), and the others see a fresh claim. Only when the
 * old 👀 cannot be removed does the run take over without a claim, with a warning. A 👀 made
 * since (or in the same second) is taken for this request's, so a request made before an
 * earlier one's run had claimed (two reviews seconds apart) finds no tracking comment of its
 * own and skips, saying to re-run. A payload without the time cannot tell an earlier 👀 from
 * this request's: the run goes on unclaimed, with a warning, rather than skip a new request as
 * a duplicate.
 *
 * A claim that fails: when GitHub certainly did nothing (a 4xx refusal, a rate limit, a request
 * never sent), no run can claim, and this one proceeds unclaimed with a warning, as before claims
 * existed (fail open). When the POST may have reached GitHub (a 5xx other than 503, a timeout, a
 * dropped connection, an unreadable answer), the claim is sent once more: adding the same
 * reaction again is safe (GitHub answers 200 with the one already there), and 201 means this
 * run owns the request after all. A 200 may be this run's own 👀 or another run's: the run looks
 * for an owner's tracking comment as above, and when none comes it stops without a job (fail
 * closed): a re-run finds the claim and takes over.
 *
 * A CI failure has no 👀 of its own: it is claimed by its tracking comment (commentClaimOwner).
 */

/**
 * An earlier run of this request asked the service for a job and got no answer it could trust
 * (a server error, a lost connection): the job may exist, and the service has no way to look it
 * up. This run stops rather than make a second; the earlier run's comment already says what to
 * do, so it is left as it is.
 */
export class EarlierJobMayExist extends InputError {
  override name = 'EarlierJobMayExist'
}

export function earlierJobMayExist(
  trigger: Trigger,
  commentId: number,
  thread: number,
): EarlierJobMayExist {
  // A re-run sends nothing now: the request is made anew its own way, or by hand.
  const again = trigger.kind.askAgain(trigger) || ASK_BY_HAND
  return new EarlierJobMayExist(
    `An earlier run of this request asked the service for a job, and its answer was lost or was a server error, so the job may exist (comment ${commentId} in #${thread} says so). Nothing was sent, so that the request does not make a second job. ` +
      `Look for the job in the project's dashboard: if it is there, follow it with job-id; if it is not, ${again} to make the request anew.`,
  )
}

/**
 * The run cannot tell whether it holds the request's claim: it stops, and its failure comment
 * says so (a re-run may then take the claim over after waiting for an owner).
 */
export class ClaimUnknown extends InputError {
  override name = 'ClaimUnknown'
}

/** Why a run skips a request another run owns: that run, and its job. */
export function ownedElsewhere(marker: Marker, serverRepoUrl: string): string {
  const run =
    marker.run === undefined
      ? 'another run'
      : `run ${serverRepoUrl}/actions/runs/${marker.run.id} (attempt ${marker.run.attempt})`
  return `${run} already handles this request, with job ${marker.job}; run the action with job-id: ${marker.job} to follow it`
}

/**
 * Why a request on its issue or pull request goes unclaimed: its payload gives no time to tell an
 * earlier request's 👀 from its own claim. Undefined for a request with its time, or none to have.
 */
function untimed({ requestedAt, kind, thread }: Trigger): string | undefined {
  if (requestedAt === undefined || !Number.isNaN(Date.parse(requestedAt))) return undefined
  const field = kind.timeField
  const where = thread?.isPullRequest === true ? 'pull request' : 'issue'
  return `The event does not say when this request was made (${field}), so its claim could not be told from an earlier request's 👀 on the ${where}: going on unclaimed, so another run of the same request would not be noticed.`
}

/** An earlier attempt of this run got there first: wait for its job, as a re-run does. */
function waitForEarlierAttempt(
  marker: Extract<ClaimVerdict, { kind: 'owner' }>['marker'],
  attempt: number,
): JobChoice & { claimed: boolean } {
  return {
    action: 'wait',
    jobId: marker.job,
    existingComment: existingOf(marker),
    reason: `the claim of attempt ${attempt} of this run`,
    claimed: false,
  }
}

/**
 * Where the request's claim (👀) goes, or undefined for none: no claim for a wait, a dry run, a
 * kind claimed by its tracking comment, a trigger with nothing to react to, or a request on its
 * issue or pull request that the payload does not time (said in `warnings`).
 */
function claimTarget(
  trigger: Trigger,
  choice: JobChoice,
  facts: Facts,
  warnings: string[],
): ReactionTarget | undefined {
  const target = trigger.kind.reactionTarget(trigger)
  if (
    choice.action === 'wait' ||
    trigger.kind.claim !== 'reaction' ||
    target === undefined ||
    trigger.thread === undefined ||
    !facts.github ||
    facts.inputs.dryRun
  )
    return undefined
  const timeless = untimed(trigger)
  if (timeless !== undefined) warnings.push(timeless)
  return timeless === undefined ? target : undefined
}

/**
 * decide's claim step: before a job is created or messaged the request is claimed (claimTarget
 * says where, if anywhere), and the verdict on GitHub's answer says whether the run goes on,
 * waits for the owner's job, or skips; until it does, the claim is made again, or the thread
 * looked at for the owner's tracking comment, as the verdict says. The daily limits' count is
 * read before the first claim: a count that cannot be read leaves no 👀 behind, so that a re-run
 * claims afresh.
 */
export function* claimRequest(
  trigger: Trigger,
  choice: JobChoice,
  facts: Facts,
  warnings: string[],
): Asking<(JobChoice & { claimed: boolean }) | Decision> {
  const { thread } = trigger
  const target = claimTarget(trigger, choice, facts, warnings)
  if (target === undefined || thread === undefined) return { ...choice, claimed: false }
  if (facts.claim === undefined) {
    if (countToRead(facts)) yield { fact: 'budget' }
    yield { fact: 'claim', target }
  }
  for (;;) {
    const verdict = verdictOf(trigger, facts)
    if (verdict.kind === 'claim-again') yield { fact: 'claim', target, again: true }
    else if (verdict.kind === 'reclaim') {
      const { reactionId, warning } = verdict
      yield { fact: 'reclaim', target, reactionId, warning }
    } else if (verdict.kind === 'look') {
      const { number, isPullRequest } = thread
      const { requestKey } = trigger
      yield { fact: 'owner', number, isPullRequest, requestKey, delayMs: verdict.delayMs }
    } else return settled(verdict, trigger, choice, facts.context, warnings)
  }
}

/** judgeClaim over the facts read so far. */
function verdictOf(trigger: Trigger, facts: Facts): ClaimVerdict {
  const { inputs, context, claim, owner } = facts
  if (claim === undefined) throw new Error('the claim was asked for and not made')
  return judgeClaim(claim, owner, context, trigger.requestedAt, inputs.requestTimeoutMs)
}

/** What a verdict that needs no more of GitHub means for the run. */
function settled(
  verdict: Exclude<ClaimVerdict, { kind: 'claim-again' | 'reclaim' | 'look' }>,
  trigger: Trigger,
  choice: JobChoice,
  context: RunContext,
  warnings: string[],
): (JobChoice & { claimed: boolean }) | Decision {
  switch (verdict.kind) {
    case 'owned':
      if (verdict.warning !== undefined) warnings.push(verdict.warning)
      return { ...choice, claimed: true }
    case 'unclaimed':
      warnings.push(verdict.warning)
      return { ...choice, claimed: false }
    case 'unknown':
      throw new ClaimUnknown(verdict.message)
    case 'owner': {
      const { marker } = verdict
      if (marker.run?.id !== context.runId)
        return decided({ kind: 'skip', reason: ownedElsewhere(marker, repoUrl(context)), trigger })
      return waitForEarlierAttempt(marker, marker.run.attempt)
    }
    case 'job-may-exist':
      throw earlierJobMayExist(trigger, verdict.commentId, trigger.thread?.number ?? 0)
    case 'take-over':
      warnings.push(verdict.warning)
      return { ...choice, claimed: true }
    case 'skip':
      return decided({ kind: 'skip', reason: verdict.reason, trigger })
  }
}
