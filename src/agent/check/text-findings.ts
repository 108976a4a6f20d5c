/**
 * What a file's text holds wherever it stands, code blocks included: credentials (the `secret`
 * kind: a pasted key leaks wherever it sits) and characters no reader sees (`hidden`: zero-width
 * and bidi controls, the Trojan-source tricks).
 */
import { INVISIBLE } from '../../shared/sanitizer/invisible.js'
import { redactLogSecrets } from '../../shared/sanitizer/log-secrets.js'
import type { Located } from './change-types.js'

/** What the log redaction writes for what it takes out (../../shared/sanitizer/). */
const REDACTION = /\[redacted (?:secret|credential)\]/

/**
 * The 1-based line of each offset of a text: the offsets of its line starts, searched by
 * halves, so that many findings in a long file cost no more than reading it.
 */
function lines(text: string): (at: number) => number {
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

const lineAt = (text: string, at: number): number => lines(text)(at)

/**
 * The credentials in a text, by line: found with the rules the action redacts logs with
 * (secretlint's recommended preset and ours), each redaction located by the unchanged text around
 * it.
 */
export async function secretLines(text: string): Promise<Located[]> {
  if (REDACTION.test(text))
    return [{ line: lineAt(text, text.search(REDACTION)), detail: 'a redaction marker' }]
  const redacted = await redactLogSecrets(text, [])
  if (redacted === text) return []
  const pieces = redacted.split(REDACTION)
  const found: Located[] = []
  const lineOf = lines(text)
  let at = 0
  for (const [index, piece] of pieces.slice(0, -1).entries()) {
    at += piece.length
    found.push({ line: lineOf(at), detail: 'a credential' })
    const next = pieces[index + 1] ?? ''
    // The secret ends where the unchanged text after it starts.
    const end = next === '' ? at + 1 : text.indexOf(next, at + 1)
    at = end < 0 ? at + 1 : end
  }
  return found
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
  const lineOf = lines(text)
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
