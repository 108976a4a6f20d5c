// Ends the run with one plain line, "jest: N passed, M failed", that any CI log reader
// understands, and before it the CPU seconds each project used. Written at exit, so that it
// comes after Jest's own summary.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

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

/**
 * "CPU seconds: e2e 120.3, unit 60.1, …, jest 4.2; 210.0 in all", from the records
 * __tests__/cpu-meter.ts wrote for each test file (its worker's CPU and its child processes'),
 * largest first, plus the rest of the run's (Jest's own); then the five files that used most. Undefined when
 * no file was measured (not Linux).
 */
export function cpuLine(records, treeSeconds) {
  if (records.length === 0) return undefined
  const projects = new Map()
  for (const { project, seconds } of records)
    projects.set(project, (projects.get(project) ?? 0) + seconds)
  // The rest of the process tree's: Jest's own work (and a lone file run in this process).
  const measured = records.reduce((sum, { seconds }) => sum + seconds, 0)
  projects.set('jest', Math.max(0, treeSeconds - measured))
  const total = [...projects.values()].reduce((sum, seconds) => sum + seconds, 0)
  const parts = [...projects]
    .sort(([a, x], [b, y]) => (a === 'jest' ? 1 : b === 'jest' ? -1 : y - x))
    .map(([project, seconds]) => `${project} ${seconds.toFixed(1)}`)
  const files = [...records]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5)
    .map(({ file, seconds }) => `${file.replace(/^__tests__\//, '')} ${seconds.toFixed(1)}`)
  return (
    `CPU seconds: ${parts.join(', ')}; ${total.toFixed(1)} in all\n` +
    `Most CPU: ${files.join(', ')}`
  )
}

/**
 * This process's CPU seconds and those of the processes it waited for (Jest's workers, which
 * have ended by now), from /proc as __tests__/cpu-meter.ts reads them; 0 without /proc.
 */
function processTreeSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0) / 100
  } catch {
    return 0
  }
}

function readRecords(folder) {
  if (folder === undefined || !existsSync(folder)) return []
  const records = readdirSync(folder).map((name) =>
    JSON.parse(readFileSync(join(folder, name), 'utf8')),
  )
  rmSync(folder, { recursive: true, force: true })
  return records
}

export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    const count = countOf(results)
    const records = readRecords(process.env.DOCS_AGENT_CPU_DIR)
    // Every file's seconds, for a closer look (CONTRIBUTING.md).
    const report = process.env.TEST_CPU_REPORT
    if (report) writeFileSync(report, `${JSON.stringify(records, null, 1)}\n`)
    process.once('exit', () => {
      // jest.tmp-teardown.js runs after this hook: files a test left behind fail the run.
      if (Number(process.env.DOCS_AGENT_TEST_LEFTOVERS ?? 0) > 0) count.failed += 1
      const cpu = cpuLine(records, processTreeSeconds())
      if (cpu !== undefined) process.stderr.write(`${cpu}\n`)
      process.stderr.write(`${summaryLine(count)}\n`)
    })
  }
}
