import { InputError } from '../../shared/inputs.js'
import type { ClaimFact, OwnerFact } from './facts.js'
import type { ThreadComment } from '../../shared/github/github-client.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import type { Marker } from '../github/marker.js'
import {
  ASK_BY_HAND,
  decided,
  existingOf,
  gather,
  type Decision,
  type Facts,
  type JobChoice,
  type Trigger,
} from './decision.js'

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
 * decide's claim step: before a job is created or messaged the request is claimed, and the
 * verdict on GitHub's answer says whether the run goes on, waits for the owner's job, asks for
 * another fact or skips. No claim for a wait, a dry run, a trigger with nothing to react to, or
 * a request on its issue or pull request that the payload does not time.
 */
export function claimRequest(
  trigger: Trigger,
  choice: JobChoice,
  facts: Facts,
  warnings: string[],
): (JobChoice & { claimed: boolean }) | Decision {
  const { inputs, context } = facts
  const { thread } = trigger
  const target = trigger.kind.reactionTarget(trigger)
  if (
    choice.action === 'wait' ||
    trigger.kind.claim !== 'reaction' ||
    target === undefined ||
    thread === undefined ||
    !facts.github ||
    inputs.dryRun
  )
    return { ...choice, claimed: false }
  const timeless = untimed(trigger)
  if (timeless !== undefined) {
    warnings.push(timeless)
    return { ...choice, claimed: false }
  }
  if (facts.claim === undefined) return gather({ fact: 'claim', target })
  const verdict = judgeClaim(
    facts.claim,
    facts.owner,
    context,
    trigger.requestedAt,
    inputs.requestTimeoutMs,
  )
  switch (verdict.kind) {
    case 'owned':
      if (verdict.warning !== undefined) warnings.push(verdict.warning)
      return { ...choice, claimed: true }
    case 'unclaimed':
      warnings.push(verdict.warning)
      return { ...choice, claimed: false }
    case 'claim-again':
      return gather({ fact: 'claim', target, again: true })
    case 'unknown':
      throw new ClaimUnknown(verdict.message)
    case 'reclaim':
      return gather({
        fact: 'reclaim',
        target,
        reactionId: verdict.reactionId,
        warning: verdict.warning,
      })
    case 'look':
      return gather({
        fact: 'owner',
        number: thread.number,
        isPullRequest: thread.isPullRequest,
        requestKey: trigger.requestKey,
        delayMs: verdict.delayMs,
      })
    case 'owner': {
      const { marker } = verdict
      if (marker.run?.id !== context.runId)
        return decided({ kind: 'skip', reason: ownedElsewhere(marker, repoUrl(context)), trigger })
      return waitForEarlierAttempt(marker, marker.run.attempt)
    }
    case 'job-may-exist':
      throw earlierJobMayExist(trigger, verdict.commentId, thread.number)
    case 'take-over':
      warnings.push(verdict.warning)
      return { ...choice, claimed: true }
    case 'skip':
      return decided({ kind: 'skip', reason: verdict.reason, trigger })
  }
}

/**
 * The verdict on a claim: who holds the request, from GitHub's answer to the 👀 and what the
 * looks at the thread found. Pure, and apart from claimRequest, which asks for the facts, so
 * that each rule can be read (and tested) on its own.
 */

/** How long a run that lost the claim looks for the owner's tracking comment. */
export const CLAIM_WAIT_MS = 20_000
/** Between two looks at the thread while waiting for the owner's tracking comment. */
export const CLAIM_POLL_MS = 2_000
/** A claim this old with no tracking comment is stale: its owner never started the job. */
export const STALE_CLAIM_MS = 10 * 60_000

export type ClaimVerdict =
  /** `warning`: the stale claim this run removed to claim the request (said once it owns it). */
  | { kind: 'owned'; warning?: string }
  /** No run could claim (GitHub refused): go on unclaimed, with the warning. */
  | { kind: 'unclaimed'; warning: string }
  /**
   * The claim's fate is unknown (a server error, a lost answer): send it again. Adding the same
   * reaction twice is safe: GitHub answers 200 with the one already there.
   */
  | { kind: 'claim-again' }
  /** The claim may or may not be this run's: stop, with this message. */
  | { kind: 'unknown'; message: string }
  /**
   * The 👀 is an earlier request's, or a stale claim's: remove it (by `reactionId`) and claim
   * again, so that of the runs doing so exactly one gets 201; `warning` says why, when it should.
   */
  | { kind: 'reclaim'; reactionId: number; warning?: string }
  /** Look (again) for the owner's tracking comment, after `delayMs`. */
  | { kind: 'look'; delayMs: number }
  /** The owner's tracking comment. */
  | { kind: 'owner'; marker: Marker & { comment: ThreadComment } }
  /**
   * The request's failure comment says a run's job creation may have acted: whoever's claim it
   * is, no job follows it (the comment says what to do).
   */
  | { kind: 'job-may-exist'; commentId: number }
  /** A stale claim: this run goes on as the owner, with the warning. */
  | { kind: 'take-over'; warning: string }
  /** Another run holds a fresh claim: skip, with the reason. */
  | { kind: 'skip'; reason: string }

/** A claim answered with its reaction's id, not yet removed and made again by this run. */
function reclaimable(claim: { id?: number; reclaimed?: boolean }): boolean {
  return claim.reclaimed !== true && claim.id !== undefined && claim.id > 0
}

/**
 * A claim taken over: removed by its id and made again where it can be, so that the take-over
 * is atomic (of two runs taking it over at once, one gets 201; the other then looks for its
 * tracking comment). A 👀 without its id, or one that was made again already, is taken over as
 * it is, with the warning.
 */
function takeOver(claim: { id?: number; reclaimed?: boolean }, warning: string): ClaimVerdict {
  return reclaimable(claim)
    ? { kind: 'reclaim', reactionId: claim.id ?? 0, warning }
    : { kind: 'take-over', warning }
}

/**
 * Whose failure the request's failure comment is, against the claim: `own` when an earlier
 * attempt of this run wrote it, held the claim, and the 👀 is no newer (that attempt's claim);
 * `maybe-own` when that attempt could not tell whether it held it; `other` when it is another
 * run's, its attempt never held the claim, or the 👀 came after it (another run claimed since);
 * undefined when there is none.
 */
function earlierAttemptFailed(
  claim: { createdAt: string; id?: number },
  owner: OwnerFact,
  context: RunContext,
): 'own' | 'maybe-own' | 'other' | undefined {
  const { failed } = owner
  if (failed === undefined) return undefined
  const ours =
    failed.run !== undefined &&
    failed.run.id === context.runId &&
    failed.run.attempt < context.runAttempt
  // The very 👀 the attempt held, when its comment names it (a re-run's, made again after its
  // comment was first posted); else GitHub's times, to the second: a 👀 of the failure's second
  // may be the attempt's.
  const before =
    failed.claimId !== undefined && claim.id !== undefined && claim.id > 0
      ? failed.claimId === claim.id
      : Date.parse(claim.createdAt) <= Date.parse(failed.at) + 1000
  if (!ours || !before || failed.claim === undefined) return 'other'
  return failed.claim === 'held' ? 'own' : 'maybe-own'
}

/**
 * A claim GitHub did not answer with a reaction: sent again once when it may have acted (adding
 * the same reaction twice is safe), then the run stops; one GitHub refused lets the run go on.
 */
function judgeFailedClaim(claim: Extract<ClaimFact, { error: string }>): ClaimVerdict {
  if (claim.mayHaveActed && claim.retried !== true) return { kind: 'claim-again' }
  return claim.mayHaveActed
    ? {
        kind: 'unknown',
        message:
          `Could not tell whether this run claimed the request: ${claim.error} ` +
          'No job was started, so that two runs cannot both start one. Re-run the workflow: a re-run takes over a claim that no job followed.',
      }
    : {
        kind: 'unclaimed',
        warning: `Could not claim the request with the 👀 reaction, so another run for the same request would not be noticed: ${claim.error}`,
      }
}

/** Who holds the claim and what this run does about it: a pure function of the facts. */
export function judgeClaim(
  claim: ClaimFact,
  owner: OwnerFact | undefined,
  context: RunContext,
  requestedAt?: string,
  /** How long an owner's job creation may take (the request timeout), before its comment. */
  creationMs = 0,
): ClaimVerdict {
  if ('error' in claim) return judgeFailedClaim(claim)
  if (claim.created)
    return claim.warning === undefined
      ? { kind: 'owned' }
      : { kind: 'owned', warning: claim.warning }
  const claimedAt = Date.parse(claim.createdAt)
  const madeAt = requestedAt === undefined ? NaN : Date.parse(requestedAt)
  // GitHub's times are to the second: a 👀 of the same second may be this request's.
  if (claimedAt < madeAt - 1000) {
    if (reclaimable(claim)) return { kind: 'reclaim', reactionId: claim.id ?? 0 }
    return {
      kind: 'take-over',
      warning:
        'The issue or pull request still has the 👀 of an earlier request, which could not be removed to claim this one: going on unclaimed, so another run of the same request would not be noticed.',
    }
  }
  if (owner === undefined) return { kind: 'look', delayMs: 0 }
  if (owner.marker !== undefined) return { kind: 'owner', marker: owner.marker }
  if (owner.failed?.jobMayExist === true)
    return { kind: 'job-may-exist', commentId: owner.failed.commentId }
  const age = Number.isNaN(claimedAt) ? undefined : owner.checkedAt - claimedAt
  if (!owner.lookFailed && age !== undefined && age >= STALE_CLAIM_MS) {
    const warning = `The request was claimed ${Math.round(age / 60_000)} minutes ago (👀), but no job followed: taking it over.`
    return takeOver(claim, warning)
  }
  // A re-run whose earlier attempt failed before starting a job (its failure comment is there):
  // the claim is that attempt's, and nothing will follow it, so there is nothing to wait for.
  // Only a 👀 made before that failure can be that attempt's: a newer one is another run's.
  const earlier = earlierAttemptFailed(claim, owner, context)
  if (earlier === 'own' && !owner.lookFailed) {
    const warning = `An earlier attempt of this request ended before it had a job (its comment says why): attempt ${context.runAttempt} takes the claim over.`
    return takeOver(claim, warning)
  }
  // A run that may hold the claim itself waits out an owner's slowest job creation as well
  // before it stops: a failure comment posted while the owner is still at work would stand
  // beside the owner's tracking comment.
  const waitMs = claim.afterUnknown === true ? CLAIM_WAIT_MS + creationMs : CLAIM_WAIT_MS
  if (owner.checkedAt - owner.firstAt < waitMs) return { kind: 'look', delayMs: CLAIM_POLL_MS }
  if (claim.afterUnknown === true) {
    return {
      kind: 'unknown',
      message:
        'Could not tell whether this run claimed the request: its first 👀 got no answer it could trust, and no tracking comment of another run followed. ' +
        'No job was started, so that two runs cannot both start one. Re-run the workflow: a re-run takes over a claim that no job followed.',
    }
  }
  if (!owner.lookFailed && context.runAttempt > 1 && earlier !== 'other') {
    const warning = `The request was already claimed (👀), perhaps by an earlier attempt of this run, but no tracking comment followed within ${CLAIM_WAIT_MS / 1000} s: attempt ${context.runAttempt} takes it over.`
    return takeOver(claim, warning)
  }
  const since = claim.createdAt === '' ? '' : ` at ${claim.createdAt}`
  return {
    kind: 'skip',
    reason:
      `another run claimed this request${since} (👀) and has posted no tracking comment yet; ` +
      `if it stopped before starting a job, re-run this workflow (or retry after the claim is ${STALE_CLAIM_MS / 60_000} minutes old)`,
  }
}
