import type { Nodes } from 'mdast'
import { markdownTree } from '../../shared/sanitizer/visible-text.js'

/**
 * Where a trigger phrase counts: in text the writer says, not in text they show or quote. A
 * phrase in a quote (a quote-reply of someone's request), in code (`@docs-agent <instruction>`
 * as an example, fenced, indented, inline or in `<code>`/`<pre>`) does not address the agent.
 * Read by the Markdown parser, as GitHub reads it: regular expressions missed indented code,
 * fences inside list items, a quote's lazy continuation lines and `<code>…</code>`.
 */

/** Elements whose content GitHub shows as code: a phrase inside is an example. */
const CODE_ELEMENT = /^<(code|kbd|samp|tt|pre|var)(?=[\s>/])[^>]*>$/i

/** An HTML block that opens with a code element. */
const CODE_BLOCK = /^<(code|kbd|samp|tt|pre|var)(?=[\s>/])/i

/** Only these can start a quote, code or HTML; other text needs no parsing (most comments). */
function mayHideAddress(text: string): boolean {
  return /[`~<>]|^(?: {4}|\t)|\n(?: {4}|\t)/.test(text)
}

/**
 * The text with what does not address anyone blanked out (spaces, newlines kept), so that every
 * index still points where it did. Throws ParsersNotLoaded for a text that needs parsing before
 * the parsers are in (makePlan loads them and decides again).
 */
export function addressedText(text: string): string {
  if (!mayHideAddress(text)) return text
  const ranges: [number, number][] = []
  const blank = (node: Nodes, end = node.position?.end.offset): void => {
    const start = node.position?.start.offset
    if (start !== undefined && end !== undefined) ranges.push([start, end])
  }
  const walk = (node: Nodes): void => {
    if (['code', 'inlineCode', 'blockquote'].includes(node.type)) return blank(node)
    // An HTML block shows its text (`<details>`), unless it is code (`<pre>…`).
    if (node.type === 'html' && CODE_BLOCK.test(node.value)) return blank(node)
    if (!('children' in node)) return
    let opened: { node: Nodes; tag: string } | undefined
    for (const child of node.children) {
      if (opened !== undefined) {
        if (child.type === 'html' && new RegExp(`^</${opened.tag}\\s*>$`, 'i').test(child.value)) {
          blank(opened.node, child.position?.end.offset)
          opened = undefined
        }
        continue
      }
      const tag = child.type === 'html' ? CODE_ELEMENT.exec(child.value)?.[1] : undefined
      if (tag !== undefined) opened = { node: child, tag }
      else walk(child)
    }
    // An element never closed runs to the end of its paragraph, as a browser shows it.
    if (opened !== undefined) blank(opened.node, node.position?.end.offset)
  }
  walk(markdownTree(text))
  let masked = text
  for (const [start, end] of ranges)
    masked =
      masked.slice(0, start) + masked.slice(start, end).replace(/[^\n]/g, ' ') + masked.slice(end)
  return masked
}
