/**
 * Reads the previous period (`compare`) after the export, within what is left of max-requests:
 * its figures in one request, or with `compare: pages` its rows too, paged as the export was.
 * The decisions are comparison.ts's; this is the I/O around them.
 */
import { messageOf } from '../shared/log.js'
import type { AnalyticsClient } from './analytics-api.js'
import {
  comparisonPlan,
  hasMovers,
  movers,
  moversEach,
  periods,
  type AfterExport,
  type CompareMode,
  type Movers,
  type Period,
} from './comparison.js'
import type { ResolvedDate } from './dates.js'
import { exportReport, type ExportPlan, type ExportResult } from './export.js'
import type { RowWriter } from './writers.js'

/** The previous period beside this one, as the summary and the outputs show it. */
export interface Comparison {
  current: Period
  previous: Period
  /** This period's figures, and the previous one's (the same keys). */
  figures: Record<string, number>
  previousFigures: Record<string, number>
  /** `compare: pages`, when both periods' rows were read whole. */
  movers: Movers | undefined
  /** Requests the comparison sent (retries included). */
  requests: number
}

export interface ComparisonOutcome {
  comparison: Comparison | undefined
  /** Why something is left out (a notice); undefined when nothing is. */
  notice: string | undefined
  /** A reading that failed (the export stays whole): the warning's text. */
  failure: string | undefined
}

/** Rows go nowhere: the previous period is read for its figures and counts by path only. */
const NO_FILE: RowWriter = {
  write: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

export interface ComparisonAsk {
  mode: CompareMode
  /** The export's plan: its report, columns, page size, cap and filters. */
  plan: ExportPlan
  dateFrom: ResolvedDate | undefined
  dateTo: ResolvedDate | undefined
  /** The export's counts by path (`compare: pages`), and whether it read the whole range. */
  byPath: ReadonlyMap<string, number> | undefined
  after: Omit<AfterExport, 'mode' | 'report' | 'requests' | 'maxRequests' | 'summaryTop'>
  now: number
  stopped: () => boolean
}

/** Why the previous period was not read to its end: an error, the budget, or a stop. */
function whyShort(read: ExportResult, plan: ExportPlan): string {
  if (read.error !== undefined) return messageOf(read.error)
  if (read.cut === 'max-requests') return `max-requests (${plan.maxRequests}) was reached`
  return 'the run was stopped'
}

/** Reads the previous period as `ask.mode` says, or leaves it out with the reason. */
export async function readComparison(
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>,
  ask: ComparisonAsk,
): Promise<ComparisonOutcome> {
  const { plan } = ask
  const before = client.requestsSent
  const decided = comparisonPlan({
    ...ask.after,
    mode: ask.mode,
    report: plan.report,
    requests: before,
    maxRequests: plan.maxRequests,
    summaryTop: plan.top,
  })
  const figures = ask.after.figures
  if (decided.read === 'nothing' || figures === undefined) {
    return { comparison: undefined, notice: decided.notice, failure: undefined }
  }
  const { current, previous } = periods(ask.dateFrom, ask.dateTo, ask.now)
  const rows = decided.read === 'rows'
  const read = await exportReport(
    client,
    {
      ...plan,
      dateFrom: previous.dateFrom,
      dateTo: previous.dateTo,
      // One row is enough for the figures, which come with any page.
      pageSize: rows ? plan.pageSize : 1,
      maxRows: rows ? 0 : 1,
      offset: 0,
      cursor: undefined,
      top: 0,
      byPath: rows && hasMovers(plan.report),
    },
    NO_FILE,
    { stopped: ask.stopped },
  )
  const requests = client.requestsSent - before
  if (read.figures === undefined) {
    return { comparison: undefined, notice: decided.notice, failure: whyShort(read, plan) }
  }
  let notice = decided.notice
  let pages: Movers | undefined
  if (rows) {
    if (read.complete && read.byPath !== undefined && ask.byPath !== undefined) {
      pages = movers(ask.byPath, read.byPath, moversEach(plan.top))
    } else {
      notice = `The pages that rose and fell are left out: the previous period's rows were not all read (${whyShort(read, plan)}). The totals are compared.`
    }
  }
  return {
    comparison: {
      current,
      previous,
      figures,
      previousFigures: read.figures,
      movers: pages,
      requests,
    },
    notice,
    failure: undefined,
  }
}
