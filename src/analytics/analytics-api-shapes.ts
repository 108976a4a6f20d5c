/**
 * The analytics export endpoints (v1) of the service's API, as this project understands them
 * (what they have in common with the agent endpoints is in
 * ../shared/service/service-api-shapes.ts, which says how the clients, the emulator and the
 * contract tests use these definitions). ./analytics-api.ts calls them.
 */
import * as v from '../shared/valibot.ts'
// By its .ts name: the emulator runs this file with Node's type stripping, which finds no .js.
import { ServiceError, type Endpoint, type Shape } from '../shared/service/service-api-shapes.ts'

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

/**
 * The bounds of each endpoint's `limit`, as the spec states them: at least 1, at most `max`,
 * `default` when none is sent. The cursor-paged endpoints and feedback-by-page have their own.
 */
export const LIMITS = {
  'analytics.visitors': { max: 250, default: 50 },
  'analytics.views': { max: 250, default: 50 },
  'analytics.searches': { max: 100, default: 50 },
  'analytics.feedback': { max: 100, default: 50 },
  /** One request only: the endpoint has no cursor, just `hasMore`. */
  'analytics.feedback-by-page': { max: 100, default: 10 },
  'analytics.assistant': { max: 1000, default: 100 },
} as const satisfies Record<string, { max: number; default: number }>

export const MIN_PAGE_LIMIT = 1
/** The offset-paged endpoints' (visitors and views) largest page. */
export const MAX_PAGE_LIMIT = LIMITS['analytics.visitors'].max

/** `limit` within an endpoint's bounds, its default when absent. */
function limitOf(bounds: { max: number; default: number }) {
  return v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(MIN_PAGE_LIMIT), v.maxValue(bounds.max)),
    bounds.default,
  )
}

/** The date range every analytics endpoint takes: ISO 8601 or YYYY-MM-DD. */
const DateRange = {
  dateFrom: v.optional(v.string()),
  /** Exclusive upper limit. */
  dateTo: v.optional(v.string()),
}

/** The query of an offset-paged analytics endpoint (visitors, views). */
export const PageQuery = v.strictObject({
  ...DateRange,
  limit: limitOf(LIMITS['analytics.visitors']),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
})

/** A ULID (the assistant's cursor), marked with the spec's own `format: ulid`. */
const Ulid = v.pipe(v.string(), v.ulid(), v.metadata({ format: 'ulid' }))

export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const

/** `status`: "a comma-separated list of statuses"; the emulator refuses one it does not know. */
const STATUS = `\\s*(?:${FEEDBACK_STATUSES.join('|')})\\s*`
const StatusList = v.pipe(v.string(), v.regex(new RegExp(`^${STATUS}(?:,${STATUS})*$`)))

const FeedbackFilters = {
  source: v.optional(v.picklist(FEEDBACK_SOURCES)),
  status: v.optional(StatusList),
}

export const SearchesQuery = v.strictObject({
  ...DateRange,
  limit: limitOf(LIMITS['analytics.searches']),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: v.optional(v.string()),
})

export const FeedbackQuery = v.strictObject({
  ...DateRange,
  ...FeedbackFilters,
  limit: limitOf(LIMITS['analytics.feedback']),
  cursor: v.optional(v.string()),
})

export const FeedbackByPageQuery = v.strictObject({
  ...DateRange,
  limit: limitOf(LIMITS['analytics.feedback-by-page']),
  ...FeedbackFilters,
})

export const AssistantQuery = v.strictObject({
  ...DateRange,
  limit: limitOf(LIMITS['analytics.assistant']),
  cursor: v.optional(Ulid),
})

export const DateRangeQuery = v.strictObject(DateRange)

/** A cursor-paged answer's way on: null on the last page. */
const NextCursor = v.nullable(v.string())

/** One search term over the range. The spec gives its timestamps no format. */
export const SearchTerm = v.strictObject({
  searchQuery: v.string(),
  hits: Count,
  /** Click-through rate. */
  ctr: v.number(),
  /** The most-clicked result; null when nobody clicked a result. */
  topClickedPage: v.nullable(v.string()),
  lastSearchedAt: v.string(),
})

/** Search terms by hits, most first. */
export const SearchesPage = v.strictObject({
  searches: v.array(SearchTerm),
  /** Every search event in the range (the sum of all hits, not distinct terms). */
  totalSearches: v.pipe(v.number(), v.integer(), v.minValue(0)),
  nextCursor: NextCursor,
})

/** What every feedback entry has. `source` is narrowed by each variant below. */
const FeedbackFields = {
  id: v.string(),
  path: v.string(),
  comment: v.nullable(v.string()),
  createdAt: v.nullable(v.string()),
  status: v.picklist(FEEDBACK_STATUSES),
}

/** Page-level feedback: whether the page helped, and an email address the reader left, if any. */
export const ContextualFeedback = v.strictObject({
  ...FeedbackFields,
  source: v.picklist(['contextual']),
  helpful: v.boolean(),
  /** A reader's email address: personal data. */
  contact: v.nullable(v.string()),
})

/** Feedback on a code block, with the code it is about. */
export const CodeSnippetFeedback = v.strictObject({
  ...FeedbackFields,
  source: v.picklist(['code_snippet']),
  code: v.string(),
  filename: v.nullable(v.string()),
  lang: v.nullable(v.string()),
})

/**
 * Feedback from a third-party AI agent, or a bare thumbs up/down vote: the base fields only, so
 * a `thumbs_only` entry does not say which way the thumb went.
 */
export const PlainFeedback = v.strictObject({
  ...FeedbackFields,
  source: v.picklist(['agent', 'thumbs_only']),
})

/**
 * The spec's three variants (an `anyOf`, in its order), told apart by `source` as their
 * descriptions say: each of its variants lists all four sources, and none refuses other fields.
 */
export const FeedbackEntry = v.variant('source', [
  ContextualFeedback,
  CodeSnippetFeedback,
  PlainFeedback,
])

export const FeedbackPage = v.strictObject({
  feedback: v.array(FeedbackEntry),
  nextCursor: NextCursor,
  hasMore: v.boolean(),
})

/** One page's feedback counts: thumbs of contextual feedback, code snippet feedback, all. */
export const PageFeedback = v.strictObject({
  path: v.string(),
  thumbsUp: Count,
  thumbsDown: Count,
  code: Count,
  total: Count,
})

/** No cursor: `hasMore` says the service kept pages back. */
export const FeedbackByPage = v.strictObject({
  feedback: v.array(PageFeedback),
  hasMore: v.boolean(),
})

export const RESPONSE_TYPES = ['answer', 'clarifying_question'] as const
export const RESOLUTION_STATUSES = ['answered', 'unanswered'] as const

/** A documentation page the assistant's answer drew on. */
export const AssistantSource = v.strictObject({ title: v.string(), url: v.string() })

/** One turn of an assistant conversation. */
export const Conversation = v.strictObject({
  id: v.string(),
  /** When the reader asked. */
  timestamp: v.string(),
  query: v.string(),
  /** The answer, or for a clarifying question, the question the assistant asked back. */
  response: v.string(),
  /** `answer` when absent. */
  responseType: v.optional(v.picklist(RESPONSE_TYPES)),
  sources: v.array(AssistantSource),
  /** `unanswered` when the assistant found the question not covered by the docs. */
  resolutionStatus: v.picklist(RESOLUTION_STATUSES),
  queryCategory: v.nullable(v.string()),
  /** Where the conversation started; null when no page was captured. */
  pageUrl: v.nullable(v.string()),
})

export const ConversationsPage = v.strictObject({
  conversations: v.array(Conversation),
  nextCursor: NextCursor,
  hasMore: v.boolean(),
})

/** Assistant queries in the range by caller, and all of them. */
export const CallerStats = v.strictObject({
  web: Count,
  api: Count,
  other: Count,
  total: Count,
})

export const MESSAGE_ROLES = ['user', 'assistant'] as const

export const ThreadMessage = v.strictObject({
  id: v.string(),
  role: v.picklist(MESSAGE_ROLES),
  content: v.string(),
  createdAt: v.string(),
})

/** One conversation's whole transcript. */
export const AssistantThread = v.strictObject({
  threadId: v.string(),
  createdAt: v.string(),
  messages: v.array(ThreadMessage),
})

export type PathCountsAnswer = v.InferOutput<typeof PathCounts>
export type TrafficTotalsAnswer = v.InferOutput<typeof TrafficTotals>
export type PageQueryValues = v.InferOutput<typeof PageQuery>
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number]
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number]
export type SearchTermAnswer = v.InferOutput<typeof SearchTerm>
export type SearchesPageAnswer = v.InferOutput<typeof SearchesPage>
export type FeedbackEntryAnswer = v.InferOutput<typeof FeedbackEntry>
export type FeedbackPageAnswer = v.InferOutput<typeof FeedbackPage>
export type PageFeedbackAnswer = v.InferOutput<typeof PageFeedback>
export type FeedbackByPageAnswer = v.InferOutput<typeof FeedbackByPage>
export type ConversationAnswer = v.InferOutput<typeof Conversation>
export type ConversationsPageAnswer = v.InferOutput<typeof ConversationsPage>
export type CallerStatsAnswer = v.InferOutput<typeof CallerStats>
export type AssistantThreadAnswer = v.InferOutput<typeof AssistantThread>

/** An analytics export endpoint: a GET with a query, its page, or a 400 or 500 error. */
function analyticsGet<Q extends Shape, A extends Shape>(path: string, query: Q, page: A) {
  return {
    method: 'GET',
    path: `/v1/analytics/{projectId}${path}`,
    query,
    answers: { 200: page, 400: ServiceError, 500: ServiceError },
  } as const
}

/**
 * Every analytics endpoint, keyed by the operation names the emulator logs and faults use.
 * Answers a spec does not list but that happen in practice (401, 403, 429 and 5xx) carry a
 * `ServiceError` body.
 */
export const ANALYTICS_ENDPOINTS = {
  'analytics.visitors': analyticsGet('/visitors', PageQuery, VisitorsPage),
  'analytics.views': analyticsGet('/views', PageQuery, ViewsPage),
  'analytics.searches': analyticsGet('/searches', SearchesQuery, SearchesPage),
  'analytics.feedback': analyticsGet('/feedback', FeedbackQuery, FeedbackPage),
  'analytics.feedback-by-page': analyticsGet(
    '/feedback/by-page',
    FeedbackByPageQuery,
    FeedbackByPage,
  ),
  'analytics.assistant': analyticsGet('/assistant', AssistantQuery, ConversationsPage),
  'analytics.assistant-caller-stats': analyticsGet(
    '/assistant/caller-stats',
    DateRangeQuery,
    CallerStats,
  ),
  'analytics.assistant-thread': {
    method: 'GET',
    path: '/v1/analytics/{projectId}/assistant/threads/{threadId}',
    answers: { 200: AssistantThread, 400: ServiceError, 404: ServiceError, 500: ServiceError },
  },
} as const satisfies Record<string, Endpoint>
