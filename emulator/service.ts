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

/** Matches `/v2/agent/:projectId/job` against a path, returning the named segments. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? ''
    if (part.startsWith(':')) {
      if (actual === '') return undefined
      try {
        params[part.slice(1)] = decodeURIComponent(actual)
      } catch {
        return undefined
      }
    } else if (part !== actual) {
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
