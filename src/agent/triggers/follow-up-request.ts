import type { ThreadComment } from '../../shared/github/github-client.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import { newestMarker, type Marker } from '../github/marker.js'
import { existingOf, type JobChoice } from '../decide/chosen-job.js'
import type { Trigger } from '../decide/request-kind.js'

/**
 * What a follow-up of the workflow's own (a CI failure, ci-follow-up.ts; a push, code-push.ts)
 * finds of its request in the thread's markers: sent by another run (a delivery twice, a second
 * workflow, a re-run of the failed workflow), which this run skips; sent by an earlier attempt of
 * this run, whose job it waits for (its marker says what it counted); or not sent yet.
 */
export function sentBefore(
  trigger: Trigger,
  comments: ThreadComment[],
  context: RunContext,
  /** The request in words, e.g. "push 1a2b3c4", and what the skip adds after the run. */
  words: { what: string; after?: string },
): { skip: string } | { wait: JobChoice; marker: Marker } | undefined {
  const own = newestMarker(comments, trigger.requestKey)
  if (own === undefined) return undefined
  if (own.run !== undefined && own.run.id !== context.runId)
    return {
      skip: `${words.what} was already sent to job ${own.job} by run ${repoUrl(context)}/actions/runs/${own.run.id}${words.after ?? ''}`,
    }
  return {
    wait: {
      action: 'wait',
      jobId: own.job,
      existingComment: existingOf(own),
      reason: `a re-run of the same request (run attempt ${context.runAttempt})`,
    },
    marker: own,
  }
}
