/**
 * Where a pull request's head is, as GitHub's pull request route shows it: its head and base
 * commits, the repository the head lives in (a fork, or the base repository itself), and that
 * repository's `pushed_at`, which GitHub moves with every push to any of its branches. Tests move
 * a head as a push does (`push`); a pull request never pushed this way keeps what the route
 * answered before (./github-triage.ts).
 */

/** A pull request's head, as the route's `head` and `base` name it. */
export interface PullHead {
  sha: string
  /** The base commit (`base.sha`); undefined: the route's own. */
  baseSha: string | undefined
  /** `owner/name` of the repository the head is in. */
  repository: string
}

/** A push that moves a pull request's head. */
export interface HeadPush {
  sha: string
  baseSha?: string
  /** The head's repository, `owner/name` (a fork's); the pull request's own unless said. */
  repository?: string
  /** When it was pushed (ISO 8601); now unless said. */
  at?: string
}

/** GitHub gives `pushed_at` to the second. */
const toSecond = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')

export class PullHeads {
  /** By `owner/repo#number`. */
  private readonly heads = new Map<string, PullHead>()
  /** Each repository's `pushed_at`, by `owner/name` in lower case. */
  private readonly pushed = new Map<string, string>()
  private readonly now: () => number

  constructor(now: () => number) {
    this.now = now
  }

  reset(): void {
    this.heads.clear()
    this.pushed.clear()
  }

  /** Pull request `number` of `repository` now has its head at `push.sha`, pushed at `push.at`. */
  push(repository: string, number: number, push: HeadPush): PullHead {
    const head: PullHead = {
      sha: push.sha,
      baseSha: push.baseSha ?? this.heads.get(`${repository}#${number}`)?.baseSha,
      repository: push.repository ?? repository,
    }
    this.heads.set(`${repository}#${number}`, head)
    this.pushed.set(head.repository.toLowerCase(), push.at ?? toSecond(this.now()))
    return head
  }

  /** The head a test pushed, if one did. */
  head(repository: string, number: number): PullHead | undefined {
    return this.heads.get(`${repository}#${number}`)
  }

  /** When `repository` was last pushed to, if a test pushed there. */
  pushedAt(repository: string): string | undefined {
    return this.pushed.get(repository.toLowerCase())
  }
}
