import { gitHubError } from '../github-answers.ts'
import type { GitHubHandler, GitHubHandlers } from './state.ts'

/**
 * What a workflow run says: its jobs, a check run's annotations, a job's log
 * (../workflow-runs.ts answers them).
 */

const runRoute: GitHubHandler = ({ call, state, repository }) =>
  state.workflowRuns.answer(call, repository, (status, message) => gitHubError(status, message))

export const RUN_HANDLERS: GitHubHandlers = {
  'github.run-jobs': runRoute,
  'github.check-run-annotations': runRoute,
  'github.job-logs': runRoute,
}
