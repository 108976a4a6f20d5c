import { hasNextPage, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Answered } from './untrusted.js'

/** A file a pull request changes, as GitHub's files API lists it. */
export interface ChangedFile {
  filename: string
  /** added, modified, removed, renamed... */
  status: string
  additions: number
  deletions: number
  /** The unified diff; undefined when GitHub leaves it out (a binary or very large file). */
  patch: string | undefined
  /** A renamed file's path at base, when GitHub names it. */
  previousFilename?: string
}

/** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
export async function pullRequestFiles(
  api: GitHubApi,
  number: number,
  limit: number,
): Promise<ChangedFile[]> {
  const { data } = await api.send(
    {
      context: errorContext(
        `Listing the files of pull request #${number}`,
        `pull request #${number} was not found`,
      ),
      idempotent: true,
      shape: 'array',
    },
    (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...api.repo,
        pull_number: number,
        per_page: Math.min(limit, 100),
        ...options,
      }),
  )
  return changedFiles(data).slice(0, limit)
}

/**
 * The files of a list of GitHub's diff entries (a pull request's files, a comparison's), in its
 * order; an entry without a name is left out.
 */
export function changedFiles(
  entries: readonly (Answered<
    'diff-entry',
    'filename' | 'status' | 'additions' | 'deletions' | 'patch' | 'previous_filename'
  > | null)[],
): ChangedFile[] {
  const count = (value: unknown): number => (typeof value === 'number' ? value : 0)
  return entries.flatMap((file) =>
    typeof file?.filename !== 'string'
      ? []
      : [
          {
            filename: file.filename,
            status: typeof file.status === 'string' ? file.status : 'modified',
            additions: count(file.additions),
            deletions: count(file.deletions),
            patch: typeof file.patch === 'string' ? file.patch : undefined,
            ...(typeof file.previous_filename === 'string' && file.previous_filename !== ''
              ? { previousFilename: file.previous_filename }
              : {}),
          },
        ],
  )
}

/** Whether a pull request merged (and on which day, YYYY-MM-DD) or was closed without merging. */
export interface PullRequestState {
  merged: boolean
  mergedAt: string | undefined
  closed: boolean
}

/** GET /repos/{owner}/{repo}/pulls/{number}: the pull request whole, as GitHub has it now. */
export async function readPullRequest(api: GitHubApi, number: number) {
  const { data } = await api.send(
    {
      context: errorContext(
        `Reading pull request #${number}`,
        `pull request #${number} was not found`,
      ),
      idempotent: true,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
        ...api.repo,
        pull_number: number,
        ...options,
      }),
  )
  return data
}

/** A pull request's state as GitHub has it now. */
export async function pullRequestState(api: GitHubApi, number: number): Promise<PullRequestState> {
  const data = await readPullRequest(api, number)
  const mergedAt = typeof data.merged_at === 'string' ? data.merged_at.slice(0, 10) : undefined
  return {
    merged: data.merged === true || mergedAt !== undefined,
    mergedAt,
    closed: data.state === 'closed',
  }
}

/** An open pull request as the list names it: who opened it, and its head. */
export interface OpenPullRequest {
  number: number
  author: string
  headSha: string
}

/** The most pages of open pull requests read (100 each): a queue holds far fewer. */
export const MAX_OPEN_PAGES = 10

/**
 * The open pull requests into branch `base`, at most `maxPages` pages of 100; `complete` is false
 * when a page was left unread.
 */
export async function openPullRequests(
  api: GitHubApi,
  base: string,
  maxPages = MAX_OPEN_PAGES,
): Promise<{ pulls: OpenPullRequest[]; complete: boolean }> {
  const pulls: OpenPullRequest[] = []
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api.send(
      {
        context: errorContext(
          `Listing the open pull requests into ${base}`,
          `${base} was not found`,
        ),
        idempotent: true,
        shape: 'array',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/pulls', {
          ...api.repo,
          state: 'open',
          base,
          per_page: 100,
          page,
          ...options,
        }),
    )
    for (const pull of answer.data) {
      const headSha = typeof pull?.head?.sha === 'string' ? pull.head.sha : ''
      const author = typeof pull?.user?.login === 'string' ? pull.user.login : ''
      if (typeof pull?.number === 'number') pulls.push({ number: pull.number, author, headSha })
    }
    if (!hasNextPage(answer.headers)) return { pulls, complete: true }
  }
  return { pulls, complete: false }
}
