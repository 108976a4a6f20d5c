import { describe, expect, test } from '@jest/globals'
import { fastClock } from './in-process.js'

// The schedules' clock (in-process.ts): faster than the wall's, but not while the process is
// kept from running, so that a loaded machine cannot make a run's 20 s wait pass while the
// run it waits for could not run at all.

/** Keeps the event loop busy, as a loaded machine or sixteen runs at once do. */
function stall(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

describe('the schedules’ fast clock', () => {
  test('runs `speed` times faster than the wall’s while the process runs', async () => {
    const clock = fastClock(10)
    const start = clock.now()
    const wall = performance.now()
    await clock.sleep(2000)
    const ran = performance.now() - wall
    expect(clock.now() - start).toBeGreaterThanOrEqual(2000)
    // 2 s of the clock is 200 ms of the wall, give or take the timers' lateness.
    expect(ran).toBeGreaterThanOrEqual(190)
    expect(ran).toBeLessThan(1000)
    expect(Number.isInteger(clock.now())).toBe(true)
  })

  test('counts at most 20 ms of a stall, however long', async () => {
    const clock = fastClock(10)
    // Let the ticker start, so that the stall is measured from one of its steps.
    await new Promise((resolve) => setTimeout(resolve, 30))
    const before = clock.now()
    stall(400)
    const during = clock.now() - before
    await new Promise((resolve) => setTimeout(resolve, 0))
    // A clock of the wall's times ten would have moved 4000 ms.
    expect(during).toBeLessThanOrEqual(20 * 10)
  })

  test('a sleep cut by a stall still lasts its whole time on the clock', async () => {
    const clock = fastClock(10)
    const start = clock.now()
    const wall = performance.now()
    const sleeping = clock.sleep(1000)
    stall(300)
    await sleeping
    // The stall counted at most 20 ms; the other 80 ms of the sleep's 100 ran after it.
    expect(clock.now() - start).toBeGreaterThanOrEqual(1000)
    expect(performance.now() - wall).toBeGreaterThanOrEqual(300 + 70)
  })
})
