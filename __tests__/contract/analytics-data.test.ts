import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import type {
  CallerStatsAnswer,
  ConversationAnswer,
  FeedbackByPageAnswer,
  FeedbackEntryAnswer,
  SearchTermAnswer,
} from '../../src/analytics/analytics-api-shapes.ts'
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts'
import { UNANSWERED_QUESTIONS } from '../../emulator/analytics/readers.ts'
import { SEASONAL_QUESTIONS } from '../../emulator/analytics/seasons.ts'
import { ask, expectDefined, type Answer } from './answers.ts'

// What the emulator's generated analytics hold, and how it pages, filters and limits them: what
// the analytics action and its docs-gaps report are tested against end to end.

// Some tests page through thousands of rows: seconds on two busy shared cores.
jest.setTimeout(30_000)

const DAY = 86_400_000
const NOW = Date.parse('2026-06-15T12:00:00Z')
const FROM = '2026-05-16'
const TO = '2026-06-15'
const RANGE = `dateFrom=${FROM}&dateTo=${TO}`

interface Paged<T> {
  rows: T[]
  requests: number
}

async function get(emulator: Emulator, path: string): Promise<Answer> {
  const answer = await ask(emulator, 'GET', path)
  if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer
}

/**
 * Every row of a cursor-paged endpoint, page by page until `nextCursor` is null; each page's
 * `hasMore` (where the endpoint has one) must agree with its cursor.
 */
async function pageThrough<T>(
  emulator: Emulator,
  path: string,
  field: string,
  limit: number,
): Promise<Paged<T>> {
  const rows: T[] = []
  let requests = 0
  let cursor: string | null = null
  do {
    const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`
    const page = (
      await get(emulator, `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${query}`)
    ).body as Record<string, unknown>
    requests++
    const got = page[field] as T[]
    cursor = page.nextCursor as string | null
    if (cursor !== null) expect(got).toHaveLength(limit)
    if ('hasMore' in page) expect(page.hasMore).toBe(cursor !== null)
    rows.push(...got)
  } while (cursor !== null && requests < 1000)
  return { rows, requests }
}

/**
 * Every row, paged at the largest page and at a small one: the same rows in the same order, and
 * at the largest page over at least `pages` pages.
 */
async function atAnySize<T>(
  emulator: Emulator,
  path: string,
  field: string,
  [largest, small]: [number, number],
  pages: number,
): Promise<T[]> {
  const big = await pageThrough<T>(emulator, path, field, largest)
  const few = await pageThrough<T>(emulator, path, field, small)
  expect(big.requests).toBeGreaterThanOrEqual(pages)
  expect(few.rows).toEqual(big.rows)
  return big.rows
}

function inRange(at: string | null, from: string, to: string): boolean {
  const ms = Date.parse(at ?? '')
  return ms >= Date.parse(`${from}T00:00:00Z`) && ms < Date.parse(`${to}T00:00:00Z`)
}

/** How a docs-gaps report counts a question: case, spacing and trailing punctuation aside. */
function sameQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.]+$/, '')
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/
const PHONE = /\+\d[\d ()-]{7,}\d/
const MARKUP = /<[a-z]+[^>]*>/i
const MENTION = /(^|\s)@[a-z][\w-]*/i

describe('paging through each cursor endpoint to its end', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ now: () => NOW, analyticsRateLimit: 10_000 })
  })
  afterAll(() => emulator.close())

  test('searches: every term once, by hits, the same at any page size; totals add up', async () => {
    const path = `/v1/analytics/p/searches?${RANGE}`
    const rows = await atAnySize<SearchTermAnswer>(emulator, path, 'searches', [100, 7], 3)
    const terms = rows.map((row) => row.searchQuery)
    expect(new Set(terms).size).toBe(terms.length)
    const hits = rows.map((row) => row.hits)
    expect(hits).toEqual([...hits].sort((a, b) => b - a))
    const first = (await get(emulator, path)).body as { totalSearches: number }
    expect(first.totalSearches).toBe(hits.reduce((sum, n) => sum + n, 0))
    expect(rows.every((row) => inRange(row.lastSearchedAt, FROM, TO))).toBe(true)
  })

  test('feedback: newest first, every entry once, only the range, the same at any page size', async () => {
    const path = `/v1/analytics/p/feedback?${RANGE}`
    const rows = await atAnySize<FeedbackEntryAnswer>(emulator, path, 'feedback', [100, 13], 3)
    const ids = rows.map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    const times = rows.map((row) => Date.parse(row.createdAt ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(rows.every((row) => inRange(row.createdAt, FROM, TO))).toBe(true)
  })

  test('assistant: newest first, ULID ids and cursors, the same at any page size', async () => {
    const path = `/v1/analytics/p/assistant?${RANGE}`
    const rows = await atAnySize<ConversationAnswer>(
      emulator,
      path,
      'conversations',
      [1000, 250],
      2,
    )
    const ids = rows.map((row) => row.id)
    expect(ids.every((id) => /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/.test(id))).toBe(true)
    expect(ids).toEqual([...new Set(ids)].sort().reverse())
    expect(rows.every((row) => inRange(row.timestamp, FROM, TO))).toBe(true)
    const first = (await get(emulator, `${path}&limit=10`)).body as { nextCursor: string }
    expect(first.nextCursor).toBe(ids[9])
  })

  test('dateTo is exclusive: two adjacent ranges hold exactly the range that spans both', async () => {
    const path = (from: string, to: string) =>
      `/v1/analytics/p/feedback?dateFrom=${from}&dateTo=${to}`
    const whole = await pageThrough<FeedbackEntryAnswer>(
      emulator,
      path('2026-06-01', '2026-06-11'),
      'feedback',
      100,
    )
    const before = await pageThrough<FeedbackEntryAnswer>(
      emulator,
      path('2026-06-01', '2026-06-05'),
      'feedback',
      100,
    )
    const after = await pageThrough<FeedbackEntryAnswer>(
      emulator,
      path('2026-06-05', '2026-06-11'),
      'feedback',
      100,
    )
    expect([...after.rows, ...before.rows]).toEqual(whole.rows)
    expect(before.rows.some((row) => row.createdAt?.startsWith('2026-06-04'))).toBe(true)
    expect(before.rows.some((row) => row.createdAt?.startsWith('2026-06-05'))).toBe(false)
    // Searches count per day: the hits of two adjacent ranges add up to those of both.
    const searched = async (from: string, to: string) =>
      (
        (await get(emulator, `/v1/analytics/p/searches?dateFrom=${from}&dateTo=${to}`)).body as {
          totalSearches: number
        }
      ).totalSearches
    expect(
      (await searched('2026-06-01', '2026-06-05')) + (await searched('2026-06-05', '2026-06-11')),
    ).toBe(await searched('2026-06-01', '2026-06-11'))
  })

  test('nothing that has not happened yet: no entry later than now, even with a later dateTo', async () => {
    const page = (
      await get(emulator, '/v1/analytics/p/assistant?dateFrom=2026-06-15&dateTo=2026-07-01')
    ).body as { conversations: ConversationAnswer[] }
    expect(page.conversations.length).toBeGreaterThan(0)
    expect(page.conversations.every((row) => Date.parse(row.timestamp) <= NOW)).toBe(true)
  })

  test('each limit defaults as the spec says', async () => {
    const sizes = []
    for (const [path, field] of [
      ['searches', 'searches'],
      ['feedback', 'feedback'],
      ['feedback/by-page', 'feedback'],
      ['assistant', 'conversations'],
    ] as const) {
      const page = (await get(emulator, `/v1/analytics/p/${path}`)).body as Record<
        string,
        unknown[]
      >
      sizes.push(page[field]?.length)
    }
    expect(sizes).toEqual([50, 50, 10, 100])
  })
})

describe('filters and aggregates agree with the rows', () => {
  let emulator: Emulator
  beforeAll(async () => {
    // Few pages, so feedback by page holds every one of them.
    emulator = await startEmulator({
      now: () => NOW,
      analyticsPaths: 40,
      analyticsRateLimit: 10_000,
    })
  })
  afterAll(() => emulator.close())

  async function feedback(query: string): Promise<FeedbackEntryAnswer[]> {
    const path = `/v1/analytics/p/feedback?${RANGE}${query}`
    return (await pageThrough<FeedbackEntryAnswer>(emulator, path, 'feedback', 100)).rows
  }

  async function byPage(query: string, limit = 100): Promise<FeedbackByPageAnswer> {
    const path = `/v1/analytics/p/feedback/by-page?${RANGE}&limit=${limit}${query}`
    return (await get(emulator, path)).body as FeedbackByPageAnswer
  }

  test('source: one source only; the four sources make up the whole', async () => {
    const all = await feedback('')
    let sum = 0
    for (const source of ['contextual', 'code_snippet', 'thumbs_only', 'agent']) {
      const rows = await feedback(`&source=${source}`)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => row.source === source)).toBe(true)
      expect(rows).toEqual(all.filter((row) => row.source === source))
      sum += rows.length
    }
    expect(sum).toBe(all.length)
  })

  test('status: a comma-separated list matches any of its statuses, with source too', async () => {
    const all = await feedback('')
    const rows = await feedback('&status=resolved,%20dismissed')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows).toEqual(all.filter((row) => ['resolved', 'dismissed'].includes(row.status)))
    const both = await feedback('&source=contextual&status=pending')
    expect(both).toEqual(
      all.filter((row) => row.source === 'contextual' && row.status === 'pending'),
    )
  })

  test('feedback by page counts what feedback lists, with the same filters', async () => {
    const all = await feedback('')
    const pages = await byPage('')
    expect(pages.hasMore).toBe(false)
    const totals = pages.feedback.map((row) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const row of pages.feedback) {
      const on = all.filter((entry) => entry.path === row.path)
      expect(row).toEqual({
        path: row.path,
        thumbsUp: on.filter((e) => e.source === 'contextual' && e.helpful).length,
        thumbsDown: on.filter((e) => e.source === 'contextual' && !e.helpful).length,
        code: on.filter((e) => e.source === 'code_snippet').length,
        total: on.length,
      })
    }
    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(all.length)
    const resolved = await byPage('&source=code_snippet&status=resolved')
    const resolvedRows = await feedback('&source=code_snippet&status=resolved')
    expect(resolved.feedback.reduce((sum, row) => sum + row.total, 0)).toBe(resolvedRows.length)
  })

  test('feedback by page: at most `limit` pages, and hasMore when it kept some back', async () => {
    const three = await byPage('', 3)
    expect(three.feedback).toHaveLength(3)
    expect(three.hasMore).toBe(true)
    const wide = await startEmulator({ now: () => NOW })
    try {
      // The default site (1,200 pages) has more pages with feedback than one answer can hold.
      const page = (await get(wide, `/v1/analytics/p/feedback/by-page?${RANGE}&limit=100`))
        .body as FeedbackByPageAnswer
      expect(page.feedback).toHaveLength(100)
      expect(page.hasMore).toBe(true)
    } finally {
      await wide.close()
    }
  })

  test('caller stats count the conversations of the range', async () => {
    const path = `/v1/analytics/p/assistant?${RANGE}`
    const rows = (await pageThrough<ConversationAnswer>(emulator, path, 'conversations', 1000)).rows
    const stats = (await get(emulator, `/v1/analytics/p/assistant/caller-stats?${RANGE}`))
      .body as CallerStatsAnswer
    expect(stats.total).toBe(rows.length)
    expect(stats.web + stats.api + stats.other).toBe(stats.total)
    expect(Math.min(stats.web, stats.api, stats.other)).toBeGreaterThan(0)
  })

  test("a thread is the conversation's transcript", async () => {
    const page = (await get(emulator, `/v1/analytics/p/assistant?${RANGE}&limit=60`)).body as {
      conversations: ConversationAnswer[]
    }
    for (const turn of page.conversations) {
      const thread = (await get(emulator, `/v1/analytics/p/assistant/threads/${turn.id}`)).body as {
        threadId: string
        createdAt: string
        messages: { role: string; content: string }[]
      }
      expect(thread.threadId).toBe(turn.id)
      expect(thread.createdAt).toBe(turn.timestamp)
      expect(thread.messages.slice(0, 2)).toMatchObject([
        { role: 'user', content: turn.query },
        { role: 'assistant', content: turn.response },
      ])
      expect(thread.messages).toHaveLength(turn.responseType === 'clarifying_question' ? 4 : 2)
    }
    const lower = page.conversations[0]?.id.toLowerCase() ?? ''
    expect((await ask(emulator, 'GET', `/v1/analytics/p/assistant/threads/${lower}`)).status).toBe(
      200,
    )
  })
})

describe('what a docs-gaps report looks for is in the data', () => {
  let emulator: Emulator
  let questions: ConversationAnswer[]
  let searches: SearchTermAnswer[]
  let feedback: FeedbackEntryAnswer[]
  beforeAll(async () => {
    emulator = await startEmulator({ now: () => NOW, analyticsRateLimit: 10_000 })
    const all = async <T>(path: string, field: string, limit: number) =>
      (await pageThrough<T>(emulator, `/v1/analytics/p/${path}?${RANGE}`, field, limit)).rows
    questions = await all<ConversationAnswer>('assistant', 'conversations', 1000)
    searches = await all<SearchTermAnswer>('searches', 'searches', 100)
    feedback = await all<FeedbackEntryAnswer>('feedback', 'feedback', 100)
  })
  afterAll(() => emulator.close())

  test('the same unanswered questions again and again, typed in other case, spacing, punctuation', () => {
    const unanswered = questions.filter((q) => q.resolutionStatus === 'unanswered')
    expect(unanswered.length).toBeGreaterThan(questions.length / 5)
    const spellings = new Map<string, Set<string>>()
    for (const { query } of unanswered) {
      const key = sameQuestion(query)
      spellings.set(key, (spellings.get(key) ?? new Set()).add(query))
    }
    expect(spellings.size).toBeLessThanOrEqual(
      UNANSWERED_QUESTIONS.length + SEASONAL_QUESTIONS.length,
    )
    const [top, topSpellings] =
      [...spellings.entries()].sort((a, b) => b[1].size - a[1].size)[0] ?? []
    expect(topSpellings?.size).toBeGreaterThanOrEqual(10)
    expect(unanswered.filter((q) => sameQuestion(q.query) === top).length).toBeGreaterThan(50)
    expect([...(topSpellings ?? [])]).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^[^a-z]+$/),
        expect.stringMatching(/\S {2}\S/),
        expect.stringMatching(/\?$/),
        expect.stringMatching(/[a-z]$/),
      ]),
    )
    expect(unanswered.every((q) => q.sources.length === 0)).toBe(true)
    const answered = questions.filter((q) => q.resolutionStatus === 'answered')
    expect(answered.some((q) => q.sources.length > 0 && q.responseType === undefined)).toBe(true)
  })

  test('searches nobody clicked a result of, high in the ranking', () => {
    const zeroClick = searches.filter((row) => row.topClickedPage === null)
    expect(
      searches.slice(0, 10).filter((row) => row.topClickedPage === null).length,
    ).toBeGreaterThan(2)
    expect(zeroClick.every((row) => row.ctr === 0)).toBe(true)
    expect(searches.filter((row) => row.topClickedPage !== null).every((row) => row.ctr > 0)).toBe(
      true,
    )
  })

  test('pages readers rate down, with comments on them', async () => {
    const pages = (await get(emulator, `/v1/analytics/p/feedback/by-page?${RANGE}&limit=5`))
      .body as FeedbackByPageAnswer
    for (const page of pages.feedback) {
      expect(page.thumbsDown).toBeGreaterThan(page.thumbsUp * 2)
      const comments = feedback.filter(
        (e) =>
          e.path === page.path && e.source === 'contextual' && !e.helpful && e.comment !== null,
      )
      expect(comments.length).toBeGreaterThan(5)
    }
  })

  test("readers' words with email addresses, phone numbers, markup and @mentions", () => {
    const texts = {
      questions: questions.map((q) => q.query),
      searches: searches.map((s) => s.searchQuery),
      comments: feedback.map((f) => f.comment ?? ''),
    }
    for (const [where, list] of Object.entries(texts)) {
      for (const pattern of [EMAIL, PHONE, MARKUP, MENTION]) {
        expect({
          where,
          pattern: String(pattern),
          found: list.some((t) => pattern.test(t)),
        }).toEqual({
          where,
          pattern: String(pattern),
          found: true,
        })
      }
    }
    const contacts = feedback.flatMap((f) =>
      'contact' in f && f.contact !== null ? [f.contact] : [],
    )
    expect(contacts.length).toBeGreaterThan(0)
    expect(contacts.every((contact) => EMAIL.test(contact))).toBe(true)
  })
})

describe('cursors, limits and volume', () => {
  const options: EmulatorOptions = { now: () => NOW, analyticsRateLimit: 10_000 }

  test("a cursor the endpoint did not give is refused with the spec's 400", async () => {
    const emulator = await startEmulator(options)
    try {
      const fb = ((await get(emulator, '/v1/analytics/p/feedback')).body as { nextCursor: string })
        .nextCursor
      const sr = ((await get(emulator, '/v1/analytics/p/searches')).body as { nextCursor: string })
        .nextCursor
      const conversations = (await get(emulator, '/v1/analytics/p/assistant')).body as {
        nextCursor: string
      }
      const tampered = fb.slice(0, -2) + (fb.endsWith('A') ? 'B' : 'A') + fb.slice(-1)
      for (const [op, path] of [
        ['analytics.searches', `/v1/analytics/p/searches?cursor=${fb}`],
        ['analytics.feedback', `/v1/analytics/p/feedback?cursor=${sr}`],
        ['analytics.feedback', `/v1/analytics/p/feedback?cursor=${conversations.nextCursor}`],
        ['analytics.feedback', `/v1/analytics/p/feedback?cursor=${tampered}`],
        ['analytics.assistant', `/v1/analytics/p/assistant?cursor=${sr}`],
        ['analytics.searches', '/v1/analytics/p/searches?cursor='],
      ] as const) {
        const answer = await ask(emulator, 'GET', path)
        expectDefined(op, answer, 400)
      }
    } finally {
      await emulator.close()
    }
  })

  test('limits at their bounds pass, one past them is refused, naming the bound', async () => {
    const emulator = await startEmulator(options)
    try {
      for (const [path, max] of [
        ['searches', 100],
        ['feedback', 100],
        ['feedback/by-page', 100],
        ['assistant', 1000],
      ] as const) {
        expect((await ask(emulator, 'GET', `/v1/analytics/p/${path}?limit=${max}`)).status).toBe(
          200,
        )
        expect((await ask(emulator, 'GET', `/v1/analytics/p/${path}?limit=1`)).status).toBe(200)
        const refused = await ask(emulator, 'GET', `/v1/analytics/p/${path}?limit=${max + 1}`)
        expect(refused).toEqual({
          status: 400,
          body: {
            error: 'Invalid query parameters',
            details: [{ message: `limit must be an integer from 1 to ${max}` }],
          },
        })
      }
    } finally {
      await emulator.close()
    }
  })

  test('a paging stopped by the hourly limit resumes from its cursor once the hour has passed', async () => {
    let now = NOW
    const emulator = await startEmulator({ now: () => now, analyticsRateLimit: 3 })
    try {
      const path = `/v1/analytics/p/feedback?${RANGE}&limit=100`
      const whole: FeedbackEntryAnswer[] = []
      let cursor: string | null = null
      const statuses: number[] = []
      do {
        const answer = await ask(
          emulator,
          'GET',
          cursor === null ? path : `${path}&cursor=${cursor}`,
        )
        statuses.push(answer.status)
        if (answer.status === 429) {
          now += 3_600_000
          continue
        }
        const page = answer.body as { feedback: FeedbackEntryAnswer[]; nextCursor: string | null }
        whole.push(...page.feedback)
        cursor = page.nextCursor
      } while (cursor !== null)
      expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 429])
      // The data set does not move with the clock: the range is fixed.
      const fresh = await startEmulator(options)
      try {
        const all = await pageThrough<FeedbackEntryAnswer>(
          fresh,
          `/v1/analytics/p/feedback?${RANGE}`,
          'feedback',
          100,
        )
        expect(whole).toEqual(all.rows)
      } finally {
        await fresh.close()
      }
    } finally {
      await emulator.close()
    }
  })

  test('the volume of each data set is set by its option, and the data is the same every time', async () => {
    const small = await startEmulator({
      ...options,
      analyticsSearchTerms: 20,
      analyticsFeedbackPerDay: 0,
      analyticsConversationsPerDay: 100,
    })
    const again = await startEmulator({ ...options, analyticsConversationsPerDay: 100 })
    try {
      const terms = (await get(small, `/v1/analytics/p/searches?${RANGE}&limit=100`)).body as {
        searches: unknown[]
      }
      expect(terms.searches).toHaveLength(20)
      const none = (await get(small, `/v1/analytics/p/feedback?${RANGE}`)).body
      expect(none).toEqual({ feedback: [], nextCursor: null, hasMore: false })
      const path = `/v1/analytics/p/assistant?${RANGE}`
      const many = await pageThrough<ConversationAnswer>(small, path, 'conversations', 1000)
      expect(many.rows.length).toBeGreaterThan(2500)
      expect(many.requests).toBeGreaterThanOrEqual(3)
      const same = await pageThrough<ConversationAnswer>(again, path, 'conversations', 1000)
      expect(same.rows).toEqual(many.rows)
    } finally {
      await Promise.all([small.close(), again.close()])
    }
  })

  test('a page deep into a million conversations costs what the first does', async () => {
    const emulator = await startEmulator({ ...options, analyticsConversationsPerDay: 35_000 })
    try {
      // Count the events the emulator computes (timing would depend on the machine's load).
      const { events } = emulator.analytics.assistant
      const timeOf = events.timeOf.bind(events)
      let computed = 0
      events.timeOf = (...args) => {
        computed++
        return timeOf(...args)
      }
      const path = `/v1/analytics/p/assistant?${RANGE}&limit=1000`
      await get(emulator, path)
      const first = computed
      // Where a client would be after some 850 pages: the cursor of a page 25 days back.
      const deep = new Date(NOW - 25 * DAY).toISOString()
      const there = (await get(emulator, `/v1/analytics/p/assistant?dateTo=${deep}&limit=1000`))
        .body as { nextCursor: string }
      computed = 0
      const page = (await get(emulator, `${path}&cursor=${there.nextCursor}`)).body as {
        conversations: ConversationAnswer[]
      }
      expect(computed).toBeLessThan(first * 2)
      expect(page.conversations).toHaveLength(1000)
      expect((page.conversations[0]?.id ?? '') < there.nextCursor).toBe(true)
      expect(Date.parse(page.conversations[0]?.timestamp ?? '')).toBeLessThan(Date.parse(deep))
    } finally {
      await emulator.close()
    }
  })
})
