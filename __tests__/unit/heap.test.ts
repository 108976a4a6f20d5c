import { spawnSync } from 'node:child_process'
import { describe, expect, test } from '@jest/globals'
import { SMALL_HEAP_FLAGS } from '../../src/analytics/heap.js'

// What the flags do to memory is measured through the bundle (e2e: a 200,000-row export, and
// npm run bench at 1,000,000). Here: V8 knows each of them, since an unknown flag is only
// reported on stderr and would silently leave the heap at its defaults.
describe('the heap flags of an export', () => {
  test.each(SMALL_HEAP_FLAGS)('%s is a flag this Node accepts', (flag) => {
    const node = spawnSync(process.execPath, [flag, '-e', '0'], { encoding: 'utf8' })
    expect(node.stderr).toBe('')
    expect(node.status).toBe(0)
  })

  test('they keep the young generation from growing and size the heap for memory', () => {
    expect(SMALL_HEAP_FLAGS).toEqual(['--semi-space-growth-factor=1', '--optimize-for-size'])
  })
})
