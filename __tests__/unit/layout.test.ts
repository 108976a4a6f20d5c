import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@jest/globals'
import { imports, sources, SRC as src } from './source-imports.js'

// The layout's import rules, read from the sources: shared/ imports neither action, and neither
// action imports the other (CONTRIBUTING.md, "Layout").

/** What each part of src/ must not import. */
const FORBIDDEN: [part: RegExp, mayNotImport: RegExp][] = [
  [/^shared\//, /^(agent|analytics|entrypoints)\//],
  [/^agent\//, /^(analytics|entrypoints)\//],
  [/^analytics\//, /^(agent|entrypoints)\//],
  [/^entrypoints\/(bundles\/)?agent(-post)?\.ts$/, /^(analytics\/|entrypoints\/analytics)/],
  [/^entrypoints\/(bundles\/)?analytics\.ts$/, /^(agent\/|entrypoints\/agent)/],
]

const files = sources().map((file) => relative(src, file))

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
