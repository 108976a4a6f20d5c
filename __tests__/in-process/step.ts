import { performance } from 'node:perf_hooks'
import {
  EVENT_PAYLOAD_VARIABLE,
  inputValues,
  type StepOptions,
  type StepRun,
} from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { run as agentMain } from '../../src/entrypoints/agent.ts'
import { run as agentPost } from '../../src/entrypoints/agent-post.ts'
import { run as analyticsMain } from '../../src/entrypoints/analytics.ts'
import { REQUEST_TIMEOUT_VARIABLE } from '../../src/shared/inputs.ts'
import { redactLogSecrets } from '../../src/shared/sanitizer/log-secrets.ts'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.ts'
import { loadChecker } from '../../src/shared/change-check/change-check.ts'
import { loadCarryOut } from '../../src/entrypoints/carry-out/carry-out-import.ts'
import {
  expectSecretsKept,
  ROOT,
  runAnalytics,
  stepOptions,
  TRIGGER_COMMENT,
  withEmulator,
} from '../e2e/harness.js'
import { afterAll, beforeAll } from '@jest/globals'
import { fastClock, installRunner, runInProcess, uninstallRunner, type Main } from './runner.js'

/**
 * The agent's step run in this process, seen as a runner sees a step: what the faults suite's
 * API rows (api-runners.ts) play, a few hundred runs, at a small part of a process's cost each
 * (a step process costs about 0.1 CPU second before it sends a request; npm test plays about 200
 * rows' runs). The same code as the bundle's, over real HTTP to the emulator; what only a process
 * shows (the bundle, its exit code, signals) is shown by the end-to-end tests and
 * process.test.ts, and `FAULT_ROWS=bundle` plays the rows through the bundle (`.ci/run` does).
 *
 * As the bundle under test: the retry jitter scaled to 1 % (`shortRetryWaits`), and with
 * `fastClock` a clock ten times faster (while the process runs). The request timeout is a timer
 * of the wall's here, not of that clock: a caller gives it in the wall's seconds.
 */
async function stepInProcess(main: Main, options: StepOptions): Promise<StepRun> {
  // What only a process can do: a test that needs them runs the bundle (harness.ts runAgent).
  const unsupported = (['entry', 'interrupt', 'watchMemory', 'timeoutMs'] as const).filter(
    (name) => options[name] !== undefined,
  )
  if (unsupported.length > 0)
    throw new Error(`An in-process step has no ${unsupported.join(', ')}: run the bundle.`)
  const { [EVENT_PAYLOAD_VARIABLE]: payload, ...env } = options.env ?? {}
  const timeout = env[REQUEST_TIMEOUT_VARIABLE]
  const started = performance.now()
  const run = await runInProcess({
    main,
    inputs: await inputValues(options),
    state: options.state,
    processEnv: timeout === undefined ? {} : { [REQUEST_TIMEOUT_VARIABLE]: timeout },
    env: {
      GITHUB_ACTIONS: 'true',
      GITHUB_REPOSITORY: 'acme/docs',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
      ...env,
    },
    event: {
      name: env.GITHUB_EVENT_NAME ?? 'workflow_dispatch',
      payload: payload === undefined ? {} : JSON.parse(payload),
    },
    clock:
      options.fastClock === true
        ? fastClock(10)
        : { now: () => Date.now(), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) },
    random: options.shortRetryWaits === false ? Math.random : () => Math.random() * 0.01,
  })
  return {
    code: run.failed ? 1 : 0,
    stdout: run.log,
    stderr: run.stderr,
    outputs: run.outputs,
    summary: run.summary,
    state: run.state,
    durationMs: performance.now() - started,
    peakMemoryKiB: 0,
  }
}

/** harness.ts `runAgent`, in this process: the step, with the same checks for leaks. */
export async function runAgentInProcess(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<StepRun> {
  const run = await stepInProcess(agentMain, stepOptions(emulator, inputs, env, more, ROOT))
  expectSecretsKept(emulator, run)
  return run
}

/** harness.ts `runAgentAndPost`, in this process: the step, then its post step. */
export async function runAgentAndPostInProcess(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<{ main: StepRun; post: StepRun }> {
  const main = await runAgentInProcess(emulator, inputs, env, more)
  const options = stepOptions(emulator, inputs, env, { ...more, state: main.state }, ROOT)
  const post = await stepInProcess(agentPost, options)
  expectSecretsKept(emulator, post)
  return { main, post }
}

/**
 * The agent's main step (../../src/entrypoints/agent.ts `run`) in this process, on a runStep's
 * options as they are: for a caller that builds them itself (the workflow player's `runStep`).
 */
export function agentStepInProcess(options: StepOptions): Promise<StepRun> {
  return stepInProcess(agentMain, options)
}

/**
 * The analytics action's step (../../src/entrypoints/analytics.ts `run`) in this process: safe
 * side by side, for it writes its files in the workspace of its own environment
 * (GITHUB_WORKSPACE of `options.env`), never in process.cwd(). Its bundle's entry alone sets V8's
 * heap flags (../../src/entrypoints/bundles/actions.ts): peak memory is the bundle's to show.
 */
export function analyticsStepInProcess(options: StepOptions): Promise<StepRun> {
  return stepInProcess(analyticsMain, options)
}

/** harness.ts `runAnalytics`, in this process: a fresh workspace, the files it wrote there. */
export function runAnalyticsInProcess(
  emulator: { url: string },
  inputs: Record<string, string>,
  more: Partial<StepOptions> = {},
): ReturnType<typeof runAnalytics> {
  return runAnalytics(emulator, inputs, more, analyticsStepInProcess)
}

/**
 * installRunner, then what the action imports on demand, imported before the rows run: Jest
 * refuses an `import()` while it is between two tests, as it is each time one of the rows that
 * run side by side ends. Each is imported once per process (the GitHub toolkit at a run's first
 * call to GitHub, secretlint at its first log, the Markdown parsers at the first text that
 * needs them, the change check at the first pull request it checks, the job's session and the
 * finish run once a run's plan is made); a run plays the first.
 */
export async function prepareInProcess(): Promise<void> {
  installRunner()
  await Promise.all([loadVisibleText(), redactLogSecrets('', []), loadChecker(), loadCarryOut()])
  await withEmulator({ jobDurationMs: 0 }, (emulator) =>
    runAgentInProcess(emulator, { wait: 'false' }, TRIGGER_COMMENT),
  )
}

/**
 * For a test file whose tests run the agent's step in process (runAgentInProcess): prepares the
 * runner before its first test, and removes it (and its temporary folder) after its last.
 */
export function useInProcessRunner(): void {
  beforeAll(prepareInProcess)
  afterAll(uninstallRunner)
}
