import { escapeMarkup } from '../../shared/markup.js'

/**
 * Readers' words (assistant questions, search terms, feedback comments) are personal data: they
 * may hold an email address or a phone number. Everything that shows them (summary, issue,
 * prompt, Markdown report, log) goes through one of the two functions at the end of this file.
 */

export const REDACTED = '[redacted]'

/** Longest reader text shown anywhere; the rest is cut with an ellipsis. */
export const MAX_READER_TEXT = 120

/** Starts only where a run of address characters starts, so a long run without `@` costs one scan. */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu

/**
 * A phone number: 7 to 15 digits (E.164's maximum) in groups joined by one space, dot, dash or a
 * bracketed area code, optionally after `+`. Shorter runs (versions, years, counts) are left alone.
 * Every repetition starts with a separator or a bracket, and a letter right after the digits is
 * matched (then the whole is kept) rather than looked ahead for: no backtracking, linear time.
 */
const PHONE =
  /(?<![\p{L}\p{N}])\+?(?:\(\d{1,5}\)[ .-]?)?\d+(?:[ .-]?\(\d{1,5}\)[ .-]?\d+|[ .-]\d+)*(\p{L}?)/gu

/**
 * An ISO date looks like a phone number by its digits alone; it is not personal. Anything else
 * of 7 to 15 digits is redacted: hiding an order number by mistake costs less than showing a phone.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function digits(text: string): number {
  return text.replace(/\D/g, '').length
}

/** Email addresses and phone numbers become `[redacted]`; nothing else changes. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(PHONE, (match, letter: string) => {
    if (letter !== '') return match
    const count = digits(match)
    if (count < 7 || count > 15 || ISO_DATE.test(match)) return match
    return REDACTED
  })
}

/** One line, no control characters, at most `max` characters (counted in code points). */
function oneLine(text: string, max: number): string {
  const flat = text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const points = [...flat]
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : flat
}

/** For Markdown (summary, issue, report file): redacted, cut, markup escaped, mentions defused. */
export function readersMarkdown(text: string, max = MAX_READER_TEXT): string {
  return escapeMarkup(oneLine(redactPersonalData(text), max))
}

/**
 * For plain text (the agent's prompt, the log): redacted, cut, and `@` followed by a zero-width
 * space so that a mention never notifies anyone if the text is echoed into a comment.
 */
export function readersPlainText(text: string, max = MAX_READER_TEXT): string {
  return oneLine(redactPersonalData(text), max).replace(/@/g, '@\u200b')
}
