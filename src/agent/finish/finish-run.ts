import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import { InputError } from '../../shared/inputs.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import { isTerminal, type AgentJob } from '../job/agent-job.js'
import { abandon, finishOne, type FinishParts, type FinishReport } from './job-finish.js'
import {
  ENDS_PER_MINUTE,
  byJob,
  handedOffJobs,
  pacer,
  MAX_JOB_READS,
  pastWindow,
  WINDOW_TAIL_MS,
} from './handed-off-jobs.js'

export type { FinishParts, FinishReport }

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
  core.info(
    `Found ${jobs.length} handed-off request${jobs.length === 1 ? '' : 's'} since ${since}.`,
  )
  const now = clock.now()
  const paced = pacer(clock)
  for (const [index, requests] of byJob(jobs, now, inputs.finishWithinMs).entries()) {
    const newest = requests.at(-1)
    if (newest === undefined) continue
    const past = pastWindow(newest, now, inputs.finishWithinMs)
    // At most MAX_JOB_READS jobs are read: the rest wait, or are abandoned past the window.
    const seen = index < MAX_JOB_READS ? await look(parts, newest.view.jobId) : undefined
    if (seen === undefined || seen === 'unknown' || !isTerminal(seen.status)) {
      if (past || seen === 'unknown')
        for (const job of requests) await abandon(parts, report, job, seen)
      else report.pending += requests.length
      continue
    }
    for (const job of requests) {
      // Paced: GitHub's secondary limit allows 80 content-creating requests a minute.
      const waited = await paced()
      if (waited > 0)
        core.info(
          `Ended ${ENDS_PER_MINUTE} requests within a minute: waited ${Math.ceil(waited / 1000)} s before the next, under GitHub's 80 writes a minute.`,
        )
      // The job's end is its newest request's: that one is announced.
      if (!(await finishOne(parts, report, job, seen, job === newest))) report.pending++
    }
  }
  const failed = report.reports.filter((r) => r.job?.status === 'failed').length
  const message = `Finished ${report.finished.length} handed-off job${report.finished.length === 1 ? '' : 's'}; ${report.pending} still pending.`
  return failed > 0
    ? { level: 'warning', message: `${message} ${failed} of them failed on the service.` }
    : { level: 'success', message }
}

/**
 * The job, read once: `unknown` when the service no longer knows it (404); undefined (a warning)
 * when the service does not answer.
 */
async function look(parts: FinishParts, id: string): Promise<AgentJob | 'unknown' | undefined> {
  try {
    return await parts.service.getJob(id)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'unknown'
    core.warning(`Could not read handed-off job ${id}: ${messageOf(error)}`)
    return undefined
  }
}
