import { readFileSync } from 'node:fs'

/** The workflow run this step belongs to, read from the runner's environment. */
export interface RunContext {
  eventName: string
  /** The webhook payload of the triggering event ({} when there is none). */
  payload: Record<string, unknown>
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

function readPayload(path: string | undefined): Record<string, unknown> {
  if (path === undefined || path === '') return {}
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const serverUrl = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '')
  const runId = env.GITHUB_RUN_ID ?? ''
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1')
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload: readPayload(env.GITHUB_EVENT_PATH),
    owner,
    repo,
    serverUrl,
    apiUrl: (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    runId,
    runAttempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
    runUrl: runId === '' ? '' : `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
  }
}
