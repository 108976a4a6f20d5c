/**
 * A table's projection (./projection.ts does the other blocks): it covers its rows' lines, its
 * cells are leaves, and what of a row GitHub does not render (the cells past the header's
 * count) goes.
 *
 * cmark-gfm counts a table's rows from the start of the paragraph it grew out of, and its cells'
 * columns from where that paragraph's content starts (with the lines that stay a paragraph
 * before it, for the header), so neither is a place in the source. The rows' lines are counted
 * back from the table's end (the header, the delimiter row, then one line a row). A row is split
 * where cmark-gfm's table extension splits it, at each `|` not escaped, and each piece must hold
 * exactly its cell's content (trimmed, `\|` read as `|`): a row where one does not is hidden
 * whole rather than guessed at.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import { bytesOf, type Leaf, type Projection } from './projection-state.js'
import type { ContentMap } from './source-map.js'

const PIPE = 0x7c
const BACKSLASH = 0x5c

/** A piece of a row between unescaped pipes, in the row line's bytes. */
interface Piece {
  start: number
  end: number
}

/** The row split at each `|` that no backslash escapes. */
function pieces(line: Uint8Array): Piece[] {
  const found: Piece[] = []
  let start = 0
  for (let at = 0; at < line.length; at += 1) {
    if (line[at] === BACKSLASH && line[at + 1] === PIPE) at += 1
    else if (line[at] === PIPE) {
      found.push({ start, end: at })
      start = at + 1
    }
  }
  found.push({ start, end: line.length })
  return found
}

const isSpace = (byte: number | undefined): boolean => byte === 0x20 || byte === 0x09

/**
 * A piece less its spaces, and the place in the line of each byte of the cell's content, which
 * reads `\|` as `|`; undefined unless the piece holds exactly `content`.
 */
function cellBytes(line: Uint8Array, piece: Piece, content: Uint8Array): number[] | undefined {
  let { start, end } = piece
  while (start < end && isSpace(line[start])) start += 1
  while (end > start && isSpace(line[end - 1])) end -= 1
  const places: number[] = []
  for (let at = start; at < end; at += 1) {
    if (line[at] === BACKSLASH && line[at + 1] === PIPE) at += 1
    if (line[at] !== content[places.length]) return undefined
    places.push(at)
  }
  if (places.length !== content.length) return undefined
  places.push(end)
  return places
}

/**
 * What may stand before a row's first cell: the markers of the containers it stands in (`>`,
 * a list item's marker and a footnote's label on the first line of either) and spaces.
 */
const PREFIX = /^(?:[ \t>]|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])|\[\^(?:[^\]\\]|\\.)*\]:)*$/

/**
 * Where each cell of a row is, by its index: the pieces matched to the cells in order (the
 * first piece is the row's leading `|` when it holds only container markers). Undefined when a
 * piece does not hold its cell's content.
 */
function cellsOf(
  line: Uint8Array,
  cells: ReadNode[],
): { places: Map<number, number[]>; end: number } | undefined {
  const split = pieces(line)
  const first = split[0]
  if (first === undefined) return undefined
  const text = Buffer.from(line.buffer, line.byteOffset + first.start, first.end).toString('latin1')
  let next = PREFIX.test(text) && split.length > 1 ? 1 : 0
  if (next === 0) {
    // The first cell follows the row's prefix: the prefix, of those it may be, that leaves it.
    const content = bytesOf(cells[0]?.c ?? '')
    const prefix = Array.from({ length: text.length + 1 }, (_, length) => length).find(
      (length) =>
        PREFIX.test(text.slice(0, length)) &&
        cellBytes(line, { start: first.start + length, end: first.end }, content) !== undefined,
    )
    if (prefix === undefined) return undefined
    split[0] = { start: first.start + prefix, end: first.end }
  }
  const places = new Map<number, number[]>()
  let end = 0
  for (const cell of cells) {
    // A cell the extension added to fill the row out has no place, and no content.
    if (cell.p[1] === 0 && (cell.c ?? '') === '') continue
    const piece = split[next]
    const found = piece && cellBytes(line, piece, bytesOf(cell.c ?? ''))
    if (piece === undefined || found === undefined) return undefined
    places.set(cell.i, found)
    end = piece.end
    next += 1
  }
  return { places, end }
}

export function tableProjection(
  projection: Projection,
  node: ReadNode,
  leaves: Map<number, Leaf>,
  cover: (from: number, to: number) => void,
): void {
  const { source } = projection
  const rows = projection.children[node.i] ?? []
  const header = node.p[2] - (rows.length - 1) - 1
  cover(header, node.p[2])
  rows.forEach((row, r) => {
    const line = r === 0 ? header : header + 1 + r
    const lineStart = source.lineStart[line] ?? 0
    const text = source.bytes.subarray(lineStart, source.lineEnd[line] ?? lineStart)
    const cells = projection.children[row.i] ?? []
    const found = cellsOf(text, cells)
    if (found === undefined) {
      // Hidden whole, but for the containers' markers.
      const prefix = /^[ \t>]*/.exec(Buffer.from(text).toString('latin1'))?.[0].length ?? 0
      projection.edits.push({ start: lineStart + prefix, end: lineStart + text.length, text: '' })
      return
    }
    for (const cell of cells) {
      const places = found.places.get(cell.i)
      if (places === undefined) continue
      const at = (k: number): number => lineStart + (places[Math.min(k, places.length - 1)] ?? 0)
      const content = bytesOf(cell.c ?? '')
      const map: ContentMap = {
        firstLine: line,
        lines: 1,
        at: (_, k) => at(k),
        text: () => content,
      }
      leaves.set(cell.i, { node: cell, map })
    }
    // The cells past the header's count, which GitHub does not render; the `|` after the last
    // cell stays.
    const rest = found.end + 1
    if (rest < text.length)
      projection.edits.push({ start: lineStart + rest, end: lineStart + text.length, text: '' })
  })
}
