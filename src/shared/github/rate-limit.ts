import { parseRetryAfter } from '../http/retry.js'

/**
 * How long GitHub asks to wait before the same request, when its answer is a rate limit; undefined
 * when it is not one (a 403 is then a real refusal: no permission, a locked thread). Following
 * GitHub's REST documentation ("Rate limits for the REST API", "Handle rate limit errors
 * appropriately"):
 * - a `retry-after` header: wait that long (secondary limits send it);
 * - `x-ratelimit-remaining: 0`: the primary limit is used up; wait until `x-ratelimit-reset`
 *   (epoch seconds);
 * - otherwise a 403/429 whose message names a rate limit: wait at least one minute, longer with
 *   each retry (`retry` is 1-based).
 */
export function rateLimitWait(
  answer: { status: number; headers: Readonly<Record<string, string | undefined>>; said: string },
  now: number,
  retry: number,
): number | undefined {
  const { status, headers, said } = answer
  if (status !== 403 && status !== 429) return undefined
  const retryAfter = parseRetryAfter(headers['retry-after'], now)
  if (retryAfter !== undefined) return retryAfter
  const reset = Number(headers['x-ratelimit-reset'])
  if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset) && reset > 0) {
    // GitHub's clock and ours may differ by a little: one second more than it says.
    return Math.max(0, reset * 1000 - now) + 1000
  }
  if (status === 429 || /rate limit/i.test(said)) return 60_000 * 2 ** (retry - 1)
  return undefined
}
