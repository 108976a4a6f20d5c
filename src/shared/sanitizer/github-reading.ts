/**
 * Text from GitHub read as GitHub reads it, once: cmark-gfm parses it and renders its page
 * (./cmark-gfm/reading.ts), the page is read as a browser reads it (./page.ts), and the edits
 * that project that reading onto the source (./projection.ts) are made here. In the sanitizer's
 * chunk, loaded on demand (./visible-text.ts says why).
 */
import { INVISIBLE } from './invisible.js'
import { readMarkdown } from './cmark-gfm/reading.js'
import { hiddenEdits, type Edit } from './projection.js'
import type { Span } from './raw-html.js'
import { sourceOf } from './source-map.js'

/**
 * What a reader of GitHub sees of a text, and the same text with what the page shows quoted or
 * as code blanked out (spaces; line endings kept), index for index: a phrase there is shown,
 * not said, and addresses no one.
 */
export interface VisibleReading {
  text: string
  addressed: string
  /** Why the text was not read (TextTooComplex): `text` is then a note that says so. */
  unread?: string
}

/** What a reader of GitHub sees of `text` (NUL already U+FFFD, no byte order mark). */
export function readGitHub(text: string): VisibleReading {
  const source = sourceOf(text)
  const { edits, quoted } = hiddenEdits(source, readMarkdown(source.bytes))
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
      blanked(cursor, edit.start) +
      // An insertion at a quoted span's end (a reference's destination) is quoted with it.
      (blank[edit.start] || blank[edit.start - 1] ? ' '.repeat(edit.text.length) : edit.text)
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
