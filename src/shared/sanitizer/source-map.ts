/**
 * Where cmark-gfm's positions stand in the source. cmark-gfm counts lines from 1 and columns in
 * UTF-8 bytes from 1; its inline positions are relative to what the inline parser read (a
 * paragraph's content: its lines less container prefixes, and less the definitions before it),
 * so they are mapped through that content back to the source's lines. Offsets here are UTF-8
 * byte offsets into the source; `Source.index` turns one into an index of the JavaScript string.
 */
import type { ReadNode } from './cmark-gfm/reading.js'

export interface Source {
  text: string
  bytes: Uint8Array
  /** Each line's first byte and the byte after its last (its ending left out), from line 1. */
  lineStart: number[]
  lineEnd: number[]
  /** The string index of a byte offset (of the character it belongs to). */
  index: (byte: number) => number
}

const encoder = new TextEncoder()

/** The source as cmark-gfm reads it: UTF-8, lines ended by LF, CRLF or CR. */
export function sourceOf(text: string): Source {
  const bytes = encoder.encode(text)
  const lineStart = [0, 0]
  const lineEnd = [0]
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at]
    if (byte !== 10 && byte !== 13) continue
    lineEnd.push(at)
    if (byte === 13 && bytes[at + 1] === 10) at += 1
    lineStart.push(at + 1)
  }
  lineEnd.push(bytes.length)
  // Byte offset to string index: each code point's bytes map to its first UTF-16 unit.
  const indexOf = new Int32Array(bytes.length + 1)
  let byte = 0
  for (let index = 0; index < text.length;) {
    const point = text.codePointAt(index) ?? 0
    const width = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4
    for (let k = 0; k < width; k += 1) indexOf[byte + k] = index
    byte += width
    index += point > 0xffff ? 2 : 1
  }
  indexOf[bytes.length] = text.length
  const last = bytes.length
  return {
    text,
    bytes,
    lineStart,
    lineEnd,
    index: (at) => indexOf[Math.max(0, Math.min(at, last))] ?? text.length,
  }
}

/** The byte at a line and column of cmark-gfm's, as it counts on a block's own lines. */
export function byteAt(source: Source, line: number, column: number): number {
  const start = source.lineStart[line] ?? source.bytes.length
  const end = source.lineEnd[line] ?? source.bytes.length
  return Math.min(start + Math.max(0, column - 1), end)
}

function lineBytes(source: Source, line: number): Uint8Array {
  return source.bytes.subarray(source.lineStart[line] ?? 0, source.lineEnd[line] ?? 0)
}

/** How many bytes `a` and `b` share at their ends. */
function commonSuffix(a: Uint8Array, b: Uint8Array): number {
  let n = 0
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1
  return n
}

/** The last place `part` stands in `line`, or -1. */
function lastIndexOf(line: Uint8Array, part: Uint8Array): number {
  outer: for (let at = line.length - part.length; at >= 0; at -= 1) {
    for (let k = 0; k < part.length; k += 1) if (line[at + k] !== part[k]) continue outer
    return at
  }
  return -1
}

/**
 * A leaf block's content mapped to the source: where each content line starts in its source
 * line. The content's lines are the block's last lines (definitions before them are cut from
 * the front; a setext heading's underline follows them), each the end of its source line less
 * what the containers took; a tab that a container's prefix split is spaces in the content,
 * and those map to where the line's shared end begins.
 */
export interface ContentMap {
  /** The source line of the first content line. */
  firstLine: number
  lines: number
  /** The source byte of byte `k` of content line `i`. */
  at: (i: number, k: number) => number
}

export function contentMap(source: Source, node: ReadNode, hint = 1): ContentMap {
  const content = encoder.encode(node.c ?? '')
  const lines: Uint8Array[] = []
  let from = 0
  for (let at = 0; at <= content.length; at += 1) {
    const byte = content[at]
    if (at < content.length && byte !== 10 && byte !== 13) continue
    lines.push(content.subarray(from, at))
    if (byte === 13 && content[at + 1] === 10) at += 1
    from = at + 1
  }
  if (lines.length > 1 && lines.at(-1)?.length === 0) lines.pop()
  const [startLine, startColumn, endLine] = node.p
  const isAtx = node.t === 'heading' && node.setext === 0
  // A setext heading's end is not where its underline is (cmark-gfm gives the end of what
  // follows): its lines are found from its start, the first that all hold the content.
  const isSetext = node.t === 'heading' && node.setext === 1
  // A paragraph the table extension split from a table has no position: its lines are found
  // from the table's first line (`hint`).
  const firstLine =
    startLine === 0
      ? firstHolding(source, lines, hint, source.lineStart.length - 1)
      : isAtx
        ? startLine
        : isSetext
          ? firstHolding(source, lines, startLine, endLine)
          : endLine - lines.length + 1
  const starts = lines.map((line, i) => {
    const sourceLine = lineBytes(source, firstLine + i)
    if (i === 0 && firstLine === startLine) return { base: startColumn - 1 + node.io, floor: 0 }
    const found = lastIndexOf(sourceLine, line)
    if (found >= 0) return { base: found, floor: 0 }
    const shared = commonSuffix(sourceLine, line)
    return { base: sourceLine.length - line.length, floor: sourceLine.length - shared }
  })
  return {
    firstLine,
    lines: lines.length,
    at: (i, k) => {
      const line = Math.max(0, Math.min(i, starts.length - 1))
      const start = starts[line] ?? { base: 0, floor: 0 }
      const sourceLine = firstLine + line
      const lineLength = (source.lineEnd[sourceLine] ?? 0) - (source.lineStart[sourceLine] ?? 0)
      const column = Math.min(lineLength, Math.max(start.floor, start.base + k, 0))
      return (source.lineStart[sourceLine] ?? source.bytes.length) + column
    },
  }
}

/** The first line from `from` whose lines, one by one, each hold the content's line. */
function firstHolding(source: Source, lines: Uint8Array[], from: number, to: number): number {
  for (let first = from; first + lines.length - 1 <= to; first += 1)
    if (lines.every((line, i) => lastIndexOf(lineBytes(source, first + i), line) >= 0)) return first
  return from
}

/**
 * Whether cmark-gfm gave an inline node a position: a paragraph split from a table counts its
 * lines from 0, elsewhere line 0 is none (a node an extension made: the autolink extension's).
 */
export function hasPosition(leaf: ReadNode, node: ReadNode): boolean {
  if (leaf.p[0] !== 0) return node.p[0] !== 0
  return node.p.some((value) => value !== 0)
}

/**
 * An inline node's span in source bytes, by cmark-gfm's positions within its leaf's content.
 * Columns count from the leaf's start column (native/cmark-gfm/inline-positions.patch makes a
 * link's right when its destination runs over a line ending). Undefined for a node cmark-gfm made
 * without a position (an unknown footnote reference turned back into text).
 */
export function inlineSpan(
  leaf: ReadNode,
  map: ContentMap,
  node: ReadNode,
): { start: number; end: number } | undefined {
  const [line, column, endLine, endColumn] = node.p
  if (!hasPosition(leaf, node)) return undefined
  const [leafLine, leafColumn] = leaf.p
  const offset = leafColumn + leaf.io
  const start = map.at(line - leafLine, column - offset)
  // Code and raw HTML that run over a line ending end at the offset of their last byte in it.
  const sinceNewline = endLine !== line && (node.t === 'code' || node.t === 'html_inline')
  const lastK = sinceNewline ? endColumn : endColumn - offset
  const end = map.at(endLine - leafLine, lastK) + 1
  return { start, end: Math.max(start, end) }
}
