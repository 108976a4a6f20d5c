import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import * as door from '../../src/shared/valibot.js'
import * as actionsExec from '../../src/shared/actions-exec.js'
import * as octokitPlugins from '../../src/shared/github/octokit-plugins.js'
import { cutValibot } from '../../scripts/bundle-parts.js'
import { ACTIONS, ROOT, sourcesOf } from '../../scripts/dist-steps.js'

// What the bundles hold instead of three packages: valibot's part (scripts/bundle-parts.ts), cut
// down to what src/shared/valibot.ts exports and held to valibot itself; Octokit without the two
// plugins that src/shared/github/octokit-plugins.ts stands in for; @actions/core without
// @actions/exec (src/shared/actions-exec.ts).

const chunks = readdirSync(join(ROOT, ACTIONS)).filter((name) => name.endsWith('.js'))
const sources = chunks.flatMap((file) => sourcesOf(file))
const PART = '../../node_modules/.cache/bundle-parts/node_modules/valibot/index.js'
const VALIBOT = join(dirname(createRequire(import.meta.url).resolve('valibot')), 'index.mjs')
const names = Object.keys(door)

/** The part's text in the router: from its module's heading to the next module's. */
function partText(): string {
  const router = readFileSync(join(ROOT, ACTIONS, 'index.js'), 'utf8')
  const heading = `;// CONCATENATED MODULE: ../${PART}\n`
  const at = router.indexOf(heading)
  expect(at).toBeGreaterThan(-1)
  const rest = router.slice(at + heading.length)
  return rest.slice(0, rest.search(/^;\/\/ CONCATENATED MODULE|^\/\*\*\*\/ \}\)/m))
}

/** The functions `text` defines at the top level, by their names in valibot. */
function definedIn(text: string): string[] {
  return [...text.matchAll(/^function (?:valibot_)?([\w$]+)\(/gm)].map((m) => m[1]!)
}

/**
 * The functions of `text` (a module's, or the router's part of one) beside `kept` that nothing
 * calls: named nowhere but where they are defined, in the `reference: <name>` that each of
 * valibot's schemas and actions holds to itself, in strings (`type: "email"`) and in comments. webpack renames a function whose name another
 * module of the router has (`valibot_boolean`).
 */
function unusedIn(text: string, kept: readonly string[]): string[] {
  return definedIn(text).filter((name) => {
    if (kept.includes(name)) return false
    const own = name.replace('$', '\\$')
    const elsewhere = text
      .replace(/\/\*[^]*?\*\/|^\s*\/\/.*$/gm, '')
      .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""')
      .replace(
        new RegExp(`^function (?:valibot_)?${own}\\(|reference: (?:valibot_)?${own}\\b`, 'gm'),
        '',
      )
    return !new RegExp(`\\b(?:valibot_)?${own}\\b`).test(elsewhere)
  })
}

test("the bundles hold valibot's part, and not valibot itself", () => {
  expect(sources).toContain(PART)
  expect(sources.filter((source) => source.includes('node_modules/valibot/dist/'))).toEqual([])
})

test('the part defines each function src/shared/valibot.ts exports, and nothing unused', () => {
  const text = partText()
  expect(names.length).toBeGreaterThan(20)
  const defined = definedIn(text)
  expect(names.filter((name) => !defined.includes(name))).toEqual([])
  expect(unusedIn(text, names)).toEqual([])
  // The check finds what is unused: in valibot whole, but for its list of exports, about 200.
  const whole = readFileSync(VALIBOT, 'utf8')
  expect(unusedIn(whole.slice(0, whole.lastIndexOf('\nexport {')), names).length).toBeGreaterThan(
    150,
  )
})

// The part, cut as the build cuts it, against valibot itself: the same schemas, made with each,
// read the same inputs with the same outputs and the same issues.
let part: typeof door
let folder: string
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'valibot-part-'))
  const file = join(folder, 'part.mjs')
  writeFileSync(file, cutValibot(names, VALIBOT))
  part = (await import(pathToFileURL(file).href)) as typeof door
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A schema that uses every function of the door, made with `v`. */
function schemaOf(v: typeof door) {
  const id = v.pipe(v.string(), v.ulid())
  return v.object({
    id,
    url: v.pipe(v.string(), v.url(), v.maxLength(40)),
    at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
    count: v.pipe(v.number(), v.integer(), v.finite(), v.minValue(0), v.maxValue(10)),
    name: v.pipe(v.string(), v.minLength(2), v.regex(/^[a-z]+$/)),
    flag: v.fallback(v.boolean(), false),
    status: v.picklist(['pending', 'done']),
    note: v.nullable(
      v.pipe(
        v.string(),
        v.transform((text) => text.toUpperCase()),
      ),
    ),
    items: v.array(v.strictObject({ kind: v.literal('a'), extra: v.unknown() })),
    event: v.variant('type', [
      v.object({ type: v.literal('x'), x: v.number() }),
      v.object({ type: v.literal('y'), y: v.pipe(v.string(), v.metadata({ label: 'y' })) }),
    ]),
  })
}

const GOOD = {
  id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  url: 'https://example.com/a',
  at: '2026-12-06T05:00:00.000Z',
  count: 3,
  name: 'docs',
  flag: true,
  status: 'done',
  note: 'quiet',
  items: [{ kind: 'a', extra: 1 }],
  event: { type: 'y', y: 'why' },
}

test.each([
  ['a whole, valid answer', GOOD],
  ['fields missing or of other types', { id: 7, count: '3', items: {}, event: null }],
  [
    'values out of bounds, bad formats, an unknown key in a strict object',
    {
      ...GOOD,
      id: 'not-a-ulid',
      url: 'no url',
      at: 'yesterday',
      count: 11.5,
      name: 'D',
      flag: 'yes',
      status: 'lost',
      note: null,
      items: [{ kind: 'b', more: true }],
      event: { type: 'z' },
    },
  ],
  ['no object at all', 'text'],
])('%s: the part reads it as valibot does', (_what, input) => {
  const read = (v: typeof door) => {
    const result = v.safeParse(schemaOf(v), input)
    return {
      success: result.success,
      output: result.output,
      issues: result.issues?.map((issue) => [v.getDotPath(issue), issue.message, issue.type]),
    }
  }
  expect(read(part)).toEqual(read(door))
  let thrown: unknown
  try {
    part.parse(schemaOf(part), input)
  } catch (error) {
    thrown = (error as Error).message
  }
  expect(thrown).toEqual(read(door).success ? undefined : expect.any(String))
})

test('Octokit in the bundles has neither of the two plugins the actions do not use', () => {
  const plugins = sources.filter((source) =>
    /node_modules\/@octokit\/plugin-(rest-endpoint-methods|paginate-rest)\//.test(source),
  )
  expect(plugins).toEqual([])
  expect(sources).toContain('../../src/shared/github/octokit-plugins.ts')
})

/**
 * What the toolkit's own modules import from a package a stand-in replaces: named imports, and
 * the members read through a namespace import (`exec.getExecOutput`).
 */
function importedFrom(packageName: string, folders: string[]): string[] {
  const found = new Set<string>()
  for (const folder of folders) {
    for (const file of readdirSync(join(ROOT, folder)).filter((name) => name.endsWith('.js'))) {
      const text = readFileSync(join(ROOT, folder, file), 'utf8')
      const from = `\\s*from\\s*['"]${packageName.replace('/', '\\/')}['"]`
      for (const [, list = ''] of text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}${from}`, 'g')))
        for (const name of list.split(',')) found.add(name.trim().split(/\s+as\s+/)[0]!)
      for (const [, space = ''] of text.matchAll(
        new RegExp(`import\\s*\\*\\s*as\\s*(\\w+)${from}`, 'g'),
      ))
        for (const [, member = ''] of text.matchAll(new RegExp(`\\b${space}\\.(\\w+)`, 'g')))
          found.add(member)
    }
  }
  return [...found].filter((name) => name !== '').sort()
}

test('each stand-in exports all that the toolkit imports from the package it replaces', () => {
  const core = ['node_modules/@actions/core/lib']
  const github = ['node_modules/@actions/github/lib', 'node_modules/@actions/github/lib/internal']
  const exec = importedFrom('@actions/exec', core)
  expect(exec).toEqual(['getExecOutput'])
  expect(exec.filter((name) => !(name in actionsExec))).toEqual([])
  const plugins = [
    ...importedFrom('@octokit/plugin-rest-endpoint-methods', github),
    ...importedFrom('@octokit/plugin-paginate-rest', github),
  ]
  expect(plugins).toEqual(['restEndpointMethods', 'paginateRest'])
  expect(plugins.filter((name) => !(name in octokitPlugins))).toEqual([])
})
