import * as core from '@actions/core'
import type { Clock } from '../dependencies.js'
import { pollUntilDone } from '../polling.js'
import type { DeploymentClient } from './deployment-api.js'
import { deploymentEnded, deploymentStatusKnown, type Deployment } from './deployment.js'

/**
 * Following a queued deployment (an update or a preview) until it succeeds, fails, or the
 * deadline: the agent's preview of its pull request and the deploy action both wait so. Neither
 * API documents a polling interval, so the wait is the agent jobs' back-off (../polling.ts), first
 * poll after one interval: the deployment was queued a moment ago. A status this version does
 * not know is told once and treated as still building; a poll that fails transiently is told and
 * waited through (a few in a row: ../polling.ts).
 */
export interface DeploymentWait {
  /** The deployment as last seen; undefined when no poll succeeded. */
  deployment: Deployment | undefined
  timedOut: boolean
}

export async function followDeployment(
  deployments: DeploymentClient,
  statusId: string,
  options: {
    /** What is followed, for the log: `the preview`, `the deployment`. */
    what: string
    intervalMs: number
    /** Epoch ms after which waiting stops (retries of a poll stop there too). */
    deadline: number
    clock: Clock
    /** A new status was seen (awaited before the next poll). */
    onStatus?: (deployment: Deployment) => void | Promise<void>
  },
): Promise<DeploymentWait> {
  const { what, deadline } = options
  const result = await pollUntilDone(() => deployments.status(statusId, deadline), {
    isTerminal: deploymentEnded,
    isKnown: deploymentStatusKnown,
    intervalMs: options.intervalMs,
    deadline,
    immediate: false,
    initial: undefined,
    clock: options.clock,
    onStatus: options.onStatus,
    onUnknownStatus: (status) =>
      core.warning(
        `${capitalized(what)} reports the status '${status}', which this action does not know; it is treated as still building.`,
      ),
    onPollError: (error) => core.warning(`${error.message} Still waiting for ${what}.`),
  })
  return { deployment: result.job, timedOut: result.timedOut }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
