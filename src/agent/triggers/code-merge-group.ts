import { textOf as text } from '../../shared/github/untrusted.js'
import type { RequestEvent } from '../decide/request-event.js'
import type { RequestKind, TriggerDecision } from '../decide/request-kind.js'
import { requestLine } from '../decide/prompt-context.js'
import { eventOf } from '../../shared/github/run-context.js'
import { onThread } from './answers.js'

/**
 * A merge queue's group (`merge_group`, `checks_requested`) with `follow-code-changes` and
 * `docs-status` on: never a request, but a required `docs-status` must answer on the group's head
 * commit, or the queue waits for ever. GitHub queues a pull request only once its own required
 * checks passed, its `docs-status` among them, so the group's head gets `success`, saying so.
 */
function readMergeGroup(event: RequestEvent): TriggerDecision | undefined {
  const { inputs } = event
  if (!inputs.followCodeChanges || inputs.docsStatus === '') return undefined
  const found = eventOf(event.context, ['merge_group'])
  if (found === undefined) return undefined
  const head = text(found.payload.merge_group?.head_sha).toLowerCase()
  const skip = { kind: 'skip' as const, thread: undefined }
  if (text(found.payload.action) !== 'checks_requested' || !/^[0-9a-f]{40}$/.test(head))
    return { ...skip, reason: 'the merge_group event asks for no check of a head commit' }
  return {
    ...skip,
    reason: `a merge group is no request: its head ${head.slice(0, 7)} gets ${inputs.docsStatus} success, each of its pull requests having passed it to be queued`,
    docsStatus: {
      sha: head,
      state: 'success',
      description: `Merge group: each pull request passed ${inputs.docsStatus} before it was queued`,
    },
  }
}

export const codeMergeGroup: RequestKind = {
  read: readMergeGroup,
  who: 'workflow',
  asks: 'merge groups',
  claim: 'tracking-comment',
  rerunMayRepeat: false,
  prompt: 'ignored',
  instructionIsThread: false,
  reactionTarget: () => undefined,
  timeField: 'merge_group',
  commentPlace: onThread,
  describe: (_, { fromPrompt, sender }) =>
    requestLine(`${sender} queued a merge group`, fromPrompt, 'a merge group is no request'),
  askAgain: () => '',
}
