import type { EmulatedFile } from './github-answers.ts'
import { graphqlAnswer, GRAPHQL_OP, GRAPHQL_PATHS } from './github-graphql.ts'
import { GITHUB_ROUTES, type GitHubRoute } from './github-routes.ts'
import type { PullChangeSeed } from './pull-changes.ts'
import {
  json,
  matchRoute,
  type EmulatedService,
  type IncomingCall,
  type Reply,
  type Route,
} from './service.ts'
import { addComment, COMMENT_HANDLERS, thread } from './github/comments.ts'
import { DISPATCH_HANDLERS } from './github/dispatches.ts'
import { addIssue, ISSUE_HANDLERS, issuesLabelled, type IssueSeed } from './github/issues.ts'
import { PEOPLE_HANDLERS, setRole } from './github/people.ts'
import { seedMergeGroup, seedPullAt, seedPullChange } from './github/pull-seeds.ts'
import {
  changedFiles,
  headOf,
  PULL_HANDLERS,
  pullRequestLabels,
  settlePullRequest,
} from './github/pulls.ts'
import { addReaction, REACTION_HANDLERS } from './github/reactions.ts'
import { addReview, REVIEW_HANDLERS, type ReviewSeed } from './github/reviews.ts'
import { RUN_HANDLERS } from './github/runs.ts'
import {
  createGitHubState,
  resetGitHubState,
  type EmulatedComment,
  type EmulatedIssue,
  type EmulatedReaction,
  type EmulatedReview,
  type GitHubHandler,
  type GitHubHandlers,
  type GitHubOptions,
  type GitHubState,
  type TokenAccess,
} from './github/state.ts'
import { STATUS_HANDLERS } from './github/statuses.ts'
import { author, authorize, grantToken } from './github/tokens.ts'

export { DEFAULT_ROLES } from './github/people.ts'
export type {
  EmulatedComment,
  EmulatedDispatch,
  EmulatedIssue,
  EmulatedReaction,
  EmulatedReview,
  GitHubOptions,
  TokenAccess,
} from './github/state.ts'

/**
 * Joins the groups' handlers to GITHUB_ROUTES by operation: each route answered by exactly one
 * handler. A route no group answers, an operation answered twice, or a handler no route reaches
 * throws when the emulator is loaded, not when a test first calls it.
 */
export function routeHandlers(
  routes: readonly GitHubRoute[],
  groups: readonly GitHubHandlers[],
): Map<string, GitHubHandler> {
  const handlers = new Map<string, GitHubHandler>()
  for (const group of groups)
    for (const [op, handler] of Object.entries(group)) {
      if (handlers.has(op)) throw new Error(`Emulator error: two handlers answer ${op}`)
      handlers.set(op, handler)
    }
  const ops = new Set(routes.map((r) => r.op))
  for (const op of ops)
    if (!handlers.has(op)) throw new Error(`Emulator error: no handler answers ${op}`)
  for (const op of handlers.keys())
    if (!ops.has(op)) throw new Error(`Emulator error: ${op} is no route of GITHUB_ROUTES`)
  return handlers
}

/** The groups of ./github/, each contributing the handlers of the operations it answers. */
export const HANDLER_GROUPS: readonly GitHubHandlers[] = [
  COMMENT_HANDLERS,
  ISSUE_HANDLERS,
  REACTION_HANDLERS,
  REVIEW_HANDLERS,
  PULL_HANDLERS,
  STATUS_HANDLERS,
  RUN_HANDLERS,
  DISPATCH_HANDLERS,
  PEOPLE_HANDLERS,
]
const HANDLERS = routeHandlers(GITHUB_ROUTES, HANDLER_GROUPS)
const ROUTE_TABLE = GITHUB_ROUTES.map((r) => [r.method, r.path, r.op] as const)
const ROUTE_BY_OP = new Map(GITHUB_ROUTES.map((r) => [r.op, r]))

/**
 * The part of GitHub's REST API the actions use, one group of routes a module of ./github/:
 * issue and review comments (comments.ts), issues and labels (issues.ts), reactions
 * (reactions.ts), submitted reviews with their inline comments (reviews.ts), pull requests, their
 * files and the files' contents (pulls.ts, ./pull-changes.ts), comparisons of commits and their
 * statuses (statuses.ts, ./commits.ts), what a workflow run says (runs.ts, ./workflow-runs.ts),
 * `repository_dispatch` events (dispatches.ts), who a token is and the collaborators' roles
 * (people.ts, tokens.ts). They share one `GitHubState` (state.ts). Everything it receives is
 * recorded, so tests can assert what a thread or an issue would show.
 */
export class GitHubService implements EmulatedService {
  private readonly state: GitHubState
  readonly comments: EmulatedComment[]
  readonly reactions: EmulatedReaction[]
  /** Issues and pull requests, in the order they were opened. */
  readonly issues: EmulatedIssue[]
  readonly labels: GitHubState['labels']
  /** Submitted reviews; their inline comments are in `comments`, with their `reviewId`. */
  readonly reviews: EmulatedReview[]
  /** The `repository_dispatch` events sent, in the order they were received. */
  readonly dispatches: GitHubState['dispatches']
  /** Changed files by `owner/repo#number`, for a pull request without a seeded change. */
  readonly pullFiles: GitHubState['pullFiles']
  /** Pull requests' changes with their files' texts, seeded by `seedPullChange`. */
  readonly pullChanges: GitHubState['pullChanges']
  /** Pull requests' heads as tests push them, and their repositories' `pushed_at`. */
  readonly pullHeads: GitHubState['pullHeads']
  /** Workflow runs with their jobs, annotations and logs, seeded by tests. */
  readonly workflowRuns: GitHubState['workflowRuns']
  /** Commits, seeded by tests, and the statuses set on them (./commits.ts). */
  readonly commits: GitHubState['commits']
  /** Which commits each pull request holds (./commit-pulls.ts): a seeded change's heads too. */
  readonly pullCommits: GitHubState['pullCommits']
  /** Who was asked to review each pull request, by `owner/repo#number` (./github-triage.ts). */
  readonly reviewRequests: GitHubState['reviewRequests']

  constructor(options: GitHubOptions) {
    const state = createGitHubState(options)
    this.state = state
    this.comments = state.comments
    this.reactions = state.reactions
    this.issues = state.issues
    this.labels = state.labels
    this.reviews = state.reviews
    this.dispatches = state.dispatches
    this.pullFiles = state.pullFiles
    this.pullChanges = state.pullChanges
    this.pullHeads = state.pullHeads
    this.workflowRuns = state.workflowRuns
    this.commits = state.commits
    this.pullCommits = state.pullCommits
    this.reviewRequests = state.reviewRequests
  }

  /** The pull requests the agent opened (their links), which GitHub then has: set by the server. */
  get agentPullRequests(): () => readonly string[] {
    return this.state.agentPullRequests
  }

  set agentPullRequests(links: () => readonly string[]) {
    this.state.agentPullRequests = links
  }

  match(method: string, path: string): Route | undefined {
    if (method === 'POST' && GRAPHQL_PATHS.includes(path)) return { op: GRAPHQL_OP, params: {} }
    return matchRoute(ROUTE_TABLE, method, path)
  }

  authorize(call: IncomingCall): Reply | undefined {
    return authorize(this.state, call)
  }

  /**
   * Issues `token` with `access` from now on, beside the tokens of the options (the workflow
   * player's: each job's GITHUB_TOKEN, an App's token a workflow creates).
   */
  grantToken(token: string, access: TokenAccess): void {
    grantToken(this.state, token, access)
  }

  /**
   * A file's text at `ref` (a commit, or `main` for the default branch) of `repository`, as the
   * seeded changes know it (./pull-changes.ts): null where it is known to be absent, undefined
   * where nothing was seeded at that path.
   */
  fileAt(repository: string, ref: string, path: string): string | null | undefined {
    return this.state.pullChanges.fileAt(repository, ref, path)
  }

  handle(call: IncomingCall): Reply {
    if (call.route.op === GRAPHQL_OP)
      return graphqlAnswer(call.body, author(this.state, call).login)
    const handler = HANDLERS.get(call.route.op)
    if (handler === undefined)
      return json(500, { message: `Emulator error: no handler answers ${call.route.op}` })
    const p = call.route.params
    const repository = `${p.owner}/${p.repo}`
    const reply = handler({ call, state: this.state, repository, number: Number(p.number) })
    const statuses = ROUTE_BY_OP.get(call.route.op)?.statuses ?? []
    if (statuses.includes(reply.status)) return reply
    // A status the route does not list would go unchecked by the contract tests.
    return json(500, {
      message: `Emulator error: ${call.route.op} answered HTTP ${reply.status}, which GITHUB_ROUTES does not list for it`,
    })
  }

  reset(): void {
    resetGitHubState(this.state)
  }

  /** The head commit of a pull request now: pushed by a test, seeded, held, or the emulator's. */
  headOf(repository: string, number: number): string {
    return headOf(this.state, repository, number)
  }

  /** ./github/pull-seeds.ts: what pull request `number` changes, its base and head. */
  seedPullChange(seed: PullChangeSeed): { headSha: string; baseSha: string } {
    return seedPullChange(this.state, seed)
  }

  /** ./github/pull-seeds.ts: pull request `number` opened at another's commit `headSha`. */
  seedPullAt(seed: { repository?: string; number: number; headSha: string }): {
    headSha: string
    baseSha: string
  } {
    return seedPullAt(this.state, seed)
  }

  /** ./github/pull-seeds.ts: a merge group of pull requests `numbers` on the newest base. */
  seedMergeGroup(seed: { repository?: string; numbers: readonly number[] }): {
    headSha: string
    baseSha: string
    headRef: string
  } {
    return seedMergeGroup(this.state, seed)
  }

  /** The files a pull request changes: its seeded change's, else those set in `pullFiles`. */
  changedFiles(repository: string, number: number): EmulatedFile[] | undefined {
    return changedFiles(this.state, repository, number)
  }

  /** Merges one of the agent's pull requests at `at` (ISO), or closes it without merging. */
  settlePullRequest(
    repository: string,
    number: number,
    how: 'merged' | 'closed',
    at: string,
  ): void {
    settlePullRequest(this.state, repository, number, how, at)
  }

  /** The labels of a pull request (the agent's too), as the label route left them. */
  pullRequestLabels(repository: string, number: number): string[] {
    return pullRequestLabels(this.state, repository, number)
  }

  /** Gives `login` a role in every repository (`none` removes it). */
  setRole(login: string, role: string): void {
    setRole(this.state, login, role)
  }

  /** A comment written by someone, as if posted on GitHub (for a thread's earlier history). */
  addComment(
    repository: string,
    number: number,
    body: string,
    user?: EmulatedComment['user'],
    kind?: EmulatedComment['kind'],
  ): EmulatedComment {
    return addComment(this.state, repository, number, body, user, kind)
  }

  /** The comments of one thread, oldest first. */
  thread(repository: string, number: number): EmulatedComment[] {
    return thread(this.state, repository, number)
  }

  /** ./github/reviews.ts: a review submitted on pull request `number`, with inline comments. */
  addReview(repository: string, number: number, fields: ReviewSeed): EmulatedReview {
    return addReview(this.state, repository, number, fields)
  }

  /**
   * A reaction by the token's user on `target` (`comment:<id>`, `review-comment:<id>`,
   * `issue:<number>`), created `ageMs` ago: for a claim left by an earlier run.
   */
  addReaction(repository: string, target: string, content: string, ageMs = 0): EmulatedReaction {
    return addReaction(this.state, repository, target, content, ageMs)
  }

  /** ./github/issues.ts: an issue (or pull request) opened by someone, `ageMs` ago. */
  addIssue(repository: string, fields: IssueSeed): EmulatedIssue {
    return addIssue(this.state, repository, fields)
  }

  /** The issues (not pull requests) of a repository with `label`, in the order they were opened. */
  issuesLabelled(repository: string, label: string): EmulatedIssue[] {
    return issuesLabelled(this.state, repository, label)
  }
}
