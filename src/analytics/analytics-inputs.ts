import { isAbsolute, relative, resolve } from 'node:path'
import * as core from '@actions/core'
import {
  DEFAULT_API_URL,
  InputError,
  quote,
  rawInput,
  readApiKey,
  readBaseUrl,
  readBoolean,
  readChoice,
  readIdentifier,
  readInteger,
  readMarkerInputs,
  type MarkerInputs,
  readRequestTimeout,
  readRequired,
  readSecret,
  REQUEST_TIMEOUT_VARIABLE,
} from '../shared/inputs.js'
import * as v from '../shared/valibot.ts'
import {
  AssistantQuery,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  FeedbackQuery,
  type FeedbackSource,
} from './analytics-api-shapes.js'
import { COMPARE_CHOICES, hasMovers, type CompareMode } from './comparison.js'
import { resolveDate, type ResolvedDate } from './dates.js'
import { REPORT_DEFINITIONS, REPORTS, type Report } from './reports.js'

export const METRICS = ['visitors', 'views'] as const
export const FORMATS = ['csv', 'json', 'ndjson'] as const
export type Metric = (typeof METRICS)[number]
export type Format = (typeof FORMATS)[number]
/** Every value of `report`: the exports, and `gaps`, which reads several of them into a report. */
export const REPORT_CHOICES = [...REPORTS, 'gaps'] as const
export type ReportChoice = (typeof REPORT_CHOICES)[number]
/** Where `cursor`, `feedback-source` and `feedback-status` mean something. */
const CURSOR_REPORTS: readonly Report[] = ['searches', 'feedback', 'assistant']
const FEEDBACK_REPORTS: readonly Report[] = ['feedback', 'feedback-by-page']
/** `gaps-top`: items per signal; the default fits the rolling issue whole (ISSUE_BODY_BUDGET). */
export const GAPS_TOP_DEFAULT = 10
/** Past this the report, the prompt and the issue stop being read: 50 items per signal. */
export const GAPS_TOP_MAX = 50
/** A cursor as long as this is not one the service sent. */
const MAX_CURSOR_LENGTH = 2000

/** What every run of the analytics action reads: the service, the project, the range, the budget. */
interface CommonInputs {
  /** Admin API key (masked as soon as it is read). */
  apiKey: string
  projectId: string
  apiUrl: string
  /** Inclusive lower bound, or undefined for the service's default. */
  dateFrom: ResolvedDate | undefined
  /** Exclusive upper bound, or undefined. */
  dateTo: ResolvedDate | undefined
  /** Stop after this many requests (retries included); 0 for no cap. */
  maxRequests: number
  /** Absolute path of the file written, inside the workspace. */
  outputFile: string
  /** The same path as the user gave it (relative to the workspace), for messages. */
  outputName: string
  /** Rows in an export's summary tables; 0 writes no summary (all `gaps` reads of it). */
  summaryTop: number
  requestTimeoutMs: number
}

/** What `report: gaps` was asked to do: read the gap signals into a numbered Markdown report. */
export interface GapsInputs extends CommonInputs, MarkerInputs {
  report: 'gaps'
  /** Items per signal (questions, searches, pages). */
  gapsTop: number
  /**
   * Token for the rolling `docs-gaps` issue (masked as soon as it is read), or undefined when
   * `gaps-issue` is off.
   */
  issueToken: string | undefined
}

/** Everything the analytics export was asked to do, read and validated once. */
export interface AnalyticsInputs extends CommonInputs {
  report: Report
  /** Rows per request, 1 to the report's maximum (its `limit`); unused by assistant-callers. */
  pageSize: number
  /** Row to start from (resuming a partial offset-paged export). */
  offset: number
  /** Where to resume a cursor-paged export (the `next-cursor` of an earlier run). */
  cursor: string | undefined
  /** Stop after this many rows; 0 for all. */
  maxRows: number
  /** Feedback filters, sent as the API's `source` and `status`. */
  feedbackSource: FeedbackSource | undefined
  feedbackStatus: string | undefined
  /** Write readers' email addresses (feedback's `contact`) to the file. */
  includeContact: boolean
  format: Format
  /** The previous period beside this one: its figures, its pages too, or nothing. */
  compare: CompareMode
}

/** The output file: relative to the workspace, and never outside it. */
function readOutputFile(fallback: string, workspace: string): { absolute: string; name: string } {
  const value = rawInput('output-file').trim() || fallback
  const absolute = resolve(workspace, value)
  const inside = relative(workspace, absolute)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || /[\p{Cc}]/u.test(value)) {
    throw new InputError(
      `Input 'output-file' must be a file path inside the workspace (${workspace}); got ${quote(value)}.`,
    )
  }
  return { absolute, name: inside }
}

/**
 * `report`, or the deprecated `metric` (visitors or views) with one warning; both given must
 * agree.
 */
function readReport(): ReportChoice {
  const metric = rawInput('metric').trim()
  const report = readChoice('report', REPORT_CHOICES, 'visitors')
  if (metric === '') return report
  const asMetric = readChoice('metric', METRICS, 'visitors')
  if (rawInput('report').trim() !== '' && report !== asMetric) {
    throw new InputError(
      `Inputs 'report' (${quote(report)}) and 'metric' (${quote(metric)}) disagree; 'metric' is deprecated: remove it and keep 'report'.`,
    )
  }
  core.warning(`Input 'metric' is deprecated; use 'report: ${asMetric}' instead.`)
  return asMetric
}

/** An input that only some reports read: refused elsewhere, since it would be silently ignored. */
function onlyFor(name: string, report: ReportChoice, reports: readonly ReportChoice[]): void {
  const value = rawInput(name).trim()
  if (value !== '' && !reports.includes(report)) {
    throw new InputError(
      `Input '${name}' applies only to report ${reports.join(', ')}, not ${report}; got ${quote(value)}.`,
    )
  }
}

function readCursor(report: Report): string | undefined {
  onlyFor('cursor', report, CURSOR_REPORTS)
  const value = rawInput('cursor').trim()
  if (value === '') return undefined
  const shape =
    report === 'assistant' ? AssistantQuery.entries.cursor : FeedbackQuery.entries.cursor
  if (
    /[\s\p{Cc}]/u.test(value) ||
    value.length > MAX_CURSOR_LENGTH ||
    !v.safeParse(shape, value).success
  ) {
    throw new InputError(
      `Input 'cursor' must be the 'next-cursor' output of an earlier ${report} export; got ${quote(value)}.`,
    )
  }
  return value
}

/** `feedback-status`: the API's comma-separated list of statuses, each checked. */
function readFeedbackStatus(report: Report): string | undefined {
  onlyFor('feedback-status', report, FEEDBACK_REPORTS)
  const value = rawInput('feedback-status').trim()
  if (value === '') return undefined
  const statuses = value.split(',').map((status) => status.trim().toLowerCase())
  if (!v.safeParse(FeedbackQuery.entries.status, statuses.join(',')).success) {
    throw new InputError(
      `Input 'feedback-status' must be one or more of ${FEEDBACK_STATUSES.join(', ')}, separated by commas; got ${quote(value)}.`,
    )
  }
  return statuses.join(',')
}

function readFeedbackSource(report: Report): FeedbackSource | undefined {
  onlyFor('feedback-source', report, FEEDBACK_REPORTS)
  if (rawInput('feedback-source').trim() === '') return undefined
  return readChoice('feedback-source', FEEDBACK_SOURCES, FEEDBACK_SOURCES[0])
}

/** `page-size`: the report's largest page by default, and never above it. */
function readPageSize(report: Report): number {
  const max = REPORT_DEFINITIONS[report].maxPageSize
  if (max === undefined) {
    onlyFor(
      'page-size',
      report,
      REPORTS.filter((r) => REPORT_DEFINITIONS[r].maxPageSize !== undefined),
    )
    return 1
  }
  // The most the report's endpoint sends in one request (`LIMITS` of the API definition).
  return readInteger('page-size', max, 1, max)
}

/**
 * `compare`: `previous` (the default), `pages` (visitors and views only: the previous period's
 * rows too) or `none`. Other reports without a comparison simply have none (docs/analytics.md).
 */
function readCompare(report: ReportChoice): CompareMode {
  const mode = readChoice('compare', COMPARE_CHOICES, 'previous')
  if (mode === 'pages' && (report === 'gaps' || !hasMovers(report))) {
    throw new InputError(
      `Input 'compare' can be 'pages' only for report visitors and views (it compares their pages), not ${report}; got ${quote(rawInput('compare').trim())}.`,
    )
  }
  return mode
}

/** `gaps-top`: items per signal, for `report: gaps` only. */
function readGapsTop(report: ReportChoice): number {
  onlyFor('gaps-top', report, ['gaps'])
  return readInteger('gaps-top', GAPS_TOP_DEFAULT, 1, GAPS_TOP_MAX)
}

/**
 * Why each export input means nothing to `report: gaps`, and whether it was given (a value other
 * than its neutral default): refused rather than silently ignored.
 */
const NOT_FOR_GAPS: readonly { name: string; why: string; given: () => boolean }[] = [
  { name: 'format', why: 'its file is Markdown', given: () => rawInput('format').trim() !== '' },
  {
    name: 'page-size',
    why: 'it reads each signal at its largest page',
    given: () => rawInput('page-size').trim() !== '',
  },
  {
    name: 'offset',
    why: 'it reads the whole range: nothing to resume',
    given: () => readInteger('offset', 0, 0, 1_000_000_000) !== 0,
  },
  {
    name: 'cursor',
    why: 'it reads the whole range: nothing to resume',
    given: () => rawInput('cursor').trim() !== '',
  },
  {
    name: 'max-rows',
    why: 'gaps-top sets how many items it lists',
    given: () => readInteger('max-rows', 0, 0, 1_000_000_000) !== 0,
  },
  {
    name: 'feedback-source',
    why: 'it reads page feedback (contextual), whatever its status',
    given: () => rawInput('feedback-source').trim() !== '',
  },
  {
    name: 'feedback-status',
    why: 'it reads page feedback (contextual), whatever its status',
    given: () => rawInput('feedback-status').trim() !== '',
  },
  {
    name: 'include-contact',
    why: "readers' email addresses never reach its report",
    given: () => readBoolean('include-contact', false),
  },
]

/**
 * `gaps-issue` and the token it writes with. The token is masked whenever it is given (it is by
 * default: `github.token`), and needed only for the issue.
 */
function readIssueToken(report: ReportChoice): string | undefined {
  const token = readSecret('github-token')
  if (!readBoolean('gaps-issue', false)) return undefined
  onlyFor('gaps-issue', report, ['gaps'])
  if (token === '') {
    throw new InputError(
      "Input 'github-token' is empty, and 'gaps-issue: true' needs it: a token that may write issues (the job's GITHUB_TOKEN with 'permissions: issues: write').",
    )
  }
  return token
}

function readGapsInputs(common: Omit<GapsInputs, 'report'>): GapsInputs {
  for (const input of NOT_FOR_GAPS) {
    if (input.given()) {
      throw new InputError(
        `Input '${input.name}' does not apply to report gaps (${input.why}); got ${quote(rawInput(input.name).trim())}.`,
      )
    }
  }
  const inputs: GapsInputs = { ...common, report: 'gaps' }
  core.debug(
    `Analytics inputs: project ${inputs.projectId}, report gaps, from ${inputs.dateFrom?.value ?? '(default)'}, ` +
      `to ${inputs.dateTo?.value ?? '(default)'}, gaps-top ${inputs.gapsTop}, gaps-issue ${inputs.issueToken !== undefined}, ` +
      `max-requests ${inputs.maxRequests || '(no cap)'}, file ${inputs.outputName}, summary-top ${inputs.summaryTop}, ` +
      `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`,
  )
  return inputs
}

/** The inputs of an export, or of the gaps report (`report: gaps`). */
export function getAnalyticsInputs(now: number, workspace: string): AnalyticsInputs | GapsInputs {
  const apiKey = readApiKey()
  const projectId = readIdentifier(
    'project-id',
    readRequired('project-id', 'Copy it from the API keys page of your dashboard.'),
  )
  const report = readReport()
  const dateFrom = resolveDate('date-from', rawInput('date-from'), now)
  const dateTo = resolveDate('date-to', rawInput('date-to'), now)
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom.at >= dateTo.at) {
    throw new InputError(
      `Input 'date-from' (${quote(dateFrom.value)}) must be before 'date-to' (${quote(dateTo.value)}), which is exclusive.`,
    )
  }
  const gapsTop = readGapsTop(report)
  const compare = readCompare(report)
  const issueToken = readIssueToken(report)
  const markers = readMarkerInputs()
  const apiUrl = readBaseUrl('api-url', DEFAULT_API_URL)
  const maxRequests = readInteger('max-requests', 0, 0, 1_000_000)
  const summaryTop = readInteger('summary-top', 20, 0, 100)
  const requestTimeoutMs = readRequestTimeout()
  const common = { apiKey, projectId, apiUrl, dateFrom, dateTo, maxRequests, summaryTop }
  if (report === 'gaps') {
    // The report is Markdown: `gaps.md`, the numbered list the job summary also shows.
    const file = readOutputFile('gaps.md', workspace)
    return readGapsInputs({
      ...common,
      gapsTop,
      issueToken,
      ...markers,
      outputFile: file.absolute,
      outputName: file.name,
      requestTimeoutMs,
    })
  }
  const format = readChoice('format', FORMATS, 'csv')
  const file = readOutputFile(`${report}.${format}`, workspace)
  const paging = REPORT_DEFINITIONS[report].paging
  const offset = readInteger('offset', 0, 0, 1_000_000_000)
  if (offset !== 0 && paging !== 'offset') {
    throw new InputError(
      `Input 'offset' applies only to report visitors and views; ${report} resumes with 'cursor'${paging === 'single' ? ' (it is one request: nothing to resume)' : ''}; got ${quote(String(offset))}.`,
    )
  }
  const inputs: AnalyticsInputs = {
    ...common,
    report,
    pageSize: readPageSize(report),
    offset,
    cursor: readCursor(report),
    maxRows: readInteger('max-rows', 0, 0, 1_000_000_000),
    feedbackSource: readFeedbackSource(report),
    feedbackStatus: readFeedbackStatus(report),
    includeContact: readBoolean('include-contact', false),
    format,
    compare,
    outputFile: file.absolute,
    outputName: file.name,
    requestTimeoutMs,
  }
  core.debug(
    `Analytics inputs: project ${projectId}, report ${report}, from ${dateFrom?.value ?? '(default)'}, ` +
      `to ${dateTo?.value ?? '(default)'}, page-size ${inputs.pageSize}, offset ${inputs.offset}, ` +
      `cursor ${inputs.cursor ?? '(none)'}, max-rows ${inputs.maxRows}, ` +
      `max-requests ${inputs.maxRequests || '(no cap)'}, feedback-source ${inputs.feedbackSource ?? '(all)'}, ` +
      `feedback-status ${inputs.feedbackStatus ?? '(all)'}, include-contact ${inputs.includeContact}, format ${format}, compare ${compare}, file ${file.name}, summary-top ${inputs.summaryTop}, ` +
      `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`,
  )
  return inputs
}
