// Ends the run with one plain line, "jest: N passed, M failed", that any CI log reader
// understands. Written at exit, so that it comes after Jest's own summary.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests
    const tail = skipped > 0 ? `, ${skipped} skipped` : ''
    const line = `jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`
    process.once('exit', () => process.stderr.write(line))
  }
}
