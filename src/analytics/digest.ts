import type { Report, ReportRow } from './reports.js'

/**
 * What a job summary needs of an export, gathered row by row in memory bounded by `size` (the
 * summary's rows): the rows that rank highest by the report's measure, and a few counts.
 */
export interface Digest {
  /** Highest first; ties keep the order rows arrived in. */
  top: ReportRow[]
  /** Fixed keys per report (see TALLIES), so the map never grows with the export. */
  counts: Record<string, number>
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** The measure each report's top rows are ranked by (higher first). */
const RANKS: Record<Report, (row: ReportRow) => number> = {
  visitors: (row) => numberOf(row.total),
  views: (row) => numberOf(row.total),
  searches: (row) => numberOf(row.hits),
  // The first entries with words: the summary shows a few comments (redacted).
  feedback: (row) => (typeof row.comment === 'string' && row.comment.trim() !== '' ? 1 : 0),
  'feedback-by-page': (row) => numberOf(row.thumbsDown),
  // The first questions the assistant could not answer.
  assistant: (row) => (row.resolutionStatus === 'unanswered' ? 1 : 0),
  'assistant-callers': (row) => numberOf(row.total),
}

/** Adds `amount` to `counts[key]`. */
function add(counts: Record<string, number>, key: string, amount = 1): void {
  counts[key] = (counts[key] ?? 0) + amount
}

/** Known values only, so that a counted field cannot add keys without bound. */
function known(value: unknown, values: readonly string[]): string {
  return typeof value === 'string' && values.includes(value) ? value : 'other'
}

/** The counts each report's summary shows. */
const TALLIES: Record<Report, (row: ReportRow, counts: Record<string, number>) => void> = {
  visitors: () => undefined,
  views: () => undefined,
  searches: (row, counts) => {
    const hits = numberOf(row.hits)
    add(counts, 'hits', hits)
    // ctr is a fraction of the hits (0 to 1).
    add(counts, 'clickedHits', hits * Math.min(1, Math.max(0, numberOf(row.ctr))))
    if (row.topClickedPage === null) add(counts, 'zeroClickTerms')
  },
  feedback: (row, counts) => {
    add(
      counts,
      `source:${known(row.source, ['contextual', 'code_snippet', 'agent', 'thumbs_only'])}`,
    )
    add(counts, `status:${known(row.status, ['pending', 'in_progress', 'resolved', 'dismissed'])}`)
    if (row.helpful === true) add(counts, 'helpful:yes')
    if (row.helpful === false) add(counts, 'helpful:no')
  },
  'feedback-by-page': (row, counts) => {
    for (const field of ['thumbsUp', 'thumbsDown', 'code', 'total'])
      add(counts, field, numberOf(row[field]))
  },
  assistant: (row, counts) => {
    add(counts, `resolution:${known(row.resolutionStatus, ['answered', 'unanswered'])}`)
    // An absent responseType means an answer (the spec's default).
    add(
      counts,
      `type:${row.responseType === null ? 'answer' : known(row.responseType, ['answer', 'clarifying_question'])}`,
    )
  },
  'assistant-callers': () => undefined,
}

export function newDigest(): Digest {
  return { top: [], counts: {} }
}

/** Counts `row` and keeps it if it ranks among the `size` highest. */
export function digestRow(digest: Digest, report: Report, row: ReportRow, size: number): void {
  TALLIES[report](row, digest.counts)
  if (size === 0) return
  const rank = RANKS[report]
  const score = rank(row)
  const top = digest.top
  const last = top[size - 1]
  if (top.length === size && last !== undefined && rank(last) >= score) return
  const at = top.findIndex((kept) => rank(kept) < score)
  top.splice(at === -1 ? top.length : at, 0, row)
  if (top.length > size) top.pop()
}
