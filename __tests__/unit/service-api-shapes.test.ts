import { describe, expect, test } from '@jest/globals'
import * as v from 'valibot'
import { answerProblems, ENDPOINTS, isOperation } from '../../emulator/service-api.ts'
import { TrafficTotals } from '../../src/analytics/analytics-api-shapes.js'
import { forgiving } from '../../src/shared/service/service-api-shapes.js'

// The one definition of the service's API (its common part, and the endpoints of both actions as
// the emulator joins them): how an answer is checked against it (the emulator and the contract
// tests use this) and how a client reads it.

test('isOperation knows the operations, and nothing an object inherits', () => {
  for (const op of Object.keys(ENDPOINTS)) expect(isOperation(op)).toBe(true)
  expect(isOperation('agent.delete')).toBe(false)
  expect(isOperation('toString')).toBe(false)
})

describe('answerProblems', () => {
  const totals = { human: 1, ai: 2, total: 3 }

  test('a documented answer that matches has no problem', () => {
    expect(answerProblems('analytics.views', 200, { totals, views: [], hasMore: false })).toEqual(
      [],
    )
    expect(answerProblems('agent.create', 429, { error: 'Slow down' })).toEqual([])
  })

  test('each problem is a line that names the field', () => {
    expect(
      answerProblems('analytics.visitors', 200, {
        totals: { ...totals, ai: '2' },
        visitors: [],
        hasMore: false,
        extra: true,
      }),
    ).toEqual([
      'totals.ai: Invalid type: Expected number but received "2"',
      expect.stringMatching(/^extra: /),
    ])
  })

  test('a body that is not an object at all is a problem of the body', () => {
    expect(answerProblems('agent.get', 200, 'job')).toEqual([
      '(body): Invalid type: Expected Object but received "job"',
    ])
  })

  test('an undocumented error status must still carry the error shape', () => {
    expect(answerProblems('agent.get', 503, { error: 'Down' })).toEqual([])
    expect(answerProblems('agent.get', 400, { message: 'Bad' })).toEqual([
      'error: Invalid key: Expected "error" but received undefined',
      'message: Invalid key: Expected never but received "message"',
    ])
  })

  test('an undocumented success status is a problem in itself', () => {
    expect(answerProblems('agent.create', 200, {})).toEqual([
      'agent.create answered 200, which the definition does not list',
    ])
    expect(answerProblems('agent.get', 399, {})).toEqual([
      'agent.get answered 399, which the definition does not list',
    ])
  })
})

test('forgiving reads every field of a shape with one reading, and ignores the rest', () => {
  const reading = forgiving(TrafficTotals, v.fallback(v.number(), 0))
  expect(v.parse(reading, { human: 'x', total: 4, extra: 1 })).toEqual({
    human: 0,
    ai: 0,
    total: 4,
  })
})
