import type { CommentPlan, Trigger } from '../decide/decision.js'
import { instructionOf } from '../decide/prompt-context.js'
import type { RunContext } from '../github/context.js'
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
    // A request sent by this run is sent now (its start stands for it); a wait keeps the first.
    sentAt: plan?.sentBy === undefined ? undefined : (plan.sentAt ?? report.startedAt),
    budget: plan?.budget,
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
      // A refusal of a request claimed by its comment too (a CI failure, a push): two runs of it
      // may both refuse. A 👀 claim already keeps a request to one run.
      search:
        mayAdopt &&
        existing === undefined &&
        (state === 'error' ||
          context.runAttempt > 1 ||
          (state === 'limited' && trigger.kind.claim === 'tracking-comment')),
      adopt: mayAdopt,
    },
  )
  return { comment, view: openingView(state, trigger, plan, jobId, run) }
}
