import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'

/** What a workflow run would show of one step. */
export interface StepRun {
  /** Exit code (1 when the step failed), or null when a signal ended it. */
  code: number | null
  stdout: string
  stderr: string
  outputs: Record<string, string>
  /** The job summary written by the step, as Markdown/HTML. */
  summary: string
  /** Values saved with core.saveState. */
  state: Record<string, string>
  durationMs: number
  /** The step's peak resident memory (VmHWM) in KiB, with `watchMemory`; 0 otherwise. */
  peakMemoryKiB: number
}

export interface StepOptions {
  /** The action's folder: its action.yml supplies the input defaults, as on a runner. */
  actionDir: string
  /** The script to run, relative to actionDir (default: `runs.main` of action.yml). */
  entry?: string
  /** Inputs by their action.yml names. */
  inputs: Record<string, string>
  /** More environment (GITHUB_EVENT_NAME, GITHUB_API_URL, ...). */
  env?: Record<string, string>
  /** Kill the step after this long (default 60 s). */
  timeoutMs?: number
  /** What `${{ github.token }}` in an input default stands for. */
  githubToken?: string
  /** Values saved by an earlier phase with core.saveState (for running a post step). */
  state?: Record<string, string>
  /** Send `signal` to the step as soon as its stdout matches `pattern` (cancellation tests). */
  interrupt?: { pattern: RegExp; signal: NodeJS.Signals }
  /** Sample the step's peak resident memory while it runs (Linux: /proc). */
  watchMemory?: boolean
  /**
   * Retries wait at most 1 % of their backoff (emulator/short-retry-waits.js): for tests, which
   * count retries but need not sit through them. A service's Retry-After is still waited out.
   */
  shortRetryWaits?: boolean
  /**
   * The step's clock runs ten times faster than the wall's (emulator/fast-clock.js; another speed
   * with DOCS_AGENT_CLOCK_SPEED in `env`), for a test of what a run decides after waiting;
   * GitHub's times still come from the emulator.
   */
  fastClock?: boolean
  /**
   * A folder for V8's compile cache (NODE_COMPILE_CACHE), so that hundreds of runs of the same
   * bundle compile it once: 9% less CPU a run, measured over 106 runs.
   */
  compileCache?: string
}

const preload = (file: string): string[] => [
  '--import',
  pathToFileURL(join(import.meta.dirname, file)).href,
]

interface ActionMetadata {
  inputs?: Record<string, { default?: string }>
  runs: { main: string; post?: string }
}

export const EMULATOR_GITHUB_TOKEN = 'ghs_emulator0token0not0a0secret0000'
/** An event payload (JSON) for runStep to write to GITHUB_EVENT_PATH; the step never sees it. */
export const EVENT_PAYLOAD_VARIABLE = 'EMULATOR_EVENT_PAYLOAD'

/**
 * Parses a GITHUB_OUTPUT or GITHUB_STATE file: `name<<DELIM` blocks, as @actions/core writes
 * them, and plain `name=value` lines.
 */
export function parseCommandFile(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line)
    if (heredoc !== null) {
      const [, name = '', delimiter] = heredoc
      const body: string[] = []
      while (++i < lines.length && lines[i] !== delimiter) body.push(lines[i] ?? '')
      values[name] = body.join('\n')
    } else if (line.includes('=')) {
      const at = line.indexOf('=')
      values[line.slice(0, at)] = line.slice(at + 1)
    }
  }
  return values
}

/**
 * Samples a process's peak resident memory (VmHWM, which only grows) from /proc every 20 ms
 * until `stop` is called; `stop` returns the peak in KiB. By the time a process's exit is seen
 * its /proc entry is gone, so growth in its last 20 ms is missed. Linux only: 0 elsewhere.
 */
export function watchPeakMemory(pid: number | undefined): () => number {
  let peakKiB = 0
  const sample = (): void => {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (hwm !== null) peakKiB = Math.max(peakKiB, Number(hwm[1]))
    } catch {
      // The process has just ended, or this is not Linux.
    }
  }
  const timer = setInterval(sample, 20)
  // Never what keeps a test or the benchmark alive, should the process never be reaped.
  timer.unref()
  return () => {
    sample()
    clearInterval(timer)
    return peakKiB
  }
}

const metadataByFolder = new Map<string, Promise<ActionMetadata>>()

/** action.yml, read once per folder: a test suite runs the same action hundreds of times. */
function metadataOf(actionDir: string): Promise<ActionMetadata> {
  let metadata = metadataByFolder.get(actionDir)
  if (metadata === undefined) {
    metadata = readFile(join(actionDir, 'action.yml'), 'utf8').then(
      (text) => parse(text) as ActionMetadata,
    )
    metadataByFolder.set(actionDir, metadata)
  }
  return metadata
}

/**
 * The step's inputs as a runner gives them: action.yml's defaults (`${{ github.token }}` as the
 * emulator's token), then the step's `with:`.
 */
export async function inputValues(
  options: Pick<StepOptions, 'actionDir' | 'inputs' | 'githubToken'>,
): Promise<Record<string, string>> {
  const metadata = await metadataOf(options.actionDir)
  const values: Record<string, string> = {}
  for (const [name, spec] of Object.entries(metadata.inputs ?? {})) {
    values[name] = (spec.default ?? '').replace(
      /\$\{\{\s*github\.token\s*\}\}/g,
      options.githubToken ?? EMULATOR_GITHUB_TOKEN,
    )
  }
  return { ...values, ...options.inputs }
}

/**
 * Runs an action's bundled entry as a runner would: as its own Node process, inputs as
 * `INPUT_*` variables (defaults from action.yml), and fresh command files for outputs, summary
 * and state, in a folder removed once they are read. Only the given environment is passed,
 * never the caller's.
 */
export async function runStep(options: StepOptions): Promise<StepRun> {
  const metadata = await metadataOf(options.actionDir)
  const dir = await mkdtemp(join(tmpdir(), 'docs-agent-step-'))
  try {
    return await runIn(dir, metadata, options)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function runIn(
  dir: string,
  metadata: ActionMetadata,
  options: StepOptions,
): Promise<StepRun> {
  const files = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_STATE: join(dir, 'state'),
    GITHUB_ENV: join(dir, 'env'),
    GITHUB_PATH: join(dir, 'path'),
  }
  await Promise.all(Object.values(files).map((file) => writeFile(file, '')))
  const env = await stepEnvironment(dir, files, options)
  const started = Date.now()
  const ran = await runProcess(metadata, options, env)
  const durationMs = Date.now() - started

  const read = (file: string): Promise<string> => readFile(file, 'utf8')
  return {
    code: ran.code,
    stdout: ran.stdout,
    stderr: ran.stderr,
    outputs: parseCommandFile(await read(files.GITHUB_OUTPUT)),
    summary: await read(files.GITHUB_STEP_SUMMARY),
    state: parseCommandFile(await read(files.GITHUB_STATE)),
    durationMs,
    peakMemoryKiB: ran.peakMemoryKiB,
  }
}

/**
 * The step's environment as a runner sets it: the runner's variables, the command files, saved
 * state, inputs, then the caller's variables; an event payload among them becomes the event file.
 */
async function stepEnvironment(
  dir: string,
  files: Record<string, string>,
  options: StepOptions,
): Promise<Record<string, string>> {
  // A test run under libfaketime (`faketime '@2026-12-31 23:45:00' npm run jest`, which checks
  // that no test depends on the time of day or the date) hands its clock down to the step.
  const fakedClock = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        /^(LD_PRELOAD|FAKETIME\w*|DONT_FAKE_MONOTONIC)$/.test(entry[0]) && entry[1] !== undefined,
    ),
  )
  const env: Record<string, string> = {
    ...fakedClock,
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: dir,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    ...files,
  }
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value
  for (const [name, value] of Object.entries(await inputValues(options))) {
    env[`INPUT_${name.toUpperCase()}`] = value
  }
  Object.assign(env, options.env)
  const event = env[EVENT_PAYLOAD_VARIABLE]
  if (event !== undefined) {
    delete env[EVENT_PAYLOAD_VARIABLE]
    env.GITHUB_EVENT_PATH = join(dir, 'event.json')
    await writeFile(env.GITHUB_EVENT_PATH, event)
  }
  return env
}

/** Runs the action's entry in Node until it exits, or the timeout kills it; what it printed. */
async function runProcess(
  metadata: ActionMetadata,
  options: StepOptions,
  env: Record<string, string>,
): Promise<Pick<StepRun, 'code' | 'stdout' | 'stderr' | 'peakMemoryKiB'>> {
  const child = spawn(
    process.execPath,
    [
      ...(options.shortRetryWaits === true ? preload('short-retry-waits.js') : []),
      ...(options.fastClock === true ? preload('fast-clock.js') : []),
      join(options.actionDir, options.entry ?? metadata.runs.main),
    ],
    {
      env:
        options.compileCache === undefined
          ? env
          : { ...env, NODE_COMPILE_CACHE: options.compileCache },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const peakMemory = options.watchMemory === true ? watchPeakMemory(child.pid) : () => 0
  let peakMemoryKiB = 0
  child.on('exit', () => (peakMemoryKiB = peakMemory()))
  child.on('error', () => peakMemory())
  let stdout = ''
  let stderr = ''
  let interrupted = false
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (options.interrupt !== undefined && !interrupted && options.interrupt.pattern.test(stdout)) {
      interrupted = true
      child.kill(options.interrupt.signal)
    }
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000)
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)))
  clearTimeout(timer)
  return { code, stdout, stderr, peakMemoryKiB }
}

/** Workflow commands in a step's stdout rendered as the runner's log viewer shows them. */
export function renderLog(stdout: string): string {
  const shown: string[] = []
  let paused: string | undefined
  for (const line of stdout.split('\n')) {
    if (paused !== undefined) {
      // Between ::stop-commands::TOKEN and ::TOKEN:: everything is plain text.
      if (line === `::${paused}::`) paused = undefined
      else shown.push(line)
      continue
    }
    const command = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line)
    if (command === null) {
      if (line !== '') shown.push(line)
      continue
    }
    const [, name, data = ''] = command
    const text = data.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%')
    if (name === 'stop-commands') paused = data
    else if (name === 'group') shown.push(`▸ ${text}`)
    else if (name === 'error') shown.push(`Error: ${text}`)
    else if (name === 'warning') shown.push(`Warning: ${text}`)
    else if (name === 'notice') shown.push(`Notice: ${text}`)
  }
  return shown.join('\n')
}

/**
 * Where any of `secrets` shows up in what a step left behind (its log, less the runner's own
 * ::add-mask:: commands; stderr; outputs; state; summary, with HTML entities decoded so an escaped
 * copy cannot hide) and in `more` (written files, comment bodies). Empty means no leak.
 */
export function findLeaks(
  run: StepRun,
  secrets: string[],
  more: Record<string, string> = {},
): string[] {
  const decoded = run.summary.replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  )
  const found: string[] = []
  for (const secret of secrets) {
    const log = run.stdout
      .split('\n')
      .filter((line) => line !== `::add-mask::${secret}`)
      .join('\n')
    const places: Record<string, string> = {
      log,
      stderr: run.stderr,
      outputs: JSON.stringify(run.outputs),
      state: JSON.stringify(run.state),
      summary: decoded,
      ...more,
    }
    for (const [place, text] of Object.entries(places)) {
      if (text.includes(secret)) found.push(`${secret.slice(0, 8)}… in ${place}`)
    }
  }
  return found
}

export const bold = (text: string): string =>
  process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text

/** Prints a step as a person would want to see it: the log, the outputs and the job summary. */
export function printStep(title: string, run: StepRun): void {
  console.log(
    `\n${bold(`━━ ${title}`)}  (exit code ${run.code}, ${(run.durationMs / 1000).toFixed(1)} s)`,
  )
  console.log(bold('\nLog'))
  console.log(renderLog(run.stdout).replace(/^/gm, '  '))
  console.log(bold('\nOutputs'))
  for (const [name, value] of Object.entries(run.outputs)) {
    if (name !== 'job') console.log(`  ${name.padEnd(18)} ${value}`)
  }
  console.log(bold('\nJob summary'))
  console.log(run.summary.trim().replace(/^/gm, '  '))
}
