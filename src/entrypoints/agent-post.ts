import * as core from '@actions/core'
import { createGitHubClient } from '../shared/github/github-client.js'
import { readRunContext } from '../agent/github/context.js'
import { readSavedRun } from '../agent/github/state.js'
import { TrackingComment } from '../agent/github/tracking-comment.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { readSecret } from '../shared/inputs.js'

/**
 * The post step (`post-if: always()`): when the main step did not finish the tracking comment
 * (the run was cancelled, crashed or timed out), say plainly that the workflow stopped, that the
 * job may still be running, and how to resume. It never fails the run.
 */
export async function run(deps: Dependencies = realDependencies): Promise<void> {
  try {
    const saved = readSavedRun()
    if (saved.finished || saved.comment === undefined) return
    const token = readSecret('github-token')
    const context = readRunContext(deps.env)
    if (token === '' || context.owner === '') return
    const github = createGitHubClient(
      {
        apiUrl: context.apiUrl,
        token,
        owner: context.owner,
        repo: context.repo,
        timeoutMs: 10_000,
        // A rate limit is waited out for at most a minute: the runner waits for this step.
        deadline: deps.clock.now() + 60_000,
      },
      deps,
    )
    const { id, place, view } = saved.comment
    // Search the thread first when the id is unknown: the main step's create may have landed.
    const comment = new TrackingComment(github, place, (m) => core.warning(m), { id, search: true })
    // A final view the main step could not show is shown as it was meant; otherwise the workflow
    // stopped while the job was still going.
    const stopped = view.state === 'working'
    await comment.show(
      stopped
        ? {
            ...view,
            state: 'stopped',
            detail:
              'The workflow stopped (cancelled, crashed or timed out) before the job finished.',
          }
        : view,
    )
    github.dispose()
    core.info(
      stopped
        ? `Closed the tracking comment of job ${saved.jobId}: the workflow stopped before the job finished.`
        : view.jobId === ''
          ? 'Showed the failure in the thread, which the main step could not.'
          : `Finished the tracking comment of job ${saved.jobId}, which the main step could not update.`,
    )
  } catch (error) {
    core.warning(`The post step could not close the tracking comment: ${(error as Error).message}`)
  }
}
