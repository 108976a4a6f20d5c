import type { GitHubHandler, GitHubHandlers } from './state.ts'

/** Commits: comparisons of two, and the statuses set on one (../commits.ts answers them). */

const commitRoute: GitHubHandler = ({ call, state, repository }) =>
  state.commits.answer(call, repository)

export const STATUS_HANDLERS: GitHubHandlers = {
  'github.compare': commitRoute,
  'github.create-status': commitRoute,
  'github.list-statuses': commitRoute,
}
