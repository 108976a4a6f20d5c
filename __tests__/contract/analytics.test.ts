import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { answerProblems } from '../../src/shared/service/shapes.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { ask, expectDefined } from './answers.ts'

const METRICS = ['visitors', 'views'] as const

// Runs everywhere: the emulator is held to the project's own definition, not to files beside it.
describe("the emulator's analytics answers match the project's definition", () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ analyticsPaths: 300, analyticsRateLimit: 40 })
  })
  afterAll(() => emulator.close())

  test.each(METRICS)('%s: 200 pages, first, last, empty and default', async (metric) => {
    const op = `analytics.${metric}` as const
    const base = `/v1/analytics/p/${metric}`
    const first = await ask(emulator, 'GET', `${base}?limit=250&offset=0&dateFrom=2026-01-01`)
    expectDefined(op, first, 200)
    expect(first.body).toMatchObject({ hasMore: true })
    const last = await ask(emulator, 'GET', `${base}?limit=250&offset=250`)
    expectDefined(op, last, 200)
    expect(last.body).toMatchObject({ hasMore: false })
    expectDefined(op, await ask(emulator, 'GET', `${base}?offset=5000`), 200)
    expectDefined(
      op,
      await ask(emulator, 'GET', `${base}?dateFrom=2000-01-01&dateTo=2000-01-02`),
      200,
    )
    expectDefined(op, await ask(emulator, 'GET', base), 200)
  })

  test.each(METRICS)('%s: 400 with details for bad limits, offsets and dates', async (metric) => {
    for (const query of ['limit=0', 'limit=251', 'limit=1.5', 'offset=-1', 'dateFrom=yesterday']) {
      const bad = await ask(emulator, 'GET', `/v1/analytics/p/${metric}?${query}`)
      expectDefined(`analytics.${metric}`, bad, 400)
      expect(bad.body).toMatchObject({ details: [{ message: expect.any(String) as unknown }] })
    }
  })

  test.each(METRICS)('%s: 401 without an admin key, 500 on a server error', async (metric) => {
    const op = `analytics.${metric}` as const
    expectDefined(op, await ask(emulator, 'GET', `/v1/analytics/p/${metric}`, { key: null }), 401)
    emulator.faults.add({ op, kind: 'status' })
    expectDefined(op, await ask(emulator, 'GET', `/v1/analytics/p/${metric}`), 500)
  })

  test('429 once the hourly limit, shared by every analytics endpoint, is used up', async () => {
    const limited = await startEmulator({ analyticsRateLimit: 2, analyticsPaths: 5 })
    try {
      const answers = [
        await ask(limited, 'GET', '/v1/analytics/a/visitors'),
        await ask(limited, 'GET', '/v1/analytics/b/views'),
        await ask(limited, 'GET', '/v1/analytics/a/views'),
      ]
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429])
      expectDefined('analytics.views', answers[2] ?? { status: 0, body: null }, 429)
    } finally {
      await limited.close()
    }
  })
})

describe('the check cannot pass vacuously', () => {
  test('it names a row, a total and a flag that break the definition', () => {
    const problems = answerProblems('analytics.visitors', 200, {
      totals: { human: 1, ai: 1 },
      visitors: [{ path: '/', human: '1', ai: 0, total: 1 }],
      hasMore: 'no',
    })
    expect(problems).toEqual([
      expect.stringMatching(/^totals\.total: Invalid key/),
      expect.stringMatching(/^visitors\.0\.human: Invalid type/),
      expect.stringMatching(/^hasMore: Invalid type/),
    ])
  })

  test('a page of one metric is not a page of the other', () => {
    const page = { totals: { human: 1, ai: 1, total: 1 }, visitors: [], hasMore: false }
    expect(answerProblems('analytics.visitors', 200, page)).toEqual([])
    expect(answerProblems('analytics.views', 200, page)).toEqual([
      expect.stringMatching(/^views: Invalid key/),
      expect.stringMatching(/^visitors: Invalid key/),
    ])
  })

  test('it catches an error body without `error` or with details of the wrong shape', () => {
    expect(answerProblems('analytics.views', 400, { details: [{ text: 'bad' }] })).toEqual([
      expect.stringMatching(/^error: Invalid key/),
      expect.stringMatching(/^details\.0\.message: Invalid key/),
      expect.stringMatching(/^details\.0\.text: Invalid key/),
    ])
  })
})
