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

export interface EmulatedReaction {
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

/**
 * The part of GitHub's REST API the action uses: issue and review comments (list, create, reply,
 * edit), reactions, collaborator permission and pull request files. Everything it receives is
 * recorded, so tests can assert what a thread would show.
 */
export class GitHubService implements EmulatedService {
  readonly comments: EmulatedComment[] = []
  readonly reactions: EmulatedReaction[] = []
  /** Changed files by `owner/repo#number`. */
  readonly pullFiles = new Map<string, string[]>()
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
      ['GET', '/repos/:owner/:repo/pulls/:number/comments', 'github.list-review-comments'],
      ['POST', '/repos/:owner/:repo/pulls/:number/comments/:id/replies', 'github.reply'],
      ['PATCH', '/repos/:owner/:repo/pulls/comments/:id', 'github.update-review-comment'],
      ['POST', '/repos/:owner/:repo/pulls/comments/:id/reactions', 'github.react-review-comment'],
      ['GET', '/repos/:owner/:repo/collaborators/:login/permission', 'github.permission'],
      ['GET', '/repos/:owner/:repo/pulls/:number/files', 'github.pull-files'],
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
        if (body.body.length > 65_536)
          return json(422, {
            message: 'Validation Failed: body is too long (maximum is 65536 characters)',
          })
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
      case 'github.permission': {
        const role = this.roles.get(p.login ?? '')
        if (role === undefined) return json(404, { message: `${p.login} is not a user` })
        return json(200, {
          permission: BASE_PERMISSION[role] ?? 'read',
          role_name: role,
          user: { login: p.login },
        })
      }
      default: {
        const files = this.pullFiles.get(`${repository}#${number}`) ?? []
        const perPage = Number(call.query.get('per_page') ?? '30')
        return json(
          200,
          files.slice(0, perPage).map((filename) => ({ filename, status: 'modified' })),
        )
      }
    }
  }

  reset(): void {
    this.comments.length = 0
    this.reactions.length = 0
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
      id: this.reactions.indexOf(reaction) + 1,
      content: reaction.content,
      user: { login: reaction.user, type: 'Bot' },
      created_at: reaction.createdAt,
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
    const perPage = Math.min(100, Number(call.query.get('per_page') ?? '30'))
    const page = Math.max(1, Number(call.query.get('page') ?? '1'))
    const all = this.comments.filter(filter)
    const slice = all.slice((page - 1) * perPage, page * perPage)
    const headers: Record<string, string> = {}
    if (page * perPage < all.length) {
      headers.link = `<?per_page=${perPage}&page=${page + 1}>; rel="next"`
    }
    return json(
      200,
      slice.map((c) => this.view(c)),
      headers,
    )
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
    if (body.length > 65_536)
      return json(422, {
        message: 'Validation Failed: body is too long (maximum is 65536 characters)',
      })
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
