import type { Annotation } from '../../shared/github/github-client.js'
import { redactCredentials } from '../../shared/sanitizer/credentials.js'
import { markInvisible } from '../../shared/sanitizer/invisible.js'
import { diffText, fenced, oneLine } from '../decide/prompt-context.js'
import {
  CI_ANNOTATIONS,
  CI_JOBS_READ,
  type CiFailureFact,
  type CiJob,
} from '../github/ci-failure.js'

/** What a CI failure's request records (ci-run.ts): the failed run, as GitHub tells it. */
export type CiSource = {
  kind: 'ci'
  runId: number
  attempt: number
  workflow: string
  /** `failure` or `timed_out`. */
  conclusion: string
  headSha: string
  /** The run's page on GitHub ('' when the payload does not say). */
  url: string
  /** Further pull requests of the run's commit in this repository (only the first is told). */
  otherPullRequests: number[]
}

/**
 * What the agent reads of a CI failure, as units of the prompt's context block (kept whole or
 * left out, prompt-context.ts): the workflow and its run, then each failed job with its failed
 * steps, its annotations and the end of its log. Names come from the repository's workflows and
 * annotations and logs from its tools: all data, shown as written but for credentials (the reader
 * redacted the logs' secrets already, github/ci-failure.ts) and invisible characters, shown by
 * name as in code.
 */

/** An annotation's message as one line of at most this many characters. */
const MAX_MESSAGE = 500

function line(annotation: Annotation): string {
  const { path, startLine, endLine, level, title, message } = annotation
  const lines =
    startLine === undefined
      ? ''
      : endLine === undefined || endLine === startLine
        ? ` line ${startLine}`
        : ` lines ${startLine}-${endLine}`
  const words = markInvisible(redactCredentials([title, message].filter(Boolean).join(': ')))
    .replace(/\s+/g, ' ')
    .trim()
  const cut = words.length > MAX_MESSAGE ? `${words.slice(0, MAX_MESSAGE)}…` : words
  // A path is one line: `::error file=a%0A...` decodes to line breaks, which must not make lines
  // of their own in the prompt.
  const where = markInvisible(redactCredentials(path)).replace(/\s+/g, ' ').trim().slice(0, 300)
  return `- ${where}${lines} (${level}): ${cut}`
}

function jobUnit(job: CiJob, index: number, total: number): string {
  const lines = [
    `Failed job ${index + 1} of ${total}: ${oneLine(job.name)} (${job.conclusion})${job.url === undefined ? '' : `, ${job.url}`}`,
  ]
  lines.push(
    job.steps.length === 0
      ? 'Failed steps: none (the job failed outside its steps: a time-out, or a runner lost)'
      : `Failed steps: ${job.steps.map((s) => `${s.number}. ${oneLine(s.name)} (${s.conclusion})`).join('; ')}`,
  )
  const { annotations, log } = job
  if ('error' in annotations) lines.push(`Annotations: not read (${annotations.error})`)
  else if (annotations.length > 0) {
    const more = annotations.length >= CI_ANNOTATIONS ? `, the first ${CI_ANNOTATIONS}` : ''
    lines.push(`Annotations (${annotations.length}${more}):`, ...annotations.map(line))
  }
  if (log === undefined) return lines.join('\n')
  if ('error' in log) lines.push(`Log: not read (${log.error})`)
  else if ('expired' in log) lines.push('Log: GitHub no longer keeps it (past its retention)')
  else if (log.lines.length > 0) {
    const end = log.cut ? `The last ${log.lines.length} lines` : 'The lines'
    lines.push(
      `${end} of its log, up to the failed step's error (secrets redacted):`,
      fenced(diffText(log.lines.join('\n')), 'text'),
    )
  }
  return lines.join('\n')
}

/** The names of a CI failure that its context reads as a reader sees them (for `readable`). */
export function ciTexts(source: CiSource, failure: CiFailureFact): string[] {
  if ('error' in failure) return [source.workflow]
  const jobs = failure.jobs.flatMap((job) => [job.name, ...job.steps.map((step) => step.name)])
  return [source.workflow, ...jobs, ...failure.unread]
}

/** The context units of a CI failure. */
export function ciContext(source: CiSource, failure: CiFailureFact): string[] {
  const commit = source.headSha === '' ? '' : ` on commit ${source.headSha.slice(0, 12)}`
  const units = [
    'CI failure, as GitHub Actions reported it: names from the workflows of this repository, annotations and log lines as its tools printed them.',
    `Workflow: ${oneLine(source.workflow)}, run ${source.runId} (attempt ${source.attempt}), ended '${source.conclusion}'${commit}${source.url === '' ? '' : `: ${source.url}`}`,
  ]
  if ('error' in failure) return [...units, `Its failed jobs could not be read: ${failure.error}`]
  const total = failure.jobs.length + failure.unread.length
  if (total === 0)
    units.push('GitHub lists no failed job of the run (it may have failed before any job ran).')
  units.push(...failure.jobs.map((job, i) => jobUnit(job, i, total)))
  if (failure.unread.length > 0)
    units.push(
      `Also failed, not read (only the first ${CI_JOBS_READ} failed jobs are): ${failure.unread.map(oneLine).join('; ')}`,
    )
  return units
}
