import * as core from '@actions/core'
import { makePlan } from '../agent/decide/make-plan.js'
import { REQUEST_KINDS } from '../agent/triggers/request-kinds.js'
import { eventOf, loadRunContext } from '../shared/github/run-context.js'
import { getInputs } from '../agent/agent-inputs.js'
import { runSecrets } from '../agent/token-inputs.js'
import { jobClients } from '../agent/job/job-clients.js'
import { newReport, type JobReport } from '../agent/job/job-report.js'
import type { SessionParts } from '../agent/job/session.js'
import type * as CarryOut from './carry-out/carry-out.js'
import { loadCarryOut } from './carry-out/carry-out-import.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { runAction, type ActionRun, type Conclusion } from '../shared/lifecycle.js'

/** Reads the inputs and builds the run: clients, report, and the session that does the work. */
async function start(deps: Dependencies): Promise<ActionRun> {
  const inputs = getInputs(deps.env)
  const { clock } = deps
  // Inputs first: one that is wrong fails the run before anything is loaded or sent.
  if (inputs.finish) return (await loadCarryOut()).startFinish(inputs, deps)
  const context = await loadRunContext(deps)
  const { service, deployments, github } = jobClients(inputs, context, deps)
  const report = newReport(clock.now(), inputs.jobId)
  // What carries the plan out is imported once it is made (./carry-out/carry-out.ts).
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

/** The agent action's main step: `dist/index.js`, or in process (tests, @github/local-action). */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, start)
}
