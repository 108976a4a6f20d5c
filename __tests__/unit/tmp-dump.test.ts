import { test } from '@jest/globals'
import { DEFAULT_ALLOWED_PATHS } from '../../src/agent/check/allowed-paths.js'
import { checkChange } from '../../src/agent/check/check-change.js'
import { keyFiles } from '../e2e/attacks/key-corpus.js'
test('dump', async () => {
  const f = keyFiles().map((f) => ({ ...f, status: f.base === undefined ? 'added' : 'modified' }))
  const r = await checkChange(f, { allowedPaths: [...DEFAULT_ALLOWED_PATHS, '**/*.{jsx,css}'], allowedLinkHosts: [] })
  console.log(r.map((x) => `${x.file} ${x.line} ${x.kind}: ${x.detail}`).join('\n'))
})
