import { ApiError } from '../http/errors.js'
import { hasNextPage, MAX_PAGES, type Call, type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'
import { textOf, type Answered } from './untrusted.js'

/** The states GitHub shows a commit status in. */
export type StatusState = 'pending' | 'success' | 'failure' | 'error'

const STATES: readonly string[] = ['pending', 'success', 'failure', 'error']

/** A state GitHub takes (one read back, or saved for a later step). */
export function isStatusState(state: string): state is StatusState {
  return STATES.includes(state)
}

/** A status to set on a commit. */
export interface NewStatus {
  state: StatusState
  /** Which status of the commit this is (GitHub compares contexts ignoring case). */
  context: string
  /** Shown beside the state: cut to GitHub's 140 characters (`statusDescription`). */
  description?: string
  /** Where the status's "Details" link goes. */
  targetUrl?: string
}

/** A commit status as GitHub keeps it. */
export interface CommitStatus {
  id: number
  state: string
  context: string
  /** '' when it has none. */
  description: string
  targetUrl: string | undefined
  createdAt: string
}

/** GitHub refuses a longer description (422, "description is too long"). */
export const MAX_STATUS_DESCRIPTION = 140

/** Setting statuses (reading them needs `statuses: read`). */
const STATUS_PERMISSIONS = '{ statuses: write }'

type ListedStatus = Answered<
  'status',
  'id' | 'state' | 'context' | 'description' | 'target_url' | 'created_at'
>

/**
 * A description as GitHub takes it: at most 140 characters (counted as GitHub counts them, by
 * code point, so an emoji is not split), a longer one cut to 139 and an ellipsis.
 */
export function statusDescription(text: string): string {
  const characters = [...text]
  if (characters.length <= MAX_STATUS_DESCRIPTION) return text
  return characters.slice(0, MAX_STATUS_DESCRIPTION - 1).join('') + '…'
}

/**
 * Sets a status on commit `sha`. Never repeated once it may have reached GitHub: each POST adds a
 * status (GitHub keeps at most 1000 a commit and context), and a blind repeat could put an older
 * state back over one another run set meanwhile. The agent's one writer
 * (../statuses/status-write.ts) reads the context's newest status (`commitStatuses`) before every
 * write, so a status set by a request whose answer was lost is found there.
 */
export async function createStatus(
  api: GitHubApi,
  sha: string,
  status: NewStatus,
): Promise<CommitStatus> {
  const operation = `Setting the ${status.context} status of ${sha.slice(0, 7)}`
  const { data } = await api.send<ListedStatus>(
    {
      context: {
        ...errorContext(
          operation,
          `${api.repository} was not found, or github-token cannot see it`,
          STATUS_PERMISSIONS,
        ),
        effect: 'The status may have been set anyway: read it before setting it again.',
      },
      idempotent: false,
      shape: 'object',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/statuses/{sha}', {
        ...api.repo,
        sha,
        state: status.state,
        context: status.context,
        ...(status.description === undefined
          ? {}
          : { description: statusDescription(status.description) }),
        ...(status.targetUrl === undefined ? {} : { target_url: status.targetUrl }),
        ...options,
      }),
  )
  const created = statusOf(data)
  if (created === undefined) {
    throw new ApiError(`${operation}: GitHub answered without the new status's id.`)
  }
  return created
}

/**
 * The statuses of `ref` in `context` (ignoring case), newest first as GitHub lists them, at most
 * `limit`. Pages of 100 are read until `limit` are found, at most 10 of them: the ref's newest
 * 1000 statuses of every context.
 */
export async function commitStatuses(
  api: GitHubApi,
  ref: string,
  context: string,
  limit: number,
): Promise<CommitStatus[]> {
  const call: Call = {
    context: errorContext(
      `Reading the statuses of ${ref}`,
      `${api.repository} was not found, or github-token cannot see it`,
      '{ statuses: read }',
    ),
    idempotent: true,
    shape: 'array',
  }
  const found: CommitStatus[] = []
  for (let page = 1; page <= MAX_PAGES && found.length < limit; page++) {
    const answer = await api.send<ListedStatus[]>(call, (options) =>
      api.octokit.request('GET /repos/{owner}/{repo}/commits/{ref}/statuses', {
        ...api.repo,
        ref,
        per_page: 100,
        page,
        ...options,
      }),
    )
    for (const listed of answer.data) {
      const status = statusOf(listed)
      if (status?.context.toLowerCase() === context.toLowerCase()) found.push(status)
    }
    if (!hasNextPage(answer.headers)) break
  }
  return found.slice(0, limit)
}

function statusOf(listed: ListedStatus | null): CommitStatus | undefined {
  if (typeof listed?.id !== 'number') return undefined
  const targetUrl = textOf(listed.target_url)
  return {
    id: listed.id,
    state: textOf(listed.state),
    context: textOf(listed.context),
    description: textOf(listed.description),
    targetUrl: targetUrl === '' ? undefined : targetUrl,
    createdAt: textOf(listed.created_at),
  }
}
