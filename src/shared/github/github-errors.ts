import { formatWait, type ErrorContext } from '../http/errors.js'

/** What GitHub's errors are explained with: ErrorContext, and the permissions the call needs. */
export interface GitHubErrorContext extends ErrorContext {
  /** The workflow's `permissions` the call needs, as YAML (default: the agent's). */
  permissions?: string
}

const AGENT_PERMISSIONS = '{ issues: write, pull-requests: write }'

const permissionsHint = (permissions = AGENT_PERMISSIONS): string =>
  `The workflow token lacks a permission: add \`permissions: ${permissions}\` to the workflow or job (and \`contents: read\` if you list others).`

/** Error messages for GitHub's REST API, with the hints GitHub's own messages lack. */
export function githubErrorMessage(
  context: GitHubErrorContext,
  status: number,
  said: string,
  retryAfterMs: number | undefined,
): string {
  const from = said === '' ? '' : ` GitHub said: ${said.replace(/\.$/, '')}.`
  const prefix = `${context.operation} failed with HTTP ${status}:`
  const hint = permissionsHint(context.permissions)
  if (status === 401) return `${prefix} the GitHub token was rejected; check github-token.${from}`
  if (status === 403 && /not accessible by integration/i.test(said))
    return `${prefix} ${hint}${from}`
  if (
    (status === 403 || status === 429) &&
    (retryAfterMs !== undefined || /rate limit/i.test(said))
  ) {
    const wait = retryAfterMs === undefined ? '' : ` Wait ${formatWait(retryAfterMs)}.`
    return `${prefix} GitHub's API rate limit was reached.${wait}${from}`
  }
  if (status === 403) return `${prefix} the token may not do this. ${hint}${from}`
  if (status === 404) return `${prefix} ${context.notFound}.${from}`
  // GitHub's answer to issue routes of a repository whose issues are turned off.
  if (status === 410)
    return `${prefix} issues are turned off in the repository (Settings, General, Features).${from}`
  if (status >= 500)
    return `${prefix} GitHub had an error; it was retried where that is safe.${from}`
  return `${prefix} unexpected answer.${from}`
}

/** What a call's errors say: what it does, what a 404 means, and the permissions it needs. */
export function errorContext(
  operation: string,
  notFound: string,
  permissions?: string,
): GitHubErrorContext {
  return { operation, notFound, rateLimit: "GitHub's API rate limit", permissions }
}
