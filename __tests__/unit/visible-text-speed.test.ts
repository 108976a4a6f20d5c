import { expect, test } from '@jest/globals'
import { loadVisibleText, visibleText } from '../../src/shared/sanitizer/visible-text.js'

// A body at GitHub's limit (65,536 characters) of every kind of markup is read in under 0.5 s,
// the first time (the parsers loaded, not yet warm), as a run reads it.
test('a 65,536-character body is read in under 0.5 s', async () => {
  await loadVisibleText()
  const unit =
    '# Title\n\nSome *text* with [a link](https://e.com "t") and <b title="x">bold</b> <!-- c -->.\n\n' +
    '- item `code` ![alt](i.png) [^n]\n- [ ] task\n\n| a | b |\n|---|---|\n| <i>c</i> | d |\n\n' +
    '```js info\nx\n```\n\n> quote [ref] &#8203;\n\n[ref]: /u "t"\n\n[^n]: note\n\n'
  const body = unit.repeat(Math.ceil(65_536 / unit.length)).slice(0, 65_536)
  const started = performance.now()
  const visible = visibleText(body)
  const took = performance.now() - started
  expect(visible).toContain('[a link](https://e.com)')
  expect(took).toBeLessThan(500)
})
