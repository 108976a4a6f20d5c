import type {
  AssistantThreadAnswer,
  CallerStatsAnswer,
  ConversationAnswer,
  ConversationsPageAnswer,
} from '../../src/analytics/analytics-api-shapes.ts'
import { DAY_MS, type DataDays, type Window } from './calendar.ts'
import { EventStream, takePage, type EventPosition } from './events.ts'
import { titleOf, urlOf } from './pages.ts'
import {
  ANSWERED_QUESTIONS,
  asTyped,
  QUERY_CATEGORIES,
  UNANSWERED_QUESTIONS,
  VAGUE_QUESTIONS,
} from './readers.ts'
import { SEASONAL_QUESTIONS, weightOn } from './seasons.ts'
import { fraction, mix, pick, skewed } from './seeded.ts'
import { ulid } from './ulid.ts'

type Kind = 'unanswered' | 'vague' | 'answered'
type Caller = 'web' | 'api' | 'other'

const SEED = 0xa55157

const NOT_COVERED =
  "I couldn't find anything about that in the documentation. Try contacting support."

/**
 * Assistant conversations, about `perDay` a day, newest first, each its own thread: three in ten
 * are questions the docs do not cover (the same few again and again, typed in other case,
 * spacing and punctuation), a few are too vague and get a clarifying question, the rest are
 * answered with the pages they drew on.
 */
export class AssistantData {
  readonly events: EventStream
  private readonly pages: number
  private readonly perDay: number

  constructor(pages: number, perDay: number) {
    this.pages = Math.max(1, pages)
    this.perDay = perDay
    this.events = new EventStream(SEED, perDay)
  }

  /** One page of conversations; the cursor is the id (a ULID) of the page's last one. */
  page(days: DataDays, window: Window, limit: number, after?: string): ConversationsPageAnswer {
    const { rows, hasMore, last } = takePage(
      this.events.newestFirst(days, window, after),
      limit,
      () => true,
      (position) => this.conversation(position, days),
    )
    const nextCursor = hasMore && last !== undefined ? this.events.idOf(last) : null
    return { conversations: rows, nextCursor, hasMore }
  }

  /** The window's conversations by who asked: the documentation site, the API, or other. */
  callerStats(days: DataDays, window: Window): CallerStatsAnswer {
    const stats = { web: 0, api: 0, other: 0, total: 0 }
    for (const position of this.events.newestFirst(days, window)) {
      stats[callerOf(this.hashOf(position))]++
      stats.total++
    }
    return stats
  }

  /** A conversation's transcript, or undefined when no conversation has that id. */
  thread(days: DataDays, now: number, threadId: string): AssistantThreadAnswer | undefined {
    const position = this.events.find(days, now, threadId)
    if (position === undefined) return undefined
    const turn = this.conversation(position, days)
    const h = this.hashOf(position)
    const said = (role: 'user' | 'assistant', content: string, afterMs: number, n: number) => {
      const at = position.at + afterMs
      return { id: ulid(at, mix(h, 10 + n)), role, content, createdAt: new Date(at).toISOString() }
    }
    const messages = [
      said('user', turn.query, 0, 0),
      said('assistant', turn.response, 2000 + (h % 7000), 1),
    ]
    if (turn.responseType === 'clarifying_question') {
      const [question, , reply] = pick(VAGUE_QUESTIONS, mix(h, 1))
      messages.push(
        said('user', reply, 30_000, 2),
        said('assistant', `Here is how ${reply.toLowerCase()} works for "${question}".`, 35_000, 3),
      )
    }
    return { threadId: turn.id, createdAt: turn.timestamp, messages }
  }

  private hashOf(position: EventPosition): number {
    return mix(SEED, position.day / DAY_MS, position.index)
  }

  private conversation(position: EventPosition, days: DataDays): ConversationAnswer {
    const h = this.hashOf(position)
    const common = {
      id: this.events.idOf(position),
      timestamp: new Date(position.at).toISOString(),
      queryCategory: fraction(mix(h, 5)) < 0.3 ? null : pick(QUERY_CATEGORIES, mix(h, 6)),
      pageUrl: fraction(mix(h, 7)) < 0.15 ? null : urlOf(skewed(this.pages, mix(h, 8))),
    }
    const kind = kindOf(h)
    // A season's share is of `perDay`, not of the day's count: its weekly counts move with it
    // alone, not with how busy each day happened to be.
    const scale = this.perDay / Math.max(1, this.events.countOn(position.day))
    const seasonal =
      kind === 'answered' ? seasonalQuestion(days, position.day, h, scale) : undefined
    if (kind === 'unanswered' || seasonal !== undefined) {
      const question =
        seasonal ?? UNANSWERED_QUESTIONS[skewed(UNANSWERED_QUESTIONS.length, mix(h, 1))] ?? ''
      return {
        ...common,
        query: asTyped(question, mix(h, 2)),
        response: NOT_COVERED,
        responseType: 'answer',
        sources: [],
        resolutionStatus: 'unanswered',
      }
    }
    if (kind === 'vague') {
      const [question, clarifying] = pick(VAGUE_QUESTIONS, mix(h, 1))
      return {
        ...common,
        query: question,
        response: clarifying,
        responseType: 'clarifying_question',
        sources: [],
        resolutionStatus: 'answered',
      }
    }
    const [question, answering] = pick(ANSWERED_QUESTIONS, mix(h, 1))
    const sources = [answering, skewed(this.pages, mix(h, 3)), skewed(this.pages, mix(h, 4))]
      .slice(0, 1 + (h % 3))
      .map((page) => page % this.pages)
      .filter((page, i, all) => all.indexOf(page) === i)
      .map((page) => ({ title: titleOf(page), url: urlOf(page) }))
    const answer = {
      ...common,
      query: asTyped(question, mix(h, 2)),
      response: `See "${sources[0]?.title ?? ''}": it walks through this step by step.`,
      sources,
      resolutionStatus: 'answered' as const,
    }
    // The spec makes `responseType` optional ("answer" when absent): some turns leave it out.
    return fraction(mix(h, 9)) < 0.2 ? answer : { ...answer, responseType: 'answer' }
  }
}

/**
 * A seasonal question (seasons.ts) in place of an answered one: its weight is a percent of
 * `perDay` (`scale` is perDay over the day's count), of which answered ones are 64.
 */
function seasonalQuestion(
  days: DataDays,
  day: number,
  h: number,
  scale: number,
): string | undefined {
  let roll = (mix(h, 11) % 6400) / 100
  for (const season of SEASONAL_QUESTIONS) {
    roll -= weightOn(season, days, day) * scale
    if (roll < 0) return season.what
  }
  return undefined
}

function kindOf(h: number): Kind {
  const roll = h % 100
  return roll < 30 ? 'unanswered' : roll < 36 ? 'vague' : 'answered'
}

function callerOf(h: number): Caller {
  const roll = (h >>> 12) % 100
  return roll < 75 ? 'web' : roll < 95 ? 'api' : 'other'
}
