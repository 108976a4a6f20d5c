import type { PullRequestEvent } from '@octokit/webhooks-types'
import { readEventPayload, textOf, type Untrusted } from '../shared/github/untrusted.js'

/**
 * What the deploy step reads of its workflow run, from the runner's environment: the repository
 * (for the preview comment), the ref, and on a pull request event the pull request (its number,
 * its head branch, and whether that branch is in another repository: a fork's).
 */
export interface DeployContext {
  eventName: string
  /** owner/name of the workflow's repository; '' outside a runner. */
  owner: string
  repo: string
  /** REST API base, e.g. https://api.github.com. */
  apiUrl: string
  /** Link to this workflow run ('' when the runner gives no run id). */
  runUrl: string
  /** GITHUB_REF_NAME: the branch or tag that set the run off ('' when none). */
  refName: string
  /** On pull_request and pull_request_target, the pull request; otherwise undefined. */
  pullRequest: PullRequestInRun | undefined
}

export interface PullRequestInRun {
  number: number
  /** The head branch, e.g. `docs/quickstart` ('' when the payload does not say). */
  headRef: string
  /** The head branch is in another repository than this one (a fork). */
  fromFork: boolean
}

/** The events whose payload is a pull request's (pull_request_target carries the same). */
export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target']

/** The pull request of a pull request event; undefined for any other event, or without one. */
function pullRequestOf(
  eventName: string,
  payload: Untrusted<PullRequestEvent>,
  repository: string,
): PullRequestInRun | undefined {
  if (!PULL_REQUEST_EVENTS.includes(eventName)) return undefined
  const pull = payload.pull_request
  const number = pull?.number
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) return undefined
  const headRepository = textOf(pull?.head?.repo?.full_name)
  return {
    number,
    headRef: textOf(pull?.head?.ref),
    // GitHub names repositories case-insensitively.
    fromFork: headRepository !== '' && headRepository.toLowerCase() !== repository.toLowerCase(),
  }
}

export function readDeployContext(env: NodeJS.ProcessEnv): DeployContext {
  const repository = env.GITHUB_REPOSITORY ?? ''
  const [owner = '', repo = ''] = repository.split('/')
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '')
  const runId = env.GITHUB_RUN_ID ?? ''
  const eventName = env.GITHUB_EVENT_NAME ?? ''
  return {
    eventName,
    owner,
    repo,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
    refName: env.GITHUB_REF_NAME ?? '',
    pullRequest: pullRequestOf(
      eventName,
      readEventPayload<Untrusted<PullRequestEvent>>(env.GITHUB_EVENT_PATH),
      repository,
    ),
  }
}
