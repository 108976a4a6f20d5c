/**
 * The part of valibot that the bundles hold, which ./build.ts writes before ncc runs: valibot's
 * module with only the functions src/shared/valibot.ts exports, and what they call.
 *
 * Why: valibot is one module of about 600 functions (200 KiB) made for bundlers that minify,
 * which drop what is not used. ncc's webpack keeps a module whole unless it minifies, and
 * minified bundles start slower (bench/RESULTS.md: the router's modules are then compiled when
 * first called, not once with the file). Whole, every step would compile all of valibot as it
 * starts, for the 29 functions the actions use; cut down, it is about 28 KiB (bench/RESULTS.md,
 * section 1, has what that saves).
 *
 * How: swc's minifier (the one @swc/jest runs on the tests) with nothing on but its removal of
 * what nothing uses, on valibot's module whose export list is src/shared/valibot.ts's names.
 * It renames nothing; beyond what it drops, it writes some comparisons the other way round
 * (`"string" === type`, `"function" == typeof x`), which mean the same. A unit test holds the
 * part to valibot itself, schema by schema (__tests__/unit/bundle-parts.test.ts). The bundles'
 * tsconfig.json maps `valibot` to the result (`paths`, as for undici). It is written as a
 * package of its own, under node_modules/.cache/, with valibot's name, version and license, so
 * that dist/licenses.txt names valibot as it did; the maps name the part by its path, which a
 * build writes.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync, parseSync, printSync } from '@swc/core'

/** Where the part is written, from the project's root (the bundles' tsconfig.json names it). */
export const VALIBOT_PART = 'node_modules/.cache/bundle-parts/node_modules/valibot'

/**
 * valibot's module (`entry`, its ES module file) with only `names` exported and what they call:
 * swc's minifier with nothing on but its removal of what nothing uses, printed again one
 * statement a line, so that a stack through it names a line worth reading.
 */
export function cutValibot(names: readonly string[], entry: string): string {
  const source = readFileSync(entry, 'utf8')
  const at = source.lastIndexOf('\nexport {')
  const exported = new Set(
    source
      .slice(at + '\nexport {'.length, source.indexOf('}', at))
      .split(',')
      .map((name) => name.trim()),
  )
  const missing = names.filter((name) => !exported.has(name))
  if (at === -1 || missing.length > 0)
    throw new Error(`${entry} does not export ${missing.join(', ') || 'a list of names'}.`)
  const cut = minifySync(`${source.slice(0, at)}\nexport { ${names.join(', ')} };\n`, {
    module: true,
    compress: { defaults: false, unused: true, toplevel: true },
    mangle: false,
  })
  return printSync(parseSync(cut.code, { syntax: 'ecmascript' })).code
}

/** Writes the part under `root` and returns the names it exports. */
export async function writeValibotPart(root: string): Promise<string[]> {
  const door = (await import(join(root, 'src/shared/valibot.ts'))) as Record<string, unknown>
  const names = Object.keys(door).sort()
  const entry = fileURLToPath(import.meta.resolve('valibot'))
  const code = cutValibot(names, entry)
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string
    license: string
  }
  const dir = join(root, VALIBOT_PART)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.js'), code)
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'valibot',
        version: pkg.version,
        license: pkg.license,
        description:
          "valibot's functions that src/shared/valibot.ts exports (scripts/bundle-parts.ts)",
        type: 'module',
      },
      null,
      2,
    )}\n`,
  )
  writeFileSync(
    join(dir, 'LICENSE.md'),
    readFileSync(join(dirname(entry), '..', 'LICENSE.md'), 'utf8'),
  )
  return names
}
