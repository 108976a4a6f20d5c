import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import {
  isStatusState,
  statusDescription,
  type CommitStatus,
  type GitHubClient,
  type NewStatus,
} from '../../shared/github/github-client.js'
import { messageOf } from '../../shared/log.js'
import type { DocsStatusNote, Trigger } from '../decide/decision.js'
import { handedOffStatus, jobStanding, statusLink as link } from '../decide/docs-standing.js'
import type { Plan } from '../decide/plan.js'
import type { Inputs } from '../agent-inputs.js'
import type { JobReport } from './job-report.js'
import { isTerminal } from './agent-job.js'
import { savePendingStatus } from '../github/state.js'
import { isPass, PASS_STARTS, type WriteKind } from './status-rule.js'
import { writeStatus } from './status-write.js'

/**
 * The `docs-status` commit status of a followed code pull request's head: `pending` while its
 * job works (its target the docs pull request once there is one), then `success` with the docs
 * pull request (or "no docs change needed"), or `failure` when the job fails. A team can make it
 * a required check. What each state says is decided by the pure functions below; `DocsStatus`
 * writes it, once per change, through the one writer (./status-write.ts), which reads what the
 * commit carries first: a pass ("Not followed: …", a merge group's) never replaces what a job
 * or a refusal wrote, and a commit that is another open pull request's head is left to that
 * pull request's own runs (issue #52).
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

/** What a status that says a pull request is not followed starts with. */
const NOT_FOLLOWED = PASS_STARTS.notFollowed

/**
 * What a refused request's head says (pure), from `found`, the newest status of `note.from`:
 * - none, or a "Not followed" `success`: nobody follows the pull request, so `success` with the
 *   reason (a bot's or a reader's pull request), unless the head says that already;
 * - any other, on the head itself (a start refused on a pull request followed already): it
 *   stands, the job's to change;
 * - any other, on the push's `before` (a push by someone who may not ask, to a followed pull
 *   request): `failure`, since this push's changes were not sent, as past `code-follow-ups`.
 */
export function refusal(
  note: { sha: string; refused: string; from: string },
  found: Pick<CommitStatus, 'state' | 'description'> | undefined,
): WantedStatus | undefined {
  const followed =
    found !== undefined &&
    isStatusState(found.state) &&
    !(found.state === 'success' && found.description.startsWith(NOT_FOLLOWED))
  if (!followed) {
    const description = statusDescription(`${NOT_FOLLOWED}${note.refused}`)
    const said = found?.state === 'success' && found.description === description
    return said && note.from === note.sha ? undefined : { state: 'success', description }
  }
  if (note.from === note.sha) return undefined
  return {
    state: 'failure',
    description: statusDescription(`${NOT_FOLLOWED}${note.refused}; a person must update the docs`),
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
      if (await this.anotherPulls(note.sha)) return
      return this.set(note.sha, wanted, 'pass')
    }
    try {
      // A push that changes no file: the docs stand as they were for the commit before it.
      const [before] = await this.github.commitStatuses(note.carryFrom, this.context, 1)
      if (before === undefined || !isStatusState(before.state)) return
      const carried = {
        state: before.state,
        description: before.description,
        targetUrl: before.targetUrl,
      }
      await this.set(note.sha, carried, isPass(carried) ? 'pass' : 'standing')
    } catch (error) {
      core.warning(
        `Could not read the ${this.context} status of ${note.carryFrom.slice(0, 7)}: ${messageOf(error)}`,
      )
    }
  }

  /**
   * A refused request's head: what `refusal` says, from the status of the commit it names; left
   * alone when that head is another open pull request's, whose own runs answer it.
   */
  private async refused(note: Extract<DocsStatusNote, { refused: string }>): Promise<void> {
    if (this.github === undefined) return
    let found: CommitStatus | undefined
    try {
      ;[found] = await this.github.commitStatuses(note.from, this.context, 1)
    } catch (error) {
      core.warning(
        `Could not read the ${this.context} status of ${note.from.slice(0, 7)}: ${messageOf(error)}`,
      )
      return
    }
    const wanted = refusal(note, found)
    if (wanted === undefined || (await this.anotherPulls(note.sha))) return
    // The head's own status was read already when it is the commit `refusal` asked about.
    const known = note.from === note.sha ? { newest: found } : undefined
    await this.set(note.sha, wanted, isPass(wanted) ? 'pass' : 'standing', known)
  }

  /**
   * Whether `sha` is the head of an open pull request other than this run's (GitHub's pull
   * requests of the commit): that pull request's own runs answer it, followed or not, so a run
   * for another pull request at the same commit (a fork's, opened at a followed head) writes
   * nothing there. A failed read writes nothing either.
   */
  private async anotherPulls(sha: string): Promise<boolean> {
    if (this.github === undefined) return true
    try {
      const { pulls } = await this.github.commitPulls(sha)
      const other = pulls.find(
        (pull) => pull.state === 'open' && pull.headSha === sha && pull.number !== this.eventPull,
      )
      if (other === undefined) return false
      core.info(
        `Not setting the ${this.context} status of ${sha.slice(0, 7)}: it is the head of pull request #${other.number}, whose own runs answer it.`,
      )
    } catch (error) {
      core.warning(
        `Not setting the ${this.context} status of ${sha.slice(0, 7)}: could not read which pull requests hold it: ${messageOf(error)}`,
      )
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
