/**
 * The projection of a leaf's inline content (./projection.ts does the blocks): each inline node
 * is found in the source by cmark-gfm's positions (./source-map.ts), and what the page hides of
 * it goes: text and code the page does not show, links, images and footnote calls it does not
 * render; a link's or image's title, an image's alt text; raw HTML as ./raw-html.ts reads it; a
 * reference link's definition is written inline, and a footnote call shows its number.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import { invisibleReferences } from './character-references.js'
import { KEPT, schemeShown, SHOWN } from './page.js'
import { bytesOf, type Leaf, type Projection } from './projection-state.js'
import { rawHtmlEdits, type Piece } from './raw-html.js'
import { contentBetween, contentRange, inlineSpan } from './source-map.js'

/** An inline node of a leaf: what it hides, by its span in the source. */
export function inline(projection: Projection, leaf: Leaf, node: ReadNode): void {
  const span = inlineSpan(leaf.node, leaf.map, node)
  if (span === undefined) return positionless(projection, leaf, node)
  const { page } = projection
  switch (node.t) {
    case 'html_inline':
      rawHtmlEdits(page, projection.source.bytes, node, inlinePieces(leaf, node), projection)
      return
    case 'link':
    case 'image':
      if (!page.has(node.h[0], node.h[1], KEPT)) hide(projection, span)
      else resource(projection, leaf, node)
      return
    case 'footnote_reference':
      if (!page.has(node.h[0], node.h[1], KEPT)) hide(projection, span)
      else projection.edits.push({ ...span, text: `[^${node.lit ?? ''}]` })
      return
    case 'text':
    case 'code':
      if (page.has(node.h[0], runEnd(projection, leaf, node).html, SHOWN)) {
        if (node.t === 'text') hideInvisibleReferences(projection, span)
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

/**
 * A node cmark-gfm gave no position: one an extension split from a text (handled with that
 * text's run, by runEnd), or a call of a footnote no one defined, made text again. Its source is
 * the gap between the siblings around it that have a position (or its parent's ends); when the
 * page hides it (`<svg>[^x] …</svg>`), the gap goes.
 */
function positionless(projection: Projection, leaf: Leaf, node: ReadNode): void {
  const siblings = projection.children[node.up] ?? []
  const at = siblings.indexOf(node)
  const spanOf = (other: ReadNode) => inlineSpan(leaf.node, leaf.map, other)
  const first = siblings.slice(0, at).findLastIndex((other) => spanOf(other) !== undefined)
  const before = siblings[first]
  if (before?.t === 'text') return
  const next = siblings.findIndex((other, i) => i > at && spanOf(other) !== undefined)
  const after = next === -1 ? undefined : siblings[next]
  // The gap goes when the page shows none of the nodes in it, and renders something of one.
  const gap = siblings.slice(first + 1, next === -1 ? undefined : next)
  const rendered = (other: ReadNode) => Math.max(other.h[1], other.h[3]) > other.h[0]
  const shown = (other: ReadNode) =>
    projection.page.has(other.h[0], Math.max(other.h[1], other.h[3]), SHOWN)
  if (gap[0] !== node || !gap.some(rendered) || gap.some(shown)) return
  const parent = projection.nodes[node.up]
  const parentSpan = parent === undefined || parent === leaf.node ? undefined : spanOf(parent)
  // Inside a node without a position itself (an autolink's text): that node's gap decides.
  if (parent !== leaf.node && parentSpan === undefined) return
  const start = (before && spanOf(before)?.end) ?? parentSpan?.start ?? leaf.map.at(0, 0)
  const last = leaf.map.at(leaf.map.lines - 1, Number.MAX_SAFE_INTEGER)
  const end = (after && spanOf(after)?.start) ?? parentSpan?.end ?? last
  if (start < end) hide(projection, { start, end })
}

/** What the page hides of a leaf's content goes. */
function hide(projection: Projection, span: { start: number; end: number }): void {
  projection.edits.push({ ...span, text: '' })
}

/**
 * Raw HTML inside a paragraph, byte by byte where its leaf's content map puts it, in runs that
 * stand together in the source (a `\|` the table extension unescaped, or a tab a container's
 * prefix split, breaks a run). A byte the map puts where another already stands (spaces of a
 * split tab) is left out.
 */
function inlinePieces(leaf: Leaf, node: ReadNode): Piece[] {
  const range = contentRange(leaf.node, node)
  if (range === undefined) return []
  const pieces: Piece[] = []
  const literal = bytesOf(node.lit ?? '')
  let [line, k] = range.from
  let last = -1
  for (let at = 0; at < literal.length; at += 1) {
    const byte = literal[at]
    if (byte === 10 || byte === 13) {
      if (byte === 13 && literal[at + 1] === 10) at += 1
      line += 1
      k = 0
      continue
    }
    const source = leaf.map.at(line, k)
    k += 1
    if (source <= last) continue
    const piece = pieces.at(-1)
    if (
      piece !== undefined &&
      piece.source + piece.length === source &&
      piece.literal + piece.length === at
    )
      piece.length += 1
    else pieces.push({ literal: at, source, length: 1 })
    last = source
  }
  return pieces
}

/** Character references to invisible characters go from text (`a&#8203;b` shows `ab`). */
function hideInvisibleReferences(
  projection: Projection,
  span: { start: number; end: number },
): void {
  const { bytes } = projection.source
  if (!bytes.subarray(span.start, span.end).includes(0x26 /* & */)) return
  for (const found of invisibleReferences(bytes, span.start, span.end, false))
    projection.edits.push({ ...found, text: '' })
}

/**
 * A link or image: its title goes, an image's alt text goes, and a reference (`[a][r]`, `[a][]`,
 * `[a]`) gets its destination written inline, since its definition goes with the lines no leaf
 * covers. Read in the leaf's content (container prefixes left out, as the inline parser read
 * it), then mapped to the source.
 */
function resource(projection: Projection, leaf: Leaf, node: ReadNode): void {
  const range = contentRange(leaf.node, node)
  if (range === undefined) return
  const { text, at } = contentBetween(leaf.map, range.from, range.to)
  const image = node.t === 'image'
  // An autolink (`<https://x>`, `www.x.com`) has no brackets, and nothing hidden.
  if (!text.startsWith(image ? '![' : '[')) return
  const open = image ? 2 : 1
  const last = projection.children[node.i]?.findLast((child) => child.p[0] !== 0)
  const lastRange = last === undefined ? undefined : contentRange(leaf.node, last)
  let close = open
  if (lastRange !== undefined)
    close = contentBetween(leaf.map, range.from, lastRange.to).text.length
  while (close < text.length && text[close] !== ']') close += 1
  if (image) projection.edits.push({ start: at(open), end: at(close), text: '' })
  const url = node.url ?? ''
  // A target GitHub removes (`javascript:`) goes with its title: `[text]()`.
  const shown = schemeShown(image ? 'src' : 'href', url)
  if (text[close + 1] === '(') {
    if (!shown) projection.edits.push({ start: at(close + 2), end: at(text.length - 1), text: '' })
    else if ((node.title ?? '') !== '') title(projection, text, close + 1, at)
    return
  }
  const destination = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, '')}>` : url
  projection.edits.push({
    start: at(close + 1),
    end: at(text.length),
    text: `(${shown ? destination : ''})`,
  })
}

/** A resource's title, `"t"`, `'t'` or `(t)` before its `)`, goes with the space before it. */
function title(
  projection: Projection,
  text: string,
  from: number,
  at: (index: number) => number,
): void {
  const found =
    /([ \t\r\n]+(?:"(?:[^"\\]|\\[^])*"|'(?:[^'\\]|\\[^])*'|\((?:[^()\\]|\\[^])*\)))[ \t\r\n]*\)$/.exec(
      text.slice(from),
    )
  if (found?.[1] === undefined) return
  const start = from + found.index
  projection.edits.push({ start: at(start), end: at(start + found[1].length), text: '' })
}
