import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from '@jest/globals'
import {
  EMULATOR_GITHUB_TOKEN,
  findLeaks,
  runStep,
  type StepRun,
} from '../../emulator/action-runner.ts'
import {
  withEmulator as withFreshEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const API_KEY = 'mint_e2e_secret_key_0123456789'

/** A fresh emulator for one test, so that tests can run concurrently and count requests. */
export function withEmulator<T>(
  options: EmulatorOptions,
  fn: (emulator: Emulator) => Promise<T>,
): Promise<T> {
  return withFreshEmulator({ jobDurationMs: 300, ...options }, fn)
}

/**
 * Runs the bundled root action (dist/index.js) against the emulator as a runner would, and
 * checks that the key appears nowhere in what the step left behind.
 */
export async function runAgent(
  emulator: Emulator | { url: string },
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<Parameters<typeof runStep>[0]> = {},
): Promise<StepRun> {
  const run = await runStep({
    ...more,
    actionDir: ROOT,
    inputs: {
      'api-key': API_KEY,
      'project-id': 'proj',
      'api-url': emulator.url,
      'poll-interval': '0.1',
      ...inputs,
    },
    env: { GITHUB_API_URL: emulator.url, ...env },
  })
  expectNoSecret(run)
  expectNoSecret(run, EMULATOR_GITHUB_TOKEN)
  if ('github' in emulator) {
    const written = JSON.stringify(emulator.github.comments)
    expect(written.includes(API_KEY) || written.includes(EMULATOR_GITHUB_TOKEN)).toBe(false)
  }
  return run
}

/** The lines a runner shows as error annotations (workflow-command escapes undone). */
export function errors(run: StepRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .map((line) => line.slice('::error::'.length).replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

export function annotations(run: StepRun, kind: 'warning' | 'notice'): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${kind}::`))
    .map((line) => line.slice(kind.length + 4))
}

/**
 * The key may appear only in the runner's own ::add-mask:: command, which the runner consumes;
 * anywhere else (log, errors, outputs, summary, state) it would be a leak.
 */
export function expectNoSecret(run: StepRun, secret = API_KEY): void {
  expect(findLeaks(run, [secret])).toEqual([])
}
