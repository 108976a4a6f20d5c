import { gitHubPage } from './github-paging.ts'
import { json, type IncomingCall, type Reply } from './service.ts'

/**
 * Workflow runs as GitHub Actions keeps them, for the routes that tell what failed: a run's jobs
 * with their steps, a check run's annotations, and a job's log, which GitHub's API does not serve
 * itself but redirects to (302) a signed, short-lived URL on another host. The emulator serves
 * that URL too, below `/_emulator/logs/`, and notes whether a token came with it.
 */

/** A step of a job, as the jobs list shows it; `log` is what the step printed. */
export interface EmulatedStep {
  name: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
  number: number
  log: string[]
}

/** A check run annotation of a job (GitHub makes one of each `::error file=...` line). */
export interface EmulatedAnnotation {
  path: string
  startLine: number
  endLine: number
  level: 'notice' | 'warning' | 'failure'
  message: string
  title: string | null
  rawDetails: string | null
}

export interface EmulatedJob {
  /** GitHub gives a job and its check run the same id. */
  id: number
  runId: number
  attempt: number
  name: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
  startedAt: string
  completedAt: string | null
  steps: EmulatedStep[]
  annotations: EmulatedAnnotation[]
  /** Past the repository's retention, GitHub answers the log's route with 410. */
  logExpired: boolean
}

export interface EmulatedWorkflowRun {
  id: number
  repository: string
  /** The workflow's name. */
  name: string
  headBranch: string
  headSha: string
  jobs: EmulatedJob[]
}

/** A run to seed, as `POST /_emulator/github/workflow-runs` takes it: every field optional. */
export interface WorkflowRunSeed {
  repository?: string
  name?: string
  headBranch?: string
  headSha?: string
  jobs?: {
    name?: string
    attempt?: number
    conclusion?: string | null
    steps?: { name?: string; conclusion?: string | null; log?: string[] }[]
    annotations?: Partial<EmulatedAnnotation>[]
    logExpired?: boolean
  }[]
}

/** Whether a log was read at its URL, and with a token or not (the token must never go there). */
export interface LogRead {
  job: number
  authorization: boolean
}

const API = 'https://api.github.com'
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e'
/** Where the emulator serves logs, as GitHub's storage host would. */
export const LOG_PATH = '/_emulator/logs/'
const FILTERS = ['latest', 'all']

export class WorkflowRuns {
  readonly runs: EmulatedWorkflowRun[] = []
  readonly logReads: LogRead[] = []
  private readonly now: () => number
  private nextRun = 30_000_001
  private nextJob = 40_000_001

  constructor(now: () => number) {
    this.now = now
  }

  reset(): void {
    this.runs.length = 0
    this.logReads.length = 0
    this.nextRun = 30_000_001
    this.nextJob = 40_000_001
  }

  /** A completed run with its jobs, their steps, annotations and logs, as if it had just run. */
  seed(seed: WorkflowRunSeed): EmulatedWorkflowRun {
    const started = this.now() - 60_000
    const at = (seconds: number): string => new Date(started + seconds * 1000).toISOString()
    const runId = this.nextRun++
    const jobs = (seed.jobs ?? [{}]).map((job, j): EmulatedJob => {
      const steps = (job.steps ?? [{ name: 'Run tests', conclusion: job.conclusion }]).map(
        (step, s): EmulatedStep => ({
          name: step.name ?? `Step ${s + 1}`,
          status: 'completed',
          conclusion: step.conclusion === undefined ? 'success' : step.conclusion,
          number: s + 1,
          log: step.log ?? [],
        }),
      )
      return {
        id: this.nextJob++,
        runId,
        attempt: job.attempt ?? 1,
        name: job.name ?? `job-${j + 1}`,
        status: 'completed',
        conclusion: job.conclusion === undefined ? 'failure' : job.conclusion,
        startedAt: at(j * 10),
        completedAt: at(j * 10 + steps.length + 1),
        steps,
        annotations: (job.annotations ?? []).map((a) => ({
          path: a.path ?? '.github',
          startLine: a.startLine ?? 1,
          endLine: a.endLine ?? a.startLine ?? 1,
          level: a.level ?? 'failure',
          message: a.message ?? 'Process completed with exit code 1.',
          title: a.title ?? null,
          rawDetails: a.rawDetails ?? null,
        })),
        logExpired: job.logExpired ?? false,
      }
    })
    const run: EmulatedWorkflowRun = {
      id: runId,
      repository: seed.repository ?? 'acme/docs',
      name: seed.name ?? 'CI',
      headBranch: seed.headBranch ?? 'main',
      headSha: seed.headSha ?? HEAD_SHA,
      jobs,
    }
    this.runs.push(run)
    return run
  }

  /** The answer of a route `github/runs.ts` hands over (`github.run-jobs` and the rest). */
  answer(
    call: IncomingCall,
    repository: string,
    error: (status: number, message: string) => Reply,
  ): Reply {
    const p = call.route.params
    if (call.route.op === 'github.run-jobs') {
      const run = this.runs.find((r) => r.repository === repository && r.id === Number(p.run_id))
      if (run === undefined) return error(404, 'Not Found')
      const filter = call.query.get('filter') ?? 'latest'
      const latest = Math.max(...run.jobs.map((job) => job.attempt))
      const jobs = FILTERS.includes(filter)
        ? run.jobs.filter((job) => filter === 'all' || job.attempt === latest)
        : run.jobs
      const { items, headers } = gitHubPage(call.query, jobs)
      return json(
        200,
        { total_count: jobs.length, jobs: items.map((job) => jobView(run, job)) },
        headers,
      )
    }
    const found = this.job(repository, Number(p.job_id ?? p.check_run_id))
    if (found === undefined) return error(404, 'Not Found')
    const [run, job] = found
    if (call.route.op === 'github.check-run-annotations') {
      const { items, headers } = gitHubPage(call.query, job.annotations)
      return json(
        200,
        items.map((a) => annotationView(run, a)),
        headers,
      )
    }
    // What GitHub answers once the log is past the repository's retention (github-description.ts).
    if (job.logExpired) return error(410, 'Server Error')
    // Signed and short-lived on GitHub; here the path alone, on the host the request came to.
    const host = call.headers.host ?? '127.0.0.1'
    const location = `http://${host}${LOG_PATH}${job.id}?sig=emulated`
    return { status: 302, body: undefined, headers: { location } }
  }

  /** The text at a log URL (undefined when there is no such job), noting how it was asked for. */
  log(path: string, authorization: string | undefined): string | undefined {
    const id = Number(path.slice(LOG_PATH.length))
    const found = this.runs.flatMap((run) => run.jobs).find((job) => job.id === id)
    if (found === undefined) return undefined
    this.logReads.push({ job: id, authorization: authorization !== undefined })
    return logText(found)
  }

  private job(repository: string, id: number): [EmulatedWorkflowRun, EmulatedJob] | undefined {
    for (const run of this.runs) {
      const job = run.jobs.find((j) => j.id === id)
      if (run.repository === repository && job !== undefined) return [run, job]
    }
    return undefined
  }
}

/**
 * A job's log as GitHub writes it: each line stamped with its time, each step a `##[group]`
 * headed by what it ran, and a failed step's `##[error]` line last.
 */
export function logText(job: EmulatedJob): string {
  let at = Date.parse(job.startedAt)
  const stamp = (line: string): string => {
    at += 137
    return `${new Date(at).toISOString().replace('Z', '0000Z')} ${line}`
  }
  const lines = job.steps.flatMap((step) => [
    stamp(`##[group]Run ${step.name}`),
    stamp(step.name),
    stamp('shell: /usr/bin/bash -e {0}'),
    stamp('##[endgroup]'),
    ...step.log.map(stamp),
    ...(step.conclusion === 'failure'
      ? [stamp('##[error]Process completed with exit code 1.')]
      : []),
  ])
  return lines.join('\n') + '\n'
}

function jobView(run: EmulatedWorkflowRun, job: EmulatedJob): Record<string, unknown> {
  const repository = `${API}/repos/${run.repository}`
  return {
    id: job.id,
    run_id: run.id,
    workflow_name: run.name,
    head_branch: run.headBranch,
    run_url: `${repository}/actions/runs/${run.id}`,
    run_attempt: job.attempt,
    node_id: Buffer.from(`08:CheckRun${job.id}`).toString('base64'),
    head_sha: run.headSha,
    url: `${repository}/actions/jobs/${job.id}`,
    html_url: `https://github.com/${run.repository}/actions/runs/${run.id}/job/${job.id}`,
    status: job.status,
    conclusion: job.conclusion,
    created_at: job.startedAt,
    started_at: job.startedAt,
    completed_at: job.completedAt,
    name: job.name,
    steps: job.steps.map((step, i) => ({
      name: step.name,
      status: step.status,
      conclusion: step.conclusion,
      number: step.number,
      started_at: offset(job.startedAt, i),
      completed_at: offset(job.startedAt, i + 1),
    })),
    check_run_url: `${repository}/check-runs/${job.id}`,
    labels: ['ubuntu-latest'],
    runner_id: 1,
    runner_name: 'GitHub Actions 1',
    runner_group_id: 0,
    runner_group_name: 'GitHub Actions',
  }
}

function annotationView(run: EmulatedWorkflowRun, a: EmulatedAnnotation): Record<string, unknown> {
  return {
    path: a.path,
    blob_href: `https://github.com/${run.repository}/blob/${run.headSha}/${a.path}`,
    start_line: a.startLine,
    end_line: a.endLine,
    start_column: null,
    end_column: null,
    annotation_level: a.level,
    title: a.title,
    message: a.message,
    raw_details: a.rawDetails,
  }
}

function offset(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString()
}
