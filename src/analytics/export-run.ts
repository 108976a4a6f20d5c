import * as core from '@actions/core'
import type { Dependencies } from '../shared/dependencies.js'
import type { ActionRun, Conclusion } from '../shared/lifecycle.js'
import { redact } from '../shared/http/errors.js'
import { messageOf } from '../shared/log.js'
import { connectAnalytics, type AnalyticsClient } from './analytics-api.js'
import {
  exportReport,
  newExportResult,
  resumeHint,
  type ExportPlan,
  type ExportResult,
} from './export.js'
import { change } from './comparison.js'
import { readComparison, type Comparison } from './comparison-read.js'
import type { AnalyticsInputs } from './analytics-inputs.js'
import { writeAnalyticsSummary } from './analytics-summary.js'
import { columnsOf, isTraffic, REPORT_DEFINITIONS } from './reports.js'
import { openRowWriter, type RowWriter } from './writers.js'

/** Every output of the analytics action, set in this one place. */
function setOutputs(
  inputs: AnalyticsInputs,
  result: ExportResult,
  requests: number,
  comparison: Comparison | undefined,
): void {
  const totals = result.totals
  const previous = comparison?.previousFigures.total
  const current = comparison?.figures.total
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
    // Empty when the previous period had nothing, as `change` is: no base to compare with.
    'previous-total': previous === undefined || !(previous > 0) ? '' : String(previous),
    change: previous === undefined || current === undefined ? '' : change(current, previous),
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
  const plan: ExportPlan = {
    byPath: inputs.compare === 'pages',
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
  return new ExportRun(inputs, client, writer, plan, deps.clock.now())
}

/** One export: the pages to the file, then its ending, outputs and summary. */
class ExportRun implements ActionRun {
  readonly secrets: string[]
  private readonly inputs: AnalyticsInputs
  private readonly client: AnalyticsClient
  private readonly writer: RowWriter
  private readonly plan: ExportPlan
  private readonly result: ExportResult
  /** The file is closed exactly once, by whichever ending comes first. */
  private closing: Promise<Conclusion> | undefined
  private stopSignal: NodeJS.Signals | undefined
  private exporting: Promise<unknown> = Promise.resolve()
  /** When the run started: where a range without `date-to` ends, for the comparison. */
  private readonly now: number
  private comparison: Comparison | undefined

  constructor(
    inputs: AnalyticsInputs,
    client: AnalyticsClient,
    writer: RowWriter,
    plan: ExportPlan,
    now: number,
  ) {
    this.now = now
    this.secrets = [inputs.apiKey]
    this.inputs = inputs
    this.client = client
    this.writer = writer
    this.plan = plan
    this.result = newExportResult(plan)
  }

  async carryOut(): Promise<Conclusion> {
    const { inputs, result } = this
    const paging = REPORT_DEFINITIONS[inputs.report].paging
    const pages =
      paging === 'offset'
        ? `, ${inputs.pageSize} rows per request, starting at row ${inputs.offset}`
        : paging === 'cursor'
          ? `, ${inputs.pageSize} rows per request, ${inputs.cursor === undefined ? 'from the start' : 'resuming at the cursor given'}`
          : ', in one request'
    core.info(
      `Exporting ${inputs.report} of project ${inputs.projectId} from ${inputs.dateFrom?.value ?? 'the default start'} to ${inputs.dateTo?.value ?? 'now'} (exclusive)${pages}.`,
    )
    let warnedDuplicate = false
    this.exporting = exportReport(
      this.client,
      this.plan,
      this.writer,
      {
        onPage: (rows) => core.debug(`${rows} rows written`),
        onDuplicate: (path) => {
          if (warnedDuplicate) return
          warnedDuplicate = true
          core.warning(
            `A page repeated a path already written (${JSON.stringify(path)}): the data changed while it was exported. Duplicates are skipped.`,
          )
        },
        stopped: () => this.stopSignal !== undefined,
      },
      result,
    )
    await this.exporting
    // The file is closed first: the export is whole whatever becomes of the comparison.
    const conclusion = await this.conclude(
      result.error !== undefined
        ? messageOf(result.error)
        : this.stopSignal !== undefined
          ? `The export was stopped (${this.stopSignal}).`
          : undefined,
    )
    if (conclusion.level !== 'failure') {
      this.exporting = this.compare()
      await this.exporting
    }
    this.client.dispose()
    return conclusion
  }

  /** The previous period, read after the export within what is left of max-requests. */
  private async compare(): Promise<void> {
    const { inputs, result } = this
    const outcome = await readComparison(this.client, {
      mode: inputs.compare,
      plan: this.plan,
      dateFrom: inputs.dateFrom,
      dateTo: inputs.dateTo,
      byPath: result.byPath,
      after: {
        ended: result.error === undefined && this.stopSignal === undefined,
        whole: result.complete && inputs.offset === 0,
        figures: result.figures,
      },
      now: this.now,
      stopped: () => this.stopSignal !== undefined,
    })
    this.comparison = outcome.comparison
    if (outcome.notice !== undefined) core.notice(outcome.notice)
    if (outcome.failure !== undefined) {
      core.warning(
        redact(
          `The previous period could not be read, so the comparison is left out (the export is whole): ${outcome.failure}`,
          this.secrets,
        ),
      )
    }
    const compared = outcome.comparison
    if (compared !== undefined) {
      const { previous, requests } = compared
      const total = compared.previousFigures.total ?? 0
      const shift = change(compared.figures.total ?? 0, total)
      core.info(
        `Compared with the previous period, ${previous.dateFrom} to ${previous.dateTo} (exclusive), in ${requests} ${requests === 1 ? 'request' : 'requests'}: total ${total} then${shift === '' ? '' : `, ${shift} since`}.`,
      )
    }
  }

  // On cancel: finish the page in hand; if the export is waiting on the network or a
  // Retry-After, the file is closed as it is once the grace is over, so it stays valid.
  async stop(signal: NodeJS.Signals): Promise<void> {
    this.stopSignal = signal
    await this.exporting
  }

  stopped(signal: NodeJS.Signals): Promise<Conclusion> {
    return this.conclude(`The export was stopped (${signal}).`)
  }

  async report(): Promise<void> {
    const { inputs, result, client } = this
    setOutputs(inputs, result, client.requestsSent, this.comparison)
    await writeAnalyticsSummary(inputs, result, client.requestsSent, this.comparison)
    if (result.duplicates > 0) core.info(`Skipped ${result.duplicates} duplicate rows.`)
  }

  private conclude(failure: string | undefined): Promise<Conclusion> {
    this.closing ??= this.close(failure)
    return this.closing
  }

  /** Closes the file with where the export ended, and says how it ended. */
  private async close(failure: string | undefined): Promise<Conclusion> {
    const { inputs, result, client } = this
    let problem = failure
    try {
      await this.writer.close({
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
  }
}
