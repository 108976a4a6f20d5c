import { utcMoment } from '../../shared/durations.js'
import { sentRequests } from '../github/marker.js'
import type { Budget } from '../github/request-count.js'
import { decided, type Decision, type Facts, type Plan } from './request-kind.js'
import type { Asking } from './fact-needs.js'
import type { BudgetFact, CountedComment } from './fact-shapes.js'

/**
 * The daily request limits (`daily-request-limit`, `daily-request-limit-per-person`): how many
 * requests this action sent from the repository in the last 24 hours, counted from its own
 * comments (../github/marker.ts `sentRequests`, parsed once as fact-gathering.ts reads them), and
 * whether one more may go. Pure: the comments and the time are facts gathered by
 * fact-gathering.ts.
 */

/** The window the limits count in: a rolling day. */
export const DAY_MS = 24 * 3_600_000

/** The limits a workflow sets; 0 is none. */
export interface Limits {
  repository: number
  perPerson: number
}

/**
 * The budget fact from the repository's comments of the last day, read at `readAt`: each
 * comment's markers parsed once, a request's time its own (a re-run's send edits an earlier
 * attempt's comment, which is older), else its comment's creation.
 */
export function budgetFact(
  listed: { comments: readonly CountedComment[]; complete: boolean },
  readAt: number,
): BudgetFact {
  const sent = listed.comments.flatMap((comment) =>
    sentRequests(comment).map((request) => ({
      ...request,
      at: request.at ?? Date.parse(comment.createdAt),
    })),
  )
  return { sent, complete: listed.complete, readAt }
}

export type BudgetVerdict =
  /** One more request may go: `budget` counts it in. */
  | { kind: 'within'; budget: Budget; warning?: string }
  /**
   * A limit is reached: nothing is sent. `reason` says which, the count, and when the next may
   * go (`nextAt`, to the minute, never early).
   */
  | { kind: 'over'; budget: Budget; reason: string; nextAt: number; warning?: string }

/** What the daily limits are judged from: the run's inputs and facts (request-kind.ts Facts). */
interface LimitFacts {
  inputs: { dailyRequestLimit: number; dailyRequestLimitPerPerson: number; dryRun: boolean }
  github: boolean
  budget?: BudgetFact
}

/** The limits that apply to a run: `off` when none is set or in a dry run, `blind` without GitHub. */
function limitsOf({ inputs, github }: LimitFacts): Limits | 'off' | 'blind' {
  const limits = {
    repository: inputs.dailyRequestLimit,
    perPerson: inputs.dailyRequestLimitPerPerson,
  }
  if ((limits.repository <= 0 && limits.perPerson <= 0) || inputs.dryRun) return 'off'
  return github ? limits : 'blind'
}

/** The daily limits apply, and the comments they count from are still to be read. */
export function countToRead(facts: LimitFacts): boolean {
  return typeof limitsOf(facts) !== 'string' && facts.budget === undefined
}

/** Who a request is sent for: its sender (who set it off), else whose words it is; '' unknown. */
export function requesterOf(trigger: {
  sender?: { login: string }
  author?: { login: string }
}): string {
  return trigger.sender?.login ?? trigger.author?.login ?? ''
}

/**
 * The verdict on one more request of `trigger`: `off` when no limit applies (none set, a dry run),
 * `blind` when there is no GitHub to count from, `gather` when the comments are still to be read.
 */
export function dailyVerdict(
  facts: LimitFacts,
  trigger: { sender?: { login: string }; author?: { login: string }; requestKey: string },
): BudgetVerdict | 'off' | 'blind' | 'gather' {
  const limits = limitsOf(facts)
  if (typeof limits === 'string') return limits
  if (facts.budget === undefined) return 'gather'
  return judgeBudget(facts.budget, limits, requesterOf(trigger), trigger.requestKey)
}

/**
 * The verdict on one more request for `login`, from the comments: each request counts once
 * (by its request key, whichever comments name it), when its comment was posted in the last
 * 24 hours. `requestKey` is this request's own, which is never counted against itself.
 */
export function judgeBudget(
  fact: BudgetFact,
  limits: Limits,
  login: string,
  requestKey: string,
): BudgetVerdict {
  const since = fact.readAt - DAY_MS
  const seen = new Map<string, { at: number; by: string }>()
  for (const { request, at, by } of fact.sent) {
    if (!(at > since) || request === requestKey) continue
    const earlier = seen.get(request)
    if (earlier === undefined || at < earlier.at) seen.set(request, { at, by })
  }
  const all = [...seen.values()]
  const mine = all.filter((sent) => login !== '' && sent.by.toLowerCase() === login.toLowerCase())
  const warning = fact.complete
    ? undefined
    : 'The repository has more comments in the last 24 hours than were read: the daily request count may be short.'
  // Both limits may be reached: the one that frees up last says when the next can start.
  const [over] = [
    overLimit(all, limits.repository, fact.readAt, 'this repository'),
    overLimit(mine, limits.perPerson, fact.readAt, login === '' ? 'its sender' : login),
  ]
    .filter((found) => found !== undefined)
    .sort((a, b) => b.nextAt - a.nextAt)
  const budget: Budget = {
    ...(limits.repository > 0 && {
      repository: { used: all.length + (over === undefined ? 1 : 0), max: limits.repository },
    }),
    ...(limits.perPerson > 0 && {
      person: {
        login,
        used: mine.length + (over === undefined ? 1 : 0),
        max: limits.perPerson,
      },
    }),
  }
  const warned = warning === undefined ? {} : { warning }
  return over === undefined
    ? { kind: 'within', budget, ...warned }
    : { kind: 'over', budget, ...over, ...warned }
}

/**
 * Why one more request would pass the limit `max` on the requests `sent` (undefined when it
 * would not): the limit, the count, and when the next may go, when the oldest request that
 * must drop out of the window does (to the minute, never early).
 */
function overLimit(
  sent: readonly { at: number }[],
  max: number,
  now: number,
  whose: string,
): { reason: string; nextAt: number } | undefined {
  if (max <= 0 || sent.length < max) return undefined
  const times = sent.map((s) => s.at).sort((a, b) => a - b)
  const nextAt = Math.ceil(((times[sent.length - max] ?? now) + DAY_MS) / 60_000) * 60_000
  const limit =
    whose === 'this repository'
      ? `the daily request limit of this repository (daily-request-limit: ${max})`
      : `the daily request limit per person (daily-request-limit-per-person: ${max}) for ${whose}`
  const used = `${sent.length} request${sent.length === 1 ? '' : 's'} sent in the last 24 hours`
  return {
    reason: `${limit} is reached: ${used}; the next can start at ${whenUtc(nextAt, now)}`,
    nextAt,
  }
}

/** A moment as `14:05 UTC` (to the minute below), with its date when it is not the day of `now` (UTC). */
export function whenUtc(at: number, now: number): string {
  const { time, day } = utcMoment(at, now)
  return day === undefined ? time : `${time} on ${day}`
}

type RunPlan = Extract<Plan, { kind: 'run' }>

/**
 * decide's last question: a run plan against the daily request limits, once the request is
 * claimed (so that a refusal is the request's one answer). For whom it is sent, which its comment
 * records; the counts, when a limit is set; or the refusal, when one is reached. A wait sends
 * nothing, and keeps what the comment it takes over records.
 */
export function* withinLimits(plan: RunPlan, warnings: string[], facts: Facts): Asking<Decision> {
  if (plan.action === 'wait')
    return decided(
      { ...plan, sentBy: plan.existingComment?.sentBy, sentAt: plan.existingComment?.sentAt },
      warnings,
    )
  const { trigger } = plan
  const sentBy = requesterOf(trigger)
  if (countToRead(facts)) yield { fact: 'budget' }
  const verdict = dailyVerdict(facts, trigger)
  if (verdict === 'gather') throw new Error('the daily count was asked for and not read')
  if (verdict === 'off') return decided({ ...plan, sentBy }, warnings)
  if (verdict === 'blind') {
    const warning =
      'The daily request limits are not applied: they count from GitHub, and this run has no github-token or repository.'
    return decided({ ...plan, sentBy }, [...warnings, warning])
  }
  const all = verdict.warning === undefined ? warnings : [...warnings, verdict.warning]
  if (verdict.kind === 'within') return decided({ ...plan, sentBy, budget: verdict.budget }, all)
  const { instruction, existingComment, claimed, claimId } = plan
  const { reason, budget } = verdict
  return decided(
    { kind: 'limited', trigger, reason, budget, instruction, existingComment, claimed, claimId },
    all,
  )
}
