import type {
  SearchesPageAnswer,
  SearchTermAnswer,
} from '../../src/analytics/analytics-api-shapes.ts'
import { DAY_MS, daysIn, type DataDays, type Window } from './calendar.ts'
import { encodeCursor } from './cursor.ts'
import { pathOf } from './pages.ts'
import { generatedTerm, NAMED_SEARCHES } from './readers.ts'
import { SEASONAL_SEARCHES, weightOn } from './seasons.ts'
import { fraction, hash, mix, skewed } from './seeded.ts'

const SEED = 0x5ea4c4

/** The searches of a range, ranked: term indices by hits, most first. */
interface Ranking {
  order: number[]
  hits: Uint32Array
  /** The last day (start, ms) each term was searched in the range. */
  lastDay: Float64Array
  total: number
}

/**
 * Search terms: `terms` of them, the named ones first (some nobody clicks a result of, some an
 * email address, a phone number or markup), each searched on some days of the range; hits are
 * per-day counts, so the range and the exclusive `dateTo` are real.
 */
export class SearchData {
  private readonly terms: number
  private readonly pages: number
  private readonly rankings = new Map<string, Ranking>()

  constructor(pages: number, terms: number) {
    this.pages = Math.max(1, pages)
    this.terms = terms
  }

  termOf(index: number): string {
    const seasonal = this.seasonOf(index)
    if (seasonal !== undefined) return seasonal.what
    return NAMED_SEARCHES[index]?.[0] ?? generatedTerm(index - NAMED_SEARCHES.length)
  }

  /**
   * The seasonal terms (seasons.ts) take the last indices, once there is room after the named
   * ones: the rarest generated terms give way, and `terms` stays the number of terms.
   */
  private seasonOf(index: number): (typeof SEASONAL_SEARCHES)[number] | undefined {
    const first = this.terms - SEASONAL_SEARCHES.length
    return first < NAMED_SEARCHES.length ? undefined : SEASONAL_SEARCHES[index - first]
  }

  /** Nobody clicked a result of this term: `topClickedPage` null, `ctr` 0. */
  zeroClick(index: number): boolean {
    if (this.seasonOf(index) !== undefined) return true
    const named = NAMED_SEARCHES[index]
    return named === undefined ? mix(SEED, index, 7) % 9 === 0 : !named[1]
  }

  /** The page of terms at `offset`, with the cursor to the next (null on the last). */
  page(days: DataDays, window: Window, limit: number, offset: number): SearchesPageAnswer {
    const ranking = this.ranking(days, window)
    const searches = ranking.order
      .slice(offset, offset + limit)
      .map((index) => this.row(index, ranking, window.now))
    const next = offset + limit
    return {
      searches,
      totalSearches: ranking.total,
      nextCursor: next < ranking.order.length ? encodeCursor({ offset: next }) : null,
    }
  }

  /** Every term searched in the range, ranked as the service returns them. */
  all(days: DataDays, window: Window): SearchTermAnswer[] {
    const ranking = this.ranking(days, window)
    return ranking.order.map((index) => this.row(index, ranking, window.now))
  }

  private row(index: number, ranking: Ranking, now: number): SearchTermAnswer {
    const lastDay = ranking.lastDay[index] ?? 0
    const at = Math.min(now, lastDay + (mix(SEED, index, lastDay / DAY_MS) % DAY_MS))
    const clicked = !this.zeroClick(index)
    return {
      searchQuery: this.termOf(index),
      hits: ranking.hits[index] ?? 0,
      ctr: clicked ? Math.round((0.1 + 0.8 * fraction(mix(SEED, index, 8))) * 100) / 100 : 0,
      topClickedPage: clicked ? pathOf(skewed(this.pages, mix(SEED, index, 9))) : null,
      lastSearchedAt: new Date(at).toISOString(),
    }
  }

  private ranking(days: DataDays, window: Window): Ranking {
    const inside = daysIn(days, window)
    const key = `${inside[0] ?? ''}|${inside.length}|${days.last}`
    const cached = this.rankings.get(key)
    if (cached !== undefined) return cached
    const hits = new Uint32Array(this.terms)
    const lastDay = new Float64Array(this.terms)
    const weights = Float64Array.from(inside, (day) => 0.5 + (hash(day / DAY_MS + 11) % 100) / 100)
    const dayKeys = Int32Array.from(inside, (day) => mix(SEED, day / DAY_MS))
    let total = 0
    let most = 0
    for (let index = 0; index < this.terms; index++) {
      const base = 300 / (index + 1) ** 0.7 + (hash(index + 5e6) % 15)
      // Popular terms are searched nearly every day, rare ones on a few.
      const activity = Math.min(95, 20 + base)
      const termKey = hash(index ^ SEED)
      let sum = 0
      let last = -1
      const season = this.seasonOf(index)
      for (let k = 0; k < dayKeys.length; k++) {
        if (season !== undefined) {
          // Three searches a day a unit of weight, give or take one.
          const weight = weightOn(season, days, inside[k] ?? 0)
          if (weight === 0) continue
          sum += Math.max(1, 3 * weight + ((((dayKeys[k] ?? 0) ^ termKey) >>> 0) % 3) - 1)
          last = k
          continue
        }
        // A term-and-day coin, cheap on purpose: a large data set flips terms x days of them.
        const coin = Math.imul(termKey ^ (dayKeys[k] ?? 0), 0x9e3779b1)
        if (((coin ^ (coin >>> 15)) >>> 0) % 100 >= activity) continue
        sum += Math.max(1, Math.round((base * (weights[k] ?? 1)) / 10))
        last = k
      }
      hits[index] = sum
      lastDay[index] = inside[last] ?? 0
      total += sum
      most = Math.max(most, sum)
    }
    // Most hits first, then the lower index: one number per term sorts a million in no time.
    const keys = new Float64Array(this.terms)
    let searched = 0
    for (let index = 0; index < this.terms; index++) {
      const sum = hits[index] ?? 0
      if (sum > 0) keys[searched++] = (most - sum) * this.terms + index
    }
    const order = Array.from(keys.subarray(0, searched).sort(), (key) => key % this.terms)
    // A handful of ranges at a time: a large data set's rankings are large.
    if (this.rankings.size >= 8) this.rankings.clear()
    const ranking = { order, hits, lastDay, total }
    this.rankings.set(key, ranking)
    return ranking
  }
}
