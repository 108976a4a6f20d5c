import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from '@jest/globals'
import { imports, sources, SRC as src } from './source-imports.js'

// The layout's import rules, read from the sources: shared/ imports no program, and no program
// imports another's folder (CONTRIBUTING.md, "Layout"; the finish run's use of the job modules it
// shares with the agent is architecture.test.ts's rule).

/** What each part of src/ must not import. */
const FORBIDDEN: [part: RegExp, mayNotImport: RegExp][] = [
  [/^shared\//, /^(agent|check|finish|analytics|deploy|entrypoints)\//],
  [/^agent\//, /^(check|finish|analytics|deploy|entrypoints)\//],
  [/^check\//, /^(agent|finish|analytics|deploy|entrypoints)\//],
  [/^finish\//, /^(check|analytics|deploy|entrypoints)\//],
  [/^analytics\//, /^(agent|check|finish|deploy|entrypoints)\//],
  [/^deploy\//, /^(agent|check|finish|analytics|entrypoints)\//],
  [
    /^entrypoints\/(agent(-post)?|finish)\.ts$/,
    /^(check\/|analytics\/|deploy\/|entrypoints\/(analytics|deploy|check))/,
  ],
  [/^entrypoints\/check\.ts$/, /^(agent\/|finish\/|analytics\/|deploy\/|entrypoints\/)/],
  [/^entrypoints\/analytics\.ts$/, /^(agent\/|check\/|finish\/|deploy\/|entrypoints\/)/],
  [/^entrypoints\/deploy\.ts$/, /^(agent\/|check\/|finish\/|analytics\/|entrypoints\/)/],
]

const files = sources().map((file) => relative(src, file))

test('every source file is in one of the seven parts', () => {
  expect(
    files.filter(
      (file) => !/^(entrypoints|shared|agent|check|finish|analytics|deploy)\//.test(file),
    ),
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
  for (const entry of ['agent', 'agent-post', 'finish', 'analytics', 'deploy', 'check']) {
    const text = readFileSync(join(src, 'entrypoints', `${entry}.ts`), 'utf8')
    expect(text).toMatch(/^export (async )?function run\(/m)
  }
})
