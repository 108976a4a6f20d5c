import { expect, test } from '@jest/globals'
import { realDependencies } from '../../src/shared/dependencies.js'

test('the real dependencies are the real clock, Math.random and the process', async () => {
  const { clock, random, env, ownsProcess } = realDependencies
  const before = Date.now()
  expect(clock.now()).toBeGreaterThanOrEqual(before)
  expect(clock.now()).toBeLessThanOrEqual(Date.now())
  const started = performance.now()
  await clock.sleep(30)
  expect(performance.now() - started).toBeGreaterThanOrEqual(25)
  expect(random).toBe(Math.random)
  expect(env).toBe(process.env)
  expect(ownsProcess).toBe(true)
})
