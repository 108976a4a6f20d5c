import type { AnalyticsClient, Row, Totals } from './client.js'
import type { Metric } from './inputs.js'
import type { RowWriter } from './writers.js'

export interface ExportPlan {
  metric: Metric
  dateFrom: string | undefined
  dateTo: string | undefined
  pageSize: number
  /** Row to start from. */
  offset: number
  /** Stop after this many rows written; 0 for all. */
  maxRows: number
  /** How many of the largest pages (by total) to keep for the summary. */
  top: number
}

export interface ExportResult {
  /** The site-wide totals of the last page read; undefined until a page has been read. */
  totals: Totals | undefined
  /** Rows written to the file. (HTTP requests are counted by the client: `requestsSent`.) */
  rows: number
  /** The range was exported to its end. */
  complete: boolean
  /** Where a later run resumes (`offset`). */
  nextOffset: number
  /** Rows skipped because a page repeated a path already written. */
  duplicates: number
  /** The largest pages by total, largest first. */
  top: Row[]
  /** Why the export stopped early, if it did. */
  error: unknown
}

/** Keeps the `size` largest rows by total, largest first, in memory bounded by `size`. */
function keepTop(top: Row[], row: Row, size: number): void {
  const last = top[size - 1]
  if (last !== undefined && last.total >= row.total) return
  const at = top.findIndex((r) => r.total < row.total)
  top.splice(at === -1 ? top.length : at, 0, row)
  if (top.length > size) top.pop()
}

/**
 * Pages through the range with the fewest requests the API allows: `offset + limit` while
 * `hasMore`, and with `maxRows` the last request asks only for the rows still wanted. Rows go to
 * the writer as each page arrives. A failure stops the export but loses nothing already fetched:
 * the result says where to resume.
 */
export function newExportResult(plan: ExportPlan): ExportResult {
  return {
    totals: undefined,
    rows: 0,
    complete: false,
    nextOffset: plan.offset,
    duplicates: 0,
    top: [],
    error: undefined,
  }
}

/** `result` is filled in as pages arrive, so a caller can report progress at any moment. */
export async function exportRows(
  client: AnalyticsClient,
  plan: ExportPlan,
  writer: RowWriter,
  hooks: {
    onDuplicate?: (path: string) => void
    onPage?: (rows: number) => void
    stopped?: () => boolean
  } = {},
  result: ExportResult = newExportResult(plan),
): Promise<ExportResult> {
  // Offset drift repeats rows across a page boundary: the previous page's paths are enough to
  // catch it, and keep memory flat (a set of every path would grow with the export).
  let previous = new Set<string>()
  try {
    for (;;) {
      const wanted =
        plan.maxRows > 0 ? Math.min(plan.pageSize, plan.maxRows - result.rows) : plan.pageSize
      const page = await client.page(plan.metric, {
        dateFrom: plan.dateFrom,
        dateTo: plan.dateTo,
        limit: wanted,
        offset: result.nextOffset,
      })
      result.totals = page.totals
      const current = new Set<string>()
      const fresh: Row[] = []
      for (const row of page.rows) {
        if (previous.has(row.path) || current.has(row.path)) {
          result.duplicates++
          hooks.onDuplicate?.(row.path)
          continue
        }
        current.add(row.path)
        fresh.push(row)
        keepTop(result.top, row, plan.top)
      }
      await writer.write(fresh, page.totals)
      result.rows += fresh.length
      result.nextOffset += page.rows.length
      previous = current
      hooks.onPage?.(result.rows)
      if (!page.hasMore) {
        result.complete = true
        break
      }
      if (page.rows.length === 0)
        throw new Error('the service said there is more, but sent an empty page')
      if (plan.maxRows > 0 && result.rows >= plan.maxRows) break
      if (hooks.stopped?.() === true) break
    }
  } catch (error) {
    result.error = error
  }
  return result
}
