import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import {
  API_KEY,
  annotations,
  commentEnv,
  editOwnComment,
  errors,
  runAgent,
  runAgentAndPost,
  withEmulator,
} from './harness.js'
import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'

// The agent's step in this process (runAgentInProcess) for what a run shows as well there: its
// outputs, log, and what the emulator saw (comments, jobs, dispatches, statuses). Through the
// bundle as a real process (runAgent, runAgentAndPost): "a killed step's post step hands the job
// off" and 'a cancelled wait hands the job off', which kill the step or send it SIGTERM, and the
// finish runs that end a job that ended without its work (no changes, failed, archived). Every
// event kind is played through the bundle in bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()

/** The bot's comments in issue #1. */
const bot = (emulator: Emulator, number = 1) =>
  emulator.github.thread(REPOSITORY, number).filter((c) => c.user.type === 'Bot')
const jobs = (emulator: Emulator) => [...emulator.agent.jobs.values()]
const RECORD = '<!-- docs-agent-handoff '
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A request in a comment on issue #1, handed off. */
function handOff(emulator: Emulator, text = '@docs-agent add a quickstart', id = 5001) {
  return runAgentInProcess(emulator, { wait: 'hand-off' }, commentEnv(text, id))
}

/** A finish run, as a workflow on `schedule` runs it (in this process, or through the bundle). */
function finish(
  emulator: Emulator,
  inputs: Record<string, string> = {},
  runId = '9001',
  run: typeof runAgentInProcess = runAgentInProcess,
) {
  return run(
    emulator,
    { finish: 'true', ...inputs },
    eventEnv('schedule', { schedule: '*/30 * * * *' }, { GITHUB_RUN_ID: runId }),
  )
}

/** Waits until every job of the emulator has ended (they last 300 ms here), and brings it up to date. */
async function jobsEnd(emulator: Emulator): Promise<void> {
  for (const job of jobs(emulator)) {
    await sleep(Math.max(0, job.finishAt - Date.now() + 10))
    emulator.agent.find(job.projectId, job.id)
  }
}

/** Nothing secret in what the dispatches carry. */
function expectNoSecretDispatched(emulator: Emulator): void {
  const sent = JSON.stringify(emulator.github.dispatches)
  expect(sent.includes(API_KEY) || sent.includes(EMULATOR_GITHUB_TOKEN)).toBe(false)
}

describe('wait: hand-off', () => {
  it('sends the job, writes the tracking comment with its record, and returns without polling', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const run = await handOff(emulator)
      expect(run.code).toBe(0)
      const [job] = jobs(emulator)
      expect(run.outputs).toMatchObject({
        'job-id': job?.id,
        status: 'active',
        'handed-off': 'true',
        'timed-out': 'false',
      })
      expect(emulator.requestsTo('agent.get')).toHaveLength(0)
      const [comment] = bot(emulator)
      expect(comment?.body).toContain('### ⏳ The docs agent is working on this')
      expect(comment?.body).toContain(RECORD)
      expect(comment?.body).toContain(
        'a finish run (<code>finish: true</code>) updates this comment',
      )
    })
  })

  it('is refused without a comment, naming the inputs, before any request', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { wait: 'hand-off', comment: 'false' },
        commentEnv('@docs-agent add a page'),
      )
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(/^Input 'wait' is 'hand-off', but 'comment' is false/)
      expect(emulator.requests).toHaveLength(0)
    })
  })

  it('a value that is not true, false or hand-off is refused, quoted', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(
        emulator,
        { wait: 'handoff' },
        commentEnv('@docs-agent x'),
      )
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toBe(`Input 'wait' must be true, false or hand-off; got "handoff".`)
      expect(emulator.requests).toHaveLength(0)
    })
  })
})

describe('finish: true', () => {
  it('with nothing handed off, sends no request to the service and reads GitHub twice', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await finish(emulator)
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '0', 'finished-jobs': '[]' })
      expect(emulator.requests.filter((r) => !r.op.startsWith('github.'))).toEqual([])
      expect(emulator.requests.map((r) => r.op).sort()).toEqual([
        'github.list-repo-comments',
        'github.list-repo-review-comments',
      ])
    })
  })

  it('leaves a job at work pending, and writes nothing', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      await handOff(emulator)
      const before = bot(emulator)[0]?.body
      const run = await finish(emulator)
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '1' })
      expect(emulator.requestsTo('agent.get')).toHaveLength(1)
      expect(bot(emulator)[0]?.body).toBe(before)
      expect(emulator.github.dispatches).toEqual([])
    })
  })

  it('ends a job with a pull request as a waiting run would, and announces it once', async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      const run = await finish(emulator)
      expect(run.code).toBe(0)
      const [job] = jobs(emulator)
      const prLink = emulator.agent.view(job!).prLink
      expect(prLink).toMatch(/\/pull\/\d+$/)
      expect(run.outputs).toMatchObject({ finished: '1', pending: '0' })
      expect(JSON.parse(run.outputs['finished-jobs'] ?? '')).toEqual([
        {
          'job-id': job?.id,
          status: 'completed',
          'pr-link': prLink,
          thread: 1,
          repository: 'acme/docs',
          'change-check': 'passed',
        },
      ])
      const [comment] = bot(emulator)
      expect(comment?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(comment?.body).not.toContain(RECORD)
      // The request's 🚀, as a waiting run adds it.
      expect(emulator.github.reactions.map((r) => r.content)).toContain('rocket')
      // The note on the agent's pull request.
      const pull = Number(/\/pull\/(\d+)$/.exec(prLink ?? '')?.[1])
      expect(
        bot(emulator, pull).filter((c) => c.body.includes('opened this pull request')),
      ).toHaveLength(1)
      expect(emulator.github.dispatches).toEqual([
        expect.objectContaining({
          eventType: 'docs-agent-job-finished',
          clientPayload: {
            'job-id': job?.id,
            status: 'completed',
            'pr-link': prLink,
            'pr-number': String(pull),
            'preview-url': '',
            repository: REPOSITORY,
            thread: 1,
            request: expect.any(String),
          },
        }),
      ])
      expect(run.summary).toContain('## Docs agent: finish run')
      expectNoSecretDispatched(emulator)
      // A second finish finds nothing: the end is told once.
      const again = await finish(emulator, {}, '9002')
      expect(again.outputs).toMatchObject({ finished: '0', pending: '0' })
      expect(emulator.github.dispatches).toHaveLength(1)
    })
  })

  for (const [outcome, headline, status] of [
    ['no-changes', '### ℹ️ The docs agent finished without changing any files', 'completed'],
    ['failed', '### ❌ The docs agent job failed', 'failed'],
    ['archived', '### 🗄️ The docs agent job was archived', 'archived'],
  ] as const) {
    it(`ends a job that ended ${outcome}`, async () => {
      await withEmulator({}, async (emulator) => {
        await handOff(emulator, `@docs-agent do it [emulator outcome=${outcome}]`)
        await jobsEnd(emulator)
        // Through the bundle: what a finish run tells of a job's end, as a runner runs it.
        const run = await finish(emulator, {}, '9001', runAgent)
        expect(run.code).toBe(0)
        expect(run.outputs.finished).toBe('1')
        expect(bot(emulator)[0]?.body).toContain(headline)
        // A job that did not finish says what to do next: ask again, or look at the job.
        if (outcome !== 'no-changes')
          expect(bot(emulator)[0]?.body).toMatch(
            new RegExp(
              `reported job <code>[^<]+</code> as <code>${status}</code>.*To try again, comment <code>&#64;docs-agent &lt;instruction&gt;</code> here`,
            ),
          )
        expect(emulator.github.dispatches.map((d) => d.clientPayload.status)).toEqual([status])
        if (outcome === 'failed')
          expect(annotations(run, 'warning').join('\n')).toContain('failed on the service')
      })
    })
  }

  it('ends three requests of one job in one run: each comment shows the end, one event announces it', async () => {
    await withEmulator({}, async (emulator) => {
      for (let i = 0; i < 3; i++) await handOff(emulator, `@docs-agent page ${i}`, 6000 + i)
      await jobsEnd(emulator)
      const readsBefore = emulator.requestsTo('agent.get').length
      const run = await finish(emulator)
      expect(run.outputs).toMatchObject({ finished: '3', pending: '0' })
      // The job's end is read once, and its newest request announces it.
      expect(emulator.requestsTo('agent.get')).toHaveLength(readsBefore + 1)
      expect(emulator.github.dispatches.map((d) => d.clientPayload.request)).toEqual([
        'comment:6002',
      ])
      expect(bot(emulator).filter((c) => c.body.includes(RECORD))).toEqual([])
    })
  })

  it('with preview: true, ends the job with its preview, in the comment and the event', async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      const run = await finish(emulator, { preview: 'true' })
      expect(run.outputs.finished).toBe('1')
      const [dispatch] = emulator.github.dispatches
      expect(dispatch?.clientPayload['preview-url']).toMatch(/^https:\/\//)
      expect(bot(emulator)[0]?.body).toContain('| Preview |')
      expect(bot(emulator)[0]?.body).toContain('(live)')
    })
  })

  it('finished-event empty sends no dispatch', async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      const run = await finish(emulator, { 'finished-event': '' })
      expect(run.outputs.finished).toBe('1')
      expect(emulator.github.dispatches).toEqual([])
    })
  })

  it('two finish runs at once: one end, one note, one dispatch', async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      const [a, b] = await Promise.all([finish(emulator, {}, '9101'), finish(emulator, {}, '9102')])
      expect([a.outputs.finished, b.outputs.finished].sort()).toEqual(['0', '1'])
      expect(emulator.github.dispatches).toHaveLength(1)
      const prLink = emulator.agent.view(jobs(emulator)[0]!).prLink
      const pull = Number(/\/pull\/(\d+)$/.exec(prLink ?? '')?.[1])
      expect(
        bot(emulator, pull).filter((c) => c.body.includes('opened this pull request')),
      ).toHaveLength(1)
      expect(emulator.github.reactions.filter((r) => r.content === 'rocket')).toHaveLength(1)
    })
  })

  it("a person's comment that quotes a handed-off comment is never read as a job", async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      await handOff(emulator)
      const body = bot(emulator)[0]?.body ?? ''
      emulator.github.comments.push({
        ...bot(emulator)[0]!,
        id: 999_001,
        body,
        user: { login: 'mallory', type: 'User' },
      })
      const run = await finish(emulator)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '1' })
      expect(emulator.requestsTo('agent.get')).toHaveLength(1)
    })
  })

  it('a timed-out wait hands the job off, keeps its exit status, and a later finish ends it', async () => {
    await withEmulator({ jobDurationMs: 1500 }, async (emulator) => {
      const waited = await runAgentInProcess(
        emulator,
        { 'timeout-minutes': '0.005' },
        commentEnv('@docs-agent add a page'),
      )
      expect(waited.code).toBe(1)
      expect(waited.outputs).toMatchObject({ 'timed-out': 'true', 'handed-off': 'true' })
      expect(errors(waited)[0]).toMatch(/^Stopped waiting for job /)
      const [comment] = bot(emulator)
      expect(comment?.body).toContain('### ⏳ The docs agent is working on this')
      expect(comment?.body).toMatch(/Stopped waiting after [^;]+; the job was still active\./)
      expect(comment?.body).toContain(RECORD)
      await jobsEnd(emulator)
      const run = await finish(emulator)
      expect(run.outputs.finished).toBe('1')
      expect(bot(emulator)[0]?.body).toContain('### ✅ The docs agent opened a pull request')
    })
  })

  it('a re-run of a timed-out wait keeps the record, ends the job itself, and announces it once', async () => {
    await withEmulator({ jobDurationMs: 1500 }, async (emulator) => {
      const env = commentEnv('@docs-agent add a page')
      const first = await runAgentInProcess(emulator, { 'timeout-minutes': '0.005' }, env)
      expect(first.outputs['handed-off']).toBe('true')
      await jobsEnd(emulator)
      const again = await runAgentInProcess(emulator, {}, { ...env, GITHUB_RUN_ATTEMPT: '2' })
      expect(again.code).toBe(0)
      expect(again.outputs).toMatchObject({ status: 'completed', 'handed-off': 'false' })
      expect(bot(emulator)).toHaveLength(1)
      expect(bot(emulator)[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(emulator.github.dispatches).toHaveLength(1)
      const run = await finish(emulator)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '0' })
      expect(emulator.github.dispatches).toHaveLength(1)
    })
  })

  it("a killed step's post step hands the job off", async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const { main, post } = await runAgentAndPost(
        emulator,
        {},
        commentEnv('@docs-agent add a page'),
        { interrupt: { pattern: /Waiting for job/, signal: 'SIGKILL' } },
      )
      expect(main.code).toBeNull()
      expect(post.code).toBe(0)
      expect(bot(emulator)[0]?.body).toContain(RECORD)
      const run = await finish(emulator)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '1' })
    })
  })

  it('a cancelled wait hands the job off; its verdict stays a cancellation', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const run = await runAgent(emulator, {}, commentEnv('@docs-agent add a page'), {
        interrupt: { pattern: /Waiting for job/, signal: 'SIGTERM' },
      })
      expect(run.code).toBe(1)
      expect(run.outputs['handed-off']).toBe('true')
      expect(bot(emulator)[0]?.body).toContain('The workflow was cancelled while the job worked.')
      expect(bot(emulator)[0]?.body).toContain(RECORD)
    })
  })

  it('a follow-up after a finish gets its own end and its own dispatch', async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      await finish(emulator)
      await handOff(emulator, '@docs-agent also add a troubleshooting section', 5002)
      expect(jobs(emulator)).toHaveLength(1)
      expect(bot(emulator)).toHaveLength(2)
      await jobsEnd(emulator)
      const run = await finish(emulator, {}, '9003')
      expect(run.outputs.finished).toBe('1')
      expect(emulator.github.dispatches).toHaveLength(2)
      expect(bot(emulator).map((c) => c.body.includes(RECORD))).toEqual([false, false])
    })
  })

  it("on the agent's pull request opened, takes no request from the event and ends the job", async () => {
    await withEmulator({}, async (emulator) => {
      await handOff(emulator)
      await jobsEnd(emulator)
      const prLink = emulator.agent.view(jobs(emulator)[0]!).prLink ?? ''
      const pull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1])
      const opened = byUser(
        payload('pull_request', 'opened', (p) => {
          p.number = pull
          p.pull_request.number = pull
          p.pull_request.body = '@docs-agent this is not a request'
        }),
        'docs-agent-app[bot]',
      )
      const run = await runAgentInProcess(
        emulator,
        { finish: 'true' },
        eventEnv('pull_request', opened),
      )
      expect(run.code).toBe(0)
      expect(run.outputs.finished).toBe('1')
      expect(jobs(emulator)).toHaveLength(1)
      expect(emulator.requestsTo('agent.message')).toHaveLength(0)
    })
  })

  it('a job still at work past finish-within-hours is named abandoned once', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      await handOff(emulator)
      // The record says when it was handed off: an old one, rewritten as an old run would have.
      const [comment] = bot(emulator)
      const old = new Date(Date.now() - 5 * 3_600_000).toISOString()
      editOwnComment(comment!, (body) => rewriteAt(body, old))
      const run = await finish(emulator, { 'finish-within-hours': '1' })
      expect(run.outputs).toMatchObject({ finished: '0', pending: '0' })
      expect(bot(emulator)[0]?.body).toContain(
        'No finish run saw this job end within finish-within-hours (1 h',
      )
      expect(bot(emulator)[0]?.body).not.toContain(RECORD)
      const again = await finish(emulator, { 'finish-within-hours': '1' }, '9004')
      expect(again.outputs).toMatchObject({ finished: '0', pending: '0' })
    })
  })
})

/** A body whose hand-off record says it was handed off at `at`. */
function rewriteAt(body: string, at: string): string {
  return body.replace(/<!-- docs-agent-handoff ([A-Za-z0-9_-]+) -->/, (_, data: string) => {
    const record = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
    record.handOff.at = at
    return `<!-- docs-agent-handoff ${Buffer.from(JSON.stringify(record)).toString('base64url')} -->`
  })
}
