import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import {
  isStatusState,
  type CommitStatus,
  type GitHubClient,
  type NewStatus,
} from '../../shared/github/github-client.js'
import { messageOf } from '../../shared/log.js'
import type { DocsStatusNote } from '../decide/fact-shapes.js'
import type { Trigger, Plan } from '../decide/request-kind.js'
import { handedOffStatus, jobStanding, statusLink as link } from '../github/docs-standing.js'
import type { Inputs } from '../agent-inputs.js'
import type { JobReport } from './job-report.js'
import { isTerminal } from './agent-job.js'
import { savePendingStatus } from '../github/step-state.js'
import { isPass, type WriteKind } from '../../shared/statuses/status-rule.js'
import { refusal, type RefusedNote } from './docs-status-refusal.js'
import { writeStatus } from '../../shared/statuses/status-write.js'
import { jobOfPull } from '../github/code-job-marker.js'

/**
 * The `docs-status` commit status of a followed code pull request's head: `pending` while its
 * job works (its target the docs pull request once there is one), then `success` with the docs
 * pull request (or "no docs change needed"), or `failure` when the job fails. A team can make it
 * a required check. What each state says is decided by the pure functions below; `DocsStatus`
 * writes it, once per change, through the one writer (../../shared/statuses/status-write.ts), which reads what the
 * commit carries first: a pass ("Not followed: …", a merge group's) never replaces what a job
 * or a refusal wrote, and goes on no commit that is the head of another open pull request a
 * docs job follows (that pull request's own runs answer it). Whether a pull request is followed
 * is read from its thread's job, never from a commit's status (issue #52).
 */

/** A status to set, less its context (the `docs-status` input). */
export type WantedStatus = Omit<NewStatus, 'context'>

/** While the job works: pending, pointing at the docs pull request once it exists. */
export function workingStatus(report: JobReport, runUrl: string, handOff = false): WantedStatus {
  const pull = link(report.job?.prLink)
  if (handOff) return handedOffStatus(report.jobId, pull ?? link(runUrl))
  return {
    state: 'pending',
    description:
      pull === undefined
        ? `The docs agent is working on job ${report.jobId}`
        : `The docs agent is updating its pull request (job ${report.jobId})`,
    targetUrl: pull ?? link(runUrl),
  }
}

/** When the run ends: what the job's end means for the docs; undefined to leave it as it is. */
export function endStatus(
  report: JobReport,
  conclusion: Conclusion,
  runUrl: string,
): WantedStatus | undefined {
  // Another run holds the request, and sets the status; or a finish run will (hand-off).
  if (conclusion.level === 'skipped' || report.handedOff) return undefined
  const { jobId, job } = report
  const run = link(runUrl)
  const pull = link(job?.prLink)
  const ended = job === undefined ? undefined : jobStanding(job, jobId, runUrl)
  if (ended !== undefined) return ended
  if (report.timedOut)
    return {
      state: 'pending',
      description: `Job ${jobId} still runs after timeout-minutes: run again with its job-id`,
      targetUrl: pull ?? run,
    }
  return {
    state: 'error',
    description:
      jobId === ''
        ? 'The docs agent action failed before it reached a job: see the run'
        : `The docs agent action failed while job ${jobId} worked: see the run`,
    targetUrl: run,
  }
}

/** Sets the statuses of one run; does nothing with `docs-status` off, in a dry run, or without GitHub. */
export class DocsStatus {
  private readonly github: GitHubClient | undefined
  private readonly context: string
  private readonly runUrl: string
  /** `wait: hand-off`: `pending` says from the start that a finish run ends the job. */
  private readonly handOff: boolean
  /** The commit a job of this run reports on, once a plan to run names it. */
  private sha: string | undefined
  /** What a plan that sends nothing sets. */
  private note: DocsStatusNote | undefined
  private last: WantedStatus | undefined
  /** The job's end (or the run's) was written: a cancel after it changes nothing. */
  private told = false
  /** The pull request whose event this run answers, if it is one's. */
  private readonly eventPull: number | undefined

  constructor(
    inputs: Pick<Inputs, 'docsStatus' | 'dryRun'> & { handOff?: boolean },
    github: GitHubClient | undefined,
    runUrl: string,
    eventPull?: number,
  ) {
    this.handOff = inputs.handOff ?? false
    this.context = inputs.docsStatus
    this.github = inputs.docsStatus === '' || inputs.dryRun ? undefined : github
    this.runUrl = runUrl
    this.eventPull = eventPull
  }

  /**
   * The status a handed-off job's end sets (the commit and context its request recorded), for a
   * finish run: as if this run had followed that request.
   */
  static forHandOff(
    recorded: { sha: string; context: string } | undefined,
    github: GitHubClient | undefined,
    runUrl: string,
    finishing: Pick<Inputs, 'docsStatus' | 'dryRun'>,
  ): DocsStatus {
    // Only the context the finish step names: a record in a comment that only looks like the
    // action's (another workflow's echo under the same bot) cannot set any other check.
    const context = recorded?.context === finishing.docsStatus ? recorded.context : ''
    if (recorded !== undefined && context === '')
      core.warning(
        `Not setting the ${recorded.context} status of ${recorded.sha.slice(0, 7)}: the finish step's docs-status is ${finishing.docsStatus === '' ? 'empty' : `'${finishing.docsStatus}'`}. Give it the same docs-status as the request's step.`,
      )
    const status = new DocsStatus({ docsStatus: context, dryRun: finishing.dryRun }, github, runUrl)
    status.sha = recorded?.sha
    // The request's run set `pending`: the end is a change, written once.
    status.last = { state: 'pending' }
    return status
  }

  /** The commit and context this run reports on, for a hand-off's record; undefined when none. */
  following(): { sha: string; context: string } | undefined {
    return this.sha === undefined || this.github === undefined
      ? undefined
      : { sha: this.sha, context: this.context }
  }

  /**
   * The job was left to a finish run: `pending` stands, saying who ends it, and the post step
   * leaves it.
   */
  async handedOff(report: JobReport): Promise<void> {
    this.told = true
    savePendingStatus(undefined)
    if (this.sha !== undefined && this.last !== undefined)
      await this.set(this.sha, workingStatus(report, this.runUrl, true))
  }

  /** Learns from the plan which commit to report on, or what a plan that sends nothing sets. */
  follow(plan: Plan): void {
    if (plan.kind === 'skip' || plan.kind === 'held') this.note = plan.docsStatus
    else if (plan.kind === 'run') this.sha = plan.trigger.kind.statusCommit?.(plan.trigger)
  }

  /** The job is at work (sent, or its status changed): pending. Its end is `ended`'s to say. */
  async working(report: JobReport): Promise<void> {
    if (this.sha === undefined || isTerminal(report.job?.status ?? null) || this.told) return
    await this.set(this.sha, workingStatus(report, this.runUrl, this.handOff))
    // The post step ends it if this step is killed before the job's end is written.
    if (this.last?.state === 'pending') savePendingStatus({ sha: this.sha, context: this.context })
  }

  /**
   * The run ended with `conclusion`: the job's end, or the note of a plan that sent nothing. A
   * run that failed before its plan (GitHub failing a read) reports on its request's commit,
   * read from the event (`trigger`), rather than leave a required check waiting.
   */
  async ended(report: JobReport, conclusion: Conclusion, trigger?: Trigger): Promise<void> {
    if (this.sha === undefined && this.note === undefined && conclusion.level === 'failure')
      return this.failedEarly(report, conclusion, trigger)
    if (this.sha !== undefined) {
      const sha = this.sha
      const end = endStatus(report, conclusion, this.runUrl)
      // Told before the write: a cancel meanwhile must not write `error` over it; and should the
      // step be killed mid-write, the post step writes this end, not `error`.
      this.told = true
      if (end !== undefined && this.last !== undefined && !sameStatus(this.last, end))
        savePendingStatus({
          sha,
          context: this.context,
          end: { ...end, description: end.description ?? '' },
        })
      if (end !== undefined) await this.set(sha, end)
      savePendingStatus(undefined)
      return
    }
    const note = this.note
    if (note === undefined || this.github === undefined) return
    if ('refused' in note) return this.refused(note)
    if (!('carryFrom' in note)) {
      const wanted = { ...note, targetUrl: link(note.targetUrl) }
      if (!isPass(wanted)) return this.set(note.sha, wanted, 'standing')
      if (await this.passHeldBack(note.sha)) return
      return this.set(note.sha, wanted, 'pass')
    }
    return this.carried(note)
  }

  /**
   * A push that brings a pull request's job nothing to send (no file changed, or
   * `code-follow-ups: 0`), on a pull request whose thread names that job: the docs stand as they
   * were for `carryFrom`, the head the job was last given (its markers, ours, name it; the push's
   * `before` only under markers older than heads), whose status the job's runs wrote. That is
   * right for the new head: a push whose commits would be sent was held to their authors' role
   * first (../triggers/code-authors.ts), and with `code-follow-ups: 0` a head says where the
   * job's docs stand, by design. A pass found there is not carried: it would say "Not followed"
   * of a pull request that has a job (issue #52).
   */
  private async carried(note: Extract<DocsStatusNote, { carryFrom: string }>): Promise<void> {
    if (this.github === undefined) return
    try {
      const [before] = await this.github.commitStatuses(note.carryFrom, this.context, 1)
      if (before === undefined || !isStatusState(before.state)) return
      const carried = {
        state: before.state,
        description: before.description,
        targetUrl: before.targetUrl,
      }
      if (isPass(carried)) {
        core.info(
          `Not copying the ${this.context} status of ${note.carryFrom.slice(0, 7)} to ${note.sha.slice(0, 7)}: it is a pass, and this pull request has a job.`,
        )
        return
      }
      await this.set(note.sha, carried, 'standing')
    } catch (error) {
      core.warning(
        `Could not read the ${this.context} status of ${note.carryFrom.slice(0, 7)}: ${messageOf(error)}`,
      )
    }
  }

  /**
   * A refused request's head: what `refusal` says, from whether its pull request is followed (its
   * thread's job) and the head's newest status, read once here. A pass is also held back where
   * another open pull request's runs answer the head; a failure never is.
   */
  private async refused(note: RefusedNote): Promise<void> {
    if (this.github === undefined) return
    const at = note.sha.slice(0, 7)
    if (note.followed === 'unread')
      core.warning(
        `Could not tell whether this pull request is followed (its comments, where its job is named, could not be read): no pass is written on ${at}.`,
      )
    let newest: CommitStatus | undefined
    try {
      ;[newest] = await this.github.commitStatuses(note.sha, this.context, 1)
    } catch (error) {
      core.warning(`Could not read the ${this.context} status of ${at}: ${messageOf(error)}`)
      return
    }
    const head = refusal(note, newest)
    if ('leave' in head) {
      core.info(`Not setting the ${this.context} status of ${at}: ${head.leave}.`)
      return
    }
    if (head.kind === 'pass' && (await this.passHeldBack(note.sha))) return
    await this.set(note.sha, head.status, head.kind, { newest })
  }

  /**
   * Whether a pass must not go on `sha`: it is the head of another open pull request (GitHub's
   * pull requests of the commit) that a docs job follows (its thread names the job), whose own
   * runs answer it, so a run for another pull request at the same commit (a fork's, opened at a
   * followed head) writes no pass there; or GitHub's list of them is incomplete, or it or such a
   * thread could not be read, so that one may be. An unfollowed pull request at the same commit
   * holds nothing back: its runs would hold back the same, and the head would wait for ever.
   * Only passes are held back: a failure stands whoever else's head the commit is.
   */
  private async passHeldBack(sha: string): Promise<boolean> {
    if (this.github === undefined) return true
    const not = `Not setting the ${this.context} status of ${sha.slice(0, 7)}`
    try {
      const { pulls, complete } = await this.github.commitPulls(sha)
      if (!complete) {
        core.info(
          `${not}: GitHub lists more pull requests of it than were read, and a pass could land on one's head.`,
        )
        return true
      }
      for (const other of pulls) {
        if (other.state !== 'open' || other.headSha !== sha || other.number === this.eventPull)
          continue
        const comments = await this.github.threadComments(other.number, true)
        if (jobOfPull(comments, other.number) === undefined) continue
        core.info(
          `${not}: it is the head of pull request #${other.number}, which a docs job follows: its own runs answer it.`,
        )
        return true
      }
      return false
    } catch (error) {
      core.warning(`${not}: could not read which pull requests hold it: ${messageOf(error)}`)
    }
    return true
  }

  /**
   * A failure before the plan: the request's commit gets `error`, unless it has a status of this
   * context already, which another run of the request (the one that holds it) may have set.
   */
  private async failedEarly(report: JobReport, conclusion: Conclusion, trigger?: Trigger) {
    const sha = trigger?.kind.statusCommit?.(trigger)
    const end = endStatus(report, conclusion, this.runUrl)
    if (sha === undefined || end === undefined) return
    await this.set(sha, end, 'first')
  }

  /** The workflow was cancelled while the job worked: say so rather than stay pending. */
  async stopped(report: JobReport): Promise<void> {
    if (this.sha === undefined || this.last === undefined || this.told || report.handedOff) return
    const description =
      report.jobId === ''
        ? 'The workflow was cancelled before a job was made'
        : `The workflow was cancelled while job ${report.jobId} worked`
    await this.set(this.sha, { state: 'error', description, targetUrl: link(this.runUrl) })
    savePendingStatus(undefined)
  }

  /**
   * Writes `wanted` on `sha` through the one writer, which reads the commit's newest status first
   * (`known`: read already) and writes only what `kind` may replace; nothing, and no read, when it
   * is what this run wrote last. A write whose fate is unknown is never repeated blindly: the next
   * write's read finds it.
   */
  private async set(
    sha: string,
    wanted: WantedStatus,
    kind: WriteKind = 'standing',
    known?: { newest: CommitStatus | undefined },
  ): Promise<void> {
    const github = this.github
    if (github === undefined || sameStatus(this.last, wanted)) return
    try {
      const { ruling } = await writeStatus(
        github,
        sha,
        { ...wanted, context: this.context, kind },
        known,
      )
      if (ruling === 'write' || ruling === 'same') this.last = wanted
    } catch (error) {
      core.warning(
        `Could not set the ${this.context} status of ${sha.slice(0, 7)}: ${messageOf(error)}`,
      )
    }
  }
}

function sameStatus(a: WantedStatus | undefined, b: WantedStatus): boolean {
  return (
    a !== undefined &&
    a.state === b.state &&
    a.description === b.description &&
    a.targetUrl === b.targetUrl
  )
}
