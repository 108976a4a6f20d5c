import { describe, expect, test } from '@jest/globals'
import { outcome, type Final } from '../../src/agent/job/outcome.js'
import { failureAdvice, type Failure } from '../../src/agent/job/failure-advice.js'

const PR = 'https://github.com/acme/docs/pull/101'
const RUN = 'https://github.com/acme/docs/actions/runs/7'
const NOW = Date.parse('2026-11-25T09:00:00Z')

/** A poll of j1 that failed with HTTP 500, or `more`. */
function failure(more: Partial<Failure> = {}): Failure {
  return {
    step: { api: 'service', call: 'poll', job: 'j1' },
    status: 500,
    retryAfterMs: undefined,
    mayHaveActed: false,
    jobId: 'j1',
    ...more,
  }
}

function final(more: Partial<Final> = {}): Final {
  return {
    ending: { kind: 'waited', timedOut: false },
    jobId: 'j1',
    job: { status: 'completed', prLink: PR },
    failOnError: true,
    elapsedMs: 125_000,
    pullRequestUrl: 'https://github.com/acme/docs/pull/',
    threadNumber: 1,
    runUrl: RUN,
    now: NOW,
    inert: (text) => text,
    ...more,
  }
}

describe('outcome once waiting is over', () => {
  test.each<[string, Partial<Final>, string, string, string, 'rocket' | 'confused' | undefined]>([
    [
      'completed with a pull request',
      {},
      'success',
      `Job j1 completed: ${PR}`,
      'completed',
      'rocket',
    ],
    [
      'completed without a pull request',
      { job: { status: 'completed', prLink: null } },
      'notice',
      'Job j1 completed without changing any files, so no pull request was opened.',
      'no-changes',
      undefined,
    ],
    [
      'failed',
      { job: { status: 'failed', prLink: null } },
      'failure',
      'Job j1 failed on the service.',
      'failed',
      'confused',
    ],
    [
      'failed, fail-on-error false',
      { job: { status: 'failed', prLink: null }, failOnError: false },
      'warning',
      'Job j1 failed on the service.',
      'failed',
      'confused',
    ],
    [
      'archived',
      { job: { status: 'archived', prLink: null } },
      'warning',
      'Job j1 was archived.',
      'archived',
      undefined,
    ],
    [
      'archived, fail-on-error false',
      { job: { status: 'archived', prLink: null }, failOnError: false },
      'warning',
      'Job j1 was archived.',
      'archived',
      undefined,
    ],
    [
      'a status this version does not know',
      { job: { status: 'paused', prLink: null } },
      'success',
      'Job j1 is paused.',
      'working',
      undefined,
    ],
    [
      'no status',
      { job: { status: null, prLink: null } },
      'success',
      'Job j1 is in an unknown state.',
      'working',
      undefined,
    ],
    [
      'no job seen',
      { job: undefined },
      'success',
      'Job j1 is in an unknown state.',
      'working',
      undefined,
    ],
    [
      'timed out',
      { ending: { kind: 'waited', timedOut: true }, job: { status: 'active', prLink: null } },
      'failure',
      'Stopped waiting for job j1 after 2 min 5 s; it was still active. Resume with job-id: j1.',
      'timed-out',
      undefined,
    ],
    [
      'timed out, fail-on-error false, no status',
      { ending: { kind: 'waited', timedOut: true }, job: undefined, failOnError: false },
      'warning',
      'Stopped waiting for job j1 after 2 min 5 s; it was still in an unknown state. Resume with job-id: j1.',
      'timed-out',
      undefined,
    ],
    [
      'timed out even though the last status was completed',
      { ending: { kind: 'waited', timedOut: true } },
      'failure',
      'Stopped waiting for job j1 after 2 min 5 s; it was still completed. Resume with job-id: j1.',
      'timed-out',
      undefined,
    ],
  ])('%s', (_, more, level, message, state, reaction) => {
    const end = outcome(final(more))
    expect(end.conclusion).toEqual({ level, message })
    expect(end.comment).toEqual({
      state,
      detail: state === 'timed-out' ? message : '',
      durationMs: 125_000,
    })
    expect(end.reaction).toBe(reaction)
  })

  test.each<[string, Partial<Final>, number | undefined]>([
    ['a pull request of this repository gets a note', {}, 101],
    [
      'a link with a path after the number',
      { job: { status: 'completed', prLink: `${PR}/files` } },
      101,
    ],
    ['not when it is the thread itself', { threadNumber: 101 }, undefined],
    ['a run without a thread', { threadNumber: undefined }, 101],
    [
      'not in another repository',
      { job: { status: 'completed', prLink: 'https://github.com/acme/other/pull/5' } },
      undefined,
    ],
    [
      'not on a link that names no pull request',
      { job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/new' } },
      undefined,
    ],
    ['not without a pull request', { job: { status: 'completed', prLink: null } }, undefined],
    ['not when the job did not complete', { job: { status: 'failed', prLink: PR } }, undefined],
    ['not after a timeout', { ending: { kind: 'waited', timedOut: true } }, undefined],
  ])('note: %s', (_, more, noteOn) => {
    expect(outcome(final(more)).noteOn).toBe(noteOn)
  })
})

describe('outcome of the other endings', () => {
  test('wait: false: success with the status, the comment left as it is, no reaction', () => {
    expect(
      outcome(final({ ending: { kind: 'not-waiting' }, job: { status: 'active', prLink: null } })),
    ).toEqual({
      conclusion: { level: 'success', message: 'Job j1 is active; not waiting (wait: false).' },
      comment: undefined,
      reaction: undefined,
      noteOn: undefined,
    })
    expect(
      outcome(final({ ending: { kind: 'not-waiting' }, job: undefined })).conclusion.message,
    ).toBe('Job j1 is started; not waiting (wait: false).')
  })

  test('an error with a job: failure, the job id to resume from, advice for the comment, confused', () => {
    const message = 'HTTP 500. The job id is j1: resume with job-id: j1 rather than starting again.'
    const ending = { kind: 'error' as const, message: 'HTTP 500.', failure: failure() }
    expect(outcome(final({ ending }))).toEqual({
      conclusion: { level: 'failure', message },
      comment: {
        state: 'error',
        detail: message,
        advice: failureAdvice({ ...failure(), runUrl: RUN, now: NOW, inert: (text) => text }),
      },
      reaction: 'confused',
      noteOn: undefined,
    })
    expect(outcome(final({ ending })).comment?.advice?.title).toBe('The service is unavailable')
  })

  test('an error before any job: failure as it is, confused', () => {
    const refused = failure({
      step: { api: 'action', refusal: 'Bad input.' },
      status: undefined,
      jobId: '',
    })
    const end = outcome(
      final({
        ending: { kind: 'error', message: 'Bad input.', failure: refused },
        jobId: '',
        job: undefined,
      }),
    )
    expect(end.conclusion).toEqual({ level: 'failure', message: 'Bad input.' })
    expect(end.comment).toMatchObject({ state: 'error', detail: 'Bad input.' })
    expect(end.comment?.advice?.body).toContain('**What happened:** Bad input.')
    expect(end.reaction).toBe('confused')
  })

  test('cancelled: failure naming the signal and the job, the comment stopped, no reaction', () => {
    expect(outcome(final({ ending: { kind: 'cancelled', signal: 'SIGINT' } }))).toEqual({
      conclusion: {
        level: 'failure',
        message: 'The step was stopped (SIGINT) before the job finished. Resume with job-id: j1.',
      },
      comment: {
        state: 'stopped',
        detail: 'The workflow was cancelled before the job finished.',
        durationMs: 125_000,
      },
      reaction: undefined,
      noteOn: undefined,
    })
    expect(
      outcome(final({ ending: { kind: 'cancelled', signal: 'SIGTERM' }, jobId: '' })).conclusion
        .message,
    ).toBe('The step was stopped (SIGTERM) before the job finished.')
  })

  test('cancelled with a POST unanswered: says the service may have acted, and what to do', () => {
    const creating = final({ ending: { kind: 'cancelled', signal: 'SIGTERM', inFlight: 'create' } })
    expect(outcome({ ...creating, jobId: '' }).conclusion.message).toBe(
      'The step was stopped (SIGTERM) while the job was being created. The service may have created it anyway: check the dashboard before running again, so as not to start a second one.',
    )
    const messaging = final({
      ending: { kind: 'cancelled', signal: 'SIGINT', inFlight: 'message' },
    })
    expect(outcome(messaging).conclusion.message).toBe(
      'The step was stopped (SIGINT) while the follow-up message was being sent. It may have arrived: wait for the job with job-id j1 and no prompt before sending it again.',
    )
    expect(outcome(messaging).comment?.state).toBe('stopped')
  })
})
