/**
 * A stand-in for `actions/create-github-app-token` in a played workflow (./workflow-runner.ts
 * `standIns`): it issues `token` in the emulated GitHub as that action has GitHub issue an App's
 * installation token. The token reaches the repositories `repositories` names (in `owner`'s
 * installation), or every repository the App is installed on when only `owner` is given, or the
 * run's own repository (`runRepository`) when neither is; and it has the permissions of its
 * `permission-*` inputs, or, without any, all of the installation's (here: `write` for all).
 * Asking for a repository the App is not installed on fails, as GitHub refuses to create it.
 */
import { appTokenPermissions } from './token-permissions.ts'
import type { StandIn, WorkflowHost } from './workflow-runner.ts'

export interface AppInstallation {
  /** Where the token is issued: the emulator's `github`. */
  github: Pick<WorkflowHost, 'grantToken'>
  /** The repositories (`owner/name`) the App is installed on. */
  installedOn: readonly string[]
  /** The token each step gets (the same one, issued again with that step's scope). */
  token: string
  /** The repository of the run the step is in, for a step that names no repository. */
  runRepository: string
  /** The App's slug: what its token writes is `<slug>[bot]`'s. */
  slug?: string
}

/** The App the played examples install, unless a test names another. */
export const APP_SLUG = 'docs-agent-app'

/** The stand-in; each step's `with:` is also handed to `asked`, for a test to look at. */
export function appTokenStandIn(
  app: AppInstallation,
  asked: (inputs: Record<string, string>) => void = () => undefined,
): StandIn {
  return (step) => {
    asked(step.with)
    const inputs = step.with
    const owner = inputs.owner ?? app.runRepository.split('/')[0] ?? ''
    const names = (inputs.repositories ?? '')
      .split(/[\n,]/)
      .map((name) => name.trim())
      .filter((name) => name !== '')
    const repositories =
      names.length > 0
        ? names.map((name) => `${owner}/${name}`)
        : inputs.owner === undefined
          ? [app.runRepository]
          : app.installedOn.filter((name) => name.startsWith(`${owner}/`))
    const missing = repositories.filter(
      (name) => !app.installedOn.some((each) => each.toLowerCase() === name.toLowerCase()),
    )
    if (missing.length > 0)
      throw new Error(`the App is not installed on ${missing.join(', ')}: GitHub issues no token`)
    const permissions = appTokenPermissions(inputs)
    app.github.grantToken(app.token, {
      access: 'write',
      app: app.slug ?? APP_SLUG,
      repositories,
      ...(permissions === undefined ? {} : { permissions }),
    })
    return { token: app.token }
  }
}
