import { ApiError, type ErrorContext } from '../http/errors.js'
import type { Transport } from '../http/json-transport.js'
import { parseDeployment, type Deployment } from './deployment.js'

/** The preview endpoint's budget (api-facts); the others state none. */
export const PREVIEW_RATE_LIMIT = '5 preview requests per minute per organization'

/** A deployment queued: the status to follow, and for a preview where it will be. */
export interface Queued {
  statusId: string
  /** '' when the service gives none (an update has none). */
  previewUrl: string
}

/**
 * The deployment endpoints of the service's External API (v1): deploy the docs, preview a branch,
 * follow either's status, and run a scheduled automation now. Every POST here is sent once: a
 * second one would deploy, preview or run again.
 */
export class DeploymentClient {
  private readonly transport: Transport
  private readonly projectId: string

  constructor(transport: Transport, projectId: string) {
    this.transport = transport
    this.projectId = projectId
  }

  private context(
    operation: string,
    notFound: string,
    rateLimit: string,
    effect?: string,
  ): ErrorContext {
    return { operation, notFound, rateLimit, effect }
  }

  private get project(): string {
    return encodeURIComponent(this.projectId)
  }

  /** POST /v1/project/update/{projectId} (202): deploys the deployment branch. */
  async update(): Promise<Queued> {
    const context = this.context(
      'Deploying the docs',
      `project ${this.projectId} was not found; check project-id and api-url`,
      'the deployment requests its plan allows',
      'The service may have started the deployment anyway: look in the dashboard before running again.',
    )
    const body = await this.transport.object({
      method: 'POST',
      path: `/v1/project/update/${this.project}`,
      context,
    })
    return queued(body, context)
  }

  /** POST /v1/project/preview/{projectId} (202): previews `branch` (a redeploy if it has one). */
  async preview(branch: string): Promise<Queued> {
    const context = this.context(
      `Previewing branch ${branch}`,
      `project ${this.projectId} was not found; check project-id and api-url`,
      PREVIEW_RATE_LIMIT,
      'The service may have started the preview anyway: look in the dashboard before running again.',
    )
    const body = await this.transport.object({
      method: 'POST',
      path: `/v1/project/preview/${this.project}`,
      body: { branch },
      context,
    })
    return queued(body, context)
  }

  /** GET /v1/project/update-status/{statusId} (200); retries stop at `deadline`. */
  async status(statusId: string, deadline?: number): Promise<Deployment> {
    const context = this.context(
      `Checking deployment ${statusId}`,
      `deployment status ${statusId} was not found; check status-id and api-url`,
      'the status requests its plan allows',
    )
    const body = await this.transport.object({
      method: 'GET',
      path: `/v1/project/update-status/${encodeURIComponent(statusId)}`,
      context,
      deadline,
    })
    return parseDeployment(body)
  }

  /**
   * POST /v1/workflow/{projectId}/{automation}/trigger (202): runs a scheduled automation now.
   * Its run's id, '' when the service gives none.
   */
  async runAutomation(automation: string): Promise<{ runId: string }> {
    const context = this.context(
      `Running automation ${automation}`,
      `automation ${automation} was not found in project ${this.projectId}; check automation (its id is in the automation's settings) and project-id`,
      'the automation runs its plan allows',
      'The service may have queued the run anyway: look at the automation runs in the dashboard before running again.',
    )
    const body = await this.transport.object({
      method: 'POST',
      path: `/v1/workflow/${this.project}/${encodeURIComponent(automation)}/trigger`,
      context,
    })
    return { runId: text(body.instanceId) }
  }

  dispose(): void {
    this.transport.dispose()
  }
}

/** A queued deployment's answer; without a status id it cannot be followed. */
function queued(body: Record<string, unknown>, context: ErrorContext): Queued {
  const statusId = text(body.statusId)
  if (statusId === '')
    throw new ApiError(
      `${context.operation}: the service accepted the request but returned no status id, so the deployment cannot be followed. Look in the dashboard.`,
    )
  const previewUrl = text(body.previewUrl)
  return { statusId, previewUrl: /^https?:\/\/\S+$/.test(previewUrl) ? previewUrl : '' }
}

/** A string of an answer: '' when it is missing or of another type. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}
