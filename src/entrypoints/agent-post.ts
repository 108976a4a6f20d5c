import * as core from '@actions/core'
import {
  createGitHubClient,
  isStatusState,
  type GitHubClient,
} from '../shared/github/github-client.js'
import { handedOffStatus, killedStatus, statusLink } from '../agent/github/docs-standing.js'
import { loadRunContext } from '../shared/github/run-context.js'
import { readSavedRun, type PendingStatus, type SavedRun } from '../agent/github/step-state.js'
import type { HandOff } from '../agent/github/hand-off.js'
import { TrackingComment } from '../agent/github/tracking-comment.js'
import { writeStatus } from '../shared/statuses/status-write.js'
import { realDependencies, type Dependencies } from '../shared/dependencies.js'
import { readMarkerInputs, readSecret } from '../shared/inputs.js'
import { markerAuthorship } from '../shared/github/authorship.js'

/**
 * The post step (`post-if: always()`): when the main step did not finish the tracking comment
 * (the run was cancelled, crashed or timed out), say plainly that the workflow stopped, that the
 * job may still be running, and how to resume; and end a `docs-status` it left pending. A job at
 * work whose comment showed it is handed off instead: the comment says so and carries the
 * record a finish run ends it by, and its `docs-status` stays pending for that run. It never
 * fails the run.
 */
export async function run(deps: Dependencies = realDependencies): Promise<void> {
  const saved = readSavedRun()
  const comment = saved.finished ? undefined : saved.comment
  if (comment === undefined && saved.pendingStatus === undefined) return
  let github: GitHubClient | undefined
  try {
    const token = readSecret('github-token')
    if (token === '') return
    // Every input first, before anything is awaited: what it writes is sealed as the main step's
    // is, and what it reads is judged the same way.
    const authorship = markerAuthorship(
      { apiKey: readSecret('api-key'), ...readMarkerInputs() },
      (message) => core.warning(message),
    )
    const context = await loadRunContext(deps)
    if (context.owner === '') return
    github = createGitHubClient(
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
      authorship,
    )
    const handOff =
      comment?.view.state === 'working' && comment.view.jobId !== '' ? saved.handOff : undefined
    // A job at work is handed off when its comment can say so; else the comment says it stopped.
    const handedOff =
      comment !== undefined &&
      handOff !== undefined &&
      (await handOffComment(github, comment, saved.jobId, { ...handOff, at: now(deps) }))
    if (saved.pendingStatus !== undefined)
      await endPendingStatus(
        github,
        // A job handed off stays pending, saying who ends it.
        handedOff
          ? {
              ...saved.pendingStatus,
              end: handedOffStatus(saved.jobId, statusLink(context.runUrl)),
            }
          : saved.pendingStatus,
        saved.jobId,
        context.runUrl,
      )
    if (comment !== undefined && !handedOff) await closeComment(github, comment, saved.jobId)
  } catch (error) {
    core.warning(`The post step could not close the tracking comment: ${(error as Error).message}`)
  } finally {
    github?.dispose()
  }
}

const now = (deps: Dependencies): string => new Date(deps.clock.now()).toISOString()

/**
 * The `docs-status` the main step left `pending` when it was killed: the job's end it was
 * writing, if it knew it; else an error that says the workflow stopped, so that a required check
 * does not wait for a run that is gone.
 */
async function endPendingStatus(
  github: GitHubClient,
  { sha, context, end }: PendingStatus,
  jobId: string,
  runUrl: string,
): Promise<void> {
  const { state, description, targetUrl } = end ?? killedStatus(jobId, runUrl)
  if (!isStatusState(state)) return
  try {
    // Through the one writer: it reads the head first, so an end the main step did write (its
    // answer lost as it was killed) is not written twice.
    await writeStatus(github, sha, {
      state,
      context,
      ...(description === undefined ? {} : { description }),
      ...(targetUrl === undefined ? {} : { targetUrl }),
      kind: 'standing',
    })
  } catch (error) {
    core.warning(`The post step could not set the ${context} status: ${(error as Error).message}`)
  }
}

/** The job at work handed off in its tracking comment, with the record a finish run reads. */
async function handOffComment(
  github: GitHubClient,
  { id, place, view }: NonNullable<SavedRun['comment']>,
  jobId: string,
  handOff: HandOff,
): Promise<boolean> {
  const comment = new TrackingComment(github, place, (m) => core.warning(m), { id, search: true })
  const detail = 'The workflow stopped (cancelled, crashed or timed out) while the job worked.'
  const shown = await comment.show({ ...view, detail, handOff })
  if (shown) core.info(`Handed off job ${jobId}: a finish run (finish: true) ends it.`)
  return shown
}

/** The tracking comment the main step did not finish: its final view, or "stopped". */
async function closeComment(
  github: GitHubClient,
  saved: NonNullable<SavedRun['comment']>,
  jobId: string,
): Promise<void> {
  const { id, place, view } = saved
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
          detail: 'The workflow stopped (cancelled, crashed or timed out) before the job finished.',
        }
      : view,
  )
  core.info(
    stopped
      ? `Closed the tracking comment of job ${jobId}: the workflow stopped before the job finished.`
      : view.jobId === ''
        ? 'Showed the failure in the thread, which the main step could not.'
        : `Finished the tracking comment of job ${jobId}, which the main step could not update.`,
  )
}
