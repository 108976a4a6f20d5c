import { startAnalyticsStep } from '../analytics/step.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { runAction } from '../shared/lifecycle.js'

/** The analytics action's step: `dist/analytics/index.js`, or in process. */
export function run(deps: Dependencies = realDependencies): Promise<void> {
  return runAction(deps, startAnalyticsStep)
}
