import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { brokenLinks, documents, readPage } from './markdown-links.ts'

// Every relative link and #anchor of the project's documents resolves: README.md, the root's
// other documents and every page of docs/. A file must exist; an anchor must be a heading of the
// page it names, as GitHub slugs headings (./markdown-links.ts).

const root = join(import.meta.dirname, '../..')
const files = documents(root)

test('the documents are read: the root ones and every page of the manual in docs/', () => {
  expect(files).toEqual(
    expect.arrayContaining([
      'README.md',
      'CONTRIBUTING.md',
      'RELIABILITY.md',
      'SECURITY.md',
      'CHANGELOG.md',
      'docs/README.md',
      'docs/examples.md',
      'docs/reference/agent.md',
      'docs/reference/analytics.md',
    ]),
  )
})

test.each(files)('every relative link and anchor of %s resolves', (file) => {
  expect(brokenLinks(root, file)).toEqual([])
})

test('the links are read at all (a guard against a reading that finds nothing)', () => {
  const links = files.flatMap((file) => readPage(readFileSync(join(root, file), 'utf8')).links)
  expect(links.filter((link) => /^[^:]*#/.test(link)).length).toBeGreaterThan(100)
  expect(links).toContain('docs/reference/agent.md')
})

test("headings get GitHub's anchors: lowercase, punctuation dropped, repeats numbered", () => {
  const page = readPage(
    [
      '# Docs gaps (`report: gaps`)',
      "## The agent's pull request, to merge",
      '## Quick start',
      '## Quick start',
      '### `prLink` (output)',
      '<a name="kept"></a>',
    ].join('\n\n'),
  )
  expect([...page.anchors]).toEqual([
    'docs-gaps-report-gaps',
    'the-agents-pull-request-to-merge',
    'quick-start',
    'quick-start-1',
    'prlink-output',
    'kept',
  ])
})

test('the check can fail: each kind of broken link is found, and only those', () => {
  const pages: Record<string, string> = {
    'README.md': [
      '# Title',
      '## Quick start',
      '## Quick start',
      '[here](#quick-start) [again](#quick-start-1) [there](docs/guide.md#the-emulator)',
      '[web](https://example.com/x#y) [mail](mailto:a@example.com) [folder](docs/)',
      'In code, no link: `[x](missing.md)`.',
      '[no file](docs/nope.md) [no anchor](docs/guide.md#nope) [no such heading](#quick-start-2)',
      '[by reference][r] ![a picture](docs/missing.png) [outside](../outside.md)',
      '[into a picture](docs/p.png#x)',
      '',
      '[r]: docs/guide.md#also-nope',
    ].join('\n\n'),
    'docs/guide.md': '# Guide\n\n## The emulator\n\n[back](../README.md#title)\n',
    'docs/p.png': 'not Markdown',
  }
  const read = (path: string) => (path.endsWith('.md') ? pages[path] : undefined)
  const exists = (path: string) => path in pages || path === 'docs'
  expect(brokenLinks(root, 'docs/guide.md', read, exists)).toEqual([])
  expect(brokenLinks(root, 'README.md', read, exists)).toEqual([
    'README.md: docs/nope.md: no file docs/nope.md',
    'README.md: docs/guide.md#nope: docs/guide.md has no heading #nope',
    'README.md: #quick-start-2: README.md has no heading #quick-start-2',
    'README.md: docs/guide.md#also-nope: docs/guide.md has no heading #also-nope',
    'README.md: docs/missing.png: no file docs/missing.png',
    'README.md: ../outside.md leaves the repository',
    'README.md: docs/p.png#x: an anchor into a file that is not Markdown',
  ])
})
