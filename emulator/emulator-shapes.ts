import type { AgentOptions, AgentService } from './agent.ts'
import type { AnalyticsOptions, AnalyticsService } from './analytics.ts'
import type { DeploymentOptions, DeploymentService } from './deployments.ts'
import type { FaultQueue } from './faults.ts'
import type { GitHubOptions, GitHubService } from './github.ts'

// What startEmulator (./server.ts) takes and gives, in a module of their own so that the parts of
// the server (its routes, its exchanges) name them without importing the server.

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
