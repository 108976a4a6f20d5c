import type { CommentPlan, Trigger } from '../decide/request-kind.js'
import { instructionOf } from '../decide/request-reading.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { CommentState, CommentView } from '../github/comment-body.js'
import { TrackingComment, type CommentPlace } from '../github/tracking-comment.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import * as core from '@actions/core'
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
    sentBy: plan?.sentBy,
    // When this run sent its request (before the send, its start); a wait keeps the first's.
    sentAt:
      plan?.sentBy === undefined ? undefined : (plan.sentAt ?? report.sentAt ?? report.startedAt),
    budget: plan?.budget,
    ...(plan?.left === undefined ? {} : { left: plan.left }),
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

/**
 * Sets up the request's tracking comment, unless comments are off or the run has no thread;
 * nothing is written yet. Undefined when there is no comment. `jobId` is the job the request has.
 */
export function openComment(
  run: { inputs: Inputs; context: RunContext; report: JobReport; github: GitHubClient | undefined },
  state: CommentState,
  trigger: Trigger,
  plan: CommentPlan | undefined,
  jobId: string,
  mayAdopt: boolean,
  /** Look for the request's comment before posting (two runs of an unclaimed request). */
  searchFirst = false,
): { comment: TrackingComment; view: CommentView } | undefined {
  const { inputs, github, context } = run
  const thread = trigger.thread
  if (!inputs.comment || inputs.dryRun || github === undefined || thread === undefined)
    return undefined
  const existing = plan?.existingComment?.id
  const comment = new TrackingComment(
    github,
    commentPlace({ ...trigger, thread }),
    (m) => core.warning(m),
    {
      id: existing,
      // A failure, or a re-run, may find this request's comment of an earlier attempt (one that
      // failed before it had a job, which decide does not see) and edit it rather than post.
      search:
        mayAdopt &&
        existing === undefined &&
        (searchFirst || state === 'error' || context.runAttempt > 1),
      adopt: mayAdopt,
    },
  )
  return { comment, view: openingView(state, trigger, plan, jobId, run) }
}
