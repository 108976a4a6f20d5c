import type { Clock } from './dependencies.js'
import { ApiError } from './http/errors.js'

/**
 * Waiting for something the service works on (an agent job, a deployment) to end: one poll after
 * another, the interval easing off, until a terminal status or the deadline. Shared by both
 * kinds of wait: neither API documents a polling interval, so both use the agent jobs' back-off.
 */

/** The interval never grows past 30 s, or past the chosen interval when that is longer. */
export const MAX_POLL_INTERVAL_MS = 30_000
/** Most jobs end within minutes: until then polls stay frequent (at most twice the interval). */
export const BRISK_PHASE_MS = 300_000
/** Growth per poll: quick to twice the interval at the start, gentle after the brisk phase. */
export const EARLY_GROWTH = 1.5
export const LATE_GROWTH = 1.1
/** Consecutive polls that may fail transiently (after the client's own retries) before giving up. */
export const MAX_FAILED_POLLS = 3

/**
 * The wait after a poll, given the last wait and the time spent waiting. With the default 5 s:
 * 5, 7.5, then every 10 s for five minutes (as often as a hand-written 10 s loop, without its
 * wasted first request), then 11, 12.1, … up to 30 s, so a 30-minute wait costs about 90 polls
 * rather than 360. Measured in bench/RESULTS.md.
 */
export function nextInterval(previousMs: number, elapsedMs: number, baseMs: number): number {
  const cap = Math.max(MAX_POLL_INTERVAL_MS, baseMs)
  if (elapsedMs < BRISK_PHASE_MS) return Math.min(2 * baseMs, previousMs * EARLY_GROWTH, cap)
  return Math.min(cap, previousMs * LATE_GROWTH)
}

/** What is polled: anything with a status, which may be one this version does not know. */
export interface Polled {
  status: string | null
}

export interface PollOptions<T extends Polled> {
  /** The first interval between polls. */
  intervalMs: number
  /** Epoch ms after which waiting stops. */
  deadline: number
  /** Poll at once (waiting on an existing job) rather than after one interval (a job just started). */
  immediate: boolean
  /** The thing as last seen, if any. */
  initial: T | undefined
  clock: Clock
  /** The statuses that end the wait, and those this version knows (others are told once). */
  isTerminal: (status: string | null) => boolean
  isKnown: (status: string | null) => boolean
  /** A new status was seen (awaited, so a comment edit finishes before the next poll). */
  onStatus?: (item: T, previous: string | null) => void | Promise<void>
  /** After a poll that found the status unchanged, with what it read (a chance to redo what failed). */
  onUnchanged?: (item: T) => void | Promise<void>
  /** A status this version does not know; told once per value. */
  onUnknownStatus?: (status: string) => void
  /** A poll failed but waiting goes on. */
  onPollError?: (error: ApiError) => void
}

export interface PollResult<T extends Polled> {
  /** The last state seen (undefined only when no poll ever succeeded). */
  job: T | undefined
  timedOut: boolean
  /** GET requests made (attempts that ended the poll, retries not counted). */
  polls: number
}

/**
 * Polls until the first terminal status or the deadline. A transient failure that outlasts the
 * client's retries is tolerated a few times in a row: a brief outage must not abandon a long job.
 */
export async function pollUntilDone<T extends Polled>(
  getJob: () => Promise<T>,
  options: PollOptions<T>,
): Promise<PollResult<T>> {
  const { clock, deadline } = options
  const started = clock.now()
  const unknown = new Set<string>()
  let job = options.initial
  let status = job?.status ?? null
  let polls = 0
  let failures = 0
  let interval = options.intervalMs
  let pollNow = options.immediate
  /** A wait the service asked for (a Retry-After too long for the client to sit through). */
  let asked = 0

  for (;;) {
    if (!pollNow) {
      const remaining = deadline - clock.now()
      if (remaining <= 0) return { job, timedOut: true, polls }
      await clock.sleep(Math.min(Math.max(interval, asked), remaining))
      asked = 0
      interval = nextInterval(interval, clock.now() - started, options.intervalMs)
    }
    pollNow = false
    polls++
    try {
      job = await getJob()
      failures = 0
    } catch (error) {
      if (!(error instanceof ApiError) || !error.transient) throw error
      // A last poll at the deadline that fails is a timeout, not an error.
      if (clock.now() >= deadline) return { job, timedOut: true, polls }
      if (error.retryAfterMs !== undefined) {
        // Rate limited: waiting as asked is not a failure of the service.
        asked = error.retryAfterMs
      } else if (++failures >= MAX_FAILED_POLLS) {
        throw error
      }
      options.onPollError?.(error)
      continue
    }
    if (job.status !== status) {
      await options.onStatus?.(job, status)
      status = job.status
    } else {
      await options.onUnchanged?.(job)
    }
    if (options.isTerminal(job.status)) return { job, timedOut: false, polls }
    if (job.status !== null && !options.isKnown(job.status) && !unknown.has(job.status)) {
      unknown.add(job.status)
      options.onUnknownStatus?.(job.status)
    }
    if (clock.now() >= deadline) return { job, timedOut: true, polls }
  }
}
