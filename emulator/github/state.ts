import { PullCommits } from '../commit-pulls.ts'
import { Commits } from '../commits.ts'
import type { EmulatedFile, EmulatedLabel } from '../github-answers.ts'
import type { ReviewRequests, TriagedPullRequest } from '../github-triage.ts'
import { PullChanges } from '../pull-changes.ts'
import { PullHeads } from '../pull-heads.ts'
import type { IncomingCall, Reply } from '../service.ts'
import type { TokenPermissions } from '../token-permissions.ts'
import { WorkflowRuns } from '../workflow-runs.ts'

/**
 * What the emulator's GitHub holds, as one value every group of its routes takes (./comments.ts,
 * ./issues.ts, ./reactions.ts, ./reviews.ts, ./pulls.ts, ./statuses.ts, ./runs.ts,
 * ./dispatches.ts, ./people.ts, ./tokens.ts), and the shapes of what it records. Tests read the
 * records through `GitHubService` (../github.ts) to assert what a thread or an issue would show.
 */

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

/**
 * What a token may do, and in which repositories (every one, unless listed); with `permissions`,
 * which writes (../token-permissions.ts: `GITHUB_TOKEN` of a job's `permissions:`, an App's token
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

/** Everything the emulator's GitHub holds; `resetGitHubState` empties it for a fresh start. */
export interface GitHubState {
  readonly options: GitHubOptions
  readonly comments: EmulatedComment[]
  readonly reactions: EmulatedReaction[]
  /** Issues and pull requests, in the order they were opened. */
  readonly issues: EmulatedIssue[]
  readonly labels: EmulatedLabel[]
  /** Submitted reviews; their inline comments are in `comments`, with their `reviewId`. */
  readonly reviews: EmulatedReview[]
  /** The `repository_dispatch` events sent, in the order they were received. */
  readonly dispatches: EmulatedDispatch[]
  /** Changed files by `owner/repo#number`, for a pull request without a seeded change. */
  readonly pullFiles: Map<string, EmulatedFile[]>
  /** Pull requests' changes with their files' texts (../pull-changes.ts). */
  readonly pullChanges: PullChanges
  /** Pull requests' heads as tests push them, and their repositories' `pushed_at`. */
  readonly pullHeads: PullHeads
  /** Workflow runs with their jobs, annotations and logs, seeded by tests. */
  readonly workflowRuns: WorkflowRuns
  /** Commits, seeded by tests, and the statuses set on them (../commits.ts). */
  readonly commits: Commits
  /** Which commits each pull request holds (../commit-pulls.ts): a seeded change's heads too. */
  readonly pullCommits: PullCommits
  /** Who was asked to review each pull request, by `owner/repo#number` (../github-triage.ts). */
  readonly reviewRequests: Map<string, ReviewRequests>
  /** The agent's pull requests as the triage routes keep them, by `owner/repo#number`. */
  readonly agentPulls: Map<string, TriagedPullRequest>
  /** The pull requests the agent opened (their links), which GitHub then has: set by the server. */
  agentPullRequests: () => readonly string[]
  /** Repository roles by login (any repository), from the options' and `setRole`. */
  readonly roles: Map<string, string>
  /** Tokens issued while the emulator runs (`grantToken`). */
  readonly granted: Map<string, TokenAccess>
  /** The next id any record gets: one sequence, as GitHub's ids are unique across kinds. */
  nextId: number
}

/** The first id the emulator hands out, after a reset too. */
const FIRST_ID = 1000

export function createGitHubState(options: GitHubOptions): GitHubState {
  return {
    options,
    comments: [],
    reactions: [],
    issues: [],
    labels: [],
    reviews: [],
    dispatches: [],
    pullFiles: new Map(),
    pullChanges: new PullChanges(),
    pullHeads: new PullHeads(options.now),
    workflowRuns: new WorkflowRuns(options.now),
    commits: new Commits(options.now),
    pullCommits: new PullCommits(),
    reviewRequests: new Map(),
    agentPulls: new Map(),
    agentPullRequests: () => [],
    roles: new Map(Object.entries(options.roles)),
    granted: new Map(),
    nextId: FIRST_ID,
  }
}

/** Back to a fresh start, in place: the server and tests keep their references to the lists. */
export function resetGitHubState(state: GitHubState): void {
  state.comments.length = 0
  state.reactions.length = 0
  state.issues.length = 0
  state.labels.length = 0
  state.reviews.length = 0
  state.dispatches.length = 0
  state.pullFiles.clear()
  state.pullChanges.reset()
  state.pullHeads.reset()
  state.pullCommits.reset()
  state.workflowRuns.reset()
  state.commits.reset()
  state.reviewRequests.clear()
  state.agentPulls.clear()
  state.granted.clear()
  state.roles.clear()
  for (const [login, role] of Object.entries(state.options.roles)) state.roles.set(login, role)
  state.nextId = FIRST_ID
}

/** A new id for a record. */
export function newId(state: GitHubState): number {
  return state.nextId++
}

/** The emulator's clock now, as GitHub writes times (ISO). */
export function nowIso(state: GitHubState, ageMs = 0): string {
  return new Date(state.options.now() - ageMs).toISOString()
}

/** One call to a GitHub route, with what every handler reads of it. */
export interface GitHubRequest {
  readonly call: IncomingCall
  readonly state: GitHubState
  /** `owner/repo` of the route's path (`undefined/undefined` on a route without one). */
  readonly repository: string
  /** The issue or pull request number of the path (NaN on a route without one). */
  readonly number: number
}

/** What answers one operation of GITHUB_ROUTES (../github-routes.ts). */
export type GitHubHandler = (request: GitHubRequest) => Reply

/** A group's handlers, by the operation they answer (`github.create-comment`). */
export type GitHubHandlers = Readonly<Record<string, GitHubHandler>>
