import * as core from '@actions/core'
import { makePlan } from '../agent/decide/plan.js'
import { REQUEST_KINDS } from '../agent/triggers/request-kinds.js'
import { createGitHubClient, type GitHubClient } from '../shared/github/github-client.js'
import { markerAuthorship } from '../shared/github/authorship.js'
import { eventOf, loadRunContext, type RunContext } from '../shared/github/run-context.js'
import { getInputs, type Inputs } from '../agent/agent-inputs.js'
import { runSecrets } from '../agent/token-inputs.js'
import { AgentClient } from '../agent/job/service-client.js'
import { DeploymentClient } from '../shared/deployments/deployment-api.js'
import { newReport, type JobReport } from '../agent/job/job-report.js'
import type { SessionParts } from '../agent/job/session.js'
import type * as CarryOut from '../agent/carry-out.js'
import { loadCarryOut } from '../agent/carry-out-import.js'
import type { FinishParts } from '../finish/finish-run.js'
import { appendSummary } from '../shared/step-summary.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { runAction, type ActionRun, type Conclusion } from '../shared/lifecycle.js'
import { serviceTransport } from '../shared/service/service-transport.js'

/** How long after `timeout-minutes` GitHub's rate limits are still waited out (the final edit). */
const FINAL_EDIT_MS = 60_000

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

/** Reads the inputs and builds the run: clients, report, and the session that does the work. */
async function start(deps: Dependencies): Promise<ActionRun> {
  const inputs = getInputs(deps.env)
  const { clock } = deps
  // Inputs first: one that is wrong fails the run before anything is loaded or sent.
  const context = await loadRunContext(deps)
  const onRetry = (message: string): void => core.info(message)
  const transport = serviceTransport(
    { apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, timeoutMs: inputs.requestTimeoutMs, onRetry },
    deps,
  )
  // One transport, one set of sockets: the job's endpoints and the preview's.
  const service = new AgentClient(transport, inputs.projectId)
  const deployments = new DeploymentClient(transport, inputs.projectId)
  const github = githubClient(inputs, context, deps)
  if (inputs.finish) return finishRun({ inputs, context, github, service, deployments, clock })
  const report = newReport(clock.now(), inputs.jobId)
  // What carries the plan out is imported once it is made (../agent/carry-out.ts).
  const carriers = carriersOf({ inputs, context, service, github, report, clock, deployments })

  return {
    secrets: runSecrets(inputs),
    carryOut: async () => {
      try {
        const decided = await makePlan(
          REQUEST_KINDS,
          inputs,
          context,
          github,
          (message) => core.warning(message),
          clock,
          inputs.dryRun ? undefined : (id) => service.getJob(id),
        ).then(
          (plan) => ({ plan }),
          (error: unknown) => ({ error }),
        )
        const { session, docsStatus } = await carriers()
        let conclusion
        try {
          if ('error' in decided) throw decided.error
          docsStatus.follow(decided.plan)
          conclusion = await session.carryOut(decided.plan)
        } catch (error) {
          conclusion = await session.failed(error)
        }
        await docsStatus.ended(report, conclusion, session.trigger)
        return conclusion
      } finally {
        service.dispose()
        github?.dispose()
      }
    },
    // On cancel: close the tracking comment quickly, then go.
    stop: async (signal) => {
      const { session, docsStatus } = await carriers()
      await session.stop(signal)
      await docsStatus.stopped(report)
    },
    stopped: async (signal) => (await carriers()).session.stopped(signal),
    // Without that module (a dist/ that lost a file), the conclusion already says why.
    report: async (conclusion) => {
      const module = await loadCarryOut().catch(() => undefined)
      if (module !== undefined) await reportJob(report, conclusion, clock, module)
    },
  }
}

/** The job's session and the docs status it keeps, made the first time they are asked for. */
function carriersOf(parts: Omit<SessionParts, 'kinds' | 'docsStatus'>): () => Promise<Carriers> {
  let built: Promise<Carriers> | undefined
  return () =>
    (built ??= loadCarryOut().then((module) => {
      const { inputs, github, context } = parts
      // The event's own pull request: a commit that is another's head is left to that one.
      const number = eventOf(context, ['pull_request', 'pull_request_target'])?.payload.pull_request
        ?.number
      const pull = typeof number === 'number' ? number : undefined
      const docsStatus = new module.DocsStatus(inputs, github, context.runUrl, pull)
      const session = new module.JobSession({ ...parts, kinds: REQUEST_KINDS, docsStatus })
      return { session, docsStatus }
    }))
}

/** The job's session and the docs status it keeps. */
interface Carriers {
  session: CarryOut.JobSession
  docsStatus: CarryOut.DocsStatus
}

/** The outputs and the job summary of the run's conclusion. */
async function reportJob(
  report: JobReport,
  conclusion: Conclusion,
  clock: Dependencies['clock'],
  { setJobOutputs, writeJobSummary }: typeof CarryOut,
): Promise<void> {
  report.conclusion = conclusion
  report.finishedAt = clock.now()
  setJobOutputs(report)
  await writeJobSummary(report)
}

/**
 * `finish: true`: no request from the event; the repository's handed-off jobs that have ended are
 * ended (../finish/finish-run.ts). A cancel stops it between requests; what it told stands.
 * Its code is imported only here (../agent/carry-out.ts).
 */
async function finishRun(parts: FinishParts): Promise<ActionRun> {
  const { finishHandedOff, newFinishReport, finishSummary, setFinishOutputs } = await loadCarryOut()
  const { inputs, service, github } = parts
  const finish = newFinishReport()
  return {
    secrets: runSecrets(inputs),
    carryOut: async () => {
      try {
        return await finishHandedOff(parts, finish)
      } finally {
        service.dispose()
        github?.dispose()
      }
    },
    stop: () => Promise.resolve(),
    stopped: (signal) => ({
      level: 'failure',
      message: `The finish run was stopped (${signal}); the jobs it had not ended are left to the next one.`,
    }),
    report: async (conclusion) => {
      setFinishOutputs(finish)
      await appendSummary(
        finishSummary(conclusion, finish.reports, finish.abandoned, finish.pending),
      )
    },
  }
}

/** The agent action's main step: `dist/index.js`, or in process (tests, @github/local-action). */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, start)
}
