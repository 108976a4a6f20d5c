import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

// How dist/ is laid out, for the tests and the benchmark that read it: one ncc build of
// src/entrypoints/bundles/actions.ts into dist/actions/ (the router, index.js, and its chunks),
// and a start file per step that calls the router's function (./build.ts writes them).

export const ROOT = resolve(import.meta.dirname, '..')
export const ACTIONS = 'dist/actions'

/** Each step's start file (where its action.yml points) and the router's function it calls. */
export const STEPS = {
  agent: 'dist/index.js',
  agentPost: 'dist/post/index.js',
  analytics: 'dist/analytics/index.js',
  deploy: 'dist/deploy/index.js',
  check: 'dist/check/index.js',
} as const

export type Step = keyof typeof STEPS

/**
 * The files of dist/actions/ a step loads before it runs: the router, and the chunks its function
 * asks webpack's runtime for (`__nccwpck_require__.e(<id>)`, each `<id>.index.js`).
 */
export function startChunks(step: string): string[] {
  const router = readFileSync(join(ROOT, ACTIONS, 'index.js'), 'utf8')
  const body = new RegExp(`\\nasync function ${step}\\(\\) \\{\\n([^]*?)\\n\\}\\n`).exec(router)
  if (body === null) throw new Error(`${ACTIONS}/index.js has no function ${step}.`)
  // `.e(288)`, or `.e(/* import() */ 29)` for a chunk that holds one module.
  const ids = [
    ...(body[1] ?? '').matchAll(/__nccwpck_require__\.e\((?:\/\*[^*]*\*\/\s*)?(\d+)\)/g),
  ].map((match) => `${match[1]}.index.js`)
  return ['index.js', ...new Set(ids)]
}

/** The npm packages a file of dist/actions/ was built from, read from its source map. */
export function packagesOf(file: string): Set<string> {
  return new Set(
    sourcesOf(file).flatMap(
      // The last node_modules/ names it: a nested copy's, or a part of one (./bundle-parts.ts).
      (source) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? [],
    ),
  )
}

/** The files a file of dist/actions/ was built from, as its source map names them. */
export function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(join(ROOT, ACTIONS, `${file}.map`), 'utf8')) as {
    sources: string[]
  }
  return map.sources
}
