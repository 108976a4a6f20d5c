import { withoutInvisible } from './invisible.js'
import { decodeNamedCharacterReference } from 'decode-named-character-reference'

/**
 * The C1 codes HTML leaves as they are: the others, 0x80 to 0x9F, a browser reads as
 * windows-1252 (`&#x85;` is `…`).
 */
const HTML_C1_KEPT = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d])

/**
 * A character reference (`&#8203;`, `&shy;`) that stands for an invisible character, in
 * Markdown's text or, `inHtml`, in raw HTML (where a browser decodes it).
 */
export function isInvisibleReference(reference: string, inHtml = false): boolean {
  const body = reference.slice(1, -1)
  let value: string | false
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X'
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    // As cmark-gfm decodes it: 0, a surrogate or what is past Unicode shows U+FFFD; any other
    // code point is itself (a control character too, which no reader sees).
    const replaced = code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
    const windows1252 = inHtml && code >= 0x80 && code <= 0x9f && !HTML_C1_KEPT.has(code)
    value = replaced || windows1252 ? '\uFFFD' : String.fromCodePoint(code)
  } else {
    value = decodeNamedCharacterReference(body)
  }
  return value !== false && value !== '' && withoutInvisible(value) === ''
}

/** A character reference as cmark-gfm reads one in Markdown's text. */
const MARKDOWN_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g

/** A character reference as a browser reads one in HTML (those ended by `;`). */
const HTML_REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,8}|[A-Za-z][A-Za-z0-9]{0,39});/g

/**
 * The byte spans, from `start` up to `end` of UTF-8 `bytes`, of the character references to
 * invisible characters, in Markdown's text or, `inHtml`, in raw HTML. A reference is ASCII, so
 * the bytes are read one to a character and a match's index is its byte offset (re-encoding
 * what stood before each made a text of thousands of references quadratic). In Markdown's text,
 * a reference after an odd number of backslashes is escaped, and shows as written.
 */
export function invisibleReferences(
  bytes: Uint8Array,
  start: number,
  end: number,
  inHtml: boolean,
): { start: number; end: number }[] {
  const from = Math.min(Math.max(0, start), bytes.length)
  const to = Math.min(Math.max(from, end), bytes.length)
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1')
  const found: { start: number; end: number }[] = []
  for (const match of text.matchAll(inHtml ? HTML_REFERENCE : MARKDOWN_REFERENCE)) {
    if (!inHtml && escaped(text, match.index)) continue
    if (isInvisibleReference(match[0], inHtml))
      found.push({ start: from + match.index, end: from + match.index + match[0].length })
  }
  return found
}

/** Whether the character at `at` follows an odd number of backslashes. */
function escaped(text: string, at: number): boolean {
  let count = 0
  while (at - count - 1 >= 0 && text[at - count - 1] === '\\') count += 1
  return count % 2 === 1
}
