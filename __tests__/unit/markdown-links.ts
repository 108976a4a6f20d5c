import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import GithubSlugger from 'github-slugger'
import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { readMarkdown } from '../../src/shared/sanitizer/cmark-gfm/reading.ts'

// The links of the project's Markdown, read as GitHub reads them: cmark-gfm (the parser
// github.com renders with, which the sanitizer carries) renders the page, parse5 reads the page,
// and github-slugger gives each heading the anchor GitHub gives it (lowercase, spaces to `-`,
// punctuation dropped, `-1`, `-2`… for a repeated heading). A link in code is no link, and a
// reference-style link counts where it is used, as on GitHub.

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** What a page offers and what it points at. */
export interface Page {
  /** The `#anchors` a link into the page may use: its headings', and any `id` or `name`. */
  anchors: Set<string>
  /** Every `href` and `src`, in order. */
  links: string[]
}

function textOf(node: Node): string {
  if (defaultTreeAdapter.isTextNode(node)) return node.value
  if (!('childNodes' in node)) return ''
  return node.childNodes.map(textOf).join('')
}

/** The page of a Markdown text, as GitHub renders it. */
export function readPage(markdown: string): Page {
  const html = readMarkdown(new TextEncoder().encode(markdown)).html
  const slugger = new GithubSlugger()
  const page: Page = { anchors: new Set(), links: [] }
  const visit = (node: Node): void => {
    if (!defaultTreeAdapter.isElementNode(node)) return
    const element: Element = node
    if (/^h[1-6]$/.test(element.tagName)) page.anchors.add(slugger.slug(textOf(element)))
    for (const { name, value } of element.attrs) {
      if (name === 'id' || name === 'name') page.anchors.add(value)
      if (
        (element.tagName === 'a' && name === 'href') ||
        (element.tagName === 'img' && name === 'src')
      )
        page.links.push(value)
    }
    element.childNodes.forEach(visit)
  }
  parseFragment(html).childNodes.forEach(visit)
  return page
}

/** A link that leaves the repository: a scheme (`https:`, `mailto:`) or a host (`//host`). */
const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/**
 * The links of `file` (a path below `root`) that do not resolve: a file or folder that does not
 * exist (or lies outside the repository), or an `#anchor` that the Markdown page it names (or
 * the file itself) does not have. `read` gives a Markdown file's text, so that a test can check
 * pages that are not on disk.
 */
export function brokenLinks(
  root: string,
  file: string,
  read: (path: string) => string | undefined = (path) =>
    existsSync(join(root, path)) && statSync(join(root, path)).isFile()
      ? readFileSync(join(root, path), 'utf8')
      : undefined,
  exists: (path: string) => boolean = (path) => existsSync(join(root, path)),
): string[] {
  const text = read(file)
  if (text === undefined) return [`${file}: no such file`]
  const pages = new Map<string, Page>()
  const pageOf = (path: string): Page | undefined => {
    if (!pages.has(path)) {
      const markdown = read(path)
      if (markdown !== undefined) pages.set(path, readPage(markdown))
    }
    return pages.get(path)
  }
  return (pageOf(file)?.links ?? []).flatMap((link) => {
    if (EXTERNAL.test(link)) return []
    const [rawPath = '', rawAnchor] = link.split('#', 2)
    const path = decodeURIComponent(rawPath)
    const target = path === '' ? file : relative(root, resolve(root, dirname(file), path))
    if (target.startsWith('..') || path.startsWith('/'))
      return [`${file}: ${link} leaves the repository`]
    if (!exists(target)) return [`${file}: ${link}: no file ${target}`]
    if (rawAnchor === undefined) return []
    const anchor = decodeURIComponent(rawAnchor)
    if (!target.endsWith('.md'))
      return [`${file}: ${link}: an anchor into a file that is not Markdown`]
    const page = pageOf(target)
    if (page?.anchors.has(anchor) === true) return []
    return [`${file}: ${link}: ${target} has no heading #${anchor}`]
  })
}

/** The Markdown files the link check reads: the root's documents and every page of docs/. */
export function documents(root: string): string[] {
  const below = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return below(path)
      return entry.name.endsWith('.md') ? [path] : []
    })
  return [
    'README.md',
    'CONTRIBUTING.md',
    'RELIABILITY.md',
    'SECURITY.md',
    'CHANGELOG.md',
    ...below('docs').sort(),
  ]
}
