import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, test } from '@jest/globals'

// The layout's import rules, read from the sources: shared/ imports neither action, and neither
// action imports the other (CONTRIBUTING.md, "Layout").
const src = resolve(import.meta.dirname, '../../src')

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

/** Every relative module a file imports or re-exports, static or dynamic, as a path below src/. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  )
  return specifiers.map((specifier) => relative(src, resolve(dirname(file), specifier)))
}

/** What each part of src/ must not import. */
const FORBIDDEN: [part: RegExp, mayNotImport: RegExp][] = [
  [/^shared\//, /^(agent|analytics|entrypoints)\//],
  [/^agent\//, /^(analytics|entrypoints)\//],
  [/^analytics\//, /^(agent|entrypoints)\//],
  [/^entrypoints\/(bundles\/)?agent(-post)?\.ts$/, /^(analytics\/|entrypoints\/analytics)/],
  [/^entrypoints\/(bundles\/)?analytics\.ts$/, /^(agent\/|entrypoints\/agent)/],
]

const files = sources(src).map((file) => relative(src, file))

test('every source file is in one of the four parts', () => {
  expect(files.filter((file) => !/^(entrypoints|shared|agent|analytics)\//.test(file))).toEqual([])
})

test('shared/ imports neither action, and neither action imports the other', () => {
  const crossings = files.flatMap((file) =>
    imports(join(src, file))
      .filter((target) =>
        FORBIDDEN.some(([part, mayNotImport]) => part.test(file) && mayNotImport.test(target)),
      )
      .map((target) => `${file} imports ${target}`),
  )
  expect(crossings).toEqual([])
})

test('the rules see imports at all (a guard against a regular expression that matches nothing)', () => {
  expect(imports(join(src, 'entrypoints/agent.ts'))).toContain('shared/lifecycle.js')
  expect(imports(join(src, 'entrypoints/bundles/analytics.ts'))).toEqual([
    'analytics/heap.js',
    'entrypoints/analytics.js',
  ])
})

test('each entry point exports run()', () => {
  for (const entry of ['agent', 'agent-post', 'analytics']) {
    const text = readFileSync(join(src, 'entrypoints', `${entry}.ts`), 'utf8')
    expect(text).toMatch(/^export (async )?function run\(/m)
  }
})
