import { InputError, quote, readBoolean, readItems, readSecret } from '../shared/inputs.js'
import {
  readAllowedLinkHosts,
  readAllowedPaths,
} from '../shared/change-check/change-check-inputs.js'

/**
 * The inputs of the check action (`check/action.yml`, issue #46): the docs repository's own
 * `docs-agent/changes` check on every pull request and merge group. No API key: it asks the
 * service nothing.
 */
export interface PullCheckInputs {
  /** The workflow's token, or an App's: reads the change, writes the status. */
  githubToken: string
  /** Logins whose pull requests are the agent's (lower case): judged on every head. */
  agentLogins: string[]
  /** Globs a changed file must match (as the agent action's `allowed-paths`). */
  allowedPaths: string[]
  /** Hosts a new link may point to without a warning. */
  allowedLinkHosts: string[]
  /** Judge everyone's pull requests, not only the agent's. */
  checkAll: boolean
}

/** The platform's app, which opens the agent's pull requests. */
export const DEFAULT_AGENT_LOGINS = ['mintlify[bot]']

/** A GitHub login, or an App's bot login (`name[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/

function readAgentLogins(): string[] {
  const logins = readItems('agent-logins')
  for (const login of logins)
    if (!LOGIN.test(login))
      throw new InputError(
        `Input 'agent-logins' takes GitHub logins (mintlify[bot], a user's login), one per line or comma-separated; got ${quote(login)}.`,
      )
  return logins.length === 0 ? [...DEFAULT_AGENT_LOGINS] : logins.map((l) => l.toLowerCase())
}

/** Every input, read and checked before any request. */
export function getPullCheckInputs(): PullCheckInputs {
  const githubToken = readSecret('github-token')
  if (githubToken === '')
    throw new InputError(
      "Input 'github-token' is empty: the check reads the change and writes its status with it. Leave it out to use the workflow's token.",
    )
  return {
    githubToken,
    agentLogins: readAgentLogins(),
    allowedPaths: readAllowedPaths(),
    allowedLinkHosts: readAllowedLinkHosts(),
    checkAll: readBoolean('check-all', false),
  }
}
