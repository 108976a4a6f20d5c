import { randomBytes } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { EMULATOR_GITHUB_TOKEN, runStep } from './action-runner.ts'
import {
  condition,
  Expression,
  resolve,
  type Scope,
  type Status,
  type Template,
  type Value,
} from './expressions.ts'
import { permissionsOf } from './token-permissions.ts'
import type { PlayedJob, PlayedStep, WorkflowRun } from './workflow-play-shapes.ts'
import { renderAll, type JobSpec, type StepSpec } from './workflow-spec.ts'

// One matrix combination of a job, as a runner runs it: a workspace, a GITHUB_TOKEN of its own,
// and the steps in order, this repository's actions as real processes and stand-ins for others.

/** `uses:` of this repository's four actions, whatever the owner and version. */
const OUR_ACTION = /^[^/]+\/docs-agent-action(?:\/(analytics|deploy|check))?@[\w.-]+$/

/** One combination of a job that runs. */
export interface Combination {
  name: string
  job: JobSpec
  /** The job's contexts (the run's and `needs`). */
  jobScope: Scope
  matrix: Record<string, Value>
}

/** What the steps of one combination share as they run. */
interface Runner {
  combination: Combination
  workspace: string
  token: string
  jobEnv: Record<string, string>
  scope: Scope
  /** The `steps` context, filled as the steps end. */
  steps: Record<string, Value>
  status: Status
}

/** Plays one combination's steps in a new workspace; its result and the job's outputs. */
export async function playCombination(
  run: WorkflowRun,
  combination: Combination,
): Promise<PlayedJob> {
  const { job, jobScope, matrix } = combination
  const workspace = await mkdtemp(join(run.workspaces, 'workspace-'))
  const steps: Record<string, Value> = {}
  const token = jobToken(run, job.permissions ?? run.workflow.permissions)
  const contexts = {
    ...jobScope.contexts,
    github: { ...(run.github as Record<string, Value>), token },
    matrix,
    steps,
    runner: { os: 'Linux', temp: workspace },
  }
  // GitHub allows the env context in steps only, so the job's env is evaluated without it.
  const jobEnv = { ...run.workflowEnv, ...renderAll(job.env, { ...jobScope, contexts }) }
  const scope: Scope = { ...jobScope, contexts: { ...contexts, env: jobEnv } }
  const runner: Runner = {
    combination,
    workspace,
    token,
    jobEnv,
    scope,
    steps,
    status: { failed: false },
  }
  for (const [index, spec] of job.steps.entries()) await playStep(run, runner, spec, index)
  return {
    result: runner.status.failed ? 'failure' : 'success',
    outputs: renderAll(job.outputs, scope),
  }
}

/** Plays one step: skipped, run (this repository's actions), stood in for, or only recorded. */
async function playStep(run: WorkflowRun, runner: Runner, spec: StepSpec, index: number) {
  const { scope, steps } = runner
  // Listed as written in the file, not as the expression it was read into.
  const script = spec.run instanceof Expression ? (spec.run.source ?? spec.run.text) : spec.run
  const step: PlayedStep = {
    job: runner.combination.name,
    matrix: runner.combination.matrix,
    name:
      spec.id ??
      (typeof spec.name === 'string' ? spec.name : undefined) ??
      spec.uses ??
      (script === undefined ? `step ${index + 1}` : `run: ${script.split('\n')[0]}`),
    skipped: !condition(spec.if, scope, runner.status),
    with: {},
    env: {},
    workspace: runner.workspace,
  }
  run.played.steps.push(step)
  if (step.skipped) {
    // A skipped step still exists for later expressions, with no outputs.
    if (spec.id !== undefined)
      steps[spec.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' }
    return
  }
  // The step's own env is part of the env context of its with:, as on GitHub.
  step.env = { ...runner.jobEnv, ...renderAll(spec.env, scope) }
  step.with = renderAll(spec.with, { ...scope, contexts: { ...scope.contexts, env: step.env } })
  let outputs: Record<string, string> = {}
  let ok = true
  const ours = spec.uses === undefined ? null : OUR_ACTION.exec(spec.uses)
  const standIn = spec.uses === undefined ? undefined : run.options.standIns?.[spec.uses]
  step.startedAt = Date.now()
  if (ours !== null) {
    step.run = await runOurAction(run, runner, step, ours[1])
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
  if (conclusion === 'failure') runner.status.failed = true
}

/** Runs a step of one of this repository's actions (`folder`: none for the agent's). */
function runOurAction(
  { options, env }: WorkflowRun,
  runner: Runner,
  step: PlayedStep,
  folder: string | undefined,
) {
  const polls = folder === undefined || folder === 'deploy'
  return (options.runStep ?? runStep)({
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
      GITHUB_WORKSPACE: runner.workspace,
    },
    timeoutMs: 120_000,
    githubToken: runner.token,
  })
}

/**
 * A job's GITHUB_TOKEN: with the emulated GitHub, a new one reaching the run's repository alone
 * with the job's `permissions:` (the workflow's when the job lists none).
 */
function jobToken(run: WorkflowRun, permissions: Template | undefined): string {
  const host = run.options.github
  if (host === undefined) return EMULATOR_GITHUB_TOKEN
  const token = `ghs_${randomBytes(18).toString('hex')}`
  const granted = permissionsOf(
    permissions === undefined ? undefined : resolve(permissions, run.base),
  )
  host.grantToken(token, {
    access: 'write',
    repositories: [run.repository],
    ...(granted === undefined ? {} : { permissions: granted }),
  })
  run.played.githubTokens.push(token)
  return token
}
