import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from '@jest/globals'
// The package itself ('undici' alone is the module under test, for tsc as in the bundles).
import * as undici from 'undici/index.js'
import { FetchAnswer } from '../../src/shared/http/http-client-fetch.js'
import {
  fetch,
  ProxyAgent,
  proxyMayApply,
  prepareFetch,
} from '../../src/shared/http/undici-on-demand.js'

let server: Server
let url: string
beforeAll(async () => {
  server = createServer((_request, response) => response.end('answered'))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})
afterAll(() => new Promise((closed) => server.close(closed)))

const proxyAgent = () => new ProxyAgent({ uri: 'http://proxy.test:8080' })

// In order: this file's module registry starts with undici not loaded.
test("without a proxy nothing loads undici: a fetch without a dispatcher is the http-client's", async () => {
  expect(proxyAgent).toThrow('await prepareFetch() before importing @actions/github')
  const answer = await fetch(url)
  expect(await answer.text()).toBe('answered')
  expect(answer).toBeInstanceOf(FetchAnswer)
  await expect(fetch(new undici.Request(url))).rejects.toThrow('fetch takes a URL, not a Request')
  await prepareFetch({ NO_PROXY: '*', HTTPS_PROXY: '' })
  expect(proxyAgent).toThrow('await prepareFetch() before importing @actions/github')
})

test.each(['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'])(
  'a proxy may apply when %s is set (NO_PROXY only exempts hosts)',
  (name) => {
    expect(proxyMayApply({ [name]: 'http://proxy.test:8080', NO_PROXY: '*' })).toBe(true)
    expect(proxyMayApply({ [name]: '' })).toBe(false)
  },
)

test("with a proxy, prepareFetch loads undici: ProxyAgent makes undici's own", async () => {
  await prepareFetch({ HTTPS_PROXY: 'http://proxy.test:8080' })
  expect(proxyAgent()).toBeInstanceOf(undici.ProxyAgent)
})

test("a fetch with a dispatcher (a proxy's) is undici's", async () => {
  const answer = await fetch(url, { dispatcher: new undici.Agent() })
  expect(await answer.text()).toBe('answered')
  expect(answer).toBeInstanceOf(undici.Response)
})

// The bundles as built (npm test builds dist/ first).
const root = resolve(import.meta.dirname, '../..')
const folders = ['dist', 'dist/post', 'dist/analytics', 'dist/deploy']
/**
 * The bundles that always talk to GitHub. The analytics and deploy actions may carry the GitHub
 * client too (for the docs-gaps issue, the preview comment), and then Octokit only in chunks
 * loaded when they write it.
 */
const GITHUB_BUNDLES = ['dist', 'dist/post']

/** The npm packages a bundled file was built from, read from its source map. */
function packagesOf(folder: string, file: string): Set<string> {
  const map = JSON.parse(readFileSync(join(root, folder, `${file}.map`), 'utf8')) as {
    sources: string[]
  }
  return new Set(
    map.sources.flatMap((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? []),
  )
}

const chunksOf = (folder: string): string[] =>
  readdirSync(join(root, folder)).filter((name) => /^\d+\.index\.js$/.test(name))

test.each(folders)('%s/index.js leaves undici and Octokit to chunks loaded on demand', (folder) => {
  const entry = packagesOf(folder, 'index.js')
  expect(entry).toContain('@actions/http-client')
  expect([...entry].filter((name) => /^(undici|@octokit\/|@actions\/github)/.test(name))).toEqual(
    [],
  )
  const chunked = chunksOf(folder).flatMap((chunk) => [...packagesOf(folder, chunk)])
  const octokit = chunked.includes('@octokit/core')
  if (GITHUB_BUNDLES.includes(folder)) expect(octokit).toBe(true)
  // undici comes with the GitHub client, whose Octokit may send through a proxy with it, and
  // only with it: the service needs none.
  expect(chunked.includes('undici')).toBe(octokit)
})

test.each(folders)('%s/licenses.txt names every package its files were built from', (folder) => {
  const named = new Set(readFileSync(join(root, folder, 'licenses.txt'), 'utf8').split('\n'))
  const bundled = ['index.js', ...chunksOf(folder)].flatMap((file) => [...packagesOf(folder, file)])
  expect(bundled.filter((name) => !named.has(name))).toEqual([])
  expect(bundled.includes('undici')).toBe(bundled.includes('@octokit/core'))
})

// One copy of the http-client in each bundle: the service's requests and Octokit's share it
// (@actions/github asks for another major version of it; package.json overrides that).
test.each(folders)('%s carries one copy of @actions/http-client', (folder) => {
  const copies = new Set(
    ['index.js', ...chunksOf(folder)].flatMap((file) => {
      const { sources } = JSON.parse(readFileSync(join(root, folder, `${file}.map`), 'utf8')) as {
        sources: string[]
      }
      return sources.flatMap(
        (source) => /^.*node_modules\/@actions\/http-client\//.exec(source) ?? [],
      )
    }),
  )
  expect([...copies].map((path) => path.replace(/^.*?(?=node_modules)/, ''))).toEqual([
    'node_modules/@actions/http-client/',
  ])
})
