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
