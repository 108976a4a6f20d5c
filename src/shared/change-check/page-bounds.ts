/**
 * What the change check reads of a page or an SVG image: at most MAX_PAGE_BYTES, nested at most
 * MAX_NESTING deep. MDX's parser (micromark with acorn) reads about 100 KiB a second on a runner,
 * and it, mdast and parse5's walkers recurse into what a page nests: unbounded, a 1 MB page takes
 * half a minute to judge and a quote nested 8,000 deep ends the check with a stack overflow. A
 * file past either bound is not parsed: it is `unchecked`, a finding a person must review
 * (docs/change-check.md).
 *
 * The nesting is measured before any parser runs, in one pass over the text, and measured high
 * rather than low: per line, the containers its prefix opens (`>`, list markers, two columns of
 * indentation), with what stays open across lines: elements (`<Card>` without its `</Card>` or
 * `/>`), expressions (`{`), brackets and parentheses; a run of `*` or `_` counts half its length.
 * Fenced code and inline code are text and count nothing. No real page comes near: the docs'
 * deepest lines nest about 10.
 */
import type { Located } from './change-types.js'

/** The largest page or SVG image the check parses, in bytes (UTF-8). */
export const MAX_PAGE_BYTES = 128 * 1024

/** The deepest nesting the check parses (see above how it is counted). */
export const MAX_NESTING = 100

/** HTML's elements that never close: `<br>` opens nothing. */
const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)

/** A fence's opening or closing line: its character and length. */
const FENCE = /^[ \t>]*(`{3,}|~{3,})/

/** What a line's prefix opens: quote markers, list markers and indentation. */
const PREFIX = /^(?:[ \t]|>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))*/

/** The nesting the prefix of a line opens. */
function prefixDepth(line: string): number {
  const prefix = PREFIX.exec(line)?.[0] ?? ''
  let depth = 0
  let columns = 0
  for (const char of prefix) {
    if (char === ' ') columns += 1
    else if (char === '\t') columns += 4
    else if (
      char === '>' ||
      char === '-' ||
      char === '+' ||
      char === '*' ||
      char === '.' ||
      char === ')'
    )
      depth += 1
  }
  return depth + Math.floor(columns / 2)
}

/** What stays open from line to line. */
interface Open {
  elements: number
  braces: number
  brackets: number
}

/** Past an element's name at `at` (after `<`): whether it opens one that stays open. */
function opensElement(line: string, at: number): boolean {
  const name = /^[A-Za-z][\w.:-]*/.exec(line.slice(at, at + 64))?.[0]
  if (name === undefined || VOID.has(name.toLowerCase())) return false
  // A tag that closes itself on its own line opens nothing.
  const end = line.indexOf('>', at)
  return !(end > 0 && line[end - 1] === '/')
}

/** A thematic break of `*` or `_`: a rule, not emphasis. */
const RULE = /^[ \t>]*([*_])(?:[ \t]*\1)*[ \t]*$/

/** The line's nesting at its deepest, with `open` carried on. */
function lineDepth(line: string, open: Open, base: number): number {
  let deepest = base + open.elements + open.braces + open.brackets
  const isRule = RULE.test(line)
  let run = 0
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]
    if (char === '`') {
      // Inline code: to the same run of backticks on this line, if there is one.
      let length = 1
      while (line[at + length] === '`') length += 1
      const close = line.indexOf('`'.repeat(length), at + length)
      at = close < 0 ? at + length - 1 : close + length - 1
      continue
    }
    run = !isRule && (char === '*' || char === '_') ? run + 1 : 0
    if (char === '<' && line[at + 1] === '/') open.elements = Math.max(0, open.elements - 1)
    else if (char === '<' && opensElement(line, at + 1)) open.elements += 1
    else if (char === '{') open.braces += 1
    else if (char === '}') open.braces = Math.max(0, open.braces - 1)
    else if (char === '[' || char === '(') open.brackets += 1
    else if (char === ']' || char === ')') open.brackets = Math.max(0, open.brackets - 1)
    const depth = base + open.elements + open.braces + open.brackets + Math.floor(run / 2)
    if (depth > deepest) deepest = depth
  }
  return deepest
}

/** The first line nested past MAX_NESTING, and how deep it goes there; undefined if none is. */
export function tooDeep(text: string): { line: number; depth: number } | undefined {
  const open: Open = { elements: 0, braces: 0, brackets: 0 }
  let fence: string | undefined
  const lines = text.split(/\r\n|\r|\n/)
  for (const [index, line] of lines.entries()) {
    const marker = FENCE.exec(line)?.[1]
    if (fence !== undefined) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length)
        fence = undefined
      continue
    }
    if (marker !== undefined) {
      fence = marker
      continue
    }
    // Brackets and parentheses close within a paragraph; outside an expression, a blank line
    // ends what was left open.
    if (line.trim() === '' && open.braces === 0) open.brackets = 0
    const depth = lineDepth(line, open, prefixDepth(line))
    if (depth > MAX_NESTING) return { line: index + 1, depth }
  }
  return undefined
}

/**
 * Why the check does not parse this page or SVG image (too large, or nested too deep), at the
 * line where it is so; undefined when it does.
 */
export function pastBounds(text: string): Located | undefined {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_PAGE_BYTES)
    return {
      line: 1,
      detail: `${bytes.toLocaleString('en-US')} bytes, over the ${MAX_PAGE_BYTES.toLocaleString('en-US')} the check parses`,
    }
  const deep = tooDeep(text)
  if (deep === undefined) return undefined
  return {
    line: deep.line,
    detail: `nested more than ${MAX_NESTING} deep, past what the check parses`,
  }
}
