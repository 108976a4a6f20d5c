import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServiceErrorAnswer } from '../src/shared/service/service-api-shapes.ts'
import { AgentService, type AgentOptions, type Outcome, OUTCOMES } from './agent.ts'
import { AnalyticsService, type AnalyticsOptions } from './analytics.ts'
import {
  DEFAULT_DEPLOYMENT_OPTIONS,
  DeploymentService,
  SAMPLE_FILES,
  type BranchCommit,
  type ChangedFiles,
  type DeploymentOptions,
} from './deployments.ts'
import { answerProblems, isOperation, type Operation } from './service-api.ts'
import { FaultQueue, type FaultRule } from './faults.ts'
import { changedFile, type EmulatedFile } from './github-answers.ts'
import { DEFAULT_ROLES, GitHubService, type GitHubOptions } from './github.ts'
import { GITHUB_ROUTES } from './github-routes.ts'
import type { GitHubDescription } from './github-description.ts'
import { LOG_PATH } from './workflow-runs.ts'
import type { CommitSeed } from './commits.ts'
import type { PullChangeSeed } from './pull-changes.ts'
import { INVALID_JSON, json, type EmulatedService, type Reply, type Route } from './service.ts'

export interface EmulatorOptions
  extends
    Partial<AgentOptions>,
    Partial<Omit<GitHubOptions, 'now'>>,
    Partial<Omit<DeploymentOptions, 'now' | 'retryAfterHeader' | 'apiKeys'>>,
    Partial<
      Pick<
        AnalyticsOptions,
        | 'analyticsPaths'
        | 'analyticsSearchTerms'
        | 'analyticsFeedbackPerDay'
        | 'analyticsConversationsPerDay'
        | 'analyticsDays'
        | 'analyticsRateLimit'
      >
    > {
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  /**
   * Added to every answer of the emulated APIs, to model a distant service: a number, or a
   * function of the operation (`github.create-comment`, `agent.create`, ...) for a latency that
   * varies from one request to the next.
   */
  latencyMs?: number | ((op: string) => number)
  /**
   * Holds a request, once recorded, until the promise it returns settles: a test's way to order
   * two runs' requests whatever the machine's load (one run's write held until another has read).
   */
  hold?: (request: RecordedRequest) => Promise<void> | undefined
  /** Told one line per request (never the API key). */
  log?: (line: string) => void
  /**
   * Checks every GitHub request and answer against GitHub's own OpenAPI description, and keeps
   * what breaks it in `githubViolations`. The answers an injected `status` or `html` fault makes
   * up are left alone: they break it on purpose (GitHub's secondary rate limit is checked).
   * Reading the description takes about a second, so it is off unless asked for.
   */
  validateGitHub?: boolean
}

/** One request as the emulator saw it. The Authorization header is never kept. */
export interface RecordedRequest {
  at: number
  method: string
  path: string
  query: Record<string, string>
  op: string
  /** The parsed JSON body, the raw text if it did not parse, or undefined. */
  body: unknown
  userAgent: string | undefined
  /** The status sent, or what happened instead. */
  result: number | 'dropped' | 'hung'
  fault: string | undefined
}

export interface Emulator {
  url: string
  agent: AgentService
  github: GitHubService
  analytics: AnalyticsService
  /** Updates, previews and automation runs (./deployments.ts). */
  deployments: DeploymentService
  faults: FaultQueue
  requests: RecordedRequest[]
  /** Requests to one operation, e.g. `agent.create`. */
  requestsTo(op: string): RecordedRequest[]
  /**
   * With `validateGitHub`, one line for each way a GitHub request or answer broke GitHub's
   * description (`PATCH /repos/... -> HTTP 200: answer/user must have ...`); else undefined.
   */
  githubViolations: string[] | undefined
  reset(): void
  close(): Promise<void>
}

const HTML_ERROR_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>'

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function send(res: ServerResponse, reply: Reply, truncate = false): void {
  if (Buffer.isBuffer(reply.body)) {
    // An image the emulator serves (a deployment's screenshot), with its own content type.
    res.writeHead(reply.status, reply.headers)
    res.end(reply.body)
    return
  }
  const isText = typeof reply.body === 'string'
  let text =
    reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body)
  if (truncate) text = text.slice(0, Math.floor(text.length / 2))
  res.writeHead(reply.status, {
    'content-type': isText ? 'text/html; charset=utf-8' : 'application/json',
    ...reply.headers,
  })
  res.end(text)
}

/** The REST API's path prefix on a GitHub Enterprise Server (`https://host/api/v3`). */
const GHES_PREFIX = '/api/v3'

const INJECTED_FAULT: ServiceErrorAnswer = { error: 'Injected fault' }

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

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export const DEFAULT_OPTIONS: AgentOptions = {
  now: () => Date.now(),
  jobDurationMs: 3000,
  outcome: 'completed',
  rateLimit: 100,
  rateLimitWindowMs: 3_600_000,
  retryAfterHeader: true,
  repository: 'https://github.com/acme/docs',
  model: 'sonnet',
  apiKeys: [],
}

/** Starts the emulator on loopback. Everything it does is in memory and ends with `close()`. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const settings: AgentOptions = { ...DEFAULT_OPTIONS, ...stripUndefined(options) }
  const agent = new AgentService(settings)
  const github = new GitHubService({
    now: settings.now,
    githubTokens: options.githubTokens ?? {},
    roles: options.roles ?? DEFAULT_ROLES,
    people: options.people ?? {},
    apps: options.apps ?? {},
  })
  const analytics = new AnalyticsService({
    now: settings.now,
    analyticsPaths: options.analyticsPaths ?? 1200,
    analyticsSearchTerms: options.analyticsSearchTerms ?? 300,
    analyticsFeedbackPerDay: options.analyticsFeedbackPerDay ?? 12,
    analyticsConversationsPerDay: options.analyticsConversationsPerDay ?? 40,
    analyticsDays: options.analyticsDays ?? 120,
    analyticsRateLimit: options.analyticsRateLimit ?? 100,
    rateLimitWindowMs: settings.rateLimitWindowMs,
    retryAfterHeader: settings.retryAfterHeader,
    apiKeys: settings.apiKeys,
  })
  const deployments = new DeploymentService(deploymentOptions(options, settings))
  // The agent's pull requests are on GitHub too: the reviewer and label routes find them.
  github.agentPullRequests = () =>
    [...agent.jobs.values()].flatMap((job) => (job.pullRequest === null ? [] : [job.pullRequest]))
  // A preview of an agent job's branch shows the files its pull request changed, when known.
  deployments.branchCommit = (branch) => agentCommit(agent, github, branch)
  const services: EmulatedService[] = [agent, github, analytics, deployments]
  const faults = new FaultQueue()
  const requests: RecordedRequest[] = []
  const log = options.log ?? (() => undefined)
  // Loaded only when asked for: the description and its validator are a second's work.
  const description: GitHubDescription | undefined = options.validateGitHub
    ? (await import('./github-description.ts')).gitHubDescription()
    : undefined
  const githubViolations: string[] | undefined = description === undefined ? undefined : []

  /** Holds one GitHub exchange to GitHub's description, when asked to. */
  const checkGitHub = (
    call: { method: string; path: string; route: Route; query: URLSearchParams; body: unknown },
    reply: Reply,
  ): void => {
    const served = GITHUB_ROUTES.find((r) => r.op === call.route.op)
    if (description === undefined || githubViolations === undefined || served === undefined) {
      return
    }
    const sent = call.body === INVALID_JSON ? 'not JSON' : call.body
    const problems = [
      ...description.requestProblems(served, {
        params: call.route.params,
        query: call.query,
        body: sent,
      }),
      ...description.answerProblems(served, reply.status, reply.body),
    ]
    for (const problem of problems) {
      const violation = `${call.method} ${call.path} -> HTTP ${reply.status}: ${problem}`
      githubViolations.push(violation)
      log(`breaks GitHub's description: ${violation}`)
    }
  }

  const adminReply = (method: string, path: string, body: unknown): Reply => {
    if (method === 'GET' && path === '/_emulator') {
      return json(200, {
        jobs: agent.jobs.size,
        deployments: deployments.deployments.size,
        requests: requests.length,
        faults: faults.pending,
      })
    }
    if (method === 'GET' && path === '/_emulator/jobs') return json(200, [...agent.jobs.values()])
    if (method === 'GET' && path === '/_emulator/requests') return json(200, requests)
    if (method === 'POST' && path === '/_emulator/faults') {
      try {
        for (const rule of Array.isArray(body) ? body : [body]) faults.add(rule as FaultRule)
      } catch (error) {
        return json(400, { error: (error as Error).message })
      }
      return json(201, faults.pending)
    }
    if (method === 'DELETE' && path === '/_emulator/faults') {
      faults.clear()
      return json(204, undefined)
    }
    if (method === 'POST' && path === '/_emulator/reset') {
      emulator.reset()
      return json(204, undefined)
    }
    if (method === 'GET' && path === '/_emulator/github/comments') return json(200, github.comments)
    if (method === 'GET' && path === '/_emulator/github/reactions')
      return json(200, github.reactions)
    if (method === 'GET' && path === '/_emulator/github/issues') return json(200, github.issues)
    if (method === 'GET' && path === '/_emulator/github/violations') {
      return githubViolations === undefined
        ? json(404, { error: 'started without validating GitHub (--validate-github)' })
        : json(200, githubViolations)
    }
    if (method === 'POST' && path === '/_emulator/github/roles') {
      const { login, role } = (body ?? {}) as { login?: unknown; role?: unknown }
      if (typeof login !== 'string' || typeof role !== 'string')
        return json(400, { error: 'needs login and role' })
      github.setRole(login, role)
      return json(204, undefined)
    }
    if (method === 'POST' && path === '/_emulator/github/files') {
      const { repository, number, files } = (body ?? {}) as {
        repository?: unknown
        number?: unknown
        files?: unknown
      }
      if (typeof repository !== 'string' || typeof number !== 'number' || !Array.isArray(files)) {
        return json(400, { error: 'needs repository, number and files' })
      }
      github.pullFiles.set(
        `${repository}#${number}`,
        files.map((file: unknown) =>
          typeof file === 'object' && file !== null
            ? (file as EmulatedFile)
            : changedFile(String(file)),
        ),
      )
      return json(204, undefined)
    }
    if (method === 'POST' && path === '/_emulator/github/pull-changes') {
      const seed = (body ?? {}) as Partial<PullChangeSeed>
      if (typeof seed.number !== 'number' || !Array.isArray(seed.files)) {
        return json(400, { error: 'needs a change: { repository, number, files: [...] }' })
      }
      try {
        return json(201, github.seedPullChange(seed as PullChangeSeed))
      } catch (error) {
        return json(400, { error: (error as Error).message })
      }
    }
    if (method === 'POST' && path === '/_emulator/github/workflow-runs') {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return json(400, { error: 'needs a workflow run: { repository, name, jobs: [...] }' })
      }
      const run = github.workflowRuns.seed(body)
      return json(201, run)
    }
    if (method === 'GET' && path === '/_emulator/github/workflow-runs') {
      return json(200, { runs: github.workflowRuns.runs, logReads: github.workflowRuns.logReads })
    }
    if (method === 'POST' && path === '/_emulator/github/commits') {
      const seed = (body ?? {}) as { commits?: unknown }
      if (!Array.isArray(seed.commits)) {
        return json(400, { error: 'needs commits: { repository, parent, commits: [...] }' })
      }
      try {
        return json(201, github.commits.seed(seed as CommitSeed))
      } catch (error) {
        return json(400, { error: (error as Error).message })
      }
    }
    if (method === 'GET' && path === '/_emulator/github/statuses') {
      return json(200, github.commits.statuses)
    }
    const deployed = deploymentAdmin(deployments, method, path, body)
    if (deployed !== undefined) return deployed
    const finish = /^\/_emulator\/jobs\/([^/]+)\/finish$/.exec(path)
    if (method === 'POST' && finish !== null) {
      const job = agent.jobs.get(decodeURIComponent(finish[1] ?? ''))
      const outcome = (body as { outcome?: Outcome } | undefined)?.outcome ?? 'completed'
      if (job === undefined) return json(404, { error: 'Job not found' })
      if (!OUTCOMES.includes(outcome))
        return json(400, { error: `outcome must be one of ${OUTCOMES.join(', ')}` })
      agent.finish(job, outcome)
      return json(200, agent.view(job))
    }
    return json(404, { error: `No emulator admin endpoint ${method} ${path}` })
  }

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator')
    const method = req.method ?? 'GET'
    // GitHub Enterprise Server serves the REST API below /api/v3: the same routes answer there.
    const ghes = url.pathname.startsWith(GHES_PREFIX + '/')
    const routed = ghes ? url.pathname.slice(GHES_PREFIX.length) : url.pathname
    let route: Route | undefined
    let service: EmulatedService | undefined
    for (const candidate of services) {
      if (ghes && candidate !== github) continue
      route = candidate.match(method, routed)
      if (route !== undefined) {
        service = candidate
        break
      }
    }
    const admin = url.pathname.startsWith('/_emulator')
    const fault = admin ? undefined : faults.take(route?.op ?? 'unknown')
    const record: RecordedRequest = {
      at: settings.now(),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      op: route?.op ?? 'unknown',
      body: undefined,
      userAgent: req.headers['user-agent'],
      result: 0,
      fault: fault?.kind,
    }
    const finish = (result: RecordedRequest['result']): void => {
      record.result = result
      log(`${method} ${url.pathname} -> ${result}${fault ? ` (fault: ${fault.kind})` : ''}`)
    }
    if (fault?.kind === 'drop-before') {
      // Gone before the request is even read: the emulated service cannot have acted.
      requests.push(record)
      req.socket.destroy()
      finish('dropped')
      return
    }

    const text = await readText(req)
    let body: unknown = undefined
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        body = INVALID_JSON
      }
    }
    if (admin && method === 'GET' && url.pathname.startsWith(LOG_PATH)) {
      // A job's log at the signed URL GitHub's 302 names: no token needed, and none should come.
      const text = github.workflowRuns.log(url.pathname, req.headers.authorization)
      send(
        res,
        text === undefined
          ? json(404, { error: 'No such log' })
          : { status: 200, body: text, headers: { 'content-type': 'text/plain; charset=utf-8' } },
      )
      return
    }
    if (admin && method === 'GET' && url.pathname.startsWith(SCREENSHOTS_PATH)) {
      // A deployment's screenshot, as the status answer links it: no key needed, as for an image.
      const image = deployments.screenshotImage(url.pathname.slice(SCREENSHOTS_PATH.length))
      send(
        res,
        image === undefined
          ? json(404, { error: 'No such screenshot' })
          : {
              status: 200,
              body: image,
              headers: { 'content-type': 'image/png', 'cache-control': 'no-store' },
            },
      )
      return
    }
    if (admin) {
      send(res, adminReply(method, url.pathname, body))
      return
    }
    record.body = body === INVALID_JSON ? text : body
    requests.push(record)

    const latency =
      typeof options.latencyMs === 'function'
        ? options.latencyMs(record.op)
        : (options.latencyMs ?? 0)
    if (latency > 0) await wait(latency)
    await options.hold?.(record)
    if (fault?.kind === 'hang') {
      finish('hung')
      return
    }
    if (fault?.kind === 'delay') await wait(fault.delayMs ?? 1000)
    if (fault?.kind === 'secondary-rate-limit') {
      const reply = json(
        403,
        {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
          documentation_url:
            'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
        },
        { 'retry-after': String(fault.retryAfter ?? 1), ...fault.headers },
      )
      if (route !== undefined && service === github) {
        checkGitHub({ method, path: url.pathname, route, query: url.searchParams, body }, reply)
      }
      send(res, reply)
      finish(reply.status)
      return
    }
    if (fault?.kind === 'status' || fault?.kind === 'html') {
      const headers = { ...fault.headers }
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter)
      const reply =
        fault.kind === 'html'
          ? { status: fault.status ?? 502, body: HTML_ERROR_PAGE, headers }
          : json(fault.status ?? 500, fault.body ?? INJECTED_FAULT, headers)
      send(res, reply)
      finish(reply.status)
      return
    }

    let reply: Reply
    if (route === undefined || service === undefined) {
      reply = json(404, { error: `No route ${method} ${url.pathname}` })
    } else {
      // As the client addressed it, so that links in answers lead back here.
      const address = new URL(req.url ?? '/', `http://${req.headers.host ?? 'emulator'}`)
      const call = {
        route,
        method,
        headers: req.headers,
        query: url.searchParams,
        body,
        url: address,
      }
      reply = service.authorize(call) ?? service.handle(call)
      if (isOperation(route.op)) reply = heldToDefinition(route.op, reply)
      if (service === github) checkGitHub({ ...call, path: url.pathname }, reply)
    }
    if (fault?.kind === 'drop-after') {
      req.socket.destroy()
      finish('dropped')
      return
    }
    if (fault?.kind === 'status-after') {
      // The work is done (a job created, a comment posted); the answer says it failed.
      const failed = json(fault.status ?? 500, fault.body ?? INJECTED_FAULT, { ...fault.headers })
      send(res, failed)
      finish(failed.status)
      return
    }
    send(res, reply, fault?.kind === 'malformed')
    finish(reply.status)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, json(500, { error: `Emulator error: ${String(error)}` }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  deployments.baseUrl = `http://${host}:${address.port}`

  const emulator: Emulator = {
    url: `http://${host}:${address.port}`,
    agent,
    github,
    analytics,
    deployments,
    faults,
    requests,
    requestsTo: (op) => requests.filter((r) => r.op === op),
    githubViolations,
    reset: () => {
      for (const service of services) service.reset()
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

const SCREENSHOTS_PATH = '/_emulator/screenshots/'

/** The deployment service's options: those given, else the defaults, on the emulator's clock. */
function deploymentOptions(options: EmulatorOptions, settings: AgentOptions): DeploymentOptions {
  const given: Partial<DeploymentOptions> = stripUndefined({
    deployQueuedMs: options.deployQueuedMs,
    deployInProgressMs: options.deployInProgressMs,
    deployOutcome: options.deployOutcome,
    deployOutcomes: options.deployOutcomes,
    previewsAvailable: options.previewsAvailable,
    automations: options.automations,
    deployBranch: options.deployBranch,
    deploySubdomain: options.deploySubdomain,
    previewRateLimit: options.previewRateLimit,
    previewRateLimitWindowMs: options.previewRateLimitWindowMs,
  })
  return {
    ...DEFAULT_DEPLOYMENT_OPTIONS,
    ...given,
    now: settings.now,
    retryAfterHeader: settings.retryAfterHeader,
    apiKeys: settings.apiKeys,
  }
}

/** The commit of an agent job's branch: its prompt, and its pull request's files if known. */
function agentCommit(
  agent: AgentService,
  github: GitHubService,
  branch: string,
): BranchCommit | undefined {
  const job = [...agent.jobs.values()].find((candidate) => candidate.source.ref === branch)
  if (job === undefined) return undefined
  const pull = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/pull\/(\d+)$/.exec(job.pullRequest ?? '')
  const known = pull === null ? undefined : github.changedFiles(pull[1] ?? '', Number(pull[2]))
  const files: ChangedFiles = { added: [], modified: [], removed: [] }
  for (const file of known ?? []) {
    if (file.status === 'added') files.added.push(file.filename)
    else if (file.status === 'removed') files.removed.push(file.filename)
    else files.modified.push(file.filename)
  }
  const prompt = (job.prompts[0] ?? '').replace(/\[emulator\s+[^\]]*\]/i, '').trim()
  const line = (prompt.split('\n')[0] ?? '').slice(0, 60) || 'update the docs'
  return { message: `Docs agent: ${line}`, files: known === undefined ? SAMPLE_FILES : files }
}

/** The control API of deployments, below /_emulator/deployments; undefined for other paths. */
function deploymentAdmin(
  deployments: DeploymentService,
  method: string,
  path: string,
  body: unknown,
): Reply | undefined {
  if (method === 'GET' && path === '/_emulator/deployments') {
    return json(200, {
      deployments: [...deployments.deployments.values()].map((deployment) => ({
        ...deployment,
        status: deployments.view(deployment).status,
      })),
      automationRuns: deployments.automationRuns,
      settings: deployments.settings,
    })
  }
  if (method === 'POST' && path === '/_emulator/deployments/settings') {
    const problem = deployments.change(body)
    return problem === undefined ? json(200, deployments.settings) : json(400, { error: problem })
  }
  const finish = /^\/_emulator\/deployments\/([^/]+)\/finish$/.exec(path)
  if (method === 'POST' && finish !== null) {
    const deployment = deployments.deployments.get(decodeURIComponent(finish[1] ?? ''))
    const status = (body as { status?: unknown } | undefined)?.status ?? 'success'
    if (deployment === undefined) return json(404, { error: 'Deployment not found' })
    if (status !== 'success' && status !== 'failure')
      return json(400, { error: 'status must be success or failure' })
    deployments.finish(deployment, status)
    return json(200, deployments.view(deployment))
  }
  return undefined
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
