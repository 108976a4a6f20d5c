import type { WebhookEventMap } from '@octokit/webhooks-types'
import type { Dependencies, GitHubContext } from '../dependencies.js'
import { loadToolkit } from './toolkit-import.js'
import type { Untrusted } from './untrusted.js'

export type { Untrusted }

/**
 * The payload GitHub writes for each event, by the event's name (GITHUB_EVENT_NAME), as
 * @octokit/webhooks-types describes it. pull_request_target carries pull_request's payload.
 */
export type EventPayloads = WebhookEventMap & {
  pull_request_target: WebhookEventMap['pull_request']
}
export type EventName = keyof EventPayloads

/** The run's event, if it is one of `N`: switching on `name` narrows `payload`. */
export type RunEvent<N extends EventName = EventName> = {
  [K in N]: { name: K; payload: Untrusted<EventPayloads[K]> }
}[N]

/** What is read from any event's payload: who set it off (some events name no one). */
export type AnyPayload = Untrusted<{
  sender: Extract<EventPayloads[EventName], { sender: unknown }>['sender']
}>

/** The workflow run this step belongs to, read from the runner's environment. */
export interface RunContext {
  eventName: string
  /**
   * The webhook payload of the triggering event ({} when there is none). Only the sender, which
   * most events name, is read from it directly; eventOf() types the rest by the event's name.
   */
  payload: AnyPayload
  owner: string
  repo: string
  /** https://github.com, or a GitHub Enterprise Server. */
  serverUrl: string
  /** REST API base, e.g. https://api.github.com. */
  apiUrl: string
  runId: string
  runAttempt: number
  /** Link to this workflow run, for the tracking comment. */
  runUrl: string
}

/** The run's event with its typed payload when its name is one of `names`, else undefined. */
export function eventOf<N extends EventName>(
  context: RunContext,
  names: readonly N[],
): RunEvent<N> | undefined {
  const name = names.find((candidate) => candidate === context.eventName)
  // The runner writes the payload of the event it names, so the name is what types the payload.
  return name === undefined ? undefined : ({ name, payload: context.payload } as RunEvent<N>)
}

/** The repository's page, e.g. https://github.com/acme/docs. */
export function repoUrl(context: RunContext): string {
  return `${context.serverUrl}/${context.owner}/${context.repo}`
}

/**
 * The run's context, read from @actions/github's `context` (the toolkit is loaded for it, once:
 * ../../shared/github/toolkit-import.ts), or from the one a test gives.
 */
export async function loadRunContext(
  deps: Pick<Dependencies, 'githubContext'>,
): Promise<RunContext> {
  if (deps.githubContext !== undefined) return readRunContext(deps.githubContext)
  let toolkit
  try {
    toolkit = await loadToolkit()
  } catch (error) {
    // Its likeliest cause: the toolkit reads the event file as it loads, and JSON it is not.
    throw new Error(
      `@actions/github could not read the run's context (the event file GITHUB_EVENT_PATH names, which the runner writes): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
  return readRunContext(toolkit.context)
}

/**
 * The run's context from the toolkit's. What it lacks is empty: no repository (no
 * GITHUB_REPOSITORY and none in the payload) leaves owner and repo '', no run id (or 0) '', no
 * attempt (or one below 1) 1; a payload that is not an object is {}.
 */
export function readRunContext(github: GitHubContext): RunContext {
  const { owner, repo } = repositoryOf(github)
  const serverUrl = github.serverUrl.replace(/\/+$/, '')
  // The toolkit reads both numbers with parseInt: NaN when absent or not a number.
  const runId = github.runId > 0 ? String(github.runId) : ''
  const attempt = github.runAttempt
  const payload: unknown = github.payload
  return {
    eventName: github.eventName ?? '',
    payload: typeof payload === 'object' && payload !== null ? payload : {},
    owner,
    repo,
    serverUrl,
    apiUrl: github.apiUrl.replace(/\/+$/, ''),
    runId,
    runAttempt: attempt > 0 ? attempt : 1,
    runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
  }
}

/** The toolkit's repository, which throws when it knows none. */
function repositoryOf(github: GitHubContext): { owner: string; repo: string } {
  try {
    const { owner, repo } = github.repo
    return { owner: owner ?? '', repo: repo ?? '' }
  } catch {
    return { owner: '', repo: '' }
  }
}
