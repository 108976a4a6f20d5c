/**
 * The projection of a leaf's inline content (./projection.ts does the blocks): each inline node
 * is found in the source by cmark-gfm's positions (./source-map.ts), and what the page hides of
 * it goes: text and code the page does not show, links, images and footnote calls it does not
 * render; a link's or image's title, an image's alt text; raw HTML as ./raw-html.ts reads it; a
 * reference link's definition is written inline, and a footnote call shows its number.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import { invisibleReferences } from './character-references.js'
import { schemeShown, SHOWN } from './page.js'
import { bytesOf, type Leaf, type Projection } from './projection-state.js'
import { rawHtmlEdits, type Piece } from './raw-html.js'
import { contentBetween, contentRange, hasPosition, inlineSpan } from './source-map.js'

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
      // A link is rendered only if its own tag (`<a`, `<img`) is, not a `>` of another tag in
      // its HTML; if not, its target is not shown (its text, a node of its own, decides itself).
      if (page.opens(node.h[0], node.h[1]) && page.quoted(node.h[0])) projection.quoted.push(span)
      resource(projection, leaf, node, page.opens(node.h[0], node.h[1]))
      return
    case 'footnote_reference':
      if (!page.opens(node.h[0], node.h[1])) hide(projection, span)
      else projection.edits.push({ ...span, text: `[^${node.lit ?? ''}]` })
      return
    case 'text':
    case 'code':
      text(projection, leaf, node, span)
      return
  }
}

const rendered = (node: ReadNode): boolean => Math.max(node.h[1], node.h[3]) > node.h[0]

/**
 * A text or code span, judged by its own HTML; and, after a text, the nodes the autolink
 * extension split from it (`see x@y.z` becomes the text `see `, then a link and a text without
 * a position), up to a line break or the next node with a position, judged by theirs: if the
 * page hides any, they go, from the text's end (all of it, if the extension emptied it: its
 * position is then the whole run's) to that next node.
 */
function text(
  projection: Projection,
  leaf: Leaf,
  node: ReadNode,
  span: { start: number; end: number },
): void {
  const { page } = projection
  const shows = (piece: ReadNode) => page.has(piece.h[0], Math.max(piece.h[1], piece.h[3]), SHOWN)
  const quotes = (piece: ReadNode) => page.quotes(piece.h[0], Math.max(piece.h[1], piece.h[3]))
  const own = rendered(node)
  if (own && !shows(node)) hide(projection, span)
  else if (own) {
    if (node.t === 'text') hideInvisibleReferences(projection, span)
    if (quotes(node)) projection.quoted.push(span)
  }
  if (node.t !== 'text') return
  const pieces: ReadNode[] = []
  let end: number | undefined
  const siblings = projection.children[node.up] ?? []
  for (let next = (projection.places[node.i] ?? 0) + 1; next < siblings.length; next += 1) {
    const sibling = siblings[next]
    if (sibling === undefined) break
    end = inlineSpan(leaf.node, leaf.map, sibling)?.start
    if (end !== undefined || sibling.t === 'softbreak' || sibling.t === 'linebreak') break
    pieces.push(sibling, ...(projection.children[sibling.i] ?? []))
  }
  const split = pieces.filter(rendered)
  if (split.length === 0) return
  const parent = projection.nodes[node.up]
  const parentSpan =
    parent === undefined || parent === leaf.node
      ? undefined
      : inlineSpan(leaf.node, leaf.map, parent)
  const last = leaf.map.at(leaf.map.lines - 1, Number.MAX_SAFE_INTEGER)
  const run = {
    start: own ? span.end : span.start,
    end: Math.max(span.end, end ?? parentSpan?.end ?? last),
  }
  if (!split.every(shows)) hide(projection, run)
  else if (split.some(quotes)) projection.quoted.push(run)
}

/**
 * A node cmark-gfm gave no position: one the autolink extension split from a text (handled with
 * that text, by text()), or another an extension made. Its source is
 * the gap between the siblings around it that have a position (or its parent's ends); when the
 * page hides it (`<svg>[^x] …</svg>`), the gap goes.
 */
function positionless(projection: Projection, leaf: Leaf, node: ReadNode): void {
  // A line break holds nothing to hide (and there may be thousands: no sibling search for them).
  if (node.t === 'softbreak' || node.t === 'linebreak') return
  const siblings = projection.children[node.up] ?? []
  const at = projection.places[node.i] ?? 0
  const spanOf = (other: ReadNode) => inlineSpan(leaf.node, leaf.map, other)
  // The nearest siblings with a position, searched from the node (never from the list's ends).
  let first = at - 1
  while (first >= 0 && spanOf(siblings[first] as ReadNode) === undefined) first -= 1
  const before = siblings[first]
  if (before?.t === 'text') return
  let next = at + 1
  while (next < siblings.length && spanOf(siblings[next] as ReadNode) === undefined) next += 1
  if (next === siblings.length) next = -1
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
function resource(projection: Projection, leaf: Leaf, node: ReadNode, isRendered: boolean): void {
  const range = contentRange(leaf.node, node)
  if (range === undefined) return
  const { text, at } = contentBetween(leaf.map, range.from, range.to)
  const image = node.t === 'image'
  // An autolink (`<https://x>`, `www.x.com`) has no brackets, and nothing hidden.
  if (!text.startsWith(image ? '![' : '[')) return
  const open = image ? 2 : 1
  const last = projection.children[node.i]?.findLast((child) => hasPosition(leaf.node, child))
  const lastRange = last === undefined ? undefined : contentRange(leaf.node, last)
  let close = open
  if (lastRange !== undefined)
    close = contentBetween(leaf.map, range.from, lastRange.to).text.length
  while (close < text.length && text[close] !== ']') close += 1
  if (image) projection.edits.push({ start: at(open), end: at(close), text: '' })
  const url = node.url ?? ''
  // A target GitHub removes (`javascript:`), or one of a link not rendered, goes with its
  // title: `[text]()`.
  const shown = isRendered && schemeShown(image ? 'src' : 'href', url)
  if (text[close + 1] === '(') {
    if (!shown) projection.edits.push({ start: at(close + 2), end: at(text.length - 1), text: '' })
    else if ((node.title ?? '') !== '') title(projection, text, close + 1, at)
    return
  }
  const destination = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, '')}>` : url
  // Without a target shown, a reference is left as its text: `[text]`.
  projection.edits.push({
    start: at(close + 1),
    end: at(text.length),
    text: shown ? `(${destination})` : '',
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
    /([ \t\r\n\v\f]+(?:"(?:[^"\\]|\\[^])*"|'(?:[^'\\]|\\[^])*'|\((?:[^()\\]|\\[^])*\)))[ \t\r\n\v\f]*\)$/.exec(
      text.slice(from),
    )
  if (found?.[1] === undefined) return
  const start = from + found.index
  projection.edits.push({ start: at(start), end: at(start + found[1].length), text: '' })
}
