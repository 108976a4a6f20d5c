import type { CommentPlan, Trigger } from '../decide/decision.js'
import { instructionOf } from '../decide/prompt-context.js'
import type { RunContext } from '../github/context.js'
import type { CommentState, CommentView } from '../github/comment-body.js'
import type { CommentPlace } from '../github/tracking-comment.js'
import type { Inputs } from '../agent-inputs.js'
import type { JobReport } from './job-report.js'

/** Where a request's tracking comment goes, as its kind says: its thread, or a review thread. */
export function commentPlace(trigger: Trigger & { thread: { number: number } }): CommentPlace {
  return trigger.kind.commentPlace(trigger, trigger.thread.number)
}

/** What a request's tracking comment shows first, from the plan (or the trigger, before one). */
export function openingView(
  state: CommentState,
  trigger: Trigger,
  plan: CommentPlan | undefined,
  jobId: string,
  run: { inputs: Inputs; context: RunContext; report: JobReport },
): CommentView {
  const { inputs, context, report } = run
  // Before a plan, the instruction as the plan would have sent it: sanitized, never raw.
  const instruction = plan?.instruction ?? instructionOf(trigger, inputs).instruction
  return {
    state,
    jobId,
    requestKey: plan?.requestKey ?? trigger.requestKey,
    instruction: instruction || '(no new instruction: waiting for the job)',
    // A CI follow-up that certainly did not arrive (no job to name) says nothing of CI.
    ci: jobId === '' ? undefined : plan?.ci,
    pushes: jobId === '' ? undefined : plan?.pushes,
    // Not for a held push: it brought nothing to the job.
    head: plan?.pushes === undefined ? trigger.kind.statusCommit?.(trigger) : undefined,
    gapsItems: trigger.kind.gapsItems?.(trigger),
    followUp: report.followUp,
    runUrl: context.runUrl,
    run: context.runId === '' ? undefined : { id: context.runId, attempt: context.runAttempt },
    status: report.job?.status ?? '',
    prLink: null,
    durationMs: undefined,
    detail: inputs.wait ? '' : 'This workflow does not wait for the job (wait: false).',
    triggerPhrase: inputs.triggerPhrase,
  }
}
