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
  return { kind, id, at: record.handOff.at, jobId: record.view.jobId, handOff: record.handOff }
}

/**
 * The claim on a handed-off job's end, for every run that may tell it (a finish run, or a run
 * that waited for the same request): 👀 on its tracking comment, which GitHub creates once (201)
 * for the token's user, so that of two runs one tells the end, writes the note and sends the
 * dispatch. A 👀 older than STALE_CLAIM_MS on a comment that still hands the job off was left by
 * a run that died before telling it (or by an earlier end of the same comment, handed off again
 * since): it is removed by its id and claimed again, so that of two runs that find it so, one
 * gets 201. True when this run owns the end and the comment still carries the same record.
 * Throws what GitHub's failures throw: the caller warns, and leaves the end to a later run.
 */
export async function claimEnd(
  github: GitHubClient,
  comment: HandedOffComment,
  now: number,
): Promise<boolean> {
  let answer = await github.react(target(comment), 'eyes', { claim: true })
  if (!answer.created) {
    const age = now - Date.parse(answer.createdAt)
    if (!(age > STALE_CLAIM_MS)) return false
    if ((await handedOffNow(github, comment.kind, comment.id))?.at !== comment.at) return false
    await github.removeReaction(target(comment), answer.id)
    answer = await github.react(target(comment), 'eyes', { claim: true })
    if (!answer.created) return false
  }
  // Another run may have ended it between the look and the claim.
  return (await handedOffNow(github, comment.kind, comment.id))?.at === comment.at
}
