import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as core from '@actions/core'
import { serviceTransport } from '../api/client.js'
import { redact } from '../api/errors.js'
import { messageOf } from '../log.js'
import { exitWhenIdle, onCancel, realDependencies, type Dependencies } from '../runtime.js'
import { AnalyticsClient } from './client.js'
import { exportRows, type ExportResult } from './export.js'
import { getAnalyticsInputs, type AnalyticsInputs } from './inputs.js'
import { writeAnalyticsSummary } from './summary.js'
import { createRowWriter } from './writers.js'

/** Every output of the analytics action, set in this one place. */
function setOutputs(inputs: AnalyticsInputs, result: ExportResult): void {
  const totals = result.totals
  const outputs: Record<string, string> = {
    human: totals === undefined ? '' : String(totals.human),
    ai: totals === undefined ? '' : String(totals.ai),
    total: totals === undefined ? '' : String(totals.total),
    rows: String(result.rows),
    requests: String(result.requests),
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

export async function runAnalytics(deps: Dependencies = realDependencies): Promise<void> {
  const workspace = deps.env.GITHUB_WORKSPACE ?? process.cwd()
  let inputs: AnalyticsInputs
  try {
    inputs = getAnalyticsInputs(deps.clock.now(), workspace)
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
  await mkdir(dirname(inputs.outputFile), { recursive: true })
  const writer = createRowWriter(inputs.format, inputs.outputFile, {
    metric: inputs.metric,
    dateFrom: inputs.dateFrom?.value ?? null,
    dateTo: inputs.dateTo?.value ?? null,
  })

  let stopSignal: NodeJS.Signals | undefined
  const removeHandlers = onCancel(deps, (signal) => {
    // Finish the page in hand, close the file, report: at most one request's time.
    stopSignal = signal
  })
  core.info(
    `Exporting ${inputs.metric} of project ${inputs.projectId} from ${inputs.dateFrom?.value ?? 'the default start'} to ${inputs.dateTo?.value ?? 'now'} (exclusive), ${inputs.pageSize} rows per request, starting at row ${inputs.offset}.`,
  )
  let warnedDuplicate = false
  const result = await exportRows(
    client,
    {
      metric: inputs.metric,
      dateFrom: inputs.dateFrom?.value,
      dateTo: inputs.dateTo?.value,
      pageSize: inputs.pageSize,
      offset: inputs.offset,
      maxRows: inputs.maxRows,
      top: inputs.summaryTop,
    },
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
  )
  await writer.close({ complete: result.complete, nextOffset: result.nextOffset })
  client.dispose()
  removeHandlers()

  setOutputs(inputs, result)
  await writeAnalyticsSummary(inputs, result)
  const secrets = [inputs.apiKey]
  if (result.error !== undefined) {
    core.setFailed(redact(stoppedMessage(inputs, result, messageOf(result.error)), secrets))
  } else if (stopSignal !== undefined) {
    core.setFailed(stoppedMessage(inputs, result, `The export was stopped (${stopSignal}).`))
  } else if (!result.complete) {
    core.info(
      `Stopped at max-rows after ${result.rows} rows; more remain. Continue with offset: ${result.nextOffset}.`,
    )
  } else {
    core.info(
      `Exported ${result.rows} rows to ${inputs.outputName} in ${result.requests} requests.`,
    )
  }
  if (result.duplicates > 0) core.info(`Skipped ${result.duplicates} duplicate rows.`)
  exitWhenIdle(deps)
}
