import { gitHubError, TOKEN_USER } from '../github-answers.ts'
import { GRAPHQL_OP } from '../github-graphql.ts'
import type { IncomingCall, Reply } from '../service.ts'
import { mayWrite } from '../token-permissions.ts'
import type { EmulatedComment, GitHubState, TokenAccess } from './state.ts'

/** Who a call's token is, and what it may do: GitHub's authorization of every route. */

/** The token a call carries in its Authorization header. */
function tokenOf(call: IncomingCall): string | undefined {
  return /^(?:Bearer|token) (\S+)$/i.exec(call.headers.authorization ?? '')?.[1]
}

/**
 * GitHub's refusal of a call, or undefined when its token may make it: 401 without a token or
 * with an unknown one, 404 from a repository the token does not reach, 403 to a write that its
 * access or its permissions do not allow.
 */
export function authorize(state: GitHubState, call: IncomingCall): Reply | undefined {
  const token = tokenOf(call)
  if (token === undefined) return gitHubError(401, 'Requires authentication')
  const tokens = state.options.githubTokens
  const granted =
    state.granted.get(token) ?? (Object.keys(tokens).length === 0 ? 'write' : tokens[token])
  if (granted === undefined) return gitHubError(401, 'Bad credentials')
  const access = typeof granted === 'string' ? granted : granted.access
  const { owner, repo } = call.route.params
  if (
    typeof granted !== 'string' &&
    owner !== undefined &&
    repo !== undefined &&
    !granted.repositories.some((r) => r.toLowerCase() === `${owner}/${repo}`.toLowerCase())
  )
    return gitHubError(404, 'Not Found')
  // A GraphQL query is a POST that reads: any token may send it, whatever it may write.
  const writes = call.method !== 'GET' && call.route.op !== GRAPHQL_OP
  if (access === 'read' && writes) {
    return gitHubError(403, 'Resource not accessible by integration')
  }
  const permissions = typeof granted === 'string' ? undefined : granted.permissions
  if (writes && !mayWrite(call.route.op, permissions))
    return gitHubError(403, 'Resource not accessible by integration')
  return undefined
}

/** Issues `token` with `access` from now on, beside the tokens of the options. */
export function grantToken(state: GitHubState, token: string, access: TokenAccess): void {
  state.granted.set(token, access)
}

/** The person a call's token acts as (`people`), or undefined for a bot's token. */
export function person(state: GitHubState, call: IncomingCall): string | undefined {
  const token = tokenOf(call)
  return token === undefined ? undefined : state.options.people?.[token]
}

/**
 * Who what a call posts is written by, and who GraphQL's `viewer` says the token is: its
 * token's person, or its App's `<slug>[bot]`, else github-actions[bot] (GITHUB_TOKEN).
 */
export function author(state: GitHubState, call: IncomingCall): EmulatedComment['user'] {
  const login = person(state, call)
  if (login !== undefined) return { login, type: 'User' }
  const token = tokenOf(call)
  const granted = token === undefined ? undefined : state.granted.get(token)
  const app =
    token === undefined
      ? undefined
      : (state.options.apps?.[token] ?? (typeof granted === 'object' ? granted.app : undefined))
  return app === undefined
    ? { login: TOKEN_USER, type: 'Bot' }
    : { login: `${app}[bot]`, type: 'Bot' }
}
