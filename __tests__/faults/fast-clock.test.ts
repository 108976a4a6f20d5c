import { afterAll, describe, expect, test } from '@jest/globals'
import { fastClock, stopClocks } from '../in-process/runner.js'

// The schedules' clock (../in-process/runner.ts): faster than the wall's, but not while the process is
// kept from running, so that a loaded machine cannot make a run's 20 s wait pass while the
// run it waits for could hardly run at all.

afterAll(stopClocks)

/** Keeps the event loop busy, as a loaded machine or sixteen runs at once do. */
function stall(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the schedules’ fast clock', () => {
  test('runs `speed` times faster than the wall’s while the process runs', async () => {
    // Against a clock of speed 1 sleeping as long at the same time: a loaded machine delays
    // both alike (neither counts the time the process is kept from running), so the fast one
    // ends first and in a fraction of the slow one's wall time, whatever the load.
    const clock = fastClock(10)
    const slow = fastClock(1)
    const start = clock.now()
    const wall = performance.now()
    const ended = (sleeping: Promise<void>) => sleeping.then(() => performance.now() - wall)
    const [ran, slowRan] = await Promise.all([ended(clock.sleep(1000)), ended(slow.sleep(1000))])
    expect(clock.now() - start).toBeGreaterThanOrEqual(1000)
    // 1 s of the clock is at least 100 ms of the wall (the clock never runs ahead of its speed).
    expect(ran).toBeGreaterThanOrEqual(95)
    expect(slowRan).toBeGreaterThanOrEqual(995)
    expect(ran * 3).toBeLessThan(slowRan)
    expect(Number.isInteger(clock.now())).toBe(true)
  })

  test('counts at most 10 ms of a stall, however long', async () => {
    const clock = fastClock(10)
    // Let the ticker start, so that the stall is measured from one of its steps.
    await tick(30)
    const before = clock.now()
    stall(400)
    // Read during the stall, then after the ticker's late step has counted it.
    const during = clock.now() - before
    await tick(0)
    const after = clock.now() - before
    // A clock of the wall's times ten would have moved 4000 ms.
    expect(during).toBeLessThanOrEqual(10 * 10)
    expect(after).toBeLessThanOrEqual(3 * 10 * 10)
  })

  test('runs slower while the event loop is busy most of the time', async () => {
    const clock = fastClock(10)
    await tick(30)
    const before = clock.now()
    const wall = performance.now()
    // 30 ms of work in every 40 ms: the ticker's steps come about 30 ms apart.
    while (performance.now() - wall < 600) {
      stall(30)
      await tick(10)
    }
    const counted = (clock.now() - before) / 10
    expect(counted).toBeLessThan(0.6 * (performance.now() - wall))
  })

  test('a sleep cut by a stall still lasts its whole time on the clock', async () => {
    const clock = fastClock(10)
    const start = clock.now()
    const wall = performance.now()
    const sleeping = clock.sleep(1000)
    stall(300)
    await sleeping
    // The stall counted at most 10 ms; the other 90 ms of the sleep's 100 ran after it.
    expect(clock.now() - start).toBeGreaterThanOrEqual(1000)
    expect(performance.now() - wall).toBeGreaterThanOrEqual(300 + 80)
  })

  test('a sleep of no finite length is refused, not left to wait forever', async () => {
    const clock = fastClock(10)
    await expect(clock.sleep(Number.NaN)).rejects.toThrow('fastClock cannot sleep NaN ms.')
    await expect(clock.sleep(Infinity)).rejects.toThrow(RangeError)
  })
})
