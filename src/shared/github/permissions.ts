import { ApiError } from '../http/errors.js'
import { type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Untrusted } from './untrusted.js'

/** The repository role of a user (`read` … `admin`, a custom role name, or `none`). */
export async function role(
  api: GitHubApi,
  login: string,
): Promise<{ role: string; permission: string }> {
  try {
    const { data } = await api.send(
      {
        context: errorContext(
          `Checking the repository role of ${login}`,
          `${login} is not a collaborator`,
        ),
        idempotent: true,
        shape: 'object',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
          ...api.repo,
          username: login,
          ...options,
        }),
    )
    const permission = typeof data.permission === 'string' ? data.permission : 'none'
    const role = typeof data.role_name === 'string' ? data.role_name : permission
    return { role, permission }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return { role: 'none', permission: 'none' }
    throw error
  }
}

/** GitHub's GraphQL API beside a REST base: `/api/graphql` on a GitHub Enterprise Server. */
function graphqlUrl(apiUrl: string): string {
  // As @octokit/graphql finds it: GHES serves REST at /api/v3 and GraphQL at /api/graphql.
  const base = apiUrl.replace(/\/+$/, '')
  return /\/api\/v3$/.test(base) ? base.replace(/\/api\/v3$/, '/api/graphql') : `${base}/graphql`
}

/** A login as GitHub writes one: a person's, or an App's with `[bot]` (github-actions[bot]). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/

/**
 * The login the token acts as, from GitHub's GraphQL `viewer`, which answers every kind of token:
 * a person's (their login), a GitHub App's installation token (`<slug>[bot]`) and the workflow's
 * GITHUB_TOKEN (`github-actions[bot]`, the GitHub Actions App's). REST's `GET /user` answers only
 * a person's (403 "Resource not accessible by integration" to the others). Sent through the same
 * `send` as every REST call (its retries, rate limits and messages), not @octokit/graphql's own
 * request. An answer without a login GitHub could have written (none, empty, GraphQL errors) is an
 * error: a run must never take its own comments for someone else's, nor the reverse.
 */
export async function tokenLogin(api: GitHubApi): Promise<string> {
  const operation = 'Reading who github-token acts as (GraphQL viewer)'
  const { data } = await api.send<Untrusted<ViewerAnswer>>(
    {
      context: errorContext(operation, 'GitHub did not find its GraphQL API'),
      idempotent: true,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('POST /graphql', {
        url: graphqlUrl(api.apiUrl),
        query: 'query { viewer { login } }',
        ...options,
      }),
  )
  const login = data.data?.viewer?.login
  if (typeof login === 'string' && LOGIN.test(login)) return login
  const said = Array.isArray(data.errors) ? ` (${JSON.stringify(data.errors).slice(0, 200)})` : ''
  throw new ApiError(`${operation} failed: GitHub answered without a login${said}.`)
}

/** What GitHub's GraphQL API answers `query { viewer { login } }`. */
interface ViewerAnswer {
  data: { viewer: { login: string } } | null
  errors: unknown[]
}
