/**
 * A documentation page read as the platform reads it: MDX (micromark's MDX extensions, as MDX
 * itself uses them, with GitHub Flavored Markdown), so that code blocks and inline code are text
 * and markup inside them is no finding. A page MDX cannot parse fails the site's build; it is read
 * as CommonMark with raw HTML instead (its HTML by parse5), so that a syntax error hides nothing.
 * An SVG file is HTML to parse5 too: opened from the site, its scripts run.
 */
import type { Node, Program } from 'estree'
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
import { htmlFacts, svgFacts } from './html-reading.js'
import { definedNames, esmCode, expressionCode } from './mdx-code.js'
import { esmActiveUrls, expressionUrl, pageNames } from './page-urls.js'
import type { Names } from './url-values.js'

/** What a page holds that the change check judges. */
export interface PageFacts {
  /** Active content: elements, handlers, URLs that run code (`script`). */
  script: Located[]
  /** JavaScript beyond plain values (`mdx-code`). */
  code: Located[]
  /** What the check cannot see through (`unchecked`): a URL built in code. */
  unchecked: Located[]
  /** Every URL the page links, shows or embeds, with its line. */
  urls: { line: number; url: string }[]
  /** Comments a reader of the site never sees (`hidden`). */
  comments: Located[]
  /** Where MDX could not parse it (then read as CommonMark with HTML), and why. */
  unparsed: Located | undefined
}

const emptyFacts = (unparsed?: Located): PageFacts => ({
  script: [],
  code: [],
  unchecked: [],
  urls: [],
  comments: [],
  unparsed,
})

/** The lines a node spans. */
type Span = Pick<Located, 'line' | 'endLine'>

type Positioned = { position?: { start: { line: number }; end: { line: number } } }

const spanOf = (node: Positioned, fallback?: Span): Span =>
  node.position === undefined
    ? (fallback ?? { line: 1 })
    : { line: node.position.start.line, endLine: node.position.end.line }

const at = (span: Span, detail: string): Located => ({ ...span, detail })

/** Attributes whose value names something that runs as the page's own markup. */
const ACTIVE_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc'])

/** What a page's markup is read with: the names its code defines, and what they may hold. */
interface Known {
  defined: ReadonlySet<string>
  names: Names
}

/** The facts of an MDX or Markdown page at `path` (its imports are judged from where it is). */
export function readPage(text: string, path = 'page.mdx'): PageFacts {
  let tree: Root
  try {
    tree = fromMarkdown(text, {
      // The YAML front matter the platform reads its title and description from is text.
      extensions: [frontmatter(), mdxjs(), gfm()],
      mdastExtensions: [frontmatterFromMarkdown(), mdxFromMarkdown(), gfmFromMarkdown()],
    })
  } catch (error) {
    const { line, reason } = error as { line?: number; reason?: string }
    return readMarkdown(text, {
      line: line ?? 1,
      detail: `a page MDX cannot parse (${reason ?? 'a syntax error'})`,
    })
  }
  const facts = emptyFacts()
  const programs: Program[] = []
  visit(tree, 'mdxjsEsm', (node) => {
    if (node.data?.estree) programs.push(node.data.estree)
    for (const detail of node.data?.estree ? esmCode(node.data.estree, path) : ['unreadable code'])
      facts.code.push(at(spanOf(node), detail))
    // `export const u = 'javascript:…'`, then `href={u}`: the string is judged where it stands.
    for (const { node: string, scheme } of node.data?.estree ? esmActiveUrls(node.data.estree) : [])
      facts.script.push(at({ line: string.loc?.start.line ?? spanOf(node).line }, `${scheme} URL`))
  })
  const known = { defined: definedNames(programs), names: pageNames(programs) }
  visit(tree, (node: Nodes) => readNode(node, facts, known))
  return facts
}

/** An MDX comment `vale off` and the like: a directive to the docs linter, not hidden words. */
const LINTER_DIRECTIVE = /^\s*\/\*\s*vale\b[^*]*\*\/\s*$/i

function readNode(node: Nodes, facts: PageFacts, known: Known): void {
  switch (node.type) {
    case 'link':
    case 'image':
    case 'definition': {
      const span = spanOf(node)
      facts.urls.push({ line: span.line, url: node.url })
      const scheme = activeScheme(node.url)
      if (scheme !== undefined) facts.script.push(at(span, `${scheme} URL`))
      return
    }
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const program = node.data?.estree as Program | undefined
      if (program === undefined || program === null) return
      // `{/* … */}`: a comment, which the site never shows.
      if (
        program.body.length === 0 &&
        node.value.trim() !== '' &&
        !LINTER_DIRECTIVE.test(node.value)
      )
        facts.comments.push(at(spanOf(node), 'MDX comment'))
      expression(program, spanOf(node), facts, known)
      return
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      element(node, facts, known)
      return
    case 'html':
      // A page MDX cannot parse, read as Markdown: its raw HTML, by parse5.
      merge(facts, htmlFacts(node.value, spanOf(node).line))
      return
    default:
  }
}

function expression(program: Program, span: Span, facts: PageFacts, known: Known): void {
  const code = expressionCode(program, known.defined, (jsx) => {
    const found = jsxElementFacts(jsx, known.names)
    for (const detail of found.script) facts.script.push(at(span, detail))
    for (const detail of found.unchecked) facts.unchecked.push(at(span, detail))
    for (const url of found.urls) facts.urls.push({ line: span.line, url })
  })
  if (code !== undefined) facts.code.push(at(span, `expression with ${code}`))
}

/** The name an element is judged by: the last part of `x.script` or `svg:script`. */
const elementName = (name: string): string => name.split(/[.:]/).at(-1) ?? name

/** What an attribute's name makes active, whatever its value. */
function activeAttribute(name: string): string | undefined {
  if (isHandler(name)) return `${name} handler`
  if (ACTIVE_ATTRIBUTES.has(name.toLowerCase())) return `${name} attribute`
  return undefined
}

/** An MDX element: its name, its attributes' values and expressions. */
function element(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  facts: PageFacts,
  known: Known,
): void {
  const start = { line: spanOf(node).line }
  const values = new Map<string, string>()
  for (const attribute of node.attributes) {
    const span = spanOf(attribute, start)
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      // `{...{href: "javascript:…"}}`: attributes no reader of the source can check.
      facts.script.push(at(span, 'a spread of attributes'))
      const program = attribute.data?.estree as Program | undefined
      if (program) expression(program, span, facts, known)
      continue
    }
    const name = attribute.name
    const active = activeAttribute(name)
    if (active !== undefined) facts.script.push(at(span, active))
    const value = attribute.value
    if (typeof value === 'string') {
      values.set(name.toLowerCase(), value)
      attributeUrl(name, value, span, facts)
    } else if (value !== null && value !== undefined) {
      const program = value.data?.estree as Program | undefined
      if (!program) continue
      // `href={"javascript:…"}` is the string it holds.
      const text = stringOf(program)
      if (text !== undefined) {
        values.set(name.toLowerCase(), text)
        attributeUrl(name, text, span, facts)
      } else {
        const component = node.name !== null && isComponent(node.name)
        const found = urlOf(name, program.body[0], known.names, component)
        for (const detail of found.script) facts.script.push(at(span, detail))
        for (const detail of found.unchecked) facts.unchecked.push(at(span, detail))
        for (const url of found.urls) facts.urls.push({ line: span.line, url })
      }
      expression(program, span, facts, known)
    }
  }
  if (node.name === null) return
  const active = activeElement(elementName(node.name), values)
  if (active !== undefined) facts.script.push(at(start, active))
}

/** The string an expression is, when it is one: `"…"`, or a template without `${}`. */
function stringValue(value: unknown): string | undefined {
  const node = value as {
    type?: string
    value?: unknown
    expressions?: unknown[]
    quasis?: { value: { cooked?: string | null; raw: string } }[]
  }
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral' && node.expressions?.length === 0)
    return (node.quasis ?? []).map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('')
  return undefined
}

/** The string a program is, when it is one expression that is one. */
function stringOf(program: Program): string | undefined {
  const [statement] = program.body
  if (program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined
  return stringValue(statement.expression)
}

/** An attribute's value: a URL that runs code, or one that points somewhere (not a namespace). */
function attributeUrl(name: string, value: string, span: Span, facts: PageFacts): void {
  const scheme = activeScheme(value)
  if (scheme !== undefined) facts.script.push(at(span, `${scheme} URL`))
  else if (!/^xmlns/i.test(name) && linkHost(value) !== undefined)
    facts.urls.push({ line: span.line, url: value })
}

/** Whether an element MDX names so is a component (`Card`, `x.Card`), not HTML. */
const isComponent = (name: string): boolean => /^[A-Z]/.test(name) || name.includes('.')

/** An attribute's value given by an expression (./page-urls.ts), as findings' words. */
function urlOf(
  name: string,
  held: unknown,
  names: Names,
  component: boolean,
): { script: string[]; unchecked: string[]; urls: string[] } {
  const node = held as Node | undefined
  const expression = node?.type === 'ExpressionStatement' ? node.expression : node
  if (expression === undefined || (expression.type as string) === 'JSXEmptyExpression')
    return { script: [], unchecked: [], urls: [] }
  const found = expressionUrl(name, expression, names, component)
  return {
    script: found.active === undefined ? [] : [`${found.active} URL`],
    unchecked: found.built ? [`a URL built in code (\`${name}\`)`] : [],
    urls: found.urls.filter((url) => linkHost(url) !== undefined),
  }
}

type JsxName = { type: string; name?: string | JsxName; property?: JsxName; namespace?: JsxName }

/** A JSX name as text: `a`, `x.script`, `svg:script`. */
function jsxName(name: JsxName | undefined): string | undefined {
  if (name === undefined) return undefined
  if (name.type === 'JSXIdentifier' && typeof name.name === 'string') return name.name
  if (name.type === 'JSXNamespacedName' && typeof name.name === 'object')
    return `${jsxName(name.namespace) ?? ''}:${jsxName(name.name) ?? ''}`
  if (name.type === 'JSXMemberExpression') return jsxName(name.property)
  return undefined
}

/** JSX inside an expression (`{<script/>}`), judged as the page's own elements. */
function jsxElementFacts(
  node: unknown,
  names: Names,
): { script: string[]; unchecked: string[]; urls: string[] } {
  const script: string[] = []
  const unchecked: string[] = []
  const urls: string[] = []
  const opening = (node as { openingElement?: { name: JsxName; attributes: unknown[] } })
    .openingElement
  if (opening === undefined) return { script, unchecked, urls }
  const values = new Map<string, string>()
  for (const attribute of opening.attributes as {
    type: string
    name?: JsxName
    value?: { type: string; value?: unknown; expression?: unknown }
  }[]) {
    if (attribute.type === 'JSXSpreadAttribute') {
      script.push('a spread of attributes')
      continue
    }
    const name = jsxName(attribute.name)
    if (name === undefined) continue
    const active = activeAttribute(name)
    if (active !== undefined) script.push(active)
    const held = attribute.value
    const value =
      held?.type === 'JSXExpressionContainer' ? stringValue(held.expression) : stringValue(held)
    if (value === undefined && held?.type === 'JSXExpressionContainer') {
      const component =
        opening.name.type === 'JSXMemberExpression' || isComponent(jsxName(opening.name) ?? '')
      const found = urlOf(name, held.expression, names, component)
      script.push(...found.script)
      unchecked.push(...found.unchecked)
      urls.push(...found.urls)
    }
    if (value === undefined) continue
    values.set(name.toLowerCase(), value)
    const scheme = activeScheme(value)
    if (scheme !== undefined) script.push(`${scheme} URL`)
    else if (!/^xmlns/i.test(name) && linkHost(value) !== undefined) urls.push(value)
  }
  const name = jsxName(opening.name)
  const active = name === undefined ? undefined : activeElement(elementName(name), values)
  if (active !== undefined) script.push(active)
  return { script, unchecked, urls }
}

/** A page MDX cannot parse, read as CommonMark and GFM with its raw HTML. */
function readMarkdown(text: string, unparsed: Located): PageFacts {
  const facts = emptyFacts(unparsed)
  const tree = fromMarkdown(text, {
    extensions: [frontmatter(), gfm()],
    mdastExtensions: [frontmatterFromMarkdown(), gfmFromMarkdown()],
  })
  visit(tree, (node: Nodes) => readNode(node, facts, { defined: new Set(), names: pageNames([]) }))
  return facts
}

/** The facts of an SVG image, which runs its scripts when opened from the site. */
export function readSvg(text: string): PageFacts {
  const facts = emptyFacts()
  merge(facts, svgFacts(text))
  return facts
}

function merge(facts: PageFacts, more: Pick<PageFacts, 'script' | 'urls' | 'comments'>): void {
  facts.script.push(...more.script)
  facts.urls.push(...more.urls)
  facts.comments.push(...more.comments)
}
