/**
 * The service's API as this project understands it, written once: what the agent and analytics
 * endpoints accept and answer. The clients read answers through these definitions (forgivingly,
 * see `forgiving`), the emulator types and checks its answers with them, and the contract tests
 * hold the emulator to them on every run and compare them with the vendor's published specs
 * where those are present. Self-contained on purpose: it imports nothing from either action.
 *
 * Answers are strict objects: the emulator must send the documented fields and nothing else.
 * The clients never parse with these strict shapes; they read each field on its own.
 *
 * Cost (ncc bundles all of valibot, about 205 KiB unminified): dist/index.js 1.16 -> 1.37 MB
 * and dist/analytics/index.js 1.13 -> 1.34 MB (+18%), dist/post too; start-up of a run
 * that exits on a missing input, farm-bench medians of 60 pairs on Node 24, 2 shared cores:
 * CPU 153 -> 161 ms (agent) and 132 -> 140 ms (analytics), about +5%, peak memory +1.2 MiB.
 */
import * as v from 'valibot'

export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const

const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** Where the agent works. The spec requires neither field. */
export const JobSource = v.strictObject({
  /** The full URL of the GitHub repository (described so, but the spec states no format). */
  repository: v.optional(v.string()),
  /** The branch; may be null. */
  ref: v.optional(v.nullable(v.string())),
})

/** AgentJob (v2): the answer of create, get and follow-up. The spec requires no field at all. */
export const AgentJob = v.strictObject({
  id: v.optional(v.string()),
  status: v.optional(v.picklist(JOB_STATUSES)),
  source: v.optional(JobSource),
  model: v.optional(v.string()),
  /** Null while the job is active, and when it changed no files. */
  prLink: v.optional(v.nullable(v.pipe(v.string(), v.url()))),
  createdAt: v.optional(Timestamp),
  archivedAt: v.optional(v.nullable(Timestamp)),
})

/** The body of a job creation and of a follow-up message (whether more fields are refused is undocumented). */
export const JobRequest = v.object({ prompt: v.pipe(v.string(), v.minLength(1)) })

/** An error answer: `error` always; the analytics endpoints add `details`. */
export const ServiceError = v.strictObject({
  error: v.string(),
  details: v.optional(v.array(v.strictObject({ message: v.string() }))),
})

const Count = v.number()

/** Site-wide totals. `total` is deduplicated across human and AI traffic: not human + ai. */
export const TrafficTotals = v.strictObject({ human: Count, ai: Count, total: Count })

/** One page path and its counts. */
export const PathCounts = v.strictObject({ path: v.string(), ...TrafficTotals.entries })

export const VisitorsPage = v.strictObject({
  totals: TrafficTotals,
  visitors: v.array(PathCounts),
  hasMore: v.boolean(),
})

export const ViewsPage = v.strictObject({
  totals: TrafficTotals,
  views: v.array(PathCounts),
  hasMore: v.boolean(),
})

export const MIN_PAGE_LIMIT = 1
export const MAX_PAGE_LIMIT = 250

/** The query of an offset-paged analytics endpoint; dates are ISO 8601 or YYYY-MM-DD. */
export const PageQuery = v.strictObject({
  dateFrom: v.optional(v.string()),
  /** Exclusive upper limit. */
  dateTo: v.optional(v.string()),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(MIN_PAGE_LIMIT), v.maxValue(MAX_PAGE_LIMIT)),
  ),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

export type AgentJobAnswer = v.InferOutput<typeof AgentJob>
export type JobStatus = (typeof JOB_STATUSES)[number]
export type ServiceErrorAnswer = v.InferOutput<typeof ServiceError>
export type PathCountsAnswer = v.InferOutput<typeof PathCounts>
export type TrafficTotalsAnswer = v.InferOutput<typeof TrafficTotals>
export type PageQueryValues = v.InferOutput<typeof PageQuery>

type Shape = v.GenericSchema

export interface Endpoint {
  method: 'GET' | 'POST'
  /** As the specs write it, with `{projectId}` and `{id}`. */
  path: string
  body?: Shape
  query?: Shape
  /** The documented answers, by status. */
  answers: Readonly<Record<number, Shape>>
}

/**
 * Every endpoint the actions use, keyed by the operation names the emulator logs and faults use.
 * Answers a spec does not list but that happen in practice (401, 403, 5xx, and 429 on
 * analytics) carry a `ServiceError` body.
 */
export const ENDPOINTS = {
  'agent.create': {
    method: 'POST',
    path: '/v2/agent/{projectId}/job',
    body: JobRequest,
    answers: { 201: AgentJob, 400: ServiceError, 429: ServiceError },
  },
  'agent.get': {
    method: 'GET',
    path: '/v2/agent/{projectId}/job/{id}',
    answers: { 200: AgentJob, 404: ServiceError },
  },
  'agent.message': {
    method: 'POST',
    path: '/v2/agent/{projectId}/job/{id}/message',
    body: JobRequest,
    answers: { 200: AgentJob, 400: ServiceError, 404: ServiceError, 429: ServiceError },
  },
  'analytics.visitors': {
    method: 'GET',
    path: '/v1/analytics/{projectId}/visitors',
    query: PageQuery,
    answers: { 200: VisitorsPage, 400: ServiceError, 500: ServiceError },
  },
  'analytics.views': {
    method: 'GET',
    path: '/v1/analytics/{projectId}/views',
    query: PageQuery,
    answers: { 200: ViewsPage, 400: ServiceError, 500: ServiceError },
  },
} as const satisfies Record<string, Endpoint>

export type Operation = keyof typeof ENDPOINTS

export function isOperation(op: string): op is Operation {
  return Object.hasOwn(ENDPOINTS, op)
}

/** What is wrong with an answer, one line per problem; empty when it matches the definition. */
export function answerProblems(op: Operation, status: number, body: unknown): string[] {
  const answers: Readonly<Record<number, Shape>> = ENDPOINTS[op].answers
  const shape = answers[status] ?? (status >= 400 ? ServiceError : undefined)
  if (shape === undefined) return [`${op} answered ${status}, which the definition does not list`]
  const result = v.safeParse(shape, body)
  if (result.success) return []
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`)
}

/**
 * A client's reading of an object shape: each of its fields read by `read` (which never fails)
 * instead of by its strict schema, so a missing, null, mistyped or unknown value never stops the
 * client; fields the definition does not name are ignored.
 */
export function forgiving<E extends v.ObjectEntries, R extends Shape>(
  shape: { entries: E },
  read: R,
): v.ObjectSchema<{ [K in keyof E]: R }, undefined> {
  const entries = Object.fromEntries(Object.keys(shape.entries).map((key) => [key, read]))
  return v.object(entries as { [K in keyof E]: R })
}
