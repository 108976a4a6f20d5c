/**
 * What an API spec sends readers' requests to (issue #52): OpenAPI (and Swagger 2), AsyncAPI and
 * OpenAPI Overlay documents, known by their first key, wherever they stand (the platform reads
 * every OpenAPI file of the repository, named in docs.json or not). The API playground sends what
 * a reader types, keys included, to the spec's servers, and signs in at its security schemes'
 * URLs; `x-mint` settings change the pages made of it; an overlay can rewrite any of these.
 */
import { childrenOf, isRecord, pathText, walkData, type Data } from './data-reading.js'
import { serverHost, serverUrls, urlsOf, type Role, type SettingUrl } from './setting-urls.js'
import { isSpecPageText, type PageText } from './setting-pages.js'

export type SpecKind = 'openapi' | 'asyncapi' | 'overlay'

/** A security scheme's URLs (OpenAPI's and AsyncAPI's OAuth flows, OpenID Connect). */
const SIGN_IN_KEYS = new Set(['authorizationUrl', 'tokenUrl', 'refreshUrl', 'openIdConnectUrl'])

/** The platform's extensions, in any case the key is written. */
const MINT_KEYS = new Set(['x-mint', 'x-mintlify'])

/** The kind of API spec a file's value is, by the key its format requires first; or none. */
export function specKind(value: Data): SpecKind | undefined {
  if (!isRecord(value)) return undefined
  if ('openapi' in value || 'swagger' in value) return 'openapi'
  if ('asyncapi' in value) return 'asyncapi'
  return 'overlay' in value ? 'overlay' : undefined
}

/** Servers as a list (OpenAPI) or a map of names (AsyncAPI); a list of names is no server. */
function serversOf(servers: Data, path: string): SettingUrl[] {
  return childrenOf(servers).flatMap(([key, server]) => serverUrls(server, pathText(path, key)))
}

/** Swagger 2's `host`, where it serves every path. */
function swaggerHost(root: Data): SettingUrl[] {
  if (!isRecord(root) || !('swagger' in root) || typeof root.host !== 'string') return []
  const host = serverHost(root.host)
  if (host === undefined) return []
  return host === null
    ? [{ role: 'server', host: root.host, unknown: true, raw: root.host, path: 'host' }]
    : [{ role: 'server', host, raw: root.host, path: 'host' }]
}

/** Where a value stands in a spec, and what a URL there does. */
interface Place {
  path: string
  role: Role
}

/**
 * Every URL of a spec, with what it does: servers (`servers` anywhere: the document's, a path's,
 * an operation's; a link's `server`; Swagger 2's `host`), sign-in URLs, `$ref`s to other hosts
 * and whatever `x-mint` holds; in an overlay, every URL, since it may be put anywhere. Any other
 * URL is a link. False in `complete` when the walk stopped at its bound.
 */
export function specUrls(
  value: Data,
  kind: SpecKind,
): { urls: SettingUrl[]; complete: boolean; pages: Omit<PageText, 'file'>[] } {
  const urls: SettingUrl[] = swaggerHost(value)
  const pages: Omit<PageText, 'file'>[] = []
  const start: Place = { path: '', role: kind === 'overlay' ? 'overlay' : 'link' }
  const complete = walkData([[value, start]], (node, place) => {
    if (typeof node === 'string') {
      urls.push(...urlsOf(node, place.role, place.path))
      return []
    }
    return childrenOf(node).map(([key, child]) => {
      const path = pathText(place.path, key)
      if (key === 'servers') urls.push(...serversOf(child, path))
      if (key === 'server') urls.push(...serverUrls(child, path))
      if (typeof key === 'string' && SIGN_IN_KEYS.has(key) && typeof child === 'string')
        urls.push(...urlsOf(child, 'sign-in', path))
      // A `$ref` to another host takes part of the spec (a schema, its descriptions) from there.
      if (key === '$ref' && typeof child === 'string') urls.push(...urlsOf(child, 'spec', path))
      // What the platform's extension gives an endpoint's page as MDX (./setting-pages.ts).
      const extension = place.role === 'x-mint' || place.role === 'overlay'
      if (extension && isSpecPageText(key) && typeof child === 'string')
        pages.push({ path, raw: child })
      const mint = typeof key === 'string' && MINT_KEYS.has(key.toLowerCase())
      // What is walked on is also read as links: the orchestrator keeps a host's strongest role.
      return [child, { path, role: mint && place.role === 'link' ? 'x-mint' : place.role }] as const
    })
  })
  return { urls, complete, pages }
}

/** Every URL of any other JSON or YAML text: links. */
export function dataUrls(value: Data): { urls: SettingUrl[]; complete: boolean } {
  const urls: SettingUrl[] = []
  const complete = walkData([[value, '']], (node, path) => {
    if (typeof node === 'string') {
      urls.push(...urlsOf(node, 'link', path))
      return []
    }
    return childrenOf(node).map(([key, child]) => [child, pathText(path, key)] as const)
  })
  return { urls, complete }
}
