import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { run } from '../../src/entrypoints/agent.js'
import { installRunner, uninstallRunner } from '../in-process/runner.js'
import { playAll } from './one-request.js'
import { scheduleOf } from './schedules.js'

// One request makes one job (or one follow-up message) and one tracking comment, however many
// runs fire on it and whichever single request fails, before or after GitHub or the service
// acted. Each schedule (schedules.ts) is 2 to 4 runs of one request of one of eleven kinds
// (another workflow on the same event, a redelivered webhook, a re-run during or after an
// attempt, a label and an assignment of one edit), at random offsets, against the emulator with
// a random latency on every answer and at most one fault. The runs are the agent action's main
// step in process (../in-process/runner.ts); one-request.ts plays them and judges what they left.
//
// SCHEDULES (default 160) and SCHEDULE_SEED (default 29) run more or other schedules (CI plays
// 480 more, seeds 189 to 668: .ci/run's `schedules` phase, as GitHub's CI); SCHEDULE=<seed>
// plays one. A failure names its seed and how to replay it.

const COUNT = Number(process.env.SCHEDULES ?? 160)
const FIRST_SEED = Number(process.env.SCHEDULE_SEED ?? 29)
const ONLY = process.env.SCHEDULE

beforeAll(installRunner)
afterAll(uninstallRunner)

describe('one request, one job, one comment', () => {
  const seeds =
    ONLY === undefined ? Array.from({ length: COUNT }, (_, i) => FIRST_SEED + i) : [Number(ONLY)]
  test(`${seeds.length} seeded schedules of duplicate runs with one fault each keep every promise`, async () => {
    const failures = await playAll(
      seeds.map((seed) => scheduleOf(seed)),
      run,
    )
    // Every broken schedule in brief, then the first in full (its logs and requests).
    const brief = failures.map((failure) => failure.split('\n').slice(0, 2).join(' / '))
    expect([...brief, ...failures.slice(0, 1).map((full) => full.slice(0, 20_000))]).toEqual([])
  }, 600_000)
})
