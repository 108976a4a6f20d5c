import * as core from '@actions/core'
import type { CommentView } from './comment-body.js'
import type { CommentPlace } from './tracking-comment.js'

/**
 * What the post step needs to close the story if the main step cannot: saved with
 * core.saveState as soon as each part exists.
 */
export interface SavedRun {
  jobId: string
  comment: { id: number | undefined; place: CommentPlace; view: CommentView } | undefined
  /** The tracking comment shows `comment.view`, which is final: nothing is left to do. */
  finished: boolean
  /** A `docs-status` left `pending` while the job worked, which the run has not ended yet. */
  pendingStatus: { sha: string; context: string } | undefined
}

const KEYS = {
  jobId: 'job-id',
  comment: 'tracking-comment',
  finished: 'finished',
  pendingStatus: 'docs-status-pending',
}

export function saveJobId(jobId: string): void {
  core.saveState(KEYS.jobId, jobId)
}

export function saveComment(id: number | undefined, place: CommentPlace, view: CommentView): void {
  core.saveState(KEYS.comment, JSON.stringify({ id, place, view }))
}

export function saveFinished(): void {
  core.saveState(KEYS.finished, 'true')
}

/** The commit whose `docs-status` is pending while the job works; undefined once it is not. */
export function savePendingStatus(pending: SavedRun['pendingStatus']): void {
  core.saveState(KEYS.pendingStatus, pending === undefined ? '' : JSON.stringify(pending))
}

export function readSavedRun(): SavedRun {
  let comment: SavedRun['comment']
  try {
    const raw = core.getState(KEYS.comment)
    comment = raw === '' ? undefined : (JSON.parse(raw) as SavedRun['comment'])
  } catch {
    comment = undefined
  }
  return {
    jobId: core.getState(KEYS.jobId),
    comment,
    finished: core.getState(KEYS.finished) === 'true',
    pendingStatus: readPending(),
  }
}

function readPending(): SavedRun['pendingStatus'] {
  try {
    const raw = core.getState(KEYS.pendingStatus)
    const read =
      raw === '' ? undefined : (JSON.parse(raw) as Partial<{ sha: unknown; context: unknown }>)
    return typeof read?.sha === 'string' && typeof read.context === 'string'
      ? { sha: read.sha, context: read.context }
      : undefined
  } catch {
    return undefined
  }
}
