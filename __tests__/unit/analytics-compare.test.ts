import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import nock from 'nock'
import { run } from '../../src/entrypoints/analytics.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { onlyIntercepted } from './intercepted.js'
import { expectRefused, fakeClock, inStep } from './step.js'

// `compare` in process: the export, then the previous period, through nock; what the outputs,
// the summary and the log then say. The bundle against the emulator: e2e/compare.test.ts.

const API = 'http://localhost:8787'
const KEY = 'mint_analytics_compare_key_456'
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API }
const WEEK = { 'date-from': '2026-11-15', 'date-to': '2026-11-22' }
const BEFORE = { dateFrom: '2026-11-08', dateTo: '2026-11-15' }

let workspace = ''
function deps(): Dependencies {
  return {
    clock: fakeClock(Date.parse('2026-11-22T15:30:00Z')),
    random: () => 0,
    env: { GITHUB_WORKSPACE: workspace },
    ownsProcess: false,
  }
}

/** The service answers the next request to `path` with this body, checking its query. */
function serve(path: string, query: Record<string, string>, body: unknown, status = 200): void {
  nock(API).get(`/v1/analytics/proj${path}`).query(query).reply(status, JSON.stringify(body))
}

const row = (path: string, total: number) => ({ path, human: total, ai: 0, total })

const unmatched = onlyIntercepted()

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'analytics-compare-'))
  Reflect.set(core.summary, '_filePath', undefined)
})
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true })
})

describe('compare: previous (the default)', () => {
  test('visitors: one more request of one row; both periods and the signed change', async () => {
    serve(
      '/visitors',
      { dateFrom: WEEK['date-from'], dateTo: WEEK['date-to'], limit: '250', offset: '0' },
      { totals: { human: 900, ai: 300, total: 1125 }, visitors: [row('/a', 10)], hasMore: false },
    )
    serve(
      '/visitors',
      { ...BEFORE, limit: '1', offset: '0' },
      { totals: { human: 950, ai: 100, total: 1000 }, visitors: [row('/a', 9)], hasMore: true },
    )
    const step = await inStep({ ...BASE, ...WEEK }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({
      total: '1125',
      'previous-total': '1000',
      change: '+12.5%',
      requests: '2',
      complete: 'true',
      rows: '1',
    })
    expect(readFileSync(join(workspace, 'visitors.csv'), 'utf8')).toBe(
      'path,human,ai,total\r\n/a,10,0,10\r\n',
    )
    expect(step.summary).toContain(
      [
        '### Beside the previous period',
        '',
        '| | This period | Previous period | Change |',
        '|---|---:|---:|---:|',
        '| Human | 900 | 950 | -50 (-5.3%) |',
        '| AI | 300 | 100 | +200 (+200.0%) |',
        '| Total (deduplicated) | 1,125 | 1,000 | +125 (+12.5%) |',
        '',
        'This period: 2026-11-15 to 2026-11-22 (exclusive); the previous period, of the same length just before: 2026-11-08 to 2026-11-15 (exclusive).',
      ].join('\n'),
    )
    expect(step.summary).toContain(
      'Exported 1 rows to `visitors.csv` (csv) in 2 requests, 1 of them for the previous period: the whole range.',
    )
    expect(step.log).toContain(
      'Compared with the previous period, 2026-11-08 to 2026-11-15 (exclusive), in 1 request: total 1000 then, +12.5% since.',
    )
    expect(step.log).not.toMatch(/::(warning|error|notice)::/)
  })

  test('searches: totalSearches; a previous period with none leaves change empty', async () => {
    serve(
      '/searches',
      { ...BEFORE, limit: '100' },
      { searches: [], totalSearches: 0, nextCursor: null },
    )
    serve(
      '/searches',
      { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: '1' },
      {
        searches: [],
        totalSearches: 0,
        nextCursor: null,
      },
    )
    const step = await inStep(
      { ...BASE, report: 'searches', 'date-from': BEFORE.dateFrom, 'date-to': BEFORE.dateTo },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ 'previous-total': '', change: '', requests: '2' })
    expect(step.summary).toContain('| All searches | 0 | 0 | 0 (none before) |')
  })

  test('assistant-callers: each caller, in one more request', async () => {
    serve(
      '/assistant/caller-stats',
      { dateFrom: '2026-11-15', dateTo: '2026-11-22' },
      { web: 60, api: 30, other: 10, total: 100 },
    )
    serve('/assistant/caller-stats', BEFORE, { web: 80, api: 0, other: 0, total: 80 })
    const step = await inStep({ ...BASE, ...WEEK, report: 'assistant-callers' }, () => run(deps()))
    expect(step.outputs).toMatchObject({ 'previous-total': '80', change: '+25.0%', requests: '2' })
    expect(step.summary).toContain('| api | 30 | 0 | +30 (none before) |')
    expect(step.summary).toContain('| all | 100 | 80 | +20 (+25.0%) |')
  })

  test('without a range: the default range is taken as 30 days, and the summary says so', async () => {
    serve(
      '/visitors',
      { limit: '250', offset: '0' },
      { totals: { human: 1, ai: 0, total: 1 }, visitors: [], hasMore: false },
    )
    serve(
      '/visitors',
      { dateFrom: '2026-09-22T08:30:00Z', dateTo: '2026-10-23', limit: '1', offset: '0' },
      { totals: { human: 2, ai: 0, total: 2 }, visitors: [], hasMore: false },
    )
    const step = await inStep(BASE, () => run(deps()))
    expect(step.outputs).toMatchObject({ 'previous-total': '2', change: '-50.0%' })
    expect(step.summary).toContain(
      'This period: 2026-10-23 to 2026-11-22T15:30:00Z (exclusive); the previous period, of the same length just before: 2026-09-22T08:30:00Z to 2026-10-23 (exclusive). Without `date-from`, this period is taken to be',
    )
  })

  test('date-to without date-from: no request for a period that cannot be told, and a notice', async () => {
    serve(
      '/visitors',
      { dateTo: '2026-11-01', limit: '250', offset: '0' },
      { totals: { human: 1, ai: 0, total: 1 }, visitors: [], hasMore: false },
    )
    const step = await inStep({ ...BASE, 'date-to': '2026-11-01' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ requests: '1', 'previous-total': '', change: '' })
    expect(step.log).toContain(
      '::notice::The comparison is left out: the period before this one cannot be told for a range with date-to but no date-from',
    )
  })

  test('a previous period that cannot be read: a warning, the export whole and the step green', async () => {
    serve(
      '/visitors',
      { ...BEFORE, limit: '250', offset: '0' },
      { totals: { human: 1, ai: 0, total: 1 }, visitors: [], hasMore: false },
    )
    serve(
      '/visitors',
      { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: '1', offset: '0' },
      {
        error: 'Invalid query parameters',
      },
      400,
    )
    const step = await inStep(
      { ...BASE, 'date-from': BEFORE.dateFrom, 'date-to': BEFORE.dateTo },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ complete: 'true', 'previous-total': '', change: '' })
    expect(step.log).toMatch(
      /::warning::The previous period could not be read, so the comparison is left out \(the export is whole\): .*Invalid query parameters/,
    )
    expect(step.log.replace(`::add-mask::${KEY}\n`, '')).not.toContain(KEY)
    expect(step.summary).not.toContain('Beside the previous period')
  })
})

describe('a previous period without its figure', () => {
  test('searches whose answer lacks totalSearches: a warning, no comparison', async () => {
    serve(
      '/searches',
      { ...BEFORE, limit: '100' },
      { searches: [], totalSearches: 7, nextCursor: null },
    )
    serve(
      '/searches',
      { dateFrom: '2026-11-01', dateTo: '2026-11-08', limit: '1' },
      { searches: [], nextCursor: null },
    )
    const step = await inStep(
      { ...BASE, report: 'searches', 'date-from': BEFORE.dateFrom, 'date-to': BEFORE.dateTo },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ complete: 'true', 'previous-total': '', change: '' })
    expect(step.log).toContain(
      '::warning::The previous period could not be read, so the comparison is left out (the export is whole): its answer lacks the figures compared',
    )
  })
})

describe('within max-requests', () => {
  test('an export that uses the budget: whole and complete, the comparison left out with a notice', async () => {
    serve(
      '/visitors',
      { ...BEFORE, limit: '250', offset: '0' },
      { totals: { human: 1, ai: 0, total: 1 }, visitors: [row('/a', 1)], hasMore: false },
    )
    const step = await inStep(
      { ...BASE, 'date-from': BEFORE.dateFrom, 'date-to': BEFORE.dateTo, 'max-requests': '1' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({
      complete: 'true',
      requests: '1',
      'previous-total': '',
      change: '',
    })
    expect(step.log).toContain(
      '::notice::The comparison with the previous period is left out: the export used every request that max-requests (1) allows.',
    )
  })
})

describe('compare: pages', () => {
  const current = [row('/up', 50), row('/steady', 30), row('/new', 20), row('/down', 5)]
  const previous = [row('/steady', 30), row('/down', 40), row('/up', 10), row('/gone', 8)]

  test('reads the previous rows as the export paged, and lists the pages that rose and fell', async () => {
    serve(
      '/visitors',
      { dateFrom: WEEK['date-from'], dateTo: WEEK['date-to'], limit: '2', offset: '0' },
      { totals: { human: 105, ai: 0, total: 105 }, visitors: current.slice(0, 2), hasMore: true },
    )
    serve(
      '/visitors',
      { dateFrom: WEEK['date-from'], dateTo: WEEK['date-to'], limit: '2', offset: '2' },
      { totals: { human: 105, ai: 0, total: 105 }, visitors: current.slice(2), hasMore: false },
    )
    serve(
      '/visitors',
      { ...BEFORE, limit: '2', offset: '0' },
      { totals: { human: 88, ai: 0, total: 88 }, visitors: previous.slice(0, 2), hasMore: true },
    )
    serve(
      '/visitors',
      { ...BEFORE, limit: '2', offset: '2' },
      { totals: { human: 88, ai: 0, total: 88 }, visitors: previous.slice(2), hasMore: false },
    )
    const step = await inStep(
      { ...BASE, ...WEEK, compare: 'pages', 'page-size': '2', 'summary-top': '4' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({
      requests: '4',
      'previous-total': '88',
      change: '+19.3%',
    })
    expect(step.summary).toContain(
      [
        '### Pages that rose and fell most (visitors)',
        '',
        '| Page | Previous period | This period | Change |',
        '|---|---:|---:|---:|',
        '| ▲ /up | 10 | 50 | +40 (+400.0%) |',
        '| ▲ /new | 0 | 20 | +20 (none before) |',
        '| ▼ /down | 40 | 5 | -35 (-87.5%) |',
        '| ▼ /gone | 8 | 0 | -8 (-100.0%) |',
      ].join('\n'),
    )
    expect(step.summary).toContain('title "2 pages by visitors gained"')
    expect(step.summary).toContain('title "2 pages by visitors lost"')
  })

  test('a budget that runs out in the previous rows: the totals compared, the pages left out', async () => {
    serve(
      '/visitors',
      { dateFrom: WEEK['date-from'], dateTo: WEEK['date-to'], limit: '2', offset: '0' },
      { totals: { human: 105, ai: 0, total: 105 }, visitors: current.slice(0, 2), hasMore: false },
    )
    serve(
      '/visitors',
      { ...BEFORE, limit: '2', offset: '0' },
      { totals: { human: 84, ai: 0, total: 84 }, visitors: previous.slice(0, 2), hasMore: true },
    )
    const step = await inStep(
      { ...BASE, ...WEEK, compare: 'pages', 'page-size': '2', 'max-requests': '2' },
      () => run(deps()),
    )
    expect(step.outputs).toMatchObject({
      complete: 'true',
      requests: '2',
      'previous-total': '84',
      change: '+25.0%',
    })
    expect(step.log).toContain(
      "::notice::The pages that rose and fell are left out: the previous period's rows were not all read (max-requests (2) was reached). The totals are compared.",
    )
    expect(step.summary).toContain('### Beside the previous period')
    expect(step.summary).not.toContain('Pages that rose and fell most')
  })
})

describe('compare is validated where it is read', () => {
  test.each([
    [
      { compare: 'sideways' },
      `Input 'compare' must be one of previous, pages, none; got "sideways".`,
    ],
    [
      { compare: 'pages', report: 'searches' },
      `Input 'compare' can be 'pages' only for report visitors and views (it compares their pages), not searches; got "pages".`,
    ],
    [
      { compare: 'Pages', report: 'gaps' },
      `Input 'compare' can be 'pages' only for report visitors and views (it compares their pages), not gaps; got "Pages".`,
    ],
  ])('%j', async (inputs, message) => {
    const step = await inStep({ ...BASE, ...inputs }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('none sends nothing more', async () => {
    serve(
      '/visitors',
      { ...BEFORE, limit: '250', offset: '0' },
      { totals: { human: 1, ai: 0, total: 1 }, visitors: [], hasMore: false },
    )
    const step = await inStep(
      { ...BASE, 'date-from': BEFORE.dateFrom, 'date-to': BEFORE.dateTo, compare: 'NONE' },
      () => run(deps()),
    )
    expect(step.outputs).toMatchObject({ requests: '1', 'previous-total': '', change: '' })
  })
})
