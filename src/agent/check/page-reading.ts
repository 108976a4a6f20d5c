/**
 * A documentation page read as the platform reads it: MDX (micromark's MDX extensions, as MDX
 * itself uses them, with GitHub Flavored Markdown), so that code blocks and inline code are text
 * and markup inside them is no finding. A page MDX cannot parse fails the site's build; it is read
 * as CommonMark with raw HTML instead (its HTML by parse5), so that a syntax error hides nothing.
 * An SVG file is HTML to parse5 too: opened from the site, its scripts run.
 */
import type { Program } from 'estree'
import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter'
import { frontmatter } from 'micromark-extension-frontmatter'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'
import { visit } from 'unist-util-visit'
import type { Located } from './change-types.js'
import { activeElement, activeScheme, isHandler, linkHost } from './active-content.js'
import { htmlFacts } from './html-reading.js'
import { definedNames, esmCode, expressionCode } from './mdx-code.js'

/** What a page holds that the change check judges. */
export interface PageFacts {
  /** Active content: elements, handlers, URLs that run code (`script`). */
  script: Located[]
  /** JavaScript beyond plain values (`mdx-code`). */
  code: Located[]
  /** Every URL the page links, shows or embeds, with its line. */
  urls: { line: number; url: string }[]
  /** Comments a reader of the site never sees (`hidden`). */
  comments: Located[]
  /** Whether MDX could not parse it (then read as CommonMark with HTML). */
  unparsed: boolean
}

const emptyFacts = (unparsed: boolean): PageFacts => ({
  script: [],
  code: [],
  urls: [],
  comments: [],
  unparsed,
})

const lineOf = (node: { position?: { start: { line: number } } }): number =>
  node.position?.start.line ?? 1

/** The facts of an MDX or Markdown page. */
export function readPage(text: string): PageFacts {
  let tree: Root
  try {
    tree = fromMarkdown(text, {
      // The YAML front matter the platform reads its title and description from is text.
      extensions: [frontmatter(), mdxjs(), gfm()],
      mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown(), gfmFromMarkdown()],
    })
  } catch {
    return readMarkdown(text)
  }
  const facts = emptyFacts(false)
  const programs: Program[] = []
  visit(tree, 'mdxjsEsm', (node) => {
    if (node.data?.estree) programs.push(node.data.estree)
    for (const detail of node.data?.estree ? esmCode(node.data.estree) : ['unreadable code'])
      facts.code.push({ line: lineOf(node), detail })
  })
  const defined = definedNames(programs)
  visit(tree, (node: Nodes) => readNode(node, facts, defined))
  return facts
}

function readNode(node: Nodes, facts: PageFacts, defined: ReadonlySet<string>): void {
  switch (node.type) {
    case 'link':
    case 'image':
    case 'definition':
      facts.urls.push({ line: lineOf(node), url: node.url })
      if (activeScheme(node.url) !== undefined)
        facts.script.push({ line: lineOf(node), detail: `${activeScheme(node.url)} URL` })
      return
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const program = node.data?.estree as Program | undefined
      if (program === undefined || program === null) return
      // `{/* … */}`: a comment, which the site never shows.
      if (program.body.length === 0 && node.value.trim() !== '')
        facts.comments.push({ line: lineOf(node), detail: 'MDX comment' })
      expression(program, lineOf(node), facts, defined)
      return
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      element(node, facts, defined)
      return
    case 'html':
      // GFM's HTML in a page MDX reads: none (MDX has no raw HTML), but kept for safety.
      merge(facts, htmlFacts(node.value, lineOf(node)))
      return
    default:
  }
}

function expression(
  program: Program,
  line: number,
  facts: PageFacts,
  defined: ReadonlySet<string>,
): void {
  const code = expressionCode(program, defined, (jsx) => {
    const found = jsxElementFacts(jsx)
    for (const detail of found.script) facts.script.push({ line, detail })
    for (const url of found.urls) facts.urls.push({ line, url })
  })
  if (code !== undefined) facts.code.push({ line, detail: `expression with ${code}` })
}

/** An MDX element: its name, its attributes' values and expressions. */
function element(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  facts: PageFacts,
  defined: ReadonlySet<string>,
): void {
  const line = lineOf(node)
  const values = new Map<string, string>()
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const program = attribute.data?.estree as Program | undefined
      if (program) expression(program, line, facts, defined)
      continue
    }
    const name = attribute.name
    if (isHandler(name)) facts.script.push({ line, detail: `${name} handler` })
    const value = attribute.value
    if (typeof value === 'string') {
      values.set(name.toLowerCase(), value)
      attributeUrl(value, line, facts)
    } else if (value !== null && value !== undefined) {
      const program = value.data?.estree as Program | undefined
      if (!program) continue
      // `href={"javascript:…"}` is the string it holds.
      const text = stringOf(program)
      if (text !== undefined) {
        values.set(name.toLowerCase(), text)
        attributeUrl(text, line, facts)
      }
      expression(program, line, facts, defined)
    }
  }
  const name = node.name
  if (name === null) return
  const active = activeElement(name, values)
  if (active !== undefined) facts.script.push({ line, detail: active })
}

/** The string an expression is, when it is one: `{"…"}`, or a template without `${}`. */
function stringOf(program: Program): string | undefined {
  const [statement] = program.body
  if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined
  const value = statement.expression
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0)
    return value.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('')
  return undefined
}

/** An attribute's value: a URL that runs code, or one that points somewhere. */
function attributeUrl(value: string, line: number, facts: PageFacts): void {
  const scheme = activeScheme(value)
  if (scheme !== undefined) facts.script.push({ line, detail: `${scheme} URL` })
  else if (linkHost(value) !== undefined) facts.urls.push({ line, url: value })
}

/** JSX inside an expression (`{<script/>}`), judged as the page's own elements. */
function jsxElementFacts(node: unknown): { script: string[]; urls: string[] } {
  const script: string[] = []
  const urls: string[] = []
  const jsx = node as {
    openingElement?: { name: { type: string; name?: string }; attributes: unknown[] }
  }
  const opening = jsx.openingElement
  if (opening === undefined) return { script, urls }
  const values = new Map<string, string>()
  for (const attribute of opening.attributes as {
    type: string
    name?: { name?: string }
    value?: { type: string; value?: unknown }
  }[]) {
    const name = attribute.name?.name
    if (attribute.type !== 'JSXAttribute' || typeof name !== 'string') continue
    if (isHandler(name)) script.push(`${name} handler`)
    const value = attribute.value?.type === 'Literal' ? attribute.value.value : undefined
    if (typeof value !== 'string') continue
    values.set(name.toLowerCase(), value)
    const scheme = activeScheme(value)
    if (scheme !== undefined) script.push(`${scheme} URL`)
    else if (linkHost(value) !== undefined) urls.push(value)
  }
  const name = opening.name.type === 'JSXIdentifier' ? opening.name.name : undefined
  const active = name === undefined ? undefined : activeElement(name, values)
  if (active !== undefined) script.push(active)
  return { script, urls }
}

/** A page MDX cannot parse, read as CommonMark and GFM with its raw HTML. */
function readMarkdown(text: string): PageFacts {
  const facts = emptyFacts(true)
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown()],
  })
  visit(tree, (node: Nodes) => readNode(node, facts, new Set()))
  return facts
}

/** The facts of an SVG image, which runs its scripts when opened from the site. */
export function readSvg(text: string): PageFacts {
  const facts = emptyFacts(false)
  merge(facts, htmlFacts(text, 1))
  return facts
}

function merge(facts: PageFacts, more: Omit<PageFacts, 'code' | 'unparsed'>): void {
  facts.script.push(...more.script)
  facts.urls.push(...more.urls)
  facts.comments.push(...more.comments)
}
