import type * as Toolkit from '@actions/github'
import type { Dependencies } from '../dependencies.js'
import { ApiError, formatWait, redact, serviceMessage, type ErrorContext } from '../http/errors.js'
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isNotSentError,
  isRetryable,
  type AttemptFailure,
} from '../http/retry.js'
import { noAnswerInTime } from '../http/transport.js'
import { prepareFetch } from '../http/undici-on-demand.js'
import { importToolkit } from './toolkit-import.js'
import { USER_AGENT } from '../version.js'
import { rateLimitWait } from './rate-limit.js'

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

/** What GitHub said to a reaction: whether this call created it, and when it was created. */
export interface ReactionAnswer {
  /** 201: this call added it; 200: the same user's identical reaction was already there. */
  created: boolean
  /** ISO time the reaction was created ('' when GitHub did not say). */
  createdAt: string
  /** The reaction's id (0 when GitHub did not say), to remove it. */
  id: number
}

/** A file a pull request changes, as GitHub's files API lists it. */
export interface ChangedFile {
  filename: string
  /** added, modified, removed, renamed... */
  status: string
  additions: number
  deletions: number
  /** The unified diff; undefined when GitHub leaves it out (a binary or very large file). */
  patch: string | undefined
}

/** An issue (never a pull request) as this client reads it. */
export interface Issue {
  number: number
  title: string
  /** '' when the issue has none. */
  body: string
  /** Its page on GitHub ('' when GitHub did not say). */
  htmlUrl: string
  /** The names of its labels. */
  labels: string[]
}

/** At most this many pages of 100 are read from one list (comments of a thread, issues). */
const MAX_PAGES = 10

/** What GitHub's errors are explained with: ErrorContext, and the permissions the call needs. */
export interface GitHubErrorContext extends ErrorContext {
  /** The workflow's `permissions` the call needs, as YAML (default: the agent's). */
  permissions?: string
}

const AGENT_PERMISSIONS = '{ issues: write, pull-requests: write }'
/** Writing issues (and reading them, which a private repository's token needs too). */
const ISSUE_PERMISSIONS = '{ issues: write }'

const permissionsHint = (permissions = AGENT_PERMISSIONS): string =>
  `The workflow token lacks a permission: add \`permissions: ${permissions}\` to the workflow or job (and \`contents: read\` if you list others).`

/** Error messages for GitHub's REST API, with the hints GitHub's own messages lack. */
export function githubErrorMessage(
  context: GitHubErrorContext,
  status: number,
  said: string,
  retryAfterMs: number | undefined,
): string {
  const from = said === '' ? '' : ` GitHub said: ${said.replace(/\.$/, '')}.`
  const prefix = `${context.operation} failed with HTTP ${status}:`
  const hint = permissionsHint(context.permissions)
  if (status === 401) return `${prefix} the GitHub token was rejected; check github-token.${from}`
  if (status === 403 && /not accessible by integration/i.test(said))
    return `${prefix} ${hint}${from}`
  if (
    (status === 403 || status === 429) &&
    (retryAfterMs !== undefined || /rate limit/i.test(said))
  ) {
    const wait = retryAfterMs === undefined ? '' : ` Wait ${formatWait(retryAfterMs)}.`
    return `${prefix} GitHub's API rate limit was reached.${wait}${from}`
  }
  if (status === 403) return `${prefix} the token may not do this. ${hint}${from}`
  if (status === 404) return `${prefix} ${context.notFound}.${from}`
  // GitHub's answer to issue routes of a repository whose issues are turned off.
  if (status === 410)
    return `${prefix} issues are turned off in the repository (Settings, General, Features).${from}`
  if (status >= 500)
    return `${prefix} GitHub had an error; it was retried where that is safe.${from}`
  return `${prefix} unexpected answer.${from}`
}

type Octokit = ReturnType<typeof Toolkit.getOctokit>
type OctokitOptions = NonNullable<Parameters<typeof Toolkit.getOctokit>[1]>

let toolkit: Promise<typeof Toolkit> | undefined

/**
 * The toolkit's @actions/github (Octokit and its plugins), imported at the first call to GitHub
 * rather than at start-up: a run whose first request is the service's sends it without waiting
 * for them (in the bundles they are a chunk of their own). Its fetch is loaded first: when a
 * proxy applies, @actions/github makes its dispatcher as it is imported
 * (../http/undici-on-demand.ts).
 */
function loadToolkit(): Promise<typeof Toolkit> {
  toolkit ??= prepareFetch().then(importToolkit)
  return toolkit
}

type Headers = Readonly<Record<string, string | number | undefined>>

/** What one Octokit call resolves to, as far as this client reads it. */
interface Answer<T> {
  status: number
  headers: Headers
  data: T
}

/**
 * Options every attempt passes to Octokit: the REST API version (Octokit's constructor has no
 * option for default headers) and the abort signal of the attempt's own timeout.
 */
type AttemptOptions = { headers: typeof API_VERSION; request: { signal: AbortSignal } }

const API_VERSION = { 'x-github-api-version': '2022-11-28' }

interface Call {
  context: GitHubErrorContext
  /** Safe to send twice with the same effect; a POST that creates something is not. */
  idempotent: boolean
  /** What a successful answer's body must be (`none`: a 204 without one). */
  shape: 'object' | 'array' | 'none'
}

type Failure = AttemptFailure | { kind: 'rate-limit'; waitMs: number }

type Attempt<T> =
  { ok: true; answer: Answer<T> } | { ok: false; failure: Failure; brief: string; error: ApiError }

/** How Octokit reports an HTTP error (RequestError), read without depending on its class. */
interface HttpError {
  status: number
  response?: Answer<unknown>
}

function isHttpError(error: unknown): error is HttpError & Error {
  return error instanceof Error && typeof (error as Partial<HttpError>).status === 'number'
}

/** The first `code` (ECONNREFUSED, UND_ERR_SOCKET, ...) along an error's causes. */
function codeOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as NodeJS.ErrnoException).code
    if (typeof code === 'string') return code
    cause = cause.cause
  }
  return undefined
}

function headerText(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  return value === undefined ? undefined : String(value)
}

/** Whether a list goes on past this page (GitHub's `link` header names the next one). */
function hasNextPage(headers: Headers): boolean {
  return /rel="next"/.test(headerText(headers, 'link') ?? '')
}

function hasShape(value: unknown, shape: Call['shape']): boolean {
  if (shape === 'none') return true
  if (shape === 'array') return Array.isArray(value)
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Rate limits GitHub may repeat (a secondary limit often does): at most this many waits. */
const MAX_RATE_LIMIT_WAITS = 10

/** Without a deadline, a rate limit longer than this is not waited out. */
const UNBOUNDED_MAX_WAIT_MS = DEFAULT_RETRY_POLICY.maxRetryAfterMs

export interface GitHubSettings {
  /** REST API base: https://api.github.com, or a GitHub Enterprise Server's `https://host/api/v3`. */
  apiUrl: string
  token: string
  owner: string
  repo: string
  /** Deadline for one attempt: connecting, the answer and its whole body. */
  timeoutMs: number
  /**
   * Epoch ms (the step's own deadline): a rate limit or a retry is waited out only when it ends
   * before this. Without one, waits longer than a minute are not.
   */
  deadline?: number
  /** Told about each retry and rate-limit wait, for a log line. */
  onRetry?: (message: string) => void
}

/**
 * The small part of GitHub's REST API the two actions use, for one repository, through the
 * toolkit's Octokit (`getOctokit` of @actions/github: the runner's proxy settings,
 * GITHUB_API_URL).
 *
 * Retries and rate limits follow a policy of our own around each call, not Octokit's throttling
 * and retry plugins. The project uses a well-kept library unless it cannot keep a promise we
 * need, and these cannot keep three: @octokit/plugin-retry repeats any request on a 5xx, POSTs
 * that may have created a comment included; @octokit/plugin-throttling waits on its own timers
 * (Bottleneck), so the step's deadline and the injected clock do not govern its waits; and both
 * together add a queueing library to a bundle whose start-up time we watch. The policy: a rate
 * limit (primary or secondary, see ./rate-limit.ts) means GitHub did nothing, so any request is
 * sent again after the wait GitHub asks for, if that ends before the deadline; other failures
 * follow the shared rule of ../http/retry.ts (a POST is repeated only when it certainly did not
 * reach GitHub).
 */
export class GitHubClient {
  private readonly octokitOptions: OctokitOptions
  /** Made by `load()`, which `send` awaits before the first attempt. */
  private loaded: Octokit | undefined
  private loading: Promise<Octokit> | undefined
  private readonly settings: GitHubSettings
  private readonly deps: Pick<Dependencies, 'clock' | 'random'>
  private readonly repository: string
  private readonly repo: { owner: string; repo: string }

  constructor(settings: GitHubSettings, deps: Pick<Dependencies, 'clock' | 'random'>) {
    this.settings = settings
    this.deps = deps
    this.repo = { owner: settings.owner, repo: settings.repo }
    this.repository = `${settings.owner}/${settings.repo}`
    // No `request.fetch` of our own: the toolkit's is the one that goes through the proxy.
    this.octokitOptions = {
      baseUrl: settings.apiUrl,
      userAgent: USER_AGENT,
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    }
  }

  private get octokit(): Octokit {
    if (this.loaded === undefined) throw new Error('Octokit was used before it was loaded.')
    return this.loaded
  }

  private async load(): Promise<void> {
    this.loading ??= loadToolkit().then(({ getOctokit }) =>
      getOctokit(this.settings.token, this.octokitOptions),
    )
    this.loaded = await this.loading
  }

  /** Nothing to close: the toolkit's dispatcher is shared; kept for the callers' `finally`. */
  dispose(): void {}

  private context(operation: string, notFound: string, permissions?: string): GitHubErrorContext {
    return { operation, notFound, rateLimit: "GitHub's API rate limit", permissions }
  }

  /** The repository role of a user (`read` … `admin`, a custom role name, or `none`). */
  async role(login: string): Promise<{ role: string; permission: string }> {
    try {
      const { data } = await this.send(
        {
          context: this.context(
            `Checking the repository role of ${login}`,
            `${login} is not a collaborator`,
          ),
          idempotent: true,
          shape: 'object',
        },
        (options) =>
          this.octokit.rest.repos.getCollaboratorPermissionLevel({
            ...this.repo,
            username: login,
            ...options,
          }),
      )
      const permission = typeof data.permission === 'string' ? data.permission : 'none'
      const role = typeof data.role_name === 'string' ? data.role_name : permission
      return { role, permission }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        return { role: 'none', permission: 'none' }
      throw error
    }
  }

  /** Every comment of an issue or pull request (review comments too for a pull request), oldest first. */
  async threadComments(number: number, isPullRequest: boolean): Promise<ThreadComment[]> {
    const call: Call = {
      context: this.context(
        `Reading the comments of #${number}`,
        `#${number} was not found in ${this.repository}`,
      ),
      idempotent: true,
      shape: 'array',
    }
    const lists: [
      ThreadComment['kind'],
      (page: number, options: AttemptOptions) => Promise<Answer<ListedComment[]>>,
    ][] = [
      [
        'issue',
        (page, options) =>
          this.octokit.rest.issues.listComments({
            ...this.repo,
            issue_number: number,
            per_page: 100,
            page,
            ...options,
          }),
      ],
    ]
    if (isPullRequest) {
      lists.push([
        'review',
        (page, options) =>
          this.octokit.rest.pulls.listReviewComments({
            ...this.repo,
            pull_number: number,
            per_page: 100,
            page,
            ...options,
          }),
      ])
    }
    const comments: ThreadComment[] = []
    for (const [kind, list] of lists) {
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await this.send(call, (options) => list(page, options))
        for (const comment of answer.data) {
          if (typeof comment.id !== 'number') continue
          comments.push({
            id: comment.id,
            kind,
            body: typeof comment.body === 'string' ? comment.body : '',
            createdAt: typeof comment.created_at === 'string' ? comment.created_at : '',
            byBot: comment.user?.type === 'Bot',
          })
        }
        if (!hasNextPage(answer.headers)) break
      }
    }
    return comments.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
  }

  /** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
  async createComment(number: number, body: string): Promise<number> {
    const operation = `Commenting on #${number}`
    const { data } = await this.send(
      {
        context: {
          ...this.context(operation, `#${number} was not found in ${this.repository}`),
          effect: 'The comment may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
      },
      (options) =>
        this.octokit.rest.issues.createComment({
          ...this.repo,
          issue_number: number,
          body,
          ...options,
        }),
    )
    return this.idOf(data, operation)
  }

  /** Replies in the review thread of a pull request review comment; returns the reply's id. */
  async replyToReviewComment(pull: number, commentId: number, body: string): Promise<number> {
    const operation = `Replying to review comment ${commentId}`
    const { data } = await this.send(
      {
        context: {
          ...this.context(operation, `review comment ${commentId} was not found`),
          effect: 'The reply may have been posted anyway.',
        },
        idempotent: false,
        shape: 'object',
      },
      (options) =>
        this.octokit.rest.pulls.createReplyForReviewComment({
          ...this.repo,
          pull_number: pull,
          comment_id: commentId,
          body,
          ...options,
        }),
    )
    return this.idOf(data, operation)
  }

  async updateComment(kind: ThreadComment['kind'], id: number, body: string): Promise<void> {
    const call: Call = {
      context: this.context(`Updating comment ${id}`, `comment ${id} was not found (deleted?)`),
      idempotent: true,
      shape: 'object',
    }
    const params = { ...this.repo, comment_id: id, body }
    await this.send<object>(call, (options) =>
      kind === 'issue'
        ? this.octokit.rest.issues.updateComment({ ...params, ...options })
        : this.octokit.rest.pulls.updateReviewComment({ ...params, ...options }),
    )
  }

  /**
   * Adds a reaction. GitHub answers 201 when it created the reaction and 200 when the same user's
   * identical reaction was already there, so `created` tells whether this call added it: with
   * `claim`, that is the run's claim on the request (see agent/decide/claim.ts). Adding a reaction
   * twice is harmless, so a plain reaction is retried like a read; a claim is not repeated once
   * it may have reached GitHub, since a repeat would answer 200 to this run's own lost 201.
   */
  async react(
    target: ReactionTarget,
    content: Reaction,
    { claim = false }: { claim?: boolean } = {},
  ): Promise<ReactionAnswer> {
    const call: Call = {
      context: {
        ...this.context(`Adding a ${content} reaction`, 'the comment was not found (deleted?)'),
        effect: 'The reaction may have been added anyway.',
      },
      idempotent: !claim,
      shape: 'object',
    }
    const { status, data } = await this.send<{ created_at?: unknown; id?: unknown }>(
      call,
      (options) =>
        target.kind === 'issue'
          ? this.octokit.rest.reactions.createForIssue({
              ...this.repo,
              issue_number: target.number,
              content,
              ...options,
            })
          : target.kind === 'issue-comment'
            ? this.octokit.rest.reactions.createForIssueComment({
                ...this.repo,
                comment_id: target.id,
                content,
                ...options,
              })
            : this.octokit.rest.reactions.createForPullRequestReviewComment({
                ...this.repo,
                comment_id: target.id,
                content,
                ...options,
              }),
    )
    return {
      created: status === 201,
      createdAt: typeof data.created_at === 'string' ? data.created_at : '',
      id: typeof data.id === 'number' ? data.id : 0,
    }
  }

  /**
   * Removes this token's reaction `id` from issue or pull request #`number`: true when it did,
   * false when the reaction was no longer there (404). A DELETE may be sent twice.
   */
  async removeIssueReaction(number: number, id: number): Promise<boolean> {
    try {
      await this.send(
        {
          context: this.context(
            `Removing reaction ${id} from #${number}`,
            `the reaction was not on #${number}`,
          ),
          idempotent: true,
          shape: 'none',
        },
        (options) =>
          this.octokit.rest.reactions.deleteForIssue({
            ...this.repo,
            issue_number: number,
            reaction_id: id,
            ...options,
          }),
      )
      return true
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false
      throw error
    }
  }

  /** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
  async pullRequestFiles(number: number, limit: number): Promise<ChangedFile[]> {
    const { data } = await this.send(
      {
        context: this.context(
          `Listing the files of pull request #${number}`,
          `pull request #${number} was not found`,
        ),
        idempotent: true,
        shape: 'array',
      },
      (options) =>
        this.octokit.rest.pulls.listFiles({
          ...this.repo,
          pull_number: number,
          per_page: Math.min(limit, 100),
          ...options,
        }),
    )
    const count = (value: unknown): number => (typeof value === 'number' ? value : 0)
    return data
      .filter((file) => typeof file.filename === 'string')
      .slice(0, limit)
      .map((file) => ({
        filename: file.filename,
        status: typeof file.status === 'string' ? file.status : 'modified',
        additions: count(file.additions),
        deletions: count(file.deletions),
        patch: typeof file.patch === 'string' ? file.patch : undefined,
      }))
  }

  /**
   * The newest open issue labelled `label` that `accept` takes (GitHub's list of issues holds pull
   * requests too: they are skipped), or undefined when there is none. At most 10 pages of 100 are
   * read, and no page after the one where it is found.
   */
  async findOpenIssue(
    label: string,
    accept: (issue: Issue) => boolean = () => true,
  ): Promise<Issue | undefined> {
    // GitHub reads `labels` as a comma-separated list: such a name would be two labels.
    if (label.includes(',')) {
      throw new Error(`An issue cannot be looked up by a label with a comma: "${label}".`)
    }
    const call: Call = {
      context: this.context(
        `Looking for the open issue labelled ${label}`,
        `${this.repository} was not found`,
        ISSUE_PERMISSIONS,
      ),
      idempotent: true,
      shape: 'array',
    }
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.send<ListedIssue[]>(call, (options) =>
        this.octokit.rest.issues.listForRepo({
          ...this.repo,
          labels: label,
          state: 'open',
          sort: 'created',
          direction: 'desc',
          per_page: 100,
          page,
          ...options,
        }),
      )
      const issue = answer.data
        .filter(
          (listed) =>
            typeof listed.number === 'number' &&
            (listed.pull_request === undefined || listed.pull_request === null),
        )
        .map(issueOf)
        .find(accept)
      if (issue !== undefined) return issue
      if (!hasNextPage(answer.headers)) break
    }
    return undefined
  }

  /**
   * Opens an issue. Never repeated once it may have reached GitHub: a second attempt could open a
   * second issue. GitHub drops the labels of a token that may not set them, without an error: the
   * answer's `labels` say which were set.
   */
  async createIssue(issue: {
    title: string
    body: string
    labels: readonly string[]
  }): Promise<Issue> {
    const operation = 'Opening an issue'
    const { data } = await this.send<ListedIssue>(
      {
        context: {
          ...this.context(operation, `${this.repository} was not found`, ISSUE_PERMISSIONS),
          effect: 'The issue may have been opened anyway.',
        },
        idempotent: false,
        shape: 'object',
      },
      (options) =>
        this.octokit.rest.issues.create({
          ...this.repo,
          title: issue.title,
          body: issue.body,
          labels: [...issue.labels],
          ...options,
        }),
    )
    return this.numbered(data, operation)
  }

  /** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
  async updateIssue(number: number, text: { body: string; title?: string }): Promise<Issue> {
    const operation = `Updating issue #${number}`
    const { data } = await this.send<ListedIssue>(
      {
        context: this.context(
          operation,
          `issue #${number} was not found in ${this.repository}`,
          ISSUE_PERMISSIONS,
        ),
        idempotent: true,
        shape: 'object',
      },
      (options) =>
        this.octokit.rest.issues.update({
          ...this.repo,
          issue_number: number,
          body: text.body,
          ...(text.title === undefined ? {} : { title: text.title }),
          ...options,
        }),
    )
    return this.numbered(data, operation)
  }

  private numbered(answer: ListedIssue, operation: string): Issue {
    if (typeof answer.number !== 'number') {
      throw new ApiError(`${operation}: GitHub answered without the issue's number.`)
    }
    return issueOf(answer)
  }

  private idOf(created: { id?: unknown }, operation: string): number {
    if (typeof created.id !== 'number') {
      throw new ApiError(`${operation}: GitHub answered without the new comment's id.`)
    }
    return created.id
  }

  /** One call, attempted until it succeeds or the policy above says to stop. */
  private async send<T>(
    call: Call,
    attempt: (options: AttemptOptions) => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    await this.load()
    const { clock, random } = this.deps
    const deadline = this.settings.deadline
    let rateLimits = 0
    for (let tries = 1; ; tries++) {
      const result = await this.attempt(call, attempt, rateLimits + 1)
      if (result.ok) return result.answer
      const { failure } = result
      let delay: number
      let retryable: boolean
      if (failure.kind === 'rate-limit') {
        rateLimits++
        delay = failure.waitMs
        retryable =
          rateLimits < MAX_RATE_LIMIT_WAITS &&
          (deadline !== undefined || delay <= UNBOUNDED_MAX_WAIT_MS)
      } else {
        delay = backoffDelay(tries - rateLimits, DEFAULT_RETRY_POLICY, random)
        retryable =
          isRetryable(call.idempotent, failure) &&
          tries - rateLimits < DEFAULT_RETRY_POLICY.maxAttempts
      }
      if (!retryable || clock.now() + delay > (deadline ?? Infinity)) throw result.error
      this.settings.onRetry?.(
        `${call.context.operation}: ${result.brief}; retrying in ${formatWait(delay)}.`,
      )
      await clock.sleep(delay)
    }
  }

  private async attempt<T>(
    call: Call,
    send: (options: AttemptOptions) => Promise<Answer<T>>,
    rateLimitRetry: number,
  ): Promise<Attempt<T>> {
    const { context, idempotent } = call
    const effect = !idempotent && context.effect !== undefined ? ` ${context.effect}` : ''
    const { timeoutMs, token, apiUrl } = this.settings
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const timeout = (): Attempt<T> =>
      noAnswerInTime(context.operation, 'GitHub', timeoutMs, effect, !idempotent)
    try {
      const answer = await send({ headers: API_VERSION, request: { signal: controller.signal } })
      // Behind a proxy (undici's fetch), Octokit reads a body cut short by the timeout as empty,
      // without an error.
      if (timedOut) return timeout()
      if (hasShape(answer.data, call.shape)) return { ok: true, answer }
      return {
        ok: false,
        failure: { kind: 'malformed' },
        brief: `HTTP ${answer.status} with a body that is not a JSON ${call.shape}`,
        error: new ApiError(
          `${context.operation} failed: GitHub answered HTTP ${answer.status}, but its body is not the JSON ${call.shape} expected (got ${this.said(answer.data, answer.headers) || 'an empty body'}).${effect}`,
          { status: answer.status, transient: idempotent, mayHaveActed: !idempotent },
        ),
      }
    } catch (error) {
      if (timedOut) return timeout()
      if (isHttpError(error) && error.response !== undefined) {
        const { status, headers, data } = error.response
        const said = this.said(data, headers)
        const now = this.deps.clock.now()
        const waitMs = rateLimitWait(
          {
            status,
            headers: {
              'retry-after': headerText(headers, 'retry-after'),
              'x-ratelimit-remaining': headerText(headers, 'x-ratelimit-remaining'),
              'x-ratelimit-reset': headerText(headers, 'x-ratelimit-reset'),
            },
            said,
          },
          now,
          rateLimitRetry,
        )
        return {
          ok: false,
          failure:
            waitMs === undefined
              ? { kind: 'status', status, retryAfterMs: undefined }
              : { kind: 'rate-limit', waitMs },
          brief: waitMs === undefined ? `HTTP ${status}` : `HTTP ${status}, GitHub's rate limit`,
          error: new ApiError(githubErrorMessage(context, status, said, waitMs), {
            status,
            transient: waitMs !== undefined || status === 408 || status >= 500,
            retryAfterMs: waitMs,
          }),
        }
      }
      const code = codeOf(error) ?? 'network error'
      const notSent = isNotSentError(code)
      const origin = new URL(apiUrl).origin
      const message = notSent
        ? `${context.operation} failed: could not reach ${origin} (${code}). Check GITHUB_API_URL and the runner's network or proxy settings.`
        : `${context.operation} failed: the connection to ${origin} dropped (${code}) before an answer arrived.${effect}`
      return {
        ok: false,
        failure: { kind: 'network', notSent },
        brief: notSent ? `could not connect (${code})` : `connection dropped (${code})`,
        error: new ApiError(redact(message, [token]), {
          transient: true,
          mayHaveActed: !idempotent && !notSent,
        }),
      }
    } finally {
      clearTimeout(timer)
    }
  }

  /** What GitHub said (its JSON `message`), safe for a message: one line, bounded, no token. */
  private said(data: unknown, headers: Headers): string {
    const message =
      typeof data === 'object' &&
      data !== null &&
      typeof (data as { message?: unknown }).message === 'string'
        ? JSON.stringify({ error: (data as { message: string }).message })
        : typeof data === 'string'
          ? data
          : (JSON.stringify(data) ?? '')
    const secrets = [this.settings.token]
    return redact(
      serviceMessage(redact(message, secrets), headerText(headers, 'content-type')),
      secrets,
    )
  }
}

/** The fields of a listed comment this client reads (issue and review comments alike). */
interface ListedComment {
  id?: unknown
  body?: unknown
  created_at?: unknown
  user?: { type?: unknown } | null
}

/** The fields of an issue this client reads (a listed one, a created one, an edited one). */
interface ListedIssue {
  number?: unknown
  title?: unknown
  body?: unknown
  html_url?: unknown
  labels?: unknown
  /** Present (an object) on the pull requests that GitHub's list of issues holds too. */
  pull_request?: unknown
}

/** An issue read from an answer whose `number` was checked. */
function issueOf(answer: ListedIssue): Issue {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '')
  const labels = Array.isArray(answer.labels) ? (answer.labels as unknown[]) : []
  return {
    number: answer.number as number,
    title: text(answer.title),
    body: text(answer.body),
    htmlUrl: text(answer.html_url),
    // Label objects, though GitHub's schema also allows bare names.
    labels: labels
      .map((label) =>
        typeof label === 'string' ? label : text((label as { name?: unknown } | null)?.name),
      )
      .filter((name) => name !== ''),
  }
}

/** A client for GitHub's REST API with the workflow token. */
export function createGitHubClient(
  settings: GitHubSettings,
  deps: Pick<Dependencies, 'clock' | 'random'>,
): GitHubClient {
  return new GitHubClient(settings, deps)
}
