import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { expect, test } from '@jest/globals'
import { decode, encode } from '@jridgewell/sourcemap-codec'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { withoutCommentLines } from '../../scripts/comment-lines.js'
import { ACTIONS, ROOT } from '../../scripts/dist-steps.js'

// The build's removal of comment-only lines from the bundles (scripts/comment-lines.ts): what
// goes, what stays, and the source map moved to match, on a program made to trip it and on
// dist/ as built.

const PROGRAM = [
  '/**', // 0: goes
  ' * Why this is so.', // 1: goes
  ' */', // 2: goes
  'const a = 1 // the one', // 3: stays, comment and all
  '  // an indented note', // 4: goes
  'const t = `line', // 5: stays
  '// not a comment: the template holds it', // 6: stays
  '', // 7: stays (blank lines may be in a template)
  '/* nor this */`', // 8: stays
  '/*! kept: a package asks for it */', // 9: stays
  'const b = /* inline */ 2', // 10: stays
  '/* one */ /* two */', // 11: goes
  '//# sourceMappingURL=x.js.map', // 12: stays
].join('\n')

test('lines of comments alone go; code, templates, kept comments and the map link stay', () => {
  const { code } = withoutCommentLines(PROGRAM, undefined, 'program.js')
  const lines = PROGRAM.split('\n')
  expect(code.split('\n')).toEqual([3, 5, 6, 7, 8, 9, 10, 12].map((i) => lines[i]))
  // The same program: the template's text, with its comment-like lines, is what it was.
  const run = (source: string): unknown => runInNewContext(`${source}\n;[a, t, b]`)
  expect(run(code)).toEqual(run(PROGRAM))
})

test("the map's lines move with the code: each kept line keeps its segments", () => {
  // One segment per line, pointing at the line of the same number in one source.
  const lines = PROGRAM.split('\n')
  const map = { version: 3, sources: ['a.ts'], names: [], mappings: '' }
  map.mappings = encode(lines.map((_line, i) => [[0, 0, i, 0]]))
  const result = withoutCommentLines(PROGRAM, map, 'program.js')
  const moved = decode(result.map!.mappings)
  expect(moved.map((segments) => segments[0]?.[2])).toEqual([3, 5, 6, 7, 8, 9, 10, 12])
})

// Block comments that share a line with code, where taking one end line away would leave the
// comment open, or put code after what is left of it: each end line with code keeps the other.
test.each([
  ['a comment that starts after code', 'const a = 1 /* x\n y */\nconst b = 2\n;[a, b]'],
  ['a comment that ends before code', 'const a = 4\n/* x\n */ const b = 2\n;[a, b]'],
  ['code after a comment read as a division', 'const x = 6\nlet y = x\n/* c\n*/ 2 /1\n;[x, y]'],
  [
    'a comment whose end line holds the start of the next',
    'const a = 1\n/* a\n b */ /* c\n d */ 3\n;[a]',
  ],
])('%s: the program is the same, and parses', (_what, program) => {
  const { code } = withoutCommentLines(program, undefined, 'program.js')
  expect(runInNewContext(code)).toEqual(runInNewContext(program))
})

test('a comment alone over several lines goes whole; a hashbang stays', () => {
  const program = '#!/usr/bin/env node\nconst a = 1\n/* one\n two\n three */\nconst b = a'
  expect(withoutCommentLines(program, undefined, 'program.js').code).toBe(
    '#!/usr/bin/env node\nconst a = 1\nconst b = a',
  )
})

test("dist/ as built: every function's first line maps to the line that declares it", () => {
  let checked = 0
  const wrong: string[] = []
  for (const file of readdirSync(join(ROOT, ACTIONS)).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(ROOT, ACTIONS, file), 'utf8').split('\n')
    const map = JSON.parse(readFileSync(join(ROOT, ACTIONS, `${file}.map`), 'utf8')) as {
      sources: string[]
      sourcesContent?: (string | null)[]
    }
    const trace = new TraceMap(map as ConstructorParameters<typeof TraceMap>[0])
    for (const [index, line] of code.entries()) {
      const name = /^(?:async )?function ([\w$]+)\(/.exec(line)?.[1]
      if (name === undefined) continue
      const at = originalPositionFor(trace, { line: index + 1, column: 0 })
      const text = at.source === null ? null : map.sourcesContent?.[map.sources.indexOf(at.source)]
      // Only the project's own files keep their text (scripts/build.ts).
      if (text === null || text === undefined) continue
      checked++
      const declared = text.split('\n')[(at.line ?? 0) - 1] ?? ''
      // webpack renames a function another module of the file also names (`summary_count`).
      const names = [name, ...name.split('_').map((_part, i, parts) => parts.slice(i).join('_'))]
      if (
        !names.some((candidate) =>
          new RegExp(`function ${candidate.replace('$', '\\$')}\\b`).test(declared),
        )
      )
        wrong.push(`${file}:${index + 1} ${name} -> ${at.source}:${at.line} ${declared.trim()}`)
    }
  }
  expect(wrong).toEqual([])
  expect(checked).toBeGreaterThan(500)
})
