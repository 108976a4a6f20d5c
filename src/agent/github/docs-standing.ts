import type { StatusState } from '../../shared/github/github-client.js'

/**
 * What a job's state means for the docs of a followed pull request (`docs-status`), in the words
 * a commit status shows: one wording for the run that followed the job to its end
 * (../job/docs-status.ts), for a push that brings the job nothing new
 * (../triggers/code-push-diff.ts), and for the `post:` step of a killed run.
 */

/** A link a status's "Details" may go to: http(s) only, else undefined. */
export function statusLink(url: string | null | undefined): string | undefined {
  return url !== null && url !== undefined && /^https?:\/\/[^\s<>"]+$/.test(url) ? url : undefined
}

/**
 * The status of a job that ended (completed, failed, archived), or undefined while it works;
 * `runUrl` is the link when the docs pull request is not (none, when a push only copies).
 */
export function jobStanding(
  job: { status: string | null; prLink?: string | null },
  jobId: string,
  runUrl?: string,
):
  | { state: Extract<StatusState, 'success' | 'failure'>; description: string; targetUrl?: string }
  | undefined {
  const run = statusLink(runUrl)
  const pull = statusLink(job.prLink)
  switch (job.status) {
    case 'completed':
      return pull === undefined
        ? { state: 'success', description: `No docs change needed (job ${jobId})`, targetUrl: run }
        : {
            state: 'success',
            description: `Docs pull request ready (job ${jobId})`,
            targetUrl: pull,
          }
    case 'failed':
      return { state: 'failure', description: `The docs agent job ${jobId} failed`, targetUrl: run }
    case 'archived':
      return {
        state: 'failure',
        description: `Job ${jobId} was archived before it ended`,
        targetUrl: run,
      }
    default:
      return undefined
  }
}

/**
 * A job left to a finish run (`wait: hand-off`, or a run that stopped waiting): still pending,
 * and saying who ends it, so that a required check that waits says why.
 */
export function handedOffStatus(
  jobId: string,
  targetUrl: string | undefined,
): { state: 'pending'; description: string; targetUrl?: string } {
  return {
    state: 'pending',
    description: `Job ${jobId} works; a finish run (finish: true) sets this status when it ends`,
    ...(targetUrl === undefined ? {} : { targetUrl }),
  }
}

/** What the `post:` step sets for a step killed while its job worked (it left `pending`). */
export function killedStatus(
  jobId: string,
  runUrl: string,
): { state: 'error'; description: string; targetUrl?: string } {
  return {
    state: 'error',
    description:
      jobId === ''
        ? 'The workflow stopped before the job was made'
        : `The workflow stopped while job ${jobId} worked: run again with its job-id`,
    targetUrl: statusLink(runUrl),
  }
}
