import type { IncomingHttpHeaders } from 'node:http'
import { HttpClient } from '@actions/http-client'
import { readBody } from './answer-body.js'
import { ApiError, formatWait, redact, type ErrorContext } from './errors.js'
import {
  backoffDelay,
  isNotSentError,
  isRetryable,
  mayHaveActedDespite,
  parseRetryAfter,
  type AttemptFailure,
  type RetryPolicy,
} from './retry.js'

/** Turns an HTTP error status into the message a user reads. */
export type ExplainStatus = (
  context: ErrorContext,
  status: number,
  said: string,
  retryAfterMs: number | undefined,
) => string

export interface TransportOptions {
  /** Base URL without a trailing slash. */
  baseUrl: string
  /** Where the user sets that URL, named when it cannot be reached (e.g. `api-url`). */
  urlSetting: string
  /** Sent with every request (authorization, accept); never logged. */
  headers: Record<string, string>
  /** Removed from anything the other side says before it reaches a message (an echoed key). */
  secrets: readonly string[]
  userAgent: string
  /** Deadline for one request: connecting, the answer and its whole body. */
  timeoutMs: number
  retry: RetryPolicy
  /**
   * The passage of time (../dependencies.ts's Clock, named here as a shape so that http/ stays
   * below the modules of shared/ that use it).
   */
  clock: { now: () => number; sleep: (ms: number) => Promise<void> }
  random: () => number
  explain: ExplainStatus
  /** What the other side said in an error body (its API's own shape), as one safe line. */
  readError: (body: string, contentType: string | undefined) => string
  /** Told about each retry before its wait, for a log line. */
  onRetry?: (message: string) => void
}

export interface JsonRequest {
  method: 'GET' | 'POST' | 'PATCH'
  /** Path below the base URL, segments already encoded. */
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  context: ErrorContext
  /** Safe to send twice with the same effect; by default GET and PATCH are, POST is not. */
  idempotent?: boolean
  /** Epoch ms: no attempt or retry wait goes past it (the step's own timeout). */
  deadline?: number
}

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

type Attempt =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; failure: AttemptFailure; brief: string; error: ApiError }

class RequestTimeout extends Error {}

/**
 * The failed attempt of a request that got no answer in time: worth retrying where repeating is
 * safe, but a request that may act (a POST) may have acted. `server` names who did not answer.
 */
export function noAnswerInTime(
  operation: string,
  server: string,
  timeoutMs: number,
  effect: string,
  mayHaveActed: boolean,
): { ok: false; failure: AttemptFailure; brief: string; error: ApiError } {
  const seconds = Math.round(timeoutMs / 1000)
  return {
    ok: false,
    failure: { kind: 'timeout' },
    brief: `no answer within ${seconds} s`,
    error: new ApiError(
      `${operation} failed: ${server} did not answer within ${seconds} s.${effect}`,
      { transient: true, mayHaveActed },
    ),
  }
}

/** The shortest deadline an attempt gets, however close the caller's own deadline is. */
const LAST_ATTEMPT_MS = 5000

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * JSON over HTTP for one API, through @actions/http-client so that runner proxy settings apply.
 * Owns the timeout, retry and error-message policy; callers see parsed bodies or an ApiError.
 */
export class Transport {
  /** Requests put on the wire (attempts), for reporting. */
  requestsSent = 0
  private http: HttpClient
  private readonly options: TransportOptions

  constructor(options: TransportOptions) {
    this.options = options
    this.http = this.newHttpClient()
  }

  private newHttpClient(): HttpClient {
    return new HttpClient(this.options.userAgent, [], {
      socketTimeout: this.options.timeoutMs,
      allowRetries: false,
      keepAlive: false,
    })
  }

  /** Closes every socket, so that a request abandoned after a timeout cannot keep the process alive. */
  dispose(): void {
    this.http.dispose()
  }

  /** A request whose answer must be a JSON object. */
  async object(request: JsonRequest): Promise<Record<string, unknown>> {
    const { retry, clock, random, onRetry } = this.options
    const idempotent = request.idempotent ?? request.method !== 'POST'
    const url = this.url(request)
    const deadline = request.deadline ?? Infinity
    for (let attempt = 1; ; attempt++) {
      // Near the deadline an attempt still gets a few seconds: a last poll must be able to answer.
      const remaining = Math.max(deadline - this.options.clock.now(), LAST_ATTEMPT_MS)
      const timeoutMs = Math.min(this.options.timeoutMs, remaining)
      const result = await this.attempt(request, url, idempotent, timeoutMs)
      if (result.ok) return result.body
      const wait = result.failure.kind === 'status' ? result.failure.retryAfterMs : undefined
      const delay = wait ?? backoffDelay(attempt, retry, random)
      const retryable =
        isRetryable(idempotent, result.failure) &&
        attempt < retry.maxAttempts &&
        (wait === undefined || wait <= retry.maxRetryAfterMs) &&
        this.options.clock.now() + delay < deadline
      if (!retryable) throw result.error
      onRetry?.(
        `${request.context.operation}: ${result.brief}; retrying in ${formatWait(delay)} (attempt ${attempt + 1} of ${retry.maxAttempts}).`,
      )
      await clock.sleep(delay)
    }
  }

  private url(request: JsonRequest): string {
    const url = new URL(this.options.baseUrl + request.path)
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    return url.href
  }

  private async attempt(
    request: JsonRequest,
    url: string,
    idempotent: boolean,
    timeoutMs: number,
  ): Promise<Attempt> {
    const { context } = request
    const unsafe = !idempotent
    const effect = unsafe && context.effect !== undefined ? ` ${context.effect}` : ''
    let answer: Answer
    try {
      answer = await this.send(request, url, timeoutMs)
    } catch (error) {
      if (error instanceof RequestTimeout)
        return noAnswerInTime(context.operation, 'the service', timeoutMs, effect, unsafe)
      const code = (error as NodeJS.ErrnoException).code ?? 'network error'
      const notSent = isNotSentError(code)
      const origin = new URL(this.options.baseUrl).origin
      const message = notSent
        ? `${context.operation} failed: could not reach ${origin} (${code}). Check ${this.options.urlSetting} and the runner's network or proxy settings.`
        : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`
      return {
        ok: false,
        failure: { kind: 'network', notSent },
        brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
        error: new ApiError(message, { transient: true, mayHaveActed: unsafe && !notSent }),
      }
    }

    const { status, headers, text } = answer
    // Node keeps one value of these two headers when an answer repeats them.
    const contentType = headers['content-type']
    if (status >= 200 && status < 300) {
      let body: unknown
      try {
        body = text === '' && status === 204 ? {} : JSON.parse(text)
      } catch {
        body = undefined
      }
      if (isObject(body)) return { ok: true, body }
      const said = this.said(text, contentType) || 'an empty body'
      return {
        ok: false,
        failure: { kind: 'malformed' },
        brief: `HTTP ${status} with a body that is not a JSON object`,
        error: new ApiError(
          `${context.operation} failed: the service answered HTTP ${status}, but its body is not the JSON object expected (got ${said}).${effect}`,
          { status, transient: idempotent, mayHaveActed: unsafe },
        ),
      }
    }
    const retryAfterMs = parseRetryAfter(headers['retry-after'], this.options.clock.now())
    const said = this.said(text, contentType)
    // A server error other than 503 may come after the work was done (a gateway that timed out
    // waiting, a crash after the write): a POST answered so may have acted.
    const unknownFate = unsafe && mayHaveActedDespite(status)
    return {
      ok: false,
      failure: { kind: 'status', status, retryAfterMs },
      brief: `HTTP ${status}`,
      error: new ApiError(
        this.options.explain(context, status, said, retryAfterMs) + (unknownFate ? effect : ''),
        {
          status,
          transient: status === 429 || status === 408 || status >= 500,
          mayHaveActed: unknownFate,
          retryAfterMs,
        },
      ),
    }
  }

  /** What the other side said, safe for a message: one line, bounded, without our secrets. */
  private said(text: string, contentType: string | undefined): string {
    return redact(
      this.options.readError(redact(text, this.options.secrets), contentType),
      this.options.secrets,
    )
  }

  /** One request with a hard deadline; on timeout the client is replaced so its socket is freed. */
  private async send(request: JsonRequest, url: string, timeoutMs: number): Promise<Answer> {
    const http = this.http
    const headers: Record<string, string> = { ...this.options.headers }
    let data: string | null = null
    if (request.body !== undefined) {
      data = JSON.stringify(request.body)
      headers['content-type'] = 'application/json'
    }
    this.requestsSent++
    const exchange = (async (): Promise<Answer> => {
      const response = await http.request(request.method, url, data, headers)
      const text = (await readBody(response.message)).toString('utf8')
      return { status: response.message.statusCode ?? 0, headers: response.message.headers, text }
    })()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RequestTimeout()), timeoutMs)
    })
    // The loser of the race must not become an unhandled rejection.
    exchange.catch(() => undefined)
    try {
      return await Promise.race([exchange, timeout])
    } catch (error) {
      const timedOut =
        error instanceof RequestTimeout ||
        (error instanceof Error && error.message.startsWith('Request timeout'))
      if (!timedOut) throw error
      http.dispose()
      this.http = this.newHttpClient()
      throw new RequestTimeout()
    } finally {
      clearTimeout(timer)
    }
  }
}
