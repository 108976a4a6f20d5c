import * as v from 'valibot'
import {
  MAX_PAGE_LIMIT,
  MIN_PAGE_LIMIT,
  PageQuery,
  type PathCountsAnswer,
  type ServiceErrorAnswer,
  type TrafficTotalsAnswer,
} from '../src/shared/service/shapes.ts'
import { failure } from './agent.ts'
import { SlidingWindowLimit } from './rate-limit.ts'
import {
  authorizeKey,
  json,
  matchPath,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'

export interface AnalyticsOptions {
  now: () => number
  /** Pages in the generated data set. */
  analyticsPaths: number
  /** Days of data, ending today (UTC). */
  analyticsDays: number
  /** Requests per organization per window, shared by all analytics endpoints (the service: 100/hour). */
  analyticsRateLimit: number
  rateLimitWindowMs: number
  retryAfterHeader: boolean
  /** Keys accepted; empty accepts any key that starts with `mint_`. */
  apiKeys: readonly string[]
}

export type AnalyticsRow = PathCountsAnswer

const DAY_MS = 86_400_000
/** Paths that a naive CSV writer would break: commas, quotes, non-ASCII, edge spaces. */
const SPECIAL_PATHS = [
  '/',
  '/quickstart',
  '/guides/"quoted", path',
  '/ja/はじめに',
  '/api/a,b',
  ' /with spaces ',
]

/** A small deterministic hash, so the same data comes back every time. */
function hash(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return (x ^ (x >>> 16)) >>> 0
}

function invalid(message: string): Reply {
  const body: ServiceErrorAnswer = { error: 'Invalid query parameters', details: [{ message }] }
  return json(400, body)
}

/** A query number as the service reads it: plain digits only ("-1", "1e2" and "" are not). */
function queryNumber(text: string | null): number | undefined {
  if (text === null) return undefined
  return /^\d+$/.test(text) ? Number(text) : Number.NaN
}

const QUERY_MESSAGES: Record<string, string> = {
  limit: `limit must be an integer from ${MIN_PAGE_LIMIT} to ${MAX_PAGE_LIMIT}`,
  offset: 'offset must be an integer greater than or equal to 0',
}

/** YYYY-MM-DD or an ISO 8601 date-time, as epoch ms; NaN when it is neither. */
function parseDate(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`)
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return Date.parse(value)
  return Number.NaN
}

/**
 * The analytics export API: `/v1/analytics/{projectId}/visitors` and `/views` over a generated
 * data set with per-day counts, so that date filtering and the exclusive `dateTo` are real.
 * Counts are computed from per-path bases and per-day weights: any range is answered in O(paths).
 */
export class AnalyticsService implements EmulatedService {
  readonly limit: SlidingWindowLimit
  private readonly options: AnalyticsOptions
  private readonly cache = new Map<string, { rows: AnalyticsRow[]; totals: AnalyticsRow }>()

  constructor(options: AnalyticsOptions) {
    this.options = options
    this.limit = new SlidingWindowLimit(options.analyticsRateLimit, options.rateLimitWindowMs)
  }

  match(method: string, path: string): Route | undefined {
    if (method !== 'GET') return undefined
    const params = matchPath('/v1/analytics/:projectId/:metric', path)
    if (params === undefined || !['visitors', 'views'].includes(params.metric ?? ''))
      return undefined
    return { op: `analytics.${params.metric}`, params }
  }

  authorize(call: IncomingCall): Reply | undefined {
    return authorizeKey(call, this.options.apiKeys)
  }

  handle(call: IncomingCall): Reply {
    const metric = call.route.params.metric as 'visitors' | 'views'
    const now = this.options.now()
    // One budget for the whole organization and every analytics endpoint; every request counts.
    const waitMs = this.limit.take('organization', now)
    if (waitMs !== undefined) {
      const headers: Record<string, string> = this.options.retryAfterHeader
        ? { 'retry-after': String(Math.ceil(waitMs / 1000)) }
        : {}
      return failure(429, 'Rate limit exceeded', headers)
    }
    const q = call.query
    const query = v.safeParse(PageQuery, {
      limit: queryNumber(q.get('limit')),
      offset: queryNumber(q.get('offset')),
      dateFrom: q.get('dateFrom') ?? undefined,
      dateTo: q.get('dateTo') ?? undefined,
    })
    if (!query.success) {
      const field = v.getDotPath(query.issues[0]) ?? ''
      return invalid(QUERY_MESSAGES[field] ?? `${field}: ${query.issues[0].message}`)
    }
    const { limit = 50, offset = 0 } = query.output
    const today = Math.floor(now / DAY_MS) * DAY_MS
    const from = q.has('dateFrom') ? parseDate(q.get('dateFrom') ?? '') : today - 30 * DAY_MS
    const to = q.has('dateTo') ? parseDate(q.get('dateTo') ?? '') : now
    if (Number.isNaN(from))
      return invalid('dateFrom must be a date in ISO 8601 or YYYY-MM-DD format')
    if (Number.isNaN(to)) return invalid('dateTo must be a date in ISO 8601 or YYYY-MM-DD format')
    const data = this.range(metric, from, to, today)
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

  reset(): void {
    this.cache.clear()
    this.limit.reset()
  }

  /** The path of the i-th page of the data set. */
  pathOf(index: number): string {
    return SPECIAL_PATHS[index] ?? `/docs/page-${index}`
  }

  /** Every row of a range, sorted as the service returns them (largest total first). */
  range(
    metric: 'visitors' | 'views',
    from: number,
    to: number,
    today = Math.floor(this.options.now() / DAY_MS) * DAY_MS,
  ): { rows: AnalyticsRow[]; totals: AnalyticsRow } {
    const first = today - (this.options.analyticsDays - 1) * DAY_MS
    let humanWeight = 0
    let aiWeight = 0
    // A day counts when it starts inside [from, to): dateTo is exclusive.
    for (let day = first; day <= today; day += DAY_MS) {
      if (day < from || day >= to) continue
      const d = day / DAY_MS
      humanWeight += 0.5 + (hash(d) % 100) / 100
      aiWeight += 0.3 + (hash(d * 7 + 3) % 100) / 100
    }
    const key = `${metric}|${humanWeight}|${aiWeight}`
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached
    const rows: AnalyticsRow[] = []
    let sumHuman = 0
    let sumAi = 0
    for (let i = 0; i < this.options.analyticsPaths; i++) {
      const base = 400 / (i + 1) ** 0.8 + (hash(i) % 20)
      // Every page had a reader on some day of a non-empty range: the data set has exactly
      // `analyticsPaths` rows, which makes request counts exact.
      let human = humanWeight > 0 ? Math.max(1, Math.round((base * humanWeight) / 10)) : 0
      let ai = Math.round((base * (0.1 + (hash(i + 1e6) % 50) / 100) * aiWeight) / 10)
      if (metric === 'views') {
        human = human * 3 + (hash(i + 2e6) % 3)
        ai = ai * 2
      }
      const overlap = 0.1 + (hash(i + 3e6) % 20) / 100
      const total =
        metric === 'views' ? human + ai : human + ai - Math.round(Math.min(human, ai) * overlap)
      if (total === 0) continue
      rows.push({ path: this.pathOf(i), human, ai, total })
      sumHuman += human
      sumAi += ai
    }
    rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    // Site-wide visitors are fewer than the sum over pages: one person reads several pages.
    const factor = metric === 'views' ? 1 : 0.7
    const human = Math.round(sumHuman * factor)
    const ai = Math.round(sumAi * factor)
    const total =
      metric === 'views' ? human + ai : Math.max(human, ai, Math.round((human + ai) * 0.92))
    const result = { rows, totals: { path: '', human, ai, total } }
    this.cache.set(key, result)
    return result
  }
}
