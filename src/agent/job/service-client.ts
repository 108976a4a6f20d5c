import { ApiError, type ErrorContext } from '../../shared/http/errors.js'
import type { Transport } from '../../shared/http/json-transport.js'
import { parseJob, type AgentJob } from './agent-job.js'

const RATE_LIMIT = '100 agent requests (job creations and follow-up messages) per project per hour'

/** The agent-job endpoints of the service (v2), as described in the published Admin API spec. */
export class AgentClient {
  private readonly transport: Transport
  private readonly projectId: string

  constructor(transport: Transport, projectId: string) {
    this.transport = transport
    this.projectId = projectId
  }

  private jobsPath(jobId?: string): string {
    const base = `/v2/agent/${encodeURIComponent(this.projectId)}/job`
    return jobId === undefined ? base : `${base}/${encodeURIComponent(jobId)}`
  }

  private context(operation: string, jobId?: string, effect?: string): ErrorContext {
    return {
      operation,
      notFound:
        jobId === undefined
          ? `project ${this.projectId} was not found; check project-id and api-url`
          : `job ${jobId} not found in project ${this.projectId}; check job-id and project-id`,
      rateLimit: RATE_LIMIT,
      effect,
    }
  }

  /** POST /v2/agent/{projectId}/job (201). Never repeated once the request may have arrived. */
  async createJob(prompt: string): Promise<AgentJob> {
    const context = this.context(
      'Creating the agent job',
      undefined,
      'The service may have created the job anyway: check the dashboard before running again, so as not to start a second one.',
    )
    const body = await this.transport.object({
      method: 'POST',
      path: this.jobsPath(),
      body: { prompt },
      context,
    })
    const job = parseJob(body)
    if (job.id === null) {
      throw new ApiError(
        `${context.operation}: the service accepted the request but returned no job id, so the job cannot be followed. Check the dashboard.`,
      )
    }
    return job
  }

  /** POST /v2/agent/{projectId}/job/{id}/message (200). */
  async sendMessage(jobId: string, prompt: string): Promise<AgentJob> {
    const context = this.context(
      `Sending the follow-up message to job ${jobId}`,
      jobId,
      `The service may have received the message anyway: wait for the job with job-id ${jobId} and no prompt before sending it again.`,
    )
    const body = await this.transport.object({
      method: 'POST',
      path: `${this.jobsPath(jobId)}/message`,
      body: { prompt },
      context,
    })
    return this.withId(parseJob(body), jobId)
  }

  /** GET /v2/agent/{projectId}/job/{id} (200); retries stop at `deadline`. */
  async getJob(jobId: string, deadline?: number): Promise<AgentJob> {
    const context = this.context(`Checking job ${jobId}`, jobId)
    const body = await this.transport.object({
      method: 'GET',
      path: this.jobsPath(jobId),
      context,
      deadline,
    })
    return this.withId(parseJob(body), jobId)
  }

  dispose(): void {
    this.transport.dispose()
  }

  /** The id is known even when an answer leaves it out. */
  private withId(job: AgentJob, jobId: string): AgentJob {
    return job.id === null ? { ...job, id: jobId } : job
  }
}
