import { describe, expect, test } from '@jest/globals'
import { addressedNote, pullsOf, withCovers } from '../../src/analytics/gaps/addressed.js'
import { historyView } from '../../src/analytics/gaps/history-view.js'
import { mergeRun, type History, type HistoryRun } from '../../src/analytics/gaps/history.js'
import { gapsItemId } from '../../src/shared/gaps-items.js'

const week = (n: number): HistoryRun => {
  const day = (d: number) =>
    new Date(Date.UTC(2026, 9, 5) + d * 86_400_000).toISOString().slice(0, 10)
  return { from: day(7 * n), to: day(7 * n + 7), at: day(7 * n + 7) }
}

/** Four weekly runs of "keys" (asked 40, 30, 8, 2 times) and "sso" (searched 5 times a week). */
function history(): History {
  let h: History | undefined
  ;[40, 30, 8, 2].forEach((count, n) => {
    h = mergeRun(h, week(n), [
      { section: 'q', key: 'keys', count },
      { section: 's', key: 'sso', count: 5 },
    ])
  })
  return h!
}
const KEYS = gapsItemId('q', 'keys')
const SSO = gapsItemId('s', 'sso')

describe('the jobs that addressed items', () => {
  test('covers go on the items they name; a later cover adds the pull request', () => {
    const asked = withCovers(history(), [
      { job: 'job_1', items: [KEYS, 'unknown____'] },
      { job: 'job_2', items: [KEYS, SSO], pr: 9 },
    ])
    expect(asked.items.map((i) => i.jobs)).toEqual([
      [{ job: 'job_1' }, { job: 'job_2', pr: 9 }],
      [{ job: 'job_2', pr: 9 }],
    ])
    const later = withCovers(asked, [{ job: 'job_1', items: [KEYS], pr: 7 }])
    expect(later.items[0]?.jobs).toEqual([
      { job: 'job_1', pr: 7 },
      { job: 'job_2', pr: 9 },
    ])
    expect(pullsOf(later)).toEqual([9, 7])
  })

  test('merged: asked in the run before the merge, and since, by the runs’ date ranges', () => {
    const h = withCovers(history(), [{ job: 'job_1', items: [KEYS, SSO], pr: 7 }])
    // Merged during the second week: the first run ended before it, the last two began after.
    const pulls = new Map([[7, { merged: true, mergedAt: week(1).from, closed: true }]])
    const [keys, sso] = h.items
    expect(addressedNote(keys!, h.runs, pulls)).toBe(
      `addressed in #7, merged ${week(1).from}: asked 40 times in the run before the merge, 40 since`,
    )
    const mid = new Map([[7, { merged: true, mergedAt: week(2).at, closed: true }]])
    expect(addressedNote(keys!, h.runs, mid)).toBe(
      `addressed in #7, merged ${week(2).at}: asked 8 times in the run before the merge, 2 since`,
    )
    expect(addressedNote(sso!, h.runs, mid)).toBe(
      `addressed in #7, merged ${week(2).at}: searched 5 times in the run before the merge, 5 since`,
    )
    const last = new Map([[7, { merged: true, mergedAt: week(3).to, closed: true }]])
    expect(addressedNote(keys!, h.runs, last)).toBe(
      `addressed in #7, merged ${week(3).to}: asked 2 times in the run before the merge, no run since yet`,
    )
  })

  test('runs without a date-to end the day they ran; without a date-from, 30 days before', () => {
    // Weekly runs of `date-from: 7d` (to: open), and of no range at all (both open).
    const open = (n: number, from: boolean): HistoryRun => ({
      ...week(n),
      from: from ? week(n).from : '',
      to: '',
    })
    for (const from of [true, false]) {
      let h: History | undefined
      ;[40, 30, 8, 2].forEach((count, n) => {
        h = mergeRun(h, open(n * 5, from), [{ section: 'q', key: 'keys', count }])
      })
      h = withCovers(h!, [{ job: 'job_1', items: [KEYS], pr: 7 }])
      const merged = new Map([[7, { merged: true, mergedAt: open(10, from).at, closed: true }]])
      expect(addressedNote(h.items[0]!, h.runs, merged)).toBe(
        `addressed in #7, merged ${open(10, from).at}: asked 8 times in the run before the merge, 2 since`,
      )
    }
  })

  test('closed without merging, not merged yet, or nothing to say', () => {
    const h = withCovers(history(), [{ job: 'job_1', items: [KEYS], pr: 7 }])
    const keys = h.items[0]!
    const closed = new Map([[7, { merged: false, mergedAt: undefined, closed: true }]])
    expect(addressedNote(keys, h.runs, closed)).toBe('addressed in #7, closed without merging')
    const open = new Map([[7, { merged: false, mergedAt: undefined, closed: false }]])
    expect(addressedNote(keys, h.runs, open)).toBe('addressed in #7, not merged yet')
    expect(addressedNote(keys, h.runs, new Map())).toBe('')
    expect(addressedNote(h.items[1]!, h.runs, open)).toBe('')
  })

  test('the view puts it beside the item', () => {
    const h = withCovers(history(), [{ job: 'job_1', items: [KEYS], pr: 7 }])
    const pulls = new Map([[7, { merged: true, mergedAt: week(2).at, closed: true }]])
    const view = historyView(h, [{ section: 'q', key: 'keys', count: 2 }], pulls)
    expect(view.notes[0]?.addressed).toMatch(/^addressed in #7, merged /)
  })
})
