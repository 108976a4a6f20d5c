/**
 * Whether an object or an array a name holds may change after it is first written (issue #52):
 * the URL rules fold `const pixel = { u: '/ok.png' }` into its first text (./url-values.ts), which
 * holds only while nothing writes into it. So a name is folded as unknown where any use of it may
 * change it: a member or an element of it written (an assignment, `++`, `delete`, a
 * destructuring into it), a method called on it that is not one known to leave it as it is
 * (`push`, `unshift`, `splice`, `sort`, `set`, …), a callback handed its parts that may change
 * them, or the value itself (or a part the check cannot tell is text) going anywhere the check
 * does not follow: an argument, another name, a property, a return, an export, a component's
 * prop. Reading it, comparing it, showing it in an element's markup leave it as it is.
 */
import type { Node } from 'estree'
import type { ScopeManager, Variable } from 'eslint-scope'
import { keyName, type Value } from './url-values.js'

type Parents = ReadonlyMap<Node, Node>

/** What the question needs of the script: its parents, its scopes, and a fold of a node. */
export interface WriteContext {
  parents: Parents
  manager: ScopeManager
  /** What a node may give (to tell a part that is only text from one that is an object). */
  valueOf(node: Node): Value[]
}

/** Those whose result is text, a number or a boolean: nothing of what they were called on. */
const TEXT_RESULTS = new Set([
  'join',
  'includes',
  'indexOf',
  'lastIndexOf',
  'findIndex',
  'findLastIndex',
  'some',
  'every',
  'toString',
  'toLocaleString',
  'hasOwnProperty',
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'startsWith',
  'endsWith',
  'replace',
  'replaceAll',
  'padStart',
  'padEnd',
  'repeat',
  'charAt',
  'substring',
  'toFixed',
])

/** Methods of arrays, strings and objects that leave the value they are called on as it is. */
const LEAVING = new Set([
  ...TEXT_RESULTS,
  'map',
  'flatMap',
  'forEach',
  'filter',
  'find',
  'findLast',
  'reduce',
  'reduceRight',
  'slice',
  'concat',
  'at',
  'flat',
  'toSorted',
  'toReversed',
  'toSpliced',
  'with',
  'valueOf',
  'split',
])

/** How many callbacks deep the question follows the parts a callback is handed. */
const MAX_DEPTH = 4

/** Whether `node`, standing under `parent`, is what an assignment, an update or a delete writes. */
function written(node: Node, parent: Node | undefined, parents: Parents): boolean {
  switch (parent?.type) {
    case 'AssignmentExpression':
      return parent.left === node
    case 'UpdateExpression':
      return true
    case 'UnaryExpression':
      return parent.operator === 'delete'
    case 'ForInStatement':
    case 'ForOfStatement':
      return parent.left === node
    case 'ArrayPattern':
    case 'RestElement':
    case 'AssignmentPattern':
      return true
    case 'Property':
      return parent.value === node && parents.get(parent)?.type === 'ObjectPattern'
    default:
      return false
  }
}

/** An element React renders itself (`<img>`, a fragment), which changes none of its props. */
function intrinsicElement(node: Node | undefined): boolean {
  const element = node as {
    type?: string
    openingElement?: { name?: { type?: string; name?: unknown } }
  }
  if (element?.type === 'JSXFragment') return true
  const name = element?.openingElement?.name
  return name?.type === 'JSXIdentifier' && typeof name.name === 'string' && /^[a-z]/.test(name.name)
}

/** Whether the value at `node` is only read where it stands: compared, shown, tested, a key. */
function onlyRead(node: Node, parent: Node | undefined, parents: Parents): boolean {
  const type = parent?.type as string | undefined
  switch (type) {
    case 'BinaryExpression':
      // `instanceof` hands the value to the class's `Symbol.hasInstance`.
      return (parent as { operator: string }).operator !== 'instanceof'
    case 'TemplateLiteral':
      // A tag is handed the values themselves, not their text.
      return parents.get(parent as Node)?.type !== 'TaggedTemplateExpression'
    case 'ExpressionStatement':
    case 'SwitchCase':
      return true
    case 'UnaryExpression':
      return (parent as { operator: string }).operator !== 'delete'
    case 'IfStatement':
    case 'WhileStatement':
    case 'DoWhileStatement':
    case 'ForStatement':
    case 'ConditionalExpression':
      return (parent as { test?: Node }).test === node
    case 'SwitchStatement':
      return (parent as { discriminant: Node }).discriminant === node
    case 'MemberExpression':
      return (parent as { property: Node; computed: boolean }).property === node
    case 'JSXSpreadAttribute':
    case 'JSXExpressionContainer': {
      // An intrinsic element's attribute or child: React reads it and changes nothing of it.
      const holder = parents.get(parent as Node)
      if ((holder?.type as string) === 'JSXAttribute' || type === 'JSXSpreadAttribute') {
        const opening = type === 'JSXSpreadAttribute' ? holder : parents.get(holder as Node)
        return intrinsicElement(parents.get(opening as Node))
      }
      return intrinsicElement(holder)
    }
    default:
      return false
  }
}

/**
 * Whether the callbacks a method of the value is given may change its parts: a `function`
 * (whose `arguments` and `this` may be the value itself), a callback named elsewhere, an arrow
 * that takes the array itself (a third parameter, a rest), or one whose parameters may change.
 */
function callbacksChange(
  call: Node,
  method: string,
  context: WriteContext,
  depth: number,
): boolean {
  if (call.type !== 'CallExpression') return true
  // The parameters a part is given as: an element; `reduce`'s accumulator too. An index is a number.
  const parts = method === 'reduce' || method === 'reduceRight' ? 2 : 1
  for (const argument of call.arguments) {
    if (argument.type === 'FunctionExpression') return true
    if (argument.type !== 'ArrowFunctionExpression') {
      if (argument.type === 'Identifier' || argument.type === 'MemberExpression') return true
      continue
    }
    if (argument.params.length > 2 || argument.params.some((p) => p.type === 'RestElement'))
      return true
    const given = argument.params.slice(0, parts)
    const within = (node: Node, outer: Node): boolean =>
      (node.range?.[0] ?? -1) >= (outer.range?.[0] ?? 0) &&
      (node.range?.[1] ?? Infinity) <= (outer.range?.[1] ?? 0)
    for (const variable of context.manager.getDeclaredVariables(argument)) {
      const name = variable.defs[0]?.name as unknown as Node | undefined
      if (name === undefined || !given.some((param) => within(name, param))) continue
      if (mayChange(variable, context, depth + 1)) return true
    }
  }
  return false
}

/** A `map` whose callback gives markup: a new list of elements, nothing of the value it maps. */
function mapsToMarkup(call: Node): boolean {
  if (call.type !== 'CallExpression') return false
  const [callback] = call.arguments
  if (callback?.type !== 'ArrowFunctionExpression') return false
  return /^JSX(Element|Fragment)$/.test(callback.body.type)
}

/** Whether one use of a name (its identifier) may change the value it holds. */
function useChanges(identifier: Node, context: WriteContext, depth: number): boolean {
  const { parents } = context
  let at = identifier
  // Whether `at` is a part of the value, or something made from it, rather than the value.
  let part = false
  for (let steps = 0; steps < 64; steps++) {
    const parent = parents.get(at)
    if (parent?.type === 'ChainExpression' || parent?.type === 'LogicalExpression') {
      at = parent
      continue
    }
    if (parent?.type === 'ConditionalExpression' && parent.test !== at) {
      at = parent
      continue
    }
    if (parent?.type !== 'MemberExpression' || parent.object !== at) break
    const call = parents.get(parent)
    if (call?.type !== 'CallExpression' || call.callee !== parent) {
      at = parent
      part = true
      continue
    }
    const method = keyName(parent.property, parent.computed)
    if (method === undefined || !LEAVING.has(method)) return true
    if (callbacksChange(call, method, context, depth)) return true
    if (TEXT_RESULTS.has(method) || (method === 'map' && mapsToMarkup(call))) return false
    at = call
    part = true
  }
  const parent = parents.get(at)
  if (written(at, parent, parents)) return true
  if (onlyRead(at, parent, parents)) return false
  // Anywhere else it goes on: a part that is only text or a number cannot change the value.
  return !part || !context.valueOf(at).every((v) => v.kind === 'text' || v.kind === 'inert')
}

/** Whether a declaration is exported, where other modules may change what it holds. */
function exported(variable: Variable, parents: Parents): boolean {
  const declaration = variable.defs[0]?.parent as Node | null | undefined
  return (
    declaration !== null &&
    declaration !== undefined &&
    parents.get(declaration)?.type === 'ExportNamedDeclaration'
  )
}

/** Whether the object or array `variable` holds may change after it is first written. */
export function mayChange(variable: Variable, context: WriteContext, depth = 0): boolean {
  if (depth > MAX_DEPTH || exported(variable, context.parents)) return true
  // Text, a number or a boolean has no parts to write.
  const read = variable.references.find((reference) => reference.init !== true)
  if (read === undefined) return false
  const values = context.valueOf(read.identifier)
  if (values.every((v) => v.kind === 'text' || v.kind === 'inert')) return false
  return variable.references.some(
    (reference) => reference.init !== true && useChanges(reference.identifier, context, depth),
  )
}
