import type { Dependencies } from '../dependencies.js'
import { ApiError, formatWait, redact } from '../http/errors.js'
import { serviceMessage } from '../service/service-message.js'
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isNotSentError,
  isRetryable,
  mayHaveActedDespite,
  type AttemptFailure,
} from '../http/retry.js'
import { noAnswerInTime } from '../http/json-transport.js'
import { loadToolkit } from './toolkit-import.js'
import type { Octokit, OctokitOptions } from './octokit.js'
import { USER_AGENT } from '../version.js'
import { rateLimitWait } from './rate-limit.js'
import { githubErrorMessage, type GitHubErrorContext } from './github-errors.js'

/** At most this many pages of 100 are read from one list (comments of a thread, issues). */
export const MAX_PAGES = 10

type Headers = Readonly<Record<string, string | number | undefined>>

/** What one Octokit call resolves to, as far as this client reads it. */
export interface Answer<T> {
  status: number
  headers: Headers
  data: T
}

/**
 * Options every attempt passes to Octokit: the REST API version (Octokit's constructor has no
 * option for default headers) and the abort signal of the attempt's own timeout.
 */
export type AttemptOptions = { headers: typeof API_VERSION; request: { signal: AbortSignal } }

const API_VERSION = { 'x-github-api-version': '2022-11-28' }

export interface Call {
  context: GitHubErrorContext
  /** Safe to send twice with the same effect; a POST that creates something is not. */
  idempotent: boolean
  /** What a successful answer's body must be (`none`: a 204 without one). */
  shape: 'object' | 'array' | 'none'
}

type Failure = AttemptFailure | { kind: 'rate-limit'; waitMs: number }

type Failed = { ok: false; failure: Failure; brief: string; error: ApiError }

type Attempt<T> = { ok: true; answer: Answer<T> } | Failed

/** How Octokit reports an HTTP error (RequestError), read without depending on its class. */
interface HttpError {
  status: number
  response?: Answer<unknown>
}

function isHttpError(error: unknown): error is HttpError & Error {
  return error instanceof Error && typeof (error as Partial<HttpError>).status === 'number'
}

/** The first `code` (ECONNREFUSED, UND_ERR_SOCKET, ...) along an error's causes. */
function codeOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as NodeJS.ErrnoException).code
    if (typeof code === 'string') return code
    cause = cause.cause
  }
  return undefined
}

function headerText(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  return value === undefined ? undefined : String(value)
}

/** Whether a list goes on past this page (GitHub's `link` header names the next one). */
export function hasNextPage(headers: Headers): boolean {
  return /rel="next"/.test(headerText(headers, 'link') ?? '')
}

function hasShape(value: unknown, shape: Call['shape']): boolean {
  if (shape === 'none') return true
  if (shape === 'array') return Array.isArray(value)
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Rate limits GitHub may repeat (a secondary limit often does): at most this many waits. */
const MAX_RATE_LIMIT_WAITS = 10

/** Without a deadline, a rate limit longer than this is not waited out. */
const UNBOUNDED_MAX_WAIT_MS = DEFAULT_RETRY_POLICY.maxRetryAfterMs

export interface GitHubSettings {
  /** REST API base: https://api.github.com, or a GitHub Enterprise Server's `https://host/api/v3`. */
  apiUrl: string
  token: string
  owner: string
  repo: string
  /**
   * The run's own repository (`home`, owner/name) and its token, and the token of every other
   * one: a client that `inRepository` makes for another repository sends `token`, one made for
   * `home` again `homeToken`. Without it, every repository gets `token`.
   */
  elsewhere?: { home: string; homeToken: string; token: string }
  /** Deadline for one attempt: connecting, the answer and its whole body. */
  timeoutMs: number
  /**
   * Epoch ms (the step's own deadline): a rate limit or a retry is waited out only when it ends
   * before this. Without one, waits longer than a minute are not.
   */
  deadline?: number
  /** Told about each retry and rate-limit wait, for a log line. */
  onRetry?: (message: string) => void
}

/**
 * How every call to GitHub's REST API goes, for one repository, through Octokit as the toolkit
 * makes it (./octokit.ts: the runner's proxy settings, the API's URL). The operations
 * (./comments.ts, ./reactions.ts, ...) each say what to send with `send`; this says how.
 *
 * Retries and rate limits follow a policy of our own around each call, not Octokit's throttling
 * and retry plugins. The project uses a well-kept library unless it cannot keep a promise we
 * need, and these cannot keep three: @octokit/plugin-retry repeats any request on a 5xx, POSTs
 * that may have created a comment included; @octokit/plugin-throttling waits on its own timers
 * (Bottleneck), so the step's deadline and the injected clock do not govern its waits; and both
 * together add a queueing library to a bundle whose start-up time we watch. The policy: a rate
 * limit (primary or secondary, see ./rate-limit.ts) means GitHub did nothing, so any request is
 * sent again after the wait GitHub asks for, if that ends before the deadline; other failures
 * follow the shared rule of ../http/retry.ts (a POST is repeated only when it certainly did not
 * reach GitHub).
 */
export class GitHubApi {
  private readonly octokitOptions: OctokitOptions
  /** Made by `load()`, which `send` awaits before the first attempt. */
  private loaded: Octokit | undefined
  private loading: Promise<Octokit> | undefined
  /** What the client was made from, for the same client in another repository. */
  readonly settings: GitHubSettings
  readonly deps: Pick<Dependencies, 'clock' | 'random'>
  /** `owner/name`, for messages. */
  readonly repository: string
  /** The `owner` and `repo` of every call's parameters. */
  readonly repo: { owner: string; repo: string }
  /** The REST API base and one attempt's deadline, for a request sent elsewhere (job-logs.ts). */
  readonly apiUrl: string
  readonly timeoutMs: number

  constructor(settings: GitHubSettings, deps: Pick<Dependencies, 'clock' | 'random'>) {
    this.settings = settings
    this.deps = deps
    this.repo = { owner: settings.owner, repo: settings.repo }
    this.repository = `${settings.owner}/${settings.repo}`
    this.apiUrl = settings.apiUrl
    this.timeoutMs = settings.timeoutMs
    // The fetch, and the proxy's agent and dispatcher, are ./octokit.ts's.
    this.octokitOptions = {
      baseUrl: settings.apiUrl,
      userAgent: USER_AGENT,
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    }
  }

  /** Octokit, for the attempts `send` makes (it is loaded before the first). */
  get octokit(): Octokit {
    if (this.loaded === undefined) throw new Error('Octokit was used before it was loaded.')
    return this.loaded
  }

  private async load(): Promise<void> {
    this.loading ??= loadToolkit().then(({ makeOctokit }) =>
      makeOctokit(this.settings.token, this.octokitOptions),
    )
    this.loaded = await this.loading
  }

  /** One call, attempted until it succeeds or the policy above says to stop. */
  async send<T>(
    call: Call,
    attempt: (options: AttemptOptions) => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    await this.load()
    const { clock, random } = this.deps
    const deadline = this.settings.deadline
    let rateLimits = 0
    for (let tries = 1; ; tries++) {
      const result = await this.attempt(call, attempt, rateLimits + 1)
      if (result.ok) return result.answer
      const { failure } = result
      let delay: number
      let retryable: boolean
      if (failure.kind === 'rate-limit') {
        rateLimits++
        delay = failure.waitMs
        retryable =
          rateLimits < MAX_RATE_LIMIT_WAITS &&
          (deadline !== undefined || delay <= UNBOUNDED_MAX_WAIT_MS)
      } else {
        delay = backoffDelay(tries - rateLimits, DEFAULT_RETRY_POLICY, random)
        retryable =
          isRetryable(call.idempotent, failure) &&
          tries - rateLimits < DEFAULT_RETRY_POLICY.maxAttempts
      }
      if (!retryable || clock.now() + delay > (deadline ?? Infinity)) throw result.error
      this.settings.onRetry?.(
        `${call.context.operation}: ${result.brief}; retrying in ${formatWait(delay)}.`,
      )
      await clock.sleep(delay)
    }
  }

  private async attempt<T>(
    call: Call,
    send: (options: AttemptOptions) => Promise<Answer<T>>,
    rateLimitRetry: number,
  ): Promise<Attempt<T>> {
    const { context, idempotent } = call
    const effect = !idempotent && context.effect !== undefined ? ` ${context.effect}` : ''
    const { timeoutMs } = this.settings
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const timeout = (): Attempt<T> =>
      noAnswerInTime(context.operation, 'GitHub', timeoutMs, effect, !idempotent)
    try {
      const answer = await send({ headers: API_VERSION, request: { signal: controller.signal } })
      // Behind a proxy (undici's fetch), Octokit reads a body cut short by the timeout as empty,
      // without an error.
      if (timedOut) return timeout()
      if (hasShape(answer.data, call.shape)) return { ok: true, answer }
      return this.malformed(call, answer, effect)
    } catch (error) {
      if (timedOut) return timeout()
      if (isHttpError(error) && error.response !== undefined) {
        return this.refused(call, error.response, rateLimitRetry, effect)
      }
      return this.unreached(call, error, effect)
    } finally {
      clearTimeout(timer)
    }
  }

  /** A successful status whose body is not the shape the call expects. */
  private malformed(call: Call, answer: Answer<unknown>, effect: string): Failed {
    const { context, idempotent } = call
    return {
      ok: false,
      failure: { kind: 'malformed' },
      brief: `HTTP ${answer.status} with a body that is not a JSON ${call.shape}`,
      error: new ApiError(
        `${context.operation} failed: GitHub answered HTTP ${answer.status}, but its body is not the JSON ${call.shape} expected (got ${this.said(answer.data, answer.headers) || 'an empty body'}).${effect}`,
        { status: answer.status, transient: idempotent, mayHaveActed: !idempotent },
      ),
    }
  }

  /** An HTTP error status: a rate limit to wait out, or a refusal. */
  private refused(
    call: Call,
    response: Answer<unknown>,
    rateLimitRetry: number,
    effect: string,
  ): Failed {
    const { context, idempotent } = call
    const { status, headers, data } = response
    const said = this.said(data, headers)
    const now = this.deps.clock.now()
    const waitMs = rateLimitWait(
      {
        status,
        headers: {
          'retry-after': headerText(headers, 'retry-after'),
          'x-ratelimit-remaining': headerText(headers, 'x-ratelimit-remaining'),
          'x-ratelimit-reset': headerText(headers, 'x-ratelimit-reset'),
        },
        said,
      },
      now,
      rateLimitRetry,
    )
    // A 5xx but 503 to a POST: GitHub may have made the comment or reaction all the same.
    const unknownFate = !idempotent && waitMs === undefined && mayHaveActedDespite(status)
    return {
      ok: false,
      failure:
        waitMs === undefined
          ? { kind: 'status', status, retryAfterMs: undefined }
          : { kind: 'rate-limit', waitMs },
      brief: waitMs === undefined ? `HTTP ${status}` : `HTTP ${status}, GitHub's rate limit`,
      error: new ApiError(
        githubErrorMessage(context, status, said, waitMs) + (unknownFate ? effect : ''),
        {
          status,
          transient: waitMs !== undefined || status === 408 || status >= 500,
          mayHaveActed: unknownFate,
          retryAfterMs: waitMs,
        },
      ),
    }
  }

  /** No answer: GitHub could not be reached, or the connection dropped before it answered. */
  private unreached(call: Call, error: unknown, effect: string): Failed {
    const { context, idempotent } = call
    const code = codeOf(error) ?? 'network error'
    const notSent = isNotSentError(code)
    const origin = new URL(this.settings.apiUrl).origin
    const message = notSent
      ? `${context.operation} failed: could not reach ${origin} (${code}). Check GITHUB_API_URL and the runner's network or proxy settings.`
      : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`
    return {
      ok: false,
      failure: { kind: 'network', notSent },
      brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
      error: new ApiError(redact(message, [this.settings.token]), {
        transient: true,
        mayHaveActed: !idempotent && !notSent,
      }),
    }
  }

  /** What GitHub said (its JSON `message`), safe for a message: one line, bounded, no token. */
  private said(data: unknown, headers: Headers): string {
    const message =
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { message?: unknown }).message === 'string'
        ? JSON.stringify({ error: (data as { message: string }).message })
        : typeof data === 'string'
          ? data
          : (JSON.stringify(data) ?? '')
    const secrets = [this.settings.token]
    return redact(
      serviceMessage(redact(message, secrets), headerText(headers, 'content-type')),
      secrets,
    )
  }
}
