import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import nock from 'nock'

// Apart from step.ts: importing nock switches interception on for the whole process, and only
// onlyIntercepted() switches it off again, so a file that needs no network must not import it.

/**
 * Nock for a whole test file: no real network, and after each test every interceptor was used.
 * Returns how many requests of the current test no interceptor answered.
 */
export function onlyIntercepted(): () => number {
  let unmatched = 0
  const count = (): void => {
    unmatched++
  }
  beforeAll(() => {
    nock.disableNetConnect()
    nock.emitter.on('no match', count)
  })
  // Jest may run several files in one process: leave no interceptor behind for the next file.
  afterAll(() => {
    nock.emitter.removeListener('no match', count)
    nock.restore()
  })
  beforeEach(() => {
    unmatched = 0
  })
  afterEach(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    expect(pending).toEqual([])
  })
  return () => unmatched
}
