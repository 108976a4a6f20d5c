import { expect, test } from '@jest/globals'
import { API_GROUPS, observe, testApiRows } from './api-runners.js'
import { API_ROWS } from './rows.ts'

// The API faults of RELIABILITY.md: the agent job API's calls (the other groups: api-*.test.ts).
testApiRows('agent')

test('every operation of the rows has a runner and one group, and every runner has rows', () => {
  const operations = [...new Set(API_ROWS.map((row) => row.operation))].sort()
  expect(Object.keys(observe).sort()).toEqual(operations)
  expect(Object.values(API_GROUPS).flat().sort()).toEqual(operations)
})
