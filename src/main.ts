import * as core from '@actions/core'
import { AgentClient, serviceTransport, type Runtime } from './api/client.js'
import { redact } from './api/errors.js'
import { createGitHubClient } from './github/client.js'
import { readRunContext } from './github/context.js'
import { getInputs, type Inputs } from './inputs.js'
import { JobSession } from './job-session.js'
import { messageOf } from './log.js'
import { setJobOutputs } from './outputs.js'
import { makePlan } from './plan.js'
import { exitWhenIdle, onCancel, realDependencies, type Dependencies } from './runtime.js'
import { newReport, type Conclusion, type JobReport } from './report.js'
import { writeJobSummary } from './summary.js'

/** Annotates the run with the verdict, never letting a secret through. */
function announce(conclusion: Conclusion, secrets: string[]): void {
  const message = redact(conclusion.message, secrets)
  if (conclusion.level === 'failure') core.setFailed(message)
  else if (conclusion.level === 'warning') core.warning(message)
  else if (conclusion.level === 'notice') core.notice(message)
  else core.info(message)
}

async function close(
  report: JobReport,
  conclusion: Conclusion,
  inputs: Inputs,
  now: number,
): Promise<void> {
  const secrets = [inputs.apiKey, inputs.githubToken]
  report.conclusion = { ...conclusion, message: redact(conclusion.message, secrets) }
  report.finishedAt = now
  setJobOutputs(report)
  await writeJobSummary(report)
  announce(conclusion, secrets)
}

export async function run(deps: Dependencies = realDependencies): Promise<void> {
  let inputs: Inputs
  try {
    inputs = getInputs()
  } catch (error) {
    core.setFailed(messageOf(error))
    return
  }
  const { clock } = deps
  const context = readRunContext(deps.env)
  const runtime: Runtime = {
    ...clock,
    random: deps.random,
    onRetry: (message) => core.info(message),
  }
  const service = new AgentClient(
    serviceTransport(
      { apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, timeoutMs: inputs.requestTimeoutMs },
      runtime,
    ),
    inputs.projectId,
  )
  const github =
    inputs.githubToken === '' || context.owner === ''
      ? undefined
      : createGitHubClient(
          {
            apiUrl: context.apiUrl,
            token: inputs.githubToken,
            owner: context.owner,
            repo: context.repo,
            timeoutMs: inputs.requestTimeoutMs,
          },
          runtime,
        )
  const report = newReport(clock.now(), inputs.jobId)
  const session = new JobSession({ inputs, context, service, github, report, clock })

  // On cancel: close the tracking comment quickly, then go.
  const removeHandlers = onCancel(deps, (signal) => {
    const stopping = session.stop().catch(() => undefined)
    const grace = new Promise((resolve) => setTimeout(resolve, 4000))
    void Promise.race([stopping, grace]).then(async () => {
      const resume = report.jobId === '' ? '' : ` Resume with job-id: ${report.jobId}.`
      const message = `The step was stopped (${signal}) before the job finished.${resume}`
      await close(report, { level: 'failure', message }, inputs, clock.now())
      process.exit(1)
    })
  })

  let conclusion: Conclusion
  try {
    const plan = await makePlan(
      inputs,
      context,
      github,
      (message) => core.warning(message),
      inputs.dryRun ? undefined : (id) => service.getJob(id),
    )
    conclusion = await session.carryOut(plan)
  } catch (error) {
    conclusion = await session.failed(error)
  } finally {
    service.dispose()
    github?.dispose()
  }
  removeHandlers()
  await close(report, conclusion, inputs, clock.now())
  exitWhenIdle(deps)
}
