import { hash } from './seeded.ts'

/** Crockford's base 32, as ULIDs use it. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const SHAPE = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i

/**
 * A ULID: 10 characters of time (ms), 16 of "randomness", here derived from `seed` so that the
 * same event always has the same id. Ids of different milliseconds sort as their times.
 */
export function ulid(ms: number, seed: number): string {
  let time = ''
  let rest = ms
  for (let k = 0; k < 10; k++) {
    time = (ALPHABET[rest % 32] ?? '0') + time
    rest = Math.floor(rest / 32)
  }
  let random = ''
  let h = seed
  for (let k = 0; k < 16; k++) {
    h = hash(h + k)
    random += ALPHABET[h % 32] ?? '0'
  }
  return time + random
}

/** The time (ms) a ULID carries, or undefined when the text is not a ULID. */
export function ulidTime(text: string): number | undefined {
  if (!SHAPE.test(text)) return undefined
  let ms = 0
  for (const char of text.slice(0, 10).toUpperCase()) ms = ms * 32 + ALPHABET.indexOf(char)
  return ms
}
