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
import { EMULATOR_GITHUB_TOKEN } from './action-runner.ts'
import type { Scope, Value } from './expressions.ts'
import { eventEnv, payload, REPOSITORY } from './webhooks.ts'
import { startsOn, workflowCommit } from './workflow-event.ts'
import { readWorkflow, readWorkflowText } from './workflow-file.ts'
import { playJob } from './workflow-job.ts'
import type {
  PlayedJob,
  PlayedRun,
  PlayedWorkflow,
  PlayOptions,
  WorkflowRun,
} from './workflow-play-shapes.ts'
import {
  dispatchInputs,
  groupOf,
  renderAll,
  type JobSpec,
  type WorkflowSpec,
} from './workflow-spec.ts'

export type {
  PlayedJob,
  PlayedStep,
  PlayedWorkflow,
  PlayOptions,
  StandIn,
  WorkflowHost,
} from './workflow-play-shapes.ts'

/** Contexts whose names must exist (see the header). */
const STRICT = ['secrets', 'vars', 'inputs', 'needs', 'matrix', 'steps']

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

/** Plays the jobs of a workflow that started, each as soon as the jobs it needs have ended. */
async function play(
  workflow: WorkflowSpec,
  options: PlayOptions,
  workspaces: string,
): Promise<PlayedRun> {
  const run = workflowRun(workflow, options, workspaces)
  // Each job starts as soon as the jobs it needs have ended, as on GitHub.
  const started = new Map<string, Promise<PlayedJob>>()
  const start = (name: string): Promise<PlayedJob> => {
    const job = workflow.jobs[name] as JobSpec
    let promise = started.get(name)
    if (promise === undefined) {
      const needs = [job.needs ?? []].flat()
      promise = Promise.all(needs.map((need) => start(need))).then(async () => {
        run.played.jobs[name] = await playJob(run, name, job)
        return run.played.jobs[name]
      })
      started.set(name, promise)
    }
    return promise
  }
  // Each step's runStep writes the event payload into its own folder and removes it.
  await Promise.all(Object.keys(workflow.jobs).map((name) => start(name)))
  return run.played
}

/** The run's contexts and environment, evaluated once for all its jobs. */
function workflowRun(
  workflow: WorkflowSpec,
  options: PlayOptions,
  workspaces: string,
): WorkflowRun {
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
  const played: PlayedRun = { steps: [], jobs: {}, githubTokens: [] }
  played.concurrency = groupOf(workflow.concurrency, base)
  const workflowEnv = renderAll(workflow.env, base)
  const env = { ...eventEnv(event.name, event.payload), GITHUB_REPOSITORY: repository }
  return { workflow, options, workspaces, repository, github, base, workflowEnv, env, played }
}
