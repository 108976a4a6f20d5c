import { stripVTControlCharacters } from 'node:util'
import type {
  Annotation,
  FailedStep,
  GitHubClient,
  JobLog,
} from '../../shared/github/github-client.js'
import { messageOf } from '../../shared/log.js'
import { redactLogSecrets } from '../../shared/sanitizer/log-secrets.js'

/** The failed jobs whose annotations and log are read; the others are named only. */
export const CI_JOBS_READ = 3
/** Annotations read per failed job (one page). */
export const CI_ANNOTATIONS = 10
/** What is kept of a failed job's log: the last lines before its error, after redaction. */
export const CI_LOG_BUDGET = { lines: 40, bytes: 4000 }

/** A failed job of the run, as read for the agent (github/ci-failure.ts), secrets redacted. */
export interface CiJob {
  name: string
  conclusion: string
  url: string | undefined
  steps: FailedStep[]
  annotations: Annotation[] | { error: string }
  /** The last lines before the failed step's error; `expired` when GitHub no longer keeps it. */
  log: { lines: string[]; cut: boolean } | { expired: true } | { error: string } | undefined
}

/** What was read of the failed run: its failed jobs (those past CI_JOBS_READ by name only). */
export type CiFailureFact = { jobs: CiJob[]; unread: string[] } | { error: string }

/**
 * Reads what failed in a workflow run, for the agent: the run's failed jobs (one list), and for
 * the first CI_JOBS_READ of them their annotations (one request each) and the end of their log
 * (two: GitHub's API, then where it redirects). GETs only. A part that cannot be read is said to
 * be so, and the rest is still told; only a list that cannot be read leaves nothing to tell.
 */

/** Read of a job's log before it is cut to CI_LOG_BUDGET: room for a step's error and cleanup. */
const LOG_READ = { lines: 2000, bytes: 64 * 1024 }

/** GitHub's time stamp at the start of each line of a job's log. */
const STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?/

export async function readCiFailure(
  github: GitHubClient,
  runId: number,
  secrets: readonly string[],
): Promise<CiFailureFact> {
  let failed
  try {
    // The first page (100 jobs) names enough of a matrix: only CI_JOBS_READ are read further.
    failed = await github.failedJobs(runId, 1)
  } catch (error) {
    return { error: messageOf(error) }
  }
  const read = failed.slice(0, CI_JOBS_READ)
  const jobs = await Promise.all(
    read.map(async (job): Promise<CiJob> => {
      const [annotations, log] = await Promise.all([
        github
          .checkRunAnnotations(job.id, CI_ANNOTATIONS)
          .then((found) => Promise.all(found.map((a) => withoutSecrets(a, secrets))))
          .catch((error: unknown) => ({ error: messageOf(error) })),
        github
          .jobLog(job.id, LOG_READ)
          .then((found) => failedStepLines(found, secrets))
          .catch((error: unknown) => ({ error: messageOf(error) })),
      ])
      return {
        name: job.name,
        conclusion: job.conclusion,
        url: job.htmlUrl,
        steps: job.failedSteps,
        annotations,
        log,
      }
    }),
  )
  return { jobs, unread: failed.slice(CI_JOBS_READ).map((job) => job.name) }
}

/** An annotation is a log line too (`::error::`, a problem matcher): its secrets go the same way. */
async function withoutSecrets(
  annotation: Annotation,
  secrets: readonly string[],
): Promise<Annotation> {
  const clean = (text: string | undefined) =>
    text === undefined ? Promise.resolve(undefined) : redactLogSecrets(text, secrets)
  const [path, title, message, rawDetails] = await Promise.all([
    redactLogSecrets(annotation.path, secrets),
    clean(annotation.title),
    redactLogSecrets(annotation.message, secrets),
    clean(annotation.rawDetails),
  ])
  return { ...annotation, path, title, message, rawDetails }
}

/**
 * The end of the failed step: the log's lines without time stamps and terminal colours, up to its
 * last `##[error]` line (what follows is the post-job cleanup), secrets redacted, then the last
 * CI_LOG_BUDGET lines within its bytes.
 */
export async function failedStepLines(
  log: JobLog,
  secrets: readonly string[],
): Promise<CiJob['log']> {
  if (log.kind === 'expired') return { expired: true }
  let lines = log.lines.map((line) => stripVTControlCharacters(line.replace(STAMP, '')))
  const error = lines.findLastIndex((line) => line.includes('##[error]'))
  let cut = log.cut
  if (error >= 0 && error < lines.length - 1) {
    lines = lines.slice(0, error + 1)
  }
  // Redacted with some lines to spare before the cut: a secret's context may precede it.
  lines = lines.slice(-4 * CI_LOG_BUDGET.lines)
  lines = (await redactLogSecrets(lines.join('\n'), secrets)).split('\n')
  if (lines.length > CI_LOG_BUDGET.lines) {
    lines = lines.slice(-CI_LOG_BUDGET.lines)
    cut = true
  }
  let bytes = lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0)
  while (lines.length > 1 && bytes > CI_LOG_BUDGET.bytes) {
    bytes -= Buffer.byteLength(lines.shift() ?? '') + 1
    cut = true
  }
  const [only] = lines
  if (lines.length === 1 && only !== undefined && Buffer.byteLength(only) > CI_LOG_BUDGET.bytes) {
    lines = [`…${only.slice(-CI_LOG_BUDGET.bytes)}`]
    cut = true
  }
  return { lines, cut }
}
