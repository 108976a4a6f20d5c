import * as v from '../../shared/valibot.ts'
import { forgiving } from '../../shared/service/service-api-shapes.js'
import { AgentJob as AgentJobShape, JobSource } from './service-client-shapes.js'

/**
 * The agent job as the client sees it (read through the AgentJob of ./service-client-shapes.ts).
 * The published schema marks no field as required, so every field may be null and reading never
 * fails on a missing or extra field.
 */
export interface AgentJob {
  id: string | null
  /** As the service sent it; may be a value this version does not know. */
  status: string | null
  prLink: string | null
  model: string | null
  sourceRepository: string | null
  sourceRef: string | null
  createdAt: string | null
  archivedAt: string | null
  /** The object exactly as received, for the `job` output. */
  raw: Record<string, unknown>
}

export const TERMINAL_STATUSES: readonly string[] = ['completed', 'archived', 'failed']
export const KNOWN_STATUSES: readonly string[] = ['active', ...TERMINAL_STATUSES]

export function isTerminal(status: string | null): boolean {
  return status !== null && TERMINAL_STATUSES.includes(status)
}

export function isKnownStatus(status: string | null): boolean {
  return status !== null && KNOWN_STATUSES.includes(status)
}

/** Any string, without control characters (whatever the service sends stays one log line). */
const Text = v.fallback(
  v.pipe(
    v.string(),
    v.transform((value): string | null => value.replace(/\p{Cc}/gu, '') || null),
  ),
  null,
)

/**
 * How the client reads an AgentJob: every field of the definition, each as text or null. The
 * definition's enum and formats are not enforced here, so an unknown status is reported as sent.
 */
const JobReading = v.object({
  ...forgiving(AgentJobShape, Text).entries,
  source: v.fallback(forgiving(JobSource, Text), () => ({ repository: null, ref: null })),
})

/** Tolerant: a missing, null or mistyped field becomes null; nothing here throws. */
export function parseJob(body: Record<string, unknown>): AgentJob {
  const job = v.parse(JobReading, body)
  return {
    id: job.id,
    status: job.status,
    prLink: job.prLink,
    model: job.model,
    sourceRepository: job.source.repository,
    sourceRef: job.source.ref,
    createdAt: job.createdAt,
    archivedAt: job.archivedAt,
    raw: body,
  }
}

/**
 * The one reading of a pull request link such as https://github.com/org/repo/pull/123/files:
 * its number; undefined when the link names no pull request.
 */
export function pullRequestOf(prLink: string | null): number | undefined {
  const match = prLink?.match(/\/pull\/(\d+)(?:[/?#]|$)/)
  return match?.[1] === undefined ? undefined : Number(match[1])
}

/** The pull request number for the `pr-number` output; '' when there is none. */
export function pullRequestNumber(prLink: string | null): string {
  return String(pullRequestOf(prLink) ?? '')
}
