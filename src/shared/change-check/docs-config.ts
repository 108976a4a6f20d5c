/**
 * What a change to the docs config (`docs.json`, or the older `mint.json`) does beyond content
 * and navigation (the `config` kind): the settings that put code or trackers on every page of the
 * site, and redirects that send readers to another host. The rest of the config (navigation,
 * colors, names) is the docs' own.
 */
import type { Located } from './change-types.js'
import { activeScheme, linkHost } from './active-content.js'
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.js'

/** Top-level settings that load scripts, styles or third parties on every page. */
export const ACTIVE_KEYS = [
  'integrations',
  'analytics',
  'scripts',
  'script',
  'js',
  'css',
  'customJS',
  'customCSS',
  'head',
]

export { isDocsConfig } from './file-kinds.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/**
 * A config's settings; a list of redirects (`redirects.json`) is its `redirects`. One nested past
 * MAX_JSON_DEPTH is not read: the walks below recurse (./json-depth.ts).
 */
function parse(text: string | undefined): Record<string, Json> | undefined {
  if (text === undefined) return {}
  try {
    const value = JSON.parse(text) as Json
    if (nestedDeeperThan(value, MAX_JSON_DEPTH)) return undefined
    if (Array.isArray(value)) return { redirects: value }
    return typeof value === 'object' && value !== null ? value : undefined
  } catch {
    return undefined
  }
}

/** JSON with its objects' keys sorted, so that a reordering is no change. */
function canonical(value: Json | undefined): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'undefined'
}

/** The 1-based line where a JSON string (a key or a value) first stands in the text (1 if not found). */
function lineOf(text: string, string: string): number {
  const at = text.indexOf(JSON.stringify(string))
  return at < 0 ? 1 : text.slice(0, at).split('\n').length
}

/** Redirect destinations on another host, with the source each comes from. */
function externalRedirects(config: Record<string, Json>): string[] {
  const redirects = config.redirects
  if (!Array.isArray(redirects)) return []
  return redirects.flatMap((redirect) => {
    if (redirect === null || typeof redirect !== 'object' || Array.isArray(redirect)) return []
    const destination = redirect.destination
    if (typeof destination !== 'string') return []
    const host = linkHost(destination)
    return host === undefined ? [] : [`${host}`]
  })
}

/** Every string of a config that is a URL running code (a navbar link to `javascript:`). */
function activeUrls(value: Json | undefined): string[] {
  if (typeof value === 'string') return activeScheme(value) === undefined ? [] : [value]
  if (Array.isArray(value)) return value.flatMap(activeUrls)
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(activeUrls)
  return []
}

/** What a docs config change adds that goes beyond the docs' content. */
export function configChanges(base: string | undefined, head: string | undefined): Located[] {
  if (head === undefined) return []
  const after = parse(head)
  if (after === undefined)
    return [
      {
        line: 1,
        detail: `not a JSON object, or one nested more than ${MAX_JSON_DEPTH} deep: cannot be checked`,
      },
    ]
  const before = parse(base) ?? {}
  const found: Located[] = []
  for (const key of Object.keys(after))
    if (ACTIVE_KEYS.some((active) => active.toLowerCase() === key.toLowerCase()))
      if (canonical(after[key]) !== canonical(before[key]))
        found.push({ line: lineOf(head, key), detail: `"${key}" changed` })
  const known = activeUrls(before)
  for (const url of activeUrls(after))
    if (!known.includes(url))
      found.push({ line: lineOf(head, url), detail: `a ${activeScheme(url) ?? ''} URL` })
  const earlier = externalRedirects(before)
  for (const host of externalRedirects(after)) {
    const at = earlier.indexOf(host)
    if (at >= 0) earlier.splice(at, 1)
    else found.push({ line: lineOf(head, 'redirects'), detail: `a redirect to ${host}` })
  }
  return found
}

/** The page paths (no extension, no leading slash) the config's redirects lead away from. */
export function redirectSources(text: string | undefined): Set<string> {
  const config = parse(text) ?? {}
  const redirects = Array.isArray(config.redirects) ? config.redirects : []
  const sources = new Set<string>()
  for (const redirect of redirects)
    if (redirect !== null && typeof redirect === 'object' && !Array.isArray(redirect)) {
      const source = redirect.source
      if (typeof source === 'string') sources.add(pagePath(source))
    }
  return sources
}

/** A page's path as redirects name it: no leading slash, no `.md`/`.mdx`, no trailing slash. */
export function pagePath(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.mdx?$/, '')
}
