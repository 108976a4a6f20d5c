/**
 * Removes from a bundle the lines that hold nothing but comments, and moves its source map's
 * lines to match. Why: Node compiles each file a step loads whole as it starts, comments
 * included, and in the bundles a quarter of the bytes were such lines (this project's comments
 * say why at length, and the packages' are the same): without them a step reaches its first
 * request 1% sooner (farm-bench, paired, 2026-12-06). The maps still lead to every comment: they
 * keep the project's own sources whole, and name each package's file.
 *
 * Only whole lines go, so no column moves; a line with any code on it stays as it is, with its
 * comments. Lines are judged by the parser's own comments (acorn), never by their look: a line
 * of a template or a string that looks like a comment is text, and stays. Blank lines stay too,
 * since one may be inside a template. A whole line inside a block comment is still inside it
 * once its neighbours close up. Comments that must stay, stay (`KEPT`). The result must parse,
 * or the build fails.
 */
import { parse } from 'acorn'
import { decode, encode } from '@jridgewell/sourcemap-codec'
import type { SourceMap } from './ascii-only.ts'

/**
 * The comments that stay whatever their line: `//# sourceMappingURL=`, which leads to the map,
 * and those a package marks as ones to keep (`/*!`, `@license`, `@preserve`).
 */
const KEPT = /^[#@!]|@license|@preserve/

/** `code` without its comment-only lines, and `map` (when given) moved to match. */
export function withoutCommentLines(
  code: string,
  map: SourceMap | undefined,
  name: string,
): { code: string; map: SourceMap | undefined } {
  const inComment = new Uint8Array(code.length)
  parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (_block, text, start, end) => {
      if (!KEPT.test(text)) inComment.fill(1, start, end)
    },
  })
  const lines = code.split('\n')
  const mappings = map === undefined ? [] : decode(map.mappings)
  const kept: string[] = []
  const keptMappings: typeof mappings = []
  let at = 0
  for (const [index, line] of lines.entries()) {
    if (!commentOnly(line, at, inComment)) {
      kept.push(line)
      keptMappings.push(mappings[index] ?? [])
    }
    at += line.length + 1
  }
  const result = kept.join('\n')
  try {
    parse(result, { ecmaVersion: 'latest', sourceType: 'module' })
  } catch (error) {
    throw new Error(`${name}: without its comment lines, it no longer parses (${String(error)}).`, {
      cause: error,
    })
  }
  return {
    code: result,
    map: map === undefined ? undefined : { ...map, mappings: encode(keptMappings) },
  }
}

/** Whether the line starting at `at` holds a comment and, beside it, only spaces and tabs. */
function commentOnly(line: string, at: number, inComment: Uint8Array): boolean {
  let comment = false
  for (let column = 0; column < line.length; column++) {
    if (inComment[at + column] === 1) comment = true
    else if (!/[ \t\r]/.test(line[column]!)) return false
  }
  return comment
}
