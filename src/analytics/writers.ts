import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
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

class FileWriter {
  private readonly stream: WriteStream

  constructor(path: string) {
    this.stream = createWriteStream(path, { encoding: 'utf8' })
  }

  async put(text: string): Promise<void> {
    if (text === '') return
    if (!this.stream.write(text)) await once(this.stream, 'drain')
  }

  async finish(): Promise<void> {
    this.stream.end()
    await once(this.stream, 'finish')
  }
}

export function createRowWriter(format: Format, path: string, header: ExportHeader): RowWriter {
  const file = new FileWriter(path)
  switch (format) {
    case 'csv': {
      const started = file.put('path,human,ai,total\r\n')
      return {
        async write(rows) {
          await started
          await file.put(rows.map(csvRow).join(''))
        },
        async close() {
          await started
          await file.finish()
        },
      }
    }
    case 'ndjson':
      return {
        write: (rows) => file.put(rows.map((row) => `${JSON.stringify(row)}\n`).join('')),
        close: () => file.finish(),
      }
    case 'json': {
      // The opening waits for the first page, which brings the totals.
      let opened = false
      let first = true
      const open = async (totals: Totals | null): Promise<void> => {
        if (opened) return
        opened = true
        const range = { dateFrom: header.dateFrom, dateTo: header.dateTo }
        await file.put(
          `{"metric":${JSON.stringify(header.metric)},"range":${JSON.stringify(range)},"totals":${JSON.stringify(totals)},"rows":[`,
        )
      }
      return {
        async write(rows, totals) {
          await open(totals)
          let text = ''
          for (const row of rows) {
            text += `${first ? '' : ','}\n${JSON.stringify(row)}`
            first = false
          }
          await file.put(text)
        },
        async close(end) {
          await open(null)
          await file.put(`\n],"complete":${end.complete},"nextOffset":${end.nextOffset}}\n`)
          await file.finish()
        },
      }
    }
  }
}
