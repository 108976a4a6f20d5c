import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'
import { startEmulator } from '../../emulator/server.ts'
import { byUser, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import type { FaultRule } from '../../emulator/faults.ts'
import {
  fastClock,
  inTurn,
  runInProcess,
  type InProcessRun,
  type Main,
} from '../in-process/runner.js'
import { seeded } from './schedules.js'

/**
 * Seeded schedules of many requests against the daily request limits (issue #41): the
 * generator, the player and the judge of daily-limits.test.ts. Distinct requests (comments on
 * their own issues, by two people) start at random offsets, some run twice (another workflow on
 * the same event, or a re-run after the first ended), against a repository limit and sometimes a
 * per-person one, with at most one fault. Each run is the agent action's main step in process,
 * as in one-request.ts.
 *
 * The bound the docs state: the count is read before the request is sent, so requests whose runs
 * overlap may each see the last free request. Without a fault, more requests than a limit are
 * sent only by as many as were at work at once, less one; a fault may leave one request's comment
 * unwritten (then it is not counted), which allows one more.
 */

const SPEED = 15
const AT_ONCE = 8
const API_KEY = 'mint_budget_secret_key_0123456789'
const PEOPLE = ['writer', 'editor-two'] as const

export interface BudgetRequest {
  /** The issue it is made on, which is also its comment's id less 5000. */
  number: number
  login: (typeof PEOPLE)[number]
  /** Virtual ms after the schedule's start (or after the request before it ended, `serial`). */
  startMs: number
  /** A second run of the same request: another workflow at once, or a re-run after it ended. */
  again?: 'another-workflow' | 're-run-after'
}

export interface BudgetSchedule {
  seed: number
  limit: number
  perPerson: number
  /** Each request starts once the one before it has ended: no two overlap. */
  serial: boolean
  requests: BudgetRequest[]
  fault: { rule: FaultRule; name: string } | undefined
  maxLatencyMs: number
}

const FAULTS: readonly { name: string; rule: Omit<FaultRule, 'op'> }[] = [
  { name: '500 before acting', rule: { kind: 'status', status: 500 } },
  { name: '500 after acting', rule: { kind: 'status-after', status: 500 } },
  { name: 'connection dropped after acting', rule: { kind: 'drop-after' } },
  { name: '503', rule: { kind: 'status', status: 503 } },
]
const FAULTED_OPS = [
  'github.list-repo-comments',
  'github.list-repo-review-comments',
  'github.create-comment',
  'github.react-comment',
  'agent.create',
]

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

/** The schedule of `seed`: 3 to 7 requests, a limit of 1 to 4, and at most one fault. */
export function budgetScheduleOf(seed: number): BudgetSchedule {
  const random = seeded(seed ^ 0x41414141)
  const count = 3 + Math.floor(random() * 5)
  const requests: BudgetRequest[] = Array.from({ length: count }, (_, index) => {
    const again = random()
    return {
      number: index + 1,
      login: pick(random, PEOPLE),
      startMs: random() * 6000,
      ...(again < 0.2
        ? { again: 'another-workflow' }
        : again < 0.35
          ? { again: 're-run-after' }
          : {}),
    }
  })
  const op = pick(random, FAULTED_OPS)
  const kind = pick(random, FAULTS)
  const skip = Math.floor(random() * count)
  return {
    seed,
    limit: 1 + Math.floor(random() * 4),
    perPerson: random() < 0.4 ? 1 + Math.floor(random() * 2) : 0,
    serial: random() < 0.3,
    requests,
    fault:
      random() < 0.3
        ? { rule: { op, ...kind.rule, skip }, name: `${kind.name} on ${op} (request ${skip + 1})` }
        : undefined,
    maxLatencyMs: 1 + random() * 10,
  }
}

/** One run of a request as played: which request, when it ran (the shared clock), what it did. */
export interface PlayedRun {
  request: number
  startedAt: number
  endedAt: number
  run: InProcessRun
}

/** Plays a schedule against a fresh emulator; what its runs did and what the service received. */
export async function playBudget(schedule: BudgetSchedule, main: Main) {
  const random = seeded(schedule.seed ^ 0x5bd1e995)
  const clock = fastClock(SPEED)
  const emulator = await startEmulator({
    now: clock.now,
    jobDurationMs: 60_000,
    latencyMs: () => random() * schedule.maxLatencyMs,
  })
  emulator.github.setRole('editor-two', 'write')
  if (schedule.fault !== undefined) emulator.faults.add(schedule.fault.rule)
  const inputs = {
    'api-key': API_KEY,
    'project-id': 'proj',
    'api-url': emulator.url,
    'github-token': EMULATOR_GITHUB_TOKEN,
    wait: 'false',
    'daily-request-limit': String(schedule.limit),
    'daily-request-limit-per-person': String(schedule.perPerson),
  }
  const played: PlayedRun[] = []
  const step = async (request: BudgetRequest, runId: string, attempt: number) => {
    const body = byUser(
      payload('issue_comment', 'created', (p) => {
        p.comment.body = `@docs-agent add page ${request.number}`
        p.comment.id = 5000 + request.number
        p.issue.number = request.number
        p.issue.html_url = `https://github.com/${REPOSITORY}/issues/${request.number}`
      }),
      request.login,
    )
    const startedAt = clock.now()
    const run = await runInProcess({
      main,
      inputs,
      env: {
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_API_URL: emulator.url,
        GITHUB_RUN_ID: runId,
        GITHUB_RUN_ATTEMPT: String(attempt),
      },
      event: { name: 'issue_comment', payload: body },
      clock,
      random: () => random() * 0.01,
    })
    played.push({ request: request.number, startedAt, endedAt: clock.now(), run })
  }
  const playRequest = async (request: BudgetRequest) => {
    const runId = String(900 + request.number)
    const first = step(request, runId, 1)
    if (request.again === 'another-workflow')
      await Promise.all([first, step(request, `${runId}0`, 1)])
    else await first
    if (request.again === 're-run-after') await step(request, runId, 2)
  }
  if (schedule.serial) {
    for (const request of schedule.requests) await playRequest(request)
  } else {
    await Promise.all(
      schedule.requests.map(async (request) => {
        await clock.sleep(request.startMs)
        await playRequest(request)
      }),
    )
  }
  process.exitCode = 0
  // What the service received, by request (each prompt names its page).
  const sent = new Map<number, number>()
  for (const job of emulator.agent.jobs.values())
    for (const prompt of job.prompts) {
      const number = Number(/add page (\d+)/.exec(prompt)?.[1])
      sent.set(number, (sent.get(number) ?? 0) + 1)
    }
  const faulted = emulator.requests.some((r) => r.fault !== undefined)
  await emulator.close()
  return { schedule, played, sent, faulted }
}

/**
 * The most runs that sent a request and were at work at the same moment: how many requests may
 * have read the count before any of the others was recorded.
 */
export function mostAtOnce(runs: readonly PlayedRun[]): number {
  let most = 0
  for (const run of runs) {
    const overlapping = runs.filter(
      (o) => o.startedAt <= run.startedAt && o.endedAt >= run.startedAt,
    )
    most = Math.max(most, overlapping.length)
  }
  return most
}

/** Every way the played schedule broke a promise of the limits, one line each. */
export function budgetBroken(result: Awaited<ReturnType<typeof playBudget>>): string[] {
  const { schedule, played, sent, faulted } = result
  const problems: string[] = []
  for (const [number, count] of sent)
    if (count > 1) problems.push(`request ${number} was sent ${count} times`)
  const sending = played.filter(
    (p) => p.run.outputs['requests-today'] !== undefined && p.run.outputs.status === 'active',
  )
  const extra = Math.max(0, mostAtOnce(sending) - 1) + (faulted ? 1 : 0)
  const total = [...sent.values()].reduce((a, b) => a + Math.min(b, 1), 0)
  if (total > schedule.limit + extra)
    problems.push(
      `${total} requests sent against a limit of ${schedule.limit} (bound ${schedule.limit + extra})`,
    )
  if (schedule.perPerson > 0)
    for (const login of PEOPLE) {
      const theirs = schedule.requests.filter((r) => r.login === login && sent.has(r.number))
      const runs = sending.filter((p) => schedule.requests[p.request - 1]?.login === login)
      const bound = schedule.perPerson + Math.max(0, mostAtOnce(runs) - 1) + (faulted ? 1 : 0)
      if (theirs.length > bound)
        problems.push(
          `${theirs.length} requests of ${login} against a limit of ${schedule.perPerson} (bound ${bound})`,
        )
    }
  // Without a fault or overlap, the limit is exact: requests pass until it is reached.
  if (!faulted && schedule.serial) {
    let repository = 0
    const byPerson = new Map<string, number>()
    for (const request of schedule.requests) {
      const mine = byPerson.get(request.login) ?? 0
      const within =
        repository < schedule.limit && (schedule.perPerson === 0 || mine < schedule.perPerson)
      if (within !== sent.has(request.number))
        problems.push(
          `request ${request.number} was ${within ? 'refused' : 'sent'} with ${repository} sent before it`,
        )
      if (within) {
        repository++
        byPerson.set(request.login, mine + 1)
      }
    }
  }
  for (const { run, request } of played) {
    if (run.errors.length > 1)
      problems.push(`a run of request ${request} has ${run.errors.length} errors`)
    if (!faulted && run.failed)
      problems.push(`a run of request ${request} failed without a fault: ${run.errors.join(' ')}`)
    if (run.log.replace(/^::add-mask::.*$/gm, '').includes(API_KEY))
      problems.push(`a run of request ${request} leaked the key`)
  }
  return problems
}

/** The report of a broken schedule: its seed, what it was, and what broke. */
export function budgetReport(
  result: Awaited<ReturnType<typeof playBudget>>,
  problems: string[],
): string {
  const { schedule, played } = result
  const requests = schedule.requests
    .map(
      (r) =>
        `  #${r.number} by ${r.login} at ${Math.round(r.startMs)} ms${r.again === undefined ? '' : `, ${r.again}`}`,
    )
    .join('\n')
  const runs = played
    .map(
      (p) =>
        `--- request ${p.request} (${p.startedAt}–${p.endedAt})\n${p.run.log
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n')}`,
    )
    .join('\n')
  return [
    `Broken: ${problems.join('; ')}`,
    `seed ${schedule.seed}: limit ${schedule.limit}, per person ${schedule.perPerson}, ${schedule.serial ? 'serial' : 'at random offsets'}, ${schedule.fault?.name ?? 'no fault'}`,
    requests,
    `Replay: BUDGET_SCHEDULE=${schedule.seed} npm run jest -- --selectProjects faults --testPathPatterns daily-limits`,
    runs,
  ].join('\n')
}

/** Plays the schedules, AT_ONCE at a time; the broken ones' reports. */
export async function playAllBudgets(schedules: BudgetSchedule[], main: Main): Promise<string[]> {
  const failures: string[] = []
  await inTurn(schedules, AT_ONCE, async (schedule) => {
    const result = await playBudget(schedule, main)
    const problems = budgetBroken(result)
    if (problems.length > 0) failures.push(budgetReport(result, problems))
  })
  return failures
}
