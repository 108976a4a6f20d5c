import type { Dependencies } from '../dependencies.js'
import * as comments from './comments.js'
import * as commitPulls from './commit-pulls.js'
import * as commitStatuses from './commit-statuses.js'
import * as compare from './compare.js'
import * as dispatches from './dispatches.js'
import { GitHubApi, MAX_PAGES, type GitHubSettings } from './github-api.js'
import * as issues from './issues.js'
import * as permissions from './permissions.js'
import * as pullRequests from './pull-requests.js'
import * as pullChange from './pull-change.js'
import * as triage from './pull-request-triage.js'
import * as reactions from './reactions.js'
import * as workflowRuns from './workflow-runs.js'
import * as reviews from './reviews.js'
import type { RepositoryComment, RepositoryComments, ThreadComment } from './comments.js'
import type { CommitStatus, NewStatus, StatusState } from './commit-statuses.js'
import type { CommitPull } from './commit-pulls.js'
import type { ChangeAtEnds, CommitComparison, ComparedFile, NoComparison } from './compare.js'
import type { PatchBudget } from './compare.js'
import type { Issue } from './issues.js'
import type { ChangedFile, OpenPullRequest } from './pull-requests.js'
import type { PullFile, PullRequestEnds } from './pull-change.js'
import type { PullRequestRef } from './pull-request-triage.js'
import type { Reaction, ReactionAnswer, ReactionTarget } from './reactions.js'
import type { Annotation, FailedJob, FailedStep, JobLog, LogBudget } from './workflow-runs.js'
import type { ReviewComment, ReviewComments } from './reviews.js'

// Callers import the client and the types of what it answers from here alone.
export type { PullFile, PullRequestEnds, OpenPullRequest }
export type { ThreadComment, Issue, ChangedFile, Reaction, ReactionAnswer, ReactionTarget }
export type { RepositoryComment, RepositoryComments }
export type { PullRequestRef, ReviewComment, ReviewComments }
export type { GitHubSettings }
export type { CommitComparison, ComparedFile, PatchBudget, CommitStatus, NewStatus, StatusState }
export type { ChangeAtEnds, CommitPull }
// A status's state and description as GitHub takes them (./commit-statuses.ts).
export { isStatusState, statusDescription } from './commit-statuses.js'
export type { Annotation, FailedJob, FailedStep, JobLog, LogBudget }

/** Every comment these actions write starts with a hidden marker that starts so. */
const MARKER_START = '<!-- docs-'

/**
 * The small part of GitHub's REST API the two actions use, for one repository: what callers hold.
 * Each method is the operation of the same name in the module of its concern, which says why it
 * is sent as it is: ./comments.ts (thread comments, the tracking comment, review replies),
 * ./reactions.ts, ./permissions.ts (a user's role), ./pull-requests.ts (a pull request's files),
 * ./pull-request-triage.ts (reviewers and labels), ./reviews.ts (a review's body and inline
 * comments), ./issues.ts (analytics' rolling issue), ./workflow-runs.ts (what a failed run
 * says), ./compare.ts (what pushed commits change), ./commit-statuses.ts and ./dispatches.ts
 * (`repository_dispatch` events). How every call is sent and retried is ./github-api.ts, one for
 * all of them; what its failures say, ./github-errors.ts.
 */
export class GitHubClient {
  private readonly api: GitHubApi
  /** The person the token acts as (undefined for an App or GITHUB_TOKEN), once GitHub said. */
  private acting: Promise<string | undefined> | undefined

  constructor(settings: GitHubSettings, deps: Pick<Dependencies, 'clock' | 'random'>) {
    this.api = new GitHubApi(settings, deps)
  }

  /**
   * The same client (deadline, retries) in another repository: a docs pull request that lives
   * apart from the code's, a finish run's other repositories. Its token is the run's own in the
   * run's repository, and the other repositories' token (`elsewhere`, when given) anywhere else.
   */
  inRepository(owner: string, repo: string): GitHubClient {
    const { settings } = this.api
    const { elsewhere } = settings
    const home = `${owner}/${repo}`.toLowerCase() === elsewhere?.home.toLowerCase()
    const token =
      elsewhere === undefined ? settings.token : home ? elsewhere.homeToken : elsewhere.token
    return new GitHubClient({ ...settings, owner, repo, token }, this.api.deps)
  }

  /** Nothing to close: the toolkit's dispatcher is shared; kept for the callers' `finally`. */
  dispose(): void {}

  /** The repository role of a user (`read` … `admin`, a custom role name, or `none`). */
  role(login: string): Promise<{ role: string; permission: string }> {
    return permissions.role(this.api, login)
  }

  /**
   * The login a person's token acts as; undefined for GITHUB_TOKEN or an App's token. GitHub's
   * answer is kept for the client's life; a failure is not (the next call asks again).
   */
  viewer(): Promise<string | undefined> {
    this.acting ??= permissions.viewer(this.api).catch((error: unknown) => {
      this.acting = undefined
      throw error
    })
    return this.acting
  }

  /**
   * Every comment of an issue or pull request (review comments too for a pull request), oldest
   * first. A bot's are `trusted`; so are, with a person's token (a personal access token), that
   * person's comments that start with a marker of these actions, which they wrote as the person
   * (`withOwnComments`).
   */
  async threadComments(number: number, isPullRequest: boolean): Promise<ThreadComment[]> {
    return this.withOwnComments(await comments.threadComments(this.api, number, isPullRequest))
  }

  /**
   * The issue and review comments of every thread of the repository updated at or after `since`
   * (ISO 8601), oldest update first; at most `maxPages` pages of 100 of each kind (`complete`
   * says whether that was all). Trusted as `threadComments` trusts them.
   */
  async repositoryComments(since: string, maxPages = MAX_PAGES): Promise<RepositoryComments> {
    const found = await comments.repositoryComments(this.api, since, maxPages)
    return { ...found, comments: await this.withOwnComments(found.comments) }
  }

  /**
   * One comment of either kind as it is now, trusted as `threadComments` trusts it; undefined when
   * it is gone.
   */
  async comment(kind: ThreadComment['kind'], id: number): Promise<ThreadComment | undefined> {
    const found = await comments.comment(this.api, kind, id)
    return found === undefined ? undefined : (await this.withOwnComments([found]))[0]
  }

  /**
   * `found`, with the comments these actions wrote with a person's token trusted too: that
   * person's comments that start with a marker of these actions. GitHub's `GET /user` says who the
   * token acts as; it is asked only when a person's comment starts with a marker, once per client
   * (a failure is asked again, and fails the read: a reader must not take the action's own
   * comments for someone else's).
   */
  private async withOwnComments<C extends ThreadComment>(found: C[]): Promise<C[]> {
    const marked = (c: C) => c.author !== undefined && c.body.startsWith(MARKER_START)
    if (!found.some((c) => !c.trusted && marked(c))) return found
    const person = (await this.viewer())?.toLowerCase()
    if (person === undefined) return found
    return found.map((c) =>
      !c.trusted && marked(c) && c.author?.toLowerCase() === person ? { ...c, trusted: true } : c,
    )
  }

  /** Posts a comment on an issue or pull request; returns its id. Never repeated blindly. */
  createComment(number: number, body: string): Promise<number> {
    return comments.createComment(this.api, number, body)
  }

  /** Replies in the review thread of a pull request review comment; returns the reply's id. */
  replyToReviewComment(pull: number, commentId: number, body: string): Promise<number> {
    return comments.replyToReviewComment(this.api, pull, commentId, body)
  }

  updateComment(kind: ThreadComment['kind'], id: number, body: string): Promise<void> {
    return comments.updateComment(this.api, kind, id, body)
  }

  /** Deletes a comment of this action's (a duplicate, or one a tracking comment replaces). */
  deleteComment(id: number, kind: ThreadComment['kind'] = 'issue'): Promise<void> {
    return comments.deleteComment(this.api, kind, id)
  }

  /** Adds a reaction; `created` says whether this call added it (with `claim`, the run's claim). */
  react(
    target: ReactionTarget,
    content: Reaction,
    options: { claim?: boolean } = {},
  ): Promise<ReactionAnswer> {
    return reactions.react(this.api, target, content, options)
  }

  /** Removes this token's reaction `id` from `target`: false when it was no longer there. */
  removeReaction(target: ReactionTarget, id: number): Promise<boolean> {
    return reactions.removeReaction(this.api, target, id)
  }

  /** The first `limit` (at most 100: one page) files of a pull request, with their patches. */
  pullRequestFiles(number: number, limit: number): Promise<ChangedFile[]> {
    return pullRequests.pullRequestFiles(this.api, number, limit)
  }

  /** The head and base commits of a pull request. */
  pullRequestEnds(number: number): Promise<PullRequestEnds> {
    return pullChange.pullRequestEnds(this.api, number)
  }

  /** Every file a pull request changes (at most 30 pages of 100), with renames and patches. */
  pullRequestChange(number: number): Promise<{ files: PullFile[]; complete: boolean }> {
    return pullChange.pullRequestChange(this.api, number)
  }

  /** A file's whole text at a commit; undefined when it is not there, null when GitHub gives no text. */
  fileText(path: string, ref: string): Promise<string | null | undefined> {
    return pullChange.fileText(this.api, path, ref)
  }

  /** The open pull requests into branch `base`: who opened each, and its head. */
  openPullRequests(base: string): Promise<{ pulls: OpenPullRequest[]; complete: boolean }> {
    return pullRequests.openPullRequests(this.api, base)
  }

  /** Whether a pull request merged (and when) or was closed without merging. */
  pullRequestState(number: number): Promise<pullRequests.PullRequestState> {
    return pullRequests.pullRequestState(this.api, number)
  }

  /**
   * Asks users and teams (slugs) to review `pull`, in any repository (with that repository's
   * token: `inRepository`); never repeated blindly.
   */
  requestReviewers(
    pull: PullRequestRef,
    reviewers: { users: readonly string[]; teams: readonly string[] },
  ): Promise<{ users: string[]; teams: string[] }> {
    return triage.requestReviewers(this.inRepository(pull.owner, pull.repo).api, pull, reviewers)
  }

  /**
   * Adds labels to `pull`, in any repository (with that repository's token: `inRepository`);
   * answers every label it has now.
   */
  addLabels(pull: PullRequestRef, labels: readonly string[]): Promise<string[]> {
    return triage.addLabels(this.inRepository(pull.owner, pull.repo).api, pull, labels)
  }

  /** A review's inline comments in order, at most `limit` (pages of 100). */
  reviewComments(pull: number, reviewId: number, limit: number): Promise<ReviewComments> {
    return reviews.reviewComments(this.api, pull, reviewId, limit)
  }

  /** A review's body ('' when it has none). */
  reviewBody(pull: number, reviewId: number): Promise<string> {
    return reviews.reviewBody(this.api, pull, reviewId)
  }

  /** The newest open issue labelled `label` that `accept` takes (pull requests are skipped). */
  findOpenIssue(label: string, accept?: (issue: Issue) => boolean): Promise<Issue | undefined> {
    return issues.findOpenIssue(this.api, label, accept)
  }

  /** Opens an issue; never repeated once it may have reached GitHub. */
  createIssue(issue: { title: string; body: string; labels: readonly string[] }): Promise<Issue> {
    return issues.createIssue(this.api, issue)
  }

  /** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
  updateIssue(number: number, text: { body: string; title?: string }): Promise<Issue> {
    return issues.updateIssue(this.api, number, text)
  }

  /** The jobs of a workflow run's latest attempt that failed or timed out, with their failed steps. */
  failedJobs(runId: number, pages?: number): Promise<FailedJob[]> {
    return workflowRuns.failedJobs(this.api, runId, pages)
  }

  /** The first `limit` (at most 100) annotations of a check run (a job's id is its check run's). */
  checkRunAnnotations(checkRunId: number, limit: number): Promise<Annotation[]> {
    return workflowRuns.checkRunAnnotations(this.api, checkRunId, limit)
  }

  /** The last lines of a job's log within `budget`, read without the token; or `expired`. */
  jobLog(jobId: number, budget: LogBudget): Promise<JobLog> {
    return workflowRuns.jobLog(this.api, jobId, budget)
  }

  /** What `base...head` changes, patches within `budget`; `not-found` for an unknown commit. */
  compareCommits(base: string, head: string, budget: PatchBudget): Promise<CommitComparison> {
    return compare.compareCommits(this.api, base, head, budget)
  }

  /**
   * What `base...head` changes, as the change check reads it: every file (at most GitHub's 300)
   * with its whole patch; `not-found` for an unknown commit.
   */
  changeAtEnds(base: string, head: string): Promise<ChangeAtEnds | NoComparison> {
    return compare.changeAtEnds(this.api, base, head)
  }

  /** The pull requests GitHub associates with a commit: those whose commits hold it. */
  commitPulls(sha: string): Promise<{ pulls: CommitPull[]; complete: boolean }> {
    return commitPulls.commitPulls(this.api, sha)
  }

  /** Sets a status on a commit; never repeated blindly (look at its statuses before again). */
  createCommitStatus(sha: string, status: NewStatus): Promise<CommitStatus> {
    return commitStatuses.createStatus(this.api, sha, status)
  }

  /** The statuses of `ref` in one `context`, newest first, at most `limit`. */
  commitStatuses(ref: string, context: string, limit: number): Promise<CommitStatus[]> {
    return commitStatuses.commitStatuses(this.api, ref, context, limit)
  }

  /**
   * Sends a `repository_dispatch` event (`eventType` at most 100 characters, `payload` at most 10
   * top-level keys); never repeated once it may have reached GitHub (`mayHaveActed`).
   */
  dispatch(eventType: string, payload: Record<string, unknown>): Promise<void> {
    return dispatches.dispatch(this.api, eventType, payload)
  }
}

/** A client for GitHub's REST API with the workflow token. */
export function createGitHubClient(
  settings: GitHubSettings,
  deps: Pick<Dependencies, 'clock' | 'random'>,
): GitHubClient {
  return new GitHubClient(settings, deps)
}
