/** Days, dates and the ranges the analytics endpoints are asked about. All times are UTC. */
export const DAY_MS = 86_400_000

/** The start of the day (UTC) that `ms` falls in. */
export function dayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

/** YYYY-MM-DD or an ISO 8601 date-time, as epoch ms; NaN when it is neither. */
export function parseDate(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`)
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return Date.parse(value)
  return Number.NaN
}

/** What a request asks about: `[from, to)` (dateTo is exclusive), and the time it is asked. */
export interface Window {
  from: number
  to: number
  now: number
}

/** The days the data sets hold: `days` of them, ending today. */
export interface DataDays {
  /** Start of the first day (ms). */
  first: number
  /** Start of today (ms). */
  last: number
}

export function dataDays(days: number, now: number): DataDays {
  const last = dayStart(now)
  return { first: last - (days - 1) * DAY_MS, last }
}

/** The days that count for a daily aggregate: those that start inside the window. */
export function daysIn(days: DataDays, window: Window): number[] {
  const inside: number[] = []
  for (let day = days.first; day <= days.last; day += DAY_MS) {
    if (day >= window.from && day < window.to) inside.push(day)
  }
  return inside
}
