// Every job summary's Mermaid charts, drawn by the real `mermaid` package in headless Chromium as
// GitHub draws them: a chart fails if Mermaid cannot draw it, if two of its texts overlap, if a
// text is cut off by the chart's edge, or if a bar's label is missing or not as the reader wrote
// it. One browser draws every chart. Outside CI a machine without Chromium skips these tests;
// under CI=true that is a failure.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import {
  categoryLabels,
  findBrowser,
  markdownHtml,
  mermaidBlocks,
  MermaidRenderer,
  outside,
  overlaps,
  type Drawing,
  type TextBox,
} from './browser.js'
import { gapsIssueSample, HOSTILE_LABELS, SAMPLES } from './samples.js'

// Drawing one chart takes a fraction of a second, but the two cores are shared with other tests.
jest.setTimeout(30_000)

const root = resolve(import.meta.dirname, '../..')
const browser = findBrowser()
const inCi = (process.env.CI ?? '') !== '' && process.env.CI !== 'false'
const NO_BROWSER =
  "no Chromium found: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH"

/**
 * What a reader would see wrong in a drawing, as lines that name the texts. Mermaid drops a
 * chart's title, or an axis's labels or title, where they do not fit: the value axis needs its
 * numbers and its title (which names the unit), so those must be drawn too.
 */
function problems(drawing: Drawing, diagram: string): string[] {
  const name = (t: TextBox) => JSON.stringify(t.text)
  const shown = new Set(drawing.texts.map((t) => t.text))
  const valueAxis = /^xychart-beta horizontal/m.test(diagram) ? 'top-axis' : 'left-axis'
  const drawnIn = (group: string) => drawing.texts.filter((t) => t.groups.endsWith(group)).length
  return [
    ...overlaps(drawing.texts).map(([a, b]) => `${name(a)} overlaps ${name(b)}`),
    ...outside(drawing).map((t) => `${name(t)} is cut off by the chart's edge`),
    ...categoryLabels(diagram)
      .filter((label) => !shown.has(label))
      .map((label) => `label ${JSON.stringify(label)} is not drawn`),
    ...(/^xychart/m.test(diagram) && drawnIn(`${valueAxis} label`) < 2
      ? ['the value axis has no numbers']
      : []),
    ...(/^\s*y-axis\s+"/m.test(diagram) && drawnIn(`${valueAxis} title`) === 0
      ? ['the value axis has no title']
      : []),
    ...(/^\s*title\s+"/m.test(diagram) && drawnIn('chart-title') === 0
      ? ['the chart has no title']
      : []),
  ]
}

test('every sample has at least one chart, and every screenshot is in the manual', () => {
  const manual = ['analytics.md', 'docs-gaps.md']
    .map((page) => readFileSync(resolve(root, 'docs', page), 'utf8'))
    .join('\n')
  for (const sample of SAMPLES) {
    expect(mermaidBlocks(sample.markdown).length).toBeGreaterThan(0)
    if (sample.screenshot === undefined) continue
    expect(existsSync(resolve(root, 'docs', sample.screenshot))).toBe(true)
    expect(manual).toContain(`](${sample.screenshot})`)
  }
})

if (browser === undefined && !inCi) {
  console.warn(`Skipping the Mermaid render tests: ${NO_BROWSER}.`)
  test.skip('Mermaid charts as GitHub draws them (no Chromium found)', () => {})
} else {
  describe('Mermaid charts as GitHub draws them', () => {
    let renderer: MermaidRenderer | undefined

    beforeAll(async () => {
      if (browser === undefined) throw new Error(`CI=true and ${NO_BROWSER}.`)
      renderer = await MermaidRenderer.open(browser)
    }, 60_000)

    afterAll(async () => {
      await renderer?.close()
    })

    async function draw(diagram: string): Promise<Drawing> {
      if (renderer === undefined) throw new Error('Chromium did not start (see beforeAll)')
      return renderer.draw(diagram)
    }

    test.each(SAMPLES.map((s) => [s.name, s.markdown]))('%s', async (_, markdown) => {
      for (const diagram of mermaidBlocks(markdown)) {
        const drawing = await draw(diagram)
        expect(drawing.texts.length).toBeGreaterThan(0)
        expect(problems(drawing, diagram)).toEqual([])
      }
    })

    test('hostile paths are drawn as the text they are, cut but never read as syntax', async () => {
      const sample = SAMPLES.find((s) => s.name.includes('hostile'))!
      const [diagram] = mermaidBlocks(sample.markdown)
      const drawn = (await draw(diagram!)).texts.map((t) => t.text)
      // The two long paths differ only in the middle: cut alike, so every label gets its rank.
      expect(drawn).toContain('1. /a "quoted" page')
      expect(drawn).toContain('7. /line break and tab')
      // Readers' words lose the characters no reader sees (the zero-width space too).
      expect(drawn).toContain('8. /bidi evil and zerowidth')
      expect(drawn).toContain('9. /brackets ] [ , : ; =')
      expect(drawn.find((t) => t.startsWith('6. /markup'))).toMatch(/…bold<\/b>$/)
      expect(drawn.find((t) => t.startsWith('4. /entity'))).toMatch(/#9;$/)
      expect(drawn.filter((t) => /^1[12]\. \/very-long.*….*-end$/.test(t))).toHaveLength(2)
      expect(drawn.filter((t) => /^\d+\. \//.test(t))).toHaveLength(HOSTILE_LABELS.length)
    })

    // The checks above must be able to fail: the chart this project drew before, vertical with
    // 20 long labels, is what GitHub showed unreadable.
    test('the old vertical chart with 20 long labels is caught overlapping', async () => {
      const labels = Array.from({ length: 20 }, (_, i) => `"/guides/section-${i}/long-page-name"`)
      const diagram = [
        'xychart-beta',
        '    title "Top pages: human visitors (bars) and AI visitors (line)"',
        `    x-axis [${labels.join(', ')}]`,
        '    y-axis "visitors"',
        `    bar [${labels.map((_, i) => 1000 - i * 40).join(', ')}]`,
        `    line [${labels.map((_, i) => 300 - i * 10).join(', ')}]`,
      ].join('\n')
      const found = problems(await draw(diagram), diagram)
      expect(found.filter((p) => / overlaps "\/guides\/section-/.test(p)).length).toBeGreaterThan(
        10,
      )
    })

    test('the docs-gaps issue with its history reads as a reader sees it: no hidden block, every trend drawn', async () => {
      if (renderer === undefined) throw new Error('Chromium did not start (see beforeAll)')
      const body = gapsIssueSample()
      const seen = await renderer.showMarkdown(markdownHtml(body))
      // What GitHub hides stays hidden: the marker, the history block, the items' ids.
      expect(seen).not.toMatch(/docs-agent-action:|gaps-history|docs-agent-gaps-items|<!--/)
      expect(body).toMatch(/<!-- docs-agent-action:gaps-history \S+ -->/)
      expect(seen).toContain('No longer among the gaps')
      expect(seen).toMatch(/“is there a python sdk quickstart”: asked 17 times in the previous run/)
      expect(seen).toMatch(/addressed in #118, merged 2026-11-16/)
      expect(seen).toMatch(/[▁▂▃▄▅▆▇█]{3}/)
      for (const line of seen.split('\n').filter((l) => /^\d+\. |^“/.test(l)))
        expect(line).not.toMatch(/\*\*|\\/)
    })

    test("docs/architecture.md's picture draws", async () => {
      const page = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8')
      const [diagram] = mermaidBlocks(page)
      const drawing = await draw(diagram ?? '')
      expect(drawing.width).toBeGreaterThan(0)
    })

    test('a diagram Mermaid cannot parse is a failure, not an empty chart', async () => {
      await expect(
        draw('xychart-beta horizontal\n    x-axis ["a "quote" in a label"]'),
      ).rejects.toThrow(/Parse error/)
    })
  })
}
