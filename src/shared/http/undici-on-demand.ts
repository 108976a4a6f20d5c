import { httpClientFetch, type FetchInit } from './http-client-fetch.js'
import { importUndici } from './undici-import.js'

/**
 * What `undici` is in the bundles: tsconfig.json maps the name here (`paths`, which ncc follows
 * for every import, @actions/http-client's included). The real undici is loaded only when a proxy
 * applies.
 * In tests and tsc, `undici` is the package itself.
 *
 * Why: undici is about 900 KB, two thirds of each bundle, and imported at top level it would cost
 * a third of the time from start-up to the first request (bench/RESULTS.md, section 1). Yet only a
 * proxy needs it:
 * - @actions/http-client imports it for `ProxyAgent`, the dispatcher of a fetch through a proxy.
 *   The service's requests go through `HttpClient` (node:http, and `tunnel` for a proxy).
 * - Octokit (@actions/github's getOctokit, ../github/octokit.ts) sends every request with
 *   `fetch` below: undici's fetch with the proxy's `ProxyAgent` as dispatcher, or, with none
 *   when no proxy applies, the http-client like the service's (./http-client-fetch.ts says why
 *   not Node's own fetch).
 *
 * Behind a dynamic import, undici is a chunk of its own (docs/architecture.md, "Bundles", names
 * it). `ProxyAgent` is made synchronously (by http-client, as the toolkit loads when a proxy applies), so the toolkit
 * is imported after `prepareFetch()` (../github/toolkit-import.ts `loadToolkit`).
 */
/** The part of undici the toolkit imports. */
type Undici = Pick<Awaited<ReturnType<typeof importUndici>>, 'fetch' | 'ProxyAgent'>
type ProxyAgentOptions = ConstructorParameters<Undici['ProxyAgent']>[0]

let undici: Undici | undefined
let loading: Promise<Undici> | undefined

function loadUndici(): Promise<Undici> {
  loading ??= importUndici().then((module) => (undici = module))
  return loading
}

/** Where @actions/http-client reads a proxy from (NO_PROXY only exempts hosts from it). */
const PROXY_VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']

/** Whether @actions/http-client may find a proxy for some host, so make a `ProxyAgent`. */
export function proxyMayApply(env: NodeJS.ProcessEnv): boolean {
  return PROXY_VARIABLES.some((name) => (env[name] ?? '') !== '')
}

/**
 * Loads the fetch the toolkit will send with, before any request's deadline starts to run (a
 * first request should not spend its time loading code): undici when a proxy may apply, which
 * also lets `ProxyAgent` be made; otherwise nothing, as node:http is loaded already.
 */
export async function prepareFetch(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (proxyMayApply(env)) await loadUndici()
}

/** undici's fetch for a request with a dispatcher (a proxy's), the http-client's for one without. */
export const fetch: Undici['fetch'] = async (input, init) => {
  if (init?.dispatcher === undefined) {
    if (typeof input !== 'string' && !(input instanceof URL)) {
      throw new TypeError('Without a proxy, fetch takes a URL, not a Request.')
    }
    // Octokit reads only the part of a Response that the answer has (./http-client-fetch.ts).
    const answer = await httpClientFetch(input, init as FetchInit | undefined)
    return answer as unknown as Awaited<ReturnType<Undici['fetch']>>
  }
  return (await loadUndici()).fetch(input, init)
}

/** Called with `new`: a function that returns an object gives that object to `new`. */
function makeProxyAgent(options: ProxyAgentOptions): InstanceType<Undici['ProxyAgent']> {
  if (undici === undefined) {
    throw new Error(
      'A proxy dispatcher was asked for before undici was loaded: await prepareFetch() before importing @actions/github.',
    )
  }
  return new undici.ProxyAgent(options)
}

/** undici's ProxyAgent (the class itself: `instanceof` and statics are nobody's concern here). */
export const ProxyAgent = makeProxyAgent as unknown as Undici['ProxyAgent']
