import { ApiError } from '../http/errors.js'
import { hasNextPage, type Answer, type GitHubApi } from './github-api.js'
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
  /** Who wrote its commits, when asked for (`{ authors: true }`). */
  authors?: CommitAuthors
}

/** The commits of a comparison and who wrote each, as GitHub links them to accounts. */
export interface CommitAuthors {
  /**
   * Oldest first. `author`: the login of the account GitHub links the commit's author to (by
   * the author's email: anyone can write any email into a commit); '' for none.
   */
  commits: { sha: string; author: string }[]
  /** Every commit of the comparison is listed (at most MAX_AUTHOR_PAGES pages are read). */
  complete: boolean
}

/** Pages of 100 commits read for their authors: 300 commits, past which a push is not judged. */
export const MAX_AUTHOR_PAGES = 3

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

type Compared = Answered<
  'commit-comparison',
  'status' | 'total_commits' | 'behind_by' | 'files' | 'commits'
>

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
 * kilobytes each would be read for nothing. With `authors`, the commits are what is asked: pages
 * of 100, at most MAX_AUTHOR_PAGES of them.
 */
export async function compareCommits(
  api: GitHubApi,
  base: string,
  head: string,
  budget: PatchBudget,
  options: { authors?: boolean } = {},
): Promise<CommitComparison> {
  if (!Number.isSafeInteger(budget.bytes) || budget.bytes < 0) {
    throw new Error(`A comparison's patch budget must be a whole number of bytes: ${budget.bytes}.`)
  }
  const authors = options.authors === true
  let answer: Answer<Untrusted<Compared>>
  try {
    answer = await comparePage(api, base, head, authors ? 100 : 1, 1)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { kind: 'not-found', message: error.message }
    }
    throw error
  }
  const { data } = answer
  const listed = Array.isArray(data.files) ? data.files : []
  const commits = integer(data.total_commits)
  return {
    kind: 'compared',
    status: typeof data.status === 'string' ? data.status : '',
    commits,
    behindBy: integer(data.behind_by),
    ...withinBudget(changedFiles(listed), budget.bytes),
    filesCapped: listed.length >= MAX_COMPARED_FILES,
    ...(authors ? { authors: await commitAuthors(api, base, head, answer, commits) } : {}),
  }
}

/** One page of the comparison `base...head`, `perPage` commits on it. */
function comparePage(
  api: GitHubApi,
  base: string,
  head: string,
  perPage: number,
  page: number,
): Promise<Answer<Untrusted<Compared>>> {
  return api.send(
    {
      context: errorContext(
        `Comparing ${short(base)}...${short(head)}`,
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
        per_page: perPage,
        page,
        ...options,
      }),
  )
}

/** The commits of the first page and of those after it, up to MAX_AUTHOR_PAGES, with authors. */
async function commitAuthors(
  api: GitHubApi,
  base: string,
  head: string,
  first: Answer<Untrusted<Compared>>,
  total: number,
): Promise<CommitAuthors> {
  const commits: CommitAuthors['commits'] = []
  let answer = first
  for (let page = 1; ; page++) {
    // GitHub's type of a commit is too deep for Untrusted: each field is checked as it is read.
    const listed: unknown = answer.data.commits
    for (const entry of Array.isArray(listed) ? (listed as unknown[]) : []) {
      const commit = entry as { sha?: unknown; author?: { login?: unknown } | null } | null
      const sha = typeof commit?.sha === 'string' ? commit.sha : ''
      const author = typeof commit?.author?.login === 'string' ? commit.author.login : ''
      if (sha !== '') commits.push({ sha, author })
    }
    if (!hasNextPage(answer.headers) || page >= MAX_AUTHOR_PAGES) break
    answer = await comparePage(api, base, head, 100, page + 1)
  }
  return { commits, complete: commits.length >= total }
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
