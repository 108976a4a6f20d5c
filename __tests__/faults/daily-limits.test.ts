import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { run } from '../../src/entrypoints/agent.js'
import { installRunner, uninstallRunner } from '../in-process/runner.js'
import { budgetScheduleOf, playAllBudgets } from './daily-limits.js'

// The daily request limits hold within their stated bound, whatever the order of many requests
// and their duplicate runs, with at most one fault: daily-limits.ts generates, plays and judges.
// BUDGET_SCHEDULES (default 24) and BUDGET_SEED (default 1) play more or other schedules;
// BUDGET_SCHEDULE=<seed> plays one. A failure names its seed and how to replay it.

const COUNT = Number(process.env.BUDGET_SCHEDULES ?? 24)
const FIRST_SEED = Number(process.env.BUDGET_SEED ?? 1)
const ONLY = process.env.BUDGET_SCHEDULE

beforeAll(installRunner)
afterAll(uninstallRunner)

describe('daily request limits under duplicate runs and faults', () => {
  const seeds =
    ONLY === undefined ? Array.from({ length: COUNT }, (_, i) => FIRST_SEED + i) : [Number(ONLY)]
  test(`${seeds.length} seeded schedules of many requests keep the limits within their bound`, async () => {
    const failures = await playAllBudgets(seeds.map(budgetScheduleOf), run)
    const brief = failures.map((failure) => failure.split('\n').slice(0, 2).join(' / '))
    expect([...brief, ...failures.slice(0, 1).map((full) => full.slice(0, 20_000))]).toEqual([])
  }, 300_000)
})
