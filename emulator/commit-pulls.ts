import { gitHubPage } from './github-paging.ts'
import { json, type IncomingCall, type Reply } from './service.ts'

/**
 * Which commits each pull request holds, for `GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls`
 * ("List pull requests associated with a commit"): GitHub lists the merged pull request that
 * brought a commit into the default branch, and, for a commit not there, the open and merged pull
 * requests whose commits hold it. A closed pull request that was not merged is not listed. So a
 * head a pull request had before its latest push is still its own, until a force-push drops it.
 *
 * The emulator's default branch holds only the bases tests seed, which no pull request brought,
 * and its pull requests are all branches of the repository (GitHub does not associate a commit
 * that only a fork holds; a fork's pull request at a commit the repository has is seeded here
 * like any other).
 */
export class PullCommits {
  /** Each pull request's commits, oldest first, by `owner/repo#number`. */
  private readonly held = new Map<string, string[]>()

  reset(): void {
    this.held.clear()
  }

  /** A push of `shas` (oldest first) to pull request `number`; `force` drops what it held. */
  push(repository: string, number: number, shas: readonly string[], force = false): void {
    const key = `${repository}#${number}`
    const before = force ? [] : (this.held.get(key) ?? [])
    this.held.set(key, [...before, ...shas.filter((sha) => !before.includes(sha))])
  }

  /**
   * A pull request opened at commit `sha` (a branch, or a fork's, pointing at it): it holds `sha`
   * and the commits before it that another pull request holds with it.
   */
  openAt(repository: string, number: number, sha: string): void {
    const source = [...this.held.values()].find((commits) => commits.includes(sha)) ?? [sha]
    this.push(repository, number, source.slice(0, source.indexOf(sha) + 1), true)
  }

  /** The newest commit of a pull request (its head), if it holds any. */
  head(repository: string, number: number): string | undefined {
    return this.held.get(`${repository}#${number}`)?.at(-1)
  }

  /** The pull requests whose commits hold `sha`, by number. */
  holding(repository: string, sha: string): number[] {
    const numbers: number[] = []
    for (const [key, commits] of this.held) {
      const [repo, number] = key.split('#')
      if (repo === repository && commits.includes(sha.toLowerCase())) numbers.push(Number(number))
    }
    return numbers.sort((a, b) => a - b)
  }
}

/** What the route needs of a pull request: whether GitHub lists it, and its answer's view. */
export interface CommitPullsStore {
  commits: PullCommits
  /** Open, merged, or closed without merging; undefined when there is no such pull request. */
  stateOf(repository: string, number: number): 'open' | 'merged' | 'closed' | undefined
  /** The pull request as its description's `pull-request-simple`. */
  view(repository: string, number: number): Record<string, unknown>
}

/**
 * GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls: the open and merged pull requests whose
 * commits hold the commit, paged by `per_page` and `page`; 200 with none for a commit no pull
 * request holds, as GitHub answers a commit of the repository.
 */
export function answerCommitPulls(
  store: CommitPullsStore,
  call: IncomingCall,
  repository: string,
): Reply {
  const sha = call.route.params.commit_sha ?? ''
  const listed = store.commits.holding(repository, sha).filter((number) => {
    const state = store.stateOf(repository, number)
    return state === 'open' || state === 'merged'
  })
  const { items, headers } = gitHubPage(call.query, listed)
  return json(
    200,
    items.map((number) => store.view(repository, number)),
    headers,
  )
}
