import type { AnalyticsClient, ReportPage, Totals } from './analytics-api.js'
import { figuresOf } from './comparison.js'
import { digestRow, newDigest, type Digest } from './digest.js'
import { isTraffic, REPORT_DEFINITIONS, type Report, type ReportRow } from './reports.js'
import type { RowWriter } from './writers.js'

export interface ExportPlan {
  report: Report
  /** The fields each row keeps, in order (the file's columns). */
  columns: readonly string[]
  dateFrom: string | undefined
  dateTo: string | undefined
  pageSize: number
  /** Row to start from (visitors, views). */
  offset: number
  /** Where to start (searches, feedback, assistant); undefined for the start of the range. */
  cursor: string | undefined
  /** Stop after this many rows written; 0 for all. */
  maxRows: number
  /** Stop before a request once this many were sent (retries included); 0 for no cap. */
  maxRequests: number
  /** Feedback filters, as the API takes them. */
  source: string | undefined
  status: string | undefined
  /** How many rows the summary shows (the digest keeps that many). */
  top: number
  /** Visitors and views: keep each path's total (`compare: pages`). */
  byPath?: boolean
}

/**
 * Why an export ended before the range's end without an error: a cap of the run (`max-rows`,
 * `max-requests`), a smaller `page-size` on a one-request report, or the service keeping pages
 * back (feedback-by-page sends at most 100 pages).
 */
export type Cut = 'max-rows' | 'max-requests' | 'page-size' | 'service-limit'

export interface ExportResult {
  /** Visitors and views: the site-wide totals of the last page read; undefined until one is. */
  totals: Totals | undefined
  /** What the first page said besides its rows (e.g. `totalSearches`); undefined until read. */
  about: Record<string, unknown> | undefined
  /** Rows written to the file. (HTTP requests are counted by the client: `requestsSent`.) */
  rows: number
  /** The range was exported to its end. */
  complete: boolean
  /** Where a later run resumes an offset-paged report (`offset`). */
  nextOffset: number
  /** Where a later run resumes a cursor-paged report (`cursor`); null when there is nothing left. */
  nextCursor: string | null
  /** Why the export ended early without an error, if it did. */
  cut: Cut | undefined
  /** Rows skipped because a page repeated a path already written (offset drift). */
  duplicates: number
  /** The summary's rows and counts. */
  digest: Digest
  /** Why the export stopped early, if it did. */
  error: unknown
  /** The figures `compare` sets beside the previous period's (comparison.ts); undefined until read. */
  figures: Record<string, number> | undefined
  /** Each path's total, when the plan asks for them (`compare: pages`). */
  byPath: Map<string, number> | undefined
}

export function newExportResult(plan: ExportPlan): ExportResult {
  return {
    totals: undefined,
    about: undefined,
    rows: 0,
    complete: false,
    nextOffset: plan.offset,
    nextCursor: plan.cursor ?? null,
    cut: undefined,
    duplicates: 0,
    digest: newDigest(),
    error: undefined,
    figures: undefined,
    byPath: plan.byPath === true ? new Map() : undefined,
  }
}

export interface ExportHooks {
  onDuplicate?: (path: string) => void
  onPage?: (rows: number) => void
  stopped?: () => boolean
}

/**
 * Pages through the range with the fewest requests the API allows, as each report's endpoint
 * pages (see `Paging`); with `maxRows` the last request asks only for the rows still wanted, so
 * that where to resume is exact. Rows go to the writer as each page arrives; memory holds one page
 * and the digest. A failure stops the export but loses nothing already fetched: `result` says
 * where to resume. `result` is filled in as pages arrive, so a caller can report at any moment.
 */
export async function exportReport(
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>,
  plan: ExportPlan,
  writer: RowWriter,
  hooks: ExportHooks = {},
  result: ExportResult = newExportResult(plan),
): Promise<ExportResult> {
  const exporting: Exporting = {
    client,
    plan,
    result,
    take: pageTaker(plan, writer, hooks, result),
  }
  try {
    if (REPORT_DEFINITIONS[plan.report].paging === 'single') await exportOnePage(exporting)
    else await exportPages(exporting, hooks)
  } catch (error) {
    result.error = error
  }
  return result
}

/** An export under way: where pages come from, what it was asked, and what it has done. */
interface Exporting {
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>
  plan: ExportPlan
  result: ExportResult
  take: (page: ReportPage) => Promise<void>
}

/**
 * Takes each page: its rows digested and written, and with offset paging, the rows of a path
 * already written skipped. Offset drift repeats rows across a page boundary: the previous page's
 * paths are enough to catch it, and keep memory flat (a set of every path would grow with the
 * export).
 */
function pageTaker(
  plan: ExportPlan,
  writer: RowWriter,
  hooks: ExportHooks,
  result: ExportResult,
): (page: ReportPage) => Promise<void> {
  const definition = REPORT_DEFINITIONS[plan.report]
  let previous = new Set<string>()
  return async (page) => {
    result.about ??= page.about
    result.figures ??= figuresOf(plan.report, page)
    if (isTraffic(plan.report)) result.totals = page.about.totals as Totals
    const fresh: ReportRow[] = []
    const current = new Set<string>()
    for (const row of page.rows) {
      if (definition.paging === 'offset') {
        const path = row.path as string
        if (previous.has(path) || current.has(path)) {
          result.duplicates++
          hooks.onDuplicate?.(path)
          continue
        }
        current.add(path)
      }
      fresh.push(row)
      result.byPath?.set(row.path as string, row.total as number)
      digestRow(result.digest, plan.report, row, plan.top)
    }
    previous = current
    await writer.write(fresh, page.about)
    result.rows += fresh.length
    hooks.onPage?.(result.rows)
  }
}

/** The rows to ask for next: a page, or with `maxRows` only the rows still wanted. */
function wanted({ plan, result }: Exporting): number {
  return plan.maxRows > 0 ? Math.min(plan.pageSize, plan.maxRows - result.rows) : plan.pageSize
}

/** A report that comes in one request; `hasMore` says why it is not complete. */
async function exportOnePage(exporting: Exporting): Promise<void> {
  const { client, plan, result } = exporting
  const definition = REPORT_DEFINITIONS[plan.report]
  const limit = definition.maxPageSize === undefined ? undefined : wanted(exporting)
  const page = await client.page(plan.report, plan.columns, {
    dateFrom: plan.dateFrom,
    dateTo: plan.dateTo,
    limit,
    source: plan.source,
    status: plan.status,
  })
  await exporting.take(page)
  result.complete = !page.hasMore
  if (page.hasMore) result.cut = limit === definition.maxPageSize ? 'service-limit' : 'page-size'
  if (page.hasMore && plan.maxRows > 0 && limit === plan.maxRows) result.cut = 'max-rows'
}

/** A paged report, page after page until its end, a cap or a stop. */
async function exportPages(exporting: Exporting, hooks: ExportHooks): Promise<void> {
  const { client, plan, result } = exporting
  const byOffset = REPORT_DEFINITIONS[plan.report].paging === 'offset'
  for (;;) {
    if (plan.maxRequests > 0 && client.requestsSent >= plan.maxRequests) {
      result.cut = 'max-requests'
      return
    }
    const last = byOffset ? await nextOffsetPage(exporting) : await nextCursorPage(exporting)
    if (last) {
      result.complete = true
      return
    }
    if (plan.maxRows > 0 && result.rows >= plan.maxRows) {
      result.cut = 'max-rows'
      return
    }
    if (hooks.stopped?.() === true) return
  }
}

/** The page at `nextOffset`; true when it is the last. */
async function nextOffsetPage(exporting: Exporting): Promise<boolean> {
  const { client, plan, result } = exporting
  const page = await client.page(plan.report, plan.columns, {
    dateFrom: plan.dateFrom,
    dateTo: plan.dateTo,
    limit: wanted(exporting),
    offset: result.nextOffset,
  })
  await exporting.take(page)
  result.nextOffset += page.rows.length
  if (!page.hasMore) return true
  if (page.rows.length === 0)
    throw new Error('the service said there is more, but sent an empty page')
  return false
}

/** The page at `nextCursor`; true when it is the last. */
async function nextCursorPage(exporting: Exporting): Promise<boolean> {
  const { client, plan, result } = exporting
  const sent = result.nextCursor
  const page = await client.page(plan.report, plan.columns, {
    dateFrom: plan.dateFrom,
    dateTo: plan.dateTo,
    limit: wanted(exporting),
    cursor: sent ?? undefined,
    source: plan.source,
    status: plan.status,
  })
  await exporting.take(page)
  result.nextCursor = page.hasMore ? page.nextCursor : null
  if (result.nextCursor === null) return true
  if (result.nextCursor === sent)
    throw new Error('the service sent back the cursor it was given: it would loop')
  return false
}

/** How a later run picks up where this one ended (`offset: N` or `cursor: C`); undefined for none. */
export function resumeHint(report: Report, result: ExportResult): string | undefined {
  switch (REPORT_DEFINITIONS[report].paging) {
    case 'offset':
      return `offset: ${result.nextOffset}`
    case 'cursor':
      return result.nextCursor === null ? undefined : `cursor: ${result.nextCursor}`
    case 'single':
      return undefined
  }
}
