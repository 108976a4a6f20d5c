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
  /** Content line `i`'s bytes, as the inline parser read them. */
  text: (i: number) => Uint8Array
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
          ? aboveUnderline(source, lines, startLine)
          : endLine - lines.length + 1
  const columns = lines.map((line, i): ((k: number) => number) => {
    const sourceLine = lineBytes(source, firstLine + i)
    if (i === 0 && firstLine === startLine) return (k) => startColumn - 1 + node.io + k
    const held = holds(sourceLine, line)
    if (held !== undefined) return held
    // A tab that a container's prefix split is spaces in the content: the bytes before the
    // line's shared end map to where that end begins.
    const shared = commonSuffix(sourceLine, line)
    const base = sourceLine.length - line.length
    return (k) => Math.max(sourceLine.length - shared, base + k)
  })
  return {
    firstLine,
    lines: lines.length,
    text: (i) => lines[i] ?? new Uint8Array(),
    at: (i, k) => {
      const line = Math.max(0, Math.min(i, columns.length - 1))
      const sourceLine = firstLine + line
      const lineLength = (source.lineEnd[sourceLine] ?? 0) - (source.lineStart[sourceLine] ?? 0)
      const column = Math.min(lineLength, Math.max(columns[line]?.(k) ?? 0, 0))
      return (source.lineStart[sourceLine] ?? source.bytes.length) + column
    },
  }
}

/**
 * Where a content line stands in its source line, byte by byte, if the source line holds it:
 * as it is, or with each `|` written `\|` (the table extension unescapes the pipes of the
 * paragraph it leaves before a table).
 */
function holds(sourceLine: Uint8Array, line: Uint8Array): ((k: number) => number) | undefined {
  const found = lastIndexOf(sourceLine, line)
  if (found >= 0) return (k) => found + k
  if (!line.includes(0x7c)) return undefined
  const places: number[] = []
  const unescaped: number[] = []
  for (let at = 0; at < sourceLine.length; at += 1) {
    if (sourceLine[at] === 0x5c && sourceLine[at + 1] === 0x7c) at += 1
    places.push(at)
    unescaped.push(sourceLine[at] ?? 0)
  }
  places.push(sourceLine.length)
  const start = lastIndexOf(Uint8Array.from(unescaped), line)
  return start < 0 ? undefined : (k) => places[start + k] ?? sourceLine.length
}

/** A setext heading's underline, after the markers of the containers it stands in. */
const UNDERLINE = /^[ \t>]*(?:=+|-+)[ \t]*$/

/**
 * A setext heading's first line: the first underline from its start (lines of definitions may
 * come before its text) whose lines above end with the heading's content, one by one.
 */
function aboveUnderline(source: Source, lines: Uint8Array[], from: number): number {
  for (let under = from + lines.length; under < source.lineStart.length; under += 1) {
    const text = Buffer.from(lineBytes(source, under)).toString('latin1')
    if (!UNDERLINE.test(text)) continue
    const first = under - lines.length
    if (lines.every((line, i) => endsWith(lineBytes(source, first + i), line))) return first
  }
  return firstHolding(source, lines, from, source.lineStart.length - 1)
}

/** Whether `line` ends with `end`, spaces and tabs at the ends of both aside. */
function endsWith(line: Uint8Array, end: Uint8Array): boolean {
  const trimmed = (bytes: Uint8Array): Uint8Array => {
    let length = bytes.length
    while (length > 0 && (bytes[length - 1] === 0x20 || bytes[length - 1] === 0x09)) length -= 1
    return bytes.subarray(0, length)
  }
  const whole = trimmed(line)
  const part = trimmed(end)
  return part.length <= whole.length && lastIndexOf(whole, part) === whole.length - part.length
}

/** The first line from `from` whose lines, one by one, each hold the content's line. */
function firstHolding(source: Source, lines: Uint8Array[], from: number, to: number): number {
  for (let first = from; first + lines.length - 1 <= to; first += 1)
    if (lines.every((line, i) => holds(lineBytes(source, first + i), line) !== undefined))
      return first
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
 * Columns count from the leaf's start column (native/cmark-gfm/cmark-gfm.patch makes a
 * link's right when its destination runs over a line ending). Undefined for a node cmark-gfm made
 * without a position (an unknown footnote reference turned back into text).
 */
export function inlineSpan(
  leaf: ReadNode,
  map: ContentMap,
  node: ReadNode,
): { start: number; end: number } | undefined {
  const range = contentRange(leaf, node)
  if (range === undefined) return undefined
  const start = map.at(range.from[0], range.from[1])
  const end = map.at(range.to[0], range.to[1] - 1) + 1
  return { start, end: Math.max(start, end) }
}

/** A place in a leaf's content: its line, and the byte in that line. */
export type ContentPlace = [line: number, byte: number]

/** An inline node's first place in its leaf's content, and the place after its last byte. */
export function contentRange(
  leaf: ReadNode,
  node: ReadNode,
): { from: ContentPlace; to: ContentPlace } | undefined {
  const [line, column, endLine, endColumn] = node.p
  if (!hasPosition(leaf, node)) return undefined
  const [leafLine, leafColumn] = leaf.p
  const offset = leafColumn + leaf.io
  // Code and raw HTML that run over a line ending end at the offset of their last byte in it.
  const sinceNewline = endLine !== line && (node.t === 'code' || node.t === 'html_inline')
  const lastK = sinceNewline ? endColumn : endColumn - offset
  // The autolink extension starts a `www.` link one column early (0): no place is before 0.
  return {
    from: [line - leafLine, Math.max(0, column - offset)],
    to: [endLine - leafLine, Math.max(0, lastK + 1)],
  }
}

/**
 * The content from one place to another, its lines joined by `\n`, read one byte to a
 * character (what is searched in it is ASCII), and the source byte of each of its characters.
 */
export function contentBetween(
  map: ContentMap,
  from: ContentPlace,
  to: ContentPlace,
): { text: string; at: (index: number) => number } {
  let text = ''
  const places: ContentPlace[] = []
  for (let i = from[0]; i <= to[0]; i += 1) {
    const line = map.text(i)
    const start = Math.min(i === from[0] ? from[1] : 0, line.length)
    const end = Math.max(start, i === to[0] ? Math.min(to[1], line.length) : line.length)
    for (let k = start; k < end; k += 1) places.push([i, k])
    text += Buffer.from(line.buffer, line.byteOffset + start, Math.max(0, end - start)).toString(
      'latin1',
    )
    if (i < to[0]) {
      places.push([i, line.length])
      text += '\n'
    }
  }
  return {
    text,
    at: (index) => {
      const place = places[index]
      if (place !== undefined) return map.at(place[0], place[1])
      const last = places.at(-1)
      return last === undefined ? map.at(from[0], from[1]) : map.at(last[0], last[1]) + 1
    },
  }
}
