/**
 * Characters no reader sees: removed from text, or shown by name in code. Both actions use this
 * module, so it loads no parser (./character-references.ts, which does, reads `&#8203;`).
 */

/**
 * Characters no reader sees, wherever they stand (code included): format characters (zero-width,
 * soft hyphen, bidi embeddings, overrides, isolates and marks, tags), control characters but the
 * line endings and tab, fillers that draw nothing, and variation selectors beyond the first (a
 * run of them carries data; one after a character picks its glyph). The prepended concatenation
 * marks are format characters that draw a sign, so they stay.
 */
export const INVISIBLE =
  /(?![\t\n\r\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u{110BD}\u{110CD}])[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0]|[\u{E0100}-\u{E01EF}\u034F]|(?<=[\uFE00-\uFE0F])[\uFE00-\uFE0F]+/gu

/** The text without the characters no reader sees (INVISIBLE). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/**
 * Code or a name as a reader of a diff should be shown it: each invisible character written as
 * `<U+202E>`, so that the agent sees a Trojan-source trick instead of being fooled by it.
 */
export function markInvisible(text: string): string {
  return text.replace(INVISIBLE, (found) =>
    Array.from(
      found,
      (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`,
    ).join(''),
  )
}
