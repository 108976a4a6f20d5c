/**
 * Text from GitHub (issue bodies, pull request descriptions, comments, reviews) as its reader
 * sees it. Anyone can write an issue, so the agent takes that text as data: what GitHub's page
 * does not show is removed, and what it shows stays word for word.
 *
 * One reading, GitHub's: the text is parsed once by cmark-gfm, the parser github.com renders
 * with (./cmark-gfm/reading.ts, WebAssembly), with GitHub's extensions; what is sent is a
 * projection of that parse onto the source (./projection.ts): visible source kept as written,
 * hidden source cut out, never a second parse of an edited text. Raw HTML is read as a browser
 * reads GitHub's rendered page (./raw-html.ts, parse5's tokenizer), after GitHub's tag filter.
 * __tests__/unit/visible-text-differential.test.ts holds this to Debian's cmark-gfm binary.
 *
 * The parsers are loaded on demand, by `loadVisibleText()`, when a text first needs them (one
 * with a `<`, `[`, `&`, `` ` ``, `~` or `|`: `needsParsers`): most comments have none, and a
 * plain comment's run then neither loads nor compiles them. In the bundle, ./markdown-parsers.ts
 * is a chunk of its own (as undici is: ../http/undici-on-demand.ts); `visibleText` stays
 * synchronous, for the pure `decide`.
 */
import { redactCredentials } from './credentials.js'
import { withoutInvisible } from './invisible.js'
import { loaded } from './markdown-parsers-on-demand.js'
import { TextTooComplex } from './cmark-gfm/text-too-complex.js'
import type { VisibleReading } from './github-reading.js'

export type { VisibleReading } from './github-reading.js'
export { loadVisibleText, ParsersNotLoaded } from './markdown-parsers-on-demand.js'

/**
 * Only these characters begin what can hide text: raw HTML (`<`), links, images, definitions
 * and footnotes (`[`), character references (`&`), a fence's info string (`` ` ``, `~`) and a
 * table's cells past its header's count (`|`).
 */
const MAY_HIDE = /[<[&`~|]/

/**
 * What can show text quoted or as code besides: `>`, and an indented line (four spaces, or a
 * tab after up to three, after any line ending: LF, CRLF or CR), or a list item (whose content
 * can be indented code).
 */
const MAY_QUOTE = /[<[&`~|>]|(?:^|[\r\n])(?: {0,3}\t| {4}|[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t])/

/**
 * Removes what GitHub's rendering of this Markdown does not show; keeps the rest as written.
 * A text that needs parsing throws ParsersNotLoaded until `loadVisibleText()` has been awaited.
 */
export function visibleText(markdown: string): string {
  return read(markdown, MAY_HIDE).text
}

/** Text from GitHub as the agent may read it: what a reader sees, credentials redacted. */
export function fromGitHub(text: string): string {
  return redactCredentials(visibleText(text))
}

/** visibleText, with what of it addresses anyone (VisibleReading). */
export function readVisible(markdown: string): VisibleReading {
  return read(markdown, MAY_QUOTE)
}

/**
 * Whether reading `markdown` needs the parsers: `visibleText` and `fromGitHub` read what can hide
 * text, `readVisible` (`addressed`) what can quote it too. Pure: a question that is to read a
 * text asks for the parsers first when this says so (../../agent/decide/asking.ts `readable`).
 */
export function needsParsers(markdown: string, addressed = false): boolean {
  return (addressed ? MAY_QUOTE : MAY_HIDE).test(asRead(markdown))
}

/** As cmark-gfm reads it: NUL is U+FFFD, and a byte order mark at the start is not text. */
function asRead(markdown: string): string {
  return markdown.replace(/\0/g, '\uFFFD').replace(/^\uFEFF/, '')
}

function read(markdown: string, needsParsing: RegExp): VisibleReading {
  const text = asRead(markdown)
  if (!needsParsing.test(text)) {
    const visible = withoutInvisible(text)
    return { text: visible, addressed: visible }
  }
  const parsers = loaded()
  try {
    return parsers.readGitHub(text)
  } catch (error) {
    if (!(error instanceof TextTooComplex)) throw error
    return unreadText(error.message)
  }
}

/**
 * A text past what the sanitizer reads: what GitHub's page shows of it is not known, so none of
 * it is taken, and the agent reads this note in its place; it addresses no one.
 */
function unreadText(why: string): VisibleReading {
  const unread = `it is too complex to read as GitHub shows it (${why})`
  const text = `[This text is not shown: ${unread}.]`
  return { text, addressed: ' '.repeat(text.length), unread }
}
