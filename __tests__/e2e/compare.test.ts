import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { runStep, type StepRun } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { number } from '../../src/analytics/numbers.ts'
import { escapeMarkup } from '../../src/shared/markup.ts'
import { API_KEY, expectNoSecret, ROOT, scratchFolder, withEmulator } from './harness.js'

// `compare` through the bundle (dist/analytics/index.js) against the emulator, whose traffic
// changes from week to week page by page. The math and each report's figures: the unit tests
// comparison.test.ts and analytics-compare.test.ts.

const it = test.concurrent
const DAY = 86_400_000

async function exportWith(emulator: Emulator, inputs: Record<string, string>): Promise<StepRun> {
  const run = await runStep({
    actionDir: join(ROOT, 'analytics'),
    shortRetryWaits: true,
    inputs: { 'api-key': API_KEY, 'project-id': 'proj', 'api-url': emulator.url, ...inputs },
    env: { GITHUB_WORKSPACE: scratchFolder('workspace-') },
  })
  expectNoSecret(run)
  return run
}

function day(offsetDays: number): string {
  return new Date(Math.floor(Date.now() / DAY) * DAY + offsetDays * DAY).toISOString().slice(0, 10)
}

function rangeOf(emulator: Emulator, from: number, to: number) {
  return emulator.analytics.range('visitors', Date.parse(day(from)), Date.parse(day(to)))
}

const WEEK = { 'date-from': '7d', 'date-to': 'today' }

describe('the previous period beside this one', () => {
  it('compare: pages reads both weeks whole and names the pages that rose and fell most', async () => {
    await withEmulator({ analyticsPaths: 300 }, async (emulator) => {
      const run = await exportWith(emulator, { ...WEEK, compare: 'pages', 'summary-top': '6' })
      expect(run.code).toBe(0)
      const now = rangeOf(emulator, -7, 0)
      const before = rangeOf(emulator, -14, -7)
      // Two pages of 250 for each week, the previous week read after the export.
      expect(emulator.requestsTo('analytics.visitors').map((r) => r.query)).toEqual([
        { dateFrom: day(-7), dateTo: day(0), limit: '250', offset: '0' },
        { dateFrom: day(-7), dateTo: day(0), limit: '250', offset: '250' },
        { dateFrom: day(-14), dateTo: day(-7), limit: '250', offset: '0' },
        { dateFrom: day(-14), dateTo: day(-7), limit: '250', offset: '250' },
      ])
      expect(now.totals.total).not.toBe(before.totals.total)
      const percent = ((now.totals.total - before.totals.total) / before.totals.total) * 100
      expect(run.outputs).toMatchObject({
        total: String(now.totals.total),
        'previous-total': String(before.totals.total),
        requests: '4',
        complete: 'true',
      })
      // Signed, or 0.0% on a day whose two weeks differ by less than 0.05% (documented).
      expect(run.outputs.change).toMatch(/^(?:[+-]\d+\.\d|0\.0)%$/)
      expect(Math.abs(Number(run.outputs.change?.slice(0, -1)) - percent)).toBeLessThanOrEqual(0.05)
      // The largest rise and fall, worked out here from the emulator's two weeks.
      // A page of either week counts (one missing from this week fell to none); equal moves go
      // by path, in code-point order, as the summary's do (some weeks have ties at the top).
      const earlier = new Map(before.rows.map((r) => [r.path, r.total]))
      const later = new Map(now.rows.map((r) => [r.path, r.total]))
      const moves = [...new Set([...later.keys(), ...earlier.keys()])].map((path) => ({
        path,
        by: (later.get(path) ?? 0) - (earlier.get(path) ?? 0),
      }))
      const byPath = (a: { path: string }, b: { path: string }) =>
        a.path < b.path ? -1 : a.path > b.path ? 1 : 0
      const top = moves.toSorted((a, b) => b.by - a.by || byPath(a, b))[0]!
      const bottom = moves.toSorted((a, b) => a.by - b.by || byPath(a, b))[0]!
      expect(top.by).toBeGreaterThan(0)
      expect(bottom.by).toBeLessThan(0)
      const table = run.summary.slice(run.summary.indexOf('### Pages that rose and fell most'))
      const lines = table.split('\n').filter((l) => /^\| [▲▼] /.test(l))
      expect(lines).toHaveLength(6)
      // As the summary writes them: the path escaped (a hostile one may fall most in some
      // week), the count with its thousands separator.
      expect(lines[0]).toContain(
        `| ▲ ${escapeMarkup(top.path)} | ${number.format(earlier.get(top.path) ?? 0)} |`,
      )
      expect(lines[3]).toContain(`| ▼ ${escapeMarkup(bottom.path)} |`)
      expect(table).toContain('```mermaid')
      expect(run.summary).toContain('### Beside the previous period')
      expect(run.summary).toContain(', 2 of them for the previous period: the whole range.')
    })
  })

  it('searches without a range: the default range and the one before it, in one request', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await exportWith(emulator, { report: 'searches' })
      expect(run.code).toBe(0)
      const requests = emulator.requestsTo('analytics.searches').map((r) => r.query)
      const previous = requests.at(-1)!
      expect(previous).toEqual({
        dateFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        dateTo: day(-30),
        limit: '1',
      })
      expect(requests.slice(0, -1).every((q) => q.dateFrom === undefined)).toBe(true)
      expect(run.outputs['previous-total']).toMatch(/^\d+$/)
      expect(run.outputs.change).toMatch(/^([+-]\d+\.\d|0\.0)%$/)
      expect(run.outputs.requests).toBe(String(requests.length))
      expect(run.summary).toContain('| All searches |')
      expect(run.summary).toContain('Without `date-from`, this period is taken to be')
    })
  })

  it('max-requests used up by the export: the export whole, the comparison left out with a notice', async () => {
    await withEmulator({ analyticsPaths: 300 }, async (emulator) => {
      const run = await exportWith(emulator, { ...WEEK, 'max-requests': '2' })
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('analytics.visitors')).toHaveLength(2)
      expect(run.outputs).toMatchObject({
        rows: '300',
        complete: 'true',
        requests: '2',
        'previous-total': '',
        change: '',
      })
      expect(run.stdout).toContain(
        '::notice::The comparison with the previous period is left out: the export used every request that max-requests (2) allows.',
      )
      expect(run.summary).not.toContain('Beside the previous period')
    })
  })

  it('compare: none sends no request more', async () => {
    await withEmulator({ analyticsPaths: 20 }, async (emulator) => {
      const run = await exportWith(emulator, { ...WEEK, report: 'views', compare: 'none' })
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('analytics.views')).toHaveLength(1)
      expect(run.outputs).toMatchObject({ requests: '1', 'previous-total': '', change: '' })
      expect(run.summary).not.toContain('Beside the previous period')
    })
  })
})
