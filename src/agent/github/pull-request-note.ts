import * as core from '@actions/core'
import { escapeMarkup } from '../../shared/markup.js'
import type { SessionParts } from '../job/session.js'
import { newestMarker, renderMarker } from './marker.js'

/**
 * One note per job on the agent's pull request (`number`, in this repository), saying where the
 * request came from and how to continue the job there. It carries the marker, so a trigger on
 * that pull request finds the job.
 */
export async function notePullRequest(
  parts: Pick<SessionParts, 'github' | 'context' | 'inputs' | 'report'>,
  number: number,
  thread: number | undefined,
): Promise<void> {
  const { github, context, inputs, report } = parts
  if (!inputs.comment || github === undefined) return
  try {
    const comments = await github.threadComments(number, true)
    const noted = comments.some((c) => newestMarker([c])?.job === report.jobId)
    if (noted) return
    const origin =
      thread === undefined
        ? `<a href="${escapeMarkup(context.runUrl)}">a workflow run</a>`
        : `#${thread}`
    const phrase = escapeMarkup(inputs.triggerPhrase)
    const body = [
      renderMarker({ job: report.jobId, request: 'note' }),
      `📝 The docs agent opened this pull request for ${origin} (job <code>${escapeMarkup(report.jobId)}</code>).`,
      `To continue the same job, comment here: <code>${phrase} &lt;instruction&gt;</code>`,
    ].join('\n')
    await github.createComment(number, body)
  } catch (error) {
    core.warning(`Could not leave a note on pull request #${number}: ${(error as Error).message}`)
  }
}
