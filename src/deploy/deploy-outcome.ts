import { failureDetails, type Deployment } from '../shared/deployments/deployment.js'
import type { ShownPreview } from '../shared/deployments/preview-view.js'
import { formatDuration } from '../shared/durations.js'
import { ApiError } from '../shared/http/errors.js'
import type { Conclusion } from '../shared/lifecycle.js'
import type { Operation } from './deploy-inputs.js'

/**
 * The deploy action's decisions, pure: what a deployment's state is called in the `status`
 * output, how a run ends (the step's verdict and its message), and every output. The run
 * (./deploy-run.ts) gathers the facts into a DeployReport and carries out what these say.
 */

/** The `status` output. */
export type DeployStatus =
  'queued' | 'in_progress' | 'success' | 'failure' | 'timed-out' | 'triggered'

/** How many of the deployment's last log lines a failure quotes. */
export const LOG_LINES = 10

/** What one run did, filled in as it goes; read by the outputs, the summary and the verdict. */
export interface DeployReport {
  operation: Operation
  /** `preview`: the branch; `automation`: the automation's id; `update`: ''. */
  target: string
  startedAt: number
  /** When the run reported (set once, by the report). */
  finishedAt: number | undefined
  /** '' until the service answered with one. */
  statusId: string
  /** `preview`: where the preview is; '' otherwise, or when the service gave none. */
  previewUrl: string
  /** The deployment as last seen. */
  deployment: Deployment | undefined
  /** Undefined until a status id is known (or the automation ran): then outputs are set. */
  status: DeployStatus | undefined
  /** `automation`: the run's id, when the service gave one. */
  automationRun: string
}

export function newDeployReport(operation: Operation, target: string, now: number): DeployReport {
  return {
    operation,
    target,
    startedAt: now,
    finishedAt: undefined,
    statusId: '',
    previewUrl: '',
    deployment: undefined,
    status: undefined,
    automationRun: '',
  }
}

/** How the run's part ended (the deployment's own state is in the report). */
export type Ending =
  | { kind: 'triggered' }
  /** `wait: false`: queued, not followed. */
  | { kind: 'not-waiting' }
  /** Followed to its end, or to `timeout-minutes`. */
  | { kind: 'followed'; timedOut: boolean }
  /** Following stopped on an error (after the polls' own retries). */
  | { kind: 'lost'; message: string }
  | { kind: 'stopped'; signal: string }

/**
 * The `status` output for a deployment as last seen. A status this version does not know is
 * treated as still building, as the wait treats it.
 */
export function statusOf(deployment: Deployment | undefined, timedOut = false): DeployStatus {
  const status = deployment?.status ?? 'queued'
  if (status === 'success' || status === 'failure') return status
  if (timedOut) return 'timed-out'
  return status === 'queued' ? 'queued' : 'in_progress'
}

/** The deployment in words: `the deployment`, `the preview of docs/x`. */
export function subjectOf(report: Pick<DeployReport, 'operation' | 'target'>): string {
  return report.operation === 'preview' ? `the preview of ${report.target}` : 'the deployment'
}

/** How long the deployment took by the service's own clock, when it says. */
export function serviceDuration(deployment: Deployment | undefined): number | undefined {
  const created = Date.parse(deployment?.createdAt ?? '')
  const ended = Date.parse(deployment?.endedAt ?? '')
  return Number.isFinite(created) && Number.isFinite(ended) && ended >= created
    ? ended - created
    : undefined
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The step's verdict and message for how the run ended (pure). */
export function deployConclusion(
  report: DeployReport,
  ending: Ending,
  timeoutMinutes: number,
): Conclusion {
  const subject = subjectOf(report)
  const id = `status id ${report.statusId}`
  const url = report.previewUrl === '' ? '' : `: ${report.previewUrl}`
  switch (ending.kind) {
    case 'triggered':
      return {
        level: 'success',
        message: `Ran automation ${report.target} now${report.automationRun === '' ? '' : ` (run ${report.automationRun})`}.`,
      }
    case 'not-waiting':
      return {
        level: 'success',
        message: `${sentence(subject)} is queued (${id})${url}; not waiting for it (wait: false).`,
      }
    case 'lost':
      return {
        level: 'failure',
        message: `Stopped following ${subject} (${id}), last seen ${statusOf(report.deployment)}: ${ending.message}`,
      }
    case 'stopped':
      return {
        level: 'failure',
        message: `The run was stopped (${ending.signal}) while waiting for ${subject} (${id}); the service goes on with it.`,
      }
  }
  const status = statusOf(report.deployment, ending.timedOut)
  if (status === 'success') {
    const took = serviceDuration(report.deployment)
    const live = report.operation === 'preview' ? `is live${url}` : 'is done: the docs are deployed'
    return {
      level: 'success',
      message: `${sentence(subject)} ${live} (${id}${took === undefined ? '' : `, ${formatDuration(took)}`}).`,
    }
  }
  if (status === 'failure')
    return {
      level: 'failure',
      message: `${sentence(subject)} failed (${id})${failureDetails(report.deployment, LOG_LINES)}`,
    }
  return {
    level: 'failure',
    message: `${sentence(subject)} did not end within timeout-minutes (${timeoutMinutes}); it was last seen ${statusOf(report.deployment)}, and the service goes on with it: follow it by its ${id} (the status-id output) or in the dashboard.`,
  }
}

/**
 * What a refused request says. A 403 on a preview most often means the plan has no previews
 * (api-facts), though a key without the scope gets one too: both are said.
 */
export function refusalMessage(
  report: Pick<DeployReport, 'operation' | 'target'>,
  error: unknown,
): string {
  const message = error instanceof Error ? error.message : String(error)
  if (report.operation !== 'preview' || !(error instanceof ApiError) || error.status !== 403)
    return message
  const said = /The service said: (.*)$/s.exec(message)?.[1] ?? ''
  return `Previewing branch ${report.target} failed with HTTP 403: previews need a plan that has them (Pro or Enterprise). If yours does, check that the key has the write scope and that its IP allowlist, if any, admits this runner.${said === '' ? '' : ` The service said: ${said}`}`
}

const NO_FILES = { added: [], modified: [], removed: [] }

/** The one screenshot the outputs give: the light one, or the only one. */
export function screenshotOf(deployment: Deployment | undefined): string {
  return deployment?.screenshotLight ?? deployment?.screenshot ?? deployment?.screenshotDark ?? ''
}

/** Every output, or undefined before a status id is known (nothing is set then). */
export function deployOutputs(report: DeployReport): Record<string, string> | undefined {
  if (report.status === undefined) return undefined
  const { deployment } = report
  return {
    'status-id': report.statusId,
    status: report.status,
    'preview-url': report.previewUrl,
    summary: deployment?.summary ?? '',
    screenshot: screenshotOf(deployment),
    'files-changed': JSON.stringify(deployment?.filesChanged ?? NO_FILES),
  }
}

/** The preview as a comment or the summary shows it. */
export function shownPreview(report: DeployReport): ShownPreview {
  const { deployment } = report
  return {
    status: report.status === 'triggered' || report.status === undefined ? 'queued' : report.status,
    url: report.previewUrl,
    screenshots: {
      screenshot: deployment?.screenshot ?? null,
      screenshotLight: deployment?.screenshotLight ?? null,
      screenshotDark: deployment?.screenshotDark ?? null,
    },
  }
}
