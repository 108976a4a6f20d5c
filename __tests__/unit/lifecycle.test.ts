import { expect, jest, test } from '@jest/globals'

const failed: string[] = []
const logged: string[] = []
jest.unstable_mockModule('@actions/core', () => ({
  setFailed: (message: string) => failed.push(message),
  warning: (message: string) => logged.push(`warning: ${message}`),
  notice: (message: string) => logged.push(`notice: ${message}`),
  info: (message: string) => logged.push(message),
  debug: () => undefined,
}))
const { runAction } = await import('../../src/shared/lifecycle.js')

const deps = {
  clock: { now: () => 0, sleep: () => Promise.resolve() },
  random: () => 0.5,
  env: {},
  ownsProcess: false,
}

test('an error that escapes a run fails the step once, with its message redacted', async () => {
  const reported: string[] = []
  await runAction(deps, () => ({
    secrets: ['mint_secret_key'],
    carryOut: () => Promise.reject(new Error('boom with mint_secret_key inside')),
    stop: () => Promise.resolve(),
    stopped: () => ({ level: 'failure', message: 'stopped' }),
    report: (conclusion) => {
      reported.push(`${conclusion.level}: ${conclusion.message}`)
      return Promise.resolve()
    },
  }))
  expect(reported).toHaveLength(1)
  expect(reported[0]).toMatch(/^failure: Unexpected error: boom with /)
  expect(reported[0]).not.toContain('mint_secret_key')
  expect(failed).toEqual([reported[0]?.slice('failure: '.length)])
})
