/**
 * Raw HTML in Markdown from GitHub, read as an HTML parser (parse5's tokenizer) reads what GitHub
 * renders: the edits that remove what its page does not show (visible-text.ts applies them).
 */
import type { Token as Html, Tokenizer } from 'parse5'
import type * as Parsers from './markdown-parsers.js'
import { isInvisibleReference } from './character-references.js'
import { loaded } from './markdown-parsers-on-demand.js'

export interface Span {
  start: number
  end: number
}

/** A change to the source: the span replaced by `text` ('' to remove it). */
export interface Edit extends Span {
  text: string
}

/** One piece of a raw HTML node: its text and where that text stands in the source. */
export interface Segment extends Span {
  text: string
}

/** Elements whose content GitHub's sanitizer drops with them (their text is never shown). */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'xmp',
  'svg',
  'math',
])

/**
 * Where an HTML parser reads an element's content as text, which only its end tag ends (so
 * `<!--` in a textarea is text, and `</script>` in a script's string ends the script).
 */
const RAW_TEXT: Record<string, 'SCRIPT_DATA' | 'RAWTEXT' | 'PLAINTEXT' | 'RCDATA'> = {
  textarea: 'RCDATA',
  title: 'RCDATA',
  script: 'SCRIPT_DATA',
  style: 'RAWTEXT',
  iframe: 'RAWTEXT',
  noembed: 'RAWTEXT',
  noframes: 'RAWTEXT',
  noscript: 'RAWTEXT',
  xmp: 'RAWTEXT',
  plaintext: 'PLAINTEXT',
}

/** A character reference in HTML text, as the HTML parser reads one (the `;` required). */
const CHARACTER_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,8}|[A-Za-z][A-Za-z0-9]{0,39});/g

/** The attributes that stay on a raw HTML tag: where it points, like a Markdown destination. */
const KEPT_ATTRIBUTES = new Set(['href', 'src'])

/** An element being dropped, from the offset of its start tag. */
interface Dropping {
  name: string
  start: number
  depth: number
}

/** What the reading carries from one raw HTML node to the next. */
interface Carried {
  edits: Edit[]
  /** Spans removed across nodes (the Markdown between them is hidden too). */
  hidden: Span[]
  dropping: Dropping | undefined
  /** A comment, or a tag in a quoted attribute value, still open at the end of the last node. */
  open: { start: number; prefix: string } | undefined
}

/** One node being read, as the tokenizer's handlers see it. */
interface NodeReading {
  carried: Carried
  /** Whatever is still open goes on here: the node's text is read as if it followed its start. */
  prefix: string
  value: string
  /** Where an index into `prefix + value` stands in the source. */
  at: (index: number, isEnd: boolean) => number
  /** Where the last token ended, and the last token that is not text. */
  lastEnd: number
  markupEnd: number
  eofInComment: boolean
  eofInTag: boolean
}

/**
 * Edits to the raw HTML, read as an HTML parser reads what GitHub renders: the nodes in order,
 * with state carried from one to the next (a comment left open in one HTML block hides all up to
 * the `-->` of a later one, as does an element dropped with its content up to its end tag).
 * Comments, doctypes and processing instructions go; a tag keeps only `href` and `src`; an
 * element of `DROPPED_WITH_CONTENT` goes with all that stands up to its end tag. Returns the
 * spans removed across nodes, where Markdown between them is hidden too.
 */
export function rawHtmlEdits(nodes: Segment[][], end: number, edits: Edit[]): Span[] {
  const carried: Carried = { edits, hidden: [], dropping: undefined, open: undefined }
  for (const segments of nodes) readNode(carried, segments)
  // Whatever is still open at the end hides the rest of the text.
  const { dropping, open } = carried
  if (dropping !== undefined)
    carried.open = { start: Math.min(open?.start ?? end, dropping.start), prefix: '' }
  if (carried.open !== undefined) close(carried, end)
  return carried.hidden
}

/** Removes from where `open` started up to `end`: the Markdown between is inside it too. */
function close(carried: Carried, end: number): void {
  const span = { start: carried.open?.start ?? end, end }
  carried.edits.push({ ...span, text: '' })
  carried.hidden.push(span)
  carried.open = undefined
}

/** One raw HTML node, read by parse5's tokenizer in the state the nodes before left. */
function readNode(carried: Carried, segments: Segment[]): void {
  const { ErrorCodes, Tokenizer, TokenizerMode } = loaded()
  const prefix = carried.open?.prefix ?? ''
  const offset = sourceOffsets(segments)
  const node: NodeReading = {
    carried,
    prefix,
    value: segments.map((segment) => segment.text).join(''),
    at: (index, isEnd) => offset(index - prefix.length, isEnd),
    lastEnd: 0,
    markupEnd: 0,
    eofInComment: false,
    eofInTag: false,
  }
  const afterText = (token: Html.CharacterToken): void => {
    node.lastEnd = token.location?.endOffset ?? node.lastEnd
  }
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onComment: (token) => comment(node, token),
      onDoctype: (token) => doctype(node, token),
      onStartTag: (token) => startTag(node, token, tokenizer),
      onEndTag: (token) => endTag(node, token),
      onCharacter: afterText,
      onNullCharacter: afterText,
      onWhitespaceCharacter: afterText,
      // A cut-off tag is found once the node is read (below).
      onEof() {},
      onParseError(error) {
        if (error.code === ErrorCodes.eofInComment) node.eofInComment = true
        if (error.code === ErrorCodes.eofInTag) node.eofInTag = true
      },
    },
  )
  const { dropping } = carried
  const mode = dropping === undefined ? undefined : RAW_TEXT[dropping.name]
  if (dropping !== undefined && mode !== undefined) {
    tokenizer.state = TokenizerMode[mode]
    tokenizer.lastStartTagName = dropping.name
  }
  const text = prefix + node.value
  tokenizer.write(text, true)
  textUpTo(node, node.eofInTag ? node.lastEnd : text.length)
  if (node.eofInTag && carried.dropping === undefined && carried.open === undefined) {
    // A tag cut off at the node's end. Unquoted, the next rendered block's own tag ends it
    // (GitHub's HTML reads `<div` then `<p>text</p>` as one tag, then the text): only what
    // stands here goes. In a quoted value, all up to the next quote in raw HTML is hidden.
    const quote = unclosedQuote(Tokenizer, text.slice(node.lastEnd))
    const start = node.at(node.lastEnd, false)
    if (quote === undefined)
      carried.edits.push({ start, end: node.at(text.length, true), text: '' })
    else carried.open = { start, prefix: `<x a=${quote}` }
  }
}

/**
 * The text from the last markup up to `start`: its character references to invisible
 * characters go (`&#8203;`), as in Markdown. A character token's location starts after a
 * reference it begins with, so the source between markup is read instead.
 */
function textUpTo(node: NodeReading, start: number): void {
  const { carried, at } = node
  if (carried.dropping !== undefined || carried.open !== undefined) return
  const run = (node.prefix + node.value).slice(node.markupEnd, start)
  for (const match of run.matchAll(CHARACTER_REFERENCE)) {
    if (!isInvisibleReference(match[0])) continue
    const from = node.markupEnd + match.index
    carried.edits.push({ start: at(from, false), end: at(from + match[0].length, true), text: '' })
  }
}

/** A token that is not text: the text before it is read, and it is the last markup. */
function markup(node: NodeReading, startOffset: number, endOffset: number): void {
  textUpTo(node, startOffset)
  node.lastEnd = node.markupEnd = endOffset
}

/** A comment goes; one left open hides all up to the `-->` of a later node. */
function comment(node: NodeReading, token: Html.CommentToken): void {
  const { carried, at } = node
  const { startOffset, endOffset } = token.location ?? { startOffset: 0, endOffset: 0 }
  markup(node, startOffset, endOffset)
  if (node.eofInComment) {
    carried.open ??= { start: at(startOffset, false), prefix: '<!--x' }
    return
  }
  if (carried.open !== undefined) close(carried, at(endOffset, true))
  else if (carried.dropping === undefined)
    carried.edits.push({ start: at(startOffset, false), end: at(endOffset, true), text: '' })
}

/** A doctype (or processing instruction) goes. */
function doctype(node: NodeReading, token: Html.DoctypeToken): void {
  const { startOffset, endOffset } = token.location ?? { startOffset: 0, endOffset: 0 }
  markup(node, startOffset, endOffset)
  if (node.carried.dropping === undefined)
    node.carried.edits.push({
      start: node.at(startOffset, false),
      end: node.at(endOffset, true),
      text: '',
    })
}

/**
 * A start tag: it ends a tag left open in a quoted value, nests in an element being dropped,
 * starts dropping one of DROPPED_WITH_CONTENT, or keeps only its `href` and `src`.
 */
function startTag(node: NodeReading, token: Html.TagToken, tokenizer: Tokenizer): void {
  const { carried, at } = node
  const location = token.location
  if (location === null) return
  markup(node, location.startOffset, location.endOffset)
  const name = token.tagName
  if (carried.open !== undefined) {
    // The tag that `open` began, ended by a quote in this node.
    close(carried, at(location.endOffset, true))
    return
  }
  if (carried.dropping !== undefined) {
    if (name === carried.dropping.name && !token.selfClosing) carried.dropping.depth += 1
    return
  }
  const start = at(location.startOffset, false)
  const tagEnd = at(location.endOffset, true)
  if (DROPPED_WITH_CONTENT.has(name)) {
    // Self-closing counts only in SVG and MathML; `<script/>` opens a script.
    if (token.selfClosing && (name === 'svg' || name === 'math')) {
      carried.edits.push({ start, end: tagEnd, text: '' })
      return
    }
    carried.dropping = { name, start, depth: 0 }
  }
  const mode = RAW_TEXT[name]
  if (mode !== undefined) tokenizer.state = loaded().TokenizerMode[mode]
  if (carried.dropping !== undefined) return
  if (token.attrs.every((attribute) => KEPT_ATTRIBUTES.has(attribute.name))) return
  carried.edits.push({ start, end: tagEnd, text: keptAttributesOnly(node, token, location) })
}

/** The start tag as written, less every attribute but `href` and `src`. */
function keptAttributesOnly(
  node: NodeReading,
  token: Html.TagToken,
  location: NonNullable<Html.TagToken['location']>,
): string {
  const { prefix, value } = node
  const raw = value.slice(location.startOffset + 1 - prefix.length)
  const kept = token.attrs
    .filter((attribute) => KEPT_ATTRIBUTES.has(attribute.name))
    .map((attribute) => {
      const where = location.attrs?.[attribute.name]
      return where === undefined
        ? ''
        : ` ${value.slice(where.startOffset - prefix.length, where.endOffset - prefix.length)}`
    })
  return `<${raw.slice(0, token.tagName.length)}${kept.join('')}${token.selfClosing ? ' /' : ''}>`
}

/** An end tag: it ends an element being dropped (and all it held), or loses its attributes. */
function endTag(node: NodeReading, token: Html.TagToken): void {
  const { carried, at } = node
  const location = token.location
  if (location === null) return
  markup(node, location.startOffset, location.endOffset)
  const tagEnd = at(location.endOffset, true)
  const { dropping } = carried
  if (dropping !== undefined) {
    if (token.tagName !== dropping.name) return
    if (dropping.depth > 0) {
      dropping.depth -= 1
      return
    }
    const span = { start: dropping.start, end: tagEnd }
    carried.edits.push({ ...span, text: '' })
    carried.hidden.push(span)
    carried.dropping = undefined
    return
  }
  if (token.attrs.length > 0) {
    const raw = node.value.slice(location.startOffset + 2 - node.prefix.length)
    const start = at(location.startOffset, false)
    carried.edits.push({ start, end: tagEnd, text: `</${raw.slice(0, token.tagName.length)}>` })
  }
}

/** The quote a cut-off tag (`<div title="a`) is inside, if any: it would end the tag otherwise. */
function unclosedQuote(
  Tokenizer: (typeof Parsers)['Tokenizer'],
  tag: string,
): '"' | "'" | undefined {
  for (const quote of ['', '"', "'"] as const) {
    let ended = false
    const ignore = (): void => {}
    new Tokenizer(
      {},
      {
        onStartTag: () => (ended = true),
        onEndTag: () => (ended = true),
        onComment: ignore,
        onDoctype: ignore,
        onEof: ignore,
        onCharacter: ignore,
        onNullCharacter: ignore,
        onWhitespaceCharacter: ignore,
      },
    ).write(`${tag}${quote}>`, true)
    if (ended) return quote === '' ? undefined : quote
  }
  return undefined
}

/**
 * Where each index into an HTML node's text stands in the source (the node's text leaves out
 * the container prefixes, `> ` and list indents, of its lines). `isEnd` picks the earlier of two
 * equal places, the end of one segment rather than the start of the next.
 */
function sourceOffsets(segments: Segment[]): (index: number, isEnd: boolean) => number {
  const starts: number[] = []
  let length = 0
  for (const segment of segments) {
    starts.push(length)
    length += segment.text.length
  }
  return (index, isEnd) => {
    // The last segment that starts before the index (at it, for a start): a binary search, as
    // an HTML block can have thousands of lines and each of its tags asks.
    let low = 0
    let high = segments.length - 1
    let found = 0
    while (low <= high) {
      const middle = (low + high) >> 1
      const start = starts[middle] ?? 0
      if (isEnd ? start < index : start <= index) {
        found = middle
        low = middle + 1
      } else high = middle - 1
    }
    const segment = segments[found]
    if (segment === undefined) return 0
    // A tab split by a container prefix is text of another length than its source: count from
    // the segment's end, which lines up.
    const before = Math.max(0, index - (starts[found] ?? 0))
    const fromEnd = segment.end - (segment.text.length - before)
    return Math.min(segment.end, Math.max(segment.start, fromEnd))
  }
}
