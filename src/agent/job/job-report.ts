import type { Conclusion } from '../../shared/lifecycle.js'
import type { AgentJob } from './agent-job.js'
import type { ShownPreview } from '../../shared/deployments/preview-view.js'
import type { ChangeCheck } from '../../shared/change-check/change-types.js'
import type { Budget } from '../github/request-count.js'

/** What one run of the agent action did, gathered as it goes; outputs and summary read it. */
export interface JobReport {
  /** The job's id once known (given as job-id, or returned on creation); '' before. */
  jobId: string
  /** The job as last seen; undefined until one is known. */
  job: AgentJob | undefined
  /** A follow-up message was sent to an existing job. */
  followUp: boolean
  /** Waiting stopped at the deadline before the job ended. */
  timedOut: boolean
  /** The job was left to a finish run (`wait: hand-off`, a timeout or a cancel). */
  handedOff: boolean
  /** GET requests made while waiting. */
  polls: number
  startedAt: number
  finishedAt: number
  /** The closing verdict, once known. */
  conclusion: Conclusion | undefined
  /** Why the run decided not to act, when it did. */
  skippedReason: string
  /** A dry run: what would have been done. */
  dryRun: { action: string; prompt: string } | undefined
  /** The tracking comment, once posted. */
  commentId: number | undefined
  /** Whom GitHub accepted as reviewers of the job's pull request (logins, `org/team`). */
  reviewersRequested: string[]
  /** The labels GitHub added to the job's pull request. */
  labelsAdded: string[]
  /** On a CI failure: the CI follow-ups the job has had, this run's included. */
  ciFollowUps: number | undefined
  /** The preview of the job's pull request (job/preview.ts); undefined when none was asked. */
  preview: ShownPreview | undefined
  /** The check of what the job's pull request changes (../../shared/change-check/change-check.ts), once made. */
  changeCheck: ChangeCheck | undefined
  /** The counts against the daily request limits (this request's included), when one is set. */
  budget: Budget | undefined
  /** When this run sent its create or message (the daily limits count from it). */
  sentAt?: number
}

export function newReport(now: number, jobId: string): JobReport {
  return {
    jobId,
    job: undefined,
    followUp: false,
    timedOut: false,
    handedOff: false,
    polls: 0,
    startedAt: now,
    finishedAt: now,
    conclusion: undefined,
    skippedReason: '',
    dryRun: undefined,
    commentId: undefined,
    reviewersRequested: [],
    labelsAdded: [],
    ciFollowUps: undefined,
    preview: undefined,
    changeCheck: undefined,
    budget: undefined,
  }
}

/** A run that decided not to act: the report and the verdict say why. */
export function skipped(report: JobReport, reason: string): Conclusion {
  report.skippedReason = reason
  return { level: 'skipped', message: `Skipped: ${reason}.` }
}
