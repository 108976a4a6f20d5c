import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerApi, type ApiServer } from './api-exchange.ts'
import { answerControl } from './control-routes.ts'
import { emulatedServices } from './emulated-services.ts'
import type { Emulator, EmulatorOptions, RecordedRequest } from './emulator-shapes.ts'
import { FaultQueue } from './faults.ts'
import { gitHubConformance } from './github-conformance.ts'
import type { GitHubDescription } from './github-description.ts'
import { readBody, send } from './http-wire.ts'
import { json } from './service.ts'

export type { Emulator, EmulatorOptions, RecordedRequest } from './emulator-shapes.ts'
export { DEFAULT_OPTIONS } from './emulated-services.ts'

/** Where the emulator's own control endpoints start (./control-routes.ts). */
const CONTROL_PREFIX = '/_emulator'

/** Starts the emulator on loopback. Everything it does is in memory and ends with `close()`. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { settings, agent, github, analytics, deployments } = emulatedServices(options)
  const faults = new FaultQueue()
  const requests: RecordedRequest[] = []
  const log = options.log ?? (() => undefined)
  // Loaded only when asked for: the description and its validator are a second's work.
  const description: GitHubDescription | undefined = options.validateGitHub
    ? (await import('./github-description.ts')).gitHubDescription()
    : undefined
  const githubViolations: string[] | undefined = description === undefined ? undefined : []
  const api: ApiServer = {
    // The emulated APIs, each matching a request by its own route table, first match answering.
    apis: [
      { service: agent, enterprise: false },
      {
        service: github,
        enterprise: true,
        check:
          description === undefined || githubViolations === undefined
            ? undefined
            : gitHubConformance(description, githubViolations, log),
      },
      { service: analytics, enterprise: false },
      { service: deployments, enterprise: false },
    ],
    faults,
    requests,
    now: settings.now,
    latencyMs: options.latencyMs,
    hold: options.hold,
    log,
  }
  const server = createServer((req, res) => {
    const answered = new URL(req.url ?? '/', 'http://emulator').pathname.startsWith(CONTROL_PREFIX)
      ? answerControlRequest(emulator, req, res)
      : answerApi(api, req, res)
    answered.catch((error: unknown) => {
      if (!res.headersSent) send(res, json(500, { error: `Emulator error: ${String(error)}` }))
    })
  })
  const url = await listen(server, options)
  deployments.baseUrl = url
  const emulator: Emulator = {
    url,
    agent,
    github,
    analytics,
    deployments,
    faults,
    requests,
    requestsTo: (op) => requests.filter((r) => r.op === op),
    githubViolations,
    reset: () => {
      for (const served of api.apis) served.service.reset()
      faults.clear()
      requests.length = 0
      if (githubViolations !== undefined) githubViolations.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return emulator
}

/** Runs `fn` with a fresh emulator, closed afterwards whatever happens. */
export async function withEmulator<T>(
  options: EmulatorOptions,
  fn: (emulator: Emulator) => Promise<T>,
): Promise<T> {
  const emulator = await startEmulator(options)
  try {
    return await fn(emulator)
  } finally {
    await emulator.close()
  }
}

/** Listens where the options say (loopback and a free port by default); the server's URL. */
async function listen(
  server: ReturnType<typeof createServer>,
  options: EmulatorOptions,
): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

/** A request to a control endpoint: read whole, answered by the table, never recorded. */
async function answerControlRequest(
  emulator: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://emulator').pathname
  const { body } = await readBody(req)
  const method = req.method ?? 'GET'
  send(res, answerControl(emulator, { method, path, body, headers: req.headers }))
}
