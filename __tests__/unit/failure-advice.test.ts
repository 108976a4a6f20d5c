import { describe, expect, test } from '@jest/globals'
import type { RequestKind } from '../../src/agent/decide/request-kind.js'
import type { TriggerSource } from '../../src/agent/decide/request-event.js'
import { ciRun } from '../../src/agent/triggers/ci-run.js'
import { handoff } from '../../src/agent/triggers/handoff.js'
import { issueComment } from '../../src/agent/triggers/issue-comment.js'
import { merge } from '../../src/agent/triggers/merge.js'
import { promptInput } from '../../src/agent/triggers/prompt-input.js'
import { review } from '../../src/agent/triggers/review.js'
import {
  failureAdvice,
  utcTime,
  type AdviceFacts,
  type FailedStep,
} from '../../src/agent/job/failure-advice.js'
import { inert } from '../../src/agent/github/comment-body.js'

const RUN = 'https://github.com/acme/docs/actions/runs/7'
const NOW = Date.parse('2026-11-25T09:40:20Z')
const CREATE: FailedStep = { api: 'service', call: 'create', job: '' }

function facts(more: Partial<AdviceFacts> = {}): AdviceFacts {
  return {
    step: CREATE,
    status: undefined,
    retryAfterMs: undefined,
    mayHaveActed: false,
    jobId: '',
    runUrl: RUN,
    now: NOW,
    inert: (text) => inert(text, '@docs-agent'),
    ...more,
  }
}

/** The advice as one text: the title, then the body. */
function said(more: Partial<AdviceFacts>): string {
  const advice = failureAdvice(facts(more))
  return `${advice.title}\n${advice.body}`
}

const LOGS = `The <a href="${RUN}">run&#39;s logs</a> have the details.`

describe('the service refused the key', () => {
  test.each([401, 403])(
    'HTTP %i at creation: check the api-key secret, then try again',
    (status) => {
      const advice = failureAdvice(facts({ status }))
      expect(advice.title).toBe('The service refused the API key')
      expect(advice.body).toBe(
        [
          `**What happened:** The docs platform refused this workflow's API key (HTTP ${status}): ${
            status === 401
              ? 'the key is unknown, revoked or expired'
              : 'the key lacks the scope for this request, or its IP allowlist does not admit the runner'
          }. No job was started.`,
          '**What to do:** Check the <code>api-key</code> secret of the workflow: is the key revoked or expired, or does it belong to another project? Admin keys start with <code>mint&#95;</code>. Then re-run the workflow, or comment again.',
          LOGS,
        ].join('\n\n'),
      )
    },
  )

  test('while polling a job: the job is named, and a re-run resumes it', () => {
    const text = said({
      step: { api: 'service', call: 'poll', job: 'j-1' },
      status: 401,
      jobId: 'j-1',
    })
    expect(text).toContain(
      'Job <code>j-1</code> may still be running, but this run could not follow it.',
    )
    expect(text).toContain(
      'Job <code>j-1</code> belongs to this request: re-running the workflow waits for it, and <code>job-id: j-1</code> follows it from any workflow.',
    )
  })
})

describe('the hourly budget', () => {
  test('names the time the service gave, in UTC, and the wait', () => {
    const text = said({ status: 429, retryAfterMs: 30 * 60_000 })
    expect(text).toMatch(/^The hourly budget of agent requests is spent\n/)
    expect(text).toContain(
      "This project's budget of 100 agent requests per hour (job creations and follow-up messages) is spent. No job was started.",
    )
    expect(text).toContain(
      '**What to do:** Try again after 10:11 UTC (in 30 min): re-run the workflow, or comment again.',
    )
  })

  test('without a Retry-After: in up to an hour', () => {
    expect(said({ status: 429 })).toContain('**What to do:** Try again in up to an hour:')
  })

  test('a follow-up refused by the budget was not delivered', () => {
    const text = said({ step: { api: 'service', call: 'message', job: 'j-1' }, status: 429 })
    expect(text).toContain('The follow-up message was not delivered to job <code>j-1</code>.')
    // The request has no job: nothing to resume.
    expect(text).not.toContain('belongs to this request')
  })

  test('a wait that ends on another day names the date', () => {
    expect(utcTime(NOW + 20 * 3600_000, NOW)).toBe('2026-11-26 05:41 UTC')
    expect(utcTime(NOW, NOW)).toBe('09:41 UTC')
    expect(utcTime(Date.parse('2026-11-25T09:41:00Z'), NOW)).toBe('09:41 UTC')
  })
})

describe('a bad request, an outage, a job not found', () => {
  test('HTTP 400: the service refused the request, and the likely causes', () => {
    const text = said({ status: 400 })
    expect(text).toMatch(/^The service refused the request\n/)
    expect(text).toContain(
      'The service refused the request as invalid (HTTP 400). No job was started.',
    )
    expect(text).toContain('Most often the instruction is too long')
  })

  test.each([
    [
      500,
      false,
      'The docs platform answered HTTP 500, even after the retries that were safe. No job was started.',
    ],
    [
      undefined,
      false,
      'The docs platform could not be reached or did not answer in time, even after the retries that were safe. No job was started.',
    ],
    [undefined, true, 'Its answer was lost, so it may have created the job anyway.'],
    [201, true, 'answered HTTP 201 with something other than a job'],
  ])('HTTP %s (may have acted: %s): the service is unavailable', (status, mayHaveActed, what) => {
    const text = said({ status, mayHaveActed })
    expect(text).toMatch(/^The service is unavailable\n/)
    expect(text).toContain(what)
    expect(text).toContain(
      mayHaveActed
        ? "Look for the job in the project's dashboard: if it is there, follow it with <code>job-id</code>; if it is not, comment again. Re-running this workflow sends nothing, so that this request cannot make a second job."
        : 'Re-run the workflow later, or comment again.',
    )
  })

  test('a follow-up that may have arrived: re-run to wait, not comment again', () => {
    const text = said({
      step: { api: 'service', call: 'message', job: 'j-1' },
      mayHaveActed: true,
      jobId: 'j-1',
    })
    expect(text).toContain(
      'Its answer was lost, so the follow-up message to job <code>j-1</code> may have arrived anyway.',
    )
    expect(text).toContain('commenting again would send the message a second time')
  })

  test.each(['poll', 'look', 'message'] as const)(
    'HTTP 404 on %s: the job is gone, start a new one (no resume hint)',
    (call) => {
      const text = said({ step: { api: 'service', call, job: 'j-9' }, status: 404, jobId: 'j-9' })
      expect(text).toMatch(/^The job was not found\n/)
      expect(text).toContain(
        'The service has no job <code>j-9</code> in this project (HTTP 404): it was deleted, or it belongs to another project.',
      )
      expect(text).toContain('Start a new job: comment again')
      expect(text).not.toContain('belongs to this request')
    },
  )

  test('another status: the service refused the request; its reason is in the logs', () => {
    const text = said({ status: 409 })
    expect(text).toMatch(/^The service refused the request\n/)
    expect(text).toContain('**What happened:** The service answered HTTP 409. No job was started.')
    expect(text).toContain("Read the service's reason in the run's logs")
  })

  test('HTTP 404 at creation: the project is not found', () => {
    expect(said({ status: 404 })).toMatch(/^The project was not found\n/)
  })
})

describe('GitHub, and the action itself', () => {
  test('GitHub failed before the job: the step, the status, re-run', () => {
    const text = said({
      step: { api: 'github', reading: "checking the requester's role" },
      status: 502,
    })
    expect(text).toBe(
      [
        'GitHub failed before the job could start',
        "**What happened:** GitHub's API answered HTTP 502 while the action was checking the requester&#39;s role, even after retries. Nothing was sent to the docs platform.",
        '',
        '**What to do:** Re-run the workflow once GitHub answers again (<a href="https://www.githubstatus.com">GitHub&#39;s status</a>).',
        '',
        LOGS,
      ].join('\n'),
    )
  })

  test("GitHub's rate limit names the time", () => {
    const text = said({
      step: { api: 'github', reading: "checking the requester's role" },
      status: 403,
      retryAfterMs: 3_600_000,
    })
    expect(text).toContain("GitHub's API was rate limited while")
    expect(text).toContain('Re-run the workflow after 10:41 UTC (in 60 min)')
  })

  test("the action's own refusal is shown, inert: no markup, no mention, no trigger phrase", () => {
    const text = said({
      step: {
        api: 'action',
        refusal: 'Could not <b>claim</b> @docs-agent @octocat [x](javascript:1)',
      },
    })
    expect(text).toMatch(/^The docs agent stopped before starting a job\n/)
    expect(text).toContain(
      '**What happened:** Could not &#60;b&#62;claim&#60;/b&#62; &#64;docs-agent &#64;octocat &#91;x&#93;(javascript:1)',
    )
    expect(text).not.toMatch(/@|<b>/)
  })

  test('an unexpected error says nothing of its text', () => {
    const text = said({ step: { api: 'action', refusal: undefined } })
    expect(text).toMatch(/^The docs agent action hit an unexpected error\n/)
    expect(text).toContain("report it with the run's logs")
  })

  test('without a run URL, the logs are named without a link', () => {
    expect(failureAdvice(facts({ status: 401, runUrl: '' })).body).toMatch(
      /\n\nThe workflow run's logs have the details\.$/,
    )
  })
})

describe('how the person asks again', () => {
  test('each kind of request has its own way; a merge, a CI failure or a workflow prompt only re-runs', () => {
    const again = <S extends TriggerSource>(kind: RequestKind<S>, source: S): string =>
      kind.askAgain({
        kind,
        source,
        instruction: '',
        thread: undefined,
        sender: undefined,
        requestKey: 'k',
      })
    expect(again(issueComment, { kind: 'issue-comment', commentId: 1 })).toBe('comment again')
    expect(again(review, { kind: 'review', reviewId: 1 })).toBe('comment again')
    expect(again(handoff, { kind: 'handoff', how: 'label', name: 'docs-agent' })).toBe(
      'remove the label and add it again',
    )
    expect(again(handoff, { kind: 'handoff', how: 'assignment', name: 'docs-bot' })).toBe(
      'unassign and assign again',
    )
    expect(again(merge, { kind: 'merge', label: 'needs-docs' })).toBe('')
    const run = { runId: 1, attempt: 1, workflow: 'CI', conclusion: 'failure', headSha: '' }
    expect(again(ciRun, { kind: 'ci', ...run, url: '', otherPullRequests: [] })).toBe('')
    expect(again(promptInput, { kind: 'input' })).toBe('')
  })

  test('the advice says it in every case that offers asking again', () => {
    const label = 'remove the label and add it again'
    expect(said({ status: 429, askAgain: label })).toContain(
      `re-run the workflow, or ${label}. If this happens often`,
    )
    expect(said({ status: 401, askAgain: '' })).toContain('Then re-run the workflow.')
    expect(said({ status: 503, askAgain: label })).toContain(
      `Re-run the workflow later, or ${label}.`,
    )
    expect(said({ status: 400, askAgain: '' })).toContain(
      'Shorten the instruction, or fix the workflow and re-run it.',
    )
    const gone = said({
      step: { api: 'service', call: 'message', job: 'j1' },
      status: 404,
      askAgain: '',
    })
    expect(gone).toContain('Start a new job: run the workflow without <code>job-id</code>. If')
    const lost = said({
      step: { api: 'service', call: 'message', job: 'j1' },
      mayHaveActed: true,
      askAgain: label,
    })
    expect(lost).toContain('asking again would send the message a second time')
    expect(said({ status: 418, askAgain: '' })).toContain('then re-run the workflow.')
    for (const text of [said({ status: 429, askAgain: '' }), said({ status: 502, askAgain: '' })])
      expect(text).not.toMatch(/comment again|, or \./)
  })
})
