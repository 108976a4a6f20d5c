/**
 * A component's `style={…}` (issue #52): CSS a browser reads, where a `url()` loads from any host
 * with whatever the code appends (what a reader typed, sent away as an image's address). The
 * value of each property that takes an address, and a style given as text, is held to the
 * stylesheet rules (./style-reading.ts) when the code writes it out; one the code builds is one
 * the check cannot see, `unchecked`. A style the code computes whole is `unchecked` too.
 */
import type { Node } from 'estree'
import { readStyle } from './style-reading.js'
import { fold, keyName, type Names, type Value } from './url-values.js'

/** Where a style's findings go. */
export interface StyleReport {
  script(node: Node, detail: string): void
  unchecked(node: Node, detail: string): void
}

/**
 * CSS properties whose value may be an address (by their name without dashes, lowercased, as
 * React's `backgroundImage` and CSS's `background-image` both read), and custom properties (`--x`),
 * which `var()` puts anywhere.
 */
const ADDRESS_PROPERTIES = new Set([
  'background',
  'backgroundimage',
  'borderimage',
  'borderimagesource',
  'liststyle',
  'liststyleimage',
  'mask',
  'maskimage',
  'maskborder',
  'maskbordersource',
  'webkitmask',
  'webkitmaskimage',
  'webkitmaskboximage',
  'webkitboxreflect',
  'content',
  'cursor',
  'filter',
  'backdropfilter',
  'src',
  'shapeoutside',
  'clippath',
  'offsetpath',
  'behavior',
  'mozbinding',
])
const takesAddress = (property: string): boolean =>
  property.startsWith('--') || ADDRESS_PROPERTIES.has(property.replace(/-/g, '').toLowerCase())

/** CSS declarations written out (`prop: value`), judged as a stylesheet's. */
function judgeDeclarations(
  report: StyleReport,
  at: Node,
  css: string,
  allowedHosts: readonly string[],
): void {
  const facts = readStyle(`a { ${css} }`, allowedHosts)
  for (const found of [...facts.script, ...(facts.unjudged ? [facts.unjudged] : [])])
    report.script(at, `${found.detail} (a style)`)
}

/**
 * One property's values. A browser sets one property to one value, dropping one it cannot read,
 * so only a property that takes an address can load one (`width: "url(…)"` loads nothing).
 */
function judgeValues(
  report: StyleReport,
  at: Node,
  property: string,
  values: Value[],
  allowedHosts: readonly string[],
): void {
  if (!takesAddress(property)) return
  for (const value of values) {
    if (value.kind === 'text')
      judgeDeclarations(report, at, `${property}: ${value.text}`, allowedHosts)
    else if (value.kind !== 'inert' && value.kind !== 'prop') {
      report.unchecked(at, `a style the code builds (\`${property}\`)`)
      return
    }
  }
}

/** `style={…}` on an element of the component's markup. */
export function judgeStyle(
  report: StyleReport,
  at: Node,
  value: Node,
  names: Names,
  allowedHosts: readonly string[],
): void {
  const take = (next: Node): Value[] => fold(next, names)
  for (const style of take(value)) {
    if (style.kind === 'prop' || style.kind === 'inert') continue
    if (style.kind === 'text' || style.kind === 'start') {
      // A style given as text (HTML's way): one declaration list.
      judgeText(report, at, [style], allowedHosts)
      continue
    }
    if (style.kind !== 'object') {
      report.unchecked(at, 'a style the code computes')
      continue
    }
    for (const property of style.node.properties) {
      const key =
        property.type === 'Property' ? keyName(property.key, property.computed) : undefined
      if (property.type !== 'Property' || key === undefined || property.kind !== 'init') {
        report.unchecked(at, 'a style the code computes')
        continue
      }
      judgeValues(report, at, key, take(property.value), allowedHosts)
    }
  }
}

/** Whether `node` is an element's `style` (`x.style`). */
const isStyle = (node: Node): boolean =>
  node.type === 'MemberExpression' && keyName(node.property, node.computed) === 'style'

/**
 * A style set through an element the code holds: `el.style.background = …`, `el.style = …`,
 * `el.style.cssText = …`, `el.style.setProperty(name, …)`.
 */
export function styleMember(
  report: StyleReport,
  node: Node,
  names: Names,
  allowedHosts: readonly string[],
): void {
  const take = (next: Node): Value[] => fold(next, names)
  if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression') {
    const { left } = node
    const property = keyName(left.property, left.computed)
    if (isStyle(left) || (isStyle(left.object) && property === 'cssText'))
      judgeText(report, node, take(node.right), allowedHosts)
    else if (isStyle(left.object) && property !== undefined)
      judgeValues(report, node, property, take(node.right), allowedHosts)
    return
  }
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return
  const { callee } = node
  if (!isStyle(callee.object) || keyName(callee.property, callee.computed) !== 'setProperty') return
  const [name, value] = node.arguments as Node[]
  const property =
    name?.type === 'Literal' && typeof name.value === 'string' ? name.value : undefined
  if (property === undefined || value === undefined)
    report.unchecked(node, 'a style the code computes')
  else judgeValues(report, node, property, take(value), allowedHosts)
}

/** Declarations given as text (`cssText`, `style="…"`): judged written out, else unchecked. */
function judgeText(
  report: StyleReport,
  at: Node,
  values: Value[],
  allowedHosts: readonly string[],
): void {
  for (const value of values) {
    if (value.kind === 'text') judgeDeclarations(report, at, value.text, allowedHosts)
    else if (value.kind !== 'inert' && value.kind !== 'prop') {
      report.unchecked(at, 'a style the code computes')
      return
    }
  }
}
