import * as core from '@actions/core'
import { messageOf } from '../../shared/log.js'
import { claimEnd, endShown, handedOffNow, type HandedOffComment } from '../github/end-claim.js'
import type { HandOff } from '../github/hand-off.js'
import type { TrackingComment } from '../github/tracking-comment.js'
import type { Plan } from '../decide/request-kind.js'
import { announceEnd } from './finished-event.js'
import { carryEndDuty } from './end-duty.js'
import type { Clock } from '../../shared/dependencies.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { CommentView } from '../github/comment-body.js'
import { saveFinished, saveHandOff } from '../github/step-state.js'
import type { Inputs } from '../agent-inputs.js'
import type { DocsStatus } from './docs-status.js'
import type { JobReport } from './job-report.js'
import type { Outcome } from './outcome.js'

/** What the hand-off needs of the session's parts (./session.ts SessionParts). */
interface Parts {
  inputs: Inputs
  context: RunContext
  github: GitHubClient | undefined
  report: JobReport
  clock: Clock
  docsStatus: DocsStatus
}

type RunPlan = Extract<Plan, { kind: 'run' }>

/**
 * What a finish run needs to end this request's job, once the job is sent and the tracking
 * comment shows it; undefined without a comment (nothing a finish run could find). Saved for the
 * post step, which hands the job off if the step is killed.
 */
export function recordHandOff(
  parts: Pick<Parts, 'report' | 'clock' | 'docsStatus'>,
  plan: RunPlan,
  comment: TrackingComment | undefined,
): HandOff | undefined {
  const { report, clock, docsStatus } = parts
  const thread = plan.trigger.thread?.number
  if (comment?.id === undefined || thread === undefined) return undefined
  if (report.jobId === '' || comment.refused) return undefined
  const requester = plan.trigger.author ?? plan.trigger.sender
  const react = plan.trigger.kind.reactionTarget(plan.trigger)
  const status = docsStatus.following()
  const type = requester !== undefined && 'type' in requester ? requester.type : undefined
  const record: HandOff = {
    at: new Date(clock.now()).toISOString(),
    startedAt: new Date(report.startedAt).toISOString(),
    thread,
    place: comment.place,
    action: plan.action,
    ...(react === undefined ? {} : { react }),
    ...(requester === undefined
      ? {}
      : { requester: { login: requester.login, ...(type === undefined ? {} : { type }) } }),
    ...(status === undefined ? {} : { status }),
  }
  saveHandOff(record)
  return record
}

/** The comment a run took over, when it hands the job off: its place, and its record. */
export type EarlierHandOff = HandedOffComment & { handOff: HandOff }

/**
 * Whether the comment this run took over hands its job off (an earlier attempt stopped waiting):
 * this run then keeps the record in its edits, so that a finish run may still end the job, and
 * tells the end only with the claim on it (endHandedOff). Only a comment taken over is looked
 * at (one read): a run's own new comment hands nothing off. A failure to look is a warning, and
 * the run goes on as if there were no hand-off.
 *
 * Looked at again while the run only waits, at each status after the first (`previous`: the one
 * before; the first is read at once after the take-over): the attempt that wrote the comment may
 * still be running (a re-run during its attempt) and hand the job off since. Its record is then
 * neither overwritten by this run's edits nor its end told unclaimed and unannounced.
 */
export async function earlierHandOff(
  parts: Pick<Parts, 'github' | 'report'>,
  plan: RunPlan,
  previous?: string | null,
): Promise<EarlierHandOff | undefined> {
  const { github, report } = parts
  const existing = plan.existingComment
  if (github === undefined || existing === undefined || report.jobId === '') return undefined
  if (previous !== undefined && (previous === null || plan.action !== 'wait')) return undefined
  try {
    const found = await handedOffNow(github, existing.kind, existing.id)
    return found?.jobId === report.jobId ? found : undefined
  } catch (error) {
    core.warning(
      `Could not read whether an earlier attempt handed job ${report.jobId} off: ${messageOf(error)}.`,
    )
    return undefined
  }
}

/**
 * Tells the end of a job this run waited for (`tell`), through the end's one duty
 * (./end-duty.ts): at once when no earlier attempt handed it off; else only with the claim on its
 * end (../github/end-claim.ts), as a finish run would, and then announced as a finish run would.
 * False when another run tells it, or when the claim cannot be made (nothing is written: the
 * record stays, and a finish run ends the job).
 */
export async function endHandedOff(
  parts: Parts,
  plan: RunPlan,
  earlier: EarlierHandOff | undefined,
  tell: () => Promise<boolean>,
): Promise<boolean> {
  const { github, clock, report } = parts
  const thread = plan.trigger.thread?.number
  const handedOff = earlier !== undefined && github !== undefined
  const done = await carryEndDuty(
    { handedOff, announces: thread !== undefined },
    {
      claim: async () => {
        if (!handedOff) return 'failed'
        try {
          if (await claimEnd(github, earlier, clock.now())) return 'won'
          core.info(`Another run tells the end of job ${report.jobId}, which was handed off.`)
          return 'lost'
        } catch (error) {
          core.warning(
            `Could not claim the end of job ${report.jobId}, which was handed off: ${messageOf(error)}. A finish run ends it.`,
          )
          return 'failed'
        }
      },
      tell: async () => {
        const told = await tell()
        return handedOff ? endShown(github, earlier, told) : told
      },
      announce: async () => {
        if (github === undefined || thread === undefined) return
        const request = { jobId: report.jobId, requestKey: plan.trigger.requestKey, thread }
        await announceEnd(parts, github, request, report)
      },
    },
  )
  if (done.claim === 'lost' || done.claim === 'failed') return false
  if (handedOff && thread !== undefined && done.shown === false)
    core.warning(
      `The tracking comment of job ${report.jobId} still hands it off: its end is not announced now. A finish run tells it again once this run's claim is 10 minutes old.`,
    )
  return true
}

/**
 * Leaves the job to a finish run: the tracking comment (`show`) says it works, and carries the
 * record a finish run reads; the docs status stays pending, saying who ends it. False when there
 * is no record, or the comment could not say so (the run then ends as without a hand-off).
 */
export async function handOffJob(
  parts: Parts,
  record: HandOff | undefined,
  end: Outcome,
  show: (change: Partial<CommentView>) => Promise<boolean>,
): Promise<boolean> {
  if (record === undefined) return false
  const at = new Date(parts.clock.now()).toISOString()
  const detail = end.comment?.detail ?? ''
  if (!(await show({ state: 'working', detail, handOff: { ...record, at } }))) return false
  parts.report.handedOff = true
  await parts.docsStatus.handedOff(parts.report)
  saveFinished()
  core.info(
    `Handed off job ${parts.report.jobId}: a finish run (finish: true) ends it and updates the tracking comment.`,
  )
  return true
}
