// Gives the test run its own temporary folder: TMPDIR is read by os.tmpdir() in this process and
// in the workers Jest starts after this hook, so everything a test makes there is found by
// jest.tmp-teardown.js. Beside it, outside it, a folder for each test file's CPU seconds
// (__tests__/cpu-meter.ts), which the summary reporter reads and removes.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function giveTheRunItsOwnTmpdir() {
  process.env.DOCS_AGENT_CPU_DIR = mkdtempSync(join(tmpdir(), 'docs-agent-cpu-'))
  const folder = mkdtempSync(join(tmpdir(), 'docs-agent-tests-'))
  process.env.DOCS_AGENT_TEST_TMPDIR = folder
  process.env.TMPDIR = folder
}
