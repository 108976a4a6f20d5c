/**
 * A docs config as the platform builds it (issue #52): `docs.json` (or the older `mint.json`)
 * with each `$ref` replaced by the JSON file it names (./config-refs.ts), walked without
 * recursion, each value with the file it stands in and what it does. The settings that send
 * readers' requests, their keys or their browsers somewhere (`api`, every `openapi`/`asyncapi`
 * spec, `fonts`, `logo`, `favicon`, background images, icons, meta tags) are told apart from
 * links (the navbar's, the footer's); and what ./docs-config.ts judges in `docs.json` itself
 * (integrations, scripts, redirects, `javascript:` URLs) is gathered from `$ref` files too.
 */
import { activeScheme, linkHost } from './active-content.js'
import { ACTIVE_KEYS } from './docs-config.js'
import { refTarget } from './config-refs.js'
import { childrenOf, isRecord, readJson, walkData, pathText, type Data } from './data-reading.js'
import { urlsOf, type Role, type SettingUrl } from './setting-urls.js'
import { isConfigPageText, type PageText } from './setting-pages.js'

/** The most `$ref` files one config is built of: past it, a loop. */
export const MAX_REF_FILES = 50

/**
 * A file's text at one end, as the check has it: undefined when it is not there, null when
 * GitHub gives no text of it, false when the check did not read it.
 */
export type TextAt = (path: string) => string | null | undefined | false

/** A URL of the config, with the file it stands in. */
export interface ConfigUrl extends SettingUrl {
  file: string
}

/** What the config says in `file`, as its text has it (`raw`), to find its line. */
export interface Placed {
  file: string
  raw: string
  detail: string
}

/** A docs config at one end, as the platform builds it. */
export interface ConfigReading {
  urls: ConfigUrl[]
  /** Meta tags on every page (`seo.metatags`, mint.json's `metadata`), by key path. */
  metatags: Map<string, Placed>
  /** Of each setting ./docs-config.ts judges as a whole (ACTIVE_KEYS): its values, and files. */
  judged: Map<string, { values: string[]; files: Set<string> }>
  /** From `$ref` files: values that run code (`javascript:`) and redirects' hosts. */
  running: Placed[]
  redirects: Placed[]
  /** Icons given as markup (the platform takes an SVG's text). */
  markup: Placed[]
  /** Texts shown as a page's markup: the banner, the error pages (./setting-pages.ts). */
  pages: PageText[]
  /** `$ref`s the check refuses (`config`) or could not read (`unchecked`). */
  refused: Placed[]
  unread: Placed[]
  /** The `$ref` files it is built of. */
  files: Set<string>
}

/** What a value of the config is, by where it stands. */
type ConfigRole = Role | 'judged' | 'redirect' | 'logo' | 'background' | 'seo' | 'tags' | 'pages'

interface Place {
  file: string
  path: string
  /** Keys from the config's top (a `$ref` adds none). */
  depth: number
  /** The top-level key it stands under. */
  top: string
  role: ConfigRole
}

const isActive = (key: string): boolean =>
  ACTIVE_KEYS.some((active) => active.toLowerCase() === key.toLowerCase())

/** A key's role where links are: a spec, a page list, an icon, or a link. */
function linkRole(key: string | number): ConfigRole {
  if (key === 'openapi' || key === 'asyncapi') return 'spec'
  if (key === 'pages') return 'pages'
  return key === 'icon' ? 'image' : 'link'
}

/** A top-level key's role; `metadata` is meta tags in mint.json only. */
function topRole(key: string, mint: boolean): ConfigRole {
  if (isActive(key)) return 'judged'
  const roles: Record<string, ConfigRole> = {
    redirects: 'redirect',
    api: 'api',
    fonts: 'font',
    font: 'font',
    logo: 'logo',
    favicon: 'image',
    backgroundImage: 'image',
    background: 'background',
    seo: 'seo',
  }
  if (key === 'metadata') return mint ? 'tags' : 'link'
  return Object.hasOwn(roles, key) ? (roles[key] ?? 'link') : linkRole(key)
}

/** The role of a value under `key` of a value in `place`. */
function childRole(place: Place, key: string | number, mint: boolean): ConfigRole {
  if (place.depth === 0) return typeof key === 'string' ? topRole(key, mint) : 'link'
  switch (place.role) {
    case 'logo':
      return key === 'href' ? 'link' : 'image'
    case 'background':
      return key === 'image' ? 'image' : 'link'
    case 'seo':
      return key === 'metatags' ? 'tags' : 'link'
    case 'pages':
      return typeof key === 'number' ? 'pages' : linkRole(key)
    case 'link':
      return linkRole(key)
    case 'api':
      return key === 'openapi' || key === 'asyncapi' ? 'spec' : 'api'
    default:
      return place.role
  }
}

/** An empty reading. */
const reading = (): ConfigReading => ({
  urls: [],
  metatags: new Map(),
  judged: new Map(),
  running: [],
  redirects: [],
  markup: [],
  pages: [],
  refused: [],
  unread: [],
  files: new Set(),
})

/** The role of a URL a text in a value of `role` holds. */
function urlRole(role: ConfigRole): Role {
  switch (role) {
    case 'pages':
      return 'spec'
    case 'logo':
      return 'image'
    case 'tags':
      return 'meta'
    case 'background':
    case 'seo':
    case 'judged':
    case 'redirect':
      return 'link'
    default:
      return role
  }
}

/**
 * What a value of the config that holds no other (a text, a number, a flag) does where it
 * stands: every one counts in what ./docs-config.ts judges and in meta tags; a text's URLs by
 * the role of its place.
 */
function readLeaf(found: ConfigReading, root: string, value: Data, place: Place): void {
  const { file, path, role } = place
  const text = typeof value === 'string' ? value : undefined
  // Redirects are judged by their hosts alone (below), as ./docs-config.ts judges them.
  if (role === 'judged') {
    const judged = found.judged.get(place.top) ?? { values: [], files: new Set<string>() }
    judged.values.push(`${path}=${JSON.stringify(value)}`)
    judged.files.add(file)
    found.judged.set(place.top, judged)
  }
  if (role === 'tags')
    found.metatags.set(path, { file, raw: text ?? path, detail: JSON.stringify(value) })
  if (text === undefined) return
  const fromRef = file !== root
  const host = role === 'redirect' && path.endsWith('.destination') ? linkHost(text) : undefined
  if (fromRef && host !== undefined) found.redirects.push({ file, raw: text, detail: host })
  if (role !== 'judged' && role !== 'redirect')
    found.urls.push(...urlsOf(text, urlRole(role), path).map((url) => ({ ...url, file })))
  if (isConfigPageText(path)) found.pages.push({ file, path, raw: text })
  if (urlRole(role) === 'image' && /(^|\.)icon$/.test(path) && text.includes('<'))
    found.markup.push({ file, raw: text, detail: path })
  const scheme = fromRef ? activeScheme(text) : undefined
  if (scheme !== undefined) found.running.push({ file, raw: text, detail: `a ${scheme} URL` })
}

/** The value a `$ref` object stands for, in its place; or nothing, with why. */
function followRef(
  found: ConfigReading,
  root: string,
  ref: Data,
  place: Place,
  textAt: TextAt,
): { value: Data; file: string } | undefined {
  const target = refTarget(place.file, root, ref)
  const raw = typeof ref === 'string' ? ref : '$ref'
  const at = (detail: string): Placed => ({ file: place.file, raw, detail })
  if ('refused' in target) {
    found.refused.push(at(`${target.refused} (${place.path || 'the top'})`))
    return undefined
  }
  const text = textAt(target.path)
  if (found.files.size >= MAX_REF_FILES && !found.files.has(target.path)) {
    found.unread.push(at(`$ref files past the ${MAX_REF_FILES} the check follows`))
    return undefined
  }
  if (typeof text !== 'string') {
    const why =
      text === false
        ? 'which the check did not read'
        : text === null
          ? 'of which GitHub gives no text'
          : 'which is not there'
    found.unread.push(at(`a $ref to ${target.path}, ${why}`))
    return undefined
  }
  const read = readJson(text)
  if ('unread' in read) {
    found.unread.push({ file: target.path, raw: '', detail: read.unread.detail })
    return undefined
  }
  found.files.add(target.path)
  return { value: read.value, file: target.path }
}

/**
 * The config at `root` as the platform builds it, at the end `textAt` reads; undefined when its
 * own text is not a JSON value (./docs-config.ts says so).
 */
export function readConfig(root: string, textAt: TextAt): ConfigReading | undefined {
  const text = textAt(root)
  if (typeof text !== 'string') return undefined
  const start = readJson(text)
  if (!('value' in start)) return undefined
  const found = reading()
  const mint = root.endsWith('mint.json')
  const first: Place = { file: root, path: '', depth: 0, top: '', role: 'link' }
  const complete = walkData([[start.value, first]], (node, place) => {
    if (typeof node !== 'object' || node === null) {
      readLeaf(found, root, node, place)
      return []
    }
    const next: (readonly [Data, Place])[] = []
    if (isRecord(node) && Object.hasOwn(node, '$ref')) {
      const ref = followRef(found, root, node.$ref ?? null, place, textAt)
      if (ref !== undefined) next.push([ref.value, { ...place, file: ref.file }])
    }
    for (const [key, child] of childrenOf(node)) {
      if (key === '$ref' && isRecord(node)) continue
      const role = childRole(place, key, mint)
      const top = place.depth === 0 ? String(key) : place.top
      next.push([
        child,
        { ...place, path: pathText(place.path, key), depth: place.depth + 1, top, role },
      ])
    }
    return next
  })
  if (!complete)
    found.unread.push({ file: root, raw: '', detail: 'a config past what the check walks' })
  return found
}
