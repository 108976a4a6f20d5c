import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { MAX_DESCRIPTION, withContext } from '../../src/agent/decide/prompt-context.js'
import {
  PageRanking,
  QuestionRanking,
  SearchRanking,
  questionKey,
} from '../../src/analytics/gaps/rank.js'
import {
  GAPS_ISSUE_MARKER,
  ISSUE_BODY_BUDGET,
  gapsIssueBody,
  gapsMarkdown,
  gapsPrompt,
  itemCount,
} from '../../src/analytics/gaps/gaps-report.js'
import type { Gaps } from '../../src/analytics/gaps/gaps.js'
import {
  MAX_READER_TEXT,
  readersMarkdown,
  readersPlainText,
  redactPersonalData,
} from '../../src/analytics/readers-words.js'
import { gapsSummary } from '../../src/analytics/gaps/gaps-summary.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'

// Text from GitHub is read with parsers loaded on demand, as a run does in makePlan.
await loadVisibleText()

/** Markdown's character references as the reader sees them. */
const decoded = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('personal data in readers’ words', () => {
  test.each([
    ['mail me at jane.doe+docs@example.co.uk please', 'mail me at [redacted] please'],
    ['Ünïcode: jürgen@bücher.de', 'Ünïcode: [redacted]'],
    ['call +1 (555) 123-4567.', 'call [redacted].'],
    ['call 555-123-4567 or 555.123.4567', 'call [redacted] or [redacted]'],
    ['UK: +44 20 7946 0958, FR: 06 12 34 56 78', 'UK: [redacted], FR: [redacted]'],
    ['+44 (0)20 7946 0958', '[redacted]'],
    ['order 0612345678', 'order [redacted]'],
    // A letter right after the digits stays, the number does not.
    ['call 415-555-0199ext 12', 'call [redacted]ext 12'],
    ['+1 555 123 4567x', '[redacted]x'],
    // Glued to a word on either side: still a number someone can call.
    ['tel5550199 or call:555-0199', 'tel[redacted] or call:[redacted]'],
    ['ids like abc1234567def', 'ids like abc[redacted]def'],
  ])('%j is redacted', (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected)
  })

  test.each([
    'what changed on 2026-11-01?',
    'upgrade from v1.2.3 to 10.4',
    'limit is 250 rows, 100 per hour',
    'error 404 at 12:30',
    'ids like abc123456def stay',
    '2024 and 2025',
  ])('%j keeps its numbers', (text) => {
    expect(redactPersonalData(text)).toBe(text)
  })

  test('long runs without a match are handled in linear time', () => {
    const started = performance.now()
    // Far more digits than any phone number: left alone, and quickly.
    const runs = [
      `${'1 '.repeat(20_000)}x`,
      `${'12-'.repeat(20_000)}a`,
      '9'.repeat(60_000),
      `${'a.'.repeat(30_000)}@`,
      `x@${'b.'.repeat(30_000)}`,
    ]
    for (const text of runs) expect(redactPersonalData(text) === text).toBe(true)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  test('Markdown: markup escaped, mentions defused, one line, cut', () => {
    const text = readersMarkdown('<img src=x onerror=alert(1)> ask @octocat\n| table | **bold**')
    expect(text).not.toMatch(/[<>@|*\n]/)
    expect(text).toContain('&#64;octocat')
    const long = readersMarkdown('word '.repeat(100))
    expect([...long].length).toBeLessThanOrEqual(MAX_READER_TEXT)
    expect(long.endsWith('…')).toBe(true)
  })

  test('links stay readable but not clickable, in Markdown and in plain text', () => {
    const text = 'see https://evil.example/login or WWW.evil.example, not www2.example'
    const markdown = readersMarkdown(text)
    expect(markdown).toBe(
      'see https:\u200b//evil.example/login or WWW\u200b.evil.example, not www2.example',
    )
    expect(readersPlainText(text)).toBe(markdown)
    // GitHub links `www.` after an underscore too; not inside a word.
    expect(readersPlainText('_www.evil.example nowww.example')).toBe(
      '_www\u200b.evil.example nowww.example',
    )
  })

  test('plain text: redacted, mentions defused, control characters gone', () => {
    const text = readersPlainText('hi @team, reach me: a@b.io\u0007 / +1 555 123 4567\u2028next')
    expect(text).toBe('hi @\u200bteam, reach me: [redacted] / [redacted] next')
  })

  test('characters no reader sees go first, as from GitHub text: none hides an address or a number', () => {
    // A zero-width space, a bidi override, a tag character and a bell, inside what is redacted.
    const text = 'mail a\u200b@b.io, call 555\u202e-0199\u{E0041}12, or x\u0007y'
    expect(readersPlainText(text)).toBe('mail [redacted], call [redacted], or xy')
    expect(decoded(readersMarkdown(text))).toBe('mail [redacted], call [redacted], or xy')
  })

  test('no email address survives either rendering', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), fc.string(), (email, before, after) => {
        const text = `${before} ${email} ${after}`
        expect(readersPlainText(text, 10_000)).not.toContain(email)
        // Escaping alone would hide an address with markup characters: compare the text shown.
        expect(decoded(readersMarkdown(text, 10_000))).not.toContain(email)
      }),
    )
  })
})

describe('ranking', () => {
  const ask = (
    query: string,
    timestamp = '2026-11-01T00:00:00Z',
    resolutionStatus = 'unanswered',
  ) => ({
    query,
    timestamp,
    resolutionStatus,
  })

  test('the same question in other case, spacing or trailing punctuation counts once', () => {
    expect(questionKey('  How do I   rotate API keys?!  ')).toBe('how do i rotate api keys')
    expect(questionKey('ＡＰＩ ｋｅｙｓ？')).toBe('api keys')
    const ranking = new QuestionRanking()
    for (const q of [
      'How do I rotate API keys?',
      'how do i rotate api keys',
      'HOW DO I  ROTATE API KEYS ??',
    ])
      ranking.add(ask(q))
    ranking.add(ask('Where is the SDK?', '2026-11-03T00:00:00Z'))
    ranking.add(ask('Answered question', '2026-11-03T00:00:00Z', 'answered'))
    ranking.add(ask(' ?! '))
    expect(ranking.size).toBe(2)
    expect(ranking.top(10)).toEqual([
      { text: 'How do I rotate API keys?', count: 3, lastAskedAt: '2026-11-01T00:00:00Z' },
      { text: 'Where is the SDK?', count: 1, lastAskedAt: '2026-11-03T00:00:00Z' },
    ])
    expect(ranking.top(1)).toHaveLength(1)
  })

  test('among equal counts the most recently asked comes first, then by text', () => {
    const ranking = new QuestionRanking()
    ranking.add(ask('b', '2026-11-01T00:00:00Z'))
    ranking.add(ask('c', '2026-11-02T00:00:00Z'))
    ranking.add(ask('a', '2026-11-01T00:00:00Z'))
    ranking.add(ask('A', '2026-11-05T00:00:00Z'))
    expect(ranking.top(3).map((q) => [q.text, q.count, q.lastAskedAt])).toEqual([
      ['a', 2, '2026-11-05T00:00:00Z'],
      ['c', 1, '2026-11-02T00:00:00Z'],
      ['b', 1, '2026-11-01T00:00:00Z'],
    ])
  })

  test('searches: only those nobody clicked, merged by key, by hits', () => {
    const ranking = new SearchRanking()
    ranking.add({ searchQuery: 'webhooks', hits: 50, topClickedPage: '/webhooks' })
    ranking.add({ searchQuery: 'Retry policy', hits: 7, topClickedPage: null })
    ranking.add({ searchQuery: 'retry policy ', hits: 5, topClickedPage: null })
    ranking.add({ searchQuery: 'sso', hits: 9, topClickedPage: null })
    ranking.add({ searchQuery: 'saml', hits: 9, topClickedPage: null })
    expect(ranking.top(10)).toEqual([
      { text: 'Retry policy', hits: 12 },
      { text: 'saml', hits: 9 },
      { text: 'sso', hits: 9 },
    ])
  })

  test('pages: most thumbs-down first, with the three newest unhelpful comments', () => {
    const ranking = new PageRanking()
    ranking.addPage({ path: '/ok', thumbsUp: 9, thumbsDown: 0, total: 9 })
    ranking.addPage({ path: '/auth', thumbsUp: 1, thumbsDown: 5, total: 6 })
    ranking.addPage({ path: '/sdk', thumbsUp: 0, thumbsDown: 5, total: 5 })
    ranking.addPage({ path: '/cli', thumbsUp: 0, thumbsDown: 2, total: 2 })
    const day = (d: number) => `2026-11-0${d}T00:00:00Z`
    for (const d of [3, 1, 5, 2, 4])
      ranking.addFeedback({
        path: '/auth',
        helpful: false,
        comment: `old on ${d}`,
        createdAt: day(d),
      })
    ranking.addFeedback({ path: '/auth', helpful: true, comment: 'great', createdAt: day(9) })
    ranking.addFeedback({ path: '/auth', helpful: false, comment: '   ', createdAt: day(8) })
    ranking.addFeedback({ path: '/auth', helpful: false, comment: null, createdAt: day(8) })
    ranking.addFeedback({ path: '/sdk', comment: 'no helpful field', createdAt: day(8) })
    expect(ranking.size).toBe(3)
    const top = ranking.top(2)
    expect(top.map((p) => p.path)).toEqual(['/sdk', '/auth'])
    expect(top[1]!.comments.map((c) => c.text)).toEqual(['old on 5', 'old on 4', 'old on 3'])
    expect(top[0]!.comments).toEqual([])
    expect([...ranking.topPaths(1)]).toEqual(['/sdk'])
  })
})

const hostile = 'Call me +1 555 123 4567 or jane@example.com <b>@octocat</b>'

function sample(over: Partial<Gaps> = {}): Gaps {
  return {
    dateFrom: '2026-11-01',
    dateTo: '2026-11-08',
    complete: true,
    questions: [
      { text: 'How do I rotate API keys?', count: 3, lastAskedAt: '2026-11-02T00:00:00Z' },
      { text: hostile, count: 1, lastAskedAt: '2026-11-02T00:00:00Z' },
    ],
    searches: [{ text: 'retry policy', hits: 12 }],
    pages: [
      {
        path: '/auth',
        thumbsDown: 5,
        thumbsUp: 1,
        comments: [{ text: `outdated, ${hostile}`, createdAt: '2026-11-04T10:00:00Z' }],
      },
    ],
    ...over,
  }
}

/** What the agent reads of a maintainer's `@docs-agent cover items 1 and 3` on the issue. */
function onIssue(body: string): string {
  const issue = {
    number: 7,
    title: 'Docs gaps',
    body,
    url: '',
    isPullRequest: false,
    fromFork: false,
  }
  return withContext({
    instruction: 'cover items 1 and 3',
    repository: 'acme/docs',
    thread: issue,
    request: 'a comment by maintainer (MEMBER)',
    fromPrompt: false,
  })
}

function expectNoPersonalData(text: string): void {
  expect(text).not.toContain('jane@example.com')
  expect(text).not.toContain('555 123 4567')
  expect(text).not.toContain('@octocat')
  expect(text).not.toContain('<b>')
}

describe('the report, the issue and the prompt', () => {
  test('one numbering across the three signals', () => {
    const markdown = gapsMarkdown(sample())
    expect(itemCount(sample())).toBe(4)
    expect(markdown).toContain('1. “How do I rotate API keys?”: asked 3 times')
    // Brackets stay escaped, so reader text after it can never turn it into a link.
    expect(markdown).toContain('2. “Call me &#91;redacted&#93; or &#91;redacted&#93;')
    expect(markdown).toContain('3. “retry policy”: 12 searches, no result clicked')
    expect(markdown).toContain('4. `/auth`: 5 thumbs-down, 1 thumbs-up')
    expect(markdown).toContain('    - “outdated, Call me &#91;redacted&#93;')
    expect(markdown).toContain('(2026-11-04)')
    expectNoPersonalData(markdown)
    expect(markdown).not.toContain('budget')
  })

  test('a page is shown in a code span as its path reads, backticks and personal data aside', () => {
    const page = (path: string) => ({ path, thumbsDown: 2, thumbsUp: 0, comments: [] })
    const markdown = gapsMarkdown(
      sample({
        pages: [page('/api_reference/get_user~v2'), page('/a`b` <i>x</i> call 555 123 4567')],
      }),
    )
    // Escapes inside a code span would show as written: none there.
    expect(markdown).toContain('4. `/api_reference/get_user~v2`: 2 thumbs-down')
    expect(markdown).toContain("5. `/a'b' <i>x</i> call [redacted]`: 2 thumbs-down")
  })

  test('a page that opens an HTML comment cannot hide the items after it from the agent', () => {
    const page = (path: string) => ({ path, thumbsDown: 2, thumbsUp: 0, comments: [] })
    const issue = gapsIssueBody(
      sample({ pages: [page('/a<!--'), page('/hidden'), page('/b-->')] }),
      'https://github.com/acme/docs/actions/runs/1',
    )
    const context = onIssue(issue)
    expect(context).toContain('5. `/hidden`')
    expect(context).toContain('4. `/a<!--`')
    expect(context).toContain('6. `/b-->`')
  })

  test('an empty signal says so; an incomplete read says counts are lower bounds', () => {
    const markdown = gapsMarkdown(sample({ searches: [], complete: false }))
    expect(markdown).toContain('No search without a click in this range.')
    expect(markdown).toContain('counts are lower bounds')
    expect(markdown).toContain('3. `/auth`')
  })

  test('each reason a reading is partial has its note; two notes stay two paragraphs', () => {
    const budget = gapsMarkdown(sample({ complete: false, cut: 'max-requests' }))
    expect(budget).toContain('> The request budget (`max-requests`) ran out')
    const stopped = gapsMarkdown(sample({ complete: false, cut: 'stopped' }))
    expect(stopped).toContain(
      "> The reading stopped before every signal was read to its end (the run's log says why)",
    )
    const both = gapsMarkdown(sample({ complete: false, cut: 'max-requests', pagesKeptBack: true }))
    expect(both).toContain(
      [
        '> [!NOTE]',
        '> The request budget (`max-requests`) ran out before every signal was read to its end: counts are lower bounds.',
        '>',
        '> The service sends the feedback counts of at most 100 pages, and it had more: a page past those is not ranked.',
      ].join('\n'),
    )
    const keptBack = gapsMarkdown(sample({ complete: false, pagesKeptBack: true }))
    expect(keptBack).not.toContain('lower bounds')
    expect(keptBack).toContain('a page past those is not ranked')
  })

  test('searches read only as far as the ranking needs say how far, in the report only', () => {
    const gaps = sample({ searchesReadTo: { terms: 200, hits: 3 } })
    expect(gapsMarkdown(gaps)).toContain(
      [
        '### Searches nobody clicked',
        '',
        '_Read the 200 most searched terms (down to 3 searches): enough for this list as the service spells terms; spellings searched fewer times each were not read, so a term whose searches are spread over many spellings may be missing or counted low._',
        '',
        '3. “retry policy”',
      ].join('\n'),
    )
    expect(gapsMarkdown(sample({ searchesReadTo: { terms: 1, hits: 1 } }))).toContain(
      '_Read the 1 most searched term (down to 1 search):',
    )
    expect(gapsIssueBody(gaps, 'https://x.test/run')).not.toContain('most searched')
  })

  test('the summary: the report, then a chart of each signal with two items or more, numbered alike', () => {
    const summary = gapsSummary(sample(), { requests: 5, outputName: 'reports/gaps.md' })
    expect(summary.startsWith(gapsMarkdown(sample()))).toBe(true)
    // Two questions: a chart; one search and one page: none.
    expect(summary.match(/```mermaid/g)).toHaveLength(1)
    expect(summary).toContain('title "Questions the assistant could not answer"')
    expect(summary).toContain(
      'x-axis ["1. How do I rotate API keys?", "2. Call me [redacted] or [redacted…"]',
    )
    expect(summary.endsWith('Read in 5 requests; the report is in `reports/gaps.md`.')).toBe(true)
    const more = sample({
      searches: [
        { text: 'a', hits: 9 },
        { text: 'b', hits: 4 },
      ],
      pages: [
        { path: '/x', thumbsDown: 4, thumbsUp: 1, comments: [] },
        { path: '/y', thumbsDown: 2, thumbsUp: 0, comments: [] },
      ],
    })
    const charts = gapsSummary(more, { requests: 1, outputName: 'gaps.md' })
    expect(charts.match(/```mermaid/g)).toHaveLength(3)
    expect(charts).toContain('x-axis ["3. a", "4. b"]')
    expect(charts).toContain('x-axis ["5. /x", "6. /y"]')
    // A question reads from its start; a path keeps its start and its page.
    const long = gapsSummary(
      sample({
        questions: [
          {
            text: 'How do I rotate an API key without downtime across regions',
            count: 2,
            lastAskedAt: '',
          },
          { text: 'b', count: 1, lastAskedAt: '' },
        ],
        pages: [
          {
            path: '/guides/integrations/identity-providers/okta-single-sign-on',
            thumbsDown: 2,
            thumbsUp: 0,
            comments: [],
          },
          { path: '/y', thumbsDown: 1, thumbsUp: 0, comments: [] },
        ],
      }),
      { requests: 1, outputName: 'gaps.md' },
    )
    expect(long).toContain('"1. How do I rotate an API key with…"')
    expect(long).toContain('"4. /guides/inte…roviders/okta-single-sign-on"')
    expect(charts).toContain('Read in 1 request;')
    expectNoPersonalData(charts)
    expect(
      gapsSummary(sample({ questions: [], searches: [], pages: [] }), {
        requests: 3,
        outputName: 'gaps.md',
      }),
    ).not.toContain('mermaid')
  })

  test('the prompt names items by number and carries no personal data', () => {
    const prompt = gapsPrompt(sample())
    expect(prompt).toContain('1. "How do I rotate API keys?" (asked 3 times)')
    expect(prompt).toContain('4. /auth (5 thumbs-down, 1 thumbs-up)')
    expect(prompt).toContain('reader comment: "outdated, Call me [redacted]')
    expect(prompt).toContain('@\u200boctocat')
    expect(prompt).not.toContain('jane@example.com')
    expect(prompt).not.toContain('555 123 4567')
    expect(gapsPrompt(sample({ questions: [], searches: [], pages: [] }))).toBe('')
  })

  test('the issue body keeps its marker and fits what the agent reads of it, whatever the texts', () => {
    const body = gapsIssueBody(sample(), 'https://github.com/acme/docs/actions/runs/1')
    expect(body.startsWith(GAPS_ISSUE_MARKER)).toBe(true)
    expectNoPersonalData(body)
    expect(body).not.toContain('outdated')
    expect(ISSUE_BODY_BUDGET).toBeLessThanOrEqual(MAX_DESCRIPTION)

    const long = 'x'.repeat(500)
    const many = (n: number) =>
      sample({
        questions: Array.from({ length: n }, (_, i) => ({
          text: `${i} ${long}`,
          count: 1000,
          lastAskedAt: '',
        })),
        searches: Array.from({ length: n }, (_, i) => ({ text: `${i} ${long}`, hits: 1_000_000 })),
        pages: Array.from({ length: n }, (_, i) => ({
          path: `/${i}/${long}`,
          thumbsDown: 9999,
          thumbsUp: 9999,
          comments: [],
        })),
      })
    for (const n of [10, 25, 100]) {
      const gaps = many(n)
      const issue = gapsIssueBody(gaps, 'https://github.com/acme/docs/actions/runs/1')
      const context = onIssue(issue)
      expect(context).not.toContain('(trimmed)')
      // Every item the issue lists reaches the agent, numbered as in the summary.
      const listed = [...issue.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]))
      // The default (10 per signal) always fits whole; beyond it, as many whole items as fit.
      if (n === 10) expect(listed).toHaveLength(30)
      else expect(listed.length).toBeGreaterThan(40)
      expect(listed).toEqual(listed.map((_, i) => i + 1))
      for (const item of listed) expect(context).toContain(`\n${item}. `)
      if (listed.length < itemCount(gaps)) expect(issue).toContain('More items are in the run')
    }
  })
})
