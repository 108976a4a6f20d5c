import { withoutInvisible } from './invisible.js'
import { loaded } from './markdown-parsers-on-demand.js'

/** A character reference (`&#8203;`, `&shy;`) that stands for an invisible character. */
export function isInvisibleReference(reference: string): boolean {
  const body = reference.slice(1, -1)
  let value: string | false
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X'
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)
    // As micromark decodes it: controls, surrogates and what is past Unicode show U+FFFD.
    const replaced =
      code < 9 ||
      code === 11 ||
      (code > 13 && code < 32) ||
      (code > 126 && code < 160) ||
      (code >= 0xd800 && code <= 0xdfff) ||
      code > 0x10ffff
    value = replaced ? '\uFFFD' : String.fromCodePoint(code)
  } else {
    value = loaded().decodeNamedCharacterReference(body)
  }
  return value !== false && value !== '' && withoutInvisible(value) === ''
}
