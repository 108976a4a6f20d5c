import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { runStep } from '../../emulator/action-runner.ts'
import { ROOT } from '../e2e/harness.js'

// jest.tmp-setup.js gives the run its own TMPDIR and jest.tmp-teardown.js fails the run if
// anything is left in it. That only works if the workers running the tests see that folder.
test('this worker makes its temporary files in the folder of the run', () => {
  const run = process.env.DOCS_AGENT_TEST_TMPDIR ?? ''
  expect(run).toMatch(/docs-agent-tests-/)
  expect(tmpdir()).toBe(run)
  const made = mkdtempSync(join(tmpdir(), 'probe-'))
  expect(made.startsWith(`${run}/`)).toBe(true)
  rmSync(made, { recursive: true })
})

test('a step leaves no folder behind, even one whose script does not exist', async () => {
  const saved = process.env.TMPDIR
  const own = mkdtempSync(join(tmpdir(), 'step-probe-'))
  process.env.TMPDIR = own
  try {
    const run = await runStep({ actionDir: ROOT, entry: 'no-such-entry.js', inputs: {} })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/Cannot find module/)
    expect(readdirSync(own)).toEqual([])
  } finally {
    process.env.TMPDIR = saved
    rmSync(own, { recursive: true, force: true })
  }
})
