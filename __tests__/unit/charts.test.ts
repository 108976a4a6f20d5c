import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import {
  axisEnd,
  barChart,
  chartText,
  MAX_BARS,
  stackedBarChart,
} from '../../src/analytics/charts.js'

/** The lines of a chart block that start with `key`, without the key. */
function lines(block: string, key: string): string[] {
  return block
    .split('\n')
    .filter((line) => line.trimStart().startsWith(`${key} `))
    .map((line) => line.trimStart().slice(key.length + 1))
}

/** Mermaid's `#code;` entities decoded, as the chart shows the text. */
function shown(text: string): string {
  return text.replace(/#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

/** d3's ticks for an axis from 0 to `end`, as Mermaid asks for them (about 10). */
function tickStep(end: number): number {
  const raw = end / 10
  const power = 10 ** Math.floor(Math.log10(raw))
  const error = raw / power
  return (
    (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.SQRT2 ? 2 : 1) * power
  )
}

describe('chartText', () => {
  test('writes what Mermaid reads as syntax or markup as entities, and nothing else', () => {
    expect(chartText('/a "b" 100% #1 `c` <b> & d', 200)).toBe(
      '/a #34;b#34; 100#37; #35;1 #96;c#96; #60;b#62; #38; d',
    )
    expect(chartText('/docs/guides/quickstart')).toBe('/docs/guides/quickstart')
  })

  test('no text can end the quoted string, start a comment or directive, or spell an entity', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const out = chartText(text)
        expect(out).not.toMatch(/["%`<>&\n\r\u2028\u2029]/)
        // Every `#` starts one of our entities, so user text never forms its own.
        expect(out.replace(/#(34|35|37|38|60|62|96);/g, '')).not.toContain('#')
      }),
    )
  })

  test('puts text on one line, without control or direction-changing characters', () => {
    expect(chartText(' a\r\nb\tc\u2028d\u202ee\u200bf ')).toBe('a b c d e f')
  })

  test('cuts long text in the middle, keeping its start and more of its end', () => {
    const path = '/integrations/identity-providers/configure-single-sign-on-with-okta'
    const cut = chartText(path)
    expect(cut).toMatch(/^\/integrations\/\S+…\S+-with-okta$/)
    expect(cut.length).toBeLessThan(path.length)
    expect(chartText('short', 40)).toBe('short')
  })

  test('counts wide characters and entities as wide, so a label keeps to its room', () => {
    expect([...shown(chartText('文'.repeat(40)))].length).toBeLessThan(21)
    // An entity is measured by Mermaid as 7 letters before it is decoded.
    expect(shown(chartText('%'.repeat(40)))).toMatch(/^%+…%+$/)
    expect([...shown(chartText('%'.repeat(40)))].length).toBeLessThan(7)
  })
})

describe('axisEnd', () => {
  test('ends at or past the longest bar, halfway between two ticks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (largest) => {
        const end = axisEnd(largest)
        const step = tickStep(end)
        expect(end).toBeGreaterThanOrEqual(largest)
        expect(end / step - Math.floor(end / step)).toBeCloseTo(0.5, 6)
        // Never more than a step and a half past the longest bar.
        expect(end).toBeLessThanOrEqual(Math.max(largest, 1) + 1.5 * step)
      }),
    )
  })

  test('an axis of zeros still has a length', () => {
    expect(axisEnd(0)).toBe(1.05)
  })
})

describe('barChart', () => {
  const bars = (count: number, largest: number) =>
    Array.from({ length: count }, (_, i) => ({ label: `term ${i}`, value: largest - i }))

  test('a horizontal xychart with one bar series, from 0, in a size for its bars', () => {
    const block = barChart({ title: 'Top searches', quantity: 'hits', bars: bars(3, 300) })
    expect(block).toMatch(/^```mermaid\n---\n[\s\S]*\n---\nxychart-beta horizontal\n[\s\S]*\n```$/)
    expect(lines(block, 'title')).toEqual(['"Top searches"'])
    expect(lines(block, 'x-axis')).toEqual(['["term 0", "term 1", "term 2"]'])
    expect(lines(block, 'y-axis')).toEqual([`"hits" 0 --> ${axisEnd(300)}`])
    expect(lines(block, 'bar')).toEqual(['[300, 299, 298]'])
    expect(block).toContain('plotColorPalette: "#1f6feb"')
    expect(block).toContain('height: 240')
  })

  test(`draws the first ${MAX_BARS} bars only, taller for more bars`, () => {
    const block = barChart({ title: 'Top', quantity: 'hits', bars: bars(100, 500) })
    expect(JSON.parse(lines(block, 'bar')[0]!)).toHaveLength(MAX_BARS)
    expect(lines(block, 'x-axis')[0]).toContain(`"term ${MAX_BARS - 1}"]`)
    expect(block).toContain(`height: ${120 + 26 * MAX_BARS}`)
  })

  test('counts in thousands or millions once the axis would pass 1,000', () => {
    const axis = (largest: number) =>
      lines(
        barChart({ title: 't', quantity: 'hits', bars: [{ label: 'a', value: largest }] }),
        'y-axis',
      )[0]
    expect(axis(900)).toBe('"hits" 0 --> 950')
    expect(axis(999)).toBe('"hits (thousands)" 0 --> 1.05')
    expect(axis(48_000)).toBe('"hits (thousands)" 0 --> 52.5')
    expect(axis(2_500_000)).toBe('"hits (millions)" 0 --> 2.5')
    const block = barChart({
      title: 't',
      quantity: 'hits',
      bars: [{ label: 'a', value: 1_234_567 }],
    })
    expect(lines(block, 'bar')).toEqual(['[1.23457]'])
  })

  test('a value Mermaid could not read is drawn as 0', () => {
    const block = barChart({
      title: 't',
      quantity: 'n',
      bars: [
        { label: 'a', value: Number.NaN },
        { label: 'b', value: -3 },
        { label: 'c', value: Number.POSITIVE_INFINITY },
        { label: 'd', value: 2 },
      ],
    })
    expect(lines(block, 'bar')).toEqual(['[0, 0, 0, 2]'])
  })

  test('labels that cutting makes alike are told apart by their rank', () => {
    const long = (middle: string) => `/documentation-pages/${middle}/${'segment-'.repeat(10)}end`
    const block = barChart({
      title: 't',
      quantity: 'n',
      bars: [
        { label: long('first-long-section'), value: 2 },
        { label: long('other-long-section'), value: 1 },
      ],
    })
    const labels = JSON.parse(lines(block, 'x-axis')[0]!) as string[]
    expect(labels[0]).toMatch(/^1\. \/documenta…/)
    expect(labels[1]).toMatch(/^2\. \/documenta…/)
    expect(labels[0]!.slice(3)).toBe(labels[1]!.slice(3))
  })

  test('nothing to draw is no chart', () => {
    expect(barChart({ title: 't', quantity: 'n', bars: [] })).toBe('')
  })
})

describe('stackedBarChart', () => {
  const chart = {
    title: 'Feedback by page',
    quantity: 'ratings',
    parts: [
      { name: 'helpful', colour: 'green' as const },
      { name: 'not helpful', colour: 'red' as const },
    ],
    bars: [
      { label: '/a', values: [5, 3] },
      { label: '/b', values: [0, 4] },
    ],
  }

  test('draws the running sums longest first, so each part shows in its colour', () => {
    const block = stackedBarChart(chart)
    expect(lines(block, 'bar')).toEqual(['[8, 4]', '[5, 0]'])
    expect(block).toContain('plotColorPalette: "#cf222e, #2da44e"')
    expect(lines(block, 'y-axis')).toEqual([`"ratings" 0 --> ${axisEnd(8)}`])
  })

  test('the title names each part and its colour', () => {
    expect(lines(stackedBarChart(chart), 'title')).toEqual([
      '"Feedback by page: helpful (green), not helpful (red)"',
    ])
  })

  test('nothing to draw is no chart', () => {
    expect(stackedBarChart({ ...chart, bars: [] })).toBe('')
    expect(stackedBarChart({ ...chart, parts: [] })).toBe('')
  })
})
