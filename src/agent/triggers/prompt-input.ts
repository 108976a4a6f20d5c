import type { Approval } from '../decide/fact-shapes.js'
import type { RequestKind } from '../decide/request-kind.js'
import { eventOf, type RunContext } from '../../shared/github/run-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { onThread } from './answers.js'

/**
 * Any other event (a dispatch, a schedule, a push, a pull request without a hand-off): the
 * workflow's `prompt` input (or `prompt-file`) is the instruction, which the workflow's author
 * wrote. It reads every event, so it comes last in the list. Its event approves nothing of the
 * thread it belongs to but a merge (../decide/authors.ts): of a thread someone below
 * `min-permission` wrote, the context then names the thread and leaves its words and code out.
 */
type PromptSource = { kind: 'input' }

export const promptInput: RequestKind<PromptSource> = {
  read: ({ context, thread, sender }) => ({
    kind: 'act',
    trigger: {
      kind: promptInput,
      source: { kind: 'input' },
      instruction: '',
      thread,
      sender,
      requestKey: `run:${context.runId}`,
      ...mergeOf(context),
    },
  }),
  who: 'workflow',
  asks: 'requests',
  claim: 'reaction',
  // Its author re-runs the workflow on purpose.
  rerunMayRepeat: false,
  prompt: 'is',
  instructionIsThread: false,
  reactionTarget: () => undefined,
  timeField: 'updated_at',
  commentPlace: onThread,
  describe: () => "the workflow's `prompt` input",
  // Its author asks again by running the workflow again.
  askAgain: () => '',
}

/** A pull request's `closed` event of a merge: the merge approves what was merged. */
function mergeOf(context: RunContext): { approves?: Approval } {
  const found = eventOf(context, ['pull_request', 'pull_request_target'])
  if (found === undefined || text(found.payload.action) !== 'closed') return {}
  return found.payload.pull_request?.merged === true
    ? { approves: { how: 'the merge', code: 'merged' } }
    : {}
}
