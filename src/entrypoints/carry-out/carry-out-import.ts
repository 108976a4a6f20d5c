import type * as CarryOut from './carry-out.js'

let carryOut: Promise<typeof CarryOut> | undefined

/**
 * ./carry-out.ts, imported once, when a run's plan is made or a finish run has read its inputs
 * (why: there). Once, as the toolkit is (../../shared/github/toolkit-import.ts): a process runs
 * one step, and the tests that run many in one process import it before their first.
 */
export function loadCarryOut(): Promise<typeof CarryOut> {
  carryOut ??= import('./carry-out.js')
  return carryOut
}
