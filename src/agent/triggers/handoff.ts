import { eventOf } from '../../shared/github/run-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { RequestEvent, TriggerSource } from '../decide/request-event.js'
import type { RequestKind, Trigger, TriggerDecision } from '../decide/request-kind.js'
import { byline, requestLine } from '../decide/prompt-context.js'
import { onThread, reactOnThread } from './answers.js'
import { NO_SENDER } from './phrase.js'

/**
 * Hand-offs: an issue or pull request given to the agent by adding the label `label-trigger`
 * names, or by assigning it to the login `assignee-trigger` names, rather than by a phrase in a
 * comment. Its instruction is the `prompt` input, or else the issue's title and body.
 *
 * - `labeled` with `label-trigger` set: acts on that label, is inert for any other.
 * - `assigned` with `assignee-trigger` set: acts on that login, is inert for any other.
 * - `unlabeled` and `unassigned` of a trigger that is set are inert.
 * With both inputs empty, nothing changes: an issue's label stays inert (only `opened` carries the
 * phrase) and a pull request's event uses the `prompt` input.
 */
type HandoffSource = { kind: 'handoff'; how: 'label' | 'assignment'; name: string }

/** The events of an issue or a pull request, which hand-offs and merges read. */
export const HANDOFF_EVENT_NAMES = ['issues', 'pull_request', 'pull_request_target'] as const

/** Logins and labels are compared as GitHub does: case-insensitively. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * A hand-off's request, on its thread and from its sender. `requestKey` is the same for every
 * delivery of the event and for a label and an assignment whose events carry the same
 * `updated_at` (one edit), different when the label is added again later. Two events of one edit
 * stamped apart are told apart, but the claim still lets only one of them start a job (claim.ts).
 * `requestedAt` is when it happened (GitHub's time): a 👀 older than this is an earlier request's.
 */
export function handedOver<S extends TriggerSource>(
  { thread, sender }: RequestEvent,
  parts: Pick<
    Trigger<S>,
    'kind' | 'source' | 'requestKey' | 'requestedAt' | 'instruction' | 'approves'
  >,
): TriggerDecision {
  if (thread === undefined)
    return { kind: 'skip', reason: 'the event names no issue or pull request', thread }
  if (sender === undefined) return { kind: 'skip', reason: NO_SENDER, thread }
  // The `prompt` input replaces the instruction when set (prompt-context.ts).
  const trigger: Trigger<S> = { ...parts, thread, sender }
  return { kind: 'act', trigger }
}

export const handoff: RequestKind<HandoffSource> = {
  read: (event) => {
    const { context, inputs } = event
    const found = eventOf(context, HANDOFF_EVENT_NAMES)
    if (found === undefined) return undefined
    const action = text(found.payload.action)
    const item = found.name === 'issues' ? found.payload.issue : found.payload.pull_request
    const number = typeof item?.number === 'number' ? item.number : 0
    const requestedAt = text(item?.updated_at)
    const requestKey = `handoff:${number}:${requestedAt === '' ? `run-${context.runId}` : requestedAt}`
    const what = found.name === 'issues' ? 'issue' : 'pull request'
    const inert = (reason: string): TriggerDecision => ({
      kind: 'skip',
      reason,
      thread: event.thread,
    })
    const handOver = (how: HandoffSource['how'], name: string): TriggerDecision =>
      handedOver(event, {
        kind: handoff,
        source: { kind: 'handoff', how, name },
        requestKey,
        requestedAt,
        instruction:
          event.thread === undefined ? '' : `${event.thread.title}\n\n${event.thread.body}`.trim(),
        // Like a label, an assignment names the thread: a pull request's code at the event's head.
        approves: {
          how: how === 'label' ? `the label '${name}'` : `an assignment to ${name}`,
          code: { at: event.thread?.commits?.head ?? '' },
        },
      })
    const { labelTrigger: label, assigneeTrigger: assignee } = inputs
    switch (action) {
      case 'labeled':
      case 'unlabeled': {
        if (label === '') return undefined
        const name = text('label' in found.payload ? found.payload.label?.name : undefined)
        if (action === 'unlabeled') return inert(`removing a label never triggers the agent`)
        if (!sameName(name, label))
          return inert(`the label '${name}' added to this ${what} is not label-trigger '${label}'`)
        return handOver('label', name)
      }
      case 'assigned':
      case 'unassigned': {
        if (assignee === '') return undefined
        const login = text('assignee' in found.payload ? found.payload.assignee?.login : undefined)
        if (action === 'unassigned') return inert(`unassigning never triggers the agent`)
        if (!sameName(login, assignee))
          return inert(`this ${what} was assigned to ${login}, not to assignee-trigger ${assignee}`)
        return handOver('assignment', login)
      }
      default:
        return undefined
    }
  },
  who: 'role',
  asks: 'requests',
  claim: 'reaction',
  rerunMayRepeat: true,
  prompt: 'replaces',
  instructionIsThread: true,
  reactionTarget: reactOnThread,
  timeField: 'updated_at',
  commentPlace: onThread,
  describe: ({ source, thread }, { fromPrompt, sender }) =>
    requestLine(
      source.how === 'label'
        ? `${sender} added the label '${source.name}'`
        : `${sender} assigned it to ${source.name}`,
      fromPrompt,
      `the request above is the title and body of #${thread?.number ?? 0}, written by ${byline(thread?.author)}`,
    ),
  askAgain: ({ source }) =>
    source.how === 'label' ? 'remove the label and add it again' : 'unassign and assign again',
}
