/**
 * Plays a workflow file as GitHub would, as far as this repository's actions are concerned,
 * against the emulator: jobs in `needs` order, matrix combinations (at most `max-parallel` at
 * once), `if:` conditions, and `${{ }}` expressions in `with:`, `env:`, job outputs and the
 * concurrency group. Steps that use this repository's actions run as real processes (runStep);
 * other steps (`run:` scripts, other actions) are not executed, but what they would receive is
 * recorded, so a test can check that outputs reach them.
 *
 * Contexts are strict where GitHub is lenient: a secret, variable, input, step, job or matrix
 * key that the workflow names but that does not exist is an error, so an example with a typo
 * fails its test instead of quietly passing an empty string.
 */
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { EMULATOR_GITHUB_TOKEN, runStep, type StepRun } from './action-runner.ts'
import { condition, interpolate, keyOf, lookup, type Scope, type Value } from './expressions.ts'
import { eventEnv, REPOSITORY } from './webhooks.ts'

/** `uses:` of this repository's two actions, whatever the owner and version. */
const OUR_ACTION = /^[^/]+\/docs-agent-action(\/analytics)?@[\w.-]+$/

export interface PlayOptions {
  /** The workflow file. */
  file: string
  /** This repository's root: the actions that `uses:` names run from here. */
  root: string
  /** The emulator's URL: `api-url` of every step, and GITHUB_API_URL. */
  apiUrl: string
  secrets: Record<string, string>
  vars: Record<string, string>
  /** The event (default `workflow_dispatch` with `inputs`). */
  event?: { name: string; payload: Record<string, unknown> }
  /** workflow_dispatch inputs; the file's defaults fill the rest. */
  inputs?: Record<string, string>
  /** Where each job's workspace is made (default: the system's temporary folder). */
  workspaces?: string
}

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
  steps: PlayedStep[]
  jobs: Record<string, PlayedJob>
  /** The workflow's concurrency group, evaluated; undefined when it has none. */
  concurrency?: string
}

interface StepSpec {
  id?: string
  name?: string
  if?: string | boolean
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  'continue-on-error'?: boolean
}

interface JobSpec {
  needs?: string | string[]
  if?: string | boolean
  concurrency?: string | { group: string }
  strategy?: { matrix?: Record<string, unknown>; 'max-parallel'?: number; 'fail-fast'?: boolean }
  outputs?: Record<string, string>
  env?: Record<string, unknown>
  steps: StepSpec[]
}

interface WorkflowSpec {
  on: Record<
    string,
    { inputs?: Record<string, { default?: string | number | boolean; required?: boolean }> } | null
  >
  env?: Record<string, unknown>
  concurrency?: string | { group: string }
  jobs: Record<string, JobSpec>
}

/** A context that refuses names it does not have (matched ignoring case, as on GitHub). */
function strict(what: string, values: Record<string, Value>): (path: string[]) => Value {
  return ([key, ...rest]) => {
    if (key === undefined) return values
    const found = keyOf(values, key)
    if (found === undefined)
      throw new Error(`the workflow uses ${what}.${key}, which does not exist`)
    return lookup(values[found] ?? null, rest)
  }
}

function evaluateAll(values: Record<string, unknown> | undefined, scope: Scope) {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(values ?? {}))
    result[name] = interpolate(String(value), scope)
  return result
}

/** The matrix's combinations: the product of its lists, or its `include` entries alone. */
function combinations(matrix: Record<string, unknown> | undefined): Record<string, Value>[] {
  if (matrix === undefined) return [{}]
  const { include, exclude, ...axes } = matrix
  if (exclude !== undefined) throw new Error('matrix exclude is not supported')
  if (include !== undefined && Object.keys(axes).length > 0)
    throw new Error('a matrix with both lists and include is not supported')
  if (include !== undefined) return include as Record<string, Value>[]
  let result: Record<string, Value>[] = [{}]
  for (const [key, values] of Object.entries(axes))
    result = result.flatMap((combo) => (values as Value[]).map((v) => ({ ...combo, [key]: v })))
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
  const workflow = parse(await readFile(options.file, 'utf8')) as WorkflowSpec
  const event = options.event ?? { name: 'workflow_dispatch', payload: {} }
  const inputs = dispatchInputs(workflow, event.name, options.inputs ?? {})
  const github: Value = {
    event_name: event.name,
    event: event.payload as Value,
    repository: REPOSITORY,
    repository_owner: REPOSITORY.split('/')[0] ?? '',
    token: EMULATOR_GITHUB_TOKEN,
    run_id: '777',
    server_url: 'https://github.com',
  }
  const base = {
    github,
    secrets: strict('secrets', options.secrets),
    vars: strict('vars', options.vars),
    inputs: strict('inputs', inputs),
  }
  const played: PlayedWorkflow = { steps: [], jobs: {} }
  played.concurrency = groupOf(workflow.concurrency, { contexts: base, failed: false })
  const env = eventEnv(event.name, event.payload)

  // Each job starts as soon as the jobs it needs have ended, as on GitHub.
  const started = new Map<string, Promise<PlayedJob>>()
  const start = (name: string, chain: string[] = []): Promise<PlayedJob> => {
    const job = workflow.jobs[name]
    if (job === undefined) throw new Error(`a job needs "${name}", which does not exist`)
    if (chain.includes(name)) throw new Error(`jobs that need each other: ${chain.join(' → ')}`)
    let promise = started.get(name)
    if (promise === undefined) {
      const needs = [job.needs ?? []].flat()
      promise = Promise.all(needs.map((need) => start(need, [...chain, name]))).then(async () => {
        played.jobs[name] = await playJob(name, job)
        return played.jobs[name]
      })
      started.set(name, promise)
    }
    return promise
  }
  await Promise.all(Object.keys(workflow.jobs).map((name) => start(name)))
  return played

  async function playJob(name: string, job: JobSpec): Promise<PlayedJob> {
    const needs = Object.fromEntries(
      [job.needs ?? []].flat().map((need) => [need, played.jobs[need] as unknown as Value]),
    )
    // A job runs when every job it needs succeeded, unless its `if:` uses a status function.
    const results = Object.keys(needs).map((n) => played.jobs[n]?.result)
    const jobScope: Scope = {
      contexts: { ...base, needs: strict('needs', needs) },
      failed: results.includes('failure'),
      blocked: results.includes('skipped'),
    }
    if (!condition(job.if, jobScope)) return { result: 'skipped', outputs: {} }
    const concurrency = groupOf(job.concurrency, jobScope)
    const combos = combinations(job.strategy?.matrix)
    // fail-fast (the default): once a combination fails, the ones not started yet never start.
    const failFast = job.strategy?.['fail-fast'] !== false
    let failed = false
    const runs = combos.map((matrix) => async (): Promise<PlayedJob> => {
      if (failed && failFast) return { result: 'skipped', outputs: {} }
      const result = await playCombination(matrix)
      if (result.result === 'failure') failed = true
      return result
    })
    const ran = await pool(job.strategy?.['max-parallel'] ?? runs.length, runs)
    // Job outputs: each one from a combination that set it to something non-empty.
    const outputs: Record<string, string> = {}
    for (const r of ran)
      for (const [key, value] of Object.entries(r.outputs)) if (value !== '') outputs[key] = value
    for (const key of Object.keys(job.outputs ?? {})) outputs[key] ??= ''
    return { result: failed ? 'failure' : 'success', outputs, concurrency }

    async function playCombination(matrix: Record<string, Value>): Promise<PlayedJob> {
      const workspace = await mkdtemp(join(options.workspaces ?? tmpdir(), 'workspace-'))
      const steps: Record<string, Value> = {}
      const scope: Scope = {
        contexts: {
          ...jobScope.contexts,
          matrix: strict('matrix', matrix),
          steps: strict('steps', steps),
          runner: { os: 'Linux', temp: workspace },
        },
        failed: false,
      }
      const jobEnv = { ...evaluateAll(workflow.env, scope), ...evaluateAll(job.env, scope) }
      for (const [index, spec] of job.steps.entries()) {
        const step: PlayedStep = {
          job: name,
          matrix,
          name:
            spec.id ??
            spec.name ??
            spec.uses ??
            (spec.run === undefined ? `step ${index + 1}` : `run: ${spec.run.split('\n')[0]}`),
          skipped: !condition(spec.if, scope),
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
        step.with = evaluateAll(spec.with, scope)
        step.env = { ...jobEnv, ...evaluateAll(spec.env, scope) }
        let outputs: Record<string, string> = {}
        let ok = true
        const ours = spec.uses === undefined ? null : OUR_ACTION.exec(spec.uses)
        step.startedAt = Date.now()
        if (ours !== null) {
          step.run = await runStep({
            actionDir: ours[1] === undefined ? options.root : join(options.root, 'analytics'),
            inputs: { 'api-url': options.apiUrl, ...step.with },
            env: {
              ...env,
              ...step.env,
              GITHUB_API_URL: options.apiUrl,
              GITHUB_WORKSPACE: workspace,
            },
            timeoutMs: 120_000,
          })
          outputs = step.run.outputs
          ok = step.run.code === 0
        }
        step.endedAt = Date.now()
        const outcome = ok ? 'success' : 'failure'
        const conclusion = ok || spec['continue-on-error'] === true ? 'success' : 'failure'
        if (spec.id !== undefined) steps[spec.id] = { outputs, outcome, conclusion }
        if (conclusion === 'failure') scope.failed = true
      }
      return {
        result: scope.failed ? 'failure' : 'success',
        outputs: evaluateAll(job.outputs, scope),
      }
    }
  }
}

/** A `concurrency:` setting's group, evaluated. */
function groupOf(setting: string | { group: string } | undefined, scope: Scope) {
  if (setting === undefined) return undefined
  return interpolate(typeof setting === 'string' ? setting : setting.group, scope)
}

/**
 * The `inputs` context: for workflow_dispatch, the given values over the file's defaults, with
 * required ones enforced as GitHub's form does; for other events, empty.
 */
function dispatchInputs(
  workflow: WorkflowSpec,
  event: string,
  given: Record<string, string>,
): Record<string, Value> {
  const declared = workflow.on.workflow_dispatch?.inputs ?? {}
  const inputs: Record<string, Value> = {}
  for (const name of Object.keys(given))
    if (!(name in declared)) throw new Error(`the workflow declares no input "${name}"`)
  if (event !== 'workflow_dispatch') return inputs
  for (const [name, spec] of Object.entries(declared)) {
    const value = given[name] ?? (spec.default === undefined ? '' : String(spec.default))
    if (spec.required === true && value === '')
      throw new Error(`the input "${name}" is required: give it as ${name}=…`)
    inputs[name] = value
  }
  return inputs
}
