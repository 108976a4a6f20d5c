import { describe, expect, test } from '@jest/globals'
import {
  condition,
  evaluate,
  Expression,
  render,
  resolve,
  template,
  type Scope,
  type Status,
} from '../../emulator/expressions.ts'

// The expressions of the example workflows, evaluated by GitHub's own evaluator with the
// player's additions: strict contexts, status functions, the implicit success() of `if:`.

const scope: Scope = {
  contexts: {
    steps: { docs: { outputs: { 'pr-link': 'https://x/pull/1', 'pr-number': '' } } },
    github: {
      event: {
        pull_request: { merged: true, number: 7 },
        comment: { body: 'failure()' },
        commits: [
          { id: 'a', files: ['x.md'] },
          { id: 'b', files: ['y.md', 'z.md'] },
        ],
      },
    },
    inputs: { offset: '0' },
    secrets: { DOCS_AGENT_API_KEY: 'key' },
  },
  strict: ['steps', 'inputs', 'secrets'],
}
const ok: Status = { failed: false }
const failed: Status = { failed: true }
const blocked: Status = { failed: false, blocked: true }

describe('evaluate', () => {
  test.each([
    ["steps.docs.outputs.pr-link != ''", true],
    ["steps.docs.outputs.pr-number != ''", false],
    ['steps.docs.outputs.missing', null],
    ['github.event.pull_request.merged == true', true],
    ["github.event.pull_request.number == '7'", true],
    ["inputs.offset == 0 && 'zero' || 'other'", 'zero'],
    ['github.event.issue.number || github.event.pull_request.number', 7],
    ['!(1 < 2)', false],
    ["'it''s'", "it's"],
    // Every '' is one quote (the lexer of @actions/expressions 0.3.61 undoes only the first).
    ["'it''s Ada''s'", "it's Ada's"],
    // GitHub's format(): doubled braces are literal braces, not a placeholder.
    ["format('{{0}}', 'a')", '{0}'],
    ["format('{0}-{1}', 'docs', 3)", 'docs-3'],
    ["format('{{{0}}}', 'a')", '{a}'],
    // fromJSON, join and `.*` filters, which the hand-written evaluator refused.
    ["fromJSON('[1,2]')[1]", 2],
    ['fromJson(\'{"a":{"b":true}}\').a.b', true],
    ['join(fromJSON(\'["a","b"]\'), \'+\')', 'a+b'],
    ["join('abc')", 'abc'],
    ['github.event.commits.*.id', ['a', 'b']],
    ["join(github.event.commits.*.id, ',')", 'a,b'],
    ["contains(github.event.commits.*.id, 'B')", true],
    ['toJSON(github.event.commits[1].files)', '[\n  "y.md",\n  "z.md"\n]'],
    // Comparisons: strings ignore case; `<=` binds tighter than `==`.
    ["'ABC' == 'abc'", true],
    ["'b' > 'A'", true],
    ["'10' > 9", true],
    ['2 <= 3 == true', true],
    ["contains('hello world', 'WORLD')", true],
    // Names ignore case, strict or not.
    ['GitHub.Event.Pull_Request.MERGED', true],
    ['Secrets.docs_agent_api_key', 'key'],
  ])('%s', (expression, value) => {
    expect(evaluate(expression, scope)).toEqual(value)
  })

  test('&& and || do not evaluate what they do not need', () => {
    expect(evaluate("inputs.offset == '1' && fromJSON('not json')", scope)).toBe(false)
    expect(evaluate('inputs.offset || secrets.MISSING', scope)).toBe('0')
    expect(() => evaluate("fromJSON('not json')", scope)).toThrow()
  })

  test('an unknown function is an error even where it would not be evaluated', () => {
    expect(() => evaluate('false && nonExistentFunction()', scope)).toThrow(
      /Unrecognized function: 'nonExistentFunction'/,
    )
  })

  test('an empty expression is null', () => {
    expect(evaluate(' ', scope)).toBeNull()
  })

  test.each(['unknown.context', 'hashFiles()', 'steps.docs.outputs.pr-link ==', 'a ? b'])(
    'refuses %p',
    (expression) => {
      expect(() => evaluate(expression, scope)).toThrow()
    },
  )

  test('status functions exist only in if:', () => {
    expect(() => evaluate('success()', scope)).toThrow(/Unrecognized function: 'success'/)
  })
})

describe('strict contexts', () => {
  test.each([
    ['secrets.DOCS_AGENT_APIKEY', 'secrets.DOCS_AGENT_APIKEY'],
    ["secrets['NOPE']", 'secrets.NOPE'],
    ['steps.doc.outputs.pr-link', 'steps.doc'],
    ['Inputs.Ofset', 'inputs.Ofset'],
  ])('%s is an error naming it', (expression, named) => {
    expect(() => evaluate(expression, scope)).toThrow(
      `the workflow uses ${named}, which does not exist`,
    )
  })

  test('only the first name is checked, as a step may leave an output unset', () => {
    expect(evaluate('steps.docs.outputs.nope', scope)).toBeNull()
  })

  test('a lenient context gives null for a missing name', () => {
    expect(evaluate('github.nope', scope)).toBeNull()
  })
})

describe('render: a value where a string goes', () => {
  test.each([
    [
      new Expression("format('PR {0} ({1})', steps.docs.outputs.pr-link, inputs.offset)"),
      'PR https://x/pull/1 (0)',
    ],
    [new Expression('steps.docs.outputs.missing'), ''],
    [new Expression('github.event.pull_request.merged'), 'true'],
    [new Expression('1.50'), '1.5'],
    ['plain text', 'plain text'],
    [3, '3'],
    [null, ''],
  ])('%p', (template, text) => {
    expect(render(template, scope)).toBe(text)
  })

  test('refuses an object, as GitHub does', () => {
    expect(() => render(new Expression('github.event'), scope)).toThrow(/object or array/)
  })

  test('resolve evaluates the expressions inside a structure', () => {
    expect(
      resolve({ matrix: { n: new Expression("fromJSON('[1,2]')"), os: ['linux'] } }, scope),
    ).toEqual({ matrix: { n: [1, 2], os: ['linux'] } })
  })
})

describe('template: ${{ }} in a string, as GitHub reads it', () => {
  test.each([
    ['no expression {0} }}', 'no expression {0} }}'],
    ['${{ inputs.offset }}', new Expression('inputs.offset')],
    [
      "PR ${{ steps.docs.outputs.pr-link }} (it's {0})",
      new Expression("format('PR {0} (it''s {{0}})', steps.docs.outputs.pr-link)"),
    ],
    ["${{ '}}' }}${{ 1 }}", new Expression("format('{0}{1}', '}}', 1)")],
  ])('%p', (text, read) => {
    // The expression keeps the string it was read from, to list run: steps as written.
    expect(template(text)).toEqual(
      typeof read === 'string' ? read : new Expression(read.text, text),
    )
  })

  test('the text around expressions is kept as it is, quotes and braces too', () => {
    const text = "Notes for ${{ github.event.pull_request.number }}:\n  {'a': 1}\n"
    expect(render(template(text), scope)).toBe("Notes for 7:\n  {'a': 1}\n")
  })

  test('refuses an unclosed ${{', () => {
    expect(() => template('a ${{ b')).toThrow(/unclosed/)
  })
})

describe('condition', () => {
  test('a condition without a status function also needs the job to be succeeding', () => {
    const pr = "steps.docs.outputs.pr-link != ''"
    expect(condition(pr, scope, ok)).toBe(true)
    expect(condition(pr, scope, failed)).toBe(false)
    expect(condition(pr, scope, blocked)).toBe(false)
    expect(condition(undefined, scope, ok)).toBe(true)
    expect(condition(undefined, scope, failed)).toBe(false)
    expect(condition(false, scope, ok)).toBe(false)
  })

  test('when the job is failing, the condition is not evaluated', () => {
    expect(condition('secrets.MISSING', scope, failed)).toBe(false)
    expect(() => condition('secrets.MISSING', scope, ok)).toThrow(/secrets.MISSING/)
  })

  test('status functions decide on their own, with or without ${{ }}', () => {
    expect(condition(new Expression('always()'), scope, failed)).toBe(true)
    expect(condition('failure()', scope, failed)).toBe(true)
    expect(condition('failure()', scope, ok)).toBe(false)
    expect(condition('FAILURE()', scope, failed)).toBe(true)
    expect(condition('cancelled()', scope, failed)).toBe(false)
    expect(condition("!cancelled() && steps.docs.outputs.pr-link != ''", scope, failed)).toBe(true)
  })

  test('after a skipped needed job: success() is false, failure() too', () => {
    expect(condition('success()', scope, blocked)).toBe(false)
    expect(condition('failure()', scope, blocked)).toBe(false)
    expect(condition('always()', scope, blocked)).toBe(true)
  })

  test('a status function inside a string is text, not a status check', () => {
    const text = "github.event.comment.body != 'failure()'"
    // The body is 'failure()': the comparison is false whatever the status.
    expect(condition(text, scope, ok)).toBe(false)
    const other = "github.event.comment.body != 'always()'"
    expect(condition(other, scope, ok)).toBe(true)
    // Not a status check, so the implicit success() still applies.
    expect(condition(other, scope, failed)).toBe(false)
  })
})
