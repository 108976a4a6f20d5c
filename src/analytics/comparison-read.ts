/**
 * Reads the previous period (`compare`) after the export, within what is left of max-requests:
 * its figures in one request, or with `compare: pages` its rows too, paged as the export was.
 * The decisions are comparison.ts's; this is the I/O around them.
 */
import { messageOf } from '../shared/log.js'
import type { AnalyticsClient } from './analytics-api.js'
import {
  comparisonPlan,
  figuresOf,
  movers,
  moversEach,
  periods,
  type AfterExport,
  type CompareMode,
  type Movers,
  type Period,
} from './comparison.js'
import type { ResolvedDate } from './dates.js'
import { exportReport, type ExportPlan } from './export.js'
import { REPORT_DEFINITIONS } from './reports.js'
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

const NO_FIGURES = 'its answer lacks the figures compared'

/** What was read of the previous period; `failure` says why not all of it was. */
interface Read {
  figures: Record<string, number> | undefined
  movers: Movers | undefined
  failure: string | undefined
}

/** The previous period's figures: one request of one row (they come with any page). */
async function readFigures(
  client: Pick<AnalyticsClient, 'page'>,
  plan: ExportPlan,
  period: Period,
): Promise<Read> {
  const definition = REPORT_DEFINITIONS[plan.report]
  try {
    const page = await client.page(plan.report, plan.columns, {
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      limit: definition.maxPageSize === undefined ? undefined : 1,
      offset: definition.paging === 'offset' ? 0 : undefined,
    })
    const figures = figuresOf(plan.report, page)
    return { figures, movers: undefined, failure: figures === undefined ? NO_FIGURES : undefined }
  } catch (error) {
    return { figures: undefined, movers: undefined, failure: messageOf(error) }
  }
}

/**
 * The previous period's rows, paged as the export was, within the same max-requests; then the
 * pages that rose and fell most, when both periods' rows are all there.
 */
async function readRows(
  client: Pick<AnalyticsClient, 'page' | 'requestsSent'>,
  plan: ExportPlan,
  period: Period,
  ask: ComparisonAsk,
): Promise<Read> {
  const read = await exportReport(
    client,
    {
      ...plan,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      offset: 0,
      cursor: undefined,
      maxRows: 0,
      top: 0,
      byPath: true,
    },
    NO_FILE,
    { stopped: ask.stopped },
  )
  const failure =
    read.error !== undefined
      ? messageOf(read.error)
      : read.cut === 'max-requests'
        ? `max-requests (${plan.maxRequests}) was reached`
        : !read.complete
          ? 'the run was stopped'
          : read.figures === undefined
            ? NO_FIGURES
            : undefined
  const [mine, theirs] = [ask.byPath, read.byPath]
  return {
    figures: read.figures,
    movers:
      failure === undefined && mine !== undefined && theirs !== undefined
        ? movers(mine, theirs, moversEach(plan.top))
        : undefined,
    failure,
  }
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
  const span = periods(ask.dateFrom, ask.dateTo, ask.now)
  if (span === undefined) {
    return {
      comparison: undefined,
      notice:
        'The comparison is left out: the period before this one cannot be told for a range with date-to but no date-from (where the API starts it is not documented), or one that does not end after it starts. Give date-from to compare.',
      failure: undefined,
    }
  }
  const { current, previous } = span
  if (ask.stopped()) return { comparison: undefined, notice: undefined, failure: undefined }
  const read =
    decided.read === 'rows'
      ? await readRows(client, plan, previous, ask)
      : await readFigures(client, plan, previous)
  if (read.figures === undefined) {
    return { comparison: undefined, notice: decided.notice, failure: read.failure }
  }
  const notice =
    read.failure === undefined
      ? decided.notice
      : `The pages that rose and fell are left out: the previous period's rows were not all read (${read.failure}). The totals are compared.`
  return {
    comparison: {
      current,
      previous,
      figures,
      previousFigures: read.figures,
      movers: read.movers,
      requests: client.requestsSent - before,
    },
    notice,
    failure: undefined,
  }
}
