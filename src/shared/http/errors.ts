/** A request to the service that failed for good; the message is meant for the user. */
export class ApiError extends Error {
  override name = 'ApiError'
  /** The HTTP status, when the service answered at all. */
  readonly status: number | undefined
  /** The same request later might succeed (rate limit, outage, network). */
  readonly transient: boolean
  /** No answer arrived, but the service may have acted on the request (for example created a job). */
  readonly mayHaveActed: boolean
  /** How long the service asked to wait (Retry-After), when it did. */
  readonly retryAfterMs: number | undefined

  constructor(
    message: string,
    options: {
      status?: number
      transient?: boolean
      mayHaveActed?: boolean
      retryAfterMs?: number
    } = {},
  ) {
    super(message)
    this.status = options.status
    this.transient = options.transient ?? false
    this.mayHaveActed = options.mayHaveActed ?? false
    this.retryAfterMs = options.retryAfterMs
  }
}

/** Removes secrets (as sent, and URL-encoded) from text that came from the other side. */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text
  for (const secret of secrets) {
    if (secret.length < 4) continue
    for (const form of new Set([secret, encodeURIComponent(secret)]))
      clean = clean.split(form).join('***')
  }
  return clean
}

export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  if (seconds < 120) return `${seconds} s`
  return `${Math.ceil(seconds / 60)} min`
}

/** What the caller knows that makes an HTTP error actionable. */
export interface ErrorContext {
  /** What was being done, e.g. "Creating the agent job". */
  operation: string
  /** What a 404 means for this request. */
  notFound: string
  /** The budget behind a 429, e.g. "100 agent requests per project per hour". */
  rateLimit: string
  /** For a POST: what the service may have done although no answer arrived. */
  effect?: string
}

/** Error messages for the docs platform's API. */
export function serviceErrorMessage(
  context: ErrorContext,
  status: number,
  said: string,
  retryAfterMs: number | undefined,
): string {
  const from = said === '' ? '' : ` The service said: ${said}.`
  const prefix = `${context.operation} failed with HTTP ${status}:`
  switch (true) {
    case status === 401:
      return `${prefix} the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused).${from}`
    case status === 403:
      return `${prefix} the API key is not allowed to do this. Check that the key has the needed scope (read for polling, write for creating jobs and sending messages) and, if the key has an IP allowlist, that it admits this runner.${from}`
    case status === 404:
      return `${prefix} ${context.notFound}.${from}`
    case status === 429: {
      const when =
        retryAfterMs === undefined
          ? 'Try again later'
          : `The service asks to wait ${formatWait(retryAfterMs)}`
      return `${prefix} rate limit reached (the service allows ${context.rateLimit}). ${when}, or spread runs out with a concurrency group.${from}`
    }
    case status === 400:
      return `${prefix} the service rejected the request as invalid.${from}`
    case status >= 500:
      return `${prefix} the service had an error or is unavailable. Try again later.${from}`
    default:
      return `${prefix} unexpected answer.${from}`
  }
}
