import { open } from 'node:fs/promises'
import type { WriteStream } from 'node:fs'
import { once } from 'node:events'
import { InputError, quote } from '../shared/inputs.js'
import type { Format } from './analytics-inputs.js'
import type { Paging, ReportRow } from './reports.js'

/** What a JSON file says about itself, and the columns of every format. */
export interface ExportHeader {
  report: string
  /** Visitors and views only: the name those files had before `report` (kept for readers of them). */
  metric?: string
  dateFrom: string | null
  dateTo: string | null
  /** The fields of each row, in order: the CSV header. */
  columns: readonly string[]
  /** Which resume field a JSON file ends with: `nextOffset`, `nextCursor`, or none. */
  paging: Paging
  /** The fields of the first page besides its rows that a JSON file records (e.g. `totals`). */
  about: readonly string[]
}

/** Where an export ended and where to resume. */
export interface ExportEnd {
  complete: boolean
  nextOffset: number
  nextCursor: string | null
}

/**
 * Rows go to the file page by page, as they arrive, so memory stays flat however many there are.
 * After `close` the file is valid in its format, whether the export finished or stopped half-way.
 * Calls run one at a time, in order; a write after `close` is ignored (a cancelled export).
 */
export interface RowWriter {
  /** `about` comes with every page (e.g. `totals`); a JSON file records that of the first. */
  write(rows: ReportRow[], about: Record<string, unknown>): Promise<void>
  close(end: ExportEnd): Promise<void>
}

/** RFC 4180: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** A value as a CSV field: null is empty, the assistant's sources are their URLs joined by a space. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return csvField(value)
  if (Array.isArray(value)) {
    return csvField(
      value
        .map((item: unknown) =>
          typeof item === 'object' && item !== null && 'url' in item ? String(item.url) : '',
        )
        .filter((url) => url !== '')
        .join(' '),
    )
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return csvField(JSON.stringify(value))
}

/** How each format frames its rows: what opens the file, each batch, and what closes it. */
interface Framing {
  start(about: Record<string, unknown> | null): string
  rows(rows: ReportRow[], first: boolean): string
  end(end: ExportEnd): string
}

function framing(format: Format, header: ExportHeader): Framing {
  switch (format) {
    case 'csv':
      return {
        start: () => `${header.columns.map(csvField).join(',')}\r\n`,
        rows: (rows) =>
          rows
            .map((row) => `${header.columns.map((column) => csvCell(row[column])).join(',')}\r\n`)
            .join(''),
        end: () => '',
      }
    case 'ndjson':
      return {
        start: () => '',
        rows: (rows) => rows.map((row) => `${JSON.stringify(row)}\n`).join(''),
        end: () => '',
      }
    case 'json': {
      const range = { dateFrom: header.dateFrom, dateTo: header.dateTo }
      const metric = header.metric === undefined ? '' : `"metric":${JSON.stringify(header.metric)},`
      return {
        // The opening waits for the first page, which brings what the answer says besides rows.
        start: (about) =>
          `{"report":${JSON.stringify(header.report)},${metric}"range":${JSON.stringify(range)},` +
          header.about
            .map((field) => `${JSON.stringify(field)}:${JSON.stringify(about?.[field] ?? null)},`)
            .join('') +
          `"rows":[`,
        rows: (rows, first) =>
          rows.map((row, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(row)}`).join(''),
        end: (end) => {
          const resume =
            header.paging === 'offset'
              ? `,"nextOffset":${end.nextOffset}`
              : header.paging === 'cursor'
                ? `,"nextCursor":${JSON.stringify(end.nextCursor)}`
                : ''
          return `\n],"complete":${end.complete}${resume}}\n`
        },
      }
    }
  }
}

/**
 * Opens (creates or truncates) the output file before anything is fetched, so that a path that
 * cannot be written costs no request. Errors name the `output-file` input.
 */
export async function openRowWriter(
  format: Format,
  path: string,
  name: string,
  header: ExportHeader,
): Promise<RowWriter> {
  // The system's message repeats the full path after a comma ("ENAMETOOLONG: name too long,
  // open '…'"); the name is quoted once, shortened like every quoted input.
  const fail = (error: unknown): InputError =>
    new InputError(
      `Input 'output-file': cannot write ${quote(name)}: ${(error as Error).message.split(',')[0]}`,
    )
  let stream: WriteStream
  try {
    stream = (await open(path, 'w')).createWriteStream()
  } catch (error) {
    throw fail(error)
  }
  let failure: Error | undefined
  stream.on('error', (error) => (failure = error))
  const put = async (text: string): Promise<void> => {
    if (failure !== undefined) throw fail(failure)
    if (text === '' || stream.write(text)) return
    try {
      await once(stream, 'drain')
    } catch (error) {
      throw fail(error)
    }
  }

  const frame = framing(format, header)
  let started = false
  let written = false
  let closed = false
  let queue: Promise<unknown> = Promise.resolve()
  const serial = (step: () => Promise<void>): Promise<void> => {
    const next = queue.then(step)
    queue = next.catch(() => undefined)
    return next
  }
  const begin = async (about: Record<string, unknown> | null): Promise<void> => {
    if (started) return
    started = true
    await put(frame.start(about))
  }
  return {
    write: (rows, about) =>
      serial(async () => {
        if (closed) return
        await begin(about)
        await put(frame.rows(rows, !written))
        if (rows.length > 0) written = true
      }),
    close: (end) =>
      serial(async () => {
        if (closed) return
        closed = true
        await begin(null)
        await put(frame.end(end))
        stream.end()
        if (failure === undefined)
          await once(stream, 'finish').catch((error: unknown) => {
            throw fail(error)
          })
        if (failure !== undefined) throw fail(failure)
      }),
  }
}
