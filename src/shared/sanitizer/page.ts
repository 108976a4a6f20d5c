/**
 * GitHub's page as a reader sees it: the HTML cmark-gfm rendered, parsed as a browser parses it
 * (parse5, the HTML standard's tree construction), and marked character by character:
 * - SHOWN: text a reader sees;
 * - KEPT: markup the sanitizer keeps of raw HTML: the tags of a shown element that HTML knows,
 *   less every attribute but `href` and `src` (where it points, like a Markdown destination) of
 *   a scheme GitHub keeps (schemeShown);
 * - QUOTED, beside SHOWN: text inside a quote or code (`<blockquote>`, `<q>`, `<pre>`, `<code>`,
 *   `<kbd>`, `<samp>`, `<tt>`, `<var>`), which addresses no one;
 * - 0: the rest: comments, doctypes, other attributes' names and values, and everything inside
 *   `<template>`, `<noscript>`, `<svg>` and `<math>`, whose handling by GitHub's sanitizer is
 *   not published (hide rather than show; docs/security.md).
 * GitHub shows a body inside a `<div>`: the page is parsed as that element's content.
 */
import { htmlTagNames } from 'html-tag-names'
import {
  defaultTreeAdapter,
  html as spec,
  parseFragment,
  Tokenizer,
  TokenizerMode,
  type DefaultTreeAdapterMap,
  type Token,
} from 'parse5'
import { sourceOf } from './source-map.js'

export const SHOWN = 1
export const KEPT = 2
/** A bit beside SHOWN: text a reader sees as quoted or as code (where no request is made). */
export const QUOTED = 4

/** Elements whose text is quoted or code: a phrase in it is shown, not said. */
const QUOTING = new Set(['blockquote', 'q', 'pre', 'code', 'kbd', 'samp', 'tt', 'var'])

/** Elements whose content is hidden with them (the page says why). */
const HIDING = new Set(['template', 'noscript', 'svg', 'math'])

/** The attributes that stay on a raw HTML tag. */
/** The attributes that stay, on the elements GitHub's sanitizer keeps them on. */
const KEPT_ATTRIBUTES: Record<string, 'href' | 'src'> = { a: 'href', img: 'src' }

/**
 * The schemes GitHub's sanitizer keeps a link's target or an image's source for (html-pipeline's
 * allowlist); a target of any other (`javascript:`, `data:`) is removed, and no reader sees it.
 * A target without a scheme (relative) is kept.
 */
const SHOWN_SCHEMES: Record<string, string[]> = {
  href: ['http', 'https', 'mailto', 'github-windows', 'github-mac', 'x-github-client'],
  src: ['http', 'https'],
}

/** Whether GitHub keeps this value of `href` (a link) or `src` (an image). */
export function schemeShown(attribute: 'href' | 'src', value: string): boolean {
  const scheme = /^\s*([^/#?]*?)(?::|&#0*58|&#x0*3a)/i.exec(value)?.[1]
  return scheme === undefined || SHOWN_SCHEMES[attribute]?.includes(scheme.toLowerCase()) === true
}

let known: Set<string> | undefined

/** HTML's element names (the html-tag-names package, obsolete ones included). */
function knownTags(): Set<string> {
  known ??= new Set(htmlTagNames)
  return known
}

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** The marks of each UTF-16 index of the page's HTML (SHOWN, KEPT or 0). */
export function pageMarks(html: string): Uint8Array {
  const marks = new Uint8Array(html.length + 1)
  const context = defaultTreeAdapter.createElement('div', spec.NS.HTML, [])
  const root = parseFragment(context, html, { sourceCodeLocationInfo: true })
  const shown: [Element, boolean][] = []
  walk(root, marks, shown)
  // parse5 joins text on either side of a token it ignores (a doctype, a stray tag) or moves
  // (foster parenting) into one node, whose location then covers that token too: markup is
  // never text. Only then (a `<` in text shown) is the HTML tokenized again to find it.
  if (shownLessThan(html, marks)) for (const [start, end] of markup(html)) marks.fill(0, start, end)
  for (const [element, quoting] of shown) markTags(html, element, marks, quoting)
  return marks
}

/** Whether a `<` is marked as text shown: in the page's HTML, text writes it `&lt;`. */
function shownLessThan(html: string, marks: Uint8Array): boolean {
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1))
    if ((marks[at] ?? 0) & SHOWN) return true
  return false
}

/** Where a node stands: inside an element hidden with its content, or a quote or code. */
interface Within {
  hiding: boolean
  quoting: boolean
}

/**
 * Text shown is marked; shown elements are gathered, for their tags. With a stack of its own,
 * not by recursion: a page can nest thousands of elements deep (`<div>` twenty thousand times).
 */
function walk(root: Node, marks: Uint8Array, shown: [Element, boolean][]): void {
  const stack: [Node, Within][] = [[root, { hiding: false, quoting: false }]]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [node, within] = next
    if (node.nodeName === '#text') {
      const location = (node as DefaultTreeAdapterMap['textNode']).sourceCodeLocation
      const mark = SHOWN | (within.quoting ? QUOTED : 0)
      if (!within.hiding && location) marks.fill(mark, location.startOffset, location.endOffset)
      continue
    }
    let inside = within
    if ('tagName' in node) {
      inside = {
        hiding: within.hiding || HIDING.has(node.tagName),
        quoting: within.quoting || QUOTING.has(node.tagName),
      }
      // Only an element HTML knows keeps its tags: a made-up name (`<ignore-this>`) is no text
      // a reader sees, and GitHub's sanitizer drops such tags.
      if (!inside.hiding && knownTags().has(node.tagName)) shown.push([node, inside.quoting])
      // An HTML template's content is a fragment of its own (a `template` in SVG has none).
      if (node.tagName === 'template' && 'content' in node)
        stack.push([node.content, { ...inside, hiding: true }])
    }
    if ('childNodes' in node)
      for (const child of node.childNodes.toReversed()) stack.push([child, inside])
  }
}

/**
 * Where the HTML's tags, comments and doctypes stand, read by parse5's tokenizer as its parser
 * reads them (a `<noscript>`'s content is raw text; what the tag filter leaves holds no other
 * element that changes how text is read, and a foreign element's content is hidden anyway).
 */
function markup(html: string): [number, number][] {
  const ranges: [number, number][] = []
  const add = (token: { location: Token.Location | null }): void => {
    if (token.location) ranges.push([token.location.startOffset, token.location.endOffset])
  }
  const ignore = (): void => {}
  const tokenizer: Tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag: (token) => {
        add(token)
        if (token.tagName === 'noscript' && !token.selfClosing) {
          tokenizer.state = TokenizerMode.RAWTEXT
          tokenizer.lastStartTagName = 'noscript'
        }
      },
      onEndTag: add,
      onComment: add,
      onDoctype: add,
      onCharacter: ignore,
      onNullCharacter: ignore,
      onWhitespaceCharacter: ignore,
      onEof: ignore,
    },
  )
  tokenizer.write(html, true)
  return ranges
}

/**
 * A shown element's tags: `<name`, its `href` (a link's) or `src` (an image's) with the space
 * before, `>`; quoted too inside a quote or code.
 */
function markTags(html: string, element: Element, marks: Uint8Array, quoting: boolean): void {
  const location = element.sourceCodeLocation
  if (!location) return
  const kept = KEPT | (quoting ? QUOTED : 0)
  const { startTag, endTag } = location
  if (startTag) {
    // The name as written (`<image` is an `img`).
    const written = /^<[^\s/>]*/.exec(html.slice(startTag.startOffset, startTag.endOffset))
    const name = startTag.startOffset + (written?.[0].length ?? 1)
    marks.fill(kept, startTag.startOffset, name)
    const keeps = KEPT_ATTRIBUTES[element.tagName]
    for (const { name: attribute, value } of element.attrs) {
      const where = (startTag as Token.LocationWithAttributes).attrs?.[attribute]
      if (where && attribute === keeps && schemeShown(keeps, value))
        marks.fill(kept, where.startOffset - 1, where.endOffset)
    }
    // `>`, or `/>`.
    let end = startTag.endOffset - 1
    if (html[end - 1] === '/' && end - 1 >= name) end -= 1
    while (end > name && end < startTag.endOffset - 1 && /\s/.test(html[end - 1] ?? '')) end -= 1
    marks.fill(kept, end, startTag.endOffset)
  }
  if (endTag) {
    const written = /^<\/[^\s/>]*/.exec(html.slice(endTag.startOffset, endTag.endOffset))
    marks.fill(kept, endTag.startOffset, endTag.startOffset + (written?.[0].length ?? 2))
    marks.fill(kept, endTag.endOffset - 1, endTag.endOffset)
  }
}

/** The page, with its marks by UTF-8 byte, as cmark-gfm's offsets count. */
export interface Page {
  bytes: Uint8Array
  /** The mark of the character a byte belongs to: SHOWN, KEPT or 0. */
  mark: (byte: number) => number
  /** Whether the character a byte belongs to is quoted or code. */
  quoted: (byte: number) => boolean
  /** Whether any character from byte `start` up to `end` is quoted or code. */
  quotes: (start: number, end: number) => boolean
  /** Whether any character from byte `start` up to `end` has a mark of at least `least`. */
  has: (start: number, end: number, least: number) => boolean
  /**
   * Whether the first tag from byte `start` up to `end` is kept markup: a node's own tag is, when
   * the page renders the node, not just a `>` of another tag that swallowed it.
   */
  opens: (start: number, end: number) => boolean
  /** Whether any character from byte `start` up to `end` is text shown, other than a space. */
  shows: (start: number, end: number) => boolean
}

export function readPage(html: string): Page {
  const { bytes, index } = sourceOf(html)
  const marks = pageMarks(html)
  // Whether any character from byte `start` up to `end` passes `test` (given its mark).
  const any = (start: number, end: number, test: (mark: number, at: number) => boolean) => {
    for (let at = index(start); at < index(end); at += 1) if (test(marks[at] ?? 0, at)) return true
    return false
  }
  return {
    bytes,
    mark: (byte) => (marks[index(byte)] ?? 0) & 3,
    quoted: (byte) => ((marks[index(byte)] ?? 0) & QUOTED) !== 0,
    quotes: (start, end) => any(start, end, (mark) => (mark & QUOTED) !== 0),
    shows: (start, end) =>
      any(start, end, (mark, at) => (mark & 3) === SHOWN && !/\s/.test(html[at] ?? ' ')),
    opens: (start, end) => {
      const at = bytes.subarray(0, end).indexOf(0x3c /* < */, start)
      return at >= 0 && ((marks[index(at)] ?? 0) & 3) === KEPT
    },
    has: (start, end, least) => any(start, end, (mark) => (mark & 3) >= least),
  }
}
