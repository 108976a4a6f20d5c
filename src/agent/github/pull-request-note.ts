import * as core from '@actions/core'
import type { GitHubClient, ThreadComment } from '../../shared/github/github-client.js'
import { ApiError } from '../../shared/http/errors.js'
import { escapeMarkup } from '../../shared/markup.js'
import type { RunContext } from './context.js'
import type { Inputs } from '../agent-inputs.js'
import { newestMarker, renderMarker } from './marker.js'
import {
  previewLine,
  previewPicture,
  type ShownPreview,
} from '../../shared/deployments/preview-view.js'

/**
 * One note per job on the agent's pull request (`number`, in this repository), saying where the
 * request came from and how to continue the job there. It carries the marker, so a trigger on
 * that pull request finds the job.
 *
 * Two runs can finish the same job at once (a re-run while its first attempt still waits): each
 * looks again after posting (also when the post's answer was lost) and deletes every note of the
 * job but the oldest, so one stays. A run that created the job posts without looking first (no
 * note can be older than its job), which keeps its calls at two.
 */
export async function notePullRequest(
  parts: {
    github: GitHubClient | undefined
    context: RunContext
    inputs: Pick<Inputs, 'comment' | 'triggerPhrase'>
    report: { jobId: string; preview?: ShownPreview }
  },
  number: number,
  thread: number | undefined,
  createdJob: boolean,
): Promise<void> {
  const { github, context, inputs, report } = parts
  if (!inputs.comment || github === undefined) return
  // The job's notes only: a tracking comment of the job on its pull request is no note.
  const noteOf = (comments: ThreadComment[]) =>
    comments.filter((c) => c.kind === 'issue' && newestMarker([c], 'note')?.job === report.jobId)
  try {
    if (!createdJob && noteOf(await github.threadComments(number, true)).length > 0) return
    const origin =
      thread === undefined
        ? `<a href="${escapeMarkup(context.runUrl)}">a workflow run</a>`
        : `#${thread}`
    const phrase = escapeMarkup(inputs.triggerPhrase)
    const body = [
      renderMarker({ job: report.jobId, request: 'note' }),
      `📝 The docs agent opened this pull request for ${origin} (job <code>${escapeMarkup(report.jobId)}</code>).`,
      `To continue the same job, comment here: <code>${phrase} &lt;instruction&gt;</code>`,
      ...previewParts(report.preview),
    ].join('\n')
    try {
      await github.createComment(number, body)
    } catch (error) {
      // A note whose answer was lost may be there all the same: look for duplicates either way,
      // unless GitHub certainly refused it; and the note is missing only if the look says so.
      if (!(error instanceof ApiError && error.mayHaveActed)) throw error
      if ((await removeDuplicates(github, number, noteOf)) === 0) throw error
      return
    }
    await removeDuplicates(github, number, noteOf)
  } catch (error) {
    core.warning(`Could not leave a note on pull request #${number}: ${(error as Error).message}`)
  }
}

/**
 * Every note of the job but the oldest is a duplicate, whichever run wrote it: deleted. Returns
 * how many notes the pull request had.
 */
async function removeDuplicates(
  github: GitHubClient,
  number: number,
  noteOf: (comments: ThreadComment[]) => ThreadComment[],
): Promise<number> {
  const notes = noteOf(await github.threadComments(number, true)).sort((a, b) => a.id - b.id)
  for (const duplicate of notes.slice(1)) await github.deleteComment(duplicate.id)
  return notes.length
}

/** The preview's line and screenshot, once asked for (`off` says nothing). */
function previewParts(preview: ShownPreview | undefined): string[] {
  if (preview === undefined || preview.status === 'off') return []
  const picture = previewPicture(preview)
  return [`Preview: ${previewLine(preview)}`, ...(picture === '' ? [] : ['', picture])]
}
