import { ApiError } from '../http/errors.js'
import { type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'

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

/**
 * The login the token acts as, for a person's token (GET /user); undefined for the workflow's
 * GITHUB_TOKEN or a GitHub App's, which act as no user (GitHub answers 403), or when GitHub will
 * not say. Asked only where a comment by a person may be this action's own.
 */
export async function viewer(api: GitHubApi): Promise<string | undefined> {
  try {
    const { data } = await api.send(
      {
        context: errorContext('Reading who the token acts as', 'no user was found'),
        idempotent: true,
        shape: 'object',
      },
      (options) => api.octokit.request('GET /user', options),
    )
    return typeof data.login === 'string' && data.login !== '' ? data.login : undefined
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status ?? 0)) return undefined
    throw error
  }
}
