import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@jest/globals'

// The table of bundles (docs/architecture.md, "Bundles") held to dist/actions/ as built (npm test
// builds it first).
const root = resolve(import.meta.dirname, '../..')

interface Row {
  /** The files a row names. */
  files: string[]
  /** Its size, in KB: the named files together. */
  kb: number
}

function rows(page: string): Row[] {
  const section = page.split('\n## Bundles\n')[1]?.split('\n## ')[0] ?? ''
  return section.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim())
    const size = /^(\d+) KB$/.exec(cells[2] ?? '')
    if (size === null) return []
    const files = [...(cells[1] ?? '').matchAll(/`(dist\/[^`]+)`/g)].map((match) => match[1] ?? '')
    return [{ files, kb: Number(size[1]) }]
  })
}

const table = rows(readFileSync(join(root, 'docs/architecture.md'), 'utf8'))
const kbOf = (files: string[]): number =>
  files.reduce((sum, file) => sum + statSync(join(root, file)).size, 0) / 1000

test('the table has a row for the router and each chunk, each named once', () => {
  const named = table.flatMap((row) => row.files)
  const built = readdirSync(join(root, 'dist/actions'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `dist/actions/${name}`)
  expect(built.filter((file) => !named.includes(file))).toEqual([])
  expect(named.filter((file) => !built.includes(file))).toEqual([])
  expect(new Set(named).size).toBe(named.length)
})

test.each(table.map((row) => [row.files.join(', '), row] as const))(
  '%s: the size given is within 5% of the built files',
  (_files, row) => {
    expect(Math.abs(kbOf(row.files) - row.kb) / row.kb).toBeLessThanOrEqual(0.05)
  },
)

test('the table is read at all (a guard against a pattern that matches nothing)', () => {
  expect(table.length).toBeGreaterThanOrEqual(9)
  expect(table[0]).toMatchObject({ files: ['dist/actions/index.js'] })
})
