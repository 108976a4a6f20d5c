import { expect, test } from '@jest/globals'
import {
  filesUnder,
  folderScores,
  mergedReports,
  percent,
  scoreOf,
  type Mutant,
  type MutationReport,
} from '../../bench/mutation-score.ts'

// The figures of bench/RESULTS.md section 4, from StrykerJS's JSON report.
const mutant = (status: string): Mutant => ({
  mutatorName: 'ConditionalExpression',
  status,
  location: { start: { line: 1, column: 1 } },
})
const of = (...statuses: string[]) => ({ mutants: statuses.map(mutant) })

const REPORT: MutationReport = {
  files: {
    'src/check/check-run.ts': of('Killed', 'Timeout', 'Survived', 'NoCoverage'),
    'src/check/check-read.ts': of('Killed', 'Ignored', 'RuntimeError', 'CompileError'),
    'src/checker/other.ts': of('Survived'),
    'src/shared/change-check/page-reading.ts': of('Killed', 'Killed'),
  },
}

test('a mutant is detected when a test failed on it or it timed out; the unjudged count neither way', () => {
  expect(scoreOf(REPORT.files['src/check/check-run.ts']?.mutants ?? [])).toEqual({
    mutants: 4,
    detected: 2,
    timedOut: 1,
  })
  expect(scoreOf(REPORT.files['src/check/check-read.ts']?.mutants ?? [])).toEqual({
    mutants: 1,
    detected: 1,
    timedOut: 0,
  })
})

test('the score in percent to one decimal; none judged is no score', () => {
  expect(percent({ mutants: 3, detected: 2, timedOut: 0 })).toBe('66.7%')
  expect(percent({ mutants: 0, detected: 0, timedOut: 0 })).toBe('–')
})

test("a folder's score counts the files under it, not a folder whose name starts alike", () => {
  expect(folderScores(REPORT, ['src/check', 'src/shared/change-check/'])).toEqual([
    { folder: 'src/check', score: { mutants: 5, detected: 3, timedOut: 1 } },
    { folder: 'src/shared/change-check/', score: { mutants: 2, detected: 2, timedOut: 0 } },
  ])
  expect(Object.keys(filesUnder(REPORT, ['src/check']).files)).toEqual([
    'src/check/check-run.ts',
    'src/check/check-read.ts',
  ])
  expect(filesUnder(REPORT, [])).toBe(REPORT)
})

test('runs over different files read as one; a file in a later run replaces its earlier result', () => {
  const later = { files: { 'src/check/check-run.ts': of('Killed') } }
  const merged = mergedReports([REPORT, later])
  expect(Object.keys(merged.files)).toHaveLength(4)
  expect(folderScores(merged, ['src/check'])[0]?.score).toEqual({
    mutants: 2,
    detected: 2,
    timedOut: 0,
  })
})
