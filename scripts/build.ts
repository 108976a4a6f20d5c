/**
 * `npm run build`: bundles the five actions' steps (the agent, its post step, analytics, deploy,
 * check) with ncc, in one build of one entry, src/entrypoints/bundles/actions.ts, into
 * dist/actions/. That entry is a router: one function per step, each importing its step
 * dynamically, so webpack makes each step a chunk and each set of modules that steps share (the
 * toolkit, undici, the service client, the markdown parsers ...) a chunk of its own, written
 * once: `dist/actions/<id>.index.js`, beside the router's `index.js`. Five bundles built apart
 * each carried their own copy of the shared chunks (dist/ was 28 MB, most of it the same files
 * five times). Then the build writes each step's start file where its action.yml points
 * (`startFiles` below), dist/licenses.txt and dist/package.json.
 *
 * `-t` (transpile only): ncc's own TypeScript would otherwise type-check the whole program,
 * what `npm run typecheck` does already. Transpiling a file alone needs a module format that does
 * not depend on the package.json beside it, so src/entrypoints/bundles/tsconfig.json (the one ncc
 * finds from the entry) sets ES modules; the bundles are byte for byte what a checked build makes.
 *
 * `--if-stale` (what `npm test` runs): builds only when the sources differ from those the
 * committed dist/ was built from. dist/sources.sha256 records a digest of everything the bundles
 * are made of (below); when it matches, the bundles are what a build would make, so a fresh
 * clone's tests run them as they are and save the build's 15 CPU seconds. CI still builds in
 * full and compares (`.ci/run`, `check-dist.yml`), so a hand-edited dist/ cannot hide behind a
 * matching digest.
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { asciiOnly, type SourceMap } from './ascii-only.ts'
import { writeValibotPart } from './bundle-parts.ts'
import { withoutCommentLines } from './comment-lines.ts'
import { STEPS, type Step } from './dist-steps.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const STAMP = join(root, 'dist', 'sources.sha256')

/**
 * A digest of what the bundles are built from: every file under src/, package.json (its version
 * is in the bundles), the locked dependencies (ncc's version and the bundled packages', whose
 * licenses dist/licenses.txt copies), this script, the TypeScript settings and cmark-gfm's license.
 * Paths go in with the contents, sorted, so a renamed or added file changes it too.
 */
function sourcesDigest(): string {
  const files = [
    ...sourceFiles(),
    'package.json',
    'package-lock.json',
    'scripts/build.ts',
    'scripts/ascii-only.ts',
    'scripts/bundle-parts.ts',
    'scripts/comment-lines.ts',
    'scripts/dist-steps.ts',
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
const ENTRY = 'src/entrypoints/bundles/actions.ts'
const OUT = 'dist/actions'

/**
 * What each step's start file starts (its comment). The start file is at the path its action.yml
 * names (`runs.main`, the root's `runs.post`; ./dist-steps.ts `STEPS`, which the tests and the
 * benchmark read too) and calls the router's function of the step's name. A start file only
 * imports the router and calls: the step's code is in the router's chunks, which Node loads once
 * the function asks for them.
 */
const STARTS: Record<Step, string> = {
  agent: "the agent's step (action.yml, runs.main)",
  agentPost: "the agent's post step (action.yml, runs.post)",
  analytics: 'the analytics step (analytics/action.yml)',
  deploy: 'the deploy step (deploy/action.yml)',
  check: 'the check step (check/action.yml)',
}
const startFiles = Object.entries(STARTS).map(
  ([step, what]) => [STEPS[step as Step], step, what] as const,
)

// ncc overwrites but never deletes: a chunk an earlier build made would stay in dist/ unnoticed
// by the freshness checks (they compare dist/ with git), so dist/ starts empty.
rmSync(join(root, 'dist'), { recursive: true, force: true })

// The part of valibot the bundles hold (./bundle-parts.ts), where their tsconfig.json maps it.
await writeValibotPart(root)

// ncc runs in the entry's folder: it reads `paths` from the tsconfig.json of the folder it runs
// in (tsconfig-paths), and the bundles' one maps names that the project's own must not (valibot
// to its part). It also names the modules from there: `../../agent/…` in the bundles' comments,
// and `../` before that in the maps (`withSourcesBesideMaps` below makes those right).
const CONTEXT = join(root, dirname(ENTRY))

// No source-map-support: loaded first by every bundle, it cost each start a few per cent
// (bench/RESULTS.md), to map a stack only a debug log shows (the maps stay beside).
const args = [
  'build',
  join(root, ENTRY),
  '-o',
  join(root, OUT),
  '-q',
  '-t',
  '--source-map',
  '--no-source-map-register',
]
const code = await new Promise<number | null>((done) => {
  const child = spawn(process.execPath, [ncc, ...args], { cwd: CONTEXT, stdio: 'inherit' })
  child.on('close', done)
})
if (code !== 0) {
  console.error(`The build failed: ${ENTRY} (exit ${code}).`)
  process.exit(1)
}

/**
 * licenses.txt, as `ncc --license` wrote it before the bundles had chunks: each npm package the
 * files of dist/actions/ were built from (their source maps name them), sorted, with its license.
 * ncc's own list is per chunk, under one name (each chunk's overwrites the last), and leaves out
 * the packages webpack merged into another's module (all of Octokit's, in the toolkit's chunk).
 */
function licenses(maps: SourceMap[]): string {
  const packages = new Map<string, string>()
  for (const { sources } of maps) {
    for (const source of sources as string[]) {
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
  if (
    maps.some(({ sources }) => (sources as string[]).some((source) => source.endsWith(WASM_MODULE)))
  )
    entries.push(
      `cmark-gfm 0.29.0.gfm.6, compiled to WebAssembly with Emscripten's C library (musl, MIT; ` +
        `dlmalloc, public domain)\nBSD-2-Clause\n${readFileSync(join(root, 'native/cmark-gfm/COPYING'), 'utf8')}\n\n`,
    )
  return `${entries.join('').trim()}\n`
}

const WASM_MODULE = 'src/shared/sanitizer/cmark-gfm/cmark-gfm-wasm.js'

/**
 * A map without the text of the npm packages' files (`sourcesContent`), which was most of dist/:
 * 4.8 of its 10 MB, more than the code itself. Their `sources` still name each file
 * (node_modules/<package>/..., as package-lock.json pins it) and `mappings` still map every
 * position to its line there; the project's own files keep their text.
 */
function withoutPackageTexts(map: SourceMap): SourceMap {
  const sources = map.sources as string[]
  const texts = map.sourcesContent as (string | null)[] | undefined
  if (texts === undefined) return map
  return {
    ...map,
    sourcesContent: texts.map((text, i) => (sources[i]?.includes('node_modules/') ? null : text)),
  }
}

/**
 * A map whose `sources` are where the files are from the map's folder, as the format means them
 * (`../../src/agent/agent.ts` from dist/actions/). ncc writes each as `../` and the path from
 * the folder it ran in, which is right only for a map one folder below that. What names no file
 * (webpack's runtime, `external node-commonjs "fs"`) keeps its name, without the `../`.
 */
function withSourcesBesideMaps(map: SourceMap): SourceMap {
  const sources = (map.sources as string[]).map((source) => {
    const named = source.replace(/^\.\.\//, '')
    const file = join(CONTEXT, named)
    return existsSync(file) ? relative(join(root, OUT), file).split('\\').join('/') : named
  })
  return { ...map, sources }
}

// Every file of the router and its chunks without its comment-only lines (./comment-lines.ts)
// and in ASCII alone (./ascii-only.ts), each saying why; its map moved to match.
const folder = join(root, OUT)
const maps: SourceMap[] = []
for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
  const file = join(folder, name)
  const mapFile = `${file}.map`
  const map = existsSync(mapFile)
    ? withoutPackageTexts(
        withSourcesBesideMaps(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap),
      )
    : undefined
  const bare = withoutCommentLines(readFileSync(file, 'utf8'), map, join(OUT, name))
  const escaped = asciiOnly(bare.code, bare.map, join(OUT, name))
  writeFileSync(file, escaped.code)
  if (escaped.map !== undefined) {
    writeFileSync(mapFile, JSON.stringify(escaped.map))
    maps.push(escaped.map)
  }
}

// ncc's `{"type":"module"}` goes up to dist/, where the start files find it too (Node reads the
// nearest package.json up from a file): one copy, not one a folder.
renameSync(join(folder, 'package.json'), join(root, 'dist', 'package.json'))
for (const [file, step, what] of startFiles) {
  const path = join(root, file)
  const router = relative(dirname(path), join(folder, 'index.js')).split('\\').join('/')
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(
    path,
    `// The start of ${what}, which scripts/build.ts writes: its code is in ${router.replace(/index\.js$/, '')}.\n` +
      `import { ${step} } from '${router.startsWith('.') ? router : `./${router}`}'\n\n` +
      `await ${step}()\n`,
  )
}
writeFileSync(join(root, 'dist', 'licenses.txt'), licenses(maps))
writeFileSync(STAMP, `${digest}\n`)
