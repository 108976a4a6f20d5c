import { ApiError } from '../http/errors.js'
import { hasNextPage, MAX_PAGES, type Answer, type Call, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import { logLocation, readLogTail, type LogBudget, type LogTail } from './job-logs.js'
import type { Answered, Untrusted } from './untrusted.js'

/** A step of a job that failed. */
export interface FailedStep {
  number: number
  name: string
  /** `failure` or `timed_out`. */
  conclusion: string
}

/** A job of a workflow run that failed, with the steps that did. */
export interface FailedJob {
  /** The job's id, which is its check run's too (for its annotations). */
  id: number
  name: string
  /** `failure` or `timed_out`. */
  conclusion: string
  /** The job's page on GitHub, when GitHub gave it. */
  htmlUrl: string | undefined
  failedSteps: FailedStep[]
}

/** A check run annotation: a file, lines and what was wrong there. */
export interface Annotation {
  path: string
  startLine: number | undefined
  endLine: number | undefined
  /** `failure`, `warning` or `notice`. */
  level: string
  title: string | undefined
  message: string
  rawDetails: string | undefined
}

/** The end of a job's log, or `expired` when GitHub no longer keeps it (HTTP 410). */
export type JobLog = ({ kind: 'log' } & LogTail) | { kind: 'expired' }

export type { LogBudget }

/** Conclusions of a job or step that failed; `cancelled` and `skipped` are not failures. */
const FAILED = ['failure', 'timed_out']

type ListedJob = Answered<'job', 'id' | 'name' | 'conclusion' | 'html_url' | 'steps'>
type ListedAnnotation = Answered<
  'check-annotation',
  'path' | 'start_line' | 'end_line' | 'annotation_level' | 'title' | 'message' | 'raw_details'
>

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined

/**
 * The jobs of a workflow run's latest attempt that failed or timed out, each with its steps that
 * did (a job can fail with none: a runner lost, a `timeout-minutes` hit between steps).
 */
export async function failedJobs(
  api: GitHubApi,
  runId: number,
  pages = MAX_PAGES,
): Promise<FailedJob[]> {
  const call: Call = {
    context: errorContext(
      `Listing the jobs of workflow run ${runId}`,
      `workflow run ${runId} was not found in ${api.repository}`,
      '{ actions: read }',
    ),
    idempotent: true,
    shape: 'object',
  }
  const failed: FailedJob[] = []
  for (let page = 1; page <= pages; page++) {
    const answer: Answer<Untrusted<{ jobs: ListedJob[] }>> = await api.send(call, (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', {
        ...api.repo,
        run_id: runId,
        filter: 'latest',
        per_page: 100,
        page,
        ...options,
      }),
    )
    for (const job of answer.data.jobs ?? []) {
      const found = failedJob(job)
      if (found !== undefined) failed.push(found)
    }
    if (!hasNextPage(answer.headers)) break
  }
  return failed
}

function failedJob(job: Untrusted<ListedJob> | null): FailedJob | undefined {
  const id = integer(job?.id)
  const conclusion = text(job?.conclusion)
  if (job == null || id === undefined || conclusion === undefined || !FAILED.includes(conclusion)) {
    return undefined
  }
  const failedSteps = (job.steps ?? []).flatMap((step): FailedStep[] => {
    const number = integer(step?.number)
    const stepConclusion = text(step?.conclusion)
    if (number === undefined || stepConclusion === undefined || !FAILED.includes(stepConclusion)) {
      return []
    }
    return [{ number, name: text(step?.name) ?? `step ${number}`, conclusion: stepConclusion }]
  })
  return {
    id,
    name: text(job.name) ?? `job ${id}`,
    conclusion,
    htmlUrl: text(job.html_url),
    failedSteps,
  }
}

/** The first `limit` (at most 100: one page) annotations of a check run (a job's is its id). */
export async function checkRunAnnotations(
  api: GitHubApi,
  checkRunId: number,
  limit: number,
): Promise<Annotation[]> {
  const { data } = await api.send(
    {
      context: errorContext(
        `Listing the annotations of check run ${checkRunId}`,
        `check run ${checkRunId} was not found in ${api.repository}`,
        '{ checks: read }',
      ),
      idempotent: true,
      shape: 'array',
    },
    (options): Promise<Answer<readonly (ListedAnnotation | null)[]>> =>
      api.octokit.request('GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', {
        ...api.repo,
        check_run_id: checkRunId,
        per_page: Math.min(limit, 100),
        ...options,
      }),
  )
  return data.slice(0, limit).flatMap((annotation): Annotation[] => {
    const path = text(annotation?.path)
    if (annotation == null || path === undefined) return []
    return [
      {
        path,
        startLine: integer(annotation.start_line),
        endLine: integer(annotation.end_line),
        level: text(annotation.annotation_level) ?? 'notice',
        title: text(annotation.title),
        message: text(annotation.message) ?? '',
        rawDetails: text(annotation.raw_details),
      },
    ]
  })
}

/**
 * The last lines of a job's log within `budget`: GitHub's API answers with a redirect to the log,
 * which is read by the rules of ./job-logs.ts (never with the token). `expired` when GitHub no
 * longer keeps it.
 */
export async function jobLog(api: GitHubApi, jobId: number, budget: LogBudget): Promise<JobLog> {
  let answer: Answer<unknown>
  try {
    answer = await api.send(
      {
        context: errorContext(
          `Reading the log of job ${jobId}`,
          `job ${jobId} was not found in ${api.repository}`,
          '{ actions: read }',
        ),
        idempotent: true,
        shape: 'none',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
          ...api.repo,
          job_id: jobId,
          ...options,
          // The redirect is the answer: where it goes is checked before anything is sent there.
          request: { ...options.request, redirect: 'manual' },
        }),
    )
  } catch (error) {
    // Past the repository's log retention, GitHub answers 410 (emulator/github-description.ts).
    if (error instanceof ApiError && error.status === 410) return { kind: 'expired' }
    throw error
  }
  if (answer.status !== 302) {
    throw new ApiError(
      `Reading the log of job ${jobId} failed: GitHub answered HTTP ${answer.status} where it redirects to the log.`,
      { status: answer.status },
    )
  }
  const location = answer.headers.location
  const url = logLocation(location === undefined ? undefined : String(location), api.apiUrl, jobId)
  return { kind: 'log', ...(await readLogTail(url, budget, api.timeoutMs, jobId)) }
}
