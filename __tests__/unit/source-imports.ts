import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// How the tests that hold the sources to a rule read them: the files of src/ and what each
// imports (the layout's import rules, and the README's architecture diagram).

export const SRC = resolve(import.meta.dirname, '../../src')

/** Every .ts file below `folder`, as a full path. */
export function sources(folder: string = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/**
 * Every relative module a file imports or re-exports, static or dynamic, type-only too, as a path
 * below src/ written as the import writes it (`shared/lifecycle.js`).
 */
export function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  // A dynamic import may carry a bundler's comment: `import(/* webpackMode: "eager" */ '…')`.
  const specifiers = [
    ...text.matchAll(/\b(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
}

/** Each file of src/ and the files of src/ it imports (type-only imports too). */
export function importGraph(): Map<string, string[]> {
  const files = sources().map((file) => relative(SRC, file))
  const known = new Set(files)
  return new Map(
    files.map((file) => [
      file,
      imports(join(SRC, file))
        .map((target) => target.replace(/\.js$/, '.ts'))
        .filter((target) => known.has(target)),
    ]),
  )
}

/**
 * The import circles of a graph: each group of two or more files that import one another,
 * directly or through others (strongly connected components, Tarjan's algorithm), sorted.
 */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next++
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
}
