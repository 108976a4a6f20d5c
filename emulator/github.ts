import { Commits } from './commits.ts'
import { answerCommitPulls, PullCommits, type CommitPullsStore } from './commit-pulls.ts'
import {
  API,
  gitHubError,
  gitHubUser,
  nodeId,
  TOKEN_USER,
  type EmulatedFile,
  type EmulatedLabel,
} from './github-answers.ts'
import { gitHubPage } from './github-paging.ts'
import { GITHUB_ROUTES } from './github-routes.ts'
import { MAX_PULL_FILES, PullChanges, type PullChangeSeed } from './pull-changes.ts'
import { PullHeads } from './pull-heads.ts'
import { mayWrite, type TokenPermissions } from './token-permissions.ts'
import { WorkflowRuns } from './workflow-runs.ts'
import {
  AGENT_APP,
  answerPullRequest,
  answerPullRequests,
  answerTriage,
  pullRequestView,
  type ReviewRequests,
  type TriagedPullRequest,
  type TriageStore,
} from './github-triage.ts'
import {
  json,
  matchRoute,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'
import { graphqlAnswer, GRAPHQL_OP, GRAPHQL_PATHS } from './github-graphql.ts'

/** The token a call carries in its Authorization header. */
function tokenOf(call: IncomingCall): string | undefined {
  return /^(?:Bearer|token) (\S+)$/i.exec(call.headers.authorization ?? '')?.[1]
}

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
  /** For review comments: the review that holds it (`addReview`); else its own, by its id. */
  reviewId?: number
  /** For review comments: where it is written (README.md line 1 of REVIEWED_HUNK unless said). */
  at?: { path: string; line: number; diffHunk: string }
  /** For review comments: the head commit it was written on (`commit_id`). */
  commitId?: string
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

/** A submitted pull request review: a body (maybe '') and the inline comments it holds. */
export interface EmulatedReview {
  id: number
  repository: string
  /** The pull request's number. */
  number: number
  body: string
  state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED'
  user: { login: string; type: 'User' | 'Bot' }
  submittedAt: string
  /** The head commit the review was submitted on (`commit_id`). */
  commitId: string
}

/** A `repository_dispatch` event a repository was sent (POST /repos/{owner}/{repo}/dispatches). */
export interface EmulatedDispatch {
  repository: string
  eventType: string
  /** `{}` when none was sent. */
  clientPayload: Record<string, unknown>
  /** ISO time it was received. */
  at: string
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

/** The commit every pull request's head is at, and the blob each changed file has. */
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e'
const BLOB_SHA = 'bbcd538c8e72b8c175046e27cc8f907076331401'
/** The line every review comment is written on. */
const REVIEWED_HUNK = '@@ -1 +1 @@\n-# Docs\n+# The docs'

/** A person as `GET /user` answers (its description's `public-user`): the profile left empty. */
function publicUser(login: string, at: string): Record<string, unknown> {
  const profile = { name: null, company: null, blog: '', location: null, email: null, bio: null }
  return {
    ...gitHubUser({ login, type: 'User' }),
    ...profile,
    hireable: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: at,
    updated_at: at,
  }
}

/**
 * What a token may do, and in which repositories (every one, unless listed); with `permissions`,
 * which writes (./token-permissions.ts: `GITHUB_TOKEN` of a job's `permissions:`, an App's token
 * of its `permission-*` inputs).
 */
export type TokenAccess =
  | 'read'
  | 'write'
  | {
      access: 'read' | 'write'
      repositories: readonly string[]
      permissions?: TokenPermissions
      /** The App whose installation token this is (its slug): it acts as `<slug>[bot]`. */
      app?: string
    }

export interface GitHubOptions {
  now: () => number
  /**
   * Tokens and what they may do; empty accepts any token with write access. A token with
   * `repositories` reaches only those (`owner/name`): GitHub answers 404 for any other, as it
   * does to an App's token where the App is not installed.
   */
  githubTokens: Readonly<Record<string, TokenAccess>>
  /** Repository roles by login (any repository); unknown users have none. */
  roles: Readonly<Record<string, string>>
  /**
   * Tokens that act as a person (a personal access token), by the login they act as: what they
   * post is that user's, and `GET /user` names them. Every other token acts as
   * github-actions[bot], as GITHUB_TOKEN does, and `GET /user` refuses it (403).
   */
  people?: Readonly<Record<string, string>>
  /**
   * Tokens that are a GitHub App's installation tokens, by the App's slug: what they post is
   * `<slug>[bot]`'s (a Bot), as GraphQL's `viewer` says; `GET /user` refuses them (403).
   */
  apps?: Readonly<Record<string, string>>
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

/** GitHub's longest `event_type` of a dispatch, and most top-level keys of its `client_payload`. */
const MAX_EVENT_TYPE = 100
const MAX_PAYLOAD_KEYS = 10
/** The JSON of a dispatch's `client_payload` must be shorter than this (64 KB). */
const MAX_PAYLOAD_BYTES = 65_536

const ROUTE_TABLE = GITHUB_ROUTES.map((r) => [r.method, r.path, r.op] as const)
const ROUTE_BY_OP = new Map(GITHUB_ROUTES.map((r) => [r.op, r]))

/**
 * The part of GitHub's REST API the actions use: issue and review comments (a thread's or the
 * whole repository's list, one by its id, create, reply, edit), `repository_dispatch` events,
 * issues (list by label and state, open, edit), reactions, collaborator permission, pull request
 * files and the files' contents (./pull-changes.ts), submitted reviews with their inline
 * comments, what a workflow run says (./workflow-runs.ts), and comparisons of commits and their
 * statuses (./commits.ts). Everything it receives is recorded, so tests can assert what a thread
 * or an issue would show.
 */
export class GitHubService implements EmulatedService {
  readonly comments: EmulatedComment[] = []
  readonly reactions: EmulatedReaction[] = []
  /** Issues and pull requests, in the order they were opened. */
  readonly issues: EmulatedIssue[] = []
  readonly labels: EmulatedLabel[] = []
  /** Submitted reviews; their inline comments are in `comments`, with their `reviewId`. */
  readonly reviews: EmulatedReview[] = []
  /** The `repository_dispatch` events sent, in the order they were received. */
  readonly dispatches: EmulatedDispatch[] = []
  /** Changed files by `owner/repo#number`, for a pull request without a seeded change. */
  readonly pullFiles = new Map<string, EmulatedFile[]>()
  /** Pull requests' changes with their files' texts, seeded by `seedPullChange`. */
  readonly pullChanges = new PullChanges()
  /** Pull requests' heads as tests push them, and their repositories' `pushed_at`. */
  readonly pullHeads: PullHeads
  /** Workflow runs with their jobs, annotations and logs, seeded by tests. */
  readonly workflowRuns: WorkflowRuns
  /** Commits, seeded by tests, and the statuses set on them (./commits.ts). */
  readonly commits: Commits
  /** Which commits each pull request holds (./commit-pulls.ts): a seeded change's heads too. */
  readonly pullCommits = new PullCommits()
  /** Who was asked to review each pull request, by `owner/repo#number` (./github-triage.ts). */
  readonly reviewRequests = new Map<string, ReviewRequests>()
  /** The pull requests the agent opened (their links), which GitHub then has: set by the server. */
  agentPullRequests: () => readonly string[] = () => []
  /** The agent's pull requests as the triage routes keep them, by `owner/repo#number`. */
  private readonly agentPulls = new Map<string, TriagedPullRequest>()
  private readonly options: GitHubOptions
  private readonly roles: Map<string, string>
  /** Tokens issued while the emulator runs (`grantToken`). */
  private readonly granted = new Map<string, TokenAccess>()
  private nextId = 1000

  constructor(options: GitHubOptions) {
    this.options = options
    this.roles = new Map(Object.entries(options.roles))
    this.workflowRuns = new WorkflowRuns(options.now)
    this.commits = new Commits(options.now)
    this.pullHeads = new PullHeads(options.now)
  }

  match(method: string, path: string): Route | undefined {
    if (method === 'POST' && GRAPHQL_PATHS.includes(path)) return { op: GRAPHQL_OP, params: {} }
    return matchRoute(ROUTE_TABLE, method, path)
  }

  authorize(call: IncomingCall): Reply | undefined {
    const token = tokenOf(call)
    if (token === undefined) return gitHubError(401, 'Requires authentication')
    const tokens = this.options.githubTokens
    const granted =
      this.granted.get(token) ?? (Object.keys(tokens).length === 0 ? 'write' : tokens[token])
    if (granted === undefined) return gitHubError(401, 'Bad credentials')
    const access = typeof granted === 'string' ? granted : granted.access
    const { owner, repo } = call.route.params
    if (
      typeof granted !== 'string' &&
      owner !== undefined &&
      repo !== undefined &&
      !granted.repositories.some((r) => r.toLowerCase() === `${owner}/${repo}`.toLowerCase())
    )
      return gitHubError(404, 'Not Found')
    // A GraphQL query is a POST that reads: any token may send it, whatever it may write.
    const writes = call.method !== 'GET' && call.route.op !== GRAPHQL_OP
    if (access === 'read' && writes) {
      return gitHubError(403, 'Resource not accessible by integration')
    }
    const permissions = typeof granted === 'string' ? undefined : granted.permissions
    if (writes && !mayWrite(call.route.op, permissions))
      return gitHubError(403, 'Resource not accessible by integration')
    return undefined
  }

  /**
   * Issues `token` with `access` from now on, beside the tokens of the options (the workflow
   * player's: each job's GITHUB_TOKEN, an App's token a workflow creates).
   */
  grantToken(token: string, access: TokenAccess): void {
    this.granted.set(token, access)
  }

  /**
   * A file's text at `ref` (a commit, or `main` for the default branch) of `repository`, as the
   * seeded changes know it (./pull-changes.ts): null where it is known to be absent, undefined
   * where nothing was seeded at that path.
   */
  fileAt(repository: string, ref: string, path: string): string | null | undefined {
    return this.pullChanges.fileAt(repository, ref, path)
  }

  handle(call: IncomingCall): Reply {
    if (call.route.op === GRAPHQL_OP) return graphqlAnswer(call.body, this.author(call).login)
    const reply = this.answer(call)
    const statuses = ROUTE_BY_OP.get(call.route.op)?.statuses ?? []
    if (statuses.includes(reply.status)) return reply
    // A status the route does not list would go unchecked by the contract tests.
    return json(500, {
      message: `Emulator error: ${call.route.op} answered HTTP ${reply.status}, which GITHUB_ROUTES does not list for it`,
    })
  }

  private answer(call: IncomingCall): Reply {
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
      case 'github.list-repo-comments':
      case 'github.list-repo-review-comments': {
        const kind = call.route.op === 'github.list-repo-comments' ? 'issue' : 'review'
        return this.listRepository(repository, kind, call.query)
      }
      case 'github.get-comment':
      case 'github.get-review-comment': {
        const kind = call.route.op === 'github.get-comment' ? 'issue' : 'review'
        const comment = this.find(repository, Number(p.id), kind)
        if (comment === undefined) return gitHubError(404, 'Not Found')
        return json(200, this.view(comment))
      }
      case 'github.dispatch':
        return this.dispatch(repository, call.body)
      case 'github.user': {
        const login = this.person(call)
        if (login === undefined) return gitHubError(403, 'Resource not accessible by integration')
        return json(200, publicUser(login, new Date(this.options.now()).toISOString()))
      }
      case 'github.create-comment':
        return this.create(repository, number, 'issue', body?.body, undefined, this.author(call))
      case 'github.reply': {
        const parent = this.find(repository, Number(p.id), 'review')
        if (parent === undefined || parent.number !== number) return gitHubError(404, 'Not Found')
        if (parent.inReplyTo !== undefined) {
          return gitHubError(422, 'Validation Failed: replies to replies are not supported', [
            { resource: 'PullRequestReviewComment', code: 'invalid', field: 'in_reply_to_id' },
          ])
        }
        return this.create(repository, number, 'review', body?.body, parent.id, this.author(call))
      }
      case 'github.update-comment':
      case 'github.update-review-comment': {
        const kind = call.route.op === 'github.update-comment' ? 'issue' : 'review'
        const comment = this.find(repository, Number(p.id), kind)
        if (comment === undefined) return gitHubError(404, 'Not Found')
        const resource = kind === 'issue' ? 'IssueComment' : 'PullRequestReviewComment'
        if (typeof body?.body !== 'string') return missing(resource, 'body')
        if (body.body.length > MAX_BODY) return tooLong(resource, 'body', MAX_BODY)
        comment.body = body.body
        comment.history.push(body.body)
        comment.updatedAt = new Date(this.options.now()).toISOString()
        return json(200, this.view(comment))
      }
      case 'github.delete-comment':
      case 'github.delete-review-comment': {
        const kind = call.route.op === 'github.delete-comment' ? 'issue' : 'review'
        const comment = this.find(repository, Number(p.id), kind)
        if (comment === undefined) return gitHubError(404, 'Not Found')
        this.comments.splice(this.comments.indexOf(comment), 1)
        return json(204, undefined)
      }
      case 'github.react-comment':
      case 'github.react-review-comment':
      case 'github.react-issue': {
        const content = typeof body?.content === 'string' ? body.content : ''
        if (!REACTIONS.includes(content)) {
          return gitHubError(422, `Validation Failed: content ${content}`, [
            { resource: 'Reaction', code: 'invalid', field: 'content' },
          ])
        }
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
        if (found < 0) return gitHubError(404, 'Not Found')
        this.reactions.splice(found, 1)
        return json(204, undefined)
      }
      case 'github.permission': {
        const login = p.login ?? ''
        const role = this.roles.get(login)
        if (role === undefined) return gitHubError(404, `${login} is not a user`)
        const permission = BASE_PERMISSION[role] ?? 'read'
        return json(200, {
          permission,
          role_name: role,
          user: {
            ...gitHubUser({ login, type: 'User' }),
            permissions: {
              admin: permission === 'admin',
              maintain: role === 'maintain' || role === 'admin',
              push: permission !== 'read',
              triage: role !== 'read',
              pull: true,
            },
            role_name: role,
          },
        })
      }
      case 'github.list-issues':
        return this.listIssues(repository, call.query)
      case 'github.create-issue':
        return this.createIssue(repository, call.body, this.author(call))
      case 'github.update-issue':
        return this.updateIssue(repository, number, call.body)
      case 'github.run-jobs':
      case 'github.check-run-annotations':
      case 'github.job-logs':
        return this.workflowRuns.answer(call, repository, (status, message) =>
          gitHubError(status, message),
        )
      case 'github.compare':
      case 'github.create-status':
      case 'github.list-statuses':
        return this.commits.answer(call, repository)
      case 'github.request-reviewers':
      case 'github.add-labels':
        return answerTriage(this.triage, call.route.op, { repository, number }, call.body)
      case 'github.pull-request':
        return answerPullRequest(this.triage, { repository, number })
      case 'github.list-pulls':
        return answerPullRequests(this.triage, repository, call.query)
      case 'github.commit-pulls':
        return answerCommitPulls(this.commitPullsStore, call, repository)
      case 'github.contents':
        return this.pullChanges.contents(repository, p.path ?? '', call.query.get('ref'))
      case 'github.review':
      case 'github.review-comments': {
        const review = this.reviews.find(
          (r) => r.repository === repository && r.number === number && r.id === Number(p.review),
        )
        if (review === undefined) return gitHubError(404, 'Not Found')
        if (call.route.op === 'github.review') return json(200, this.reviewView(review))
        return this.list(
          call,
          (c) => c.repository === repository && c.kind === 'review' && c.reviewId === review.id,
        )
      }
      default: {
        // github.pull-files: the seeded change's, else those set in `pullFiles`; at most 3000.
        const files =
          this.pullChanges.fileViews(repository, number) ??
          (this.pullFiles.get(`${repository}#${number}`) ?? [])
            .slice(0, MAX_PULL_FILES)
            .map((file) => ({
              sha: BLOB_SHA,
              changes: file.additions + file.deletions,
              blob_url: `https://github.com/${repository}/blob/${HEAD_SHA}/${file.filename}`,
              raw_url: `https://github.com/${repository}/raw/${HEAD_SHA}/${file.filename}`,
              contents_url: `${API}/repos/${repository}/contents/${file.filename}?ref=${HEAD_SHA}`,
              ...file,
            }))
        const { items, headers } = gitHubPage(call.query, files, call.url)
        return json(200, items, headers)
      }
    }
  }

  reset(): void {
    this.comments.length = 0
    this.reactions.length = 0
    this.issues.length = 0
    this.labels.length = 0
    this.reviews.length = 0
    this.dispatches.length = 0
    this.pullFiles.clear()
    this.pullChanges.reset()
    this.pullHeads.reset()
    this.pullCommits.reset()
    this.workflowRuns.reset()
    this.commits.reset()
    this.reviewRequests.clear()
    this.agentPulls.clear()
    this.granted.clear()
    this.roles.clear()
    for (const [login, role] of Object.entries(this.options.roles)) this.roles.set(login, role)
    this.nextId = 1000
  }

  /** What the reviewer and label routes (./github-triage.ts) read and change. */
  private readonly triage: TriageStore = {
    pullRequests: (repository) => {
      const numbers = new Set<number>()
      for (const issue of this.issues)
        if (issue.repository === repository && issue.pullRequest && issue.state === 'open')
          numbers.add(issue.number)
      for (const link of this.agentPullRequests()) {
        const found = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/pull\/(\d+)$/.exec(link)
        if (found?.[1] === repository) numbers.add(Number(found[2]))
      }
      return [...numbers]
        .sort((a, b) => a - b)
        .flatMap((number) => this.triage.pullRequest(repository, number) ?? [])
    },
    pullRequest: (repository, number) => {
      const issue = this.issues.find(
        (i) => i.repository === repository && i.number === number && i.pullRequest,
      )
      const head = this.pullHeads.head(repository, number)
      if (issue !== undefined) return { ...issue, author: issue.user, head }
      const key = `${repository}#${number}`
      const link = `https://github.com/${repository}/pull/${number}`
      if (!this.agentPulls.has(key) && this.agentPullRequests().includes(link)) {
        const createdAt = new Date(this.options.now()).toISOString()
        const author = { login: AGENT_APP, type: 'Bot' as const }
        this.agentPulls.set(key, {
          repository,
          number,
          title: 'Docs',
          author,
          createdAt,
          labels: [],
        })
        // What the agent wrote, unless a test seeded it: one new page, as a docs change is.
        if (this.pullChanges.summary(repository, number) === undefined && !this.pullFiles.has(key))
          this.seedPullChange({
            repository,
            number,
            files: [{ path: 'docs/agent-page.mdx', head: '# A page the agent wrote\n' }],
          })
      }
      // The one kept (a merge sets its `mergedAt`), with its head as a test pushed it.
      const agentPull = this.agentPulls.get(key)
      if (agentPull !== undefined) agentPull.head = head
      return agentPull
    },
    reviewRequests: (repository, number) => {
      const key = `${repository}#${number}`
      const requests = this.reviewRequests.get(key) ?? { users: [], teams: [] }
      this.reviewRequests.set(key, requests)
      return requests
    },
    isCollaborator: (login) => this.roles.has(login),
    label: (repository, name) => this.label(repository, name),
    // Read when answering, not kept on the pull request: a change seeded before the agent opens
    // its pull request is there once it does.
    change: (repository, number) => this.pullChanges.summary(repository, number),
    pushedAt: (repository) => this.pullHeads.pushedAt(repository),
    head: (repository, number) => this.pullCommits.head(repository, number),
  }

  /** The head commit of a pull request now: pushed by a test, seeded, held, or the emulator's. */
  headOf(repository: string, number: number): string {
    return (
      this.pullHeads.head(repository, number)?.sha ??
      this.pullChanges.summary(repository, number)?.headSha ??
      this.pullCommits.head(repository, number) ??
      HEAD_SHA
    )
  }

  /** What the route of a commit's pull requests (./commit-pulls.ts) reads. */
  private readonly commitPullsStore: CommitPullsStore = {
    commits: this.pullCommits,
    stateOf: (repository, number) => {
      const pull = this.triage.pullRequest(repository, number)
      if (pull === undefined) return undefined
      if (pull.mergedAt !== undefined) return 'merged'
      const issue = this.issues.find((i) => i.repository === repository && i.number === number)
      return pull.closedAt !== undefined || issue?.state === 'closed' ? 'closed' : 'open'
    },
    view: (repository, number) => {
      const pull = this.triage.pullRequest(repository, number)
      if (pull === undefined) throw new Error(`No pull request ${repository}#${number}`)
      return pullRequestView(this.triage, pull, this.triage.reviewRequests(repository, number))
    },
  }

  /**
   * Seeds what pull request `number` changes: each file's text at base and at head, from which
   * the files route lists it with its patch, the contents route answers it at either commit and
   * the pull request route names the two. A later seeding of the same pull request is a push:
   * a new head SHA on the same base, its files replacing the earlier ones. Its pull request
   * must exist for its own route to answer (an `addIssue` one, or the agent's, before or after
   * the agent opens it).
   */
  seedPullChange(seed: PullChangeSeed): { headSha: string; baseSha: string } {
    const ends = this.pullChanges.seed(seed)
    const repository = seed.repository ?? 'acme/docs'
    this.seedPullCommits(repository, seed.number, ends)
    // The pull request holds its head (after the heads it had before, a push each).
    this.pullCommits.push(repository, seed.number, [ends.headSha])
    return ends
  }

  /**
   * Opens pull request `number` at commit `headSha` of another seeded pull request, as a branch
   * (or a fork's) pointing at a public commit is opened: the same base, files and texts, and
   * the commits before it that the other holds.
   */
  seedPullAt(seed: { repository?: string; number: number; headSha: string }): {
    headSha: string
    baseSha: string
  } {
    const repository = seed.repository ?? 'acme/docs'
    const ends = this.pullChanges.seedAt(repository, seed.number, seed.headSha)
    this.pullCommits.openAt(repository, seed.number, seed.headSha)
    return ends
  }

  /**
   * A seeded change's commits in the repository's history too: statuses can be set on them, and a
   * comparison of its base and head lists its files, as the files route does (each head is one
   * commit on the base, whatever heads came before it).
   */
  private seedPullCommits(
    repository: string,
    number: number,
    ends: { headSha: string; baseSha: string },
  ): void {
    if (this.commits.find(repository, ends.baseSha) === undefined)
      this.commits.seed({ repository, commits: [{ sha: ends.baseSha, message: 'Base' }] })
    if (this.commits.find(repository, ends.headSha) === undefined)
      this.commits.seed({
        repository,
        parent: ends.baseSha,
        commits: [
          {
            sha: ends.headSha,
            message: `Pull request #${number}`,
            files: this.pullChanges.emulatedFiles(repository, number) ?? [],
          },
        ],
      })
  }

  /**
   * A merge group of pull requests `numbers` (each with a seeded change) on the repository's
   * newest base: its head commit, which statuses can be set on, comparisons reach and the
   * contents route reads, and the `head_ref` GitHub names it by (after its last pull request).
   */
  seedMergeGroup(seed: { repository?: string; numbers: readonly number[] }): {
    headSha: string
    baseSha: string
    headRef: string
  } {
    const repository = seed.repository ?? 'acme/docs'
    const group = this.pullChanges.group(repository, seed.numbers)
    this.commits.seed({
      repository,
      parent: group.baseSha,
      commits: [{ sha: group.headSha, message: 'Merge group', files: group.files }],
    })
    const last = seed.numbers.at(-1) ?? 0
    const headRef = `refs/heads/gh-readonly-queue/main/pr-${last}-${group.baseSha}`
    return { headSha: group.headSha, baseSha: group.baseSha, headRef }
  }

  /** The files a pull request changes: its seeded change's, else those set in `pullFiles`. */
  changedFiles(repository: string, number: number): EmulatedFile[] | undefined {
    return (
      this.pullChanges.emulatedFiles(repository, number) ??
      this.pullFiles.get(`${repository}#${number}`)
    )
  }

  /** Merges one of the agent's pull requests at `at` (ISO), or closes it without merging. */
  settlePullRequest(
    repository: string,
    number: number,
    how: 'merged' | 'closed',
    at: string,
  ): void {
    const pull = this.triage.pullRequest(repository, number)
    if (pull === undefined) throw new Error(`No pull request ${repository}#${number}`)
    if (how === 'merged') pull.mergedAt = at
    else pull.closedAt = at
  }

  /** The labels of a pull request (the agent's too), as the label route left them. */
  pullRequestLabels(repository: string, number: number): string[] {
    return this.triage.pullRequest(repository, number)?.labels ?? []
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
   * A review submitted on pull request `number` by `user`, holding one inline comment for each of
   * `comments` in order (each on its path, line and diff hunk): as GitHub keeps a review, which
   * `pull_request_review_id` of each comment names.
   */
  addReview(
    repository: string,
    number: number,
    fields: {
      id?: number
      body?: string
      user?: EmulatedReview['user']
      comments?: readonly { body: string; path: string; line: number; diffHunk: string }[]
      /** The head it was submitted on; the pull request's head now unless said. */
      commitId?: string
    },
  ): EmulatedReview {
    const user = fields.user ?? { login: 'octocat', type: 'User' }
    const review: EmulatedReview = {
      id: fields.id ?? this.nextId++,
      repository,
      number,
      body: fields.body ?? '',
      state: 'COMMENTED',
      user,
      submittedAt: new Date(this.options.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      commitId: fields.commitId ?? this.headOf(repository, number),
    }
    this.reviews.push(review)
    for (const { body, ...at } of fields.comments ?? []) {
      const comment = this.addComment(repository, number, body, user, 'review')
      comment.reviewId = review.id
      comment.at = at
      comment.commitId = review.commitId
    }
    return review
  }

  private reviewView(review: EmulatedReview): Record<string, unknown> {
    const pull = `${API}/repos/${review.repository}/pulls/${review.number}`
    const html = `https://github.com/${review.repository}/pull/${review.number}#pullrequestreview-${review.id}`
    return {
      id: review.id,
      node_id: nodeId('PullRequestReview', review.id),
      user: gitHubUser(review.user),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: pull,
      _links: { html: { href: html }, pull_request: { href: pull } },
      submitted_at: review.submittedAt,
      commit_id: review.commitId,
      author_association: this.association(review.user),
    }
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
      node_id: nodeId('Reaction', reaction.id),
      user: gitHubUser({ login: reaction.user, type: 'Bot' }),
      content: reaction.content,
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
  private createIssue(repository: string, sent: unknown, user: EmulatedIssue['user']): Reply {
    const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as {
      title?: unknown
      body?: unknown
      labels?: unknown
    }
    if (typeof fields.title !== 'string' || fields.title === '') {
      return gitHubError(422, 'Invalid request.\n\n"title" wasn\'t supplied.')
    }
    const problem = issueProblem(fields)
    if (problem !== undefined) return problem
    const issue = this.addIssue(repository, {
      title: fields.title,
      body: typeof fields.body === 'string' ? fields.body : '',
      labels: labelNames(fields.labels) ?? [],
      user,
    })
    return json(201, this.issueView(issue))
  }

  /** PATCH /repos/{owner}/{repo}/issues/{number}: `title`, `body`, `state`, `labels`. */
  private updateIssue(repository: string, number: number, sent: unknown): Reply {
    const issue = this.issues.find((i) => i.repository === repository && i.number === number)
    if (issue === undefined) return gitHubError(404, 'Not Found')
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
    const repository = `${API}/repos/${issue.repository}`
    const url = `${repository}/issues/${issue.number}`
    const page = `https://github.com/${issue.repository}/${issue.pullRequest ? 'pull' : 'issues'}/${issue.number}`
    const pull = `https://github.com/${issue.repository}/pull/${issue.number}`
    return {
      url,
      repository_url: repository,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: page,
      id: issue.id,
      node_id: nodeId(issue.pullRequest ? 'PullRequest' : 'Issue', issue.id),
      number: issue.number,
      title: issue.title,
      user: gitHubUser(issue.user),
      labels: issue.labels.map((name) => {
        const label = this.label(issue.repository, name)
        return {
          id: label.id,
          node_id: nodeId('Label', label.id),
          url: `${repository}/labels/${encodeURIComponent(label.name)}`,
          name: label.name,
          color: label.color,
          default: false,
          description: null,
        }
      }),
      state: issue.state,
      locked: false,
      assignee: null,
      assignees: [],
      milestone: null,
      comments: this.thread(issue.repository, issue.number).filter((c) => c.kind === 'issue')
        .length,
      created_at: issue.createdAt,
      updated_at: issue.updatedAt,
      closed_at: issue.state === 'closed' ? issue.updatedAt : null,
      author_association: this.association(issue.user),
      active_lock_reason: null,
      body: issue.body === '' ? null : issue.body,
      ...(issue.pullRequest
        ? {
            pull_request: {
              url: `${repository}/pulls/${issue.number}`,
              html_url: pull,
              diff_url: `${pull}.diff`,
              patch_url: `${pull}.patch`,
              merged_at: null,
            },
          }
        : {}),
    }
  }

  /** How GitHub names a user's tie to the repository: a role makes a collaborator. */
  private association(user: EmulatedComment['user']): string {
    return user.type === 'User' && this.roles.has(user.login) ? 'COLLABORATOR' : 'NONE'
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

  /**
   * GET /repos/{owner}/{repo}/issues/comments and /pulls/comments: the comments of one kind of
   * every thread. `since` keeps those updated at or after it; without `sort` they come by id,
   * ascending; `sort` (`created`, the pulls list's `created_at` too, or `updated`) orders them by
   * that time, in `direction` (desc by default), the id breaking ties; `per_page` and `page`.
   */
  private listRepository(
    repository: string,
    kind: EmulatedComment['kind'],
    query: URLSearchParams,
  ): Reply {
    const since = Date.parse(query.get('since') ?? '')
    const sort = query.get('sort')
    const key = (c: EmulatedComment): string => (sort === 'updated' ? c.updatedAt : c.createdAt)
    const sign = sort !== null && query.get('direction') !== 'asc' ? -1 : 1
    const listed = this.comments
      .filter(
        (c) =>
          c.repository === repository &&
          c.kind === kind &&
          (Number.isNaN(since) || Date.parse(c.updatedAt) >= since),
      )
      .sort((a, b) => sign * ((sort === null ? 0 : key(a).localeCompare(key(b))) || a.id - b.id))
    return listPage(query, listed, (c) => this.view(c))
  }

  /**
   * POST /repos/{owner}/{repo}/dispatches: recorded, and 204; refused (422) as GitHub refuses it:
   * no `event_type`, or one over 100 characters, a `client_payload` that is not an object, has
   * more than 10 top-level keys, or whose JSON is 64 KB or more.
   */
  private dispatch(repository: string, sent: unknown): Reply {
    const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as {
      event_type?: unknown
      client_payload?: unknown
    }
    const eventType = fields.event_type
    if (typeof eventType !== 'string' || eventType === '') {
      return gitHubError(422, 'Invalid request.\n\n"event_type" wasn\'t supplied.')
    }
    if (eventType.length > MAX_EVENT_TYPE) {
      return gitHubError(
        422,
        `Invalid request.\n\nFor 'properties/event_type', "${eventType}" is too long (maximum is ${MAX_EVENT_TYPE} characters).`,
      )
    }
    const payload = fields.client_payload ?? {}
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return gitHubError(
        422,
        `Invalid request.\n\nFor 'properties/client_payload', ${JSON.stringify(payload)} is not an object.`,
      )
    }
    const keys = Object.keys(payload).length
    if (keys > MAX_PAYLOAD_KEYS) {
      return gitHubError(
        422,
        `Invalid request.\n\nNo more than ${MAX_PAYLOAD_KEYS} properties are allowed; ${keys} were supplied.`,
      )
    }
    if (Buffer.byteLength(JSON.stringify(payload)) >= MAX_PAYLOAD_BYTES) {
      return gitHubError(422, 'Invalid request.\n\nclient_payload must be smaller than 64 KB.')
    }
    const at = new Date(this.options.now()).toISOString()
    const clientPayload = payload as Record<string, unknown>
    this.dispatches.push({ repository, eventType, clientPayload, at })
    return json(204, undefined)
  }

  /** The person a call's token acts as (`people`), or undefined for a bot's token. */
  private person(call: IncomingCall): string | undefined {
    const token = tokenOf(call)
    return token === undefined ? undefined : this.options.people?.[token]
  }

  /**
   * Who what a call posts is written by, and who GraphQL's `viewer` says the token is: its
   * token's person, or its App's `<slug>[bot]`, else github-actions[bot] (GITHUB_TOKEN).
   */
  private author(call: IncomingCall): EmulatedComment['user'] {
    const login = this.person(call)
    if (login !== undefined) return { login, type: 'User' }
    const token = tokenOf(call)
    const granted = token === undefined ? undefined : this.granted.get(token)
    const app =
      token === undefined
        ? undefined
        : (this.options.apps?.[token] ?? (typeof granted === 'object' ? granted.app : undefined))
    return app === undefined
      ? { login: TOKEN_USER, type: 'Bot' }
      : { login: `${app}[bot]`, type: 'Bot' }
  }

  private create(
    repository: string,
    number: number,
    kind: EmulatedComment['kind'],
    body: unknown,
    inReplyTo: number | undefined,
    user: EmulatedComment['user'] = { login: TOKEN_USER, type: 'Bot' },
  ): Reply {
    const resource = kind === 'issue' ? 'IssueComment' : 'PullRequestReviewComment'
    if (typeof body !== 'string' || body === '') return missing(resource, 'body')
    if (body.length > MAX_BODY) return tooLong(resource, 'body', MAX_BODY)
    const comment = this.addComment(repository, number, body, user, kind)
    comment.inReplyTo = inReplyTo
    return json(201, this.view(comment))
  }

  /** An issue comment as GitHub answers one, or a review comment (on a line of README.md). */
  private view(comment: EmulatedComment): Record<string, unknown> {
    const repository = `${API}/repos/${comment.repository}`
    const written = {
      id: comment.id,
      user: gitHubUser(comment.user),
      body: comment.body,
      created_at: comment.createdAt,
      updated_at: comment.updatedAt,
      author_association: this.association(comment.user),
    }
    if (comment.kind === 'issue') {
      return {
        url: `${repository}/issues/comments/${comment.id}`,
        html_url: `https://github.com/${comment.repository}/issues/${comment.number}#issuecomment-${comment.id}`,
        issue_url: `${repository}/issues/${comment.number}`,
        node_id: nodeId('IssueComment', comment.id),
        ...written,
      }
    }
    const pull = `${repository}/pulls/${comment.number}`
    const url = `${repository}/pulls/comments/${comment.id}`
    const htmlUrl = `https://github.com/${comment.repository}/pull/${comment.number}#discussion_r${comment.id}`
    return {
      url,
      // A comment not made by addReview stands for its own review, as a single comment does.
      pull_request_review_id: comment.reviewId ?? comment.id,
      node_id: nodeId('PullRequestReviewComment', comment.id),
      diff_hunk: comment.at?.diffHunk ?? REVIEWED_HUNK,
      path: comment.at?.path ?? 'README.md',
      commit_id: comment.commitId ?? this.headOf(comment.repository, comment.number),
      original_commit_id: comment.commitId ?? this.headOf(comment.repository, comment.number),
      position: 1,
      original_position: 1,
      line: comment.at?.line ?? 1,
      original_line: comment.at?.line ?? 1,
      side: 'RIGHT',
      subject_type: 'line',
      html_url: htmlUrl,
      pull_request_url: pull,
      _links: { self: { href: url }, html: { href: htmlUrl }, pull_request: { href: pull } },
      ...written,
      ...(comment.inReplyTo === undefined ? {} : { in_reply_to_id: comment.inReplyTo }),
    }
  }
}

/** One page of a list, each item in GitHub's form. */
function listPage<T>(
  query: URLSearchParams,
  all: readonly T[],
  view: (item: T) => Record<string, unknown>,
): Reply {
  const { items, headers } = gitHubPage(query, all)
  return json(200, items.map(view), headers)
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
    return tooLong('Issue', 'title', MAX_TITLE)
  }
  if (fields.body !== undefined && fields.body !== null && typeof fields.body !== 'string') {
    return invalid('body', JSON.stringify(fields.body))
  }
  if (typeof fields.body === 'string' && fields.body.length > MAX_BODY) {
    return tooLong('Issue', 'body', MAX_BODY)
  }
  if (fields.labels !== undefined && labelNames(fields.labels) === undefined) {
    return invalid('labels', JSON.stringify(fields.labels))
  }
  return undefined
}

/** GitHub's refusal of an issue's field, or of a list's query parameter. */
function invalid(field: string, value: string): Reply {
  return gitHubError(422, `Validation Failed: ${field} ${value} is not valid`, [
    { resource: 'Issue', code: 'invalid', field },
  ])
}

function missing(resource: string, field: string): Reply {
  return gitHubError(422, `Validation Failed: ${field} is required`, [
    { resource, code: 'missing_field', field },
  ])
}

function tooLong(resource: string, field: string, maximum: number): Reply {
  const message = `${field} is too long (maximum is ${maximum} characters)`
  return gitHubError(422, `Validation Failed: ${message}`, [
    { resource, code: 'custom', field, message },
  ])
}
