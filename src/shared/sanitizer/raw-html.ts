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

/**
 * Edits to the raw HTML, read as an HTML parser reads what GitHub renders: the nodes in order,
 * with state carried from one to the next (a comment left open in one HTML block hides all up to
 * the `-->` of a later one, as does an element dropped with its content up to its end tag).
 * Comments, doctypes and processing instructions go; a tag keeps only `href` and `src`; an
 * element of `DROPPED_WITH_CONTENT` goes with all that stands up to its end tag. Returns the
 * spans removed across nodes, where Markdown between them is hidden too.
 */
export function rawHtmlEdits(nodes: Segment[][], end: number, edits: Edit[]): Span[] {
  const { ErrorCodes, Tokenizer, TokenizerMode } = loaded()
  const hidden: Span[] = []
  /** An element being dropped, from the offset of its start tag. */
  let dropping: { name: string; start: number; depth: number } | undefined
  /** A comment, or a tag in a quoted attribute value, still open at the end of the last node. */
  let open: { start: number; prefix: string } | undefined
  /** Removes from where `open` started up to `end`: the Markdown between is inside it too. */
  const close = (end: number): void => {
    const span = { start: open?.start ?? end, end }
    edits.push({ ...span, text: '' })
    hidden.push(span)
    open = undefined
  }

  for (const segments of nodes) {
    const value = segments.map((segment) => segment.text).join('')
    // Whatever is still open goes on here: the text is read as if it followed its start.
    const prefix = open?.prefix ?? ''
    const offset = sourceOffsets(segments)
    const at = (index: number, isEnd: boolean): number => offset(index - prefix.length, isEnd)
    /** Where the last token ended, and the last token that is not text. */
    let lastEnd = 0
    let markupEnd = 0
    /**
     * The text from the last markup up to `start`: its character references to invisible
     * characters go (`&#8203;`), as in Markdown. A character token's location starts after a
     * reference it begins with, so the source between markup is read instead.
     */
    const textUpTo = (start: number): void => {
      if (dropping === undefined && open === undefined) {
        const run = (prefix + value).slice(markupEnd, start)
        for (const match of run.matchAll(CHARACTER_REFERENCE)) {
          if (!isInvisibleReference(match[0])) continue
          const from = markupEnd + match.index
          edits.push({ start: at(from, false), end: at(from + match[0].length, true), text: '' })
        }
      }
    }
    let eofInComment = false
    let eofInTag = false
    const tokenizer: Tokenizer = new Tokenizer(
      { sourceCodeLocationInfo: true },
      {
        onComment(token: Html.CommentToken) {
          const { startOffset, endOffset } = token.location ?? { startOffset: 0, endOffset: 0 }
          textUpTo(startOffset)
          lastEnd = markupEnd = endOffset
          if (eofInComment) {
            open ??= { start: at(startOffset, false), prefix: '<!--x' }
            return
          }
          if (open !== undefined) close(at(endOffset, true))
          else if (dropping === undefined)
            edits.push({ start: at(startOffset, false), end: at(endOffset, true), text: '' })
        },
        onDoctype(token: Html.DoctypeToken) {
          const { startOffset, endOffset } = token.location ?? { startOffset: 0, endOffset: 0 }
          textUpTo(startOffset)
          lastEnd = markupEnd = endOffset
          if (dropping === undefined)
            edits.push({ start: at(startOffset, false), end: at(endOffset, true), text: '' })
        },
        onStartTag(token: Html.TagToken) {
          const location = token.location
          if (location === null) return
          textUpTo(location.startOffset)
          lastEnd = markupEnd = location.endOffset
          const name = token.tagName
          if (open !== undefined) {
            // The tag that `open` began, ended by a quote in this node.
            close(at(location.endOffset, true))
            return
          }
          if (dropping !== undefined) {
            if (name === dropping.name && !token.selfClosing) dropping.depth += 1
            return
          }
          const start = at(location.startOffset, false)
          const tagEnd = at(location.endOffset, true)
          if (DROPPED_WITH_CONTENT.has(name)) {
            // Self-closing counts only in SVG and MathML; `<script/>` opens a script.
            if (token.selfClosing && (name === 'svg' || name === 'math')) {
              edits.push({ start, end: tagEnd, text: '' })
              return
            }
            dropping = { name, start, depth: 0 }
          }
          const mode = RAW_TEXT[name]
          if (mode !== undefined) tokenizer.state = TokenizerMode[mode]
          if (dropping !== undefined) return
          if (token.attrs.every((attribute) => KEPT_ATTRIBUTES.has(attribute.name))) return
          const raw = value.slice(location.startOffset + 1 - prefix.length)
          const kept = token.attrs
            .filter((attribute) => KEPT_ATTRIBUTES.has(attribute.name))
            .map((attribute) => {
              const where = location.attrs?.[attribute.name]
              return where === undefined
                ? ''
                : ` ${value.slice(where.startOffset - prefix.length, where.endOffset - prefix.length)}`
            })
          const rebuilt = `<${raw.slice(0, name.length)}${kept.join('')}${token.selfClosing ? ' /' : ''}>`
          edits.push({ start, end: tagEnd, text: rebuilt })
        },
        onEndTag(token: Html.TagToken) {
          const location = token.location
          if (location === null) return
          textUpTo(location.startOffset)
          lastEnd = markupEnd = location.endOffset
          const tagEnd = at(location.endOffset, true)
          if (dropping !== undefined) {
            if (token.tagName !== dropping.name) return
            if (dropping.depth > 0) {
              dropping.depth -= 1
              return
            }
            const span = { start: dropping.start, end: tagEnd }
            edits.push({ ...span, text: '' })
            hidden.push(span)
            dropping = undefined
            return
          }
          if (token.attrs.length > 0) {
            const raw = value.slice(location.startOffset + 2 - prefix.length)
            const start = at(location.startOffset, false)
            edits.push({ start, end: tagEnd, text: `</${raw.slice(0, token.tagName.length)}>` })
          }
        },
        onCharacter(token: Html.CharacterToken) {
          lastEnd = token.location?.endOffset ?? lastEnd
        },
        onNullCharacter(token: Html.CharacterToken) {
          lastEnd = token.location?.endOffset ?? lastEnd
        },
        onWhitespaceCharacter(token: Html.CharacterToken) {
          lastEnd = token.location?.endOffset ?? lastEnd
        },
        // A cut-off tag is found once the node is read (below).
        onEof() {},
        onParseError(error) {
          if (error.code === ErrorCodes.eofInComment) eofInComment = true
          if (error.code === ErrorCodes.eofInTag) eofInTag = true
        },
      },
    )
    if (dropping !== undefined) {
      const mode = RAW_TEXT[dropping.name]
      if (mode !== undefined) {
        tokenizer.state = TokenizerMode[mode]
        tokenizer.lastStartTagName = dropping.name
      }
    }
    tokenizer.write(prefix + value, true)
    textUpTo(eofInTag ? lastEnd : prefix.length + value.length)
    if (eofInTag && dropping === undefined && open === undefined) {
      // A tag cut off at the node's end. Unquoted, the next rendered block's own tag ends it
      // (GitHub's HTML reads `<div` then `<p>text</p>` as one tag, then the text): only what
      // stands here goes. In a quoted value, all up to the next quote in raw HTML is hidden.
      const quote = unclosedQuote(Tokenizer, (prefix + value).slice(lastEnd))
      const start = at(lastEnd, false)
      if (quote === undefined)
        edits.push({ start, end: at(prefix.length + value.length, true), text: '' })
      else open = { start, prefix: `<x a=${quote}` }
    }
  }

  // Whatever is still open at the end hides the rest of the text.
  if (dropping !== undefined) {
    open = { start: Math.min(open?.start ?? end, dropping.start), prefix: '' }
  }
  if (open !== undefined) close(end)
  return hidden
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
