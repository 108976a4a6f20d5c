import { getInputs } from '../agent/agent-inputs.js'
import { loadCarryOut } from './carry-out/carry-out-import.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { runAction } from '../shared/lifecycle.js'

/**
 * The finish run (`finish: true` of the agent action) as a step of its own, in process (tests,
 * @github/local-action): the agent action's inputs read, then the handed-off jobs that have ended
 * are ended (../finish/finish-start.ts), whatever `finish` says. The agent's step
 * (`dist/index.js`, ./agent.ts) hands a run with `finish: true` to the same code.
 */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, async (run) => {
    const inputs = getInputs(run.env)
    return (await loadCarryOut()).startFinish(inputs, run)
  })
}
