import { eventOf, type RunEvent } from '../../shared/github/run-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { DocsStatusNote } from '../decide/fact-shapes.js'
import type { RequestEvent } from '../decide/request-event.js'
import { sameName } from './handoff.js'
import { codeRequestKey } from '../github/code-job-marker.js'

/**
 * What the kinds of a followed code pull request (`follow-code-changes: true`) read alike of
 * its event: code-pull-request.ts (its start), code-push.ts (its pushes), code-closed.ts (its
 * end), listed together by code-changes.ts.
 */

/** The events of a pull request the code kinds read. */
export const CODE_EVENT_NAMES = ['pull_request', 'pull_request_target'] as const

/** A pull request event of `follow-code-changes`, with its number and head commit. */
export interface CodeEvent {
  found: RunEvent<(typeof CODE_EVENT_NAMES)[number]>
  number: number
  /** The pull request's head commit ('' when the payload does not name one). */
  head: string
}

/** The request keys of a pull request's pushes start so. */
export function pushPrefix(number: number): string {
  return `${codeRequestKey(number)}:push:`
}

/** A pull request event of `follow-code-changes`; undefined when it is off, or another event. */
export function codeEvent(event: RequestEvent): CodeEvent | undefined {
  if (!event.inputs.followCodeChanges) return undefined
  const found = eventOf(event.context, CODE_EVENT_NAMES)
  if (found === undefined) return undefined
  const pull = found.payload.pull_request
  const number = pull?.number
  const head = text(pull?.head?.sha)
  return {
    found,
    number: typeof number === 'number' ? number : 0,
    head: /^[0-9a-f]{40}$/i.test(head) ? head.toLowerCase() : '',
  }
}

/**
 * Why a pull request is not followed (a draft without `include-drafts`, one without the label
 * `label-trigger` names), or '' when it is; `carried` is the label it carries, if one is asked.
 * `docsStatus`: what its head's status says (`docs-status`), so that a required check does not
 * wait for a pull request nobody asked docs for; a draft gets none (it cannot merge).
 */
export function notFollowed(
  event: RequestEvent,
  { found, number, head }: CodeEvent,
  /** A draft too: its job decides (a push to a pull request followed before it became one). */
  { draftsToo = false } = {},
): { reason: string; carried: string; docsStatus?: DocsStatusNote } {
  const pull = found.payload.pull_request
  const { includeDrafts, labelTrigger } = event.inputs
  if (pull?.draft === true && !includeDrafts && !draftsToo)
    return {
      reason: `pull request #${number} is a draft (include-drafts: false): its job starts when it is marked ready for review`,
      carried: '',
    }
  if (labelTrigger === '') return { reason: '', carried: '' }
  const carried = (pull?.labels ?? [])
    .map((label) => text(label?.name))
    .find((name) => sameName(name, labelTrigger))
  if (carried !== undefined) return { reason: '', carried }
  return {
    reason: `pull request #${number} does not carry the label '${labelTrigger}' (label-trigger), so it is not followed`,
    carried: '',
    // A draft gets none: it cannot merge, and its status would say nothing.
    ...(head === '' || event.inputs.docsStatus === '' || pull?.draft === true
      ? {}
      : {
          docsStatus: {
            sha: head,
            state: 'success',
            description: `Not followed: no label '${labelTrigger}' (label-trigger)`,
          },
        }),
  }
}
