import * as v from 'valibot'
import { ApiError, type ErrorContext } from '../shared/http/errors.js'
import {
  forgiving,
  PathCounts,
  TrafficTotals,
  ViewsPage,
  VisitorsPage,
} from '../shared/service/shapes.js'
import type { Transport } from '../shared/http/transport.js'
import type { Metric } from './inputs.js'

/** One page's row: a path and its counts, split into human and AI traffic. */
export interface Row {
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

export interface Page {
  totals: Totals
  rows: Row[]
  hasMore: boolean
}

export interface PageQuery {
  dateFrom: string | undefined
  dateTo: string | undefined
  limit: number
  offset: number
}

const RATE_LIMIT =
  '100 analytics requests per organization per hour, shared by all analytics endpoints'

/** A count as read: the number sent, or 0 when it is missing or not a finite number. */
const CountReading = v.fallback(v.pipe(TrafficTotals.entries.total, v.finite()), 0)

/** A row is kept when its path is a string; its counts are read forgivingly. */
const RowReading = v.object({
  path: PathCounts.entries.path,
  ...forgiving(TrafficTotals, CountReading).entries,
})

/** The parts of a page without which it cannot be exported; rows are then read one by one. */
const PAGE_READINGS = {
  visitors: v.object({
    totals: forgiving(VisitorsPage.entries.totals, CountReading),
    visitors: v.array(v.unknown()),
    hasMore: VisitorsPage.entries.hasMore,
  }),
  views: v.object({
    totals: forgiving(ViewsPage.entries.totals, CountReading),
    views: v.array(v.unknown()),
    hasMore: ViewsPage.entries.hasMore,
  }),
}

/** The analytics export API (v1): offset-paged `visitors` and `views`. */
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

  /** GET /v1/analytics/{projectId}/{metric}: one page of rows and the site-wide totals. */
  async page(metric: Metric, query: PageQuery): Promise<Page> {
    const context: ErrorContext = {
      operation: `Reading ${metric} (offset ${query.offset})`,
      notFound: `project ${this.projectId} was not found; check project-id and api-url`,
      rateLimit: RATE_LIMIT,
    }
    const body = await this.transport.object({
      method: 'GET',
      path: `/v1/analytics/${encodeURIComponent(this.projectId)}/${metric}`,
      query: {
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        limit: query.limit,
        offset: query.offset,
      },
      context,
    })
    const page = v.safeParse(PAGE_READINGS[metric], body)
    if (!page.success) {
      throw new ApiError(
        `${context.operation} failed: the answer lacks ${metric}[], totals or hasMore, so it cannot be exported.`,
      )
    }
    const list = 'visitors' in page.output ? page.output.visitors : page.output.views
    const rows: Row[] = []
    for (const item of list) {
      const row = v.safeParse(RowReading, item)
      if (row.success) rows.push(row.output)
    }
    return { totals: page.output.totals, rows, hasMore: page.output.hasMore }
  }
}
