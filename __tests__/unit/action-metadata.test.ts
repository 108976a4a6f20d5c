import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parseAction } from '@actions/workflow-parser/actions/action-parser'
import { NoOperationTraceWriter } from '@actions/workflow-parser/templates/trace-writer'
import { parse } from 'yaml'

// Both action.yml files against GitHub's own action metadata schema (the one its editor
// extension and language server use), then the promises the README makes about every
// description: its default, its allowed values or an example.

const root = join(import.meta.dirname, '../..')
const files = ['action.yml', 'analytics/action.yml']

function schemaProblems(name: string, content: string): string[] {
  const result = parseAction({ name, content }, new NoOperationTraceWriter())
  return result.context.errors.getErrors().map((e) => e.message)
}

interface Metadata {
  inputs: Record<string, { description?: string; required?: boolean; default?: string }>
  outputs: Record<string, { description?: string }>
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
