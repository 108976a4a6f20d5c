/**
 * The projection of a leaf's inline content (./projection.ts does the blocks): each inline node
 * is found in the source by cmark-gfm's positions (./source-map.ts), and what the page hides of
 * it goes: text and code the page does not show, links, images and footnote calls it does not
 * render; a link's or image's title, an image's alt text; raw HTML as ./raw-html.ts reads it; a
 * reference link's definition is written inline, and a footnote call shows its number.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import { isInvisibleReference } from './character-references.js'
import { KEPT, SHOWN } from './page.js'
import { byteLength, bytesOf, decoder, type Leaf, type Projection } from './projection-state.js'
import { rawHtmlEdits, type Piece } from './raw-html.js'
import { inlineSpan } from './source-map.js'

/** A character reference as cmark-gfm reads one in text. */
const CHARACTER_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g

/** An inline node of a leaf: what it hides, by its span in the source. */
export function inline(projection: Projection, leaf: Leaf, node: ReadNode): void {
  const span = inlineSpan(leaf.node, leaf.map, node)
  if (span === undefined) return
  const { page } = projection
  switch (node.t) {
    case 'html_inline':
      rawHtmlEdits(
        page,
        projection.source.bytes,
        node,
        inlinePieces(leaf, node, span.start),
        projection,
      )
      return
    case 'link':
    case 'image':
      if (!page.has(node.h[0], node.h[1], KEPT)) hide(projection, span)
      else resource(projection, leaf, node, span)
      return
    case 'footnote_reference':
      if (!page.has(node.h[0], node.h[1], KEPT)) hide(projection, span)
      else projection.edits.push({ ...span, text: `[^${node.lit ?? ''}]` })
      return
    case 'text':
    case 'code':
      if (page.has(node.h[0], runEnd(projection, leaf, node).html, SHOWN)) {
        if (node.t === 'text') invisibleReferences(projection, span)
        if (page.quotes(node.h[0], node.h[1])) projection.quoted.push(span)
      } else hide(projection, { start: span.start, end: runEnd(projection, leaf, node).source })
      return
  }
}

/**
 * Where a text's run ends, in the page and in the source, with the nodes an extension split
 * from it: the autolink extension cuts `see x@y.z` into the text `see `, which keeps the whole
 * run's position, and a link and text without one. Whether the run is shown is read from all
 * of their HTML, and a hidden run goes up to the next node with a position (or its parent's
 * end).
 */
function runEnd(
  projection: Projection,
  leaf: Leaf,
  node: ReadNode,
): { html: number; source: number } {
  const { nodes } = projection
  const own = inlineSpan(leaf.node, leaf.map, node)
  let html = node.h[1]
  for (let next = node.i + 1; next < nodes.length; next += 1) {
    const sibling = nodes[next]
    if (sibling === undefined || sibling.up < node.up) break
    if (sibling.up !== node.up) continue
    const span = inlineSpan(leaf.node, leaf.map, sibling)
    if (span !== undefined)
      return { html, source: html === node.h[1] ? (own?.end ?? 0) : span.start }
    html = Math.max(html, sibling.h[1], sibling.h[3])
  }
  if (html === node.h[1]) return { html, source: own?.end ?? 0 }
  const parent = nodes[node.up]
  const parentSpan =
    parent === undefined || parent === leaf.node
      ? undefined
      : inlineSpan(leaf.node, leaf.map, parent)
  const last = leaf.map.at(leaf.map.lines - 1, Number.MAX_SAFE_INTEGER)
  return { html, source: parentSpan?.end ?? last }
}

/** What the page hides of a leaf's content goes. */
function hide(projection: Projection, span: { start: number; end: number }): void {
  projection.edits.push({ ...span, text: '' })
}

/** Raw HTML inside a paragraph: its lines, each where it stands in the source. */
function inlinePieces(leaf: Leaf, node: ReadNode, start: number): Piece[] {
  const pieces: Piece[] = []
  const literal = bytesOf(node.lit ?? '')
  const firstLine = node.p[0] - leaf.node.p[0]
  let from = 0
  for (let line = 0; from < literal.length || line === 0; line += 1) {
    let end = from
    while (end < literal.length && literal[end] !== 10 && literal[end] !== 13) end += 1
    const source = line === 0 ? start : leaf.map.at(firstLine + line, 0)
    pieces.push({ literal: from, source, length: end - from })
    if (end >= literal.length) break
    from = end + (literal[end] === 13 && literal[end + 1] === 10 ? 2 : 1)
  }
  return pieces
}

/** Character references to invisible characters go from text (`a&#8203;b` shows `ab`). */
function invisibleReferences(projection: Projection, span: { start: number; end: number }): void {
  const { source } = projection
  const text = decoder.decode(source.bytes.subarray(span.start, span.end))
  if (!text.includes('&')) return
  for (const match of text.matchAll(CHARACTER_REFERENCE)) {
    const before = /\\*$/.exec(text.slice(0, match.index))?.[0].length ?? 0
    if (before % 2 === 1 || !isInvisibleReference(match[0])) continue
    const start = span.start + byteLength(text.slice(0, match.index))
    projection.edits.push({ start, end: start + match[0].length, text: '' })
  }
}

/**
 * A link or image: its title goes, an image's alt text goes, and a reference (`[a][r]`, `[a][]`,
 * `[a]`) gets its destination written inline, since its definition goes with the lines no
 * leaf covers.
 */
function resource(
  projection: Projection,
  leaf: Leaf,
  node: ReadNode,
  span: { start: number; end: number },
): void {
  const { source } = projection
  const bytes = source.bytes
  // An autolink (`<https://x>`, `www.x.com`) has no brackets, and nothing hidden.
  if (bytes[span.start] !== (node.t === 'image' ? 0x21 : 0x5b)) return
  const open = span.start + (node.t === 'image' ? 2 : 1)
  const last = projection.children[node.i]?.findLast((child) => child.p[0] !== 0)
  let close = last === undefined ? open : (inlineSpan(leaf.node, leaf.map, last)?.end ?? open)
  while (close < span.end && bytes[close] !== 0x5d) close += 1
  if (node.t === 'image') projection.edits.push({ start: open, end: close, text: '' })
  const url = node.url ?? ''
  if (bytes[close + 1] === 0x28 /* ( */) {
    if ((node.title ?? '') !== '') title(projection, close + 1, span.end)
    return
  }
  const destination = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, '')}>` : url
  projection.edits.push({ start: close + 1, end: span.end, text: `(${destination})` })
}

/** A resource's title, `"t"`, `'t'` or `(t)` before its `)`, goes with the space before it. */
function title(projection: Projection, from: number, end: number): void {
  const text = decoder.decode(projection.source.bytes.subarray(from, end))
  const found =
    /([ \t\r\n]+(?:"(?:[^"\\]|\\[^])*"|'(?:[^'\\]|\\[^])*'|\((?:[^()\\]|\\[^])*\)))[ \t\r\n]*\)$/.exec(
      text,
    )
  if (found?.[1] === undefined) return
  const start = from + byteLength(text.slice(0, found.index))
  projection.edits.push({ start, end: start + byteLength(found[1]), text: '' })
}
