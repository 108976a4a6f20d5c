import { createHash } from 'node:crypto'
import { blobSha, gitHubBase64, gitPatch } from './git-patch.ts'

/**
 * The files of a seeded pull request change (./pull-changes.ts): a seeded file settled into its
 * status and blobs, the trees and commit SHAs made of them, and the views GitHub's files and
 * contents routes answer with.
 */

/** One file of a seeded change. */
export interface PullChangeFile {
  /** The path at head (for a removed file, the path it had). */
  path: string
  /** Else: renamed with `previousPath`, added without `base`, removed without `head`, modified. */
  status?: 'added' | 'modified' | 'removed' | 'renamed'
  /** For a rename, the path at base. */
  previousPath?: string
  /** The text at base; for a rename without it, the same as at head. */
  base?: string
  head?: string
  /** Listed without a patch, as GitHub lists a binary file. */
  binary?: boolean
}

/** A file's contents at one commit, and its blob's SHA. */
export interface Blob {
  content: Buffer
  sha: string
}

/** The files known at one commit by path; null for one known to be absent there. */
export type Tree = Map<string, Blob | null>

/** One file as the files list shows it. */
export interface ChangedFile {
  filename: string
  status: NonNullable<PullChangeFile['status']>
  previousFilename: string | undefined
  additions: number
  deletions: number
  patch: string | undefined
  /** The blob at head; at base for a removed file. */
  sha: string
}

/** A seeded file with its status settled and its texts as blobs. */
export interface Resolved {
  path: string
  status: ChangedFile['status']
  previousPath: string | undefined
  base: Blob | undefined
  head: Blob | undefined
  patch: ReturnType<typeof gitPatch>
}

const API = 'https://api.github.com'
/** Larger files come without content (encoding `none`), as GitHub sends those of 1 to 100 MB. */
const MAX_INLINE_BYTES = 1024 * 1024

/** The seeded files with their statuses settled; throws for one that cannot be. */
export function resolveFiles(files: readonly PullChangeFile[]): Resolved[] {
  const paths = new Set<string>()
  return files.map((file) => {
    const fail = (why: string): never => {
      throw new Error(`seedPullChange: ${file.path}: ${why}`)
    }
    if (paths.has(file.path)) fail('listed twice')
    paths.add(file.path)
    const status =
      file.status ??
      (file.previousPath !== undefined
        ? 'renamed'
        : file.base === undefined
          ? 'added'
          : file.head === undefined
            ? 'removed'
            : 'modified')
    const baseText = status === 'renamed' ? (file.base ?? file.head) : file.base
    if ((status === 'renamed') !== (file.previousPath !== undefined)) {
      fail('a rename, and only a rename, has a previousPath')
    }
    if (status === 'added' && file.base !== undefined) fail('added, so it has no base text')
    if (status !== 'added' && baseText === undefined) fail(`${status}, so it needs a base text`)
    if (status === 'removed' && file.head !== undefined) fail('removed, so it has no head text')
    if (status !== 'removed' && file.head === undefined) fail(`${status}, so it needs a head text`)
    const patch =
      file.binary === true
        ? { patch: undefined, additions: 0, deletions: 0 }
        : gitPatch(baseText ?? '', file.head ?? '')
    return {
      path: file.path,
      status,
      previousPath: file.previousPath,
      base: blobOf(baseText),
      head: blobOf(file.head),
      patch,
    }
  })
}

export function blobOf(text: string | undefined): Blob | undefined {
  if (text === undefined) return undefined
  const content = Buffer.from(text)
  return { content, sha: blobSha(content) }
}

/** Whether the base a seeding describes can be the earlier one's: no path differs. */
export function agrees(earlier: Tree, base: Tree): boolean {
  for (const [path, blob] of base) {
    if (earlier.has(path) && (earlier.get(path)?.sha ?? null) !== (blob?.sha ?? null)) return false
  }
  return true
}

/** A tree's files and blobs as text, for a commit's SHA. */
export function treeText(tree: Tree): string {
  return [...tree]
    .map(([path, blob]) => `${path}\0${blob?.sha ?? '-'}`)
    .sort()
    .join('\n')
}

/** A commit's SHA from what makes it: 40 hex digits, the same in every run. */
export function commitSha(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\n')).digest('hex')
}

export function listed(file: Resolved): ChangedFile {
  const blob = file.head ?? file.base
  return {
    filename: file.path,
    status: file.status,
    previousFilename: file.previousPath,
    ...file.patch,
    sha: blob?.sha ?? '',
  }
}

/** A path in a URL: each segment encoded, the slashes kept. */
function urlPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

/** A file of the list (its description's `diff-entry`), linked at head (a removed one at base). */
export function fileView(
  change: { repository: string; baseSha: string; headSha: string },
  file: ChangedFile,
): Record<string, unknown> {
  const { repository } = change
  const at = file.status === 'removed' ? change.baseSha : change.headSha
  const path = urlPath(file.filename)
  return {
    sha: file.sha,
    filename: file.filename,
    status: file.status,
    additions: file.additions,
    deletions: file.deletions,
    changes: file.additions + file.deletions,
    blob_url: `https://github.com/${repository}/blob/${at}/${path}`,
    raw_url: `https://github.com/${repository}/raw/${at}/${path}`,
    contents_url: `${API}/repos/${repository}/contents/${path}?ref=${at}`,
    ...(file.patch === undefined ? {} : { patch: file.patch }),
    ...(file.previousFilename === undefined ? {} : { previous_filename: file.previousFilename }),
  }
}

/** A file as the contents API answers it (its description's `content-file`), at `ref` as asked. */
export function contentView(
  repository: string,
  path: string,
  ref: string,
  blob: Blob,
): Record<string, unknown> {
  const encoded = urlPath(path)
  const url = `${API}/repos/${repository}/contents/${encoded}?ref=${encodeURIComponent(ref)}`
  const git = `${API}/repos/${repository}/git/blobs/${blob.sha}`
  const html = `https://github.com/${repository}/blob/${ref}/${encoded}`
  const inline = blob.content.length <= MAX_INLINE_BYTES
  return {
    type: 'file',
    encoding: inline ? 'base64' : 'none',
    size: blob.content.length,
    name: path.split('/').at(-1) ?? path,
    path,
    content: inline ? gitHubBase64(blob.content) : '',
    sha: blob.sha,
    url,
    git_url: git,
    html_url: html,
    download_url: `https://raw.githubusercontent.com/${repository}/${ref}/${encoded}`,
    _links: { self: url, git, html },
  }
}
