// The order Jest starts test files in: longest first, so that the last files to finish are short
// ones and both workers stay busy to the end. Jest's own order does this from the durations it
// cached in an earlier run; a fresh clone (CI) has none, and Jest then goes by file size, which
// here is the wrong way round: the slowest files are a few lines that call shared runners
// (faults/api-github-writes.test.ts is 4 lines), so they started last and ran alone at the end.
// KNOWN_SECONDS fills in for the missing cache; a duration Jest cached wins over it.
import { relative } from 'node:path'
import Sequencer from '@jest/test-sequencer'

/**
 * Wall seconds of the slowest files in one `npm test` of a fresh clone (2 cores, 6 workers,
 * 2026-12-06, 4,055 tests), rounded. Only
 * the order matters: refresh it when a file's place changes a lot (`npm test` prints each slow
 * file's time). A file not listed is taken as short, and keeps Jest's own order (cached
 * duration, else size) among the others.
 */
export const KNOWN_SECONDS = {
  '__tests__/faults/one-request-reverted.test.ts': 39,
  '__tests__/faults/one-request.test.ts': 33,
  '__tests__/e2e/examples.test.ts': 21,
  '__tests__/e2e/comments.test.ts': 20,
  '__tests__/e2e/code-changes.test.ts': 19,
  '__tests__/unit/visible-text-differential.test.ts': 15,
  '__tests__/e2e/analytics.test.ts': 14,
  '__tests__/faults/hostile-input.test.ts': 13,
  '__tests__/e2e/deploy.test.ts': 11,
  '__tests__/unit/visible-text-speed.test.ts': 11,
  '__tests__/faults/api-github-writes.test.ts': 10,
  '__tests__/faults/daily-limits.test.ts': 10,
  '__tests__/e2e/agent.test.ts': 9,
  '__tests__/e2e/previews.test.ts': 8,
  '__tests__/faults/api-agent.test.ts': 8,
  '__tests__/e2e/handoffs.test.ts': 7,
  '__tests__/faults/api-github-triage.test.ts': 7,
  '__tests__/faults/process.test.ts': 7,
  '__tests__/e2e/gaps-history.test.ts': 6,
  '__tests__/e2e/gaps.test.ts': 6,
}

export default class LongestFirst extends Sequencer {
  sort(tests) {
    const known = (test) => {
      const file = relative(test.context.config.rootDir, test.path).split('\\').join('/')
      const seconds = KNOWN_SECONDS[file]
      return seconds === undefined ? undefined : seconds * 1000
    }
    // Jest's order (failed first, then cached durations, else size), as the tie-breaker.
    const jestOrder = new Map(super.sort([...tests]).map((test, index) => [test, index]))
    const estimate = (test) => this.time(test) ?? known(test) ?? 0
    return [...tests].sort(
      (a, b) =>
        Number(this.hasFailed(b)) - Number(this.hasFailed(a)) ||
        estimate(b) - estimate(a) ||
        jestOrder.get(a) - jestOrder.get(b),
    )
  }
}
