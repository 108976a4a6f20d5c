import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Dependencies } from '../shared/dependencies.js'
import { InputError, quote } from '../shared/inputs.js'
import type { ActionRun } from '../shared/lifecycle.js'
import { startExportRun } from './export-run.js'
import { startGapsRun } from './gaps/gaps-run.js'
import { getAnalyticsInputs } from './inputs.js'

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
  return inputs.report === 'gaps' ? startGapsRun(deps, inputs) : startExportRun(deps, inputs)
}
