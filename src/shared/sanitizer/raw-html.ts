/**
 * Raw HTML in Markdown as GitHub's page shows it: of an HTML block or inline HTML, the bytes
 * that the page shows as text or that are kept markup (./page.ts) stay, the rest goes. Where
 * the raw HTML stands in the page is found through cmark-gfm's render (./cmark-gfm/reading.ts),
 * with GitHub's tag filter: a `<` that opens `<script>`, `<style>`, `<textarea>`, `<title>`,
 * `<xmp>`, `<iframe>`, `<noembed>`, `<noframes>` or `<plaintext>` is written `&lt;`, so a reader
 * sees such a tag as text.
 */
import type { ReadNode } from './cmark-gfm/reading.js'
import { invisibleReferences } from './character-references.js'
import { QUOTED, SHOWN, type Page } from './page.js'

export interface Span {
  start: number
  end: number
}

/** A change to the source: the span replaced by `text` ('' to remove it). */
export interface Edit extends Span {
  text: string
}

/** A run of the literal's bytes and where it stands in the source (a line, less its prefix). */
export interface Piece {
  literal: number
  source: number
  length: number
}

/** The tags GitHub's tag filter (cmark-gfm's tagfilter extension) writes as text. */
const FILTERED = [
  'title',
  'textarea',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'script',
  'plaintext',
]

const encoder = new TextEncoder()

/** Whether the `<` at `at` opens a filtered tag, as tagfilter.c's is_tag reads it. */
function isFiltered(bytes: Uint8Array, at: number): boolean {
  let i = at + 1
  if (bytes[i] === 0x2f) i += 1
  for (const name of FILTERED) {
    let k = 0
    while (k < name.length && ((bytes[i + k] ?? 0) | 0x20) === name.charCodeAt(k)) k += 1
    if (k < name.length || i + k >= bytes.length) continue
    const next = bytes[i + k]
    if (next === 0x3e || (next !== undefined && next >= 9 && next <= 13) || next === 0x20)
      return true
    if (next === 0x2f && bytes[i + k + 1] === 0x3e) return true
  }
  return false
}

/** The literal as the page holds it: each filtered `<` is `&lt;`; and where each `<` was. */
function asRendered(literal: Uint8Array): { bytes: Uint8Array; filtered: number[] } {
  const filtered: number[] = []
  for (let at = 0; at < literal.length; at += 1)
    if (literal[at] === 0x3c && isFiltered(literal, at)) filtered.push(at)
  if (filtered.length === 0) return { bytes: literal, filtered }
  const bytes = new Uint8Array(literal.length + 3 * filtered.length)
  let from = 0
  let to = 0
  for (const at of filtered) {
    bytes.set(literal.subarray(from, at), to)
    to += at - from
    bytes.set(encoder.encode('&lt;'), to)
    to += 4
    from = at + 1
  }
  bytes.set(literal.subarray(from), to)
  return { bytes, filtered }
}

/** Where `part` first stands in `bytes` at or after `from`, or -1. */
function indexOf(bytes: Uint8Array, part: Uint8Array, from: number): number {
  outer: for (let at = from; at + part.length <= bytes.length; at += 1) {
    for (let k = 0; k < part.length; k += 1) if (bytes[at + k] !== part[k]) continue outer
    return at
  }
  return -1
}

/**
 * The edits (in source bytes) that cut from a raw HTML node what its page does not show: what
 * is neither shown text nor kept markup, and character references to invisible characters in
 * its text (`&#8203;`). If its HTML cannot be found in the page, all of it goes (hide rather than
 * show). Whole lines removed go with the line endings between them, and a `\|` with its `\`.
 */
export function rawHtmlEdits(
  page: Page,
  source: Uint8Array,
  node: ReadNode,
  pieces: Piece[],
  { edits, quoted }: { edits: Edit[]; quoted: Span[] },
): void {
  const text = node.lit ?? ''
  const literal = encoder.encode(text)
  const rendered = asRendered(literal)
  // Within the node's own HTML (an HTML block's has a line ending before and after it).
  const found = indexOf(page.bytes.subarray(0, node.h[1]), rendered.bytes, node.h[0])
  const marks = new Uint8Array(literal.length)
  if (found >= 0) {
    let shift = 0
    let next = 0
    for (let at = 0; at < literal.length; at += 1) {
      while (next < rendered.filtered.length && (rendered.filtered[next] ?? 0) < at) {
        shift += 3
        next += 1
      }
      marks[at] = page.mark(found + at + shift) | (page.quoted(found + at + shift) ? QUOTED : 0)
    }
  }
  for (const { start, end } of invisibleReferences(literal, 0, literal.length, true))
    if (marks.subarray(start, end).every((mark) => (mark & 3) === SHOWN)) marks.fill(0, start, end)
  const removed: Span[] = []
  for (const piece of pieces) {
    let start = -1
    for (let k = 0; k <= piece.length; k += 1) {
      const gone = k < piece.length && ((marks[piece.literal + k] ?? 0) & 3) === 0
      if (gone && start < 0) start = k
      if (gone || start < 0) continue
      const span = { start: piece.source + start, end: piece.source + k }
      const last = removed.at(-1)
      const between = last === undefined ? undefined : source.subarray(last.end, span.start)
      if (
        last !== undefined &&
        between !== undefined &&
        between.length > 0 &&
        between.length <= 2 &&
        // A line ending, or the backslash of a `\|` (the table extension's, not the HTML's).
        between.every((byte) => byte === 10 || byte === 13 || byte === 0x5c)
      )
        last.end = span.end
      else removed.push(span)
      start = -1
    }
  }
  for (const span of removed) edits.push({ ...span, text: '' })
  for (const piece of pieces)
    for (let k = 0; k < piece.length; k += 1)
      if (((marks[piece.literal + k] ?? 0) & QUOTED) !== 0)
        quoted.push({ start: piece.source + k, end: piece.source + k + 1 })
}
