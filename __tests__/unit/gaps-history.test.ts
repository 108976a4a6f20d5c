import { deflateRawSync, inflateRawSync } from 'node:zlib'
import { describe, expect, test } from '@jest/globals'
import {
  HISTORY_BUDGET,
  ITEMS_KEPT,
  RUNS_KEPT,
  currentItems,
  historyBlock,
  keyOf,
  mergeRun,
  pruned,
  readHistory,
  type CurrentItem,
  type History,
  type HistoryRun,
} from '../../src/analytics/gaps/history.js'
import { historyView, sparkline } from '../../src/analytics/gaps/history-view.js'
import { issueBodyWithHistory } from '../../src/analytics/gaps/issue-history.js'
import { GAPS_ISSUE_MARKER, ISSUE_BODY_BUDGET } from '../../src/analytics/gaps/gaps-report.js'
import type { Gaps } from '../../src/analytics/gaps/gaps.js'
import { gapsItemId } from '../../src/shared/gaps-items.js'

const week = (n: number): HistoryRun => {
  const day = (d: number) =>
    new Date(Date.UTC(2026, 9, 5) + d * 86_400_000).toISOString().slice(0, 10)
  return { from: day(7 * n), to: day(7 * n + 7), at: day(7 * n + 8) }
}
const q = (key: string, count: number): CurrentItem => ({ section: 'q', key, count })

/** Runs of merges, each a list of items, from no history. */
function runs(...lists: CurrentItem[][]): History {
  let history: History | undefined
  lists.forEach((items, n) => (history = mergeRun(history, week(n), items)))
  return history!
}

/** The JSON a block holds. */
function decoded(block: string): string {
  const packed = /gaps-history (\S+) -->/.exec(block)?.[1] ?? ''
  return inflateRawSync(Buffer.from(packed, 'base64url')).toString('utf8')
}

const gaps = (questions: [string, number][], extra: Partial<Gaps> = {}): Gaps => ({
  dateFrom: '2026-11-18',
  dateTo: '2026-11-25',
  questions: questions.map(([text, count]) => ({ text, count, lastAskedAt: '2026-11-20' })),
  searches: [],
  pages: [],
  complete: true,
  ...extra,
})

describe('the history’s keys', () => {
  test('are the ranking’s keys (case, spacing, trailing punctuation), redacted and cut', () => {
    expect(keyOf('q', 'How do I rotate keys?')).toBe(keyOf('q', '  how do i   ROTATE keys'))
    expect(keyOf('q', 'Mail me at jane.doe@example.com')).toBe('mail me at [redacted]')
    expect(keyOf('s', 'call +1 (415) 555-0132')).toBe('call [redacted]')
    expect(keyOf('p', '/Guides/Keys')).toBe('/Guides/Keys')
    expect([...keyOf('q', 'x'.repeat(500))]).toHaveLength(60)
  })

  test('a report’s items in its numbering, with their counts', () => {
    const items = currentItems({
      ...gaps([['Why?', 4]]),
      searches: [{ text: 'SSO', hits: 9 }],
      pages: [{ path: '/a', thumbsDown: 3, thumbsUp: 1, comments: [] }],
    })
    expect(items).toEqual([
      { section: 'q', key: 'why', count: 4 },
      { section: 's', key: 'sso', count: 9 },
      { section: 'p', key: '/a', count: 3 },
    ])
  })
})

describe('the hidden block', () => {
  const history = runs([q('a', 3), q('b', 1)], [q('a', 5)])

  test('reads back what was written, wherever the visible part was edited', () => {
    const block = historyBlock(history)
    expect(block).toMatch(/^<!-- docs-agent-action:gaps-history [A-Za-z0-9_-]+ -->$/)
    expect(JSON.parse(decoded(block))).toMatchObject({ v: 1 })
    const edited = `${GAPS_ISSUE_MARKER}\r\nA maintainer's note.\r\n\r\n${block}\r\n\r\nMore notes.`
    expect(readHistory(edited)).toEqual({ kind: 'read', history })
    expect(readHistory(`${GAPS_ISSUE_MARKER}\nno block`)).toEqual({ kind: 'none' })
  })

  test.each([
    ['cut short', (block: string) => block.slice(0, 60) + ' -->', 'cannot be decoded'],
    ['its end gone', (block: string) => block.slice(0, -4), 'damaged'],
    ['not base64', () => '<!-- docs-agent-action:gaps-history !!! -->', 'damaged'],
  ])('%s: unreadable, never a throw', (_, damage, reason) => {
    const reading = readHistory(`${GAPS_ISSUE_MARKER}\n${damage(historyBlock(history))}`)
    expect(reading).toEqual({ kind: 'unreadable', reason: expect.stringContaining(reason) })
  })

  test.each([
    [{ v: 2, r: [], i: [] }, 'of version 2'],
    [{ v: 1, r: [], i: [{ s: 'q', k: 'a', c: [1], f: '' }] }, 'does not add up'],
    [
      { v: 1, r: [{ f: '', t: '', a: '' }], i: [{ s: 'x', k: 'a', c: [1], f: '' }] },
      'not a history',
    ],
    [null, 'not a history'],
  ])('%j is unreadable', (json, reason) => {
    const packed = deflateRawSync(Buffer.from(JSON.stringify(json))).toString('base64url')
    expect(readHistory(`<!-- docs-agent-action:gaps-history ${packed} -->`)).toEqual({
      kind: 'unreadable',
      reason: expect.stringContaining(reason),
    })
  })
})

describe('merging a run', () => {
  test('counts per run, null where an item was not listed; first seen kept', () => {
    const history = runs([q('a', 3), q('b', 1)], [q('a', 5), q('c', 2)], [q('c', 4), q('b', 2)])
    expect(history.runs).toEqual([week(0), week(1), week(2)])
    expect(history.items).toEqual([
      { section: 'q', key: 'c', counts: [null, 2, 4], firstSeen: week(1).from, jobs: [] },
      { section: 'q', key: 'b', counts: [1, null, 2], firstSeen: week(0).from, jobs: [] },
      { section: 'q', key: 'a', counts: [3, 5, null], firstSeen: week(0).from, jobs: [] },
    ])
  })

  test('a run over the same range again replaces the last one', () => {
    const history = mergeRun(runs([q('a', 3)], [q('a', 5)]), week(1), [q('a', 6)])
    expect(history.runs).toEqual([week(0), week(1)])
    expect(history.items[0]?.counts).toEqual([3, 6])
  })

  test(`keeps the last ${RUNS_KEPT} runs; an item none of them listed goes`, () => {
    const lists = [[q('old', 9)], ...Array.from({ length: RUNS_KEPT }, () => [q('a', 1)])]
    const history = runs(...lists)
    expect(history.runs).toHaveLength(RUNS_KEPT)
    expect(history.runs[0]).toEqual(week(1))
    expect(history.items.map((item) => item.key)).toEqual(['a'])
    expect(history.items[0]?.counts).toHaveLength(RUNS_KEPT)
  })
})

describe('what the issue shows of it', () => {
  test('sparklines scale to the item’s own largest count; · where a run did not list it', () => {
    expect(sparkline([null, 1, 3, 5, 7])).toBe('▂▄▆█')
    expect(sparkline([8, null, 4])).toBe('█·▅')
    expect(sparkline([0, 0])).toBe('▁▁')
    expect(sparkline([null])).toBe('')
  })

  test('new, back, rising, falling, steady, and the items that dropped out', () => {
    const items = [q('new', 4), q('back', 2), q('up', 9), q('down', 1), q('same', 3)]
    const history = runs(
      [q('back', 5), q('down', 2), q('gone', 1)],
      [q('up', 2), q('down', 6), q('same', 3), q('gone', 7)],
      items,
    )
    const view = historyView(history, items)
    expect(view.notes.map((n) => `${n.mark} ${n.trend}`.trim())).toEqual([
      '(**new**)',
      '(**back**) █·▄',
      '(previous run 2 ↑) ▃█',
      '(previous run 6 ↓) ▃█▂',
      '(previous run 3 →) ██',
    ])
    expect(view.dropped).toEqual([{ section: 'q', key: 'gone', count: 7, addressed: '' }])
    expect(view.previous).toEqual(week(1))
  })

  test('the first run marks nothing and says the history starts', () => {
    const { body } = issueBodyWithHistory(gaps([['Why?', 4]]), undefined, week(0), 'u')
    expect(body).toContain('1. “Why?”: asked 4 times\n')
    expect(body).toContain('The history starts with this run')
    expect(body).not.toContain('No longer among the gaps')
  })

  test('the issue’s body: notes beside the items, the dropped ones, the block last', () => {
    const first = issueBodyWithHistory(
      gaps([
        ['Why?', 4],
        ['Mail jane.doe@example.com', 2],
      ]),
      undefined,
      week(0),
      'u',
    )
    const second = issueBodyWithHistory(
      gaps([
        ['why', 7],
        ['How?', 1],
      ]),
      first.body,
      week(1),
      'u',
    )
    expect(second.warning).toBeUndefined()
    const { body } = second
    expect(body).toContain('1. “why”: asked 7 times (previous run 4 ↑) ▅█\n')
    expect(body).toContain('2. “How?”: asked 1 time (**new**)\n')
    expect(body).toContain(
      '### No longer among the gaps\n\n- “mail &#91;redacted&#93;”: asked 2 times in the previous run',
    )
    expect(body).toMatch(/ -->$/)
    expect(decoded(body)).not.toContain('jane')
    expect(body).not.toContain('jane')
  })

  test('a cover the history could not read back is left out, so the block stays readable', () => {
    const item = currentItems(gaps([['Why?', 4]]))[0]!
    const id = gapsItemId(item.section, item.key)
    const covers = [
      { job: 'j'.repeat(101), items: [id] },
      { job: 'job-1', items: [id], pr: 0 },
      { job: 'job-2', items: [id], pr: 7 },
    ]
    const { body, warning } = issueBodyWithHistory(gaps([['Why?', 4]]), undefined, week(0), 'u', {
      covers,
      pulls: new Map(),
    })
    expect(warning).toBeUndefined()
    const reading = readHistory(body)
    if (reading.kind !== 'read') throw new Error('unreadable')
    expect(reading.history.items[0]?.jobs).toEqual([{ job: 'job-2', pr: 7 }])
  })

  test('an unreadable block: a warning, and a fresh history', () => {
    const damaged = `${GAPS_ISSUE_MARKER}\n<!-- docs-agent-action:gaps-history AAAA -->`
    const next = issueBodyWithHistory(gaps([['Why?', 4]]), damaged, week(1), 'u')
    expect(next.warning).toMatch(
      /^The docs-gaps issue's history could not be read \(.*\): a fresh history starts/,
    )
    expect(next.body).toContain('The history starts with this run')
    expect(readHistory(next.body)).toMatchObject({ kind: 'read', history: { runs: [week(1)] } })
  })
})

describe('the bound', () => {
  /** 50 items of each signal (gaps-top's largest), long texts that do not compress. */
  function largest(n: number): Gaps {
    let seed = n * 7919 + 1
    const noise = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 48271) % 2147483647
        return String.fromCodePoint(0x4e00 + (seed % 20000))
      }).join('')
    const items = Array.from({ length: 50 }, (_, i) => i)
    return {
      ...gaps(items.map((i) => [noise(200), 1000 - i])),
      searches: items.map((i) => ({ text: noise(200), hits: 900 - i })),
      pages: items.map((i) => ({
        path: `/${noise(200)}`,
        thumbsDown: 50 - i,
        thumbsUp: 1,
        comments: [],
      })),
    }
  }

  test('20 runs of 150 new long items each: the body stays far below 65,536, this run’s items kept', () => {
    let body: string | undefined
    for (let n = 0; n < 20; n++) body = issueBodyWithHistory(largest(n), body, week(n), 'u').body
    expect(body!.length).toBeLessThan(40_000)
    const block = /<!-- docs-agent-action:gaps-history \S+ -->/.exec(body!)?.[0] ?? ''
    expect(block.length).toBeLessThanOrEqual(HISTORY_BUDGET)
    const reading = readHistory(body!)
    if (reading.kind !== 'read') throw new Error('unreadable')
    const current = currentItems(largest(19))
    const kept = new Set(reading.history.items.map((item) => item.key))
    expect(current.filter((item) => kept.has(item.key)).length).toBeGreaterThan(50)
    const visible = body!.replace(/<!--[\s\S]*?-->/g, '').trim()
    expect(visible.length).toBeLessThanOrEqual(ISSUE_BODY_BUDGET)
  })

  test('12 runs of 150 short new items each (gaps-top 50): every run reads the last one back', () => {
    // Short texts compress well: the block fits its budget long before the item count is large.
    let body: string | undefined
    for (let n = 0; n < 14; n++) {
      const items = Array.from({ length: 50 }, (_, i) => i)
      const run: Gaps = {
        ...gaps(items.map((i) => [`how do I set up thing ${n}-${i}?`, 100 - i])),
        searches: items.map((i) => ({ text: `term ${n}-${i}`, hits: 90 - i })),
        pages: items.map((i) => ({
          path: `/p/${n}-${i}`,
          thumbsDown: 5,
          thumbsUp: 1,
          comments: [],
        })),
      }
      const next = issueBodyWithHistory(run, body, week(n), 'u')
      expect(next.warning).toBeUndefined()
      body = next.body
    }
    const reading = readHistory(body!)
    if (reading.kind !== 'read') throw new Error('unreadable')
    expect(reading.history.items.length).toBeLessThanOrEqual(ITEMS_KEPT)
    expect(reading.history.items.length).toBeGreaterThan(1000)
  })

  test('never more items than a reader takes back, however small they are', () => {
    const many = Array.from({ length: ITEMS_KEPT + 300 }, (_, i) => q(`k${i}`, 1))
    const history = runs(many.slice(0, 1000), many.slice(1000))
    const kept = pruned(history)
    expect(kept.items.length).toBeLessThanOrEqual(ITEMS_KEPT)
    expect(readHistory(historyBlock(kept)).kind).toBe('read')
  })

  test('pruning drops the oldest first and keeps what the view needs when it can', () => {
    const items = (prefix: string) =>
      Array.from({ length: 40 }, (_, i) => q(`${prefix} ${'x'.repeat(50)} ${i}`, i))
    const history = runs(items('a'), items('b'), items('c'), items('d'))
    const budget = historyBlock(runs(items('c'), items('d'))).length + 200
    const small = pruned(history, budget)
    expect(historyBlock(small).length).toBeLessThanOrEqual(budget)
    expect(small.items.filter((i) => i.key.startsWith('d')).length).toBe(40)
    expect(small.items.filter((i) => i.key.startsWith('c')).length).toBe(40)
  })
})
