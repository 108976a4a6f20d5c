/**
 * A component's markup, as React renders it (JSX, `createElement`): elements the page rules name
 * (`<script>`, `<iframe>`, a meta refresh, `<style>`, whose CSS the check does not judge here),
 * components named like the page's globals, markup injected (`dangerouslySetInnerHTML`, `srcDoc`),
 * attributes no reader can see (a spread of what the code builds), and every URL an attribute or
 * an element's member takes, held to the URL rules whatever builds it (./url-values.ts). A URL
 * from a component's prop is the page's to give, and the page is judged; where this file renders
 * that component itself, what it gives that prop is held to the same rules.
 */
import type { Node } from 'estree'
import type { Variable } from 'eslint-scope'
import { hostAllowed, linkHost } from './active-content.js'
import { isPageGlobal, LISTED_MEMBERS, takesUrl } from './script-allow-list.js'
import type { Report } from './script-globals.js'
import { componentValue, type Scopes } from './script-scope.js'
import {
  clonedRules,
  intrinsicRules,
  noAttributes,
  record,
  type Attributes,
} from './script-elements.js'
import { judgeStyle } from './script-style.js'
import { candidateValues, fold, judgeUrl, keyName, type Names, type Value } from './url-values.js'

type Parents = ReadonlyMap<Node, Node>

const UNKNOWN: Value[] = [{ kind: 'unknown' }]

/** One reading of a script's markup. */
export interface Markup {
  scopes: Scopes
  parents: Parents
  names: Names
  report: Report
  allowedHosts: readonly string[]
  /** URLs its markup links or shows, for the `link` warnings pages get too. */
  urls: { line: number; url: string }[]
  /** The props of each component that become URLs (`*`: any). */
  urlProps: Map<Node, Set<string>>
}

type JsxName = {
  type: string
  name?: unknown
  object?: JsxName
  property?: JsxName
  namespace?: JsxName
}
type JsxAttribute = { type: string; name?: JsxName; value?: Node | null; argument?: Node }
type Opening = Node & { name: JsxName; attributes: JsxAttribute[] }

const lineOf = (node: Node): number => node.loc?.start.line ?? 1

/** An attribute's value as an expression: a string, `{…}`, or none (`<input disabled>`). */
function valueNode(attribute: JsxAttribute): Node | undefined {
  const held = attribute.value as { type: string; expression?: Node } | null | undefined
  if (held === null || held === undefined) return undefined
  if (held.type === 'JSXExpressionContainer')
    return held.expression?.type === ('JSXEmptyExpression' as string) ? undefined : held.expression
  return held as Node
}

/** An attribute's name as written: `href`, `xlink:href`. */
function attributeName(name: JsxName | undefined): string {
  if (name?.type === 'JSXNamespacedName')
    return `${String(name.namespace?.name)}:${String((name.name as JsxName | undefined)?.name)}`
  return typeof name?.name === 'string' ? name.name : ''
}

/**
 * A URL value at `at` (an attribute, an element's member, a prop given): a running scheme is a
 * `script` finding, what the code builds without a fixed start `unchecked`; a prop makes the
 * component's prop one that becomes a URL.
 */
export function urlSink(markup: Markup, at: Node, value: Node, what: string): string[] {
  const folded = fold(value, markup.names)
  // A `srcset` loads each of its candidates.
  const values = /^`\.?(image)?srcset`$/i.test(what) ? candidateValues(folded) : folded
  const judged = judgeUrl(values, (next) => fold(next, markup.names))
  if (judged.active !== undefined) markup.report.script(at, `a ${judged.active} URL`)
  if (judged.built) markup.report.unchecked(at, `a URL built in code (${what})`)
  if (judged.hostLeft.length > 0)
    markup.report.unchecked(at, `a URL whose host the code computes (${what})`)
  // What the code appends (what a reader typed, the page's text) goes where the host is.
  for (const start of judged.completed) {
    const host = linkHost(start)
    if (host !== undefined && !hostAllowed(host, markup.allowedHosts))
      markup.report.script(at, `a URL to ${host} that the code completes (${what})`)
  }
  for (const prop of judged.props) {
    const names = markup.urlProps.get(prop.owner) ?? new Set<string>()
    names.add(prop.name)
    markup.urlProps.set(prop.owner, names)
  }
  const texts = values.flatMap((v) => (v.kind === 'text' ? [v.text] : []))
  for (const url of judged.urls)
    if (linkHost(url) !== undefined) markup.urls.push({ line: lineOf(at), url })
  return texts
}

/**
 * The attributes an object gives an element (a spread, `createElement`'s props), judged as such,
 * and recorded in `attributes` for the element's own rules.
 */
function givenProps(
  markup: Markup,
  at: Node,
  value: Node,
  intrinsic: boolean,
  attributes: Attributes,
): void {
  const values: Value[] = fold(value, markup.names)
  for (const given of values) {
    if (given.kind === 'prop') {
      attributes.unseen = true
      urlSink(markup, at, value, 'a spread of props')
      continue
    }
    if (given.kind !== 'object') {
      if (given.kind !== 'inert') attributes.unseen = true
      if (intrinsic || given.kind !== 'inert')
        markup.report.unchecked(at, 'a spread of attributes the check cannot see')
      continue
    }
    for (const property of given.node.properties) {
      const key =
        property.type === 'Property' ? keyName(property.key, property.computed) : undefined
      if (property.type !== 'Property' || key === undefined) {
        attributes.unseen = true
        markup.report.unchecked(at, 'a spread of attributes the check cannot see')
        continue
      }
      attribute(markup, at, key, property.value, intrinsic ? 'intrinsic' : 'strict')
      // Of a spread that may be one of several objects, no attribute is one known text.
      const folded = values.length === 1 ? fold(property.value, markup.names) : UNKNOWN
      record(attributes, key, folded)
    }
  }
}

/**
 * One attribute, by its name and value. `element` says whose: an intrinsic element's, or a
 * component's whose other props are held to the URL rules `strict`ly (one imported, or one the
 * check cannot follow, may put any prop in a link) or only for a text that runs code (the
 * platform's, or the file's own, whose props that become URLs `propsGiven` follows).
 */
function attribute(
  markup: Markup,
  at: Node,
  name: string,
  value: Node | undefined,
  element: 'intrinsic' | 'strict' | 'loose',
): void {
  const lower = name.toLowerCase()
  if (lower === 'dangerouslysetinnerhtml' || lower === 'srcdoc')
    markup.report.script(at, `markup injected through ${name}`)
  if (value === undefined) return
  if (lower === 'style') {
    judgeStyle(markup.report, at, value, markup.names, markup.allowedHosts)
    return
  }
  if (takesUrl(name, element !== 'intrinsic')) {
    urlSink(markup, at, value, `\`${name}\``)
    return
  }
  if (element === 'intrinsic') return
  // Any prop of a component may become a URL inside it: a text the code puts together, or a
  // start it builds on, is held to the URL rules as the page's attributes are.
  const given = fold(value, markup.names).filter((v) =>
    element === 'strict'
      ? v.kind === 'text' || v.kind === 'start' || v.kind === 'prop'
      : v.kind === 'text' || v.kind === 'start',
  )
  const judged = judgeUrl(given, (next) => fold(next, markup.names))
  if (judged.active !== undefined) markup.report.script(at, `a ${judged.active} URL`)
  if (element === 'loose') return
  if (judged.built) markup.report.unchecked(at, `a URL built in code (\`${name}\`)`)
  if (judged.hostLeft.length > 0)
    markup.report.unchecked(at, `a URL whose host the code computes (\`${name}\`)`)
  // A prop of the file's own component, passed on to one the check does not follow: what the
  // file gives that prop is judged as a URL too.
  for (const prop of judged.props) {
    const names = markup.urlProps.get(prop.owner) ?? new Set<string>()
    names.add(prop.name)
    markup.urlProps.set(prop.owner, names)
  }
}

/**
 * Whether a component's props other than URL attributes are held to the URL rules strictly: not
 * for the platform's components (a free name) and the file's own, whose URL props are followed.
 */
function strictProps(markup: Markup, name: JsxName): boolean {
  if (name.type !== 'JSXIdentifier') return true
  const variable = markup.scopes.references.get(name as unknown as Node)?.resolved
  if (variable === null) return false
  return variable === undefined || variable.defs[0]?.type === 'ImportBinding'
}

/** The tag an element's name resolves to: an intrinsic's, or undefined for a component. */
function tagOf(markup: Markup, name: JsxName): string | undefined {
  if (name.type === 'JSXNamespacedName') return String((name.name as JsxName | undefined)?.name)
  if (name.type === 'JSXMemberExpression') {
    let root: JsxName | undefined = name
    for (let depth = 0; root?.type === 'JSXMemberExpression' && depth < 32; depth++)
      root = root.object
    const rootName = typeof root?.name === 'string' ? root.name : ''
    const reference =
      root === undefined ? undefined : markup.scopes.references.get(root as unknown as Node)
    const listed = LISTED_MEMBERS.get(rootName)
    const member = typeof name.property?.name === 'string' ? name.property.name : ''
    if (reference?.resolved === null && listed !== undefined && listed.has(member)) return undefined
    if (reference?.resolved === null || /^[a-z]/.test(rootName))
      markup.report.unchecked(
        name as unknown as Node,
        `\`<${rootName}.…>\`, a component the check cannot follow`,
      )
    return undefined
  }
  const tag = typeof name.name === 'string' ? name.name : ''
  if (/^[a-z]/.test(tag) || tag.includes('-')) return tag
  return componentTag(markup, name as unknown as Node, tag)
}

/**
 * A capitalised element name: the platform's component (free, and named like no global of the
 * page), or the file's own function, class or import; a name that holds a string (`const Tag =
 * 'script'`) is that string's element.
 */
function componentTag(markup: Markup, node: Node, tag: string): string | undefined {
  const reference = markup.scopes.references.get(node)
  const variable = reference?.resolved
  if (variable === null || variable === undefined) {
    if (isPageGlobal(tag))
      markup.report.script(
        node,
        `\`<${tag}>\`, a component named like the page's global \`${tag}\``,
      )
    return undefined
  }
  const definition = variable.defs[0]
  if (definition?.type === 'FunctionName' || definition?.type === 'ClassName') return undefined
  if (definition?.type === 'ImportBinding') return undefined
  // A JSX name is no expression `fold` reads: its values are the name's.
  const values = markup.names.identifier(node, 0) ?? [{ kind: 'unknown' }]
  if (values.length > 0 && values.every((v) => v.kind === 'text')) {
    const [first] = values
    return first?.kind === 'text' ? first.text : undefined
  }
  const declarator = definition?.type === 'Variable' ? definition.node : undefined
  if (declarator !== undefined && componentValue(declarator.init) !== undefined) return undefined
  markup.report.unchecked(node, 'an element whose type the code computes')
  return undefined
}

/** One JSX element's opening tag. */
export function element(markup: Markup, node: Node): void {
  if ((node.type as string) !== 'JSXOpeningElement') return
  const opening = node as Opening
  const tag = tagOf(markup, opening.name)
  const isIntrinsic = tag !== undefined
  const kind = isIntrinsic ? 'intrinsic' : strictProps(markup, opening.name) ? 'strict' : 'loose'
  const attributes = noAttributes()
  for (const given of opening.attributes) {
    if (given.type === 'JSXSpreadAttribute') {
      givenProps(markup, node, given.argument as Node, isIntrinsic, attributes)
      continue
    }
    const name = attributeName(given.name)
    const value = valueNode(given)
    attribute(markup, node, name, value, kind)
    record(attributes, name, value === undefined ? [] : fold(value, markup.names))
  }
  if (tag !== undefined) intrinsicRules(markup.report, markup.allowedHosts, node, tag, attributes)
}

/** Whether a callee is React's `createElement` or `cloneElement` (as `React.x` or imported). */
function reactFunction(markup: Markup, callee: Node): string | undefined {
  if (callee.type === 'MemberExpression') {
    const name = keyName(callee.property, callee.computed)
    const object = callee.object
    if (object.type !== 'Identifier' || (name !== 'createElement' && name !== 'cloneElement'))
      return undefined
    const variable = markup.scopes.references.get(object)?.resolved
    const fromReact =
      variable === null
        ? object.name === 'React'
        : variable !== undefined && importedFromReact(variable)
    return fromReact ? name : undefined
  }
  if (callee.type !== 'Identifier') return undefined
  const variable = markup.scopes.references.get(callee)?.resolved
  if (variable === null || variable === undefined || !importedFromReact(variable)) return undefined
  const specifier = variable.defs[0]?.node as { imported?: { name?: string } } | undefined
  const name = specifier?.imported?.name
  return name === 'createElement' || name === 'cloneElement' ? name : undefined
}

function importedFromReact(variable: Variable): boolean {
  const definition = variable.defs[0]
  const declaration = definition?.parent as { source?: { value?: unknown } } | null | undefined
  return definition?.type === 'ImportBinding' && declaration?.source?.value === 'react'
}

/** `createElement(type, props)` and `cloneElement(element, props)`, judged as the markup is. */
export function reactCall(markup: Markup, node: Node): void {
  if (node.type !== 'CallExpression') return
  const name = reactFunction(markup, node.callee)
  if (name === undefined) return
  const [type, props] = node.arguments as Node[]
  // A type given as a string is always an element of the page, in any case (`'SCRIPT'`).
  const tag = type?.type === 'Literal' && typeof type.value === 'string' ? type.value : undefined
  if (name === 'createElement' && tag === undefined) {
    markup.report.unchecked(node, 'createElement with a type the code computes')
    return
  }
  const attributes = noAttributes()
  const none = props === undefined || (props.type === 'Literal' && props.value === null)
  if (!none) givenProps(markup, node, props, true, attributes)
  const { report, allowedHosts } = markup
  if (name === 'cloneElement') clonedRules(report, allowedHosts, node, attributes)
  else if (tag !== undefined) intrinsicRules(report, allowedHosts, node, tag, attributes)
}

/** `a.href = …`: an element's member that takes a URL, assigned. */
export function urlMember(markup: Markup, node: Node): void {
  if (node.type !== 'AssignmentExpression' || node.left.type !== 'MemberExpression') return
  const name = keyName(node.left.property, node.left.computed)
  if (name !== undefined && takesUrl(name, true)) urlSink(markup, node, node.right, `\`.${name}\``)
}

/**
 * Where the file renders a component of its own whose props become URLs (`<Link to={…}>` of a
 * `Link` that puts `to` in an `href`), what it gives those props is a URL too, held to the same
 * rules; such a component taken as a value (called, passed on) is beyond the check. Repeated
 * while a prop so given makes another component's prop a URL.
 */
export function propsGiven(markup: Markup): void {
  const judged = new Set<Node>()
  const seen = new Map<Node, number>()
  for (let round = 0; round < 16; round++) {
    let grew = false
    for (const [owner, props] of [...markup.urlProps]) {
      if (seen.get(owner) === props.size) continue
      seen.set(owner, props.size)
      grew = true
      const variable = markup.scopes.components.get(owner)
      // Its declaration (`const Link = …`) is no use of it.
      for (const reference of variable?.references ?? [])
        if (reference.init !== true) usesOf(markup, reference.identifier, props, judged)
    }
    if (!grew) return
  }
}

/** One use of a component whose props `props` become URLs. */
function usesOf(markup: Markup, node: Node, props: ReadonlySet<string>, judged: Set<Node>): void {
  const parent = markup.parents.get(node) as (Node & Partial<Opening>) | undefined
  const kind = parent?.type as string | undefined
  if (
    kind === 'JSXClosingElement' ||
    kind === 'ExportSpecifier' ||
    kind === 'ExportDefaultDeclaration'
  )
    return
  if (kind !== 'JSXOpeningElement' || parent?.name !== (node as unknown as JsxName)) {
    if (!judged.has(node))
      markup.report.unchecked(
        node,
        'a component whose props become URLs, used other than as an element',
      )
    judged.add(node)
    return
  }
  for (const given of parent.attributes ?? []) {
    const name = attributeName(given.name)
    const value = given.type === 'JSXAttribute' ? valueNode(given) : undefined
    const attributeNode = given as unknown as Node
    if (value === undefined || judged.has(attributeNode)) continue
    if (!props.has('*') && !props.has(name)) continue
    judged.add(attributeNode)
    urlSink(markup, parent, value, `\`${name}\``)
  }
}
