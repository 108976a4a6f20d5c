import { describe, expect, test } from '@jest/globals'
import { ownedElsewhere } from '../../src/agent/decide/claim.js'
import { CLAIM_WAIT_MS, judgeClaim, STALE_CLAIM_MS } from '../../src/agent/decide/claim-verdict.js'
import type { OwnerFact } from '../../src/agent/decide/fact-shapes.js'
import { runContext } from './fixtures/run-context.js'

const CLAIMED_AT = '2026-01-01T00:00:00Z'
const AT = Date.parse(CLAIMED_AT)
const TAKEN = { created: false, createdAt: CLAIMED_AT }
const context = (attempt = 1) => runContext('issue_comment', {}, attempt)

/** Looks at the thread from `firstAt` to `checkedAt` that found no tracking comment. */
function nothingFound(checkedAt: number, firstAt = checkedAt, lookFailed = false): OwnerFact {
  return { marker: undefined, firstAt, checkedAt, lookFailed }
}

/** A look at `checkedAt` that found a failure comment: by default attempt 1 of run 7's, which held the claim. */
function failureFound(
  more: Partial<NonNullable<OwnerFact['failed']>> = {},
  checkedAt = AT + 1000,
): OwnerFact {
  const failed = {
    at: CLAIMED_AT,
    run: { id: '7', attempt: 1 },
    claim: 'held' as const,
    commentId: 9,
    jobMayExist: false,
  }
  return { ...nothingFound(checkedAt), failed: { ...failed, ...more } }
}

describe('judgeClaim', () => {
  test('a won claim owns the request, whatever the thread says', () => {
    expect(judgeClaim({ created: true, createdAt: '' }, undefined, context())).toEqual({
      kind: 'owned',
    })
  })

  test('a hand-off or a review finds a 👀 older than itself: an earlier request’s, removed and claimed again', () => {
    const later = new Date(AT + 2000).toISOString()
    const old = { ...TAKEN, id: 77 }
    expect(judgeClaim(old, undefined, context(), later)).toEqual({
      kind: 'reclaim',
      reactionId: 77,
    })
    // Claimed again and still that old 👀 (it could not be removed): on, unclaimed, said so.
    expect(judgeClaim({ ...old, reclaimed: true }, undefined, context(), later)).toMatchObject({
      kind: 'take-over',
      warning:
        'The issue or pull request still has the 👀 of an earlier request, which could not be removed to claim this one: going on unclaimed, so another run of the same request would not be noticed.',
    })
    // Without the reaction's id it cannot be removed.
    expect(judgeClaim(TAKEN, undefined, context(), later)).toMatchObject({ kind: 'take-over' })
    // The same second, or later than the hand-off: a racing run's claim on this very request.
    expect(judgeClaim(old, undefined, context(), new Date(AT + 1000).toISOString())).toEqual({
      kind: 'look',
      delayMs: 0,
    })
    expect(judgeClaim(old, undefined, context(), new Date(AT - 5000).toISOString())).toEqual({
      kind: 'look',
      delayMs: 0,
    })
    // No time, or a time that does not parse: the rules of any claim.
    expect(judgeClaim(old, undefined, context(), '')).toEqual({ kind: 'look', delayMs: 0 })
    expect(
      judgeClaim({ created: false, createdAt: '', id: 77 }, undefined, context(), later),
    ).toEqual({
      kind: 'look',
      delayMs: 0,
    })
  })

  test('a re-run whose earlier attempt failed before any job takes the claim over at once', () => {
    const failedAt = new Date(AT + 5000).toISOString()
    const failed = failureFound({ at: failedAt }, AT + 6000)
    expect(judgeClaim(TAKEN, failed, context(2))).toEqual({
      kind: 'take-over',
      warning:
        'An earlier attempt of this request ended before it had a job (its comment says why): attempt 2 takes the claim over.',
    })
    // A first attempt does not: the failure may be another workflow's, whose claim it is not.
    expect(judgeClaim(TAKEN, failed, context(1))).toEqual({ kind: 'look', delayMs: 2000 })
    // Nor a look that could not read the thread.
    expect(judgeClaim(TAKEN, { ...failed, lookFailed: true }, context(2))).toMatchObject({
      kind: 'look',
    })
  })

  test('a re-run takes over the very 👀 its earlier attempt’s comment names, whatever the times', () => {
    // Attempt 2 made the 👀 again after attempt 1's comment was posted, and failed (or was
    // refused) again: attempt 3 finds that 👀, newer than the comment, and it is attempt 2's.
    const remade = { created: false, createdAt: new Date(AT + 60_000).toISOString(), id: 42 }
    const named = failureFound({ run: { id: '7', attempt: 2 }, claimId: 42 }, AT + 61_000)
    expect(judgeClaim(remade, named, context(3))).toMatchObject({
      kind: 'reclaim',
      reactionId: 42,
    })
    // Another run's 👀 (another id), older than the comment or not, is not the attempt's.
    const other = { created: false, createdAt: new Date(AT - 60_000).toISOString(), id: 43 }
    expect(judgeClaim(other, named, context(3))).toEqual({ kind: 'look', delayMs: 2000 })
  })

  test('a re-run takes over only a claim its earlier attempt can have made: one older than that attempt’s failure', () => {
    const failedAt = new Date(AT - 60_000).toISOString()
    // The 👀 came a minute after attempt 1 failed: another workflow's run claimed since.
    const newer = failureFound({ at: failedAt })
    expect(judgeClaim(TAKEN, newer, context(2))).toEqual({ kind: 'look', delayMs: 2000 })
    // And once the wait is over with no tracking comment, it skips rather than take over.
    const waited = { ...newer, firstAt: AT, checkedAt: AT + CLAIM_WAIT_MS }
    expect(judgeClaim(TAKEN, waited, context(2)).kind).toBe('skip')
    // Another run's failure comment is not an earlier attempt's, whatever its time.
    const other = failureFound({ run: { id: '8', attempt: 1 } })
    expect(judgeClaim(TAKEN, other, context(2))).toEqual({ kind: 'look', delayMs: 2000 })
    // A failure comment of an older version names no run: nothing to judge it by.
    const unnamed = failureFound({ run: undefined })
    expect(judgeClaim(TAKEN, unnamed, context(2))).toEqual({ kind: 'look', delayMs: 2000 })
  })

  test('a re-run takes over at once only a claim its attempt held; one it could not tell about after the wait; one it never made not at all', () => {
    const failed = (claim: 'held' | 'unknown' | undefined) => failureFound({ claim })
    expect(judgeClaim(TAKEN, failed('held'), context(2))).toMatchObject({ kind: 'take-over' })
    // Its claim's fate was unknown: the 👀 may be another run's, which gets the wait to comment.
    expect(judgeClaim(TAKEN, failed('unknown'), context(2))).toEqual({
      kind: 'look',
      delayMs: 2000,
    })
    const waited = (claim: 'unknown' | undefined) => ({
      ...failed(claim),
      firstAt: AT,
      checkedAt: AT + CLAIM_WAIT_MS,
    })
    expect(judgeClaim(TAKEN, waited('unknown'), context(2))).toMatchObject({ kind: 'take-over' })
    // It failed before claiming: the 👀 is another run's, whatever the wait.
    expect(judgeClaim(TAKEN, waited(undefined), context(2)).kind).toBe('skip')
  })

  test('a re-run takes a claim over atomically where it can: removed by its id and made again', () => {
    const failed = failureFound()
    expect(judgeClaim({ ...TAKEN, id: 31 }, failed, context(2))).toMatchObject({
      kind: 'reclaim',
      reactionId: 31,
    })
    const waited = { ...nothingFound(AT + CLAIM_WAIT_MS, AT) }
    expect(judgeClaim({ ...TAKEN, id: 31 }, waited, context(2))).toMatchObject({
      kind: 'reclaim',
      reactionId: 31,
    })
    // Made again by another run first: that run's fresh claim, looked at from the start.
    const lost = {
      created: false,
      createdAt: new Date(AT + 2000).toISOString(),
      id: 32,
      reclaimed: true,
    }
    expect(judgeClaim(lost, undefined, context(2))).toEqual({ kind: 'look', delayMs: 0 })
  })

  test('a run that may hold the claim itself waits out an owner’s slowest job creation too before it stops', () => {
    const again = { ...TAKEN, afterUnknown: true }
    const at = (ms: number) => nothingFound(AT + ms, AT)
    expect(judgeClaim(again, at(CLAIM_WAIT_MS), context(), undefined, 30_000)).toEqual({
      kind: 'look',
      delayMs: 2000,
    })
    expect(
      judgeClaim(again, at(CLAIM_WAIT_MS + 30_000), context(), undefined, 30_000),
    ).toMatchObject({
      kind: 'unknown',
    })
  })

  test('a failure comment that says a job may exist stops every run: no claim is taken over', () => {
    const failed = failureFound({ jobMayExist: true })
    expect(judgeClaim(TAKEN, failed, context(2))).toEqual({ kind: 'job-may-exist', commentId: 9 })
    expect(judgeClaim(TAKEN, failed, context(1))).toEqual({ kind: 'job-may-exist', commentId: 9 })
  })

  test('a stale claim with its id is removed and made again, atomically; the warning comes with the win', () => {
    const stale = { ...TAKEN, id: 41 }
    const verdict = judgeClaim(stale, nothingFound(AT + STALE_CLAIM_MS), context())
    expect(verdict).toEqual({
      kind: 'reclaim',
      reactionId: 41,
      warning: 'The request was claimed 10 minutes ago (👀), but no job followed: taking it over.',
    })
    const won = { created: true, createdAt: '', id: 42, reclaimed: true, warning: 'w' }
    expect(judgeClaim(won, undefined, context())).toEqual({ kind: 'owned', warning: 'w' })
    // Removed by another run first: its fresh claim is looked at like any other.
    const lost = {
      created: false,
      createdAt: new Date(AT + STALE_CLAIM_MS).toISOString(),
      id: 43,
      reclaimed: true,
    }
    expect(judgeClaim(lost, undefined, context())).toEqual({ kind: 'look', delayMs: 0 })
    // Still there after trying (it could not be removed): the take-over of old, not atomic.
    expect(
      judgeClaim({ ...stale, reclaimed: true }, nothingFound(AT + STALE_CLAIM_MS), context()),
    ).toMatchObject({
      kind: 'take-over',
    })
  })

  test('sent again after an unknown fate: 201 owns; 200 may be its own 👀, so it waits for an owner and else stops', () => {
    expect(
      judgeClaim({ created: true, createdAt: '', afterUnknown: true }, undefined, context()),
    ).toEqual({
      kind: 'owned',
    })
    const again = { ...TAKEN, afterUnknown: true }
    expect(judgeClaim(again, nothingFound(AT), context())).toEqual({ kind: 'look', delayMs: 2000 })
    const waited = judgeClaim(again, nothingFound(AT + CLAIM_WAIT_MS, AT), context(2))
    expect(waited).toMatchObject({ kind: 'unknown' })
    expect(waited.kind === 'unknown' && waited.message).toMatch(
      /^Could not tell whether this run claimed the request: its first 👀 got no answer it could trust, and no tracking comment of another run followed\. .* Re-run the workflow/,
    )
  })

  test('the age of a stale claim is said in whole minutes', () => {
    const verdict = judgeClaim(TAKEN, nothingFound(AT + 10.6 * 60_000), context())
    expect(verdict).toEqual({
      kind: 'take-over',
      warning: 'The request was claimed 11 minutes ago (👀), but no job followed: taking it over.',
    })
  })

  test('an old claim is not taken over when the thread could not be read', () => {
    const blind = nothingFound(AT + STALE_CLAIM_MS, AT + STALE_CLAIM_MS, true)
    expect(judgeClaim(TAKEN, blind, context())).toMatchObject({ kind: 'look' })
  })

  test('a claim of unknown age is never stale: after 20 s it is skipped, without a time', () => {
    for (const createdAt of ['', 'yesterday']) {
      const claim = { created: false, createdAt }
      const late = nothingFound(AT + STALE_CLAIM_MS + CLAIM_WAIT_MS, AT + STALE_CLAIM_MS)
      expect(judgeClaim(claim, nothingFound(AT + STALE_CLAIM_MS), context())).toMatchObject({
        kind: 'look',
      })
      const verdict = judgeClaim(claim, late, context())
      expect(verdict.kind).toBe('skip')
      if (verdict.kind === 'skip') {
        expect(
          verdict.reason.startsWith(
            `another run claimed this request${createdAt === '' ? ' (👀)' : ' at yesterday (👀)'}`,
          ),
        ).toBe(true)
        expect(verdict.reason).toMatch(/retry after the claim is 10 minutes old\)$/)
      }
    }
  })

  test('waiting for the owner’s comment ends at exactly 20 s', () => {
    const first = AT + 1000
    expect(judgeClaim(TAKEN, nothingFound(first + CLAIM_WAIT_MS - 1, first), context())).toEqual({
      kind: 'look',
      delayMs: 2000,
    })
    expect(judgeClaim(TAKEN, nothingFound(first + CLAIM_WAIT_MS, first), context()).kind).toBe(
      'skip',
    )
  })

  test('a claim whose fate is unknown is sent again; unknown twice stops the run; one GitHub refused lets it go on', () => {
    expect(judgeClaim({ error: 'E.', mayHaveActed: true }, undefined, context())).toEqual({
      kind: 'claim-again',
    })
    expect(
      judgeClaim({ error: 'E.', mayHaveActed: true, retried: true }, undefined, context()),
    ).toEqual({
      kind: 'unknown',
      message:
        'Could not tell whether this run claimed the request: E. No job was started, so that two runs cannot both start one. Re-run the workflow: a re-run takes over a claim that no job followed.',
    })
    expect(judgeClaim({ error: 'E.', mayHaveActed: false }, undefined, context())).toEqual({
      kind: 'unclaimed',
      warning:
        'Could not claim the request with the 👀 reaction, so another run for the same request would not be noticed: E.',
    })
  })
})

test('a request owned elsewhere names that run when its comment does', () => {
  const server = 'https://github.com/acme/docs'
  expect(ownedElsewhere({ job: 'job-7', request: 'comment:11' }, server)).toBe(
    'another run already handles this request, with job job-7; run the action with job-id: job-7 to follow it',
  )
  expect(
    ownedElsewhere({ job: 'job-7', request: 'comment:11', run: { id: '8', attempt: 2 } }, server),
  ).toBe(
    'run https://github.com/acme/docs/actions/runs/8 (attempt 2) already handles this request, with job job-7; run the action with job-id: job-7 to follow it',
  )
})
