import { expect, test } from '@jest/globals'
import { MAX_CONTEXT, MAX_DESCRIPTION, withContext } from '../../src/agent/decide/prompt-context.js'
import type { Thread } from '../../src/agent/decide/trigger.js'

const pull: Thread = {
  number: 42,
  isPullRequest: true,
  title: 'Add --fast',
  body: 'Makes builds faster.\n<!-- hidden -->\n',
  url: 'https://github.com/acme/cli/pull/42',
  fromFork: false,
}

test('no thread, no context', () => {
  expect(withContext('Do it', 'acme/cli', undefined, ['a.ts'])).toBe('Do it')
})

test('a pull request brings its title, link, description and files', () => {
  expect(withContext('Document it', 'acme/cli', pull, ['src/a.ts', 'src/b.ts'])).toBe(
    [
      'Document it',
      '',
      '---',
      'Context of this request (from GitHub):',
      'Repository: acme/cli',
      'Pull request #42: Add --fast',
      'URL: https://github.com/acme/cli/pull/42',
      'Description:',
      'Makes builds faster.',
      'Changed files:',
      '- src/a.ts',
      '- src/b.ts',
    ].join('\n'),
  )
})

test('an issue brings its body; empty parts are left out', () => {
  const issue = { ...pull, isPullRequest: false, body: 'Steps to reproduce', url: '' }
  expect(withContext('Fix', 'acme/cli', issue, undefined)).toBe(
    'Fix\n\n---\nContext of this request (from GitHub):\nRepository: acme/cli\nIssue #42: Add --fast\nBody:\nSteps to reproduce',
  )
  expect(withContext('Fix', 'acme/cli', { ...issue, body: '  ' }, [])).not.toContain('Body:')
})

test('a long description is trimmed, a full file list says so, and the block is capped', () => {
  const long = { ...pull, body: 'x'.repeat(5000) }
  const files = Array.from({ length: 100 }, (_, i) => `src/${'deep/'.repeat(10)}file-${i}.ts`)
  const prompt = withContext('Go', 'acme/cli', long, files)
  expect(prompt).toContain(`${'x'.repeat(MAX_DESCRIPTION)}… (trimmed)`)
  expect(prompt).not.toContain('x'.repeat(MAX_DESCRIPTION + 1))
  const block = prompt.slice('Go\n\n'.length)
  expect(block.length).toBeLessThanOrEqual(MAX_CONTEXT + '\n… (context trimmed)'.length)
  expect(block.endsWith('\n… (context trimmed)')).toBe(true)
  expect(withContext('Go', 'acme/cli', pull, files.slice(0, 3))).not.toContain('(first 100)')
  expect(
    withContext(
      'Go',
      'acme/cli',
      pull,
      files.map((f) => f.slice(-12)),
    ),
  ).toContain('Changed files (first 100):')
})
