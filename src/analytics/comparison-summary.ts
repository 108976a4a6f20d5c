/**
 * The job summary's comparison (`compare`): both periods' figures and the signed change, and
 * with `compare: pages` the pages that rose and fell most, as a table and a chart.
 */
import { escapeMarkup } from '../shared/markup.js'
import { barChart } from './charts.js'
import type { Comparison } from './comparison-read.js'
import { change, DEFAULT_RANGE_DAYS, measuresOf, type Mover, type Period } from './comparison.js'
import { number } from './numbers.js'
import type { Report } from './reports.js'

/** A signed count: `+1,234`, `-56`, `0`. */
function signed(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${number.format(Math.abs(value))}`
}

/** The change as a cell: the signed difference, and the percentage when there is one. */
function changeCell(current: number, previous: number): string {
  const percent = change(current, previous)
  const difference = signed(current - previous)
  return percent === '' ? `${difference} (none before)` : `${difference} (${percent})`
}

function periodText(period: Period): string {
  return `${escapeMarkup(period.dateFrom)} to ${escapeMarkup(period.dateTo)} (exclusive)`
}

function moverRows(movers: Mover[], mark: string): string[] {
  return movers.map(
    (m) =>
      `| ${mark} ${escapeMarkup(m.path)} | ${number.format(m.previous)} | ${number.format(m.current)} | ${changeCell(m.current, m.previous)} |`,
  )
}

/** The pages that rose and fell most: a table, then a chart of each. */
function moversSection(report: Report, comparison: Comparison): string[] {
  const movers = comparison.movers
  if (movers === undefined) return []
  const heading = `### Pages that rose and fell most (${report})`
  if (movers.rose.length + movers.fell.length === 0) {
    return [heading, '', 'No page rose or fell.', '']
  }
  // One chart each way: Mermaid draws a bar of 0 as a sliver, so one chart of rises and falls in
  // two colours would show every page in both.
  const chart = (list: Mover[], way: 'gained' | 'lost', colour: 'green' | 'red') =>
    list.length === 0
      ? []
      : [
          barChart({
            title: `${list.length} ${list.length === 1 ? 'page' : 'pages'} by ${report} ${way}`,
            quantity: `${report} ${way}`,
            bars: list.map((m) => ({ label: m.path, value: Math.abs(m.current - m.previous) })),
            colour,
          }),
          '',
        ]
  return [
    heading,
    '',
    '| Page | Previous period | This period | Change |',
    '|---|---:|---:|---:|',
    ...moverRows(movers.rose, '▲'),
    ...moverRows(movers.fell, '▼'),
    '',
    ...chart(movers.rose, 'gained', 'green'),
    ...chart(movers.fell, 'lost', 'red'),
  ]
}

/**
 * Both periods side by side with the signed change, then the movers. `assumedStart`: the report
 * had no `date-from`, so this period's start is the default range as assumed.
 */
export function comparisonSection(
  report: Report,
  comparison: Comparison,
  assumedStart: boolean,
): string[] {
  const { figures, previousFigures } = comparison
  const rows = measuresOf(report).map(({ key, label }) => {
    const current = figures[key] ?? 0
    const previous = previousFigures[key] ?? 0
    return `| ${label} | ${number.format(current)} | ${number.format(previous)} | ${changeCell(current, previous)} |`
  })
  const assumption = assumedStart
    ? ` Without \`date-from\`, this period is taken to be the service's default range, the ${DEFAULT_RANGE_DAYS} days before today (UTC) up to now: the API does not document it.`
    : ''
  return [
    '### Beside the previous period',
    '',
    '| | This period | Previous period | Change |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    `This period: ${periodText(comparison.current)}; the previous period, of the same length just before: ${periodText(comparison.previous)}.${assumption}`,
    '',
    ...moversSection(report, comparison),
  ]
}
