/**
 * Removes from a bundle the lines that hold nothing but comments, and moves its source map's
 * lines to match. Why: Node compiles each file a step loads whole as it starts, comments
 * included, and a quarter of the bytes of the bundles are such lines (this project's comments
 * say why at length, and the packages' are the same), which a step need not compile before its
 * first request (bench/RESULTS.md, section 1, has what that saves). The maps still lead to every
 * comment: they keep the project's own sources whole, and name each package's file.
 *
 * Only whole lines go, so no column moves; a line with any code on it stays as it is, with its
 * comments. Lines are judged by the parser's own comments (acorn), never by their look: a line
 * of a template or a string that looks like a comment is text, and stays. Blank lines stay too,
 * since one may be inside a template. A block comment over several lines goes whole, or keeps
 * the two lines where it starts and ends (`keepEnds`). Comments that must stay, stay (`KEPT`),
 * and so does a hashbang. The result must parse, or the build fails.
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
  const blocks: [number, number][] = []
  parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onComment: (block, text, start, end) => {
      // A hashbang is reported as a comment too; it stays.
      if (KEPT.test(text) || code.startsWith('#!', start)) return
      inComment.fill(1, start, end)
      if (block) blocks.push([start, end])
    },
  })
  const lines = code.split('\n')
  const starts: number[] = []
  let at = 0
  for (const line of lines) {
    starts.push(at)
    at += line.length + 1
  }
  const removable = lines.map((line, index) => commentOnly(line, starts[index]!, inComment))
  keepEnds(
    blocks.map(([start, end]) => [lineAt(starts, start), lineAt(starts, end - 1)]),
    removable,
  )
  const mappings = map === undefined ? [] : decode(map.mappings)
  const kept = lines.filter((_line, index) => !removable[index])
  const keptMappings = mappings.filter((_segments, index) => !removable[index])
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

/**
 * A block comment over several lines goes whole or keeps both its end lines: with only one of
 * them gone, the comment would end where it did not (`/* a` left open) or code would follow
 * what is left of it (`*\/ 2 /g` read as a multiplication). Keeping one line can hold another
 * comment's end, so this runs until nothing changes.
 */
function keepEnds(blocks: [number, number][], removable: boolean[]): void {
  for (let changed = true; changed;) {
    changed = false
    for (const [first, last] of blocks) {
      if (first === last || (removable[first] && removable[last])) continue
      if (removable[first] || removable[last]) changed = true
      removable[first] = false
      removable[last] = false
    }
  }
}

/** The index of the line that holds offset `at`, given each line's first offset. */
function lineAt(starts: number[], at: number): number {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= at) low = middle
    else high = middle - 1
  }
  return low
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
