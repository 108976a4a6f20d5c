/**
 * The deployment endpoints (v1) of the service's External API, as this project understands them
 * from its published spec (api-facts: "Deployments, previews and automations"): what the agent
 * action (previews of its pull requests) and the deploy action call, through
 * ./deployment-api.ts. Shared by both, so it lives here; the emulator serves them and the
 * contract tests hold them to the spec, as ../service/service-api-shapes.ts says.
 */
import * as v from '../valibot.ts'
// By its .ts name: the emulator runs this file with Node's type stripping, which finds no .js.
import { ServiceError, type Endpoint } from '../service/service-api-shapes.ts'

export const DEPLOYMENT_STATUSES = ['queued', 'in_progress', 'success', 'failure'] as const
export const UPDATE_SOURCES = [
  'internal',
  'github-app-installation',
  'api',
  'github',
  'dashboard',
  'gitlab',
  'onboarding',
] as const

const Names = v.optional(v.array(v.string()))

/** The files a deployment's commit changed. */
export const FilesChanged = v.strictObject({ added: Names, modified: Names, removed: Names })

/** A deployment's status: an update's or a preview's (one endpoint). The spec requires no field. */
export const DeploymentStatus = v.strictObject({
  _id: v.optional(v.string()),
  projectId: v.optional(v.string()),
  /** ISO dates in UTC ("An ISODate"); no format is stated. */
  createdAt: v.optional(v.string()),
  endedAt: v.optional(v.string()),
  status: v.optional(v.picklist(DEPLOYMENT_STATUSES)),
  summary: v.optional(v.string()),
  logs: v.optional(v.array(v.string())),
  subdomain: v.optional(v.string()),
  /** URLs of screenshots of the docs (described as "a screenshot", no format stated). */
  screenshot: v.optional(v.string()),
  screenshotLight: v.optional(v.string()),
  screenshotDark: v.optional(v.string()),
  author: v.optional(
    v.nullable(
      v.strictObject({
        name: v.optional(v.string()),
        avatarUrl: v.optional(v.string()),
        githubUserId: v.optional(v.number()),
      }),
    ),
  ),
  commit: v.optional(
    v.strictObject({
      sha: v.optional(v.string()),
      ref: v.optional(v.string()),
      message: v.optional(v.string()),
      filesChanged: v.optional(FilesChanged),
    }),
  ),
  source: v.optional(v.picklist(UPDATE_SOURCES)),
})

/** The answer of an update: the status to follow. */
export const UpdateQueued = v.strictObject({ statusId: v.optional(v.string()) })

/** The answer of a preview: the status to follow, and where the preview will be. */
export const PreviewQueued = v.strictObject({
  statusId: v.optional(v.string()),
  previewUrl: v.optional(v.string()),
})

/** The body of a preview request: the branch (required, at least one character). */
export const PreviewRequest = v.object({ branch: v.pipe(v.string(), v.minLength(1)) })

/** The answer of an automation run now. */
export const AutomationQueued = v.strictObject({
  schemaId: v.optional(v.string()),
  instanceId: v.optional(v.string()),
  jobId: v.optional(v.string()),
})

/**
 * Every deployment endpoint, keyed by the operation names the emulator logs and faults use. The
 * spec lists no 401, 404 or 429 for most; they happen in practice and carry a `ServiceError`.
 */
export const DEPLOYMENT_ENDPOINTS = {
  'deploy.update': {
    method: 'POST',
    path: '/v1/project/update/{projectId}',
    answers: { 202: UpdateQueued },
  },
  'deploy.status': {
    method: 'GET',
    path: '/v1/project/update-status/{statusId}',
    answers: { 200: DeploymentStatus },
  },
  'deploy.preview': {
    method: 'POST',
    path: '/v1/project/preview/{projectId}',
    body: PreviewRequest,
    answers: { 202: PreviewQueued, 400: ServiceError, 403: ServiceError },
  },
  'deploy.automation': {
    method: 'POST',
    path: '/v1/workflow/{projectId}/{workflowSchemaId}/trigger',
    answers: { 202: AutomationQueued, 400: ServiceError, 404: ServiceError },
  },
} as const satisfies Record<string, Endpoint>

export type DeploymentStatusAnswer = v.InferOutput<typeof DeploymentStatus>
export type DeploymentState = (typeof DEPLOYMENT_STATUSES)[number]
