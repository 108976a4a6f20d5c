import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { watchPeakMemory } from '../emulator/action-runner.ts'

// What the benchmarks' sections share: the repository's root, the service key the bundles send,
// and a command run with its wall time and peak memory.

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
export const KEY = 'mint_bench_key_0123456789'

/** Runs a command, sampling its peak resident memory (VmHWM) from /proc while it lives. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; peakKiB: number; wallMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    })
    let stdout = ''
    let peakKiB = 0
    const peak = watchPeakMemory(child.pid)
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('exit', () => (peakKiB = peak()))
    child.on('close', (code) => {
      resolve({ code, stdout, peakKiB, wallMs: performance.now() - started })
    })
  })
}
