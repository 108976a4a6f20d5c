/**
 * Plays a workflow file as GitHub would, as far as this repository's actions are concerned,
 * against the emulator: jobs in `needs` order, matrix combinations (at most `max-parallel` at
 * once), `if:` conditions, and `${{ }}` expressions in `with:`, `env:`, job outputs and the
 * concurrency group. The file is read and checked by GitHub's workflow parser and expressions
 * are evaluated by GitHub's evaluator (workflow-file.ts, expressions.ts). Steps that use this
 * repository's actions run as real processes (runStep), unless the caller runs them its own way
 * (`runStep` of the options); other steps (`run:` scripts, other actions) are not executed, but
 * what they would receive is recorded, so a test can check that outputs reach them. A caller
 * may stand in for another action (`standIns`): it does in the step's workspace what the action
 * would (writes a report, say) and gives its outputs.
 *
 * The player gives every step of this repository's actions the emulator's URL as `api-url`
 * and, when the caller asks for one, a `poll-interval` (unless the step sets its own): tests
 * pass a short one so that the examples, which keep the default of five seconds, play quickly.
 *
 * Contexts are strict where GitHub is lenient: a secret, variable, input, step, job or matrix
 * key that the workflow names but that does not exist is an error, so an example with a typo
 * fails its test instead of quietly passing an empty string.
 *
 * Each job's workspace is a new temporary folder, removed when the play ends (with the event
 * file), unless the caller gave its own `workspaces` folder (to look at the files afterwards):
 * then the caller removes it.
 *
 * Given the emulated GitHub (`github`), the play is a run in that repository, as GitHub makes it
 * (./workflow-event.ts): the workflow file is the version at the commit the event's runs read
 * (a pull request's merge commit for `pull_request` and its reviews, the default branch for
 * `pull_request_target` and the rest), the workflow starts only on an event and activity type
 * that version lists, and each job gets a GITHUB_TOKEN of its own that reaches the run's
 * repository alone, with the job's `permissions:` (./token-permissions.ts), as GitHub issues one.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { EMULATOR_GITHUB_TOKEN, runStep, type StepOptions, type StepRun } from './action-runner.ts'
import {
  condition,
  Expression,
  render,
  resolve,
  type Scope,
  type Status,
  type Template,
  type Value,
} from './expressions.ts'
import { randomBytes } from 'node:crypto'
import type { TokenAccess } from './github.ts'
import { permissionsOf } from './token-permissions.ts'
import { eventEnv, payload, REPOSITORY } from './webhooks.ts'
import { startsOn, workflowCommit, type WorkflowCommit } from './workflow-event.ts'
import { readWorkflow, readWorkflowText } from './workflow-file.ts'
import {
  combinations,
  dispatchInputs,
  groupOf,
  type JobSpec,
  type Strategy,
  type WorkflowSpec,
} from './workflow-spec.ts'

/** `uses:` of this repository's four actions, whatever the owner and version. */
const OUR_ACTION = /^[^/]+\/docs-agent-action(?:\/(analytics|deploy|check))?@[\w.-]+$/

/** Contexts whose names must exist (see the header). */
const STRICT = ['secrets', 'vars', 'inputs', 'needs', 'matrix', 'steps']

export interface PlayOptions {
  /** The workflow file. */
  file: string
  /** This repository's root: the actions that `uses:` names run from here. */
  root: string
  /** The emulator's URL: `api-url` of every step, and GITHUB_API_URL. */
  apiUrl: string
  /**
   * `poll-interval` of every step of the agent and deploy actions that sets none (default: the
   * action's).
   */
  pollInterval?: string
  secrets: Record<string, string>
  vars: Record<string, string>
  /** The event (default `workflow_dispatch` with `inputs`). */
  event?: { name: string; payload: Record<string, unknown> }
  /** The repository the workflow runs in (`owner/name`; default acme/docs). */
  repository?: string
  /** workflow_dispatch inputs; the file's defaults fill the rest. */
  inputs?: Record<string, string>
  /**
   * Where each job's workspace is made, kept after the play for the caller to look at and
   * remove. Default: a temporary folder, removed when the play ends.
   */
  workspaces?: string
  /**
   * Other actions played by the caller, by `uses:` as written (e.g. `lycheeverse/lychee-action@v2`):
   * given the step (its evaluated `with:` and `env:`, its workspace), each does what the action
   * would and returns its outputs. A stand-in that no step uses is an error.
   */
  standIns?: Record<string, StandIn>
  /**
   * How a step of this repository's actions runs (default: runStep, its bundle as a real
   * process). A test may run some steps in its own process instead; it gets the step's options
   * as runStep would, with `actionDir` naming the action.
   */
  runStep?: (step: StepOptions) => Promise<StepRun>
  /**
   * The emulated GitHub the run is in (the emulator's `github`; see the header). Without it, the
   * file is played as given on any event, and EMULATOR_GITHUB_TOKEN, which may do anything, is
   * every job's token.
   */
  github?: WorkflowHost
}

/** What the player asks of the emulated GitHub (emulator/github.ts). */
export interface WorkflowHost {
  /** A file's text at a commit (`main`: the default branch); null: absent; undefined: not seeded. */
  fileAt(repository: string, ref: string, path: string): string | null | undefined
  /** Issues a token (a job's GITHUB_TOKEN) with what it may do. */
  grantToken(token: string, access: TokenAccess): void
}

/** What a caller does in place of another action; returns the step's outputs. */
export type StandIn = (step: PlayedStep) => Record<string, string> | Promise<Record<string, string>>

export interface PlayedStep {
  job: string
  matrix: Record<string, Value>
  /** The step's id, else its name, else what it uses or runs. */
  name: string
  skipped: boolean
  /** Evaluated `with:` and `env:`. */
  with: Record<string, string>
  env: Record<string, string>
  /** The process, for steps that use this repository's actions. */
  run?: StepRun
  /** The job's workspace (GITHUB_WORKSPACE). */
  workspace: string
  /** When the step started and ended (ms since the epoch); unset for skipped steps. */
  startedAt?: number
  endedAt?: number
}

export interface PlayedJob {
  result: 'success' | 'failure' | 'skipped'
  outputs: Record<string, string>
  /** The job's concurrency group, evaluated; undefined when it has none or did not run. */
  concurrency?: string
}

export interface PlayedWorkflow {
  /** Whether the event started the workflow (its version at `from` lists the event and type). */
  started: boolean
  /**
   * The commit whose version of the file was played, and whether the repository had one there
   * (`seeded`); else the file given stood for it.
   */
  from: WorkflowCommit & { seeded: boolean }
  steps: PlayedStep[]
  jobs: Record<string, PlayedJob>
  /** The workflow's concurrency group, evaluated; undefined when it has none. */
  concurrency?: string
  /** The GITHUB_TOKEN of each job that ran (with `github`), for a test to look for leaks. */
  githubTokens: string[]
}

function renderAll(values: Record<string, Template> | undefined, scope: Scope) {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(values ?? {})) result[name] = render(value, scope)
  return result
}

/** Runs `tasks` with at most `limit` at once, keeping their order in the result. */
async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await (tasks[i] as () => Promise<T>)()
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker))
  return results
}

export async function playWorkflow(options: PlayOptions): Promise<PlayedWorkflow> {
  const name = options.event?.name ?? 'workflow_dispatch'
  const eventPayload = options.event?.payload ?? {}
  const from = workflowCommit(name, eventPayload)
  const path = `.github/workflows/${basename(options.file)}`
  const text = options.github?.fileAt(options.repository ?? REPOSITORY, from.ref, path)
  const notStarted = { started: false, steps: [], jobs: {}, githubTokens: [] }
  // No such file at that commit: nothing of it runs.
  if (text === null) return { ...notStarted, from: { ...from, seeded: true } }
  // GitHub's parser has checked the file against GitHub's schema: the shape is a workflow's.
  const workflow = (text === undefined
    ? await readWorkflow(options.file)
    : await readWorkflowText(basename(options.file), text)) as unknown as WorkflowSpec
  const action = typeof eventPayload.action === 'string' ? eventPayload.action : undefined
  const seeded = { ...from, seeded: text !== undefined }
  if (options.github !== undefined && !startsOn(workflow.on, name, action))
    return { ...notStarted, from: seeded }
  const used = new Set(
    Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.uses)),
  )
  for (const uses of Object.keys(options.standIns ?? {}))
    if (!used.has(uses)) throw new Error(`no step uses ${uses}, which a stand-in was given for`)
  const workspaces = options.workspaces ?? (await mkdtemp(join(tmpdir(), 'play-')))
  try {
    return { ...(await play(workflow, options, workspaces)), started: true, from: seeded }
  } finally {
    if (options.workspaces === undefined) await rm(workspaces, { recursive: true, force: true })
  }
}

async function play(
  workflow: WorkflowSpec,
  options: PlayOptions,
  workspaces: string,
): Promise<Omit<PlayedWorkflow, 'started' | 'from'>> {
  const inputs = dispatchInputs(
    workflow,
    options.event?.name ?? 'workflow_dispatch',
    options.inputs ?? {},
  )
  // A manual run's payload, as GitHub sends it: the inputs, the branch, the workflow's file.
  const event = options.event ?? {
    name: 'workflow_dispatch',
    payload: payload('workflow_dispatch', '', (p) => {
      p.inputs = inputs
      p.workflow = `.github/workflows/${basename(options.file)}`
    }),
  }
  const repository = options.repository ?? REPOSITORY
  const github: Value = {
    event_name: event.name,
    event: event.payload as Value,
    repository,
    repository_owner: repository.split('/')[0] ?? '',
    token: EMULATOR_GITHUB_TOKEN,
    run_id: '777',
    server_url: 'https://github.com',
  }
  const base: Scope = {
    contexts: { github, secrets: options.secrets, vars: options.vars, inputs },
    strict: STRICT,
  }
  const played: Omit<PlayedWorkflow, 'started' | 'from'> = {
    steps: [],
    jobs: {},
    githubTokens: [],
  }
  played.concurrency = groupOf(workflow.concurrency, base)
  const workflowEnv = renderAll(workflow.env, base)
  const env = { ...eventEnv(event.name, event.payload), GITHUB_REPOSITORY: repository }

  // Each job starts as soon as the jobs it needs have ended, as on GitHub.
  const started = new Map<string, Promise<PlayedJob>>()
  const start = (name: string): Promise<PlayedJob> => {
    const job = workflow.jobs[name] as JobSpec
    let promise = started.get(name)
    if (promise === undefined) {
      const needs = [job.needs ?? []].flat()
      promise = Promise.all(needs.map((need) => start(need))).then(async () => {
        played.jobs[name] = await playJob(name, job)
        return played.jobs[name]
      })
      started.set(name, promise)
    }
    return promise
  }
  // Each step's runStep writes the event payload into its own folder and removes it.
  await Promise.all(Object.keys(workflow.jobs).map((name) => start(name)))
  return played

  async function playJob(name: string, job: JobSpec): Promise<PlayedJob> {
    const needs = Object.fromEntries(
      [job.needs ?? []].flat().map((need) => [need, played.jobs[need] as unknown as Value]),
    )
    // A job runs when every job it needs succeeded, unless its `if:` uses a status function.
    const results = Object.keys(needs).map((n) => played.jobs[n]?.result)
    const jobScope: Scope = { ...base, contexts: { ...base.contexts, needs } }
    const status: Status = {
      failed: results.includes('failure'),
      blocked: results.includes('skipped'),
    }
    if (!condition(job.if, jobScope, status)) return { result: 'skipped', outputs: {} }
    const concurrency = groupOf(job.concurrency, jobScope)
    const strategy = resolve(job.strategy ?? {}, jobScope) as Strategy
    const combos = combinations(strategy.matrix)
    // fail-fast (the default): once a combination fails, the ones not started yet never start.
    const failFast = strategy['fail-fast'] !== false
    let failed = false
    const runs = combos.map((matrix) => async (): Promise<PlayedJob> => {
      if (failed && failFast) return { result: 'skipped', outputs: {} }
      const result = await playCombination(matrix)
      if (result.result === 'failure') failed = true
      return result
    })
    const ran = await pool(strategy['max-parallel'] ?? runs.length, runs)
    // Job outputs: each one from a combination that set it to something non-empty.
    const outputs: Record<string, string> = {}
    for (const r of ran)
      for (const [key, value] of Object.entries(r.outputs)) if (value !== '') outputs[key] = value
    for (const key of Object.keys(job.outputs ?? {})) outputs[key] ??= ''
    return { result: failed ? 'failure' : 'success', outputs, concurrency }

    async function playCombination(matrix: Record<string, Value>): Promise<PlayedJob> {
      const workspace = await mkdtemp(join(workspaces, 'workspace-'))
      const steps: Record<string, Value> = {}
      const token = jobToken(job.permissions ?? workflow.permissions)
      const contexts = {
        ...jobScope.contexts,
        github: { ...(github as Record<string, Value>), token },
        matrix,
        steps,
        runner: { os: 'Linux', temp: workspace },
      }
      // GitHub allows the env context in steps only, so the job's env is evaluated without it.
      const jobEnv = { ...workflowEnv, ...renderAll(job.env, { ...jobScope, contexts }) }
      const scope: Scope = { ...jobScope, contexts: { ...contexts, env: jobEnv } }
      const jobStatus: Status = { failed: false }
      for (const [index, spec] of job.steps.entries()) {
        // Listed as written in the file, not as the expression it was read into.
        const run = spec.run instanceof Expression ? (spec.run.source ?? spec.run.text) : spec.run
        const step: PlayedStep = {
          job: name,
          matrix,
          name:
            spec.id ??
            (typeof spec.name === 'string' ? spec.name : undefined) ??
            spec.uses ??
            (run === undefined ? `step ${index + 1}` : `run: ${run.split('\n')[0]}`),
          skipped: !condition(spec.if, scope, jobStatus),
          with: {},
          env: {},
          workspace,
        }
        played.steps.push(step)
        if (step.skipped) {
          // A skipped step still exists for later expressions, with no outputs.
          if (spec.id !== undefined)
            steps[spec.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' }
          continue
        }
        // The step's own env is part of the env context of its with:, as on GitHub.
        step.env = { ...jobEnv, ...renderAll(spec.env, scope) }
        step.with = renderAll(spec.with, {
          ...scope,
          contexts: { ...scope.contexts, env: step.env },
        })
        let outputs: Record<string, string> = {}
        let ok = true
        const ours = spec.uses === undefined ? null : OUR_ACTION.exec(spec.uses)
        const standIn = spec.uses === undefined ? undefined : options.standIns?.[spec.uses]
        step.startedAt = Date.now()
        if (ours !== null) {
          const folder = ours[1]
          const polls = folder === undefined || folder === 'deploy'
          step.run = await (options.runStep ?? runStep)({
            actionDir: folder === undefined ? options.root : join(options.root, folder),
            inputs: {
              // The check action asks the service nothing: it has no api-url.
              ...(folder === 'check' ? {} : { 'api-url': options.apiUrl }),
              ...(polls && options.pollInterval !== undefined
                ? { 'poll-interval': options.pollInterval }
                : {}),
              ...step.with,
            },
            env: {
              ...env,
              ...step.env,
              GITHUB_API_URL: options.apiUrl,
              GITHUB_WORKSPACE: workspace,
            },
            timeoutMs: 120_000,
            githubToken: token,
          })
          outputs = step.run.outputs
          ok = step.run.code === 0
        } else if (standIn !== undefined) {
          outputs = await standIn(step)
        }
        step.endedAt = Date.now()
        const outcome = ok ? 'success' : 'failure'
        const continueOnError = resolve(spec['continue-on-error'] ?? false, scope) === true
        const conclusion = ok || continueOnError ? 'success' : 'failure'
        if (spec.id !== undefined) steps[spec.id] = { outputs, outcome, conclusion }
        if (conclusion === 'failure') jobStatus.failed = true
      }
      return {
        result: jobStatus.failed ? 'failure' : 'success',
        outputs: renderAll(job.outputs, scope),
      }
    }
  }

  /**
   * A job's GITHUB_TOKEN: with the emulated GitHub, a new one reaching the run's repository alone
   * with the job's `permissions:` (the workflow's when the job lists none).
   */
  function jobToken(permissions: Template | undefined): string {
    if (options.github === undefined) return EMULATOR_GITHUB_TOKEN
    const token = `ghs_${randomBytes(18).toString('hex')}`
    const granted = permissionsOf(
      permissions === undefined ? undefined : resolve(permissions, base),
    )
    options.github.grantToken(token, {
      access: 'write',
      repositories: [repository],
      ...(granted === undefined ? {} : { permissions: granted }),
    })
    played.githubTokens.push(token)
    return token
  }
}
