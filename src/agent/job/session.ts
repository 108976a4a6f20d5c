import * as core from '@actions/core'
import type { Clock } from '../../shared/dependencies.js'
import type { Conclusion } from '../../shared/lifecycle.js'
import type { AgentClient } from './service-client.js'
import { ApiError } from '../../shared/http/errors.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import { ClaimUnknown, EarlierJobMayExist, ownedElsewhere } from '../decide/claim.js'
import { claimByComment } from '../github/comment-claim.js'
import type { Inputs } from '../agent-inputs.js'
import { logUntrusted, messageOf } from '../../shared/log.js'
import { failedRequest } from '../decide/make-plan.js'
import type { Plan, CommentPlan, RequestKind, Trigger } from '../decide/request-kind.js'
import { outcome, type Ending, type Outcome } from './outcome.js'
import { failureOf, type ServiceCall } from './failure-advice.js'
import { describePlan, reportDryRun, uncounted } from './plan-words.js'
import { openComment } from './comment-view.js'
import { isTerminal } from './agent-job.js'
import { waitForJob } from './job-wait.js'
import type { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { skipped, type JobReport } from './job-report.js'
import { saveComment, saveFinished, saveJobId } from '../github/step-state.js'
import type { TrackingComment } from '../github/tracking-comment.js'
import { inert, type CommentState, type CommentView } from '../github/comment-body.js'
import type { HandOff } from '../github/hand-off.js'
import { tellCodeEnd } from './code-end.js'
import { refuseOrSkip, refuseOverLimit } from './limit-refusal.js'
import type { DocsStatus } from './docs-status.js'
import { react, tellEnd, type EndedRequest } from './job-end.js'
import { earlierHandOff, endHandedOff, handOffJob, recordHandOff } from './session-hand-off.js'

type RunPlan = Extract<Plan, { kind: 'run' }>

export interface SessionParts {
  inputs: Inputs
  context: RunContext
  service: AgentClient
  github: GitHubClient | undefined
  report: JobReport
  clock: Clock
  /** The kinds of request, in the order they read the event (../triggers/request-kinds.ts). */
  kinds: readonly RequestKind[]
  /** Previews of the job's pull request (./preview.ts). */
  deployments: DeploymentClient
  /** The head commit's status of a followed code pull request (./docs-status.ts). */
  docsStatus: DocsStatus
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
  /** The request, once known (a failure before a plan reads it from the event). */
  trigger: Trigger | undefined
  private plan: RunPlan | undefined
  /** A create or message POST sent and not yet answered: a cancellation says it may have acted. */
  private inFlight: 'create' | 'message' | undefined
  /** The request to the service under way; left set when it throws, so a failure can name it. */
  private calling: ServiceCall | undefined
  /** The workflow was cancelled: the thread gets that story. */
  private stopping = false
  /** The tracking comment does not show the latest view (GitHub failed it), and may yet. */
  private commentBehind = false
  /** The job's end, once told (while its preview is followed), or its hand-off. */
  private ended: Outcome | undefined
  /** The hand-off record of the job, once it is sent and its comment shows it. */
  private handOffRecord: HandOff | undefined
  /** The comment taken over hands the job off (`earlier`): `deferred` until the end is claimed. */
  private earlier: Awaited<ReturnType<typeof earlierHandOff>>
  private deferred = false

  constructor(parts: SessionParts) {
    this.parts = parts
  }

  async carryOut(plan: Plan): Promise<Conclusion> {
    const { report, inputs } = this.parts
    if (plan.kind === 'skip') return refuseOrSkip(this.parts, plan)
    this.trigger = plan.trigger
    if (plan.kind === 'held') return this.hold(plan)
    if (plan.kind !== 'run')
      return plan.kind === 'closed'
        ? tellCodeEnd(this.parts, plan)
        : refuseOverLimit(this.parts, plan)
    this.plan = plan
    core.info(describePlan(plan, inputs.projectId))
    if (plan.instruction !== '') logUntrusted('Instruction', plan.instruction)
    if (inputs.dryRun) return reportDryRun(plan, this.parts.report)
    // A plan that claimed the request has added 👀 already.
    if (!plan.claimed)
      await react(this.parts, plan.trigger.kind.reactionTarget(plan.trigger), 'eyes')
    // A kind claimed by its tracking comment posts it before anything is sent.
    if (plan.trigger.kind.claim === 'tracking-comment' && plan.action === 'message') {
      const elsewhere = await this.claimByComment(plan)
      if (elsewhere !== undefined) return elsewhere
    }
    await this.start(plan)
    // A CI follow-up sent (or waited for) is counted: in the output, and in the comment's marker.
    report.ciFollowUps = plan.ci?.count
    // The comment taken over may hand the job off (an earlier attempt's): the record stays.
    this.earlier = await earlierHandOff(this.parts, plan)
    // It shows the job at work already: this run writes nothing there until it claims the end.
    this.deferred = this.earlier !== undefined
    const kept = { handOff: this.earlier?.handOff }
    let shown =
      this.view === undefined
        ? !this.openComment('working', plan.trigger, plan) || (await this.updateComment(kept))
        : await this.updateComment({ followUp: report.followUp, ...kept })
    // No later edit comes: a comment GitHub failed is tried once more (a re-run finds it).
    if (!shown && this.commentBehind && !inputs.wait) shown = await this.updateComment({})
    if (!shown && plan.ci !== undefined && plan.action === 'message')
      core.warning(uncounted(plan.ci))
    await this.parts.docsStatus.working(report) // after the comment, which other runs look for
    this.handOffRecord = recordHandOff(this.parts, plan, this.comment) // a stop hands off from now
    // A job that has ended already (a re-run's) is not handed off but ended, as a wait ends it.
    if (inputs.handOff && !isTerminal(report.job?.status ?? null)) {
      const end = this.outcome({ kind: 'handed-off', why: 'asked' })
      if (await this.handOff(end)) return end.conclusion
      if (shown) saveFinished()
      return this.outcome({ kind: 'not-waiting', unrecorded: true }).conclusion
    }
    if (!inputs.wait && !inputs.handOff) {
      // Not waiting is this run's last word: the post step must not call it stopped.
      if (shown) saveFinished()
      return this.outcome({ kind: 'not-waiting' }).conclusion
    }
    const timedOut = await this.wait(plan)
    if (timedOut && this.handOffRecord !== undefined) {
      // The job goes on: a finish run ends it. The step's verdict stays a timeout's.
      const end = this.outcome({ kind: 'handed-off', why: 'timed-out' })
      if (await this.handOff(end)) return end.conclusion
    }
    const end = this.outcome({ kind: 'waited', timedOut })
    // Without a comment, the story is over once waiting is (the post step has nothing to close).
    if (this.view === undefined) saveFinished()
    // An earlier attempt handed the job off: a finish run may tell its end at the same time.
    const tell = () => ((this.deferred = false), this.finish(end, true))
    if (!(await endHandedOff(this.parts, plan, this.earlier, tell))) {
      this.ended = end
      saveFinished()
    }
    return end.conclusion
  }

  /** Leaves the job to a finish run (./session-hand-off.ts); false when the comment cannot say so. */
  private async handOff(end: Outcome): Promise<boolean> {
    const show = (change: Partial<CommentView>) => this.updateComment(change)
    const done =
      this.view !== undefined && (await handOffJob(this.parts, this.handOffRecord, end, show))
    if (done) this.ended = end
    return done
  }

  /**
   * A CI failure's claim (claimByComment): its comment is posted before the message is sent. The
   * skip of a run whose comment is not the request's oldest, or undefined to go on.
   */
  private async claimByComment(plan: RunPlan): Promise<Conclusion | undefined> {
    const { github, report, context } = this.parts
    const number = plan.trigger.thread?.number
    if (github === undefined || number === undefined) return undefined
    // A comment of its own, never one found: an edit of another run's comment claims nothing.
    const fresh = { ...plan, existingComment: undefined }
    if (!this.openComment('working', plan.trigger, fresh, plan.jobId, false)) return undefined
    const comment = this.comment
    if (comment === undefined) return undefined
    const claim = await claimByComment({
      github,
      number,
      requestKey: plan.trigger.requestKey,
      run: { id: context.runId, attempt: context.runAttempt },
      comment,
      post: () => this.updateComment({}),
      warn: (message) => core.warning(message),
    })
    if (claim.kind === 'unclaimed') core.warning(claim.warning)
    if (claim.kind !== 'elsewhere') return undefined
    // The story is another run's: nothing for this run's post step to close.
    this.view = undefined
    this.comment = undefined
    saveFinished()
    return skipped(report, ownedElsewhere(claim.owner, repoUrl(context)))
  }

  /**
   * A CI failure or a push past its cap: nothing is sent; the job's "held" comment says that a
   * person is needed, and so does the run.
   */
  private async hold(plan: Extract<Plan, { kind: 'held' }>): Promise<Conclusion> {
    const { report, inputs } = this.parts
    const { jobId, ci, trigger, message, comment } = plan
    report.jobId = jobId
    report.ciFollowUps = ci?.count
    if (inputs.dryRun) return { level: 'notice', message: `Dry run: ${message}` }
    const state = ci === undefined ? 'push-held' : 'ci-held'
    if (this.openComment(state, trigger, comment, jobId) && (await this.updateComment({})))
      saveFinished()
    return { level: 'warning', message }
  }

  /**
   * After an error: the message carries the job id to resume from, and the thread is told what
   * happened and what to do, in the tracking comment (posted now if there is none yet).
   */
  async failed(error: unknown): Promise<Conclusion> {
    // Before a plan (makePlan threw), the request is found from the run's context alone.
    const { inputs: given, context, github } = this.parts
    this.trigger ??= await failedRequest(this.parts.kinds, given, context, github !== undefined)
    if (this.view?.state === 'ci-held' || this.view?.state === 'push-held')
      return { level: 'failure', message: messageOf(error) }
    const { report, inputs } = this.parts
    const secrets = [inputs.apiKey, inputs.githubToken, inputs.otherRepositoriesToken]
    const failure = failureOf(error, { calling: this.calling, plan: this.plan, report, secrets })
    if (this.plan?.ci !== undefined && failure.jobId !== '') report.ciFollowUps = this.plan.ci.count
    const end = this.outcome({ kind: 'error', message: messageOf(error), failure })
    // A comment posted before the failure (a CI failure's claim) names the job only if the
    // request has it: a follow-up that certainly did not arrive leaves the request without one.
    if (this.view !== undefined && this.view.jobId !== failure.jobId)
      this.view = { ...this.view, jobId: failure.jobId, ci: undefined }
    // An earlier run's comment says that the job may exist, and what to do: it stays as it is.
    const leaveThread = error instanceof EarlierJobMayExist
    const tell = end.comment !== undefined && !this.stopping && !leaveThread
    // An earlier attempt's comment of this request is edited rather than a second one posted.
    if (this.view === undefined && this.trigger !== undefined && tell)
      this.openComment('error', this.trigger, this.plan, failure.jobId)
    // The marker of a failure says whether this run held the claim (a re-run takes over only
    // a claim its attempt held) and whether the job may exist (then no later run creates one).
    if (this.view !== undefined) {
      const claim =
        this.plan?.claimed === true ? 'held' : error instanceof ClaimUnknown ? 'unknown' : undefined
      const mayExist = this.calling === 'create' && failure.mayHaveActed
      const claimId = claim === 'held' ? this.plan?.claimId : undefined
      this.view = { ...this.view, claim, claimId, ...(mayExist ? { jobMayExist: true } : {}) }
    }
    await this.finish(leaveThread ? { ...end, comment: undefined } : end)
    return end.conclusion
  }

  /**
   * Cancellation: close the tracking comment at once; the job may go on on the service. Once the
   * job's end is told (its preview pending), that end stands.
   */
  async stop(signal: NodeJS.Signals): Promise<void> {
    this.stopping = true
    if (this.ended !== undefined) return
    const end = this.outcome({ kind: 'cancelled', signal, inFlight: this.inFlight })
    // A job at work is left to a finish run; the step's verdict stays a cancellation's.
    if (this.inFlight === undefined && this.handOffRecord !== undefined) {
      const handedOff = this.outcome({ kind: 'handed-off', why: 'cancelled', signal })
      if (await this.handOff(handedOff)) {
        this.ended = end
        return
      }
    }
    await this.finish(end)
  }

  /** The conclusion of a cancelled run: the job's, if its end was told before the cancel. */
  stopped(signal: NodeJS.Signals): Conclusion {
    if (this.ended !== undefined) return this.ended.conclusion
    return this.outcome({ kind: 'cancelled', signal, inFlight: this.inFlight }).conclusion
  }

  /** The verdict, comment state, reaction and note for this ending (outcome.ts decides). */
  private outcome(ending: Ending): Outcome {
    const { report, inputs, context, clock } = this.parts
    return outcome({
      ending,
      jobId: report.jobId,
      job: report.job,
      failOnError: inputs.failOnError,
      elapsedMs: clock.now() - report.startedAt,
      pullRequestUrl: `${repoUrl(context)}/pull/`,
      threadNumber: this.trigger?.thread?.number,
      runUrl: context.runUrl,
      now: clock.now(),
      inert: (text) => inert(text, inputs.triggerPhrase),
      askAgain: this.trigger?.kind.askAgain(this.trigger) ?? '',
    })
  }

  /** Carries out an outcome through the one path of a job's end (./job-end.ts tellEnd). */
  private async finish(end: Outcome, ended = false): Promise<boolean> {
    const request: EndedRequest = {
      thread: this.trigger?.thread?.number,
      action: this.plan?.action ?? 'wait',
      react: this.trigger?.kind.reactionTarget(this.trigger),
      requester: this.trigger?.author ?? this.trigger?.sender,
      earlierPreview: this.plan?.existingComment?.preview,
      show: (change) => this.updateComment(change),
      comment: this.view === undefined ? 'none' : this.comment?.refused ? 'refused' : 'shown',
    }
    // Otherwise the post step tries again with the saved view.
    const afterComment = ended ? { told: () => (this.ended = end) } : undefined
    const { commentShown } = await tellEnd(this.parts, request, end, afterComment)
    if (commentShown) saveFinished()
    return commentShown
  }

  private async start(plan: RunPlan): Promise<void> {
    const { report, service, clock } = this.parts
    if (plan.action !== 'wait') report.sentAt = clock.now()
    if (plan.action === 'create') {
      this.inFlight = 'create'
      this.calling = 'create'
      report.job = await service.createJob(plan.prompt).finally(() => (this.inFlight = undefined))
      report.jobId = report.job.id ?? ''
      core.info(`Created job ${report.jobId} (${report.job.status ?? 'status unknown'}).`)
    } else {
      report.jobId = plan.jobId
      if (plan.action === 'message') {
        try {
          this.inFlight = 'message'
          this.calling = 'message'
          report.job = await service.sendMessage(plan.jobId, plan.prompt)
        } catch (error) {
          // The message may have arrived: say so in the outputs rather than claim it did not.
          if (error instanceof ApiError && error.mayHaveActed) report.followUp = true
          throw error
        } finally {
          this.inFlight = undefined
        }
        report.followUp = true
        core.info(
          `Message sent; job ${report.jobId} is ${report.job.status ?? 'in an unknown state'}.`,
        )
      } else if (!this.parts.inputs.wait) {
        // Only a job-id and wait: false: one look at the job gives the outputs something to say.
        this.calling = 'look'
        report.job = await service.getJob(plan.jobId)
      }
    }
    this.calling = undefined
    report.budget = plan.budget // counted once sent
    saveJobId(report.jobId)
  }

  /** Polls until the job ends or the deadline; true when the deadline came first. */
  private async wait(plan: RunPlan): Promise<boolean> {
    this.calling = 'poll'
    const timedOut = await waitForJob(this.parts, plan.action === 'wait', {
      show: async (status, previous) => {
        // The comment taken over may be handed off since (./session-hand-off.ts earlierHandOff).
        this.earlier ??= await earlierHandOff(this.parts, plan, previous)
        this.deferred ||= this.earlier !== undefined
        await this.updateComment({ status })
        await this.parts.docsStatus.working(this.parts.report)
      },
      catchUp: () => (this.commentBehind ? this.updateComment({}) : undefined),
    })
    this.calling = undefined
    return timedOut
  }

  /** Sets up the request's tracking comment (./comment-view.ts openComment); false when none. */
  private openComment(
    state: CommentState,
    trigger: Trigger,
    plan: CommentPlan | undefined,
    jobId = this.parts.report.jobId,
    mayAdopt = true,
  ): boolean {
    const opened = openComment(this.parts, state, trigger, plan, jobId, mayAdopt)
    if (opened === undefined) return false
    ;({ comment: this.comment, view: this.view } = opened)
    return true
  }

  /**
   * Edits the tracking comment (if any; not while `deferred`) with the changes, and saves the view
   * for the post step. True when the comment shows it, or when there is none to show.
   */
  private async updateComment(change: Partial<CommentView>): Promise<boolean> {
    if (this.comment === undefined || this.view === undefined) return true
    const job = this.parts.report.job
    this.view = {
      ...this.view,
      status: job?.status ?? this.view.status,
      prLink: job?.prLink ?? null,
      // A run that previews nothing (a re-run) keeps what an earlier attempt showed.
      preview: this.parts.report.preview ?? this.view.preview,
      ...change,
    }
    saveComment(this.comment.id, this.comment.place, this.view)
    if (this.deferred) return true
    const shown = await this.comment.show(this.view)
    this.commentBehind = !shown && !this.comment.refused
    if (this.comment.id !== undefined) {
      this.parts.report.commentId = this.comment.id
      saveComment(this.comment.id, this.comment.place, this.view)
    }
    return shown
  }
}
