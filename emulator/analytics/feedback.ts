import type {
  FeedbackByPageAnswer,
  FeedbackEntryAnswer,
  FeedbackPageAnswer,
  FeedbackSource,
  FeedbackStatus,
  PageFeedbackAnswer,
} from '../../src/analytics/analytics-api-shapes.ts'
import { DAY_MS, type DataDays, type Window } from './calendar.ts'
import { encodeCursor } from './cursor.ts'
import { EventStream, takePage, type EventPosition } from './events.ts'
import { DOWN_RATED_PAGES, pathOf } from './pages.ts'
import {
  AGENT_NOTES,
  CODE_COMMENTS,
  CODE_SNIPPETS,
  COMPLAINTS,
  CONTACTS,
  PRAISE,
} from './readers.ts'
import { SEASONAL_PAGES, weightOn } from './seasons.ts'
import { fraction, mix, pick, skewed } from './seeded.ts'

/** The `source` and `status` filters; a status list matches any of its statuses. */
export interface FeedbackFilter {
  source?: FeedbackSource
  statuses?: ReadonlySet<FeedbackStatus>
}

/** What filters and counts need of an entry, without building it. */
interface Facts {
  page: number
  source: FeedbackSource
  status: FeedbackStatus
  /** Contextual feedback only. */
  helpful?: boolean
  /** About a page readers keep rating down. */
  downRated: boolean
  h: number
}

const SEED = 0xfeedbac

/**
 * Readers' feedback, about `perDay` entries a day, newest first: a third about a few pages
 * readers rate down with a comment (some with an email address, a phone number, markup or an
 * @mention), the rest spread over the site's pages in all four sources and statuses.
 */
export class FeedbackData {
  readonly events: EventStream
  private readonly pages: number
  private readonly perDay: number

  constructor(pages: number, perDay: number) {
    this.pages = Math.max(1, pages)
    this.perDay = perDay
    this.events = new EventStream(SEED, perDay)
  }

  /** One page of entries, and the cursor to the next (null on the last). */
  page(
    days: DataDays,
    window: Window,
    filter: FeedbackFilter,
    limit: number,
    after?: string,
  ): FeedbackPageAnswer {
    const { rows, hasMore, last } = takePage(
      this.events.newestFirst(days, window, after),
      limit,
      (position) => matches(this.facts(position, days), filter),
      (position) => this.entry(position, days),
    )
    const nextCursor =
      hasMore && last !== undefined ? encodeCursor({ after: this.events.idOf(last) }) : null
    return { feedback: rows, nextCursor, hasMore }
  }

  /**
   * The counts of every page with feedback in the window, the most feedback first (the service
   * does not document its order), the first `limit` of them and whether it kept more back.
   */
  byPage(
    days: DataDays,
    window: Window,
    filter: FeedbackFilter,
    limit: number,
  ): FeedbackByPageAnswer {
    const counts = new Map<number, PageFeedbackAnswer>()
    for (const position of this.events.newestFirst(days, window)) {
      const facts = this.facts(position, days)
      if (!matches(facts, filter)) continue
      let row = counts.get(facts.page)
      if (row === undefined) {
        row = { path: pathOf(facts.page), thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 }
        counts.set(facts.page, row)
      }
      if (facts.helpful === true) row.thumbsUp++
      if (facts.helpful === false) row.thumbsDown++
      if (facts.source === 'code_snippet') row.code++
      row.total++
    }
    const rows = [...counts.values()].sort(
      (a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
    )
    return { feedback: rows.slice(0, limit), hasMore: rows.length > limit }
  }

  private facts(position: EventPosition, days: DataDays): Facts {
    const h = mix(SEED, position.day / DAY_MS, position.index)
    const status = statusOf(h >>> 20)
    const scale = this.perDay / Math.max(1, this.events.countOn(position.day))
    const seasonal = h % 100 < 33 ? undefined : seasonalPage(days, position.day, h, scale)
    if (h % 100 < 33 || seasonal !== undefined) {
      const page = (seasonal ?? pick(DOWN_RATED_PAGES, h >>> 8)) % this.pages
      return {
        page,
        source: 'contextual',
        status,
        helpful: (h >>> 4) % 10 >= 8,
        downRated: true,
        h,
      }
    }
    const page = skewed(this.pages, mix(h, 1))
    const roll = (h >>> 16) % 100
    const source: FeedbackSource =
      roll < 45 ? 'contextual' : roll < 70 ? 'code_snippet' : roll < 92 ? 'thumbs_only' : 'agent'
    const helpful = source === 'contextual' ? (h >>> 4) % 10 < 8 : undefined
    return { page, source, status, helpful, downRated: false, h }
  }

  private entry(position: EventPosition, days: DataDays): FeedbackEntryAnswer {
    const facts = this.facts(position, days)
    const { h } = facts
    const base = {
      id: this.events.idOf(position),
      path: pathOf(facts.page),
      createdAt: new Date(position.at).toISOString(),
      status: facts.status,
    }
    switch (facts.source) {
      case 'contextual': {
        // Down-rated pages nearly always get a comment saying why; elsewhere about half do.
        const says = fraction(mix(h, 2)) < (facts.downRated ? 0.9 : 0.5)
        const helpful = facts.helpful ?? true
        const comment = says ? pick(helpful ? PRAISE : COMPLAINTS, mix(h, 3)) : null
        const contact = fraction(mix(h, 4)) < (facts.downRated ? 0.4 : 0.15)
        return {
          ...base,
          source: 'contextual',
          comment,
          helpful,
          contact: contact ? pick(CONTACTS, mix(h, 5)) : null,
        }
      }
      case 'code_snippet':
        return {
          ...base,
          source: 'code_snippet',
          comment: pick(CODE_COMMENTS, mix(h, 2)),
          ...pick(CODE_SNIPPETS, mix(h, 3)),
        }
      case 'agent':
        return { ...base, source: 'agent', comment: pick(AGENT_NOTES, mix(h, 2)) }
      case 'thumbs_only':
        return { ...base, source: 'thumbs_only', comment: null }
    }
  }
}

/**
 * A seasonal down-rated page (seasons.ts) in place of other feedback: its weight is a percent of
 * `perDay` (`scale` is perDay over the day's count), of which the rest is 67.
 */
function seasonalPage(days: DataDays, day: number, h: number, scale: number): number | undefined {
  let roll = (mix(h, 12) % 6700) / 100
  for (const season of SEASONAL_PAGES) {
    roll -= weightOn(season, days, day) * scale
    if (roll < 0) return season.what
  }
  return undefined
}

function statusOf(n: number): FeedbackStatus {
  const roll = n % 100
  return roll < 70 ? 'pending' : roll < 80 ? 'in_progress' : roll < 93 ? 'resolved' : 'dismissed'
}

function matches(facts: Facts, filter: FeedbackFilter): boolean {
  if (filter.source !== undefined && facts.source !== filter.source) return false
  return filter.statuses === undefined || filter.statuses.has(facts.status)
}
