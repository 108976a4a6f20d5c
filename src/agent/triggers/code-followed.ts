import type { ThreadComment } from '../../shared/github/github-client.js'
import { parseMarkers } from '../github/marker.js'
import type { Facts } from '../decide/request-kind.js'
import type { Followed } from '../decide/fact-shapes.js'
import { pushPrefix } from './code-event.js'
import { codeRequestKey, jobOfPull } from '../github/code-job-marker.js'

/**
 * What a followed code pull request's thread says of its job, read from the action's own markers
 * alone (comments the GitHub client judged written by us): the job, and the heads it was given.
 * Whether a pull request is followed is decided here, never from a commit's status: a status is
 * a commit's, and anyone who can open a pull request at a commit (a fork's, unlabelled) makes it
 * carry a "Not followed" pass, or none.
 */

/**
 * The newest head commit the job was brought, by its start or a push (their markers, trusted):
 * what a push is compared from. A push whose run never ran (a newer one took its place in the
 * `concurrency` group's queue) is so sent with the next: its `before` is past it.
 */
export function lastHeadSent(
  comments: ThreadComment[],
  number: number,
  job: string,
): string | undefined {
  let head: string | undefined
  for (const comment of comments) {
    if (!comment.trusted) continue
    for (const marker of parseMarkers(comment.body)) {
      const ours =
        marker.request === codeRequestKey(number) || marker.request.startsWith(pushPrefix(number))
      if (marker.job === job && ours && marker.head !== undefined) head = marker.head
    }
  }
  return head
}

/**
 * Whether pull request `number` is followed, for the status of `head` after a request of it was
 * refused (pure): no job in its thread (`none`), a job that was last given `head` (`given`: its
 * own runs answer that head), a job that never was (`job`: new commits nobody approved), or a
 * thread that could not be read (`unread`).
 */
export function followedAt(thread: Facts['thread'], number: number, head: string): Followed {
  if (thread === undefined || 'error' in thread) return 'unread'
  const job = jobOfPull(thread.comments, number)
  if (job === undefined) return 'none'
  return lastHeadSent(thread.comments, number, job) === head.toLowerCase() ? 'given' : 'job'
}
