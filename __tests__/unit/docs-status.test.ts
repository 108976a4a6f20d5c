import { describe, expect, test } from '@jest/globals'
import { DocsStatus, endStatus, workingStatus } from '../../src/agent/job/docs-status.js'
import { newReport, type JobReport } from '../../src/agent/job/job-report.js'
import type { AgentJob } from '../../src/agent/job/agent-job.js'
import type { Plan } from '../../src/agent/decide/request-kind.js'
import type { Followed } from '../../src/agent/decide/fact-shapes.js'
import type {
  CommitPull,
  CommitStatus,
  GitHubClient,
  NewStatus,
} from '../../src/shared/github/github-client.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { codePush } from '../../src/agent/triggers/code-push.js'
import { INPUTS } from './fixtures/inputs.js'
import { inStep } from './step.js'

/** Runs `fn` as a step would, its log kept from the test's output. */
const quietly = (fn: () => Promise<void>) => inStep({}, fn).then(() => undefined)

// The docs-status commit status (job/docs-status.ts): what each moment of a job says, and how
// it is written: once per change, never blindly again after a write whose fate is unknown.

const RUN = 'https://github.com/acme/app/actions/runs/7'
const PULL = 'https://github.com/acme/docs/pull/3'
const SHA = 'b'.repeat(40)

function report(job: Partial<AgentJob> | undefined, more: Partial<JobReport> = {}): JobReport {
  return {
    ...newReport(0, ''),
    jobId: 'job-1',
    job:
      job === undefined
        ? undefined
        : {
            id: 'job-1',
            status: 'active',
            prLink: null,
            model: null,
            sourceRepository: null,
            sourceRef: null,
            createdAt: null,
            archivedAt: null,
            raw: {},
            ...job,
          },
    ...more,
  }
}

const done = { level: 'success', message: '' } as const

describe('what the status says', () => {
  test('working: pending, pointing at the run, then at the docs pull request once it exists', () => {
    expect(workingStatus(report({}), RUN)).toEqual({
      state: 'pending',
      description: 'The docs agent is working on job job-1',
      targetUrl: RUN,
    })
    expect(workingStatus(report({ prLink: PULL }), RUN)).toEqual({
      state: 'pending',
      description: 'The docs agent is updating its pull request (job job-1)',
      targetUrl: PULL,
    })
    // A link the service gave that is no web address is not a target.
    expect(workingStatus(report({ prLink: 'javascript:alert(1)' }), RUN).targetUrl).toBe(RUN)
  })

  test.each([
    [{ status: 'completed', prLink: PULL }, 'success', 'Docs pull request ready (job job-1)', PULL],
    [{ status: 'completed' }, 'success', 'No docs change needed (job job-1)', RUN],
    [{ status: 'failed' }, 'failure', 'The docs agent job job-1 failed', RUN],
    [{ status: 'archived' }, 'failure', 'Job job-1 was archived before it ended', RUN],
  ] as const)('the end of a %j job', (job, state, description, targetUrl) => {
    expect(endStatus(report(job), done, RUN)).toEqual({ state, description, targetUrl })
  })

  test('a timeout stays pending; an error is an error; a skip leaves it to the run that acts', () => {
    expect(endStatus(report({}, { timedOut: true }), done, RUN)).toMatchObject({
      state: 'pending',
      description: 'Job job-1 still runs after timeout-minutes: run again with its job-id',
    })
    const failure = { level: 'failure', message: 'boom' } as const
    expect(endStatus(report(undefined, { jobId: '' }), failure, RUN)).toEqual({
      state: 'error',
      description: 'The docs agent action failed before it reached a job: see the run',
      targetUrl: RUN,
    })
    expect(endStatus(report({}), { level: 'skipped', message: '' }, RUN)).toBeUndefined()
  })
})

/**
 * A GitHub client that keeps the statuses it is sent; `fail` answers the next POSTs so; `pulls`
 * are the pull requests it associates with every commit (all of them unless `complete` is false).
 */
function fakeGitHub(fail: ApiError[] = [], pulls: CommitPull[] = [], complete = true) {
  const sent: { sha: string; status: NewStatus }[] = []
  const reads: string[] = []
  const kept = new Map<string, CommitStatus[]>()
  const github = {
    commitPulls: (sha: string) => {
      reads.push(`pulls of ${sha}`)
      return Promise.resolve({ pulls, complete })
    },
    createCommitStatus: (sha: string, status: NewStatus) => {
      sent.push({ sha, status })
      const error = fail.shift()
      if (error !== undefined && !error.mayHaveActed) return Promise.reject(error)
      const created: CommitStatus = {
        id: sent.length,
        state: status.state,
        context: status.context,
        description: status.description ?? '',
        targetUrl: status.targetUrl,
        createdAt: '',
      }
      kept.set(sha, [created, ...(kept.get(sha) ?? [])])
      // Acted, and the answer was lost.
      return error === undefined ? Promise.resolve(created) : Promise.reject(error)
    },
    commitStatuses: (ref: string) => {
      reads.push(ref)
      return Promise.resolve((kept.get(ref) ?? []).slice(0, 1))
    },
  } as unknown as GitHubClient
  return { github, sent, reads }
}

const runPlan = {
  kind: 'run',
  trigger: {
    kind: codePush,
    source: { kind: 'code-push', before: 'a'.repeat(40), after: SHA },
  },
} as unknown as Plan

describe('how it is written', () => {
  test('once per change: the same pending twice is one POST', () =>
    quietly(async () => {
      const { github, sent } = fakeGitHub()
      const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      status.follow(runPlan)
      const working = report({})
      await status.working(working)
      await status.working(working)
      await status.ended(report({ status: 'completed', prLink: PULL }), done)
      expect(sent.map(({ sha, status }) => [sha, status.state, status.context])).toEqual([
        [SHA, 'pending', 'docs'],
        [SHA, 'success', 'docs'],
      ])
    }))

  test('after a write whose fate is unknown, the next looks first and does not repeat it', () =>
    quietly(async () => {
      const lost = new ApiError('socket hang up', { mayHaveActed: true })
      const { github, sent, reads } = fakeGitHub([lost])
      const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      status.follow(runPlan)
      await status.working(report({}))
      // The same pending again (a status change that words it the same): the read before the
      // write finds it there, so no POST.
      await status.working(report({ status: 'active' }))
      expect(reads).toEqual([SHA, SHA])
      expect(sent).toHaveLength(1)
      await status.ended(report({ status: 'failed' }), done)
      expect(sent.map((s) => s.status.state)).toEqual(['pending', 'failure'])
    }))

  test('off, in a dry run, or for a kind that names no commit: nothing is written', () =>
    quietly(async () => {
      const { github, sent } = fakeGitHub()
      for (const inputs of [INPUTS, { ...INPUTS, docsStatus: 'docs', dryRun: true }]) {
        const status = new DocsStatus(inputs, github, RUN)
        status.follow(runPlan)
        await status.working(report({}))
        await status.ended(report({ status: 'completed' }), done)
      }
      const other = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      other.follow({ ...runPlan, trigger: { kind: {} } } as unknown as Plan)
      await other.working(report({}))
      expect(sent).toEqual([])
    }))

  test('a cancel while the job works says so; before the job was at work, nothing', () =>
    quietly(async () => {
      const { github, sent } = fakeGitHub()
      const idle = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      idle.follow(runPlan)
      await idle.stopped(report({}))
      expect(sent).toEqual([])
      const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      status.follow(runPlan)
      await status.working(report({}))
      await status.stopped(report({}))
      expect(sent.map((s) => [s.status.state, s.status.description])).toEqual([
        ['pending', 'The docs agent is working on job job-1'],
        ['error', 'The workflow was cancelled while job job-1 worked'],
      ])
    }))

  test('a failure before the plan: error on the request’s commit, unless it has a status already', () =>
    quietly(async () => {
      const failure = { level: 'failure', message: 'GitHub failed' } as const
      const trigger = (runPlan as Extract<Plan, { kind: 'run' }>).trigger
      const { github, sent, reads } = fakeGitHub()
      const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      await status.ended(report(undefined, { jobId: '' }), failure, trigger)
      expect(reads).toEqual([SHA])
      expect(sent.map((s) => [s.sha, s.status.state, s.status.description])).toEqual([
        [SHA, 'error', 'The docs agent action failed before it reached a job: see the run'],
      ])
      // Another run of the request set one already: it is left as it is.
      const again = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      await again.ended(report(undefined, { jobId: '' }), failure, trigger)
      expect(sent).toHaveLength(1)
    }))

  test('a skip that carries the status of the commit before: copied, or nothing when it has none', () =>
    quietly(async () => {
      const { github, sent, reads } = fakeGitHub()
      const before = 'a'.repeat(40)
      const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN)
      status.follow({
        kind: 'skip',
        reason: '',
        trigger: undefined,
        docsStatus: { sha: SHA, carryFrom: before },
      })
      await status.ended(report(undefined), { level: 'skipped', message: '' })
      expect(reads).toEqual([before])
      expect(sent).toEqual([])
    }))
})

// Issue #52: a pass ("Not followed: …", a merge group's) is judged by the commit, not the event.
describe('a pass is written only where nothing but a pass stands, and not on another pull request’s head', () => {
  const skip = (docsStatus: Extract<Plan, { kind: 'skip' }>['docsStatus']): Plan => ({
    kind: 'skip',
    reason: '',
    trigger: undefined,
    ...(docsStatus && { docsStatus }),
  })
  const notFollowed = {
    sha: SHA,
    state: 'success',
    description: "Not followed: no label 'docs'",
  } as const
  const other = { number: 7, author: 'dev', headSha: SHA, baseSha: 'a'.repeat(40), state: 'open' }
  const skipped = { level: 'skipped', message: '' } as const

  /** The statuses a run with `plan` leaves on SHA over `before`, and what it read. */
  async function after(
    plan: Plan,
    before: NewStatus | undefined,
    pulls: CommitPull[] = [],
    complete = true,
  ) {
    const { github, sent, reads } = fakeGitHub([], pulls, complete)
    if (before !== undefined) await github.createCommitStatus(SHA, before)
    sent.length = 0
    const status = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN, 3)
    status.follow(plan)
    await status.ended(report(undefined), skipped)
    return { sent: sent.map((s) => [s.status.state, s.status.description]), reads }
  }

  test.each([
    ['pending', 'The docs agent is working on job j1'],
    ['failure', 'The docs agent job j1 failed'],
    ['error', 'The workflow stopped while job j1 worked: run again with its job-id'],
    ['success', 'Docs pull request ready (job j1)'],
  ] as const)('over %s written by a job: nothing', (state, description) =>
    quietly(async () => {
      const { sent } = await after(skip(notFollowed), { state, context: 'docs', description })
      expect(sent).toEqual([])
    }),
  )

  test('over nothing, or over another pass: written, after one look at the commit’s pull requests and one at its status', () =>
    quietly(async () => {
      const fresh = await after(skip(notFollowed), undefined)
      expect(fresh.sent).toEqual([['success', notFollowed.description]])
      expect(fresh.reads).toEqual([`pulls of ${SHA}`, SHA])
      const noJob = {
        state: 'success',
        context: 'docs',
        description: 'Not followed: no docs job',
      } as const
      expect((await after(skip(notFollowed), noJob)).sent).toEqual([
        ['success', notFollowed.description],
      ])
    }))

  test('on a commit that is another open pull request’s head: nothing, and its status is not even read', () =>
    quietly(async () => {
      const left = await after(skip(notFollowed), undefined, [other])
      expect(left.sent).toEqual([])
      expect(left.reads).toEqual([`pulls of ${SHA}`])
      // The run's own pull request at that head, or a closed one, leaves it to nobody.
      const own = await after(skip(notFollowed), undefined, [{ ...other, number: 3 }])
      expect(own.sent).toHaveLength(1)
      const closed = await after(skip(notFollowed), undefined, [{ ...other, state: 'closed' }])
      expect(closed.sent).toHaveLength(1)
    }))

  const decoy = {
    state: 'success',
    context: 'docs',
    description: "Not followed: no label 'docs'",
  } as const
  const refusedNote = (followed: Followed) => ({
    sha: SHA,
    refused: 'stranger has no role',
    followed,
    approve: { label: 'docs', phrase: '@docs-agent' },
  })

  test('a refused start reads its head once, and its pass goes only where nothing but a pass stands', () =>
    quietly(async () => {
      const refused = skip(refusedNote('none'))
      const fresh = await after(refused, undefined)
      expect(fresh.sent).toEqual([['success', 'Not followed: stranger has no role']])
      expect(fresh.reads).toEqual([SHA, `pulls of ${SHA}`])
      const followedAlready = await after(refused, {
        state: 'pending',
        context: 'docs',
        description: 'The docs agent is working on job j1',
      })
      expect(followedAlready.sent).toEqual([])
    }))

  test('when GitHub lists only some of the commit’s pull requests: no pass', () =>
    quietly(async () => {
      expect((await after(skip(notFollowed), undefined, [], false)).sent).toEqual([])
      expect((await after(skip(refusedNote('none')), undefined, [], false)).sent).toEqual([])
    }))

  test("a followed pull request's refused head: failure, even at another open pull request's head (a decoy's), whose pass it replaces", () =>
    quietly(async () => {
      const failed = await after(skip(refusedNote('job')), decoy, [other], false)
      expect(failed.sent).toEqual([
        ['failure', "Not sent: re-add the label 'docs' to approve it; stranger has no role"],
      ])
      // The pull requests of the commit are not even read: they hold back passes only.
      expect(failed.reads).toEqual([SHA])
    }))

  test('a thread that could not be read: error over a pass, and what a job wrote stands', () =>
    quietly(async () => {
      const over = await after(skip(refusedNote('unread')), decoy)
      expect(over.sent).toEqual([['error', expect.stringMatching(/^Could not tell whether/)]])
      const pending = {
        state: 'pending',
        context: 'docs',
        description: 'The docs agent is working on job j1',
      } as const
      expect((await after(skip(refusedNote('unread')), pending)).sent).toEqual([])
    }))

  test('a push that changes no file copies the judgement of the head its job was given, never a pass', () =>
    quietly(async () => {
      const before = 'a'.repeat(40)
      const carry = skip({ sha: SHA, carryFrom: before })
      const { github, sent } = fakeGitHub()
      const copy = async (status: NewStatus) => {
        await github.createCommitStatus(before, status)
        sent.length = 0
        const docs = new DocsStatus({ ...INPUTS, docsStatus: 'docs' }, github, RUN, 3)
        docs.follow(carry)
        await docs.ended(report(undefined), skipped)
        return sent.map((s) => [s.sha, s.status.state, s.status.description])
      }
      expect(
        await copy({
          state: 'success',
          context: 'docs',
          description: 'Docs pull request ready (job j1)',
        }),
      ).toEqual([[SHA, 'success', 'Docs pull request ready (job j1)']])
      expect(
        await copy({
          state: 'success',
          context: 'docs',
          description: "Not followed: no label 'docs'",
        }),
      ).toEqual([])
    }))

  test("a judgement a skip carries (a push's standing) replaces a pass", () =>
    quietly(async () => {
      const standing = {
        sha: SHA,
        state: 'failure',
        description: 'Not followed: job j1 is archived; a person must update the docs',
      } as const
      const { sent } = await after(skip(standing), {
        state: 'success',
        context: 'docs',
        description: "Not followed: no label 'docs'",
      })
      expect(sent).toEqual([['failure', standing.description]])
    }))
})
