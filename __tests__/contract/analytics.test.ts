import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { answerProblems, type Operation } from '../../emulator/service-api.ts'
import { LIMITS } from '../../src/analytics/analytics-api-shapes.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { ask, expectDefined } from './answers.ts'

const METRICS = ['visitors', 'views'] as const
const NOW = Date.parse('2026-06-15T12:00:00Z')

/** Every analytics operation, with a request to it that succeeds. */
const REQUESTS: Record<Extract<Operation, `analytics.${string}`>, string> = {
  'analytics.visitors': '/v1/analytics/p/visitors',
  'analytics.views': '/v1/analytics/p/views',
  'analytics.searches': '/v1/analytics/p/searches',
  'analytics.feedback': '/v1/analytics/p/feedback',
  'analytics.feedback-by-page': '/v1/analytics/p/feedback/by-page',
  'analytics.assistant': '/v1/analytics/p/assistant',
  'analytics.assistant-caller-stats': '/v1/analytics/p/assistant/caller-stats',
  // A thread is found from a conversation; an unknown one is a documented 404.
  'analytics.assistant-thread': '/v1/analytics/p/assistant/threads/01M0000000000000000000000Z',
}
const OPERATIONS = Object.keys(REQUESTS) as (keyof typeof REQUESTS)[]

/** The cursor-paged endpoints, their paths and the field that holds their rows. */
const CURSOR_PAGED = [
  ['analytics.searches', '/v1/analytics/p/searches', 'searches'],
  ['analytics.feedback', '/v1/analytics/p/feedback', 'feedback'],
  ['analytics.assistant', '/v1/analytics/p/assistant', 'conversations'],
] as const

// Runs everywhere: the emulator is held to the project's own definition, not to files beside it.
describe("the emulator's analytics answers match the project's definition", () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({
      now: () => NOW,
      analyticsPaths: 300,
      analyticsRateLimit: 1000,
    })
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

  test.each(CURSOR_PAGED)('%s: 200 first, middle, last and empty pages', async (op, path, rows) => {
    const { max } = LIMITS[op]
    const first = await ask(emulator, 'GET', `${path}?limit=${max}&dateFrom=2026-05-01`)
    expectDefined(op, first, 200)
    const next = (first.body as { nextCursor: string | null }).nextCursor
    expect(next).toEqual(expect.any(String))
    let answer = await ask(emulator, 'GET', `${path}?limit=3&cursor=${next}&dateFrom=2026-05-01`)
    expectDefined(op, answer, 200)
    for (let cursor = next; cursor !== null;) {
      answer = await ask(
        emulator,
        'GET',
        `${path}?limit=${max}&dateFrom=2026-05-01&cursor=${cursor}`,
      )
      expectDefined(op, answer, 200)
      cursor = (answer.body as { nextCursor: string | null }).nextCursor
    }
    expect((answer.body as Record<string, unknown[]>)[rows]?.length).toBeGreaterThan(0)
    const empty = await ask(emulator, 'GET', `${path}?dateFrom=2000-01-01&dateTo=2000-01-02`)
    expectDefined(op, empty, 200)
    expect(empty.body).toMatchObject({ [rows]: [], nextCursor: null })
  })

  test('feedback: each of the three variants, and with filters', async () => {
    const all = await ask(emulator, 'GET', '/v1/analytics/p/feedback?limit=100')
    expectDefined('analytics.feedback', all, 200)
    const sources = new Set(
      (all.body as { feedback: { source: string }[] }).feedback.map((entry) => entry.source),
    )
    expect([...sources].sort()).toEqual(['agent', 'code_snippet', 'contextual', 'thumbs_only'])
    for (const query of [
      'source=code_snippet',
      'source=thumbs_only',
      'status=resolved,dismissed',
    ]) {
      expectDefined(
        'analytics.feedback',
        await ask(emulator, 'GET', `/v1/analytics/p/feedback?${query}`),
        200,
      )
    }
  })

  test('feedback by page, caller stats: 200, also for an empty range', async () => {
    for (const query of ['', '?limit=100&source=contextual&status=pending', '?dateTo=2000-01-01']) {
      const byPage = await ask(emulator, 'GET', `/v1/analytics/p/feedback/by-page${query}`)
      expectDefined('analytics.feedback-by-page', byPage, 200)
    }
    for (const query of ['', '?dateFrom=2026-06-01&dateTo=2026-06-02', '?dateTo=2000-01-01']) {
      const stats = await ask(emulator, 'GET', `/v1/analytics/p/assistant/caller-stats${query}`)
      expectDefined('analytics.assistant-caller-stats', stats, 200)
    }
  })

  test('assistant thread: 200 for a conversation, plain and clarifying; 404; 400', async () => {
    const page = await ask(emulator, 'GET', '/v1/analytics/p/assistant?limit=100')
    const conversations = (page.body as { conversations: { id: string; responseType?: string }[] })
      .conversations
    const clarifying = conversations.find((c) => c.responseType === 'clarifying_question')
    const plain = conversations.find((c) => c.responseType !== 'clarifying_question')
    for (const conversation of [clarifying, plain]) {
      const path = `/v1/analytics/p/assistant/threads/${conversation?.id ?? ''}`
      expectDefined('analytics.assistant-thread', await ask(emulator, 'GET', path), 200)
    }
    const unknown = await ask(emulator, 'GET', REQUESTS['analytics.assistant-thread'])
    expectDefined('analytics.assistant-thread', unknown, 404)
    const bad = await ask(emulator, 'GET', '/v1/analytics/p/assistant/threads/not-a-ulid')
    expectDefined('analytics.assistant-thread', bad, 400)
  })

  test.each([
    ['analytics.searches', '/v1/analytics/p/searches', ['limit=0', 'limit=101', 'limit=2.5']],
    ['analytics.feedback', '/v1/analytics/p/feedback', ['limit=101', 'source=web', 'status=open']],
    ['analytics.feedback-by-page', '/v1/analytics/p/feedback/by-page', ['limit=101', 'source=x']],
    ['analytics.assistant', '/v1/analytics/p/assistant', ['limit=1001', 'cursor=abc']],
    ['analytics.assistant-caller-stats', '/v1/analytics/p/assistant/caller-stats', ['dateTo=x']],
  ] as const)('%s: 400 with details', async (op, path, queries) => {
    for (const query of [...queries, 'dateFrom=yesterday', 'dateTo=2026-13']) {
      const bad = await ask(emulator, 'GET', `${path}?${query}`)
      expectDefined(op, bad, 400)
      expect(bad.body).toMatchObject({ details: [{ message: expect.any(String) as unknown }] })
    }
  })

  test.each(OPERATIONS)('%s: 401 without an admin key, 500 on a server error', async (op) => {
    expectDefined(op, await ask(emulator, 'GET', REQUESTS[op], { key: null }), 401)
    expectDefined(op, await ask(emulator, 'GET', REQUESTS[op], { key: 'sk_live_x' }), 401)
    emulator.faults.add({ op, kind: 'status' })
    expectDefined(op, await ask(emulator, 'GET', REQUESTS[op]), 500)
  })

  test('429 once the hourly limit, shared by every analytics endpoint, is used up', async () => {
    const limited = await startEmulator({
      analyticsRateLimit: OPERATIONS.length,
      analyticsPaths: 5,
    })
    try {
      const answers = []
      for (const op of OPERATIONS) answers.push(await ask(limited, 'GET', REQUESTS[op]))
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 404])
      // The budget is the organization's: another project, any endpoint, is refused now.
      for (const op of OPERATIONS) {
        const refused = await ask(limited, 'GET', REQUESTS[op].replace('/p/', '/other/'))
        expectDefined(op, refused, 429)
      }
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

  test('a feedback entry must be the variant its source says', () => {
    const base = {
      id: '1',
      path: '/',
      comment: null,
      createdAt: '2026-06-01T00:00:00.000Z',
      status: 'pending',
    }
    const page = (entry: object) => ({ feedback: [entry], nextCursor: null, hasMore: false })
    const contextual = { ...base, source: 'contextual', helpful: true, contact: null }
    expect(answerProblems('analytics.feedback', 200, page(contextual))).toEqual([])
    expect(
      answerProblems(
        'analytics.feedback',
        200,
        page({ ...base, source: 'thumbs_only', helpful: false }),
      ),
    ).toEqual([expect.stringMatching(/^feedback\.0\.helpful: Invalid key/)])
    expect(
      answerProblems('analytics.feedback', 200, page({ ...contextual, source: 'code_snippet' })),
    ).toEqual([
      expect.stringMatching(/^feedback\.0\.code: Invalid key/),
      expect.stringMatching(/^feedback\.0\.filename: Invalid key/),
      expect.stringMatching(/^feedback\.0\.lang: Invalid key/),
      // valibot names the first field too many.
      expect.stringMatching(/^feedback\.0\.helpful: Invalid key/),
    ])
    expect(
      answerProblems(
        'analytics.feedback',
        200,
        page({ ...base, source: 'contextual', helpful: true }),
      ),
    ).toEqual([expect.stringMatching(/^feedback\.0\.contact: Invalid key/)])
    expect(
      answerProblems('analytics.feedback', 200, page({ ...base, status: 'open', source: 'agent' })),
    ).toEqual([expect.stringMatching(/^feedback\.0\.status: Invalid type/)])
  })

  test('it catches a cursor page without its cursor, and a conversation without sources', () => {
    expect(answerProblems('analytics.searches', 200, { searches: [], totalSearches: 1.5 })).toEqual(
      [
        expect.stringMatching(/^totalSearches: Invalid integer/),
        expect.stringMatching(/^nextCursor: Invalid key/),
      ],
    )
    const conversation = {
      id: '1',
      timestamp: '2026-06-01T00:00:00.000Z',
      query: 'q',
      response: 'r',
      resolutionStatus: 'solved',
      queryCategory: null,
      pageUrl: null,
    }
    expect(
      answerProblems('analytics.assistant', 200, {
        conversations: [conversation],
        nextCursor: null,
        hasMore: false,
      }),
    ).toEqual([
      expect.stringMatching(/^conversations\.0\.sources: Invalid key/),
      expect.stringMatching(/^conversations\.0\.resolutionStatus: Invalid type/),
    ])
    expect(answerProblems('analytics.assistant-caller-stats', 200, { web: 1, api: 1 })).toEqual([
      expect.stringMatching(/^other: Invalid key/),
      expect.stringMatching(/^total: Invalid key/),
    ])
  })
})
