import * as core from '@actions/core'
import { pullRequestNumber } from './api/job.js'
import type { JobReport } from './report.js'

/**
 * Every output of the agent action, set in this one place. They are set on every path once a
 * job is known, failures and timeouts included, so that a later step can resume with `job-id`.
 */
export function setJobOutputs(report: JobReport): void {
  const { job, jobId } = report
  if (jobId === '') return
  const outputs: Record<string, string> = {
    'job-id': jobId,
    status: job?.status ?? '',
    'pr-link': job?.prLink ?? '',
    'pr-number': pullRequestNumber(job?.prLink ?? null),
    model: job?.model ?? '',
    'source-repository': job?.sourceRepository ?? '',
    'source-ref': job?.sourceRef ?? '',
    'created-at': job?.createdAt ?? '',
    'archived-at': job?.archivedAt ?? '',
    job: job === undefined ? '' : JSON.stringify(job.raw),
    'timed-out': String(report.timedOut),
    'follow-up': String(report.followUp),
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}
