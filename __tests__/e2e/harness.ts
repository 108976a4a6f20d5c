import { mkdtempSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect } from '@jest/globals'
import {
  EMULATOR_GITHUB_TOKEN,
  findLeaks,
  runStep,
  type StepOptions,
  type StepRun,
} from '../../emulator/action-runner.ts'
import {
  withEmulator as withFreshEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import type { EmulatedComment } from '../../emulator/github.ts'
import { openSeal, sealBody, sealKeys } from '../../src/shared/github/marker-seal.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const API_KEY = 'mint_e2e_secret_key_0123456789'
/** Outside the run's temporary folder, which must end empty; kept between runs, as npm's is. */
const COMPILE_CACHE = join(ROOT, 'node_modules', '.cache', 'docs-agent-compile-cache')
const SECRETS = [API_KEY, EMULATOR_GITHUB_TOKEN]

const scratch: string[] = []
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))))

/**
 * A temporary folder for a test to write into and inspect afterwards; removed after the last
 * test of the file (the run fails if anything is left in the temporary folder).
 */
export function scratchFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  scratch.push(dir)
  return dir
}

/**
 * `body` as the action writes it in `repository` at a comment of issue or pull request `number`:
 * its markers sealed with the tests' API_KEY (or `apiKey`), as the GitHub client seals them.
 */
export function sealedAsOwn(
  body: string,
  place: { repository?: string; number: number; kind?: EmulatedComment['kind'] },
  apiKey = API_KEY,
): string {
  const { repository = REPOSITORY, number, kind = 'issue' } = place
  return sealBody(body, { repository, kind, number }, sealKeys(apiKey))
}

/**
 * A comment of the action's own, as a run with the emulator's GITHUB_TOKEN (github-actions[bot])
 * and the tests' API_KEY would have written it: for a thread's earlier history. Every test that
 * seeds the action's markers goes through this, so they are written as the action writes them.
 */
export function addOwnComment(
  emulator: Emulator,
  number: number,
  body: string,
  more: {
    repository?: string
    kind?: EmulatedComment['kind']
    user?: EmulatedComment['user']
  } = {},
): EmulatedComment {
  const { repository = REPOSITORY, kind = 'issue' } = more
  const user = more.user ?? { login: 'github-actions[bot]', type: 'Bot' }
  const sealed = sealedAsOwn(body, { repository, number, kind })
  return emulator.github.addComment(repository, number, sealed, user, kind)
}

/**
 * Edits a comment of the action's own in the emulator as a run of the action would have written
 * it (an older record, an earlier time): its seal taken off, `edit` applied, sealed again. An edit
 * made without this is someone else's: the comment is no longer the action's.
 */
export function editOwnComment(comment: EmulatedComment, edit: (body: string) => string): void {
  const place = { repository: comment.repository, kind: comment.kind, number: comment.number }
  const keys = sealKeys(API_KEY)
  const opened = openSeal(comment.body, place, keys)
  if (!opened.sealed) throw new Error(`comment ${comment.id} is not sealed as the action's`)
  comment.body = sealBody(edit(opened.body), place, keys)
}

/** A fresh emulator for one test, so that tests can run concurrently and count requests. */
export function withEmulator<T>(
  options: EmulatorOptions,
  fn: (emulator: Emulator) => Promise<T>,
): Promise<T> {
  // Deployments as brisk as jobs: a completed job's preview goes live after a poll or two.
  return withFreshEmulator(
    { jobDurationMs: 300, deployQueuedMs: 50, deployInProgressMs: 150, ...options },
    fn,
  )
}

/** A step of the action in `actionDir` (the agent's by default) against the emulator. */
export function stepOptions(
  emulator: Emulator | { url: string },
  inputs: Record<string, string>,
  env: Record<string, string>,
  more: Partial<StepOptions>,
  actionDir = ROOT,
): StepOptions {
  return {
    shortRetryWaits: true,
    compileCache: COMPILE_CACHE,
    ...more,
    actionDir,
    inputs: {
      'api-key': API_KEY,
      'project-id': 'proj',
      'api-url': emulator.url,
      'poll-interval': '0.1',
      // The agent action's preview, which previews.test.ts and the tests that ask for it cover.
      ...(actionDir === ROOT ? { preview: 'false' } : {}),
      ...inputs,
    },
    env: { GITHUB_API_URL: emulator.url, ...env },
  }
}

/**
 * Runs the bundled root action (dist/index.js) against the emulator as a runner would, and
 * checks that the key and the token appear nowhere in what the step left behind.
 */
export async function runAgent(
  emulator: Emulator | { url: string },
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<StepRun> {
  const run = await runStep(stepOptions(emulator, inputs, env, more))
  expectSecretsKept(emulator, run)
  return run
}

/** The key and the token appear nowhere in what the step left: its log, outputs, comments, statuses. */
export function expectSecretsKept(emulator: Emulator | { url: string }, run: StepRun): void {
  expectNoSecret(run)
  expectNoSecret(run, EMULATOR_GITHUB_TOKEN)
  if ('github' in emulator) {
    // Comments, commit statuses (docs-status: their descriptions and links), and the
    // repository_dispatch events of finish runs.
    const written = JSON.stringify([
      emulator.github.comments,
      emulator.github.commits.statuses,
      emulator.github.dispatches,
    ])
    expect(written.includes(API_KEY) || written.includes(EMULATOR_GITHUB_TOKEN)).toBe(false)
  }
}

/** The step, then (as a runner does) its post step with the state the step saved. */
export async function runAgentAndPost(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<{ main: StepRun; post: StepRun }> {
  const main = await runAgent(emulator, inputs, env, more)
  const post = await runAgent(emulator, inputs, env, {
    entry: 'dist/post/index.js',
    state: main.state,
  })
  return { main, post }
}

/**
 * Runs the bundled analytics action (or `step`: ../in-process/step.ts) in a fresh workspace,
 * reads every file it wrote there, then removes the workspace. The key appears in no file either.
 */
export async function runAnalytics(
  emulator: { url: string },
  inputs: Record<string, string>,
  more: Partial<StepOptions> = {},
  step: (options: StepOptions) => Promise<StepRun> = runStep,
): Promise<StepRun & { files: Record<string, string> }> {
  const workspace = await mkdtemp(join(tmpdir(), 'docs-agent-workspace-'))
  try {
    const run = await step({
      shortRetryWaits: true,
      compileCache: COMPILE_CACHE,
      ...more,
      actionDir: join(ROOT, 'analytics'),
      inputs: { 'api-key': API_KEY, 'project-id': 'proj', 'api-url': emulator.url, ...inputs },
      env: { ...more.env, GITHUB_WORKSPACE: workspace },
    })
    const files = await filesIn(workspace)
    expect(findLeaks(run, SECRETS, files)).toEqual([])
    return { ...run, files }
  } finally {
    await rm(workspace, { recursive: true, force: true })
  }
}

/**
 * Runs the bundled deploy action (dist/deploy/index.js) against the emulator, its service and
 * its GitHub side, with a short poll interval; the key and the token appear nowhere in what the
 * step left behind, nor in any comment.
 */
export async function runDeploy(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<StepRun> {
  const run = await runStep(stepOptions(emulator, inputs, env, more, join(ROOT, 'deploy')))
  expect(findLeaks(run, SECRETS, {})).toEqual([])
  const written = JSON.stringify(emulator.github.comments)
  expect(written.includes(API_KEY) || written.includes(EMULATOR_GITHUB_TOKEN)).toBe(false)
  return run
}

/** Every file under `folder`, by its path relative to it. */
async function filesIn(folder: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const name of await readdir(folder, { recursive: true })) {
    const path = join(folder, name)
    if ((await stat(path)).isFile()) files[name] = await readFile(path, 'utf8')
  }
  return files
}

/** issue_comment.created by a writer on issue #1, with `text` as the comment. */
export function commentEnv(text: string, id = 5001): Record<string, string> {
  const body = byUser(
    payload('issue_comment', 'created', (p) => {
      p.comment.body = text
      p.comment.id = id
    }),
    'writer',
  )
  return eventEnv('issue_comment', body)
}

/**
 * The bot's comments in issue #1: how many, and the state the last one shows (`error`: the run
 * failed, and the comment says why and what to do; `handed-off`: it works, and carries the
 * record a finish run ends it by).
 */
export function tracking(emulator: Emulator): {
  count: number
  state: 'none' | 'working' | 'handed-off' | 'stopped' | 'error' | 'finished'
  body: string
} {
  const bot = emulator.github.thread(REPOSITORY, 1).filter((c) => c.user.type === 'Bot')
  const body = bot.at(-1)?.body ?? ''
  const state =
    bot.length === 0
      ? 'none'
      : body.includes('<!-- docs-agent-handoff ')
        ? 'handed-off'
        : body.includes('### ⏳') && !body.includes('wait: false')
          ? 'working'
          : body.includes('### 🛑')
            ? 'stopped'
            : body.includes('### ⚠️')
              ? 'error'
              : 'finished'
  return { count: bot.length, state, body }
}

/** GitHub refusing every commit status, as it does a token without `statuses: write`. */
export const STATUSES_REFUSED = {
  op: 'github.create-status',
  kind: 'status',
  status: 403,
  body: { message: 'Resource not accessible by integration' },
  times: 0,
} as const

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
 * The workflow commands a runner would obey in this log, honouring ::stop-commands::. A user's
 * text must never add one.
 */
export function commands(run: StepRun): string[] {
  const obeyed: string[] = []
  let paused: string | undefined
  for (const line of run.stdout.split('\n')) {
    if (paused !== undefined) {
      if (line === `::${paused}::`) paused = undefined
      continue
    }
    const match = /^::([a-z-]+)/.exec(line)
    if (match === null) continue
    obeyed.push(line)
    if (match[1] === 'stop-commands') paused = line.slice('::stop-commands::'.length)
  }
  return obeyed
}

/**
 * What must hold after any step, whatever went wrong: it ended by exit code 0 or 1 (or the
 * signal a test sent), without a crash or stack trace, and a failure says so exactly once.
 */
export function expectCleanEnd(run: StepRun): void {
  expect(run.code === 0 || run.code === 1 || run.code === null).toBe(true)
  expect(run.stdout + run.stderr).not.toMatch(/Unexpected error|at .*\.[jt]s:\d+:\d+\)/)
  if (run.code === 1) expect(errors(run)).toHaveLength(1)
}

/**
 * The key may appear only in the runner's own ::add-mask:: command, which the runner consumes;
 * anywhere else (log, errors, outputs, summary, state) it would be a leak.
 */
export function expectNoSecret(run: StepRun, secret = API_KEY): void {
  expect(findLeaks(run, [secret])).toEqual([])
}

/**
 * A short per-request deadline, so that a server that never answers costs a second, not 30.
 * Only for that fault: on two busy cores a healthy loopback answer can take longer than 1 s.
 */
export const FAST_TIMEOUT = { DOCS_AGENT_REQUEST_TIMEOUT: '1' }

/** FAST_TIMEOUT where the fault is a server that never answers; nothing otherwise. */
export const deadlineFor = (fault: string): Record<string, string> =>
  fault === 'no answer' ? FAST_TIMEOUT : {}

/** A writer's `@docs-agent add a quickstart` comment on issue #1. */
export const TRIGGER_COMMENT = commentEnv('@docs-agent add a quickstart')

/**
 * Runs the bundled check action (dist/check/index.js) against the emulator's GitHub, with no API
 * key; the token appears nowhere in what the step left, nor in any status.
 */
export async function runCheck(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string>,
  more: Partial<StepOptions> = {},
): Promise<StepRun> {
  const before = emulator.requests.length
  const run = await runStep({
    shortRetryWaits: true,
    compileCache: COMPILE_CACHE,
    ...more,
    actionDir: join(ROOT, 'check'),
    inputs,
    env: { GITHUB_API_URL: emulator.url, ...env },
  })
  expectSecretsKept(emulator, run)
  // It needs no API key and asks the service nothing.
  const sent = emulator.requests.slice(before).filter((r) => !r.op.startsWith('github.'))
  expect(sent.map((r) => r.op)).toEqual([])
  return run
}
