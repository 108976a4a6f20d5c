import { describe, expect, test } from '@jest/globals'
import {
  isTerminal,
  parseJob,
  pullRequestNumber,
  pullRequestOf,
} from '../../src/agent/job/agent-job.js'
import { ACTION_VERSION } from '../../src/shared/version.js'
import pkg from '../../package.json' with { type: 'json' }

describe('parseJob', () => {
  test('reads every documented field', () => {
    const raw = {
      id: 'j1',
      status: 'completed',
      source: { repository: 'https://github.com/o/r', ref: 'main' },
      model: 'sonnet',
      prLink: 'https://github.com/o/r/pull/7',
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: null,
      extra: { kept: true },
    }
    expect(parseJob(raw)).toEqual({
      id: 'j1',
      status: 'completed',
      prLink: 'https://github.com/o/r/pull/7',
      model: 'sonnet',
      sourceRepository: 'https://github.com/o/r',
      sourceRef: 'main',
      createdAt: '2026-01-01T00:00:00Z',
      archivedAt: null,
      raw,
    })
  })

  test('tolerates missing, null and mistyped fields', () => {
    const job = parseJob({ status: 7, source: 'nope', prLink: null })
    expect(job.id).toBeNull()
    expect(job.status).toBeNull()
    expect(job.sourceRepository).toBeNull()
    expect(job.prLink).toBeNull()
  })
})

test('terminal statuses are exactly completed, archived and failed', () => {
  expect(['completed', 'archived', 'failed'].every(isTerminal)).toBe(true)
  expect(['active', 'queued', '', 'COMPLETED'].some(isTerminal)).toBe(false)
  expect(isTerminal(null)).toBe(false)
})

test('pull request numbers come from the link', () => {
  expect(pullRequestNumber('https://github.com/o/r/pull/123')).toBe('123')
  expect(pullRequestNumber('https://github.com/o/r/pull/123/files')).toBe('123')
  expect(pullRequestNumber('https://gitlab.com/o/r/-/merge_requests/5')).toBe('')
  expect(pullRequestNumber(null)).toBe('')
})

test('one reading of a pull request link', () => {
  expect(pullRequestOf('https://github.com/o/r/pull/123?w=1')).toBe(123)
  expect(pullRequestOf('https://github.com/o/r/pull/123#x')).toBe(123)
  expect(pullRequestOf('https://github.com/o/r/pull/12x')).toBeUndefined()
  expect(pullRequestOf('https://github.com/o/r/pulls')).toBeUndefined()
  expect(pullRequestOf(null)).toBeUndefined()
})

test('the User-Agent version matches package.json', () => {
  expect(ACTION_VERSION).toBe(pkg.version)
})
