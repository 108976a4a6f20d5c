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
        api.octokit.rest.repos.getCollaboratorPermissionLevel({
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
