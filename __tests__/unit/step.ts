import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, jest } from '@jest/globals'
import { parseCommandFile } from '../../emulator/action-runner.ts'
import type { Clock } from '../../src/shared/dependencies.js'

/** What one in-process run of the action showed. */
export interface StepResult {
  /** Everything written to stdout (log lines and workflow commands). */
  log: string
  outputs: Record<string, string>
  /** What the step saved for its post step (core.saveState). */
  state: Record<string, string>
  summary: string
  /** 1 when the step failed. */
  exitCode: number
}

/**
 * Runs `fn` as a step: inputs as INPUT_* variables, fresh output and summary files, stdout
 * captured. Uses the real @actions/core, so what is asserted is what a runner would read.
 */
export async function inStep(
  inputs: Record<string, string>,
  fn: () => Promise<void>,
): Promise<StepResult> {
  const dir = mkdtempSync(join(tmpdir(), 'step-'))
  const files = {
    GITHUB_OUTPUT: join(dir, 'out'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
  }
  for (const file of Object.values(files)) writeFileSync(file, '')
  const saved = { ...process.env }
  for (const name of Object.keys(process.env))
    if (name.startsWith('INPUT_')) delete process.env[name]
  Object.assign(process.env, files)
  for (const [name, value] of Object.entries(inputs))
    process.env[`INPUT_${name.toUpperCase()}`] = value
  let log = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    log += String(chunk)
    return true
  })
  process.exitCode = 0
  try {
    await fn()
  } finally {
    write.mockRestore()
    process.env = saved
  }
  const exitCode = Number(process.exitCode ?? 0)
  process.exitCode = 0
  const result = {
    log,
    outputs: parseCommandFile(readFileSync(files.GITHUB_OUTPUT, 'utf8')),
    state: parseCommandFile(readFileSync(files.GITHUB_STATE, 'utf8')),
    summary: readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8'),
    exitCode,
  }
  rmSync(dir, { recursive: true, force: true })
  return result
}

/** A clock whose sleep returns at once, moving virtual time forward. */
export function fakeClock(start = Date.UTC(2026, 0, 1)): Clock & { sleeps: number[] } {
  let now = start
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
      await Promise.resolve()
    },
  }
}

/** A step that bad input failed before it did anything: one error saying why, and no output. */
export function expectRefused(step: StepResult, message: string): void {
  expect(step.exitCode).toBe(1)
  const errors = step.log.split('\n').filter((line) => line.startsWith('::error::'))
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain(message)
  expect(step.outputs).toEqual({})
}
