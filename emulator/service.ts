import type { IncomingHttpHeaders } from 'node:http'

/** What a handler answers; the server writes it, or a fault replaces it. */
export interface Reply {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

/** A request matched to one operation of one emulated API. */
export interface Route {
  /** Operation name used in fault rules and the request log, e.g. `agent.create`. */
  op: string
  params: Record<string, string>
}

export interface IncomingCall {
  route: Route
  method: string
  headers: IncomingHttpHeaders
  query: URLSearchParams
  /** The parsed JSON body; undefined when there was none, `INVALID_JSON` when it did not parse. */
  body: unknown
  /**
   * The request's URL as the client addressed it (its Host header, any `/api/v3` prefix), for
   * links that must lead back to the emulator, as a list's `link` header does; absent in unit
   * tests that make calls by hand.
   */
  url?: URL
}

export const INVALID_JSON = Symbol('invalid JSON')

/** One emulated API (the agent API, later analytics and GitHub), plugged into the server. */
export interface EmulatedService {
  match(method: string, path: string): Route | undefined
  /** A reply when the caller is not let in (401/403), else undefined. */
  authorize(call: IncomingCall): Reply | undefined
  handle(call: IncomingCall): Reply
  /** Back to the state of a fresh start. */
  reset(): void
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, body, headers }
}

/**
 * Matches `/v2/agent/:projectId/job` against a path, returning the named segments. A last
 * parameter written `:name+` takes the rest of the path, one segment or more (a file's path in
 * the repository, which clients send with its slashes, or with them encoded as %2F).
 */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = path.split('/')
  const tail = want.at(-1)?.startsWith(':') === true && want.at(-1)?.endsWith('+') === true
  if (tail ? got.length < want.length : want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const rest = tail && i === want.length - 1
    const actual = rest ? got.slice(i) : [got[i] ?? '']
    if (part.startsWith(':')) {
      if (actual.some((segment) => segment === '')) return undefined
      try {
        params[part.slice(1).replace(/\+$/, '')] = actual
          .map((segment) => decodeURIComponent(segment))
          .join('/')
      } catch {
        return undefined
      }
    } else if (part !== actual[0]) {
      return undefined
    }
  }
  return params
}

/** The first route of `routes` ([method, pattern, op]) that matches, with its path parameters. */
export function matchRoute(
  routes: readonly (readonly [string, string, string])[],
  method: string,
  path: string,
): Route | undefined {
  for (const [m, pattern, op] of routes) {
    const params = m === method ? matchPath(pattern, path) : undefined
    if (params !== undefined) return { op, params }
  }
  return undefined
}

/** The service's bearer-key check: listed keys, or else any key with the admin prefix. */
export function authorizeKey(call: IncomingCall, apiKeys: readonly string[]): Reply | undefined {
  const key = /^Bearer (\S+)$/.exec(call.headers.authorization ?? '')?.[1] ?? ''
  const valid = apiKeys.length > 0 ? apiKeys.includes(key) : /^mint_\S+$/.test(key)
  return valid ? undefined : json(401, { error: 'Unauthorized: invalid or missing API key' })
}
