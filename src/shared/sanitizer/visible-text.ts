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
import type { Root } from 'mdast'
import { withoutInvisible } from './invisible.js'
import { loaded } from './markdown-parsers-on-demand.js'
import { hiddenEdits, type Edit } from './projection.js'
import { sourceOf } from './source-map.js'

export { loadVisibleText, ParsersNotLoaded } from './markdown-parsers-on-demand.js'

/**
 * Only these characters begin what can hide text: raw HTML (`<`), links, images, definitions
 * and footnotes (`[`), character references (`&`) and a fence's info string (`` ` ``, `~`).
 */
const MAY_HIDE = /[<[&`~]/

/**
 * Removes what GitHub's rendering of this Markdown does not show; keeps the rest as written.
 * A text that needs parsing throws ParsersNotLoaded until `loadVisibleText()` has been awaited.
 */
export function visibleText(markdown: string): string {
  // As cmark-gfm reads it: NUL is U+FFFD, and a byte order mark at the start is not text.
  const text = markdown.replace(/\0/g, '\uFFFD').replace(/^\uFEFF/, '')
  if (!MAY_HIDE.test(text)) return withoutInvisible(text)
  const source = sourceOf(text)
  const reading = loaded().readMarkdown(source.bytes)
  return withoutInvisible(apply(text, hiddenEdits(source, reading)))
}

/**
 * The source with the edits made. Edits within a removed span are dropped with it; one that
 * reaches past a removed span's end removes up to its own end (hiding more, never less). At one
 * offset, an insertion (a reference link's destination) comes first, then the longest span.
 */
function apply(source: string, edits: Edit[]): string {
  const isInsertion = (edit: Edit): number => (edit.start === edit.end ? 0 : 1)
  const sorted = edits.toSorted(
    (a, b) => a.start - b.start || isInsertion(a) - isInsertion(b) || b.end - a.end,
  )
  let out = ''
  let cursor = 0
  for (const edit of sorted) {
    if (edit.start < cursor) {
      if (edit.end > cursor) cursor = edit.end
      continue
    }
    out += source.slice(cursor, edit.start) + edit.text
    cursor = Math.max(cursor, edit.end)
  }
  return out + source.slice(cursor)
}

/** The Markdown's tree (micromark with GFM), with positions; throws ParsersNotLoaded. */
export function markdownTree(markdown: string): Root {
  const { fromMarkdown, gfm, gfmFromMarkdown } = loaded()
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
}
