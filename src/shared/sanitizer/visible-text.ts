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
 * with a `<`, `[`, `&`, `` ` `` or `~`; see ParsersNotLoaded): most comments have none, and a
 * plain comment's run then neither loads nor compiles them. In the bundle, ./markdown-parsers.ts
 * is a chunk of its own (as undici is: ../http/undici-on-demand.ts); `visibleText` stays
 * synchronous, for the pure `decide`.
 */
import { INVISIBLE, withoutInvisible } from './invisible.js'
import { loaded } from './markdown-parsers-on-demand.js'
import { hiddenEdits, type Edit } from './projection.js'
import type { Span } from './raw-html.js'
import { sourceOf } from './source-map.js'

export { loadVisibleText, ParsersNotLoaded } from './markdown-parsers-on-demand.js'

/**
 * Only these characters begin what can hide text: raw HTML (`<`), links, images, definitions
 * and footnotes (`[`), character references (`&`) and a fence's info string (`` ` ``, `~`).
 */
const MAY_HIDE = /[<[&`~]/

/** What can show text quoted or as code besides: `>`, and an indented line. */
const MAY_QUOTE = /[<[&`~>]|^(?: {4}|\t)|\n(?: {4}|\t)/

/**
 * What a reader of GitHub sees of a text, and the same text with what the page shows quoted or
 * as code blanked out (spaces; line endings kept), index for index: a phrase there is shown,
 * not said, and addresses no one.
 */
export interface VisibleReading {
  text: string
  addressed: string
}

/**
 * Removes what GitHub's rendering of this Markdown does not show; keeps the rest as written.
 * A text that needs parsing throws ParsersNotLoaded until `loadVisibleText()` has been awaited.
 */
export function visibleText(markdown: string): string {
  return read(markdown, MAY_HIDE).text
}

/** visibleText, with what of it addresses anyone (VisibleReading). */
export function readVisible(markdown: string): VisibleReading {
  return read(markdown, MAY_QUOTE)
}

function read(markdown: string, needsParsing: RegExp): VisibleReading {
  // As cmark-gfm reads it: NUL is U+FFFD, and a byte order mark at the start is not text.
  const text = markdown.replace(/\0/g, '\uFFFD').replace(/^\uFEFF/, '')
  if (!needsParsing.test(text)) {
    const visible = withoutInvisible(text)
    return { text: visible, addressed: visible }
  }
  const source = sourceOf(text)
  const { edits, quoted } = hiddenEdits(source, loaded().readMarkdown(source.bytes))
  return withoutInvisibleBoth(apply(text, edits, quoted))
}

/**
 * The source with the edits made, and beside it the same with what is quoted blanked. Edits
 * within a removed span are dropped with it; one that reaches past a removed span's end removes
 * up to its own end (hiding more, never less). At one offset, an insertion (a reference link's
 * destination) comes first, then the longest span.
 */
function apply(source: string, edits: Edit[], quoted: Span[]): VisibleReading {
  const blank = new Uint8Array(source.length + 1)
  for (const span of quoted) blank.fill(1, span.start, span.end)
  const blanked = (from: number, to: number): string =>
    source.slice(from, to).replace(/[^\r\n]/g, (c, at: number) => (blank[from + at] ? ' ' : c))
  const isInsertion = (edit: Edit): number => (edit.start === edit.end ? 0 : 1)
  const sorted = edits.toSorted(
    (a, b) => a.start - b.start || isInsertion(a) - isInsertion(b) || b.end - a.end,
  )
  let text = ''
  let addressed = ''
  let cursor = 0
  for (const edit of sorted) {
    if (edit.start < cursor) {
      if (edit.end > cursor) cursor = edit.end
      continue
    }
    text += source.slice(cursor, edit.start) + edit.text
    addressed +=
      blanked(cursor, edit.start) + (blank[edit.start] ? ' '.repeat(edit.text.length) : edit.text)
    cursor = Math.max(cursor, edit.end)
  }
  return {
    text: text + source.slice(cursor),
    addressed: addressed + blanked(cursor, source.length),
  }
}

/** Both texts without the characters no reader sees, which stand at the same places in both. */
function withoutInvisibleBoth({ text, addressed }: VisibleReading): VisibleReading {
  let kept = ''
  let keptAddressed = ''
  let cursor = 0
  for (const match of text.matchAll(INVISIBLE)) {
    kept += text.slice(cursor, match.index)
    keptAddressed += addressed.slice(cursor, match.index)
    cursor = match.index + match[0].length
  }
  return { text: kept + text.slice(cursor), addressed: keptAddressed + addressed.slice(cursor) }
}
