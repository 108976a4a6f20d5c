/**
 * What readers want changes from week to week: some questions, searches and down-rated pages
 * appear, grow, fade or stop in given weeks, counted back from the data's last day (today), so
 * that reports a week apart show new, rising, falling and resolved items. Deterministic: a
 * season depends only on how many weeks back a day is.
 */
import { DAY_MS, type DataDays } from './calendar.ts'

const WEEK_MS = 7 * DAY_MS

/**
 * Weeks back from the data's last day: 0 for today, 1 for the seven days before it (a report
 * `date-from: 7d`, `date-to: today`), 2 for the seven before those, and so on.
 */
export function weeksBack(days: DataDays, day: number): number {
  return Math.max(0, Math.ceil((days.last - day) / WEEK_MS))
}

/** Something readers want for a while: its weight in each week back (the last for every older). */
export interface Season<T> {
  what: T
  /** Index 0 is today's week (weeksBack 0); each data set says what a unit of weight is. */
  weights: readonly number[]
}

/** A season's weight on a day. */
export function weightOn<T>(season: Season<T>, days: DataDays, day: number): number {
  const { weights } = season
  return weights[Math.min(weeksBack(days, day), weights.length - 1)] ?? 0
}

/**
 * Seasonal unanswered questions; a unit of weight is a percent of the day's conversations.
 * Weeks back: 1 is the last full week, 3 three weeks ago.
 */
export const SEASONAL_QUESTIONS: readonly Season<string>[] = [
  // Rising: a migration guide is missing since v2 shipped.
  { what: 'How do I migrate from the v1 API to v2', weights: [9, 9, 6, 3, 0] },
  // Fading: the build image was fixed.
  { what: 'Why does my preview build fail with exit code 137', weights: [3, 3, 7, 10, 10] },
  // Stopped a week ago: the old dashboard's page was written.
  { what: 'Where did the old analytics dashboard go', weights: [0, 0, 5, 6, 6] },
  // New last week.
  { what: 'Does the agent support GitLab', weights: [5, 5, 0] },
]

/** Seasonal searches nobody clicks a result of; a unit of weight is three searches a day. */
export const SEASONAL_SEARCHES: readonly Season<string>[] = [
  { what: 'v2 migration', weights: [9, 9, 6, 3, 0] },
  { what: 'exit code 137', weights: [3, 3, 7, 10, 10] },
  { what: 'old dashboard', weights: [0, 0, 5, 6, 6] },
  { what: 'gitlab', weights: [5, 5, 0] },
]

/**
 * Seasonal down-rated pages (indices, taken modulo the site's size); a unit of weight is a
 * percent of the day's feedback.
 */
export const SEASONAL_PAGES: readonly Season<number>[] = [
  // New last week: a page a release broke.
  { what: 23, weights: [8, 8, 0] },
  // Stopped a week ago: fixed.
  { what: 31, weights: [0, 0, 6, 6, 6] },
]
