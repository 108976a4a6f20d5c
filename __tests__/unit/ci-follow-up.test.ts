import { describe, expect, test } from '@jest/globals'
import { play } from './fixtures/facts.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import type { WorkflowRunCompletedEvent } from '@octokit/webhooks-types'
import type { Facts, Plan } from '../../src/agent/decide/request-kind.js'
import type { Untrusted } from '../../src/shared/github/run-context.js'
import {
  readThread,
  ciFollowUpsSent,
  parseMarkers,
  renderMarker,
  type Marker,
} from '../../src/agent/github/marker.js'
import type { ThreadComment } from '../../src/shared/github/github-client.js'
import type { CiFailureFact } from '../../src/agent/github/ci-failure.js'
import { INPUTS } from './fixtures/inputs.js'
import { runContext } from './fixtures/run-context.js'

// decide's path for a CI failure: which job, how many were sent, what is read and sent.

const REPO_ID = 17

/** workflow_run.completed of run 500 (Docs CI) for pull request #8 of acme/docs. */
function ciEvent(
  change: (run: Record<string, unknown>) => void = () => undefined,
): Untrusted<WorkflowRunCompletedEvent> {
  const repo = { id: REPO_ID, full_name: 'acme/docs' }
  const run: Record<string, unknown> = {
    id: 500,
    name: 'Docs CI',
    run_attempt: 1,
    conclusion: 'failure',
    head_sha: 'abcdef0123456789',
    html_url: 'https://github.com/acme/docs/actions/runs/500',
    updated_at: '2026-11-25T10:00:00Z',
    head_repository: repo,
    pull_requests: [{ number: 8, base: { repo: { id: REPO_ID } } }],
  }
  change(run)
  return {
    action: 'completed',
    workflow_run: run,
    repository: repo,
    sender: { login: 'docs-agent[bot]', type: 'Bot' },
  }
}

function comment(id: number, marker: Marker, trusted = true): ThreadComment {
  return { id, kind: 'issue', body: renderMarker(marker), createdAt: '', trusted }
}

const NOTE = comment(1, { job: 'job-1', request: 'note' })
const FAILURE: CiFailureFact = {
  jobs: [
    {
      name: 'links',
      conclusion: 'failure',
      url: undefined,
      steps: [{ number: 2, name: 'Check links', conclusion: 'failure' }],
      annotations: [
        {
          path: 'docs/a.mdx',
          startLine: 3,
          endLine: 4,
          level: 'failure',
          title: 'Broken link',
          message: 'to /x',
          rawDetails: undefined,
        },
      ],
      log: { lines: ['ERROR a.mdx', '##[error]exit 1'], cut: true },
    },
  ],
  unread: ['build (ubuntu)', 'build (windows)'],
}

type Answers = Partial<Pick<Facts, 'thread' | 'newestJob' | 'claim'>> & {
  /** The failed run's own fact (OwnFact). */
  ciFailure?: CiFailureFact
}

/**
 * decide over the facts, each fact it asks for taken from `answers`, as fact-gathering.ts gathers
 * them.
 */
function settle(
  event = ciEvent(),
  answers: Answers = {},
  inputs = INPUTS,
  runAttempt = 1,
): { needs: string[]; plan: Plan; warnings: string[] } {
  const facts: Facts = {
    inputs,
    kinds: REQUEST_KINDS,
    context: runContext('workflow_run', event, runAttempt),
    github: true,
    lookUpJobs: true,
  }
  const given: Answers = {
    thread: readThread([NOTE]),
    newestJob: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/8' },
    claim: { created: true, createdAt: '2026-11-25T10:00:05Z' },
    ciFailure: FAILURE,
    ...answers,
  }
  return play(facts, given)
}

const reasonOf = (plan: Plan) => (plan.kind === 'skip' ? plan.reason : plan.kind)

describe('a failed workflow run on a pull request with a job', () => {
  test('one follow-up to the job its comments name, unclaimed, holding what failed', () => {
    const { needs, plan, warnings } = settle()
    expect(needs).toEqual(['thread', 'newestJob', 'ciFailure'])
    expect(warnings).toEqual([])
    expect(plan).toMatchObject({
      kind: 'run',
      action: 'message',
      jobId: 'job-1',
      reason: 'the job of pull request #8',
      claimed: false,
      ci: {
        count: 1,
        cap: 2,
        workflow: 'Docs CI',
        url: 'https://github.com/acme/docs/actions/runs/500',
      },
    })
    const prompt = plan.kind === 'run' ? plan.prompt : ''
    expect(prompt).toContain(
      "Request: Docs CI (workflow run 500, attempt 1) ended 'failure' on this pull request; the request above is this action's, for a failed CI run",
    )
    expect(prompt).toContain('Pull request #8\nURL: https://github.com/acme/docs/pull/8')
    expect(prompt).toContain(
      [
        'Failed job 1 of 3: links (failure)',
        'Failed steps: 2. Check links (failure)',
        'Annotations (1):',
        '- docs/a.mdx lines 3-4 (failure): Broken link: to /x',
        "The last 2 lines of its log, up to the failed step's error (secrets redacted):",
        '```text\nERROR a.mdx\n##[error]exit 1\n```',
      ].join('\n'),
    )
    expect(prompt).toContain(
      'Also failed, not read (only the first 3 failed jobs are): build (ubuntu); build (windows)',
    )
  })

  test('the count goes on from the markers: the second of two', () => {
    const sent = comment(2, { job: 'job-1', request: 'ci:499', ci: 1 })
    const { plan } = settle(ciEvent(), { thread: readThread([NOTE, sent]) })
    expect(plan).toMatchObject({ kind: 'run', action: 'message', ci: { count: 2, cap: 2 } })
  })

  test('at the cap: held, nothing read or claimed; the held comment of the job is edited', () => {
    const sent = comment(2, { job: 'job-1', request: 'ci:499', ci: 2 })
    const held = comment(3, { job: 'job-1', request: 'ci-held:job-1', ci: 2 })
    const { needs, plan } = settle(ciEvent(), { thread: readThread([NOTE, sent, held]) })
    expect(needs).toEqual(['thread'])
    expect(plan).toMatchObject({
      kind: 'held',
      jobId: 'job-1',
      ci: { count: 2, cap: 2 },
      existingComment: { id: 3, kind: 'issue' },
    })
  })

  test('a marker typed by a person counts for nothing', () => {
    const forged = comment(2, { job: 'job-1', request: 'ci:499', ci: 9 }, false)
    expect(ciFollowUpsSent([NOTE, forged], 'job-1')).toBe(0)
  })

  test('the same failed run, told by another run: skipped; by an earlier attempt of this run: waited for', () => {
    const told = comment(2, {
      job: 'job-1',
      request: 'ci:500',
      run: { id: '6', attempt: 1 },
      ci: 1,
    })
    expect(reasonOf(settle(ciEvent(), { thread: readThread([NOTE, told]) }).plan)).toBe(
      'workflow run 500 (Docs CI) was already sent to job job-1 by run https://github.com/acme/docs/actions/runs/6; a re-run of the failed workflow sends nothing more',
    )
    const mine = comment(2, {
      job: 'job-1',
      request: 'ci:500',
      run: { id: '7', attempt: 1 },
      ci: 1,
    })
    const { plan, needs } = settle(ciEvent(), { thread: readThread([NOTE, mine]) }, INPUTS, 2)
    expect(needs).toEqual(['thread'])
    expect(plan).toMatchObject({ kind: 'run', action: 'wait', jobId: 'job-1', ci: { count: 1 } })
  })

  test('an archived job gets nothing; a failure that cannot be read is still told, with a warning', () => {
    expect(reasonOf(settle(ciEvent(), { newestJob: { status: 'archived' } }).plan)).toBe(
      'job job-1 of pull request #8 is archived, so its CI failure is not sent; ask for a new job with a comment',
    )
    const { plan, warnings } = settle(ciEvent(), { ciFailure: { error: 'HTTP 403' } })
    expect(warnings).toEqual([
      'Could not read the failed jobs of workflow run 500; the agent is told only which workflow failed: HTTP 403',
    ])
    expect(plan.kind === 'run' ? plan.prompt : '').toContain(
      'Its failed jobs could not be read: HTTP 403',
    )
  })

  test('a pull request that is not the job’s own: nothing sent (a person’s pull request is theirs to fix)', () => {
    for (const prLink of ['https://github.com/acme/docs/pull/80', null]) {
      const { plan } = settle(ciEvent(), { newestJob: { status: 'completed', prLink } })
      expect(reasonOf(plan)).toBe(
        `pull request #8 is not the pull request of job job-1 (${prLink ?? 'it has none yet'}), so its CI failure is not sent`,
      )
    }
    const below = { status: 'completed', prLink: 'https://github.com/ACME/docs/pull/8/files' }
    expect(settle(ciEvent(), { newestJob: below }).plan.kind).toBe('run')
  })

  test('comment: false is refused before any request: the count lives in the comments', () => {
    expect(() => settle(ciEvent(), {}, { ...INPUTS, comment: false })).toThrow(
      "Input 'comment' is false, but a CI failure needs the tracking comment: it keeps how many CI failures the job was sent, which is what ci-follow-ups (2) caps. Set comment: true in this workflow, or ci-follow-ups: 0.",
    )
  })

  test('comments that cannot be read: a failure that says nothing was sent', () => {
    expect(() => settle(ciEvent(), { thread: { error: 'HTTP 502' } })).toThrow(
      /^Could not read the comments of pull request #8 to find its job and how many CI failures it was sent: HTTP 502 Nothing was sent/,
    )
  })

  test('a commit that heads two pull requests: the first is told, with a warning', () => {
    const event = ciEvent((run) => {
      run.pull_requests = [
        { number: 8, base: { repo: { id: REPO_ID } } },
        { number: 9, base: { repo: { id: REPO_ID } } },
        { number: 4, base: { repo: { id: 99 } } },
      ]
    })
    expect(settle(event).warnings).toEqual([
      "The commit of workflow run 500 is the head of several pull requests; only #8's job is told (also: #9).",
    ])
  })

  test('a prompt input replaces the instruction, and the failure still follows it', () => {
    const { plan } = settle(ciEvent(), {}, { ...INPUTS, prompt: 'Fix CI; keep Vale happy' })
    const prompt = plan.kind === 'run' ? plan.prompt : ''
    expect(prompt.split('\n\n---')[0]).toBe('Fix CI; keep Vale happy')
    expect(prompt).toContain("the request above is the workflow's `prompt` input")
    expect(prompt).toContain('Failed job 1 of 3: links')
  })
})

describe('events that send nothing, before any request', () => {
  test.each([
    [
      'in progress',
      (r: Record<string, unknown>) => (r.conclusion = null),
      /concluded without a conclusion/,
    ],
    ['skipped', (r: Record<string, unknown>) => (r.conclusion = 'skipped'), /concluded 'skipped'/],
    ['timed out is sent', (r: Record<string, unknown>) => (r.conclusion = 'timed_out'), /^run$/],
    [
      'no pull request',
      (r: Record<string, unknown>) => (r.pull_requests = []),
      /belongs to no open pull request of acme\/docs/,
    ],
    [
      'another repository’s pull request',
      (r: Record<string, unknown>) =>
        (r.pull_requests = [{ number: 8, base: { repo: { id: 99 } } }]),
      /belongs to no open pull request/,
    ],
    [
      'a fork',
      (r: Record<string, unknown>) => (r.head_repository = { full_name: 'someone/docs' }),
      /ran on a branch of someone\/docs, a fork/,
    ],
  ])('%s', (_, change, reason) => {
    const { needs, plan } = settle(ciEvent(change))
    expect(reasonOf(plan)).toMatch(reason)
    if (plan.kind === 'skip') expect(needs).toEqual([])
  })

  test('a workflow name on several lines is one line in the reason', () => {
    const event = ciEvent((run) => {
      run.name = 'Docs\n::error::injected'
      run.conclusion = 'success'
    })
    expect(reasonOf(settle(event).plan)).toBe(
      "workflow run 500 (Docs ::error::injected) concluded 'success': only a failure or a time-out is sent to the agent",
    )
  })

  test('ci-follow-ups: 0, and a requested (not completed) event', () => {
    expect(reasonOf(settle(ciEvent(), {}, { ...INPUTS, ciFollowUps: 0 }).plan)).toBe(
      'ci-follow-ups is 0: CI failures are not sent to the agent',
    )
    const requested = {
      ...ciEvent(),
      action: 'requested',
    } as unknown as Untrusted<WorkflowRunCompletedEvent>
    expect(reasonOf(settle(requested).plan)).toMatch(/this workflow_run event was 'requested'$/)
  })
})

describe('the CI count in the marker', () => {
  test('rendered after the run, read back; versions without it read the rest', () => {
    const marker = { job: 'j', request: 'ci:5', run: { id: '7', attempt: 2 }, ci: 3 }
    const body = renderMarker(marker)
    expect(body).toBe(
      '<!-- docs-agent-action job=j request=ci%3A5 --><!-- docs-agent-run id=7 attempt=2 --><!-- docs-agent-ci sent=3 -->',
    )
    expect(parseMarkers(body)).toEqual([marker])
    expect(parseMarkers(renderMarker({ job: 'j', request: 'x' }))).toEqual([
      { job: 'j', request: 'x' },
    ])
  })
})
