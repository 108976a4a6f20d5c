import type { WebhookEventMap } from '@octokit/webhooks-types'
import { readEventPayload, type Untrusted } from '../../shared/github/untrusted.js'

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

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '')
  const runId = env.GITHUB_RUN_ID ?? ''
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1')
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: readEventPayload<AnyPayload>(env.GITHUB_EVENT_PATH),
    owner,
    repo,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runId,
    runAttempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
  }
}
