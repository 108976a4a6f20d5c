import { deflateRawSync, inflateRawSync } from 'node:zlib'
import * as v from '../../shared/valibot.ts'
import { questionKey } from './rank.js'
import { readersPlainText } from '../readers-words.js'
import type { Gaps } from './gaps.js'

/**
 * The rolling issue's memory: for each item, its count in each of the last runs (with each run's
 * date range), when it was first seen, and the agent jobs that addressed it. It is kept in a
 * hidden block at the end of the issue's body (an HTML comment: GitHub does not show it, and the
 * agent's prompt context leaves it out), as base64url of the raw-deflated JSON below. Pure: the
 * run reads the block from the issue it edits and writes the merged history back.
 *
 * Readers' words are kept only as the report shows them: keys are readersPlainText of the
 * ranking's key (redacted, one line, cut), never the text as written.
 */

export const HISTORY_VERSION = 1
/** Runs kept: about a quarter of weekly runs. */
export const RUNS_KEPT = 12
/** The hidden block, encoded, at most: the whole body stays far below GitHub's 65,536. */
export const HISTORY_BUDGET = 30_000
/** Longest key, in code points: enough to tell items apart, short enough to keep many. */
export const KEY_MAX = 60
/**
 * The most items a history keeps, and reads back: a run lists at most 150 (gaps-top's largest,
 * for each of three signals), so twelve runs of items that all change stay whole.
 */
export const ITEMS_KEPT = 2000
/** Jobs kept per item. */
const JOBS_KEPT = 5

const BLOCK_START = '<!-- docs-agent-action:gaps-history '
const BLOCK = /<!-- docs-agent-action:gaps-history ([A-Za-z0-9_-]*) -->/g
/** A block larger than this is not decoded (nor is JSON inflated past INFLATED_MAX). */
const BLOCK_MAX = 100_000
const INFLATED_MAX = 1_000_000

export type Section = 'q' | 's' | 'p'

/** One run of the report: the range it read ('' where open) and the day it ran. */
export interface HistoryRun {
  from: string
  to: string
  at: string
}

/** An agent job asked to cover the item (its tracking comment's job, its pull request). */
export interface HistoryJob {
  job: string
  pr?: number | undefined
  /**
   * Its pull request's state once final (closed: merged on `merged`, or not merged), kept so that
   * later runs need not ask GitHub again.
   */
  closed?: { merged: string | undefined } | undefined
}

export interface HistoryItem {
  section: Section
  /** The item's key: keyOf(section, text). */
  key: string
  /** Its count in each run of `runs` (same order, oldest first); null where not listed. */
  counts: (number | null)[]
  /** The start of the range (or the day) of the first run that listed it. */
  firstSeen: string
  jobs: HistoryJob[]
}

export interface History {
  /** Oldest first, at most RUNS_KEPT. */
  runs: HistoryRun[]
  items: HistoryItem[]
}

const Day = v.pipe(v.string(), v.maxLength(40))
const Count = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)))
const Wire = v.object({
  v: v.literal(HISTORY_VERSION),
  r: v.pipe(v.array(v.object({ f: Day, t: Day, a: Day })), v.maxLength(RUNS_KEPT)),
  i: v.pipe(
    v.array(
      v.object({
        s: v.picklist(['q', 's', 'p']),
        k: v.pipe(v.string(), v.maxLength(KEY_MAX * 4)),
        c: v.pipe(v.array(Count), v.maxLength(RUNS_KEPT)),
        f: Day,
        j: v.optional(
          v.pipe(
            v.array(
              v.object({
                j: v.pipe(v.string(), v.maxLength(100)),
                p: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
                // Closed: the day it merged, or '' when it closed without merging.
                x: v.optional(Day),
              }),
            ),
            v.maxLength(JOBS_KEPT),
          ),
        ),
      }),
    ),
    v.maxLength(ITEMS_KEPT),
  ),
})
type WireHistory = v.InferOutput<typeof Wire>

/** How an item is known from run to run: the ranking's key, as the report may show it. */
export function keyOf(section: Section, text: string): string {
  return readersPlainText(section === 'p' ? text : questionKey(text), KEY_MAX)
}

/** The hidden block of a history. */
export function historyBlock(history: History): string {
  const wire: WireHistory = {
    v: HISTORY_VERSION,
    r: history.runs.map((run) => ({ f: run.from, t: run.to, a: run.at })),
    i: history.items.map((item) => ({
      s: item.section,
      k: item.key,
      c: item.counts,
      f: item.firstSeen,
      ...(item.jobs.length === 0
        ? {}
        : {
            j: item.jobs.map((job) => ({
              j: job.job,
              ...(job.pr === undefined ? {} : { p: job.pr }),
              ...(job.closed === undefined ? {} : { x: job.closed.merged ?? '' }),
            })),
          }),
    })),
  }
  const packed = deflateRawSync(Buffer.from(JSON.stringify(wire))).toString('base64url')
  return `${BLOCK_START}${packed} -->`
}

/** What an issue's body says of its history. */
export type HistoryReading =
  { kind: 'none' } | { kind: 'read'; history: History } | { kind: 'unreadable'; reason: string }

/**
 * The history in a body (the last block, should an edit have left two). Anything else than a
 * block this version wrote is unreadable: the run warns and starts afresh. Never throws.
 */
export function readHistory(body: string): HistoryReading {
  const blocks = [...body.matchAll(BLOCK)]
  const last = blocks.at(-1)?.[1]
  if (last === undefined)
    return body.includes(BLOCK_START.trim())
      ? { kind: 'unreadable', reason: 'its hidden block is damaged' }
      : { kind: 'none' }
  if (last.length > BLOCK_MAX)
    return { kind: 'unreadable', reason: 'its hidden block is too large' }
  let json: unknown
  try {
    const text = inflateRawSync(Buffer.from(last, 'base64url'), {
      maxOutputLength: INFLATED_MAX,
    }).toString('utf8')
    json = JSON.parse(text)
  } catch {
    return { kind: 'unreadable', reason: 'its hidden block cannot be decoded' }
  }
  const parsed = v.safeParse(Wire, json)
  if (!parsed.success) {
    const version = (json as { v?: unknown } | null)?.v
    return {
      kind: 'unreadable',
      reason:
        version !== HISTORY_VERSION && typeof version === 'number'
          ? `its hidden block is of version ${version}, and this action reads version ${HISTORY_VERSION}`
          : 'its hidden block is not a history this action wrote',
    }
  }
  const wire = parsed.output
  if (wire.i.some((item) => item.c.length !== wire.r.length))
    return { kind: 'unreadable', reason: 'its hidden block does not add up' }
  return {
    kind: 'read',
    history: {
      runs: wire.r.map((run) => ({ from: run.f, to: run.t, at: run.a })),
      items: wire.i.map((item) => ({
        section: item.s,
        key: item.k,
        counts: item.c,
        firstSeen: item.f,
        jobs: (item.j ?? []).map((job) => ({
          job: job.j,
          pr: job.p,
          ...(job.x === undefined ? {} : { closed: { merged: job.x === '' ? undefined : job.x } }),
        })),
      })),
    },
  }
}

const idOf = (item: { section: Section; key: string }): string => `${item.section}:${item.key}`

/** An item of this run, in report order, with its count. */
export interface CurrentItem {
  section: Section
  key: string
  count: number
}

/**
 * The items of a report, keyed as the history keys them, in its numbering. Two items of a
 * signal whose keys the redaction made the same (two email addresses searched) are told apart
 * by their rank: the second is `key (2)`.
 */
export function currentItems(gaps: Gaps): CurrentItem[] {
  const items: CurrentItem[] = [
    ...gaps.questions.map((q) => ({
      section: 'q' as const,
      key: keyOf('q', q.text),
      count: q.count,
    })),
    ...gaps.searches.map((s) => ({
      section: 's' as const,
      key: keyOf('s', s.text),
      count: s.hits,
    })),
    ...gaps.pages.map((p) => ({
      section: 'p' as const,
      key: keyOf('p', p.path),
      count: p.thumbsDown,
    })),
  ]
  const seen = new Map<string, number>()
  return items.map((item) => {
    const times = (seen.get(idOf(item)) ?? 0) + 1
    seen.set(idOf(item), times)
    return times === 1 ? item : { ...item, key: `${item.key} (${times})` }
  })
}

/** A run again over the same range (a re-run, a manual run) takes the place of the last one. */
function sameRun(a: HistoryRun, b: HistoryRun): boolean {
  return a.from !== '' && a.to !== '' ? a.from === b.from && a.to === b.to : a.at === b.at
}

/**
 * The history with this run added as its newest: a run over the last one's range replaces it,
 * the oldest runs past RUNS_KEPT go, and an item listed in none of the runs kept goes with them.
 * Items come in this run's order, then the others, most recently listed first.
 */
export function mergeRun(
  previous: History | undefined,
  run: HistoryRun,
  current: readonly CurrentItem[],
): History {
  let runs = previous?.runs ?? []
  let items = previous?.items ?? []
  const lastRun = runs.at(-1)
  if (lastRun !== undefined && sameRun(lastRun, run)) {
    runs = runs.slice(0, -1)
    items = items.map((item) => ({ ...item, counts: item.counts.slice(0, -1) }))
  }
  const drop = Math.max(0, runs.length + 1 - RUNS_KEPT)
  const known = new Map(items.map((item) => [idOf(item), item]))
  const seen = new Set<string>()
  const merged: HistoryItem[] = []
  for (const item of current) {
    const id = idOf(item)
    if (seen.has(id)) continue
    seen.add(id)
    const before = known.get(id)
    merged.push({
      section: item.section,
      key: item.key,
      counts: [...(before?.counts ?? runs.map(() => null)).slice(drop), item.count],
      firstSeen: before?.firstSeen ?? (run.from === '' ? run.at : run.from),
      jobs: before?.jobs ?? [],
    })
  }
  const rest = items
    .filter((item) => !seen.has(idOf(item)))
    .map((item) => ({ ...item, counts: [...item.counts.slice(drop), null] }))
    .filter((item) => item.counts.some((count) => count !== null))
  rest.sort((a, b) => lastListed(b) - lastListed(a))
  return { runs: [...runs.slice(drop), run], items: [...merged, ...rest] }
}

/** The index of the last run that listed the item (-1 for none). */
function lastListed(item: HistoryItem): number {
  return item.counts.findLastIndex((count) => count !== null)
}

/**
 * The history cut until its block fits `budget` characters: first the items neither this run
 * nor the one before listed (the least recently listed first), then the oldest runs (down to two),
 * then the previous run's items that dropped out, then this run's from the last.
 */
export function pruned(history: History, budget = HISTORY_BUDGET): History {
  // The count too, not only the size: a block of many short items fits the budget, but one that
  // holds more items than a reader takes is not read back.
  const fits = (h: History): boolean =>
    h.items.length <= ITEMS_KEPT && historyBlock(h).length <= budget
  if (fits(history)) return history
  const newest = history.runs.length - 1
  const listedIn = (item: HistoryItem, run: number): boolean =>
    run >= 0 && item.counts[run] !== undefined && item.counts[run] !== null
  // 1. The items neither this run nor the one before listed, the least recently listed first.
  const older = history.items.filter(
    (item) => !listedIn(item, newest) && !listedIn(item, newest - 1),
  )
  let kept = withoutFewest(history, [...older].reverse(), fits)
  // 2. The oldest runs, down to two (each compresses little, so one at a time).
  while (!fits(kept) && kept.runs.length > 2) kept = withoutOldestRun(kept)
  // 3. The previous run's items that dropped out, then this run's from the last.
  if (fits(kept)) return kept
  const droppedOut = kept.items.filter((item) => !listedIn(item, kept.runs.length - 1))
  kept = withoutFewest(kept, [...droppedOut].reverse(), fits)
  if (fits(kept)) return kept
  const current = kept.items.filter((item) => listedIn(item, kept.runs.length - 1))
  return withoutFewest(kept, [...current].reverse(), fits)
}

/**
 * The history without the fewest of `gone` (in that order) that make it fit; without them all
 * when even that does not. Found by bisection: a block is deflated about log2(n) times, not n.
 */
function withoutFewest(
  history: History,
  gone: readonly HistoryItem[],
  fits: (h: History) => boolean,
): History {
  const without = (n: number): History => {
    const dropped = new Set(gone.slice(0, n))
    return { ...history, items: history.items.filter((item) => !dropped.has(item)) }
  }
  if (gone.length === 0 || fits(history)) return history
  let fitsNot = 0
  let doesFit = gone.length
  if (!fits(without(doesFit))) return without(doesFit)
  while (doesFit - fitsNot > 1) {
    const mid = Math.floor((fitsNot + doesFit) / 2)
    if (fits(without(mid))) doesFit = mid
    else fitsNot = mid
  }
  return without(doesFit)
}

/** The history without its oldest run, and without the items only that run listed. */
function withoutOldestRun(history: History): History {
  return {
    runs: history.runs.slice(1),
    items: history.items
      .map((item) => ({ ...item, counts: item.counts.slice(1) }))
      .filter((item) => item.counts.some((count) => count !== null)),
  }
}
