import { createHash } from 'node:crypto'
import { structuredPatch } from 'diff'

/**
 * A file's change as git, and so GitHub, writes it: the unified diff of a pull request's files
 * list, the blob SHA of a file's contents, and the base64 of the contents API. The diff itself is
 * jsdiff's (`diff`); what is git's own is how a hunk's header is written.
 */

/** What GitHub's files list tells of one text file's change. */
export interface FilePatch {
  /** The hunks, without `diff --git`, `---` or `+++` lines; undefined when nothing changed. */
  patch: string | undefined
  additions: number
  deletions: number
}

/** Lines of context around each change: git's default, which GitHub's diffs use. */
const CONTEXT = 3
/** The longest function context git puts after a hunk's `@@` (xdiff's buffer), in bytes. */
const FUNCTION_CONTEXT_BYTES = 80

/** The unified diff of `base` to `head`, as a pull request's files list gives it. */
export function gitPatch(base: string, head: string): FilePatch {
  const { hunks } = structuredPatch('a', 'b', base, head, undefined, undefined, {
    context: CONTEXT,
  })
  const baseLines = base.split('\n')
  let context = ''
  // Where the previous hunk's search for its function line stopped: git does not search past it,
  // and keeps that hunk's line when it finds none nearer.
  let searched = -1
  const written = hunks.map((hunk) => {
    const first = hunk.oldStart - 1
    for (let line = first - 1; line > searched && line >= 0; line--) {
      const found = functionLine(baseLines[line] ?? '')
      if (found !== undefined) {
        context = found
        break
      }
    }
    searched = first - 1
    const header = `@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`
    return [context === '' ? header : `${header} ${context}`, ...hunk.lines].join('\n')
  })
  const lines = hunks.flatMap((hunk) => hunk.lines)
  return {
    patch: written.length === 0 ? undefined : written.join('\n'),
    additions: lines.filter((line) => line.startsWith('+')).length,
    deletions: lines.filter((line) => line.startsWith('-')).length,
  }
}

/** A hunk's range as git writes it: no count for one line, the line before for none. */
function range(start: number, count: number): string {
  if (count === 1) return String(start)
  return `${count === 0 ? start - 1 : start},${count}`
}

/**
 * Git's default function line (xdiff's `def_ff`): a line that starts with a letter, `_` or `$`,
 * cut to 80 bytes and trimmed of trailing white space; undefined for any other line.
 */
function functionLine(line: string): string | undefined {
  if (!/^[A-Za-z_$]/.test(line)) return undefined
  const cut = Buffer.from(line).subarray(0, FUNCTION_CONTEXT_BYTES).toString()
  return cut.replace(/[ \t\n\v\f\r]+$/, '')
}

/** Git's object id of a file's contents: SHA-1 of `blob <size>\0` and the bytes. */
export function blobSha(content: Buffer): string {
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest('hex')
}

/**
 * Base64 as GitHub's contents API sends it (Ruby's `encode64`): a line break after every 60
 * characters, and one at the end.
 */
export function gitHubBase64(content: Buffer): string {
  const text = content.toString('base64')
  return (text.match(/.{1,60}/g) ?? []).map((line) => `${line}\n`).join('')
}
