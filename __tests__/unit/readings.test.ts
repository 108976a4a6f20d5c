import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import nock from 'nock'
import { ApiError } from '../../src/shared/http/errors.js'
import { serviceMessage } from '../../src/shared/service/service-message.js'
import { parseJob } from '../../src/agent/job/agent-job.js'
import { AnalyticsClient } from '../../src/analytics/analytics-api.js'
import { serviceTransport } from '../../src/shared/service/service-transport.js'

// How the clients read answers through the API's definition (the shapes beside each client, and
// src/shared/service/service-api-shapes.ts): forgivingly.

describe('parseJob', () => {
  test('never throws, and reads every field as text or null, whatever arrives', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (extra, value) => {
        const body = { ...extra, id: value, status: value, source: value, prLink: value }
        const job = parseJob(body)
        for (const field of [job.id, job.status, job.prLink, job.sourceRepository, job.sourceRef])
          expect(field === null || typeof field === 'string').toBe(true)
        expect(job.raw).toBe(body)
      }),
    )
  })

  test('an unknown status is reported as sent; control characters go', () => {
    const job = parseJob({ status: 'queued', id: 'j\u0000\u001b1', source: { ref: '\n' } })
    expect(job).toMatchObject({ status: 'queued', id: 'j1', sourceRef: null })
  })

  test('formats are not enforced when reading: a link that is not a URL is kept', () => {
    expect(parseJob({ prLink: 'pull/7', createdAt: 'today' })).toMatchObject({
      prLink: 'pull/7',
      createdAt: 'today',
    })
  })
})

describe('serviceMessage reads error bodies forgivingly', () => {
  test.each([
    [
      '{"error":"Invalid","details":[{"message":"a","path":["x"]},{"message":2},"b"]}',
      'Invalid: a',
    ],
    ['{"error":"Invalid","details":"not a list"}', 'Invalid'],
    ['{"error":5}', '{"error":5}'],
    ['["a"]', '["a"]'],
    ['null', 'null'],
    ['"text"', '"text"'],
  ])('%s', (body, said) => {
    expect(serviceMessage(body, 'application/json')).toBe(said)
  })
})

describe('AnalyticsClient.page', () => {
  const API = 'http://api.example.test'
  const client = (): AnalyticsClient =>
    new AnalyticsClient(
      serviceTransport(
        { apiUrl: API, apiKey: 'mint_unit_key', timeoutMs: 5000 },
        { clock: { sleep: () => Promise.resolve(), now: () => 0 }, random: () => 0 },
      ),
      'proj',
    )
  const query = { dateFrom: undefined, dateTo: undefined, limit: 250, offset: 0 }

  beforeAll(() => nock.disableNetConnect())
  afterAll(() => {
    nock.restore()
  })
  afterEach(() => {
    nock.cleanAll()
  })

  test('skips rows without a path, reads bad counts as 0, ignores extra fields', async () => {
    nock(API)
      .get('/v1/analytics/proj/views')
      .query(true)
      .reply(200, {
        totals: { human: 3, ai: 'x', total: 4, extra: 1 },
        views: [{ path: '/a', human: 1, ai: null, total: 1, more: true }, { human: 2 }, null, 7],
        hasMore: false,
        cursor: 'ignored',
      })
    const page = await client().page('views', ['path', 'human', 'ai', 'total'], query)
    expect(page).toEqual({
      about: { totals: { human: 3, ai: 0, total: 4 } },
      rows: [{ path: '/a', human: 1, ai: 0, total: 1 }],
      hasMore: false,
      nextCursor: null,
    })
    // The JSON writers print rows as they are: path first, as before.
    expect(Object.keys(page.rows[0] ?? {})).toEqual(['path', 'human', 'ai', 'total'])
  })

  test('a count too large for a number is read as 0, not as Infinity', async () => {
    nock(API)
      .get('/v1/analytics/proj/visitors')
      .query(true)
      .reply(
        200,
        '{"totals":{"human":1e400,"ai":1,"total":2},"visitors":[{"path":"/a","human":1,"ai":-1e400,"total":3}],"hasMore":true}',
      )
    expect(await client().page('visitors', ['path', 'human', 'ai', 'total'], query)).toEqual({
      about: { totals: { human: 0, ai: 1, total: 2 } },
      rows: [{ path: '/a', human: 1, ai: 0, total: 3 }],
      hasMore: true,
      nextCursor: null,
    })
  })

  test.each([
    ['hasMore', { totals: { human: 1, ai: 1, total: 1 }, visitors: [] }],
    ['totals', { totals: null, visitors: [], hasMore: false }],
    ['visitors[]', { totals: {}, views: [], hasMore: false }],
  ])('a page without %s cannot be exported', async (missing, body) => {
    nock(API).get('/v1/analytics/proj/visitors').query(true).reply(200, body)
    await expect(
      client().page('visitors', ['path', 'human', 'ai', 'total'], query),
    ).rejects.toThrow(
      new ApiError(
        `Reading visitors (offset 0) failed: the answer lacks ${missing}, so it cannot be exported.`,
      ),
    )
  })
})
