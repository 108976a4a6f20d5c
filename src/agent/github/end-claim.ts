import type { GitHubClient, ReactionTarget } from '../../shared/github/github-client.js'
import { parseHandOff, type HandOff } from './hand-off.js'

/** A claim older than this on a comment that still hands its job off was left by a run that died. */
const STALE_CLAIM_MS = 10 * 60_000

/** A tracking comment that hands its job off: where it is, and the record's time. */
export interface HandedOffComment {
  kind: 'issue' | 'review'
  id: number
  /** The record's `at`: a comment handed off again since carries another. */
  at: string
  jobId: string
}

/** A claim this run holds on a job's end: its 👀, to release it if the end cannot be told. */
export interface EndClaim {
  target: ReactionTarget
  reaction: number
}

/** The tracking comment, as a reaction target. */
function target(comment: HandedOffComment): ReactionTarget {
  return comment.kind === 'issue'
    ? { kind: 'issue-comment', id: comment.id }
    : { kind: 'review-comment', id: comment.id }
}

/** The comment's hand-off record now, if the action wrote it: undefined once it was ended. */
export async function handedOffNow(
  github: GitHubClient,
  kind: 'issue' | 'review',
  id: number,
): Promise<(HandedOffComment & { handOff: HandOff }) | undefined> {
  const now = await github.comment(kind, id)
  if (now === undefined || !now.trusted) return undefined
  const record = parseHandOff(now.body)
  if (record === undefined) return undefined
  const { at } = record.handOff
  return { kind, id, at, jobId: record.view.jobId, handOff: record.handOff }
}

/**
 * Whether the comment shows the job's end (its record is gone) after a run told it: true when
 * the edit showed it, else GitHub is asked (an edit whose answer was lost may have landed).
 * The end is announced only then, so that a later run that tells it again (the record still
 * there, its claim taken over once stale) announces it once. A failure to look is a no.
 */
export async function endShown(
  github: GitHubClient,
  comment: HandedOffComment,
  edited: boolean,
): Promise<boolean> {
  if (edited) return true
  try {
    return (await handedOffNow(github, comment.kind, comment.id))?.at !== comment.at
  } catch {
    return false
  }
}

/**
 * The claim on a handed-off job's end, for every run that may tell it (a finish run, or a run
 * that waited for the same request): 👀 on its tracking comment, which GitHub creates once (201)
 * for the token's user, so that of two runs one tells the end, writes the note and sends the
 * dispatch. A 👀 older than STALE_CLAIM_MS (or of no known age) on a comment that still hands the
 * job off was left by a run that died before telling it, or that released nothing: it is removed
 * by its id and claimed again, so that of two runs that find it so, one gets 201.
 *
 * The claim holds only when the comment still carries the same record, written by us (the
 * client's `trusted`: the token's own login or one of `marker-logins`, sealed with the run's
 * keys): a record in another bot's comment (another App, another workflow that echoes text) is
 * not this action's, and is left alone. Else the 👀 is released at once.
 * Undefined when another run owns the end, or the record is not one to end. Throws what
 * GitHub's failures throw; the caller warns, and leaves the end to a later run.
 */
export async function claimEnd(
  github: GitHubClient,
  comment: HandedOffComment,
  now: number,
): Promise<EndClaim | undefined> {
  const on = target(comment)
  let answer = await github.react(on, 'eyes', { claim: true })
  if (!answer.created) {
    const age = now - Date.parse(answer.createdAt)
    if (age < STALE_CLAIM_MS) return undefined
    if ((await handedOffNow(github, comment.kind, comment.id))?.at !== comment.at) return undefined
    await github.removeReaction(on, answer.id)
    answer = await github.react(on, 'eyes', { claim: true })
    if (!answer.created) return undefined
  }
  const claim = { target: on, reaction: answer.id }
  // Another run may have ended it between the look and the claim.
  const found = await handedOffNow(github, comment.kind, comment.id).catch(async (error) => {
    await releaseEnd(github, claim)
    throw error
  })
  // `found` is read only from a comment written by us (the client's one judgement of it): no
  // second test of the author here, which took an empty login for the token's own.
  if (found?.at === comment.at) return claim
  await releaseEnd(github, claim)
  return undefined
}

/** Gives a claim back (its 👀 removed), so that the next run may tell the end at once. */
export async function releaseEnd(github: GitHubClient, claim: EndClaim): Promise<void> {
  try {
    await github.removeReaction(claim.target, claim.reaction)
  } catch {
    // The 👀 stays: a later run takes it over once it is stale.
  }
}
