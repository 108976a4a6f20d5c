import { open } from 'node:fs/promises'
import type { WriteStream } from 'node:fs'
import { once } from 'node:events'
import { InputError, quote } from '../shared/inputs.js'
import type { Row, Totals } from './client.js'
import type { Format } from './inputs.js'

/** What a JSON file says about itself, besides the totals. */
export interface ExportHeader {
  metric: string
  dateFrom: string | null
  dateTo: string | null
}

/**
 * Rows go to the file page by page, as they arrive, so memory stays flat however many there are.
 * After `close` the file is valid in its format, whether the export finished or stopped half-way.
 * Calls run one at a time, in order; a write after `close` is ignored (a cancelled export).
 */
export interface RowWriter {
  /** `totals` come with every page; a JSON file records those of the first. */
  write(rows: Row[], totals: Totals): Promise<void>
  close(end: { complete: boolean; nextOffset: number }): Promise<void>
}

/** RFC 4180: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

function csvRow(row: Row): string {
  return `${csvField(row.path)},${row.human},${row.ai},${row.total}\r\n`
}

/** How each format frames its rows: what opens the file, each batch, and what closes it. */
interface Framing {
  start(totals: Totals | null): string
  rows(rows: Row[], first: boolean): string
  end(end: { complete: boolean; nextOffset: number }): string
}

function framing(format: Format, header: ExportHeader): Framing {
  switch (format) {
    case 'csv':
      return {
        start: () => 'path,human,ai,total\r\n',
        rows: (rows) => rows.map(csvRow).join(''),
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
      return {
        // The opening waits for the first page, which brings the totals.
        start: (totals) =>
          `{"metric":${JSON.stringify(header.metric)},"range":${JSON.stringify(range)},"totals":${JSON.stringify(totals)},"rows":[`,
        rows: (rows, first) =>
          rows.map((row, i) => `${first && i === 0 ? '' : ','}\n${JSON.stringify(row)}`).join(''),
        end: (end) => `\n],"complete":${end.complete},"nextOffset":${end.nextOffset}}\n`,
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
  const begin = async (totals: Totals | null): Promise<void> => {
    if (started) return
    started = true
    await put(frame.start(totals))
  }
  return {
    write: (rows, totals) =>
      serial(async () => {
        if (closed) return
        await begin(totals)
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
