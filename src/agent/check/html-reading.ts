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
        else if (linkHost(attr.value) !== undefined) facts.urls.push({ line, url: attr.value })
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
