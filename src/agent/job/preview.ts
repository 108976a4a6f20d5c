import * as core from '@actions/core'
import type { Clock } from '../../shared/dependencies.js'
import { ApiError } from '../../shared/http/errors.js'
import type { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { failureDetails, type Deployment } from '../../shared/deployments/deployment.js'
import { followDeployment } from '../../shared/deployments/deployment-wait.js'
import type { PreviewStatus, ShownPreview } from '../../shared/deployments/preview-view.js'
import type { Inputs } from '../agent-inputs.js'
import type { AgentJob } from './agent-job.js'

/**
 * A preview of the agent's pull request, once its job completes: one request per completed job
 * (the preview endpoint allows 5 a minute per organization), by the run that created or messaged
 * the job, then its status followed until it is live, fails, or `preview-timeout-minutes`. A
 * preview never fails the step: its job succeeded.
 */

const NO_SCREENSHOTS = { screenshot: null, screenshotLight: null, screenshotDark: null }

/** `preview: false`. */
export const OFF: ShownPreview = { status: 'off', url: '', screenshots: NO_SCREENSHOTS }

/** A preview with no deployment behind it (off, or not available), or one not yet live. */
function shown(status: PreviewStatus, url = ''): ShownPreview {
  return { status, url, screenshots: NO_SCREENSHOTS }
}

/** A preview an earlier attempt asked for, as its tracking comment's marker records it. */
export interface EarlierPreview {
  statusId: string
  url: string
}

/** What this run does about a preview: ask for one, follow an earlier one, or neither. */
export type PreviewWanted =
  { ask: string } | { follow: EarlierPreview; branch: string } | 'off' | undefined

/**
 * What this run does about a preview (pure). Only a run that created the job or sent it a
 * follow-up asks: a re-run of the request, or a run that only waits with `job-id`, would ask a
 * second time for the same completion. A re-run that adopts its first attempt's tracking comment
 * follows the preview that attempt asked for (`earlier`, from the comment's marker), so that the
 * comment it rewrites keeps showing it; that costs status reads, never a second preview.
 */
export function previewWanted(
  inputs: Pick<Inputs, 'preview' | 'dryRun'>,
  action: 'create' | 'message' | 'wait',
  job: AgentJob | undefined,
  earlier?: EarlierPreview,
): PreviewWanted {
  if (!inputs.preview) return 'off'
  if (inputs.dryRun) return undefined
  if (job?.status !== 'completed' || job.prLink === null || job.sourceRef === null) return undefined
  if (action !== 'wait') return { ask: job.sourceRef }
  return earlier === undefined ? undefined : { follow: earlier, branch: job.sourceRef }
}

/** What a finished wait for a preview shows, and says in the log. */
function ended(
  deployment: Deployment | undefined,
  url: string,
  timedOut: boolean,
  branch: string,
): ShownPreview {
  const status = deployment?.status ?? null
  if (status === 'success') {
    core.info(`The preview of ${branch} is live${url === '' ? '' : `: ${url}`}.`)
    return { status: 'success', url, screenshots: deployment ?? NO_SCREENSHOTS }
  }
  if (status === 'failure') {
    core.warning(`The preview of ${branch} failed${failureDetails(deployment, 5)}`)
    return shown('failure', url)
  }
  if (timedOut)
    core.notice(
      `The preview of ${branch} was not live within preview-timeout-minutes; it may still go live${url === '' ? '' : ` at ${url}`}.`,
    )
  return shown(timedOut ? 'timed-out' : status === 'in_progress' ? 'in_progress' : 'queued', url)
}

type PreviewParts = {
  deployments: DeploymentClient
  clock: Clock
  inputs: Pick<Inputs, 'pollIntervalMs' | 'previewTimeoutMs'>
}

/**
 * The preview this run shows: OFF, a new one asked for, or an earlier attempt's followed (none
 * when its status can no longer be read).
 */
export function showPreview(
  parts: PreviewParts,
  wanted: Exclude<PreviewWanted, undefined>,
): Promise<ShownPreview | undefined> {
  if (wanted === 'off') return Promise.resolve(OFF)
  if ('ask' in wanted) return previewPullRequest(parts, wanted.ask)
  core.info(`Following the preview of ${wanted.branch} that an earlier attempt asked for.`)
  return followPreview(parts, wanted.follow, wanted.branch, true)
}

/**
 * Asks for a preview of `branch` and follows it. A plan without previews (403) is one notice;
 * any other refusal or error a warning; neither fails the step.
 */
export async function previewPullRequest(
  parts: PreviewParts,
  branch: string,
): Promise<ShownPreview> {
  let queued: { statusId: string; previewUrl: string }
  try {
    queued = await parts.deployments.preview(branch)
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      core.notice(
        `Previews are not available for this project (HTTP 403: the plan has none), so the pull request has no preview. Set preview: false to stop asking.`,
      )
    else core.warning(`Could not ask for a preview of ${branch}: ${(error as Error).message}`)
    return shown('unavailable')
  }
  const { statusId, previewUrl } = queued
  core.info(
    `Previewing ${branch} (status ${statusId})${previewUrl === '' ? '' : `: ${previewUrl}`}.`,
  )
  return (await followPreview(parts, { statusId, url: previewUrl }, branch)) ?? shown('queued')
}

/**
 * Follows a preview's status until it is live, fails, or `preview-timeout-minutes` passes. An
 * earlier attempt's preview whose status cannot be read is not shown: this run cannot say what
 * became of it.
 */
async function followPreview(
  { deployments, clock, inputs }: PreviewParts,
  { statusId, url }: EarlierPreview,
  branch: string,
  earlier = false,
): Promise<ShownPreview | undefined> {
  const withId = (preview: ShownPreview): ShownPreview => ({ ...preview, statusId })
  if (inputs.previewTimeoutMs === 0) return withId(shown('queued', url))
  const deadline = clock.now() + inputs.previewTimeoutMs
  // The last status seen, for a wait that stops on an error.
  let seen: string | null = null
  try {
    const result = await followDeployment(deployments, statusId, {
      what: 'the preview',
      intervalMs: inputs.pollIntervalMs,
      deadline,
      clock,
      onStatus: (deployment) => {
        seen = deployment.status
      },
    })
    return withId(ended(result.deployment, url, result.timedOut, branch))
  } catch (error) {
    const message = (error as Error).message
    if (earlier && seen === null) {
      core.warning(
        `Could not read the preview of ${branch} that an earlier attempt asked for (status ${statusId}), so this run does not show it: ${message}`,
      )
      return undefined
    }
    core.warning(`Stopped following the preview of ${branch}: ${message}`)
    return withId(shown(seen === 'in_progress' ? 'in_progress' : 'queued', url))
  }
}
