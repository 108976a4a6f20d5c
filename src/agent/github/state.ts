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
}

const KEYS = { jobId: 'job-id', comment: 'tracking-comment', finished: 'finished' }

export function saveJobId(jobId: string): void {
  core.saveState(KEYS.jobId, jobId)
}

export function saveComment(id: number | undefined, place: CommentPlace, view: CommentView): void {
  core.saveState(KEYS.comment, JSON.stringify({ id, place, view }))
}

export function saveFinished(): void {
  core.saveState(KEYS.finished, 'true')
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
  }
}
