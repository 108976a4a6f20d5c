import { expect, test } from '@jest/globals'
import fc from 'fast-check'
import { defaultTreeAdapter, html, parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import {
  readersCodeSpan,
  readersMarkdown,
  readersPlainText,
} from '../../src/analytics/readers-words.js'
import { withoutInvisible } from '../../src/shared/sanitizer/invisible.js'
import { loadVisibleText, visibleText } from '../../src/shared/sanitizer/visible-text.js'
import { assertRenderer, renderHtmlOfAll } from './github-renderer.ts'

// Readers' words in the docs-gaps issue, held to GitHub's renderer (Debian's cmark-gfm, as the
// sanitizer's differential test is): in the issue, each shows exactly as the plain text of it
// (nothing of it becomes markup, a link or a hidden span), and the agent, which reads the issue
// through the sanitizer, is sent every character of it. Seed and count as in that test.

const RUNS = Math.ceil(Number(process.env.DIFFERENTIAL_RUNS ?? 2000) / 4)
const SEED = Number(process.env.DIFFERENTIAL_SEED ?? 20_240_611)

assertRenderer()
await loadVisibleText()

/** What readers type, Markdown's and HTML's syntax well represented. */
const words = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.constantFrom(
        ...['<!--', '-->', '<script>', '</b>', '<img alt="x">', '[a](b)', '![a](b)', '[^1]', '`'],
        ...['**', '_', '~~', '# ', '> ', '- ', '1. ', '|', '&amp;', '&#8203;', '\\', '@team'],
        ...['https://e.com/x', 'www.e.com', 'a@b.io', '+1 555 123 4567', '\n', '\t', '<x-y>'],
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

/** The text a reader of the rendered paragraph sees, and whether anything in it is an element. */
function shown(rendered: string): { text: string; elements: string[] } {
  const context = defaultTreeAdapter.createElement('div', html.NS.HTML, [])
  const elements: string[] = []
  let text = ''
  const walk = (node: DefaultTreeAdapterMap['node']): void => {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value
    else if ('tagName' in node && node.tagName !== 'p' && node.tagName !== 'code')
      elements.push(node.tagName)
    if ('childNodes' in node) for (const child of node.childNodes) walk(child)
  }
  walk(parseFragment(context, rendered, {}))
  return { text: text.trim(), elements }
}

test("readers' words show on GitHub as their plain text, and reach the agent whole", async () => {
  const texts = fc.sample(words, { seed: SEED, numRuns: RUNS })
  const quoted = texts.map((text) => `- “${readersMarkdown(text)}”`)
  const paths = texts.map((text) => `- ${readersCodeSpan(text)}`)
  const rendered = await renderHtmlOfAll([...quoted, ...paths], 2)
  texts.forEach((text, i) => {
    const replay = `(text ${JSON.stringify(text)}, seed ${SEED})`
    // The plain text, less the zero-width spaces that defuse mentions there (the Markdown form
    // escapes `@` instead).
    const plain = readersPlainText(text).replace(/@\u200b/g, '@')
    const page = shown(rendered[i] ?? '')
    expect({ replay, ...page }).toEqual({ replay, text: `“${plain}”`, elements: ['ul', 'li'] })
    const path = shown(rendered[texts.length + i] ?? '')
    expect({ replay, ...path }).toEqual({
      replay,
      text: readersCodeSpan(text).replace(/^`|`$/g, ''),
      elements: ['ul', 'li'],
    })
    // What the agent is sent of the issue: all of it (but the characters no reader sees, which
    // the sanitizer drops everywhere).
    for (const line of [quoted[i] ?? '', paths[i] ?? ''])
      expect({ replay, sent: visibleText(line) }).toEqual({ replay, sent: withoutInvisible(line) })
  })
  // GitHub's renderer runs as a process per batch: a busy machine needs more than Jest's 5 s.
}, 60_000)
