/**
 * The files a comparison of two commits lists (`github.compare`, ./commits.ts): each file the
 * commits from their common ancestor to the head change, once, as GitHub shows a changed file.
 */
import { createHash } from 'node:crypto'
import { API, type EmulatedFile } from './github-answers.ts'

/** GitHub lists at most this many files of a comparison, on its first page only. */
const MAX_FILES = 300

/** What `commits` change, as a comparison up to `head` lists it: at most 300 files. */
export function comparisonFiles(
  commits: readonly { files: readonly EmulatedFile[] }[],
  head: { repository: string; sha: string },
): Record<string, unknown>[] {
  return combined(commits)
    .slice(0, MAX_FILES)
    .map((f) => fileView(head, f))
}

/**
 * Each file the commits change, once: its changes summed and its patches one after another
 * (GitHub diffs the two trees; hunks in order are enough for tests that state each commit's
 * files), without a patch if any commit's has none, and left out when added then removed.
 */
function combined(commits: readonly { files: readonly EmulatedFile[] }[]): EmulatedFile[] {
  const byName = new Map<string, EmulatedFile[]>()
  for (const file of commits.flatMap((c) => c.files)) {
    byName.set(file.filename, [...(byName.get(file.filename) ?? []), file])
  }
  return [...byName.values()].flatMap((entries): EmulatedFile[] => {
    const first = entries[0]
    const last = entries.at(-1)
    if (first === undefined || last === undefined) return []
    if (first.status === 'added' && last.status === 'removed') return []
    const patches = entries.map((e) => e.patch)
    return [
      {
        filename: first.filename,
        status: first.status === 'added' ? 'added' : last.status,
        additions: entries.reduce((sum, e) => sum + e.additions, 0),
        deletions: entries.reduce((sum, e) => sum + e.deletions, 0),
        ...(patches.every((patch) => patch !== undefined) ? { patch: patches.join('\n') } : {}),
        ...(first.previousFilename === undefined
          ? {}
          : { previousFilename: first.previousFilename }),
      },
    ]
  })
}

/** A file of a comparison (its description's `diff-entry`), at the head commit. */
function fileView(
  head: { repository: string; sha: string },
  file: EmulatedFile,
): Record<string, unknown> {
  const { repository, sha } = head
  const blob = createHash('sha1').update(`${sha}:${file.filename}`).digest('hex')
  return {
    sha: blob,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `https://github.com/${repository}/blob/${sha}/${file.filename}`,
    raw_url: `https://github.com/${repository}/raw/${sha}/${file.filename}`,
    contents_url: `${API}/repos/${repository}/contents/${file.filename}?ref=${sha}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
  }
}
