import * as core from '@actions/core'
import type { Clock } from '../shared/dependencies.js'
import type { DeploymentClient } from '../shared/deployments/deployment-api.js'
import type { Deployment } from '../shared/deployments/deployment.js'
import { followDeployment } from '../shared/deployments/deployment-wait.js'
import { ApiError } from '../shared/http/errors.js'
import type { ActionRun, Conclusion } from '../shared/lifecycle.js'
import type { DeployInputs } from './deploy-inputs.js'
import {
  deployConclusion,
  deployOutputs,
  newDeployReport,
  refusalMessage,
  shownPreview,
  statusOf,
  subjectOf,
  type DeployReport,
  type Ending,
} from './deploy-outcome.js'
import { writeDeploySummary } from './deploy-summary.js'
import type { PreviewComment } from './preview-comment.js'

/** What a run is built from: its inputs, its clients and where its preview comment goes. */
export interface DeployParts {
  inputs: DeployInputs
  deployments: DeploymentClient
  clock: Clock
  /** `preview` with `comment: true` on a pull request event (and a token): the comment. */
  comment: PreviewComment | undefined
  /** The link to this workflow run, for the comment. */
  runUrl: string
  /** Closes the clients' sockets, once the work is over. */
  dispose: () => void
}

/** Every output of the deploy action, set in this one place (nothing before a status id). */
function setDeployOutputs(report: DeployReport): void {
  const outputs = deployOutputs(report)
  if (outputs === undefined) return
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}

/**
 * One run of the deploy action: the request (deploy, preview, or run an automation now; each
 * POST sent once), then the deployment followed to its end unless `wait: false`, the preview
 * comment kept current, and the outputs and the job summary written at the report.
 */
export class DeployRun implements ActionRun {
  readonly secrets: string[]
  readonly record: DeployReport
  private readonly parts: DeployParts
  private stopSignal: NodeJS.Signals | undefined

  constructor(parts: DeployParts) {
    const { inputs } = parts
    this.parts = parts
    this.secrets = [inputs.apiKey, inputs.githubToken, ...inputs.markerKeys]
    const target = inputs.operation === 'preview' ? inputs.branch : inputs.automation
    this.record = newDeployReport(inputs.operation, target, parts.clock.now())
  }

  async carryOut(): Promise<Conclusion> {
    try {
      return this.conclude(await this.work())
    } catch (error) {
      return { level: 'failure', message: refusalMessage(this.record, error) }
    } finally {
      this.parts.dispose()
    }
  }

  private async work(): Promise<Ending> {
    const { inputs, deployments } = this.parts
    const { record: report } = this
    if (inputs.operation === 'automation') {
      core.info(`Running automation ${inputs.automation} of project ${inputs.projectId} now.`)
      report.automationRun = (await deployments.runAutomation(inputs.automation)).runId
      report.status = 'triggered'
      return { kind: 'triggered' }
    }
    const queued =
      inputs.operation === 'preview'
        ? await deployments.preview(inputs.branch)
        : await deployments.update()
    report.statusId = queued.statusId
    report.previewUrl = queued.previewUrl
    report.status = 'queued'
    core.info(
      `Queued ${subjectOf(report)} of project ${inputs.projectId} (status id ${queued.statusId})${queued.previewUrl === '' ? '' : `: ${queued.previewUrl}`}.`,
    )
    await this.showComment()
    if (!inputs.wait) return { kind: 'not-waiting' }
    return this.follow()
  }

  /** Polls the status until the deployment ends, `timeout-minutes`, or an error. */
  private async follow(): Promise<Ending> {
    const { inputs, deployments, clock } = this.parts
    const { record: report } = this
    const deadline = clock.now() + inputs.timeoutMs
    let ending: Ending
    try {
      const result = await followDeployment(deployments, report.statusId, {
        what: subjectOf(report),
        intervalMs: inputs.pollIntervalMs,
        deadline,
        clock,
        onStatus: (deployment) => this.seen(deployment),
      })
      report.deployment = result.deployment ?? report.deployment
      report.status = statusOf(report.deployment, result.timedOut)
      ending = { kind: 'followed', timedOut: result.timedOut }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      ending = { kind: 'lost', message: error.message }
    }
    // A wait that stopped on an error says so, as a stopped run does: the service goes on.
    if (this.stopSignal === undefined) await this.showComment(ending.kind === 'lost')
    return ending
  }

  /** A new status: logged, and shown in the comment. */
  private async seen(deployment: Deployment): Promise<void> {
    this.record.deployment = deployment
    this.record.status = statusOf(deployment)
    core.info(`Status of ${subjectOf(this.record)}: ${deployment.status ?? '(none given)'}.`)
    if (this.stopSignal === undefined) await this.showComment()
  }

  /** The comment shows the deployment as last seen, or (`stopped`) that this run stopped waiting. */
  private async showComment(stopped = false): Promise<void> {
    const { record: report } = this
    const preview = shownPreview(report)
    await this.parts.comment?.show({
      branch: report.target,
      preview: stopped ? { ...preview, status: 'timed-out' } : preview,
      runUrl: this.parts.runUrl,
      summary: report.deployment?.summary ?? null,
    })
  }

  private conclude(ending: Ending): Conclusion {
    return deployConclusion(this.record, ending, this.parts.inputs.timeoutMs / 60_000)
  }

  /**
   * On cancel: the deployment goes on at the service; the comment says that this run stopped
   * waiting (the state a time-out shows), unless it already ended.
   */
  async stop(signal: NodeJS.Signals): Promise<void> {
    this.stopSignal = signal
    const { record: report } = this
    if (report.status === 'queued' || report.status === 'in_progress') await this.showComment(true)
  }

  stopped(signal: NodeJS.Signals): Conclusion {
    if (this.record.statusId === '')
      return { level: 'failure', message: `The run was stopped (${signal}).` }
    return this.conclude({ kind: 'stopped', signal })
  }

  async report(): Promise<void> {
    this.record.finishedAt = this.parts.clock.now()
    setDeployOutputs(this.record)
    await writeDeploySummary(this.record)
  }
}
