import { InputError, quote, readBoolean, readItems } from '../inputs.js'
import { DEFAULT_ALLOWED_PATHS, DEFAULTS_LINE } from './allowed-paths.js'

/**
 * The inputs of the change check (`check-changes`, `allowed-paths`, `allowed-link-hosts`: issue
 * #40), read with the others by getInputs.
 */
export interface CheckInputs {
  /** Check what a job's pull request changes when the job completes (./check/). */
  checkChanges: boolean
  /** Globs a changed file must match; `defaults` in the input stands for the default list. */
  allowedPaths: string[]
  /** Hosts a new link may point to without a warning. */
  allowedLinkHosts: string[]
}

export function readAllowedPaths(): string[] {
  const lines = readItems('allowed-paths', /\r?\n/)
  if (lines.length === 0) return [...DEFAULT_ALLOWED_PATHS]
  for (const line of lines) {
    // picomatch (../check/) takes any other text as a glob; it loads only when a check runs.
    const valid =
      line.length <= MAX_GLOB && !/[\p{Cc}]/u.test(line) && !line.startsWith('!') && balanced(line)
    if (!valid)
      throw new InputError(
        `Input 'allowed-paths' takes one glob per line (no '!' negation, at most ${MAX_GLOB} characters), or '${DEFAULTS_LINE}' for the default list; got ${quote(line)}.`,
      )
  }
  return [
    ...new Set(lines.flatMap((line) => (line === DEFAULTS_LINE ? DEFAULT_ALLOWED_PATHS : [line]))),
  ]
}

/** The longest glob taken: a path is at most 4096 bytes, and picomatch refuses 64 KiB. */
const MAX_GLOB = 4096

/** Whether a glob's brackets and braces close in order. */
function balanced(glob: string): boolean {
  const open: string[] = []
  for (const c of glob.replace(/\\./g, '')) {
    if (c === '[' || c === '{') open.push(c === '[' ? ']' : '}')
    else if (c === ']' || c === '}') if (open.pop() !== c) return false
  }
  return open.length === 0
}

/** A host name, or `*.` and one for its subdomains. */
const HOST =
  /^(\*\.)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

export function readAllowedLinkHosts(): string[] {
  const hosts = readItems('allowed-link-hosts')
  for (const host of hosts)
    if (host.length > 253 || !HOST.test(host))
      throw new InputError(
        `Input 'allowed-link-hosts' takes host names (docs.example.com, or *.example.com for its subdomains), one per line or comma-separated; got ${quote(host)}.`,
      )
  return hosts.map((host) => host.toLowerCase())
}

export function readCheckInputs(): CheckInputs {
  return {
    checkChanges: readBoolean('check-changes', true),
    allowedPaths: readAllowedPaths(),
    allowedLinkHosts: readAllowedLinkHosts(),
  }
}
