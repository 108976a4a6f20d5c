import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { parse } from 'yaml'
import { ROOT, STEPS } from '../../scripts/dist-steps.js'

// dist/ as built (npm test builds it first) holds each chunk once: the five actions' steps share
// one build (scripts/build.ts), where five builds apart copied the same chunks into each folder
// (28 MB). A file that repeats another, or a dist/ grown past 8 MB, fails here.

const files = readdirSync(join(ROOT, 'dist'), { recursive: true, encoding: 'utf8' })
  .map((name) => join('dist', name))
  .filter((file) => statSync(join(ROOT, file)).isFile())
  .sort()

test('no file of dist/ repeats another', () => {
  const byContent = new Map<string, string[]>()
  for (const file of files) {
    const digest = createHash('sha256')
      .update(readFileSync(join(ROOT, file)))
      .digest('hex')
    byContent.set(digest, [...(byContent.get(digest) ?? []), file])
  }
  expect([...byContent.values()].filter((same) => same.length > 1)).toEqual([])
})

test('dist/ is under 8 MB', () => {
  const bytes = files.reduce((sum, file) => sum + statSync(join(ROOT, file)).size, 0)
  expect(bytes).toBeLessThan(8_000_000)
  // A guard against a listing that finds nothing.
  expect(files.length).toBeGreaterThan(10)
})

test("each action.yml's runs.main (and the root's runs.post) is a start file of dist/", () => {
  const named = ['action.yml', 'analytics/action.yml', 'deploy/action.yml', 'check/action.yml']
    .flatMap((file) => {
      const { runs } = parse(readFileSync(join(ROOT, file), 'utf8')) as {
        runs: { main: string; post?: string }
      }
      return [runs.main, ...(runs.post === undefined ? [] : [runs.post])].map((entry) =>
        join(file, '..', entry),
      )
    })
    .sort()
  expect(named).toEqual(Object.values(STEPS).sort())
  for (const [step, file] of Object.entries(STEPS)) {
    expect(readFileSync(join(ROOT, file), 'utf8')).toMatch(
      new RegExp(
        `^import \\{ ${step} \\} from '(\\./|\\.\\./)actions/index\\.js'\\n\\nawait ${step}\\(\\)\\n$`,
        'm',
      ),
    )
  }
})
