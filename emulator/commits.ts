import { createHash } from 'node:crypto'
import { gitHubPage } from './github-paging.ts'
import { changedFile, gitHubError, gitHubUser, type EmulatedFile } from './github-answers.ts'
import { comparisonFiles } from './comparison-files.ts'
import { json, type IncomingCall, type Reply } from './service.ts'

/**
 * Commits as a repository's history holds them, for the routes that compare two of them
 * (`github.compare`) and that set and list a commit's statuses (`github.create-status`,
 * `github.list-statuses`). Tests seed the history: a push is commits on the branch's last one, a
 * force-push commits on an older one, an unreachable `before` a SHA never seeded.
 */

export interface EmulatedCommit {
  sha: string
  repository: string
  /** The commit it follows; undefined for a repository's first. */
  parent: string | undefined
  message: string
  date: string
  /** What it changes, as a comparison lists each file. */
  files: EmulatedFile[]
  /**
   * The account GitHub links the commit's author to (by the author's email), as a comparison's
   * `commits[].author` names it; null when the email is linked to none.
   */
  author: string | null
}

/** A status set on a commit, as `POST .../statuses/{sha}` made it. */
export interface EmulatedStatus {
  id: number
  repository: string
  sha: string
  state: string
  description: string | null
  targetUrl: string | null
  context: string
  createdAt: string
}

/** Commits to seed: a chain, each on the one before, the first on `parent` (a root without). */
export interface CommitSeed {
  repository?: string
  /** The SHA of a seeded commit the chain starts on. */
  parent?: string
  commits: {
    sha?: string
    message?: string
    /** A name alone is a one-line change (`changedFile`); `patch` absent for a binary file. */
    files?: (string | EmulatedFile)[]
    /** Its author's account (octocat unless said); null for an email GitHub links to none. */
    author?: string | null
  }[]
}

const API = 'https://api.github.com'
const TOKEN_USER = { login: 'github-actions[bot]', type: 'Bot' as const }
const AUTHOR = { login: 'octocat', type: 'User' as const }
const STATES = ['error', 'failure', 'pending', 'success']
/** GitHub's longest status description, in characters (code points). */
const MAX_DESCRIPTION = 140
/** Statuses GitHub keeps for one commit and context ("Create a commit status"). */
const MAX_STATUSES = 1000
/** Commits a comparison lists when asked without `per_page` or `page`: the newest ones. */
const UNPAGED_COMMITS = 250

export class Commits {
  readonly commits: EmulatedCommit[] = []
  /** Every status set, oldest first. */
  readonly statuses: EmulatedStatus[] = []
  private readonly now: () => number
  private nextStatus = 50_000_001

  constructor(now: () => number) {
    this.now = now
  }

  reset(): void {
    this.commits.length = 0
    this.statuses.length = 0
    this.nextStatus = 50_000_001
  }

  /** Adds the seed's commits, a minute apart and ending now; answers them in order. */
  seed(seed: CommitSeed): EmulatedCommit[] {
    const repository = seed.repository ?? 'acme/docs'
    if (seed.parent !== undefined && this.find(repository, seed.parent) === undefined) {
      throw new Error(`No commit ${seed.parent} in ${repository} to seed commits on`)
    }
    let parent = seed.parent
    const added = seed.commits.map((commit, i): EmulatedCommit => {
      const message = commit.message ?? `Commit ${this.commits.length + 1}`
      const sha =
        commit.sha ??
        createHash('sha1')
          .update(`${repository}\n${parent ?? ''}\n${message}\n${this.commits.length}`)
          .digest('hex')
      const date = new Date(this.now() - (seed.commits.length - 1 - i) * 60_000)
      const made: EmulatedCommit = {
        sha,
        repository,
        parent,
        message,
        date: date.toISOString().replace(/\.\d{3}Z$/, 'Z'),
        files: (commit.files ?? []).map(changedFile),
        author: commit.author === undefined ? AUTHOR.login : commit.author,
      }
      this.commits.push(made)
      parent = sha
      return made
    })
    return added
  }

  /**
   * A status on commit `sha`, set `ageMs` ago as if by the workflow token (a status an earlier run
   * left); the route sets its statuses so too.
   */
  addStatus(
    repository: string,
    sha: string,
    fields: Pick<EmulatedStatus, 'state' | 'context'> &
      Partial<Pick<EmulatedStatus, 'description' | 'targetUrl'>> & { ageMs?: number },
  ): EmulatedStatus {
    const status: EmulatedStatus = {
      id: this.nextStatus++,
      repository,
      sha,
      state: fields.state,
      description: fields.description ?? null,
      targetUrl: fields.targetUrl ?? null,
      context: fields.context,
      createdAt: new Date(this.now() - (fields.ageMs ?? 0)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    }
    this.statuses.push(status)
    return status
  }

  /** The statuses of a commit, newest first, as GitHub lists them. */
  statusesOf(repository: string, sha: string): EmulatedStatus[] {
    return this.statuses
      .filter((s) => s.repository === repository && s.sha === sha)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  }

  /** The answer of a route `github/statuses.ts` hands over (`github.compare` and the rest). */
  answer(call: IncomingCall, repository: string): Reply {
    const p = call.route.params
    if (call.route.op === 'github.compare') return this.compare(call, repository, p.basehead ?? '')
    if (call.route.op === 'github.create-status') {
      return this.createStatus(repository, p.sha ?? '', call.body)
    }
    // A commit's SHA only: the emulator keeps no branches or tags to resolve.
    const { items, headers } = gitHubPage(call.query, this.statusesOf(repository, p.ref ?? ''))
    return json(
      200,
      items.map((s) => statusView(s)),
      headers,
    )
  }

  find(repository: string, sha: string): EmulatedCommit | undefined {
    return this.commits.find((c) => c.repository === repository && c.sha === sha)
  }

  /** A commit and those before it, newest first. */
  private history(commit: EmulatedCommit): EmulatedCommit[] {
    const line = [commit]
    for (let at = commit; at.parent !== undefined;) {
      const parent = this.find(at.repository, at.parent)
      if (parent === undefined) break
      line.push(parent)
      at = parent
    }
    return line
  }

  /**
   * GET /repos/{owner}/{repo}/compare/{base}...{head}: the commits from the two's common ancestor
   * to `head`, oldest first, paged by `per_page` and `page` (without them, the newest 250), and
   * the files they change on the first page only, at most 300. 404 for an unknown commit, or for
   * two without a common ancestor, with GitHub's messages.
   */
  private compare(call: IncomingCall, repository: string, basehead: string): Reply {
    const [baseSha = '', headSha = ''] = basehead.split('...')
    const base = this.find(repository, baseSha)
    const head = this.find(repository, headSha)
    if (base === undefined || head === undefined) return gitHubError(404, 'Not Found')
    const baseLine = this.history(base)
    const headLine = this.history(head)
    const mergeBase = headLine.find((c) => baseLine.includes(c))
    if (mergeBase === undefined) {
      return gitHubError(404, `No common ancestor between ${baseSha} and ${headSha}.`)
    }
    const ahead = headLine.slice(0, headLine.indexOf(mergeBase)).reverse()
    const behindBy = baseLine.indexOf(mergeBase)
    const paged = call.query.has('per_page') || call.query.has('page')
    const { items, headers } = paged
      ? gitHubPage(call.query, ahead)
      : { items: ahead.slice(-UNPAGED_COMMITS), headers: {} }
    const firstPage = !paged || (call.query.get('page') ?? '1') === '1'
    const html = `https://github.com/${repository}/compare/${basehead}`
    const owner = repository.split('/')[0] ?? ''
    const view = {
      url: `${API}/repos/${repository}/compare/${basehead}`,
      html_url: html,
      permalink_url: `https://github.com/${repository}/compare/${owner}:${base.sha}...${owner}:${head.sha}`,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      base_commit: commitView(base),
      merge_base_commit: commitView(mergeBase),
      status:
        ahead.length === 0
          ? behindBy === 0
            ? 'identical'
            : 'behind'
          : behindBy === 0
            ? 'ahead'
            : 'diverged',
      ahead_by: ahead.length,
      behind_by: behindBy,
      total_commits: ahead.length,
      commits: items.map(commitView),
      ...(firstPage
        ? {
            files: comparisonFiles(ahead, head),
          }
        : {}),
    }
    return json(200, view, headers)
  }

  /**
   * POST /repos/{owner}/{repo}/statuses/{sha}: 201 with the status; 422 for a commit it does not
   * have ("No commit found for SHA"), a state outside the four, a description over 140
   * characters, or a commit and context that already have 1000 statuses.
   */
  private createStatus(repository: string, sha: string, sent: unknown): Reply {
    if (this.find(repository, sha) === undefined) {
      return gitHubError(422, `No commit found for SHA: ${sha}`)
    }
    const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as Record<
      string,
      unknown
    >
    const state = typeof fields.state === 'string' ? fields.state : ''
    if (!STATES.includes(state)) {
      return refused('state', `state is not included in the list`)
    }
    const description = typeof fields.description === 'string' ? fields.description : null
    if (description !== null && [...description].length > MAX_DESCRIPTION) {
      return refused(
        'description',
        `description is too long (maximum is ${MAX_DESCRIPTION} characters)`,
      )
    }
    const context = typeof fields.context === 'string' ? fields.context : 'default'
    const same = this.statuses.filter(
      (s) =>
        s.repository === repository &&
        s.sha === sha &&
        s.context.toLowerCase() === context.toLowerCase(),
    )
    if (same.length >= MAX_STATUSES) {
      return refused('context', 'This SHA and context has reached the maximum number of statuses.')
    }
    const status = this.addStatus(repository, sha, {
      state,
      context,
      description,
      targetUrl: typeof fields.target_url === 'string' ? fields.target_url : null,
    })
    return json(201, statusView(status))
  }
}

function refused(field: string, message: string): Reply {
  return gitHubError(422, 'Validation Failed', [
    { resource: 'Status', code: 'custom', field, message },
  ])
}

/** A commit as a comparison shows it (its description's `commit`). */
function commitView(commit: EmulatedCommit): Record<string, unknown> {
  const url = `${API}/repos/${commit.repository}/commits/${commit.sha}`
  // Git's author is a name and an email; GitHub links the email to an account, or to none.
  const login = commit.author
  const person =
    login === null
      ? { name: 'Someone', email: 'someone@unlinked.example', date: commit.date }
      : { name: login, email: `${login}@users.noreply.github.com`, date: commit.date }
  const account =
    login === null ? null : gitHubUser({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' })
  const tree = createHash('sha1').update(`tree ${commit.sha}`).digest('hex')
  return {
    url,
    sha: commit.sha,
    node_id: Buffer.from(`06:Commit${commit.sha}`).toString('base64'),
    html_url: `https://github.com/${commit.repository}/commit/${commit.sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${API}/repos/${commit.repository}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: tree, url: `${API}/repos/${commit.repository}/git/trees/${tree}` },
      verification: {
        verified: false,
        reason: 'unsigned',
        payload: null,
        signature: null,
        verified_at: null,
      },
    },
    author: account,
    committer: gitHubUser(AUTHOR),
    parents:
      commit.parent === undefined
        ? []
        : [
            {
              sha: commit.parent,
              url: `${API}/repos/${commit.repository}/commits/${commit.parent}`,
              html_url: `https://github.com/${commit.repository}/commit/${commit.parent}`,
            },
          ],
  }
}

/** A status as GitHub answers one (its description's `status`); every token sets as the bot. */
function statusView(status: EmulatedStatus): Record<string, unknown> {
  const creator = gitHubUser(TOKEN_USER)
  return {
    url: `${API}/repos/${status.repository}/statuses/${status.sha}`,
    avatar_url: creator.avatar_url,
    id: status.id,
    node_id: Buffer.from(`013:StatusContext${status.id}`).toString('base64'),
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.createdAt,
    creator,
  }
}
