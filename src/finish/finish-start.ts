import type { Inputs } from '../agent/agent-inputs.js'
import { jobClients } from '../agent/job/job-clients.js'
import { finishSummary } from '../agent/job/job-summary.js'
import { setFinishOutputs } from '../agent/job/outputs.js'
import { runSecrets } from '../agent/token-inputs.js'
import type { Dependencies } from '../shared/dependencies.js'
import { loadRunContext } from '../shared/github/run-context.js'
import type { ActionRun } from '../shared/lifecycle.js'
import { appendSummary } from '../shared/step-summary.js'
import { finishHandedOff, newFinishReport } from './finish-run.js'

/**
 * `finish: true`: no request from the event; the repository's handed-off jobs that have ended are
 * ended (./finish-run.ts). A cancel stops it between requests; what it told stands. Its inputs
 * are the agent action's, already read: the agent's step (../entrypoints/agent.ts) hands a
 * finish run here, and so does the finish run's own entry (../entrypoints/finish.ts), both
 * through the chunk that carries a run out (../entrypoints/carry-out/carry-out.ts).
 */
export async function startFinish(inputs: Inputs, deps: Dependencies): Promise<ActionRun> {
  const context = await loadRunContext(deps)
  const { github, service, deployments } = jobClients(inputs, context, deps)
  const parts = { inputs, context, github, service, deployments, clock: deps.clock }
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
