/**
 * `npm run build`: bundles the four entry points (agent, its post step, analytics, deploy) with
 * ncc, side by side. Each ncc is its own process, so they run at once (about twice as fast on
 * two cores as one after the other). Besides each `index.js`, ncc writes the chunks it loads
 * on demand (`<id>.index.js`: undici, the GitHub toolkit; see src/shared/http/undici-on-demand.ts)
 * next to it; then each folder gets its licenses.txt (below).
 *
 * `-t` (transpile only): ncc's own TypeScript would otherwise type-check the whole program once
 * per entry, once for each bundle what `npm run typecheck` does once (with three bundles, 49
 * CPU seconds where the build took 14). Transpiling a file alone needs a module format that does not depend on the
 * package.json beside it, so src/entrypoints/bundles/tsconfig.json (the one ncc finds from the
 * entries) sets ES modules; the bundles are byte for byte what a checked build makes.
 *
 * `--if-stale` (what `npm test` runs): builds only when the sources differ from those the
 * committed dist/ was built from. dist/sources.sha256 records a digest of everything the bundles
 * are made of (below); when it matches, the bundles are what a build would make, so a fresh
 * clone's tests run them as they are and save the build's 25 CPU seconds. CI still builds in
 * full and compares (`.ci/run`, `check-dist.yml`), so a hand-edited dist/ cannot hide behind a
 * matching digest.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { asciiOnly, type SourceMap } from './ascii-only.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = join(root, 'dist', 'sources.sha256')

/**
 * A digest of what the bundles are built from: every file under src/, package.json (its version
 * is in the bundles), the locked dependencies (ncc's version and the bundled packages', whose
 * licenses licenses.txt copies), this script, the TypeScript settings and cmark-gfm's license.
 * Paths go in with the contents, sorted, so a renamed or added file changes it too.
 */
function sourcesDigest(): string {
  const files = [
    ...sourceFiles(),
    'package.json',
    'package-lock.json',
    'scripts/build.ts',
    'scripts/ascii-only.ts',
    'tsconfig.json',
    'native/cmark-gfm/COPYING',
  ]
    .map((file) => file.split('\\').join('/'))
    .sort()
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0')
  return hash.digest('hex')
}

/**
 * The files under src/ that git knows or would (an editor's scratch file that .gitignore names
 * stays out, so a developer's digest is CI's); every file there when this is not a git checkout.
 */
function sourceFiles(): string[] {
  try {
    const listed = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', 'src'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    return listed.split('\0').filter((file) => file !== '' && existsSync(join(root, file)))
  } catch {
    return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
  }
}

const digest = sourcesDigest()
if (
  process.argv.includes('--if-stale') &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === digest
) {
  console.log('dist/ was built from these sources (dist/sources.sha256): not rebuilt.')
  process.exit(0)
}
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
const bundles: [entry: string, out: string][] = [
  ['src/entrypoints/bundles/agent.ts', 'dist'],
  ['src/entrypoints/bundles/agent-post.ts', 'dist/post'],
  ['src/entrypoints/bundles/analytics.ts', 'dist/analytics'],
  ['src/entrypoints/bundles/deploy.ts', 'dist/deploy'],
  ['src/entrypoints/bundles/check.ts', 'dist/check'],
]

// ncc overwrites but never deletes: a chunk an earlier build made would stay in dist/ unnoticed
// by the freshness checks (they compare dist/ with git), so dist/ starts empty.
rmSync(join(root, 'dist'), { recursive: true, force: true })

const failed = await Promise.all(
  bundles.map(
    ([entry, out]) =>
      new Promise<string | undefined>((done) => {
        // No source-map-support: loaded first by every bundle, it cost each start a few per cent
        // (bench/RESULTS.md), to map a stack only a debug log shows (the maps stay beside).
        const args = [
          'build',
          entry,
          '-o',
          out,
          '-q',
          '-t',
          '--source-map',
          '--no-source-map-register',
        ]
        const child = spawn(process.execPath, [ncc, ...args], { cwd: root, stdio: 'inherit' })
        child.on('close', (code) => done(code === 0 ? undefined : `${entry} (exit ${code})`))
      }),
  ),
)
const problems = failed.filter((entry) => entry !== undefined)
if (problems.length > 0) {
  console.error(`The build failed: ${problems.join(', ')}.`)
  process.exit(1)
}

/**
 * licenses.txt, as `ncc --license` wrote it before the bundles had chunks: each npm package a
 * folder's files were built from (their source maps name them), sorted, with its license. ncc's
 * own list is per chunk, under one name (each chunk's overwrites the last), and leaves out the
 * packages webpack merged into another's module (all of Octokit's, in the toolkit's chunk).
 */
function licenses(folder: string): string {
  const packages = new Map<string, string>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
      sources: string[]
    }
    for (const source of sources) {
      const at = source.indexOf('node_modules/')
      const match =
        at === -1 ? null : /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(source.slice(at))
      if (match === null) continue
      const [, path = '', name = ''] = match
      // One entry per name, as ncc's: the outermost copy when versions are nested.
      const known = packages.get(name)
      if (known === undefined || path.length < known.length) packages.set(name, path)
    }
  }
  const entries = [...packages]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, path]) => {
      const dir = join(root, path)
      const { license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        license?: string
      }
      const file = readdirSync(dir)
        .sort()
        .find((entry) => /^licen[cs]e/i.test(entry))
      const text = file === undefined ? '' : `\n${readFileSync(join(dir, file), 'utf8')}`
      return `${name}${license === undefined ? '' : `\n${license}`}${text}\n\n`
    })
  // GitHub's Markdown parser, compiled into the sanitizer's chunk (native/cmark-gfm/build.sh).
  if (mapsName(folder, WASM_MODULE))
    entries.push(
      `cmark-gfm 0.29.0.gfm.6, compiled to WebAssembly with Emscripten's C library (musl, MIT; ` +
        `dlmalloc, public domain)\nBSD-2-Clause\n${readFileSync(join(root, 'native/cmark-gfm/COPYING'), 'utf8')}\n\n`,
    )
  return `${entries.join('').trim()}\n`
}

const WASM_MODULE = 'src/shared/sanitizer/cmark-gfm/cmark-gfm-wasm.js'

/** Whether a folder's source maps name a file of the project. */
function mapsName(folder: string, file: string): boolean {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.js.map'))
    .some((name) => readFileSync(join(folder, name), 'utf8').includes(file))
}

// Every bundle and chunk in ASCII alone (./ascii-only.ts says why), its map moved to match.
for (const [, out] of bundles) {
  const folder = join(root, out)
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const file = join(folder, name)
    const mapFile = `${file}.map`
    const map = existsSync(mapFile)
      ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)
      : undefined
    const escaped = asciiOnly(readFileSync(file, 'utf8'), map, join(out, name))
    writeFileSync(file, escaped.code)
    if (escaped.map !== undefined) writeFileSync(mapFile, JSON.stringify(escaped.map))
  }
}

for (const [, out] of bundles) {
  writeFileSync(join(root, out, 'licenses.txt'), licenses(join(root, out)))
}
writeFileSync(STAMP, `${digest}\n`)
