import { DAY_MS, dayStart, type DataDays, type Window } from './calendar.ts'
import { mix } from './seeded.ts'
import { ulid, ulidTime } from './ulid.ts'

/** One event of a stream: the start of its day, its index in the day (oldest first), its time. */
export interface EventPosition {
  day: number
  index: number
  at: number
}

/**
 * A stream of events (feedback entries, assistant conversations): about `perDay` a day, spread
 * over each day, each with a ULID of its own time. Any event is computed from its day and index
 * alone, so a page costs the same deep in a million events as at their start.
 */
export class EventStream {
  private readonly seed: number
  private readonly perDay: number

  constructor(seed: number, perDay: number) {
    this.seed = seed
    this.perDay = perDay
  }

  /** How many events a day holds: between half and one and a half times `perDay`. */
  countOn(day: number): number {
    if (this.perDay <= 0) return 0
    return Math.round(this.perDay * (0.5 + (mix(this.seed, day / DAY_MS) % 101) / 100))
  }

  /** When the index-th event of a day happened: later for a later index, never the same ms. */
  timeOf(day: number, index: number, count = this.countOn(day)): number {
    const spacing = DAY_MS / count
    const jitter = mix(this.seed, day / DAY_MS, index, 1) % Math.max(1, Math.floor(spacing))
    return day + Math.floor(index * spacing) + jitter
  }

  idOf(position: Omit<EventPosition, 'at'>): string {
    return ulid(
      this.timeOf(position.day, position.index),
      mix(this.seed, position.day / DAY_MS, position.index, 2),
    )
  }

  /**
   * The events of a window, newest first, that happened by `window.now`; after a cursor (the id
   * of the last event a page held), only those older than it.
   */
  *newestFirst(days: DataDays, window: Window, before?: string): Generator<EventPosition> {
    const beforeAt = before === undefined ? undefined : ulidTime(before)
    const cursor = before?.toUpperCase() ?? ''
    // Exclusive: dateTo is, and an event later than now has not happened yet.
    let end = Math.min(window.to, window.now + 1)
    if (beforeAt !== undefined) end = Math.min(end, beforeAt + 1)
    if (end <= window.from) return
    const lastDay = Math.min(days.last, dayStart(end - 1))
    const firstDay = Math.max(days.first, dayStart(window.from))
    for (let day = lastDay; day >= firstDay; day -= DAY_MS) {
      const count = this.countOn(day)
      for (let index = this.lastBefore(day, count, end); index >= 0; index--) {
        const at = this.timeOf(day, index, count)
        if (at < window.from) return
        // A cursor of the same millisecond as an event: only ids below it come after it.
        if (at === beforeAt && this.idOf({ day, index }) >= cursor) continue
        yield { day, index, at }
      }
    }
  }

  /** The event with this id, or undefined. */
  find(days: DataDays, now: number, id: string): EventPosition | undefined {
    const at = ulidTime(id)
    if (at === undefined || at > now) return undefined
    const day = dayStart(at)
    if (day < days.first || day > days.last) return undefined
    const count = this.countOn(day)
    const index = this.lastBefore(day, count, at + 1)
    if (index < 0 || this.timeOf(day, index, count) !== at) return undefined
    return this.idOf({ day, index }) === id.toUpperCase() ? { day, index, at } : undefined
  }

  /** The index of the day's last event before `end` (ms), or -1 (a binary search). */
  private lastBefore(day: number, count: number, end: number): number {
    let low = 0
    let high = count - 1
    let found = -1
    while (low <= high) {
      const middle = (low + high) >> 1
      if (this.timeOf(day, middle, count) < end) {
        found = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    return found
  }
}

/**
 * Up to `limit` of the events that `accepts` lets through, built into rows, and whether more
 * follow; `last` is the last row's event, where the next page starts.
 */
export function takePage<T>(
  events: Iterable<EventPosition>,
  limit: number,
  accepts: (position: EventPosition) => boolean,
  build: (position: EventPosition) => T,
): { rows: T[]; hasMore: boolean; last: EventPosition | undefined } {
  const rows: T[] = []
  let last: EventPosition | undefined
  for (const position of events) {
    if (!accepts(position)) continue
    if (rows.length === limit) return { rows, hasMore: true, last }
    rows.push(build(position))
    last = position
  }
  return { rows, hasMore: false, last }
}
