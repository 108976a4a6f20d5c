import { describe, expect, test } from '@jest/globals'
import type { Facts, Plan } from '../../src/agent/decide/request-kind.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import type { ReviewFact } from '../../src/agent/triggers/review.js'
import type { CiFailureFact } from '../../src/agent/github/ci-failure.js'
import { decide } from '../../src/agent/decide/decide.js'
import { answerNeed, decideWith, firstAnswer, needName, OWN_PULL_HEAD } from './fixtures/facts.js'
import type { ThreadComment } from '../../src/shared/github/github-client.js'
import { runContext as context } from './fixtures/run-context.js'
import { readThread, newestMarker, renderMarker } from '../../src/agent/github/marker.js'
import {
  CLAIM_POLL_MS,
  CLAIM_WAIT_MS,
  judgeClaim,
  STALE_CLAIM_MS,
} from '../../src/agent/decide/claim-verdict.js'
import type { Inputs } from '../../src/agent/agent-inputs.js'
import type { Untrusted } from '../../src/shared/github/run-context.js'
import type { IssueCommentEvent, User } from '@octokit/webhooks-types'
import { INPUTS } from './fixtures/inputs.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'

// decide() reads the comment with visibleText, whose parsers a run loads in makePlan.
await loadVisibleText()

const issue = {
  number: 3,
  title: 'T',
  body: 'B',
  html_url: 'https://github.com/acme/docs/issues/3',
}
// The commenter's own pull request: its files are theirs (authors.ts).
const pullIssue = { ...issue, pull_request: { url: 'x' }, user: { login: 'writer' } }

/** issue_comment.created on #3 by a person, saying `body`. */
function commentEvent(
  body = '@docs-agent add a FAQ',
  {
    login = 'writer',
    type = 'User',
    action = 'created',
    on = issue,
  }: Partial<{
    login: string
    type: User['type']
    action: IssueCommentEvent['action']
    on: typeof issue
  }> = {},
): Untrusted<IssueCommentEvent> {
  return { action, comment: { id: 11, body }, issue: on, sender: { login, type } }
}

/** A tracking comment written by the action (a bot) for `request`, naming `job`. */
function tracking(id: number, job: string, request: string, trusted = true): ThreadComment {
  return {
    id,
    kind: 'issue',
    body: `${renderMarker({ job, request })}\nworking`,
    createdAt: '2026-01-01T00:00:00Z',
    trusted,
  }
}

/** What the gatherer would answer, fact by fact. */
type Answers = Pick<
  Facts,
  'role' | 'thread' | 'newestJob' | 'files' | 'claim' | 'owner' | 'pull'
> & {
  /** The role of someone whose words would be sent (authors.ts). */
  authorRole?: { role: string; permission: string }
  /** A kind's own facts (OwnFact), by name. */
  review?: ReviewFact
  ciFailure?: CiFailureFact
  /** The claim made again after removing an earlier request's 👀. */
  reclaim?: Facts['claim']
}

/**
 * The gathering loop of make-plan.ts without I/O: each fact `decide` asks for is taken from
 * `answers` (a fact it asks for that the row does not give fails the test).
 */
function settle(
  facts: Omit<Facts, 'github' | 'lookUpJobs' | 'kinds'> & Partial<Facts>,
  answers: Answers = {},
): { needs: string[]; plan: Plan; warnings: string[] } {
  // The claim is won unless a row says otherwise (the claim's rows give `claim: undefined`).
  const known: Facts = {
    github: true,
    lookUpJobs: true,
    claim: OWNED,
    kinds: REQUEST_KINDS,
    ...facts,
  }
  const needs: string[] = []
  const decision = decideWith(known, (need) => {
    const fact = needName(need) as keyof Answers
    needs.push(fact)
    if (answers[fact] === undefined)
      throw new Error(`asked for ${fact}, which the row does not give`)
    answerNeed(known, need, answers[fact])
  })
  return { needs, ...decision }
}

const OWNED = { created: true, createdAt: '2026-01-01T00:00:00Z' }
const WRITER = { role: { role: 'write', permission: 'write' } }
const EMPTY_THREAD = { thread: readThread([]) }

/** The part of a plan a row checks. */
function summary(plan: Plan): Record<string, unknown> {
  if (plan.kind === 'held')
    return { kind: 'held', jobId: plan.jobId, ci: plan.ci, existingComment: plan.existingComment }
  if (plan.kind === 'closed') return { kind: 'closed', jobId: plan.jobId, merged: plan.merged }
  if (plan.kind === 'limited') return { kind: 'limited', reason: plan.reason }
  return plan.kind === 'skip'
    ? { kind: 'skip', reason: plan.reason }
    : {
        kind: 'run',
        action: plan.action,
        jobId: plan.jobId,
        reason: plan.reason,
        existingComment: plan.existingComment,
      }
}

describe('decide: who may trigger', () => {
  test.each([
    [
      'an edited comment never acts',
      commentEvent('@docs-agent x', { action: 'edited' }),
      {},
      /only a new comment/,
    ],
    ['a comment without the phrase', commentEvent('hello'), {}, /does not mention @docs-agent/],
    [
      'a comment written by the action',
      commentEvent(renderMarker({ job: 'j', request: 'r' }) + ' @docs-agent x'),
      {},
      /written by this action/,
    ],
    [
      'a bot not in allowed-bots',
      commentEvent(undefined, { login: 'renovate[bot]', type: 'Bot' }),
      {},
      /renovate\[bot\] is not listed in allowed-bots/,
    ],
    [
      'a reader below min-permission',
      commentEvent(),
      { role: { role: 'read', permission: 'read' } },
      /writer has the read role in this repository; min-permission is write/,
    ],
    [
      'a custom role whose base permission is too low',
      commentEvent(),
      { role: { role: 'docs-team', permission: 'pull' } },
      /has the docs-team role/,
    ],
    [
      'an unknown role and permission',
      commentEvent(),
      { role: { role: 'x', permission: 'y' } },
      /has the x role/,
    ],
  ])('%s: skipped', (_, payload, answers, reason) => {
    const { plan } = settle({ inputs: INPUTS, context: context('issue_comment', payload) }, answers)
    expect(plan.kind).toBe('skip')
    expect(plan.kind === 'skip' && plan.reason).toMatch(reason)
  })

  test.each([
    ['a writer', WRITER],
    ['an admin', { role: { role: 'admin', permission: 'admin' } }],
    ['a maintainer', { role: { role: 'maintain', permission: 'maintain' } }],
    ['a custom role based on push', { role: { role: 'docs-team', permission: 'push' } }],
  ])('%s passes the gate, after the role is read', (_, role) => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: context('issue_comment', commentEvent()) },
      { ...role, ...EMPTY_THREAD },
    )
    expect(needs).toEqual(['role', 'thread'])
    expect(summary(plan)).toMatchObject({ kind: 'run', action: 'create', reason: 'a new job' })
  })

  test.each<[string, Inputs['minPermission'], boolean]>([
    ['admin', 'admin', true],
    ['maintain', 'maintain', true],
    ['maintain', 'admin', false],
    ['write', 'write', true],
    ['push', 'write', true],
    ['push', 'maintain', false],
    ['triage', 'triage', true],
    ['triage', 'write', false],
    ['read', 'read', true],
    ['pull', 'read', true],
    ['pull', 'triage', false],
    ['none', 'read', false],
  ])('a custom role based on %s, min-permission %s: passes %s', (permission, min, passes) => {
    const { plan } = settle(
      {
        inputs: { ...INPUTS, minPermission: min },
        context: context('issue_comment', commentEvent()),
      },
      { role: { role: 'docs-team', permission }, ...EMPTY_THREAD },
    )
    expect(plan.kind).toBe(passes ? 'run' : 'skip')
  })

  test('the role name wins over its base permission', () => {
    const { plan } = settle(
      {
        inputs: { ...INPUTS, minPermission: 'read' },
        context: context('issue_comment', commentEvent()),
      },
      { role: { role: 'read', permission: 'none' }, ...EMPTY_THREAD },
    )
    expect(plan.kind).toBe('run')
  })

  test('an allowed bot passes without a role check', () => {
    const payload = commentEvent(undefined, { login: 'Renovate[bot]', type: 'Bot' })
    const { needs, plan } = settle(
      {
        inputs: { ...INPUTS, allowedBots: ['renovate'] },
        context: context('issue_comment', payload),
      },
      EMPTY_THREAD,
    )
    expect(needs).toEqual(['thread'])
    expect(plan.kind).toBe('run')
  })

  test('min-permission triage lets a triager in', () => {
    const { plan } = settle(
      {
        inputs: { ...INPUTS, minPermission: 'triage' },
        context: context('issue_comment', commentEvent()),
      },
      { role: { role: 'triage', permission: 'triage' }, ...EMPTY_THREAD },
    )
    expect(plan.kind).toBe('run')
  })

  test('a person cannot be checked without a token', () => {
    expect(() =>
      settle({ inputs: INPUTS, context: context('issue_comment', commentEvent()), github: false }),
    ).toThrow("Input 'github-token' is empty, so the role of writer cannot be checked.")
  })

  test('an input trigger is not gated and reads nothing without a thread', () => {
    const { needs, plan } = settle({
      inputs: { ...INPUTS, prompt: 'Document X' },
      context: context('workflow_dispatch', { sender: { login: 'someone', type: 'User' } }),
    })
    expect(needs).toEqual([])
    expect(plan).toMatchObject({
      kind: 'run',
      action: 'create',
      instruction: 'Document X',
      prompt: 'Document X',
    })
  })
})

describe('decide: the API key', () => {
  test('empty on a fork pull request: skipped with the reason', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4, head: { repo: { full_name: 'mallory/docs' } } },
      sender: { login: 'mallory', type: 'User' },
    } as const
    const { plan } = settle({
      inputs: { ...INPUTS, apiKey: '', prompt: 'x' },
      context: context('pull_request', payload),
    })
    expect(plan.kind === 'skip' && plan.reason).toMatch(
      /^the API key is empty: GitHub does not pass secrets/,
    )
  })

  test('empty elsewhere: refused before any request', () => {
    expect(() =>
      settle({
        inputs: { ...INPUTS, apiKey: '' },
        context: context('issue_comment', commentEvent()),
      }),
    ).toThrow(/^Input 'api-key' is required but was empty/)
  })

  test('empty in a dry run: allowed', () => {
    const { plan } = settle(
      {
        inputs: { ...INPUTS, apiKey: '', dryRun: true },
        context: context('issue_comment', commentEvent()),
        lookUpJobs: false,
      },
      { ...WRITER, ...EMPTY_THREAD },
    )
    expect(plan.kind).toBe('run')
  })
})

describe('decide: which job', () => {
  const on = (comments: ThreadComment[]) => ({ ...WRITER, thread: readThread(comments) })
  const event = (runAttempt = 1, body?: string) =>
    context('issue_comment', commentEvent(body), runAttempt)

  test.each<
    [string, Partial<Inputs>, number, Answers, Partial<Facts>, Record<string, unknown>, string[]]
  >([
    [
      'a thread without a job: a new job',
      {},
      1,
      on([]),
      {},
      { action: 'create', jobId: '', reason: 'a new job' },
      ['role', 'thread'],
    ],
    [
      'a thread with a live job: a follow-up',
      {},
      1,
      { ...on([tracking(20, 'job-1', 'comment:10')]), newestJob: { status: 'active' } },
      {},
      { action: 'message', jobId: 'job-1', reason: 'the newest job in #3' },
      ['role', 'thread', 'newestJob'],
    ],
    [
      'the newest of two jobs is continued',
      {},
      1,
      {
        ...on([tracking(20, 'job-1', 'comment:10'), tracking(21, 'job-2', 'comment:12')]),
        newestJob: { status: 'completed' },
      },
      {},
      { action: 'message', jobId: 'job-2' },
      ['role', 'thread', 'newestJob'],
    ],
    [
      'a marker typed by a person is not followed',
      {},
      1,
      on([tracking(20, 'job-1', 'comment:10', false), tracking(21, 'job-x', 'comment:11', false)]),
      {},
      { action: 'create', jobId: '' },
      ['role', 'thread'],
    ],
    [
      'follow-up: new always starts a new job',
      { followUp: 'new' },
      1,
      on([tracking(20, 'job-1', 'comment:10')]),
      {},
      { action: 'create', jobId: '' },
      ['role', 'thread'],
    ],
    [
      'a dry run does not look the job up',
      { dryRun: true },
      1,
      on([tracking(20, 'job-1', 'comment:10')]),
      { lookUpJobs: false },
      { action: 'message', jobId: 'job-1' },
      ['role', 'thread'],
    ],
    [
      'job-id given, with an instruction: a message, no thread read',
      { jobId: 'given' },
      1,
      WRITER,
      {},
      { action: 'message', jobId: 'given', reason: 'the job-id input' },
      ['role'],
    ],
    [
      're-run: the first attempt’s job is adopted with its comment',
      {},
      2,
      on([tracking(20, 'job-1', 'comment:11'), tracking(21, 'job-2', 'comment:12')]),
      {},
      {
        action: 'wait',
        jobId: 'job-1',
        reason: 'a re-run of the same request (run attempt 2)',
        existingComment: { id: 20, kind: 'issue' },
      },
      ['role', 'thread'],
    ],
    [
      'a first attempt that finds its own marker also only waits',
      {},
      1,
      on([tracking(20, 'job-1', 'comment:11')]),
      {},
      { action: 'wait', jobId: 'job-1' },
      ['role', 'thread'],
    ],
  ])('%s', (_, inputs, attempt, answers, more, expected, needs) => {
    const result = settle(
      { inputs: { ...INPUTS, ...inputs }, context: event(attempt), ...more },
      answers,
    )
    expect(summary(result.plan)).toMatchObject({ kind: 'run', ...expected })
    expect(result.needs).toEqual(needs)
    expect(result.warnings).toEqual([])
  })

  test.each([
    [
      { status: 'archived' },
      'The newest job in this thread, job-1, is archived; starting a new job instead.',
    ],
    [
      'gone' as const,
      'The newest job in this thread, job-1, no longer exists; starting a new job instead.',
    ],
  ])('a thread whose newest job is %j starts a new job, with a warning', (newestJob, warning) => {
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event() },
      { ...on([tracking(20, 'job-1', 'comment:10')]), newestJob },
    )
    expect(summary(plan)).toMatchObject({ action: 'create', jobId: '', reason: 'a new job' })
    expect(warnings).toEqual([warning])
  })

  test('an unreadable thread on a first attempt: a new job, with a warning', () => {
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event() },
      { ...WRITER, thread: { error: 'HTTP 500' } },
    )
    expect(summary(plan)).toMatchObject({ action: 'create' })
    expect(warnings).toEqual(['Could not read the comments of #3 to find an earlier job: HTTP 500'])
  })

  test('an unreadable thread on a re-run: stops, and says why and how to go on', () => {
    expect(() =>
      settle({ inputs: INPUTS, context: event(2) }, { ...WRITER, thread: { error: 'HTTP 500.' } }),
    ).toThrow(
      "This is attempt 2 of the run, and it cannot tell whether an earlier attempt already started a job for this request: HTTP 500. No new job was started, to avoid a duplicate. Re-run the workflow once GitHub answers again, or pass the earlier job's id with 'job-id' (it is in that attempt's log and outputs).",
    )
  })

  test('a re-run without its own comment goes on, with a warning', () => {
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event(3) },
      { ...on([tracking(20, 'job-1', 'comment:10')]), newestJob: { status: 'active' } },
    )
    expect(summary(plan)).toMatchObject({ action: 'message', jobId: 'job-1' })
    expect(warnings).toEqual([
      'This is attempt 3 of the run, but no tracking comment of an earlier attempt was found (comment: false, or it could not be posted), so a request it already made may be made again.',
    ])
  })

  test('a re-run of an input trigger is not warned about', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4, user: { login: 'a' }, head: { repo: { full_name: 'acme/docs' } } },
      sender: { login: 'a', type: 'User' },
    } as const
    const { warnings } = settle(
      { inputs: { ...INPUTS, prompt: 'x' }, context: context('pull_request', payload, 2) },
      { thread: readThread([]), files: { files: [] }, authorRole: WRITER.role },
    )
    expect(warnings).toEqual([])
  })

  test('a re-run of an input trigger in a pull request adopts its run’s job', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4 },
      sender: { login: 'a', type: 'User' },
    } as const
    const { plan, needs } = settle(
      { inputs: { ...INPUTS, prompt: 'x' }, context: context('pull_request', payload, 2) },
      { thread: readThread([tracking(30, 'job-9', 'run:7')]) },
    )
    expect(summary(plan)).toMatchObject({ action: 'wait', jobId: 'job-9' })
    expect(needs).toEqual(['thread'])
  })

  test('without a token an input trigger in a thread reads nothing', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4 },
      sender: { login: 'a', type: 'User' },
    } as const
    const { needs, plan } = settle({
      inputs: { ...INPUTS, prompt: 'x' },
      context: context('pull_request', payload),
      github: false,
    })
    expect(needs).toEqual([])
    expect(summary(plan)).toMatchObject({ action: 'create' })
  })
})

describe('decide: nothing to do', () => {
  const dispatch = (attempt = 1) => context('workflow_dispatch', {}, attempt)

  test('no prompt and no job-id: refused before any request', () => {
    expect(() => settle({ inputs: INPUTS, context: dispatch() })).toThrow(
      "Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.",
    )
  })

  test('no prompt on a first attempt in a pull request: refused before the thread is read', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4 },
      sender: { login: 'a', type: 'User' },
    } as const
    expect(() => settle({ inputs: INPUTS, context: context('pull_request', payload) })).toThrow(
      /all were empty/,
    )
  })

  test('job-id alone: wait for it', () => {
    const { plan } = settle({ inputs: { ...INPUTS, jobId: 'j7' }, context: dispatch() })
    expect(summary(plan)).toMatchObject({ action: 'wait', jobId: 'j7', reason: 'the job-id input' })
  })

  test('a re-run with no prompt looks in the thread first, then refuses if its job is not there', () => {
    const payload = {
      action: 'opened',
      pull_request: { number: 4 },
      sender: { login: 'a', type: 'User' },
    } as const
    expect(() =>
      settle({ inputs: INPUTS, context: context('pull_request', payload, 2) }, EMPTY_THREAD),
    ).toThrow(/all were empty/)
    const { plan } = settle(
      { inputs: INPUTS, context: context('pull_request', payload, 2) },
      { thread: readThread([tracking(30, 'job-9', 'run:7')]) },
    )
    expect(summary(plan)).toMatchObject({ action: 'wait', jobId: 'job-9' })
  })

  test('a re-run with no prompt and no thread is refused', () => {
    expect(() => settle({ inputs: INPUTS, context: dispatch(2) })).toThrow(/all were empty/)
  })
})

describe('decide: the prompt', () => {
  test('a pull request brings its files', () => {
    const event = context('issue_comment', commentEvent(undefined, { on: pullIssue }))
    const { plan, needs } = settle(
      { inputs: INPUTS, context: event },
      {
        ...WRITER,
        ...EMPTY_THREAD,
        pull: OWN_PULL_HEAD,
        files: {
          files: [
            {
              filename: 'src/a.ts',
              status: 'modified',
              additions: 1,
              deletions: 0,
              patch: '@@ -1 +1 @@\n-a\n+b',
            },
          ],
        },
      },
    )
    expect(needs).toEqual(['role', 'thread', 'pull', 'files'])
    expect(plan.kind === 'run' && plan.prompt).toMatch(
      /^add a FAQ\n\n---\n[\s\S]*Pull request #3: T[\s\S]*- src\/a\.ts \(modified, \+1 -0\)\nPatches, in file order:\nsrc\/a\.ts:\n```diff\n@@ -1 \+1 @@\n-a\n\+b\n```$/,
    )
  })

  test('files that cannot be listed: the prompt goes without them, with a warning', () => {
    const event = context('issue_comment', commentEvent(undefined, { on: pullIssue }))
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event },
      { ...WRITER, ...EMPTY_THREAD, pull: OWN_PULL_HEAD, files: { error: 'HTTP 502' } },
    )
    expect(plan.kind === 'run' && plan.prompt).not.toMatch(/Changed files/)
    expect(warnings).toEqual(['Could not list the files of pull request #3: HTTP 502'])
  })

  test('the warnings come in order: thread, then files', () => {
    const event = context('issue_comment', commentEvent(undefined, { on: pullIssue }))
    const { warnings } = settle(
      { inputs: INPUTS, context: event },
      { ...WRITER, thread: { error: 'E1' }, pull: OWN_PULL_HEAD, files: { error: 'E2' } },
    )
    expect(warnings).toEqual([
      'Could not read the comments of #3 to find an earlier job: E1',
      'Could not list the files of pull request #3: E2',
    ])
  })

  test('an adopted job on a pull request reads no files', () => {
    const event = context('issue_comment', commentEvent(undefined, { on: pullIssue }), 2)
    const { needs } = settle(
      { inputs: INPUTS, context: event },
      { ...WRITER, thread: readThread([tracking(20, 'job-1', 'comment:11')]) },
    )
    expect(needs).toEqual(['role', 'thread'])
  })

  test('an issue has no files to read', () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: context('issue_comment', commentEvent()) },
      { ...WRITER, ...EMPTY_THREAD },
    )
    expect(needs).toEqual(['role', 'thread'])
    expect(plan.kind === 'run' && plan.prompt).toMatch(/^add a FAQ\n\n---\n[\s\S]*Issue #3: T/)
  })
})

describe('decide: the claim on a request (one request, one job)', () => {
  const event = (attempt = 1) => context('issue_comment', commentEvent(), attempt)
  /** A tracking comment of `request` written by workflow run `runId`. */
  const ownerComment = (runId: string, attempt = 1): ThreadComment => ({
    ...tracking(40, 'job-7', 'comment:11'),
    body: `${renderMarker({ job: 'job-7', request: 'comment:11', run: { id: runId, attempt } })}\nworking`,
  })
  const TAKEN = { created: false, createdAt: '2026-01-01T00:00:00Z' }
  const at = Date.parse(TAKEN.createdAt)
  const look = (marker: ThreadComment | undefined, checkedAt = at + 1000, firstAt = at + 1000) => ({
    marker: marker === undefined ? undefined : newestMarker([marker]),
    firstAt,
    checkedAt,
    lookFailed: false,
  })

  test('creating a job claims the request first; a won claim goes on', () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: event(), claim: undefined },
      { ...WRITER, ...EMPTY_THREAD, claim: OWNED },
    )
    expect(needs).toEqual(['role', 'thread', 'claim'])
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: true })
  })

  test('a dry run and a re-run that finds its comment claim nothing', () => {
    const rows: [Pick<Facts, 'inputs' | 'context'>, Answers][] = [
      [{ inputs: { ...INPUTS, dryRun: true }, context: event() }, EMPTY_THREAD],
      [{ inputs: INPUTS, context: event(2) }, { thread: readThread([ownerComment('7')]) }],
    ]
    for (const [facts, thread] of rows) {
      const { needs } = settle({ ...facts, claim: undefined }, { ...WRITER, ...thread })
      expect(needs).not.toContain('claim')
    }
  })

  test('a lost claim with the owner’s comment of another run: skipped, naming that run and job', () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: event(), claim: TAKEN },
      { ...WRITER, ...EMPTY_THREAD, owner: look(ownerComment('8')) },
    )
    expect(needs).toEqual(['role', 'thread', 'owner'])
    expect(summary(plan)).toEqual({
      kind: 'skip',
      reason:
        'run https://github.com/acme/docs/actions/runs/8 (attempt 1) already handles this request, with job job-7; run the action with job-id: job-7 to follow it',
    })
  })

  test('a lost claim with a comment of another attempt of this run: waits for its job', () => {
    const { plan } = settle(
      { inputs: INPUTS, context: event(2), claim: TAKEN },
      { ...WRITER, ...EMPTY_THREAD, owner: look(ownerComment('7', 1)) },
    )
    expect(plan).toMatchObject({
      kind: 'run',
      action: 'wait',
      jobId: 'job-7',
      existingComment: { id: 40, kind: 'issue' },
      claimed: false,
    })
  })

  test('a tracking comment of another run found before claiming: skipped without a claim', () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: event(), claim: undefined },
      { ...WRITER, thread: readThread([ownerComment('8')]) },
    )
    expect(needs).toEqual(['role', 'thread'])
    expect(plan.kind === 'skip' && plan.reason).toMatch(/^run .*\/runs\/8 \(attempt 1\) already/)
  })

  test('a lost claim looks for the owner’s comment at once, then every 2 s for 20 s', () => {
    expect(judgeClaim(TAKEN, undefined, event())).toEqual({ kind: 'look', delayMs: 0 })
    const first = at + 1000
    expect(judgeClaim(TAKEN, look(undefined, first + 19_999, first), event())).toEqual({
      kind: 'look',
      delayMs: CLAIM_POLL_MS,
    })
    const late = look(undefined, first + CLAIM_WAIT_MS, first)
    expect(judgeClaim(TAKEN, late, event())).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(
        /^another run claimed this request at 2026-01-01T00:00:00Z \(👀\) and has posted no tracking comment yet; if it stopped before starting a job, re-run this workflow/,
      ),
    })
    // A re-run takes over: the claim may be its own earlier attempt's, which never made a job.
    expect(judgeClaim(TAKEN, late, event(2))).toMatchObject({ kind: 'take-over' })
    // ... but not when it could not read the thread.
    expect(judgeClaim(TAKEN, { ...late, lookFailed: true }, event(2))).toMatchObject({
      kind: 'skip',
    })
  })

  test('a claim older than 10 minutes with no tracking comment is stale: taken over at once', () => {
    const stale = look(undefined, at + STALE_CLAIM_MS)
    expect(judgeClaim(TAKEN, stale, event())).toEqual({
      kind: 'take-over',
      warning: 'The request was claimed 10 minutes ago (👀), but no job followed: taking it over.',
    })
    const young = at + STALE_CLAIM_MS - 1
    expect(judgeClaim(TAKEN, look(undefined, young, young), event())).toMatchObject({
      kind: 'look',
    })
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event(), claim: TAKEN },
      { ...WRITER, ...EMPTY_THREAD, owner: stale },
    )
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: true })
    expect(warnings).toHaveLength(1)
  })

  test('a failed claim: sent again when it may have acted, then fails closed; goes on unclaimed when GitHub did nothing', () => {
    const unknown = { error: 'E.', mayHaveActed: true }
    const facts = {
      inputs: INPUTS,
      kinds: REQUEST_KINDS,
      context: event(),
      github: true,
      lookUpJobs: true,
    }
    expect(firstAnswer(decide({ ...facts, ...WRITER, ...EMPTY_THREAD, claim: unknown }))).toEqual({
      kind: 'gather',
      need: { fact: 'claim', target: { kind: 'issue-comment', id: 11 }, again: true },
    })
    expect(() =>
      settle(
        { inputs: INPUTS, context: event(), claim: { ...unknown, retried: true } },
        { ...WRITER, ...EMPTY_THREAD },
      ),
    ).toThrow(
      /^Could not tell whether this run claimed the request: E\. No job was started, so that two runs cannot both start one\. Re-run the workflow/,
    )
    const { plan, warnings } = settle(
      { inputs: INPUTS, context: event(), claim: { error: 'E.', mayHaveActed: false } },
      { ...WRITER, ...EMPTY_THREAD },
    )
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: false })
    expect(warnings).toEqual([
      'Could not claim the request with the 👀 reaction, so another run for the same request would not be noticed: E.',
    ])
  })
})

describe('decide: hand-offs', () => {
  const labeled = context('issues', {
    action: 'labeled',
    label: { name: 'docs-agent' },
    issue: { ...issue, updated_at: '2026-01-01T10:00:00Z' },
    sender: { login: 'writer', type: 'User' },
  })
  const inputs = { ...INPUTS, labelTrigger: 'docs-agent' }

  test("an earlier request's 👀 on the issue is removed and the request claimed again", () => {
    const { needs, plan } = settle(
      { inputs, context: labeled, claim: undefined },
      {
        ...WRITER,
        ...EMPTY_THREAD,
        claim: { created: false, createdAt: '2026-01-01T09:00:00Z', id: 77 },
        reclaim: { created: true, createdAt: '2026-01-01T10:00:05Z', id: 78, reclaimed: true },
      },
    )
    expect(needs).toEqual(['role', 'thread', 'claim', 'reclaim'])
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: true })
  })

  test('claimed again, another run got there first: it looks for that run, as for any claim', () => {
    const { needs } = (() => {
      try {
        return settle(
          { inputs, context: labeled, claim: undefined },
          {
            ...WRITER,
            ...EMPTY_THREAD,
            claim: { created: false, createdAt: '2026-01-01T09:00:00Z', id: 77 },
            reclaim: { created: false, createdAt: '2026-01-01T10:00:04Z', id: 79, reclaimed: true },
          },
        )
      } catch (error) {
        return { needs: [(error as Error).message] }
      }
    })()
    expect(needs).toEqual(['asked for owner, which the row does not give'])
  })

  test('a hand-off the payload does not time goes unclaimed, with a warning', () => {
    const untimed = context('issues', {
      action: 'labeled',
      label: { name: 'docs-agent' },
      issue,
      sender: { login: 'writer', type: 'User' },
    })
    const { needs, plan, warnings } = settle(
      { inputs, context: untimed, claim: undefined },
      { ...WRITER, ...EMPTY_THREAD },
    )
    expect(needs).toEqual(['role', 'thread'])
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: false })
    expect(warnings).toEqual([
      "The event does not say when this request was made (updated_at), so its claim could not be told from an earlier request's 👀 on the issue: going on unclaimed, so another run of the same request would not be noticed.",
    ])
  })

  test('the prompt input replaces the issue as the instruction; the issue is the context', () => {
    const { plan } = settle(
      { inputs: { ...inputs, prompt: 'Triage it' }, context: labeled },
      { ...WRITER, ...EMPTY_THREAD },
    )
    expect(plan.kind === 'run' && plan.prompt).toMatch(/^Triage it\n\n---\n[\s\S]*Body, written by/)
  })
})

describe('decide: submitted reviews, claimed on their pull request', () => {
  const SUBMITTED = '2026-01-01T10:00:00Z'
  /** pull_request_review.submitted on pull request #4: review `id`, submitted at `at`. */
  const review = ({
    id = 5,
    at = SUBMITTED,
    attempt = 1,
  }: { id?: number; at?: string | null; attempt?: number } = {}) =>
    context(
      'pull_request_review',
      {
        action: 'submitted',
        review: { id, body: '@docs-agent fix typos', submitted_at: at },
        // The reviewer's own pull request: its files are theirs (authors.ts).
        pull_request: {
          number: 4,
          user: { login: 'writer' },
          head: { repo: { full_name: 'acme/docs' } },
        },
        sender: { login: 'writer', type: 'User' },
      },
      attempt,
    )
  const FILES = { files: { files: [] } }
  /** The review's inline comments, read whole (none here). */
  const READ = { review: { comments: [], more: false } }
  /** The tracking comment of review `reviewId`, written by workflow run `runId`. */
  const trackingOf = (reviewId: number, runId: string, job = 'job-7'): ThreadComment => ({
    ...tracking(40, job, `review:${reviewId}`),
    body: `${renderMarker({ job, request: `review:${reviewId}`, run: { id: runId, attempt: 1 } })}\nworking`,
  })

  test('a review claims its pull request with 👀 before its job starts', () => {
    const first = firstAnswer(
      decide({
        inputs: INPUTS,
        kinds: REQUEST_KINDS,
        context: review(),
        github: true,
        lookUpJobs: true,
        ...WRITER,
        own: READ,
        ...EMPTY_THREAD,
      }),
    )
    expect(first).toEqual({
      kind: 'gather',
      need: { fact: 'claim', target: { kind: 'issue', number: 4 } },
    })
    const { needs, plan, warnings } = settle(
      { inputs: INPUTS, context: review(), claim: undefined },
      { ...WRITER, ...READ, ...EMPTY_THREAD, ...FILES, claim: OWNED },
    )
    expect(needs).toEqual(['role', 'review', 'thread', 'claim', 'files'])
    expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: true })
    expect(warnings).toEqual([])
  })

  test("a later review finds the earlier request's 👀: removed, claimed again, and sent as a follow-up", () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: review({ id: 6 }), claim: undefined },
      {
        ...WRITER,
        ...READ,
        thread: readThread([trackingOf(5, '3', 'job-1')]),
        newestJob: { status: 'completed' },
        ...FILES,
        // The first review's 👀, an hour before this review.
        claim: { created: false, createdAt: '2026-01-01T09:00:00Z', id: 77 },
        reclaim: { created: true, createdAt: '2026-01-01T10:00:05Z', id: 78, reclaimed: true },
      },
    )
    expect(needs).toEqual(['role', 'review', 'thread', 'newestJob', 'claim', 'reclaim', 'files'])
    expect(plan).toMatchObject({ kind: 'run', action: 'message', jobId: 'job-1', claimed: true })
  })

  test('a 👀 since the review is another run’s claim on it: that run’s comment makes this one skip', () => {
    const claimedSince = { created: false, createdAt: '2026-01-01T10:00:03Z', id: 78 }
    expect(judgeClaim(claimedSince, undefined, review(), SUBMITTED)).toEqual({
      kind: 'look',
      delayMs: 0,
    })
    const { needs, plan } = settle(
      { inputs: INPUTS, context: review(), claim: claimedSince },
      {
        ...WRITER,
        ...READ,
        ...EMPTY_THREAD,
        owner: {
          marker: newestMarker([trackingOf(5, '8')]),
          firstAt: Date.parse(SUBMITTED) + 4000,
          checkedAt: Date.parse(SUBMITTED) + 4000,
          lookFailed: false,
        },
      },
    )
    expect(needs).toEqual(['role', 'review', 'thread', 'owner'])
    expect(summary(plan)).toEqual({
      kind: 'skip',
      reason:
        'run https://github.com/acme/docs/actions/runs/8 (attempt 1) already handles this request, with job job-7; run the action with job-id: job-7 to follow it',
    })
  })

  test('a re-run of the review that finds its tracking comment waits for that job, claiming nothing', () => {
    const { needs, plan } = settle(
      { inputs: INPUTS, context: review({ attempt: 2 }), claim: undefined },
      { ...WRITER, ...READ, thread: readThread([trackingOf(5, '7')]) },
    )
    expect(needs).toEqual(['role', 'review', 'thread'])
    expect(plan).toMatchObject({ kind: 'run', action: 'wait', jobId: 'job-7', claimed: false })
  })

  test('a review the payload does not time goes unclaimed, with a warning', () => {
    for (const at of [null, 'not a time']) {
      const { needs, plan, warnings } = settle(
        { inputs: INPUTS, context: review({ at }), claim: undefined },
        { ...WRITER, ...READ, ...EMPTY_THREAD, ...FILES },
      )
      expect(needs).toEqual(['role', 'review', 'thread', 'files'])
      expect(plan).toMatchObject({ kind: 'run', action: 'create', claimed: false })
      expect(warnings).toEqual([
        "The event does not say when this request was made (the review's submitted_at), so its claim could not be told from an earlier request's 👀 on the pull request: going on unclaimed, so another run of the same request would not be noticed.",
      ])
    }
  })
})
