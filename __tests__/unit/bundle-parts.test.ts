import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import * as door from '../../src/shared/valibot.js'
import { ACTIONS, ROOT, sourcesOf } from '../../scripts/dist-steps.js'

// What the bundles hold of two packages, read from dist/ as built: valibot's part
// (scripts/bundle-parts.ts), cut down to what src/shared/valibot.ts exports, and Octokit without
// the two plugins that src/shared/github/octokit-plugins.ts stands in for.

const chunks = readdirSync(join(ROOT, ACTIONS)).filter((name) => name.endsWith('.js'))
const sources = chunks.flatMap((file) => sourcesOf(file))
const PART = '../../node_modules/.cache/bundle-parts/node_modules/valibot/index.js'

/** The part's text in the router: from its module's heading to the next module's. */
function partText(): string {
  const router = readFileSync(join(ROOT, ACTIONS, 'index.js'), 'utf8')
  const heading = `;// CONCATENATED MODULE: ../${PART}\n`
  const at = router.indexOf(heading)
  expect(at).toBeGreaterThan(-1)
  const rest = router.slice(at + heading.length)
  return rest.slice(0, rest.search(/^;\/\/ CONCATENATED MODULE|^\/\*\*\*\/ \}\)/m))
}

/** valibot's own exports, from its module's export list. */
function valibotExports(): Set<string> {
  const module = readFileSync(join(ROOT, 'node_modules/valibot/dist/index.mjs'), 'utf8')
  const list = module.slice(module.lastIndexOf('\nexport {') + '\nexport {'.length)
  return new Set(
    list
      .slice(0, list.indexOf('}'))
      .split(',')
      .map((name) => name.trim()),
  )
}

test("the bundles hold valibot's part, and not valibot itself", () => {
  expect(sources).toContain(PART)
  expect(sources.filter((source) => source.includes('node_modules/valibot/dist/'))).toEqual([])
})

test('the part defines each function src/shared/valibot.ts exports, and nothing unused', () => {
  const text = partText()
  // webpack renames a function whose name another module of the router has (`valibot_boolean`).
  const defined = [...text.matchAll(/^function (?:valibot_)?([\w$]+)\(/gm)].map(
    (match) => match[1]!,
  )
  const names = Object.keys(door)
  expect(names.length).toBeGreaterThan(20)
  expect(names.filter((name) => !defined.includes(name))).toEqual([])
  // Any other export of valibot's that is left is called by the part: nothing unused stays.
  const others = defined.filter((name) => valibotExports().has(name) && !names.includes(name))
  const unused = others.filter(
    (name) => text.split(new RegExp(`\\b${name.replace('$', '\\$')}\\b`)).length < 3,
  )
  expect(unused).toEqual([])
  // A guard against a heading that moved: the part is there, and far smaller than valibot.
  expect(text.length).toBeGreaterThan(10_000)
  expect(text.length).toBeLessThan(60_000)
})

test('Octokit in the bundles has neither of the two plugins the actions do not use', () => {
  const plugins = sources.filter((source) =>
    /node_modules\/@octokit\/plugin-(rest-endpoint-methods|paginate-rest)\//.test(source),
  )
  expect(plugins).toEqual([])
  expect(sources).toContain('../../src/shared/github/octokit-plugins.ts')
})
