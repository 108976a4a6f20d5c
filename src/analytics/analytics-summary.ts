import { escapeMarkup } from '../shared/markup.js'
import { appendSummary } from '../shared/step-summary.js'
import { barChart, MAX_BARS, stackedBarChart } from './charts.js'
import type { Row, Totals } from './analytics-api.js'
import { resumeHint, type ExportResult } from './export.js'
import { readersMarkdown, readersPlainText } from './readers-words.js'
import type { AnalyticsInputs } from './analytics-inputs.js'
import { isTraffic, type Report, type ReportRow } from './reports.js'
import { number } from './numbers.js'
import type { Comparison } from './comparison-read.js'
import { comparisonSection } from './comparison-summary.js'

function share(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '–'
}

/** The top pages as bars split into human and AI (GitHub draws Mermaid in job summaries). */
export function pagesChart(rows: Row[], metric: string): string {
  return stackedBarChart({
    title: `Top ${Math.min(rows.length, MAX_BARS)} pages by ${metric}`,
    quantity: metric,
    parts: [
      { name: 'human', colour: 'blue' },
      { name: 'AI', colour: 'orange' },
    ],
    bars: rows.map((r) => ({ label: r.path, values: [r.human, r.ai] })),
  })
}

function range(inputs: AnalyticsInputs): string {
  const from = inputs.dateFrom?.value ?? 'the service’s default start'
  const to = inputs.dateTo === undefined ? 'now' : `${inputs.dateTo.value} (exclusive)`
  return `${escapeMarkup(from)} to ${escapeMarkup(to)}`
}

/** The site-wide table, or a line saying none was read: never zeros that were not sent. */
function totalsSection(metric: string, totals: Totals | undefined): string[] {
  if (totals === undefined) return ['No site-wide totals were read before the export stopped.', '']
  const unique = metric === 'visitors'
  const lines = [
    `| | Human | AI | ${unique ? 'Total (deduplicated)' : 'Total'} | AI share |`,
    '|---|---:|---:|---:|---:|',
    `| Site-wide | ${number.format(totals.human)} | ${number.format(totals.ai)} | ${number.format(totals.total)} | ${share(totals.ai, totals.total)} |`,
    '',
  ]
  if (unique) {
    lines.push(
      'Total counts each visitor once, even one who came both as a person and through an AI agent, so it is not Human + AI. AI share is AI ÷ Total.',
      '',
    )
  }
  return lines
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** A table: a header row, right-aligned columns after the first `left` ones. */
function table(header: string[], rows: string[][], left = 1): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i < left ? '---' : '---:')).join('|')}|`,
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ]
}

function trafficSection(report: 'visitors' | 'views', result: ExportResult): string[] {
  const top = result.digest.top as Row[]
  const lines = totalsSection(report, result.totals)
  if (top.length === 0) return lines
  return [
    ...lines,
    `### Top ${top.length} pages`,
    '',
    ...table(
      ['Page', 'Human', 'AI', 'Total'],
      top.map((r) => [
        escapeMarkup(r.path),
        ...[r.human, r.ai, r.total].map((n) => number.format(n)),
      ]),
    ),
    pagesChart(top, report),
    '',
  ]
}

/** Search terms are readers' words: redacted, escaped and cut. */
function searchesSection(result: ExportResult): string[] {
  const { counts, top } = result.digest
  const hits = counts.hits ?? 0
  const lines = [
    ...table(
      ['', 'Searches'],
      [
        ['All searches in the range', number.format(count(result.about?.totalSearches))],
        ['Searches of the terms exported', number.format(hits)],
        ['Of those, followed by a click', share(counts.clickedHits ?? 0, hits)],
        ['Terms nobody clicked a result of', number.format(counts.zeroClickTerms ?? 0)],
      ],
    ),
  ]
  if (top.length === 0) return lines
  return [
    ...lines,
    `### Top ${top.length} searches`,
    '',
    ...table(
      ['Search', 'Hits', 'Click-through', 'Most clicked page'],
      top.map((r) => [
        readersMarkdown(text(r.searchQuery)),
        number.format(count(r.hits)),
        share(count(r.ctr), 1),
        r.topClickedPage === null ? '_none_' : escapeMarkup(text(r.topClickedPage)),
      ]),
    ),
    stackedBarChart({
      title: `Top ${Math.min(top.length, MAX_BARS)} searches by hits`,
      quantity: 'hits',
      parts: [
        { name: 'clicked', colour: 'green' },
        { name: 'no click', colour: 'red' },
      ],
      bars: top.map((r) => {
        const clicked = Math.round(count(r.hits) * Math.min(1, count(r.ctr)))
        return {
          label: readersPlainText(text(r.searchQuery)),
          values: [clicked, count(r.hits) - clicked],
        }
      }),
    }),
    '',
  ]
}

const SOURCES = ['contextual', 'code_snippet', 'agent', 'thumbs_only', 'other']
const STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed', 'other']

/** Counts by source and status, then the first comments (readers' words: redacted). */
function feedbackSection(result: ExportResult): string[] {
  const { counts, top } = result.digest
  const bySource = SOURCES.filter((s) => (counts[`source:${s}`] ?? 0) > 0)
  const byStatus = STATUSES.filter((s) => (counts[`status:${s}`] ?? 0) > 0)
  const lines = [
    ...table(
      ['Source', 'Entries'],
      bySource.map((s) => [s, number.format(counts[`source:${s}`] ?? 0)]),
    ),
    ...table(
      ['Status', 'Entries'],
      byStatus.map((s) => [s, number.format(counts[`status:${s}`] ?? 0)]),
    ),
    `Page feedback: ${number.format(counts['helpful:yes'] ?? 0)} found the page helpful, ${number.format(counts['helpful:no'] ?? 0)} did not.`,
    '',
  ]
  const comments = top.filter((r) => text(r.comment).trim() !== '')
  if (comments.length === 0) return lines
  return [
    ...lines,
    `### First ${comments.length} comments`,
    '',
    ...table(
      ['Page', 'Source', 'Helpful', 'Comment'],
      comments.map((r) => [
        escapeMarkup(text(r.path)),
        escapeMarkup(text(r.source)),
        r.helpful === true ? 'yes' : r.helpful === false ? 'no' : '',
        readersMarkdown(text(r.comment)),
      ]),
      3,
    ),
  ]
}

function byPageSection(result: ExportResult): string[] {
  const { counts, top } = result.digest
  const lines = table(
    ['', 'Thumbs up', 'Thumbs down', 'Code snippet', 'All'],
    [
      [
        `${number.format(result.rows)} pages`,
        ...['thumbsUp', 'thumbsDown', 'code', 'total'].map((f) => number.format(counts[f] ?? 0)),
      ],
    ],
  )
  if (top.length === 0) return lines
  return [
    ...lines,
    `### ${top.length} pages rated down most`,
    '',
    ...table(
      ['Page', 'Thumbs up', 'Thumbs down', 'Code snippet', 'All'],
      top.map((r) => [
        escapeMarkup(text(r.path)),
        ...['thumbsUp', 'thumbsDown', 'code', 'total'].map((f) => number.format(count(r[f]))),
      ]),
    ),
    stackedBarChart({
      title: `${Math.min(top.length, MAX_BARS)} pages rated down most`,
      quantity: 'votes',
      parts: [
        { name: 'down', colour: 'red' },
        { name: 'up', colour: 'green' },
      ],
      bars: top.map((r) => ({
        label: text(r.path),
        values: [count(r.thumbsDown), count(r.thumbsUp)],
      })),
    }),
    '',
  ]
}

/** Answered and unanswered questions, then the first unanswered ones (redacted). */
function assistantSection(result: ExportResult): string[] {
  const { counts, top } = result.digest
  const answered = counts['resolution:answered'] ?? 0
  const unanswered = counts['resolution:unanswered'] ?? 0
  const lines = [
    ...table(
      ['Questions', 'Count', 'Share'],
      [
        ['Answered', number.format(answered), share(answered, result.rows)],
        ['Unanswered', number.format(unanswered), share(unanswered, result.rows)],
        [
          'Answered with a clarifying question',
          number.format(counts['type:clarifying_question'] ?? 0),
          share(counts['type:clarifying_question'] ?? 0, result.rows),
        ],
      ],
    ),
  ]
  if (result.rows > 0) {
    lines.push(
      barChart({
        title: 'Assistant questions',
        quantity: 'questions',
        bars: [
          { label: 'answered', value: answered },
          { label: 'unanswered', value: unanswered },
        ],
        colour: 'purple',
      }),
      '',
    )
  }
  const open = top.filter((r) => r.resolutionStatus === 'unanswered')
  if (open.length === 0) return lines
  return [
    ...lines,
    `### First ${open.length} unanswered questions`,
    '',
    ...table(
      ['Asked', 'Question'],
      open.map((r) => [escapeMarkup(text(r.timestamp)), readersMarkdown(text(r.query))]),
      2,
    ),
  ]
}

function callersSection(result: ExportResult): string[] {
  const row: ReportRow | undefined = result.digest.top[0]
  if (row === undefined) return ['No caller counts were read.', '']
  const callers = [
    { label: 'web (the docs site)', value: count(row.web) },
    { label: 'api', value: count(row.api) },
    { label: 'other', value: count(row.other) },
  ]
  return [
    ...table(
      ['Caller', 'Questions', 'Share'],
      [
        ...callers.map((c) => [c.label, number.format(c.value), share(c.value, count(row.total))]),
        ['**all**', number.format(count(row.total)), ''],
      ],
    ),
    barChart({ title: 'Assistant questions by caller', quantity: 'questions', bars: callers }),
    '',
  ]
}

const TITLES: Record<Report, string> = {
  visitors: 'Docs visitors',
  views: 'Docs views',
  searches: 'Docs searches',
  feedback: 'Docs feedback',
  'feedback-by-page': 'Docs feedback by page',
  assistant: 'Docs assistant questions',
  'assistant-callers': 'Docs assistant callers',
}

function sectionOf(report: Report, result: ExportResult): string[] {
  if (isTraffic(report)) return trafficSection(report, result)
  switch (report) {
    case 'searches':
      return searchesSection(result)
    case 'feedback':
      return feedbackSection(result)
    case 'feedback-by-page':
      return byPageSection(result)
    case 'assistant':
      return assistantSection(result)
    case 'assistant-callers':
      return callersSection(result)
  }
}

/** `requests`: HTTP requests sent, retries included (the same count as the `requests` output). */
export function analyticsSummary(
  inputs: AnalyticsInputs,
  result: ExportResult,
  requests: number,
  comparison?: Comparison,
): string {
  const lines = [
    `## ${TITLES[inputs.report]}: ${range(inputs)}`,
    '',
    ...sectionOf(inputs.report, result),
    ...(comparison === undefined
      ? []
      : comparisonSection(inputs.report, comparison, inputs.dateFrom === undefined)),
  ]
  const resume = resumeHint(inputs.report, result)
  const state = result.complete
    ? 'the whole range'
    : `**incomplete**${resume === undefined ? '' : `: resume with \`${escapeMarkup(resume)}\``}`
  const compared =
    comparison === undefined ? '' : `, ${comparison.requests} of them for the previous period`
  lines.push(
    `Exported ${number.format(result.rows)} rows to \`${escapeMarkup(inputs.outputName)}\` (${inputs.format}) in ${requests} ${requests === 1 ? 'request' : 'requests'}${compared}: ${state}.`,
  )
  return lines.join('\n')
}

export async function writeAnalyticsSummary(
  inputs: AnalyticsInputs,
  result: ExportResult,
  requests: number,
  comparison?: Comparison,
): Promise<void> {
  if (inputs.summaryTop > 0)
    await appendSummary(analyticsSummary(inputs, result, requests, comparison))
}
