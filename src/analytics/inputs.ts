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
  readRequestTimeout,
  readRequired,
  REQUEST_TIMEOUT_VARIABLE,
} from '../shared/inputs.js'
import * as v from 'valibot'
import {
  AssistantQuery,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  FeedbackQuery,
  type FeedbackSource,
} from '../shared/service/shapes.js'
import { resolveDate, type ResolvedDate } from './dates.js'
import { REPORT_DEFINITIONS, REPORTS, type Report } from './reports.js'

export const METRICS = ['visitors', 'views'] as const
export const FORMATS = ['csv', 'json', 'ndjson'] as const
export type Metric = (typeof METRICS)[number]
export type Format = (typeof FORMATS)[number]
/** Where `cursor`, `feedback-source` and `feedback-status` mean something. */
const CURSOR_REPORTS: readonly Report[] = ['searches', 'feedback', 'assistant']
const FEEDBACK_REPORTS: readonly Report[] = ['feedback', 'feedback-by-page']
/** A cursor as long as this is not one the service sent. */
const MAX_CURSOR_LENGTH = 2000

/** Everything the analytics export was asked to do, read and validated once. */
export interface AnalyticsInputs {
  /** Admin API key (masked as soon as it is read). */
  apiKey: string
  projectId: string
  apiUrl: string
  report: Report
  /** Inclusive lower bound, or undefined for the service's default. */
  dateFrom: ResolvedDate | undefined
  /** Exclusive upper bound, or undefined. */
  dateTo: ResolvedDate | undefined
  /** Rows per request, 1 to the report's maximum (its `limit`); unused by assistant-callers. */
  pageSize: number
  /** Row to start from (resuming a partial offset-paged export). */
  offset: number
  /** Where to resume a cursor-paged export (the `next-cursor` of an earlier run). */
  cursor: string | undefined
  /** Stop after this many rows; 0 for all. */
  maxRows: number
  /** Stop after this many requests (retries included); 0 for no cap. */
  maxRequests: number
  /** Feedback filters, sent as the API's `source` and `status`. */
  feedbackSource: FeedbackSource | undefined
  feedbackStatus: string | undefined
  /** Write readers' email addresses (feedback's `contact`) to the file. */
  includeContact: boolean
  format: Format
  /** Absolute path of the file written, inside the workspace. */
  outputFile: string
  /** The same path as the user gave it (relative to the workspace), for the `file` output. */
  outputName: string
  /** Pages in the job summary; 0 for no summary. */
  summaryTop: number
  requestTimeoutMs: number
}

function readInteger(name: string, fallback: number, min: number, max: number): number {
  const value = rawInput(name).trim()
  if (value === '') return fallback
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new InputError(
      `Input '${name}' must be a whole number from ${min} to ${max}; got ${quote(value)}.`,
    )
  }
  return parsed
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
function readReport(): Report {
  const metric = rawInput('metric').trim()
  const report = readChoice('report', REPORTS, 'visitors')
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
function onlyFor(name: string, report: Report, reports: readonly Report[]): void {
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

export function getAnalyticsInputs(now: number, workspace: string): AnalyticsInputs {
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
    apiKey,
    projectId,
    apiUrl: readBaseUrl('api-url', DEFAULT_API_URL),
    report,
    dateFrom,
    dateTo,
    pageSize: readPageSize(report),
    offset,
    cursor: readCursor(report),
    maxRows: readInteger('max-rows', 0, 0, 1_000_000_000),
    maxRequests: readInteger('max-requests', 0, 0, 1_000_000),
    feedbackSource: readFeedbackSource(report),
    feedbackStatus: readFeedbackStatus(report),
    includeContact: readBoolean('include-contact', false),
    format,
    outputFile: file.absolute,
    outputName: file.name,
    summaryTop: readInteger('summary-top', 20, 0, 100),
    requestTimeoutMs: readRequestTimeout(),
  }
  core.debug(
    `Analytics inputs: project ${projectId}, report ${report}, from ${dateFrom?.value ?? '(default)'}, ` +
      `to ${dateTo?.value ?? '(default)'}, page-size ${inputs.pageSize}, offset ${inputs.offset}, ` +
      `cursor ${inputs.cursor ?? '(none)'}, max-rows ${inputs.maxRows}, ` +
      `max-requests ${inputs.maxRequests || '(no cap)'}, feedback-source ${inputs.feedbackSource ?? '(all)'}, ` +
      `feedback-status ${inputs.feedbackStatus ?? '(all)'}, include-contact ${inputs.includeContact}, format ${format}, file ${file.name}, summary-top ${inputs.summaryTop}, ` +
      `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`,
  )
  return inputs
}
