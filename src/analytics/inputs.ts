import { isAbsolute, relative, resolve } from 'node:path'
import * as core from '@actions/core'
import {
  DEFAULT_API_URL,
  InputError,
  quote,
  rawInput,
  readApiKey,
  readBaseUrl,
  readChoice,
  readIdentifier,
  readRequestTimeout,
  readRequired,
  REQUEST_TIMEOUT_VARIABLE,
} from '../shared/inputs.js'
import { MAX_PAGE_LIMIT } from '../shared/service/shapes.js'
import { resolveDate, type ResolvedDate } from './dates.js'

export const METRICS = ['visitors', 'views'] as const
export const FORMATS = ['csv', 'json', 'ndjson'] as const
export type Metric = (typeof METRICS)[number]
export type Format = (typeof FORMATS)[number]
/** The API's own bound on `limit`, from the one definition of the API. */
export const MAX_PAGE_SIZE = MAX_PAGE_LIMIT

/** Everything the analytics export was asked to do, read and validated once. */
export interface AnalyticsInputs {
  /** Admin API key (masked as soon as it is read). */
  apiKey: string
  projectId: string
  apiUrl: string
  metric: Metric
  /** Inclusive lower bound, or undefined for the service's default. */
  dateFrom: ResolvedDate | undefined
  /** Exclusive upper bound, or undefined. */
  dateTo: ResolvedDate | undefined
  /** Rows per request, 1 to 250. */
  pageSize: number
  /** Row to start from (resuming a partial export). */
  offset: number
  /** Stop after this many rows; 0 for all. */
  maxRows: number
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

export function getAnalyticsInputs(now: number, workspace: string): AnalyticsInputs {
  const apiKey = readApiKey()
  const projectId = readIdentifier(
    'project-id',
    readRequired('project-id', 'Copy it from the API keys page of your dashboard.'),
  )
  const metric = readChoice('metric', METRICS, 'visitors')
  const dateFrom = resolveDate('date-from', rawInput('date-from'), now)
  const dateTo = resolveDate('date-to', rawInput('date-to'), now)
  if (dateFrom !== undefined && dateTo !== undefined && dateFrom.at >= dateTo.at) {
    throw new InputError(
      `Input 'date-from' (${quote(dateFrom.value)}) must be before 'date-to' (${quote(dateTo.value)}), which is exclusive.`,
    )
  }
  const format = readChoice('format', FORMATS, 'csv')
  const file = readOutputFile(`${metric}.${format}`, workspace)
  const inputs: AnalyticsInputs = {
    apiKey,
    projectId,
    apiUrl: readBaseUrl('api-url', DEFAULT_API_URL),
    metric,
    dateFrom,
    dateTo,
    pageSize: readInteger('page-size', MAX_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    offset: readInteger('offset', 0, 0, 1_000_000_000),
    maxRows: readInteger('max-rows', 0, 0, 1_000_000_000),
    format,
    outputFile: file.absolute,
    outputName: file.name,
    summaryTop: readInteger('summary-top', 20, 0, 100),
    requestTimeoutMs: readRequestTimeout(),
  }
  core.debug(
    `Analytics inputs: project ${projectId}, metric ${metric}, from ${dateFrom?.value ?? '(default)'}, ` +
      `to ${dateTo?.value ?? '(default)'}, page-size ${inputs.pageSize}, offset ${inputs.offset}, ` +
      `max-rows ${inputs.maxRows}, format ${format}, file ${file.name}, summary-top ${inputs.summaryTop}, ` +
      `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`,
  )
  return inputs
}
