import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import nock from 'nock'
import { run } from '../../src/entrypoints/analytics.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { onlyIntercepted } from './network.js'
import { expectRefused, fakeClock, inStep } from './step.js'

// The analytics step in process: inputs in, requests through nock, then the file, the outputs,
// the job summary and the verdict a user would see.

const API = 'https://api.example.test'
const KEY = 'mint_analytics_step_key_789'
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API }
const PATH = '/v1/analytics/proj/visitors'
const TOTALS = { human: 12_345, ai: 678, total: 12_900 }

const row = (path: string, human: number, ai: number, total = human + ai) => ({
  path,
  human,
  ai,
  total,
})

let workspace = ''
function deps(): Dependencies {
  return {
    clock: fakeClock(Date.parse('2026-11-22T15:30:00Z')),
    random: () => 0,
    env: { GITHUB_WORKSPACE: workspace },
    ownsProcess: false,
  }
}
const file = (name: string): string => readFileSync(join(workspace, name), 'utf8')

/** The service answers the next requests for visitors with these pages, in order. */
function answer(...pages: { visitors: ReturnType<typeof row>[]; hasMore: boolean }[]): void {
  for (const page of pages)
    nock(API)
      .get(PATH)
      .query(true)
      .reply(200, { totals: TOTALS, ...page })
}

/** Requests that reached no interceptor: for invalid input there must be none at all. */
const unmatched = onlyIntercepted()

beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'analytics-step-'))
  // @actions/core keeps the first job summary path it reads; each step here has its own file.
  Reflect.set(core.summary, '_filePath', undefined)
})
afterEach(() => {
  rmSync(workspace, { recursive: true, force: true })
})

describe('an export', () => {
  test('pages through the range into the file, and reports outputs, summary and verdict', async () => {
    nock(API)
      .get(PATH)
      .query({ dateFrom: '2026-11-01', dateTo: '2026-11-15', limit: '2', offset: '0' })
      .matchHeader('authorization', `Bearer ${KEY}`)
      .reply(200, {
        totals: TOTALS,
        visitors: [row('/a', 900, 100), row('/b', 50, 5)],
        hasMore: true,
      })
    nock(API)
      .get(PATH)
      .query({ dateFrom: '2026-11-01', dateTo: '2026-11-15', limit: '2', offset: '2' })
      .reply(200, { totals: TOTALS, visitors: [row('/c', 2000, 0)], hasMore: false })
    const step = await inStep(
      { ...BASE, 'date-from': '2026-11-01', 'date-to': '2026-11-15', 'page-size': '2' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toEqual({
      human: '12345',
      ai: '678',
      total: '12900',
      rows: '3',
      requests: '2',
      file: join(workspace, 'visitors.csv'),
      complete: 'true',
      report: 'visitors',
      'next-offset': '3',
      'next-cursor': '',
    })
    expect(file('visitors.csv')).toBe(
      'path,human,ai,total\r\n/a,900,100,1000\r\n/b,50,5,55\r\n/c,2000,0,2000\r\n',
    )
    expect(step.log).toContain(
      'Exporting visitors of project proj from 2026-11-01 to 2026-11-15 (exclusive), 2 rows per request, starting at row 0.',
    )
    expect(step.log).toContain('\nExported 3 rows to visitors.csv in 2 requests.\n')
    expect(step.log).not.toMatch(/::(warning|error)::/)
    expect(step.log).not.toContain('duplicate')
    const summary = step.summary.split('\n')
    expect(summary.slice(0, 7)).toEqual([
      '## Docs visitors: 2026-11-01 to 2026-11-15 (exclusive)',
      '',
      '| | Human | AI | Total (deduplicated) | AI share |',
      '|---|---:|---:|---:|---:|',
      '| Site-wide | 12,345 | 678 | 12,900 | 5.3% |',
      '',
      'Total counts each visitor once, even one who came both as a person and through an AI agent, so it is not Human + AI. AI share is AI ÷ Total.',
    ])
    expect(step.summary).toContain(
      [
        '### Top 3 pages',
        '',
        '| Page | Human | AI | Total |',
        '|---|---:|---:|---:|',
        '| /c | 2,000 | 0 | 2,000 |',
        '| /a | 900 | 100 | 1,000 |',
        '| /b | 50 | 5 | 55 |',
      ].join('\n'),
    )
    expect(step.summary).toContain('```mermaid')
    expect(summary.at(-2)).toBe(
      'Exported 3 rows to `visitors.csv` (csv) in 2 requests: the whole range.',
    )
  })

  test('views as JSON, from relative dates, into a folder it creates', async () => {
    nock(API)
      .get('/v1/analytics/proj/views')
      .query({ dateFrom: '2026-11-15', dateTo: '2026-11-22', limit: '250', offset: '0' })
      .reply(200, { totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false })
    const step = await inStep(
      {
        ...BASE,
        metric: 'VIEWS',
        format: 'json',
        'date-from': '7d',
        'date-to': 'today',
        'output-file': 'reports/docs/views.json',
      },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(JSON.parse(file('reports/docs/views.json'))).toEqual({
      report: 'views',
      metric: 'views',
      range: { dateFrom: '2026-11-15', dateTo: '2026-11-22' },
      totals: { human: 0, ai: 0, total: 0 },
      rows: [],
      complete: true,
      nextOffset: 0,
    })
    expect(step.outputs).toMatchObject({ rows: '0', requests: '1', human: '0', total: '0' })
    // Views are not deduplicated: no note about it, and no share of nothing.
    expect(step.summary).toContain('| | Human | AI | Total | AI share |')
    expect(step.summary).toContain('| Site-wide | 0 | 0 | 0 | – |')
    expect(step.summary).not.toContain('counts each visitor once')
    expect(step.summary).not.toContain('### Top')
    expect(step.summary).toContain('in 1 request: the whole range.')
  })

  test('without dates the service picks the range, and the summary says so', async () => {
    nock(API)
      .get(PATH)
      .query({ limit: '250', offset: '0' })
      .reply(200, { totals: TOTALS, visitors: [row('/a', 1, 1)], hasMore: false })
    const step = await inStep({ ...BASE, format: 'ndjson' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(file('visitors.ndjson')).toBe('{"path":"/a","human":1,"ai":1,"total":2}\n')
    expect(step.log).toContain('of project proj from the default start to now (exclusive),')
    expect(step.summary).toContain('## Docs visitors: the service’s default start to now\n')
  })

  test('max-rows stops early with success and says where to continue', async () => {
    nock(API)
      .get(PATH)
      .query({ limit: '2', offset: '10' })
      .reply(200, { totals: TOTALS, visitors: [row('/k', 3, 0), row('/l', 2, 0)], hasMore: true })
    const step = await inStep(
      { ...BASE, offset: '10', 'max-rows': '2', 'page-size': '5', 'summary-top': '1' },
      () => run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ rows: '2', complete: 'false', 'next-offset': '12' })
    expect(step.log).toContain(
      'Stopped at max-rows after 2 rows; more remain. Continue with offset: 12.',
    )
    expect(step.summary).toContain('### Top 1 pages')
    expect(step.summary).toContain('**incomplete**: resume with `offset: 12`.')
  })

  test('a repeated path is written once, with one warning however often it repeats', async () => {
    answer(
      { visitors: [row('/a', 3, 0), row('/b', 2, 0)], hasMore: true },
      { visitors: [row('/b', 2, 0), row('/a', 3, 0), row('/c', 1, 0)], hasMore: false },
    )
    const step = await inStep({ ...BASE, 'page-size': '2' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ rows: '3', 'next-offset': '5' })
    expect(step.log.match(/::warning::/g)).toHaveLength(1)
    expect(step.log).toContain(
      '::warning::A page repeated a path already written ("/b"): the data changed while it was exported. Duplicates are skipped.',
    )
    expect(step.log).toContain('Skipped 2 duplicate rows.')
  })

  test('the project id is one path segment, whatever it holds', async () => {
    nock(API)
      .get('/v1/analytics/team%2Fdocs%3F/visitors')
      .query(true)
      .reply(200, { totals: TOTALS, visitors: [], hasMore: false })
    const step = await inStep({ ...BASE, 'project-id': 'team/docs?' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
  })

  test('the debug log records every setting, the key aside', async () => {
    answer({ visitors: [], hasMore: false })
    const step = await inStep({ ...BASE, 'date-to': '2026-11-20', 'max-rows': '7' }, () =>
      run(deps()),
    )
    expect(step.log).toContain(
      '::debug::Analytics inputs: project proj, report visitors, from (default), to 2026-11-20, page-size 250, offset 0, cursor (none), max-rows 7, max-requests (no cap), feedback-source (all), feedback-status (all), include-contact false, format csv, file visitors.csv, summary-top 20, DOCS_AGENT_REQUEST_TIMEOUT 30000 ms\n',
    )
  })

  test('summary-top 0 writes no job summary', async () => {
    answer({ visitors: [row('/a', 1, 0)], hasMore: false })
    const step = await inStep({ ...BASE, 'summary-top': '0' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.summary).toBe('')
  })
})

describe('an export that fails', () => {
  test('half-way keeps the rows fetched, and says how to resume', async () => {
    answer({ visitors: [row('/a', 3, 0), row('/b', 2, 0)], hasMore: true })
    nock(API)
      .get(PATH)
      .query(true)
      .reply(401, { error: `Invalid key ${KEY}` })
    const step = await inStep({ ...BASE, 'page-size': '2', 'output-file': 'out.csv' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 2) failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: Invalid key ***. The 2 rows already fetched are in out.csv, which is valid up to its last row. To resume, run again with offset: 2 (and the same dates).',
    )
    expect(step.outputs).toMatchObject({
      rows: '2',
      complete: 'false',
      'next-offset': '2',
      human: '12345',
      requests: '2',
    })
    expect(file('out.csv')).toBe('path,human,ai,total\r\n/a,3,0,3\r\n/b,2,0,2\r\n')
    expect(step.summary).toContain('**incomplete**: resume with `offset: 2`')
  })

  test('on the first page writes no rows and reports no totals', async () => {
    nock(API).get(PATH).query(true).reply(404, { error: 'Not found' })
    const step = await inStep({ ...BASE, format: 'json' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed with HTTP 404: project proj was not found; check project-id and api-url. The service said: Not found. No rows were written. To resume, run again with offset: 0 (and the same dates).',
    )
    expect(step.outputs).toMatchObject({
      human: '',
      ai: '',
      total: '',
      rows: '0',
      complete: 'false',
    })
    expect(JSON.parse(file('visitors.json'))).toMatchObject({ totals: null, rows: [] })
    expect(step.summary).toContain('No site-wide totals were read before the export stopped.')
    expect(step.summary).not.toContain('Site-wide |')
  })

  test('a rate limit names the budget the analytics endpoints share', async () => {
    nock(API).get(PATH).query(true).reply(429, { error: 'Too many' }, { 'Retry-After': '3600' })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed with HTTP 429: rate limit reached (the service allows 100 analytics requests per organization per hour, shared by all analytics endpoints). The service asks to wait 60 min,',
    )
  })

  test('a page without its list stops the export with a message that says so', async () => {
    nock(API).get(PATH).query(true).reply(200, { totals: TOTALS, hasMore: false })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Reading visitors (offset 0) failed: the answer lacks visitors[], so it cannot be exported. No rows were written. To resume, run again with offset: 0 (and the same dates).',
    )
  })
})

describe('bad input is refused before any request', () => {
  test.each([
    [{ 'api-key': '' }, "Input 'api-key' is required but was empty."],
    [
      { 'project-id': '' },
      "Input 'project-id' is required but was empty. Copy it from the API keys page of your dashboard.",
    ],
    [{ metric: 'clicks' }, `Input 'metric' must be one of visitors, views; got "clicks".`],
    [{ format: 'xml' }, `Input 'format' must be one of csv, json, ndjson; got "xml".`],
    [
      { 'date-from': '2026-11-15', 'date-to': '2026-11-15' },
      `Input 'date-from' ("2026-11-15") must be before 'date-to' ("2026-11-15"), which is exclusive.`,
    ],
    [{ 'date-from': 'last week' }, `Input 'date-from' must be YYYY-MM-DD,`],
    [{ 'date-to': '2026-02-30' }, `Input 'date-to' must be YYYY-MM-DD,`],
    [{ 'page-size': '0' }, `Input 'page-size' must be a whole number from 1 to 250; got "0".`],
    [{ 'page-size': '251' }, `Input 'page-size' must be a whole number from 1 to 250; got "251".`],
    [{ 'page-size': '2.5' }, `Input 'page-size' must be a whole number from 1 to 250; got "2.5".`],
    [{ 'page-size': '1e2' }, `Input 'page-size' must be a whole number from 1 to 250; got "1e2".`],
    [
      { 'page-size': '0x10' },
      `Input 'page-size' must be a whole number from 1 to 250; got "0x10".`,
    ],
    [{ offset: '-0' }, `Input 'offset' must be a whole number from 0 to 1000000000; got "-0".`],
    [{ offset: '-1' }, `Input 'offset' must be a whole number from 0 to 1000000000; got "-1".`],
    [
      { 'max-rows': '1000000001' },
      `Input 'max-rows' must be a whole number from 0 to 1000000000; got "1000000001".`,
    ],
    [
      { 'max-rows': '99999999999999999999' },
      `Input 'max-rows' must be a whole number from 0 to 1000000000`,
    ],
    [
      { 'summary-top': '101' },
      `Input 'summary-top' must be a whole number from 0 to 100; got "101".`,
    ],
    [
      { 'output-file': '../out.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [
      { 'output-file': '/etc/out.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
    [{ 'output-file': '.' }, `Input 'output-file' must be a file path inside the workspace`],
    [
      { 'output-file': 'a\u0007b.csv' },
      `Input 'output-file' must be a file path inside the workspace`,
    ],
  ])('%j', async (bad, message) => {
    const step = await inStep({ ...BASE, ...bad }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('an output folder that cannot be created names output-file', async () => {
    writeFileSync(join(workspace, 'taken'), '')
    const step = await inStep({ ...BASE, 'output-file': 'taken/out.csv' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toMatch(
      /::error::Input 'output-file': cannot create the folder of "taken\/out\.csv": EEXIST/,
    )
    expect(unmatched()).toBe(0)
  })

  test('the workspace defaults to the working folder', async () => {
    const step = await inStep({ ...BASE, 'output-file': '../outside.csv' }, () =>
      run({ ...deps(), env: {} }),
    )
    expect(step.log).toContain(
      `Input 'output-file' must be a file path inside the workspace (${process.cwd()}); got "../outside.csv".`,
    )
  })
})
