import * as v from '../valibot.ts'
import { forgiving } from '../service/service-api-shapes.js'
import { DEPLOYMENT_STATUSES, DeploymentStatus, FilesChanged } from './deployment-api-shapes.js'

/**
 * A deployment as the clients see it: an update's or a preview's status, read through the
 * DeploymentStatus of ./deployment-api-shapes.ts. The spec marks no field required, so each may
 * be missing; reading never fails on a missing, null, mistyped or extra field.
 */
export interface Deployment {
  /** As the service sent it; may be a value this version does not know. */
  status: string | null
  summary: string | null
  /** The log lines, as sent (each one line; control characters removed). */
  logs: string[]
  subdomain: string | null
  /** The screenshot, and its light and dark versions, where given (URLs). */
  screenshot: string | null
  screenshotLight: string | null
  screenshotDark: string | null
  createdAt: string | null
  endedAt: string | null
  filesChanged: { added: string[]; modified: string[]; removed: string[] }
}

export const DEPLOYMENT_TERMINAL: readonly string[] = ['success', 'failure']
export const DEPLOYMENT_KNOWN: readonly string[] = DEPLOYMENT_STATUSES

export function deploymentEnded(status: string | null): boolean {
  return status !== null && DEPLOYMENT_TERMINAL.includes(status)
}

export function deploymentStatusKnown(status: string | null): boolean {
  return status !== null && DEPLOYMENT_KNOWN.includes(status)
}

/** Any string, one line, without control characters; anything else is null. */
const Text = v.fallback(
  v.pipe(
    v.string(),
    v.transform((value): string | null => value.replace(/\p{Cc}/gu, ' ').trim() || null),
  ),
  null,
)

/** Strings of a list; anything else in it is dropped, and a list that is none is empty. */
const Texts = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((item) => {
        const text = v.parse(Text, item)
        return text === null ? [] : [text]
      }),
    ),
  ),
  [],
)

/** An http(s) URL as sent, or null: a screenshot goes into a comment only as a link. */
const Url = v.fallback(
  v.pipe(
    v.string(),
    v.transform((value): string | null => (/^https?:\/\/[^\s"'<>]+$/.test(value) ? value : null)),
  ),
  null,
)

const Reading = v.object({
  ...forgiving(DeploymentStatus, Text).entries,
  logs: Texts,
  screenshot: Url,
  screenshotLight: Url,
  screenshotDark: Url,
  commit: v.fallback(
    v.object({
      filesChanged: v.fallback(forgiving(FilesChanged, Texts), () => ({
        added: [],
        modified: [],
        removed: [],
      })),
    }),
    () => ({ filesChanged: { added: [], modified: [], removed: [] } }),
  ),
})

/** Tolerant: nothing here throws. */
export function parseDeployment(body: Record<string, unknown>): Deployment {
  const read = v.parse(Reading, body)
  return {
    status: read.status,
    summary: read.summary,
    logs: read.logs,
    subdomain: read.subdomain,
    screenshot: read.screenshot,
    screenshotLight: read.screenshotLight,
    screenshotDark: read.screenshotDark,
    createdAt: read.createdAt,
    endedAt: read.endedAt,
    filesChanged: read.commit.filesChanged,
  }
}

/**
 * A failed deployment's own words, to follow "… failed": `: ` and the service's summary, then
 * its logs' last `lines` lines; '' when it gave neither.
 */
export function failureDetails(deployment: Deployment | undefined, lines: number): string {
  const summary = deployment?.summary ?? null
  const logs = (deployment?.logs ?? []).slice(-lines)
  return (
    (summary === null ? '' : `: ${summary}`) +
    (logs.length === 0 ? '' : `\nLast lines of its logs:\n${logs.join('\n')}`)
  )
}
