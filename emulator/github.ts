import {
  json,
  matchRoute,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'

/** A comment as the emulator keeps it: on an issue/pull request, or on a pull request's diff. */
export interface EmulatedComment {
  id: number
  repository: string
  /** Issue or pull request number. */
  number: number
  kind: 'issue' | 'review'
  body: string
  user: { login: string; type: 'User' | 'Bot' }
  createdAt: string
  updatedAt: string
  /** For review comments: the top-level comment of the thread. */
  inReplyTo: number | undefined
  /** Every body the comment had, oldest first (edits included). */
  history: string[]
}

/** An issue, or a pull request as GitHub's issue routes see it (they list both). */
export interface EmulatedIssue {
  id: number
  repository: string
  number: number
  title: string
  /** '' when it has none (GitHub answers null). */
  body: string
  /** Label names, as created (see `labels`). */
  labels: string[]
  state: 'open' | 'closed'
  /** A pull request: GitHub's list of issues returns these too, marked with `pull_request`. */
  pullRequest: boolean
  user: { login: string; type: 'User' | 'Bot' }
  createdAt: string
  updatedAt: string
  /** Every body the issue had, oldest first (edits included). */
  history: string[]
}

/** A repository's label, made by GitHub when an issue first names it. */
export interface EmulatedLabel {
  id: number
  repository: string
  name: string
  color: string
}

/** A file a pull request changes, as the files API lists it (`patch` absent for a binary). */
export interface EmulatedFile {
  filename: string
  status: string
  additions: number
  deletions: number
  patch?: string
}

/**
 * A changed file from a name alone (tests that only care about names), with a one-line patch as
 * GitHub would show it, or from a full description.
 */
export function changedFile(file: string | EmulatedFile): EmulatedFile {
  if (typeof file !== 'string') return file
  return {
    filename: file,
    status: 'modified',
    additions: 1,
    deletions: 1,
    patch: `@@ -1 +1 @@\n-old ${file}\n+new ${file}`,
  }
}

export interface EmulatedReaction {
  id: number
  repository: string
  target: string
  content: string
  /** Every token acts as github-actions[bot], as GITHUB_TOKEN does. */
  user: string
  createdAt: string
}

/** The one user every token acts as. */
const TOKEN_USER = 'github-actions[bot]'

export interface GitHubOptions {
  now: () => number
  /** Tokens and what they may do; empty accepts any token with write access. */
  githubTokens: Readonly<Record<string, 'read' | 'write'>>
  /** Repository roles by login (any repository); unknown users have none. */
  roles: Readonly<Record<string, string>>
}

export const DEFAULT_ROLES: Record<string, string> = {
  octocat: 'admin',
  maintainer: 'maintain',
  writer: 'write',
  triager: 'triage',
  reader: 'read',
}

const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']
const BASE_PERMISSION: Record<string, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
}

/** GitHub's longest issue or comment body, and longest issue title. */
const MAX_BODY = 65_536
const MAX_TITLE = 256

const ISSUE_STATES = ['open', 'closed', 'all']
const ISSUE_SORTS = ['created', 'updated']

/**
 * The part of GitHub's REST API the actions use: issue and review comments (list, create, reply,
 * edit), issues (list by label and state, open, edit), reactions, collaborator permission and
 * pull request files. Everything it receives is recorded, so tests can assert what a thread or an
 * issue would show.
 */
export class GitHubService implements EmulatedService {
  readonly comments: EmulatedComment[] = []
  readonly reactions: EmulatedReaction[] = []
  /** Issues and pull requests, in the order they were opened. */
  readonly issues: EmulatedIssue[] = []
  readonly labels: EmulatedLabel[] = []
  /** Changed files by `owner/repo#number`. */
  readonly pullFiles = new Map<string, EmulatedFile[]>()
  private readonly options: GitHubOptions
  private readonly roles: Map<string, string>
  private nextId = 1000

  constructor(options: GitHubOptions) {
    this.options = options
    this.roles = new Map(Object.entries(options.roles))
  }

  match(method: string, path: string): Route | undefined {
    const routes = [
      ['GET', '/repos/:owner/:repo/issues/:number/comments', 'github.list-comments'],
      ['POST', '/repos/:owner/:repo/issues/:number/comments', 'github.create-comment'],
      ['PATCH', '/repos/:owner/:repo/issues/comments/:id', 'github.update-comment'],
      ['POST', '/repos/:owner/:repo/issues/comments/:id/reactions', 'github.react-comment'],
      ['POST', '/repos/:owner/:repo/issues/:number/reactions', 'github.react-issue'],
      ['DELETE', '/repos/:owner/:repo/issues/:number/reactions/:reaction', 'github.unreact-issue'],
      [
        'DELETE',
        '/repos/:owner/:repo/issues/comments/:id/reactions/:reaction',
        'github.unreact-comment',
      ],
      [
        'DELETE',
        '/repos/:owner/:repo/pulls/comments/:id/reactions/:reaction',
        'github.unreact-review-comment',
      ],
      ['GET', '/repos/:owner/:repo/pulls/:number/comments', 'github.list-review-comments'],
      ['POST', '/repos/:owner/:repo/pulls/:number/comments/:id/replies', 'github.reply'],
      ['PATCH', '/repos/:owner/:repo/pulls/comments/:id', 'github.update-review-comment'],
      ['POST', '/repos/:owner/:repo/pulls/comments/:id/reactions', 'github.react-review-comment'],
      ['GET', '/repos/:owner/:repo/collaborators/:login/permission', 'github.permission'],
      ['GET', '/repos/:owner/:repo/pulls/:number/files', 'github.pull-files'],
      ['GET', '/repos/:owner/:repo/issues', 'github.list-issues'],
      ['POST', '/repos/:owner/:repo/issues', 'github.create-issue'],
      ['PATCH', '/repos/:owner/:repo/issues/:number', 'github.update-issue'],
    ] as const
    return matchRoute(routes, method, path)
  }

  authorize(call: IncomingCall): Reply | undefined {
    const token = /^(?:Bearer|token) (\S+)$/i.exec(call.headers.authorization ?? '')?.[1]
    if (token === undefined) return json(401, { message: 'Requires authentication' })
    const tokens = this.options.githubTokens
    const access = Object.keys(tokens).length === 0 ? 'write' : tokens[token]
    if (access === undefined) return json(401, { message: 'Bad credentials' })
    if (access === 'read' && call.method !== 'GET') {
      return json(403, {
        message: 'Resource not accessible by integration',
        documentation_url: 'https://docs.github.com/rest',
      })
    }
    return undefined
  }

  handle(call: IncomingCall): Reply {
    const p = call.route.params
    const repository = `${p.owner}/${p.repo}`
    const number = Number(p.number)
    const body = call.body as { body?: unknown; content?: unknown } | undefined
    switch (call.route.op) {
      case 'github.list-comments':
        return this.list(
          call,
          (c) => c.repository === repository && c.kind === 'issue' && c.number === number,
        )
      case 'github.list-review-comments':
        return this.list(
          call,
          (c) => c.repository === repository && c.kind === 'review' && c.number === number,
        )
      case 'github.create-comment':
        return this.create(repository, number, 'issue', body?.body, undefined)
      case 'github.reply': {
        const parent = this.find(repository, Number(p.id), 'review')
        if (parent === undefined || parent.number !== number)
          return json(404, { message: 'Not Found' })
        if (parent.inReplyTo !== undefined) {
          return json(422, { message: 'Validation Failed: replies to replies are not supported' })
        }
        return this.create(repository, number, 'review', body?.body, parent.id)
      }
      case 'github.update-comment':
      case 'github.update-review-comment': {
        const kind = call.route.op === 'github.update-comment' ? 'issue' : 'review'
        const comment = this.find(repository, Number(p.id), kind)
        if (comment === undefined) return json(404, { message: 'Not Found' })
        if (typeof body?.body !== 'string')
          return json(422, { message: 'Validation Failed: body is required' })
        if (body.body.length > MAX_BODY) return tooLong('body', MAX_BODY)
        comment.body = body.body
        comment.history.push(body.body)
        comment.updatedAt = new Date(this.options.now()).toISOString()
        return json(200, this.view(comment))
      }
      case 'github.react-comment':
      case 'github.react-review-comment':
      case 'github.react-issue': {
        const content = typeof body?.content === 'string' ? body.content : ''
        if (!REACTIONS.includes(content))
          return json(422, { message: `Validation Failed: content ${content}` })
        const target =
          call.route.op === 'github.react-issue'
            ? `issue:${p.number}`
            : `${call.route.op === 'github.react-comment' ? 'comment' : 'review-comment'}:${p.id}`
        // As GitHub does: 201 with the new reaction, or 200 with the same user's identical one.
        // One request is handled at a time, so two concurrent POSTs get one 201 and one 200.
        const existing = this.reactions.find(
          (r) =>
            r.repository === repository &&
            r.target === target &&
            r.content === content &&
            r.user === TOKEN_USER,
        )
        if (existing !== undefined) return json(200, this.reactionView(existing))
        return json(201, this.reactionView(this.addReaction(repository, target, content)))
      }
      case 'github.unreact-issue':
      case 'github.unreact-comment':
      case 'github.unreact-review-comment': {
        const target =
          call.route.op === 'github.unreact-issue'
            ? `issue:${p.number}`
            : `${call.route.op === 'github.unreact-comment' ? 'comment' : 'review-comment'}:${p.id}`
        // As GitHub does: 204 when the token's user's reaction was there, 404 otherwise.
        const found = this.reactions.findIndex(
          (r) =>
            r.repository === repository &&
            r.target === target &&
            r.id === Number(p.reaction) &&
            r.user === TOKEN_USER,
        )
        if (found < 0) return json(404, { message: 'Not Found' })
        this.reactions.splice(found, 1)
        return json(204, undefined)
      }
      case 'github.permission': {
        const role = this.roles.get(p.login ?? '')
        if (role === undefined) return json(404, { message: `${p.login} is not a user` })
        return json(200, {
          permission: BASE_PERMISSION[role] ?? 'read',
          role_name: role,
          user: { login: p.login },
        })
      }
      case 'github.list-issues':
        return this.listIssues(repository, call.query)
      case 'github.create-issue':
        return this.createIssue(repository, call.body)
      case 'github.update-issue':
        return this.updateIssue(repository, number, call.body)
      default: {
        const files = this.pullFiles.get(`${repository}#${number}`) ?? []
        const perPage = Number(call.query.get('per_page') ?? '30')
        return json(
          200,
          files.slice(0, perPage).map((file) => ({
            sha: '0'.repeat(40),
            changes: file.additions + file.deletions,
            blob_url: `https://github.com/${repository}/blob/main/${file.filename}`,
            raw_url: `https://github.com/${repository}/raw/main/${file.filename}`,
            contents_url: `https://api.github.com/repos/${repository}/contents/${file.filename}`,
            ...file,
          })),
        )
      }
    }
  }

  reset(): void {
    this.comments.length = 0
    this.reactions.length = 0
    this.issues.length = 0
    this.labels.length = 0
    this.pullFiles.clear()
    this.roles.clear()
    for (const [login, role] of Object.entries(this.options.roles)) this.roles.set(login, role)
    this.nextId = 1000
  }

  /** Gives `login` a role in every repository (`none` removes it). */
  setRole(login: string, role: string): void {
    if (role === 'none') this.roles.delete(login)
    else this.roles.set(login, role)
  }

  /** A comment written by someone, as if posted on GitHub (for a thread's earlier history). */
  addComment(
    repository: string,
    number: number,
    body: string,
    user: EmulatedComment['user'] = { login: 'octocat', type: 'User' },
    kind: EmulatedComment['kind'] = 'issue',
  ): EmulatedComment {
    const now = new Date(this.options.now()).toISOString()
    const comment: EmulatedComment = {
      id: this.nextId++,
      repository,
      number,
      kind,
      body,
      user,
      createdAt: now,
      updatedAt: now,
      inReplyTo: undefined,
      history: [body],
    }
    this.comments.push(comment)
    return comment
  }

  /**
   * A reaction by the token's user on `target` (`comment:<id>`, `review-comment:<id>`,
   * `issue:<number>`), created `ageMs` ago: for a claim left by an earlier run.
   */
  addReaction(repository: string, target: string, content: string, ageMs = 0): EmulatedReaction {
    const reaction: EmulatedReaction = {
      id: this.nextId++,
      repository,
      target,
      content,
      user: TOKEN_USER,
      createdAt: new Date(this.options.now() - ageMs).toISOString(),
    }
    this.reactions.push(reaction)
    return reaction
  }

  private reactionView(reaction: EmulatedReaction): Record<string, unknown> {
    return {
      id: reaction.id,
      content: reaction.content,
      user: { login: reaction.user, type: 'Bot' },
      created_at: reaction.createdAt,
    }
  }

  /**
   * An issue (or, with `pullRequest`, a pull request) opened by someone, as if on GitHub, `ageMs`
   * ago: for the state a run finds (an issue already open, a closed one, a labelled pull request).
   */
  addIssue(
    repository: string,
    fields: {
      title: string
      body?: string
      labels?: readonly string[]
      state?: EmulatedIssue['state']
      pullRequest?: boolean
      user?: EmulatedIssue['user']
      ageMs?: number
    },
  ): EmulatedIssue {
    const at = new Date(this.options.now() - (fields.ageMs ?? 0)).toISOString()
    const body = fields.body ?? ''
    const issue: EmulatedIssue = {
      id: this.nextId++,
      repository,
      number: this.nextNumber(repository),
      title: fields.title,
      body,
      labels: (fields.labels ?? []).map((name) => this.label(repository, name).name),
      state: fields.state ?? 'open',
      pullRequest: fields.pullRequest ?? false,
      user: fields.user ?? { login: 'octocat', type: 'User' },
      createdAt: at,
      updatedAt: at,
      history: [body],
    }
    this.issues.push(issue)
    return issue
  }

  /** The issues (not pull requests) of a repository with `label`, in the order they were opened. */
  issuesLabelled(repository: string, label: string): EmulatedIssue[] {
    return this.issues.filter(
      (i) => i.repository === repository && !i.pullRequest && hasLabel(i, label),
    )
  }

  /** Issues and pull requests share one sequence of numbers, which thread comments use too. */
  private nextNumber(repository: string): number {
    const numbers = [...this.issues, ...this.comments]
      .filter((item) => item.repository === repository)
      .map((item) => item.number)
    return Math.max(0, ...numbers) + 1
  }

  /** The repository's label of that name (names are compared ignoring case), made if new. */
  private label(repository: string, name: string): EmulatedLabel {
    const existing = this.labels.find(
      (l) => l.repository === repository && l.name.toLowerCase() === name.toLowerCase(),
    )
    if (existing !== undefined) return existing
    const label: EmulatedLabel = { id: this.nextId++, repository, name, color: 'ededed' }
    this.labels.push(label)
    return label
  }

  /**
   * GET /repos/{owner}/{repo}/issues: `state` (open by default, closed, all), `labels` (comma
   * separated, each one required), `sort` (created or updated), `direction` (desc by default),
   * `per_page` and `page`. Pull requests are listed too, marked with `pull_request`.
   */
  private listIssues(repository: string, query: URLSearchParams): Reply {
    const state = query.get('state') ?? 'open'
    const sort = query.get('sort') ?? 'created'
    const direction = query.get('direction') ?? 'desc'
    if (!ISSUE_STATES.includes(state)) return invalid('state', state)
    if (!ISSUE_SORTS.includes(sort)) return invalid('sort', sort)
    if (direction !== 'asc' && direction !== 'desc') return invalid('direction', direction)
    const labels = (query.get('labels') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '')
    const key = (i: EmulatedIssue): string => (sort === 'created' ? i.createdAt : i.updatedAt)
    const sign = direction === 'desc' ? -1 : 1
    const listed = this.issues
      .filter(
        (i) =>
          i.repository === repository &&
          (state === 'all' || i.state === state) &&
          labels.every((label) => hasLabel(i, label)),
      )
      // Times can be equal within a millisecond: the number, given in order, breaks the tie.
      .sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.number - b.number))
    return listPage(query, listed, (i) => this.issueView(i))
  }

  /** POST /repos/{owner}/{repo}/issues: `title` (required), `body`, `labels` (made if new). */
  private createIssue(repository: string, sent: unknown): Reply {
    const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as {
      title?: unknown
      body?: unknown
      labels?: unknown
    }
    if (typeof fields.title !== 'string' || fields.title === '') {
      return json(422, { message: 'Invalid request.\n\n"title" wasn\'t supplied.' })
    }
    const problem = issueProblem(fields)
    if (problem !== undefined) return problem
    const issue = this.addIssue(repository, {
      title: fields.title,
      body: typeof fields.body === 'string' ? fields.body : '',
      labels: labelNames(fields.labels) ?? [],
      user: { login: TOKEN_USER, type: 'Bot' },
    })
    return json(201, this.issueView(issue))
  }

  /** PATCH /repos/{owner}/{repo}/issues/{number}: `title`, `body`, `state`, `labels`. */
  private updateIssue(repository: string, number: number, sent: unknown): Reply {
    const issue = this.issues.find((i) => i.repository === repository && i.number === number)
    if (issue === undefined) return json(404, { message: 'Not Found' })
    const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as {
      title?: unknown
      body?: unknown
      state?: unknown
      labels?: unknown
    }
    if (fields.title !== undefined && (typeof fields.title !== 'string' || fields.title === '')) {
      return invalid('title', JSON.stringify(fields.title))
    }
    if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed') {
      return invalid('state', JSON.stringify(fields.state))
    }
    const problem = issueProblem(fields)
    if (problem !== undefined) return problem
    if (typeof fields.title === 'string') issue.title = fields.title
    if (fields.body !== undefined) {
      issue.body = typeof fields.body === 'string' ? fields.body : ''
      issue.history.push(issue.body)
    }
    if (fields.state === 'open' || fields.state === 'closed') issue.state = fields.state
    const labels = labelNames(fields.labels)
    if (labels !== undefined) issue.labels = labels.map((name) => this.label(repository, name).name)
    issue.updatedAt = new Date(this.options.now()).toISOString()
    return json(200, this.issueView(issue))
  }

  private issueView(issue: EmulatedIssue): Record<string, unknown> {
    const api = `https://api.github.com/repos/${issue.repository}`
    const page = `https://github.com/${issue.repository}/${issue.pullRequest ? 'pull' : 'issues'}/${issue.number}`
    return {
      id: issue.id,
      url: `${api}/issues/${issue.number}`,
      html_url: page,
      number: issue.number,
      state: issue.state,
      title: issue.title,
      body: issue.body === '' ? null : issue.body,
      user: issue.user,
      labels: issue.labels.map((name) => {
        const label = this.label(issue.repository, name)
        return {
          id: label.id,
          url: `${api}/labels/${encodeURIComponent(label.name)}`,
          name: label.name,
          color: label.color,
          default: false,
          description: null,
        }
      }),
      locked: false,
      comments: this.thread(issue.repository, issue.number).filter((c) => c.kind === 'issue')
        .length,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.state === 'closed' ? issue.updatedAt : null,
      ...(issue.pullRequest
        ? { pull_request: { url: `${api}/pulls/${issue.number}`, html_url: page } }
        : {}),
    }
  }

  /** The comments of one thread, oldest first. */
  thread(repository: string, number: number): EmulatedComment[] {
    return this.comments.filter((c) => c.repository === repository && c.number === number)
  }

  private find(
    repository: string,
    id: number,
    kind: EmulatedComment['kind'],
  ): EmulatedComment | undefined {
    return this.comments.find((c) => c.repository === repository && c.id === id && c.kind === kind)
  }

  private list(call: IncomingCall, filter: (c: EmulatedComment) => boolean): Reply {
    return listPage(call.query, this.comments.filter(filter), (c) => this.view(c))
  }

  private create(
    repository: string,
    number: number,
    kind: EmulatedComment['kind'],
    body: unknown,
    inReplyTo: number | undefined,
  ): Reply {
    if (typeof body !== 'string' || body === '')
      return json(422, { message: 'Validation Failed: body is required' })
    if (body.length > MAX_BODY) return tooLong('body', MAX_BODY)
    const comment = this.addComment(
      repository,
      number,
      body,
      { login: 'github-actions[bot]', type: 'Bot' },
      kind,
    )
    comment.inReplyTo = inReplyTo
    return json(201, this.view(comment))
  }

  private view(comment: EmulatedComment): Record<string, unknown> {
    const anchor =
      comment.kind === 'issue' ? `issuecomment-${comment.id}` : `discussion_r${comment.id}`
    return {
      id: comment.id,
      body: comment.body,
      user: comment.user,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      html_url: `https://github.com/${comment.repository}/${comment.kind === 'issue' ? 'issues' : 'pull'}/${comment.number}#${anchor}`,
      ...(comment.inReplyTo === undefined ? {} : { in_reply_to_id: comment.inReplyTo }),
    }
  }
}

/** One page of a list, as GitHub pages (`per_page` up to 100, default 30; `page` from 1). */
function listPage<T>(
  query: URLSearchParams,
  all: readonly T[],
  view: (item: T) => Record<string, unknown>,
): Reply {
  const asked = (name: string, fallback: number): number => {
    const value = Number.parseInt(query.get(name) ?? '', 10)
    return Number.isFinite(value) && value >= 1 ? value : fallback
  }
  const perPage = Math.min(100, asked('per_page', 30))
  const page = asked('page', 1)
  const headers: Record<string, string> = {}
  if (page * perPage < all.length) {
    headers.link = `<?per_page=${perPage}&page=${page + 1}>; rel="next"`
  }
  return json(200, all.slice((page - 1) * perPage, page * perPage).map(view), headers)
}

function hasLabel(issue: EmulatedIssue, label: string): boolean {
  return issue.labels.some((name) => name.toLowerCase() === label.toLowerCase())
}

/** Label names from what was sent (names, or objects with a name); undefined if not that. */
function labelNames(sent: unknown): string[] | undefined {
  if (!Array.isArray(sent)) return undefined
  const names = sent.map((label: unknown) =>
    typeof label === 'string' ? label : (label as { name?: unknown } | null)?.name,
  )
  return names.every((name): name is string => typeof name === 'string' && name !== '')
    ? names
    : undefined
}

/** What GitHub refuses in an issue's title, body or labels, whether opened or edited. */
function issueProblem(fields: {
  title?: unknown
  body?: unknown
  labels?: unknown
}): Reply | undefined {
  if (typeof fields.title === 'string' && fields.title.length > MAX_TITLE) {
    return tooLong('title', MAX_TITLE)
  }
  if (fields.body !== undefined && fields.body !== null && typeof fields.body !== 'string') {
    return invalid('body', JSON.stringify(fields.body))
  }
  if (typeof fields.body === 'string' && fields.body.length > MAX_BODY) {
    return tooLong('body', MAX_BODY)
  }
  if (fields.labels !== undefined && labelNames(fields.labels) === undefined) {
    return invalid('labels', JSON.stringify(fields.labels))
  }
  return undefined
}

function invalid(field: string, value: string): Reply {
  return json(422, { message: `Validation Failed: ${field} ${value} is not valid` })
}

function tooLong(field: string, maximum: number): Reply {
  return json(422, {
    message: `Validation Failed: ${field} is too long (maximum is ${maximum} characters)`,
  })
}
