import { hasNextPage, MAX_PAGES, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import { textOf, type Answered } from './untrusted.js'

/**
 * What a commit is, as GitHub's pull requests know it (issue #52): a status is a commit's, and
 * every pull request at that commit shows it, so before a status is written on a commit its
 * writer asks which pull requests hold it, whatever event it answers.
 */

/** A pull request GitHub associates with a commit. */
export interface CommitPull {
  number: number
  /** Who opened it ('' when GitHub names nobody). */
  author: string
  headSha: string
  baseSha: string
  /** `open`, or `closed` for a merged one (GitHub lists no other closed pull request here). */
  state: string
}

type ListedPull = Answered<'pull-request-simple', 'number' | 'user' | 'head' | 'base' | 'state'>

/**
 * The pull requests GitHub associates with commit `sha` (`GET .../commits/{sha}/pulls`): the
 * merged one that brought it into the default branch; for a commit not there, the open and merged
 * ones whose commits hold it, so a head a pull request had before its latest push is still its
 * own. GitHub does not associate a commit that only a fork holds. At most `maxPages` pages of 100
 * are read; `complete` is false when a page was left unread.
 */
export async function commitPulls(
  api: GitHubApi,
  sha: string,
  maxPages = MAX_PAGES,
): Promise<{ pulls: CommitPull[]; complete: boolean }> {
  const pulls: CommitPull[] = []
  for (let page = 1; page <= maxPages; page++) {
    const answer = await api.send<ListedPull[]>(
      {
        context: errorContext(
          `Listing the pull requests of commit ${sha.slice(0, 7)}`,
          `${sha.slice(0, 7)} is not a commit of ${api.repository}, or github-token cannot see it`,
          '{ contents: read, pull-requests: read }',
        ),
        idempotent: true,
        shape: 'array',
      },
      (options) =>
        api.octokit.request('GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls', {
          ...api.repo,
          commit_sha: sha,
          per_page: 100,
          page,
          ...options,
        }),
    )
    for (const pull of answer.data) {
      if (typeof pull?.number !== 'number') continue
      pulls.push({
        number: pull.number,
        author: textOf(pull.user?.login),
        headSha: textOf(pull.head?.sha).toLowerCase(),
        baseSha: textOf(pull.base?.sha).toLowerCase(),
        state: textOf(pull.state),
      })
    }
    if (!hasNextPage(answer.headers)) return { pulls, complete: true }
  }
  return { pulls, complete: false }
}
