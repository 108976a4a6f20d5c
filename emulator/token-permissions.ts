/**
 * What a token's permissions let it write, as GitHub decides it. `GITHUB_TOKEN` gets exactly the
 * `permissions:` its job or workflow lists (every permission left out is `none`; a workflow that
 * lists none gets the repository's default, which the emulator takes to be `write` for all), and
 * an App's installation token the `permission-*` it was created with. GitHub checks each request
 * against the permission its endpoint needs, from its table "Permissions required for GitHub Apps"
 * (github/docs, src/github-apps/data/fpt-2022-11-28/server-to-server-permissions.json): some
 * endpoints accept either of two, as an issue comment on a pull request is both.
 *
 * The emulator checks writes only: each read it serves is one that any token reaching a public
 * repository may make, whatever its permissions.
 */

/** A permission's level, as `permissions:` and the `permission-*` inputs write it. */
export type PermissionLevel = 'read' | 'write' | 'none'

/** A token's permissions by name (`issues`, `pull-requests`, ...); a name left out is `none`. */
export type TokenPermissions = Readonly<Partial<Record<string, PermissionLevel>>>

/**
 * Each write operation of the emulated routes (emulator/github-routes.ts `GITHUB_ROUTES`), by
 * its name, with the permissions of which any one, at `write`, allows it. A write route missing
 * here is refused to every token with permissions (`__tests__/unit/token-permissions.test.ts`
 * lists the routes, so a new one is added here first).
 */
export const WRITE_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  'github.create-comment': ['issues', 'pull-requests'],
  'github.update-comment': ['issues', 'pull-requests'],
  'github.delete-comment': ['issues', 'pull-requests'],
  // Reactions on issues and their comments are the Issues permission's alone.
  'github.react-comment': ['issues'],
  'github.react-issue': ['issues'],
  'github.unreact-issue': ['issues'],
  'github.unreact-comment': ['issues'],
  'github.reply': ['pull-requests'],
  'github.update-review-comment': ['pull-requests'],
  'github.delete-review-comment': ['pull-requests'],
  'github.react-review-comment': ['pull-requests'],
  'github.unreact-review-comment': ['pull-requests'],
  'github.create-issue': ['issues'],
  'github.update-issue': ['issues', 'pull-requests'],
  'github.request-reviewers': ['pull-requests'],
  'github.add-labels': ['issues', 'pull-requests'],
  'github.create-status': ['statuses'],
  // "Create a repository dispatch event": Contents, write, on the repository it is sent to.
  'github.dispatch': ['contents'],
}

/** Whether a token with `permissions` (undefined: every one at `write`) may make write `op`. */
export function mayWrite(op: string, permissions: TokenPermissions | undefined): boolean {
  if (permissions === undefined) return true
  return (WRITE_PERMISSIONS[op] ?? []).some((name) => permissions[name] === 'write')
}

const LEVELS: readonly string[] = ['read', 'write', 'none']

/**
 * The permissions a `permissions:` value gives `GITHUB_TOKEN`: `read-all` and `write-all` every
 * one at that level, a mapping the ones it lists (`{}` none); undefined when there is no value
 * (the repository's default).
 */
export function permissionsOf(value: unknown): TokenPermissions | undefined {
  if (value === undefined || value === null) return undefined
  if (value === 'read-all' || value === 'write-all') {
    const level = value === 'read-all' ? 'read' : 'write'
    return new Proxy({}, { get: (_, name) => (typeof name === 'string' ? level : undefined) })
  }
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error(`permissions: ${JSON.stringify(value)} is not read-all, write-all or a mapping`)
  const permissions: Record<string, PermissionLevel> = {}
  for (const [name, level] of Object.entries(value)) {
    if (typeof level !== 'string' || !LEVELS.includes(level))
      throw new Error(`permissions: ${name}: ${JSON.stringify(level)} is not read, write or none`)
    permissions[name] = level as PermissionLevel
  }
  return permissions
}

/**
 * The permissions an App's installation token was created with: the `permission-<name>` inputs
 * of `actions/create-github-app-token`; undefined when it names none (the token then has every
 * permission of the installation, which the emulator takes to be `write` for all).
 */
export function appTokenPermissions(
  inputs: Readonly<Record<string, string>>,
): TokenPermissions | undefined {
  const named = Object.entries(inputs).filter(([name]) => name.startsWith('permission-'))
  if (named.length === 0) return undefined
  return permissionsOf(
    Object.fromEntries(named.map(([name, level]) => [name.slice('permission-'.length), level])),
  )
}
