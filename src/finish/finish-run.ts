import * as core from '@actions/core'
import type { Conclusion } from '../shared/lifecycle.js'
import { InputError } from '../shared/inputs.js'
import { ApiError } from '../shared/http/errors.js'
import { messageOf } from '../shared/log.js'
import { isTerminal } from '../agent/job/agent-job.js'
import type { GitHubClient } from '../shared/github/github-client.js'
import { abandon, finishOne, type FinishParts, type FinishReport } from './job-finish.js'
import { readHandOffs } from '../agent/github/hand-off.js'
import {
  type FoundJob,
  jobFate,
  jobsToEnd,
  type JobLook,
  MAX_JOB_READS,
  WINDOW_TAIL_MS,
} from './handed-off-jobs.js'

export type { FinishParts, FinishReport }

/**
 * Requests ended per minute, at most: each end makes up to 13 writes (the claim, and its take-over
 * when stale; the comment, twice with a preview; the reaction; the note, and the removal of a
 * duplicate (or the check's edit of a note there already); reviewers; labels; the status; the
 * change check's status; the dispatch): 78, under GitHub's 80 content-creating requests a minute.
 */
export const ENDS_PER_MINUTE = 6

/**
 * Paces a finish run's ends at `perMinute` a minute: before each end, `next()` waits (on the
 * injected clock) until a minute has passed since the first end of the current batch, once a
 * batch is full. Returns the milliseconds it waited.
 */
export function pacer(
  clock: { now: () => number; sleep: (ms: number) => Promise<void> },
  perMinute = ENDS_PER_MINUTE,
): () => Promise<number> {
  let batchStart: number | undefined
  let inBatch = 0
  return async () => {
    batchStart ??= clock.now()
    if (inBatch < perMinute) {
      inBatch++
      return 0
    }
    const waitMs = Math.max(0, batchStart + 60_000 - clock.now())
    if (waitMs > 0) await clock.sleep(waitMs)
    batchStart = clock.now()
    inBatch = 1
    return waitMs
  }
}

export function newFinishReport(): FinishReport {
  return { finished: [], pending: 0, abandoned: [], reports: [] }
}

/** A repository's handed-off requests, grouped by job, and the parts that end them there. */
interface Found {
  parts: FinishParts
  groups: FoundJob[][]
}

/**
 * `finish: true`: finds the handed-off jobs of each repository of `finish-repositories` (the
 * run's own by default) in GitHub alone (the action's own tracking comments, through the
 * repository-wide comment lists, since `finish-within-hours` ago), reads each job once, and
 * tells each end in its request's repository exactly as a waiting run would
 * (../agent/job/job-end.ts), then announces it there as a `repository_dispatch`. Of two runs that
 * finish the same job at once, the one whose 👀 on the tracking comment GitHub creates (201)
 * tells it; the other leaves it. A repository the token does not reach is named, and the others
 * are ended all the same.
 *
 * In order, from here: the facts (each repository's comments, their hand-off records parsed once
 * as they are read: ../agent/github/hand-off.ts readHandOffs); question 1, which requests and in which
 * order (./handed-off-jobs.ts jobsToEnd); then for each job, read once, question 2, what becomes
 * of it (jobFate); an end told is claimed first, then what it says is ../agent/job/outcome.ts's
 * (./job-finish.ts finishOne).
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
  const found: Found[] = []
  const unreached: string[] = []
  for (const there of repositoryParts(parts, github)) {
    const groups = await handedOffIn(there, since)
    if (typeof groups === 'string') unreached.push(groups)
    else found.push({ parts: there, groups })
  }
  const now = clock.now()
  const paced = pacer(clock)
  let read = 0
  for (const { parts: there, groups } of found)
    for (const requests of groups) {
      const newest = requests.at(-1)
      if (newest === undefined) continue
      // At most MAX_JOB_READS jobs are read a run: the rest wait, or are abandoned past the window.
      const seen = read++ < MAX_JOB_READS ? await look(there, newest.view.jobId) : undefined
      const fate = jobFate(newest, seen, now, inputs.finishWithinMs)
      if (fate.kind === 'pending') report.pending += requests.length
      if (fate.kind === 'abandon')
        for (const job of requests)
          await abandon(there, report, job, seen === 'unknown' ? seen : seen?.job)
      if (fate.kind !== 'finish') continue
      for (const job of requests) {
        // Paced: GitHub's secondary limit allows 80 content-creating requests a minute.
        const waited = await paced()
        if (waited > 0)
          core.info(
            `Ended ${ENDS_PER_MINUTE} requests within a minute: waited ${Math.ceil(waited / 1000)} s before the next, under GitHub's 80 writes a minute.`,
          )
        // The job's end is its newest request's: that one is announced.
        if (!(await finishOne(there, report, job, fate.job, job === newest))) report.pending++
      }
    }
  return finishConclusion(report, unreached)
}

/** The parts of each repository a finish run ends the jobs of: its own, or those it names. */
function repositoryParts(parts: FinishParts, github: GitHubClient): FinishParts[] {
  const { context, inputs } = parts
  const own = `${context.owner}/${context.repo}`
  const names = inputs.finishRepositories.length === 0 ? [own] : inputs.finishRepositories
  return names.map((name) => {
    const [owner = '', repo = ''] = name.split('/')
    if (name.toLowerCase() === own.toLowerCase()) return parts
    return {
      ...parts,
      github: github.inRepository(owner, repo),
      context: { ...context, owner, repo },
    }
  })
}

/**
 * A repository's handed-off requests by job; a sentence naming the repository when its token
 * does not reach it (GitHub's 404 or 403), which does not stop the others.
 */
async function handedOffIn(parts: FinishParts, since: string): Promise<FoundJob[][] | string> {
  const { github, context, inputs } = parts
  const repository = `${context.owner}/${context.repo}`
  if (github === undefined) return []
  let listed
  try {
    listed = await github.repositoryComments(since)
  } catch (error) {
    // A rate limit's 403 is transient: that fails the run; a permission's does not.
    const refused = error instanceof ApiError && !error.transient
    if (!refused || (error.status !== 404 && error.status !== 403)) throw error
    const message = `${repository}: the github-token does not reach it (HTTP ${error.status}), so its handed-off jobs were not ended. A finish run reads every repository of finish-repositories with its github-token: pass a GitHub App's installation token that reaches them all (actions/create-github-app-token with owner:), allowed issues: write and pull-requests: write there, and statuses: write where it sets a status, contents: write where it sends the finished-event (docs/security.md#permissions).`
    core.warning(message)
    return message
  }
  if (!listed.complete)
    core.warning(
      `${repository} has more comments in the window than a finish run reads (1,000 of each kind, newest first): handed-off jobs in the oldest of them are missed. Lower finish-within-hours.`,
    )
  // The facts: the records, each comment's parsed once as it is read; then question 1.
  const groups = jobsToEnd(readHandOffs(listed.comments), parts.clock.now(), inputs.finishWithinMs)
  const count = groups.reduce((sum, group) => sum + group.length, 0)
  core.info(
    `Found ${count} handed-off request${count === 1 ? '' : 's'} in ${repository} since ${since}.`,
  )
  return groups
}

/** How the finish run ends: a warning for a job that failed, or a repository not reached. */
function finishConclusion(report: FinishReport, unreached: string[]): Conclusion {
  const failed = report.reports.filter((r) => r.job?.status === 'failed').length
  const message = `Finished ${report.finished.length} handed-off job${report.finished.length === 1 ? '' : 's'}; ${report.pending} still pending.`
  const problems = [
    ...(failed > 0 ? [`${failed} of them failed on the service.`] : []),
    ...(unreached.length > 0
      ? [
          `Not reached: ${unreached.map((line) => line.split(':')[0]).join(', ')} (see the warnings).`,
        ]
      : []),
  ]
  return problems.length > 0
    ? { level: 'warning', message: `${message} ${problems.join(' ')}` }
    : { level: 'success', message }
}

/**
 * The job, read once, and whether it has ended: `unknown` when the service no longer knows it
 * (404); undefined (a warning) when the service does not answer.
 */
async function look(parts: FinishParts, id: string): Promise<JobLook> {
  try {
    const job = await parts.service.getJob(id)
    return { job, ended: isTerminal(job.status) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'unknown'
    core.warning(`Could not read handed-off job ${id}: ${messageOf(error)}`)
    return undefined
  }
}
