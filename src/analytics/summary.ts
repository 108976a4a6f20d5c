import { escapeMarkup } from '../shared/markup.js'
import { appendSummary } from '../shared/step-summary.js'
import { MAX_BARS, stackedBarChart } from './charts.js'
import type { Row, Totals } from './client.js'
import type { ExportResult } from './export.js'
import type { AnalyticsInputs } from './inputs.js'

const number = new Intl.NumberFormat('en-US')

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

/** `requests`: HTTP requests sent, retries included (the same count as the `requests` output). */
export function analyticsSummary(
  inputs: AnalyticsInputs,
  result: ExportResult,
  requests: number,
): string {
  const lines = [
    `## Docs ${inputs.metric}: ${range(inputs)}`,
    '',
    ...totalsSection(inputs.metric, result.totals),
  ]
  if (result.top.length > 0) {
    lines.push(
      `### Top ${result.top.length} pages`,
      '',
      '| Page | Human | AI | Total |',
      '|---|---:|---:|---:|',
      ...result.top.map(
        (r) =>
          `| ${escapeMarkup(r.path)} | ${number.format(r.human)} | ${number.format(r.ai)} | ${number.format(r.total)} |`,
      ),
      '',
      pagesChart(result.top, inputs.metric),
      '',
    )
  }
  const state = result.complete
    ? 'the whole range'
    : `**incomplete**: resume with \`offset: ${result.nextOffset}\``
  lines.push(
    `Exported ${number.format(result.rows)} rows to \`${escapeMarkup(inputs.outputName)}\` (${inputs.format}) in ${requests} ${requests === 1 ? 'request' : 'requests'}: ${state}.`,
  )
  return lines.join('\n')
}

export async function writeAnalyticsSummary(
  inputs: AnalyticsInputs,
  result: ExportResult,
  requests: number,
): Promise<void> {
  if (inputs.summaryTop > 0) await appendSummary(analyticsSummary(inputs, result, requests))
}
