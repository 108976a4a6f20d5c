import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as core from '@actions/core'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { InputError, quote } from '../shared/inputs.js'
import { runAction, type ActionRun } from '../shared/lifecycle.js'
import { startExportRun } from '../analytics/export-run.js'
import { createGitHubClient } from '../shared/github/github-client.js'
import { markerAuthorship } from '../shared/github/authorship.js'
import { startGapsRun } from '../analytics/gaps/gaps-run.js'
import { rollingGapsIssue, type RollingIssue } from '../analytics/gaps/rolling-issue.js'
import { getAnalyticsInputs, type GapsInputs } from '../analytics/analytics-inputs.js'

/**
 * With `gaps-issue`, the rolling issue of the workflow's repository (GITHUB_REPOSITORY, through
 * GITHUB_API_URL, both set by the runner). Octokit is loaded at its first call.
 */
function rollingIssueOf(inputs: GapsInputs, deps: Dependencies): RollingIssue | undefined {
  if (inputs.issueToken === undefined) return undefined
  const [owner = '', repo = ''] = (deps.env.GITHUB_REPOSITORY ?? '').split('/')
  if (owner === '' || repo === '') {
    throw new InputError(
      `'gaps-issue: true' writes to the workflow's repository, but GITHUB_REPOSITORY is ${quote(deps.env.GITHUB_REPOSITORY ?? '')}; the runner sets it as owner/name.`,
    )
  }
  const github = createGitHubClient(
    {
      apiUrl: (deps.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
      token: inputs.issueToken,
      owner,
      repo,
      timeoutMs: inputs.requestTimeoutMs,
      onRetry: (message) => core.info(message),
    },
    deps,
    markerAuthorship(inputs, (message) => core.warning(message)),
  )
  return rollingGapsIssue(github)
}

/**
 * The analytics step: reads every input, makes the output file's folder (a path that cannot be
 * written costs no request), then starts the export of one report or the gaps report.
 */
export async function startAnalyticsStep(deps: Dependencies): Promise<ActionRun> {
  const workspace = deps.env.GITHUB_WORKSPACE ?? process.cwd()
  const inputs = getAnalyticsInputs(deps.clock.now(), workspace)
  try {
    await mkdir(dirname(inputs.outputFile), { recursive: true })
  } catch (error) {
    throw new InputError(
      `Input 'output-file': cannot create the folder of ${quote(inputs.outputName)}: ${(error as Error).message}`,
    )
  }
  if (inputs.report !== 'gaps') return startExportRun(deps, inputs)
  return startGapsRun(deps, inputs, { rollingIssue: rollingIssueOf(inputs, deps) })
}

/** The analytics action's step: `dist/analytics/index.js`, or in process. */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, startAnalyticsStep)
}
