import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import type { ActionRun, Conclusion } from '../../src/shared/lifecycle.js'

/** Every call the lifecycle made to @actions/core, in order. */
const calls: string[] = []
jest.unstable_mockModule('@actions/core', () => ({
  setFailed: (message: string) => calls.push(`failed: ${message}`),
  warning: (message: string) => calls.push(`warning: ${message}`),
  notice: (message: string) => calls.push(`notice: ${message}`),
  info: (message: string) => calls.push(`info: ${message}`),
  debug: () => undefined,
}))
const { runAction, CANCEL_GRACE_MS } = await import('../../src/shared/lifecycle.js')
const { ApiError } = await import('../../src/shared/http/errors.js')
const { InputError } = await import('../../src/shared/inputs.js')

const SECRET = 'mint_secret_key'

/** A clock whose sleeps are recorded, and resolve only when the test says so. */
function clock() {
  const sleeps: { ms: number; done: () => void }[] = []
  return {
    sleeps,
    now: () => 0,
    sleep: (ms: number) => new Promise<void>((done) => sleeps.push({ ms, done })),
  }
}

function deps(ownsProcess = false, time = clock()) {
  return { clock: time, random: () => 0.5, env: {}, ownsProcess }
}

/** A run whose parts record their calls; `carryOut` ends when the test settles it. */
function fakeRun(overrides: Partial<ActionRun> = {}) {
  let finish: (conclusion: Conclusion) => void = () => undefined
  const run: ActionRun = {
    secrets: [SECRET],
    carryOut: () => new Promise<Conclusion>((resolve) => (finish = resolve)),
    stop: (signal) => {
      calls.push(`stop: ${signal}`)
      return Promise.resolve()
    },
    stopped: (signal) => ({ level: 'failure', message: `stopped by ${signal} (${SECRET})` }),
    report: (conclusion) => {
      calls.push(`report ${conclusion.level}: ${conclusion.message}`)
      return Promise.resolve()
    },
    ...overrides,
  }
  return { run, finish: (conclusion: Conclusion) => finish(conclusion) }
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

beforeEach(() => {
  calls.length = 0
})

test('an error that escapes a run fails the step once, with its message redacted', async () => {
  const { run } = fakeRun({
    carryOut: () => Promise.reject(new Error(`boom with ${SECRET} inside`)),
  })
  await runAction(deps(), () => run)
  expect(calls).toEqual([
    'report failure: Unexpected error: boom with *** inside',
    'failed: Unexpected error: boom with *** inside',
  ])
})

describe('a run that cannot start fails the step with the message, before anything else', () => {
  test.each([
    [new InputError("Input 'x' is bad."), "Input 'x' is bad."],
    [new ApiError('The service said no.'), 'The service said no.'],
    [new TypeError('x is undefined'), 'Unexpected error: x is undefined'],
  ])('%p', async (error, message) => {
    await runAction(deps(), () => {
      throw error
    })
    expect(calls).toEqual([`failed: ${message}`])
  })

  test('also when the start is asynchronous', async () => {
    await runAction(deps(), () => Promise.reject(new InputError('late')))
    expect(calls).toEqual(['failed: late'])
  })
})

describe('the verdict', () => {
  test.each([
    ['failure', 'failed'],
    ['warning', 'warning'],
    ['notice', 'notice'],
    ['success', 'info'],
    ['skipped', 'info'],
  ] as const)('%s is announced as %s, after the report', async (level, announced) => {
    const { run, finish } = fakeRun()
    const running = runAction(deps(), () => run)
    await settle()
    finish({ level, message: `ended with ${SECRET}` })
    await running
    expect(calls).toEqual([`report ${level}: ended with ***`, `${announced}: ended with ***`])
  })
})

describe('a run that owns its process', () => {
  const spyOnExit = () => jest.spyOn(process, 'exit').mockImplementation(() => undefined as never)
  let exit: ReturnType<typeof spyOnExit>
  beforeEach(() => {
    exit = spyOnExit()
  })
  afterEach(() => {
    exit.mockRestore()
    jest.useRealTimers()
  })

  /** The lifecycle's handler for `signal`: the newest one (the test runner may have its own). */
  const handler = (signal: NodeJS.Signals) =>
    process.listeners(signal).at(-1) as (signal: NodeJS.Signals) => void

  test('on SIGTERM stops the run, reports it stopped, once, and exits with 1', async () => {
    const before = process.listenerCount('SIGTERM')
    const { run } = fakeRun()
    void runAction(deps(true), () => run)
    await settle()
    expect(process.listenerCount('SIGTERM')).toBe(before + 1)
    const onSignal = handler('SIGTERM')
    onSignal('SIGTERM')
    onSignal('SIGTERM')
    await settle()
    expect(calls).toEqual([
      'stop: SIGTERM',
      'report failure: stopped by SIGTERM (***)',
      'failed: stopped by SIGTERM (***)',
    ])
    expect(exit).toHaveBeenCalledTimes(1)
    expect(exit).toHaveBeenCalledWith(1)
  })

  test('SIGINT too; a run that does not wind down is reported stopped after the grace', async () => {
    const time = clock()
    const { run } = fakeRun({
      stop: () => new Promise<void>(() => undefined),
    })
    void runAction(deps(true, time), () => run)
    await settle()
    handler('SIGINT')('SIGINT')
    await settle()
    expect(calls).toEqual([])
    expect(time.sleeps.map((s) => s.ms)).toEqual([CANCEL_GRACE_MS])
    expect(CANCEL_GRACE_MS).toBe(4000)
    time.sleeps[0]?.done()
    await settle()
    expect(calls).toEqual([
      'report failure: stopped by SIGINT (***)',
      'failed: stopped by SIGINT (***)',
    ])
    expect(exit).toHaveBeenCalledWith(1)
  })

  test('a stop that fails still reports the run stopped', async () => {
    const { run } = fakeRun({ stop: () => Promise.reject(new Error('cannot')) })
    void runAction(deps(true), () => run)
    await settle()
    handler('SIGINT')('SIGINT')
    await settle()
    expect(calls).toEqual([
      'report failure: stopped by SIGINT (***)',
      'failed: stopped by SIGINT (***)',
    ])
  })

  test('a conclusion of a stopped run that cannot be had fails the step, redacted', async () => {
    const { run } = fakeRun({
      stopped: () => Promise.reject(new Error(`no ${SECRET}`)),
    })
    void runAction(deps(true), () => run)
    await settle()
    handler('SIGINT')('SIGINT')
    await settle()
    expect(calls).toEqual(['stop: SIGINT', 'failed: Unexpected error: no ***'])
    expect(exit).toHaveBeenCalledWith(1)
  })

  test('once the run ends, signals are left alone and the process exits soon', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] })
    const listeners = () => [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]
    const before = listeners()
    const { run, finish } = fakeRun()
    const running = runAction(deps(true), () => run)
    await settle()
    expect(listeners()).toEqual(before.map((n) => n + 1))
    finish({ level: 'success', message: 'done' })
    await running
    expect(listeners()).toEqual(before)
    expect(calls).toEqual(['report success: done', 'info: done'])
    // Once done, the process exits even if a stuck socket would keep it alive.
    expect(exit).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1999)
    expect(exit).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(exit).toHaveBeenCalledWith()
  })

  test('a run that does not own its process leaves signals and exit alone', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] })
    const before = process.listenerCount('SIGINT')
    const { run, finish } = fakeRun()
    const running = runAction(deps(false), () => run)
    await settle()
    expect(process.listenerCount('SIGINT')).toBe(before)
    finish({ level: 'success', message: 'done' })
    await running
    jest.advanceTimersByTime(10_000)
    expect(exit).not.toHaveBeenCalled()
  })
})
