/**
 * Which version of a workflow file an event's run uses, and whether the event starts that
 * workflow at all, as GitHub decides both ("Events that trigger workflows": each event's
 * GITHUB_SHA is the commit whose workflow files run).
 *
 * A run of `pull_request`, `pull_request_review` or `pull_request_review_comment` uses the files
 * of the pull request's merge commit: for a branch of the same repository (the agent's), that is
 * whatever its head wrote into `.github/workflows/`, run with the repository's secrets. A run of
 * `pull_request_target` uses the base branch's files, as do comments, issues, schedules, manual
 * and dispatched runs and `workflow_run` (the default branch's). A merge group's run uses its
 * head commit's, a push's the pushed commit's.
 */

/** Events whose run takes the workflow files of the pull request's merge commit. */
const FROM_PULL_REQUEST = ['pull_request', 'pull_request_review', 'pull_request_review_comment']

/**
 * The activity types that start a workflow that lists the event without `types:`: for these two,
 * only a pull request opened, pushed to or reopened; for every other event, each of its types.
 */
const DEFAULT_TYPES: Readonly<Record<string, readonly string[]>> = {
  pull_request: ['opened', 'synchronize', 'reopened'],
  pull_request_target: ['opened', 'synchronize', 'reopened'],
}

/** The commit whose workflow files a run uses: a SHA, or `main` (the default branch). */
export interface WorkflowCommit {
  ref: string
  /** Where that is, for a reader: "the default branch", "the pull request's merge commit". */
  what: string
}

const objectAt = (value: unknown, key: string): Record<string, unknown> | undefined => {
  const found = (value as Record<string, unknown> | undefined)?.[key]
  return typeof found === 'object' && found !== null
    ? (found as Record<string, unknown>)
    : undefined
}

const textAt = (value: unknown, key: string): string | undefined => {
  const found = (value as Record<string, unknown> | undefined)?.[key]
  return typeof found === 'string' && found !== '' ? found : undefined
}

/**
 * Where a run of `event` (with `payload`) reads its workflow file. The emulator keeps no merge
 * commits: a seeded pull request's head is built on the newest base, so its files are the merge
 * commit's (emulator/pull-changes.ts).
 */
export function workflowCommit(event: string, payload: unknown): WorkflowCommit {
  const head = textAt(objectAt(objectAt(payload, 'pull_request'), 'head'), 'sha')
  if (FROM_PULL_REQUEST.includes(event) && head !== undefined)
    return { ref: head, what: "the pull request's merge commit" }
  const group = textAt(objectAt(payload, 'merge_group'), 'head_sha')
  if (event === 'merge_group' && group !== undefined)
    return { ref: group, what: "the merge group's head" }
  const pushed = textAt(payload, 'after')
  if (event === 'push' && pushed !== undefined) return { ref: pushed, what: 'the pushed commit' }
  return { ref: 'main', what: 'the default branch' }
}

/**
 * Whether a workflow whose `on:` is `on` starts on `event` with activity type `action` (none for
 * events without types): the event must be listed, and the type among its `types:` (or the
 * default ones). `branches:` and `paths:` filters are not read: a test plays only events they let
 * through.
 */
export function startsOn(on: unknown, event: string, action: string | undefined): boolean {
  if (typeof on === 'string') return on === event && defaultTypes(event, action)
  if (Array.isArray(on)) return on.includes(event) && defaultTypes(event, action)
  if (typeof on !== 'object' || on === null || !(event in on)) return false
  const types = (objectAt(on, event) ?? {}).types
  if (types === undefined) return defaultTypes(event, action)
  const listed = [types].flat()
  return action === undefined || listed.includes(action)
}

function defaultTypes(event: string, action: string | undefined): boolean {
  const types = DEFAULT_TYPES[event]
  return types === undefined || action === undefined || types.includes(action)
}
