import { eventOf } from '../../shared/github/run-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { RequestKind, TriggerDecision } from '../decide/request-kind.js'
import { requestLine } from '../decide/prompt-context.js'
import { onThread, reactOnThread } from './answers.js'
import { handedOver, HANDOFF_EVENT_NAMES, sameName } from './handoff.js'

/**
 * A pull request merged while it carries the label `label-trigger` names (`needs-docs` in a code
 * repository): its changes are handed to the agent, with the `prompt` input or else a default
 * instruction. A pull request closed without merging, or merged without the label, is inert; with
 * `label-trigger` empty its `closed` event uses the `prompt` input, as any other event.
 */
type MergeSource = { kind: 'merge'; label: string }

/** The instruction of a merge without a `prompt` input. */
export const MERGE_INSTRUCTION = 'Document the changes of this pull request.'

export const merge: RequestKind<MergeSource> = {
  read: (event) => {
    const found = eventOf(event.context, HANDOFF_EVENT_NAMES)
    const label = event.inputs.labelTrigger
    if (found === undefined || found.name === 'issues' || label === '') return undefined
    if (text(found.payload.action) !== 'closed') return undefined
    const inert = (reason: string): TriggerDecision => ({
      kind: 'skip',
      reason,
      thread: event.thread,
    })
    const pull = found.payload.pull_request
    if (pull?.merged !== true) return inert('the pull request was closed without being merged')
    const carried = (pull.labels ?? [])
      .map((l) => text(l?.name))
      .find((name) => sameName(name, label))
    if (carried === undefined)
      return inert(`the merged pull request does not carry the label '${label}'`)
    return handedOver(event, {
      kind: merge,
      source: { kind: 'merge', label: carried },
      // A pull request is merged once: its number names the request.
      requestKey: `merge:${typeof pull.number === 'number' ? pull.number : 0}`,
      requestedAt: text(pull.updated_at),
      instruction: MERGE_INSTRUCTION,
      // Merged, the change is the repository's: nothing can be pushed to it any more.
      approves: { how: 'the merge', code: 'merged' },
    })
  },
  who: 'role',
  asks: 'requests',
  claim: 'reaction',
  rerunMayRepeat: true,
  prompt: 'replaces',
  instructionIsThread: false,
  reactionTarget: reactOnThread,
  timeField: 'updated_at',
  commentPlace: onThread,
  describe: ({ source }, { fromPrompt, sender }) =>
    requestLine(
      `${sender} merged this pull request, which carries the label '${source.label}'`,
      fromPrompt,
      'the request above is the default for a merged pull request',
    ),
  // A pull request is merged once: a re-run, or the workflow run by hand, is the only way.
  askAgain: () => '',
}
