import { describe, expect, test } from '@jest/globals'
import { ApiError } from '../../src/shared/http/errors.js'
import { parseJob, type AgentJob } from '../../src/agent/job/agent-job.js'
import { nextInterval, pollUntilDone } from '../../src/shared/polling.js'
import { isKnownStatus, isTerminal } from '../../src/agent/job/agent-job.js'

/** The agent job's wait, as the session polls it. */
const pollJob = (
  getJob: () => Promise<AgentJob>,
  options: Omit<Parameters<typeof pollUntilDone<AgentJob>>[1], 'isTerminal' | 'isKnown'>,
) => pollUntilDone(getJob, { ...options, isTerminal, isKnown: isKnownStatus })
import { fakeClock } from './step.js'

const job = (status: string | null, extra: Record<string, unknown> = {}): AgentJob =>
  parseJob({ id: 'j1', status, ...extra })

/** A getJob that answers from a script, one entry per poll. */
function script(...answers: (AgentJob | Error)[]) {
  const calls: number[] = []
  return {
    calls,
    get: (clock: { now: () => number }) => (): Promise<AgentJob> => {
      calls.push(clock.now())
      const next = answers.length > 1 ? answers.shift() : answers[0]
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as AgentJob)
    },
  }
}

describe('nextInterval', () => {
  test('eases from the chosen interval to twice it, and holds that for five minutes', () => {
    expect(nextInterval(5000, 5000, 5000)).toBe(7500)
    expect(nextInterval(7500, 12_500, 5000)).toBe(10_000)
    expect(nextInterval(10_000, 299_999, 5000)).toBe(10_000)
  })
  test('then grows 10% a poll, never past 30 s', () => {
    expect(nextInterval(10_000, 300_000, 5000)).toBe(11_000)
    expect(nextInterval(29_000, 900_000, 5000)).toBe(30_000)
    expect(nextInterval(20_000, 10_000, 20_000)).toBe(30_000)
  })
  test('an interval longer than 30 s is kept as it is', () => {
    expect(nextInterval(60_000, 10_000, 60_000)).toBe(60_000)
    expect(nextInterval(60_000, 600_000, 60_000)).toBe(60_000)
  })
})

describe('pollJob', () => {
  test('polls one interval after the job started and stops at the first terminal status', async () => {
    const clock = fakeClock()
    const start = clock.now()
    const answers = script(
      job('active'),
      job('active'),
      job('completed', { prLink: 'https://x/pull/1' }),
    )
    const seen: string[] = []
    const result = await pollJob(answers.get(clock), {
      intervalMs: 5000,
      deadline: start + 60_000,
      immediate: false,
      initial: job('active'),
      clock,
      onStatus: (j, previous) => {
        seen.push(`${previous}->${j.status}`)
      },
    })
    expect(result).toMatchObject({ timedOut: false, polls: 3, job: { status: 'completed' } })
    expect(answers.calls.map((t) => t - start)).toEqual([5000, 12_500, 22_500])
    expect(seen).toEqual(['active->completed'])
  })

  test('waiting on an existing job polls at once', async () => {
    const clock = fakeClock()
    const answers = script(job('failed'))
    const result = await pollJob(answers.get(clock), {
      intervalMs: 5000,
      deadline: clock.now() + 60_000,
      immediate: true,
      initial: undefined,
      clock,
    })
    expect(result).toMatchObject({ timedOut: false, polls: 1, job: { status: 'failed' } })
    expect(clock.sleeps).toEqual([])
  })

  test('a 30-minute timeout ends in milliseconds with the last job and a final poll at the deadline', async () => {
    const clock = fakeClock()
    const start = clock.now()
    const answers = script(job('active'))
    const began = Date.now()
    const result = await pollJob(answers.get(clock), {
      intervalMs: 5000,
      deadline: start + 30 * 60_000,
      immediate: false,
      initial: job('active'),
      clock,
    })
    expect(Date.now() - began).toBeLessThan(1000)
    expect(result.timedOut).toBe(true)
    expect(result.job?.status).toBe('active')
    expect(answers.calls.at(-1)).toBe(start + 30 * 60_000)
    expect(Math.max(...clock.sleeps)).toBe(30_000)
    // 5 s, 7.5 s, every 10 s for five minutes, then growth to the 30 s cap: not 360 polls.
    expect(result.polls).toBeGreaterThan(80)
    expect(result.polls).toBeLessThan(95)
  })

  test('an unknown status is not terminal and is reported once', async () => {
    const clock = fakeClock()
    const answers = script(job('queued'), job('queued'), job('completed'))
    const unknown: string[] = []
    const result = await pollJob(answers.get(clock), {
      intervalMs: 1000,
      deadline: clock.now() + 60_000,
      immediate: false,
      initial: job('active'),
      clock,
      onUnknownStatus: (s) => unknown.push(s),
    })
    expect(result.job?.status).toBe('completed')
    expect(unknown).toEqual(['queued'])
  })

  test('transient failures are tolerated twice in a row, not three times', async () => {
    const clock = fakeClock()
    const outage = new ApiError('Checking job j1 failed with HTTP 503', {
      status: 503,
      transient: true,
    })
    const errors: string[] = []
    const survived = await pollJob(script(outage, outage, job('completed')).get(clock), {
      intervalMs: 1000,
      deadline: clock.now() + 60_000,
      immediate: false,
      initial: job('active'),
      clock,
      onPollError: (e) => errors.push(e.message),
    })
    expect(survived.job?.status).toBe('completed')
    expect(errors).toHaveLength(2)

    await expect(
      pollJob(script(outage, outage, outage, job('completed')).get(clock), {
        intervalMs: 1000,
        deadline: clock.now() + 60_000,
        immediate: false,
        initial: job('active'),
        clock,
      }),
    ).rejects.toBe(outage)
  })

  test('a long Retry-After is waited out (up to the deadline) and is not counted as a failure', async () => {
    const clock = fakeClock()
    const start = clock.now()
    const limited = new ApiError('Checking job j1 failed with HTTP 429', {
      status: 429,
      transient: true,
      retryAfterMs: 120_000,
    })
    const answers = script(limited, limited, limited, limited, job('completed'))
    const result = await pollJob(answers.get(clock), {
      intervalMs: 1000,
      deadline: start + 3_600_000,
      immediate: false,
      initial: job('active'),
      clock,
    })
    expect(result.job?.status).toBe('completed')
    expect(answers.calls.map((t) => t - start)).toEqual([1000, 121_000, 241_000, 361_000, 481_000])
  })

  test('a permanent failure ends waiting at once', async () => {
    const clock = fakeClock()
    const notFound = new ApiError('job j1 not found', { status: 404 })
    const answers = script(notFound, job('completed'))
    await expect(
      pollJob(answers.get(clock), {
        intervalMs: 1000,
        deadline: clock.now() + 60_000,
        immediate: false,
        initial: job('active'),
        clock,
      }),
    ).rejects.toBe(notFound)
    expect(answers.calls).toHaveLength(1)
  })
})
