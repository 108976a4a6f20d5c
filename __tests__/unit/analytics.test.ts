import { describe, expect, test } from '@jest/globals'
import type {
  AnalyticsClient,
  ReportPage,
  ReportQuery,
  Row,
} from '../../src/analytics/analytics-api.js'
import { resolveDate } from '../../src/analytics/dates.js'
import { exportReport } from '../../src/analytics/export.js'
import type { ReportRow } from '../../src/analytics/reports.js'
import { pagesChart } from '../../src/analytics/analytics-summary.js'
import { csvField, type RowWriter } from '../../src/analytics/writers.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { InputError } from '../../src/shared/inputs.js'

const NOW = Date.parse('2026-11-22T15:30:00Z')

/** A writer that keeps the rows it is given, in order. */
function collect(): RowWriter & { written: ReportRow[] } {
  const written: ReportRow[] = []
  return {
    written,
    write: (batch) => {
      written.push(...batch)
      return Promise.resolve()
    },
    close: () => Promise.resolve(),
  }
}

describe('resolveDate', () => {
  test.each([
    ['2026-11-01', '2026-11-01', '2026-11-01T00:00:00Z'],
    ['2026-11-01T12:30:00Z', '2026-11-01T12:30:00Z', '2026-11-01T12:30:00Z'],
    ['2026-11-01T12:30:00.5+02:00', '2026-11-01T12:30:00.5+02:00', '2026-11-01T10:30:00.5Z'],
    ['today', '2026-11-22', '2026-11-22T00:00:00Z'],
    ['TODAY', '2026-11-22', '2026-11-22T00:00:00Z'],
    ['7d', '2026-11-15', '2026-11-15T00:00:00Z'],
    ['0d', '2026-11-22', '2026-11-22T00:00:00Z'],
    ['12D', '2026-11-10', '2026-11-10T00:00:00Z'],
    ['99999d', '1753-02-07', '1753-02-07T00:00:00Z'],
    ['2024-02-29', '2024-02-29', '2024-02-29T00:00:00Z'],
    ['2026-11-01T12:30Z', '2026-11-01T12:30Z', '2026-11-01T12:30:00Z'],
    ['2026-11-01T23:59:59.999+14:00', '2026-11-01T23:59:59.999+14:00', '2026-11-01T09:59:59.999Z'],
    ['2026-11-01T00:00:00-05:59', '2026-11-01T00:00:00-05:59', '2026-11-01T05:59:00Z'],
  ])('%j', (input, value, at) => {
    expect(resolveDate('date-from', input, NOW)).toEqual({ value, at: Date.parse(at) })
  })

  test.each([
    '2026-13-45',
    '2026-02-30',
    '2026-11-01T25:00:00Z',
    '2026-11-01T12:00:00+99:00',
    '2026-11-01T12:00',
    '2026-11-01T12:00:00',
    '2026-02-29',
    '2026-04-31',
    '2026-00-10',
    '2026-11-01T24:00:00Z',
    '2026-11-01T12:60:00Z',
    '2026-11-01T12:30:60Z',
    '2026-11-01T12:00:00+15:00',
    '2026-11-01T12:00:00+05:60',
    'x2026-11-01',
    '2026-11-01x',
    'xtoday',
    'todayx',
    'x7d',
    '7dx',
    '123456d',
    'yesterday',
    '-7d',
    '7',
    '11/01/2026',
  ])('refuses %j', (input) => {
    expect(() => resolveDate('date-to', input, NOW)).toThrow(InputError)
    expect(() => resolveDate('date-to', input, NOW)).toThrow(`Input 'date-to' must be`)
  })

  test('empty stays unset', () => {
    expect(resolveDate('date-from', '  ', NOW)).toBeUndefined()
  })
})

test('csvField quotes exactly what RFC 4180 needs', () => {
  expect(csvField('/plain/path')).toBe('/plain/path')
  expect(csvField('/a,b')).toBe('"/a,b"')
  expect(csvField('/say "hi"')).toBe('"/say ""hi"""')
  expect(csvField('/line\nbreak')).toBe('"/line\nbreak"')
  expect(csvField(' /edge ')).toBe('" /edge "')
  expect(csvField('/edge\t')).toBe('"/edge\t"')
  expect(csvField('/in side')).toBe('/in side')
  expect(csvField('/ja/はじめに')).toBe('/ja/はじめに')
})

describe('exportReport', () => {
  const rows = (n: number, from = 0): Row[] =>
    Array.from({ length: n }, (_, i) => ({
      path: `/p${from + i}`,
      human: 1000 - from - i,
      ai: 1,
      total: 1000 - from - i,
    }))

  /** A client over `all` rows that records each query; `fail` throws on the given request index. */
  function fake(all: Row[], fail?: { at: number; error: Error }) {
    const queries: Required<Pick<ReportQuery, 'offset' | 'limit'>>[] = []
    const client = {
      get requestsSent() {
        return queries.length
      },
      page(_report: string, _columns: unknown, query: ReportQuery): Promise<ReportPage> {
        const { offset = 0, limit = 0 } = query
        queries.push({ offset, limit })
        if (fail !== undefined && queries.length - 1 === fail.at) return Promise.reject(fail.error)
        return Promise.resolve({
          about: { totals: { human: 5, ai: 3, total: 7 } },
          rows: all.slice(offset, offset + limit),
          hasMore: offset + limit < all.length,
          nextCursor: null,
        })
      },
    } as unknown as AnalyticsClient
    return { client, queries }
  }

  const plan = {
    report: 'visitors' as const,
    columns: ['path', 'human', 'ai', 'total'],
    dateFrom: undefined,
    dateTo: undefined,
    pageSize: 250,
    offset: 0,
    cursor: undefined,
    maxRows: 0,
    maxRequests: 0,
    source: undefined,
    status: undefined,
    top: 3,
  }

  test.each([
    [0, 1],
    [1, 1],
    [250, 1],
    [251, 2],
    [1000, 4],
    [1001, 5],
  ])('%i rows take %i requests', async (count, requests) => {
    const { client, queries } = fake(rows(count))
    const writer = collect()
    const result = await exportReport(client, plan, writer)
    expect(queries).toHaveLength(requests)
    expect(writer.written).toHaveLength(count)
    expect(result).toMatchObject({ rows: count, complete: true, nextOffset: count })
  })

  test('max-rows asks the last page for only what is still wanted', async () => {
    const { client, queries } = fake(rows(1000))
    const result = await exportReport(client, { ...plan, maxRows: 260, offset: 100 }, collect())
    expect(queries.map((q) => [q.offset, q.limit])).toEqual([
      [100, 250],
      [350, 10],
    ])
    expect(result).toMatchObject({ rows: 260, complete: false, nextOffset: 360 })
  })

  test('keeps the top pages by total for the summary, in bounded memory', async () => {
    const { client } = fake(rows(600))
    const result = await exportReport(client, plan, collect())
    expect(result.digest.top.map((r) => r.path)).toEqual(['/p0', '/p1', '/p2'])
  })

  test('an error keeps what was fetched and says where to resume', async () => {
    const outage = new ApiError('HTTP 503', { status: 503, transient: true })
    const { client } = fake(rows(1000), { at: 2, error: outage })
    const writer = collect()
    const result = await exportReport(client, plan, writer)
    expect(result).toMatchObject({
      rows: 500,
      complete: false,
      nextOffset: 500,
      error: outage,
    })
    expect(writer.written).toHaveLength(500)
  })

  test('a stop request ends the export after the page in hand', async () => {
    const { client, queries } = fake(rows(1000))
    let pages = 0
    const result = await exportReport(client, plan, collect(), {
      onPage: () => pages++,
      stopped: () => pages >= 2,
    })
    expect(queries).toHaveLength(2)
    expect(result).toMatchObject({ rows: 500, complete: false, nextOffset: 500 })
  })
})

test('chart labels cannot break out of their quotes', () => {
  const text = pagesChart([{ path: '/a "b"\n`c`', human: 1, ai: 2, total: 3 }], 'visitors')
  expect(text).toContain('x-axis ["/a #34;b#34; #96;c#96;"]')
  expect(text.split('\n')).toHaveLength(17)
})

describe('exportReport, duplicates and the summary top', () => {
  const row = (path: string, total: number): Row => ({ path, human: total, ai: 0, total })
  const totals = { human: 1, ai: 1, total: 1 }
  function pages(...list: { rows: Row[]; hasMore: boolean }[]): AnalyticsClient {
    return {
      requestsSent: 0,
      page: () => Promise.resolve({ ...list.shift()!, about: { totals }, nextCursor: null }),
    } as unknown as AnalyticsClient
  }
  const plan = {
    report: 'visitors' as const,
    columns: ['path', 'human', 'ai', 'total'],
    dateFrom: undefined,
    dateTo: undefined,
    pageSize: 2,
    offset: 0,
    cursor: undefined,
    maxRows: 0,
    maxRequests: 0,
    source: undefined,
    status: undefined,
    top: 2,
  }

  test('a path repeated across a page boundary, or within a page, is written once', async () => {
    const client = pages(
      { rows: [row('/a', 9), row('/b', 8)], hasMore: true },
      { rows: [row('/b', 8), row('/c', 7), row('/c', 7)], hasMore: false },
    )
    const out = collect()
    const seen: string[] = []
    const result = await exportReport(client, plan, out, { onDuplicate: (p) => seen.push(p) })
    expect(out.written.map((r) => r.path)).toEqual(['/a', '/b', '/c'])
    expect(seen).toEqual(['/b', '/c'])
    expect(result).toMatchObject({ rows: 3, duplicates: 2, nextOffset: 5, complete: true })
  })

  test('the top keeps the largest totals, largest first, ties in arrival order', async () => {
    const client = pages({
      rows: [row('/a', 1), row('/b', 5), row('/c', 3), row('/d', 5)],
      hasMore: false,
    })
    const result = await exportReport(client, { ...plan, pageSize: 10 }, collect())
    expect(result.digest.top.map((r) => r.path)).toEqual(['/b', '/d'])
    const none = await exportReport(
      pages({ rows: [row('/a', 1)], hasMore: false }),
      { ...plan, top: 0 },
      collect(),
    )
    expect(none.digest.top).toEqual([])
  })

  test('while there is room, the top keeps any page, even one without visitors', async () => {
    const client = pages({ rows: [row('/a', 0), row('/b', 2)], hasMore: false })
    const result = await exportReport(client, { ...plan, top: 3 }, collect())
    expect(result.digest.top.map((r) => r.path)).toEqual(['/b', '/a'])
  })

  test('duplicates are skipped without a hook to tell', async () => {
    const client = pages({ rows: [row('/a', 1), row('/a', 1)], hasMore: false })
    const result = await exportReport(client, plan, collect())
    expect(result).toMatchObject({ rows: 1, duplicates: 1, complete: true, error: undefined })
  })

  test('a page that claims more but brings nothing ends the export with an error', async () => {
    const result = await exportReport(pages({ rows: [], hasMore: true }), plan, collect())
    expect(result.complete).toBe(false)
    expect(String(result.error)).toMatch(/said there is more, but sent an empty page/)
  })
})
