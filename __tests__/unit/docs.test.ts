import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { inputsTable, outputsTable, renderReadme } from '../../scripts/docs-tables.ts'

const yaml = `
inputs:
  api-key:
    description: The key | masked.
    required: true
  wait:
    description: >-
      Wait for the job.
      Default: true.
    default: 'true'
  prompt:
    description: The instruction.
    default: ''
outputs:
  job-id:
    description: The job.
`

test('tables come from action.yml: required, defaults, folded descriptions, escaped pipes', () => {
  expect(inputsTable(yaml)).toBe(
    [
      '| input | default | description |',
      '|---|---|---|',
      '| `api-key` | required | The key \\| masked. |',
      '| `wait` | `true` | Wait for the job. Default: true. |',
      "| `prompt` | `''` | The instruction. |",
    ].join('\n'),
  )
  expect(outputsTable(yaml)).toBe('| output | description |\n|---|---|\n| `job-id` | The job. |')
})

test('only the marked blocks change, and a missing marker is an error', () => {
  const readme = 'intro\n<!-- docs:a -->\nold\n<!-- /docs:a -->\nrest'
  expect(renderReadme(readme, { a: 'new' })).toBe(
    'intro\n<!-- docs:a -->\nnew\n<!-- /docs:a -->\nrest',
  )
  expect(() => renderReadme(readme, { b: 'x' })).toThrow('README.md has no <!-- docs:b --> block')
})

test('every input and output of both actions is in the README', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')
  for (const file of ['action.yml', 'analytics/action.yml']) {
    const text = readFileSync(join(import.meta.dirname, '../..', file), 'utf8')
    for (const name of [...text.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1])) {
      expect(readme).toContain(`\`${name}\``)
    }
  }
})
