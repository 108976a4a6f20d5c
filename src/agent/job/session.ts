import * as core from '@actions/core'
import type { Clock } from '../../shared/dependencies.js'
import type { Conclusion } from '../../shared/lifecycle.js'
import type { AgentClient } from './client.js'
import { ApiError } from '../../shared/http/errors.js'
import type { AgentJob } from './agent-job.js'
import type { GitHubClient, Reaction, ReactionTarget } from '../github/client.js'
import type { RunContext } from '../github/context.js'
import type { Inputs } from '../inputs.js'
import { logUntrusted, messageOf } from '../../shared/log.js'
import { escapeMarkup } from '../../shared/markup.js'
import type { Plan } from '../decide/plan.js'
import { pollJob } from './poll.js'
import { formatDuration, type JobReport } from './report.js'
import { saveComment, saveFinished, saveJobId } from '../github/state.js'
import { newestMarker, renderMarker } from '../github/marker.js'
import { TrackingComment, type CommentState, type CommentView } from '../github/tracking-comment.js'
import type { Trigger } from '../decide/trigger.js'

type RunPlan = Extract<Plan, { kind: 'run' }>

/** Where the trigger can take a reaction (a submitted review cannot). */
function reactionTarget(trigger: Trigger): ReactionTarget | undefined {
  const { source, thread } = trigger
  if (source.kind === 'issue-comment') return { kind: 'issue-comment', id: source.commentId }
  if (source.kind === 'review-comment') return { kind: 'review-comment', id: source.commentId }
  if (source.kind === 'issue' && thread !== undefined)
    return { kind: 'issue', number: thread.number }
  return undefined
}

export interface SessionParts {
  inputs: Inputs
  context: RunContext
  service: AgentClient
  github: GitHubClient | undefined
  report: JobReport
  clock: Clock
}

/**
 * One request to the agent, from the plan to the end: the job, the waiting, the tracking comment,
 * the reactions and the note on the agent's pull request. Everything it learns goes into the
 * report, from which outputs and the summary are made.
 */
export class JobSession {
  private readonly parts: SessionParts
  private comment: TrackingComment | undefined
  private view: CommentView | undefined
  private trigger: Trigger | undefined

  constructor(parts: SessionParts) {
    this.parts = parts
  }

  async carryOut(plan: Plan): Promise<Conclusion> {
    const { report, inputs } = this.parts
    if (plan.kind === 'skip') {
      report.skippedReason = plan.reason
      return { level: 'skipped', message: `Skipped: ${plan.reason}.` }
    }
    this.trigger = plan.trigger
    core.info(this.describe(plan))
    if (plan.instruction !== '') logUntrusted('Instruction', plan.instruction)
    if (inputs.dryRun) return this.dryRun(plan)

    await this.react('eyes')
    await this.start(plan)
    const shown = await this.showComment('working', plan)
    if (!inputs.wait) {
      // Not waiting is this run's last word: the post step must not call it stopped.
      if (shown) saveFinished()
      return {
        level: 'success',
        message: `Job ${report.jobId} is ${report.job?.status ?? 'started'}; not waiting (wait: false).`,
      }
    }
    await this.wait(plan)
    const conclusion = this.conclude()
    await this.finish(plan, conclusion)
    return conclusion
  }

  /** After an error: the comment says so, and the message carries the job id to resume from. */
  async failed(error: unknown): Promise<Conclusion> {
    const id = this.parts.report.jobId
    const resume =
      id === '' ? '' : ` The job id is ${id}: resume with job-id: ${id} rather than starting again.`
    const message = messageOf(error) + resume
    if (this.view !== undefined) {
      if (await this.updateComment({ state: 'error', detail: message })) saveFinished()
    }
    if (id !== '') await this.react('confused')
    return { level: 'failure', message }
  }

  /** Cancellation: close the tracking comment at once; the job may go on on the service. */
  async stop(): Promise<void> {
    if (this.view === undefined) return
    const shown = await this.updateComment({
      state: 'stopped',
      detail: 'The workflow was cancelled before the job finished.',
      durationMs: this.parts.clock.now() - this.parts.report.startedAt,
    })
    if (shown) saveFinished()
  }

  private describe(plan: RunPlan): string {
    switch (plan.action) {
      case 'create':
        return `Creating an agent job in project ${this.parts.inputs.projectId} (${plan.prompt.length} characters).`
      case 'message':
        return `Sending a follow-up message to job ${plan.jobId}, found through ${plan.reason} (${plan.prompt.length} characters).`
      case 'wait':
        return `Waiting for job ${plan.jobId}, found through ${plan.reason}; nothing is sent to it.`
    }
  }

  private dryRun(plan: RunPlan): Conclusion {
    const { report } = this.parts
    const what =
      plan.action === 'create'
        ? 'create a new job'
        : plan.action === 'message'
          ? `send a follow-up message to job ${plan.jobId}`
          : `wait for job ${plan.jobId}`
    report.dryRun = { action: what, prompt: plan.action === 'wait' ? '' : plan.prompt }
    report.jobId = plan.jobId
    if (plan.action !== 'wait') logUntrusted('The prompt that would be sent', plan.prompt)
    return { level: 'notice', message: `Dry run: would ${what}; nothing was sent.` }
  }

  private async start(plan: RunPlan): Promise<void> {
    const { report, service } = this.parts
    if (plan.action === 'create') {
      report.job = await service.createJob(plan.prompt)
      report.jobId = report.job.id ?? ''
      core.info(`Created job ${report.jobId} (${report.job.status ?? 'status unknown'}).`)
    } else {
      report.jobId = plan.jobId
      if (plan.action === 'message') {
        try {
          report.job = await service.sendMessage(plan.jobId, plan.prompt)
        } catch (error) {
          // The message may have arrived: say so in the outputs rather than claim it did not.
          if (error instanceof ApiError && error.mayHaveActed) report.followUp = true
          throw error
        }
        report.followUp = true
        core.info(
          `Message sent; job ${report.jobId} is ${report.job.status ?? 'in an unknown state'}.`,
        )
      } else if (!this.parts.inputs.wait) {
        // Only a job-id and wait: false: one look at the job gives the outputs something to say.
        report.job = await service.getJob(plan.jobId)
      }
    }
    saveJobId(report.jobId)
  }

  private async wait(plan: RunPlan): Promise<void> {
    const { report, inputs, clock, service } = this.parts
    const { jobId } = report
    const deadline = report.startedAt + inputs.timeoutMs
    core.info(
      `Waiting for job ${jobId}: polling every ${formatDuration(inputs.pollIntervalMs)} at first, for up to ${formatDuration(inputs.timeoutMs)}.`,
    )
    const result = await pollJob(() => service.getJob(jobId, deadline), {
      intervalMs: inputs.pollIntervalMs,
      deadline,
      // A job just created or messaged is polled after one interval: its answer is already fresh,
      // and after a follow-up the service's state must be read again rather than trusted.
      immediate: plan.action === 'wait',
      initial: report.job,
      clock,
      onStatus: (job, previous) => {
        report.job = job
        const elapsed = formatDuration(clock.now() - report.startedAt)
        const from = previous === null ? '' : ` (was ${previous})`
        core.info(`Job ${jobId} is ${job.status ?? 'in an unknown state'}${from} after ${elapsed}.`)
        return this.updateComment({ status: job.status ?? '' }).then(() => undefined)
      },
      onUnknownStatus: (status) =>
        core.warning(
          `Job ${jobId} reports the status '${status}', which this action does not know; it is treated as still running.`,
        ),
      onPollError: (error) => core.warning(`${error.message} Still waiting.`),
    })
    report.job = result.job ?? report.job
    report.polls = result.polls
    report.timedOut = result.timedOut
  }

  /** The verdict once waiting is over. */
  private conclude(): Conclusion {
    const { report, inputs, clock } = this.parts
    const job = report.job
    const id = report.jobId
    const failure = inputs.failOnError ? 'failure' : 'warning'
    if (report.timedOut) {
      return {
        level: failure,
        message: `Stopped waiting for job ${id} after ${formatDuration(clock.now() - report.startedAt)}; it was still ${job?.status ?? 'in an unknown state'}. Resume with job-id: ${id}.`,
      }
    }
    switch (job?.status) {
      case 'failed':
        return { level: failure, message: `Job ${id} failed on the service.` }
      case 'archived':
        return { level: 'warning', message: `Job ${id} was archived.` }
      case 'completed':
        return job.prLink === null
          ? {
              level: 'notice',
              message: `Job ${id} completed without changing any files, so no pull request was opened.`,
            }
          : { level: 'success', message: `Job ${id} completed: ${job.prLink}` }
      default:
        return {
          level: 'success',
          message: `Job ${id} is ${job?.status ?? 'in an unknown state'}.`,
        }
    }
  }

  private async finish(plan: RunPlan, conclusion: Conclusion): Promise<void> {
    const { report } = this.parts
    const job = report.job
    const state: CommentState = report.timedOut
      ? 'timed-out'
      : job?.status === 'completed'
        ? job.prLink === null
          ? 'no-changes'
          : 'completed'
        : job?.status === 'failed'
          ? 'failed'
          : job?.status === 'archived'
            ? 'archived'
            : 'working'
    const shown = await this.updateComment({
      state,
      detail: report.timedOut ? conclusion.message : '',
      durationMs: this.parts.clock.now() - report.startedAt,
    })
    // Otherwise the post step tries again with the saved view.
    if (shown) saveFinished()
    if (state === 'completed') await this.react('rocket')
    if (state === 'failed') await this.react('confused')
    if (state === 'completed' && job?.prLink != null) await this.notePullRequest(plan, job)
  }

  private async react(content: Reaction): Promise<void> {
    const { github } = this.parts
    const target = this.trigger === undefined ? undefined : reactionTarget(this.trigger)
    if (github === undefined || target === undefined || this.parts.inputs.dryRun) return
    try {
      await github.react(target, content)
    } catch (error) {
      core.warning(`Could not add the ${content} reaction: ${(error as Error).message}`)
    }
  }

  private async showComment(state: CommentState, plan: RunPlan): Promise<boolean> {
    const { inputs, github, report, context } = this.parts
    const thread = plan.trigger.thread
    if (!inputs.comment || github === undefined || thread === undefined) return true
    const source = plan.trigger.source
    const place =
      source.kind === 'review-comment'
        ? { kind: 'review' as const, pull: thread.number, replyTo: source.replyTo }
        : { kind: 'issue' as const, number: thread.number }
    this.comment = new TrackingComment(github, place, (m) => core.warning(m), {
      id: plan.existingComment?.id,
    })
    this.view = {
      state,
      jobId: report.jobId,
      requestKey: plan.trigger.requestKey,
      instruction: plan.instruction || '(no new instruction: waiting for the job)',
      followUp: report.followUp,
      runUrl: context.runUrl,
      status: report.job?.status ?? '',
      prLink: null,
      durationMs: undefined,
      detail: inputs.wait ? '' : 'This workflow does not wait for the job (wait: false).',
      triggerPhrase: inputs.triggerPhrase,
    }
    return this.updateComment({})
  }

  /**
   * Edits the tracking comment (if there is one) with the changes, and saves the intended view for
   * the post step. True when the comment shows it, or when there is no comment to show.
   */
  private async updateComment(change: Partial<CommentView>): Promise<boolean> {
    if (this.comment === undefined || this.view === undefined) return true
    const job = this.parts.report.job
    this.view = {
      ...this.view,
      status: job?.status ?? this.view.status,
      prLink: job?.prLink ?? null,
      ...change,
    }
    saveComment(this.comment.id, this.comment.place, this.view)
    const shown = await this.comment.show(this.view)
    if (this.comment.id !== undefined) {
      this.parts.report.commentId = this.comment.id
      saveComment(this.comment.id, this.comment.place, this.view)
    }
    return shown
  }

  /**
   * One note per job on the agent's pull request (when it is in this repository), saying where the
   * request came from and how to continue the job there. It carries the marker, so a trigger on
   * that pull request finds the job.
   */
  private async notePullRequest(plan: RunPlan, job: AgentJob): Promise<void> {
    const { github, context, inputs, report } = this.parts
    // A token that may not comment here will not comment there either.
    if (!inputs.comment || github === undefined || job.prLink === null) return
    if (this.comment?.refused === true) return
    const prefix = `${context.serverUrl}/${context.owner}/${context.repo}/pull/`
    const number = job.prLink.startsWith(prefix)
      ? Number(/^(\d+)/.exec(job.prLink.slice(prefix.length))?.[1])
      : NaN
    if (!Number.isInteger(number) || number === plan.trigger.thread?.number) return
    try {
      const comments = await github.threadComments(number, true)
      const noted = comments.some((c) => newestMarker([c])?.job === report.jobId)
      if (noted) return
      const thread = plan.trigger.thread
      const origin =
        thread === undefined
          ? `<a href="${escapeMarkup(context.runUrl)}">a workflow run</a>`
          : `#${thread.number}`
      const phrase = escapeMarkup(inputs.triggerPhrase)
      const body = [
        renderMarker({ job: report.jobId, request: 'note' }),
        `📝 The docs agent opened this pull request for ${origin} (job <code>${escapeMarkup(report.jobId)}</code>).`,
        `To continue the same job, comment here: <code>${phrase} &lt;instruction&gt;</code>`,
      ].join('\n')
      await github.createComment(number, body)
    } catch (error) {
      core.warning(`Could not leave a note on pull request #${number}: ${(error as Error).message}`)
    }
  }
}
