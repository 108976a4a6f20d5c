/** How hard the client tries before giving up on one request. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number
  /** First backoff ceiling; it doubles with each retry (full jitter picks a delay below it). */
  baseDelayMs: number
  /** The backoff ceiling never grows past this. */
  maxDelayMs: number
  /** A Retry-After longer than this is not waited for: the request fails with the wait in its message. */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 16_000,
  maxRetryAfterMs: 60_000,
}

/** Why one attempt did not produce a usable answer. */
export type AttemptFailure =
  | { kind: 'status'; status: number; retryAfterMs: number | undefined }
  /** The connection failed; `notSent` when the request certainly never reached the server. */
  | { kind: 'network'; notSent: boolean }
  | { kind: 'timeout' }
  /** A success status whose body is not the JSON object expected. */
  | { kind: 'malformed' }

/** Connection errors that happen before a single byte of the request is delivered. */
const NOT_SENT_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']

export function isNotSentError(code: string | undefined): boolean {
  return code !== undefined && NOT_SENT_CODES.includes(code)
}

/**
 * A request that is safe to repeat (GET, an edit) is retried on any transient failure. One that
 * is not (creating a job, sending a message, posting a comment: no idempotency key) is repeated
 * only when the service certainly did not act: the connection was never made, or it answered
 * 429/503.
 */
export function isRetryable(idempotent: boolean, failure: AttemptFailure): boolean {
  const safe = idempotent
  switch (failure.kind) {
    case 'status':
      if (failure.status === 429 || failure.status === 503) return true
      return safe && (failure.status >= 500 || failure.status === 408)
    case 'network':
      return safe || failure.notSent
    case 'timeout':
    case 'malformed':
      return safe
  }
}

/**
 * Whether a request that is not safe to repeat may have acted although it was answered with
 * `status`: any server error but 503, which says the server did not take the request. A 500 can
 * come from a crash after the write, a 502 or 504 from a gateway that gave up waiting for work
 * that went on. The same rule holds for the service and for GitHub.
 */
export function mayHaveActedDespite(status: number): boolean {
  return status >= 500 && status !== 503
}

/** Retry-After as milliseconds from `now`: delta-seconds or an HTTP date. */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  if (header === undefined) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // An HTTP date always names its day and month; this keeps Date.parse from reading "-5" as a year.
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}

/** Exponential backoff with full jitter, for the `retry`-th retry (1-based). */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
  return Math.round(random() * ceiling)
}
