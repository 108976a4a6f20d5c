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
  const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  )
  return specifiers.map((specifier) => relative(SRC, resolve(dirname(file), specifier)))
}
