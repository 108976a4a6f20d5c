import { expect, test } from '@jest/globals'
import { circles, importGraph } from './source-imports.js'

// No import circle in src/, type-only imports included: a reader can tell the layers from the
// imports (issue #30). The types several steps share live in modules of their own
// (src/agent/decide/request.ts, facts.ts and decision.ts; src/analytics/gaps/gaps.ts).

test('no two files of src/ import each other, directly or through others', () => {
  expect(circles(importGraph())).toEqual([])
})

test('the circle finder finds a circle put back, direct or through others, and nothing else', () => {
  const graph = importGraph()
  // decision.ts naming a fact type of a step again, as it did: decide's steps import decision.ts.
  const putBack = new Map(graph)
  putBack.set('agent/decide/decision.ts', [
    ...(graph.get('agent/decide/decision.ts') ?? []),
    'agent/decide/whole-review.ts',
  ])
  expect(circles(putBack)).toEqual([['agent/decide/decision.ts', 'agent/decide/whole-review.ts']])
  const longer = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'd.ts']],
    ['d.ts', []],
  ])
  expect(circles(longer)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  expect(
    circles(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', []],
      ]),
    ),
  ).toEqual([])
})
