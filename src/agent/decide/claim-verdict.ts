import type { ThreadComment } from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Marker } from '../github/marker.js'
import type { ClaimFact, OwnerFact } from './fact-shapes.js'

/**
 * The verdict on a claim: who holds the request, from GitHub's answer to the 👀 and what the
 * looks at the thread found. Pure, and apart from claimRequest (claim.ts), which asks for the
 * facts, so that each rule can be read (and tested) on its own.
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
