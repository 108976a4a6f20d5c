/**
 * The GitHub toolkit as the actions use it. `context`: the run's event, repository and URLs as
 * @actions/github reads them from the runner (./run-context.ts reads it). Octokit,
 * which every call to GitHub goes through (./github-api.ts): @actions/github's `getOctokit`,
 * which brings the toolkit's token header, a user agent that carries the runner's orchestration
 * id, and @actions/http-client's proxy agent and dispatcher, made as the toolkit loads for the
 * host of GITHUB_API_URL. The client passes its `baseUrl`, the run context's API URL, which is
 * that same variable's (a GitHub Enterprise Server's included).
 *
 * Imported on demand (./toolkit-import.ts), after `prepareFetch()`: when a proxy applies, the
 * toolkit makes undici's `ProxyAgent` as it loads (../http/undici-on-demand.ts). Without the two
 * plugins `getOctokit` adds, `octokit.rest` and `octokit.paginate` (./octokit-plugins.ts): the
 * operations name their routes (`octokit.request('GET /repos/…', …)`), which types their
 * parameters and answers as well.
 */
import { context, getOctokit } from '@actions/github'

export { context }
export type Octokit = ReturnType<typeof getOctokit>

export interface OctokitOptions {
  baseUrl: string
  userAgent: string
  log: { debug: () => void; info: () => void; warn: () => void; error: () => void }
}

export function makeOctokit(token: string, options: OctokitOptions): Octokit {
  return getOctokit(token, options)
}
