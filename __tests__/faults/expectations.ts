import { expect } from '@jest/globals'
import { Bound, type Expectation } from './rows.ts'

/** Jest's asymmetric matcher protocol: a count within the bound. */
const within = (bound: Bound) => ({
  asymmetricMatch: (actual: unknown) =>
    typeof actual === 'number' && actual >= bound.min && actual <= bound.max,
  toAsymmetricMatcher: () => `a count ${bound.text}`,
})

/** What a scenario observed: the same keys as its row's expectation, with plain values. */
export type Observed = Record<string, string | number | boolean | null>

/**
 * Compares an observation with a row's expectation as one object, so that a failure shows the
 * expected and the observed record side by side. A RegExp expects a string it matches.
 */
export function expectRow(observed: Observed, expected: Expectation): void {
  const wanted = Object.fromEntries(
    Object.entries(expected).map(([key, value]) => [
      key,
      value instanceof RegExp
        ? expect.stringMatching(value)
        : value instanceof Bound
          ? within(value)
          : value,
    ]),
  )
  expect(observed).toEqual(wanted)
}
