import { expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, scratchFolder } from '../e2e/harness.js'

// A real Jest run over a passing file, a file that fails to import, and a passing file that
// leaves a folder in TMPDIR: the closing line counts the broken file and the leftover as
// failures, never "0 failed".
test('a file that fails to load, and a file left in TMPDIR, count as failures', () => {
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      join(ROOT, '__tests__', 'unit', 'fixtures', 'reporter', 'jest.config.cjs'),
    ],
    {
      encoding: 'utf8',
      // The nested Jest keeps its cache in TMPDIR: a folder of this test's, removed after it.
      env: {
        ...process.env,
        NODE_OPTIONS: '--experimental-vm-modules',
        TMPDIR: scratchFolder('jest-'),
      },
    },
  )
  expect(run.status).toBe(1)
  const lines = run.stderr.trimEnd().split('\n')
  expect(lines).toContainEqual(
    expect.stringMatching(/^FAIL: 1 temporary files or folders survived .*left-behind-\* ×1/),
  )
  expect(lines.at(-1)).toBe('jest: 2 passed, 2 failed')
})

// The CPU line: each project's seconds (the records __tests__/cpu-meter.ts writes), largest
// first, the rest of the run's as `jest`, and the five files that used most.
test('the CPU line adds up each project, largest first, and names the costliest files', async () => {
  // A plain JavaScript file of Jest's configuration, which has no types: imported by its path.
  const reporter = join(ROOT, 'jest.summary-reporter.js')
  const { cpuLine } = (await import(reporter)) as {
    cpuLine: (records: object[], treeSeconds: number) => string | undefined
  }
  const records = [
    { project: 'unit', file: '__tests__/unit/a.test.ts', seconds: 2 },
    { project: 'e2e', file: '__tests__/e2e/b.test.ts', seconds: 5 },
    { project: 'unit', file: '__tests__/unit/c.test.ts', seconds: 1.5 },
  ]
  expect(cpuLine(records, 10)).toBe(
    'CPU seconds: e2e 5.0, unit 3.5, jest 1.5; 10.0 in all\n' +
      'Most CPU: e2e/b.test.ts 5.0, unit/a.test.ts 2.0, unit/c.test.ts 1.5',
  )
  // Without /proc (no record, no tree): no line rather than a wrong one.
  expect(cpuLine([], 0)).toBeUndefined()
})
