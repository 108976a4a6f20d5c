import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import { runStep, type StepOptions, type StepRun } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import {
  annotations,
  API_KEY,
  errors,
  expectNoSecret,
  ROOT,
  scratchFolder,
  withEmulator,
} from './harness.js'
import { analyticsStepInProcess, useInProcessRunner } from '../in-process/step.js'

// Every report against the emulator. The analytics step in this process (analyticsStepInProcess)
// for what a run shows as well there: the file it wrote, its outputs, annotations, summary and
// requests. Through the bundle (dist/analytics/index.js) as a real process (runStep): 'searches',
// its file and summary as a runner's step writes them; every report of analytics.test.ts runs the
// bundle too.
const it = test.concurrent
useInProcessRunner()
const DAY = 86_400_000

async function exportWith(
  emulator: Emulator,
  inputs: Record<string, string>,
  step: (options: StepOptions) => Promise<StepRun> = analyticsStepInProcess,
): Promise<StepRun & { workspace: string }> {
  const workspace = scratchFolder('workspace-')
  const run = await step({
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

const RANGE = { 'date-from': day(-20), 'date-to': day(0) }

function csv(run: StepRun & { workspace: string }): {
  header: string[]
  records: Record<string, string>[]
} {
  const text = readFileSync(run.outputs.file ?? '', 'utf8')
  return {
    header: (text.split('\r\n')[0] ?? '').split(','),
    records: parse<Record<string, string>>(text, { columns: true }),
  }
}

interface JsonFile {
  report: string
  rows: Record<string, unknown>[]
  complete: boolean
  nextCursor?: string | null
}

function json(run: StepRun): JsonFile {
  return JSON.parse(readFileSync(run.outputs.file ?? '', 'utf8')) as JsonFile
}

describe('each report: its endpoint, its paging, its columns', () => {
  it('searches: cursor paging to the end, the API fields in order, a summary with a chart', async () => {
    await withEmulator({ analyticsSearchTerms: 180 }, async (emulator) => {
      const searches = { report: 'searches', 'page-size': '50', ...RANGE }
      const run = await exportWith(emulator, searches, runStep)
      expect(run.code).toBe(0)
      const { header, records } = csv(run)
      expect(header).toEqual(['searchQuery', 'hits', 'ctr', 'topClickedPage', 'lastSearchedAt'])
      const requests = emulator.requestsTo('analytics.searches')
      expect(requests.length).toBe(Math.ceil(records.length / 50) || 1)
      expect(requests[0]?.query).toEqual({
        ...{ dateFrom: RANGE['date-from'], dateTo: RANGE['date-to'] },
        limit: '50',
      })
      expect(requests[1]?.query.cursor).toEqual(expect.any(String))
      // Null is an empty field: terms nobody clicked.
      expect(records.some((r) => r.topClickedPage === '')).toBe(true)
      expect(run.outputs).toMatchObject({
        report: 'searches',
        complete: 'true',
        'next-cursor': '',
        'next-offset': '',
        rows: String(records.length),
      })
      expect(run.summary).toContain('## Docs searches:')
      expect(run.summary).toContain('xychart-beta horizontal')
      expect(run.summary).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i)
    })
  })

  it('feedback: the union of its variants; contact only with include-contact, never in the summary or log', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 30 }, async (emulator) => {
      const without = await exportWith(emulator, { report: 'feedback', ...RANGE })
      expect(without.code).toBe(0)
      const plain = csv(without)
      expect(plain.header).toEqual([
        'id',
        'path',
        'source',
        'status',
        'helpful',
        'comment',
        'createdAt',
        'code',
        'filename',
        'lang',
      ])
      expect(emulator.requestsTo('analytics.feedback')[0]?.query.limit).toBe('100')
      const withContact = await exportWith(emulator, {
        report: 'feedback',
        'include-contact': 'true',
        ...RANGE,
      })
      const full = csv(withContact)
      expect(full.header).toEqual([...plain.header, 'contact'])
      expect(full.records.map((r) => r.id)).toEqual(plain.records.map((r) => r.id))
      const contacts = full.records.map((r) => r.contact ?? '').filter((c) => c !== '')
      expect(contacts.length).toBeGreaterThan(0)
      for (const run of [without, withContact])
        for (const contact of contacts) {
          expect(run.summary).not.toContain(contact)
          expect(run.stdout).not.toContain(contact)
        }
      expect(without.summary).toContain('## Docs feedback:')
    })
  })

  it('feedback filters are passed to the API, and every row matches them', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 30 }, async (emulator) => {
      const run = await exportWith(emulator, {
        report: 'feedback',
        'feedback-source': 'contextual',
        'feedback-status': 'pending, resolved',
        format: 'ndjson',
        ...RANGE,
      })
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('analytics.feedback')[0]?.query).toMatchObject({
        source: 'contextual',
        status: 'pending,resolved',
      })
      const rows = readFileSync(run.outputs.file ?? '', 'utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row.source).toBe('contextual')
        expect(['pending', 'resolved']).toContain(row.status)
        expect(row).not.toHaveProperty('contact')
      }
    })
  })

  it('feedback-by-page: one request at limit 100; more pages than that is a warning, complete false', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 200, analyticsPaths: 400 }, async (emulator) => {
      const run = await exportWith(emulator, { report: 'feedback-by-page', ...RANGE })
      expect(run.code).toBe(0)
      const requests = emulator.requestsTo('analytics.feedback-by-page')
      expect(requests).toHaveLength(1)
      expect(requests[0]?.query.limit).toBe('100')
      const { header, records } = csv(run)
      expect(header).toEqual(['path', 'thumbsUp', 'thumbsDown', 'code', 'total'])
      expect(records).toHaveLength(100)
      expect(run.outputs).toMatchObject({ complete: 'false', 'next-cursor': '', 'next-offset': '' })
      expect(annotations(run, 'warning').join('\n')).toContain(
        'The service returns at most 100 pages',
      )
      expect(run.summary).toContain('pages rated down most')
    })
  })

  it('assistant-callers: one request, one row', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await exportWith(emulator, {
        report: 'assistant-callers',
        format: 'json',
        ...RANGE,
      })
      expect(run.code).toBe(0)
      expect(emulator.requests).toHaveLength(1)
      const file = json(run)
      expect(file.rows).toHaveLength(1)
      expect(Object.keys(file.rows[0] ?? {})).toEqual(['web', 'api', 'other', 'total'])
      expect(file.complete).toBe(true)
      expect(run.summary).toContain('Assistant questions by caller')
    })
  })

  it('assistant: sources are their URLs joined by one space; unanswered questions redacted in the summary', async () => {
    await withEmulator({ analyticsConversationsPerDay: 20 }, async (emulator) => {
      const run = await exportWith(emulator, { report: 'assistant', ...RANGE })
      expect(run.code).toBe(0)
      const { header, records } = csv(run)
      expect(header).toEqual([
        'id',
        'timestamp',
        'query',
        'response',
        'responseType',
        'sources',
        'resolutionStatus',
        'queryCategory',
        'pageUrl',
      ])
      expect(records.some((r) => / https?:\/\//.test(r.sources ?? ''))).toBe(true)
      expect(emulator.requestsTo('analytics.assistant')).toHaveLength(1)
      expect(run.summary).toContain('Unanswered')
      expect(run.summary).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i)
    })
  })
})

describe('resuming', () => {
  it('a cursor report cut by max-requests, resumed with next-cursor, adds up to the whole', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 30 }, async (emulator) => {
      const inputs = { report: 'feedback', format: 'json', 'page-size': '40', ...RANGE }
      const whole = json(await exportWith(emulator, inputs))
      expect(whole.rows.length).toBeGreaterThan(120)
      emulator.reset()
      const first = await exportWith(emulator, { ...inputs, 'max-requests': '2' })
      expect(first.code).toBe(0)
      expect(emulator.requests).toHaveLength(2)
      expect(first.outputs).toMatchObject({ complete: 'false', rows: '80', requests: '2' })
      const cursor = first.outputs['next-cursor'] ?? ''
      expect(cursor).not.toBe('')
      expect(json(first).nextCursor).toBe(cursor)
      expect(annotations(first, 'warning').join('\n')).toContain('Stopped at max-requests (2)')
      expect(errors(first)).toEqual([])
      const rest = await exportWith(emulator, { ...inputs, cursor })
      expect(rest.outputs.complete).toBe('true')
      expect([...json(first).rows, ...json(rest).rows]).toEqual(whole.rows)
    })
  })

  it('the assistant cut by max-rows resumes with next-cursor: no row lost or repeated', async () => {
    await withEmulator({ analyticsConversationsPerDay: 20 }, async (emulator) => {
      const inputs = { report: 'assistant', format: 'ndjson', ...RANGE }
      const ids = (run: StepRun) =>
        readFileSync(run.outputs.file ?? '', 'utf8')
          .trimEnd()
          .split('\n')
          .map((l) => (JSON.parse(l) as { id: string }).id)
      const whole = ids(await exportWith(emulator, inputs))
      const first = await exportWith(emulator, { ...inputs, 'max-rows': '150' })
      expect(first.outputs.complete).toBe('false')
      const rest = await exportWith(emulator, {
        ...inputs,
        cursor: first.outputs['next-cursor'] ?? '',
      })
      expect([...ids(first), ...ids(rest)]).toEqual(whole)
    })
  })

  it('visitors cut by max-requests says next-offset, with a warning and no failure', async () => {
    await withEmulator({ analyticsPaths: 900 }, async (emulator) => {
      const run = await exportWith(emulator, { ...RANGE, 'page-size': '100', 'max-requests': '3' })
      expect(run.code).toBe(0)
      expect(emulator.requests).toHaveLength(3)
      expect(run.outputs).toMatchObject({ complete: 'false', rows: '300', 'next-offset': '300' })
      expect(annotations(run, 'warning')).toEqual([
        expect.stringContaining('Continue with offset: 300.'),
      ])
    })
  })
})

describe('report and metric (refusals: analytics.test.ts)', () => {
  it('metric is an alias with one deprecation warning; report echoes it', async () => {
    await withEmulator({ analyticsPaths: 20 }, async (emulator) => {
      const run = await exportWith(emulator, { metric: 'views', ...RANGE })
      expect(run.code).toBe(0)
      expect(run.outputs.report).toBe('views')
      expect(emulator.requestsTo('analytics.views')).toHaveLength(1)
      expect(annotations(run, 'warning')).toEqual([
        "Input 'metric' is deprecated; use 'report: views' instead.",
      ])
    })
  })
})
