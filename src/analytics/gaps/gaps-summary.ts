import { escapeMarkup } from '../../shared/markup.js'
import { barChart, stackedBarChart } from '../charts.js'
import { readersPlainText } from '../readers-words.js'
import { gapsMarkdown } from './gaps-report.js'
import type { Gaps } from './gaps.js'

/**
 * The gaps report's job summary: the numbered report (the same as the file), then a chart of each
 * signal with two items or more, its bars labelled with the items' numbers so that the chart and
 * the list read together. Labels are readers' words: redacted, mentions defused, cut (chartText
 * escapes what Mermaid would read).
 */

/** A chart helps once there is something to compare. */
const CHART_FROM = 2
/**
 * A question or search term is cut at its end to about the room a chart's label has (chartText,
 * which cuts in the middle, keeps a path's start and page): a question reads from its start.
 */
const WORDS_IN_LABEL = 32

function charts(gaps: Gaps): string[] {
  const first = {
    questions: 1,
    searches: 1 + gaps.questions.length,
    pages: 1 + gaps.questions.length + gaps.searches.length,
  }
  const label = (n: number, words: string, max?: number): string =>
    `${n}. ${readersPlainText(words, max)}`
  const drawn: string[] = []
  if (gaps.questions.length >= CHART_FROM)
    drawn.push(
      barChart({
        title: 'Questions the assistant could not answer',
        quantity: 'times asked',
        bars: gaps.questions.map((q, i) => ({
          label: label(first.questions + i, q.text, WORDS_IN_LABEL),
          value: q.count,
        })),
        colour: 'purple',
      }),
    )
  if (gaps.searches.length >= CHART_FROM)
    drawn.push(
      barChart({
        title: 'Searches nobody clicked',
        quantity: 'searches',
        bars: gaps.searches.map((s, i) => ({
          label: label(first.searches + i, s.text, WORDS_IN_LABEL),
          value: s.hits,
        })),
        colour: 'orange',
      }),
    )
  if (gaps.pages.length >= CHART_FROM)
    drawn.push(
      stackedBarChart({
        title: 'Pages rated down',
        quantity: 'ratings',
        parts: [
          { name: 'down', colour: 'red' },
          { name: 'up', colour: 'green' },
        ],
        bars: gaps.pages.map((p, i) => ({
          label: label(first.pages + i, p.path),
          values: [p.thumbsDown, p.thumbsUp],
        })),
      }),
    )
  return drawn.length === 0 ? [] : ['### The items in charts', '', ...drawn.flatMap((c) => [c, ''])]
}

/** `requests`: HTTP requests sent, retries included (the `requests` output). */
export function gapsSummary(gaps: Gaps, run: { requests: number; outputName: string }): string {
  return [
    gapsMarkdown(gaps),
    ...charts(gaps),
    `Read in ${run.requests} ${run.requests === 1 ? 'request' : 'requests'}; the report is in \`${escapeMarkup(run.outputName)}\`.`,
  ].join('\n')
}
