import * as core from '@actions/core'
import type { CommentView } from './comment-body.js'
import type { CommentPlace } from './tracking-comment.js'
import { checkHandOff, type HandOff } from './hand-off.js'

/**
 * What the post step needs to close the story if the main step cannot: saved with
 * core.saveState as soon as each part exists.
 */
export interface SavedRun {
  jobId: string
  comment: { id: number | undefined; place: CommentPlace; view: CommentView } | undefined
  /** The tracking comment shows `comment.view`, which is final: nothing is left to do. */
  finished: boolean
  /**
   * A `docs-status` left `pending` while the job worked, which the run has not ended yet; `end`
   * is the status being written when the run's end is known (the post step writes it again).
   */
  pendingStatus: PendingStatus | undefined
  /**
   * The hand-off record of a job at work, once its comment shows it: a step killed while it
   * waits leaves the job to a finish run (the post step writes the record into the comment).
   */
  handOff: HandOff | undefined
}

/** A pending `docs-status`, and the end being written, if any. */
export interface PendingStatus {
  sha: string
  context: string
  end?: { state: string; description: string; targetUrl?: string }
}

const KEYS = {
  jobId: 'job-id',
  comment: 'tracking-comment',
  finished: 'finished',
  pendingStatus: 'docs-status-pending',
  handOff: 'hand-off',
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

/** The record a killed step's post step hands the job off with. */
export function saveHandOff(handOff: HandOff): void {
  core.saveState(KEYS.handOff, JSON.stringify(handOff))
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
    handOff: readHandOff(),
  }
}

function readHandOff(): HandOff | undefined {
  try {
    const raw = core.getState(KEYS.handOff)
    // The main step of this same run wrote it: the record's own check reads it back.
    return raw === '' ? undefined : checkHandOff(JSON.parse(raw))
  } catch {
    return undefined
  }
}

function readPending(): SavedRun['pendingStatus'] {
  try {
    const raw = core.getState(KEYS.pendingStatus)
    const read =
      raw === '' ? undefined : (JSON.parse(raw) as Partial<Record<keyof PendingStatus, unknown>>)
    if (typeof read?.sha !== 'string' || typeof read.context !== 'string') return undefined
    const end = read.end as Partial<Record<string, unknown>> | undefined
    const ended =
      typeof end?.state === 'string' && typeof end.description === 'string'
        ? {
            state: end.state,
            description: end.description,
            ...(typeof end.targetUrl === 'string' ? { targetUrl: end.targetUrl } : {}),
          }
        : undefined
    return { sha: read.sha, context: read.context, ...(ended && { end: ended }) }
  } catch {
    return undefined
  }
}
