/**
 * What each name of a script refers to, by ESLint's own scope analysis (`eslint-scope`, JSX names
 * included): the names it declares, those it leaves to the page (its free names, the global
 * scope's `through`), and which of its functions are components, whose props come from the page
 * that uses them. The values a name may have, for the URL rules (./url-values.ts), follow a
 * `const`, a component's props, and the elements of a list a callback is mapped over.
 */
import type { Node, Pattern, Program } from 'estree'
import { analyze, type Reference, type ScopeManager, type Variable } from 'eslint-scope'
import { KEYS } from 'eslint-visitor-keys'
import {
  elementsOf,
  fold,
  keyName,
  MAX_FOLD_DEPTH,
  memberOf,
  type Names,
  type Value,
} from './url-values.js'
import { mayChange } from './script-writes.js'

/** A script's names. */
export interface Scopes {
  manager: ScopeManager
  /** Each identifier's reference (JSX names included), by its node. */
  references: Map<Node, Reference>
  /** The references no declaration of the file answers: the page's globals, as it names them. */
  free: Reference[]
  /** Each component (a function or class), with the variable that names it where one does. */
  components: Map<Node, Variable | undefined>
}

/** The scopes of a script parsed as `sourceType`. */
export function scopesOf(tree: Program, sourceType: 'module' | 'script'): Scopes {
  const manager = analyze(tree, {
    ecmaVersion: 2026,
    sourceType,
    jsx: true,
    childVisitorKeys: KEYS,
  })
  const references = new Map<Node, Reference>()
  for (const scope of manager.scopes)
    for (const reference of scope.references) references.set(reference.identifier, reference)
  const free = manager.globalScope?.through ?? []
  return { manager, references, free, components: componentsOf(tree, manager) }
}

/** A name React takes for a component: capitalised. */
const isComponentName = (name: string | undefined): boolean => /^[A-Z]/.test(name ?? '')

/** Wrappers whose first argument is the component itself: `memo(Card)`, `forwardRef(...)`. */
const WRAPPERS = new Set(['memo', 'forwardRef'])

/** The function or class a declaration's value is, through `memo(…)` and `forwardRef(…)`. */
export function componentValue(node: Node | null | undefined): Node | undefined {
  let value = node
  for (let depth = 0; value?.type === 'CallExpression' && depth < 4; depth++) {
    const callee = value.callee
    const name =
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression'
          ? keyName(callee.property, callee.computed)
          : undefined
    if (name === undefined || !WRAPPERS.has(name)) return undefined
    value = value.arguments[0]
  }
  if (value === null || value === undefined) return undefined
  return /^(ArrowFunctionExpression|FunctionExpression|FunctionDeclaration|ClassExpression|ClassDeclaration)$/.test(
    value.type,
  )
    ? value
    : undefined
}

/**
 * The components a module defines at its top level: a function or class bound to a capitalised
 * name (`export const Card = (props) => …`, `function Card(props)`), or its default export.
 */
function componentsOf(tree: Program, manager: ScopeManager): Map<Node, Variable | undefined> {
  const components = new Map<Node, Variable | undefined>()
  const named = (node: Node, variable: Variable | undefined): void => {
    components.set(node, variable)
  }
  for (const statement of tree.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement
    if (declaration === null || declaration === undefined) continue
    const node = declaration as Node
    if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      if (isComponentName(node.id?.name) || statement.type === 'ExportDefaultDeclaration')
        named(node, manager.getDeclaredVariables(node)[0])
    } else if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations) {
        const value = componentValue(declarator.init)
        if (value !== undefined && declarator.id.type === 'Identifier')
          if (isComponentName(declarator.id.name))
            named(value, manager.getDeclaredVariables(declarator)[0])
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const value = componentValue(node)
      if (value !== undefined) named(value, undefined)
    }
  }
  return components
}

/** Array methods whose callback's first parameter is an element of the array. */
const ELEMENT_CALLBACKS = new Set([
  'map',
  'flatMap',
  'forEach',
  'filter',
  'find',
  'findLast',
  'findIndex',
  'findLastIndex',
  'some',
  'every',
])

/**
 * What the name `target` a pattern declares may be, when the whole the pattern takes apart may
 * be `values`; undefined when `target` is not in it.
 */
function patternValues(
  pattern: Pattern,
  target: Node,
  values: Value[],
  take: (node: Node) => Value[],
  depth: number,
): Value[] | undefined {
  if (depth > MAX_FOLD_DEPTH) return [{ kind: 'unknown' }]
  const inner = (next: Pattern, whole: Value[]): Value[] | undefined =>
    patternValues(next, target, whole, take, depth + 1)
  switch (pattern.type) {
    case 'Identifier':
      return pattern === target ? values : undefined
    case 'AssignmentPattern': {
      // A default is the value too, where the whole gives none.
      const found = inner(pattern.left, values)
      return found === undefined ? undefined : [...found, ...take(pattern.right)]
    }
    case 'RestElement':
      return inner(
        pattern.argument,
        values.map((v) => (v.kind === 'prop' ? v : { kind: 'unknown' })),
      )
    case 'ArrayPattern':
      for (const [index, element] of pattern.elements.entries()) {
        if (element === null) continue
        const part = element.type === 'RestElement' ? values : memberOf(values, String(index), take)
        const found = inner(element, part)
        if (found !== undefined) return found
      }
      return undefined
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        const part =
          property.type === 'RestElement'
            ? values
            : memberOf(values, keyName(property.key, property.computed), take)
        const found = inner(property.type === 'RestElement' ? property : property.value, part)
        if (found !== undefined) return found
      }
      return undefined
    default:
      return undefined
  }
}

/** The values a parameter may have: a component's props, or the elements a callback is given. */
function parameterValues(
  variable: Variable,
  scopes: Scopes,
  parents: ReadonlyMap<Node, Node>,
  take: (node: Node) => Value[],
  depth: number,
): Value[] | undefined {
  const definition = variable.defs[0]
  const fn = definition?.node as unknown as { params: Pattern[] } & Node
  const target = definition?.name as unknown as Node
  const [first] = fn.params
  if (first === undefined) return undefined
  let whole: Value[] | undefined
  if (scopes.components.has(fn)) whole = [{ kind: 'prop', owner: fn, name: '*' }]
  else {
    const call = parents.get(fn)
    const callee = call?.type === 'CallExpression' && call.arguments[0] === fn ? call.callee : null
    if (callee?.type === 'MemberExpression') {
      const method = keyName(callee.property, callee.computed)
      if (method !== undefined && ELEMENT_CALLBACKS.has(method))
        whole = elementsOf(take(callee.object), take)
    }
  }
  if (whole === undefined) return undefined
  return patternValues(first, target, whole, take, depth)
}

/** Whether a value holds an object or an array, whose parts may be written after. */
const holdsParts = (values: Value[]): boolean =>
  values.some((v) => v.kind === 'object' || v.kind === 'array')

/** The values names of the script may have: what ./url-values.ts folds with. */
export function scriptNames(scopes: Scopes, parents: ReadonlyMap<Node, Node>): Names {
  // Asked of a name while its own question is open, the answer is its first value: a change
  // that went through the use being asked about is found at that use (./script-writes.ts).
  const asking = new Set<Variable>()
  const changed = new Map<Variable, boolean>()
  const changes = (variable: Variable, depth: number): boolean => {
    if (asking.has(variable)) return false
    const known = changed.get(variable)
    if (known !== undefined) return known
    // An answer that took another name's first value is not kept for later questions.
    const settled = asking.size === 0
    asking.add(variable)
    const valueOf = (node: Node): Value[] => fold(node, names, depth + 1)
    const answer = mayChange(variable, { parents, manager: scopes.manager, valueOf })
    asking.delete(variable)
    if (settled) changed.set(variable, answer)
    return answer
  }
  const names: Names = {
    identifier(node, depth) {
      const reference = scopes.references.get(node)
      if (reference === undefined) return undefined
      const variable = reference.resolved
      const take = (next: Node): Value[] => fold(next, names, depth + 1)
      if (variable === null) {
        const name = (node as { name?: string }).name
        if (name === 'undefined') return [{ kind: 'text', text: 'undefined' }]
        return name === 'NaN' || name === 'Infinity' ? [{ kind: 'inert' }] : undefined
      }
      const definition = variable.defs[0]
      if (definition === undefined || variable.defs.length > 1) return undefined
      if (definition.type === 'Parameter')
        return parameterValues(variable, scopes, parents, take, depth)
      if (definition.type !== 'Variable') return undefined
      // A name written again after its declaration may hold anything.
      if (variable.references.some((r) => r.isWrite() && r.init !== true)) return undefined
      const declarator = definition.node
      if (declarator.init === null || declarator.init === undefined) return undefined
      const target = definition.name as unknown as Node
      const values = patternValues(declarator.id, target, take(declarator.init), take, depth)
      // An object or an array written into after its declaration may hold anything.
      return values !== undefined && holdsParts(values) && changes(variable, depth)
        ? undefined
        : values
    },
  }
  return names
}
