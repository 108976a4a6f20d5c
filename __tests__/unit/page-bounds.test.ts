import { readFileSync } from 'node:fs'
import { describe, expect, test } from '@jest/globals'
import { checkChange } from '../../src/shared/change-check/check-change.js'
import { MAX_NESTING, MAX_PAGE_BYTES, tooDeep } from '../../src/shared/change-check/page-bounds.js'
import type { FileChange } from '../../src/shared/change-check/change-types.js'

// Pages built to be slow or deep (issue #52): each is a finding a person must review, never a
// crash and never a pass. What they read as, not how long it takes (bench/ times them).
const rules = { allowedPaths: ['**/*.mdx', '**/*.md', '**/*.svg'], allowedLinkHosts: [] }
const DEEP = 10_000

const check = (path: string, head: string, base?: string) =>
  checkChange([{ path, status: base === undefined ? 'added' : 'modified', head, base }], rules)

describe('a page past what the check reads is a finding, at once', () => {
  test('a page of 1 MB, at either end of the change', async () => {
    const page = 'Some words of a page, with `code` and [a link](/docs/x).\n\n'.repeat(20_000)
    const size = Buffer.byteLength(page).toLocaleString('en-US')
    const said = `${size} bytes, over the 131,072 the check parses`
    expect(await check('docs/big.mdx', page)).toEqual([
      { file: 'docs/big.mdx', line: 1, kind: 'unchecked', severity: 'block', detail: said },
    ])
    // The base as large: still not read, still a finding (never a pass for what is not read).
    expect(await check('docs/big.mdx', `${page}more\n`, page)).toMatchObject([
      { kind: 'unchecked', severity: 'block' },
    ])
  })

  test.each([
    ['blockquotes 10,000 deep', `${'>'.repeat(DEEP)} a\n`, 1],
    ['list items 10,000 deep', `${'- '.repeat(DEEP)}a\n`, 1],
    [
      'list items 300 deep, one a line',
      Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n'),
      101,
    ],
    ['JSX elements 10,000 deep', `${'<div>\n'.repeat(DEEP)}${'</div>\n'.repeat(DEEP)}`, 101],
    ['JSX elements in text 10,000 deep', `a ${'<b>'.repeat(DEEP)}x${'</b>'.repeat(DEEP)}\n`, 1],
    ['expressions 10,000 deep', `{${'('.repeat(DEEP)}1${')'.repeat(DEEP)}}\n`, 1],
    ['arrays in an attribute 10,000 deep', `<A b={${'['.repeat(DEEP)}${']'.repeat(DEEP)}} />\n`, 1],
    ['HTML elements 10,000 deep', `<div>\n${'<span>'.repeat(DEEP)}\n\n{\n`, 2],
    ['emphasis 10,000 deep', `${'*'.repeat(DEEP)}a${'*'.repeat(DEEP)}\n`, 1],
    ['links 10,000 deep', `${'['.repeat(DEEP)}a${'](b)'.repeat(DEEP)}\n`, 1],
  ])('%s', async (_, page, line) => {
    expect(await check('docs/deep.mdx', page)).toEqual([
      {
        file: 'docs/deep.mdx',
        line,
        kind: 'unchecked',
        severity: 'block',
        detail: 'nested more than 100 deep, past what the check parses',
      },
    ])
  })

  test('an SVG image nested 10,000 deep', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(DEEP)}</svg>`
    expect(await check('images/deep.svg', svg)).toMatchObject([
      {
        file: 'images/deep.svg',
        kind: 'unchecked',
        detail: 'nested more than 100 deep, past what the check parses',
      },
    ])
  })
})

describe('what a real page holds is read as before', () => {
  test('a page at the limit, nested as docs nest, is judged (its findings, not the bounds)', async () => {
    const section =
      '## Step\n\n<Steps>\n  <Step title="One">\n    - a list\n      - nested (with `<div>` and `<Card>` shown as code)\n\n    ```js\n    call((((((x\n    ```\n  </Step>\n</Steps>\n\n'
    const page = section.repeat(Math.floor((MAX_PAGE_BYTES - 40) / section.length))
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(MAX_PAGE_BYTES)
    expect(await check('docs/steps.mdx', `${page}<script>x()</script>\n`)).toMatchObject([
      { kind: 'script', line: page.split('\n').length },
    ])
  })

  test('no page of the agent changes measured comes near the nesting bound', () => {
    const corpus = JSON.parse(
      readFileSync(new URL('./fixtures/agent-changes.json', import.meta.url), 'utf8'),
    ) as { commits: { files: FileChange[] }[] }
    const pages = corpus.commits
      .flatMap((commit) => commit.files)
      .filter((file) => /\.mdx?$/.test(file.path) && file.head !== undefined)
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) expect(tooDeep(page.head ?? '')).toBeUndefined()
  })

  test('a rule of underscores, unbalanced parentheses in paragraphs and void elements count nothing', () => {
    const page = `${'_'.repeat(400)}\n\n${'(see '.repeat(60)}\n\n${'(and '.repeat(60)}\n\n${'<br> <img src="a.png">'.repeat(200)}\n`
    expect(tooDeep(page)).toBeUndefined()
    expect(MAX_NESTING).toBe(100)
  })
})
