import { describe, expect, jest, test } from '@jest/globals'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import nock from 'nock'
import { CLAIM_POLL_MS } from '../../src/agent/decide/claim-verdict.js'
import { failedRead, makePlan } from '../../src/agent/decide/make-plan.js'
import type { Plan } from '../../src/agent/decide/request-kind.js'
import { renderMarker } from '../../src/agent/github/marker.js'
import type { Inputs } from '../../src/agent/agent-inputs.js'
import { parseJob, type AgentJob } from '../../src/agent/job/agent-job.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { agentClients, GITHUB, REPO } from './fixtures/agent-clients.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'
import type { RunContext } from '../../src/shared/github/run-context.js'
import { onlyIntercepted } from './intercepted.js'
import { ownComment } from './fixtures/github.js'
import { OWN_PULL } from './fixtures/facts.js'
import { fakeClock } from './step.js'

const ISSUE = {
  number: 3,
  title: 'Docs',
  body: '',
  html_url: 'https://github.com/acme/docs/issues/3',
}
const NOW = new Date(Date.UTC(2026, 0, 1)).toISOString()

/** `@docs-agent add a FAQ` in comment 11 on issue #3, by `writer`, in attempt `attempt`. */
function commentContext(attempt = 1, on: Record<string, unknown> = ISSUE) {
  return runContext(
    'issue_comment',
    {
      action: 'created',
      comment: { id: 11, body: '@docs-agent add a FAQ' },
      issue: on,
      sender: { login: 'writer', type: 'User' },
    },
    attempt,
  )
}

/** A tracking comment in the thread, as GitHub lists it. */
function trackingComment(
  id: number,
  job: string,
  request: string,
  run?: { id: string; attempt: number },
) {
  return ownComment(
    {
      id,
      body: `${renderMarker({ job, request, run })}\nworking`,
      created_at: '2025-12-31T00:00:00Z',
    },
    { kind: 'issue', number: 3 },
  )
}

const gh = (): nock.Scope => nock(GITHUB)
const PERMISSION = `${REPO}/collaborators/writer/permission`
const COMMENTS = `${REPO}/issues/3/comments`
const CLAIM = `${REPO}/issues/comments/11/reactions`

/** GitHub answers `writer` has write access, and issue #3 has `comments`. */
function writerIn(comments: object[] = []): nock.Scope {
  return gh()
    .get(PERMISSION)
    .reply(200, { permission: 'write', role_name: 'write' })
    .get(COMMENTS)
    .query({ per_page: 100, page: 1 })
    .reply(200, comments)
}

interface Planned {
  plan: Plan
  warnings: string[]
  sleeps: number[]
  looked: string[]
}

async function plan(
  context = commentContext(),
  {
    inputs = {},
    lookupJob,
  }: { inputs?: Partial<Inputs>; lookupJob?: (id: string) => Promise<AgentJob> } = {},
): Promise<Planned> {
  const clock = fakeClock()
  const { github } = agentClients(clock)
  const warnings: string[] = []
  const looked: string[] = []
  const result = await makePlan(
    REQUEST_KINDS,
    { ...INPUTS, ...inputs },
    context,
    github,
    (message) => warnings.push(message),
    clock,
    lookupJob === undefined
      ? undefined
      : (id) => {
          looked.push(id)
          return lookupJob(id)
        },
  )
  return { plan: result, warnings, sleeps: clock.sleeps, looked }
}

onlyIntercepted()

describe('makePlan gathers each fact decide asks for, with one request each', () => {
  test('the role, the thread and the claim, then a new job with the thread in its prompt', async () => {
    writerIn()
      .post(CLAIM, { content: 'eyes' })
      .reply(201, { id: 1, content: 'eyes', created_at: NOW })
    const { plan: made, warnings, sleeps } = await plan()
    expect(made).toMatchObject({
      kind: 'run',
      action: 'create',
      instruction: 'add a FAQ',
      claimed: true,
      reason: 'a new job',
    })
    expect(made.kind === 'run' && made.prompt).toContain('add a FAQ')
    expect(made.kind === 'run' && made.prompt).toContain('#3')
    expect(warnings).toEqual([])
    expect(sleeps).toEqual([])
  })

  test.each<[Record<string, unknown>, boolean]>([
    [{ permission: 'admin' }, true],
    [{ permission: 'write', role_name: 'docs-editor' }, true],
    [{ permission: 'read', role_name: 'triage' }, false],
    [{ role_name: 5 }, false],
  ])('a collaborator answer of %j lets the writer through: %s', async (answer, passes) => {
    const scope = gh().get(PERMISSION).reply(200, answer)
    if (passes) {
      scope.get(COMMENTS).query(true).reply(200, []).post(CLAIM).reply(201, { created_at: NOW })
    }
    const { plan: made } = await plan()
    expect(made.kind).toBe(passes ? 'run' : 'skip')
    if (answer.role_name === 5)
      expect(made.kind === 'skip' && made.reason).toBe(
        'writer has no role in this repository; min-permission is write',
      )
  })

  test('someone who is not a collaborator (404) has no role', async () => {
    gh().get(PERMISSION).reply(404, { message: 'Not Found' })
    const { plan: made } = await plan()
    expect(made).toMatchObject({
      kind: 'skip',
      reason: 'writer has no role in this repository; min-permission is write',
    })
  })

  test('a role that cannot be read fails the run with what GitHub said, naming the fact', async () => {
    gh().get(PERMISSION).reply(401, { message: 'Bad credentials' })
    const error: unknown = await plan().catch((thrown: unknown) => thrown)
    expect(error).toEqual(
      new ApiError(
        'Checking the repository role of writer failed with HTTP 401: the GitHub token was rejected; check github-token. GitHub said: Bad credentials.',
      ),
    )
    // The failure comment says which step failed.
    expect(failedRead(error)?.fact).toBe('role')
  })

  test("decide's own refusal names no fact", async () => {
    const error: unknown = await plan(commentContext(), { inputs: { apiKey: '' } }).catch(
      (thrown: unknown) => thrown,
    )
    expect(error).toBeInstanceOf(Error)
    expect(failedRead(error)).toBeUndefined()
    expect(failedRead('not an object')).toBeUndefined()
  })

  test('a thread that cannot be read is a warning: a new job starts', async () => {
    gh()
      .get(PERMISSION)
      .reply(200, { permission: 'write' })
      .get(COMMENTS)
      .query(true)
      .reply(403, { message: 'Resource not accessible by integration' })
      .post(CLAIM)
      .reply(201, { created_at: NOW })
    const { plan: made, warnings } = await plan()
    expect(made).toMatchObject({ kind: 'run', action: 'create' })
    expect(warnings).toEqual([
      expect.stringMatching(
        /^Could not read the comments of #3 to find an earlier job: Reading the comments of #3 failed with HTTP 403: The workflow token lacks a permission/,
      ),
    ])
  })
})

describe('the newest job in the thread', () => {
  const thread = [trackingComment(40, 'job-7', 'comment:9')]

  test('is looked up, and a follow-up goes to it', async () => {
    writerIn(thread).post(CLAIM).reply(201, { created_at: NOW })
    const { plan: made, looked } = await plan(commentContext(), {
      lookupJob: () => Promise.resolve(parseJob({ id: 'job-7', status: 'completed' })),
    })
    expect(looked).toEqual(['job-7'])
    expect(made).toMatchObject({
      kind: 'run',
      action: 'message',
      jobId: 'job-7',
      reason: 'the newest job in #3',
    })
  })

  test('that no longer exists (404) gives way to a new job, with a warning', async () => {
    writerIn(thread).post(CLAIM).reply(201, { created_at: NOW })
    const { plan: made, warnings } = await plan(commentContext(), {
      lookupJob: () => Promise.reject(new ApiError('Not found.', { status: 404 })),
    })
    expect(made).toMatchObject({ kind: 'run', action: 'create', jobId: '' })
    expect(warnings).toEqual([
      'The newest job in this thread, job-7, no longer exists; starting a new job instead.',
    ])
  })

  test('that cannot be looked up for another reason fails the run', async () => {
    writerIn(thread)
    const failure = new ApiError('Checking job job-7 failed with HTTP 401.', { status: 401 })
    await expect(plan(commentContext(), { lookupJob: () => Promise.reject(failure) })).rejects.toBe(
      failure,
    )
    expect(failedRead(failure)?.fact).toBe('newestJob')
  })
})

describe('the claim (👀)', () => {
  /** The claim is lost (200), then `empty` looks at the thread find nothing. */
  function lostClaim(empty: number): nock.Interceptor {
    writerIn()
      .post(CLAIM)
      .reply(200, { created_at: NOW })
      .get(COMMENTS)
      .query(true)
      .times(empty)
      .reply(200, [])
    return gh().get(COMMENTS).query(true)
  }

  test('a claim GitHub refused (403, 503) goes on unclaimed, with a warning', async () => {
    for (const [status, said] of [
      [403, { message: 'Resource not accessible by integration' }],
      [503, { message: 'Service unavailable' }],
    ] as const) {
      writerIn().post(CLAIM).times(5).reply(status, said)
      const { plan: made, warnings } = await plan()
      expect(made).toMatchObject({ kind: 'run', action: 'create', claimed: false })
      expect(warnings).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Could not claim the request with the 👀 reaction, so another run for the same request would not be noticed: Adding a eyes reaction failed with HTTP ${status}`,
          ),
        ),
      ])
      nock.cleanAll()
    }
  })

  test.each([
    ['a 502', (scope: nock.Interceptor) => scope.reply(502, 'Bad gateway')],
    ['an answer that is not a reaction', (scope: nock.Interceptor) => scope.reply(201, [])],
  ])('a claim that may have reached GitHub (%s) stops the run', async (_, answer) => {
    answer(writerIn().post(CLAIM))
    await expect(plan()).rejects.toThrow(
      /^Could not tell whether this run claimed the request: Adding a eyes reaction failed.* No job was started, so that two runs cannot both start one\./,
    )
  })

  test('a lost claim looks for the owner’s comment at once, then every 2 s for 20 s, then skips', async () => {
    lostClaim(10).reply(200, [])
    const { plan: made, sleeps } = await plan()
    expect(sleeps).toEqual(Array<number>(10).fill(CLAIM_POLL_MS))
    expect(made).toMatchObject({ kind: 'skip' })
    expect(made.kind === 'skip' && made.reason).toMatch(
      /^another run claimed this request at 2026-01-01T00:00:00.000Z \(👀\)/,
    )
  })

  test('a lost claim finds the owner’s comment at its third look: skipped, naming the run', async () => {
    lostClaim(2).reply(200, [trackingComment(41, 'job-8', 'comment:11', { id: '8', attempt: 1 })])
    const { plan: made, sleeps } = await plan()
    expect(sleeps).toEqual([CLAIM_POLL_MS, CLAIM_POLL_MS])
    expect(made).toMatchObject({
      kind: 'skip',
      reason:
        'run https://github.com/acme/docs/actions/runs/8 (attempt 1) already handles this request, with job job-8; run the action with job-id: job-8 to follow it',
    })
  })

  test('a re-run takes a lost claim over after 20 s, unless its last look failed', async () => {
    const lookFails = [false, true]
    for (const fails of lookFails) {
      const scope = lostClaim(10)
      if (fails) scope.reply(403, { message: 'Forbidden' })
      else scope.reply(200, [])
      const { plan: made, warnings } = await plan(commentContext(2))
      if (fails) {
        expect(made.kind).toBe('skip')
      } else {
        expect(made).toMatchObject({ kind: 'run', action: 'create', claimed: true })
        expect(warnings).toContain(
          'The request was already claimed (👀), perhaps by an earlier attempt of this run, but no tracking comment followed within 20 s: attempt 2 takes it over.',
        )
      }
    }
  })
})

describe('the files of a pull request', () => {
  // The writer's own pull request: its files are theirs (authors.ts).
  const pull = { ...ISSUE, number: 4, pull_request: { url: 'x' }, user: { login: 'writer' } }
  const context = (): ReturnType<typeof commentContext> => commentContext(1, pull)

  /** Up to the claim, then the file list answers `status` with `files`. */
  function filesAnswer(status: number, files: object): void {
    gh()
      .get(PERMISSION)
      .reply(200, { permission: 'write' })
      .get(`${REPO}/issues/4/comments`)
      .query(true)
      .reply(200, [])
      .get(`${REPO}/pulls/4/comments`)
      .query(true)
      .reply(200, [])
      .post(CLAIM)
      .reply(201, { created_at: NOW })
      // Whose branch it is: the comment's payload does not say (authors.ts).
      .get(`${REPO}/pulls/4`)
      .reply(200, OWN_PULL)
      .get(`${REPO}/pulls/4/files`)
      .query(true)
      .reply(status, files)
  }

  test('are listed into the prompt', async () => {
    filesAnswer(200, [{ filename: 'docs/quickstart.mdx' }, { filename: 7 }])
    const { plan: made } = await plan(context())
    expect(made.kind === 'run' && made.prompt).toContain('docs/quickstart.mdx')
  })

  test('that cannot be listed are a warning', async () => {
    filesAnswer(404, { message: 'Not Found' })
    const { plan: made, warnings } = await plan(context())
    expect(made).toMatchObject({ kind: 'run', action: 'create' })
    expect(warnings).toEqual([
      'Could not list the files of pull request #4: Listing the files of pull request #4 failed with HTTP 404: pull request #4 was not found. GitHub said: Not Found.',
    ])
  })
})

describe('makePlan loads the parsers of text from GitHub when a text first needs them', () => {
  const comment = (body: string) => ({
    action: 'created',
    comment: { id: 1, body },
    issue: { number: 3, title: 'T', body: 'B' },
    sender: { login: 'writer', type: 'User' },
  })
  test.each([
    ['workflow_dispatch', {}, false],
    ['schedule', { schedule: '0 0 * * *' }, false],
    // A plain comment: its first request (the role) does not wait for them.
    ['issue_comment', comment('@docs-agent add a FAQ'), false],
    ['issue_comment', comment('@docs-agent add <b>a</b> FAQ'), true],
    ['issue_comment', comment('@docs-agent add [a FAQ][faq]'), true],
    // A merged pull request's body, which the merge approves (an opened one's author is below
    // the role without a token to read it: its body is not sent, nor read).
    [
      'pull_request_target',
      { action: 'closed', pull_request: { number: 4, merged: true, body: 'see [x](y)' } },
      true,
    ],
    [
      'pull_request_target',
      { action: 'opened', pull_request: { number: 4, body: 'see [x](y)' } },
      false,
    ],
  ] as [string, RunContext['payload'], boolean][])(
    '%s %j: loaded %s',
    async (eventName, payload, loads) => {
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('../../src/agent/decide/make-plan.js')
        const { REQUEST_KINDS: kinds } = await import('../../src/agent/triggers/request-kinds.js')
        const text = await import('../../src/shared/sanitizer/visible-text.js')
        const context = { ...runContext('workflow_dispatch', {}), eventName, payload }
        // A prompt and no GitHub client: no plan here needs a request, and any outcome will do.
        const inputs = { ...INPUTS, prompt: 'go' }
        await fresh
          .makePlan(kinds, inputs, context, undefined, () => {}, fakeClock())
          .catch(() => {})
        // Text without markup never needs them.
        expect(text.visibleText('a\u200bb')).toBe('ab')
        if (loads) expect(text.visibleText('a<!-- b -->')).toBe('a')
        else expect(() => text.visibleText('a<!-- b -->')).toThrow(text.ParsersNotLoaded)
      })
    },
  )
})
