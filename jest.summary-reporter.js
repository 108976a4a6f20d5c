// Ends the run with one plain line, "jest: N passed, M failed", that any CI log reader
// understands. Written at exit, so that it comes after Jest's own summary.
//
// A test file that fails before its tests run (an import error, a syntax error, a hook that
// throws) has no failed test, yet it is a failure: each such suite counts as one failed test, so
// a broken file can never turn into "0 passed, 0 failed".
export function countOf(results) {
  const brokenSuites = results.testResults.filter(
    (suite) => suite.numFailingTests === 0 && (suite.testExecError != null || suite.failureMessage),
  ).length
  return {
    passed: results.numPassedTests,
    failed: results.numFailedTests + brokenSuites,
    skipped: results.numPendingTests + results.numTodoTests,
  }
}

export function summaryLine({ passed, failed, skipped }) {
  return `jest: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`
}

export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const count = countOf(results)
    process.once('exit', () => {
      // jest.tmp-teardown.js runs after this hook: files a test left behind fail the run.
      if (Number(process.env.DOCS_AGENT_TEST_LEFTOVERS ?? 0) > 0) count.failed += 1
      process.stderr.write(`${summaryLine(count)}\n`)
    })
  }
}
