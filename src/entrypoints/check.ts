import * as core from '@actions/core'
import { loadRunContext } from '../shared/github/run-context.js'
import { checkSubject } from '../check/check-subject.js'
import { getPullCheckInputs } from '../check/check-inputs.js'
import { setPullCheckOutputs, writePullCheckSummary } from '../check/check-report.js'
import { runPullCheck, type PullCheckResult } from '../check/check-run.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { createGitHubClient } from '../shared/github/github-client.js'
import { readRequestTimeout } from '../shared/inputs.js'
import { runAction, type ActionRun } from '../shared/lifecycle.js'

/** The most a check may take, GitHub's rate limits waited out included. */
const CHECK_DEADLINE_MS = 10 * 60_000

/** Reads every input (a bad one fails here, before any request), then builds the run. */
async function start(deps: Dependencies): Promise<ActionRun> {
  const inputs = getPullCheckInputs()
  const timeoutMs = readRequestTimeout()
  const context = await loadRunContext(deps)
  if (context.owner === '')
    throw new Error(
      'GITHUB_REPOSITORY does not name the repository: the check has no commit to answer.',
    )
  const subject = checkSubject(context, inputs)
  const github = createGitHubClient(
    {
      apiUrl: context.apiUrl,
      token: inputs.githubToken,
      owner: context.owner,
      repo: context.repo,
      timeoutMs,
      deadline: deps.clock.now() + CHECK_DEADLINE_MS,
      onRetry: (message) => core.info(message),
    },
    deps,
  )
  let result: PullCheckResult = { state: 'skipped', findings: [] }
  return {
    secrets: [inputs.githubToken],
    carryOut: async () => {
      const parts = {
        inputs,
        github,
        runUrl: context.runUrl === '' ? undefined : context.runUrl,
        eventName: context.eventName,
      }
      const ran = await runPullCheck(parts, subject)
      result = ran.result
      return ran.conclusion
    },
    // Between requests there is nothing to undo: a status is one write.
    stop: () => Promise.resolve(),
    stopped: (signal) => ({
      level: 'failure',
      message: `The check was stopped (${signal}) before it set its status: re-run it.`,
    }),
    report: async (conclusion) => {
      setPullCheckOutputs(result)
      await writePullCheckSummary(result, conclusion)
    },
  }
}

/** The check action's step: `dist/check/index.js`, or in process. */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, start)
}
