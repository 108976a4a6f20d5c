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
