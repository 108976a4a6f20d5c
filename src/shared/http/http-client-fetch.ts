import type { IncomingHttpHeaders, RequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { readBody } from './answer-body.js'

/**
 * The fetch Octokit sends with when no proxy applies: one request through @actions/http-client
 * (node:http), the client the service's requests already go through.
 *
 * Why not Node's own fetch: Node loads its fetch (its bundled undici) at the first use, which
 * would add about a third to the start-up of a run whose first request is GitHub's (the
 * commenter's role, on a comment; bench/RESULTS.md, section 1). node:http is loaded already.
 * Octokit takes any fetch (`request.fetch`), and reads only part of the answer: status, headers
 * and the body (text or bytes), which is what `FetchAnswer` gives.
 *
 * Where it differs from fetch, none of which GitHub's REST API relies on:
 * - Redirects are followed by the http-client with the same method and body (GitHub answers 307
 *   for anything but a GET), the authorization header dropped when the host changes (fetch drops
 *   it for a new port or scheme too), and never from https to http (a plain error, no code).
 *   With `redirect: 'manual'` the redirect is the answer (a job's log, ../github/job-logs.ts).
 * - `url` is the URL asked for, not the one a redirect ended at.
 * - Each request has a connection of its own, as the service's do: a kept-alive socket that the
 *   server closes as it is reused fails a POST in a way that may have acted, which we would then
 *   not send again. A handshake per call costs less than that.
 * Retries are left to our own policy (../github/github-api.ts); the abort signal (each attempt's
 * timeout) ends the request wherever it is, a redirect's body or the answer's included.
 */
export async function httpClientFetch(
  input: string | URL,
  init: FetchInit = {},
): Promise<FetchAnswer> {
  const url = String(input)
  const { method = 'GET', body } = init
  const signal = init.signal ?? undefined
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new TypeError(`httpClientFetch sends a string body only (got ${typeof body}).`)
  }
  // `manual` answers the redirect itself, as Node's fetch does: the caller decides where to go.
  const follow = init.redirect === undefined || init.redirect === 'follow'
  if (!follow && init.redirect !== 'manual') {
    throw new TypeError(
      `httpClientFetch follows redirects or leaves them to the caller (got redirect: ${init.redirect}).`,
    )
  }
  signal?.throwIfAborted()
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(init.headers ?? {})) {
    headers[name.toLowerCase()] = value
  }
  // Run for every request the client makes, each redirect's too (RequestHandler's contract).
  const exactly: RequestHandler = {
    prepareRequest(options: RequestOptions) {
      // The http-client puts its own user agent first, with the runner's orchestration id, which
      // the toolkit has already added to Octokit's: send Octokit's as it is.
      const userAgent = headers['user-agent']
      if (userAgent !== undefined) options.headers = { ...options.headers, 'user-agent': userAgent }
      // Node destroys the request and its answer when the signal aborts.
      if (signal !== undefined) options.signal = signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used')),
  }
  const http = new HttpClient(headers['user-agent'], [exactly], {
    allowRetries: false,
    allowRedirects: follow,
    keepAlive: false,
  })
  const exchange = (async () => {
    const response = await http.request(method, url, body ?? null, headers)
    const bytes = await readBody(response.message)
    const { statusCode = 0, statusMessage = '' } = response.message
    return new FetchAnswer(url, statusCode, statusMessage, response.message.headers, bytes)
  })()
  // The http-client reads a redirect's body without listening for errors: a connection cut then
  // leaves its promise pending for good, so the abort does not wait for it. (Promise.race takes
  // care of whichever of the two settles second.)
  let stop = (): void => undefined
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal?.reason as Error)
    signal?.addEventListener('abort', stop, { once: true })
  })
  try {
    return await Promise.race([exchange, aborted])
  } catch (error) {
    // An abort shows as the error fetch gives for it (its reason), whatever the socket said.
    signal?.throwIfAborted()
    throw error
  } finally {
    signal?.removeEventListener('abort', stop)
    http.dispose()
  }
}

/** The part of fetch's `init` that Octokit passes. */
export interface FetchInit {
  method?: string
  headers?: Record<string, string>
  body?: unknown
  signal?: AbortSignal | null
  redirect?: string
}

/** A response as Octokit reads it: `status`, `url`, `headers`, `text()` and `arrayBuffer()`. */
export class FetchAnswer {
  readonly url: string
  readonly status: number
  readonly statusText: string
  readonly headers: AnswerHeaders
  private readonly bytes: Buffer

  constructor(
    url: string,
    status: number,
    statusText: string,
    headers: IncomingHttpHeaders,
    bytes: Buffer,
  ) {
    this.url = url
    this.status = status
    this.statusText = statusText
    this.headers = new AnswerHeaders(headers)
    this.bytes = bytes
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300
  }

  text(): Promise<string> {
    return Promise.resolve(this.bytes.toString('utf8'))
  }

  arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.bytes
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer)
  }
}

/** Answer headers as fetch's `Headers` gives them: names in lower case, repeats joined. */
export class AnswerHeaders implements Iterable<[string, string]> {
  private readonly values = new Map<string, string>()

  constructor(headers: IncomingHttpHeaders) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) {
        this.values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value)
      }
    }
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase())
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.values.entries()
  }
}
