import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
// First: it replaces @actions/core for the in-process parsing.
import { parseInputs } from './input-parsing.js'
import { expectRow, type Observed } from './expectations.js'
import { FILE_ROWS } from './rows.ts'

// One workspace holds every file the rows name, and a folder beside it is "outside".
const root = realpathSync(mkdtempSync(join(tmpdir(), 'input-files-')))
const workspace = join(root, 'workspace')
afterAll(() => rmSync(root, { recursive: true }))
mkdirSync(join(workspace, 'lychee'), { recursive: true })
mkdirSync(join(root, 'outside'))
writeFileSync(join(root, 'outside', 'report.md'), 'A report outside the workspace.')
execFileSync('mkfifo', [join(workspace, 'pipe')])
symlinkSync(join(root, 'outside', 'report.md'), join(workspace, 'link.md'))
symlinkSync('loop.md', join(workspace, 'loop.md'))
writeFileSync(join(workspace, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))
writeFileSync(join(workspace, 'latin1.txt'), Buffer.from('caf\xe9', 'latin1'))
writeFileSync(join(workspace, 'empty.md'), '')
writeFileSync(join(workspace, 'blank.md'), ' \n\t\r\n')
writeFileSync(join(workspace, 'long.md'), 'x'.repeat(65_530))
// Sparse: a gigabyte on disk for nothing; read whole, it would take a gigabyte of memory.
writeFileSync(join(workspace, 'huge.log'), '')
truncateSync(join(workspace, 'huge.log'), 2 ** 30)

/** The inputs each row gives; `prompt` is set in every row, as it is in most workflows. */
const INPUTS: Record<string, Record<string, string>> = {
  missing: { 'prompt-file': 'report.md' },
  'a directory': { 'prompt-file': 'lychee' },
  'a FIFO': { 'prompt-file': 'pipe' },
  '`..` out of the workspace': { 'prompt-file': '../outside/report.md' },
  'an absolute path elsewhere': { 'prompt-file': '/etc/hostname' },
  'a symbolic link out of the workspace': { 'prompt-file': 'link.md' },
  'a symbolic link loop': { 'prompt-file': 'loop.md' },
  'NUL bytes': { 'prompt-file': 'logo.png' },
  'not UTF-8': { 'prompt-file': 'latin1.txt' },
  empty: { 'prompt-file': 'empty.md' },
  'whitespace only': { 'prompt-file': 'blank.md' },
  'prompt + file over 65,536 characters': { 'prompt-file': 'long.md' },
  'a 1 GB file': { 'prompt-file': 'huge.log' },
}

describe('prompt-file: every file that is not a report is refused before any request', () => {
  test('every row has its inputs, and every input a row', () => {
    expect(Object.keys(INPUTS).sort()).toEqual(FILE_ROWS.map((row) => row.fault).sort())
  })

  test.each(FILE_ROWS.map((row) => [row.fault, row] as const))('%s', (_fault, row) => {
    const parsed = parseInputs(
      'agent',
      { prompt: 'Fix the broken links:', ...INPUTS[row.fault] },
      workspace,
    )
    const observed: Observed = parsed.refused
      ? { refused: true, error: parsed.message }
      : { refused: false, error: null }
    expectRow(observed, row.expected)
  })

  test('the same file inside the workspace, by a path or a link, is read', () => {
    writeFileSync(join(workspace, 'lychee', 'out.md'), '# Summary\n')
    symlinkSync(join(workspace, 'lychee', 'out.md'), join(workspace, 'latest.md'))
    for (const path of ['lychee/out.md', 'latest.md', join(workspace, 'lychee', 'out.md')]) {
      const parsed = parseInputs('agent', { prompt: 'Fix:', 'prompt-file': path }, workspace)
      expect(parsed).toMatchObject({ refused: false, value: { prompt: 'Fix:\n\n# Summary' } })
    }
  })
})
