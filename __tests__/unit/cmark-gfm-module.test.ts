import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@jest/globals'
import {
  CMARK_GFM_INPUTS,
  CMARK_GFM_VERSION,
} from '../../src/shared/sanitizer/cmark-gfm/cmark-gfm-wasm.js'
import { cmarkGfmVersion } from '../../src/shared/sanitizer/cmark-gfm/reading.js'
import { assertRenderer } from './github-renderer.ts'

// The WebAssembly the sanitizer reads with is the one native/cmark-gfm/ builds, and the same
// cmark-gfm as the renderer the differential test holds it to.
const native = resolve(import.meta.dirname, '../../native/cmark-gfm')

test('the committed module was built from native/cmark-gfm/ as it is (else: run its build.sh)', () => {
  const hash = createHash('sha256')
  for (const file of ['build.sh', 'reading.c', 'cmark-gfm.patch'])
    hash.update(readFileSync(join(native, file)))
  expect(hash.digest('hex')).toBe(CMARK_GFM_INPUTS)
})

test("its cmark-gfm says it is the differential test's renderer's version", () => {
  assertRenderer()
  expect(cmarkGfmVersion()).toBe(CMARK_GFM_VERSION)
  expect(CMARK_GFM_VERSION).toBe('0.29.0.gfm.6')
})
