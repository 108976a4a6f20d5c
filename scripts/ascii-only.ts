/**
 * Rewrites a bundle so that every character in it is ASCII, each other one written as the
 * `\uXXXX` escape that means it, and moves its source map's columns to match. Why: Node reads an
 * ES module's file as UTF-8, and a file with a single character beyond ASCII becomes a string of
 * two bytes a character, slower to decode and to scan than one of one byte. The messages' `’`,
 * `—` and `👀` made every bundle such a file: escaped, a comment run reached its first request a
 * few per cent sooner (bench/RESULTS.md, section 1). ncc has no option for it, and reprinting the
 * bundle with a minifier's ASCII option (swc's, tried) made start-up slower, not faster; this
 * edits only the characters.
 *
 * An escape means the same character in a string, a template, a regular expression (with or
 * without the `u` flag, as a surrogate pair), an identifier and a comment. Where it differs is
 * handled: after a backslash (`'\é'` is `'é'`), the backslash goes; a tagged template
 * (`String.raw`), whose raw text would change, is refused, as is a line or paragraph separator
 * (U+2028, U+2029) anywhere but inside a string or a template, since its escape ends no line,
 * and any result that no longer parses. What still shows the escapes is the code's own text: a
 * regular expression's `source`, a function's `toString()`.
 */
import { parse, type Node } from 'acorn'
import { decode, encode } from '@jridgewell/sourcemap-codec'

/** The part of a source map (version 3) this reads and writes. */
export interface SourceMap {
  mappings: string
  [key: string]: unknown
}

const NON_ASCII = /\P{ASCII}/u

/** JavaScript's line terminators beyond ASCII, which their escapes are not. */
const SEPARATORS = /[\u2028\u2029]/g

/**
 * Where in `code` its meaning depends on a character beyond ASCII being itself, if anywhere: in
 * a tagged template (its raw text), or a line or paragraph separator outside a string or a
 * template, or after a backslash. There it ends a line (a comment, or a statement, by the
 * semicolon it inserts) or continues a string, which its escape would not.
 */
function meaningBound(code: string): string | undefined {
  const quoted: [number, number][] = []
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'module',
    onToken: (token) => {
      if (token.type.label === 'string' || token.type.label === 'template')
        quoted.push([token.start, token.end])
    },
  })
  for (const separator of code.matchAll(SEPARATORS)) {
    const at = separator.index
    if (code[at - 1] === '\\' || !quoted.some(([start, end]) => start <= at && at < end))
      return `a line terminator (U+${code.charCodeAt(at).toString(16).toUpperCase()}) at ${at} that ends a line or continues one`
  }
  const pending: unknown[] = [program]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== 'object' || next === null) continue
    if (Array.isArray(next)) {
      pending.push(...(next as unknown[]))
      continue
    }
    const node = next as Node & Record<string, unknown>
    if (
      node.type === 'TaggedTemplateExpression' &&
      NON_ASCII.test(code.slice(node.start, node.end))
    )
      return `a tagged template at ${node.start} that holds a character beyond ASCII`
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') pending.push(value)
  }
  return undefined
}

const escapeOf = (unit: number): string => `\\u${unit.toString(16).padStart(4, '0')}`

/**
 * `code` with every UTF-16 unit beyond ASCII escaped, and `map` (when given) moved to match.
 * `name` is for the error when the bundle cannot be rewritten so.
 */
export function asciiOnly(
  code: string,
  map: SourceMap | undefined,
  name: string,
): { code: string; map: SourceMap | undefined } {
  if (!NON_ASCII.test(code)) return { code, map }
  const bound = meaningBound(code)
  if (bound !== undefined) throw new Error(`${name}: ${bound}, which an escape would change.`)
  const lines = code.split('\n')
  const mappings = map === undefined ? [] : decode(map.mappings)
  const written = lines.map((line, index) => {
    if (!NON_ASCII.test(line)) return line
    let out = ''
    let backslashes = 0
    // Each edit, in the line's columns as they were: [start, end, shift of the columns after it].
    const edits: [number, number, number][] = []
    let shift = 0
    for (let column = 0; column < line.length; column++) {
      const unit = line.charCodeAt(column)
      if (unit < 0x80) {
        out += line[column]
        backslashes = unit === 0x5c ? backslashes + 1 : 0
        continue
      }
      const escape = escapeOf(unit)
      if (backslashes % 2 === 1) {
        // An identity escape (`\é`): the character's own escape replaces both.
        out = out.slice(0, -1)
        shift += escape.length - 2
        edits.push([column - 1, column + 1, shift])
      } else {
        shift += escape.length - 1
        edits.push([column, column + 1, shift])
      }
      out += escape
      backslashes = 0
    }
    // Segments come in the order of their columns, as the edits do. One that starts inside an
    // edit (on the character after a backslash) starts where the escape does.
    let passed = 0
    let moved = 0
    for (const segment of mappings[index] ?? []) {
      while (passed < edits.length && edits[passed]![1] <= segment[0]) moved = edits[passed++]![2]
      const inside = edits[passed]
      segment[0] =
        inside !== undefined && inside[0] < segment[0] ? inside[0] + moved : segment[0] + moved
    }
    return out
  })
  const result = written.join('\n')
  try {
    parse(result, { ecmaVersion: 'latest', sourceType: 'module' })
  } catch (error) {
    throw new Error(`${name}: escaped, it no longer parses (${String(error)}).`, { cause: error })
  }
  return {
    code: result,
    map: map === undefined ? undefined : { ...map, mappings: encode(mappings) },
  }
}
