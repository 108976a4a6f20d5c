import * as core from '@actions/core'
import { AgentClient, serviceTransport } from './api/client.js'
import { ApiError } from './api/errors.js'
import type { AgentJob } from './api/job.js'
import { InputError } from './input-values.js'
import { getInputs, type Inputs } from './inputs.js'
import { setJobOutputs } from './outputs.js'
import { pollJob, type Clock } from './poll.js'
import { formatDuration, newReport, type Conclusion, type JobReport } from './report.js'
import { writeJobSummary } from './summary.js'

/** What the run needs from the outside world; tests pass a fake clock and a fixed random. */
export interface Dependencies {
  clock: Clock
  random: () => number
}

export const realDependencies: Dependencies = {
  clock: {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
  random: Math.random,
}

/** The user-facing text of any error: ours are written for users; anything else is a bug. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof InputError) return error.message
  if (error instanceof Error) {
    core.debug(error.stack ?? error.message)
    return `Unexpected error: ${error.message}`
  }
  return `Unexpected error: ${String(error)}`
}

function jobLabel(job: AgentJob): string {
  return `job ${job.id ?? '(no id)'}`
}

/** The verdict for a run whose job is known and whose waiting ended. */
function conclude(report: JobReport, inputs: Inputs): Conclusion {
  const job = report.job as AgentJob
  const id = job.id ?? ''
  const failure = inputs.failOnError ? 'failure' : 'warning'
  if (report.timedOut) {
    return {
      level: failure,
      message: `Stopped waiting for job ${id} after ${formatDuration(inputs.timeoutMs)}; it was still ${job.status ?? 'in an unknown state'}. Resume with job-id: ${id}.`,
    }
  }
  switch (job.status) {
    case 'failed':
      return { level: failure, message: `Job ${id} failed on the service.` }
    case 'archived':
      return { level: 'warning', message: `Job ${id} was archived.` }
    case 'completed':
      return job.prLink === null
        ? {
            level: 'notice',
            message: `Job ${id} completed without changing any files, so no pull request was opened.`,
          }
        : { level: 'success', message: `Job ${id} completed: ${job.prLink}` }
    default:
      return {
        level: 'success',
        message: `Job ${id} is ${job.status ?? 'started'}; not waiting (wait: false).`,
      }
  }
}

/** Creates or messages the job, then waits for it, recording everything in `report`. */
async function drive(
  client: AgentClient,
  inputs: Inputs,
  report: JobReport,
  deps: Dependencies,
): Promise<void> {
  const { clock } = deps
  if (inputs.jobId !== '' && inputs.prompt !== '') {
    core.info(
      `Sending a follow-up message to job ${inputs.jobId} (${inputs.prompt.length} characters).`,
    )
    report.job = await client.sendMessage(inputs.jobId, inputs.prompt)
    report.followUp = true
    report.jobId = report.job.id ?? inputs.jobId
    core.info(
      `Message sent; ${jobLabel(report.job)} is ${report.job.status ?? 'in an unknown state'}.`,
    )
  } else if (inputs.jobId === '') {
    core.info(
      `Creating an agent job in project ${inputs.projectId} (${inputs.prompt.length} characters).`,
    )
    report.job = await client.createJob(inputs.prompt)
    report.jobId = report.job.id ?? ''
    core.info(`Created ${jobLabel(report.job)} (${report.job.status ?? 'status unknown'}).`)
  }
  if (!inputs.wait) return

  const { jobId } = report
  core.info(
    `Waiting for job ${jobId}: polling every ${formatDuration(inputs.pollIntervalMs)} at first, for up to ${formatDuration(inputs.timeoutMs)}.`,
  )
  const result = await pollJob(() => client.getJob(jobId), {
    intervalMs: inputs.pollIntervalMs,
    deadline: report.startedAt + inputs.timeoutMs,
    // A job just created or messaged is polled after one interval: its answer is already fresh,
    // and after a follow-up the service's state must be read again rather than trusted.
    immediate: report.job === undefined,
    initial: report.job,
    clock,
    onStatus: (job, previous) => {
      report.job = job
      const elapsed = formatDuration(clock.now() - report.startedAt)
      const from = previous === null ? '' : ` (was ${previous})`
      core.info(`Job ${jobId} is ${job.status ?? 'in an unknown state'}${from} after ${elapsed}.`)
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
}

export async function run(deps: Dependencies = realDependencies): Promise<void> {
  let inputs: Inputs
  try {
    inputs = getInputs()
  } catch (error) {
    core.setFailed(messageOf(error))
    return
  }
  const transport = serviceTransport(
    { apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, timeoutMs: inputs.requestTimeoutMs },
    { ...deps.clock, random: deps.random, onRetry: (message) => core.info(message) },
  )
  const client = new AgentClient(transport, inputs.projectId)
  const report = newReport(deps.clock.now(), inputs.jobId)
  let conclusion: Conclusion
  try {
    await drive(client, inputs, report, deps)
    conclusion = conclude(report, inputs)
  } catch (error) {
    const id = report.jobId
    const resume =
      id === '' ? '' : ` The job id is ${id}: resume with job-id: ${id} rather than starting again.`
    conclusion = { level: 'failure', message: messageOf(error) + resume }
  } finally {
    transport.dispose()
  }
  report.conclusion = conclusion
  report.finishedAt = deps.clock.now()
  setJobOutputs(report)
  await writeJobSummary(report)
  const { level, message } = conclusion
  if (level === 'failure') core.setFailed(message)
  else if (level === 'warning') core.warning(message)
  else if (level === 'notice') core.notice(message)
  else core.info(message)
}
