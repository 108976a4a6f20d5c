import type { GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Answered } from './untrusted.js'

/**
 * A pull request anywhere GitHub's API reaches: the agent's may be in another repository than the
 * run's, so these calls name their repository rather than take the client's.
 */
export interface PullRequestRef {
  owner: string
  repo: string
  number: number
}

/** Requesting reviews and adding labels: the `pull-requests: write` of the pull request's repository. */
const TRIAGE_PERMISSIONS = '{ pull-requests: write }'

const where = (pull: PullRequestRef): string => `${pull.owner}/${pull.repo}#${pull.number}`

const notFound = (pull: PullRequestRef): string =>
  `pull request ${where(pull)} was not found, or github-token cannot see ${pull.owner}/${pull.repo}`

/**
 * Asks users (by login) and teams (by slug, of the pull request's organization) to review. Not
 * repeated once it may have reached GitHub: a second request notifies the reviewers again. Answers
 * whom the pull request's answer lists as requested (GitHub drops nobody silently, but a
 * reviewer already requested is listed once).
 */
export async function requestReviewers(
  api: GitHubApi,
  pull: PullRequestRef,
  reviewers: { users: readonly string[]; teams: readonly string[] },
): Promise<{ users: string[]; teams: string[] }> {
  const { data } = await api.send<
    Answered<'pull-request-simple', 'requested_reviewers' | 'requested_teams'>
  >(
    {
      context: {
        ...errorContext(`Requesting reviews on ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
        effect: 'The reviews may have been requested anyway.',
      },
      idempotent: false,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers', {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        ...(reviewers.users.length === 0 ? {} : { reviewers: [...reviewers.users] }),
        ...(reviewers.teams.length === 0 ? {} : { team_reviewers: [...reviewers.teams] }),
        ...options,
      }),
  )
  const names = (list: unknown, key: 'login' | 'slug'): string[] =>
    (Array.isArray(list) ? (list as unknown[]) : [])
      .map((item) => (item as Record<string, unknown> | null)?.[key])
      .filter((name): name is string => typeof name === 'string')
  return {
    users: names(data.requested_reviewers, 'login'),
    teams: names(data.requested_teams, 'slug'),
  }
}

/**
 * Adds labels to an issue or pull request (GitHub makes a label the repository lacks). Adding a
 * label it already has changes nothing, so this is retried like a read. Answers the names of every
 * label it has now.
 */
export async function addLabels(
  api: GitHubApi,
  pull: PullRequestRef,
  labels: readonly string[],
): Promise<string[]> {
  const { data } = await api.send<Answered<'label', 'name'>[]>(
    {
      context: errorContext(`Adding labels to ${where(pull)}`, notFound(pull), TRIAGE_PERMISSIONS),
      idempotent: true,
      shape: 'array',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', {
        owner: pull.owner,
        repo: pull.repo,
        issue_number: pull.number,
        labels: [...labels],
        ...options,
      }),
  )
  return data.map((label) => label?.name).filter((name): name is string => typeof name === 'string')
}
