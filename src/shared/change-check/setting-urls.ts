/**
 * The URLs settings hold, and what each does (issue #52): an API server the playground sends
 * what readers type to (their keys included), a sign-in URL, a spec whose words become pages, a
 * font or an image every reader's browser loads; or a link, which a reader chooses to follow. A
 * new host is judged by what its setting does (./settings-check.ts): a link warns, the rest block.
 */
import { linkHost } from './active-content.js'
import { isRecord, type Data } from './data-reading.js'

/** What a setting's URL does. */
export type Role =
  | 'server'
  | 'sign-in'
  | 'x-mint'
  | 'overlay'
  | 'api'
  | 'spec'
  | 'endpoint'
  | 'font'
  | 'image'
  | 'meta'
  | 'link'

/** How a finding names each role. */
export const ROLE_WORDS: Readonly<Record<Role, string>> = {
  server: 'an API server',
  'sign-in': 'a sign-in URL',
  'x-mint': 'an x-mint setting',
  overlay: 'an overlay of an API spec',
  api: 'an API setting',
  spec: 'an API spec',
  endpoint: 'an API endpoint',
  font: 'a font',
  image: 'an image',
  meta: 'a meta tag',
  link: 'a link',
}

/** One URL a setting holds. */
export interface SettingUrl {
  role: Role
  /**
   * The host it points to, lowercase, without `www.`; for a server whose host is left to a
   * variable without a value, the address as written, in braces' place (`unknown`).
   */
  host: string
  /** A server address whose host the check cannot tell. */
  unknown?: true
  /** The text it stands in, as the file has it (to find its line). */
  raw: string
  /** Its key path in the file (`servers[0].url`). */
  path: string
}

/** The most URLs taken from one string (a description with many links). */
const MAX_PER_STRING = 50

/** URLs inside a longer text (a description, MDX), up to where a link's syntax ends. */
const EMBEDDED = /\bhttps?:\/\/[^\s"'<>()[\]{}`\\|^]+/gi

/**
 * The hosts a string points to: itself, read as a browser reads a link (a path, an anchor or a
 * word is none); else the `http(s)://` URLs inside it.
 */
export function hostsIn(text: string): string[] {
  const whole = hostOf(text)
  if (whole !== undefined && !/\s/.test(text.trim())) return [whole]
  const hosts = new Set<string>()
  for (const match of text.matchAll(EMBEDDED)) {
    const host = hostOf(match[0])
    if (host !== undefined) hosts.add(host)
    if (hosts.size >= MAX_PER_STRING) break
  }
  return [...hosts]
}

/** A link's host; none for a template's (`https://{region}.example.com`: a server's, read apart). */
function hostOf(url: string): string | undefined {
  const host = linkHost(url)
  return host === undefined || /[{}]|%7b|%7d/i.test(host) ? undefined : host
}

/** The URLs of a string in a setting of `role`, at `path`. */
export function urlsOf(text: string, role: Role, path: string): SettingUrl[] {
  return hostsIn(text).map((host) => ({ role, host, raw: text, path }))
}

/** A host as findings and `allowed-link-hosts` name it: lowercase, without `www.`. */
const hostName = (host: string): string => host.toLowerCase().replace(/^www\./, '')

/**
 * The host a server address points to: undefined for an address within the site that serves the
 * spec (a path), null when the check cannot tell (a variable left in its host). An address with
 * no scheme is a host (AsyncAPI's `host`, `api.example.com:443`), and any scheme's authority is
 * read as a browser reads an `https:` URL's (`\` as `/`, tabs dropped).
 */
export function serverHost(address: string): string | null | undefined {
  const text = address.trim()
  if (text === '' || /^([./?#]|\/(?![/\\]))/.test(text)) return undefined
  // `api.acme.com:443` (or `:{port}`) is a host and a port, not a scheme.
  const scheme = /^[a-z][a-z0-9+.-]*:(?!(\d+|\{[^{}]*\})([/\\?#]|$))/i.exec(text)
  const rest = (scheme === null ? text : text.slice(scheme[0].length)).replace(/^[/\\]*/, '')
  // A port left to a variable (`:{port}`) says nothing of the host.
  const candidate = `https://${rest}`.replace(/:\{[^{}]*\}(?=[/\\?#]|$)/, '')
  try {
    const host = new URL(candidate).hostname
    return host === '' || /[{}]|%7b|%7d/i.test(host) ? null : hostName(host)
  } catch {
    return null
  }
}

/** Server variables' values: each one's `default`, then its `enum`. */
function variableValues(variables: Data | undefined): Map<string, string[]> {
  const values = new Map<string, string[]>()
  if (!isRecord(variables)) return values
  for (const [name, variable] of Object.entries(variables)) {
    if (!isRecord(variable)) continue
    const listed = [variable.default, ...(Array.isArray(variable.enum) ? variable.enum : [])]
    const texts = listed.filter((v) => typeof v === 'string' || typeof v === 'number')
    values.set(name, [...new Set(texts.map(String))].slice(0, 20))
  }
  return values
}

/**
 * The addresses a server's URL template stands for: its variables at their defaults, and each
 * value a variable's `enum` offers a reader in the playground (the others at their defaults).
 */
export function serverAddresses(template: string, variables: Data | undefined): string[] {
  const values = variableValues(variables)
  const fill = (name?: string, value?: string): string =>
    template.replace(/\{([^{}]*)\}/g, (whole, key: string) =>
      key === name && value !== undefined ? value : (values.get(key)?.[0] ?? whole),
    )
  const addresses = new Set([fill()])
  for (const [name, options] of values)
    for (const option of options) addresses.add(fill(name, option))
  return [...addresses]
}

/**
 * The hosts of one server object (OpenAPI's `url`; AsyncAPI's `url`, or `host` in 3.0), with
 * its variables: an address whose host is left to a variable is `unknown`, by its template.
 */
export function serverUrls(server: Data, path: string): SettingUrl[] {
  if (!isRecord(server)) return []
  const key = typeof server.url === 'string' ? 'url' : typeof server.host === 'string' ? 'host' : ''
  const template = server[key]
  if (typeof template !== 'string') return []
  const urls = new Map<string, SettingUrl>()
  const at = `${path}.${key}`
  for (const address of serverAddresses(template, server.variables)) {
    const host = serverHost(address)
    if (host === undefined) continue
    const url: SettingUrl =
      host === null
        ? { role: 'server', host: template, unknown: true, raw: template, path: at }
        : { role: 'server', host, raw: template, path: at }
    urls.set(url.host, url)
  }
  return [...urls.values()]
}
