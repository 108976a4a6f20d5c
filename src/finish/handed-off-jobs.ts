import type { HandedOff, ReadHandOff } from '../agent/github/hand-off.js'
import type { AgentJob } from '../agent/job/agent-job.js'
export type { FinishedJob } from '../agent/job/outputs.js'

/**
 * The pure part of a finish run (./finish-run.ts), its questions in order: which of the
 * repository's comments are handed-off jobs and in which order they are read (jobsToEnd), and
 * what becomes of each job once read (jobFate): it waits, it is abandoned, or its end is told.
 */

/** A comment as the repository-wide lists give it (GitHubClient.repositoryComments). */
export interface ListedComment {
  id: number
  kind: 'issue' | 'review'
  body: string
  trusted: boolean
  number: number
}

/** A handed-off job found in the repository: its comment and its record. */
export interface FoundJob extends HandedOff {
  commentId: number
  kind: 'issue' | 'review'
}

/** At most this many handed-off jobs are read per finish run: the service allows 100 an hour. */
export const MAX_JOB_READS = 20

/**
 * Past `finish-within-hours`, comments are still read for this long, so that a job handed off
 * near the edge of the window is seen once more, and named abandoned, before it drops out.
 */
export const WINDOW_TAIL_MS = 24 * 3_600_000

/**
 * The handed-off jobs among the repository's comments, their records read once as the comments
 * are (../agent/github/hand-off.ts readHandOffs), oldest hand-off first. Only comments the action wrote
 * count; a record must name the job its marker names, in the thread the comment is in: a comment
 * that quotes another's record, or a record pasted into another thread, is no job.
 */
export function handedOffJobs(read: readonly ReadHandOff<ListedComment>[]): FoundJob[] {
  const found = new Map<number, FoundJob>()
  for (const { comment, record, marker } of read) {
    if (marker?.job !== record.view.jobId || marker.request !== record.view.requestKey) continue
    const { place } = record.handOff
    const here = place.kind === 'issue' ? place.number : place.pull
    if (here !== comment.number || place.kind !== comment.kind) continue
    found.set(comment.id, { ...record, commentId: comment.id, kind: comment.kind })
  }
  return [...found.values()].sort((a, b) => a.handOff.at.localeCompare(b.handOff.at))
}

/** Question 1: the repository's handed-off requests, by job, in the order they are read. */
export function jobsToEnd(
  read: readonly ReadHandOff<ListedComment>[],
  now: number,
  windowMs: number,
): FoundJob[][] {
  return byJob(handedOffJobs(read), now, windowMs)
}

/** A job as a finish run read it: `ended` when its status is terminal (../agent/job/agent-job.ts). */
export type JobLook = { job: AgentJob; ended: boolean } | 'unknown' | undefined

/** What becomes of a job's handed-off requests. */
export type JobFate = { kind: 'finish'; job: AgentJob } | { kind: 'abandon' } | { kind: 'pending' }

/**
 * Question 2: what becomes of a job, from its look (undefined when it was not read, or the
 * service did not answer; `unknown` after a 404): its end is told once it has ended; past the
 * window, or unknown to the service, it is abandoned; else it waits for a later finish run.
 */
export function jobFate(newest: FoundJob, seen: JobLook, now: number, windowMs: number): JobFate {
  if (seen !== undefined && seen !== 'unknown' && seen.ended)
    return { kind: 'finish', job: seen.job }
  return pastWindow(newest, now, windowMs) || seen === 'unknown'
    ? { kind: 'abandon' }
    : { kind: 'pending' }
}

/**
 * The handed-off requests by job, each job's oldest first: a job is read once, however many of
 * its requests were handed off (a follow-up sent while it worked). Jobs handed off within the
 * window come first, oldest hand-off first, so that jobs past it do not take the reads.
 */
export function byJob(found: readonly FoundJob[], now: number, windowMs: number): FoundJob[][] {
  const groups = new Map<string, FoundJob[]>()
  for (const job of found) {
    const group = groups.get(job.view.jobId)
    if (group === undefined) groups.set(job.view.jobId, [job])
    else group.push(job)
  }
  const newest = (group: FoundJob[]) => group.at(-1) as FoundJob
  return [...groups.values()].sort(
    (a, b) =>
      Number(pastWindow(newest(a), now, windowMs)) - Number(pastWindow(newest(b), now, windowMs)) ||
      newest(a).handOff.at.localeCompare(newest(b).handOff.at),
  )
}

/** Whether a job was handed off before the window (`finish-within-hours`) began. */
export function pastWindow(job: FoundJob, now: number, windowMs: number): boolean {
  return Date.parse(job.handOff.at) < now - windowMs
}
