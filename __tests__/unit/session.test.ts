import { DocsStatus } from '../../src/agent/job/docs-status.js'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { triggerOf } from './fixtures/requests.js'
import nock from 'nock'
import { makePlan } from '../../src/agent/decide/make-plan.js'
import type { Plan, Trigger } from '../../src/agent/decide/request-kind.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import { issueComment } from '../../src/agent/triggers/issue-comment.js'
import { reviewComment } from '../../src/agent/triggers/review-comment.js'
import { promptInput } from '../../src/agent/triggers/prompt-input.js'
import { renderFailureMarker, renderMarker } from '../../src/agent/github/marker.js'
import type { RunContext } from '../../src/shared/github/run-context.js'
import type { Inputs } from '../../src/agent/agent-inputs.js'
import { newReport, type JobReport } from '../../src/agent/job/job-report.js'
import { JobSession } from '../../src/agent/job/session.js'
import type { Conclusion } from '../../src/shared/lifecycle.js'
import { agentClients, GITHUB, JOBS, REPO, SERVICE } from './fixtures/agent-clients.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'
import { onlyIntercepted } from './intercepted.js'
import { ownComment, sealed } from './fixtures/github.js'
import { fakeClock, inStep, type StepResult } from './step.js'

type RunPlan = Extract<Plan, { kind: 'run' }>

const THREAD = {
  number: 3,
  isPullRequest: false,
  title: 'Docs',
  body: '',
  url: 'https://github.com/acme/docs/issues/3',
  fromFork: false,
}
/** `@docs-agent add a FAQ`, comment 11 on issue #3. */
const COMMENT = {
  instruction: 'add a FAQ',
  thread: THREAD,
  sender: { login: 'writer', type: 'User' },
  requestKey: 'comment:11',
}
const COMMENT_TRIGGER = triggerOf(issueComment, { kind: 'issue-comment', commentId: 11 }, COMMENT)
const PR = 'https://github.com/acme/docs/pull/42'
const ACTIVE = { id: 'job-1', status: 'active', prLink: null }

function runPlan(changes: Partial<RunPlan> = {}): RunPlan {
  return {
    kind: 'run',
    trigger: COMMENT_TRIGGER,
    action: 'create',
    jobId: '',
    instruction: 'add a FAQ',
    prompt: 'add a FAQ (with context)',
    existingComment: undefined,
    reason: '',
    claimed: true,
    ...changes,
  }
}

interface Session {
  session: JobSession
  report: JobReport
  clock: ReturnType<typeof fakeClock>
}

function newSession(
  inputs: Partial<Inputs> = {},
  {
    github = true,
    context = runContext('issue_comment', {}),
  }: { github?: boolean; context?: RunContext } = {},
): Session {
  const clock = fakeClock()
  const all = { ...INPUTS, ...inputs }
  const clients = agentClients(clock)
  const report = newReport(clock.now(), all.jobId)
  const session = new JobSession({
    inputs: all,
    context,
    service: clients.service,
    github: github ? clients.github : undefined,
    docsStatus: new DocsStatus(all, github ? clients.github : undefined, context.runUrl),
    report,
    kinds: REQUEST_KINDS,
    deployments: clients.deployments,
    clock,
  })
  return { session, report, clock }
}

/** Runs `fn` in a step; its log, what it saved for the post step, and what it returned. */
async function inSession<T>(fn: () => Promise<T>): Promise<StepResult & { result: T }> {
  let result: T | undefined
  const step = await inStep({}, async () => {
    result = await fn()
  })
  return { ...step, result: result as T }
}

/** Each GitHub request in order: `METHOD path`, and for a comment its headline or first line. */
const github: string[] = []
/** The bodies of the comments written, in order. */
const bodies: string[] = []

function gh(): nock.Scope {
  return nock(GITHUB)
}

/** Replies `status` with `data`, recording the request (nock hands over a fetch Request). */
function recorded(status: number, data: object) {
  return async (request: Request): Promise<[number, object]> => {
    const text = await request.text()
    const sent = (text === '' ? {} : JSON.parse(text)) as { body?: string; content?: string }
    if (sent.body !== undefined) bodies.push(sent.body)
    const said = sent.body ?? sent.content
    const lines = said?.split('\n') ?? []
    const headline = lines.find((line) => line.startsWith('###')) ?? lines[0]
    const { pathname, search } = new URL(request.url)
    const what = headline === undefined ? '' : ` ${headline}`
    github.push(`${request.method} ${pathname.replace(REPO, '')}${search}${what}`)
    return [status, data]
  }
}

const unmatched = onlyIntercepted()
beforeEach(() => {
  github.length = 0
  bodies.length = 0
})
afterEach(() => {
  expect(unmatched()).toBe(0)
})

const ISSUE_3 = `${REPO}/issues/3/comments`
const EDIT_900 = `${REPO}/issues/comments/900`
const ON_COMMENT_11 = `${REPO}/issues/comments/11/reactions`
const DONE = { status: 'completed', prLink: PR }

/** Issue #3 gets tracking comment 900, which is then edited `edits` times. */
function trackingComment(edits: number): nock.Scope {
  const scope = gh()
    .post(ISSUE_3)
    .reply(recorded(201, { id: 900 }))
  return edits === 0
    ? scope
    : scope
        .patch(EDIT_900)
        .times(edits)
        .reply(recorded(200, { id: 900 }))
}

/** The service creates job-1 (active); its first poll, if `polled`, finds it so. */
function jobCreated(polled?: Record<string, unknown>): void {
  nock(SERVICE).post(JOBS).reply(201, ACTIVE)
  if (polled !== undefined)
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(200, { ...ACTIVE, ...polled })
}

/** Pull request #42's thread, as listed before a note: `comments`, no review comments. */
function pullRequest42(comments: object[] = []): nock.Scope {
  return gh()
    .get(`${REPO}/issues/42/comments`)
    .query(true)
    .reply(recorded(200, comments))
    .get(`${REPO}/pulls/42/comments`)
    .query(true)
    .reply(recorded(200, []))
}

/** carryOut, and on an error `failed`, as the entry point does. */
function carriedOut(session: JobSession, plan: Plan): Promise<Conclusion> {
  return session.carryOut(plan).catch((error: unknown) => session.failed(error))
}

describe('a new job from a comment', () => {
  test('👀, the job, the tracking comment from working to completed, 🚀 and a note on the pull request', async () => {
    const { session, report } = newSession()
    gh()
      .post(ON_COMMENT_11, { content: 'eyes' })
      .reply(recorded(201, { id: 1 }))
    trackingComment(2)
      .post(ON_COMMENT_11, { content: 'rocket' })
      .reply(recorded(201, { id: 2 }))
    pullRequest42()
      .post(`${REPO}/issues/42/comments`)
      .reply(recorded(201, { id: 950 }))
    nock(SERVICE).post(JOBS, { prompt: 'add a FAQ (with context)' }).reply(201, ACTIVE)
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(200, { ...ACTIVE, ...DONE, model: 'sonnet' })

    const step = await inSession(() => session.carryOut(runPlan({ claimed: false })))

    expect(step.result).toEqual({
      level: 'success',
      message: `Job job-1 completed: ${PR}`,
    })
    expect(github).toEqual([
      'POST /issues/comments/11/reactions eyes',
      'POST /issues/3/comments ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ✅ The docs agent opened a pull request',
      'POST /issues/comments/11/reactions rocket',
      // The job is this run's: no note can be older, so it posts, then looks for duplicates.
      `POST /issues/42/comments ${renderMarker({ job: 'job-1', request: 'note' })}`,
      'GET /issues/42/comments?per_page=100&page=1',
      'GET /pulls/42/comments?per_page=100&page=1',
    ])
    const [working, seen, completed, note] = bodies
    expect(working).toContain('| Job | <code>job-1</code> |\n| Status | active |')
    expect(working).toContain('> add a FAQ')
    expect(working).toContain(
      '| Workflow run | <a href="https://github.com/acme/docs/actions/runs/7">logs</a> |',
    )
    expect(working).toContain(
      renderMarker({ job: 'job-1', request: 'comment:11', run: { id: '7', attempt: 1 } }),
    )
    expect(seen).toContain(`| Status | completed |\n| Pull request | <a href="${PR}">`)
    expect(completed).toContain('| Took | 5 s |')
    // Sealed for the pull request it is on, as every comment with a marker is.
    expect(note).toBe(
      sealed(
        [
          renderMarker({ job: 'job-1', request: 'note' }),
          '📝 The docs agent opened this pull request for #3 (job <code>job-1</code>).',
          'To continue the same job, comment here: <code>&#64;docs-agent &lt;instruction&gt;</code>',
        ].join('\n'),
        { kind: 'issue', number: 42 },
      ),
    )
    expect(step.log).toContain('Creating an agent job in project proj (24 characters).')
    expect(step.log).toContain('Created job job-1 (active).')
    expect(step.log).toContain(
      'Waiting for job job-1: polling every 5 s at first, for up to 1 min.',
    )
    expect(step.log).toContain('Job job-1 is completed (was active) after 5 s.')
    expect(step.log).not.toContain('::warning::')
    expect(report).toMatchObject({ jobId: 'job-1', commentId: 900, polls: 1, timedOut: false })
    expect(report.job?.model).toBe('sonnet')
    expect(step.state['job-id']).toBe('job-1')
    expect(step.state.finished).toBe('true')
    expect(JSON.parse(step.state['tracking-comment'] ?? '')).toMatchObject({
      id: 900,
      place: { kind: 'issue', number: 3 },
      view: { state: 'completed', jobId: 'job-1', prLink: PR, durationMs: 5000 },
    })
  })

  test('a plan that claimed the request adds no second 👀; a follow-up whose pull request is noted gets no other note', async () => {
    const { session } = newSession()
    const noted = ownComment(
      {
        id: 5,
        body: renderMarker({ job: 'job-1', request: 'note' }),
        created_at: '2026-01-01T00:00:00Z',
      },
      { kind: 'issue', number: 42 },
    )
    trackingComment(2)
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
    pullRequest42([noted])
    nock(SERVICE).post(`${JOBS}/job-1/message`).reply(200, ACTIVE)
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(200, { ...ACTIVE, ...DONE })
    await inSession(() => session.carryOut(runPlan({ action: 'message', jobId: 'job-1' })))
    expect(github.filter((r) => r.includes('reactions'))).toEqual([
      'POST /issues/comments/11/reactions rocket',
    ])
    expect(github.filter((r) => r.startsWith('POST /issues/42'))).toEqual([])
  })

  test('two runs that note one job at once keep one note: the newer is deleted, also when its answer was lost', async () => {
    const note = (id: number) =>
      ownComment(
        {
          id,
          body: renderMarker({ job: 'job-1', request: 'note' }),
          created_at: '2026-01-01T00:00:00Z',
        },
        { kind: 'issue', number: 42 },
      )
    for (const answer of [recorded(201, { id: 950 }), recorded(500, { message: 'Server Error' })]) {
      github.length = 0
      const { session } = newSession()
      trackingComment(2)
        .post(ON_COMMENT_11)
        .reply(recorded(201, { id: 2 }))
      jobCreated(DONE)
      // Another run (a re-run waiting for the same job) noted it first, as 940.
      gh()
        .post(`${REPO}/issues/42/comments`)
        .reply(answer)
        .delete(`${REPO}/issues/comments/950`)
        .reply(recorded(204, {}))
      pullRequest42([note(940), note(950)])
      const step = await inSession(() => session.carryOut(runPlan()))
      expect(step.result.level).toBe('success')
      expect(github.filter((r) => /^(POST|DELETE) \/issues\/(42|comments\/9)/.test(r))).toEqual([
        `POST /issues/42/comments ${renderMarker({ job: 'job-1', request: 'note' })}`,
        'DELETE /issues/comments/950',
      ])
    }
  })

  test('a tracking comment GitHub did not take is posted again at the next poll, not at the next status', async () => {
    const { session } = newSession()
    // GitHub's five answers 503 to the first post (a 503 is retried: GitHub did nothing).
    gh()
      .post(ISSUE_3)
      .times(5)
      .reply(recorded(503, { message: 'Service Unavailable' }))
      .post(ISSUE_3)
      .reply(recorded(201, { id: 900 }))
      .patch(EDIT_900)
      .times(2)
      .reply(recorded(200, { id: 900 }))
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
    pullRequest42()
      .post(`${REPO}/issues/42/comments`)
      .reply(recorded(201, { id: 950 }))
    nock(SERVICE).post(JOBS).reply(201, ACTIVE)
    nock(SERVICE).get(`${JOBS}/job-1`).reply(200, ACTIVE)
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(200, { ...ACTIVE, ...DONE })
    const step = await inSession(() => session.carryOut(runPlan()))
    expect(step.result.level).toBe('success')
    // Posted after the first poll, which found the job still active; edited when it completed.
    expect(github.filter((r) => !r.includes('/42/') && !r.includes('reactions')).slice(5)).toEqual([
      'POST /issues/3/comments ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ✅ The docs agent opened a pull request',
    ])
  })

  test("the note's look for duplicates leaves the job's tracking comments on its pull request alone", async () => {
    const { session } = newSession()
    trackingComment(2)
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
      .post(`${REPO}/issues/42/comments`)
      .reply(recorded(201, { id: 950 }))
    jobCreated(DONE)
    const on42 = { kind: 'issue', number: 42 } as const
    const at = '2026-01-01T00:00:00Z'
    const tracking = ownComment(
      { id: 930, body: renderMarker({ job: 'job-1', request: 'comment:77' }), created_at: at },
      on42,
    )
    const note = ownComment(
      { id: 950, body: renderMarker({ job: 'job-1', request: 'note' }), created_at: at },
      on42,
    )
    pullRequest42([tracking, note])
    await inSession(() => session.carryOut(runPlan()))
    expect(github.filter((r) => r.startsWith('DELETE'))).toEqual([])
  })

  test('a review comment gets its tracking comment as a reply in the review thread', async () => {
    const { session } = newSession()
    const trigger = triggerOf(
      reviewComment,
      { kind: 'review-comment', commentId: 12, replyTo: 10 },
      {
        ...COMMENT,
        thread: { ...THREAD, number: 8, isPullRequest: true },
        requestKey: 'review-comment:12',
      },
    )
    gh()
      .post(`${REPO}/pulls/comments/12/reactions`, { content: 'eyes' })
      .reply(recorded(201, { id: 1 }))
      .post(`${REPO}/pulls/8/comments/10/replies`)
      .reply(recorded(201, { id: 901 }))
      .patch(`${REPO}/pulls/comments/901`)
      .times(2)
      .reply(recorded(200, { id: 901 }))
      .post(`${REPO}/pulls/comments/12/reactions`, { content: 'confused' })
      .reply(recorded(201, { id: 2 }))
    jobCreated({ status: 'failed' })
    const step = await inSession(() => session.carryOut(runPlan({ trigger, claimed: false })))
    expect(step.result).toEqual({ level: 'failure', message: 'Job job-1 failed on the service.' })
    expect(github).toEqual([
      'POST /pulls/comments/12/reactions eyes',
      'POST /pulls/8/comments/10/replies ### ⏳ The docs agent is working on this',
      'PATCH /pulls/comments/901 ### ⏳ The docs agent is working on this',
      'PATCH /pulls/comments/901 ### ❌ The docs agent job failed',
      'POST /pulls/comments/12/reactions confused',
    ])
  })

  test('wait: false shows the comment once, says the run does not wait, and is finished', async () => {
    const { session, report } = newSession({ wait: false })
    trackingComment(0)
    jobCreated()
    const step = await inSession(() => session.carryOut(runPlan()))
    expect(step.result).toEqual({
      level: 'success',
      message: 'Job job-1 is active; not waiting (wait: false).',
    })
    expect(bodies[0]).toContain('This workflow does not wait for the job (wait: false).')
    expect(step.state.finished).toBe('true')
    expect(report.polls).toBe(0)
  })

  test('wait: false with a comment that could not be posted leaves the post step to try', async () => {
    const { session } = newSession({ wait: false })
    gh()
      .post(ISSUE_3)
      .reply(recorded(404, { message: 'Not Found' }))
    jobCreated()
    const step = await inSession(() => session.carryOut(runPlan()))
    expect(step.result.level).toBe('success')
    expect(step.state.finished).toBeUndefined()
    expect(step.log).toContain(
      '::warning::Could not post the tracking comment: Commenting on #3 failed with HTTP 404: #3 was not found in acme/docs.',
    )
  })

  test('without comments, the run is finished once waiting is; reactions still go on the trigger', async () => {
    const { session, report } = newSession({ comment: false })
    gh()
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
    jobCreated(DONE)
    const step = await inSession(() => session.carryOut(runPlan()))
    expect(step.result.level).toBe('success')
    // The pull request gets no note either: the token may not comment.
    expect(github).toEqual(['POST /issues/comments/11/reactions rocket'])
    expect(step.state.finished).toBe('true')
    expect(step.state['tracking-comment']).toBeUndefined()
    expect(report.commentId).toBeUndefined()
  })

  test('without a GitHub client, nothing is written to GitHub', async () => {
    const { session } = newSession({}, { github: false })
    jobCreated(DONE)
    const step = await inSession(() => session.carryOut(runPlan({ claimed: false })))
    expect(step.result.level).toBe('success')
    expect(github).toEqual([])
    expect(step.state.finished).toBe('true')
  })

  test('a reaction or a note that fails is a warning; the run goes on', async () => {
    const { session } = newSession()
    gh()
      .post(ON_COMMENT_11)
      .reply(recorded(403, { message: 'Resource not accessible by integration' }))
    trackingComment(2)
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
      .post(`${REPO}/issues/42/comments`)
      .reply(recorded(422, { message: 'Validation Failed' }))
    jobCreated(DONE)
    const step = await inSession(() => session.carryOut(runPlan({ claimed: false })))
    expect(step.result.level).toBe('success')
    expect(step.log).toContain(
      '::warning::Could not add the eyes reaction: Adding a eyes reaction failed with HTTP 403:',
    )
    // Refused for certain: nothing to look for.
    expect(step.log).toContain(
      '::warning::Could not leave a note on pull request #42: Commenting on #42 failed with HTTP 422:',
    )
    expect(github.filter((r) => r.startsWith('GET /issues/42'))).toEqual([])
  })

  test('a pull request in another repository, or the thread itself, gets no note', async () => {
    for (const prLink of [
      'https://github.com/other/docs/pull/42',
      'https://github.com/acme/docs/pull/3',
    ]) {
      const { session } = newSession({ comment: false })
      gh()
        .post(ON_COMMENT_11)
        .reply(recorded(201, { id: 2 }))
      jobCreated({ status: 'completed', prLink })
      await inSession(() => session.carryOut(runPlan()))
    }
    expect(github).toEqual([
      'POST /issues/comments/11/reactions rocket',
      'POST /issues/comments/11/reactions rocket',
    ])
  })

  test('a refused tracking comment means no note on the pull request either', async () => {
    const { session } = newSession()
    gh()
      .post(ISSUE_3)
      .reply(recorded(403, { message: 'Resource not accessible by integration' }))
      .post(ON_COMMENT_11)
      .reply(recorded(201, { id: 2 }))
    jobCreated(DONE)
    const step = await inSession(() => session.carryOut(runPlan()))
    expect(github).toEqual([
      'POST /issues/3/comments ### ⏳ The docs agent is working on this',
      'POST /issues/comments/11/reactions rocket',
    ])
    // The post step is left to close the comment it may yet be able to write.
    expect(step.state.finished).toBeUndefined()
  })

  test('a job from a workflow run names the run in its note', async () => {
    const context = runContext('workflow_dispatch', {})
    const { session } = newSession({ prompt: 'x' }, { context })
    const trigger: Trigger = {
      kind: promptInput,
      source: { kind: 'input' },
      instruction: '',
      thread: undefined,
      sender: undefined,
      requestKey: 'run:7',
    }
    pullRequest42()
      .post(`${REPO}/issues/42/comments`)
      .reply(recorded(201, { id: 950 }))
    jobCreated(DONE)
    const step = await inSession(() =>
      session.carryOut(runPlan({ trigger, instruction: '', claimed: false })),
    )
    expect(step.result.level).toBe('success')
    expect(bodies[0]).toContain(
      '📝 The docs agent opened this pull request for <a href="https://github.com/acme/docs/actions/runs/7">a workflow run</a> (job <code>job-1</code>).',
    )
    // No thread, no tracking comment: the story ends with the wait.
    expect(step.state.finished).toBe('true')
  })
})

describe('waiting', () => {
  test('each new status edits the comment; unknown statuses and failed polls are warnings', async () => {
    const { session, report } = newSession({ timeoutMs: 60_000 })
    trackingComment(2)
    jobCreated()
    // The transport's five attempts, then the poll is given up and waiting goes on.
    nock(SERVICE).get(`${JOBS}/job-1`).times(5).reply(503, 'down')
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .times(20)
      .reply(200, { ...ACTIVE, status: 'thinking' })
    const step = await inSession(() => session.carryOut(runPlan()))
    nock.cleanAll()
    expect(step.result).toEqual({
      level: 'failure',
      message:
        'Stopped waiting for job job-1 after 1 min; it was still thinking. Resume with job-id: job-1.',
    })
    expect(step.log).toContain(
      "::warning::Job job-1 reports the status 'thinking', which this action does not know; it is treated as still running.",
    )
    expect(step.log).toMatch(
      /::warning::Checking job job-1 failed with HTTP 503: .* Still waiting\./,
    )
    expect(step.log).toContain('Job job-1 is thinking (was active) after')
    // The job is handed off: the comment still says it works, and a finish run ends it.
    expect(github.slice(1)).toEqual([
      'PATCH /issues/comments/900 ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ⏳ The docs agent is working on this',
    ])
    expect(bodies[1]).toContain('| Status | thinking |')
    expect(bodies[2]).toContain('Stopped waiting after 1 min; the job was still thinking.')
    expect(bodies[2]).toContain('<!-- docs-agent-handoff ')
    expect(report.timedOut).toBe(true)
    expect(report.handedOff).toBe(true)
    expect(report.polls).toBeGreaterThan(1)
  })

  test('a job found in the thread is waited for at once, in the comment of the first attempt', async () => {
    const { session, report, clock } = newSession(
      {},
      { context: runContext('issue_comment', {}, 2) },
    )
    gh()
      .patch(`${REPO}/issues/comments/40`)
      .times(3)
      .reply(recorded(200, { id: 40 }))
    // The comment taken over is read once: it hands nothing off (no record), so the run ends it.
    gh()
      .get(`${REPO}/issues/comments/40`)
      .reply(200, { id: 40, body: 'x', user: { login: 'github-actions[bot]', type: 'Bot' } })
    nock(SERVICE)
      .get(`${JOBS}/job-7`)
      .reply(200, { id: 'job-7', status: 'completed', prLink: null })
    const plan = runPlan({
      action: 'wait',
      jobId: 'job-7',
      instruction: '',
      reason: 'the tracking comment of an earlier attempt',
      existingComment: { id: 40, kind: 'issue' },
    })
    const step = await inSession(() => session.carryOut(plan))
    expect(step.result).toEqual({
      level: 'notice',
      message: 'Job job-7 completed without changing any files, so no pull request was opened.',
    })
    expect(step.log).toContain(
      'Waiting for job job-7, found through the tracking comment of an earlier attempt; nothing is sent to it.',
    )
    expect(github[0]).toBe('PATCH /issues/comments/40 ### ⏳ The docs agent is working on this')
    expect(bodies[0]).toContain('> (no new instruction: waiting for the job)')
    expect(bodies[0]).toContain('<!-- docs-agent-run id=7 attempt=2 -->')
    expect(github[2]).toBe(
      'PATCH /issues/comments/40 ### ℹ️ The docs agent finished without changing any files',
    )
    expect(report).toMatchObject({ jobId: 'job-7', polls: 1, commentId: 40, followUp: false })
    // Nothing was sent, so the job is polled at once, and its first status has no earlier one.
    expect(clock.sleeps).toEqual([])
    expect(step.log).toContain('Job job-7 is completed after 0 ms.')
    expect(step.log).not.toContain('::group::Instruction')
  })
})

describe('a follow-up message', () => {
  test('is sent, marked as a follow-up, and the job polled after one interval', async () => {
    const { session, report, clock } = newSession()
    trackingComment(2)
      .post(ON_COMMENT_11, { content: 'confused' })
      .reply(recorded(201, { id: 2 }))
    nock(SERVICE)
      .post(`${JOBS}/job-1/message`, { prompt: 'add a FAQ (with context)' })
      .reply(200, { ...ACTIVE, status: 'completed' })
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(200, { ...ACTIVE, status: 'failed' })
    const plan = runPlan({
      action: 'message',
      jobId: 'job-1',
      reason: 'the newest tracking comment',
    })
    const step = await inSession(() => session.carryOut(plan))
    expect(step.log).toContain(
      'Sending a follow-up message to job job-1, found through the newest tracking comment (24 characters).',
    )
    expect(step.log).toContain('Message sent; job job-1 is completed.')
    expect(step.result.message).toBe('Job job-1 failed on the service.')
    expect(clock.sleeps[0]).toBe(5000)
    expect(bodies[0]).toContain('<code>job-1</code> (follow-up message)')
    expect(report.followUp).toBe(true)
    expect(step.state['job-id']).toBe('job-1')
  })

  test('that may have arrived before an error counts as sent; one refused does not', async () => {
    for (const [status, answer, followUp] of [
      [200, 'not JSON', true],
      [400, { error: 'no' }, false],
    ] as const) {
      const { session, report } = newSession({ comment: false }, { github: false })
      nock(SERVICE).post(`${JOBS}/job-1/message`).reply(status, answer)
      const step = await inSession(() =>
        carriedOut(session, runPlan({ action: 'message', jobId: 'job-1' })),
      )
      expect(report.followUp).toBe(followUp)
      expect(step.result.level).toBe('failure')
      expect(step.result.message).toMatch(
        new RegExp(`^Sending the follow-up message to job job-1 failed.*HTTP ${status}`),
      )
    }
  })
})

describe('job-id and wait: false', () => {
  test('one look at the job gives the outputs its status', async () => {
    const { session, report } = newSession({ jobId: 'job-1', wait: false }, { github: false })
    nock(SERVICE).get(`${JOBS}/job-1`).reply(200, ACTIVE)
    const step = await inSession(() =>
      session.carryOut(runPlan({ action: 'wait', jobId: 'job-1', claimed: false })),
    )
    expect(step.result.message).toBe('Job job-1 is active; not waiting (wait: false).')
    expect(report.job?.status).toBe('active')
  })
})

describe('skips and dry runs', () => {
  test('a skip records its reason and sends nothing', async () => {
    const { session, report } = newSession()
    const step = await inSession(() =>
      session.carryOut({ kind: 'skip', reason: 'no trigger phrase', trigger: undefined }),
    )
    expect(step.result).toEqual({ level: 'skipped', message: 'Skipped: no trigger phrase.' })
    expect(report.skippedReason).toBe('no trigger phrase')
  })

  test.each([
    ['create', '', 'create a new job', 'add a FAQ (with context)'],
    ['message', 'job-1', 'send a follow-up message to job job-1', 'add a FAQ (with context)'],
    ['wait', 'job-1', 'wait for job job-1', ''],
  ] as const)(
    'a dry run to %s sends nothing and says what it would do',
    async (action, jobId, what, prompt) => {
      const { session, report } = newSession({ dryRun: true })
      const step = await inSession(() =>
        session.carryOut(runPlan({ action, jobId, claimed: false })),
      )
      expect(step.result).toEqual({
        level: 'notice',
        message: `Dry run: would ${what}; nothing was sent.`,
      })
      expect(report.dryRun).toEqual({ action: what, prompt })
      expect(report.jobId).toBe(jobId)
      expect(step.log.includes('The prompt that would be sent')).toBe(action !== 'wait')
      expect(step.log).toContain('::group::Instruction')
    },
  )
})

describe('errors and cancellation', () => {
  test('an error after the job exists closes the comment as an error and adds 😕', async () => {
    const { session } = newSession()
    trackingComment(1)
      .post(ON_COMMENT_11, { content: 'confused' })
      .reply(recorded(201, { id: 2 }))
    jobCreated()
    nock(SERVICE).get(`${JOBS}/job-1`).reply(401, { error: 'Unauthorized' })
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result.message).toMatch(
      /^Checking job job-1 failed with HTTP 401: .* The job id is job-1: resume with job-id: job-1 rather than starting again\.$/,
    )
    // The same comment says what happened and how to go on with the job.
    expect(github).toEqual([
      'POST /issues/3/comments ### ⏳ The docs agent is working on this',
      'PATCH /issues/comments/900 ### ⚠️ The service refused the API key',
      'POST /issues/comments/11/reactions confused',
    ])
    expect(bodies[1]).toContain('| Job | <code>job-1</code> |')
    expect(bodies[1]).toContain(
      'Job <code>job-1</code> belongs to this request: re-running the workflow waits for it, and <code>job-id: job-1</code> follows it from any workflow.',
    )
    expect(bodies[1]).not.toContain('Unauthorized')
    expect(step.state.finished).toBe('true')
  })

  test('a cancel hands the job off: the comment says a finish run ends it; the verdict is a cancel', async () => {
    const { session } = newSession()
    trackingComment(1)
    jobCreated()
    let stopped: Conclusion | undefined
    // The signal comes while the service is being asked about the job.
    nock(SERVICE)
      .get(`${JOBS}/job-1`)
      .reply(async () => {
        await session.stop('SIGINT')
        stopped = session.stopped('SIGINT')
        return [401, { error: 'Unauthorized' }]
      })
    const step = await inSession(() => session.carryOut(runPlan()).catch(() => undefined))
    expect(stopped).toEqual({
      level: 'failure',
      message: 'The step was stopped (SIGINT) before the job finished. Resume with job-id: job-1.',
    })
    expect(github[1]).toBe('PATCH /issues/comments/900 ### ⏳ The docs agent is working on this')
    expect(bodies[1]).toContain('The workflow was cancelled while the job worked.')
    expect(bodies[1]).toContain('a finish run (<code>finish: true</code>) updates this comment')
    expect(bodies[1]).toContain('<!-- docs-agent-handoff ')
    expect(step.state.finished).toBe('true')
  })

  test('a cancel while the job is being created, or the message sent, says the service may have acted', async () => {
    for (const [action, said] of [
      ['create', 'while the job was being created. The service may have created it anyway'],
      ['message', 'while the follow-up message was being sent. It may have arrived'],
    ] as const) {
      const { session } = newSession({ comment: false }, { github: false })
      let stopped: Conclusion | undefined
      const path = action === 'create' ? JOBS : `${JOBS}/job-1/message`
      nock(SERVICE)
        .post(path)
        .reply(() => {
          stopped = session.stopped('SIGTERM')
          return [500, { error: 'x' }]
        })
      await inSession(() =>
        session
          .carryOut(runPlan({ action, jobId: action === 'create' ? '' : 'job-1' }))
          .catch(() => undefined),
      )
      expect(stopped?.message).toContain(`The step was stopped (SIGTERM) ${said}`)
      // Once the answer is in, the request is no longer in flight.
      expect(session.stopped('SIGTERM').message).toMatch(/before the job finished/)
    }
  })
})

describe('the thread is told when a run fails', () => {
  const LIST_3 = 'GET /issues/3/comments?per_page=100&page=1'
  /** Issue #3 lists `comments` (the search before a failure comment is posted). */
  function listed(comments: object[] = []): nock.Scope {
    return gh().get(ISSUE_3).query(true).reply(recorded(200, comments))
  }
  const trusted = (id: number, body: string) =>
    ownComment({ id, body, created_at: '2025-12-31T00:00:00Z' }, { kind: 'issue', number: 3 })
  const confused = (scope: nock.Scope) =>
    scope.post(ON_COMMENT_11, { content: 'confused' }).reply(recorded(201, { id: 3 }))
  /** `@docs-agent add a FAQ` in comment 11 on issue #3 by writer, as the event a run reads. */
  const commentEvent = (attempt = 1) =>
    runContext(
      'issue_comment',
      {
        action: 'created',
        comment: { id: 11, body: '@docs-agent add a FAQ' },
        issue: { number: 3, title: 'Docs', body: '', html_url: THREAD.url },
        sender: { login: 'writer', type: 'User' },
      },
      attempt,
    )

  test('a creation refused (400): one comment says so, without a job, with what to do and the logs', async () => {
    const { session, report } = newSession()
    nock(SERVICE).post(JOBS).reply(400, '<html><title>400 Bad prompt</title></html>')
    confused(
      listed()
        .post(ISSUE_3)
        .reply(recorded(201, { id: 900 }))
        // The look again after posting: another run's comment of the request?
        .get(ISSUE_3)
        .query(true)
        .reply(recorded(200, [])),
    )
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result).toEqual({
      level: 'failure',
      message: expect.stringMatching(/^Creating the agent job failed with HTTP 400/),
    })
    expect(github).toEqual([
      LIST_3,
      'POST /issues/3/comments ### ⚠️ The service refused the request',
      LIST_3,
      'POST /issues/comments/11/reactions confused',
    ])
    const [body] = bodies
    expect(body).toMatch(
      /^<!-- docs-agent-action failed request=comment%3A11 --><!-- docs-agent-run id=7 attempt=1 --><!-- docs-agent-claim held -->\n/,
    )
    expect(body).toContain('> add a FAQ')
    expect(body).not.toContain('| Job |')
    expect(body).toContain(
      '| Workflow run | <a href="https://github.com/acme/docs/actions/runs/7">logs</a> |',
    )
    expect(body).toContain(
      '**What happened:** The service refused the request as invalid (HTTP 400). No job was started.',
    )
    expect(body).toContain(
      'The <a href="https://github.com/acme/docs/actions/runs/7">run&#39;s logs</a> have the details.',
    )
    expect(body).not.toMatch(/html|Bad prompt|mint_unit_key|token/i)
    expect(report.commentId).toBe(900)
    expect(step.state.finished).toBe('true')
  })

  test("a re-run's failure edits the earlier attempt's failure comment, with the time to retry", async () => {
    const { session } = newSession({}, { context: commentEvent(2) })
    nock(SERVICE).post(JOBS).reply(429, { error: 'Rate limit exceeded' }, { 'retry-after': '1800' })
    const earlier = trusted(40, '<!-- docs-agent-action failed request=comment%3A11 -->\n### ⚠️ x')
    confused(
      listed([earlier])
        .patch(`${REPO}/issues/comments/40`)
        .reply(recorded(200, { id: 40 })),
    )
    await inSession(() => carriedOut(session, runPlan()))
    expect(github).toEqual([
      LIST_3,
      'PATCH /issues/comments/40 ### ⚠️ The hourly budget of agent requests is spent',
      'POST /issues/comments/11/reactions confused',
    ])
    expect(bodies[0]).toContain(
      '**What to do:** Try again after 00:30 UTC (in 30 min): re-run the workflow, or comment again.',
    )
  })

  test('a re-run that succeeds takes over the failure comment of its first attempt', async () => {
    const { session } = newSession({ wait: false }, { context: commentEvent(2) })
    jobCreated()
    listed([trusted(40, '<!-- docs-agent-action failed request=comment%3A11 -->\n### ⚠️ x')])
      .patch(`${REPO}/issues/comments/40`)
      .reply(recorded(200, { id: 40 }))
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result.level).toBe('success')
    expect(github).toEqual([
      LIST_3,
      'PATCH /issues/comments/40 ### ⏳ The docs agent is working on this',
    ])
    expect(bodies[0]).toContain(
      renderMarker({ job: 'job-1', request: 'comment:11', run: { id: '7', attempt: 2 } }),
    )
  })

  test("the tracking comment of another run's job for the request is left alone", async () => {
    const { session } = newSession()
    nock(SERVICE).post(JOBS).reply(503, { error: 'down' }).post(JOBS).times(4).reply(503, {})
    const other = trusted(41, `${renderMarker({ job: 'job-5', request: 'comment:11' })}\n### ⏳`)
    confused(listed([other]))
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(github).toEqual([LIST_3, 'POST /issues/comments/11/reactions confused'])
    expect(step.log).toContain(
      '::warning::Did not post a comment about this failure: the thread already has the tracking comment of job job-5 for this request, which is left as it is.',
    )
    expect(step.result.message).toMatch(/^Creating the agent job failed with HTTP 503/)
    // The post step has nothing to add.
    expect(step.state.finished).toBe('true')
  })

  test('a follow-up the service refused: the comment names the job, but its marker none', async () => {
    const { session, report } = newSession()
    // The transport's five attempts (a 429 without Retry-After was certainly not acted on).
    nock(SERVICE)
      .post(`${JOBS}/job-1/message`)
      .times(5)
      .reply(429, { error: 'Rate limit exceeded' })
    confused(
      listed()
        .post(ISSUE_3)
        .reply(recorded(201, { id: 900 }))
        // The look again after posting: another run's comment of the request?
        .get(ISSUE_3)
        .query(true)
        .reply(recorded(200, [])),
    )
    const plan = runPlan({ action: 'message', jobId: 'job-1' })
    const step = await inSession(() => carriedOut(session, plan))
    // A re-run must send the message again, so the comment does not claim the job for it.
    expect(bodies[0]).toMatch(/^<!-- docs-agent-action failed request=comment%3A11 -->/)
    expect(bodies[0]).toContain(
      'The follow-up message was not delivered to job <code>job-1</code>.',
    )
    expect(bodies[0]).toContain('Try again in up to an hour')
    expect(report.followUp).toBe(false)
    // The step's own message still names the job.
    expect(step.result.message).toContain('resume with job-id: job-1')
  })

  test('GitHub failing before the plan (the role): one comment and 😕, nothing sent to the service', async () => {
    const context = commentEvent()
    const { session, clock } = newSession({}, { context })
    gh()
      .get(`${REPO}/collaborators/writer/permission`)
      .times(5)
      .reply(recorded(502, { message: 'Bad Gateway' }))
    confused(
      listed()
        .post(ISSUE_3)
        .reply(recorded(201, { id: 900 }))
        // The look again after posting: another run's comment of the request?
        .get(ISSUE_3)
        .query(true)
        .reply(recorded(200, [])),
    )
    const step = await inSession(() =>
      makePlan(REQUEST_KINDS, INPUTS, context, agentClients(clock).github, () => undefined, clock)
        .then((plan) => session.carryOut(plan))
        .catch((error: unknown) => session.failed(error)),
    )
    expect(step.result.message).toMatch(
      /^Checking the repository role of writer failed with HTTP 502/,
    )
    expect(github.slice(5)).toEqual([
      LIST_3,
      'POST /issues/3/comments ### ⚠️ GitHub failed before the job could start',
      LIST_3,
      'POST /issues/comments/11/reactions confused',
    ])
    expect(bodies[0]).toContain(
      "**What happened:** GitHub's API answered HTTP 502 while the action was checking the requester&#39;s role, even after retries. Nothing was sent to the docs platform.",
    )
    expect(bodies[0]).toContain('> add a FAQ')
    expect(step.state.finished).toBe('true')
  })

  test.each([
    ['', '> Explain retries\n> \n> Visible  text &#91;redacted credential&#93;', 'Triage'],
    ['Triage it for the docs', '> Triage it for the docs', 'Explain retries'],
  ])(
    'a hand-off failing before the plan quotes its instruction as the plan would send it (prompt %j)',
    async (prompt, quoted, absent) => {
      const token = `ghp_${'Ab1'.repeat(12)}`
      const context = runContext('issues', {
        action: 'labeled',
        label: { name: 'docs-agent' },
        issue: {
          number: 3,
          title: 'Explain retries',
          body: `Visible <!-- HIDDEN-NOTE --> text ${token}`,
          updated_at: '2026-01-01T10:00:00Z',
        },
        sender: { login: 'writer', type: 'User' },
      })
      const inputs = { ...INPUTS, prompt, labelTrigger: 'docs-agent' }
      const { session, clock } = newSession(inputs, { context })
      gh()
        .get(`${REPO}/collaborators/writer/permission`)
        .times(5)
        .reply(recorded(502, { message: 'Bad Gateway' }))
      listed()
        .post(ISSUE_3)
        .reply(recorded(201, { id: 900 }))
        // The look again after posting: another run's comment of the request?
        .get(ISSUE_3)
        .query(true)
        .reply(recorded(200, []))
        .post(`${REPO}/issues/3/reactions`, { content: 'confused' })
        .reply(recorded(201, { id: 4 }))
      const step = await inSession(() =>
        makePlan(REQUEST_KINDS, inputs, context, agentClients(clock).github, () => undefined, clock)
          .then((plan) => session.carryOut(plan))
          .catch((error: unknown) => session.failed(error)),
      )
      expect(step.result.message).toMatch(/HTTP 502/)
      expect(bodies[0]).toContain(quoted)
      expect(bodies[0]).not.toContain(`> ${absent}`)
      for (const hidden of ['HIDDEN-NOTE', token]) expect(bodies[0]).not.toContain(hidden)
    },
  )

  test('no comment without an API key, for an event that does not ask, with comment: false, or in a dry run', async () => {
    const runs: [Partial<Inputs>, RunContext][] = [
      [{ apiKey: '' }, commentEvent()],
      [{}, runContext('issue_comment', { action: 'edited', comment: { id: 11, body: 'x' } })],
      [{ dryRun: true }, commentEvent()],
    ]
    for (const [inputs, context] of runs) {
      const { session } = newSession(inputs, { context })
      const step = await inSession(() => session.failed(new Error('It broke.')))
      expect(step.result).toEqual({ level: 'failure', message: 'Unexpected error: It broke.' })
    }
    expect(github).toEqual([])
    // With comment: false the requester still gets 😕, and nothing else.
    const { session } = newSession({ comment: false })
    confused(gh())
    nock(SERVICE).post(JOBS).reply(401, { error: 'Unauthorized' })
    await inSession(() => carriedOut(session, runPlan()))
    expect(github).toEqual(['POST /issues/comments/11/reactions confused'])
  })

  test('a creation that fails after a cancel leaves the thread no failure comment', async () => {
    const { session } = newSession()
    nock(SERVICE)
      .post(JOBS)
      .reply(async () => {
        await session.stop('SIGTERM')
        return [500, { error: 'x' }]
      })
    confused(gh())
    await inSession(() => carriedOut(session, runPlan()))
    expect(github).toEqual(['POST /issues/comments/11/reactions confused'])
  })

  test('a failure comment posted while another run posted the tracking comment of the request is deleted', async () => {
    const { session, report } = newSession()
    nock(SERVICE).post(JOBS).reply(401, { error: 'Unauthorized' })
    const tracking = trusted(
      899,
      renderMarker({ job: 'job-9', request: 'comment:11', run: { id: '8', attempt: 1 } }),
    )
    confused(
      listed()
        .post(ISSUE_3)
        .reply(recorded(201, { id: 900 }))
        .get(ISSUE_3)
        .query(true)
        .reply(
          recorded(200, [tracking, trusted(900, renderFailureMarker({ request: 'comment:11' }))]),
        )
        .delete(`${REPO}/issues/comments/900`)
        .reply(recorded(204, {})),
    )
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result.level).toBe('failure')
    expect(github.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /issues/3/comments ### ⚠️ The service refused the API key',
      'DELETE /issues/comments/900',
      'POST /issues/comments/11/reactions confused',
    ])
    expect(step.log).toContain(
      '::warning::Deleted the comment about this failure: another run of the request posted its tracking comment at the same time',
    )
    // Deleted: no comment to name in the outputs.
    expect(report.commentId).toBeUndefined()
  })

  test("a re-run's new tracking comment deletes the failure comment another attempt posted at the same time", async () => {
    const { session } = newSession({ wait: false }, { context: commentEvent(2) })
    jobCreated()
    const failure = trusted(
      899,
      renderFailureMarker({ request: 'comment:11', run: { id: '7', attempt: 1 } }),
    )
    listed()
      .post(ISSUE_3)
      .reply(recorded(201, { id: 900 }))
      .get(ISSUE_3)
      .query(true)
      .reply(
        recorded(200, [
          failure,
          trusted(900, renderMarker({ job: 'job-1', request: 'comment:11' })),
        ]),
      )
      .delete(`${REPO}/issues/comments/899`)
      .reply(recorded(204, {}))
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result.level).toBe('success')
    expect(github).toEqual([
      LIST_3,
      'POST /issues/3/comments ### ⏳ The docs agent is working on this',
      LIST_3,
      'DELETE /issues/comments/899',
    ])
  })

  test('a failure comment that cannot be posted is a warning; the failure stays the conclusion', async () => {
    const { session } = newSession()
    nock(SERVICE).post(JOBS).reply(401, { error: 'Unauthorized' })
    confused(
      listed()
        .post(ISSUE_3)
        .reply(recorded(403, { message: 'Resource not accessible by integration' })),
    )
    const step = await inSession(() => carriedOut(session, runPlan()))
    expect(step.result.message).toMatch(/^Creating the agent job failed with HTTP 401/)
    expect(step.log).toContain('::warning::Could not post the tracking comment: Commenting on #3')
    // The post step may try once more; it searches the thread first.
    expect(step.state.finished).toBeUndefined()
    const saved = JSON.parse(step.state['tracking-comment'] ?? '') as Record<string, unknown>
    expect(saved.id).toBeUndefined()
    expect(saved).toMatchObject({
      view: { state: 'error', jobId: '', advice: { title: 'The service refused the API key' } },
    })
  })
})
