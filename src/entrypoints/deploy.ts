import * as core from '@actions/core'
import { readDeployContext, type DeployContext } from '../deploy/deploy-context.js'
import { getDeployInputs, type DeployInputs } from '../deploy/deploy-inputs.js'
import { DeployRun } from '../deploy/deploy-run.js'
import { PreviewComment } from '../deploy/preview-comment.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { DeploymentClient } from '../shared/deployments/deployment-api.js'
import { createGitHubClient, type GitHubClient } from '../shared/github/github-client.js'
import { markerAuthorship } from '../shared/github/authorship.js'
import { runAction, type ActionRun } from '../shared/lifecycle.js'
import { serviceTransport } from '../shared/service/service-transport.js'

/** How long after `timeout-minutes` GitHub's rate limits are still waited out (the last edit). */
const LAST_EDIT_MS = 60_000

/**
 * The GitHub client of the preview comment: only for `preview` with `comment: true` on a pull
 * request event, with a token. Octokit is loaded at its first call.
 */
function commentClient(
  inputs: DeployInputs,
  context: DeployContext,
  deps: Dependencies,
): { github: GitHubClient; pull: number } | undefined {
  const pull = context.pullRequest
  if (inputs.operation !== 'preview' || !inputs.comment || pull === undefined) return undefined
  if (inputs.githubToken === '' || context.owner === '' || context.repo === '') {
    core.warning(
      `No preview comment on pull request #${pull.number}: ${inputs.githubToken === '' ? "input 'github-token' is empty" : 'GITHUB_REPOSITORY does not name the repository'}. Set comment: false to leave it out.`,
    )
    return undefined
  }
  const github = createGitHubClient(
    {
      apiUrl: context.apiUrl,
      token: inputs.githubToken,
      owner: context.owner,
      repo: context.repo,
      timeoutMs: inputs.requestTimeoutMs,
      deadline: deps.clock.now() + inputs.timeoutMs + LAST_EDIT_MS,
      onRetry: (message) => core.info(message),
    },
    deps,
    markerAuthorship(inputs, (message) => core.warning(message)),
  )
  return { github, pull: pull.number }
}

/** Reads every input (a bad one fails here, before any request), then builds the run. */
export function startDeployStep(deps: Dependencies): ActionRun {
  const context = readDeployContext(deps.env)
  const inputs = getDeployInputs(context)
  const transport = serviceTransport(
    {
      apiUrl: inputs.apiUrl,
      apiKey: inputs.apiKey,
      timeoutMs: inputs.requestTimeoutMs,
      onRetry: (message) => core.info(message),
    },
    deps,
  )
  const deployments = new DeploymentClient(transport, inputs.projectId)
  const commenting = commentClient(inputs, context, deps)
  return new DeployRun({
    inputs,
    deployments,
    clock: deps.clock,
    comment:
      commenting === undefined ? undefined : new PreviewComment(commenting.github, commenting.pull),
    runUrl: context.runUrl,
    dispose: () => {
      deployments.dispose()
      commenting?.github.dispose()
    },
  })
}

/** The deploy action's step: `dist/deploy/index.js`, or in process. */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, startDeployStep)
}
