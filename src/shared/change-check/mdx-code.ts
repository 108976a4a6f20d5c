/**
 * What an MDX page's JavaScript does (the `mdx-code` kind of the change check), judged on the
 * ESTree that MDX's own parser (micromark-extension-mdxjs, with acorn) gives each `import`,
 * `export` and `{expression}`: a page may import its repository's files, export plain values and
 * show values; anything that calls, constructs, assigns, defines a function or reaches a global
 * runs code when the site is built or read.
 */
import type { Node, Program } from 'estree'
import { EXIT, visit } from 'estree-util-visit'
import { redactCredentials } from '../sanitizer/credentials.js'

/** A plain value: literals, and arrays, objects and templates of them, with no code. */
function plainValue(node: Node | null | undefined): boolean {
  if (node === null || node === undefined) return true
  switch (node.type) {
    case 'Literal':
      return true
    case 'TemplateLiteral':
      return node.expressions.length === 0
    case 'UnaryExpression':
      return ['-', '+'].includes(node.operator) && node.argument.type === 'Literal'
    case 'ArrayExpression':
      return node.elements.every(
        (element) => element?.type !== 'SpreadElement' && plainValue(element),
      )
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          !property.method &&
          plainValue(property.value),
      )
    default:
      return false
  }
}

/** Files a page may import: docs pages, and snippets' components and pages; images. */
const IMPORTABLE =
  /\.(mdx?|png|jpe?g|gif|svg|webp|avif|ico)$|(^|\/)snippets\/.*\.(jsx?|tsx?|json)$/i

/**
 * Why a page at `page` may not import `source`, or undefined when it may: a docs file of the
 * repository, by a path (`./`, `../`, or `/` from the repository's root) that stays inside it,
 * enters no dot folder or dot file (`.env`, `.github/`) and names a page, an image or a snippet's
 * component. A package, a URL or anything else runs or reads what is not the docs.
 */
export function importRefusal(source: unknown, page: string): string | undefined {
  if (typeof source !== 'string' || !/^(\.{1,2}\/|\/)/.test(source) || source.startsWith('//'))
    return 'not a file of the repository'
  const parts = source.startsWith('/') ? [] : page.split('/').slice(0, -1)
  for (const segment of source.split(/[?#]/)[0]?.split('/') ?? []) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (parts.pop() === undefined) return 'a path outside the repository'
    } else parts.push(segment)
  }
  const path = parts.join('/')
  if (parts.some((segment) => segment.startsWith('.'))) return `a hidden file (${path})`
  if (!IMPORTABLE.test(path)) return `not a docs page, image or snippet (${path})`
  return undefined
}

/** The names a page's `import`s and `export`s define: expressions may show them. */
export function definedNames(programs: readonly Program[]): Set<string> {
  const names = new Set<string>()
  for (const program of programs)
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration')
        for (const specifier of statement.specifiers) names.add(specifier.local.name)
      if (
        statement.type === 'ExportNamedDeclaration' &&
        statement.declaration?.type === 'VariableDeclaration'
      )
        for (const declarator of statement.declaration.declarations)
          if (declarator.id.type === 'Identifier') names.add(declarator.id.name)
    }
  return names
}

/**
 * What in an `import`/`export` block of the page at `page` goes beyond docs files of the
 * repository and plain values.
 */
export function esmCode(program: Program, page: string): string[] {
  const from = (kind: string, source: unknown): string[] => {
    const refusal = importRefusal(source, page)
    // A URL's key is no detail to copy into a note, a summary or an output.
    const named = redactCredentials(JSON.stringify(source))
    return refusal === undefined ? [] : [`${kind} from ${named}: ${refusal}`]
  }
  return program.body.flatMap((statement): string[] => {
    switch (statement.type) {
      case 'ImportDeclaration':
        return from('import', statement.source.value)
      case 'ExportNamedDeclaration': {
        if (statement.source !== null && statement.source !== undefined)
          return from('export', statement.source.value)
        const declaration = statement.declaration
        if (declaration === null || declaration === undefined) return []
        if (declaration.type !== 'VariableDeclaration')
          return [`export of a ${kindOf(declaration.type)}`]
        return declaration.declarations
          .filter(
            (declarator) => declarator.id.type !== 'Identifier' || !plainValue(declarator.init),
          )
          .map((declarator) => `export of code (${name(declarator.id)})`)
      }
      case 'ExportAllDeclaration':
        return from('export', statement.source.value)
      default:
        return [`${kindOf(statement.type)} statement`]
    }
  })
}

const name = (node: Node): string => (node.type === 'Identifier' ? node.name : 'a pattern')

/** `FunctionDeclaration` as "function declaration". */
const kindOf = (type: string): string => type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** Node types that run code wherever they sit in an expression. */
const RUNS = new Map<string, string>([
  ['CallExpression', 'a function call'],
  ['NewExpression', 'a constructor call'],
  ['TaggedTemplateExpression', 'a tagged template'],
  ['ImportExpression', 'a dynamic import'],
  ['AssignmentExpression', 'an assignment'],
  ['UpdateExpression', 'an assignment'],
  ['AwaitExpression', 'an await'],
  ['YieldExpression', 'a yield'],
  ['FunctionExpression', 'a function'],
  ['ArrowFunctionExpression', 'a function'],
  ['ClassExpression', 'a class'],
  ['ThisExpression', '`this`'],
  ['MetaProperty', 'import.meta'],
  ['SequenceExpression', 'a sequence'],
  ['ChainExpression', 'an optional chain'],
])

/** Names a value may use without running or reaching anything: MDX's own `props` among them. */
const HARMLESS = new Set(['undefined', 'NaN', 'Infinity', 'props'])

/**
 * What an `{expression}` does beyond showing a value: the first node that runs code, or a name
 * that neither the page defines nor is a harmless global (`window`, `document`, `fetch`). JSX in
 * an expression is left to the caller (`jsx`), which judges its elements as the page's own.
 */
export function expressionCode(
  program: Program,
  defined: ReadonlySet<string>,
  jsx: (node: Node) => void,
): string | undefined {
  let found: string | undefined
  visit(program, (node, key, _index, ancestors) => {
    if (found !== undefined) return EXIT
    const parent = ancestors.at(-1)
    const type = node.type as string
    if (type === 'JSXElement' || type === 'JSXFragment') jsx(node)
    const runs = RUNS.get(type)
    if (runs !== undefined) {
      found = runs
      return EXIT
    }
    if (type !== 'Identifier') return undefined
    // A property's key, or a member's name after a dot, names no variable.
    if (parent?.type === 'Property' && key === 'key' && !parent.computed) return undefined
    if (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed)
      return undefined
    const identifier = (node as unknown as { name: string }).name
    if (!defined.has(identifier) && !HARMLESS.has(identifier))
      found = `the global \`${identifier}\``
    return undefined
  })
  return found
}
