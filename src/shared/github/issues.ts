import { ApiError } from '../http/errors.js'
import { hasNextPage, MAX_PAGES, type Call, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import type { Answered } from './untrusted.js'

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
  /** Who opened it, when GitHub says. */
  author?: string
  /**
   * Its body written by us (../github/authorship.ts): judged where the client looks for an issue
   * of its own (findOpenIssue); false on an issue as GitHub answers a write.
   */
  trusted: boolean
}

/** Writing issues (and reading them, which a private repository's token needs too). */
const ISSUE_PERMISSIONS = '{ issues: write }'

/**
 * The fields of an issue this client reads (a listed one, a created one, an edited one).
 * `pull_request` is present on the pull requests that GitHub's list of issues holds too.
 */
type ListedIssue = Answered<
  'issue',
  'number' | 'title' | 'body' | 'html_url' | 'labels' | 'pull_request' | 'user'
>

/**
 * The newest open issue labelled `label` that `accept` takes (GitHub's list of issues holds pull
 * requests too: they are skipped), or undefined when there is none. Each page is `judge`d first
 * (who wrote each issue: ./authorship.ts). At most 10 pages of 100 are read, and no page after
 * the one where it is found.
 */
export async function findOpenIssue(
  api: GitHubApi,
  label: string,
  judge: (page: Issue[]) => Promise<Issue[]>,
  accept: (issue: Issue) => boolean = () => true,
): Promise<Issue | undefined> {
  // GitHub reads `labels` as a comma-separated list: such a name would be two labels.
  if (label.includes(',')) {
    throw new Error(`An issue cannot be looked up by a label with a comma: "${label}".`)
  }
  const call: Call = {
    context: errorContext(
      `Looking for the open issue labelled ${label}`,
      `${api.repository} was not found`,
      ISSUE_PERMISSIONS,
    ),
    idempotent: true,
    shape: 'array',
  }
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.send<ListedIssue[]>(call, (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/issues', {
        ...api.repo,
        labels: label,
        state: 'open',
        sort: 'created',
        direction: 'desc',
        per_page: 100,
        page,
        ...options,
      }),
    )
    const listed = answer.data
      .filter(
        (issue) =>
          typeof issue.number === 'number' &&
          (issue.pull_request === undefined || issue.pull_request === null),
      )
      .map(issueOf)
    const issue = (await judge(listed)).find(accept)
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
export async function createIssue(
  api: GitHubApi,
  issue: { title: string; body: string; labels: readonly string[] },
): Promise<Issue> {
  const operation = 'Opening an issue'
  const { data } = await api.send<ListedIssue>(
    {
      context: {
        ...errorContext(operation, `${api.repository} was not found`, ISSUE_PERMISSIONS),
        effect: 'The issue may have been opened anyway.',
      },
      idempotent: false,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/issues', {
        ...api.repo,
        title: issue.title,
        body: issue.body,
        labels: [...issue.labels],
        ...options,
      }),
  )
  return numbered(data, operation)
}

/** Replaces an issue's body, and its title when one is given (the same edit twice is harmless). */
export async function updateIssue(
  api: GitHubApi,
  number: number,
  text: { body: string; title?: string },
): Promise<Issue> {
  const operation = `Updating issue #${number}`
  const { data } = await api.send<ListedIssue>(
    {
      context: errorContext(
        operation,
        `issue #${number} was not found in ${api.repository}`,
        ISSUE_PERMISSIONS,
      ),
      idempotent: true,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
        ...api.repo,
        issue_number: number,
        body: text.body,
        ...(text.title === undefined ? {} : { title: text.title }),
        ...options,
      }),
  )
  return numbered(data, operation)
}

function numbered(answer: ListedIssue, operation: string): Issue {
  if (typeof answer.number !== 'number') {
    throw new ApiError(`${operation}: GitHub answered without the issue's number.`)
  }
  return issueOf(answer)
}

/** An issue read from an answer whose `number` was checked. */
function issueOf(answer: ListedIssue): Issue {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '')
  const labels: NonNullable<ListedIssue['labels']> = Array.isArray(answer.labels)
    ? answer.labels
    : []
  return {
    number: answer.number as number,
    title: text(answer.title),
    body: text(answer.body),
    htmlUrl: text(answer.html_url),
    // Label objects, though GitHub's schema also allows bare names.
    labels: labels
      .map((label) => (typeof label === 'string' ? label : text(label?.name)))
      .filter((name) => name !== ''),
    ...(typeof answer.user?.login === 'string' ? { author: answer.user.login } : {}),
    trusted: false,
  }
}
