/**
 * The Octokit every call to GitHub goes through (./github-api.ts), made as @actions/github's
 * `getOctokit` makes it (the token, the API's URL, a user agent that carries the runner's
 * orchestration id, and @actions/http-client's proxy agent and dispatcher for the API's host),
 * from @octokit/core alone. `getOctokit` also adds the REST endpoint methods plugin, a table of
 * every route of the API (98 KiB) that a run loaded before its first call to GitHub; the
 * operations here name their routes instead (`octokit.request('GET /repos/…', …)`), which types
 * their parameters and answers as the plugin did. A run whose first request is GitHub's (one on a
 * comment) sends it about 5 ms sooner (bench/RESULTS.md, section 1).
 *
 * Imported on demand (./toolkit-import.ts), after `prepareFetch()`: when a proxy applies, the
 * dispatcher needs undici loaded (../http/undici-on-demand.ts).
 */
import { HttpClient } from '@actions/http-client'
import { Octokit } from '@octokit/core'
import { fetch } from '../http/undici-on-demand.js'

export type { Octokit }

export interface OctokitOptions {
  baseUrl: string
  userAgent: string
  log: { debug: () => void; info: () => void; warn: () => void; error: () => void }
}

/** The runner's orchestration id in the user agent, as @actions/github adds it. */
function withOrchestrationId(userAgent: string, env: NodeJS.ProcessEnv): string {
  const id = env.ACTIONS_ORCHESTRATION_ID?.trim()
  if (id === undefined || id === '') return userAgent
  const tag = `actions_orchestration_id/${id.replace(/[^a-z0-9_.-]/gi, '_')}`
  return userAgent.includes(tag) ? userAgent : `${userAgent} ${tag}`
}

type Dispatcher = NonNullable<Parameters<typeof fetch>[1]>['dispatcher']

export function makeOctokit(
  token: string,
  options: OctokitOptions,
  env: NodeJS.ProcessEnv = process.env,
): Octokit {
  const http = new HttpClient()
  // undici's ProxyAgent, or none without a proxy (typed by what our fetch takes: `undici` is
  // ../http/undici-on-demand.ts to the type check, as to the bundles).
  const dispatcher = http.getAgentDispatcher(options.baseUrl) as Dispatcher
  return new Octokit({
    ...options,
    auth: token,
    userAgent: withOrchestrationId(options.userAgent, env),
    request: {
      agent: http.getAgent(options.baseUrl),
      fetch: (url: string, init?: Parameters<typeof fetch>[1]) =>
        fetch(url, { ...init, dispatcher }),
    },
  })
}
