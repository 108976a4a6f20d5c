import { expect, test } from '@jest/globals'
import { loadVisibleText, visibleText } from '../../src/shared/sanitizer/visible-text.js'

// A body at GitHub's limit (65,536 characters) of every kind of markup is read in under 0.5 s,
// the first time (the parsers loaded, not yet warm), as a run reads it. Counted in this thread's
// CPU time, not on the wall: Jest runs other tests beside this one (and V8 compiles on threads of
// its own); on a runner the reading is this thread's work alone.
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const { user, system } = process.threadCpuUsage(since)
  return (user + system) / 1000
}

/**
 * This thread's CPU time still grows when the machine is busy or slower (two cores shared by
 * three Jest workers on a virtual machine: on 2026-11-28 the 65,536-character read below took
 * 0.35 s alone and 0.9 s beside the rest of `npm test`). So each bound is for a quiet runner, and
 * is scaled by how much longer a fixed reference workload takes right after the read than it
 * took there (REFERENCE_QUIET_MS, the median of three, never below 1): a read that grows slower
 * than the machine still fails.
 */
const REFERENCE_QUIET_MS = 125

function referenceMs(): number {
  const rounds = [0, 1, 2].map(() => {
    const started = process.threadCpuUsage()
    const words = Array.from({ length: 200_000 }, (_, i) => `${(i * 7919) % 100_003}`).sort()
    const text = JSON.stringify(words)
    if ((JSON.parse(text) as string[]).length !== words.length) throw new Error('reference')
    if ([...text.matchAll(/"(\d+)"/g)].length !== words.length) throw new Error('reference')
    return cpuMs(started)
  })
  return rounds.sort((a, b) => a - b)[1] as number
}

/** How much slower this machine is now than a quiet runner, at least 1. */
const slowdown = (): number => Math.max(1, referenceMs() / REFERENCE_QUIET_MS)

/**
 * `tookMs` within `boundMs` on a quiet runner: the reference is timed only when the bound alone
 * is passed (the factor is at least 1, so a read within the bound passes either way), which
 * spares most runs its 0.4 to 1.2 CPU seconds a case.
 */
function expectWithin(tookMs: number, boundMs: number): void {
  if (tookMs < boundMs) return
  expect(tookMs).toBeLessThan(boundMs * slowdown())
}

test('a 65,536-character body is read in under 0.5 s', async () => {
  await loadVisibleText()
  const unit =
    '# Title\n\nSome *text* with [a link](https://e.com "t") and <b title="x">bold</b> <!-- c -->.\n\n' +
    '- item `code` ![alt](i.png) [^n]\n- [ ] task\n\n| a | b |\n|---|---|\n| <i>c</i> | d |\n\n' +
    '```js info\nx\n```\n\n> quote [ref] &#8203;\n\n[ref]: /u "t"\n\n[^n]: note\n\n'
  const body = unit.repeat(Math.ceil(65_536 / unit.length)).slice(0, 65_536)
  const started = process.threadCpuUsage()
  const visible = visibleText(body)
  const took = cpuMs(started)
  expect(visible).toContain('[a link](https://e.com)')
  expectWithin(took, 500)
})

// Bodies at GitHub's limit built to be slow or deep: read, none in over 2 s of CPU (the tree and the page
// are walked without recursion, so nesting cannot exhaust the stack).
test.each([
  ['quotes nested 65,530 deep', `${'>'.repeat(65_530)} a <b>`],
  ['list items nested 32,765 deep', `${'- '.repeat(32_765)} a <b>`],
  ['elements nested 13,107 deep', '<div>'.repeat(13_107)],
  ['16,384 comments opened', '<!--'.repeat(16_384)],
  ['10,922 attributes left open', '<a b="'.repeat(10_922)],
  ['32,768 brackets, then 16,384 `](`', `${'['.repeat(32_768)}${']('.repeat(16_384)}`],
  ['9,362 references to invisible characters', '&#8203;'.repeat(9_362)],
  ['8,192 footnote calls', `${'[^a]'.repeat(8_192)}\n\n[^a]: x`],
  ['10,922 reference links', `${'[a]'.repeat(10_922)}\n\n[a]: /u`],
  ['32,768 NULs before markup', '\0<'.repeat(32_768)],
])('%s', async (_, body) => {
  await loadVisibleText()
  const started = process.threadCpuUsage()
  expect(typeof visibleText(body)).toBe('string')
  expectWithin(cpuMs(started), 2_000)
})
