import type { IncomingMessage, RequestOptions } from 'node:http'
import { HttpClient } from '@actions/http-client'
import type { RequestHandler } from '@actions/http-client/lib/interfaces'
import { ApiError } from '../http/errors.js'
import { USER_AGENT } from '../version.js'

/**
 * A job's log, read from where GitHub's API redirects for it. GitHub's API does not serve logs
 * itself: `GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs` answers 302 with a signed URL,
 * valid for about a minute, on a storage host (on github.com, `productionresultssa<N>.blob.core.
 * windows.net`, formerly `pipelines.actions.githubusercontent.com`).
 *
 * "The action never follows a link outside GitHub's API" means here: the one link followed is the
 * `Location` that GitHub's API answered to the action's own request for a job's log; never a URL
 * from an event's payload, a log or an annotation. And that link is held to rules:
 * - On github.com, only to GitHub's log hosts above. On another API (GitHub Enterprise Server,
 *   whose logs live in the storage its administrator chose: Azure, S3, GCS, MinIO), any https
 *   host; and the API's own origin whatever its scheme (a local API, such as the emulator).
 * - Sent without the token or any other credential: the URL's signature is its authorization, and
 *   the token must not reach a host that is not GitHub's API. No URL with a user or password.
 * - No further redirect is followed from there, and the URL is never written to a message or the
 *   log (its query string is a signature).
 * Octokit would follow the 302 itself (its fetch follows redirects, dropping the token when the
 * host changes), with no say over where: hence `redirect: 'manual'` (./workflow-runs.ts) and this.
 */

/** How much of a log is kept: its last `lines` lines, and of those no more than `bytes`. */
export interface LogBudget {
  lines: number
  bytes: number
}

/** The end of a log, oldest line first; `cut` when lines (or a line's start) were left out. */
export interface LogTail {
  lines: string[]
  cut: boolean
}

/** GitHub's log hosts, when the API is github.com's. */
const GITHUB_LOG_HOSTS = [
  /^productionresultssa\d+\.blob\.core\.windows\.net$/,
  /^[a-z0-9-]+\.actions\.githubusercontent\.com$/,
]

/**
 * The URL a job's log may be read from, or why not (an error that never quotes the URL): the
 * `Location` GitHub's API answered, by the rules above.
 */
export function logLocation(location: string | undefined, apiUrl: string, job: number): URL {
  const refuse = (why: string): ApiError =>
    new ApiError(`Reading the log of job ${job} failed: GitHub's API redirected ${why}.`)
  if (location === undefined || location === '') throw refuse('without a Location')
  const api = new URL(apiUrl)
  let url: URL
  try {
    url = new URL(location, api)
  } catch {
    throw refuse('to a Location that is not a URL')
  }
  if (url.username !== '' || url.password !== '') throw refuse('to a URL with credentials')
  if (url.origin === api.origin) return url
  if (url.protocol !== 'https:') throw refuse(`to a ${url.protocol.replace(':', '')} URL`)
  if (api.hostname === 'api.github.com' && !GITHUB_LOG_HOSTS.some((h) => h.test(url.hostname))) {
    throw refuse(`to ${url.hostname}, which is not one of GitHub's log hosts`)
  }
  return url
}

/**
 * The last lines of the log at `url` within `budget`, read as it streams (only about `bytes` are
 * ever held), without a token, within `timeoutMs`. Through the http-client, so a runner's proxy
 * applies as it does to every other request.
 */
export async function readLogTail(
  url: URL,
  budget: LogBudget,
  timeoutMs: number,
  job: number,
): Promise<LogTail> {
  const operation = `Reading the log of job ${job}`
  const signal = AbortSignal.timeout(timeoutMs)
  const withSignal: RequestHandler = {
    prepareRequest: (options: RequestOptions) => {
      options.signal = signal
    },
    canHandleAuthentication: () => false,
    handleAuthentication: () => Promise.reject(new Error('not used')),
  }
  const http = new HttpClient(USER_AGENT, [withSignal], {
    allowRedirects: false,
    allowRetries: false,
    keepAlive: false,
  })
  try {
    const response = await http.request('GET', url.href, null, { accept: 'text/plain' })
    const status = response.message.statusCode ?? 0
    if (status !== 200) {
      response.message.resume()
      throw new ApiError(`${operation} failed: the log host answered HTTP ${status}.`, {
        status,
        transient: status >= 500,
      })
    }
    const { kept, total } = await readEnd(response.message, budget.bytes + 1)
    return logTail(kept, total, budget)
  } catch (error) {
    if (error instanceof ApiError) throw error
    const why = signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : `the log host could not be read (${codeOf(error)})`
    throw new ApiError(`${operation} failed: ${why}.`, { transient: true })
  } finally {
    http.dispose()
  }
}

/** The last `keep` bytes (or a little more) of a body, and how long the body was. */
function readEnd(message: IncomingMessage, keep: number): Promise<{ kept: Buffer; total: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let held = 0
    let total = 0
    message.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      held += chunk.length
      total += chunk.length
      // Older chunks go once the newer ones alone hold enough.
      while (chunks.length > 1 && held - (chunks[0]?.length ?? 0) >= keep) {
        held -= chunks.shift()?.length ?? 0
      }
    })
    message.on('end', () => resolve({ kept: Buffer.concat(chunks), total }))
    message.on('error', reject)
    message.on('close', () => {
      if (!message.complete) {
        reject(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }))
      }
    })
  })
}

/**
 * The whole lines among the last `budget.bytes` bytes of a log (`kept` is its end, one byte more
 * than the budget when the log is longer), then the last `budget.lines` of those.
 */
export function logTail(kept: Buffer, total: number, budget: LogBudget): LogTail {
  let end = kept
  let cut = total > budget.bytes
  if (cut) {
    end = kept.subarray(kept.length - budget.bytes)
    // The byte before the budget's first: unless it ends a line, the first line is only a part.
    const newline = end.indexOf(0x0a)
    // A line longer than the budget: its end is all there is to keep.
    if (kept[kept.length - budget.bytes - 1] !== 0x0a && newline >= 0 && newline < end.length - 1) {
      end = end.subarray(newline + 1)
    }
  }
  const text = end.toString('utf8').replace(/\r?\n$/, '')
  let lines = text === '' ? [] : text.split(/\r?\n/)
  if (lines.length > budget.lines) {
    lines = lines.slice(lines.length - budget.lines)
    cut = true
  }
  return { lines, cut }
}

function codeOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return typeof code === 'string' ? code : 'network error'
}
