import * as core from '@actions/core'
import type { Inputs } from '../agent-inputs.js'
import { AgentClient } from './service-client.js'
import type { Dependencies } from '../../shared/dependencies.js'
import { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { markerAuthorship } from '../../shared/github/authorship.js'
import { createGitHubClient, type GitHubClient } from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import { serviceTransport } from '../../shared/service/service-transport.js'

/**
 * The clients a run of the agent action works through, built from its inputs the same way for a
 * request's run (../../entrypoints/agent.ts) and a finish run (../../finish/finish-start.ts).
 */
export interface JobClients {
  /** The run's repository on GitHub; none without a token or a repository. */
  github: GitHubClient | undefined
  /** The docs service's job endpoints. */
  service: AgentClient
  /** The docs service's deployments, for the preview. */
  deployments: DeploymentClient
}

/** How long after `timeout-minutes` GitHub's rate limits are still waited out (the final edit). */
const FINAL_EDIT_MS = 60_000

/** One transport, one set of sockets: the job's endpoints and the preview's. */
export function jobClients(inputs: Inputs, context: RunContext, deps: Dependencies): JobClients {
  const onRetry = (message: string): void => core.info(message)
  const transport = serviceTransport(
    { apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, timeoutMs: inputs.requestTimeoutMs, onRetry },
    deps,
  )
  return {
    service: new AgentClient(transport, inputs.projectId),
    deployments: new DeploymentClient(transport, inputs.projectId),
    github: githubClient(inputs, context, deps),
  }
}

/** The GitHub client of the run's repository; none without a token or a repository. */
function githubClient(
  inputs: Inputs,
  context: RunContext,
  deps: Dependencies,
): GitHubClient | undefined {
  const { clock } = deps
  const onRetry = (message: string): void => core.info(message)
  return inputs.githubToken === '' || context.owner === ''
    ? undefined
    : createGitHubClient(
        {
          apiUrl: context.apiUrl,
          token: inputs.githubToken,
          owner: context.owner,
          repo: context.repo,
          // Another repository (the agent's pull request there, a finish run's others) gets its
          // own token, when the workflow gives one.
          ...(inputs.otherRepositoriesToken === ''
            ? {}
            : {
                elsewhere: {
                  home: `${context.owner}/${context.repo}`,
                  homeToken: inputs.githubToken,
                  token: inputs.otherRepositoriesToken,
                },
              }),
          timeoutMs: inputs.requestTimeoutMs,
          // GitHub's rate limits are waited out up to the end of the wait for the job, and a
          // little after it for the final edit of the tracking comment.
          deadline: clock.now() + inputs.timeoutMs + FINAL_EDIT_MS,
          onRetry,
        },
        deps,
        markerAuthorship(inputs, (message) => core.warning(message)),
      )
}
