import * as core from '@actions/core'
import type { GitHubClient } from '../shared/github/github-client.js'
import { ApiError } from '../shared/http/errors.js'
import { messageOf } from '../shared/log.js'
import { formatDuration } from '../shared/durations.js'
import { inert, type CommentView } from '../agent/github/comment-body.js'
import { repoUrl } from '../shared/github/run-context.js'
import { claimEnd, endShown, releaseEnd, type EndClaim } from '../agent/github/end-claim.js'
import { TrackingComment } from '../agent/github/tracking-comment.js'
import type { AgentJob } from '../agent/job/agent-job.js'
import { DocsStatus } from '../agent/job/docs-status.js'
import { announceEnd } from '../agent/job/finished-event.js'
import { carryEndDuty } from '../agent/job/end-duty.js'
import { tellEnd, type EndedRequest } from '../agent/job/job-end.js'
import { newReport, type JobReport } from '../agent/job/job-report.js'
import { outcome } from '../agent/job/outcome.js'
import type { FinishedJob, FoundJob } from './handed-off-jobs.js'
import type { Clock } from '../shared/dependencies.js'
import type { DeploymentClient } from '../shared/deployments/deployment-api.js'
import type { RunContext } from '../shared/github/run-context.js'
import type { Inputs } from '../agent/agent-inputs.js'
import type { AgentClient } from '../agent/job/service-client.js'

/**
 * One handed-off request's end, told by a finish run (./finish-run.ts): claimed, told exactly as
 * a waiting run tells it (../agent/job/job-end.ts), its tracking comment first, then announced.
 */

export interface FinishParts {
  inputs: Inputs
  context: RunContext
  github: GitHubClient | undefined
  service: AgentClient
  deployments: DeploymentClient
  clock: Clock
}

/** What a finish run did, for its outputs and summary. */
export interface FinishReport {
  finished: FinishedJob[]
  /** Handed-off jobs still at work (or not read this run). */
  pending: number
  /** Jobs named abandoned in their thread by this run. */
  abandoned: string[]
  /** The jobs' ends this run told, each as a waiting run's report would hold it. */
  reports: JobReport[]
}

/** This run's claim on the job's end (../agent/github/end-claim.ts); a failure is a warning. */
async function claimed(
  parts: FinishParts,
  github: GitHubClient,
  job: FoundJob,
): Promise<EndClaim | undefined> {
  const comment = { kind: job.kind, id: job.commentId, at: job.handOff.at, jobId: job.view.jobId }
  try {
    return await claimEnd(github, comment, parts.clock.now())
  } catch (error) {
    core.warning(
      `Could not claim the end of job ${job.view.jobId} (its tracking comment ${job.commentId}): ${messageOf(error)}. ${
        error instanceof ApiError && error.mayHaveActed
          ? 'The claim may have been made: a later finish run takes it over once it is stale.'
          : 'A later finish run tries again.'
      }`,
    )
    return undefined
  }
}

/** The report of a handed-off request's end, as a waiting run's would hold it. */
function endReport(job: FoundJob, seen: AgentJob): JobReport {
  const report = newReport(Date.parse(job.handOff.startedAt), job.view.jobId)
  report.job = seen
  report.followUp = job.view.followUp
  report.ciFollowUps = job.view.ci?.count
  report.commentId = job.kind === 'issue' ? job.commentId : undefined
  return report
}

/** The request as the end needs it: its thread's state, and its tracking comment's writer. */
function endedRequest(github: GitHubClient, job: FoundJob, report: JobReport): EndedRequest {
  const { handOff } = job
  const comment = new TrackingComment(github, handOff.place, (m) => core.warning(m), {
    id: job.commentId,
  })
  // The comment as the handing-off run showed it, with the record's job, now ended.
  let view: CommentView = { ...job.view, state: 'working', durationMs: undefined }
  return {
    thread: handOff.thread,
    action: handOff.action,
    react: handOff.react,
    requester: handOff.requester,
    earlierPreview: undefined,
    show: (change) => {
      view = {
        ...view,
        status: report.job?.status ?? view.status,
        prLink: report.job?.prLink ?? null,
        preview: report.preview ?? view.preview,
        ...change,
      }
      return comment.show(view)
    },
    comment: 'shown',
  }
}

/**
 * Ends one handed-off request whose job has ended, through the end's one duty
 * (../agent/job/end-duty.ts): claimed, told, announced. The tracking comment is the end's commit
 * point: when it cannot show the end, nothing else is written and the claim is given back, so
 * that the next finish run tells the end whole. `announce`: the newest request of the job, whose
 * end is the job's, sends the `repository_dispatch`; an older one of the same job only ends.
 * False when another run owns the end, or it could not be told.
 */
export async function finishOne(
  parts: FinishParts,
  finish: FinishReport,
  job: FoundJob,
  seen: AgentJob,
  announce: boolean,
): Promise<boolean> {
  const { github } = parts
  if (github === undefined) return false
  const report = endReport(job, seen)
  let claim: EndClaim | undefined
  const done = await carryEndDuty(
    { handedOff: true, announces: announce },
    {
      claim: async () => {
        claim = await claimed(parts, github, job)
        return claim === undefined ? 'failed' : 'won'
      },
      tell: () => tellHandedOff(parts, github, { finish, job, seen, report }, claim),
      announce: async () => {
        const request = { jobId: report.jobId, requestKey: job.view.requestKey }
        await announceEnd(parts, github, { ...request, thread: job.handOff.thread }, report)
      },
    },
  )
  return done.shown === true
}

/**
 * Tells a claimed end, as a waiting run tells it; true when the tracking comment shows it (the
 * run's report and outputs then hold it), else the claim is given back.
 */
async function tellHandedOff(
  parts: FinishParts,
  github: GitHubClient,
  ending: { finish: FinishReport; job: FoundJob; seen: AgentJob; report: JobReport },
  claim: EndClaim | undefined,
): Promise<boolean> {
  const { clock, context, inputs } = parts
  const { finish, job, seen, report } = ending
  const { handOff } = job
  const end = outcome({
    ending: { kind: 'waited', timedOut: false },
    jobId: report.jobId,
    job: seen,
    failOnError: false,
    elapsedMs: clock.now() - report.startedAt,
    pullRequestUrl: `${repoUrl(context)}/pull/`,
    threadNumber: handOff.thread,
    runUrl: context.runUrl,
    now: clock.now(),
    inert: (text) => inert(text, job.view.triggerPhrase),
  })
  // The finish step's inputs (reviewers, labels, preview); the status is the request's.
  const docsStatus = DocsStatus.forHandOff(handOff.status, github, context.runUrl, inputs)
  const request = endedRequest(github, job, report)
  const told = await tellEnd({ ...parts, report, docsStatus }, request, end, {
    told: () => undefined,
    commit: true,
  })
  const comment = { kind: job.kind, id: job.commentId, at: handOff.at, jobId: job.view.jobId }
  if (!(await endShown(github, comment, told.commentShown))) {
    if (claim !== undefined) await releaseEnd(github, claim)
    core.warning(
      `Could not show the end of job ${report.jobId} in its tracking comment: nothing else was written, and the next finish run tells it.`,
    )
    return false
  }
  finish.reports.push(report)
  finish.finished.push({
    'job-id': report.jobId,
    status: seen.status ?? '',
    'pr-link': seen.prLink ?? '',
    thread: handOff.thread,
    repository: `${context.owner}/${context.repo}`,
    'change-check': report.changeCheck?.state ?? '',
  })
  core.info(
    `Finished job ${report.jobId} (${seen.status ?? 'unknown'}) in ${context.owner}/${context.repo}#${handOff.thread}.`,
  )
  return true
}

/**
 * A job no finish run saw end within `finish-within-hours` (still at work, or unknown to the
 * service, or not read): claimed like an end, its tracking comment says, once, that no finish
 * run follows it any more and what to do; it no longer carries the record, so no later finish
 * run reads it.
 */
export async function abandon(
  parts: FinishParts,
  finish: FinishReport,
  job: FoundJob,
  seen: AgentJob | 'unknown' | undefined,
): Promise<void> {
  const { github, inputs } = parts
  if (github === undefined) return
  const claim = await claimed(parts, github, job)
  if (claim === undefined) return
  const hours = Math.round(inputs.finishWithinMs / 3_600_000)
  const comment = new TrackingComment(github, job.handOff.place, (m) => core.warning(m), {
    id: job.commentId,
  })
  const known = seen === 'unknown' || seen === undefined ? undefined : seen
  const state =
    seen === 'unknown'
      ? 'the service no longer knows it'
      : `it was still ${known?.status ?? 'in an unknown state'}`
  const shown = await comment.show({
    ...job.view,
    state: 'timed-out',
    status: known?.status ?? job.view.status,
    prLink: known?.prLink ?? job.view.prLink,
    durationMs: parts.clock.now() - Date.parse(job.handOff.startedAt),
    detail: `No finish run saw this job end within finish-within-hours (${hours} h, ${formatDuration(inputs.finishWithinMs)}); ${state}, and finish runs no longer follow it.`,
  })
  if (!shown) {
    await releaseEnd(github, claim)
    return
  }
  finish.abandoned.push(job.view.jobId)
  core.warning(
    `Job ${job.view.jobId} was handed off ${hours} h ago or more and no finish run saw it end: its thread #${job.handOff.thread} says so, and finish runs no longer follow it.`,
  )
}
