import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { REPOSITORY } from '../../emulator/webhooks.ts'
import {
  fastClock,
  inTurn,
  runInProcess,
  type InProcessRun,
  type Main,
} from '../in-process/runner.js'
import {
  AGENT_PULL,
  CODE_HEADS,
  describeSchedule,
  eventOf,
  FOLLOWS_JOB,
  seeded,
  threadOf,
  type Schedule,
} from './schedules.js'

/**
 * Plays schedules of duplicate runs of one request against the emulator, in process, and
 * checks what they left against the promise "one request, one job, one comment": the harness
 * of one-request.test.ts (seeded schedules) and one-request-reverted.test.ts (schedules written
 * to break each fix, which that test reverts).
 *
 * The runs and the emulator share a clock SPEED times faster than the wall's while the process
 * runs (../in-process/runner.ts `fastClock`): a run that waits 20 s for another run's tracking comment
 * waits 1.3 s. A clock of the wall's times SPEED let a machine busy with the rest of `npm test`
 * slow the run that was to write the comment while the other's 20 s ran out: at 40 times, 2 of
 * 6 full runs broke a schedule so (seeds 30 and 56), at 20 times seed 56 again, at 15 times seed
 * 165 in CI on 2026-11-29, each passing alone. The clock now slows with the process.
 */

export const API_KEY = 'mint_schedules_secret_key_0123456789'
const SPEED = 15
const AT_ONCE = 16

/** What a user must be told when a run fails: what to do next. */
const WHAT_TO_DO =
  /re-run|job-id|try again|retry|\bcheck\b|ask again|make the request again|look in|look for|dashboard/i

export interface Played {
  schedule: Schedule
  runs: InProcessRun[]
  emulator: Emulator
  /** The fault was injected into a request (a schedule's fault may find no request to hit). */
  faulted: boolean
  /** What the request made: jobs created, and follow-up messages the job received. */
  made: number
  /** The bot's comments of the request in its thread (tracking or failure comments). */
  comments: string[]
  /** Notes on the agent's pull requests, by job. */
  notes: Map<string, number>
}

/** The hand-off record a tracking comment carries while no run waits for its job. */
const RECORD = '<!-- docs-agent-handoff '

/** The inputs of the request's runs for the schedule's way of waiting (issue #39). */
const MODE_INPUTS: Record<NonNullable<Schedule['mode']>, Record<string, string>> = {
  wait: {},
  'hand-off': { wait: 'hand-off' },
  // 0.6 s of the emulator's clock: the job takes 2 s, so a run stops waiting and hands it off.
  'time-out': { 'timeout-minutes': '0.01' },
}

/** A finish run, as a workflow on `schedule` starts it. */
const FINISH_EVENT = {
  name: 'schedule',
  payload: { schedule: '*/15 * * * *' },
  inputs: { finish: 'true', 'docs-status': 'docs' },
}

const bodiesIn = (emulator: Emulator, number: number): string[] =>
  emulator.github.comments
    .filter((c) => c.repository === REPOSITORY && c.number === number && c.user.type === 'Bot')
    .map((c) => c.body)

const isNote = (body: string): boolean => body.includes(' request=note -->')

/** Whether job `id` still works, as the service sees it now (the emulator brings it up to date). */
const active = (emulator: Emulator, id: string): boolean =>
  emulator.agent.find('proj', id)?.status === 'active'

/** Plays one schedule against a fresh emulator, and reads what it left. */
export async function play(schedule: Schedule, main: Main): Promise<Played> {
  const random = seeded(
    (typeof schedule.seed === 'number' ? schedule.seed : schedule.seed.length) ^ 0x5bd1e995,
  )
  const clock = fastClock(SPEED)
  const emulator = await startEmulator({
    now: clock.now,
    jobDurationMs: 2000,
    latencyMs: () => random() * schedule.maxLatencyMs,
  })
  const inputs = {
    'api-key': API_KEY,
    'project-id': 'proj',
    'api-url': emulator.url,
    'github-token': EMULATOR_GITHUB_TOKEN,
    'poll-interval': '0.5',
  }
  const env = (runId: string, attempt: number) => ({
    GITHUB_REPOSITORY: REPOSITORY,
    GITHUB_API_URL: emulator.url,
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: String(attempt),
  })
  const step = (event: ReturnType<typeof eventOf>, runId: string, attempt: number) =>
    runInProcess({
      main,
      inputs: { ...inputs, ...event.inputs },
      env: env(runId, attempt),
      event,
      clock,
      random: () => random() * 0.01,
    })

  // A request that continues a job needs the job first: a comment's, done, with its pull
  // request (#101) and the note on it.
  let followed: string | undefined
  const ids = { failedRun: 0, reviewComment: 0 }
  const code = schedule.kind === 'code-start' || schedule.kind === 'code-push'
  if (code)
    emulator.github.commits.seed({
      // The pull request's author's own commits (src/agent/triggers/code-authors.ts).
      commits: CODE_HEADS.map((sha, i) => ({ sha, files: [`src/part-${i}.ts`], author: 'writer' })),
    })
  if (FOLLOWS_JOB.has(schedule.kind)) {
    const setUp = { how: 'first' as const, runId: '800', attempt: 1, startMs: 0 }
    // A push follows the job its pull request's start made; the others, a comment's.
    const first = await step(eventOf(code ? 'code-start' : 'comment', setUp, 0, ids), '800', 1)
    followed = first.outputs['job-id']
    if (first.outputs['pr-number'] !== String(AGENT_PULL))
      throw new Error(`the job to follow has no pull request #${AGENT_PULL}:\n${first.log}`)
    ids.failedRun = emulator.github.workflowRuns.seed({
      repository: REPOSITORY,
      name: 'Docs CI',
      headBranch: 'docs-agent/quickstart',
      jobs: [
        {
          name: 'links',
          steps: [
            {
              name: 'Check links',
              conclusion: 'failure',
              log: ['ERROR docs/quickstart.mdx:12 broken link'],
            },
          ],
        },
      ],
    }).id
  }
  if (schedule.kind === 'review-comment') {
    const writer = { login: 'writer', type: 'User' as const }
    const body = '@docs-agent explain this flag in the reference'
    ids.reviewComment = emulator.github.addComment(REPOSITORY, 2, body, writer, 'review').id
  }
  const thread = threadOf(schedule.kind)
  const before = new Set(bodiesIn(emulator, thread))
  const jobsBefore = emulator.agent.jobs.size
  const promptsBefore =
    followed === undefined ? 0 : (emulator.agent.jobs.get(followed)?.prompts.length ?? 0)
  // GitHub's time of the request: a little before its runs start.
  const madeAt = clock.now() - 2000
  for (const fault of schedule.faults) emulator.faults.add(fault.rule)

  const mode = schedule.mode ?? 'wait'
  const finished: Promise<InProcessRun>[] = []
  for (const [index, planned] of schedule.runs.entries()) {
    const after = planned.after === undefined ? undefined : finished[planned.after]
    finished[index] = (async () => {
      if (after !== undefined) await after.catch(() => undefined)
      await clock.sleep(planned.startMs)
      const event = eventOf(schedule.kind, planned, madeAt, ids)
      const inputs = { ...event.inputs, ...MODE_INPUTS[mode] }
      return step({ ...event, inputs }, planned.runId, planned.attempt)
    })()
  }
  // Finish runs beside the request's: while it is claimed, sent, waited for or handed off.
  const requestRuns = Promise.allSettled([...finished])
  for (const [index, startMs] of (schedule.finishes ?? []).entries())
    finished.push(
      (async () => {
        if (schedule.finishesAfterRuns === true) await requestRuns
        await clock.sleep(startMs)
        return step(FINISH_EVENT, String(950 + index), 1)
      })(),
    )
  const runs = await Promise.all(finished)
  if (mode !== 'wait') {
    // Once the job has ended, one more finish run: a handed-off job's end is then told.
    for (
      let i = 0;
      i < 20 && [...emulator.agent.jobs.values()].some((j) => active(emulator, j.id));
      i++
    )
      await clock.sleep(500)
    runs.push(await step(FINISH_EVENT, '990', 1))
  }
  process.exitCode = 0

  const made =
    followed === undefined
      ? emulator.agent.jobs.size - jobsBefore
      : (emulator.agent.jobs.get(followed)?.prompts.length ?? 0) -
        promptsBefore +
        (emulator.agent.jobs.size - jobsBefore)
  const comments = bodiesIn(emulator, thread).filter((body) => !before.has(body) && !isNote(body))
  const notes = new Map<string, number>()
  for (const comment of emulator.github.comments) {
    const job = /<!-- docs-agent-action job=(\S+) request=note -->/.exec(comment.body)?.[1]
    if (job !== undefined) notes.set(job, (notes.get(job) ?? 0) + 1)
  }
  const faulted = emulator.requests.some((r) => r.fault !== undefined)
  return { schedule, runs, emulator, faulted, made, comments, notes }
}

/** Every way the played schedule broke a promise, one line each. */
export function broken(played: Played): string[] {
  const { runs, faulted, made, comments, notes, emulator } = played
  const problems: string[] = []
  if (made > 1) problems.push(`${made} jobs or messages for one request`)
  if (!faulted && made !== 1) problems.push(`${made} jobs or messages without a fault`)
  if (comments.length > 1) problems.push(`${comments.length} comments for one request`)
  if (!faulted && comments.length !== 1)
    problems.push(`${comments.length} comments without a fault`)
  for (const [job, count] of notes)
    if (count > 1) problems.push(`${count} notes on the pull request of job ${job}`)
  // A handed-off job whose end a fault kept from being told may still be handed off: the record
  // says so, and a later finish run ends it. Without a fault, every job's end is told.
  for (const body of comments)
    if (body.includes('### ⏳') && !(faulted && body.includes(RECORD)))
      problems.push(
        body.includes(RECORD)
          ? 'a tracking comment left handed off after a finish run, without a fault'
          : 'a tracking comment left saying "working"',
      )
  const { dispatches } = emulator.github
  const mode = played.schedule.mode ?? 'wait'
  if (dispatches.length > 1) problems.push(`${dispatches.length} dispatches for one job's end`)
  if (mode === 'wait' && dispatches.length > 0)
    problems.push('a dispatch for a job no run handed off')
  // A re-run during the attempt that hands the job off (which GitHub never starts: it re-runs a
  // run that has ended) may end the job in the comment it shares with that attempt, over the
  // record, when the hand-off lands between its take-over of the comment and its first edit:
  // the end is then told without its event. Otherwise, without a fault, one event.
  const during = played.schedule.runs.some((run) => run.how === 're-run-during')
  if (mode !== 'wait' && !faulted && !during && made === 1 && dispatches.length !== 1)
    problems.push(`${dispatches.length} dispatches for a handed-off job's end, without a fault`)
  for (const dispatch of dispatches)
    if (!['completed', 'failed', 'archived'].includes(String(dispatch.clientPayload.status)))
      problems.push(
        `a dispatch for a job that has not ended (${String(dispatch.clientPayload.status)})`,
      )
  for (const [index, run] of runs.entries()) {
    if (run.errors.length > 1) problems.push(`run ${index} has ${run.errors.length} errors`)
    for (const error of run.errors)
      if (!WHAT_TO_DO.test(error))
        problems.push(`run ${index} fails without saying what to do: ${error}`)
    if (/\bat .*\.[jt]s:\d+:\d+\)?$/m.test(run.log))
      problems.push(`run ${index} printed a stack trace`)
    const shown = run.log.replace(/^::add-mask::.*$/gm, '')
    for (const secret of [API_KEY, EMULATOR_GITHUB_TOKEN])
      if (shown.includes(secret)) problems.push(`run ${index} leaked a secret in its log`)
  }
  const written = JSON.stringify([
    emulator.github.comments,
    emulator.github.commits.statuses,
    emulator.github.dispatches,
  ])
  if (written.includes(API_KEY) || written.includes(EMULATOR_GITHUB_TOKEN))
    problems.push('a comment, a status or a dispatch holds a secret')
  // A followed pull request's head ends with the job's word, not "pending" (docs-status).
  const { kind } = played.schedule
  if (!faulted && (kind === 'code-start' || kind === 'code-push')) {
    const head = CODE_HEADS[kind === 'code-start' ? 0 : 1]
    const [newest] = emulator.github.commits.statusesOf(REPOSITORY, head)
    if (newest?.state !== 'success')
      problems.push(`the head's docs status ends ${newest?.state ?? 'unset'}, not success`)
  }
  return problems
}

/** The report of a broken schedule: its seed, what it was, what broke, and the runs' logs. */
export function report(played: Played, problems: string[]): string {
  const logs = played.runs
    .map(
      (run, index) =>
        `--- run ${index}\n${run.log
          .split('\n')
          .filter((l) => !l.startsWith('::add-mask::'))
          .join('\n')}`,
    )
    .join('\n')
  const requests = played.emulator.requests
    .map(
      (r) =>
        `${r.method} ${r.path} -> ${r.result}${r.fault === undefined ? '' : ` (fault: ${r.fault})`}`,
    )
    .join('\n')
  return [
    `Broken: ${problems.join('; ')}`,
    describeSchedule(played.schedule),
    typeof played.schedule.seed === 'number'
      ? `Replay: SCHEDULE=${played.schedule.seed} npm run jest -- --selectProjects faults --testPathPatterns one-request`
      : 'A schedule written by hand (one-request-reverted.test.ts).',
    '--- comments of the request',
    ...played.comments,
    '--- requests',
    requests,
    logs,
  ].join('\n')
}

/** Plays the schedules, `AT_ONCE` at a time; the broken ones' reports. */
export async function playAll(schedules: Schedule[], main: Main): Promise<string[]> {
  const failures: string[] = []
  await inTurn(schedules, AT_ONCE, async (schedule) => {
    const played = await play(schedule, main)
    try {
      const problems = broken(played)
      if (problems.length > 0) failures.push(report(played, problems))
    } finally {
      await played.emulator.close()
    }
  })
  return failures
}
