import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as core from '@actions/core'
import { serviceTransport } from '../api/client.js'
import { redact } from '../api/errors.js'
import { InputError, quote } from '../input-values.js'
import { messageOf } from '../log.js'
import { exitWhenIdle, onCancel, realDependencies, type Dependencies } from '../runtime.js'
import { AnalyticsClient } from './client.js'
import { exportRows, newExportResult, type ExportResult } from './export.js'
import { getAnalyticsInputs, type AnalyticsInputs } from './inputs.js'
import { writeAnalyticsSummary } from './summary.js'
import { openRowWriter, type RowWriter } from './writers.js'

/** How long a cancelled export may take to finish the page in hand before the file is closed. */
const CANCEL_GRACE_MS = 3000

/** Every output of the analytics action, set in this one place. */
function setOutputs(inputs: AnalyticsInputs, result: ExportResult, requests: number): void {
  const totals = result.totals
  const outputs: Record<string, string> = {
    human: totals === undefined ? '' : String(totals.human),
    ai: totals === undefined ? '' : String(totals.ai),
    total: totals === undefined ? '' : String(totals.total),
    rows: String(result.rows),
    requests: String(requests),
    file: inputs.outputFile,
    complete: String(result.complete),
    'next-offset': String(result.nextOffset),
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}

/** Why the export stopped, with what was kept and how to resume. */
function stoppedMessage(inputs: AnalyticsInputs, result: ExportResult, cause: string): string {
  const kept =
    result.rows === 0
      ? `No rows were written.`
      : `The ${result.rows} rows already fetched are in ${inputs.outputName}, which is valid up to its last row.`
  return `${cause} ${kept} To resume, run again with offset: ${result.nextOffset} (and the same dates).`
}

/** Closes the file and reports: the one ending of every path, finished or not. */
async function finish(
  inputs: AnalyticsInputs,
  writer: RowWriter,
  result: ExportResult,
  client: AnalyticsClient,
  failure: string | undefined,
): Promise<void> {
  let problem = failure
  try {
    await writer.close({ complete: result.complete, nextOffset: result.nextOffset })
  } catch (error) {
    problem ??= messageOf(error)
  }
  setOutputs(inputs, result, client.requestsSent)
  await writeAnalyticsSummary(inputs, result)
  if (problem !== undefined) {
    core.setFailed(redact(stoppedMessage(inputs, result, problem), [inputs.apiKey]))
  } else if (!result.complete) {
    core.info(
      `Stopped at max-rows after ${result.rows} rows; more remain. Continue with offset: ${result.nextOffset}.`,
    )
  } else {
    core.info(
      `Exported ${result.rows} rows to ${inputs.outputName} in ${client.requestsSent} requests.`,
    )
  }
  if (result.duplicates > 0) core.info(`Skipped ${result.duplicates} duplicate rows.`)
}

export async function runAnalytics(deps: Dependencies = realDependencies): Promise<void> {
  const workspace = deps.env.GITHUB_WORKSPACE ?? process.cwd()
  let inputs: AnalyticsInputs
  let writer: RowWriter
  try {
    inputs = getAnalyticsInputs(deps.clock.now(), workspace)
    try {
      await mkdir(dirname(inputs.outputFile), { recursive: true })
    } catch (error) {
      throw new InputError(
        `Input 'output-file': cannot create the folder of ${quote(inputs.outputName)}: ${(error as Error).message}`,
      )
    }
    writer = await openRowWriter(inputs.format, inputs.outputFile, inputs.outputName, {
      metric: inputs.metric,
      dateFrom: inputs.dateFrom?.value ?? null,
      dateTo: inputs.dateTo?.value ?? null,
    })
  } catch (error) {
    core.setFailed(messageOf(error))
    return
  }
  const client = new AnalyticsClient(
    serviceTransport(
      { apiUrl: inputs.apiUrl, apiKey: inputs.apiKey, timeoutMs: inputs.requestTimeoutMs },
      { ...deps.clock, random: deps.random, onRetry: (message) => core.info(message) },
    ),
    inputs.projectId,
  )
  const plan = {
    metric: inputs.metric,
    dateFrom: inputs.dateFrom?.value,
    dateTo: inputs.dateTo?.value,
    pageSize: inputs.pageSize,
    offset: inputs.offset,
    maxRows: inputs.maxRows,
    top: inputs.summaryTop,
  }
  const result = newExportResult(plan)
  // The file is closed and the run reported exactly once, by whichever ending comes first.
  let ending: Promise<void> | undefined
  const end = (failure: string | undefined): Promise<void> =>
    (ending ??= finish(inputs, writer, result, client, failure))

  let stopSignal: NodeJS.Signals | undefined
  const removeHandlers = onCancel(deps, (signal) => {
    // Finish the page in hand; if the export is waiting on the network or a Retry-After, close
    // the file as it is after a short grace, so it stays valid, and report.
    stopSignal = signal
    setTimeout(() => {
      void end(`The export was stopped (${signal}).`).then(() => process.exit(1))
    }, CANCEL_GRACE_MS).unref()
  })
  core.info(
    `Exporting ${inputs.metric} of project ${inputs.projectId} from ${inputs.dateFrom?.value ?? 'the default start'} to ${inputs.dateTo?.value ?? 'now'} (exclusive), ${inputs.pageSize} rows per request, starting at row ${inputs.offset}.`,
  )
  let warnedDuplicate = false
  await exportRows(
    client,
    plan,
    writer,
    {
      onPage: (rows) => core.debug(`${rows} rows written`),
      onDuplicate: (path) => {
        if (warnedDuplicate) return
        warnedDuplicate = true
        core.warning(
          `A page repeated a path already written (${JSON.stringify(path)}): the data changed while it was exported. Duplicates are skipped.`,
        )
      },
      stopped: () => stopSignal !== undefined,
    },
    result,
  )
  client.dispose()
  removeHandlers()
  const failure =
    result.error !== undefined
      ? messageOf(result.error)
      : stopSignal !== undefined
        ? `The export was stopped (${stopSignal}).`
        : undefined
  await end(failure)
  exitWhenIdle(deps)
}
