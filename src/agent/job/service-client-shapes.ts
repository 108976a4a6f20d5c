/**
 * The agent job endpoints (v2) of the service's API, as this project understands them (what they
 * have in common with the analytics endpoints is in ../../shared/service/service-api-shapes.ts,
 * which says how the clients, the emulator and the contract tests use these definitions).
 * ./service-client.ts calls them.
 */
import * as v from '../../shared/valibot.ts'
// By its .ts name: the emulator runs this file with Node's type stripping, which finds no .js.
import { ServiceError, type Endpoint } from '../../shared/service/service-api-shapes.ts'

export const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const

const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** Where the agent works. The spec requires neither field. */
export const JobSource = v.strictObject({
  /** The full URL of the GitHub repository (described so, but the spec states no format). */
  repository: v.optional(v.string()),
  /** The branch; may be null. */
  ref: v.optional(v.nullable(v.string())),
})

/** AgentJob (v2): the answer of create, get and follow-up. The spec requires no field at all. */
export const AgentJob = v.strictObject({
  id: v.optional(v.string()),
  status: v.optional(v.picklist(JOB_STATUSES)),
  source: v.optional(JobSource),
  model: v.optional(v.string()),
  /** Null while the job is active, and when it changed no files. */
  prLink: v.optional(v.nullable(v.pipe(v.string(), v.url()))),
  createdAt: v.optional(Timestamp),
  archivedAt: v.optional(v.nullable(Timestamp)),
})

/** The body of a job creation and of a follow-up message (whether more fields are refused is undocumented). */
export const JobRequest = v.object({ prompt: v.pipe(v.string(), v.minLength(1)) })

/**
 * Every agent endpoint, keyed by the operation names the emulator logs and faults use. Answers a
 * spec does not list but that happen in practice (401, 403 and 5xx) carry a `ServiceError` body.
 */
export const AGENT_ENDPOINTS = {
  'agent.create': {
    method: 'POST',
    path: '/v2/agent/{projectId}/job',
    body: JobRequest,
    answers: { 201: AgentJob, 400: ServiceError, 429: ServiceError },
  },
  'agent.get': {
    method: 'GET',
    path: '/v2/agent/{projectId}/job/{id}',
    answers: { 200: AgentJob, 404: ServiceError },
  },
  'agent.message': {
    method: 'POST',
    path: '/v2/agent/{projectId}/job/{id}/message',
    body: JobRequest,
    answers: { 200: AgentJob, 400: ServiceError, 404: ServiceError, 429: ServiceError },
  },
} as const satisfies Record<string, Endpoint>

export type AgentJobAnswer = v.InferOutput<typeof AgentJob>
export type JobStatus = (typeof JOB_STATUSES)[number]
