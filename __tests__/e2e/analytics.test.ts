import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { runStep, type StepOptions, type StepRun } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { analyticsStepInProcess, useInProcessRunner } from '../in-process/step.js'
import { API_KEY, errors, expectNoSecret, ROOT, scratchFolder, withEmulator } from './harness.js'
import { chartText } from '../../src/analytics/charts.ts'

// The analytics exports (visitors and views) against the emulator. The analytics step in this
// process (analyticsStepInProcess) for what a run shows as well there: its outputs, the files it
// wrote in its workspace, its summary, its log and the requests the emulator saw. Through the
// bundle (dist/analytics/index.js) as a real process (runStep): the 200,000-row export, whose
// peak memory is the bundle's (its entry sets V8's heap flags), the cancelled JSON export (a
// SIGTERM to the process), and two of the bad inputs, for a real exit code 1 and not one request.
const it = test.concurrent
useInProcessRunner()
const DAY = 86_400_000

type Step = (options: StepOptions) => Promise<StepRun>

/**
 * Runs the analytics step in a fresh workspace: in this process, or with `step: runStep` the
 * bundle as a real process (with `more`: what only a process has, such as `interrupt`).
 */
async function exportWith(
  emulator: Emulator,
  inputs: Record<string, string>,
  prepare: (workspace: string) => void = () => undefined,
  step: Step = analyticsStepInProcess,
  more: Partial<StepOptions> = {},
): Promise<StepRun & { workspace: string }> {
  const workspace = scratchFolder('workspace-')
  prepare(workspace)
  const run = await step({
    ...more,
    actionDir: join(ROOT, 'analytics'),
    shortRetryWaits: true,
    // The export's own requests are counted here: the comparison with the previous period
    // (`compare`, on by default) is tested in compare.test.ts.
    inputs: {
      'api-key': API_KEY,
      'project-id': 'proj',
      'api-url': emulator.url,
      compare: 'none',
      ...inputs,
    },
    env: { GITHUB_WORKSPACE: workspace },
  })
  expectNoSecret(run)
  return { ...run, workspace }
}

function day(offsetDays: number): string {
  return new Date(Math.floor(Date.now() / DAY) * DAY + offsetDays * DAY).toISOString().slice(0, 10)
}

/** What the emulator holds for a range, as the file should contain it. */
function expected(emulator: Emulator, metric: 'visitors' | 'views', from: string, to: string) {
  return emulator.analytics.range(
    metric,
    Date.parse(`${from}T00:00:00Z`),
    Date.parse(`${to}T00:00:00Z`),
  )
}

describe('a multi-page export', () => {
  it('CSV: every row, RFC 4180 (commas, quotes, non-ASCII survive a standard reader), fewest requests', async () => {
    await withEmulator({ analyticsPaths: 1100 }, async (emulator) => {
      const run = await exportWith(emulator, { 'date-from': day(-7), 'date-to': day(0) })
      expect(run.code).toBe(0)
      const data = expected(emulator, 'visitors', day(-7), day(0))
      const records = parse<Record<string, string>>(
        readFileSync(join(run.workspace, 'visitors.csv')),
        { columns: true },
      )
      expect(records).toEqual(
        data.rows.map((r) => ({
          path: r.path,
          human: String(r.human),
          ai: String(r.ai),
          total: String(r.total),
        })),
      )
      expect(records.map((r) => r.path)).toEqual(
        expect.arrayContaining([
          '/guides/"quoted", path',
          '/ja/はじめに',
          '/api/a,b',
          ' /with spaces ',
        ]),
      )
      const requests = emulator.requestsTo('analytics.visitors')
      expect(requests).toHaveLength(Math.ceil(data.rows.length / 250))
      expect(requests.map((r) => r.query)).toEqual(
        requests.map((_, i) => ({
          dateFrom: day(-7),
          dateTo: day(0),
          limit: '250',
          offset: String(i * 250),
        })),
      )
      expect(run.outputs).toEqual({
        human: String(data.totals.human),
        ai: String(data.totals.ai),
        total: String(data.totals.total),
        rows: String(data.rows.length),
        requests: String(requests.length),
        file: join(run.workspace, 'visitors.csv'),
        complete: 'true',
        report: 'visitors',
        'next-offset': String(data.rows.length),
        'next-cursor': '',
        'previous-total': '',
        change: '',
      })
      expect(Number(run.outputs.total)).not.toBe(data.totals.human + data.totals.ai)
    })
  })

  it('JSON holds the range, the totals and the rows', async () => {
    await withEmulator({ analyticsPaths: 600 }, async (emulator) => {
      const run = await exportWith(emulator, {
        format: 'json',
        'date-from': day(-30),
        'page-size': '100',
      })
      expect(run.code).toBe(0)
      const file = JSON.parse(readFileSync(run.outputs.file ?? '', 'utf8')) as Record<
        string,
        unknown
      >
      const data = expected(emulator, 'visitors', day(-30), day(1))
      expect(file).toEqual({
        report: 'visitors',
        metric: 'visitors',
        range: { dateFrom: day(-30), dateTo: null },
        totals: { human: data.totals.human, ai: data.totals.ai, total: data.totals.total },
        rows: data.rows,
        complete: true,
        nextOffset: data.rows.length,
      })
      expect(emulator.requestsTo('analytics.visitors')).toHaveLength(
        Math.ceil(data.rows.length / 100),
      )
    })
  })

  it('NDJSON: one row per line; views use their own endpoint and shape', async () => {
    await withEmulator({ analyticsPaths: 300 }, async (emulator) => {
      const run = await exportWith(emulator, {
        format: 'ndjson',
        metric: 'views',
        'date-from': day(-3),
        'date-to': day(-1),
      })
      expect(run.code).toBe(0)
      expect(run.outputs.file).toBe(join(run.workspace, 'views.ndjson'))
      const lines = readFileSync(run.outputs.file ?? '', 'utf8')
        .trimEnd()
        .split('\n')
      expect(lines.map((l) => JSON.parse(l) as unknown)).toEqual(
        expected(emulator, 'views', day(-3), day(-1)).rows,
      )
      expect(emulator.requestsTo('analytics.views')).toHaveLength(2)
      expect(run.summary).toContain('## Docs views:')
    })
  })

  // Left to V8's defaults the same export peaked at about 145 MiB (215 MiB at 1,000,000 rows):
  // the bundle sets the heap flags of src/analytics/heap.ts. npm run bench measures 1,000,000.
  it('a 200,000-row export peaks at 100 MiB of resident memory or less', async () => {
    await withEmulator(
      { analyticsPaths: 200_000, analyticsRateLimit: 1_000_000 },
      async (emulator) => {
        const workspace = scratchFolder('workspace-')
        const run = await runStep({
          actionDir: join(ROOT, 'analytics'),
          shortRetryWaits: true,
          inputs: { 'api-key': API_KEY, 'project-id': 'proj', 'api-url': emulator.url },
          env: { GITHUB_WORKSPACE: workspace },
          watchMemory: true,
          timeoutMs: 120_000,
        })
        expect(run.code).toBe(0)
        expect(run.outputs.rows).toBe('200000')
        // 800 pages, then one for the previous period's totals (`compare: previous`, the default).
        expect(run.outputs.requests).toBe('801')
        // Sampled from /proc: a reading of 0 would mean nothing was measured.
        expect(run.peakMemoryKiB).toBeGreaterThan(20 * 1024)
        expect(run.peakMemoryKiB).toBeLessThanOrEqual(100 * 1024)
      },
    )
  }, 150_000)

  it('the job summary shows the range, the totals, the top pages and a chart', async () => {
    await withEmulator({ analyticsPaths: 50 }, async (emulator) => {
      // A week whose top 5 holds a path with a quote (traffic changes from week to week): the
      // latest such week, found by the emulator's own figures, so that the test holds any day.
      const weeks = Array.from({ length: 16 }, (_, k) => [day(-7 - 7 * k), day(-7 * k)] as const)
      const week = weeks.find(([from, to]) =>
        expected(emulator, 'visitors', from, to)
          .rows.slice(0, 5)
          .some((r) => r.path.includes('"')),
      )
      expect(week).toBeDefined()
      const [from, to] = week ?? weeks[0]!
      const run = await exportWith(emulator, {
        'date-from': from,
        'date-to': to,
        'summary-top': '5',
      })
      const data = expected(emulator, 'visitors', from, to)
      expect(run.summary).toContain(`## Docs visitors: ${from} to ${to} (exclusive)`)
      expect(run.summary).toContain('| Total (deduplicated) |')
      expect(run.summary).toContain('so it is not Human + AI')
      expect(run.summary).toContain('### Top 5 pages')
      // The chart: horizontal bars, the top pages' human part drawn over their human + AI.
      const top = data.rows.slice(0, 5)
      expect(run.summary).toContain('```mermaid\n---\nconfig:')
      expect(run.summary).toContain('\nxychart-beta horizontal\n')
      expect(run.summary).toContain('title "Top 5 pages by visitors: human (blue), AI (orange)"')
      // A quote in a path is written as Mermaid's entity, which it draws as a quote; the label is
      // the product's own chartText (one line, spaces collapsed, syntax as entities).
      const label = (path: string) => `"${chartText(path)}"`
      expect(top.some((r) => r.path.includes('"'))).toBe(true)
      expect(run.summary).toContain(`    x-axis [${top.map((r) => label(r.path)).join(', ')}]`)
      expect(run.summary).toContain(`    bar [${top.map((r) => r.human + r.ai).join(', ')}]`)
      expect(run.summary).toContain(`    bar [${top.map((r) => r.human).join(', ')}]`)
    })
  })

  it('summary-top 0 writes no summary', async () => {
    await withEmulator({ analyticsPaths: 10 }, async (emulator) => {
      const run = await exportWith(emulator, { 'summary-top': '0' })
      expect(run.code).toBe(0)
      expect(run.summary).toBe('')
    })
  })
})

describe('partial exports', () => {
  it('max-rows: the last request asks only for the rows still wanted', async () => {
    await withEmulator({ analyticsPaths: 1000 }, async (emulator) => {
      const run = await exportWith(emulator, { 'max-rows': '600' })
      expect(run.code).toBe(0)
      expect(
        emulator.requestsTo('analytics.visitors').map((r) => [r.query.offset, r.query.limit]),
      ).toEqual([
        ['0', '250'],
        ['250', '250'],
        ['500', '100'],
      ])
      expect(run.outputs).toMatchObject({
        rows: '600',
        complete: 'false',
        'next-offset': '600',
        requests: '3',
      })
    })
  })

  it('offset resumes where an earlier run stopped, and the two files make the whole', async () => {
    await withEmulator({ analyticsPaths: 700 }, async (emulator) => {
      const first = await exportWith(emulator, {
        'max-rows': '300',
        'date-from': day(-7),
        'date-to': day(0),
      })
      const second = await exportWith(emulator, {
        offset: first.outputs['next-offset'] ?? '',
        'date-from': day(-7),
        'date-to': day(0),
      })
      const rows = (run: StepRun) =>
        parse<Record<string, string>>(readFileSync(run.outputs.file ?? ''), { columns: true }).map(
          (r) => r.path,
        )
      expect([...rows(first), ...rows(second)]).toEqual(
        expected(emulator, 'visitors', day(-7), day(0)).rows.map((r) => r.path),
      )
      expect(second.outputs.complete).toBe('true')
    })
  })

  it('a long Retry-After mid-export keeps the rows fetched, says how to resume, and fails', async () => {
    await withEmulator({ analyticsPaths: 1000 }, async (emulator) => {
      emulator.faults.add({
        op: 'analytics.visitors',
        kind: 'status',
        status: 429,
        retryAfter: 3600,
        skip: 2,
        body: { error: 'Rate limit exceeded' },
      })
      const run = await exportWith(emulator, {})
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({
        rows: '500',
        complete: 'false',
        'next-offset': '500',
        requests: '3',
      })
      expect(errors(run)).toEqual([
        'Reading visitors (offset 500) failed with HTTP 429: rate limit reached (the service allows 100 analytics requests per organization per hour, shared by all analytics endpoints). The service asks to wait 60 min, or spread runs out with a concurrency group. The service said: Rate limit exceeded. The 500 rows already fetched are in visitors.csv, which is valid up to its last row. To resume, run again with offset: 500 (and the same dates).',
      ])
      const records: string[][] = parse(readFileSync(run.outputs.file ?? ''))
      expect(records).toHaveLength(501)
      expect(emulator.requestsTo('analytics.visitors')).toHaveLength(3)
    })
  })

  it('a partial JSON file is still valid JSON and says where to resume', async () => {
    await withEmulator({ analyticsPaths: 1000 }, async (emulator) => {
      emulator.faults.add({
        op: 'analytics.visitors',
        kind: 'status',
        status: 500,
        skip: 1,
        times: 0,
      })
      const run = await exportWith(emulator, { format: 'json' })
      expect(run.code).toBe(1)
      const file = JSON.parse(readFileSync(run.outputs.file ?? '', 'utf8')) as {
        rows: unknown[]
        complete: boolean
        nextOffset: number
      }
      expect(file).toMatchObject({ complete: false, nextOffset: 250 })
      expect(file.rows).toHaveLength(250)
    })
  }, 60_000)

  it('a short Retry-After is waited out and the export completes', async () => {
    await withEmulator({ analyticsPaths: 400 }, async (emulator) => {
      emulator.faults.add({
        op: 'analytics.visitors',
        kind: 'status',
        status: 429,
        retryAfter: 1,
        skip: 1,
      })
      const run = await exportWith(emulator, {})
      expect(run.code).toBe(0)
      // Every request counts against the hourly budget, the retried one too.
      expect(run.outputs).toMatchObject({ rows: '400', complete: 'true', requests: '3' })
      expect(emulator.requestsTo('analytics.visitors')).toHaveLength(3)
    })
  })

  it('a retried request counts once per HTTP request, in the output and the summary alike', async () => {
    await withEmulator({ analyticsPaths: 400 }, async (emulator) => {
      emulator.faults.add({ op: 'analytics.visitors', kind: 'status', status: 503, times: 1 })
      const run = await exportWith(emulator, {})
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('analytics.visitors')).toHaveLength(3)
      expect(run.outputs).toMatchObject({ rows: '400', complete: 'true', requests: '3' })
      expect(run.summary).toContain('in 3 requests: the whole range.')
    })
  })

  it('a failed export whose first page was never read shows no totals in its summary', async () => {
    await withEmulator({ analyticsPaths: 400 }, async (emulator) => {
      emulator.faults.add({ op: 'analytics.visitors', kind: 'status', status: 404, times: 1 })
      const run = await exportWith(emulator, {})
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ human: '', ai: '', total: '', rows: '0', requests: '1' })
      expect(run.summary).toContain('## Docs visitors:')
      expect(run.summary).not.toContain('Site-wide')
      expect(run.summary).not.toContain('| 0 |')
      expect(run.summary).not.toContain('mermaid')
      expect(run.summary).toContain('No site-wide totals were read before the export stopped.')
      expect(run.summary).toContain('in 1 request: **incomplete**: resume with `offset: 0`.')
    })
  })

  it('a failed export shows the totals it read from a page before the failure', async () => {
    await withEmulator({ analyticsPaths: 400 }, async (emulator) => {
      emulator.faults.add({ op: 'analytics.visitors', kind: 'status', status: 404, skip: 1 })
      const run = await exportWith(emulator, {})
      expect(run.code).toBe(1)
      const read = expected(emulator, 'visitors', day(-30), day(1)).totals
      expect(run.outputs).toMatchObject({ total: String(read.total), rows: '250' })
      expect(run.summary).toContain(
        `| Site-wide | ${read.human.toLocaleString('en-US')} | ${read.ai.toLocaleString('en-US')} | ${read.total.toLocaleString('en-US')} |`,
      )
      expect(run.summary).toContain('in 2 requests: **incomplete**: resume with `offset: 250`.')
    })
  })

  it('a page that repeats a path already written is skipped with one warning', async () => {
    await withEmulator({ analyticsPaths: 30 }, async (emulator) => {
      const all = emulator.analytics.range(
        'visitors',
        Math.floor(Date.now() / DAY) * DAY - 30 * DAY,
        Date.now(),
      )
      // The second page starts two rows early, as if the data shifted between the requests.
      emulator.faults.add({
        op: 'analytics.visitors',
        kind: 'status',
        status: 200,
        skip: 1,
        body: { totals: all.totals, visitors: all.rows.slice(8, 30), hasMore: false },
      })
      const run = await exportWith(emulator, { 'page-size': '10' })
      expect(run.code).toBe(0)
      const paths = parse<Record<string, string>>(readFileSync(run.outputs.file ?? ''), {
        columns: true,
      }).map((r) => r.path)
      expect(paths).toEqual(all.rows.map((r) => r.path))
      expect(run.stdout.match(/::warning::A page repeated a path already written/g)).toHaveLength(1)
    })
  })
})

describe('the output file', () => {
  it('a path that cannot be written is refused before any request', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await exportWith(emulator, { 'output-file': '.' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toContain(
        `Input 'output-file' must be a file path inside the workspace`,
      )
      const folder = await exportWith(emulator, { 'output-file': 'reports' }, (workspace) =>
        mkdirSync(join(workspace, 'reports')),
      )
      expect(folder.code).toBe(1)
      expect(errors(folder)[0]).toMatch(/^Input 'output-file': cannot write "reports": EISDIR/)
      expect(emulator.requests).toHaveLength(0)
    })
  })

  it('a cancelled JSON export is closed into a valid file', async () => {
    await withEmulator({ analyticsPaths: 2000, latencyMs: 300 }, async (emulator) => {
      const run = await exportWith(
        emulator,
        { format: 'json', 'page-size': '100' },
        undefined,
        runStep,
        { interrupt: { pattern: /::debug::200 rows written/, signal: 'SIGTERM' } },
      )
      expect(run.code).toBe(1)
      const file = JSON.parse(readFileSync(run.outputs.file ?? '', 'utf8')) as {
        rows: unknown[]
        complete: boolean
        nextOffset: number
      }
      expect(file.complete).toBe(false)
      expect(file.rows.length).toBeGreaterThanOrEqual(200)
      expect(file.nextOffset).toBe(file.rows.length)
      expect(run.outputs['next-offset']).toBe(String(file.rows.length))
      expect(errors(run)[0]).toMatch(
        /^The export was stopped \(SIGTERM\)\. The \d+ rows already fetched are in visitors\.json/,
      )
    })
  })
})

describe('bad input: a clear error naming the input, and not one request', () => {
  const cases: [Record<string, string>, string][] = [
    [{ 'page-size': '0' }, `Input 'page-size' must be a whole number from 1 to 250; got "0".`],
    [{ 'page-size': '251' }, `Input 'page-size' must be a whole number from 1 to 250; got "251".`],
    [{ 'page-size': '2.5' }, `Input 'page-size' must be a whole number from 1 to 250; got "2.5".`],
    [{ offset: '-1' }, `Input 'offset' must be a whole number from 0 to 1000000000; got "-1".`],
    [
      { 'max-rows': 'all' },
      `Input 'max-rows' must be a whole number from 0 to 1000000000; got "all".`,
    ],
    [
      { 'date-from': '2026-13-45' },
      `Input 'date-from' must be YYYY-MM-DD, an ISO 8601 date-time with a time zone, 'today' or a number of days such as '7d'; got "2026-13-45".`,
    ],
    [
      { 'date-to': 'yesterday' },
      `Input 'date-to' must be YYYY-MM-DD, an ISO 8601 date-time with a time zone, 'today' or a number of days such as '7d'; got "yesterday".`,
    ],
    [{ 'date-from': '2026-02-30' }, `got "2026-02-30".`],
    [{ 'date-from': 'today', 'date-to': '7d' }, `Input 'date-from' (`],
    [{ format: 'xlsx' }, `Input 'format' must be one of csv, json, ndjson; got "xlsx".`],
    [{ metric: 'searches' }, `Input 'metric' must be one of visitors, views; got "searches".`],
    [
      { 'output-file': '../outside.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [
      { 'output-file': '/etc/passwd' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [
      { 'summary-top': '101' },
      `Input 'summary-top' must be a whole number from 0 to 100; got "101".`,
    ],
    [{ 'api-key': '' }, `Input 'api-key' is required but was empty.`],
    [
      { report: 'gap' },
      `Input 'report' must be one of visitors, views, searches, feedback, feedback-by-page, assistant, assistant-callers, gaps; got "gap".`,
    ],
    [
      { report: 'searches', 'page-size': '101' },
      `Input 'page-size' must be a whole number from 1 to 100; got "101".`,
    ],
    [
      { report: 'assistant', 'page-size': '1001' },
      `Input 'page-size' must be a whole number from 1 to 1000; got "1001".`,
    ],
    [
      { report: 'views', metric: 'visitors' },
      `Inputs 'report' ("views") and 'metric' ("visitors") disagree`,
    ],
    [{ cursor: 'abc' }, `Input 'cursor' applies only to report searches, feedback, assistant`],
    [
      { report: 'assistant', cursor: 'not-a-ulid' },
      `Input 'cursor' must be the 'next-cursor' output of an earlier assistant export; got "not-a-ulid".`,
    ],
    [
      { report: 'searches', offset: '10' },
      `Input 'offset' applies only to report visitors and views`,
    ],
    [
      { report: 'feedback', 'feedback-source': 'email' },
      `Input 'feedback-source' must be one of code_snippet, contextual, agent, thumbs_only; got "email".`,
    ],
    [
      { report: 'feedback', 'feedback-status': 'pending,open' },
      `Input 'feedback-status' must be one or more of pending, in_progress, resolved, dismissed`,
    ],
    [
      { report: 'searches', 'feedback-status': 'pending' },
      `Input 'feedback-status' applies only to report feedback, feedback-by-page`,
    ],
    [{ 'max-requests': 'some' }, `Input 'max-requests' must be a whole number`],
    [
      { report: 'feedback', 'include-contact': 'yes' },
      `Input 'include-contact' must be 'true' or 'false'; got "yes".`,
    ],
  ]
  const refused = (step: Step) => async (bad: Record<string, string>, message: string) => {
    await withEmulator({}, async (emulator) => {
      const run = await exportWith(emulator, bad, undefined, step)
      expect(run.code).toBe(1)
      expect(errors(run)).toHaveLength(1)
      expect(errors(run)[0]).toContain(message)
      expect(emulator.requests).toHaveLength(0)
      expect(run.outputs).toEqual({})
    })
  }
  it.each(cases)('%j', refused(analyticsStepInProcess))
  // Two through the bundle: the process's own exit code 1, and still not one request.
  const bundled = cases.filter(([bad]) => bad['page-size'] === '0' || bad['api-key'] === '')
  it.each(bundled)('%j, through the bundle', refused(runStep))
})

test('relative dates resolve against today in UTC, and dateTo stays exclusive', async () => {
  await withEmulator({ analyticsPaths: 5 }, async (emulator) => {
    const run = await exportWith(emulator, { 'date-from': '7d', 'date-to': 'today' })
    expect(run.code).toBe(0)
    expect(emulator.requestsTo('analytics.visitors')[0]?.query).toMatchObject({
      dateFrom: day(-7),
      dateTo: day(0),
    })
  })
})
