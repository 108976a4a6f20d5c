import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

// How the tests that hold the sources to a rule read them: the files of src/ and what each
// imports (the layout's import rules, and the README's architecture diagram), and every file of
// ours in the tree and what each imports (no import circle anywhere).

export const SRC = resolve(import.meta.dirname, '../../src')
/** The repository's root: the tree whose code is ours. */
export const ROOT = resolve(import.meta.dirname, '../..')

/**
 * The files below `folder` whose name `isCode` accepts, as full paths, in every folder `skips`
 * does not refuse.
 */
function walk(
  folder: string,
  isCode: (name: string) => boolean,
  skips: (name: string) => boolean = () => false,
): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return skips(entry.name) ? [] : walk(path, isCode, skips)
    return isCode(entry.name) ? [path] : []
  })
}

/** Every .ts file below `folder`, as a full path. */
export function sources(folder: string = SRC): string[] {
  return walk(folder, (name) => name.endsWith('.ts'))
}

/**
 * The folders of the tree whose code is not ours: installed packages, built bundles, and what
 * runs leave behind. Dot-folders are skipped too (.git, .github, mutation testing's .stryker-tmp).
 */
export const NOT_OURS: ReadonlySet<string> = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'reports',
  'tmp',
])

/** A TypeScript or JavaScript module, in any of Node's flavours. */
const CODE = /\.[mc]?[jt]s$/

/**
 * Every TypeScript/JavaScript file of ours below `folder`, as a full path: walked rather than
 * listed, so that a folder added later is held to the rules too.
 */
export function ourSources(folder: string = ROOT): string[] {
  return walk(
    folder,
    (name) => CODE.test(name),
    (name) => name.startsWith('.') || NOT_OURS.has(name),
  )
}

/**
 * Every relative module a file imports or re-exports, static or dynamic, type-only too, as a path
 * below `base` (src/ unless said) written as the import writes it (`shared/lifecycle.js`).
 */
export function imports(file: string, base: string = SRC): string[] {
  const text = readFileSync(file, 'utf8')
  // A dynamic import may carry a bundler's comment: `import(/* webpackMode: "eager" */ '…')`.
  const specifiers = [
    ...text.matchAll(/\b(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1] ?? '')
  return specifiers.map((specifier) => relative(base, resolve(dirname(file), specifier)))
}

/**
 * The file an import names, if it is one of `known`: as written (the emulator's `./github.ts`, a
 * plain `.js` file), else the TypeScript file a `.js` stands for (src's `./lifecycle.js`).
 */
function target(written: string, known: ReadonlySet<string>): string | undefined {
  const typeScript = written.replace(/\.([mc]?)js$/, '.$1ts')
  if (known.has(typeScript)) return typeScript
  return known.has(written) ? written : undefined
}

/**
 * Each file of ours in the tree (src, emulator, scripts, bench, __tests__, the root's configs),
 * as a path from the root (`emulator/github.ts`), and the files of ours it imports, type-only too.
 */
export function treeGraph(): Map<string, string[]> {
  const files = ourSources().map((file) => relative(ROOT, file))
  const known = new Set(files)
  return new Map(
    files.map((file) => [
      file,
      imports(join(ROOT, file), ROOT).flatMap((written) => target(written, known) ?? []),
    ]),
  )
}

/**
 * Each file of src/ and the files of src/ it imports (type-only imports too), as paths below src/
 * (`shared/lifecycle.ts`): the tree's graph, cut down to src/.
 */
export function importGraph(): Map<string, string[]> {
  const inSrc = (file: string): boolean => file.startsWith('src/') && file.endsWith('.ts')
  const belowSrc = (file: string): string => file.slice('src/'.length)
  return new Map(
    [...treeGraph()]
      .filter(([file]) => inSrc(file))
      .map(([file, targets]) => [belowSrc(file), targets.filter(inSrc).map(belowSrc)]),
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
