import { ApiError } from '../http/errors.js'
import type { Answer, GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { PullFile } from './pull-change.js'
import { changedFiles, type ChangedFile } from './pull-requests.js'
import type { Answered, Untrusted } from './untrusted.js'

/** A file the compared commits change, its patch kept only within the caller's budget. */
export interface ComparedFile extends ChangedFile {
  /**
   * Why `patch` is undefined: `github` gave none (a binary or very large file, a rename without
   * changes), or it was left out to keep within the `budget`; undefined when it is there.
   */
  patchLeftOut: 'github' | 'budget' | undefined
}

/** How many bytes of patches a comparison keeps (UTF-8, the patches' own text only). */
export interface PatchBudget {
  bytes: number
}

/** What changed from one commit to another (a `synchronize` event's `before` and `after`). */
export interface Comparison {
  kind: 'compared'
  /**
   * GitHub's `ahead` for a push that adds commits; `diverged` when `before` is no ancestor of
   * `after` (a force-push whose old head GitHub still has), the files then being those changed
   * since the two's common ancestor; `behind` or `identical` when `after` adds nothing.
   */
  status: string
  /** Commits from the common ancestor to `after`, however many the budget leaves patches of. */
  commits: number
  /** Commits of `before` that `after` does not hold (dropped by a force-push). */
  behindBy: number
  /** Every file GitHub listed, in its order. */
  files: ComparedFile[]
  /** Some patches were left out to stay within the budget (their files are still listed). */
  cut: boolean
  /** GitHub listed as many files as it ever does (300): more may have changed, unnamed. */
  filesCapped: boolean
}

/**
 * GitHub found no comparison: either commit is unknown to it (a force-push made `before`
 * unreachable and it was collected), the two share no history, or the token cannot see the
 * repository. `message` says which, for a log line.
 */
export interface NoComparison {
  kind: 'not-found'
  message: string
}

export type CommitComparison = Comparison | NoComparison

/** GitHub lists at most this many files of a comparison, and pages them no further. */
export const MAX_COMPARED_FILES = 300

type Compared = Answered<'commit-comparison', 'status' | 'total_commits' | 'behind_by' | 'files'>

/** A commit SHA shortened as GitHub shows one; any other ref as it is. */
const short = (ref: string): string => (/^[0-9a-f]{40}$/i.test(ref) ? ref.slice(0, 7) : ref)

const integer = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : 0

/**
 * What the commits from `base` to `head` change (GitHub's `BASE...HEAD`: from their common
 * ancestor to `head`), each file's patch kept while the patches fit `budget`, in GitHub's order
 * (a patch too big for what is left is left out, a smaller one after it may still fit).
 *
 * One request. The route's `per_page` and `page` page the commits, not the files: GitHub lists
 * the files on the first page only, at most 300 of them for the whole comparison, and names no
 * others anywhere (`filesCapped` says when that may have happened). So the first page is read
 * with one commit on it, the commits being counted by `total_commits`: 250 commits at a few
 * kilobytes each would be read for nothing.
 */
export async function compareCommits(
  api: GitHubApi,
  base: string,
  head: string,
  budget: PatchBudget,
): Promise<CommitComparison> {
  if (!Number.isSafeInteger(budget.bytes) || budget.bytes < 0) {
    throw new Error(`A comparison's patch budget must be a whole number of bytes: ${budget.bytes}.`)
  }
  const range = `${short(base)}...${short(head)}`
  let answer: Answer<Untrusted<Compared>>
  try {
    answer = await api.send(
      {
        context: errorContext(
          `Comparing ${range}`,
          `${short(base)} or ${short(head)} is not a commit of ${api.repository}, or they share no history`,
          '{ contents: read }',
        ),
        idempotent: true,
        shape: 'object',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
          ...api.repo,
          basehead: `${base}...${head}`,
          per_page: 1,
          page: 1,
          ...options,
        }),
    )
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { kind: 'not-found', message: error.message }
    }
    throw error
  }
  const { data } = answer
  const listed = Array.isArray(data.files) ? data.files : []
  return {
    kind: 'compared',
    status: typeof data.status === 'string' ? data.status : '',
    commits: integer(data.total_commits),
    behindBy: integer(data.behind_by),
    ...withinBudget(changedFiles(listed), budget.bytes),
    filesCapped: listed.length >= MAX_COMPARED_FILES,
  }
}

/** A change read at the exact ends a verdict names: its files as the change check reads them. */
export interface ChangeAtEnds {
  kind: 'compared'
  files: PullFile[]
  /** False when GitHub listed as many files as it ever does (300): more may have changed. */
  complete: boolean
}

/**
 * What `base...head` changes, every file with its whole patch and a rename's path at base, for
 * the change check (issue #52): a verdict on `head` is about these two commits, whatever the pull
 * request's files list says by the time it is read (it follows the pull request's current head).
 * One request, as `compareCommits`; `complete` is false past GitHub's 300 files.
 */
export async function changeAtEnds(
  api: GitHubApi,
  base: string,
  head: string,
): Promise<ChangeAtEnds | NoComparison> {
  const compared = await compareCommits(api, base, head, { bytes: Number.MAX_SAFE_INTEGER })
  if (compared.kind === 'not-found') return compared
  return {
    kind: 'compared',
    files: compared.files.map((file) => ({
      path: file.filename,
      status: file.status,
      previousPath: file.previousFilename,
      patch: file.patch,
    })),
    complete: !compared.filesCapped,
  }
}

/** The files with the patches that fit `bytes`, taken in order; `cut` when any did not. */
function withinBudget(
  files: readonly ChangedFile[],
  bytes: number,
): { files: ComparedFile[]; cut: boolean } {
  let left = bytes
  let cut = false
  const kept = files.map((file): ComparedFile => {
    if (file.patch === undefined) return { ...file, patchLeftOut: 'github' }
    const size = Buffer.byteLength(file.patch)
    if (size <= left) {
      left -= size
      return { ...file, patchLeftOut: undefined }
    }
    cut = true
    return { ...file, patch: undefined, patchLeftOut: 'budget' }
  })
  return { files: kept, cut }
}
