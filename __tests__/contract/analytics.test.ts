import { afterAll, beforeAll, expect, test, describe } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { loadSpec } from './reference.js'

const spec = loadSpec('analytics.openapi.json')
if ('missing' in spec) {
  console.warn(`Skipping the analytics API contract test: ${spec.missing}.`)
}
const suite = 'missing' in spec ? describe.skip : describe

suite('the emulator answers as the published analytics spec says', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ analyticsPaths: 300, analyticsRateLimit: 20 })
  })
  afterAll(() => emulator.close())

  async function call(path: string) {
    const response = await fetch(emulator.url + path, {
      headers: { authorization: 'Bearer mint_contract' },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  function conforms(metric: string, answer: { status: number; body: unknown }) {
    if ('missing' in spec) return
    expect(
      spec.validate(`/v1/analytics/{projectId}/${metric}`, 'GET', answer.status, answer.body),
    ).toEqual([])
  }

  test.each(['visitors', 'views'])(
    '%s: 200 pages, 400 for bad limits and dates',
    async (metric) => {
      const page = await call(`/v1/analytics/p/${metric}?limit=250&offset=0&dateFrom=2026-01-01`)
      expect(page.status).toBe(200)
      expect(page.body.hasMore).toBe(true)
      conforms(metric, page)
      const last = await call(`/v1/analytics/p/${metric}?limit=250&offset=250`)
      expect(last.body.hasMore).toBe(false)
      conforms(metric, last)
      for (const query of ['limit=0', 'limit=251', 'offset=-1', 'dateFrom=yesterday']) {
        const bad = await call(`/v1/analytics/p/${metric}?${query}`)
        expect(bad.status).toBe(400)
        conforms(metric, bad)
      }
    },
  )

  test('the hourly limit is shared by every analytics endpoint', async () => {
    const limited = await startEmulator({ analyticsRateLimit: 2, analyticsPaths: 5 })
    try {
      const get = async (path: string) => {
        const response = await fetch(limited.url + path, {
          headers: { authorization: 'Bearer mint_c' },
        })
        return { status: response.status, body: await response.json() }
      }
      const answers = [
        await get('/v1/analytics/a/visitors'),
        await get('/v1/analytics/b/views'),
        await get('/v1/analytics/a/views'),
      ]
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429])
      expect(answers[2]?.body).toEqual({ error: 'Rate limit exceeded' })
    } finally {
      await limited.close()
    }
  })

  test('the check itself catches a row that breaks the schema', () => {
    if ('missing' in spec) return
    const problems = spec.validate('/v1/analytics/{projectId}/visitors', 'GET', 200, {
      totals: { human: 1, ai: 1, total: 1 },
      visitors: [{ path: '/', human: '1' }],
      hasMore: false,
    })
    expect(problems.length).toBeGreaterThan(0)
  })
})
