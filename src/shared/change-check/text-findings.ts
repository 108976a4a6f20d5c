/**
 * What a file's text holds wherever it stands, code blocks included: credentials (the `secret`
 * kind: a pasted key leaks wherever it sits) and characters no reader sees (`hidden`: zero-width
 * and bidi controls, the Trojan-source tricks).
 */
import { INVISIBLE } from '../sanitizer/invisible.js'
import { secretsIn } from '../sanitizer/log-secrets.js'
import type { Located } from './change-types.js'

/** What the log redaction writes for what it takes out (../../shared/sanitizer/). */
const REDACTION = /\[redacted (?:secret|credential)\]/

/**
 * The 1-based line of each offset of a text: the offsets of its line starts, searched by
 * halves, so that many findings in a long file cost no more than reading it.
 */
export function lineLocator(text: string): (at: number) => number {
  const starts = [0]
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return (at) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((starts[middle] ?? 0) <= at) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

/** The credentials of a text: where each stands, and what it is (never to be shown). */
export interface Secrets {
  lines: Located[]
  values: string[]
}

/**
 * The credentials in a text, by line, and their values: found with the rules the action redacts
 * logs with (secretlint's recommended preset and ours). A redaction marker counts as one: text
 * that claims a key was taken out of it hides what was there.
 */
export async function secretsOf(text: string): Promise<Secrets> {
  const lineOf = lineLocator(text)
  const marker = text.search(REDACTION)
  const { spans, values } = await secretsIn(text)
  return {
    lines: [
      ...(marker >= 0 ? [{ line: lineOf(marker), detail: 'a redaction marker' }] : []),
      ...(marker >= 0
        ? []
        : spans.map(([start]) => ({ line: lineOf(start), detail: 'a credential' }))),
    ],
    values: [...values, ...spans.map(([start, end]) => text.slice(start, end))],
  }
}

const PICTOGRAPH = /\p{Extended_Pictographic}/u

/** The name GitHub's diff view shows for a character: `U+202E`. */
const codePoint = (c: string): string =>
  `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/**
 * Invisible characters by line, but for a byte-order mark that opens the file and a zero-width
 * joiner between two pictographs (an emoji sequence: 👩‍💻).
 */
export function hiddenCharacters(text: string): Located[] {
  const found: Located[] = []
  const lineOf = lineLocator(text)
  for (const match of text.matchAll(INVISIBLE)) {
    const at = match.index
    const c = match[0]
    if (at === 0 && c === '\uFEFF') continue
    if (
      c === '\u200D' &&
      PICTOGRAPH.test(text.slice(Math.max(0, at - 2), at)) &&
      PICTOGRAPH.test(text.slice(at + 1, at + 3))
    )
      continue
    if (c === '\r' || c === '\t') continue
    const line = lineOf(at)
    if (found.at(-1)?.line !== line)
      found.push({ line, detail: `invisible character ${codePoint(c)}` })
  }
  return found
}
