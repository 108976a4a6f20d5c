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
 * (as undici is: ../http/undici-on-demand.ts); `visibleText` stays synchronous, for
 * the pure `decide`.
 */
import type { CompileContext, Token } from 'mdast-util-from-markdown'
import type { Nodes, Root } from 'mdast'
import { isInvisibleReference } from './character-references.js'
import { withoutInvisible } from './invisible.js'
import { loaded } from './markdown-parsers-on-demand.js'
import { rawHtmlEdits, type Edit, type Segment, type Span } from './raw-html.js'

export { loadVisibleText, ParsersNotLoaded } from './markdown-parsers-on-demand.js'

/**
 * Cutting a span out can join its two sides into a new construct (`<!-<!-- a -->- b -->` leaves
 * `<!-- b -->`, which GitHub showed as text), so the result is read again until nothing changes:
 * a second reading then finds nothing more. A crafted nesting deeper than this keeps a remnant,
 * which is text GitHub shows; the bound keeps each level from costing a whole parse.
 */
const MAX_PASSES = 8

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

/**
 * Removes what GitHub's rendering of this Markdown does not show; keeps the rest as written.
 * A text that needs parsing throws ParsersNotLoaded until `loadVisibleText()` has been awaited.
 */
export function visibleText(markdown: string): string {
  let text = withoutInvisible(markdown)
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

/** What the listeners keep while the tokens go by. */
interface Reading {
  source: string
  tokens: Tokens
  /** The links and images being read, innermost last. */
  open: Resource[]
  /** The pieces of the raw HTML node being read. */
  html: Segment[] | undefined
  definition: Definition | undefined
}

/**
 * Listeners that see every token (mdast keeps no position for an image's label or a title):
 * they note raw HTML's pieces, and edit images, links, definitions and character references.
 */
function listeners(source: string, tokens: Tokens) {
  const reading: Reading = { source, tokens, open: [], html: undefined, definition: undefined }
  function beforeEnter(this: CompileContext, token: Token): undefined {
    enter(reading, token)
  }
  function afterExit(this: CompileContext, token: Token): undefined {
    exit(reading, this, token)
  }
  return { beforeEnter, afterExit }
}

function span(token: Token): Span {
  return { start: token.start.offset, end: token.end.offset }
}

/** A token begins: raw HTML, a link or image, a definition, or a reference's label. */
function enter(reading: Reading, token: Token): void {
  switch (token.type) {
    case 'htmlFlow':
    case 'htmlText':
      reading.html = []
      break
    case 'link':
    case 'image':
      reading.open.push({ type: token.type, end: token.end.offset, resource: false })
      break
    case 'definition':
      reading.definition = span(token)
      break
    case 'reference': {
      // Before its label string is read, which tells a full reference from a collapsed one.
      const current = reading.open.at(-1)
      if (current !== undefined) current.reference = { ...span(token), labelled: false }
      break
    }
  }
}

/** A token ends: its position goes where the edits need it, or its edits are made. */
function exit(reading: Reading, context: CompileContext, token: Token): void {
  const { html, definition, tokens } = reading
  const current = reading.open.at(-1)
  switch (token.type) {
    case 'htmlFlowData':
    case 'htmlTextData':
      html?.push({ ...span(token), text: context.sliceSerialize(token) })
      break
    case 'lineEnding':
      // Its token may reach over the next line's container prefix; the text is the ending.
      if (html !== undefined) {
        const text = context.sliceSerialize(token)
        const start = token.start.offset
        html.push({ start, end: start + text.length, text })
      }
      break
    case 'htmlFlow':
    case 'htmlText':
      if (html !== undefined) tokens.html.push(html)
      reading.html = undefined
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
      reading.open.pop()
      if (current !== undefined) tokens.edits.push(...resourceEdits(reading.source, current))
      break
    case 'definitionDestination':
      if (definition !== undefined) definition.destinationEnd = token.end.offset
      break
    case 'definitionTitle':
      if (definition !== undefined) definition.title = span(token)
      break
    case 'definition':
      if (definition !== undefined) tokens.definitions.set(definition.start, definition)
      reading.definition = undefined
      break
    case 'characterReference':
      if (isInvisibleReference(context.sliceSerialize(token)))
        tokens.edits.push({ ...span(token), text: '' })
      break
  }
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
