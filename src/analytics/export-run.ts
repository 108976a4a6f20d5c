import { mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import * as core from '@actions/core'
import type { Dependencies } from '../shared/dependencies.js'
import { InputError, quote } from '../shared/inputs.js'
import type { ActionRun, Conclusion } from '../shared/lifecycle.js'
import { messageOf } from '../shared/log.js'
import { serviceTransport } from '../shared/service/transport.js'
import { AnalyticsClient } from './client.js'
import { exportRows, newExportResult, type ExportResult } from './export.js'
import { getAnalyticsInputs, type AnalyticsInputs } from './inputs.js'
import { writeAnalyticsSummary } from './summary.js'
import { openRowWriter } from './writers.js'

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

/**
 * Reads the inputs and opens the output file (so that a path that cannot be written costs no
 * request), then builds the run: the client, the plan, and the result filled in page by page.
 */
export async function startExportRun(deps: Dependencies): Promise<ActionRun> {
  const workspace = deps.env.GITHUB_WORKSPACE ?? process.cwd()
  const inputs = getAnalyticsInputs(deps.clock.now(), workspace)
  try {
    await mkdir(dirname(inputs.outputFile), { recursive: true })
  } catch (error) {
    throw new InputError(
      `Input 'output-file': cannot create the folder of ${quote(inputs.outputName)}: ${(error as Error).message}`,
    )
  }
  const writer = await openRowWriter(inputs.format, inputs.outputFile, inputs.outputName, {
    metric: inputs.metric,
    dateFrom: inputs.dateFrom?.value ?? null,
    dateTo: inputs.dateTo?.value ?? null,
  })
  const client = new AnalyticsClient(
    serviceTransport(
      {
        apiUrl: inputs.apiUrl,
        apiKey: inputs.apiKey,
        timeoutMs: inputs.requestTimeoutMs,
        onRetry: (message) => core.info(message),
      },
      deps,
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

  // The file is closed exactly once, by whichever ending comes first.
  let closing: Promise<Conclusion> | undefined
  const conclude = (failure: string | undefined): Promise<Conclusion> =>
    (closing ??= (async (): Promise<Conclusion> => {
      let problem = failure
      try {
        await writer.close({ complete: result.complete, nextOffset: result.nextOffset })
      } catch (error) {
        problem ??= messageOf(error)
      }
      if (problem !== undefined) {
        return { level: 'failure', message: stoppedMessage(inputs, result, problem) }
      }
      return {
        level: 'success',
        message: result.complete
          ? `Exported ${result.rows} rows to ${inputs.outputName} in ${client.requestsSent} requests.`
          : `Stopped at max-rows after ${result.rows} rows; more remain. Continue with offset: ${result.nextOffset}.`,
      }
    })())

  let stopSignal: NodeJS.Signals | undefined
  let exporting: Promise<unknown> = Promise.resolve()
  return {
    secrets: [inputs.apiKey],
    carryOut: async () => {
      core.info(
        `Exporting ${inputs.metric} of project ${inputs.projectId} from ${inputs.dateFrom?.value ?? 'the default start'} to ${inputs.dateTo?.value ?? 'now'} (exclusive), ${inputs.pageSize} rows per request, starting at row ${inputs.offset}.`,
      )
      let warnedDuplicate = false
      exporting = exportRows(
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
      await exporting
      client.dispose()
      return conclude(
        result.error !== undefined
          ? messageOf(result.error)
          : stopSignal !== undefined
            ? `The export was stopped (${stopSignal}).`
            : undefined,
      )
    },
    // On cancel: finish the page in hand; if the export is waiting on the network or a
    // Retry-After, the file is closed as it is once the grace is over, so it stays valid.
    stop: async (signal) => {
      stopSignal = signal
      await exporting
    },
    stopped: (signal) => conclude(`The export was stopped (${signal}).`),
    report: async () => {
      setOutputs(inputs, result, client.requestsSent)
      await writeAnalyticsSummary(inputs, result, client.requestsSent)
      if (result.duplicates > 0) core.info(`Skipped ${result.duplicates} duplicate rows.`)
    },
  }
}
