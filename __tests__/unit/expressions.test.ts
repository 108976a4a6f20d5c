import { describe, expect, test } from '@jest/globals'
import { condition, evaluate, interpolate, type Scope } from '../../emulator/expressions.ts'

// The expression evaluator that plays the example workflows: if it were wrong, the examples'
// tests would prove nothing.

const scope = (failed = false): Scope => ({
  contexts: {
    steps: { docs: { outputs: { 'pr-link': 'https://x/pull/1', 'pr-number': '' } } },
    github: { event: { pull_request: { merged: true, number: 7 } } },
    inputs: { offset: '0' },
  },
  failed,
})

describe('evaluate', () => {
  test.each([
    ["steps.docs.outputs.pr-link != ''", true],
    ["steps.docs.outputs.pr-number != ''", false],
    ['steps.docs.outputs.missing', null],
    ['github.event.pull_request.merged == true', true],
    ["github.event.pull_request.number == '7'", true],
    ["'ABC' == 'abc'", true],
    ["inputs.offset == 0 && 'zero' || 'other'", 'zero'],
    ['github.event.issue.number || github.event.pull_request.number', 7],
    ['!(1 < 2)', false],
    ["contains('hello world', 'WORLD')", true],
    ["startsWith(github.event.missing, '')", true],
    ["format('{0}-{1}', 'docs', 3)", 'docs-3'],
    ["fromJSON('[1,2]')[1]", 2],
    ["'it''s'", "it's"],
    // && and || do not evaluate what they do not need, as on GitHub.
    ["steps.docs.outputs.pr-number != '' && fromJSON(steps.docs.outputs.pr-number)", false],
    ["steps.docs.outputs.pr-link || fromJSON('not json')", 'https://x/pull/1'],
    // Names ignore case; two strings compare as text, ignoring case.
    ['GitHub.Event.Pull_Request.MERGED', true],
    ["'b' > 'A'", true],
    ["'10' > 9", true],
  ])('%s', (expression, value) => {
    expect(evaluate(expression, scope())).toEqual(value)
  })

  test.each(['unknown.context', 'hashFiles()', 'steps.docs.outputs.pr-link ==', 'a ? b'])(
    'refuses %s',
    (expression) => {
      expect(() => evaluate(expression, scope())).toThrow()
    },
  )
})

test('interpolate replaces each ${{ }} and leaves other text alone', () => {
  expect(interpolate('PR ${{ steps.docs.outputs.pr-link }} (${{ inputs.offset }})', scope())).toBe(
    'PR https://x/pull/1 (0)',
  )
})

describe('condition', () => {
  test('a plain condition also needs the job to be succeeding', () => {
    expect(condition("steps.docs.outputs.pr-link != ''", scope())).toBe(true)
    expect(condition("steps.docs.outputs.pr-link != ''", scope(true))).toBe(false)
    expect(condition(undefined, scope(true))).toBe(false)
  })

  test('status functions decide on their own, with or without ${{ }}', () => {
    expect(condition('${{ always() }}', scope(true))).toBe(true)
    expect(condition('failure()', scope(true))).toBe(true)
    expect(condition('failure()', scope())).toBe(false)
  })
})
