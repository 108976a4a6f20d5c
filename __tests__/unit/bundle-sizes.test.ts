import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@jest/globals'

// The table of bundles (docs/architecture.md, "Bundles") held to dist/ as built (npm test builds
// it first).
const root = resolve(import.meta.dirname, '../..')
const FOLDERS = ['dist', 'dist/post', 'dist/analytics', 'dist/deploy']

interface Row {
  /** The files a row names, with the copies its "(also in `post/`, ...)" names. */
  files: string[]
  /** Its size, in KB: the named files of one folder together. */
  kb: number
  copies: string[][]
}

function rows(page: string): Row[] {
  const section = page.split('\n## Bundles\n')[1]?.split('\n## ')[0] ?? ''
  return section.split('\n').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim())
    const size = /^(\d+) KB$/.exec(cells[2] ?? '')
    if (size === null) return []
    const files = [...(cells[1] ?? '').matchAll(/`(dist\/[^`]+)`/g)].map((match) => match[1] ?? '')
    const also = [...(cells[1] ?? '').matchAll(/`(post|analytics|deploy)\/`/g)].map(
      (match) => match[1],
    )
    const copies = also.map((folder) =>
      files.map((file) => file.replace(/^dist\//, `dist/${folder ?? ''}/`)),
    )
    return [{ files, kb: Number(size[1]), copies }]
  })
}

const table = rows(readFileSync(join(root, 'docs/architecture.md'), 'utf8'))
const kbOf = (files: string[]): number =>
  files.reduce((sum, file) => sum + statSync(join(root, file)).size, 0) / 1000

test('the table has a row for each bundle and chunk', () => {
  const named = new Set(table.flatMap((row) => [...row.files, ...row.copies.flat()]))
  const built = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `${folder}/${name}`),
  )
  expect(built.filter((file) => !named.has(file))).toEqual([])
  expect([...named].filter((file) => !built.includes(file))).toEqual([])
})

test.each(table.map((row) => [row.files.join(', '), row] as const))(
  '%s: the size given is within 5% of the built files',
  (_files, row) => {
    for (const files of [row.files, ...row.copies]) {
      expect(Math.abs(kbOf(files) - row.kb) / row.kb).toBeLessThanOrEqual(0.05)
    }
  },
)

test('the table is read at all (a guard against a pattern that matches nothing)', () => {
  expect(table.length).toBeGreaterThanOrEqual(6)
  expect(table[0]).toMatchObject({ files: ['dist/index.js'], copies: [] })
})
