import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@jest/globals'
import { imports, sources, SRC as src } from './source-imports.js'

// The layout's import rules, read from the sources: shared/ imports no action, and no action
// imports another (CONTRIBUTING.md, "Layout").

/** What each part of src/ must not import. */
const FORBIDDEN: [part: RegExp, mayNotImport: RegExp][] = [
  [/^shared\//, /^(agent|analytics|deploy|entrypoints)\//],
  [/^agent\//, /^(analytics|deploy|entrypoints)\//],
  [/^analytics\//, /^(agent|deploy|entrypoints)\//],
  [/^deploy\//, /^(agent|analytics|entrypoints)\//],
  [
    /^entrypoints\/(agent(-post)?|check)\.ts$/,
    /^(analytics\/|deploy\/|entrypoints\/(analytics|deploy))/,
  ],
  [/^entrypoints\/analytics\.ts$/, /^(agent\/|deploy\/|entrypoints\/(agent|deploy))/],
  [/^entrypoints\/deploy\.ts$/, /^(agent\/|analytics\/|entrypoints\/(agent|analytics))/],
]

const files = sources().map((file) => relative(src, file))

test('every source file is in one of the five parts', () => {
  expect(
    files.filter((file) => !/^(entrypoints|shared|agent|analytics|deploy)\//.test(file)),
  ).toEqual([])
})

test('shared/ imports no action, and no action imports another', () => {
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
  expect(imports(join(src, 'entrypoints/bundles/actions.ts'))).toEqual([
    'entrypoints/agent.js',
    'entrypoints/agent-post.js',
    'analytics/heap.js',
    'entrypoints/analytics.js',
    'entrypoints/deploy.js',
    'entrypoints/check.js',
  ])
})

test('each entry point exports run()', () => {
  for (const entry of ['agent', 'agent-post', 'analytics', 'deploy', 'check']) {
    const text = readFileSync(join(src, 'entrypoints', `${entry}.ts`), 'utf8')
    expect(text).toMatch(/^export (async )?function run\(/m)
  }
})
