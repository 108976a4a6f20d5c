import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'
import { NoOperationTraceWriter } from '@actions/workflow-parser/templates/trace-writer'
import { parse } from 'yaml'
import { anchorOf, POINTER, type Kind } from '../../scripts/reference.ts'
import { readPage } from './markdown-links.ts'

// Every action.yml file against GitHub's own action metadata schema (the one its editor
// extension and language server use), then the promises every description makes: its default,
// its allowed values or an example; short enough to read in an editor's hover (a median of 130
// characters, none over 300), with the rest in the reference, to which it points.

const root = join(import.meta.dirname, '../..')
const files = ['action.yml', 'analytics/action.yml', 'deploy/action.yml', 'check/action.yml']
/** The reference page of each action.yml. */
const REFERENCE: Record<string, string> = {
  'action.yml': 'docs/reference/agent.md',
  'analytics/action.yml': 'docs/reference/analytics.md',
  'deploy/action.yml': 'docs/reference/deploy.md',
  'check/action.yml': 'docs/reference/check.md',
}
const MEDIAN = 130
const LONGEST = 300

function schemaProblems(name: string, content: string): string[] {
  const result = parseAction({ name, content }, new NoOperationTraceWriter())
  return result.context.errors.getErrors().map((e) => e.message)
}

interface Metadata {
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  outputs: Record<string, { description?: string }>
}

/** Each description, folded as GitHub shows it, with its kind and name. */
function descriptions(metadata: Metadata): { kind: Kind; name: string; text: string }[] {
  const fold = (text = '') => text.replace(/\s+/g, ' ').trim()
  return [
    ...Object.entries(metadata.inputs).map(([name, input]) => ({
      kind: 'input' as const,
      name,
      text: fold(input.description),
    })),
    ...Object.entries(metadata.outputs).map(([name, output]) => ({
      kind: 'output' as const,
      name,
      text: fold(output.description),
    })),
  ]
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * What breaks the length rules and the pointers: a median over 130 characters, a description
 * over 300, one that does not end by pointing to its own section of `reference` (whose anchors
 * are given).
 */
function descriptionProblems(metadata: Metadata, reference: string, anchors: Set<string>) {
  const all = descriptions(metadata)
  const problems = all
    .filter(({ text }) => text.length > LONGEST)
    .map(({ name, text }) => `${name}: ${text.length} characters, over ${LONGEST}`)
  const middle = median(all.map(({ text }) => text.length))
  if (middle > MEDIAN) problems.push(`the median is ${middle} characters, over ${MEDIAN}`)
  for (const { kind, name, text } of all) {
    const [, page, anchor] = POINTER.exec(text) ?? []
    const own = anchorOf(kind, name)
    if (page !== reference || anchor !== own)
      problems.push(`${name}: does not end with "See ${reference}#${own}."`)
    else if (!anchors.has(anchor)) problems.push(`${name}: ${reference} has no #${anchor}`)
  }
  return problems
}

// An example ("e.g.", "Example"), the two values of a flag, or a list of allowed values
// ("`a`, `b` or `c`", "`a` (what it means) or `b`", "one of `a`, …").
const EXAMPLE_OR_VALUES = /e\.g\.|Example|`true`[^]*`false`|`[^`]+`(?: \([^)]*\))?(?:,| or) `[^`]+`/

describe.each(files)('%s', (path) => {
  const text = readFileSync(join(root, path), 'utf8')
  const metadata = parse(text) as Metadata

  test('is valid against the action metadata schema', () => {
    expect(schemaProblems(path, text)).toEqual([])
  })

  test.each(Object.keys(metadata.inputs))('input %s: only known keys', (name) => {
    const keys = Object.keys(metadata.inputs[name] ?? {})
    expect(keys.filter((k) => !['description', 'required', 'default'].includes(k))).toEqual([])
  })

  test.each(Object.keys(metadata.inputs))('input %s: says its default and an example', (name) => {
    const input = metadata.inputs[name] ?? {}
    const description = (input.description ?? '').replace(/\s+/g, ' ')
    if (input.required === true) expect(description).toContain('Required.')
    else if (input.default === '' || String(input.default).includes('${{'))
      expect(description).toMatch(/Default: /)
    else expect(description).toContain(`Default: \`${String(input.default)}\``)
    expect(description).toMatch(EXAMPLE_OR_VALUES)
  })

  test.each(Object.keys(metadata.outputs))('output %s: says an example or its values', (name) => {
    const description = metadata.outputs[name]?.description ?? ''
    expect(description).toMatch(EXAMPLE_OR_VALUES)
  })

  test(`descriptions: a median of ${MEDIAN} characters at most, none over ${LONGEST}, each pointing to its section of the reference`, () => {
    const reference = REFERENCE[path] ?? ''
    const { anchors } = readPage(readFileSync(join(root, reference), 'utf8'))
    expect(descriptionProblems(metadata, reference, anchors)).toEqual([])
  })
})

describe('the description rules are real', () => {
  const short = 'Short, e.g. `x`. See docs/reference/x.md'
  const fine: Metadata = {
    inputs: { a: { description: `${short}#a.` } },
    outputs: { a: { description: `${short}#a-output.` } },
  }
  const anchors = new Set(['a', 'a-output'])

  test('accepts short descriptions that point to their own sections', () => {
    expect(descriptionProblems(fine, 'docs/reference/x.md', anchors)).toEqual([])
  })

  test('refuses a long one, a long median, a missing or wrong pointer, a missing anchor', () => {
    const long = `${'word '.repeat(60)}See docs/reference/x.md#a.`
    const problems = descriptionProblems(
      {
        inputs: {
          a: { description: long },
          b: { description: `${'word '.repeat(28)}No pointer.` },
          c: { description: `${'word '.repeat(27)}See docs/reference/x.md#a.` },
        },
        outputs: { d: { description: `${short}#d-output.` } },
      },
      'docs/reference/x.md',
      anchors,
    )
    expect(problems).toEqual([
      'a: 326 characters, over 300',
      'the median is 156 characters, over 130',
      'b: does not end with "See docs/reference/x.md#b."',
      'c: does not end with "See docs/reference/x.md#c."',
      'd: docs/reference/x.md has no #d-output',
    ])
  })
})

describe('the schema check is real', () => {
  const valid = 'name: x\ndescription: y\nruns:\n  using: node24\n  main: index.js\n'

  test('accepts a minimal action', () => {
    expect(schemaProblems('ok.yml', valid)).toEqual([])
  })

  test.each([
    ['an unknown runtime', valid.replace('node24', 'node99'), "Unexpected value 'node99'"],
    ['a missing name', valid.replace('name: x\n', ''), 'Required property is missing: name'],
    ['a misspelt key', valid.replace('runs:', 'runz: 1\nruns:'), "Unexpected value 'runz'"],
    ['a branding colour GitHub lacks', `${valid}branding:\n  color: pink\n`, "'pink'"],
    [
      'an expression context an action cannot use',
      `${valid}inputs:\n  a:\n    description: x\n    default: \${{ secrets.X }}\n`,
      "Unrecognized named-value: 'secrets'",
    ],
  ])('refuses %s', (_, content, message) => {
    expect(schemaProblems('bad.yml', content).join('\n')).toContain(message)
  })
})
