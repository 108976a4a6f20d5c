import type { StepOptions, StepRun } from './action-runner.ts'
import type { Scope, Value } from './expressions.ts'
import type { TokenAccess } from './github.ts'
import type { WorkflowCommit } from './workflow-event.ts'
import type { WorkflowSpec } from './workflow-spec.ts'

// What the workflow player (./workflow-runner.ts) takes and gives, in a module of their own so
// that its parts (the jobs, the steps) name them without importing the player.

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

/** What one play has gathered so far: its steps, its jobs, its tokens. */
export type PlayedRun = Omit<PlayedWorkflow, 'started' | 'from'>

/** One play of a workflow, as its jobs and steps see it. */
export interface WorkflowRun {
  workflow: WorkflowSpec
  options: PlayOptions
  /** The folder each job's workspace is made in. */
  workspaces: string
  /** The repository the workflow runs in (`owner/name`). */
  repository: string
  /** The `github` context, before a job's token is in it. */
  github: Value
  /** The contexts every expression sees (github, secrets, vars, inputs). */
  base: Scope
  /** The workflow's `env:`, evaluated. */
  workflowEnv: Record<string, string>
  /** The runner's environment for the event (GITHUB_EVENT_NAME, ..., GITHUB_REPOSITORY). */
  env: Record<string, string>
  played: PlayedRun
}
