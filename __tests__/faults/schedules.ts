import {
  byUser,
  payload,
  payloadLabel,
  REPOSITORY,
  workflowRunEvent,
} from '../../emulator/webhooks.ts'
import type { FaultRule } from '../../emulator/faults.ts'

/**
 * Seeded schedules of duplicate runs of one request, with at most one fault: the generator of
 * one-request.test.ts. A schedule is a plain value made from its seed alone, so a seed printed
 * by a failure makes the same schedule again (the order in which concurrent requests reach the
 * emulator still depends on the machine's timing, which is the point of running many).
 */

// Payloads are untyped JSON, edited freely.
type Payload = Record<string, any>

/** A pseudo-random source from a 32-bit seed (mulberry32): small, fast and the same everywhere. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T

/**
 * The kinds of request, as teams hand work over. `followsJob`: the request continues a job that
 * already has a pull request (#101, with the agent's note), so it makes a follow-up message, not
 * a job.
 */
export const REQUEST_KINDS = [
  'comment',
  'pull-request-comment',
  'label',
  'assignment',
  'label-and-assignment',
  'merge',
  'review',
  'review-comment',
  'ci-failure',
  'code-start',
  'code-push',
] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export const FOLLOWS_JOB: ReadonlySet<RequestKind> = new Set([
  'pull-request-comment',
  'ci-failure',
  'code-push',
])

/** The head commits of the followed code pull request: its start's, then its push's. */
export const CODE_HEADS = ['c'.repeat(40), 'd'.repeat(40)] as const

/** Where the request's tracking comment lives: issue #1, issue #12, or a pull request. */
export function threadOf(kind: RequestKind): number {
  switch (kind) {
    case 'comment':
      return 1
    case 'label':
    case 'assignment':
    case 'label-and-assignment':
      return 12
    case 'merge':
    case 'review':
    case 'review-comment':
    case 'code-start':
    case 'code-push':
      return 2
    case 'pull-request-comment':
    case 'ci-failure':
      return AGENT_PULL
  }
}

/** The agent's pull request in the emulator, for the requests that continue its job. */
export const AGENT_PULL = 101

/** How one run of the schedule came about. */
export type Duplicate =
  /** The first delivery. */
  | 'first'
  /** Another workflow on the same event, or the webhook delivered again: a new run. */
  | 'another-workflow'
  /** A re-run of an earlier run of the schedule, started while that run still works. */
  | 're-run-during'
  /** A re-run of an earlier run of the schedule, started after it ended. */
  | 're-run-after'

export interface ScheduledRun {
  how: Duplicate
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT. */
  runId: string
  attempt: number
  /** For a re-run: the run (its index in the schedule) it is an attempt of. */
  of?: number
  /** The run (its index) this one starts after, once it ended: a re-run-after's `of`. */
  after?: number
  /** Virtual milliseconds after the schedule's start, or after `after` ended. */
  startMs: number
  /** For label-and-assignment: which of the two events of the one edit this run got. */
  event?: 'labeled' | 'assigned'
}

/** The one fault of a schedule: the emulator's rule, and a name for the failure message. */
export interface ScheduledFault {
  rule: FaultRule
  name: string
}

/**
 * How the request's runs wait (issue #39): `wait` as before; `hand-off` returns at once, leaving
 * the job to a finish run; `time-out` waits less than the job takes, so each waiting run hands
 * the job off when it stops.
 */
export type WaitMode = 'wait' | 'hand-off' | 'time-out'

export interface Schedule {
  /** The seed it was made from, or for a schedule written by hand, its name. */
  seed: number | string
  kind: RequestKind
  runs: ScheduledRun[]
  /** How the runs wait; `wait` for the schedules written before hand-offs. */
  mode?: WaitMode
  /**
   * Finish runs (`finish: true`, on `schedule`) beside the request's runs, at virtual ms after the
   * schedule's start. After every run has ended and the job too, one more finish run sweeps.
   */
  finishes?: number[]
  /**
   * Whether the finish runs count their ms from the end of the request's runs rather than the
   * schedule's start: for a case that needs the tracking comment written, however slow the machine.
   */
  finishesAfterRuns?: boolean
  /** Real milliseconds each answer of the emulator takes, drawn per request from [0, max). */
  maxLatencyMs: number
  /** A seeded schedule has one at most; one written by hand may add delays to set the order. */
  faults: ScheduledFault[]
}

/**
 * The requests a run of each kind can make, by the emulator's operation names: where a fault
 * may land. Writes come twice, so that most faults hit a request whose fate matters.
 */
function operationsOf(kind: RequestKind, mode: WaitMode): string[] {
  const review = kind === 'review-comment'
  const claim =
    kind === 'comment' || kind === 'pull-request-comment'
      ? 'github.react-comment'
      : review
        ? 'github.react-review-comment'
        : kind === 'ci-failure' || kind === 'code-push'
          ? undefined
          : 'github.react-issue'
  const commentWrite = review ? 'github.reply' : 'github.create-comment'
  const edit = review ? 'github.update-review-comment' : 'github.update-comment'
  const list = review ? 'github.list-review-comments' : 'github.list-comments'
  const service = FOLLOWS_JOB.has(kind) ? 'agent.message' : 'agent.create'
  const writes = [service, commentWrite, edit, ...(claim === undefined ? [] : [claim])]
  const reads = [list, 'agent.get', 'github.permission']
  if (mode !== 'wait') {
    // A finish run's, and a re-run's that ends a handed-off job: the claim on the end is a 👀
    // on the tracking comment, which is read again; the end is announced.
    writes.push(review ? 'github.react-review-comment' : 'github.react-comment', 'github.dispatch')
    reads.push(
      'github.list-repo-comments',
      review ? 'github.get-review-comment' : 'github.get-comment',
    )
  }
  if (kind === 'ci-failure') reads.push('github.run-jobs')
  if (kind === 'code-push') reads.push('github.compare')
  // A status is written after a look at what the head shows (one writer, issue #52).
  if (kind === 'code-start' || kind === 'code-push') {
    writes.push('github.create-status')
    reads.push('github.list-statuses')
  }
  if (!FOLLOWS_JOB.has(kind)) writes.push('github.create-comment') // the note on the pull request
  return [...writes, ...writes, ...reads]
}

/** Faults of every kind the emulator knows, before and after the other side acted. */
const FAULTS: readonly { name: string; rule: Omit<FaultRule, 'op'> }[] = [
  { name: '500 before acting', rule: { kind: 'status', status: 500 } },
  { name: '502 before acting', rule: { kind: 'status', status: 502 } },
  { name: '504 before acting', rule: { kind: 'status', status: 504 } },
  { name: '503', rule: { kind: 'status', status: 503 } },
  { name: '500 after acting', rule: { kind: 'status-after', status: 500 } },
  { name: '502 after acting', rule: { kind: 'status-after', status: 502 } },
  { name: 'HTML 502 page', rule: { kind: 'html', status: 502 } },
  { name: 'connection dropped before acting', rule: { kind: 'drop-before' } },
  { name: 'connection dropped after acting', rule: { kind: 'drop-after' } },
  { name: 'answer cut off after acting', rule: { kind: 'malformed' } },
]

/** The schedule of `seed`: 2 to 4 runs of one request, and at most one fault. */
export function scheduleOf(seed: number, kinds: readonly RequestKind[] = REQUEST_KINDS): Schedule {
  const random = seeded(seed)
  const kind = pick(random, kinds)
  const count = 2 + Math.floor(random() * 3)
  const runs: ScheduledRun[] = []
  for (let index = 0; index < count; index++) {
    const how: Duplicate =
      index === 0 ? 'first' : pick(random, ['another-workflow', 're-run-during', 're-run-after'])
    const event =
      kind === 'label-and-assignment' ? pick(random, ['labeled', 'assigned'] as const) : undefined
    if (how === 'first' || how === 'another-workflow') {
      runs.push({ how, runId: String(900 + index), attempt: 1, startMs: random() * 8000, event })
      continue
    }
    // A re-run of the newest attempt of one of the earlier runs. GitHub starts a re-run once
    // the run has ended; a re-run during an attempt (the harshest case, asked for by issue #29)
    // is played for a first attempt only, never for a re-run of a re-run.
    const runId = runs[Math.floor(random() * runs.length)]?.runId ?? '900'
    const attempts = runs.filter((r) => r.runId === runId)
    const newest = Math.max(...attempts.map((r) => r.attempt))
    const of = runs.findIndex((r) => r.runId === runId && r.attempt === newest)
    const during = how === 're-run-during' && newest === 1
    const startMs = during ? random() * 8000 : random() * 20_000
    runs.push({
      how: during ? how : 're-run-after',
      runId,
      attempt: newest + 1,
      of,
      after: during ? undefined : of,
      startMs,
      event,
    })
  }
  // A re-run-during of a run that starts later than itself would be a run before its first
  // attempt: it starts with that attempt instead.
  for (const run of runs)
    if (run.how === 're-run-during' && run.of !== undefined)
      run.startMs = Math.max(run.startMs, runs[run.of]?.startMs ?? 0)
  // Drawn apart, so that the schedules of the seeds played before hand-offs stay as they were
  // in all that they had (a `wait` schedule is the same schedule as then).
  const more = seeded(seed ^ 0x39391139)
  const mode = pick(more, ['wait', 'wait', 'hand-off', 'time-out'] as const)
  const finishes =
    mode === 'wait' && more() < 0.5
      ? []
      : Array.from({ length: Math.floor(more() * 3) }, () => more() * 12_000)
  const faulty = random() < 0.85
  const operations = operationsOf(kind, mode)
  const op = pick(random, operations)
  const kindOfFault = pick(random, FAULTS)
  const skip = Math.floor(random() * count)
  const faults = faulty
    ? [
        {
          rule: { op, ...kindOfFault.rule, skip },
          name: `${kindOfFault.name} on ${op}${skip === 0 ? '' : ` (request ${skip + 1} of that kind)`}`,
        },
      ]
    : []
  return { seed, kind, runs, maxLatencyMs: 1 + random() * 12, faults, mode, finishes }
}

/** The request's event as `run` receives it, and its inputs beyond the common ones. */
export interface RequestEvent {
  name: string
  payload: Payload
  inputs: Record<string, string>
}

/** GitHub's time `ms`, to the second as GitHub writes it. */
export function stamp(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000', '')
}

const HANDOFF_INPUTS = { 'label-trigger': 'docs-agent', 'assignee-trigger': 'docs-bot' }
const CODE_INPUTS = { 'follow-code-changes': 'true', 'docs-status': 'docs' }

/** The event of the schedule's request for `run`; `madeAt` is GitHub's time of the request. */
export function eventOf(
  kind: RequestKind,
  run: ScheduledRun,
  madeAt: number,
  seeded: { failedRun: number; reviewComment: number },
): RequestEvent {
  switch (kind) {
    case 'comment':
    case 'pull-request-comment': {
      const number = threadOf(kind)
      const body = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.body =
            kind === 'comment'
              ? '@docs-agent add a quickstart for the Python SDK'
              : '@docs-agent also cover authentication'
          // Another comment than the one that started the followed job.
          p.comment.id = kind === 'comment' ? 5001 : 5002
          p.issue.number = number
          p.issue.html_url = `https://github.com/${REPOSITORY}/${kind === 'comment' ? 'issues' : 'pull'}/${number}`
          if (kind === 'pull-request-comment') {
            p.issue.pull_request = {
              url: `https://api.github.com/repos/${REPOSITORY}/pulls/${number}`,
              html_url: `https://github.com/${REPOSITORY}/pull/${number}`,
              diff_url: `https://github.com/${REPOSITORY}/pull/${number}.diff`,
              patch_url: `https://github.com/${REPOSITORY}/pull/${number}.patch`,
            }
          }
        }),
        'writer',
      )
      return { name: 'issue_comment', payload: body, inputs: {} }
    }
    case 'label':
    case 'assignment':
    case 'label-and-assignment': {
      const action =
        run.event ?? (kind === 'label' ? 'labeled' : kind === 'assignment' ? 'assigned' : 'labeled')
      const body = byUser(
        payload('issues', action, (p) => {
          p.issue.number = 12
          p.issue.html_url = `https://github.com/${REPOSITORY}/issues/12`
          p.issue.title = 'Document the retry policy'
          p.issue.body = 'Readers ask how retries work. Explain the backoff.'
          p.issue.updated_at = stamp(madeAt)
          if (action === 'labeled') p.label = payloadLabel('docs-agent')
          else p.assignee.login = 'docs-bot'
        }),
        'writer',
      )
      return { name: 'issues', payload: body, inputs: HANDOFF_INPUTS }
    }
    case 'merge': {
      const body = byUser(
        payload('pull_request', 'closed', (p) => {
          p.pull_request.merged = true
          p.pull_request.labels = [payloadLabel('docs-agent')]
          p.pull_request.updated_at = stamp(madeAt)
        }),
        'writer',
      )
      return { name: 'pull_request', payload: body, inputs: HANDOFF_INPUTS }
    }
    case 'review': {
      const body = byUser(
        payload('pull_request_review', 'submitted', (p) => {
          p.review.id = 301
          p.review.body = '@docs-agent document the retry flag'
          p.review.submitted_at = stamp(madeAt)
        }),
        'writer',
      )
      return { name: 'pull_request_review', payload: body, inputs: {} }
    }
    case 'review-comment': {
      const body = byUser(
        payload('pull_request_review_comment', 'created', (p) => {
          p.comment.id = seeded.reviewComment
          p.comment.body = '@docs-agent explain this flag in the reference'
          delete p.comment.in_reply_to_id
        }),
        'writer',
      )
      return { name: 'pull_request_review_comment', payload: body, inputs: {} }
    }
    case 'code-start':
    case 'code-push': {
      const [start, pushed] = CODE_HEADS
      const body = byUser(
        payload('pull_request', kind === 'code-start' ? 'opened' : 'synchronize', (p) => {
          p.pull_request.updated_at = stamp(madeAt)
          p.pull_request.draft = false
          p.pull_request.head.sha = kind === 'code-start' ? start : pushed
          if (kind === 'code-push') Object.assign(p, { before: start, after: pushed })
        }),
        'writer',
      )
      return { name: 'pull_request', payload: body, inputs: CODE_INPUTS }
    }
    case 'ci-failure': {
      const body = workflowRunEvent({
        conclusion: 'failure',
        id: seeded.failedRun,
        pullRequest: AGENT_PULL,
        updatedAt: stamp(madeAt),
      })
      return { name: 'workflow_run', payload: body, inputs: {} }
    }
  }
}

/** A short description of a schedule for a failure message. */
export function describeSchedule(schedule: Schedule): string {
  const runs = schedule.runs
    .map((run, index) => {
      const of = run.of === undefined ? '' : ` of ${run.of}`
      const event = run.event === undefined ? '' : `, ${run.event}`
      const after = run.after === undefined ? '' : ` after ${run.after} ended`
      return `  ${index}: run ${run.runId} attempt ${run.attempt} (${run.how}${of}${event}) at ${Math.round(run.startMs)} ms${after}`
    })
    .join('\n')
  const faults = schedule.faults.map((fault) => fault.name).join(', ') || 'no fault'
  const name = typeof schedule.seed === 'number' ? `seed ${schedule.seed}` : schedule.seed
  const from = schedule.finishesAfterRuns === true ? ' after the runs ended' : ''
  const finishes = (schedule.finishes ?? []).map(
    (ms) => `\n  finish run at ${Math.round(ms)} ms${from}`,
  )
  const mode = schedule.mode ?? 'wait'
  const sweep = mode === 'wait' ? '' : '\n  a finish run once all ended'
  return `${name}: ${schedule.kind}, wait: ${mode}, ${schedule.runs.length} runs, ${faults}\n${runs}${finishes.join('')}${sweep}`
}
