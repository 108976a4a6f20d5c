import { createHash } from 'node:crypto'
import * as v from 'valibot'
import {
  DEPLOYMENT_ENDPOINTS,
  PreviewRequest,
  type DeploymentStatusAnswer,
} from '../src/shared/deployments/deployment-api-shapes.ts'
import { failure } from './agent.ts'
import {
  branchSlug,
  DEPLOY_OUTCOMES,
  deploymentLogs,
  deploymentStateAt,
  deploymentSummary,
  objectId,
  SAMPLE_FILES,
  type BranchCommit,
  type DeployOutcome,
  type EmulatedDeployment,
} from './emulated-deployment.ts'
import { SlidingWindowLimit } from './rate-limit.ts'
import { screenshotPng } from './screenshots.ts'
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

/** An automation of the project: only a scheduled ("custom schedule") and active one runs now. */
export interface Automation {
  scheduled: boolean
  /** Default true. */
  active?: boolean
}

/** What a test may change while the emulator runs (`POST /_emulator/deployments/settings`). */
export interface DeploymentSettings {
  /** How long a deployment stays `queued`. */
  deployQueuedMs: number
  /** How long it is then `in_progress` before its outcome. */
  deployInProgressMs: number
  /** The outcome of a deployment whose branch `deployOutcomes` does not name. */
  deployOutcome: DeployOutcome
  /** Outcomes by branch; an update deploys `deployBranch`, so naming it sets the updates'. */
  deployOutcomes: Record<string, DeployOutcome>
  /** False for a plan without previews: every preview request gets 403. */
  previewsAvailable: boolean
  /** The project's automations, by id. */
  automations: Record<string, Automation>
}

export interface DeploymentOptions extends DeploymentSettings {
  now: () => number
  /** The deployment branch an update deploys. */
  deployBranch: string
  /** The docs site's subdomain; a preview's is `{subdomain}-{branch slug}`. */
  deploySubdomain: string
  /** Preview requests per organization per window (the service: 5 a minute). */
  previewRateLimit: number
  previewRateLimitWindowMs: number
  /** Send `Retry-After` with a 429. */
  retryAfterHeader: boolean
  /** Keys accepted; empty accepts any key that starts with `mint_`. */
  apiKeys: readonly string[]
}

export const DEFAULT_DEPLOYMENT_OPTIONS: Omit<
  DeploymentOptions,
  'now' | 'retryAfterHeader' | 'apiKeys'
> = {
  deployQueuedMs: 1000,
  deployInProgressMs: 3000,
  deployOutcome: 'success',
  deployOutcomes: {},
  previewsAvailable: true,
  automations: {
    'weekly-changelog': { scheduled: true },
    'translate-on-merge': { scheduled: false },
  },
  deployBranch: 'main',
  deploySubdomain: 'acme',
  previewRateLimit: 5,
  previewRateLimitWindowMs: 60_000,
}

/** The settings as the control API takes them: any of them, each replacing the current one. */
const Outcome = v.picklist(DEPLOY_OUTCOMES)
const Duration = v.pipe(v.number(), v.minValue(0))
export const SettingsChange = v.strictObject({
  deployQueuedMs: v.optional(Duration),
  deployInProgressMs: v.optional(Duration),
  deployOutcome: v.optional(Outcome),
  deployOutcomes: v.optional(v.record(v.string(), Outcome)),
  previewsAvailable: v.optional(v.boolean()),
  automations: v.optional(
    v.record(
      v.pipe(v.string(), v.minLength(1)),
      v.strictObject({ scheduled: v.boolean(), active: v.optional(v.boolean()) }),
    ),
  ),
})

export interface AutomationRun {
  projectId: string
  schemaId: string
  instanceId: string
  jobId: string
  at: string
}

const ROUTES = Object.entries(DEPLOYMENT_ENDPOINTS).map(
  ([op, endpoint]) => [endpoint.method, endpoint.path.replace(/\{(\w+)\}/g, ':$1'), op] as const,
)

/**
 * The service's deployment endpoints (External API, v1): trigger an update, preview a branch,
 * follow either's status, run a scheduled automation now. A deployment moves on the emulator's
 * clock: `queued` for `deployQueuedMs`, `in_progress` for `deployInProgressMs`, then its
 * outcome; once `success`, its screenshots are images the emulator serves itself.
 */
export class DeploymentService implements EmulatedService {
  readonly deployments = new Map<string, EmulatedDeployment>()
  readonly automationRuns: AutomationRun[] = []
  readonly previewLimit: SlidingWindowLimit
  /** The settings in force: the options', until the control API changes them. */
  settings: DeploymentSettings
  /** Where the emulator listens, for the screenshots' URLs: set by the server. */
  baseUrl = 'http://127.0.0.1'
  /** What the emulator knows of a branch (an agent job's files): set by the server. */
  branchCommit: (branch: string) => BranchCommit | undefined = () => undefined
  private readonly options: DeploymentOptions
  /** Each project's previews: the URL of each branch's, kept across redeploys. */
  private readonly previews = new Map<string, string>()

  constructor(options: DeploymentOptions) {
    this.options = options
    this.settings = this.initialSettings()
    this.previewLimit = new SlidingWindowLimit(
      options.previewRateLimit,
      options.previewRateLimitWindowMs,
    )
  }

  match(method: string, path: string): Route | undefined {
    return matchRoute(ROUTES, method, path)
  }

  authorize(call: IncomingCall): Reply | undefined {
    return authorizeKey(call, this.options.apiKeys)
  }

  handle(call: IncomingCall): Reply {
    const { projectId = '', statusId = '', workflowSchemaId = '' } = call.route.params
    switch (call.route.op) {
      case 'deploy.update': {
        const deployment = this.create(projectId, 'update', this.options.deployBranch)
        return json(202, { statusId: deployment.id })
      }
      case 'deploy.preview':
        return this.preview(projectId, call.body)
      case 'deploy.status': {
        const deployment = this.deployments.get(statusId)
        // Undocumented: the spec lists only 200; the emulator answers 404 as for any unknown id.
        return deployment === undefined
          ? failure(404, 'Deployment status not found')
          : json(200, this.view(deployment))
      }
      default:
        return this.runAutomation(projectId, workflowSchemaId)
    }
  }

  reset(): void {
    this.deployments.clear()
    this.automationRuns.length = 0
    this.previews.clear()
    this.previewLimit.reset()
    this.settings = this.initialSettings()
  }

  /** Replaces the settings given (the control API); the answer is why not, or undefined. */
  change(body: unknown): string | undefined {
    const parsed = v.safeParse(SettingsChange, body)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      return `invalid deployment settings: ${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`
    }
    for (const [key, value] of Object.entries(parsed.output)) {
      if (value !== undefined) Object.assign(this.settings, { [key]: structuredClone(value) })
    }
    return undefined
  }

  /** Ends a deployment now with `outcome` (the control API's "finish"). */
  finish(deployment: EmulatedDeployment, outcome: 'success' | 'failure'): void {
    const now = this.options.now()
    deployment.outcome = outcome
    deployment.startAt = Math.min(deployment.startAt, now)
    deployment.endAt = Math.min(deployment.endAt, now)
  }

  /** The status answer at the emulator's time: the definition's fields and nothing else. */
  view(deployment: EmulatedDeployment): DeploymentStatusAnswer {
    const state = deploymentStateAt(deployment, this.options.now())
    const ended = state === 'success' || state === 'failure'
    const answer: DeploymentStatusAnswer = {
      _id: deployment.id,
      projectId: deployment.projectId,
      createdAt: new Date(deployment.createdAt).toISOString(),
      ...(ended ? { endedAt: new Date(deployment.endAt).toISOString() } : {}),
      status: state,
      summary: deploymentSummary(deployment, state),
      logs: deploymentLogs(deployment, state),
      subdomain: deployment.subdomain,
      ...(state === 'success' ? this.screenshots(deployment.id) : {}),
      author: null,
      commit: {
        sha: deployment.commit.sha,
        ref: deployment.branch,
        message: deployment.commit.message,
        filesChanged: structuredClone(deployment.commit.files),
      },
      source: 'api',
    }
    return answer
  }

  /** The screenshot URLs of a deployment; the server serves them below /_emulator/screenshots/. */
  screenshots(id: string): { screenshot: string; screenshotLight: string; screenshotDark: string } {
    const base = `${this.baseUrl}/_emulator/screenshots/${encodeURIComponent(id)}`
    return {
      screenshot: `${base}.png`,
      screenshotLight: `${base}-light.png`,
      screenshotDark: `${base}-dark.png`,
    }
  }

  /**
   * The image at `/_emulator/screenshots/{file}` (`{statusId}.png`, `-light.png`, `-dark.png`),
   * once its deployment has succeeded; else undefined.
   */
  screenshotImage(file: string): Buffer | undefined {
    const match = /^(.+?)(-light|-dark)?\.png$/.exec(file)
    const deployment = match === null ? undefined : this.deployments.get(match[1] ?? '')
    if (match === null || deployment === undefined) return undefined
    if (deploymentStateAt(deployment, this.options.now()) !== 'success') return undefined
    return screenshotPng(match[2] === '-dark' ? 'dark' : 'light', deployment.seed)
  }

  private initialSettings(): DeploymentSettings {
    const o = this.options
    return structuredClone({
      deployQueuedMs: o.deployQueuedMs,
      deployInProgressMs: o.deployInProgressMs,
      deployOutcome: o.deployOutcome,
      deployOutcomes: o.deployOutcomes,
      previewsAvailable: o.previewsAvailable,
      automations: o.automations,
    })
  }

  private preview(projectId: string, body: unknown): Reply {
    // Every preview request counts against the organization's budget, as at a gateway.
    const waitMs = this.previewLimit.take('organization', this.options.now())
    if (waitMs !== undefined) {
      const headers: Record<string, string> = this.options.retryAfterHeader
        ? { 'retry-after': String(Math.ceil(waitMs / 1000)) }
        : {}
      return failure(429, 'Rate limit exceeded', headers)
    }
    if (body === INVALID_JSON) return failure(400, 'Invalid request: the body is not valid JSON')
    const request = v.safeParse(PreviewRequest, body)
    if (!request.success) {
      return failure(400, 'Invalid request. The `branch` field is required.')
    }
    if (!this.settings.previewsAvailable) {
      return failure(403, 'Preview deployments are not available on your current plan.')
    }
    const deployment = this.create(projectId, 'preview', request.output.branch)
    return json(202, { statusId: deployment.id, previewUrl: deployment.previewUrl ?? '' })
  }

  private create(
    projectId: string,
    kind: EmulatedDeployment['kind'],
    branch: string,
  ): EmulatedDeployment {
    const now = this.options.now()
    const { deployQueuedMs, deployInProgressMs } = this.settings
    const outcome = this.settings.deployOutcomes[branch] ?? this.settings.deployOutcome
    const id = objectId(now)
    const known = this.branchCommit(branch)
    const subdomain =
      kind === 'update'
        ? this.options.deploySubdomain
        : `${this.options.deploySubdomain}-${branchSlug(branch)}`
    let previewUrl: string | null = null
    if (kind === 'preview') {
      // A branch that has a preview is redeployed there: the same URL, a new status.
      const key = `${projectId}\n${branch}`
      previewUrl = this.previews.get(key) ?? `https://${subdomain}.docs.example.com`
      this.previews.set(key, previewUrl)
    }
    const digest = createHash('sha1').update(`${id}\n${branch}`).digest()
    const deployment: EmulatedDeployment = {
      id,
      projectId,
      kind,
      branch,
      subdomain,
      previewUrl,
      createdAt: now,
      startAt: now + deployQueuedMs,
      endAt: outcome === 'stuck' ? Infinity : now + deployQueuedMs + deployInProgressMs,
      outcome,
      commit: {
        sha: digest.toString('hex'),
        message: known?.message ?? (kind === 'update' ? 'Update the docs' : `Docs: ${branch}`),
        files: structuredClone(known?.files ?? SAMPLE_FILES),
      },
      seed: createHash('sha1').update(branch).digest().readUInt32BE(0),
    }
    this.deployments.set(id, deployment)
    return deployment
  }

  private runAutomation(projectId: string, schemaId: string): Reply {
    const automation = this.settings.automations[schemaId]
    // The emulator's automations belong to every project, as any project id is the project.
    if (automation === undefined || !Object.hasOwn(this.settings.automations, schemaId)) {
      return failure(404, 'Automation not found')
    }
    if (automation.active === false) {
      return failure(400, 'Invalid request: the automation is not active')
    }
    if (!automation.scheduled) {
      return failure(
        400,
        'Invalid request: only automations with a custom schedule can be triggered',
      )
    }
    const now = this.options.now()
    const run: AutomationRun = {
      projectId,
      schemaId,
      instanceId: objectId(now),
      jobId: objectId(now),
      at: new Date(now).toISOString(),
    }
    this.automationRuns.push(run)
    return json(202, { schemaId, instanceId: run.instanceId, jobId: run.jobId })
  }
}
