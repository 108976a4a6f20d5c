import { gitHubError, gitHubUser } from '../github-answers.ts'
import { json } from '../service.ts'
import { nowIso, type EmulatedComment, type GitHubHandlers, type GitHubState } from './state.ts'
import { person } from './tokens.ts'

/** People: who a token acts as (`GET /user`), and each login's role in the repositories. */

export const DEFAULT_ROLES: Record<string, string> = {
  octocat: 'admin',
  maintainer: 'maintain',
  writer: 'write',
  triager: 'triage',
  reader: 'read',
}

const BASE_PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
}

/** A person as `GET /user` answers (its description's `public-user`): the profile left empty. */
function publicUser(login: string, at: string): Record<string, unknown> {
  const profile = { name: null, company: null, blog: '', location: null, email: null, bio: null }
  return {
    ...gitHubUser({ login, type: 'User' }),
    ...profile,
    hireable: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: at,
    updated_at: at,
  }
}

/** Gives `login` a role in every repository (`none` removes it). */
export function setRole(state: GitHubState, login: string, role: string): void {
  if (role === 'none') state.roles.delete(login)
  else state.roles.set(login, role)
}

/** How GitHub names a user's tie to the repository: a role makes a collaborator. */
export function association(state: GitHubState, user: EmulatedComment['user']): string {
  return user.type === 'User' && state.roles.has(user.login) ? 'COLLABORATOR' : 'NONE'
}

export const PEOPLE_HANDLERS: GitHubHandlers = {
  'github.user': ({ call, state }) => {
    const login = person(state, call)
    if (login === undefined) return gitHubError(403, 'Resource not accessible by integration')
    return json(200, publicUser(login, nowIso(state)))
  },
  // GET /repos/{owner}/{repo}/collaborators/{login}/permission: the role of any repository.
  'github.permission': ({ call, state }) => {
    const login = call.route.params.login ?? ''
    const role = state.roles.get(login)
    if (role === undefined) return gitHubError(404, `${login} is not a user`)
    const permission = BASE_PERMISSION[role] ?? 'read'
    return json(200, {
      permission,
      role_name: role,
      user: {
        ...gitHubUser({ login, type: 'User' }),
        permissions: {
          admin: permission === 'admin',
          maintain: role === 'maintain' || role === 'admin',
          push: permission !== 'read',
          triage: role !== 'read',
          pull: true,
        },
        role_name: role,
      },
    })
  },
}
