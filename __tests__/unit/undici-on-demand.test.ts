import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
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
import {
  ACTIONS,
  packagesOf,
  ROOT,
  sourcesOf,
  startChunks,
  STEPS,
  type Step,
} from '../../scripts/dist-steps.js'

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

// The bundles as built (npm test builds dist/ first): what each step loads at start, from the
// router's chunks (./built-steps.ts).
const steps = Object.keys(STEPS) as Step[]
const chunks = readdirSync(join(ROOT, ACTIONS)).filter((name) => /^\d+\.index\.js$/.test(name))
const bundled = ['index.js', ...chunks]

// The toolkit is loaded when a step first talks to GitHub (the agent's steps: at start, for its
// context; analytics and deploy: when they write an issue or a comment), undici behind a proxy.
test.each(steps)('%s leaves undici and Octokit to chunks loaded on demand', (step) => {
  const atStart = startChunks(step).flatMap((file) => [...packagesOf(file)])
  expect(atStart).toContain('@actions/http-client')
  expect(atStart.filter((name) => /^(undici|@octokit\/|@actions\/github)/.test(name))).toEqual([])
})

test('the chunks loaded on demand hold Octokit, and undici with it', () => {
  const octokit = chunks.filter((file) => packagesOf(file).has('@octokit/core'))
  const undiciChunks = chunks.filter((file) => packagesOf(file).has('undici'))
  expect(octokit).toHaveLength(1)
  // undici comes with the GitHub client, whose Octokit may send through a proxy with it, and
  // only with it: the service needs none. It is a chunk of its own, loaded behind a proxy only.
  expect(undiciChunks).toHaveLength(1)
  expect(undiciChunks).not.toEqual(octokit)
})

test('dist/licenses.txt names every package the files of dist/actions/ were built from', () => {
  const named = new Set(readFileSync(join(ROOT, 'dist/licenses.txt'), 'utf8').split('\n'))
  const packages = bundled.flatMap((file) => [...packagesOf(file)])
  expect(packages.filter((name) => !named.has(name))).toEqual([])
  expect(packages).toContain('undici')
})

// One copy of the http-client in dist/: the service's requests and Octokit's share it
// (@actions/github asks for another major version of it; package.json overrides that).
test('dist/actions/ carries one copy of @actions/http-client', () => {
  const copies = new Set(
    bundled.flatMap((file) =>
      sourcesOf(file).flatMap(
        (source) => /^.*node_modules\/@actions\/http-client\//.exec(source) ?? [],
      ),
    ),
  )
  expect([...copies].map((path) => path.replace(/^.*?(?=node_modules)/, ''))).toEqual([
    'node_modules/@actions/http-client/',
  ])
})
