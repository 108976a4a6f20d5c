import { afterAll, afterEach, beforeAll, expect } from '@jest/globals'
import nock from 'nock'

/**
 * nock for the test file that calls this: no real network, every interceptor of a test used by
 * its end, none left for the next file (Jest may run several in one process). Returns how many
 * requests of the current test reached no interceptor: for invalid input there must be none.
 */
export function interceptNetwork(): { unmatched: () => number } {
  let unmatched = 0
  beforeAll(() => {
    nock.disableNetConnect()
    nock.emitter.on('no match', () => unmatched++)
  })
  afterAll(() => {
    nock.restore()
  })
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([])
    nock.cleanAll()
    unmatched = 0
  })
  return { unmatched: () => unmatched }
}
