import type { RequestKind } from '../decide/decision.js'
import { onThread } from './answers.js'

/**
 * Any other event (a dispatch, a schedule, a push, a pull request without a hand-off): the
 * workflow's `prompt` input (or `prompt-file`) is the instruction, which the workflow's author
 * wrote. It reads every event, so it comes last in the list.
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
