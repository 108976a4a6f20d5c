import type { Dependencies } from '../../shared/dependencies.js'
import { ApiError, formatWait, type ErrorContext } from '../../shared/http/errors.js'
import { DEFAULT_RETRY_POLICY } from '../../shared/http/retry.js'
import { header, Transport } from '../../shared/http/transport.js'
import { USER_AGENT } from '../../shared/service/transport.js'

/** A comment in an issue or pull request thread (`review` comments sit on a diff). */
export interface ThreadComment {
  id: number
  kind: 'issue' | 'review'
  body: string
  createdAt: string
  /** Written by a GitHub App (such as github-actions[bot]): people cannot post as one. */
  byBot: boolean
}

/** Where a reaction goes: a comment, a review comment, or the issue itself. */
export type ReactionTarget =
  | { kind: 'issue-comment'; id: number }
  | { kind: 'review-comment'; id: number }
  | { kind: 'issue'; number: number }

export type Reaction = 'eyes' | 'rocket' | 'confused'

/** At most this many comments are read from one thread (10 pages of 100). */
const MAX_COMMENT_PAGES = 10

const PERMISSIONS_HINT =
  'The workflow token lacks a permission: add `permissions: { issues: write, pull-requests: write }` to the workflow or job (and `contents: read` if you list others).'

/** Error messages for GitHub's REST API, with the hints GitHub's own messages lack. */
export function githubErrorMessage(
  context: ErrorContext,
  status: number,
  said: string,
  retryAfterMs: number | undefined,
): string {
  const from = said === '' ? '' : ` GitHub said: ${said}.`
  const prefix = `${context.operation} failed with HTTP ${status}:`
  if (status === 401) return `${prefix} the GitHub token was rejected; check github-token.${from}`
  if (status === 403 && /not accessible by integration/i.test(said))
    return `${prefix} ${PERMISSIONS_HINT}${from}`
  if ((status === 403 || status === 429) && /rate limit/i.test(said)) {
    const wait = retryAfterMs === undefined ? '' : ` Wait ${formatWait(retryAfterMs)}.`
    return `${prefix} GitHub's API rate limit was reached.${wait}${from}`
  }
  if (status === 403) return `${prefix} the token may not do this. ${PERMISSIONS_HINT}${from}`
  if (status === 404) return `${prefix} ${context.notFound}.${from}`
  if (status >= 500)
    return `${prefix} GitHub had an error; it was retried where that is safe.${from}`
  return `${prefix} unexpected answer.${from}`
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/** The small part of GitHub's REST API the action uses, for one repository. */
export class GitHubClient {
  private readonly transport: Transport
  private readonly base: string
  private readonly repository: string

  constructor(transport: Transport, owner: string, repo: string) {
    this.transport = transport
    this.base = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`
    this.repository = `${owner}/${repo}`
  }

  dispose(): void {
    this.transport.dispose()
  }

  private context(operation: string, notFound: string): ErrorContext {
    return { operation, notFound, rateLimit: "GitHub's API rate limit" }
  }

  /** The repository role of a user (`read` … `admin`, a custom role name, or `none`). */
  async role(login: string): Promise<{ role: string; permission: string }> {
    try {
      const body = await this.transport.object({
        method: 'GET',
        path: `${this.base}/collaborators/${encodeURIComponent(login)}/permission`,
        context: this.context(
          `Checking the repository role of ${login}`,
          `${login} is not a collaborator`,
        ),
      })
      const permission = typeof body.permission === 'string' ? body.permission : 'none'
      const role = typeof body.role_name === 'string' ? body.role_name : permission
      return { role, permission }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { role: 'none', permission: 'none' }
      throw error
    }
  }

  /** Every comment of an issue or pull request (review comments too for a pull request), oldest first. */
  async threadComments(number: number, isPullRequest: boolean): Promise<ThreadComment[]> {
    const lists: [string, ThreadComment['kind']][] = [
      [`${this.base}/issues/${number}/comments`, 'issue'],
    ]
    if (isPullRequest) lists.push([`${this.base}/pulls/${number}/comments`, 'review'])
    const comments: ThreadComment[] = []
    for (const [path, kind] of lists) {
      for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
        const response = await this.transport.array({
          method: 'GET',
          path,
          query: { per_page: 100, page },
          context: this.context(
            `Reading the comments of #${number}`,
            `#${number} was not found in ${this.repository}`,
          ),
        })
        for (const item of response.body) {
          const comment = record(item)
          if (typeof comment.id !== 'number') continue
          comments.push({
            id: comment.id,
            kind,
            body: typeof comment.body === 'string' ? comment.body : '',
            createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
            byBot: record(comment.user).type === 'Bot',
          })
        }
        if (!/rel="next"/.test(header(response.headers, 'link') ?? '')) break
      }
    }
    return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  }

  /** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
  async createComment(number: number, body: string): Promise<number> {
    const created = await this.transport.object({
      method: 'POST',
      path: `${this.base}/issues/${number}/comments`,
      body: { body },
      context: {
        ...this.context(
          `Commenting on #${number}`,
          `#${number} was not found in ${this.repository}`,
        ),
        effect: 'The comment may have been posted anyway.',
      },
    })
    return this.idOf(created, `Commenting on #${number}`)
  }

  /** Replies in the review thread of a pull request review comment; returns the reply's id. */
  async replyToReviewComment(pull: number, commentId: number, body: string): Promise<number> {
    const created = await this.transport.object({
      method: 'POST',
      path: `${this.base}/pulls/${pull}/comments/${commentId}/replies`,
      body: { body },
      context: {
        ...this.context(
          `Replying to review comment ${commentId}`,
          `review comment ${commentId} was not found`,
        ),
        effect: 'The reply may have been posted anyway.',
      },
    })
    return this.idOf(created, `Replying to review comment ${commentId}`)
  }

  async updateComment(kind: ThreadComment['kind'], id: number, body: string): Promise<void> {
    const path =
      kind === 'issue' ? `${this.base}/issues/comments/${id}` : `${this.base}/pulls/comments/${id}`
    await this.transport.object({
      method: 'PATCH',
      path,
      body: { body },
      context: this.context(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
    })
  }

  /** Adding the same reaction twice is harmless, so this may be retried like a read. */
  async react(target: ReactionTarget, content: Reaction): Promise<void> {
    const path =
      target.kind === 'issue'
        ? `${this.base}/issues/${target.number}/reactions`
        : target.kind === 'issue-comment'
          ? `${this.base}/issues/comments/${target.id}/reactions`
          : `${this.base}/pulls/comments/${target.id}/reactions`
    await this.transport.object({
      method: 'POST',
      path,
      body: { content },
      idempotent: true,
      context: this.context(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
    })
  }

  /** The names of the files a pull request changes, at most `limit` (one request). */
  async pullRequestFiles(number: number, limit: number): Promise<string[]> {
    const response = await this.transport.array({
      method: 'GET',
      path: `${this.base}/pulls/${number}/files`,
      query: { per_page: Math.min(limit, 100) },
      context: this.context(
        `Listing the files of pull request #${number}`,
        `pull request #${number} was not found`,
      ),
    })
    return response.body
      .map((file) => record(file).filename)
      .filter((name): name is string => typeof name === 'string')
      .slice(0, limit)
  }

  private idOf(created: Record<string, unknown>, operation: string): number {
    if (typeof created.id !== 'number') {
      throw new ApiError(`${operation}: GitHub answered without the new comment's id.`)
    }
    return created.id
  }
}

/** A client for GitHub's REST API with the workflow token. */
export function createGitHubClient(
  settings: {
    apiUrl: string
    token: string
    owner: string
    repo: string
    timeoutMs: number
    /** Told about each retry, for a log line. */
    onRetry?: (message: string) => void
  },
  deps: Pick<Dependencies, 'clock' | 'random'>,
): GitHubClient {
  const transport = new Transport({
    baseUrl: settings.apiUrl,
    urlSetting: 'GITHUB_API_URL',
    headers: {
      authorization: `Bearer ${settings.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
    },
    secrets: [settings.token],
    userAgent: USER_AGENT,
    timeoutMs: settings.timeoutMs,
    retry: DEFAULT_RETRY_POLICY,
    explain: githubErrorMessage,
    clock: deps.clock,
    random: deps.random,
    onRetry: settings.onRetry,
  })
  return new GitHubClient(transport, settings.owner, settings.repo)
}
