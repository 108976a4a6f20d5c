import * as core from '@actions/core'
import type { Clock } from '../../shared/dependencies.js'
import { formatDuration } from '../../shared/durations.js'
import { pollUntilDone } from '../../shared/polling.js'
import type { Inputs } from '../agent-inputs.js'
import type { AgentClient } from './service-client.js'
import { isKnownStatus, isTerminal } from './agent-job.js'
import type { JobReport } from './job-report.js'

/** How the wait shows itself in the thread: a status edit, and a retry of one GitHub refused. */
export interface WaitComment {
  /** Shows the job's new status (the tracking comment, if there is one); `previous`: null at the first. */
  show: (status: string, previous: string | null) => Promise<unknown>
  /** Tries again an edit GitHub did not take, if one is behind. */
  catchUp: () => Promise<unknown> | undefined
}

/**
 * Polls the report's job until it ends or the step's deadline, keeping the report and the thread
 * up to date; true when the deadline came first. `immediate`: a job only waited for is polled at
 * once; one just created or messaged after one interval (its answer is already fresh, and after a
 * follow-up the service's state must be read again rather than trusted).
 */
export async function waitForJob(
  parts: { report: JobReport; inputs: Inputs; clock: Clock; service: AgentClient },
  immediate: boolean,
  comment: WaitComment,
): Promise<boolean> {
  const { report, inputs, clock, service } = parts
  const { jobId } = report
  const deadline = report.startedAt + inputs.timeoutMs
  core.info(
    `Waiting for job ${jobId}: polling every ${formatDuration(inputs.pollIntervalMs)} at first, for up to ${formatDuration(inputs.timeoutMs)}.`,
  )
  const result = await pollUntilDone(() => service.getJob(jobId, deadline), {
    isTerminal,
    isKnown: isKnownStatus,
    intervalMs: inputs.pollIntervalMs,
    deadline,
    immediate,
    initial: report.job,
    clock,
    onStatus: async (job, previous) => {
      report.job = job
      const elapsed = formatDuration(clock.now() - report.startedAt)
      const from = previous === null ? '' : ` (was ${previous})`
      core.info(`Job ${jobId} is ${job.status ?? 'in an unknown state'}${from} after ${elapsed}.`)
      await comment.show(job.status ?? '', previous)
    },
    // The job's pull request may appear while it still works: it is shown at once (the tracking
    // comment, the docs status). Else a tracking comment GitHub did not take is tried again at
    // the next poll, not only at the next change of status: other runs of the request look for it.
    onUnchanged: async (job) => {
      if ((job.prLink ?? null) !== (report.job?.prLink ?? null)) {
        report.job = job
        await comment.show(job.status ?? '', job.status)
      } else await comment.catchUp()
    },
    onUnknownStatus: (status) =>
      core.warning(
        `Job ${jobId} reports the status '${status}', which this action does not know; it is treated as still running.`,
      ),
    onPollError: (error) => core.warning(`${error.message} Still waiting.`),
  })
  report.job = result.job ?? report.job
  report.polls = result.polls
  report.timedOut = result.timedOut
  return result.timedOut
}
