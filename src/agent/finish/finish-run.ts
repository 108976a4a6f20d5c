import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import type { Clock } from '../../shared/dependencies.js'
import { InputError } from '../../shared/inputs.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import type { GitHubClient, ReactionTarget } from '../../shared/github/github-client.js'
import type { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { inert, type CommentView } from '../github/comment-body.js'
import { repoUrl, type RunContext } from '../github/context.js'
import { parseHandOff } from '../github/hand-off.js'
import { TrackingComment } from '../github/tracking-comment.js'
import type { Inputs } from '../agent-inputs.js'
import type { AgentClient } from '../job/agent-api.js'
import { isTerminal, type AgentJob } from '../job/agent-job.js'
import { DocsStatus } from '../job/docs-status.js'
import { tellEnd, type EndedRequest } from '../job/job-end.js'
import { newReport, type JobReport } from '../job/job-report.js'
import { outcome } from '../job/outcome.js'
import { formatDuration } from '../../shared/durations.js'
import {
  ENDS_PER_MINUTE,
  finishedPayload,
  handedOffJobs,
  MAX_JOB_READS,
  pastWindow,
  WINDOW_TAIL_MS,
  type FinishedJob,
  type FoundJob,
} from './handed-off-jobs.js'

/** A claim older than this whose job is still handed off was left by a run that died. */
const STALE_CLAIM_MS = 10 * 60_000

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
      'The repository has more comments in the window than a finish run reads: the oldest handed-off jobs may be missed. Lower finish-within-hours, or run the finish more often.',
    )
  const jobs = handedOffJobs(comments)
  core.info(`Found ${jobs.length} handed-off job${jobs.length === 1 ? '' : 's'} since ${since}.`)
  const read = jobs.slice(0, MAX_JOB_READS)
  report.pending += jobs.length - read.length
  let batchStart = clock.now()
  let endsInBatch = 0
  for (const job of read) {
    const seen = await look(parts, job)
    if (seen === undefined || !isTerminal(seen.status)) {
      report.pending++
      if (seen !== undefined && pastWindow(job, clock.now(), inputs.finishWithinMs))
        await abandon(parts, report, job, seen)
      continue
    }
    // Paced: GitHub's secondary limit allows 80 content-creating requests a minute.
    if (endsInBatch === ENDS_PER_MINUTE) {
      await clock.sleep(Math.max(0, batchStart + 60_000 - clock.now()))
      batchStart = clock.now()
      endsInBatch = 0
    }
    endsInBatch++
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

/** The tracking comment, as a reaction target. */
function commentTarget(job: FoundJob): ReactionTarget {
  return job.kind === 'issue'
    ? { kind: 'issue-comment', id: job.commentId }
    : { kind: 'review-comment', id: job.commentId }
}

/**
 * The claim on a job's end: 👀 on its tracking comment, which GitHub creates once (201) for the
 * token's user. A 👀 older than STALE_CLAIM_MS on a comment that still hands the job off was
 * left by a run that died (or by an earlier end of the same comment): it is removed by its id
 * and claimed again, so that of two runs that find it so, one gets 201. True when this run owns
 * the end, and the comment still carries the record it was found with.
 */
async function claim(parts: FinishParts, github: GitHubClient, job: FoundJob): Promise<boolean> {
  const target = commentTarget(job)
  try {
    let answer = await github.react(target, 'eyes', { claim: true })
    if (!answer.created) {
      const age = parts.clock.now() - Date.parse(answer.createdAt)
      if (!(age > STALE_CLAIM_MS) || !(await stillHandedOff(github, job))) return false
      await github.removeReaction(target, answer.id)
      answer = await github.react(target, 'eyes', { claim: true })
      if (!answer.created) return false
    }
    // Another run may have ended it between the list and the claim.
    return await stillHandedOff(github, job)
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

/** Whether the tracking comment still carries the record it was found with. */
async function stillHandedOff(github: GitHubClient, job: FoundJob): Promise<boolean> {
  const now = await github.comment(job.kind, job.commentId)
  if (now === undefined || !now.trusted) return false
  const record = parseHandOff(now.body)
  return record?.handOff.at === job.handOff.at && record.view.jobId === job.view.jobId
}

/** Ends one job that has ended: claimed, told as a waiting run tells it, then announced. */
async function finishOne(
  parts: FinishParts,
  finish: FinishReport,
  job: FoundJob,
  seen: AgentJob,
): Promise<boolean> {
  const { github, clock, context, inputs } = parts
  if (github === undefined || !(await claim(parts, github, job))) return false
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
  await announce(parts, github, job, report)
  return true
}

/** The job's end as a `repository_dispatch` (`finished-event`), sent once, never repeated. */
async function announce(
  parts: FinishParts,
  github: GitHubClient,
  job: FoundJob,
  report: JobReport,
): Promise<void> {
  const type = parts.inputs.finishedEvent
  if (type === '') return
  const payload = finishedPayload(
    job,
    {
      status: report.job?.status ?? '',
      prLink: report.job?.prLink ?? null,
      previewUrl: report.preview?.url ?? '',
    },
    `${parts.context.owner}/${parts.context.repo}`,
  )
  try {
    await github.dispatch(type, payload)
    core.info(`Sent repository_dispatch ${type} for job ${report.jobId}.`)
  } catch (error) {
    core.warning(
      `Could not send repository_dispatch ${type} for job ${report.jobId}: ${messageOf(error)}${
        error instanceof ApiError && error.mayHaveActed
          ? ' It may have been sent: it is not sent again.'
          : ''
      }`,
    )
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
