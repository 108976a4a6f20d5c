/**
 * Mermaid charts for job summaries, drawn so that GitHub's renderer keeps them legible: horizontal
 * bars (a label gets a line of its own, where vertical bars print long labels on top of each
 * other), labels cut to the room Mermaid gives them, a value axis from 0 whose tick labels are
 * short and stay inside the chart, at most MAX_BARS bars, and text that cannot break the diagram.
 * `__tests__/render/` draws every summary's charts with the real Mermaid in Chromium and fails on
 * a rendering error, overlapping or cut-off texts, or a missing label.
 *
 * Mermaid's xychart draws several bar series over each other, not side by side: several
 * quantities per label are shown as one bar in parts, by drawing the running sums longest first,
 * and the title names each part's colour (the xychart's own legend is recent and off by default).
 */

/** Bars a chart shows at most: past this, a chart at GitHub's width stops being readable. */
export const MAX_BARS = 20
/**
 * Room for a bar's label, in widths of an average letter. Mermaid leaves the labels half the
 * chart's 760 px and drops every label when one does not fit: 38 is about 320 px at 14 px.
 */
const LABEL_ROOM = 38
/** Room for the title (20 px letters across the chart's width). */
const TITLE_ROOM = 56
const CHART_WIDTH = 760

/** Colours a chart's parts can have, named in its title: each is seen on light and dark themes. */
const COLOURS = {
  blue: '#1f6feb',
  orange: '#e8912d',
  green: '#2da44e',
  red: '#cf222e',
  purple: '#8250df',
} as const
export type Colour = keyof typeof COLOURS

export interface Bar {
  label: string
  value: number
}

export interface BarChart {
  title: string
  /** What the bars count, e.g. "hits": the value axis's title. */
  quantity: string
  /** Largest first, as the reader should see them; only the first MAX_BARS are drawn. */
  bars: Bar[]
  colour?: Colour
}

export interface Part {
  name: string
  colour: Colour
}

export interface StackedBarChart {
  title: string
  quantity: string
  /** The parts of each bar, from the axis out (e.g. human, then AI). */
  parts: Part[]
  /** One value per part; only the first MAX_BARS bars are drawn. */
  bars: { label: string; values: number[] }[]
}

const ENTITY_WRITTEN = /^[#"%`<>&]$/
const DOUBLE_WIDTH =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Extended_Pictographic}\uFF00-\uFFEF]$/u
const WIDE = /^[MWmw@]$/
const NARROW = /^[ .,:;'!|()[\]{}/\\iljtf-]$/

/**
 * How wide a character is drawn, in average letters: CJK and emoji twice as wide, a few letters
 * wider and some signs narrower. Mermaid measures an entity before decoding it, as 7 letters
 * (`#35;` is `ﬂ°°35¶ß` then). Errs on the wide side: a label cut a little early still reads,
 * while one that Mermaid finds too wide hides every label of the chart.
 */
function width(character: string): number {
  if (ENTITY_WRITTEN.test(character)) return 7
  if (DOUBLE_WIDTH.test(character)) return 2
  if (WIDE.test(character)) return 1.6
  if (NARROW.test(character)) return 0.6
  return 1
}

/** The first characters of `characters` that fit in `room`. */
function fitting(characters: string[], room: number): string[] {
  let used = 0
  const kept: string[] = []
  for (const c of characters) {
    used += width(c)
    if (used > room) break
    kept.push(c)
  }
  return kept
}

/**
 * Text for a title or label inside Mermaid's double quotes, which have no escape: one line, cut in
 * the middle to `room` (so that both a path's start and its page stay), with what Mermaid would
 * read as syntax or markup written as its `#code;` entities, which it decodes only once the chart
 * is drawn: `"` (ends the string), `%` (`%%` starts a comment or a directive anywhere in a line),
 * `#` (so that no text spells an entity), the backtick (a Markdown string, or a fence in the
 * summary), and `<`, `>`, `&` (Mermaid's sanitizer would drop a tag and show `&` as `&amp;`).
 */
export function chartText(text: string, room = LABEL_ROOM): string {
  // Control, format (bidirectional overrides, zero-width) and line or paragraph separators.
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = [...line]
  const total = characters.reduce((sum, c) => sum + width(c), 0)
  const cut =
    total <= room
      ? line
      : [
          ...fitting(characters, (room - 1) / 3),
          '…',
          ...fitting([...characters].reverse(), ((room - 1) * 2) / 3).reverse(),
        ].join('')
  return cut.replace(/[#"%`<>&]/g, (c) => `#${c.charCodeAt(0)};`)
}

/**
 * The labels as chartText, each different: Mermaid draws bars with the same label in one place,
 * so when cutting makes two alike, every label starts with its rank instead.
 */
function distinctLabels(labels: string[]): string[] {
  const texts = labels.map((l) => chartText(l))
  return new Set(texts).size === texts.length
    ? texts
    : labels.map((l, rank) => chartText(`${rank + 1}. ${l}`))
}

/** d3's step between ticks on an axis from 0 to `end` (Mermaid asks d3 for about 10 ticks). */
function tickStep(end: number): number {
  const raw = end / 10
  const power = 10 ** Math.floor(Math.log10(raw))
  const error = raw / power
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1
  return factor * power
}

/**
 * Where the value axis ends: at or past the longest bar, halfway between two ticks, because the
 * label of a tick at the very end is cut in half by the chart's edge.
 */
export function axisEnd(largest: number): number {
  const longest = largest > 0 ? largest : 1
  const endFor = (step: number) => {
    const ticks = longest / step
    return (Math.floor(ticks) + (ticks % 1 > 0.5 ? 1.5 : 0.5)) * step
  }
  // A step that gives an end with that same step, tried from the longest bar's step up.
  let step = tickStep(longest)
  for (let tries = 0; tries < 3; tries++) {
    const next = tickStep(endFor(step))
    if (Math.abs(next - step) < step / 1000) break
    step = next
  }
  return Number(endFor(step).toPrecision(12))
}

const UNITS = [
  { divisor: 1, suffix: '' },
  { divisor: 1e3, suffix: ' (thousands)' },
  { divisor: 1e6, suffix: ' (millions)' },
  { divisor: 1e9, suffix: ' (billions)' },
]

/**
 * The unit the value axis counts in: the first whose axis ends below 1,000, so that tick labels
 * have at most three digits (four-digit ticks run into each other).
 */
function unitFor(largest: number): (typeof UNITS)[number] {
  return UNITS.find((u) => axisEnd(largest / u.divisor) < 1000) ?? UNITS[UNITS.length - 1]!
}

/** A count that Mermaid can read: finite and not negative. */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** A count in the axis's unit, as a Mermaid number. */
function scaled(value: number, divisor: number): string {
  return String(Number((count(value) / divisor).toPrecision(6)))
}

/** The chart block: its size and colours in front matter, then the horizontal xychart. */
function xychart(chart: {
  title: string
  quantity: string
  labels: string[]
  /** Series drawn in this order, each over the one before. */
  series: number[][]
  colours: Colour[]
}): string {
  const largest = Math.max(0, ...chart.series.flat().map(count))
  const unit = unitFor(largest)
  // 26 px a bar and 120 for the title and the value axis, which Mermaid only draws when they fit
  // in the half of the height it does not keep for the bars. GitHub scales charts to its column.
  const height = Math.max(240, 120 + 26 * chart.labels.length)
  return [
    '```mermaid',
    '---',
    'config:',
    '  xyChart:',
    `    width: ${CHART_WIDTH}`,
    `    height: ${height}`,
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${chart.colours.map((c) => COLOURS[c]).join(', ')}"`,
    '---',
    'xychart-beta horizontal',
    `    title "${chartText(chart.title, TITLE_ROOM)}"`,
    `    x-axis [${distinctLabels(chart.labels)
      .map((l) => `"${l}"`)
      .join(', ')}]`,
    `    y-axis "${chartText(chart.quantity + unit.suffix)}" 0 --> ${axisEnd(largest / unit.divisor)}`,
    ...chart.series.map(
      (values) => `    bar [${values.map((v) => scaled(v, unit.divisor)).join(', ')}]`,
    ),
    '```',
  ].join('\n')
}

/** One quantity per label, e.g. top searches by hits; '' when there is nothing to draw. */
export function barChart(chart: BarChart): string {
  const bars = chart.bars.slice(0, MAX_BARS)
  if (bars.length === 0) return ''
  return xychart({
    title: chart.title,
    quantity: chart.quantity,
    labels: bars.map((b) => b.label),
    series: [bars.map((b) => b.value)],
    colours: [chart.colour ?? 'blue'],
  })
}

/**
 * Several quantities per label as one bar in parts (e.g. thumbs up and down), the title naming
 * each part's colour; '' when there is nothing to draw. A bar's length is its parts' sum.
 */
export function stackedBarChart(chart: StackedBarChart): string {
  const bars = chart.bars.slice(0, MAX_BARS)
  if (bars.length === 0 || chart.parts.length === 0) return ''
  // Running sums, drawn longest first: each shorter one covers the start of the one before, so
  // what shows of each series is its own part.
  const sums = chart.parts.map((_, part) =>
    bars.map((b) => b.values.slice(0, part + 1).reduce((sum, v) => sum + count(v), 0)),
  )
  const legend = chart.parts.map((p) => `${p.name} (${p.colour})`).join(', ')
  return xychart({
    title: `${chart.title}: ${legend}`,
    quantity: chart.quantity,
    labels: bars.map((b) => b.label),
    series: sums.reverse(),
    colours: chart.parts.map((p) => p.colour).reverse(),
  })
}
