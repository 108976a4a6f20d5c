import type { PathCountsAnswer } from '../../src/analytics/analytics-api-shapes.ts'
import { DAY_MS, type DataDays } from './calendar.ts'
import { pathOf } from './pages.ts'
import { hash } from './seeded.ts'

export type TrafficMetric = 'visitors' | 'views'
export type TrafficRow = PathCountsAnswer

/** Weeks start on Monday (UTC); day 0 of the epoch was a Thursday. */
function weekOf(day: number): number {
  return Math.floor((day + 3) / 7)
}

/** How many weeks a page's readership takes to rise and fall back. */
const TREND_WEEKS = 6

/**
 * A page's share of its usual readers in week `week`: from about 0.4 to 1.6, each page on its
 * own six-week wave, so that from one week to the next some pages rise and others fall.
 */
export function weekFactor(page: number, week: number): number {
  const { amplitude, phase } = waveOf(page)
  return 1 + amplitude * (WAVE[(week + phase) % TREND_WEEKS] ?? 0)
}

/** A page's wave: how far its readership swings, and where in the six weeks it starts. */
function waveOf(page: number): { amplitude: number; phase: number } {
  return { amplitude: 0.15 + (hash(page + 5e6) % 45) / 100, phase: hash(page + 6e6) % TREND_WEEKS }
}

/** The wave's value in each week of its period. */
const WAVE = Array.from({ length: TREND_WEEKS }, (_, w) =>
  Math.sin((2 * Math.PI * w) / TREND_WEEKS),
)

/**
 * Visitors and views of `pages` pages, with per-day counts so that date filtering and the
 * exclusive `dateTo` are real, and per-week trends so that two periods differ page by page.
 * Counts come from per-page bases, per-day weights and per-page weekly factors: any range is
 * answered in O(pages × weeks).
 */
export class TrafficData {
  private readonly pages: number
  private readonly cache = new Map<string, { rows: TrafficRow[]; totals: TrafficRow }>()

  constructor(pages: number) {
    this.pages = pages
  }

  /** Every row of a range, sorted as the service returns them (largest total first). */
  range(
    metric: TrafficMetric,
    days: DataDays,
    from: number,
    to: number,
  ): { rows: TrafficRow[]; totals: TrafficRow } {
    // Each week's weight of human and AI readers, over the days of the range in it.
    const weeks = new Map<number, { human: number; ai: number }>()
    // A day counts when it starts inside [from, to): dateTo is exclusive.
    for (let day = days.first; day <= days.last; day += DAY_MS) {
      if (day < from || day >= to) continue
      const d = day / DAY_MS
      const week = weeks.get(weekOf(d)) ?? { human: 0, ai: 0 }
      week.human += 0.5 + (hash(d) % 100) / 100
      week.ai += 0.3 + (hash(d * 7 + 3) % 100) / 100
      weeks.set(weekOf(d), week)
    }
    const key = `${metric}|${[...weeks].map(([w, { human, ai }]) => `${w}:${human}:${ai}`).join(',')}`
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached
    const rows: TrafficRow[] = []
    let sumHuman = 0
    let sumAi = 0
    // Σ weight × weekFactor = Σ weight + amplitude × Σ weight × WAVE[(week + phase) % 6]: the
    // second sum depends on the page's phase alone, so it is made once per phase, and a page
    // costs the same whatever the range's length (a year of weeks would be 52 times a week's).
    const whole = { human: 0, ai: 0 }
    const swing = Array.from({ length: TREND_WEEKS }, () => ({ human: 0, ai: 0 }))
    for (const [week, weight] of weeks) {
      whole.human += weight.human
      whole.ai += weight.ai
      swing.forEach((sum, phase) => {
        const wave = WAVE[(week + phase) % TREND_WEEKS] ?? 0
        sum.human += weight.human * wave
        sum.ai += weight.ai * wave
      })
    }
    for (let i = 0; i < this.pages; i++) {
      const base = 400 / (i + 1) ** 0.8 + (hash(i) % 20)
      const { amplitude, phase } = waveOf(i)
      const humanWeight = whole.human + amplitude * (swing[phase]?.human ?? 0)
      const aiWeight = whole.ai + amplitude * (swing[phase]?.ai ?? 0)
      // Every page had a reader on some day of a non-empty range: the data set has exactly
      // `pages` rows, which makes request counts exact.
      let human = humanWeight > 0 ? Math.max(1, Math.round((base * humanWeight) / 10)) : 0
      let ai = Math.round((base * (0.1 + (hash(i + 1e6) % 50) / 100) * aiWeight) / 10)
      if (metric === 'views') {
        human = human * 3 + (hash(i + 2e6) % 3)
        ai = ai * 2
      }
      const overlap = 0.1 + (hash(i + 3e6) % 20) / 100
      const total =
        metric === 'views' ? human + ai : human + ai - Math.round(Math.min(human, ai) * overlap)
      if (total === 0) continue
      rows.push({ path: pathOf(i), human, ai, total })
      sumHuman += human
      sumAi += ai
    }
    rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    // Site-wide visitors are fewer than the sum over pages: one person reads several pages.
    const factor = metric === 'views' ? 1 : 0.7
    const human = Math.round(sumHuman * factor)
    const ai = Math.round(sumAi * factor)
    const total =
      metric === 'views' ? human + ai : Math.max(human, ai, Math.round((human + ai) * 0.92))
    const result = { rows, totals: { path: '', human, ai, total } }
    this.cache.set(key, result)
    return result
  }
}
