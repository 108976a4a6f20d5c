import { expect, test } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { encode, decode } from '@jridgewell/sourcemap-codec'
import { asciiOnly } from '../../scripts/ascii-only.js'

// The build's last edit of each bundle (scripts/ascii-only.ts): ASCII alone, the same program,
// and a source map that still points where it did.

/** What the program makes of each string, template and regular expression, run as it is. */
const evaluate = (code: string): unknown => runInNewContext(`${code}; out`)

const PROGRAM = [
  "const a = 'It’s — done…', b = `👀 ${a} ✓`, c = /[–—]+|👀/u.test('a—b'), d = /\\é/.test('é')",
  "const e = '\\é', f = '\\\\é', é = 1 // Ünïcode in a comment",
  "const g = /x/g; /* 👀 */ const out = [a, b, c, d, e, f, é, 'z' + g.source]",
].join('\n')

test('every character beyond ASCII is escaped, and the program means what it meant', () => {
  const { code } = asciiOnly(PROGRAM, undefined, 'test.js')
  expect(/\P{ASCII}/u.test(code)).toBe(false)
  expect(code).toContain("'\\u00e9'") // an identity escape loses its backslash
  expect(code).toContain("'\\\\\\u00e9'") // an escaped backslash keeps both
  expect(evaluate(code)).toEqual(evaluate(PROGRAM))
})

test('a source map still points at the same code after the escapes', () => {
  const line = PROGRAM.split('\n')[0]!
  // The second and third start right after a character beyond ASCII (`…`, `✓`).
  const targets = ['const a', "', b = `", '`, c = /', 'd = /']
  const columns = targets.map((target) => line.indexOf(target))
  const map = {
    version: 3,
    sources: ['a.ts'],
    names: [],
    mappings: encode([columns.map((column, i) => [column, 0, 0, i])]),
  }
  const { code, map: moved } = asciiOnly(PROGRAM, map, 'test.js')
  const written = code.split('\n')[0]!
  const segments = decode(moved!.mappings)[0]!
  expect(segments.map((segment) => written.slice(segment[0]).slice(0, 5))).toEqual(
    targets.map((target) => target.slice(0, 5)),
  )
})

test('a segment on the character after a backslash starts where its escape does', () => {
  const line = "const e = '\\é', f = 1"
  const columns = [line.indexOf('é'), line.indexOf('f =')]
  const map = { version: 3, mappings: encode([columns.map((column) => [column, 0, 0, 0])]) }
  const { code, map: moved } = asciiOnly(line, map, 'test.js')
  expect(decode(moved!.mappings)[0]!.map((segment) => code.slice(segment[0]).slice(0, 6))).toEqual([
    '\\u00e9',
    'f = 1',
  ])
})

test('a file already in ASCII is left as it is, its map untouched', () => {
  const map = { version: 3, mappings: 'AAAA' }
  const result = asciiOnly('const a = 1', map, 'test.js')
  expect(result.code).toBe('const a = 1')
  expect(result.map).toBe(map)
})

test('a tagged template beyond ASCII is refused: its raw text would change', () => {
  expect(() => asciiOnly('const a = String.raw`—`', undefined, 'dist/x.js')).toThrow(
    'dist/x.js: a tagged template at 10 that holds a character beyond ASCII, which an escape would change.',
  )
})

test.each([
  ['in a comment', 'var out = 1; // note\u2028out = 2'],
  ['in a block comment (a semicolon it inserts)', 'var out = (() => { return /*\u2029*/ 5 })()'],
  ['after a backslash in a string (a continued line)', "var out = 'a\\\u2028b'"],
])('a line or paragraph separator that ends a line is refused: %s', (_, code) => {
  expect(() => asciiOnly(code, undefined, 'dist/x.js')).toThrow(
    /that ends a line or continues one, which an escape would change/,
  )
})

test('a separator inside a string is a character like another', () => {
  const code = "var out = 'a\u2028b'"
  expect(evaluate(asciiOnly(code, undefined, 'dist/x.js').code)).toBe('a\u2028b')
})

test('an escape that would not parse (an astral identifier) is refused', () => {
  expect(() => asciiOnly('const 𝑥 = 1', undefined, 'dist/x.js')).toThrow(
    'dist/x.js: escaped, it no longer parses',
  )
})

test('every bundle and chunk in dist/ is in ASCII alone (npm test builds it first)', () => {
  const root = resolve(import.meta.dirname, '../..')
  const files = readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.(c?js)$/.test(name),
  )
  expect(files.length).toBeGreaterThanOrEqual(8)
  expect(
    files.filter((name) => /\P{ASCII}/u.test(readFileSync(join(root, 'dist', name), 'utf8'))),
  ).toEqual([])
})
