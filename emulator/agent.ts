import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import {
  JobRequest,
  type AgentJobAnswer,
  type JobStatus,
} from '../src/agent/job/service-client-shapes.ts'
import type { ServiceErrorAnswer } from '../src/shared/service/service-api-shapes.ts'
import { SlidingWindowLimit } from './rate-limit.ts'
import {
  INVALID_JSON,
  json,
  authorizeKey,
  matchRoute,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'

/**
 * How a job (or a follow-up) ends. `no-changes` completes without a pull request; `stuck` stays
 * active for ever (for timeout tests).
 */
export type Outcome = 'completed' | 'no-changes' | 'failed' | 'archived' | 'stuck'
export const OUTCOMES: readonly Outcome[] = [
  'completed',
  'no-changes',
  'failed',
  'archived',
  'stuck',
]

export interface AgentOptions {
  now: () => number
  /** How long a job stays active before its outcome, unless its prompt says otherwise. */
  jobDurationMs: number
  /** The outcome of jobs whose prompt does not choose one. */
  outcome: Outcome
  /** Job creations plus follow-up messages allowed per project per window (the service: 100/hour). */
  rateLimit: number
  rateLimitWindowMs: number
  /** Send `Retry-After` with a 429 (the service does not document one, so it can be turned off). */
  retryAfterHeader: boolean
  /** The repository the agent works on, as a full GitHub URL. */
  repository: string
  /**
   * Where the agent opens its pull requests when not in `repository` (a full GitHub URL): a
   * service whose link disagrees with the job's own `source.repository`, which the actions must
   * not act on (issue #52). Unset: `repository`.
   */
  pullRequestRepository?: string
  model: string
  /** Keys accepted; empty accepts any key that starts with `mint_`. */
  apiKeys: readonly string[]
}

/** A job as the emulator keeps it: the public AgentJob fields plus what drives its life. */
export interface EmulatedJob {
  id: string
  projectId: string
  status: JobStatus
  source: { repository: string; ref: string | null }
  model: string
  prLink: string | null
  createdAt: string
  archivedAt: string | null
  /** Every prompt received: the first creates the job, the others are follow-ups. */
  prompts: string[]
  finishAt: number
  outcome: Outcome
  /** The pull request this job opened once; follow-ups update the same one. */
  pullRequest: string | null
}

/** An error answer as the definition describes it. */
export function failure(status: number, error: string, headers?: Record<string, string>): Reply {
  const body: ServiceErrorAnswer = { error }
  return json(status, body, headers)
}

/**
 * A prompt may steer its own job: `[emulator outcome=failed delay=2]` (delay in seconds). The
 * directive lets a test or a person trying the demo pick any outcome without other set-up.
 */
export function parseDirective(prompt: string): { outcome?: Outcome; delayMs?: number } {
  const match = /\[emulator\s+([^\]]*)\]/i.exec(prompt)
  if (match === null) return {}
  const result: { outcome?: Outcome; delayMs?: number } = {}
  for (const pair of (match[1] ?? '').trim().split(/\s+/)) {
    const [key, value = ''] = pair.split('=')
    if (key === 'outcome' && (OUTCOMES as readonly string[]).includes(value)) {
      result.outcome = value as Outcome
    }
    if (key === 'delay' && /^\d+(\.\d+)?$/.test(value)) result.delayMs = Number(value) * 1000
  }
  return result
}

/** The service's v2 agent-job API: create, get and follow-up message. */
export class AgentService implements EmulatedService {
  readonly jobs = new Map<string, EmulatedJob>()
  readonly limit: SlidingWindowLimit
  private readonly options: AgentOptions
  private nextPullRequest = 101

  constructor(options: AgentOptions) {
    this.options = options
    this.limit = new SlidingWindowLimit(options.rateLimit, options.rateLimitWindowMs)
  }

  match(method: string, path: string): Route | undefined {
    return matchRoute(
      [
        ['POST', '/v2/agent/:projectId/job', 'agent.create'],
        ['GET', '/v2/agent/:projectId/job/:id', 'agent.get'],
        ['POST', '/v2/agent/:projectId/job/:id/message', 'agent.message'],
      ],
      method,
      path,
    )
  }

  authorize(call: IncomingCall): Reply | undefined {
    return authorizeKey(call, this.options.apiKeys)
  }

  handle(call: IncomingCall): Reply {
    const { projectId = '', id = '' } = call.route.params
    switch (call.route.op) {
      case 'agent.create':
        return this.create(projectId, call.body)
      case 'agent.get': {
        const job = this.find(projectId, id)
        return job === undefined ? failure(404, 'Job not found') : json(200, this.view(job))
      }
      default:
        return this.message(projectId, id, call.body)
    }
  }

  reset(): void {
    this.jobs.clear()
    this.limit.reset()
    this.nextPullRequest = 101
  }

  /** Brings a job up to date with the clock, then returns it. */
  find(projectId: string, id: string): EmulatedJob | undefined {
    const job = this.jobs.get(id)
    if (job === undefined || job.projectId !== projectId) return undefined
    this.advance(job)
    return job
  }

  /** Ends an active job now with the given outcome (the admin API's "finish"). */
  finish(job: EmulatedJob, outcome: Outcome): void {
    job.outcome = outcome
    job.finishAt = this.options.now()
    this.advance(job)
  }

  /** The AgentJob answer: every field of the definition, and nothing of the emulator's own. */
  view(job: EmulatedJob): AgentJobAnswer {
    return {
      id: job.id,
      status: job.status,
      source: job.source,
      model: job.model,
      prLink: job.prLink,
      createdAt: job.createdAt,
      archivedAt: job.archivedAt,
    }
  }

  private prompt(body: unknown): string | Reply {
    if (body === INVALID_JSON) return failure(400, 'Invalid request: the body is not valid JSON')
    const request = v.safeParse(JobRequest, body)
    if (!request.success) {
      return failure(400, 'Invalid request: prompt must be a non-empty string')
    }
    return request.output.prompt
  }

  private rateLimited(projectId: string): Reply | undefined {
    const waitMs = this.limit.take(projectId, this.options.now())
    if (waitMs === undefined) return undefined
    const headers: Record<string, string> = this.options.retryAfterHeader
      ? { 'retry-after': String(Math.ceil(waitMs / 1000)) }
      : {}
    return failure(429, 'Rate limit exceeded', headers)
  }

  private create(projectId: string, body: unknown): Reply {
    const prompt = this.prompt(body)
    if (typeof prompt !== 'string') return prompt
    const limited = this.rateLimited(projectId)
    if (limited !== undefined) return limited
    const now = this.options.now()
    const id = randomUUID()
    const job: EmulatedJob = {
      id,
      projectId,
      status: 'active',
      source: { repository: this.options.repository, ref: `docs-agent/${id.slice(0, 8)}` },
      model: this.options.model,
      prLink: null,
      createdAt: new Date(now).toISOString(),
      archivedAt: null,
      prompts: [prompt],
      finishAt: 0,
      outcome: 'completed',
      pullRequest: null,
    }
    this.schedule(job, prompt, now)
    this.jobs.set(id, job)
    return json(201, this.view(job))
  }

  private message(projectId: string, id: string, body: unknown): Reply {
    const job = this.find(projectId, id)
    if (job === undefined) return failure(404, 'Job not found')
    const prompt = this.prompt(body)
    if (typeof prompt !== 'string') return prompt
    // Undocumented on the real service; the emulator's choice: archived jobs take no messages,
    // any other job becomes active again and works on the same pull request.
    if (job.status === 'archived') {
      return failure(400, 'Invalid request: the job is archived and cannot receive messages')
    }
    const limited = this.rateLimited(projectId)
    if (limited !== undefined) return limited
    job.prompts.push(prompt)
    job.status = 'active'
    job.prLink = null
    this.schedule(job, prompt, this.options.now())
    return json(200, this.view(job))
  }

  private schedule(job: EmulatedJob, prompt: string, now: number): void {
    const directive = parseDirective(prompt)
    job.outcome = directive.outcome ?? this.options.outcome
    job.finishAt =
      job.outcome === 'stuck' ? Infinity : now + (directive.delayMs ?? this.options.jobDurationMs)
  }

  private advance(job: EmulatedJob): void {
    const now = this.options.now()
    if (job.status !== 'active' || now < job.finishAt) return
    switch (job.outcome) {
      case 'completed':
        job.pullRequest ??= `${this.options.pullRequestRepository ?? this.options.repository}/pull/${this.nextPullRequest++}`
        job.status = 'completed'
        job.prLink = job.pullRequest
        break
      case 'no-changes':
        job.status = 'completed'
        job.prLink = job.pullRequest
        break
      case 'failed':
        job.status = 'failed'
        break
      case 'archived':
        job.status = 'archived'
        job.archivedAt = new Date(now).toISOString()
        break
      case 'stuck':
        break
    }
  }
}
