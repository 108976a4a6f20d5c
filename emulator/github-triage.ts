import { gitHubError, gitHubUser, type EmulatedLabel } from './github-answers.ts'
import type { PullChangeSummary } from './pull-changes.ts'
import { gitHubPage } from './github-paging.ts'
import type { PullHead } from './pull-heads.ts'
import { repositoryView } from './repository-view.ts'
import { json, type Reply } from './service.ts'

/**
 * Reviewers and labels of pull requests, as GitHub's `requested_reviewers` and issue `labels`
 * routes keep them: who was asked to review each, and its labels.
 */

/** The REST API's address in the URLs answers carry. */
const API = 'https://api.github.com'
/** The commit a pull request's head and base are at when no change was seeded for it. */
const HEAD_SHA = '6dcb09b5b57875f334f61aebed695e2e4193db5e'

/** Who opens the agent's pull requests (the service's GitHub App). */
export const AGENT_APP = 'mintlify[bot]'

/** The teams every organization has in the emulator; any other slug is unknown. */
export const KNOWN_TEAMS: readonly string[] = ['docs-team', 'writers']

/** A pull request the triage routes can find: its author and where its labels are kept. */
export interface TriagedPullRequest {
  repository: string
  number: number
  title: string
  author: { login: string; type: 'User' | 'Bot' }
  createdAt: string
  /** The label names it carries (the issue's own list, for one the emulator holds as an issue). */
  labels: string[]
  /** When it was merged (ISO), or closed without merging; open while neither. */
  mergedAt?: string
  closedAt?: string
  /** Where a test pushed its head (./pull-heads.ts). */
  head?: PullHead
}

/** Who has been asked to review a pull request, by `owner/repo#number`. */
export interface ReviewRequests {
  users: string[]
  teams: string[]
}

/** What the handlers need of the GitHub emulator. */
export interface TriageStore {
  pullRequest(repository: string, number: number): TriagedPullRequest | undefined
  /** Every pull request of the repository, in the order they were opened. */
  pullRequests(repository: string): TriagedPullRequest[]
  reviewRequests(repository: string, number: number): ReviewRequests
  isCollaborator(login: string): boolean
  label(repository: string, name: string): EmulatedLabel
  /** The change seeded for the pull request (./pull-changes.ts), if one was. */
  change(repository: string, number: number): PullChangeSummary | undefined
  /** When a test last pushed to `repository` (./pull-heads.ts), if one did. */
  pushedAt(repository: string): string | undefined
  /** The newest commit the pull request holds (./commit-pulls.ts), when no change was seeded. */
  head?(repository: string, number: number): string | undefined
}

const sameName = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

function strings(value: unknown): string[] | undefined {
  if (value === undefined) return []
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined
}

/** The answer of `op` (`github.request-reviewers` or `github.add-labels`); 404 for no pull request. */
export function answerTriage(
  store: TriageStore,
  op: string,
  params: { repository: string; number: number },
  sent: unknown,
): Reply {
  const pull = store.pullRequest(params.repository, params.number)
  if (pull === undefined) return gitHubError(404, 'Not Found')
  const fields = (typeof sent === 'object' && sent !== null ? sent : {}) as Record<string, unknown>
  return op === 'github.add-labels'
    ? addLabels(store, pull, fields)
    : requestReviewers(store, pull, fields)
}

/**
 * POST /repos/{owner}/{repo}/pulls/{number}/requested_reviewers: 201 with the pull request; 422
 * when anyone named is not a collaborator (an unknown team too) or is its author, and then nobody
 * is requested, as on GitHub.
 */
function requestReviewers(
  store: TriageStore,
  pull: TriagedPullRequest,
  fields: Record<string, unknown>,
): Reply {
  const { repository, number } = pull
  const users = strings(fields.reviewers)
  const teams = strings(fields.team_reviewers)
  if (users === undefined || teams === undefined) {
    return gitHubError(
      422,
      "Invalid request.\n\nFor 'properties/reviewers', the value is not an array of strings.",
    )
  }
  if (users.some((login) => sameName(login, pull.author.login))) {
    return gitHubError(422, 'Review cannot be requested from pull request author.')
  }
  const unknown =
    users.some((login) => !store.isCollaborator(login)) ||
    teams.some((slug) => !KNOWN_TEAMS.includes(slug.toLowerCase()))
  if (unknown) {
    return gitHubError(
      422,
      `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repository} repository.`,
    )
  }
  const requests = store.reviewRequests(repository, number)
  for (const login of users)
    if (!requests.users.some((u) => sameName(u, login))) requests.users.push(login)
  for (const slug of teams)
    if (!requests.teams.includes(slug.toLowerCase())) requests.teams.push(slug.toLowerCase())
  return json(201, pullRequestView(store, pull, requests))
}

/**
 * POST /repos/{owner}/{repo}/issues/{number}/labels: 200 with every label the issue or pull
 * request has now (a new name becomes a repository label); 422 for an empty or malformed list.
 */
function addLabels(
  store: TriageStore,
  pull: TriagedPullRequest,
  fields: Record<string, unknown>,
): Reply {
  const { repository } = pull
  const names = strings(fields.labels)
  if (names === undefined || names.length === 0 || names.some((name) => name === '')) {
    return gitHubError(422, 'Validation Failed: labels must be a non-empty array of names', [
      { resource: 'Label', code: 'invalid', field: 'labels' },
    ])
  }
  for (const name of names) {
    const label = store.label(repository, name)
    if (!pull.labels.some((l) => sameName(l, label.name))) pull.labels.push(label.name)
  }
  return json(
    200,
    pull.labels.map((name) => labelView(store.label(repository, name))),
  )
}

function labelView(label: EmulatedLabel): Record<string, unknown> {
  return {
    id: label.id,
    node_id: Buffer.from(`05:Label${label.id}`).toString('base64'),
    url: `${API}/repos/${label.repository}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: '',
    color: label.color,
    default: false,
  }
}

function teamView(owner: string, slug: string): Record<string, unknown> {
  const id = 2_000_000 + KNOWN_TEAMS.indexOf(slug)
  const url = `${API}/organizations/1/team/${id}`
  return {
    id,
    node_id: Buffer.from(`04:Team${id}`).toString('base64'),
    url,
    html_url: `https://github.com/orgs/${owner}/teams/${slug}`,
    name: slug,
    slug,
    description: null,
    privacy: 'closed',
    notification_setting: 'notifications_enabled',
    permission: 'pull',
    members_url: `${url}/members{/member}`,
    repositories_url: `${url}/repos`,
    parent: null,
    type: 'organization',
  }
}

/** The pull request as GitHub's answer shows it (its description's `pull-request-simple`). */
export function pullRequestView(
  store: TriageStore,
  pull: TriagedPullRequest,
  requests: ReviewRequests,
): Record<string, unknown> {
  const { repository, number } = pull
  const [owner = ''] = repository.split('/')
  const change = store.change(repository, number)
  // A head a test pushed (./pull-heads.ts), else the seeded change's, else its newest commit.
  const pushed = pull.head
  const head = pushed?.sha ?? change?.headSha ?? store.head?.(repository, number) ?? HEAD_SHA
  // A repository no test pushed to was last pushed when the pull request opened.
  const opened = pull.createdAt.replace(/\.\d{3}Z$/, 'Z')
  const headRepository = pushed?.repository ?? repository
  const url = `${API}/repos/${repository}/pulls/${number}`
  const issue = `${API}/repos/${repository}/issues/${number}`
  const html = `https://github.com/${repository}/pull/${number}`
  const links = {
    self: { href: url },
    html: { href: html },
    issue: { href: issue },
    comments: { href: `${issue}/comments` },
    review_comments: { href: `${url}/comments` },
    review_comment: { href: `${API}/repos/${repository}/pulls/comments{/number}` },
    commits: { href: `${url}/commits` },
    statuses: { href: `${API}/repos/${repository}/statuses/${head}` },
  }
  const branch = (ref: string, sha: string, where = repository): Record<string, unknown> => {
    const [login = ''] = where.split('/')
    const fork = where.toLowerCase() !== repository.toLowerCase()
    return {
      label: `${login}:${ref}`,
      ref,
      sha,
      user: gitHubUser({ login, type: 'User' }),
      repo: repositoryView(where, store.pushedAt(where) ?? opened, fork),
    }
  }
  return {
    url,
    id: 5_000_000 + number,
    node_id: Buffer.from(`011:PullRequest${5_000_000 + number}`).toString('base64'),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: links.commits.href,
    review_comments_url: links.review_comments.href,
    review_comment_url: links.review_comment.href,
    comments_url: links.comments.href,
    statuses_url: links.statuses.href,
    number,
    locked: false,
    title: pull.title,
    user: gitHubUser(pull.author),
    body: null,
    labels: pull.labels.map((name) => labelView(store.label(repository, name))),
    milestone: null,
    active_lock_reason: null,
    created_at: pull.createdAt,
    updated_at: pull.createdAt,
    state: pull.mergedAt !== undefined || pull.closedAt !== undefined ? 'closed' : 'open',
    closed_at: pull.mergedAt ?? pull.closedAt ?? null,
    merged_at: pull.mergedAt ?? null,
    merge_commit_sha: null,
    assignee: null,
    assignees: [],
    requested_reviewers: requests.users.map((login) => gitHubUser({ login, type: 'User' })),
    requested_teams: requests.teams.map((slug) => teamView(owner, slug)),
    head: branch('docs-agent/changes', head, headRepository),
    base: branch('main', pushed?.baseSha ?? change?.baseSha ?? HEAD_SHA),
    _links: links,
    author_association: pull.author.type === 'Bot' ? 'NONE' : 'COLLABORATOR',
    auto_merge: null,
    draft: false,
  }
}

/** GET /repos/{owner}/{repo}/pulls/{number}: the pull request (its description's `pull-request`). */
export function answerPullRequest(
  store: TriageStore,
  params: { repository: string; number: number },
): Reply {
  const pull = store.pullRequest(params.repository, params.number)
  if (pull === undefined) return gitHubError(404, 'Not Found')
  const merged = pull.mergedAt !== undefined
  const change = store.change(params.repository, params.number)
  return json(200, {
    ...pullRequestView(store, pull, store.reviewRequests(params.repository, params.number)),
    merged,
    mergeable: null,
    rebaseable: null,
    mergeable_state: 'unknown',
    merged_by: merged ? gitHubUser({ login: 'writer', type: 'User' }) : null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: change?.commits ?? 1,
    additions: change?.additions ?? 1,
    deletions: change?.deletions ?? 0,
    changed_files: change?.changedFiles ?? 1,
  })
}

/**
 * GET /repos/{owner}/{repo}/pulls: the pull requests in `state` (open unless asked) into `base`
 * (every branch unless asked; the emulator's all go into `main`), paged by `per_page` and `page`,
 * each as its description's `pull-request-simple`.
 */
export function answerPullRequests(
  store: TriageStore,
  repository: string,
  query: URLSearchParams,
): Reply {
  const state = query.get('state') ?? 'open'
  const base = query.get('base')
  const shown = store.pullRequests(repository).filter((pull) => {
    const open = pull.mergedAt === undefined && pull.closedAt === undefined
    const stateMatches = state === 'all' || (state === 'open') === open
    return stateMatches && (base === null || base === 'main')
  })
  const { items, headers } = gitHubPage(query, shown)
  return json(
    200,
    items.map((pull) =>
      pullRequestView(store, pull, store.reviewRequests(repository, pull.number)),
    ),
    headers,
  )
}
