import * as core from '@actions/core'
import type { GitHubClient, ThreadComment } from '../../shared/github/github-client.js'
import { ApiError } from '../../shared/http/errors.js'
import { escapeMarkup } from '../../shared/markup.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import { newestMarker, NOTE_REQUEST, renderMarker } from './marker.js'
import {
  previewLine,
  previewPicture,
  type ShownPreview,
} from '../../shared/deployments/preview-view.js'

type NoteParts = {
  github: GitHubClient | undefined
  context: RunContext
  inputs: Pick<Inputs, 'comment' | 'triggerPhrase'>
  report: { jobId: string }
}

/** What more a note says and reports: its changes section, and for a request from elsewhere. */
export interface NoteMore {
  /** The change check's section, written with the note rather than by an edit after it. */
  changes?: string | undefined
  /** The request's repository (`owner/name`), when the pull request is in another one. */
  from?: string
  /** The pull request's repository (`owner/name`), when it is not the run's. */
  repository?: string
  /** Who asked, named (never mentioned). */
  asker?: string | undefined
  /** Called when GitHub refuses the note for good (403, 404): the token does not reach it. */
  refused?: (message: string) => void
}

/** Where the note's preview starts: what follows is rewritten with each new preview. */
const PREVIEW_PART = '<!-- docs-agent-note-preview -->'

/** Where the note's "Changes to check" section starts: rewritten with each check of the job. */
const CHANGES_PART = '<!-- docs-agent-note-changes -->'

/** A job's note: a comment of ours on the pull request `pull`. */
export type JobNote = ThreadComment & { pull: number }

/**
 * Job `jobId`'s notes among pull request `pull`'s comments (of ours: `trusted`), oldest first (a
 * tracking comment is none).
 */
function notesOf(comments: ThreadComment[], jobId: string, pull: number): JobNote[] {
  return comments
    .filter((c) => c.kind === 'issue' && newestMarker([c], NOTE_REQUEST)?.job === jobId)
    .map((c) => ({ ...c, pull }))
    .sort((a, b) => a.id - b.id)
}

/**
 * One note per job on the agent's pull request (`number`, in this repository), saying where the
 * request came from and how to continue the job there. It carries the marker, so a trigger on
 * that pull request finds the job: it is written as soon as the job ends, before its preview.
 * Returns the job's note (the one written, or the one there), for its preview to join.
 *
 * Two runs can finish the same job at once (a re-run while its first attempt still waits): each
 * looks again after posting (also when the post's answer was lost) and deletes every note of the
 * job but the oldest, so one stays. A run that created the job posts without looking first (no
 * note can be older than its job), which keeps its calls at two.
 */
export async function notePullRequest(
  parts: NoteParts,
  number: number,
  thread: number | undefined,
  createdJob: boolean,
  more: NoteMore = {},
): Promise<JobNote | undefined> {
  const { github, context, inputs, report } = parts
  const { changes, from, asker } = more
  if (!inputs.comment || github === undefined) return undefined
  const noteOf = (comments: ThreadComment[]) => notesOf(comments, report.jobId, number)
  try {
    if (!createdJob) {
      const [found] = noteOf(await github.threadComments(number, true))
      if (found !== undefined) return found
    }
    const origin =
      thread === undefined
        ? `<a href="${escapeMarkup(context.runUrl)}">a workflow run</a>`
        : `${from === undefined ? '' : escapeMarkup(from)}#${thread}`
    const who = asker === undefined ? '' : `, asked by ${escapeMarkup(asker)}`
    const phrase = escapeMarkup(inputs.triggerPhrase)
    const body = [
      renderMarker({ job: report.jobId, request: NOTE_REQUEST }),
      `📝 The docs agent opened this pull request for ${origin}${who} (job <code>${escapeMarkup(report.jobId)}</code>).`,
      `To continue the same job, comment here: <code>${phrase} &lt;instruction&gt;</code>`,
      // The change check's section, written with the note rather than by an edit after it.
      ...(changes === undefined ? [] : ['', `${CHANGES_PART}\n${changes}`]),
    ].join('\n')
    try {
      await github.createComment(number, body)
    } catch (error) {
      // A note whose answer was lost may be there all the same: look for duplicates either way,
      // unless GitHub certainly refused it; and the note is missing only if the look says so.
      if (!(error instanceof ApiError && error.mayHaveActed)) throw error
      const kept = await removeDuplicates(github, number, noteOf)
      if (kept === undefined) throw error
      return kept
    }
    return await removeDuplicates(github, number, noteOf)
  } catch (error) {
    const message = `Could not leave a note on pull request ${more.repository ?? ''}#${number}: ${(error as Error).message}`
    core.warning(message)
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      more.refused?.(message)
    return undefined
  }
}

/**
 * The job's note on its pull request `number`, for a run whose request came from that pull
 * request itself: it writes no note, but its preview shows there too. A GET; undefined when
 * there is none or it cannot be read.
 */
export async function findJobNote(parts: NoteParts, number: number): Promise<JobNote | undefined> {
  const { github, report } = parts
  if (github === undefined || !parts.inputs.comment) return undefined
  try {
    return notesOf(await github.threadComments(number, true), report.jobId, number)[0]
  } catch {
    return undefined
  }
}

/** A note's parts: what it says first, its changes section, its preview part. */
function noteParts(body: string): { intro: string; changes: string; preview: string } {
  const [before = body, ...after] = body.split(PREVIEW_PART)
  const preview = after.length === 0 ? '' : `${PREVIEW_PART}${after.join(PREVIEW_PART)}`
  const [intro = before, ...changes] = before.split(CHANGES_PART)
  return {
    intro: intro.trimEnd(),
    changes: changes.length === 0 ? '' : `${CHANGES_PART}${changes.join(CHANGES_PART)}`.trimEnd(),
    preview,
  }
}

const joinParts = (parts: string[]): string => parts.filter((p) => p !== '').join('\n\n')

/**
 * The job's note shows the newest check of its pull request (`section`), in place of the one
 * before: a follow-up's check rewrites it, never adds a second. Returns the note as written.
 */
export async function showChangesInNote(
  github: GitHubClient | undefined,
  note: JobNote,
  section: string,
): Promise<JobNote> {
  if (github === undefined) return note
  const { intro, preview } = noteParts(note.body)
  const body = joinParts([intro, `${CHANGES_PART}\n${section}`, preview])
  if (body === note.body) return note
  try {
    await github.updateComment('issue', note.id, body, note.pull)
    return { ...note, body }
  } catch (error) {
    core.warning(`Could not show the change check in the note: ${(error as Error).message}`)
    return note
  }
}

/** The job's note shows its newest preview, in place of the one before (`off` says nothing). */
export async function showPreviewInNote(
  github: GitHubClient | undefined,
  note: JobNote,
  preview: ShownPreview,
): Promise<void> {
  if (github === undefined || preview.status === 'off') return
  const { intro, changes } = noteParts(note.body)
  const head = joinParts([intro, changes])
  const picture = previewPicture(preview)
  const body = [
    head,
    '',
    PREVIEW_PART,
    `Preview: ${previewLine(preview)}`,
    ...(picture === '' ? [] : ['', picture]),
  ].join('\n')
  // A re-run following its first attempt's preview finds the note showing it already.
  if (body === note.body) return
  try {
    await github.updateComment('issue', note.id, body, note.pull)
  } catch (error) {
    core.warning(`Could not show the preview in the note: ${(error as Error).message}`)
  }
}

/**
 * Every note of the job but the oldest is a duplicate, whichever run wrote it: deleted. Returns
 * the note that stays, if the pull request has one.
 */
async function removeDuplicates(
  github: GitHubClient,
  number: number,
  noteOf: (comments: ThreadComment[]) => JobNote[],
): Promise<JobNote | undefined> {
  const [oldest, ...duplicates] = noteOf(await github.threadComments(number, true))
  for (const duplicate of duplicates) await github.deleteComment(duplicate.id)
  return oldest
}
