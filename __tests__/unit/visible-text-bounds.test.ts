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

// Bodies built the way a slow reading would be (issue #52): what they read
// as, not how long it takes (bench/ times them through the bundle).
await loadVisibleText()

const N = 65_536
const fill = (unit: string): string =>
  `&amp; ${unit.repeat(Math.ceil(N / unit.length))}`.slice(0, N)
const digest = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The size the shapes below are read at: their reading does not change with it (bench/ times 64 KiB). */
const S = 16_384
const small = (unit: string): string => fill(unit).slice(0, S)

/**
 * Each body, and the SHA-256 (its first 16 digits) of its visible text and of that text with
 * what is quoted blanked, as 1.5.1 read them (before the sanitizer's loops were made linear):
 * the same reading, only sooner. At 16 KiB, but for the heaviest body a comment can hold (quotes
 * nested to GitHub's limit of 65,536 characters), which must read within the parser's steps.
 */
const READ_AS_BEFORE: [string, string, string, string][] = [
  ['inline code', small('`a` '), '23644ca993826a76', '76cfc0ad65e7a198'],
  ['emphasis', small('*a* '), '042e78ffb3cd69e4', '042e78ffb3cd69e4'],
  ['strong and emphasis', small('***a** '), '2bef1c4e5791b797', '2bef1c4e5791b797'],
  ['links', small('[a](b) '), 'c7314c50f74cc475', 'c7314c50f74cc475'],
  [
    'reference links',
    `${small('[a] ').slice(0, S - 20)}\n\n[a]: http://x\n`,
    'fcfe1b44473f237e',
    'fcfe1b44473f237e',
  ],
  ['images', small('![a](b "t") '), '50804d5569f31b8f', '50804d5569f31b8f'],
  [
    'nested lists',
    Array.from({ length: 4000 }, (_, i) => `${' '.repeat((i % 200) * 2)}- a`)
      .join('\n')
      .slice(0, S),
    '3d3fbe30c658f718',
    '3d3fbe30c658f718',
  ],
  ['nested quotes', `${'>'.repeat(N - 2)} a`, '1b8601c7a3183ea8', 'e6285d4cac77efb6'],
  [
    'table',
    `| a | b |\n|---|---|\n${small('| x | `y` | z |\n')}`.slice(0, S),
    'a93d9bdcb07c0e5c',
    '6c63ca75ba5675c6',
  ],
  ['raw HTML', small('<b>a</b> '), 'bec7a50fce34a5e4', 'bec7a50fce34a5e4'],
  ['HTML comments', small('<!-- a --> '), 'ff59980a7b008782', 'ff59980a7b008782'],
  ['entity runs', small('&amp;&#8203;&copy; '), 'a900fd6e2fadfeb4', 'a900fd6e2fadfeb4'],
  [
    'footnotes',
    `${small('[^1] ').slice(0, S - 10)}\n\n[^1]: x\n`,
    'fba04f03d0e8f1b8',
    'fba04f03d0e8f1b8',
  ],
  ['strikethrough', small('~~a~~ '), '1f822047728afb99', '1f822047728afb99'],
  ['autolinks', small('www.a.com a@b.co '), '2d260b7622fac91a', '2d260b7622fac91a'],
  ['hard line breaks', small('`a`  \n'), 'bce52b73af7646f1', 'df9a8bc1b162ca57'],
  ['mixed inline', small('`a` *b* [c](d) <i>e</i> ~~f~~ '), '2f913e3dda5f975e', '05756b78cf69c01c'],
]

describe('a body of each slow shape reads as it did in 1.5.1', () => {
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
