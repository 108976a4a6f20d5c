import { ApiError, type ErrorContext } from '../api/errors.js'
import type { Transport } from '../api/transport.js'
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

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
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
    const list = body[metric]
    const totals = body.totals
    if (
      !Array.isArray(list) ||
      typeof body.hasMore !== 'boolean' ||
      typeof totals !== 'object' ||
      totals === null
    ) {
      throw new ApiError(
        `${context.operation} failed: the answer lacks ${metric}[], totals or hasMore, so it cannot be exported.`,
      )
    }
    const t = totals as Record<string, unknown>
    const rows: Row[] = []
    for (const item of list as unknown[]) {
      const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
      if (typeof row.path !== 'string') continue
      rows.push({
        path: row.path,
        human: count(row.human),
        ai: count(row.ai),
        total: count(row.total),
      })
    }
    return {
      totals: { human: count(t.human), ai: count(t.ai), total: count(t.total) },
      rows,
      hasMore: body.hasMore,
    }
  }
}
