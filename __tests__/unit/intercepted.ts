import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals'
import nock from 'nock'

// Its own module: importing nock switches its interception on, so a test file that only needs
// the step helpers (step.ts) must not import it, or the interception outlives that file and
// answers the next file's requests in the same worker with "no match".
//
// Intercepted hosts are plain http: nock 15 intercepts at the socket, and an intercepted TLS
// socket kept alive by fetch's pool crashed Node (SIGSEGV in TLSWrap::GetEphemeralKeyInfo) when
// Stryker ran the same file again in one process. Nothing here depends on the scheme: fetch and
// HttpClient pick TLS from the URL themselves.

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
