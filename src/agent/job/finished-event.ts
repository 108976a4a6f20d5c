import * as core from '@actions/core'
import type { GitHubClient } from '../../shared/github/github-client.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import { pullRequestNumber } from './agent-job.js'
import type { JobReport } from './job-report.js'

/** The request whose handed-off job ended: what the announcement names of it. */
export interface AnnouncedRequest {
  jobId: string
  requestKey: string
  /** The issue or pull request of the request. */
  thread: number
}

/** What a handed-off job's end announces as `repository_dispatch` (`client_payload`: at most 10 keys). */
export function finishedPayload(
  request: AnnouncedRequest,
  end: { status: string; prLink: string | null; previewUrl: string },
  repository: string,
): Record<string, string | number> {
  return {
    'job-id': request.jobId,
    status: end.status,
    'pr-link': end.prLink ?? '',
    'pr-number': pullRequestNumber(end.prLink),
    'preview-url': end.previewUrl,
    repository,
    thread: request.thread,
    request: request.requestKey,
  }
}

/**
 * A handed-off job's end as a `repository_dispatch` of type `finished-event`, sent by the run
 * that claimed the end (../github/end-claim.ts): once, and never again once it may have acted.
 */
export async function announceEnd(
  parts: { inputs: Pick<Inputs, 'finishedEvent'>; context: RunContext },
  github: GitHubClient,
  request: AnnouncedRequest,
  report: JobReport,
): Promise<void> {
  const type = parts.inputs.finishedEvent
  if (type === '') return
  const payload = finishedPayload(
    request,
    {
      status: report.job?.status ?? '',
      prLink: report.job?.prLink ?? null,
      previewUrl: report.preview?.url ?? '',
    },
    `${parts.context.owner}/${parts.context.repo}`,
  )
  try {
    await github.dispatch(type, payload)
    core.info(`Sent repository_dispatch ${type} for job ${request.jobId}.`)
  } catch (error) {
    core.warning(
      `Could not send repository_dispatch ${type} for job ${request.jobId}: ${messageOf(error)}${
        error instanceof ApiError && error.mayHaveActed
          ? ' It may have been sent: it is not sent again.'
          : ''
      }`,
    )
  }
}
