/**
 * Raw HTML as a browser reads it (parse5, the WHATWG parser): in a page MDX cannot parse and in an
 * SVG file. Tag and attribute names come lowercased and values with their character references
 * decoded, so `<ScRiPt>`, `&#x6a;avascript:` and a tag cut by line breaks are what they are.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { activeElement, activeScheme, isHandler, linkHost } from './active-content.js'
import type { Located } from './change-types.js'

type ChildNode = DefaultTreeAdapterMap['childNode']

export interface HtmlFacts {
  script: Located[]
  urls: { line: number; url: string }[]
  comments: Located[]
}

/** A namespace declaration (`xmlns`, `xmlns:xlink`): a name, not a link. */
const isNamespace = (attr: { name: string; prefix?: string }): boolean =>
  /^xmlns/i.test(attr.name) || attr.prefix === 'xmlns'

/** What raw HTML holds, its lines counted from `firstLine`. */
export function htmlFacts(html: string, firstLine: number): HtmlFacts {
  const facts: HtmlFacts = { script: [], urls: [], comments: [] }
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true })
  const walk = (nodes: readonly ChildNode[]): void => {
    for (const node of nodes) {
      const line = firstLine + (node.sourceCodeLocation?.startLine ?? 1) - 1
      if (node.nodeName === '#comment') facts.comments.push({ line, detail: 'HTML comment' })
      if (!('tagName' in node)) continue
      const values = new Map(node.attrs.map((attr) => [attr.name, attr.value]))
      const active = activeElement(node.tagName, values)
      if (active !== undefined) facts.script.push({ line, detail: active })
      for (const attr of node.attrs) {
        if (isHandler(attr.name)) facts.script.push({ line, detail: `${attr.name} handler` })
        const scheme = activeScheme(attr.value)
        if (scheme !== undefined) facts.script.push({ line, detail: `${scheme} URL` })
        else if (!isNamespace(attr) && linkHost(attr.value) !== undefined)
          facts.urls.push({ line, url: attr.value })
      }
      walk(node.childNodes)
      // A <template>'s content is a fragment of its own.
      if (node.tagName === 'template' && 'content' in node)
        walk((node.content as { childNodes: ChildNode[] }).childNodes)
    }
  }
  walk(fragment.childNodes)
  return facts
}

/** Elements of SVG (or XML within it) that run code or embed another document. */
const SVG_ACTIVE =
  /<\s*(?:[\w.-]+:)?(script|foreignobject|iframe|object|embed|handler|listener)\b/gi
/** An event handler attribute, as an XML reader of the file sees it. */
const SVG_HANDLER = /\son[a-z]{3,}\s*=/gi
/** A quoted attribute value anywhere in the file, markup parse5 reads as text included. */
const QUOTED_VALUE = /=\s*("[^"]*"|'[^']*')/g
const SCHEMES = ['javascript:', 'vbscript:', 'data:text/html']
// eslint-disable-next-line no-control-regex -- what a browser strips from a URL
const STRIPPED = /[\u0000-\u0020\u007f]/g

/** A value's numeric character references decoded, as an XML reader decodes them. */
const decodedNumeric = (value: string): string =>
  value.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) =>
    String.fromCodePoint(
      code[0]?.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : parseInt(code, 10),
    ),
  )

/**
 * An SVG file as a browser opens it: as XML, where parse5's HTML rules do not hold (a `<p>` in
 * an `<svg>` ends it for parse5 and makes a `<script>` after it text; in XML it runs). So beside
 * parse5's reading, the whole text is searched, conservatively, for what would run anywhere in
 * it: such elements, handlers, entity declarations and a running URL inside any quoted value
 * (`values="x;javascript:…"` of an animation included). An image has no business with any.
 */
export function svgFacts(text: string): HtmlFacts {
  const facts = htmlFacts(text, 1)
  const lineAt = (index: number): number => text.slice(0, index).split('\n').length
  for (const match of text.matchAll(SVG_ACTIVE))
    facts.script.push({
      line: lineAt(match.index),
      detail: `<${match[1]?.toLowerCase() ?? ''}> element in an SVG`,
    })
  for (const match of text.matchAll(SVG_HANDLER))
    facts.script.push({ line: lineAt(match.index), detail: 'an event handler in an SVG' })
  const entity = /<!ENTITY/i.exec(text)
  if (entity !== null)
    facts.script.push({ line: lineAt(entity.index), detail: 'an XML entity declaration' })
  for (const match of text.matchAll(QUOTED_VALUE)) {
    const value = decodedNumeric(match[1] ?? '')
      .replace(STRIPPED, '')
      .toLowerCase()
    const scheme = SCHEMES.find((s) => value.includes(s))
    if (scheme !== undefined)
      facts.script.push({ line: lineAt(match.index), detail: `${scheme} URL in an SVG` })
  }
  return facts
}
