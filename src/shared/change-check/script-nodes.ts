/**
 * What a script says, node by node, beyond its free names (./script-globals.ts): the members it
 * reads or writes (never one that reaches constructors and prototypes, or leads from an event or
 * an element back to the page; never one whose name the code computes, `a[b]`, which the check
 * cannot see through), its strings (a `javascript:` URL, a name like `constructor`), `this`
 * outside a class (in a classic script, the window), `with`, and what it imports: only `react`,
 * and files of the repository by their path.
 */
import type { ImportDeclaration, Node } from 'estree'
import type { ScopeManager } from 'eslint-scope'
import { activeScheme } from './active-content.js'
import {
  IMPORTABLE_PACKAGES,
  isPageGlobal,
  LISTED_MEMBERS,
  memberRefusal,
  PROTOTYPE_NAMES,
} from './script-allow-list.js'
import { listedUse, type Report } from './script-globals.js'
import { keyName } from './url-values.js'

type Parents = ReadonlyMap<Node, Node>

/**
 * Whether a computed key can only be a number or a boolean (`a[0]`, `a[i - 1]`, `a[-1]`): such a
 * key names an index, never a property like `constructor`.
 */
function numericKey(node: Node): boolean {
  // Walked with a list of its own: how deep the code nests never ends the check.
  const pending = [node]
  for (let seen = 0; seen < 32; seen++) {
    const at = pending.pop()
    if (at === undefined) return true
    if (at.type === 'Literal') {
      if (typeof at.value !== 'number' && typeof at.value !== 'bigint') return false
    } else if (at.type === 'BinaryExpression') {
      if (at.operator === '+') pending.push(at.left, at.right)
    } else if (at.type !== 'UnaryExpression' && at.type !== 'UpdateExpression') return false
  }
  return false
}

/** A member read or written: its name held to the list, or computed. */
function member(node: Node, report: Report): void {
  if (node.type !== 'MemberExpression') return
  const name = keyName(node.property, node.computed)
  if (name === undefined) {
    if (!numericKey(node.property))
      report.unchecked(node, 'a property whose name the code computes')
    return
  }
  const refusal = memberRefusal(name)
  if (refusal !== undefined) report.script(node, refusal)
}

/** A key of an object literal, or of a destructuring (which reads it). */
function property(node: Node, parent: Node | undefined, report: Report): void {
  if (node.type !== 'Property') return
  const name = keyName(node.key, node.computed)
  if (parent?.type === 'ObjectPattern') {
    if (name === undefined) report.unchecked(node, 'a property whose name the code computes')
    const refusal = name === undefined ? undefined : memberRefusal(name)
    if (refusal !== undefined) report.script(node, refusal)
    return
  }
  if (name !== undefined && PROTOTYPE_NAMES.has(name))
    report.script(node, `the property \`${name}\`, which reaches constructors and prototypes`)
  if (name?.toLowerCase() === 'dangerouslysetinnerhtml')
    report.script(node, 'markup injected through dangerouslySetInnerHTML')
}

/** A string of the code: a running URL, or a name that reaches constructors as a key. */
function text(node: Node, report: Report): void {
  let value: string | undefined
  if (node.type === 'Literal' && typeof node.value === 'string') value = node.value
  else if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    value = node.quasis[0]?.value.cooked ?? undefined
  if (value === undefined) return
  const scheme = activeScheme(value)
  if (scheme !== undefined) report.script(node, `a ${scheme} URL`)
  if (PROTOTYPE_NAMES.has(value))
    report.script(node, `the string "${value}", a key that reaches constructors and prototypes`)
}

/** `this` is the class's own only in a class; in a classic script's function, the window. */
function thisInClass(node: Node, parents: Parents): boolean {
  for (let at = parents.get(node); at !== undefined; at = parents.get(at)) {
    if (at.type === 'ArrowFunctionExpression') continue
    if (at.type === 'PropertyDefinition' || at.type === 'StaticBlock') return true
    if (at.type === 'FunctionExpression' || at.type === 'FunctionDeclaration')
      return parents.get(at)?.type === 'MethodDefinition'
  }
  return false
}

/**
 * Why a module may not import `source` from the file at `path`, or undefined: only React, and
 * files of the repository by a path that stays inside it and enters no dot folder or dot file.
 */
export function codeImportRefusal(source: unknown, path: string): string | undefined {
  const named = JSON.stringify(source)
  if (typeof source === 'string' && IMPORTABLE_PACKAGES.has(source)) return undefined
  if (typeof source !== 'string' || !/^(\.{1,2}\/|\/(?!\/))/.test(source))
    return `an import of ${named}: only react and files of the repository may be imported`
  const parts = source.startsWith('/') ? [] : path.split('/').slice(0, -1)
  for (const segment of source.split(/[?#]/)[0]?.split('/') ?? []) {
    if (segment === '' || segment === '.') continue
    if (segment !== '..') parts.push(segment)
    else if (parts.pop() === undefined)
      return `an import of ${named}: a path outside the repository`
  }
  if (parts.some((segment) => segment.startsWith('.')))
    return `an import of ${named}: a hidden file`
  return undefined
}

/** React's names, imported: each named one listed, and the module itself used as React is. */
function reactImport(
  node: ImportDeclaration,
  scopes: ScopeManager,
  parents: Parents,
  report: Report,
): void {
  const members = LISTED_MEMBERS.get('React') ?? new Set<string>()
  for (const specifier of node.specifiers) {
    if (specifier.type === 'ImportSpecifier') {
      const imported = keyName(specifier.imported, false) ?? ''
      if (!members.has(imported))
        report.script(specifier, `\`React.${imported}\`, a member the check does not allow`)
      continue
    }
    for (const variable of scopes.getDeclaredVariables(specifier))
      for (const reference of variable.references)
        listedUse(reference.identifier, 'React', members, parents, report)
  }
}

/** Imports, exports from another module, and the dynamic import. */
function imported(
  node: Node,
  path: string,
  scopes: ScopeManager,
  parents: Parents,
  report: Report,
): void {
  if (node.type === 'ImportExpression') report.script(node, 'a dynamic import')
  if (node.type === 'MetaProperty' && node.meta.name === 'import')
    report.script(node, '`import.meta`')
  if (
    node.type !== 'ImportDeclaration' &&
    node.type !== 'ExportAllDeclaration' &&
    node.type !== 'ExportNamedDeclaration'
  )
    return
  if (node.source === null || node.source === undefined) return
  const refusal = codeImportRefusal(node.source.value, path)
  if (refusal !== undefined) report.script(node, refusal)
  else if (node.type === 'ImportDeclaration' && node.source.value === 'react')
    reactImport(node, scopes, parents, report)
}

/** What one node of the script says. */
export function nodeFindings(
  node: Node,
  parent: Node | undefined,
  context: { path: string; scopes: ScopeManager; parents: Parents; report: Report },
): void {
  const { report, parents } = context
  member(node, report)
  property(node, parent, report)
  text(node, report)
  imported(node, context.path, context.scopes, parents, report)
  if (node.type === 'ThisExpression' && !thisInClass(node, parents))
    report.script(node, '`this` outside a class (in a classic script, the window)')
  if (node.type === 'WithStatement')
    report.script(node, 'a `with` statement, which hides what its names refer to')
}

/**
 * A classic script's top-level declarations are the page's globals: one named as a global of the
 * page (`function fetch`, `var JSON`) replaces it for every script the page runs.
 */
export function redefinedGlobals(scopes: ScopeManager, report: Report): void {
  const global = scopes.globalScope
  if (global === null || scopes.isModule()) return
  for (const variable of global.variables)
    if (isPageGlobal(variable.name))
      for (const definition of variable.defs)
        report.script(definition.name, `redefines the page's global \`${variable.name}\``)
}
