import type { AnalyticsClient } from '../analytics-api.js'
import { exportReport, type ExportPlan, type ExportResult } from '../export.js'
import { REPORT_DEFINITIONS, type Report, type ReportRow } from '../reports.js'
import type { RowWriter } from '../writers.js'
import { COMMENTS_PER_PAGE, PageRanking, QuestionRanking, SearchRanking } from './rank.js'
import type { Gaps } from './gaps.js'

/**
 * Reads the three gap signals from the service within the run's request budget (the hourly 100
 * is shared by the whole organization), feeding the rankings as pages arrive. Each signal is read
 * at its endpoint's largest page, and no further than its ranking needs.
 */

export interface GapsPlan {
  dateFrom: string | undefined
  dateTo: string | undefined
  /** Items per signal (`gaps-top`). */
  top: number
  /** Stop before a request once this many were sent (retries included); 0 for no cap. */
  maxRequests: number
}

/**
 * The signals in the order they are read: feedback by page (one request) and searches (most
 * searched first, so a few requests) before the assistant's conversations, which must all be
 * read to count questions, so that a tight budget still gets something of each; the comments on
 * the top pages, context rather than ranking, last.
 */
export const SIGNALS = ['pages', 'searches', 'questions', 'comments'] as const
export type Signal = (typeof SIGNALS)[number]

export interface GapsReading {
  questions: QuestionRanking
  searches: SearchRanking
  pages: PageRanking
  /** Signals read as far as their ranking needs. */
  done: Set<Signal>
  /** Feedback by page had more pages than the service sends. */
  pagesKeptBack: boolean
  /** Searches stopped early once no later term could enter the list: how far they went. */
  searchesReadTo: { terms: number; hits: number } | undefined
  /** Why the reading ended before every signal was done: the budget, or a stop (error, cancel). */
  cut: 'max-requests' | 'stopped' | undefined
  /** The failure that stopped the reading, if one did. */
  error: unknown
}

export function newGapsReading(): GapsReading {
  return {
    questions: new QuestionRanking(),
    searches: new SearchRanking(),
    pages: new PageRanking(),
    done: new Set(),
    pagesKeptBack: false,
    searchesReadTo: undefined,
    cut: undefined,
    error: undefined,
  }
}

export interface GapsHooks {
  /** Asked between requests: a cancelled run stops reading. */
  stopped?: () => boolean
  /** Told when a signal's reading ends, with the requests sent so far. */
  onSignal?: (signal: Signal, requestsSoFar: number) => void
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

/** How one signal is read: its endpoint, the fields it needs, its filter and where rows go. */
interface SignalReader {
  report: Report
  /** Only what ranking needs: never `contact`, nor the assistant's answers. */
  columns: readonly string[]
  /** Feedback's `source` filter. */
  source?: 'contextual'
  take: (row: ReportRow) => void
  /** Whether the rows read so far settle the signal (checked after each page). */
  enough?: () => boolean
}

/** The signal's pages through the export's paging (budget, cursor checks, errors kept). */
function readSignal(
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>,
  plan: GapsPlan,
  reader: SignalReader,
  stopped: () => boolean,
): Promise<ExportResult> {
  const exportPlan: ExportPlan = {
    report: reader.report,
    columns: reader.columns,
    dateFrom: plan.dateFrom,
    dateTo: plan.dateTo,
    // The largest page: fewest requests.
    pageSize: REPORT_DEFINITIONS[reader.report].maxPageSize ?? 1,
    offset: 0,
    cursor: undefined,
    maxRows: 0,
    maxRequests: plan.maxRequests,
    source: reader.source,
    status: undefined,
    top: 0,
  }
  const rankings: RowWriter = {
    write: (rows) => {
      for (const row of rows) reader.take(row)
      return Promise.resolve()
    },
    close: () => Promise.resolve(),
  }
  return exportReport(client, exportPlan, rankings, {
    stopped: () => stopped() || reader.enough?.() === true,
  })
}

/** Pages readers rated down, from page feedback (contextual: where thumbs are counted). */
function pagesReader(reading: GapsReading): SignalReader {
  return {
    report: 'feedback-by-page',
    columns: ['path', 'thumbsUp', 'thumbsDown', 'total'],
    source: 'contextual',
    take: (row) =>
      reading.pages.addPage({
        path: text(row.path),
        thumbsUp: count(row.thumbsUp),
        thumbsDown: count(row.thumbsDown),
        total: count(row.total),
      }),
  }
}

/**
 * Searches nobody clicked. The service sends terms most searched first, so once `top` terms are
 * listed and the last term read was searched less than the last listed, no later term can enter
 * the list: the reading stops there (and says so), as long as the order held.
 */
function searchesReader(reading: GapsReading, plan: GapsPlan): SignalReader {
  let terms = 0
  let lastHits = Number.POSITIVE_INFINITY
  let ordered = true
  return {
    report: 'searches',
    columns: ['searchQuery', 'hits', 'topClickedPage'],
    take: (row) => {
      const hits = count(row.hits)
      if (hits > lastHits) ordered = false
      lastHits = hits
      terms++
      reading.searches.add({
        searchQuery: text(row.searchQuery),
        hits,
        topClickedPage: typeof row.topClickedPage === 'string' ? row.topClickedPage : null,
      })
    },
    enough: () => {
      const listed = reading.searches.top(plan.top)
      const last = listed[plan.top - 1]
      const settled = ordered && last !== undefined && lastHits < last.hits
      if (settled) reading.searchesReadTo = { terms, hits: lastHits }
      return settled
    },
  }
}

/** Questions the assistant could not answer: every conversation counts, so all are read. */
function questionsReader(reading: GapsReading): SignalReader {
  return {
    report: 'assistant',
    columns: ['id', 'timestamp', 'query', 'resolutionStatus'],
    take: (row) => {
      if (typeof row.query !== 'string') return
      reading.questions.add({
        query: row.query,
        resolutionStatus: text(row.resolutionStatus),
        timestamp: text(row.timestamp),
      })
    },
  }
}

/**
 * The newest unhelpful comments on the top pages. Page feedback comes newest first: once each
 * top page has its few comments, older entries cannot replace them, and the reading stops there
 * (as long as the order held).
 */
function commentsReader(reading: GapsReading, plan: GapsPlan): SignalReader {
  const wanted = reading.pages.topPaths(plan.top)
  let newest = '\uffff'
  let ordered = true
  return {
    report: 'feedback',
    columns: ['id', 'path', 'helpful', 'comment', 'createdAt'],
    source: 'contextual',
    take: (row) => {
      const createdAt = typeof row.createdAt === 'string' ? row.createdAt : null
      if (createdAt !== null) {
        if (createdAt > newest) ordered = false
        newest = createdAt
      }
      const path = text(row.path)
      if (!wanted.has(path)) return
      reading.pages.addFeedback({
        path,
        helpful: typeof row.helpful === 'boolean' ? row.helpful : undefined,
        comment: typeof row.comment === 'string' ? row.comment : null,
        createdAt,
      })
    },
    enough: () =>
      ordered &&
      reading.pages.top(plan.top).every((page) => page.comments.length >= COMMENTS_PER_PAGE),
  }
}

/**
 * Reads every signal in SIGNALS order into `reading`, which is filled in as pages arrive so that
 * a caller can report at any moment. The budget is checked before every request; when it runs
 * out, or a request fails, what was read is kept and `cut` says why.
 */
export async function readGaps(
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>,
  plan: GapsPlan,
  reading: GapsReading = newGapsReading(),
  hooks: GapsHooks = {},
): Promise<GapsReading> {
  const stopped = (): boolean => hooks.stopped?.() === true
  for (const signal of SIGNALS) {
    if (signal === 'comments' && reading.pages.size === 0) {
      reading.done.add(signal)
      continue
    }
    if (stopped()) {
      reading.cut = 'stopped'
      break
    }
    if (plan.maxRequests > 0 && client.requestsSent >= plan.maxRequests) {
      reading.cut = 'max-requests'
      break
    }
    const reader =
      signal === 'pages'
        ? pagesReader(reading)
        : signal === 'searches'
          ? searchesReader(reading, plan)
          : signal === 'questions'
            ? questionsReader(reading)
            : commentsReader(reading, plan)
    const result = await readSignal(client, plan, reader, stopped)
    if (result.error !== undefined) {
      reading.error = result.error
      reading.cut = 'stopped'
      break
    }
    if (result.cut === 'max-requests') {
      reading.cut = 'max-requests'
      break
    }
    if (result.cut === 'service-limit') reading.pagesKeptBack = true
    // Not complete and not cut: stopped early, either settled (`enough`) or cancelled.
    if (!result.complete && result.cut === undefined && stopped()) {
      reading.cut = 'stopped'
      break
    }
    if (signal === 'searches' && result.complete) reading.searchesReadTo = undefined
    reading.done.add(signal)
    hooks.onSignal?.(signal, client.requestsSent)
  }
  return reading
}

/** The report of what was read: the top items of each signal and how far the reading went. */
export function gapsOf(reading: GapsReading, plan: GapsPlan): Gaps {
  const complete =
    reading.cut === undefined &&
    !reading.pagesKeptBack &&
    SIGNALS.every((signal) => reading.done.has(signal))
  return {
    dateFrom: plan.dateFrom ?? '',
    dateTo: plan.dateTo ?? '',
    questions: reading.questions.top(plan.top),
    searches: reading.searches.top(plan.top),
    pages: reading.pages.top(plan.top),
    complete,
    cut: reading.cut,
    pagesKeptBack: reading.pagesKeptBack,
    searchesReadTo: reading.searchesReadTo,
  }
}
