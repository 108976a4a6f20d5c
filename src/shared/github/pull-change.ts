import { hasNextPage, type Call, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import { ApiError } from '../http/errors.js'
import { readPullRequest } from './pull-requests.js'
import { textOf } from './untrusted.js'

/**
 * A pull request's change as GitHub holds it, for the change check (issue #40): the commits at
 * its ends, its files (every page) and a file's whole text at either end. Reads only.
 */

/** The commits a pull request compares. */
export interface PullRequestEnds {
  headSha: string
  baseSha: string
  /**
   * How many files GitHub says the pull request changes (`changed_files`), when it says: a files
   * list shorter than this left some out.
   */
  changedFiles?: number
}

/** A file of a pull request as the files list gives it. */
export interface PullFile {
  path: string
  status: string
  previousPath: string | undefined
  patch: string | undefined
}

/**
 * GitHub lists at most 3000 files of a pull request, 100 to a page, and after the 3000th gives no
 * next page: a list that long may have left files out without a word.
 */
export const MAX_LISTED_FILES = 3000
export const MAX_FILE_PAGES = MAX_LISTED_FILES / 100

export async function pullRequestEnds(api: GitHubApi, number: number): Promise<PullRequestEnds> {
  const data = await readPullRequest(api, number)
  const headSha = textOf(data.head?.sha)
  const baseSha = textOf(data.base?.sha)
  if (!/^[0-9a-f]{40}$/.test(headSha) || !/^[0-9a-f]{40}$/.test(baseSha))
    throw new ApiError(
      `Reading pull request #${number} failed: GitHub's answer has no head and base commits.`,
      {
        status: 200,
        transient: false,
        mayHaveActed: false,
      },
    )
  const changed = data.changed_files
  return {
    headSha,
    baseSha,
    ...(typeof changed === 'number' && Number.isSafeInteger(changed) && changed >= 0
      ? { changedFiles: changed }
      : {}),
  }
}

/**
 * Every file a pull request changes, at most `maxPages` pages of 100; `complete` is false when a
 * page was left unread, or when GitHub listed as many files as it ever lists (3000), after which
 * it names no next page whatever is left.
 */
export async function pullRequestChange(
  api: GitHubApi,
  number: number,
  maxPages = MAX_FILE_PAGES,
): Promise<{ files: PullFile[]; complete: boolean }> {
  const call: Call = {
    context: errorContext(
      `Listing the files of pull request #${number}`,
      `pull request #${number} was not found`,
    ),
    idempotent: true,
    shape: 'array',
  }
  const files: PullFile[] = []
  // Entries GitHub listed, those without a name included.
  let listed = 0
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api.send(call, (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...api.repo,
        pull_number: number,
        per_page: 100,
        page,
        ...options,
      }),
    )
    for (const entry of answer.data) {
      listed++
      const path = textOf(entry?.filename)
      if (path === '') continue
      const previous = textOf(entry?.previous_filename)
      files.push({
        path,
        status: textOf(entry?.status) || 'modified',
        previousPath: previous === '' ? undefined : previous,
        patch: typeof entry?.patch === 'string' ? entry.patch : undefined,
      })
    }
    if (!hasNextPage(answer.headers)) return { files, complete: listed < MAX_LISTED_FILES }
  }
  return { files, complete: false }
}

/**
 * A file's whole text at a commit; undefined when the file is not there (404), null when
 * GitHub will not send it as text (a symlink, a submodule, a directory, a file over 1 MB).
 */
export async function fileText(
  api: GitHubApi,
  path: string,
  ref: string,
): Promise<string | null | undefined> {
  try {
    const { data } = await api.send(
      {
        context: errorContext(`Reading ${path} at ${ref.slice(0, 7)}`, `${path} was not found`),
        idempotent: true,
        shape: 'object',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
          ...api.repo,
          path,
          ref,
          ...options,
        }),
    )
    const file = data as { type?: unknown; encoding?: unknown; content?: unknown }
    if (file.type !== 'file' || file.encoding !== 'base64' || typeof file.content !== 'string')
      return null
    return Buffer.from(file.content, 'base64').toString('utf8')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined
    throw error
  }
}
