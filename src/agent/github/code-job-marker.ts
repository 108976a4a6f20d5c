import type { ThreadComment } from '../../shared/github/github-client.js'
import { newestMarker } from './marker.js'

/**
 * The marker a followed code pull request's job is named by in its thread, read by the trigger
 * that follows it (../triggers/) and by the docs status, which holds its pass back from another
 * pull request's head only when a job follows that one (../job/docs-status.ts).
 */

/** The request key of a pull request's job: what its pushes and its end look for. */
export function codeRequestKey(number: number): string {
  return `code:${number}`
}

/** The job of pull request `number`: the one its newest `code:<number>` marker names, if any. */
export function jobOfPull(comments: ThreadComment[], number: number): string | undefined {
  return newestMarker(comments, codeRequestKey(number))?.job
}
