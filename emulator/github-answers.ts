import { json, type Reply } from './service.ts'

/**
 * The pieces of GitHub's answers that every group of the emulator's GitHub routes builds with
 * (./github/, ./commits.ts, ./pull-changes.ts, ./github-triage.ts): a user, an error, a
 * label, a changed file. They live here, below those groups, so that the groups import them and
 * never each other back (no import circle, __tests__/unit/import-circles.test.ts).
 */

/** A repository's label, made by GitHub when an issue first names it. */
export interface EmulatedLabel {
  id: number
  repository: string
  name: string
  color: string
}

/** A file a pull request changes, as the files API lists it (`patch` absent for a binary). */
export interface EmulatedFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch?: string
  /** A renamed file's path before. */
  previousFilename?: string
}

/**
 * A changed file from a name alone (tests that only care about names), with a one-line patch as
 * GitHub would show it, or from a full description.
 */
export function changedFile(file: string | EmulatedFile): EmulatedFile {
  if (typeof file !== 'string') return file
  return {
    filename: file,
    status: 'modified',
    additions: 1,
    deletions: 1,
    patch: `@@ -1 +1 @@\n-old ${file}\n+new ${file}`,
  }
}

/** The one user every token acts as. */
export const TOKEN_USER = 'github-actions[bot]'

/** The REST API's address in the URLs answers carry, whichever address the emulator has. */
export const API = 'https://api.github.com'

/** GitHub's ids of users the examples name; others get one derived from the login. */
const KNOWN_USER_IDS: Readonly<Record<string, number>> = {
  octocat: 583231,
  [TOKEN_USER]: 41898282,
}

/**
 * A user as GitHub's answers show one (its description's `simple-user`), built from the login
 * alone: the same login has the same id in every answer and every run.
 */
export function gitHubUser(user: { login: string; type: 'User' | 'Bot' }): Record<string, unknown> {
  const id = KNOWN_USER_IDS[user.login] ?? derivedId(user.login)
  const url = `${API}/users/${encodeURIComponent(user.login)}`
  return {
    login: user.login,
    id,
    node_id: nodeId(user.type, id),
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `https://github.com/${encodeURIComponent(user.login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: user.type,
    user_view_type: 'public',
    site_admin: false,
  }
}

/** FNV-1a of the login, kept clear of the small ids the emulator hands out itself. */
function derivedId(login: string): number {
  let hash = 0x811c9dc5
  for (const char of login) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return 10_000_000 + ((hash >>> 0) % 90_000_000)
}

/** A global node id in GitHub's older form: base64 of `0<length of type>:<type><id>`. */
export function nodeId(type: string, id: number): string {
  return Buffer.from(`0${type.length}:${type}${id}`).toString('base64')
}

/**
 * An error as GitHub answers one (its description's `basic-error`, and `validation-error` for a
 * 422, whose `errors` say which field): the status is repeated in the body, as text.
 */
export function gitHubError(
  status: number,
  message: string,
  errors?: { resource: string; code: string; field: string; message?: string }[],
): Reply {
  return json(status, {
    message,
    ...(errors === undefined ? {} : { errors }),
    documentation_url: 'https://docs.github.com/rest',
    status: String(status),
  })
}
