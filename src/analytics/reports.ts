import {
  CallerStats,
  CodeSnippetFeedback,
  ContextualFeedback,
  Conversation,
  LIMITS,
  PageFeedback,
  PathCounts,
  PlainFeedback,
  SearchTerm,
} from './analytics-api-shapes.js'

/**
 * Every report the analytics action exports, one per endpoint of the analytics API but the
 * assistant's threads. `report: gaps` (inputs.ts) is not an export: it reads several of these
 * into a report of its own (gaps/).
 */
export const REPORTS = [
  'visitors',
  'views',
  'searches',
  'feedback',
  'feedback-by-page',
  'assistant',
  'assistant-callers',
] as const
export type Report = (typeof REPORTS)[number]

/**
 * How a report is paged, as the spec says: `offset` while `hasMore` (visitors, views);
 * `cursor` while `nextCursor` is not null (searches, feedback, assistant); `single`: one request
 * (feedback-by-page has no cursor, just `hasMore`; the caller stats are one object).
 */
export type Paging = 'offset' | 'cursor' | 'single'

/** One exported row: the API's fields in the API's order; a value the answer lacked is null. */
export type ReportRow = Record<string, unknown>

export interface ReportDefinition {
  /** The endpoint's path after `/v1/analytics/{projectId}`. */
  path: string
  paging: Paging
  /** Where the answer holds its rows; undefined when the answer is the one row. */
  list: string | undefined
  /** The field without which a row is skipped (a row cannot be named without it). */
  key: string | undefined
  /** The largest and the default page size (`page-size`); undefined when `limit` is not sent. */
  maxPageSize: number | undefined
  /** The CSV header, and the fields each row keeps, in this order. */
  columns: readonly string[]
  /** Fields of the answer (besides rows) that a JSON file records from the first page. */
  about: readonly string[]
}

/** Keys of a shape's object entries: the API's field names in the API's order. */
function fieldsOf(shape: { entries: Record<string, unknown> }): string[] {
  return Object.keys(shape.entries)
}

/** A reader's email address (contextual feedback): written only with `include-contact: true`. */
export const CONTACT = 'contact'

/**
 * The union of feedback's three variants, in the order the issue settled on (#12): shared
 * fields first, then each variant's own. `contact` is not here: see CONTACT.
 */
export const FEEDBACK_COLUMNS = [
  'id',
  'path',
  'source',
  'status',
  'helpful',
  'comment',
  'createdAt',
  'code',
  'filename',
  'lang',
] as const

/** Every field a feedback answer may hold: the three variants' fields, `contact` included. */
export const FEEDBACK_FIELDS = new Set(
  [ContextualFeedback, CodeSnippetFeedback, PlainFeedback].flatMap(fieldsOf),
)

export const REPORT_DEFINITIONS: Record<Report, ReportDefinition> = {
  visitors: {
    path: '/visitors',
    paging: 'offset',
    list: 'visitors',
    key: 'path',
    maxPageSize: LIMITS['analytics.visitors'].max,
    columns: fieldsOf(PathCounts),
    about: ['totals'],
  },
  views: {
    path: '/views',
    paging: 'offset',
    list: 'views',
    key: 'path',
    maxPageSize: LIMITS['analytics.views'].max,
    columns: fieldsOf(PathCounts),
    about: ['totals'],
  },
  searches: {
    path: '/searches',
    paging: 'cursor',
    list: 'searches',
    key: 'searchQuery',
    maxPageSize: LIMITS['analytics.searches'].max,
    columns: fieldsOf(SearchTerm),
    about: ['totalSearches'],
  },
  feedback: {
    path: '/feedback',
    paging: 'cursor',
    list: 'feedback',
    key: 'id',
    maxPageSize: LIMITS['analytics.feedback'].max,
    columns: FEEDBACK_COLUMNS,
    about: [],
  },
  'feedback-by-page': {
    path: '/feedback/by-page',
    paging: 'single',
    list: 'feedback',
    key: 'path',
    maxPageSize: LIMITS['analytics.feedback-by-page'].max,
    columns: fieldsOf(PageFeedback),
    about: [],
  },
  assistant: {
    path: '/assistant',
    paging: 'cursor',
    list: 'conversations',
    key: 'id',
    maxPageSize: LIMITS['analytics.assistant'].max,
    columns: fieldsOf(Conversation),
    about: [],
  },
  'assistant-callers': {
    path: '/assistant/caller-stats',
    paging: 'single',
    list: undefined,
    key: undefined,
    maxPageSize: undefined,
    columns: fieldsOf(CallerStats),
    about: [],
  },
}

/** The columns a file of `report` has: feedback gains `contact`, last, only when asked. */
export function columnsOf(report: Report, includeContact: boolean): readonly string[] {
  const columns = REPORT_DEFINITIONS[report].columns
  return report === 'feedback' && includeContact ? [...columns, CONTACT] : columns
}

/** The reports whose traffic rows count visitors or views (and whose pages carry `totals`). */
export function isTraffic(report: Report): report is 'visitors' | 'views' {
  return report === 'visitors' || report === 'views'
}
