import { statusDescription } from '../../shared/github/github-client.js'
import { approveWords } from '../decide/authors.js'
import type { DocsStatusNote } from '../decide/fact-shapes.js'
import {
  PASS_STARTS,
  isPass,
  statusRuling,
  type FoundStatus,
  type WriteKind,
} from '../../shared/statuses/status-rule.js'

/**
 * What the head of a refused request of a code pull request says in `docs-status` (pure): the
 * gate's refusals (a sender below `min-permission`, a bot not allowed) and a followed pull
 * request's own (../triggers/code-authors.ts: content of an author below the role that no gesture
 * approved). Whether the pull request is followed is its thread's to say (the note's `followed`,
 * from the job's marker), never a status of a commit: issue #52's red team put "Not followed"
 * success on unapproved heads of a followed pull request three ways (a head pushed while it was
 * closed, then reopened; a push whose `before` never got a status, its run cancelled in the
 * `concurrency` queue; a decoy pull request's pass at the pushed commit).
 */

export type RefusedNote = Extract<DocsStatusNote, { refused: string }>

/** A status to write, less its context. */
export interface RefusedStatus {
  state: 'success' | 'failure' | 'error'
  description: string
}

/** What to write on the head, and what it is; or why the head is left as it is. */
export type RefusedHead = { status: RefusedStatus; kind: WriteKind } | { leave: string }

/** The `error` of a head whose pull request's thread could not be read. */
export const UNREAD =
  'Could not tell whether the docs agent follows this pull request (GitHub failed to list its comments): re-run the workflow'

/**
 * The head's status after a refusal, from whether its pull request is followed and the head's
 * newest status of the context (`newest`):
 * - `none` (no job): `success`, "Not followed: " and the reason (a pass, written only where
 *   nothing or another pass stands, ../../shared/statuses/status-rule.ts);
 * - `job` (a job never given this head): `failure`, "Not sent: " and the gesture of a person
 *   with the role that approves the head first (the 140-character cut keeps it), over anything;
 * - `given` (the head the job was last given): left, its job's runs answer it;
 * - `unread` (nobody can tell): no pass, ever; `error` where nothing or a pass stands (a pass
 *   there may be a decoy's), else what stands is left.
 */
export function refusal(note: RefusedNote, newest: FoundStatus | undefined): RefusedHead {
  const { refused, approve } = note
  switch (note.followed) {
    case 'given':
      return { leave: 'the job was given this head: its own runs answer it' }
    case 'unread':
      if (newest !== undefined && !isPass(newest))
        return {
          leave: `it says ${newest.state}, which stands: nobody can tell whether it is followed`,
        }
      return ruled({ state: 'error', description: UNREAD }, 'standing', newest)
    case 'job':
      return ruled(
        { state: 'failure', description: `Not sent: ${approveWords(approve, true)}; ${refused}` },
        'standing',
        newest,
      )
    case 'none': {
      const how = note.approveInPass === true ? `; ${approveWords(approve, false)}` : ''
      const description = `${PASS_STARTS.notFollowed}${refused}${how}`
      return ruled({ state: 'success', description }, 'pass', newest)
    }
  }
}

/** `status` as GitHub keeps it (its description cut), if the rule lets it go over `newest`. */
function ruled(
  status: RefusedStatus,
  kind: WriteKind,
  newest: FoundStatus | undefined,
): RefusedHead {
  const cut = { ...status, description: statusDescription(status.description) }
  switch (statusRuling(newest, { ...cut, kind })) {
    case 'write':
      return { status: cut, kind }
    case 'same':
      return { leave: `it says ${cut.state} already` }
    default:
      return { leave: `it says ${newest?.state ?? ''}, which a pass does not replace` }
  }
}
