import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import { appendSummary } from '../../src/shared/step-summary.js'
import { inStep } from './step.js'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  // @actions/core keeps the first job summary path it reads; each test here has its own.
  Reflect.set(core.summary, '_filePath', undefined)
})

test('appends to the job summary, a line at a time', async () => {
  const step = await inStep({}, async () => {
    await appendSummary('## One')
    await appendSummary('two')
  })
  expect(step.summary).toBe('## One\ntwo\n')
  expect(step.log).toBe('')
})

test('without a job summary file (a local run) writes nothing and says nothing', async () => {
  const step = await inStep({}, async () => {
    delete process.env.GITHUB_STEP_SUMMARY
    await appendSummary('## One')
  })
  expect(step.summary).toBe('')
  expect(step.log).toBe('')
})

test('a summary that cannot be written is a warning, not a failure', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'summary-'))
  folders.push(folder)
  const notAFile = join(folder, 'summary')
  mkdirSync(notAFile)
  const step = await inStep({}, async () => {
    process.env.GITHUB_STEP_SUMMARY = notAFile
    await appendSummary('## One')
  })
  expect(step.exitCode).toBe(0)
  expect(step.log).toMatch(/^::warning::Could not write the job summary: .*EISDIR/)
})
