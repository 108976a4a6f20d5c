/**
 * The projection of cmark-gfm's one parse onto the source: the edits that cut out what GitHub's
 * page does not show (visible-text.ts applies them). What is hidden, and so cut:
 * - link reference definitions (never rendered): every line no rendered block covers keeps only
 *   its container markers (`>`, `-`, `1.`); a reference link or image that used a definition
 *   gets its destination written inline, `[text](url)`, so that it keeps where it points;
 * - titles of links and images, and an image's alt text (attributes: not shown);
 * - a fence's info string (a class attribute), footnote labels (GitHub shows numbers: a label
 *   becomes its number), footnote definitions no reference calls (not rendered);
 * - whatever GitHub's page does not show of its rendered HTML (./page.ts): in raw HTML, what is
 *   not shown text or kept markup (./raw-html.ts); a Markdown node the page hides (inside a
 *   comment left open, an attribute left open, an element hidden with its content);
 * - character references to invisible characters (`&#8203;`) in text.
 * Edits are made in UTF-8 bytes, as cmark-gfm counts, and returned as string indices.
 */
import type { ReadNode, Reading } from './cmark-gfm/reading.js'
import { inline } from './inline-projection.js'
import { readPage, SHOWN } from './page.js'
import {
  byteLength,
  bytesOf,
  childrenOf,
  decoder,
  type Leaf,
  type Projection,
} from './projection-state.js'
import { tableProjection } from './table-projection.js'
import { rawHtmlEdits, type Edit, type Piece, type Span } from './raw-html.js'
import { byteAt, contentMap, type Source } from './source-map.js'

export type { Edit } from './raw-html.js'

/** Blocks whose lines render: a line of none of them shows only container markers. */
const LEAVES = new Set(['paragraph', 'heading', 'code_block', 'html_block', 'thematic_break'])

/**
 * What a line no leaf covers keeps: its quote markers and spaces, and the marker of a list item
 * that starts on it (an item with nothing on its first line), found where cmark-gfm says the
 * item starts: not anything shaped like a marker, since a definition's title can hold lines
 * that look like one (`123456789) …`).
 */
const CONTAINER_MARKERS = /^[ \t>]*/

/**
 * The edits, in string indices, that remove from `source` what GitHub's page does not show; and
 * the spans of it the page shows quoted or as code.
 */
export function hiddenEdits(
  source: Source,
  { html, nodes }: Reading,
): { edits: Edit[]; quoted: Span[] } {
  const projection: Projection = {
    source,
    nodes,
    ...childrenOf(nodes),
    footnoteLabels: new Set(),
    markers: new Map(),
    page: readPage(html),
    edits: [],
    quoted: [],
    covered: new Uint8Array(source.lineStart.length + 1),
  }
  const numbers = footnoteNumbers(nodes)
  for (const node of nodes)
    if (node.t === 'footnote_definition') {
      const label = ownLabel(source, node)
      if (label !== undefined) projection.footnoteLabels.add(label)
    }
  const leaves = new Map<number, Leaf>()
  for (const node of nodes) {
    const leaf = leaves.get(node.up)
    if (leaf !== undefined) {
      leaves.set(node.i, leaf)
      inline(projection, leaf, node)
    } else block(projection, node, leaves, numbers)
  }
  uncoveredLines(projection)
  const indexed = <T extends Span>(span: T): T => ({
    ...span,
    start: source.index(span.start),
    end: source.index(span.end),
  })
  return { edits: projection.edits.map(indexed), quoted: projection.quoted.map(indexed) }
}

/** Each footnote definition's number, by its label: the number its references show. */
function footnoteNumbers(nodes: ReadNode[]): Map<string, string> {
  const numbers = new Map<string, string>()
  for (const node of nodes)
    if (node.t === 'footnote_reference' && node.label !== undefined && node.lit !== undefined)
      if (!numbers.has(node.label)) numbers.set(node.label, node.lit)
  return numbers
}

/** A list item's marker (`-`, `1.`, and a task's `[ ]`), up to where its line's content can start. */
function itemMarker(projection: Projection, node: ReadNode): void {
  const { source } = projection
  const [line, column] = node.p
  const start = byteAt(source, line, column)
  const rest = decoder.decode(source.bytes.subarray(start, source.lineEnd[line] ?? start))
  const marker = /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]+\[[ xX]\])?[ \t]*/.exec(rest)?.[0] ?? ''
  const end = start + byteLength(marker)
  projection.markers.set(line, Math.max(projection.markers.get(line) ?? 0, end))
}

/** Where a rendered footnote definition's own label starts: the last one before its content. */
function ownLabel(source: Source, node: ReadNode): number | undefined {
  return labelsBefore(source, node).at(-1)?.start
}

/**
 * The footnote labels (`[^label]:`) on a definition's first line before its content, where
 * cmark-gfm's position of it stands: its own is the last. Their starts and ends, in source bytes.
 */
function labelsBefore(source: Source, node: ReadNode): { start: number; end: number }[] {
  const [line, column] = node.p
  const lineStart = source.lineStart[line] ?? 0
  const before = decoder.decode(source.bytes.subarray(lineStart, byteAt(source, line, column)))
  return [...before.matchAll(/\[\^(?:[^\]\\]|\\.)*\]:/g)].map((label) => {
    const start = lineStart + byteLength(before.slice(0, label.index))
    return { start, end: start + byteLength(label[0]) }
  })
}

function cover(projection: Projection, from: number, to: number): void {
  for (let line = Math.max(1, from); line <= to; line += 1) projection.covered[line] = 1
}

/** A block: leaves cover their lines; some say where their inline content stands. */
function block(
  projection: Projection,
  node: ReadNode,
  leaves: Map<number, Leaf>,
  numbers: Map<string, string>,
): void {
  const { source } = projection
  const [startLine] = node.p
  // cmark-gfm ends a block its container closed (a fence left open in a list item) where the
  // input ended: no block ends after its container. The end is corrected in the node itself,
  // where its children (visited after it, in pre-order) read it.
  const parent = projection.nodes[node.up]
  const endLine = Math.min(node.p[2], node.up > 0 && parent !== undefined ? parent.p[2] : Infinity)
  node.p[2] = endLine
  switch (node.t) {
    case 'paragraph':
    case 'heading': {
      // A block of which the page shows nothing (in a comment left open) goes whole.
      if (!projection.page.has(node.h[0], node.h[3], SHOWN)) return
      const map = contentMap(source, node, nextSibling(projection, node)?.p[0])
      const isSetext = node.t === 'heading' && node.setext === 1
      cover(projection, map.firstLine, map.firstLine + map.lines - (isSetext ? 0 : 1))
      leaves.set(node.i, { node, map })
      return
    }
    case 'table':
      if (projection.page.has(node.h[0], node.h[3], SHOWN))
        tableProjection(projection, node, leaves, (from, to) => cover(projection, from, to))
      return
    case 'code_block':
      // A block the page hides (in a comment left open) goes whole: its lines are not covered.
      // Rendered if its text is shown, or its own tag (not a `>` of a tag that swallowed it).
      if (
        !projection.page.shows(node.h[0], node.h[1]) &&
        !projection.page.opens(node.h[0], node.h[1])
      )
        return
      cover(projection, startLine, endLine)
      projection.quoted.push({
        start: source.lineStart[startLine] ?? 0,
        end: source.lineEnd[endLine] ?? source.bytes.length,
      })
      if (node.fenced === 1) infoString(projection, startLine)
      return
    case 'html_block': {
      // Its literal's lines, not its end line: cmark-gfm counts a block that its end condition
      // closed (`</script>`, `-->`) one line short.
      const pieces = blockPieces(source, node)
      const last = pieces.at(-1)
      cover(projection, startLine, startLine + pieces.length - 1)
      if (last !== undefined) rawHtmlEdits(projection.page, source.bytes, node, pieces, projection)
      return
    }
    case 'footnote_definition':
      footnoteLabel(projection, node, numbers)
      return
    case 'item':
    case 'tasklist':
      itemMarker(projection, node)
      return
    default:
      if (LEAVES.has(node.t)) cover(projection, startLine, endLine)
  }
}

/** The node after this one with the same parent, if any. */
function nextSibling(projection: Projection, node: ReadNode): ReadNode | undefined {
  for (let next = node.i + 1; next < projection.nodes.length; next += 1) {
    const sibling = projection.nodes[next]
    if (sibling === undefined || sibling.up < node.up) return undefined
    if (sibling.up === node.up) return sibling
  }
  return undefined
}

/** A fence's info string goes: GitHub makes it a class attribute, which no reader sees. */
function infoString(projection: Projection, line: number): void {
  const { source } = projection
  const start = source.lineStart[line] ?? 0
  const end = source.lineEnd[line] ?? 0
  const text = decoder.decode(source.bytes.subarray(start, end))
  const fence = /^(.*?)(`{3,}|~{3,})/.exec(text)
  if (fence === null) return
  const after = start + byteLength(fence[0])
  if (text.slice(fence[0].length).trim() !== '')
    projection.edits.push({ start: after, end, text: '' })
}

/**
 * `[^label]:` shows as the number GitHub gives the note. cmark-gfm's position of a definition
 * is where its content starts, so the label is the last one before it on its line.
 */
function footnoteLabel(projection: Projection, node: ReadNode, numbers: Map<string, string>): void {
  const labels = labelsBefore(projection.source, node)
  labels.forEach(({ start, end }, i) => {
    const own = i === labels.length - 1
    // A definition that holds this one (`[^a]: [^b]: text`) and is rendered numbers its own
    // label; one that is not rendered (no call, or a label used before) loses it here.
    if (!own && projection.footnoteLabels.has(start)) return
    const number = own && node.label !== undefined ? numbers.get(node.label) : undefined
    // The number replaces `[^label]`, keeping the `:`; a label that goes takes its `:` along.
    if (number === undefined) projection.edits.push({ start, end, text: '' })
    else projection.edits.push({ start, end: end - 1, text: `[^${number}]` })
  })
}

/** An HTML block's lines, each where it stands in the source (less its container prefix). */
function blockPieces(source: Source, node: ReadNode): Piece[] {
  const pieces: Piece[] = []
  const literal = bytesOf(node.lit ?? '')
  let from = 0
  for (let line = node.p[0]; from < literal.length; line += 1) {
    let end = from
    while (end < literal.length && literal[end] !== 10 && literal[end] !== 13) end += 1
    const lineEnd = source.lineEnd[line] ?? source.bytes.length
    const lineStart = source.lineStart[line] ?? source.bytes.length
    // Aligned at the line's end: a tab a container's prefix split is spaces in the literal.
    const length = Math.min(end - from, lineEnd - lineStart)
    pieces.push({ literal: end - length, source: lineEnd - length, length })
    from = end + (literal[end] === 13 && literal[end + 1] === 10 ? 2 : 1)
  }
  return pieces
}

/** Lines no rendered leaf covers hold definitions (or nothing): only container markers stay. */
function uncoveredLines(projection: Projection): void {
  const { source, covered, markers } = projection
  for (let line = 1; line < source.lineStart.length; line += 1) {
    if (covered[line] === 1) continue
    const start = source.lineStart[line] ?? 0
    const end = source.lineEnd[line] ?? 0
    // Quote markers after the item's marker too: `- >` (an empty quote in an item) keeps its
    // `>`, as a `>` alone on a line does.
    const quotesFrom = (at: number): number =>
      at +
      byteLength(CONTAINER_MARKERS.exec(decoder.decode(source.bytes.subarray(at, end)))?.[0] ?? '')
    const quotes = quotesFrom(start)
    const item = markers.get(line) ?? 0
    const kept = item > quotes ? quotesFrom(item) : quotes
    if (kept < end) projection.edits.push({ start: kept, end, text: '' })
  }
}
