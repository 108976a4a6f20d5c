import { createHash } from 'node:crypto'
import { describe, expect, test } from '@jest/globals'
import {
  fromGitHub,
  loadVisibleText,
  readVisible,
} from '../../src/shared/sanitizer/visible-text.js'
import { withStepCount, STEPS_EXPORT } from '../../src/shared/sanitizer/cmark-gfm/parser-steps.js'
import { CMARK_GFM_WASM } from '../../src/shared/sanitizer/cmark-gfm/cmark-gfm-wasm.js'
import { runContext as context } from './fixtures/run-context.js'
import { resolveTrigger } from './fixtures/requests.js'

// Bodies at GitHub's limit built the way a slow reading would be (issue #52): what they read
// as, not how long it takes (bench/ times them through the bundle).
await loadVisibleText()

const N = 65_536
const fill = (unit: string): string =>
  `&amp; ${unit.repeat(Math.ceil(N / unit.length))}`.slice(0, N)
const digest = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * Each body, and the SHA-256 (its first 16 digits) of its visible text and of that text with
 * what is quoted blanked, as 1.5.1 read them (before the sanitizer's loops were made linear):
 * the same reading, only sooner.
 */
const READ_AS_BEFORE: [string, string, string, string][] = [
  ['inline code', fill('`a` '), '997c68f722e27204', 'eb143f495779a5f9'],
  ['emphasis', fill('*a* '), 'f4d7e9a525fdc275', 'f4d7e9a525fdc275'],
  ['strong and emphasis', fill('***a** '), '6f29a4f5c51900d0', '6f29a4f5c51900d0'],
  ['links', fill('[a](b) '), '747eb796d111764c', '747eb796d111764c'],
  [
    'reference links',
    `${fill('[a] ').slice(0, N - 20)}\n\n[a]: http://x\n`,
    '23a8b72f11aba23a',
    '23a8b72f11aba23a',
  ],
  ['images', fill('![a](b "t") '), 'f62898b15dc33da1', 'f62898b15dc33da1'],
  [
    'nested lists',
    Array.from({ length: 4000 }, (_, i) => `${' '.repeat((i % 200) * 2)}- a`)
      .join('\n')
      .slice(0, N),
    'ef3bbc3868bccf16',
    'ef3bbc3868bccf16',
  ],
  ['nested quotes', `${'>'.repeat(N - 2)} a`, '1b8601c7a3183ea8', 'e6285d4cac77efb6'],
  [
    'table',
    `| a | b |\n|---|---|\n${fill('| x | `y` | z |\n')}`.slice(0, N),
    '52b357f56a28c39d',
    'e72bb526fb37c146',
  ],
  ['raw HTML', fill('<b>a</b> '), 'b823cfdde1054758', 'b823cfdde1054758'],
  ['HTML comments', fill('<!-- a --> '), 'c2ea1e68f785c90f', 'c2ea1e68f785c90f'],
  ['entity runs', fill('&amp;&#8203;&copy; '), 'ad23d9ff174bc160', 'ad23d9ff174bc160'],
  [
    'footnotes',
    `${fill('[^1] ').slice(0, N - 10)}\n\n[^1]: x\n`,
    'c4fb0b6d1f5b9f01',
    'c4fb0b6d1f5b9f01',
  ],
  ['strikethrough', fill('~~a~~ '), 'c05456c28043b8b1', 'c05456c28043b8b1'],
  ['autolinks', fill('www.a.com a@b.co '), '75e5fffe429de92c', '75e5fffe429de92c'],
  ['hard line breaks', fill('`a`  \n'), '7bdd8cb86c5aa2b7', 'e30b995958bda218'],
  ['mixed inline', fill('`a` *b* [c](d) <i>e</i> ~~f~~ '), '417768e36131fb35', '2f22e932bcf4769c'],
]

describe('a body at GitHub’s limit reads as it did in 1.5.1', () => {
  test.each(READ_AS_BEFORE)('%s', (_, body, text, addressed) => {
    const reading = readVisible(body)
    expect(reading.unread).toBeUndefined()
    expect([digest(reading.text), digest(reading.addressed)]).toEqual([text, addressed])
  })

  test('repeated inline code is shown whole, and all of it as code', () => {
    const body = `@docs-agent ${'`a` '.repeat(16_000)}`
    const reading = readVisible(body)
    expect(reading.text).toBe(body)
    // What is code addresses no one: only its backticks are left of it.
    expect(reading.addressed).toBe(`@docs-agent ${'` ` '.repeat(16_000)}`)
  })
})

/** Bodies on which cmark-gfm 0.29.0.gfm.6 itself is polynomial (parser-steps.ts says which). */
const PAST_THE_STEPS: [string, string][] = [
  ['www. links in one run of underscores', fill('www.a_')],
  ['a table row of 64,000 cells', `| a |\n|---|\n${'|'.repeat(N - 20)}`],
  [
    'a table of 100 columns filled out over 32,000 rows',
    `${'|a'.repeat(100)}|\n${'|-'.repeat(100)}|\n${'x\n'.repeat(32_000)}`.slice(0, N),
  ],
  ['processing instructions left open', fill('<?')],
  ['images of links left open', fill('![[]()')],
]

describe('a body past the parser’s steps is not read, and says so', () => {
  test.each(PAST_THE_STEPS)('%s', (_, body) => {
    const reading = readVisible(`@docs-agent do it <b>hidden</b>\n\n${body}`)
    expect(reading.unread).toMatch(/too complex to read as GitHub shows it/)
    expect(reading.text).toMatch(/^\[This text is not shown: it is too complex/)
    // The note addresses no one, and nothing of the body reaches the agent.
    expect(reading.addressed.trim()).toBe('')
    expect(fromGitHub(body)).toBe(readVisible(body).text)
  })

  test('a comment that cannot be read is skipped, with the reason', () => {
    const body = `@docs-agent rewrite the intro ${fill('www.a_')}`
    const skipped = resolveTrigger(
      context('issue_comment', {
        action: 'created',
        comment: { id: 7, body },
        issue: { number: 3, title: 'T', body: 'B' },
        sender: { login: 'outsider', type: 'User' },
      }),
      '@docs-agent',
    )
    expect(skipped).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(
        /^the comment was not read: it is too complex to read as GitHub shows it \(GitHub's Markdown parser took more than 100,000,000 steps\)$/,
      ),
    })
  })

  test('the parser reads again after a text that ran out of steps', () => {
    expect(readVisible(fill('www.a_')).unread).toBeDefined()
    expect(readVisible('a <b>b</b> <!-- c -->').text).toBe('a <b>b</b> ')
  })
})

/** The part of the WebAssembly API these tests use (the project's `lib` declares none of it). */
interface WebAssemblyApi {
  Module: { new (bytes: Uint8Array): object; exports: (module: object) => { name: string }[] }
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> }
  RuntimeError: new () => Error
}
const { WebAssembly } = globalThis as unknown as { WebAssembly: WebAssemblyApi }

describe('the parser’s step count (parser-steps.ts)', () => {
  const imports = {
    env: { emscripten_notify_memory_growth: () => {} },
    wasi_snapshot_preview1: {
      proc_exit: () => {
        throw new Error('exit')
      },
      fd_close: () => 0,
      fd_write: () => 0,
      fd_seek: () => 0,
    },
  }
  const counted = withStepCount(Buffer.from(CMARK_GFM_WASM, 'base64'))
  const exportsOf = (): Record<string, unknown> =>
    new WebAssembly.Instance(new WebAssembly.Module(counted), imports).exports

  test('exports the steps left, with every export the module had', () => {
    const names = WebAssembly.Module.exports(new WebAssembly.Module(counted)).map((e) => e.name)
    const before = WebAssembly.Module.exports(
      new WebAssembly.Module(Buffer.from(CMARK_GFM_WASM, 'base64')),
    ).map((e) => e.name)
    expect(names).toEqual([...before, STEPS_EXPORT])
  })

  test('runs nothing without steps, and takes steps as it runs', () => {
    const exports = exportsOf() as {
      reading_steps: { value: number }
      _initialize: () => void
      reading_version: () => number
    }
    expect(() => exports._initialize()).toThrow(WebAssembly.RuntimeError)
    exports.reading_steps.value = 1_000_000
    exports.reading_version()
    expect(exports.reading_steps.value).toBeLessThan(1_000_000)
  })
})
