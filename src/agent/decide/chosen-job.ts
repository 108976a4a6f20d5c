import type { ThreadComment } from '../../shared/github/github-client.js'
import type { Marker } from '../github/marker.js'

/**
 * The job a run works on, as question 2 (job-choice.ts `whichJob`) chooses it: a new one
 * (NEW_JOB), or one its thread names, whose tracking comment a re-run takes over
 * (ExistingComment). A run plan (request-kind.ts `Plan`) is this choice and what the claim and the
 * prompt add.
 */

/** The job this run works on, and why. */
export interface JobChoice {
  /** Create a job, send a follow-up message, or only wait (job-id alone, or a re-run). */
  action: 'create' | 'message' | 'wait'
  /** The job to message or wait for; '' for `create`. */
  jobId: string
  /** Where `jobId` came from, for the log. */
  reason: string
  /** A re-run of the same request found the tracking comment of its first attempt. */
  existingComment: ExistingComment | undefined
}

export const NEW_JOB: JobChoice = {
  action: 'create',
  jobId: '',
  reason: 'a new job',
  existingComment: undefined,
}

/** A tracking comment of this request found in its thread: a re-run edits it, not posts. */
export interface ExistingComment {
  id: number
  kind: 'issue' | 'review'
  /** The preview it shows, which a re-run follows rather than ask for again. */
  preview?: Marker['preview']
  /** For whom and when its request was sent, which a re-run's edit keeps (the daily limits). */
  sentBy?: string
  sentAt?: number
}

/** A request's tracking comment (its newest marker) as a re-run takes it over. */
export function existingOf(marker: Marker & { comment: ThreadComment }): ExistingComment {
  const { comment, preview, sentBy, sentAt } = marker
  return { id: comment.id, kind: comment.kind, preview, sentBy, sentAt }
}
