import { describe, expect, test } from '@jest/globals'
import {
  change,
  comparisonPlan,
  figuresOf,
  movers,
  moversEach,
  periods,
  type AfterExport,
} from '../../src/analytics/comparison.js'
import { resolveDate } from '../../src/analytics/dates.js'

// The pure part of `compare`: the previous period, the signed change, the movers, and whether
// the previous period is read at all.

const NOW = Date.parse('2026-11-22T15:30:00Z')
const date = (value: string) => resolveDate('date', value, NOW)

describe('change: a signed percentage with one decimal', () => {
  test.each([
    [1125, 1000, '+12.5%'],
    [875, 1000, '-12.5%'],
    [2000, 1000, '+100.0%'],
    [0, 1000, '-100.0%'],
    [1000, 1000, '0.0%'],
    // Rounds half away from zero, exactly: 1/8 of a tenth is no floating error.
    [11225, 10000, '+12.3%'],
    [8775, 10000, '-12.3%'],
    [10001, 10000, '0.0%'],
    [10005, 10000, '+0.1%'],
    [9995, 10000, '-0.1%'],
    [1, 3, '-66.7%'],
    [5, 3, '+66.7%'],
    [123_456_789, 1, '+12345678800.0%'],
  ])('%d after %d is %s', (current, previous, expected) => {
    expect(change(current, previous)).toBe(expected)
  })

  test('empty when the previous period had nothing, or a figure is not a count', () => {
    expect(change(10, 0)).toBe('')
    expect(change(0, 0)).toBe('')
    expect(change(10, Number.NaN)).toBe('')
    expect(change(Number.POSITIVE_INFINITY, 10)).toBe('')
  })

  test('fractional counts round as well', () => {
    expect(change(1.5, 1)).toBe('+50.0%')
    expect(change(0.5, 0.25)).toBe('+100.0%')
  })
})

describe('periods: the previous one has the same length and ends where this one starts', () => {
  test('whole days are sent as days', () => {
    expect(periods(date('2026-11-15'), date('2026-11-22'), NOW)).toEqual({
      current: { dateFrom: '2026-11-15', dateTo: '2026-11-22' },
      previous: { dateFrom: '2026-11-08', dateTo: '2026-11-15' },
    })
    expect(periods(date('7d'), date('today'), NOW)?.previous).toEqual({
      dateFrom: '2026-11-08',
      dateTo: '2026-11-15',
    })
  })

  test('across a month and a year', () => {
    expect(periods(date('2026-01-01'), date('2026-02-01'), NOW)?.previous).toEqual({
      dateFrom: '2025-12-01',
      dateTo: '2026-01-01',
    })
  })

  test('without date-to the range ends now, and the previous one is as long to the minute', () => {
    expect(periods(date('2026-11-20'), undefined, NOW)).toEqual({
      current: { dateFrom: '2026-11-20', dateTo: '2026-11-22T15:30:00Z' },
      previous: { dateFrom: '2026-11-17T08:30:00Z', dateTo: '2026-11-20' },
    })
  })

  test('a date-time with a zone is measured as the instant it is', () => {
    expect(periods(date('2026-11-21T12:00:00+02:00'), date('2026-11-22'), NOW)?.previous).toEqual({
      dateFrom: '2026-11-20T20:00:00Z',
      dateTo: '2026-11-21T10:00:00Z',
    })
  })

  test('without a range: the default range (30 days to now) and the one before it', () => {
    expect(periods(undefined, undefined, NOW)).toEqual({
      current: { dateFrom: '2026-10-23', dateTo: '2026-11-22T15:30:00Z' },
      previous: { dateFrom: '2026-09-22T08:30:00Z', dateTo: '2026-10-23' },
    })
  })

  test('no period before a range with only its end, or one that does not end after it starts', () => {
    expect(periods(undefined, date('2026-11-01'), NOW)).toBeUndefined()
    expect(periods(undefined, date('2026-01-01'), NOW)).toBeUndefined()
    expect(periods(date('2026-12-01'), undefined, NOW)).toBeUndefined()
    expect(periods(date('2026-11-22'), date('2026-11-22'), NOW)).toBeUndefined()
  })
})

describe('figuresOf: what a page says of the whole range', () => {
  const page = (about: Record<string, unknown>, rows: Record<string, unknown>[] = []) => ({
    rows,
    about,
    hasMore: false,
    nextCursor: null,
  })

  test('visitors and views: the totals; searches: totalSearches; callers: the one row', () => {
    expect(figuresOf('visitors', page({ totals: { human: 5, ai: 2, total: 6 } }))).toEqual({
      human: 5,
      ai: 2,
      total: 6,
    })
    expect(figuresOf('searches', page({ totalSearches: 42 }))).toEqual({ total: 42 })
    expect(
      figuresOf('assistant-callers', page({}, [{ web: 1, api: 2, other: 3, total: 6 }])),
    ).toEqual({ web: 1, api: 2, other: 3, total: 6 })
  })

  test('nothing for a report the API cannot compare in one request, or a missing figure', () => {
    expect(figuresOf('feedback', page({}, [{ id: 'a' }]))).toBeUndefined()
    expect(figuresOf('assistant', page({}))).toBeUndefined()
    expect(figuresOf('searches', page({ totalSearches: null }))).toBeUndefined()
    expect(figuresOf('assistant-callers', page({}))).toBeUndefined()
  })
})

describe('movers', () => {
  const map = (entries: [string, number][]) => new Map(entries)

  test('the largest rises and falls, a page missing from a period counted as none', () => {
    const result = movers(
      map([
        ['/a', 100],
        ['/b', 50],
        ['/c', 10],
        ['/new', 30],
        ['/same', 7],
      ]),
      map([
        ['/a', 60],
        ['/b', 80],
        ['/c', 11],
        ['/gone', 25],
        ['/same', 7],
      ]),
      2,
    )
    expect(result).toEqual({
      rose: [
        { path: '/a', previous: 60, current: 100 },
        { path: '/new', previous: 0, current: 30 },
      ],
      fell: [
        { path: '/b', previous: 80, current: 50 },
        { path: '/gone', previous: 25, current: 0 },
      ],
    })
  })

  test('ties go by path; nothing moved is no mover', () => {
    const result = movers(
      map([
        ['/y', 2],
        ['/x', 2],
      ]),
      map([
        ['/y', 1],
        ['/x', 1],
      ]),
      5,
    )
    expect(result.rose.map((m) => m.path)).toEqual(['/x', '/y'])
    expect(result.fell).toEqual([])
    expect(movers(map([['/a', 1]]), map([['/a', 1]]), 5)).toEqual({ rose: [], fell: [] })
  })

  test('half the summary rows each way, at most 10 (a chart draws 20 bars)', () => {
    expect(moversEach(20)).toBe(10)
    expect(moversEach(100)).toBe(10)
    expect(moversEach(5)).toBe(3)
    expect(moversEach(1)).toBe(1)
  })
})

describe('comparisonPlan: what is read after the export', () => {
  const after = (overrides: Partial<AfterExport>): AfterExport => ({
    mode: 'previous',
    report: 'visitors',
    ended: true,
    whole: true,
    figures: { human: 1, ai: 1, total: 2 },
    requests: 3,
    maxRequests: 0,
    summaryTop: 20,
    ...overrides,
  })

  test('the figures, or with pages the rows too', () => {
    expect(comparisonPlan(after({}))).toEqual({ read: 'figures', notice: undefined })
    expect(comparisonPlan(after({ mode: 'pages' }))).toEqual({ read: 'rows', notice: undefined })
    expect(comparisonPlan(after({ report: 'searches', figures: { total: 3 } })).read).toBe(
      'figures',
    )
  })

  test('pages: only the totals when max-requests leaves fewer requests than the export took', () => {
    expect(comparisonPlan(after({ mode: 'pages', requests: 3, maxRequests: 5 }))).toEqual({
      read: 'figures',
      notice:
        "The pages that rose and fell are left out: the previous period's rows would take about 3 requests, and max-requests (5) leaves 2. The totals are compared.",
    })
    expect(comparisonPlan(after({ mode: 'pages', requests: 3, maxRequests: 6 })).read).toBe('rows')
  })

  test('nothing for none, a report without a comparison, or an export that failed', () => {
    expect(comparisonPlan(after({ mode: 'none' })).read).toBe('nothing')
    expect(comparisonPlan(after({ report: 'feedback' })).read).toBe('nothing')
    expect(comparisonPlan(after({ ended: false }))).toEqual({ read: 'nothing', notice: undefined })
    expect(comparisonPlan(after({ figures: undefined })).read).toBe('nothing')
  })

  test('nothing, with a notice, when the export used the whole budget', () => {
    const plan = comparisonPlan(after({ requests: 4, maxRequests: 4 }))
    expect(plan.read).toBe('nothing')
    expect(plan.notice).toBe(
      'The comparison with the previous period is left out: the export used every request that max-requests (4) allows.',
    )
    expect(comparisonPlan(after({ requests: 3, maxRequests: 4 })).read).toBe('figures')
  })

  test('pages without a summary (summary-top: 0): the totals only, with a notice', () => {
    const plan = comparisonPlan(after({ mode: 'pages', summaryTop: 0 }))
    expect(plan.read).toBe('figures')
    expect(plan.notice).toMatch(/^The pages that rose and fell are shown in the job summary only/)
  })

  test('pages of an export that is not whole: the totals only, with a notice', () => {
    const plan = comparisonPlan(after({ mode: 'pages', whole: false }))
    expect(plan.read).toBe('figures')
    expect(plan.notice).toMatch(/^The pages that rose and fell are left out: they need the whole/)
  })
})
