import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import type { Clock } from '../../shared/dependencies.js'
import { InputError } from '../../shared/inputs.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import type { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { inert, type CommentView } from '../github/comment-body.js'
import { repoUrl, type RunContext } from '../github/context.js'
import { claimEnd } from '../github/end-claim.js'
import { TrackingComment } from '../github/tracking-comment.js'
import type { Inputs } from '../agent-inputs.js'
import type { AgentClient } from '../job/agent-api.js'
import { isTerminal, type AgentJob } from '../job/agent-job.js'
import { DocsStatus } from '../job/docs-status.js'
import { tellEnd, type EndedRequest } from '../job/job-end.js'
import { announceEnd } from '../job/finished-event.js'
import { newReport, type JobReport } from '../job/job-report.js'
import { outcome } from '../job/outcome.js'
import { formatDuration } from '../../shared/durations.js'
import {
  ENDS_PER_MINUTE,
  handedOffJobs,
  pacer,
  MAX_JOB_READS,
  pastWindow,
  WINDOW_TAIL_MS,
  type FinishedJob,
  type FoundJob,
} from './handed-off-jobs.js'

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

export function newFinishReport(): FinishReport {
  return { finished: [], pending: 0, abandoned: [], reports: [] }
}

/**
 * `finish: true`: finds the repository's handed-off jobs in GitHub alone (the action's own
 * tracking comments, through the repository-wide comment lists, since `finish-within-hours`
 * ago), reads each job once, and tells each end exactly as a waiting run would (../job/job-end.ts),
 * then announces it as a `repository_dispatch`. Of two runs that finish the same job at once,
 * the one whose 👀 on the tracking comment GitHub creates (201) tells it; the other leaves it.
 */
export async function finishHandedOff(
  parts: FinishParts,
  report: FinishReport,
): Promise<Conclusion> {
  const { inputs, github, clock } = parts
  if (github === undefined)
    throw new InputError(
      "Input 'finish' is true, but there is no 'github-token' (or no repository): a finish run reads the tracking comments of handed-off jobs.",
    )
  const since = new Date(clock.now() - inputs.finishWithinMs - WINDOW_TAIL_MS).toISOString()
  const { comments, complete } = await github.repositoryComments(since)
  if (!complete)
    core.warning(
      'The repository has more comments in the window than a finish run reads (1,000 of each kind, newest first): handed-off jobs in the oldest of them are missed. Lower finish-within-hours.',
    )
  const jobs = handedOffJobs(comments)
  core.info(`Found ${jobs.length} handed-off job${jobs.length === 1 ? '' : 's'} since ${since}.`)
  const read = jobs.slice(0, MAX_JOB_READS)
  report.pending += jobs.length - read.length
  const paced = pacer(clock)
  for (const job of read) {
    const seen = await look(parts, job)
    if (seen === undefined || !isTerminal(seen.status)) {
      report.pending++
      if (seen !== undefined && pastWindow(job, clock.now(), inputs.finishWithinMs))
        await abandon(parts, report, job, seen)
      continue
    }
    // Paced: GitHub's secondary limit allows 80 content-creating requests a minute.
    const waited = await paced()
    if (waited > 0)
      core.info(
        `Ended ${ENDS_PER_MINUTE} jobs within a minute: waited ${Math.ceil(waited / 1000)} s before the next, under GitHub's 80 writes a minute.`,
      )
    const ended = await finishOne(parts, report, job, seen)
    if (!ended) report.pending++
  }
  const failed = report.reports.filter((r) => r.job?.status === 'failed').length
  const message = `Finished ${report.finished.length} handed-off job${report.finished.length === 1 ? '' : 's'}; ${report.pending} still pending.`
  return failed > 0
    ? { level: 'warning', message: `${message} ${failed} of them failed on the service.` }
    : { level: 'success', message }
}

/** The job, read once; undefined (a warning) when the service does not answer. */
async function look(parts: FinishParts, job: FoundJob): Promise<AgentJob | undefined> {
  try {
    return await parts.service.getJob(job.view.jobId)
  } catch (error) {
    core.warning(`Could not read handed-off job ${job.view.jobId}: ${messageOf(error)}`)
    return undefined
  }
}

/** Ends one job that has ended: claimed, told as a waiting run tells it, then announced. */
async function finishOne(
  parts: FinishParts,
  finish: FinishReport,
  job: FoundJob,
  seen: AgentJob,
): Promise<boolean> {
  const { github, clock, context, inputs } = parts
  if (github === undefined || !(await claimed(parts, github, job))) return false
  const { handOff } = job
  const report = newReport(Date.parse(handOff.startedAt), job.view.jobId)
  report.job = seen
  report.followUp = job.view.followUp
  report.ciFollowUps = job.view.ci?.count
  report.commentId = job.kind === 'issue' ? job.commentId : undefined
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
    inert: (text) => inert(text, inputs.triggerPhrase),
  })
  const comment = new TrackingComment(github, handOff.place, (m) => core.warning(m), {
    id: job.commentId,
  })
  // The comment as the handing-off run showed it, with the record's job, now ended.
  let view: CommentView = { ...job.view, state: 'working', durationMs: undefined }
  const request: EndedRequest = {
    thread: handOff.thread,
    action: handOff.action,
    react: handOff.react,
    requester: handOff.requester,
    earlierPreview: undefined,
    show: async (change) => {
      view = {
        ...view,
        status: report.job?.status ?? view.status,
        prLink: report.job?.prLink ?? null,
        preview: report.preview ?? view.preview,
        ...change,
      }
      const shown = await comment.show(view)
      return shown
    },
    comment: 'shown',
  }
  const endParts = {
    ...parts,
    // The finish step's own inputs, but the comment and preview follow the request's run.
    report,
    docsStatus: DocsStatus.forHandOff(handOff.status, github, context.runUrl),
  }
  await tellEnd(endParts, request, end, { told: () => undefined })
  finish.reports.push(report)
  finish.finished.push({
    'job-id': report.jobId,
    status: seen.status ?? '',
    'pr-link': seen.prLink ?? '',
    thread: handOff.thread,
  })
  core.info(`Finished job ${report.jobId} (${seen.status ?? 'unknown'}) in #${handOff.thread}.`)
  await announceEnd(
    parts,
    github,
    { jobId: job.view.jobId, requestKey: job.view.requestKey, thread: handOff.thread },
    report,
  )
  return true
}

/** This run's claim on the job's end (../github/end-claim.ts); a failure is a warning. */
async function claimed(parts: FinishParts, github: GitHubClient, job: FoundJob): Promise<boolean> {
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
    return false
  }
}

/**
 * A job still at work, handed off before `finish-within-hours`: its tracking comment says, once,
 * that no finish run will end it, and what to do; it no longer carries the record, so no later
 * finish run reads it. The same edit by two runs at once is the same comment.
 */
async function abandon(
  parts: FinishParts,
  report: FinishReport,
  job: FoundJob,
  seen: AgentJob,
): Promise<void> {
  const { github, inputs } = parts
  if (github === undefined) return
  const hours = Math.round(inputs.finishWithinMs / 3_600_000)
  const comment = new TrackingComment(github, job.handOff.place, (m) => core.warning(m), {
    id: job.commentId,
  })
  const shown = await comment.show({
    ...job.view,
    state: 'timed-out',
    status: seen.status ?? job.view.status,
    prLink: seen.prLink ?? job.view.prLink,
    durationMs: parts.clock.now() - Date.parse(job.handOff.startedAt),
    detail: `No finish run saw this job end within finish-within-hours (${hours} h, ${formatDuration(inputs.finishWithinMs)}); it was still ${seen.status ?? 'in an unknown state'}, and finish runs no longer follow it.`,
  })
  if (shown) {
    report.abandoned.push(job.view.jobId)
    core.warning(
      `Job ${job.view.jobId} is still at work ${hours} h after it was handed off: its thread #${job.handOff.thread} says so, and finish runs no longer follow it.`,
    )
  }
}
