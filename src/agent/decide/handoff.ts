import { eventOf, type RunContext } from '../github/context.js'
import { textOf as text } from '../../shared/github/untrusted.js'

/**
 * Hand-offs: work given to the agent by labelling or assigning an issue or pull request, or by
 * merging a pull request that carries the label, rather than by a phrase in a comment.
 */

/** The `label-trigger` and `assignee-trigger` inputs ('' = off), as typed by the user. */
export interface HandoffTriggers {
  label: string
  /** A login, without a leading `@`. */
  assignee: string
}

export const NO_HANDOFF: HandoffTriggers = { label: '', assignee: '' }

/** How the work was handed over, and the label's or assignee's name as GitHub wrote it. */
export interface Handoff {
  how: 'label' | 'assignment' | 'merge'
  name: string
  /**
   * Names the request in the tracking comment's marker: the same for every delivery of the event
   * and for a label and an assignment whose events carry the same `updated_at` (one edit),
   * different when the label is added again later. Two events of one edit stamped apart are told
   * apart, but the claim still lets only one of them start a job (claim.ts).
   */
  requestKey: string
  /** When the hand-off happened (GitHub's time): a 👀 older than this is an earlier request's. */
  requestedAt: string
}

/** Not a hand-off event for these inputs: the phrase and `prompt` rules decide, as before. */
type NotHandoff = undefined

export type HandoffDecision =
  { kind: 'handoff'; handoff: Handoff } | { kind: 'inert'; reason: string }

const HANDOFF_EVENT_NAMES = ['issues', 'pull_request', 'pull_request_target'] as const

/** Logins and labels are compared as GitHub does: case-insensitively. */
function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * Whether this event hands work over under `triggers`, is inert (an event of a trigger that is
 * set, which does not match), or is none of the hand-off's business. Pure.
 *
 * - `labeled` with `label-trigger` set: acts on that label, is inert for any other.
 * - `assigned` with `assignee-trigger` set: acts on that login, is inert for any other.
 * - `unlabeled` and `unassigned` of a trigger that is set are inert.
 * - A pull request's `closed` with `label-trigger` set: acts when it was merged carrying the label.
 * With both inputs empty, nothing changes: an issue's label stays inert (only `opened` carries the
 * phrase) and a pull request's event uses the `prompt` input.
 */
export function handoffOf(
  context: RunContext,
  triggers: HandoffTriggers,
): HandoffDecision | NotHandoff {
  const event = eventOf(context, HANDOFF_EVENT_NAMES)
  if (event === undefined) return undefined
  const action = text(event.payload.action)
  const item = event.name === 'issues' ? event.payload.issue : event.payload.pull_request
  const number = typeof item?.number === 'number' ? item.number : 0
  const requestedAt = text(item?.updated_at)
  const stamp = requestedAt === '' ? `run-${context.runId}` : requestedAt
  const what = event.name === 'issues' ? 'issue' : 'pull request'
  const inert = (reason: string): HandoffDecision => ({ kind: 'inert', reason })
  const handoff = (how: Handoff['how'], name: string, key: string): HandoffDecision => ({
    kind: 'handoff',
    handoff: { how, name, requestKey: key, requestedAt },
  })
  switch (action) {
    case 'labeled':
    case 'unlabeled': {
      if (triggers.label === '') return undefined
      const name = text('label' in event.payload ? event.payload.label?.name : undefined)
      if (action === 'unlabeled') return inert(`removing a label never triggers the agent`)
      if (!same(name, triggers.label))
        return inert(
          `the label '${name}' added to this ${what} is not label-trigger '${triggers.label}'`,
        )
      return handoff('label', name, `handoff:${number}:${stamp}`)
    }
    case 'assigned':
    case 'unassigned': {
      if (triggers.assignee === '') return undefined
      const login = text('assignee' in event.payload ? event.payload.assignee?.login : undefined)
      if (action === 'unassigned') return inert(`unassigning never triggers the agent`)
      if (!same(login, triggers.assignee))
        return inert(
          `this ${what} was assigned to ${login}, not to assignee-trigger ${triggers.assignee}`,
        )
      return handoff('assignment', login, `handoff:${number}:${stamp}`)
    }
    case 'closed': {
      if (triggers.label === '' || event.name === 'issues') return undefined
      const pull = event.payload.pull_request
      if (pull?.merged !== true) return inert('the pull request was closed without being merged')
      const label = (pull.labels ?? [])
        .map((l) => text(l?.name))
        .find((name) => same(name, triggers.label))
      if (label === undefined)
        return inert(`the merged pull request does not carry the label '${triggers.label}'`)
      // A pull request is merged once: its number names the request.
      return handoff('merge', label, `merge:${number}`)
    }
    default:
      return undefined
  }
}
