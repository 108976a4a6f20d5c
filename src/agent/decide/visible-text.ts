/**
 * Text from GitHub (issue bodies, pull request descriptions, comments) as its reader sees it.
 * Anyone can write an issue, so the agent takes that text as data: what GitHub's rendered page
 * does not show is removed, and what it shows stays word for word. The text stays Markdown: the
 * source is parsed (micromark with GFM, parse5 for raw HTML) and only the hidden spans are cut
 * out of it, by their positions, so that code, tables, links and the rest keep their bytes.
 *
 * The parsers are loaded on demand, by `loadVisibleText()`, when a text first needs them (one
 * with a `<`, `[` or `&`; see ParsersNotLoaded). Why: they are 800 KiB of the bundle, and compiled
 * at start-up they made the agent start about 17 ms (30%) later, on every event, a dispatch with
 * no text included; loaded before deciding, they delayed a plain comment's first request (the
 * commenter's role) by about 14 ms. In the bundle, ./markdown-parsers.ts is a chunk of its own
 * (as undici is: ../../shared/http/undici-on-demand.ts); `visibleText` stays synchronous, for
 * the pure `decide`.
 */
import type { CompileContext, Token } from 'mdast-util-from-markdown'
import type { Token as Html, Tokenizer } from 'parse5'
import type * as Parsers from './markdown-parsers.js'
import type { Nodes, Root } from 'mdast'

/**
 * Characters no reader sees, wherever they stand (code included): format characters (zero-width,
 * soft hyphen, bidi embeddings, overrides, isolates and marks, tags), control characters but the
 * line endings and tab, fillers that draw nothing, and variation selectors beyond the first (a
 * run of them carries data; one after a character picks its glyph). The prepended concatenation
 * marks are format characters that draw a sign, so they stay.
 */
const INVISIBLE =
  /(?![\t\n\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]|[\u{E0100}-\u{E01EF}\u034F]|(?<=[\uFE00-\uFE0F])[\uFE00-\uFE0F]+/gu

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
 * Cutting a span out can join its two sides into a new construct (`<!-<!-- a -->- b -->` leaves
 * `<!-- b -->`, which GitHub showed as text), so the result is read again until nothing changes:
 * a second reading then finds nothing more. A crafted nesting deeper than this keeps a remnant,
 * which is text GitHub shows; the bound keeps each level from costing a whole parse.
 */
const MAX_PASSES = 8

interface Span {
  start: number
  end: number
}

/** A change to the source: the span replaced by `text` ('' to remove it). */
interface Edit extends Span {
  text: string
}

/** One piece of a raw HTML node: its text and where that text stands in the source. */
interface Segment extends Span {
  text: string
}

/** A link or image being read: the parts of it whose positions the edits need. */
interface Resource {
  type: 'link' | 'image'
  end: number
  labelText?: Span
  reference?: Span & { labelled: boolean }
  resource: boolean
  destinationEnd?: number
  title?: Span
}

/** A definition being read. */
interface Definition extends Span {
  destinationEnd?: number
  title?: Span
}

/** The markdown's tokens that the edits need, gathered while mdast is built. */
interface Tokens {
  html: Segment[][]
  edits: Edit[]
  definitions: Map<number, Definition>
}

let parsers: typeof Parsers | undefined

/** Loads the parsers `visibleText` needs; a run awaits it before reading text from GitHub. */
export async function loadVisibleText(): Promise<void> {
  parsers ??= await import('./markdown-parsers.js')
}

/**
 * Thrown by `visibleText` for a text that needs parsing before `loadVisibleText()` was awaited:
 * makePlan then loads the parsers and decides again (decide is pure, so that costs nothing).
 */
export class ParsersNotLoaded extends Error {
  override name = 'ParsersNotLoaded'
  constructor() {
    super('visibleText was called before its parsers were loaded: await loadVisibleText() first.')
  }
}

function loaded(): typeof Parsers {
  if (parsers === undefined) throw new ParsersNotLoaded()
  return parsers
}

/**
 * Removes what GitHub's rendering of this Markdown does not show; keeps the rest as written.
 * A text that needs parsing throws ParsersNotLoaded until `loadVisibleText()` has been awaited.
 */
export function visibleText(markdown: string): string {
  let text = markdown.replace(INVISIBLE, '')
  // Each edit starts at a `<` (HTML), a `[` (links, images, definitions, footnotes) or a `&`
  // (a character reference): text without them, most comments, needs no parsing (a first parse
  // costs a comment's run about 6 ms before its first request).
  if (!/[<[&]/.test(text)) return text
  loaded()
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = onePass(text)
    if (next === text) break
    text = next
  }
  return text
}

/** The Markdown's tree as GitHub reads it (GFM), with positions; throws ParsersNotLoaded. */
export function markdownTree(markdown: string): Root {
  const { fromMarkdown, gfm, gfmFromMarkdown } = loaded()
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}

function onePass(source: string): string {
  const { fromMarkdown, gfm, gfmFromMarkdown } = loaded()
  const tokens: Tokens = { html: [], edits: [], definitions: new Map() }
  const tree = fromMarkdown(source, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown(), listeners(source, tokens)],
  })
  const edits = [...tokens.edits]
  const hidden = rawHtmlEdits(tokens.html, source.length, edits)
  edits.push(...unusedDefinitions(tree, tokens.definitions, hidden))
  return apply(source, edits)
}

/**
 * Listeners that see every token (mdast keeps no position for an image's label or a title):
 * they note raw HTML's pieces, and edit images, links, definitions and character references.
 */
function listeners(source: string, tokens: Tokens) {
  const open: Resource[] = []
  let html: Segment[] | undefined
  let definition: Definition | undefined
  const span = (token: Token): Span => ({ start: token.start.offset, end: token.end.offset })

  function beforeEnter(this: CompileContext, token: Token): undefined {
    switch (token.type) {
      case 'htmlFlow':
      case 'htmlText':
        html = []
        break
      case 'link':
      case 'image':
        open.push({ type: token.type, end: token.end.offset, resource: false })
        break
      case 'definition':
        definition = span(token)
        break
      case 'reference': {
        // Before its label string is read, which tells a full reference from a collapsed one.
        const current = open.at(-1)
        if (current !== undefined) current.reference = { ...span(token), labelled: false }
        break
      }
    }
  }

  function afterExit(this: CompileContext, token: Token): undefined {
    const current = open.at(-1)
    switch (token.type) {
      case 'htmlFlowData':
      case 'htmlTextData':
        html?.push({ ...span(token), text: this.sliceSerialize(token) })
        break
      case 'lineEnding':
        // Its token may reach over the next line's container prefix; the text is the ending.
        if (html !== undefined) {
          const text = this.sliceSerialize(token)
          const start = token.start.offset
          html.push({ start, end: start + text.length, text })
        }
        break
      case 'htmlFlow':
      case 'htmlText':
        if (html !== undefined) tokens.html.push(html)
        html = undefined
        break
      case 'labelText':
        if (current !== undefined) current.labelText = span(token)
        break
      case 'referenceString':
        if (current?.reference !== undefined) current.reference.labelled = true
        break
      case 'resource':
        if (current !== undefined) current.resource = true
        break
      case 'resourceDestination':
        if (current !== undefined) current.destinationEnd = token.end.offset
        break
      case 'resourceTitle':
        if (current !== undefined) current.title = span(token)
        break
      case 'link':
      case 'image':
        open.pop()
        if (current !== undefined) tokens.edits.push(...resourceEdits(source, current))
        break
      case 'definitionDestination':
        if (definition !== undefined) definition.destinationEnd = token.end.offset
        break
      case 'definitionTitle':
        if (definition !== undefined) definition.title = span(token)
        break
      case 'definition':
        if (definition !== undefined) tokens.definitions.set(definition.start, definition)
        definition = undefined
        break
      case 'characterReference':
        if (isInvisibleReference(this.sliceSerialize(token)))
          tokens.edits.push({ ...span(token), text: '' })
        break
    }
  }

  return { beforeEnter, afterExit }
}

/** The title of a link, image or definition goes, with the space before it. */
function titleEdit(title: Span | undefined, destinationEnd: number | undefined): Edit[] {
  if (title === undefined) return []
  return [{ start: destinationEnd ?? title.start, end: title.end, text: '' }]
}

/**
 * An image's alt text goes; the image stays. A collapsed or shortcut reference
 * (`![alt][]`, `![alt]`) names its definition with the alt text, so it becomes a full one
 * (`![][alt]`) that still finds it.
 */
function resourceEdits(source: string, read: Resource): Edit[] {
  const edits = titleEdit(read.title, read.destinationEnd)
  if (read.type === 'link' || read.labelText === undefined) return edits
  const { start, end } = read.labelText
  edits.push({ start, end, text: '' })
  if (read.resource || read.reference?.labelled === true) return edits
  const label = `[${source.slice(start, end)}]`
  if (read.reference === undefined) edits.push({ start: read.end, end: read.end, text: label })
  else edits.push({ ...read.reference, text: label })
  return edits
}

/** A character reference (`&#8203;`, `&shy;`) that stands for an invisible character. */
function isInvisibleReference(reference: string): boolean {
  const body = reference.slice(1, -1)
  let value: string | false
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X'
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    // As micromark decodes it: controls, surrogates and what is past Unicode show U+FFFD.
    const replaced =
      code < 9 ||
      code === 11 ||
      (code > 13 && code < 32) ||
      (code > 126 && code < 160) ||
      (code >= 0xd800 && code <= 0xdfff) ||
      code > 0x10ffff
    value = replaced ? '\uFFFD' : String.fromCodePoint(code)
  } else {
    value = loaded().decodeNamedCharacterReference(body)
  }
  return value !== false && value !== '' && value.replace(INVISIBLE, '') === ''
}

/**
 * Edits to the raw HTML, read as an HTML parser reads what GitHub renders: the nodes in order,
 * with state carried from one to the next (a comment left open in one HTML block hides all up to
 * the `-->` of a later one, as does an element dropped with its content up to its end tag).
 * Comments, doctypes and processing instructions go; a tag keeps only `href` and `src`; an
 * element of `DROPPED_WITH_CONTENT` goes with all that stands up to its end tag. Returns the
 * spans removed across nodes, where Markdown between them is hidden too.
 */
function rawHtmlEdits(nodes: Segment[][], end: number, edits: Edit[]): Span[] {
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

/**
 * Definitions that render nothing: a link definition no reference uses (`[//]: # (note)`), a
 * footnote no reference calls, and a repeated one (the first of a label wins). References in
 * hidden spans do not count. A used link definition stays, less its title.
 */
function unusedDefinitions(
  tree: Nodes,
  definitions: Map<number, Definition>,
  hidden: Span[],
): Edit[] {
  // Whether a node starts in a hidden span: the last span starting at or before it, by binary
  // search (a text can hide thousands), against the furthest end of the spans up to it.
  const spans = hidden.toSorted((a, b) => a.start - b.start)
  const reach: number[] = []
  for (const span of spans) reach.push(Math.max(span.end, reach.at(-1) ?? 0))
  const isHidden = (node: Nodes): boolean => {
    const start = node.position?.start.offset ?? 0
    let low = 0
    let high = spans.length - 1
    let found = -1
    while (low <= high) {
      const middle = (low + high) >> 1
      if ((spans[middle]?.start ?? 0) <= start) {
        found = middle
        low = middle + 1
      } else high = middle - 1
    }
    return found >= 0 && start < (reach[found] ?? 0)
  }
  const used = new Set<string>()
  const defined: Nodes[] = []
  const visit = (node: Nodes): void => {
    if (isHidden(node)) return
    switch (node.type) {
      case 'linkReference':
      case 'imageReference':
        used.add(`link:${node.identifier}`)
        break
      case 'footnoteReference':
        used.add(`footnote:${node.identifier}`)
        break
      case 'definition':
      case 'footnoteDefinition':
        defined.push(node)
        break
    }
    if ('children' in node) for (const child of node.children) visit(child)
  }
  visit(tree)

  const edits: Edit[] = []
  const seen = new Set<string>()
  for (const node of defined) {
    if (node.type !== 'definition' && node.type !== 'footnoteDefinition') continue
    const key = `${node.type === 'definition' ? 'link' : 'footnote'}:${node.identifier}`
    const start = node.position?.start.offset ?? 0
    const end = node.position?.end.offset ?? 0
    if (used.has(key) && !seen.has(key)) {
      seen.add(key)
      const definition = definitions.get(start)
      edits.push(...titleEdit(definition?.title, definition?.destinationEnd))
    } else {
      edits.push({ start, end, text: '' })
    }
  }
  return edits
}

/**
 * The source with the edits made. Edits within a removed span are dropped with it; one that
 * reaches past a removed span's end removes up to its own end (hiding more, never less). At one
 * offset, an insertion (a shortcut image's label) comes first, then the longest span.
 */
function apply(source: string, edits: Edit[]): string {
  const isInsertion = (edit: Edit): number => (edit.start === edit.end ? 0 : 1)
  const sorted = edits.toSorted(
    (a, b) => a.start - b.start || isInsertion(a) - isInsertion(b) || b.end - a.end,
  )
  let out = ''
  let cursor = 0
  for (const edit of sorted) {
    if (edit.start < cursor) {
      if (edit.end > cursor) cursor = edit.end
      continue
    }
    out += source.slice(cursor, edit.start) + edit.text
    cursor = Math.max(cursor, edit.end)
  }
  return out + source.slice(cursor)
}

/**
 * Credentials in the formats their issuers give them: GitHub's tokens (personal `ghp_`, OAuth
 * `gho_`, app installation `ghs_`, app user `ghu_`, refresh `ghr_`: 36 letters and digits; and
 * fine-grained `github_pat_`: letters, digits and underscores) and the service's admin API keys
 * (`mint_`). Each alternative is a literal prefix and one greedy character class, so a match
 * never backtracks and the scan is linear in the text's length. The minimum lengths keep `ghp`,
 * `ghp_config` and `github_pattern` in prose.
 */
const CREDENTIAL =
  /gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|mint_[A-Za-z0-9_-]{16,}/g

/** Words in snake case (`mint_config_file_name`) are no key: a key has a digit or no separator. */
const WORDS_ONLY = /^mint_(?=.*[_-])[^0-9]*$/

/**
 * Code or a name as a reader of a diff should be shown it: each invisible character written as
 * `<U+202E>`, so that the agent sees a Trojan-source trick instead of being fooled by it.
 */
export function markInvisible(text: string): string {
  return text.replace(INVISIBLE, (found) =>
    Array.from(
      found,
      (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
    ).join(''),
  )
}

export const REDACTED_CREDENTIAL = '[redacted credential]'

/** The text with every credential in a known format replaced by `[redacted credential]`. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL, (match) => (WORDS_ONLY.test(match) ? match : REDACTED_CREDENTIAL))
}
