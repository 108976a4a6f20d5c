/**
 * Settings whose text the site shows as markup, as it shows a page (issue #52): an API
 * operation's `x-mint.content` (MDX the platform adds to the endpoint's page), and `docs.json`'s
 * `banner.content` and its error pages' `title` and `description`. Each one new or changed at
 * head is read by the page rules (./page-reading.ts): what would block in a page blocks here too,
 * as `config`, so that a setting is no way around them.
 */
import type { Located } from './change-types.js'
import { pastBounds } from './page-bounds.js'
import { readPage } from './page-reading.js'

/** A setting's text that the site shows as markup, where it stands. */
export interface PageText {
  file: string
  /** Its key path (`banner.content`). */
  path: string
  raw: string
}

/** Whether a docs config's value at `path` is shown as markup. */
export const isConfigPageText = (path: string): boolean =>
  /^banner\.content$|^errors\.[^.]+\.(?:title|description)$/.test(path)

/** Whether a spec's value under `key`, in the platform's extension, is shown as markup. */
export const isSpecPageText = (key: string | number): boolean => key === 'content'

/** What the page rules find in `text` that blocks in a page, or why it was not read. */
function blocking(text: string): Located | undefined {
  const past = pastBounds(text)
  if (past !== undefined) return past
  try {
    const facts = readPage(text, 'setting.mdx')
    return [facts.unparsed, ...facts.script, ...facts.unchecked, ...facts.code].find(
      (found) => found !== undefined,
    )
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return { line: 1, detail: 'nested too deep to read (the parser ran out of stack)' }
  }
}

/**
 * The texts of `head` that are new or changed against `base` and hold what would block in a
 * page: each with the file and text it stands in, and what was found.
 */
export function judgePageTexts(
  head: readonly PageText[],
  base: readonly PageText[],
): { file: string; raw: string; detail: string }[] {
  const before = new Set(base.map((text) => `${text.path}\n${text.raw}`))
  return head.flatMap((text) => {
    if (before.has(`${text.path}\n${text.raw}`)) return []
    const found = blocking(text.raw)
    return found === undefined
      ? []
      : [
          {
            file: text.file,
            raw: text.raw,
            detail: `${text.path}, shown as markup: ${found.detail}`,
          },
        ]
  })
}
