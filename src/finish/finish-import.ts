import type * as FinishStart from './finish-start.js'

let finishStart: Promise<typeof FinishStart> | undefined

/**
 * ./finish-start.ts, imported once, when the agent's step is a finish run: in the bundles the
 * finish run is a chunk of its own, which a request's run never loads. Once, as the toolkit is
 * (../shared/github/toolkit-import.ts): a process runs one step, and the tests that run many in
 * one process import it before their first.
 */
export function loadFinish(): Promise<typeof FinishStart> {
  finishStart ??= import('./finish-start.js')
  return finishStart
}
