import * as core from '@actions/core'
import { pullRequestNumber } from './agent-job.js'
import type { JobReport } from './job-report.js'
import { findingsOutput } from '../../shared/change-check/change-check.js'

/** One request a finish run ended, as the `finished-jobs` output lists it. */
export interface FinishedJob {
  'job-id': string
  status: string
  'pr-link': string
  thread: number
  /** The request's repository (`owner/name`): a finish run may end jobs of several. */
  repository: string
  /** The check of the job's pull request (`change-check`), '' when none was made. */
  'change-check': string
}

/** What a finish run (../../finish/finish-run.ts) reports, as far as its outputs say it. */
export interface FinishOutputs {
  finished: readonly FinishedJob[]
  pending: number
  /** The reports of the jobs it finished, for their checks' findings. */
  reports: readonly JobReport[]
}

/** The check states from least to most telling: a finish run's `change-check` is its worst. */
const CHECK_ORDER = ['', 'off', 'passed', 'warned', 'unavailable', 'blocked']

/** The outputs of a finish run (`finish: true`), set in this one place too. */
export function setFinishOutputs(report: FinishOutputs): void {
  core.setOutput('finished', String(report.finished.length))
  core.setOutput('pending', String(report.pending))
  core.setOutput('finished-jobs', JSON.stringify(report.finished))
  core.setOutput('handed-off', 'false')
  const checks = report.finished.map((job) => job['change-check'])
  const worst = checks.reduce(
    (a, b) => (CHECK_ORDER.indexOf(b) > CHECK_ORDER.indexOf(a) ? b : a),
    '',
  )
  core.setOutput('change-check', worst)
  const findings = report.reports.flatMap((job) => job.changeCheck?.findings ?? [])
  core.setOutput('change-findings', worst === '' ? '' : findingsOutput(findings))
}

/**
 * Every output of the agent action, set in this one place. They are set on every path once a
 * job is known, failures and timeouts included, so that a later step can resume with `job-id`;
 * a skip or a dry run says so in `status`.
 */
export function setJobOutputs(report: JobReport): void {
  const { job, jobId } = report
  // The repository's count of the last 24 hours, when its daily limit was judged (refused or not).
  const today = report.budget?.repository?.used
  if (today !== undefined) core.setOutput('requests-today', String(today))
  if (report.skippedReason !== '') {
    core.setOutput('status', 'skipped')
    core.setOutput('skipped-reason', report.skippedReason)
    return
  }
  if (report.dryRun !== undefined) {
    core.setOutput('status', 'dry-run')
    if (jobId !== '') core.setOutput('job-id', jobId)
    return
  }
  if (jobId === '') return
  const outputs: Record<string, string> = {
    'job-id': jobId,
    status: job?.status ?? '',
    'pr-link': job?.prLink ?? '',
    // The design's and the service's name for the same value.
    prLink: job?.prLink ?? '',
    'pr-number': pullRequestNumber(job?.prLink ?? null),
    model: job?.model ?? '',
    'source-repository': job?.sourceRepository ?? '',
    'source-ref': job?.sourceRef ?? '',
    'created-at': job?.createdAt ?? '',
    'archived-at': job?.archivedAt ?? '',
    job: job === undefined ? '' : JSON.stringify(job.raw),
    'timed-out': String(report.timedOut),
    'handed-off': String(report.handedOff),
    'follow-up': String(report.followUp),
    'comment-id': report.commentId === undefined ? '' : String(report.commentId),
    'skipped-reason': '',
    'pr-reviewers-requested': report.reviewersRequested.join(','),
    'pr-labels-added': report.labelsAdded.join(','),
    'ci-follow-ups-sent': report.ciFollowUps === undefined ? '' : String(report.ciFollowUps),
    'preview-url': report.preview?.url ?? '',
    'preview-status': report.preview?.status ?? '',
    'change-check': report.changeCheck?.state ?? '',
    'change-findings':
      report.changeCheck === undefined ? '' : findingsOutput(report.changeCheck.findings),
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}
