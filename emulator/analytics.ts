import * as v from 'valibot'
import {
  ANALYTICS_ENDPOINTS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  LIMITS,
  MIN_PAGE_LIMIT,
  type FeedbackSource,
  type FeedbackStatus,
  type TrafficTotalsAnswer,
} from '../src/analytics/analytics-api-shapes.ts'
import type { ServiceErrorAnswer } from '../src/shared/service/service-api-shapes.ts'
import { failure } from './agent.ts'
import { AssistantData } from './analytics/assistant.ts'
import {
  DAY_MS,
  dataDays,
  dayStart,
  parseDate,
  type DataDays,
  type Window,
} from './analytics/calendar.ts'
import { decodeCursor } from './analytics/cursor.ts'
import { FeedbackData, type FeedbackFilter } from './analytics/feedback.ts'
import { SearchData } from './analytics/searches.ts'
import { TrafficData, type TrafficMetric, type TrafficRow } from './analytics/traffic.ts'
import { ulidTime } from './analytics/ulid.ts'
import { SlidingWindowLimit } from './rate-limit.ts'
import {
  authorizeKey,
  json,
  matchRoute,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'

export interface AnalyticsOptions {
  now: () => number
  /** Pages of the documentation site: rows of visitors and views, the pages feedback is about. */
  analyticsPaths: number
  /** Distinct search terms in the data set (those searched in a range are its rows). */
  analyticsSearchTerms: number
  /** Feedback entries a day, on average. */
  analyticsFeedbackPerDay: number
  /** Assistant conversations a day, on average. */
  analyticsConversationsPerDay: number
  /** Days of data, ending today (UTC). */
  analyticsDays: number
  /** Requests per organization per window, shared by all analytics endpoints (the service: 100/hour). */
  analyticsRateLimit: number
  rateLimitWindowMs: number
  retryAfterHeader: boolean
  /** Keys accepted; empty accepts any key that starts with `mint_`. */
  apiKeys: readonly string[]
}

export type AnalyticsRow = TrafficRow

/** Every analytics operation of the API definition, routed as its spec path says. */
const ROUTES = Object.entries(ANALYTICS_ENDPOINTS).map(
  ([op, endpoint]) => [endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ':$1'), op] as const,
)

function invalid(message: string, error = 'Invalid query parameters'): Reply {
  const body: ServiceErrorAnswer = { error, details: [{ message }] }
  return json(400, body)
}

/** A query number as the service reads it: plain digits only ("-1", "1e2" and "" are not). */
function queryNumber(text: string | null): number | undefined {
  if (text === null) return undefined
  return /^\d+$/.test(text) ? Number(text) : Number.NaN
}

const NUMBERS = new Set(['limit', 'offset'])

type AnalyticsOperation = keyof typeof ANALYTICS_ENDPOINTS
/** The operations that take a query (all but the thread). */
type QueriedOperation = Exclude<AnalyticsOperation, 'analytics.assistant-thread'>

/** A request's query as the endpoint's definition reads it, its window and the data's days. */
interface Asked<Q> {
  query: Q
  window: Window
  days: DataDays
}

function isReply(value: object): value is Reply {
  return 'status' in value
}

function invalidCursor(): Reply {
  return invalid('cursor is not one this endpoint returned', 'Invalid cursor')
}

function fieldMessage(op: AnalyticsOperation, field: string): string | undefined {
  switch (field) {
    case 'limit':
      return op in LIMITS
        ? `limit must be an integer from ${MIN_PAGE_LIMIT} to ${LIMITS[op as keyof typeof LIMITS].max}`
        : undefined
    case 'offset':
      return 'offset must be an integer greater than or equal to 0'
    case 'source':
      return `source must be one of ${FEEDBACK_SOURCES.join(', ')}`
    case 'status':
      return `status must be a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`
    case 'cursor':
      return 'cursor must be a ULID'
  }
  return undefined
}

/**
 * The emulated analytics export API: every endpoint of the vendor's analytics spec, over
 * generated data sets with per-day data (so date filters and the exclusive `dateTo` are real)
 * that hold what a docs-gaps report looks for. One hourly budget for the whole organization,
 * across every endpoint; every request counts.
 */
export class AnalyticsService implements EmulatedService {
  readonly limit: SlidingWindowLimit
  private readonly options: AnalyticsOptions
  traffic!: TrafficData
  searches!: SearchData
  feedback!: FeedbackData
  assistant!: AssistantData

  constructor(options: AnalyticsOptions) {
    this.options = options
    this.limit = new SlidingWindowLimit(options.analyticsRateLimit, options.rateLimitWindowMs)
    this.build()
  }

  match(method: string, path: string): Route | undefined {
    return matchRoute(ROUTES, method, path)
  }

  authorize(call: IncomingCall): Reply | undefined {
    return authorizeKey(call, this.options.apiKeys)
  }

  handle(call: IncomingCall): Reply {
    const now = this.options.now()
    const waitMs = this.limit.take('organization', now)
    if (waitMs !== undefined) {
      const headers: Record<string, string> = this.options.retryAfterHeader
        ? { 'retry-after': String(Math.ceil(waitMs / 1000)) }
        : {}
      return failure(429, 'Rate limit exceeded', headers)
    }
    const op = call.route.op as AnalyticsOperation
    switch (op) {
      case 'analytics.visitors':
      case 'analytics.views': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        const { limit, offset } = asked.query
        const metric = op === 'analytics.visitors' ? 'visitors' : 'views'
        return this.trafficPage(metric, asked.days, asked.window, limit, offset)
      }
      case 'analytics.searches': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        const { cursor, limit } = asked.query
        const offset = cursor === undefined ? 0 : decodeCursor(cursor)?.offset
        if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
          return invalidCursor()
        return json(200, this.searches.page(asked.days, asked.window, limit, offset))
      }
      case 'analytics.feedback': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        const { cursor, limit } = asked.query
        let after: string | undefined
        if (cursor !== undefined) {
          const position = decodeCursor(cursor)?.after
          if (typeof position !== 'string' || ulidTime(position) === undefined)
            return invalidCursor()
          after = position
        }
        const filter = filterOf(asked.query)
        return json(200, this.feedback.page(asked.days, asked.window, filter, limit, after))
      }
      case 'analytics.feedback-by-page': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        const filter = filterOf(asked.query)
        return json(200, this.feedback.byPage(asked.days, asked.window, filter, asked.query.limit))
      }
      case 'analytics.assistant': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        const { cursor, limit } = asked.query
        return json(200, this.assistant.page(asked.days, asked.window, limit, cursor))
      }
      case 'analytics.assistant-caller-stats': {
        const asked = this.ask(op, call.query, now)
        if (isReply(asked)) return asked
        return json(200, this.assistant.callerStats(asked.days, asked.window))
      }
      case 'analytics.assistant-thread':
        return this.thread(call.route.params.threadId ?? '', now)
    }
  }

  reset(): void {
    this.build()
    this.limit.reset()
  }

  /** The days the data sets hold: `analyticsDays` of them, ending today. */
  days(now = this.options.now()): DataDays {
    return dataDays(this.options.analyticsDays, now)
  }

  /** Every visitors or views row of a range, sorted as the service returns them. */
  range(
    metric: TrafficMetric,
    from: number,
    to: number,
    today = dayStart(this.options.now()),
  ): { rows: AnalyticsRow[]; totals: AnalyticsRow } {
    return this.traffic.range(metric, this.days(today), from, to)
  }

  private build(): void {
    const { analyticsPaths: pages } = this.options
    this.traffic = new TrafficData(pages)
    this.searches = new SearchData(pages, this.options.analyticsSearchTerms)
    this.feedback = new FeedbackData(pages, this.options.analyticsFeedbackPerDay)
    this.assistant = new AssistantData(pages, this.options.analyticsConversationsPerDay)
  }

  private trafficPage(
    metric: TrafficMetric,
    days: DataDays,
    window: Window,
    limit: number,
    offset: number,
  ): Reply {
    const data = this.traffic.range(metric, days, window.from, window.to)
    const page = data.rows.slice(offset, offset + limit)
    const { human, ai, total } = data.totals
    const totals: TrafficTotalsAnswer = { human, ai, total }
    const hasMore = offset + limit < data.rows.length
    return json(
      200,
      metric === 'visitors'
        ? { totals, visitors: page, hasMore }
        : { totals, views: page, hasMore },
    )
  }

  private thread(threadId: string, now: number): Reply {
    if (ulidTime(threadId) === undefined)
      return invalid('threadId must be a ULID', 'Invalid thread ID')
    const thread = this.assistant.thread(this.days(now), now, threadId)
    return thread === undefined ? failure(404, 'Thread not found') : json(200, thread)
  }

  /**
   * What a request asks: its query read with the endpoint's definition (defaults filled in, other
   * parameters ignored), its window and the data's days; or the 400 answer.
   */
  private ask<O extends QueriedOperation>(
    op: O,
    params: URLSearchParams,
    now: number,
  ): Asked<v.InferOutput<(typeof ANALYTICS_ENDPOINTS)[O]['query']>> | Reply {
    const shape: (typeof ANALYTICS_ENDPOINTS)[O]['query'] = ANALYTICS_ENDPOINTS[op].query
    const input: Record<string, unknown> = {}
    for (const key of Object.keys(shape.entries)) {
      const text = params.get(key)
      input[key] = NUMBERS.has(key) ? queryNumber(text) : (text ?? undefined)
    }
    const parsed = v.safeParse(shape, input)
    if (!parsed.success) {
      const field = v.getDotPath(parsed.issues[0]) ?? ''
      return invalid(fieldMessage(op, field) ?? `${field}: ${parsed.issues[0].message}`)
    }
    // The range asked about: by default the last 30 days up to now.
    const from = params.has('dateFrom')
      ? parseDate(params.get('dateFrom') ?? '')
      : dayStart(now) - 30 * DAY_MS
    const to = params.has('dateTo') ? parseDate(params.get('dateTo') ?? '') : now
    if (Number.isNaN(from))
      return invalid('dateFrom must be a date in ISO 8601 or YYYY-MM-DD format')
    if (Number.isNaN(to)) return invalid('dateTo must be a date in ISO 8601 or YYYY-MM-DD format')
    return { query: parsed.output, window: { from, to, now }, days: this.days(now) }
  }
}

function filterOf(query: { source?: FeedbackSource; status?: string }): FeedbackFilter {
  // The definition let only known statuses through.
  const statuses = query.status?.split(',').map((status) => status.trim() as FeedbackStatus)
  return { source: query.source, statuses: statuses && new Set(statuses) }
}
