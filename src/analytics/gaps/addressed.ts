import { gapsItemId, validCover, type GapsCover } from '../../shared/gaps-items.js'
import { DEFAULT_RANGE_DAYS } from '../comparison.js'
import type { History, HistoryItem, HistoryJob, HistoryRun, Section } from './history.js'

/**
 * Which items agent jobs addressed, and whether it worked: the covers the agent's tracking
 * comments record on the issue (../../shared/gaps-items.ts) go into the history's items, and an
 * item whose job's pull request merged says how often readers asked in the run before the merge
 * and since. "Before" and "since" go by each run's date range. Pure.
 */

/** Jobs kept per item, the newest last. */
const JOBS_KEPT = 5

/** The history with each cover's job (and its pull request, once known) on the items it names. */
export function withCovers(history: History, covers: readonly GapsCover[]): History {
  if (covers.length === 0) return history
  const byItem = new Map<string, GapsCover[]>()
  // What the history could not read back would make its block unreadable for every later run.
  for (const cover of covers.filter(validCover))
    for (const id of cover.items) byItem.set(id, [...(byItem.get(id) ?? []), cover])
  return {
    ...history,
    items: history.items.map((item) => {
      const found = byItem.get(gapsItemId(item.section, item.key))
      if (found === undefined) return item
      const jobs: HistoryJob[] = [...item.jobs]
      for (const cover of found) {
        const known = jobs.findIndex((job) => job.job === cover.job)
        const job = { job: cover.job, pr: cover.pr ?? jobs[known]?.pr }
        if (known >= 0) jobs[known] = job
        else jobs.push(job)
      }
      return { ...item, jobs: jobs.slice(-JOBS_KEPT) }
    }),
  }
}

/** A pull request as GitHub says it is now. */
export interface PullState {
  merged: boolean
  /** YYYY-MM-DD, when merged. */
  mergedAt?: string | undefined
  closed: boolean
}

/** The pull requests of the items' jobs, newest first, each once. */
export function pullsOf(history: History): number[] {
  const numbers = history.items.flatMap((item) => item.jobs.flatMap((job) => job.pr ?? []))
  return [...new Set(numbers)].sort((a, b) => b - a)
}

/** The pull requests the history knows closed, as GitHub said: no need to ask again. */
export function closedPulls(history: History): Map<number, PullState> {
  const closed = new Map<number, PullState>()
  for (const item of history.items)
    for (const { pr, closed: state } of item.jobs)
      if (pr !== undefined && state !== undefined)
        closed.set(pr, { merged: state.merged !== undefined, mergedAt: state.merged, closed: true })
  return closed
}

/** The history with each job's pull request's state kept once it is final (closed). */
export function withClosedPulls(history: History, pulls: ReadonlyMap<number, PullState>): History {
  const final = (pr: number | undefined) => {
    const state = pr === undefined ? undefined : pulls.get(pr)
    return state?.closed === true
      ? { merged: state.merged ? (state.mergedAt ?? '') : undefined }
      : undefined
  }
  return {
    ...history,
    items: history.items.map((item) => ({
      ...item,
      jobs: item.jobs.map((job) => {
        const closed = job.closed ?? final(job.pr)
        return closed === undefined ? job : { ...job, closed }
      }),
    })),
  }
}

const times = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

const ASKED: Record<Section, (n: number) => string> = {
  q: (n) => `asked ${times(n, 'time', 'times')}`,
  s: (n) => `searched ${times(n, 'time', 'times')}`,
  p: (n) => `rated down ${times(n, 'time', 'times')}`,
}

/** A run's range end: its `date-to`, or (open) the day it ran. */
const endOf = (run: HistoryRun): string => run.to || run.at

/** A run's range start: its `date-from`, or (open) the default range's, as assumed (comparison.ts). */
function startOf(run: HistoryRun): string {
  if (run.from !== '') return run.from
  const ran = Date.parse(run.at)
  if (Number.isNaN(ran)) return ''
  return new Date(ran - DEFAULT_RANGE_DAYS * 86_400_000).toISOString().slice(0, 10)
}

/**
 * What the item's newest job with a pull request did: "addressed in #N, merged DATE: asked X
 * times in the run before the merge, Y since" (a run that did not list the item counts 0: it
 * was not among the top), "closed without merging", or "not merged yet"; '' for none.
 */
export function addressedNote(
  item: HistoryItem,
  runs: readonly HistoryRun[],
  pulls: ReadonlyMap<number, PullState>,
): string {
  const job = item.jobs.findLast((j) => j.pr !== undefined && pulls.has(j.pr))
  const pull = job?.pr === undefined ? undefined : pulls.get(job.pr)
  if (job?.pr === undefined || pull === undefined) return ''
  const head = `addressed in #${job.pr}`
  if (!pull.merged)
    return pull.closed ? `${head}, closed without merging` : `${head}, not merged yet`
  const day = pull.mergedAt ?? ''
  const before = runs.findLastIndex((run) => endOf(run) <= day)
  const since = runs.flatMap((run, i) => (startOf(run) >= day ? [i] : []))
  const count = (i: number): number => item.counts[i] ?? 0
  const after = since.reduce((sum, i) => sum + count(i), 0)
  const parts =
    before < 0
      ? [since.length === 0 ? 'no run since yet' : `${ASKED[item.section](after)} since`]
      : [
          `${ASKED[item.section](count(before))} in the run before the merge`,
          since.length === 0 ? 'no run since yet' : `${after} since`,
        ]
  return `${head}, merged ${day}: ${parts.join(', ')}`
}
