import { describe, expect, test } from '@jest/globals'
import { codeFacts } from '../../src/shared/change-check/code-files.js'
import { nestedDeeperThan } from '../../src/shared/change-check/json-depth.js'
import { readPage } from '../../src/shared/change-check/page-reading.js'
import { readScript } from '../../src/shared/change-check/script-reading.js'
import { fixedStart } from '../../src/shared/change-check/url-values.js'

// Issue #52: the judge of code files is an allow-list, and a URL given by an expression is held
// to the URL rules whatever builds it. The rules one by one are in change-check-code.test.ts;
// here, what they rest on.

const SNIPPET = { path: 'snippets/x.jsx', withJsx: true, runsAs: 'module' as const }
const said = (code: string): string[] => {
  const facts = readScript(code, SNIPPET, [])
  return [...facts.script, ...facts.unchecked].map((f) => `${f.line}: ${f.detail}`)
}

describe('a fixed start of a URL', () => {
  test.each([
    ['/', true],
    ['#top', true],
    ['?q=', true],
    ['./a', true],
    ['../a', true],
    ['https://', true],
    ['http://x.example/', true],
    ['mailto:', true],
    ['Step ', true],
    ['', false],
    ['java', false],
    ['javascript:', false],
    ['JavaScript:', false],
    ['  java\tscript:', false],
    ['data:', false],
    ['vbscript:', false],
    ['https', false],
  ])('%j: %s', (start, fixed) => {
    expect(fixedStart(start)).toBe(fixed)
  })
})

describe('the allow-list reads names, not spellings', () => {
  test('an alias, a destructuring, a shadowed name: what a name refers to is what counts', () => {
    expect(said('const d = document\nexport const A = () => d.title\n')).toEqual([
      '1: `document`, a global the check does not allow',
    ])
    // `typeof` gives a word, nothing of what it names.
    expect(said('export const A = () => (typeof window === "undefined" ? null : 1)\n')).toEqual([])
    expect(said('export const A = () => typeof window.x\n')).toEqual([
      '1: `window`, a global the check does not allow',
    ])
    // A parameter named like a global is the component's own.
    expect(said('export const A = ({ fetch, window }) => fetch(window)\n')).toEqual([])
    expect(said('export const A = () => { const { eval: run } = window; return run }\n')).toEqual([
      '1: `window`, a global the check does not allow',
    ])
  })

  test('code that nests deeper than any parser holds is no crash', () => {
    const deep = (depth: number) =>
      `export const A = () => ${'['.repeat(depth)}1${']'.repeat(depth)}\n`
    // Judged whole, or not judged at all (a finding of its own): never a failed step.
    expect(codeFacts('snippets/x.jsx', deep(300), [])?.unjudged).toBeUndefined()
    expect(codeFacts('snippets/x.jsx', deep(200_000), [])?.unjudged?.detail).toMatch(
      /^code (that does not parse|the check could not judge) \(/,
    )
  })
})

describe('a page’s URL given by an expression', () => {
  const BASE = '---\ntitle: Q\n---\n\n# Q\n\n'
  const page = (text: string) => {
    const facts = readPage(`${BASE}${text}`)
    return [
      ...facts.script.map((f) => `script: ${f.detail}`),
      ...facts.unchecked.map((f) => `unchecked: ${f.detail}`),
    ]
  }

  test.each([
    ["export const u = 'java' + 'script:x'\n\n<a href={u}>x</a>\n", ['script: javascript: URL']],
    ["<Card href={cond ? '/a' : 'data:text/html,x'} />\n", ['script: data:text/html URL']],
    ["{<a href={['javascript:x'][0]}>x</a>}\n", ['script: javascript: URL']],
    ["<a href={'/guides/' + name}>x</a>\n", []],
    ["<a href={'https://' + host}>x</a>\n", []],
    ['<a href={`${base}/x`}>x</a>\n', ['unchecked: a URL built in code (`href`)']],
    ["<img src={pick('a')} />\n", ['unchecked: a URL built in code (`src`)']],
    // Not a URL attribute: only a text that runs code counts.
    ["<Card title={'java' + 'script:x'} />\n", ['script: javascript: URL']],
    ['<Card title={name} />\n', []],
    // A component's `data` is its own (a chart's rows), not `<object data>`.
    ["import { rows } from '/snippets/rows.mdx'\n\n<Chart data={rows} />\n", []],
    [
      "import { u } from '/snippets/rows.mdx'\n\n<Card href={u} />\n",
      ['unchecked: a URL built in code (`href`)'],
    ],
  ])('%j', (text, expected) => {
    expect(page(text).filter((f) => !f.startsWith('mdx-code'))).toEqual(expected)
  })
})

describe('a config’s depth is told without recursion', () => {
  test('past the bound, and within it', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`) as unknown
    expect(nestedDeeperThan(deep, 100)).toBe(true)
    expect(nestedDeeperThan({ a: [{ b: [1] }] }, 4)).toBe(false)
    expect(nestedDeeperThan({ a: [{ b: [1] }] }, 3)).toBe(true)
  })
})
