/**
 * The previous period beside this one (`compare`): which period is the previous one, what each
 * report can compare, the signed change, the pages that rose and fell most, and whether the
 * comparison is read at all. Pure: the reading is in comparison-read.ts.
 */
import type { ReportPage } from './analytics-api.js'
import type { ResolvedDate } from './dates.js'
import { isTraffic, type Report } from './reports.js'

export const COMPARE_CHOICES = ['previous', 'pages', 'none'] as const
export type CompareMode = (typeof COMPARE_CHOICES)[number]

/**
 * The range the action takes a report without `date-from` to cover: the API does not document
 * its default, so the 30 days before today (UTC) up to now is an assumption, stated in docs/analytics.md
 * and in the summary.
 */
export const DEFAULT_RANGE_DAYS = 30
const DAY_MS = 86_400_000

/** What a report compares, in the order the summary lists it; `total` is the headline. */
const MEASURES: Partial<Record<Report, readonly { key: string; label: string }[]>> = {
  visitors: [
    { key: 'human', label: 'Human' },
    { key: 'ai', label: 'AI' },
    { key: 'total', label: 'Total (deduplicated)' },
  ],
  views: [
    { key: 'human', label: 'Human' },
    { key: 'ai', label: 'AI' },
    { key: 'total', label: 'Total' },
  ],
  searches: [{ key: 'total', label: 'All searches' }],
  'assistant-callers': [
    { key: 'web', label: 'web (the docs site)' },
    { key: 'api', label: 'api' },
    { key: 'other', label: 'other' },
    { key: 'total', label: 'all' },
  ],
}

/** The measures of `report` that a comparison shows; empty when the API cannot answer one. */
export function measuresOf(report: Report): readonly { key: string; label: string }[] {
  return MEASURES[report] ?? []
}

/** Whether `report` has a comparison: a figure for a whole range in one request. */
export function comparable(report: Report): boolean {
  return measuresOf(report).length > 0
}

/** The counts are kept by path (`compare: pages`) for these reports only. */
export function hasMovers(report: Report): boolean {
  return isTraffic(report)
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/**
 * The figures a page holds for the whole range: visitors' and views' `totals` (on every page),
 * searches' `totalSearches`, the callers' one row. Undefined when one is missing.
 */
export function figuresOf(report: Report, page: ReportPage): Record<string, number> | undefined {
  const measures = measuresOf(report)
  if (measures.length === 0) return undefined
  const source: Record<string, unknown> | undefined = isTraffic(report)
    ? (page.about.totals as Record<string, unknown> | undefined)
    : report === 'searches'
      ? { total: page.about.totalSearches }
      : page.rows[0]
  if (source === undefined) return undefined
  const figures: Record<string, number> = {}
  for (const { key } of measures) {
    const value = finite(source[key])
    if (value === undefined) return undefined
    figures[key] = value
  }
  return figures
}

/** A range as sent to the API: `YYYY-MM-DD` at midnight UTC, an ISO 8601 date-time otherwise. */
export interface Period {
  dateFrom: string
  dateTo: string
}

function sent(at: number): string {
  const iso = new Date(at).toISOString()
  return at % DAY_MS === 0 ? iso.slice(0, 10) : iso.replace('.000Z', 'Z')
}

/**
 * This period and the one of the same length just before it. A missing `date-to` is now; a
 * missing `date-from` is DEFAULT_RANGE_DAYS before today (the default range, as assumed), but
 * only with no `date-to` either: where the API starts a range that has only its end is not
 * documented, so that one has no period before it that could be told (undefined), and neither has
 * a range that does not end after it starts (a `date-from` in the future).
 */
export function periods(
  dateFrom: ResolvedDate | undefined,
  dateTo: ResolvedDate | undefined,
  now: number,
): { current: Period; previous: Period } | undefined {
  if (dateFrom === undefined && dateTo !== undefined) return undefined
  const from = dateFrom?.at ?? now - (now % DAY_MS) - DEFAULT_RANGE_DAYS * DAY_MS
  const to = dateTo?.at ?? now
  const length = to - from
  if (!(length > 0)) return undefined
  return {
    current: { dateFrom: dateFrom?.value ?? sent(from), dateTo: dateTo?.value ?? sent(to) },
    previous: { dateFrom: sent(from - length), dateTo: sent(from) },
  }
}

/**
 * The signed change from `previous` to `current` in percent with one decimal, rounded half away
 * from zero: `+12.5%`, `-3.0%`, `0.0%` when it rounds to nothing; '' when the previous period had
 * nothing (no percentage of nothing) or a figure is not a count.
 */
export function change(current: number, previous: number): string {
  if (!(previous > 0) || !Number.isFinite(previous) || !Number.isFinite(current)) return ''
  const difference = Math.abs(current - previous)
  let tenths: number
  if (Number.isSafeInteger(difference * 1000) && Number.isSafeInteger(previous)) {
    // Whole counts: exact, so that 12.25% is 12.3% and not 12.2% by a floating error.
    const numerator = difference * 1000
    const whole = Math.floor(numerator / previous)
    tenths = whole + (2 * (numerator - whole * previous) >= previous ? 1 : 0)
  } else {
    tenths = Math.round((difference * 1000) / previous)
  }
  if (tenths === 0) return '0.0%'
  const sign = current > previous ? '+' : '-'
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}%`
}

/** A page's count in both periods; `previous` 0 for a page new in this one. */
export interface Mover {
  path: string
  previous: number
  current: number
}

export interface Movers {
  /** Largest rise first. */
  rose: Mover[]
  /** Largest fall first. */
  fell: Mover[]
}

/**
 * The `each` pages that rose most and the `each` that fell most, from each period's count by
 * path (a page missing from a period had none in it). Ties go by path, so the answer is stable.
 */
export function movers(
  current: ReadonlyMap<string, number>,
  previous: ReadonlyMap<string, number>,
  each: number,
): Movers {
  const all: Mover[] = []
  for (const [path, count] of current)
    all.push({ path, previous: previous.get(path) ?? 0, current: count })
  for (const [path, count] of previous)
    if (!current.has(path)) all.push({ path, previous: count, current: 0 })
  const delta = (m: Mover) => m.current - m.previous
  const byPath = (a: Mover, b: Mover) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
  const rose = all
    .filter((m) => delta(m) > 0)
    .sort((a, b) => delta(b) - delta(a) || byPath(a, b))
    .slice(0, each)
  const fell = all
    .filter((m) => delta(m) < 0)
    .sort((a, b) => delta(a) - delta(b) || byPath(a, b))
    .slice(0, each)
  return { rose, fell }
}

/** Pages listed each way: half the summary's rows, at most half a chart's 20 bars. */
export function moversEach(summaryTop: number): number {
  return Math.min(10, Math.max(1, Math.ceil(summaryTop / 2)))
}

/** What the export left for the comparison to go on. */
export interface AfterExport {
  mode: CompareMode
  report: Report
  /** The export ended without an error or a stop (the range whole, or cut by a cap). */
  ended: boolean
  /** The export read the whole range from its first row: the counts by path are all there. */
  whole: boolean
  /** The export's figures, undefined when it read none. */
  figures: Record<string, number> | undefined
  /** Requests sent so far, and the cap (0: none). */
  requests: number
  maxRequests: number
  /** The summary's rows: 0 writes no summary, where alone the movers are shown. */
  summaryTop: number
}

/**
 * What to read of the previous period: nothing, its figures (one request), or its rows too
 * (`pages`: as many requests as the export); and a notice when something is left out.
 */
export function comparisonPlan(after: AfterExport): {
  read: 'nothing' | 'figures' | 'rows'
  notice: string | undefined
} {
  const { mode, report } = after
  if (mode === 'none' || !comparable(report) || !after.ended || after.figures === undefined) {
    return { read: 'nothing', notice: undefined }
  }
  if (after.maxRequests > 0 && after.requests >= after.maxRequests) {
    return {
      read: 'nothing',
      notice: `The comparison with the previous period is left out: the export used every request that max-requests (${after.maxRequests}) allows.`,
    }
  }
  if (mode === 'pages' && hasMovers(report) && !after.whole) {
    return {
      read: 'figures',
      notice:
        'The pages that rose and fell are left out: they need the whole range exported from its first row (no offset, max-rows or max-requests cut). The totals are compared.',
    }
  }
  // The previous period's rows take about as many requests as this period's did: when the cap
  // leaves fewer, they would be spent on rows that could not all be read.
  const left = after.maxRequests - after.requests
  if (mode === 'pages' && hasMovers(report) && after.maxRequests > 0 && left < after.requests) {
    return {
      read: 'figures',
      notice: `The pages that rose and fell are left out: the previous period's rows would take about ${after.requests} requests, and max-requests (${after.maxRequests}) leaves ${left}. The totals are compared.`,
    }
  }
  if (mode === 'pages' && hasMovers(report) && after.summaryTop === 0) {
    return {
      read: 'figures',
      notice:
        'The pages that rose and fell are shown in the job summary only, which summary-top: 0 leaves out: their rows are not read, and the totals are compared.',
    }
  }
  return { read: mode === 'pages' && hasMovers(report) ? 'rows' : 'figures', notice: undefined }
}
