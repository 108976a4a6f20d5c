import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals'
import type { OwnerFact } from '../../src/agent/decide/fact-shapes.js'
import type { ThreadComment } from '../../src/shared/github/github-client.js'
import { installRunner, uninstallRunner, type Main } from '../in-process/runner.js'
import { broken, play, report } from './one-request.js'
import type { Schedule, ScheduledRun } from './schedules.js'

// The test of the test (issue #29): the fault-schedule harness of one-request.test.ts must fail
// when a fix it stands guard over is undone. Each case is a schedule written to meet one fix,
// played twice: as shipped, where it keeps every promise, and with that fix reverted (the
// module that holds it replaced by the old rule, through Jest's module mocks), where the harness
// must report the broken promise the issue describes.

const first = (more: Partial<ScheduledRun> = {}): ScheduledRun => ({
  how: 'first',
  runId: '900',
  attempt: 1,
  startMs: 0,
  ...more,
})
const reRunAfter = (of: number, startMs = 1000): ScheduledRun => ({
  how: 're-run-after',
  runId: '900',
  attempt: 2,
  of,
  after: of,
  startMs,
})
const otherWorkflow = (more: Partial<ScheduledRun> = {}): ScheduledRun => ({
  how: 'another-workflow',
  runId: '901',
  attempt: 1,
  startMs: 0,
  ...more,
})

interface Revert {
  /** The module that holds the fix, as the sources import it. */
  module: string
  /** The module with the old rule in place of the fix. */
  factory: (real: Record<string, unknown>) => Record<string, unknown>
}

interface Case {
  fix: string
  schedule: Schedule
  revert: Revert
  /** What the harness reports with the fix reverted. */
  broken: RegExp
}

const schedule = (
  name: string,
  kind: Schedule['kind'],
  runs: ScheduledRun[],
  faults: Schedule['faults'],
): Schedule => ({ seed: name, kind, runs, maxLatencyMs: 2, faults })

/** A 5xx other than 503 to a POST may come after the work was done: the old rule said never. */
const unknownFateReverted: Revert = {
  module: '../../src/shared/http/retry.js',
  factory: (real) => ({ ...real, mayHaveActedDespite: () => false }),
}

const CASES: Case[] = [
  {
    fix: 'a 502 after the service made the job: the re-run looks before creating again',
    schedule: schedule(
      '502 after the job was made, then a re-run',
      'comment',
      [first(), reRunAfter(0)],
      [
        {
          name: '502 after acting on agent.create',
          rule: { op: 'agent.create', kind: 'status-after', status: 502 },
        },
      ],
    ),
    revert: unknownFateReverted,
    broken: /^2 jobs or messages for one request$/,
  },
  {
    fix: 'a 500 after GitHub made the tracking comment: the next edit looks for it before posting again',
    schedule: schedule(
      '500 after the tracking comment was made',
      'comment',
      [first(), otherWorkflow({ after: 0, startMs: 1000 })],
      [
        {
          name: '500 after acting on github.create-comment',
          rule: { op: 'github.create-comment', kind: 'status-after', status: 500 },
        },
      ],
    ),
    revert: unknownFateReverted,
    broken: /^2 comments for one request$/,
  },
  {
    fix: 'a 500 after the service took a CI failure: a re-run of the run waits rather than send it again',
    schedule: schedule(
      '500 after the CI follow-up arrived, then a re-run once the job is done again',
      'ci-failure',
      [first(), reRunAfter(0, 8000)],
      [
        {
          name: '500 after acting on agent.message',
          rule: { op: 'agent.message', kind: 'status-after', status: 500 },
        },
      ],
    ),
    revert: unknownFateReverted,
    broken: /^2 jobs or messages for one request$/,
  },
  {
    fix: 'the owner takes over a failure comment of the request instead of posting beside it',
    schedule: schedule(
      'one run fails before its claim, another owns the request',
      'comment',
      [first(), otherWorkflow({ after: 0, startMs: 1000 })],
      [
        {
          name: '401 on github.permission',
          rule: { op: 'github.permission', kind: 'status', status: 401 },
        },
      ],
    ),
    revert: {
      // The old rule: a failure comment is no comment of the request for the run that owns it.
      module: '../../src/agent/github/marker.js',
      factory: (real) => {
        type Found = { failure?: unknown } | undefined
        const requestComments = real.requestComments as (c: ThreadComment[], r: string) => Found[]
        const readThread = real.readThread as (c: ThreadComment[]) => { marked: object[] }
        return {
          ...real,
          // decide reads the thread's markers as it is gathered (readThread): its failures too.
          readThread: (c: ThreadComment[]) => {
            const read = readThread(c)
            return { ...read, marked: read.marked.map((m) => ({ ...m, failures: [] })) }
          },
          requestComments: (c: ThreadComment[], r: string) =>
            requestComments(c, r).filter((found) => found?.failure === undefined),
          requestComment: (c: ThreadComment[], r: string) =>
            requestComments(c, r)
              .filter((found) => found?.failure === undefined)
              .at(-1),
        }
      },
    },
    broken: /^2 comments for one request$/,
  },
  {
    fix: 'a re-run takes over only a claim its earlier attempt held, no newer than its failure',
    schedule: schedule(
      'attempt 1 fails before claiming, another workflow claims, attempt 2 finds the new 👀',
      'comment',
      [first(), otherWorkflow({ after: 0, startMs: 2000 }), { ...reRunAfter(0, 6000), of: 0 }],
      [
        {
          name: '401 on github.permission',
          rule: { op: 'github.permission', kind: 'status', status: 401 },
        },
        // The other workflow's job takes long to create: attempt 2 looks in between.
        { name: 'a slow agent.create', rule: { op: 'agent.create', kind: 'delay', delayMs: 1500 } },
      ],
    ),
    revert: {
      // The old rule: a failure comment of an earlier attempt makes any 👀 that attempt's,
      // whenever it was made and whether that attempt ever claimed.
      module: '../../src/agent/decide/claim-verdict.js',
      factory: (real) => {
        // The verdict (judgeClaim) is given the owner it read as the old rule saw it.
        const judgeClaim = real.judgeClaim as (...args: unknown[]) => unknown
        const oldOwner = (owner: OwnerFact | undefined): OwnerFact | undefined =>
          owner?.failed === undefined
            ? owner
            : { ...owner, failed: { ...owner.failed, at: '9999-01-01T00:00:00Z', claim: 'held' } }
        return {
          ...real,
          judgeClaim: (claim: unknown, owner: OwnerFact | undefined, ...rest: unknown[]) =>
            judgeClaim(claim, oldOwner(owner), ...rest),
        }
      },
    },
    broken: /^2 jobs or messages for one request$/,
  },
  {
    fix: 'a re-run during its first attempt leaves one note on the agent’s pull request',
    schedule: schedule(
      'a re-run during the first attempt; the first note is slow to land',
      'comment',
      [first(), { how: 're-run-during', runId: '900', attempt: 2, of: 0, startMs: 0 }],
      [
        {
          name: 'a slow note',
          rule: { op: 'github.create-comment', kind: 'delay', delayMs: 400, skip: 1 },
        },
      ],
    ),
    revert: {
      // The old rule: look for a note of the job, and post one when there is none.
      module: '../../src/agent/github/pull-request-note.js',
      factory: (real) => ({
        ...real,
        notePullRequest: async (
          parts: {
            github?: {
              threadComments: (n: number, pr: boolean) => Promise<ThreadComment[]>
              createComment: (n: number, body: string) => Promise<number>
            }
            report: { jobId: string }
          },
          number: number,
        ) => {
          const { github, report: job } = parts
          if (github === undefined) return
          const marker = `<!-- docs-agent-action job=${job.jobId} request=note -->`
          const comments = await github.threadComments(number, true)
          if (comments.some((c) => c.body.startsWith(marker))) return
          await github.createComment(number, `${marker}\nA note.`)
        },
      }),
    },
    broken: /^2 notes on the pull request of job \S+$/,
  },
  {
    fix: 'two runs of one CI failure: the older tracking comment claims it',
    schedule: schedule(
      'two workflows on one failed run',
      'ci-failure',
      [first(), otherWorkflow()],
      [],
    ),
    revert: {
      // The old rule: no claim for a CI failure.
      module: '../../src/agent/github/comment-claim.js',
      factory: (real) => ({ ...real, claimByComment: () => Promise.resolve({ kind: 'owned' }) }),
    },
    broken: /^2 jobs or messages for one request$/,
  },
  {
    fix: 'two finish runs at once: the 👀 on the tracking comment lets one tell the end (issue #39)',
    schedule: {
      ...schedule(
        'three finish runs after a hand-off',
        'comment',
        [first()],
        [
          {
            // Every finish run's read of the job is slow: all three have found the job ended
            // before any of them writes, however busy the machine.
            name: 'a slow agent.get',
            rule: { op: 'agent.get', kind: 'delay', delayMs: 4000, times: 0 },
          },
        ],
      ),
      mode: 'hand-off',
      // They start once the hand-off run has written its tracking comment, so all three find it.
      finishes: [0, 0, 0],
      finishesAfterRuns: true,
    },
    revert: {
      // The old rule: no claim on a job's end; every finish run that sees it ended tells it.
      module: '../../src/agent/github/end-claim.js',
      factory: (real) => ({
        ...real,
        claimEnd: (_github: unknown, comment: { id: number }) =>
          Promise.resolve({ target: { kind: 'issue-comment', id: comment.id }, reaction: 0 }),
      }),
    },
    broken: /^[23] dispatches for one job's end$/,
  },
  {
    fix: 'a re-run of a run that handed its job off keeps the record, and tells the end once, announced (issue #39)',
    schedule: {
      ...schedule('a time-out, then a re-run', 'comment', [first(), reRunAfter(0, 3000)], []),
      mode: 'time-out',
    },
    revert: {
      // The old rule: a re-run does not look at the comment it takes over.
      module: '../../src/agent/job/session-hand-off.js',
      factory: (real) => ({ ...real, earlierHandOff: () => Promise.resolve(undefined) }),
    },
    broken: /^0 dispatches for a handed-off job's end, without a fault$/,
  },
]

beforeAll(installRunner)
afterAll(uninstallRunner)

/** The agent action's main step, its modules loaded afresh (with whatever is mocked now). */
async function freshMain(): Promise<Main> {
  jest.resetModules()
  return (await import('../../src/entrypoints/agent.js')).run
}

describe('the fault-schedule test fails when a fix is reverted', () => {
  test.each(CASES.map((c) => [c.fix, c] as const))(
    '%s',
    async (_fix, { schedule, revert, ...want }) => {
      const shipped = await play(schedule, await freshMain())
      const kept = broken(shipped)
      await shipped.emulator.close()
      expect(kept.length === 0 ? '' : report(shipped, kept).slice(0, 10_000)).toBe('')

      const real = (await import(revert.module)) as Record<string, unknown>
      jest.unstable_mockModule(revert.module, () => revert.factory(real))
      try {
        const reverted = await play(schedule, await freshMain())
        const problems = broken(reverted)
        await reverted.emulator.close()
        if (!problems.some((problem) => want.broken.test(problem)))
          console.log(report(reverted, problems).slice(0, 30_000))
        expect(problems).toContainEqual(expect.stringMatching(want.broken))
      } finally {
        jest.unstable_unmockModule(revert.module)
      }
    },
    60_000,
  )
})
