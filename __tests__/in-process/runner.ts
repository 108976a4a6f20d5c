import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as core from '@actions/core'
import type { Clock, Dependencies } from '../../src/shared/dependencies.js'
import { githubContextOf } from '../unit/fixtures/github-context.js'

/**
 * The agent action's main step run in this process, many at once: what one-request.test.ts needs
 * to play hundreds of schedules of duplicate runs within `npm test`'s time. Spawning the bundle
 * costs a tenth of a second per run; here a run costs its requests.
 *
 * A runner gives each step its own environment and stdout; in one process they are shared, so:
 * - the inputs are set as INPUT_* variables (a post step's state as STATE_*) just before `run()`
 *   and removed right after it returns its promise (the action reads every input and its state
 *   synchronously, before its first request);
 * - GITHUB_OUTPUT and GITHUB_STATE are unset, so that @actions/core writes outputs and state as
 *   workflow commands to stdout;
 * - each run's stdout and stderr are told apart by AsyncLocalStorage: whatever a run writes, in
 *   whichever of its callbacks, lands in its own log;
 * - so is its job summary: `core.summary` is one for the process, with one buffer that two runs
 *   would write each other's text from, so while the runner is installed its `addRaw` adds to the
 *   run's own summary and its `write` writes nothing (GITHUB_STEP_SUMMARY names a file never
 *   written, so that the action writes a summary at all: ../../src/shared/step-summary.ts);
 * - the step's failure is its `::error::` line (process.exitCode is one for all).
 */

/** What one run showed a runner. */
export interface InProcessRun {
  log: string
  stderr: string
  /** The job summary it wrote (core.summary). */
  summary: string
  outputs: Record<string, string>
  /** What it saved for its post step (core.saveState). */
  state: Record<string, string>
  /** The `::error::` annotations, unescaped: one when the step failed. */
  errors: string[]
  failed: boolean
}

/** What a run writes, as it writes it. */
interface Written {
  stdout: string[]
  stderr: string[]
  summary: string[]
}

const logs = new AsyncLocalStorage<Written>()
const RUNNER_FILES = [
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_PATH',
]
let restore: (() => void) | undefined
/**
 * The runs' event files, one folder for the file's runs (a folder made and removed for each of
 * hundreds of runs cost one-request.test.ts a tenth of its CPU); removed by uninstallRunner.
 */
let events: { dir: string; count: number } | undefined

/** Routes stdout, stderr and the job summary by run, and keeps the test's own runner files out of reach. Once per file. */
export function installRunner(): void {
  // A second install would wrap the routed writers again and lose the first restore.
  if (restore !== undefined) throw new Error('The in-process runner is installed already.')
  const saved = Object.fromEntries(RUNNER_FILES.map((name) => [name, process.env[name]]))
  for (const name of RUNNER_FILES) delete process.env[name]
  process.env.GITHUB_STEP_SUMMARY = join(tmpdir(), 'docs-agent-in-process-summary-never-written')
  const streams = [routed(process.stdout, 'stdout'), routed(process.stderr, 'stderr')]
  // The Summary class's own methods, which removing these own properties brings back.
  const summary = core.summary
  const addRaw = summary.addRaw.bind(summary)
  const write = summary.write.bind(summary)
  summary.addRaw = (text: string, addEOL = false) => {
    const written = logs.getStore()
    if (written === undefined) return addRaw(text, addEOL)
    written.summary.push(addEOL ? `${text}\n` : text)
    return summary
  }
  summary.write = (options) =>
    logs.getStore() === undefined ? write(options) : Promise.resolve(summary)
  restore = () => {
    for (const undo of streams) undo()
    Reflect.deleteProperty(summary, 'addRaw')
    Reflect.deleteProperty(summary, 'write')
    delete process.env.GITHUB_STEP_SUMMARY
    for (const [name, value] of Object.entries(saved))
      if (value !== undefined) process.env[name] = value
    process.exitCode = 0
    if (events !== undefined) rmSync(events.dir, { recursive: true, force: true })
    events = undefined
    stopClocks()
  }
}

/** Sends what a run writes to `stream` to its own log; returns what undoes it. */
function routed(stream: NodeJS.WriteStream, name: 'stdout' | 'stderr'): () => void {
  const write = stream.write.bind(stream)
  stream.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    const written = logs.getStore()
    if (written === undefined) return Reflect.apply(write, stream, [chunk, ...rest]) as boolean
    written[name].push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
    return true
  }
  return () => {
    stream.write = write
  }
}

export function uninstallRunner(): void {
  restore?.()
  restore = undefined
}

/** Workflow-command escapes undone (`%25`, `%0D`, `%0A`, and `%3A`/`%2C` in properties). */
function unescape(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%')
}

function readLog(log: string): Omit<InProcessRun, 'log' | 'stderr' | 'summary'> {
  const outputs: Record<string, string> = {}
  const state: Record<string, string> = {}
  const errors: string[] = []
  for (const line of log.split('\n')) {
    const saved = /^::(set-output|save-state) name=([^:]+)::(.*)$/.exec(line)
    if (saved !== null)
      (saved[1] === 'set-output' ? outputs : state)[unescape(saved[2] ?? '')] = unescape(
        saved[3] ?? '',
      )
    if (line.startsWith('::error::')) errors.push(unescape(line.slice('::error::'.length)))
  }
  return { outputs, state, errors, failed: errors.length > 0 }
}

/** The agent action's main step (../../src/entrypoints/agent.ts `run`), or a stand-in. */
export type Main = (deps: Dependencies) => Promise<void>

export interface RunSpec {
  main: Main
  inputs: Record<string, string>
  /** What an earlier phase saved, for a post step (STATE_* variables). */
  state?: Record<string, string>
  /** Variables the action reads from process.env itself (DOCS_AGENT_REQUEST_TIMEOUT). */
  processEnv?: Record<string, string>
  /** The step's environment: GITHUB_* variables; GITHUB_EVENT_PATH is written from `event`. */
  env: Record<string, string>
  event: { name: string; payload: unknown }
  clock: Clock
  random: () => number
}

/** One run of the agent action's main step, in process. */
export async function runInProcess(spec: RunSpec): Promise<InProcessRun> {
  events ??= { dir: mkdtempSync(join(tmpdir(), 'docs-agent-in-process-')), count: 0 }
  const eventPath = join(events.dir, `event-${++events.count}.json`)
  writeFileSync(eventPath, JSON.stringify(spec.event.payload))
  const written: Written = { stdout: [], stderr: [], summary: [] }
  try {
    await logs.run(written, () => {
      for (const name of Object.keys(process.env))
        if (name.startsWith('INPUT_') || name.startsWith('STATE_')) delete process.env[name]
      const variables = {
        ...spec.processEnv,
        ...Object.fromEntries(
          Object.entries(spec.state ?? {}).map(([name, value]) => [`STATE_${name}`, value]),
        ),
        ...Object.fromEntries(
          Object.entries(spec.inputs).map(([name, value]) => [
            `INPUT_${name.toUpperCase()}`,
            value,
          ]),
        ),
      }
      Object.assign(process.env, variables)
      try {
        const env = {
          ...spec.env,
          GITHUB_EVENT_NAME: spec.event.name,
          GITHUB_EVENT_PATH: eventPath,
        }
        return spec.main({
          clock: spec.clock,
          random: spec.random,
          env,
          // The run's own context: the toolkit's `context` is the process's, shared by all runs.
          githubContext: githubContextOf(env),
          ownsProcess: false,
        })
      } finally {
        for (const name of Object.keys(variables)) delete process.env[name]
      }
    })
  } finally {
    unlinkSync(eventPath)
  }
  const text = written.stdout.join('')
  return {
    log: text,
    stderr: written.stderr.join(''),
    summary: written.summary.join(''),
    ...readLog(text),
  }
}

/** How often the run time below is brought up to date: the most one step of it may add. */
const TICK_MS = 10
let runTime: { total: number; at: number } | undefined
let ticker: NodeJS.Timeout | undefined

/**
 * The wall's milliseconds this process has had to run since it first asked: a ticker's steps of
 * 10 ms, each counted at most 10 ms however late it fires. A late step was kept from running by
 * the event loop (sixteen runs and the emulator share it) or by the machine (jest's other
 * workers, Chromium): on two cores shared with the rest of `npm test` the steps come about 17 ms
 * apart, and about 60 % of the wall's time counts; on a quiet machine about 97 %. Why: a clock of
 * the wall's let a loaded machine run out a run's 20 s wait for another run's tracking comment
 * while that run could hardly run at all (seed 165 broke so in CI on 2026-11-29, and passed
 * alone).
 */
function ranMs(): number {
  if (runTime === undefined) {
    const state = { total: 0, at: performance.now() }
    runTime = state
    ticker = setInterval(() => {
      const now = performance.now()
      state.total += Math.min(now - state.at, TICK_MS)
      state.at = now
    }, TICK_MS).unref()
  }
  return runTime.total + Math.min(performance.now() - runTime.at, TICK_MS)
}

/** Stops the ticker of `ranMs` (uninstallRunner does): clocks made after start from zero again. */
export function stopClocks(): void {
  clearInterval(ticker)
  runTime = undefined
  ticker = undefined
}

/**
 * A clock `speed` times faster than the wall's while this process gets to run (`ranMs`), for the
 * runs and the emulator alike: a run that waits 20 s for another run's tracking comment waits
 * 20 s / speed of the time the other run had to write it, and both sides agree that 20 s went by.
 */
export function fastClock(speed: number): Clock {
  const wall = Date.now()
  const ran = ranMs()
  const now = () => wall + Math.floor((ranMs() - ran) * speed)
  return {
    now,
    sleep: (ms) =>
      new Promise((resolve, reject) => {
        // A timer of the wall's fires after 1 ms for these; on this clock they would never end.
        if (!Number.isFinite(ms) || ms < 0) {
          reject(new RangeError(`fastClock cannot sleep ${ms} ms.`))
          return
        }
        const until = now() + ms
        // A timer late by a stall finds the clock short of its time: it sleeps on for the rest.
        const wake = () => {
          const left = until - now()
          if (left <= 0) resolve()
          else setTimeout(wake, Math.max(1, left / speed))
        }
        setTimeout(wake, ms / speed)
      }),
  }
}

/** Calls `each` on every item, at most `atOnce` at a time, in order of the items. */
export async function inTurn<T>(
  items: readonly T[],
  atOnce: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length) await each(items[next++] as T)
  }
  await Promise.all(Array.from({ length: atOnce }, worker))
}
