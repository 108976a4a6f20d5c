import { expect, test } from '@jest/globals'
import { countsTable, expectationText, faultsTable } from '../../scripts/docs-tables.ts'
import { API_ROWS, ROWS } from './rows.ts'

test('an expectation reads as the record it is: counts, flags, patterns, absences', () => {
  expect(expectationText({ exit: 1, jobs: 0, error: /HTTP 5\d\d/, retry: null, ok: true })).toBe(
    'exit 1 · jobs 0 · error ~ `HTTP 5\\d\\d` · no retry · ok true',
  )
})

test('faults of one operation with the same expectation share a line, in the rows’ order', () => {
  const rows = [
    { group: 'g', operation: 'a.b', fault: '500', expected: { exit: 0 } },
    { group: 'g', operation: 'a.b', fault: '429 | long', expected: { exit: 1 } },
    { group: 'g', operation: 'a.b', fault: '503', expected: { exit: 0 } },
    { group: 'g', operation: 'c.d', fault: '500', expected: { exit: 0 } },
  ]
  expect(faultsTable(rows).split('\n')).toEqual([
    '| operation | fault | expected |',
    '|---|---|---|',
    '| `a.b` | 500, 503 | exit 0 |',
    '| `a.b` | 429 \\| long | exit 1 |',
    '| `c.d` | 500 | exit 0 |',
  ])
  expect(countsTable({ x: 2, y: 3 })).toContain('| **total** | **5** |')
})

test('every row is in the rendered tables, and no two rows are the same scenario', () => {
  // Each line of the table: its operation, and the faults listed in its fault cell.
  const listed = faultsTable(API_ROWS)
    .split('\n')
    .slice(2)
    .flatMap((line) => {
      const [operation = '', faults = ''] = line.split(' | ')
      const name = operation.replace(/^\| `|`$/g, '')
      return faults.split(', ').map((fault) => `${name}: ${fault}`)
    })
  expect(listed.sort()).toEqual(API_ROWS.map((row) => `${row.operation}: ${row.fault}`).sort())
  const names = ROWS.map((row) => `${row.operation}: ${row.fault}`)
  expect(new Set(names).size).toBe(names.length)
})
