import { addressedNote, type PullState } from './addressed.js'
import type { CurrentItem, History, HistoryRun, Section } from './history.js'
import { readersCodeSpan, readersMarkdown } from '../readers-words.js'

/**
 * What the rolling issue shows of its history: beside each item, its count in the previous run
 * and an arrow (or **new**), and its trend over the runs kept; after the items, those of the
 * previous run that dropped out, with their last count. Pure.
 */

export interface HistoryView {
  /**
   * Beside each item of this run, in report order: how it compares with the previous run
   * ('' for none) and its trend ('' for fewer than two runs).
   */
  notes: { mark: string; trend: string; addressed: string }[]
  /** The previous run's items no longer listed, in its order. */
  dropped: { section: Section; key: string; count: number; addressed: string }[]
  /** The run compared with, when there is one. */
  previous: HistoryRun | undefined
  /** Runs the trends span. */
  runs: number
}

const LEVELS = '▁▂▃▄▅▆▇█'
/** A run that did not list the item. */
const UNLISTED = '·'

/**
 * The counts as bars, from the first run that listed the item: `▁▃▅█`, `·` where a run did not
 * list it. Scaled to the item's own largest count.
 */
export function sparkline(counts: readonly (number | null)[]): string {
  const first = counts.findIndex((count) => count !== null)
  if (first < 0) return ''
  const shown = counts.slice(first)
  const most = Math.max(...shown.map((count) => count ?? 0))
  return shown
    .map((count) => {
      if (count === null) return UNLISTED
      const level = most === 0 ? 0 : Math.round((count / most) * (LEVELS.length - 1))
      return LEVELS[level] ?? ''
    })
    .join('')
}

function arrow(now: number, before: number): string {
  return now > before ? '↑' : now < before ? '↓' : '→'
}

/** The view of `history` (this run merged in, as its newest) for this run's items. */
export function historyView(
  history: History,
  current: readonly CurrentItem[],
  pulls: ReadonlyMap<number, PullState> = new Map(),
): HistoryView {
  const newest = history.runs.length - 1
  const byId = new Map(history.items.map((item) => [`${item.section}:${item.key}`, item]))
  const compared = newest >= 1
  const notes = current.map((item) => {
    const known = byId.get(`${item.section}:${item.key}`)
    const counts = known?.counts
    const addressed = known === undefined ? '' : addressedNote(known, history.runs, pulls)
    if (!compared || counts === undefined) return { mark: '', trend: '', addressed }
    const before = counts[newest - 1] ?? null
    const earlier = counts.slice(0, newest - 1).some((count) => count !== null)
    const mark =
      before !== null
        ? `(previous run ${before} ${arrow(item.count, before)})`
        : earlier
          ? '(**back**)'
          : '(**new**)'
    const trend = sparkline(counts)
    return { mark, trend: [...trend].length >= 2 ? trend : '', addressed }
  })
  const dropped = compared
    ? history.items.flatMap((item) => {
        const last = item.counts[newest - 1] ?? null
        return item.counts[newest] === null && last !== null
          ? [
              {
                section: item.section,
                key: item.key,
                count: last,
                addressed: addressedNote(item, history.runs, pulls),
              },
            ]
          : []
      })
    : []
  return {
    notes,
    dropped,
    previous: compared ? history.runs[newest - 1] : undefined,
    runs: newest + 1,
  }
}

const times = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

const MEASURES: Record<Section, (n: number) => string> = {
  q: (n) => `asked ${times(n, 'time', 'times')}`,
  s: (n) => times(n, 'search', 'searches'),
  p: (n) => times(n, 'thumbs-down', 'thumbs-down'),
}

function rangeOf(run: HistoryRun): string {
  if (run.from === '' && run.to === '') return `the run of ${run.at}`
  return `${run.from === '' ? '…' : run.from} to ${run.to === '' ? run.at : run.to}`
}

/** The line under the heading that says what the notes compare. */
export function historyIntro(view: HistoryView): string[] {
  if (view.previous === undefined)
    return ['_The history starts with this run: the next runs will show what changed._', '']
  return [
    `_Beside each item: its count in the previous run (${readersMarkdown(rangeOf(view.previous), 60)}) and its trend over the ${view.runs} runs kept (\`${UNLISTED}\` where a run did not list it); **new** if no run kept listed it before._`,
    '',
  ]
}

/** Dropped-out items shown at most; the rest are counted. */
const DROPPED_SHOWN = 10

/** The section of the previous run's items that are no longer listed. */
export function droppedSection(view: HistoryView, textLimit: number): string[] {
  if (view.previous === undefined) return []
  const out = ['### No longer among the gaps', '']
  if (view.dropped.length === 0) out.push('Every item of the previous run is still listed.')
  for (const item of view.dropped.slice(0, DROPPED_SHOWN)) {
    const text =
      item.section === 'p'
        ? readersCodeSpan(item.key, textLimit)
        : `“${readersMarkdown(item.key, textLimit)}”`
    const addressed = item.addressed === '' ? '' : ` · ${item.addressed}`
    out.push(`- ${text}: ${MEASURES[item.section](item.count)} in the previous run${addressed}`)
  }
  const more = view.dropped.length - DROPPED_SHOWN
  if (more > 0) out.push(`- and ${times(more, 'other', 'others')}`)
  out.push('')
  return out
}
