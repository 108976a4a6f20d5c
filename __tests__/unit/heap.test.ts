import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from '@jest/globals'
import { keepHeapSmall, SMALL_HEAP_FLAGS } from '../../src/analytics/heap.js'

// What the flags do to a whole export is measured through the bundle (e2e: 200,000 rows, and
// npm run bench at 1,000,000). Here: that V8 knows them, and that set at run time, as the bundle
// sets them, they keep the young generation from growing under an export's kind of churn.

const HEAP_MODULE = pathToFileURL(join(import.meta.dirname, '../../src/analytics/heap.ts')).href

/** The young generation's size after pages of rows were made, a few dozen kept alive at a time. */
function youngGenerationAfterChurn(small: boolean): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8'
    import { keepHeapSmall } from ${JSON.stringify(HEAP_MODULE)}
    if (process.env.SMALL === 'yes') keepHeapSmall()
    const pending = new Array(64)
    for (let i = 0; i < 8000; i++)
      pending[i % 64] = Array.from({ length: 250 }, (_, j) => ({ path: '/p/' + i + '/' + j, n: j }))
    const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
    console.log(young.space_size)
  `
  const node = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, SMALL: small ? 'yes' : 'no' },
  })
  expect(node.stderr).toBe('')
  return Number(node.stdout)
}

describe('the heap flags of an export', () => {
  test.each(SMALL_HEAP_FLAGS)('%s is a flag this Node accepts', (flag) => {
    const node = spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' })
    expect(node.stderr).toBe('')
    expect(node.status).toBe(0)
  })

  test('keepHeapSmall sets each of them', () => {
    const set: string[] = []
    keepHeapSmall((flag) => set.push(flag))
    expect(set).toEqual(['--semi-space-growth-factor=1', '--optimize-for-size'])
  })

  test('set at run time, they keep the young generation at its first size', () => {
    const MiB = 2 ** 20
    // Without them the same churn grows it (to 32 MiB here): the measure can tell the two apart.
    expect(youngGenerationAfterChurn(false)).toBeGreaterThanOrEqual(16 * MiB)
    expect(youngGenerationAfterChurn(true)).toBeLessThanOrEqual(4 * MiB)
  }, 30_000)
})
