/**
 * The agent job as the service returns it. The published schema marks no field as required,
 * so every field is optional here and parsing never fails on a missing or extra field.
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

/** A string field, without control characters: whatever the service sends stays one log line. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const clean = value.replace(/\p{Cc}/gu, '')
  return clean === '' ? null : clean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Tolerant: a missing, null or mistyped field becomes null; nothing here throws. */
export function parseJob(body: Record<string, unknown>): AgentJob {
  const source = isRecord(body.source) ? body.source : {}
  return {
    id: text(body.id),
    status: text(body.status),
    prLink: text(body.prLink),
    model: text(body.model),
    sourceRepository: text(source.repository),
    sourceRef: text(source.ref),
    createdAt: text(body.createdAt),
    archivedAt: text(body.archivedAt),
    raw: body,
  }
}

/** The pull request number from a link such as https://github.com/org/repo/pull/123. */
export function pullRequestNumber(prLink: string | null): string {
  const match = prLink?.match(/\/pull\/(\d+)(?:[/?#]|$)/)
  return match?.[1] ?? ''
}
