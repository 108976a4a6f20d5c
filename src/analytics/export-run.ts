import * as core from '@actions/core'
import type { Dependencies } from '../shared/dependencies.js'
import type { ActionRun, Conclusion } from '../shared/lifecycle.js'
import { messageOf } from '../shared/log.js'
import { connectAnalytics } from './analytics-api.js'
import { exportReport, newExportResult, resumeHint, type ExportResult } from './export.js'
import type { AnalyticsInputs } from './inputs.js'
import { writeAnalyticsSummary } from './summary.js'
import { columnsOf, isTraffic, REPORT_DEFINITIONS } from './reports.js'
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
    report: inputs.report,
    'next-offset':
      REPORT_DEFINITIONS[inputs.report].paging === 'offset' ? String(result.nextOffset) : '',
    'next-cursor': result.nextCursor ?? '',
  }
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value)
}

/** Why the export stopped, with what was kept and how to resume. */
function stoppedMessage(inputs: AnalyticsInputs, result: ExportResult, cause: string): string {
  const kept =
    result.rows === 0
      ? `No rows were written.`
      : `The ${result.rows} rows already fetched are in ${inputs.outputName}, which is valid up to its last row.`
  const resume = resumeHint(inputs.report, result)
  return `${cause} ${kept}${resume === undefined ? '' : ` To resume, run again with ${resume} (and the same dates${inputs.report === 'feedback' ? ' and filters' : ''}).`}`
}

/** The ending of an export that stopped early without an error (complete: false). */
function cutConclusion(inputs: AnalyticsInputs, result: ExportResult): Conclusion {
  const resume = resumeHint(inputs.report, result)
  const rest = resume === undefined ? '' : ` Continue with ${resume}.`
  switch (result.cut) {
    case 'max-requests':
      return {
        level: 'warning',
        message: `Stopped at max-requests (${inputs.maxRequests}) after ${result.rows} rows; more remain.${rest}`,
      }
    case 'service-limit':
      return {
        level: 'warning',
        message: `The service returns at most ${REPORT_DEFINITIONS[inputs.report].maxPageSize} pages for ${inputs.report}, and it has more: the file holds the ${result.rows} pages it sent, not all of them.`,
      }
    case 'page-size':
      return {
        level: 'success',
        message: `Exported the first ${result.rows} pages (page-size); more remain.`,
      }
    default:
      return {
        level: 'success',
        message: `Stopped at max-rows after ${result.rows} rows; more remain.${rest}`,
      }
  }
}

/**
 * Opens the output file (so that a path that cannot be written costs no request), then builds
 * the run: the client, the plan, and the result filled in page by page.
 */
export async function startExportRun(
  deps: Dependencies,
  inputs: AnalyticsInputs,
): Promise<ActionRun> {
  const definition = REPORT_DEFINITIONS[inputs.report]
  const columns = columnsOf(inputs.report, inputs.includeContact)
  const writer = await openRowWriter(inputs.format, inputs.outputFile, inputs.outputName, {
    report: inputs.report,
    ...(isTraffic(inputs.report) ? { metric: inputs.report } : {}),
    dateFrom: inputs.dateFrom?.value ?? null,
    dateTo: inputs.dateTo?.value ?? null,
    columns,
    paging: definition.paging,
    about: definition.about,
  })
  const client = connectAnalytics(inputs, deps)
  const plan = {
    report: inputs.report,
    columns,
    dateFrom: inputs.dateFrom?.value,
    dateTo: inputs.dateTo?.value,
    pageSize: inputs.pageSize,
    offset: inputs.offset,
    cursor: inputs.cursor,
    maxRows: inputs.maxRows,
    maxRequests: inputs.maxRequests,
    source: inputs.feedbackSource,
    status: inputs.feedbackStatus,
    top: inputs.summaryTop,
  }
  const result = newExportResult(plan)

  // The file is closed exactly once, by whichever ending comes first.
  let closing: Promise<Conclusion> | undefined
  const conclude = (failure: string | undefined): Promise<Conclusion> =>
    (closing ??= (async (): Promise<Conclusion> => {
      let problem = failure
      try {
        await writer.close({
          complete: result.complete,
          nextOffset: result.nextOffset,
          nextCursor: result.nextCursor,
        })
      } catch (error) {
        problem ??= messageOf(error)
      }
      if (problem !== undefined) {
        return { level: 'failure', message: stoppedMessage(inputs, result, problem) }
      }
      if (!result.complete) return cutConclusion(inputs, result)
      return {
        level: 'success',
        message: `Exported ${result.rows} rows to ${inputs.outputName} in ${client.requestsSent} ${client.requestsSent === 1 ? 'request' : 'requests'}.`,
      }
    })())

  let stopSignal: NodeJS.Signals | undefined
  let exporting: Promise<unknown> = Promise.resolve()
  return {
    secrets: [inputs.apiKey],
    carryOut: async () => {
      const paging =
        definition.paging === 'offset'
          ? `, ${inputs.pageSize} rows per request, starting at row ${inputs.offset}`
          : definition.paging === 'cursor'
            ? `, ${inputs.pageSize} rows per request, ${inputs.cursor === undefined ? 'from the start' : 'resuming at the cursor given'}`
            : ', in one request'
      core.info(
        `Exporting ${inputs.report} of project ${inputs.projectId} from ${inputs.dateFrom?.value ?? 'the default start'} to ${inputs.dateTo?.value ?? 'now'} (exclusive)${paging}.`,
      )
      let warnedDuplicate = false
      exporting = exportReport(
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
