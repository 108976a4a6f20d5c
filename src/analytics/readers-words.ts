import { escapeMarkup } from '../shared/markup.js'
import { withoutInvisible } from '../shared/sanitizer/invisible.js'

/**
 * Readers' words (assistant questions, search terms, feedback comments) are personal data: they
 * may hold an email address or a phone number. Everything that shows them (summary, issue,
 * prompt, Markdown report, log) goes through one of the two functions at the end of this file.
 */

export const REDACTED = '[redacted]'

/** Longest reader text shown anywhere; the rest is cut with an ellipsis. */
export const MAX_READER_TEXT = 120

/**
 * The local part takes every character RFC 5322 allows unquoted (`!#$%&'*+/=?^_\`{|}~` too), so
 * that no part of an address is left showing. Starts only where a run of such characters starts,
 * so a long run without `@` costs one scan.
 */
const EMAIL =
  /(?<![\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-])[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu

/**
 * A phone number: 7 to 15 digits (E.164's maximum) in groups joined by one space, dot, dash or a
 * bracketed area code, optionally after `+`. Shorter runs (versions, years, counts) are left alone.
 * Digits right after a letter count too (`tel5550199`), so an identifier of 7 digits or more
 * loses them (`abc[redacted]def`).
 * Every repetition starts with a separator or a bracket, and a letter right after the digits is
 * matched (and kept after the redaction: `555-0199ext`) rather than looked ahead for: no
 * backtracking, linear time.
 */
const PHONE =
  /(?<!\p{N})\+?(?:\(\d{1,5}\)[ .-]?)?\d+(?:[ .-]?\(\d{1,5}\)[ .-]?\d+|[ .-]\d+)*(\p{L}?)/gu

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
    const number = match.slice(0, match.length - letter.length)
    const count = digits(number)
    if (count < 7 || count > 15 || ISO_DATE.test(number)) return match
    return `${REDACTED}${letter}`
  })
}

/**
 * GitHub turns `https://…` and `www.…` in text into links even with every markup character
 * escaped. A zero-width space after the scheme's colon and after `www` keeps a reader's link
 * readable but not clickable: no one is sent to a page a stranger chose from the repository.
 */
function defuseLinks(text: string): string {
  return text
    .replace(/:\/\//g, ':\u200b//')
    .replace(/(?<![\p{L}\p{N}])www\./giu, (www) => `${www.slice(0, 3)}\u200b.`)
}

/**
 * What a reader of the words saw, redacted, on one line of at most `max` characters (counted in
 * code points): the characters no reader sees go first (the sanitizer's, as from GitHub's text),
 * so that none can split an address or a number to keep it from the redaction; then line and
 * paragraph breaks and tabs become spaces.
 */
function readable(text: string, max: number): string {
  return oneLine(redactPersonalData(withoutInvisible(text)), max)
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
  return escapeMarkup(defuseLinks(readable(text, max)))
}

/**
 * A Markdown code span of a reader's text (a page's path): redacted, cut, backticks made quotes.
 * Nothing else is escaped: a code span shows `&#95;` as written, and renders no markup, link or
 * mention. An empty text is `“”`, since an empty code span shows its backticks.
 */
export function readersCodeSpan(text: string, max = MAX_READER_TEXT): string {
  const code = readable(text, max).replace(/`/g, "'")
  return code === '' ? '“”' : `\`${code}\``
}

/**
 * For plain text (the agent's prompt, the log): redacted, cut, and `@` followed by a zero-width
 * space so that a mention never notifies anyone if the text is echoed into a comment (links
 * likewise stay unclickable).
 */
export function readersPlainText(text: string, max = MAX_READER_TEXT): string {
  return defuseLinks(readable(text, max)).replace(/@/g, '@\u200b')
}
