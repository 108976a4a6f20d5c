import { API, gitHubError, gitHubUser, nodeId, type EmulatedLabel } from '../github-answers.ts'
import { listPage } from '../github-paging.ts'
import { json, type Reply } from '../service.ts'
import { association } from './people.ts'
import { invalid, MAX_BODY, tooLong } from './refusals.ts'
import {
  newId,
  nowIso,
  type EmulatedIssue,
  type GitHubHandlers,
  type GitHubRequest,
  type GitHubState,
} from './state.ts'
import { author } from './tokens.ts'

/**
 * Issues, and pull requests as GitHub's issue routes see them (they list both), with the
 * repositories' labels: list by label and state, open, edit.
 */

/** GitHub's longest issue title. */
const MAX_TITLE = 256

const ISSUE_STATES = ['open', 'closed', 'all']
const ISSUE_SORTS = ['created', 'updated']

/** What a test says of an issue it seeds; the rest is GitHub's default. */
export interface IssueSeed {
  title: string
  body?: string
  labels?: readonly string[]
  state?: EmulatedIssue['state']
  pullRequest?: boolean
  user?: EmulatedIssue['user']
  ageMs?: number
}

/**
 * An issue (or, with `pullRequest`, a pull request) opened by someone, as if on GitHub, `ageMs`
 * ago: for the state a run finds (an issue already open, a closed one, a labelled pull request).
 */
export function addIssue(state: GitHubState, repository: string, fields: IssueSeed): EmulatedIssue {
  const at = nowIso(state, fields.ageMs ?? 0)
  const body = fields.body ?? ''
  const issue: EmulatedIssue = {
    id: newId(state),
    repository,
    number: nextNumber(state, repository),
    title: fields.title,
    body,
    labels: (fields.labels ?? []).map((name) => label(state, repository, name).name),
    state: fields.state ?? 'open',
    pullRequest: fields.pullRequest ?? false,
    user: fields.user ?? { login: 'octocat', type: 'User' },
    createdAt: at,
    updatedAt: at,
    history: [body],
  }
  state.issues.push(issue)
  return issue
}

/** The issues (not pull requests) of a repository with `label`, in the order they were opened. */
export function issuesLabelled(
  state: GitHubState,
  repository: string,
  label: string,
): EmulatedIssue[] {
  return state.issues.filter(
    (i) => i.repository === repository && !i.pullRequest && hasLabel(i, label),
  )
}

/** Issues and pull requests share one sequence of numbers, which thread comments use too. */
function nextNumber(state: GitHubState, repository: string): number {
  const numbers = [...state.issues, ...state.comments]
    .filter((item) => item.repository === repository)
    .map((item) => item.number)
  return Math.max(0, ...numbers) + 1
}

/** The repository's label of that name (names are compared ignoring case), made if new. */
export function label(state: GitHubState, repository: string, name: string): EmulatedLabel {
  const existing = state.labels.find(
    (l) => l.repository === repository && l.name.toLowerCase() === name.toLowerCase(),
  )
  if (existing !== undefined) return existing
  const made: EmulatedLabel = { id: newId(state), repository, name, color: 'ededed' }
  state.labels.push(made)
  return made
}

/**
 * GET /repos/{owner}/{repo}/issues: `state` (open by default, closed, all), `labels` (comma
 * separated, each one required), `sort` (created or updated), `direction` (desc by default),
 * `per_page` and `page`. Pull requests are listed too, marked with `pull_request`.
 */
function listIssues({ call: { query }, state: held, repository }: GitHubRequest): Reply {
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
  const listed = held.issues
    .filter(
      (i) =>
        i.repository === repository &&
        (state === 'all' || i.state === state) &&
        labels.every((name) => hasLabel(i, name)),
    )
    // Times can be equal within a millisecond: the number, given in order, breaks the tie.
    .sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.number - b.number))
  return listPage(query, listed, (i) => issueView(held, i))
}

/** POST /repos/{owner}/{repo}/issues: `title` (required), `body`, `labels` (made if new). */
function createIssue({ call, state, repository }: GitHubRequest): Reply {
  const sent = call.body
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
  const issue = addIssue(state, repository, {
    title: fields.title,
    body: typeof fields.body === 'string' ? fields.body : '',
    labels: labelNames(fields.labels) ?? [],
    user: author(state, call),
  })
  return json(201, issueView(state, issue))
}

/** PATCH /repos/{owner}/{repo}/issues/{number}: `title`, `body`, `state`, `labels`. */
function updateIssue({ call, state, repository, number }: GitHubRequest): Reply {
  const issue = state.issues.find((i) => i.repository === repository && i.number === number)
  if (issue === undefined) return gitHubError(404, 'Not Found')
  const sent = call.body
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
  if (labels !== undefined) issue.labels = labels.map((name) => label(state, repository, name).name)
  issue.updatedAt = nowIso(state)
  return json(200, issueView(state, issue))
}

/** An issue as GitHub answers one; a pull request's carries `pull_request`. */
function issueView(state: GitHubState, issue: EmulatedIssue): Record<string, unknown> {
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
    labels: issue.labels.map((name) => labelView(state, issue.repository, name)),
    state: issue.state,
    locked: false,
    assignee: null,
    assignees: [],
    milestone: null,
    comments: state.comments.filter(
      (c) => c.repository === issue.repository && c.number === issue.number && c.kind === 'issue',
    ).length,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.state === 'closed' ? issue.updatedAt : null,
    author_association: association(state, issue.user),
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

/** A label of an issue, as GitHub answers it. */
function labelView(state: GitHubState, repository: string, name: string): Record<string, unknown> {
  const found = label(state, repository, name)
  return {
    id: found.id,
    node_id: nodeId('Label', found.id),
    url: `${API}/repos/${repository}/labels/${encodeURIComponent(found.name)}`,
    name: found.name,
    color: found.color,
    default: false,
    description: null,
  }
}

function hasLabel(issue: EmulatedIssue, name: string): boolean {
  return issue.labels.some((held) => held.toLowerCase() === name.toLowerCase())
}

/** Label names from what was sent (names, or objects with a name); undefined if not that. */
function labelNames(sent: unknown): string[] | undefined {
  if (!Array.isArray(sent)) return undefined
  const names = sent.map((given: unknown) =>
    typeof given === 'string' ? given : (given as { name?: unknown } | null)?.name,
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

export const ISSUE_HANDLERS: GitHubHandlers = {
  'github.list-issues': listIssues,
  'github.create-issue': createIssue,
  'github.update-issue': updateIssue,
}
