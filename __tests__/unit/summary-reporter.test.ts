import { expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT } from '../e2e/harness.js'

// A real Jest run over a passing file and a file that fails to import: the closing line must
// count the broken file as a failure, never as "0 failed".
test('a test file that fails to load counts as a failed test', () => {
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
      '--config',
      join(ROOT, '__tests__', 'unit', 'fixtures', 'reporter', 'jest.config.cjs'),
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' } },
  )
  expect(run.status).toBe(1)
  const lines = run.stderr.trimEnd().split('\n')
  expect(lines.at(-1)).toBe('jest: 1 passed, 1 failed')
})
