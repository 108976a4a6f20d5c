import * as core from '@actions/core'

/** Base URL of the service, for both actions' `api-url`. */
export const DEFAULT_API_URL = 'https://api.mintlify.com'

/** A bad input: the message names the input and quotes the value, and no request is sent. */
export class InputError extends Error {
  override name = 'InputError'
}

/** Quotes a user's value for an error message, shortened so a 1 MB value stays readable. */
export function quote(value: string): string {
  const limit = 80
  if (value.length <= limit) return JSON.stringify(value)
  return `${JSON.stringify(value.slice(0, limit))}… (${value.length} characters)`
}

/** The raw value, untrimmed, so that a whitespace-only value can be told from an empty one. */
export function rawInput(name: string): string {
  return core.getInput(name, { trimWhitespace: false })
}

/**
 * The items of a list input: one a line, or separated by `separators` too (commas by default),
 * each trimmed, empty ones dropped.
 */
export function readItems(name: string, separators: RegExp = /[\n,]/): string[] {
  return rawInput(name)
    .split(separators)
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

export function readRequired(name: string, hint: string): string {
  const value = rawInput(name).trim()
  if (value === '') throw new InputError(`Input '${name}' is required but was empty. ${hint}`)
  return value
}

/** An identifier that goes into a URL path: no whitespace or control characters. */
export function readIdentifier(name: string, value: string): string {
  if (/[\s\p{Cc}]/u.test(value) || value.length > 200) {
    throw new InputError(
      `Input '${name}' must be a single identifier without spaces or control characters; got ${quote(value)}.`,
    )
  }
  return value
}

export function readBoolean(name: string, fallback: boolean): boolean {
  const value = rawInput(name).trim()
  if (value === '') return fallback
  if (/^true$/i.test(value)) return true
  if (/^false$/i.test(value)) return false
  throw new InputError(`Input '${name}' must be 'true' or 'false'; got ${quote(value)}.`)
}

/** A plain decimal (`5`, `2.5`, `.5`); NaN for anything else: no hex, no exponent, no Infinity. */
export function parseDecimal(value: string): number {
  return /^(\d+(\.\d*)?|\.\d+)$/.test(value) ? Number(value) : Number.NaN
}

/** A whole number from `min` to `max`, digits only (no sign, point or exponent). */
export function readInteger(name: string, fallback: number, min: number, max: number): number {
  const value = rawInput(name).trim()
  if (value === '') return fallback
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new InputError(
      `Input '${name}' must be a whole number from ${min} to ${max}; got ${quote(value)}.`,
    )
  }
  return parsed
}

/** A decimal number greater than `min` and at most `max` (or 0 itself, with `orZero`). */
export function readNumber(
  name: string,
  fallback: number,
  { min, max, unit, orZero = false }: { min: number; max: number; unit: string; orZero?: boolean },
): number {
  const value = rawInput(name).trim()
  if (value === '') return fallback
  const parsed = parseDecimal(value)
  if (orZero && parsed === 0) return 0
  if (!(parsed > min) || parsed > max) {
    const zero = orZero ? '0, or ' : ''
    throw new InputError(
      `Input '${name}' must be ${zero}a number of ${unit} greater than ${min} and at most ${max}; got ${quote(value)}.`,
    )
  }
  return parsed
}

export function missingApiKey(name = 'api-key'): InputError {
  return new InputError(
    `Input '${name}' is required but was empty. Store your admin API key as a repository secret and pass it with \`${name}: \${{ secrets.DOCS_AGENT_API_KEY }}\`.`,
  )
}

/** Any token or key: masked before anything else is done with it, and never quoted in an error. */
export function readSecret(name: string): string {
  const value = rawInput(name).trim()
  if (value === '') return ''
  core.setSecret(value)
  if (/[\s\p{Cc}]/u.test(value)) {
    throw new InputError(
      `Input '${name}' contains whitespace or control characters; the secret must hold the value alone.`,
    )
  }
  return value
}

/** A GitHub login as GitHub writes one: a person's, or an App's with `[bot]` (my-app[bot]). */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$/

/**
 * `marker-logins`: the logins, besides github-token's own, whose comments these actions read as
 * their own (../shared/github/authorship.ts), one a line or separated by commas.
 */
export function readMarkerLogins(): string[] {
  const logins = readItems('marker-logins', /[\s,]+/)
  for (const login of logins)
    if (!LOGIN.test(login))
      throw new InputError(
        `Input 'marker-logins' must list GitHub logins (octocat, my-app[bot]), one a line or separated by commas; ${quote(login)} is not one.`,
      )
  return logins
}

/**
 * `marker-keys`: API keys whose seals on markers are accepted besides api-key's (the key before
 * a rotation, or the key another workflow writes with), one a line or separated by commas. Each is
 * masked before anything else is done with it, and used only to verify.
 */
export function readMarkerKeys(): string[] {
  const raw = rawInput('marker-keys')
  if (raw.trim() !== '') core.setSecret(raw.trim())
  const keys = raw.split(/[\s,]+/).filter((key) => key !== '')
  for (const key of keys) core.setSecret(key)
  if (/\p{Cc}/u.test(keys.join('')))
    throw new InputError(
      `Input 'marker-keys' contains control characters; it must hold API keys alone, one a line or separated by commas.`,
    )
  return keys
}

/** Who writes as these actions, besides the token's own login, and which keys' seals count. */
export interface MarkerInputs {
  /** `marker-logins`: logins whose comments' markers are read as the token's own. */
  markerLogins: string[]
  /** `marker-keys`: API keys whose seals are accepted besides api-key's (masked; verify only). */
  markerKeys: string[]
}

/** `marker-logins` and `marker-keys`, which the agent, deploy and analytics actions share. */
export function readMarkerInputs(): MarkerInputs {
  return { markerLogins: readMarkerLogins(), markerKeys: readMarkerKeys() }
}

/**
 * The API key; '' only when `optional` (a run that may turn out not to need it, such as a pull
 * request from a fork, decides later).
 */
export function readApiKey(name = 'api-key', { optional = false } = {}): string {
  const value = readSecret(name)
  if (value === '') {
    if (optional) return ''
    throw missingApiKey(name)
  }
  if (!value.startsWith('mint_')) {
    core.warning(
      `Input '${name}' does not start with 'mint_' as admin API keys do; the service may reject it.`,
    )
  }
  return value
}

/** An http(s) base URL, returned without a trailing slash so paths can be appended. */
export function readBaseUrl(name: string, fallback: string): string {
  const value = rawInput(name).trim() || fallback
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(`Input '${name}' must be an http or https URL; got ${quote(value)}.`)
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new InputError(
      `Input '${name}' must be a base URL without credentials, query or fragment; got ${quote(url.origin + url.pathname)}.`,
    )
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol === 'http:' && !loopback) {
    core.warning(
      `Input '${name}' uses plain http, so the API key crosses the network unencrypted; use https.`,
    )
  }
  return url.href.replace(/\/+$/, '')
}

/** One of a fixed set of words, compared case-insensitively. */
export function readChoice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const value = rawInput(name).trim()
  if (value === '') return fallback
  const found = choices.find((choice) => choice === value.toLowerCase())
  if (found === undefined) {
    throw new InputError(
      `Input '${name}' must be one of ${choices.join(', ')}; got ${quote(value)}.`,
    )
  }
  return found
}

export const REQUEST_TIMEOUT_VARIABLE = 'DOCS_AGENT_REQUEST_TIMEOUT'

export function readRequestTimeout(): number {
  const value = (process.env[REQUEST_TIMEOUT_VARIABLE] ?? '').trim()
  if (value === '') return 30_000
  const seconds = parseDecimal(value)
  if (!(seconds > 0) || seconds > 600) {
    throw new InputError(
      `Environment variable ${REQUEST_TIMEOUT_VARIABLE} must be a number of seconds greater than 0 and at most 600; got ${quote(value)}.`,
    )
  }
  return seconds * 1000
}
