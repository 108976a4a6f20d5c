import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServiceErrorAnswer } from '../src/shared/service/service-api-shapes.ts'
import type { EmulatorOptions, RecordedRequest } from './emulator-shapes.ts'
import type { FaultQueue, FaultRule } from './faults.ts'
import { readBody, send } from './http-wire.ts'
import { answerProblems, isOperation, type Operation } from './service-api.ts'
import { INVALID_JSON, json, type EmulatedService, type Reply, type Route } from './service.ts'

// One request to an emulated API, from its route to the answer sent: the faults injected on the
// way, the latency, the service's own answer held to its definition, and the request's record.

/** A request to an API as the route saw it, for the checks an API's description makes. */
export interface Exchange {
  method: string
  path: string
  route: Route
  query: URLSearchParams
  body: unknown
}

/** One emulated API the server routes to: its service matches a request by its route table. */
export interface ServedApi {
  service: EmulatedService
  /** Also answers below GitHub Enterprise Server's `/api/v3` (GitHub's REST API). */
  enterprise: boolean
  /** Holds each exchange to the API's published description, when one is asked for. */
  check?: (exchange: Exchange, reply: Reply) => void
}

/** What the exchanges of one emulator share. */
export interface ApiServer {
  /** In the order a request is matched against them: the first route that matches answers. */
  apis: readonly ServedApi[]
  faults: FaultQueue
  requests: RecordedRequest[]
  now: () => number
  latencyMs: EmulatorOptions['latencyMs']
  hold?: EmulatorOptions['hold']
  log: (line: string) => void
}

/** The REST API's path prefix on a GitHub Enterprise Server (`https://host/api/v3`). */
const GHES_PREFIX = '/api/v3'

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'

const INJECTED_FAULT: ServiceErrorAnswer = { error: 'Injected fault' }

const SECONDARY_RATE_LIMIT = {
  message:
    'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
  documentation_url:
    'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** The first API whose route table matches the request, and the route it matched. */
function routeOf(
  apis: readonly ServedApi[],
  method: string,
  pathname: string,
): { api: ServedApi; route: Route } | undefined {
  // GitHub Enterprise Server serves the REST API below /api/v3: the same routes answer there.
  const ghes = pathname.startsWith(GHES_PREFIX + '/')
  const routed = ghes ? pathname.slice(GHES_PREFIX.length) : pathname
  for (const api of apis) {
    if (ghes && !api.enterprise) continue
    const route = api.service.match(method, routed)
    if (route !== undefined) return { api, route }
  }
  return undefined
}

/** Answers one request to an emulated API, with the fault queued for its operation if any. */
export async function answerApi(
  server: ApiServer,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://emulator')
  const method = req.method ?? 'GET'
  const found = routeOf(server.apis, method, url.pathname)
  const op = found?.route.op ?? 'unknown'
  const fault = server.faults.take(op)
  const record: RecordedRequest = {
    at: server.now(),
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    op,
    body: undefined,
    userAgent: req.headers['user-agent'],
    result: 0,
    fault: fault?.kind,
  }
  const finish = (result: RecordedRequest['result']): void => {
    record.result = result
    server.log(`${method} ${url.pathname} -> ${result}${fault ? ` (fault: ${fault.kind})` : ''}`)
  }
  if (fault?.kind === 'drop-before') {
    // Gone before the request is even read: the emulated service cannot have acted.
    server.requests.push(record)
    req.socket.destroy()
    finish('dropped')
    return
  }
  const { text, body } = await readBody(req)
  record.body = body === INVALID_JSON ? text : body
  server.requests.push(record)
  await server.hold?.(record)
  const ending = await answerAfterFaults(server, { req, url, body, found, fault })
  if (ending === 'dropped') req.socket.destroy()
  else if (ending !== 'hung') send(res, ending, fault?.kind === 'malformed')
  finish(typeof ending === 'string' ? ending : ending.status)
}

interface Answering {
  req: IncomingMessage
  url: URL
  body: unknown
  found: { api: ServedApi; route: Route } | undefined
  fault: FaultRule | undefined
}

/**
 * How a request ends once the latency and the fault had their way: the reply to send (the
 * service's, or one a fault sends in its place), or no reply at all.
 */
async function answerAfterFaults(
  server: ApiServer,
  { req, url, body, found, fault }: Answering,
): Promise<Reply | 'hung' | 'dropped'> {
  const latency =
    typeof server.latencyMs === 'function'
      ? server.latencyMs(found?.route.op ?? 'unknown')
      : (server.latencyMs ?? 0)
  if (latency > 0) await wait(latency)
  if (fault?.kind === 'hang') return 'hung'
  if (fault?.kind === 'delay') await wait(fault.delayMs ?? 1000)
  const method = req.method ?? 'GET'
  const instead = fault === undefined ? undefined : injectedReply(fault)
  if (instead !== undefined) {
    // GitHub's secondary rate limit is an answer GitHub gives: its description holds it too.
    if (fault?.kind === 'secondary-rate-limit' && found !== undefined) {
      found.api.check?.(
        { method, path: url.pathname, route: found.route, query: url.searchParams, body },
        instead,
      )
    }
    return instead
  }
  const reply =
    found === undefined
      ? json(404, { error: `No route ${method} ${url.pathname}` })
      : serviceReply(found, req, url, body)
  if (fault?.kind === 'drop-after') return 'dropped'
  if (fault?.kind === 'status-after') {
    // The work is done (a job created, a comment posted); the answer says it failed.
    return json(fault.status ?? 500, fault.body ?? INJECTED_FAULT, { ...fault.headers })
  }
  return reply
}

/** The answer a fault sends in the service's place, before it acts; undefined for the others. */
function injectedReply(fault: FaultRule): Reply | undefined {
  if (fault.kind === 'secondary-rate-limit') {
    const headers = { 'retry-after': String(fault.retryAfter ?? 1), ...fault.headers }
    return json(403, SECONDARY_RATE_LIMIT, headers)
  }
  if (fault.kind !== 'status' && fault.kind !== 'html') return undefined
  const headers = { ...fault.headers }
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
  return fault.kind === 'html'
    ? { status: fault.status ?? 502, body: HTML_ERROR_PAGE, headers }
    : json(fault.status ?? 500, fault.body ?? INJECTED_FAULT, headers)
}

/** The service's own answer (or its refusal), held to the API's definition and description. */
function serviceReply(
  { api, route }: { api: ServedApi; route: Route },
  req: IncomingMessage,
  url: URL,
  body: unknown,
): Reply {
  const method = req.method ?? 'GET'
  // As the client addressed it, so that links in answers lead back here.
  const address = new URL(req.url ?? '/', `http://${req.headers.host ?? 'emulator'}`)
  const call = { route, method, headers: req.headers, query: url.searchParams, body, url: address }
  let reply = api.service.authorize(call) ?? api.service.handle(call)
  if (isOperation(route.op)) reply = heldToDefinition(route.op, reply)
  api.check?.({ ...call, path: url.pathname }, reply)
  return reply
}

/**
 * The emulator holds its own answers to the API's definition (./service-api.ts): one that breaks
 * it becomes a 500 that says why, so no test can pass on an answer the real service never gives.
 * Injected faults are left alone: they break the definition on purpose.
 */
function heldToDefinition(op: Operation, reply: Reply): Reply {
  const problems = answerProblems(op, reply.status, reply.body)
  if (problems.length === 0) return reply
  const error = `Emulator error: its ${op} answer (HTTP ${reply.status}) breaks the API definition: ${problems.join('; ')}`
  return json(500, { error } satisfies ServiceErrorAnswer)
}
