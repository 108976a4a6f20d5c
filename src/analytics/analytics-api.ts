import * as core from '@actions/core'
import * as v from '../shared/valibot.ts'
import type { Dependencies } from '../shared/dependencies.js'
import { ApiError, type ErrorContext } from '../shared/http/errors.js'
import { forgiving } from '../shared/service/service-api-shapes.js'
import type { Transport } from '../shared/http/json-transport.js'
import { serviceTransport } from '../shared/service/service-transport.js'
import { PathCounts, TrafficTotals } from './analytics-api-shapes.js'
import { isTraffic, REPORT_DEFINITIONS, type Report, type ReportRow } from './reports.js'

/** A visitors or views row: a path and its counts, split into human and AI traffic. */
export type Row = {
  path: string
  human: number
  ai: number
  /** Deduplicated across human and AI: not human + ai. */
  total: number
}

export interface Totals {
  human: number
  ai: number
  total: number
}

/** One answer, read: its rows, what it says besides (`totals`, `totalSearches`) and the way on. */
export interface ReportPage {
  rows: ReportRow[]
  /** The report's `about` fields as sent (totals read forgivingly); absent ones are null. */
  about: Record<string, unknown>
  hasMore: boolean
  /** Cursor-paged reports: where the next page starts; null on the last page. */
  nextCursor: string | null
}

export interface ReportQuery {
  dateFrom: string | undefined
  dateTo: string | undefined
  limit?: number | undefined
  offset?: number | undefined
  cursor?: string | undefined
  /** Feedback filters: `source`, and `status` as the API's comma-separated list. */
  source?: string | undefined
  status?: string | undefined
}

const RATE_LIMIT =
  '100 analytics requests per organization per hour, shared by all analytics endpoints'

/** A count as read: the number sent, or 0 when it is missing or not a finite number. */
const CountReading = v.fallback(v.pipe(TrafficTotals.entries.total, v.finite()), 0)

/** A traffic row is kept when its path is a string; its counts are read forgivingly. */
const TrafficRowReading = v.object({
  path: PathCounts.entries.path,
  ...forgiving(TrafficTotals, CountReading).entries,
})
const TotalsReading = forgiving(TrafficTotals, CountReading)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A field as exported: a string, finite number, boolean or null; anything else is null. */
function scalar(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  return null
}

/** The assistant's sources: those with a string `url`, each with its title (null if missing). */
function sourcesOf(value: unknown): { title: unknown; url: string }[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((source) =>
    isRecord(source) && typeof source.url === 'string'
      ? [{ title: scalar(source.title), url: source.url }]
      : [],
  )
}

/**
 * A row of `columns`, read forgivingly: a missing or mistyped value is null; the row is skipped
 * (undefined) when it is not an object or lacks its key. Fields not asked for (a reader's
 * `contact` without `include-contact`) are never read.
 */
export function readRow(
  item: unknown,
  columns: readonly string[],
  key: string | undefined,
): ReportRow | undefined {
  if (!isRecord(item)) return undefined
  if (key !== undefined && typeof item[key] !== 'string') return undefined
  const row: ReportRow = {}
  for (const column of columns)
    row[column] = column === 'sources' ? sourcesOf(item[column]) : scalar(item[column])
  return row
}

/** The analytics export API (v1): every report's endpoint. */
export class AnalyticsClient {
  private readonly transport: Transport
  private readonly projectId: string

  constructor(transport: Transport, projectId: string) {
    this.transport = transport
    this.projectId = projectId
  }

  /** Requests put on the wire so far, retries included. */
  get requestsSent(): number {
    return this.transport.requestsSent
  }

  dispose(): void {
    this.transport.dispose()
  }

  /** GET /v1/analytics/{projectId}/...: one page of `report`, its rows holding `columns`. */
  async page(report: Report, columns: readonly string[], query: ReportQuery): Promise<ReportPage> {
    const definition = REPORT_DEFINITIONS[report]
    const where =
      query.offset !== undefined
        ? ` (offset ${query.offset})`
        : query.cursor !== undefined
          ? ` (cursor ${JSON.stringify(query.cursor)})`
          : ''
    const context: ErrorContext = {
      operation: `Reading ${report}${where}`,
      notFound: `project ${this.projectId} was not found; check project-id and api-url`,
      rateLimit: RATE_LIMIT,
    }
    const body = await this.transport.object({
      method: 'GET',
      path: `/v1/analytics/${encodeURIComponent(this.projectId)}${definition.path}`,
      query: {
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        limit: query.limit,
        offset: query.offset,
        cursor: query.cursor,
        source: query.source,
        status: query.status,
      },
      context,
    })
    const unreadable = (what: string) =>
      new ApiError(
        `${context.operation} failed: the answer lacks ${what}, so it cannot be exported.`,
      )
    const list = definition.list === undefined ? [body] : body[definition.list]
    if (!Array.isArray(list)) throw unreadable(`${definition.list}[]`)
    // Searches say there is more by a cursor alone; the others also send `hasMore`.
    const nextCursor = typeof body.nextCursor === 'string' ? body.nextCursor : null
    let hasMore: boolean
    if (typeof body.hasMore === 'boolean') hasMore = body.hasMore
    else if (definition.paging === 'cursor' && report === 'searches') hasMore = nextCursor !== null
    else if (definition.list === undefined) hasMore = false
    else throw unreadable('hasMore')
    if (definition.paging === 'cursor' && hasMore && nextCursor === null)
      throw unreadable('nextCursor')

    const rows: ReportRow[] = []
    const about: Record<string, unknown> = {}
    if (isTraffic(report)) {
      const totals = v.safeParse(TotalsReading, body.totals)
      if (!totals.success) throw unreadable('totals')
      about.totals = totals.output
      for (const item of list) {
        const row = v.safeParse(TrafficRowReading, item)
        if (row.success) rows.push(row.output)
      }
    } else {
      for (const field of definition.about) about[field] = scalar(body[field])
      for (const item of list) {
        const row = readRow(item, columns, definition.key)
        if (row !== undefined) rows.push(row)
      }
    }
    return { rows, about, hasMore, nextCursor }
  }
}

/** A run's client: the service's transport with the run's key and timeout, retries logged. */
export function connectAnalytics(
  settings: { apiUrl: string; apiKey: string; requestTimeoutMs: number; projectId: string },
  deps: Pick<Dependencies, 'clock' | 'random'>,
): AnalyticsClient {
  const transport = serviceTransport(
    {
      apiUrl: settings.apiUrl,
      apiKey: settings.apiKey,
      timeoutMs: settings.requestTimeoutMs,
      onRetry: (message) => core.info(message),
    },
    deps,
  )
  return new AnalyticsClient(transport, settings.projectId)
}
