import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY, workflowRunEvent } from '../../emulator/webhooks.ts'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import { annotations, editOwnComment, withEmulator } from './harness.js'

// The agent's step in this process (runAgentInProcess): every test asserts what a run shows as
// well there (outputs, log, and what the emulator saw). Every event kind (workflow_run among
// them) is played through the bundle as a real process in bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()

// Payloads are untyped JSON, edited freely.
type Payload = Record<string, any>

const DAY_MS = 24 * 3_600_000

/** The bot's comments in thread `number`. */
const bot = (emulator: Emulator, number: number) =>
  emulator.github.thread(REPOSITORY, number).filter((c) => c.user.type === 'Bot')
const sent = (emulator: Emulator) =>
  emulator.requestsTo('agent.create').length + emulator.requestsTo('agent.message').length

/** `login`'s comment `text` on issue `number`, as comment `id`, in workflow run `runId`. */
function ask(
  emulator: Emulator,
  inputs: Record<string, string>,
  { number = 1, id = 5001, login = 'writer', runId = '777', attempt = '1' } = {},
) {
  const body = byUser(
    payload('issue_comment', 'created', (p) => {
      p.comment.body = `@docs-agent add page ${id}`
      p.comment.id = id
      p.issue.number = number
      p.issue.html_url = `https://github.com/${REPOSITORY}/issues/${number}`
    }),
    login,
  )
  return runAgentInProcess(
    emulator,
    inputs,
    eventEnv('issue_comment', body, { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt }),
  )
}

/**
 * When the next request can start, as the refusal words it: 24 h after `at`, to the minute, as
 * a pattern. Its date shows when it is not the day of the refusal (budget.test.ts holds that
 * rule): both forms match, so that a refusal made at midnight reads either way.
 */
function nextStart(at: string): string {
  const free = new Date(Math.ceil((Date.parse(at) + DAY_MS) / 60_000) * 60_000).toISOString()
  return `${free.slice(11, 16)} UTC(?: on ${free.slice(0, 10)})?`
}

describe('daily-request-limit', () => {
  it('counts jobs and follow-ups, shows the count, and refuses the request past it with nothing sent', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const inputs = { 'daily-request-limit': '2', wait: 'false' }
      const first = await ask(emulator, inputs, { id: 5001 })
      expect(first.outputs).toMatchObject({ status: 'active', 'requests-today': '1' })
      expect(bot(emulator, 1)[0]?.body).toContain('| Requests today | 1 of 2 in this repository |')
      expect(first.summary).toContain('Requests today: 1 of 2 in this repository.')
      // A follow-up to the job at work counts like a new job: the service counts both.
      const second = await ask(emulator, inputs, { id: 5002, runId: '778' })
      expect(second.outputs).toMatchObject({ 'follow-up': 'true', 'requests-today': '2' })
      expect(sent(emulator)).toBe(2)

      const third = await ask(emulator, inputs, { id: 5003, runId: '779' })
      expect(third.code).toBe(0)
      expect(sent(emulator)).toBe(2)
      const firstAt = bot(emulator, 1)[0]?.createdAt ?? ''
      const reason = third.outputs['skipped-reason'] ?? ''
      expect(reason).toMatch(
        new RegExp(
          `^the daily request limit of this repository \\(daily-request-limit: 2\\) is reached: 2 requests sent in the last 24 hours; the next can start at ${nextStart(firstAt)}$`,
        ),
      )
      expect(third.outputs).toMatchObject({ status: 'skipped', 'requests-today': '2' })
      const refusal = bot(emulator, 1)[2]?.body ?? ''
      expect(refusal).toContain('### ⏸️ Not sent: a daily request limit is reached')
      expect(refusal).toContain(`Nothing was sent to the agent: ${reason}.`)
      expect(refusal).toContain('| Requests today | 2 of 2 in this repository |')
      expect(refusal).not.toContain('docs-agent-sent')
      // Three comments: the refusal is the request's one answer.
      expect(bot(emulator, 1)).toHaveLength(3)
      // What the refusal cost: nothing on the service; on GitHub, the role, the thread, who the
      // token is (GraphQL: the thread holds the action's comments), the two lists the count is
      // read from, the claim (👀) and the one comment.
      const refusalAt = emulator.requests.findIndex(
        (r, i) =>
          i > 0 &&
          r.op === 'github.permission' &&
          emulator.requests.slice(0, i).filter((e) => e.op === 'github.permission').length === 2,
      )
      const ofRefusal = emulator.requests.slice(refusalAt).map((r) => r.op)
      expect(ofRefusal.filter((op) => op.startsWith('agent.'))).toEqual([])
      expect(ofRefusal.sort()).toEqual(
        [
          'github.create-comment',
          'github.graphql',
          'github.list-comments',
          'github.list-repo-comments',
          'github.list-repo-review-comments',
          'github.permission',
          'github.react-comment',
        ].sort(),
      )
      // Two reads of GitHub's repository-wide lists per request, and nothing more for the count.
      expect(emulator.requestsTo('github.list-repo-comments')).toHaveLength(3)
    })
  })

  it('counts a label and an assignment like a comment', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const inputs = {
        'daily-request-limit': '2',
        wait: 'false',
        'label-trigger': 'docs-agent',
        'assignee-trigger': '@docs-bot',
      }
      const issueEvent = (
        action: 'labeled' | 'assigned',
        number: number,
        edit: (p: Payload) => void,
      ) =>
        eventEnv(
          'issues',
          byUser(
            payload('issues', action, (p) => {
              p.issue.number = number
              p.issue.html_url = `https://github.com/${REPOSITORY}/issues/${number}`
              p.issue.updated_at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')
              edit(p)
            }),
            'writer',
          ),
          { GITHUB_RUN_ID: String(800 + number) },
        )
      const label = await runAgentInProcess(
        emulator,
        inputs,
        issueEvent('labeled', 12, (p) => (p.label.name = 'docs-agent')),
      )
      expect(label.outputs).toMatchObject({ status: 'active', 'requests-today': '1' })
      const assignment = await runAgentInProcess(
        emulator,
        inputs,
        issueEvent('assigned', 13, (p) => (p.assignee.login = 'docs-bot')),
      )
      expect(assignment.outputs).toMatchObject({ status: 'active', 'requests-today': '2' })
      const comment = await ask(emulator, inputs, { number: 14 })
      expect(comment.outputs['skipped-reason']).toContain(
        '(daily-request-limit: 2) is reached: 2 requests sent in the last 24 hours',
      )
      expect(emulator.requestsTo('agent.create')).toHaveLength(2)
    })
  })

  it('judges a refused request again on each re-run, which passes once the window has moved, and counts from then', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const inputs = { 'daily-request-limit': '1', wait: 'false' }
      await ask(emulator, inputs, { number: 1, id: 5001 })
      const refused = await ask(emulator, inputs, { number: 2, id: 5002, runId: '778' })
      expect(refused.outputs.status).toBe('skipped')
      // A re-run while the window has not moved is refused again, in the same comment.
      const still = await ask(emulator, inputs, { number: 2, id: 5002, runId: '778', attempt: '2' })
      expect(still.outputs.status).toBe('skipped')
      expect(bot(emulator, 2)).toHaveLength(1)
      // The first request drops out of the window: its comment is now 24 h and a minute old.
      const [counted] = bot(emulator, 1)
      if (counted === undefined) throw new Error('no tracking comment')
      counted.createdAt = new Date(Date.parse(counted.createdAt) - DAY_MS - 60_000).toISOString()
      editOwnComment(counted, (body) =>
        body.replace(/ at=(\d+) -->/, (_, at: string) => ` at=${Number(at) - DAY_MS - 60_000} -->`),
      )
      const again = await ask(emulator, inputs, { number: 2, id: 5002, runId: '778', attempt: '3' })
      expect(again.code).toBe(0)
      expect(again.outputs).toMatchObject({ status: 'active', 'requests-today': '1' })
      expect(emulator.requestsTo('agent.create')).toHaveLength(2)
      // The refusal became the request's tracking comment: one comment, edited.
      const thread = bot(emulator, 2)
      expect(thread).toHaveLength(1)
      expect(thread[0]?.body).toContain('### ⏳ The docs agent is working on this')
      expect(thread[0]?.body).toContain('| Requests today | 1 of 1 in this repository |')
      expect(annotations(again, 'warning').join('\n')).toContain('takes the claim over')
      // The re-run's request counts from when it was sent, not from its comment's first post:
      // that post now looks older than the window, and the request is still counted.
      const [reRun] = thread
      if (reRun === undefined) throw new Error('no tracking comment')
      reRun.createdAt = new Date(Date.now() - DAY_MS - 60_000).toISOString()
      const next = await ask(emulator, inputs, { number: 3, id: 5003, runId: '779' })
      expect(next.outputs.status).toBe('skipped')
      expect(emulator.requestsTo('agent.create')).toHaveLength(2)
    })
  })

  it('keeps counting a job a finish run ended', async () => {
    await withEmulator({ jobDurationMs: 300 }, async (emulator) => {
      const inputs = { 'daily-request-limit': '1', wait: 'hand-off' }
      await ask(emulator, inputs, { number: 1 })
      await new Promise((resolve) => setTimeout(resolve, 400))
      const finish = await runAgentInProcess(
        emulator,
        { finish: 'true' },
        eventEnv('schedule', { schedule: '*/30 * * * *' }, { GITHUB_RUN_ID: '9001' }),
      )
      expect(finish.outputs.finished).toBe('1')
      expect(bot(emulator, 1)[0]?.body).toMatch(/<!-- docs-agent-sent by=writer at=\d+ -->/)
      const next = await ask(emulator, inputs, { number: 2, id: 5002, runId: '778' })
      expect(next.outputs.status).toBe('skipped')
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
    })
  })
})

describe('every kind of request is held to the limits', () => {
  it('two runs of one CI failure over the limit send nothing and leave one refusal on the pull request', async () => {
    await withEmulator({}, async (emulator) => {
      const inputs = { 'daily-request-limit': '1' }
      // The job the CI failure would go back to: its pull request is #101.
      const first = await ask(emulator, inputs, { number: 1 })
      expect(first.outputs['pr-number']).toBe('101')
      const id = emulator.github.workflowRuns.seed({
        repository: REPOSITORY,
        name: 'Docs CI',
        headBranch: 'docs-agent/quickstart',
        jobs: [{ name: 'links', steps: [{ name: 'Check links', conclusion: 'failure' }] }],
      }).id
      const failure = workflowRunEvent({ conclusion: 'failure', id, pullRequest: 101 })
      const runs = await Promise.all(
        ['950', '951'].map((runId) =>
          runAgentInProcess(
            emulator,
            inputs,
            eventEnv('workflow_run', failure, { GITHUB_RUN_ID: runId }),
          ),
        ),
      )
      for (const run of runs) {
        expect(run.code).toBe(0)
        expect(run.outputs['skipped-reason']).toContain('(daily-request-limit: 1) is reached')
      }
      expect(emulator.requestsTo('agent.message')).toHaveLength(0)
      const refusals = bot(emulator, 101).filter((c) => c.body.includes('### ⏸️ Not sent'))
      expect(refusals).toHaveLength(1)
    })
  })

  it('a request without a thread is refused over the limit, with no comment anywhere', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      await ask(emulator, { 'daily-request-limit': '1', wait: 'false' }, { number: 1 })
      const before = emulator.github.comments.length
      const run = await runAgentInProcess(
        emulator,
        { prompt: 'Document the retry policy', 'daily-request-limit': '1', wait: 'false' },
        eventEnv('schedule', { schedule: '0 6 * * *' }, { GITHUB_RUN_ID: '800' }),
      )
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'skipped', 'requests-today': '1' })
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      expect(emulator.github.comments).toHaveLength(before)
      expect(run.summary).toContain('Requests today: 1 of 1 in this repository.')
    })
  })
})

describe('a count GitHub will not give', () => {
  it('fails the run before anything is sent, and the thread says what happened and what to do', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({
        op: 'github.list-repo-comments',
        kind: 'status',
        status: 500,
        times: 0,
      })
      const run = await ask(emulator, { 'daily-request-limit': '5', wait: 'false' })
      expect(run.code).toBe(1)
      expect(sent(emulator)).toBe(0)
      const [comment] = bot(emulator, 1)
      expect(comment?.body).toContain('requests of the last 24 hours, even after retries')
      expect(comment?.body).toMatch(/[Rr]e-run/)
      // As it says: a re-run once GitHub answers again makes the request (the count was read
      // before the claim, so no 👀 of the failed attempt stands in its way).
      emulator.faults.clear()
      const again = await ask(
        emulator,
        { 'daily-request-limit': '5', wait: 'false' },
        { attempt: '2' },
      )
      expect(again.outputs).toMatchObject({ status: 'active', 'requests-today': '1' })
      expect(bot(emulator, 1)).toHaveLength(1)
    })
  })
})

describe('daily-request-limit-per-person', () => {
  it("refuses a person's request past their limit, and lets another person's pass", async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      emulator.github.setRole('editor-two', 'write')
      const inputs = {
        'daily-request-limit': '10',
        'daily-request-limit-per-person': '1',
        wait: 'false',
      }
      const first = await ask(emulator, inputs, { number: 1 })
      expect(bot(emulator, 1)[0]?.body).toContain(
        '| Requests today | 1 of 10 in this repository; 1 of 1 for writer |',
      )
      expect(first.outputs['requests-today']).toBe('1')
      const refused = await ask(emulator, inputs, { number: 2, id: 5002, runId: '778' })
      expect(refused.outputs['skipped-reason']).toMatch(
        /^the daily request limit per person \(daily-request-limit-per-person: 1\) for writer is reached: 1 request sent in the last 24 hours; the next can start at \d\d:\d\d UTC/,
      )
      const other = await ask(emulator, inputs, {
        number: 3,
        id: 5003,
        login: 'editor-two',
        runId: '779',
      })
      expect(other.outputs).toMatchObject({ status: 'active', 'requests-today': '2' })
      expect(bot(emulator, 3)[0]?.body).toContain(
        '| Requests today | 2 of 10 in this repository; 1 of 1 for editor-two |',
      )
      expect(emulator.requestsTo('agent.create')).toHaveLength(2)
    })
  })

  it('names the input and quotes the value of a limit that is not a whole number, before any request', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await ask(emulator, { 'daily-request-limit-per-person': '-1' })
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(
        'Input \'daily-request-limit-per-person\' must be a whole number from 0 to 2400; got "-1".',
      )
      expect(emulator.requests).toHaveLength(0)
      const silent = await ask(emulator, { 'daily-request-limit': '3', comment: 'false' })
      expect(silent.code).toBe(1)
      expect(silent.stdout).toContain(
        "Input 'comment' is false, but the daily request limits count the requests recorded in the action's comments",
      )
      expect(emulator.requests).toHaveLength(0)
    })
  })
})
