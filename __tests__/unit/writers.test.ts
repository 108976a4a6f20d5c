import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { openRowWriter } from '../../src/analytics/writers.js'
import { InputError } from '../../src/shared/inputs.js'

const header = {
  report: 'visitors',
  metric: 'visitors',
  dateFrom: '2026-11-01',
  dateTo: null,
  columns: ['path', 'human', 'ai', 'total'],
  paging: 'offset' as const,
  about: ['totals'],
}
const totals = { totals: { human: 10, ai: 4, total: 12 } }
const rows = [
  { path: '/a,b', human: 3, ai: 1, total: 4 },
  { path: '/"q"', human: 2, ai: 0, total: 2 },
]

const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function file(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'writers-'))
  folders.push(folder)
  return join(folder, name)
}

describe('openRowWriter', () => {
  test('CSV: header, quoted fields, CRLF', async () => {
    const path = file('v.csv')
    const writer = await openRowWriter('csv', path, 'v.csv', header)
    await writer.write(rows, totals)
    await writer.write([], totals)
    await writer.close({ complete: true, nextOffset: 2, nextCursor: null })
    expect(readFileSync(path, 'utf8')).toBe(
      'path,human,ai,total\r\n"/a,b",3,1,4\r\n"/""q""",2,0,2\r\n',
    )
  })

  test('JSON: range, totals of the first page, rows across pages, completion', async () => {
    const path = file('v.json')
    const writer = await openRowWriter('json', path, 'v.json', header)
    await writer.write(rows.slice(0, 1), totals)
    await writer.write(rows.slice(1), { totals: { human: 99, ai: 99, total: 99 } })
    await writer.close({ complete: false, nextOffset: 7, nextCursor: null })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      report: 'visitors',
      metric: 'visitors',
      range: { dateFrom: '2026-11-01', dateTo: null },
      totals: totals.totals,
      rows,
      complete: false,
      nextOffset: 7,
    })
  })

  test('JSON without a single page is still valid, with null totals', async () => {
    const path = file('v.json')
    const writer = await openRowWriter('json', path, 'v.json', header)
    await writer.close({ complete: false, nextOffset: 0, nextCursor: null })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
      totals: null,
      rows: [],
      complete: false,
    })
  })

  test('NDJSON: one object a line; writes after close are ignored', async () => {
    const path = file('v.ndjson')
    const writer = await openRowWriter('ndjson', path, 'v.ndjson', header)
    await writer.write(rows, totals)
    await writer.close({ complete: true, nextOffset: 2, nextCursor: null })
    await writer.write(rows, totals)
    await writer.close({ complete: false, nextOffset: 9, nextCursor: null })
    expect(readFileSync(path, 'utf8')).toBe(rows.map((r) => JSON.stringify(r)).join('\n') + '\n')
  })

  test('calls run in order even when not awaited one by one', async () => {
    const path = file('v.csv')
    const writer = await openRowWriter('csv', path, 'v.csv', header)
    const pending = [writer.write(rows.slice(0, 1), totals), writer.write(rows.slice(1), totals)]
    const closing = writer.close({ complete: true, nextOffset: 2, nextCursor: null })
    await Promise.all([...pending, closing])
    expect(readFileSync(path, 'utf8').split('\r\n')).toHaveLength(4)
  })

  test('cursor reports: columns of the API, null empty, sources as URLs; JSON ends with nextCursor', async () => {
    const assistant = {
      report: 'assistant',
      dateFrom: null,
      dateTo: '2026-11-08',
      columns: ['id', 'query', 'sources', 'queryCategory'],
      paging: 'cursor' as const,
      about: [],
    }
    const row = {
      id: '01J',
      query: 'how, "why"?',
      sources: [
        { title: 'A', url: 'https://d.test/a' },
        { title: 'B', url: 'https://d.test/b' },
      ],
      queryCategory: null,
    }
    const csv = file('a.csv')
    const writer = await openRowWriter('csv', csv, 'a.csv', assistant)
    await writer.write([row], {})
    await writer.close({ complete: false, nextOffset: 0, nextCursor: '01K' })
    expect(readFileSync(csv, 'utf8')).toBe(
      'id,query,sources,queryCategory\r\n01J,"how, ""why""?",https://d.test/a https://d.test/b,\r\n',
    )
    const json = file('a.json')
    const jsonWriter = await openRowWriter('json', json, 'a.json', assistant)
    await jsonWriter.write([row], {})
    await jsonWriter.close({ complete: false, nextOffset: 0, nextCursor: '01K' })
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual({
      report: 'assistant',
      range: { dateFrom: null, dateTo: '2026-11-08' },
      rows: [row],
      complete: false,
      nextCursor: '01K',
    })
  })

  test('a path that cannot be written is an error naming output-file', async () => {
    const folder = file('reports')
    mkdirSync(folder)
    await expect(openRowWriter('csv', folder, 'reports', header)).rejects.toThrow(
      new InputError(
        `Input 'output-file': cannot write "reports": EISDIR: illegal operation on a directory`,
      ),
    )
  })
})

describe('openRowWriter, JSON across pages', () => {
  test('several rows in the first page, an empty page, then more', async () => {
    const path = file('v.json')
    const writer = await openRowWriter('json', path, 'v.json', header)
    await writer.write([], totals)
    await writer.write(rows, totals)
    await writer.write([], totals)
    await writer.write(rows.slice(0, 1), totals)
    await writer.close({ complete: true, nextOffset: 3, nextCursor: null })
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
      ...totals,
      rows: [...rows, rows[0]],
      complete: true,
      nextOffset: 3,
    })
  })
})

describe('a file that cannot be written', () => {
  const full = '/dev/full'
  const refused = new InputError(
    `Input 'output-file': cannot write "out.csv": ENOSPC: no space left on device`,
  )

  test('a write that fails is an error naming output-file, and so is every later call', async () => {
    const writer = await openRowWriter('csv', full, 'out.csv', header)
    const many = Array.from({ length: 5000 }, (_, i) => ({ ...rows[0]!, path: `/page/${i}` }))
    await expect(writer.write(many, totals)).rejects.toThrow(refused)
    await expect(writer.write(rows, totals)).rejects.toThrow(refused)
    await expect(writer.close({ complete: true, nextOffset: 0, nextCursor: null })).rejects.toThrow(
      refused,
    )
  })

  test('a failure that shows only when the file is closed is an error too', async () => {
    const writer = await openRowWriter('ndjson', full, 'out.csv', header)
    await writer.write(rows, totals)
    await expect(writer.close({ complete: true, nextOffset: 2, nextCursor: null })).rejects.toThrow(
      refused,
    )
  })
})
