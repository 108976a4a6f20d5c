import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { statusOfCheck } from '../../src/shared/change-check/check-view.js'
import type { ChangeCheck } from '../../src/shared/change-check/change-types.js'
import {
  isPass,
  PASS_STARTS,
  statusRuling,
  type FoundStatus,
  type WriteKind,
  type WriteRuling,
} from '../../src/shared/statuses/status-rule.js'
import { writeStatus } from '../../src/shared/statuses/status-write.js'
import type {
  CommitStatus,
  GitHubClient,
  NewStatus,
} from '../../src/shared/github/github-client.js'
import { sources, SRC } from './source-imports.js'
import { inStep } from './step.js'

// Issue #52: whether a commit status may be written depends on what the commit carries, never on
// the event. The pure rule (shared/statuses/status-rule.ts), for every newest status a commit can show
// and every kind of status a run writes; the one writer that asks it (status-write.ts); and the
// sources, which write a status nowhere else.

const blocked: ChangeCheck = {
  state: 'blocked',
  pull: 1,
  findings: [{ file: 'a.mdx', line: 1, kind: 'secret', severity: 'block', detail: 'an AWS key' }],
}
const passed: ChangeCheck = { state: 'passed', pull: 1, findings: [] }
const byJob = statusOfCheck(blocked)!
const byCheck = statusOfCheck(blocked, 'the check’s run')!

/** What a commit can show as its newest status of the context. */
const NEWEST: Record<string, FoundStatus | undefined> = {
  nothing: undefined,
  pending: { state: 'pending', description: 'The docs agent is working on job j1' },
  error: { state: 'error', description: 'Could not read the change: HTTP 502. Re-run this check' },
  failure: byJob,
  'a judged success': statusOfCheck(passed)!,
  'a pass': {
    state: 'success',
    description: "Not the agent's pull request (opened by x): not checked",
  },
}

/** What a run writes, by kind (the change check's verdicts in both states). */
const WANTED: Record<string, { state: string; description: string; kind: WriteKind }> = {
  pass: { state: 'success', description: 'Not followed: no label (label-trigger)', kind: 'pass' },
  'verdict success': {
    ...statusOfCheck(passed)!,
    description: 'Docs text, with 1 warning (link)',
    kind: 'verdict',
  },
  'verdict failure': { ...byCheck, kind: 'verdict' },
  unread: {
    state: 'error',
    description: 'Could not read the change: HTTP 403. Re-run this check',
    kind: 'unread',
  },
  standing: { state: 'success', description: 'Docs pull request ready (job j2)', kind: 'standing' },
  first: {
    state: 'error',
    description: 'The docs agent action failed before it reached a job: see the run',
    kind: 'first',
  },
}

/** Every newest status (rows) against every kind written (columns). */
const TABLE: Record<string, Record<string, WriteRuling>> = {
  nothing: {
    pass: 'write',
    'verdict success': 'write',
    'verdict failure': 'write',
    unread: 'write',
    standing: 'write',
    first: 'write',
  },
  pending: {
    pass: 'kept',
    'verdict success': 'write',
    'verdict failure': 'write',
    unread: 'write',
    standing: 'write',
    first: 'taken',
  },
  error: {
    pass: 'kept',
    'verdict success': 'write',
    'verdict failure': 'write',
    unread: 'write',
    standing: 'write',
    first: 'taken',
  },
  failure: {
    pass: 'kept',
    'verdict success': 'stands',
    // The same findings, whether the reader is sent to the note or to the check's run.
    'verdict failure': 'same',
    unread: 'stands',
    standing: 'write',
    first: 'taken',
  },
  'a judged success': {
    pass: 'kept',
    'verdict success': 'write',
    'verdict failure': 'write',
    unread: 'stands',
    standing: 'write',
    first: 'taken',
  },
  'a pass': {
    pass: 'write',
    'verdict success': 'write',
    'verdict failure': 'write',
    unread: 'write',
    standing: 'write',
    first: 'taken',
  },
}

describe('the rule: every newest status a commit shows × every kind a run writes', () => {
  const cases = Object.entries(TABLE).flatMap(([newest, row]) =>
    Object.entries(row).map(([wanted, ruling]) => [newest, wanted, ruling] as const),
  )

  test('the table covers them all', () => {
    expect(cases).toHaveLength(Object.keys(NEWEST).length * Object.keys(WANTED).length)
  })

  test.each(cases)('over %s, a %s: %s', (newest, wanted, ruling) => {
    expect(statusRuling(NEWEST[newest], WANTED[wanted]!)).toBe(ruling)
  })

  test.each(Object.entries(WANTED))(
    'a %s that the commit says already is not written again',
    (_, wanted) => {
      expect(statusRuling({ ...wanted }, wanted)).toBe('same')
    },
  )

  test('the same verdict, whoever wrote it and wherever it sends the reader; other findings are another', () => {
    expect(byJob.description).not.toBe(byCheck.description)
    expect(statusRuling(byCheck, { ...byJob, kind: 'verdict' })).toBe('same')
    const more = statusOfCheck({
      ...blocked,
      findings: [...blocked.findings, ...blocked.findings],
    })!
    expect(statusRuling(byJob, { ...more, kind: 'verdict' })).toBe('write')
  })

  test('a standing is the same only word for word, its link included', () => {
    const pending = {
      state: 'pending',
      description: 'Job j1 works',
      targetUrl: 'https://x.test/run',
    }
    expect(statusRuling(pending, { ...pending, kind: 'standing' })).toBe('same')
    const moved = { ...pending, targetUrl: 'https://x.test/pull/3', kind: 'standing' as const }
    expect(statusRuling(pending, moved)).toBe('write')
  })

  test('a pass is a success worded as one: every pass the actions write, and nothing else', () => {
    for (const start of Object.values(PASS_STARTS))
      expect(isPass({ state: 'success', description: `${start}…` })).toBe(true)
    expect(
      isPass({
        state: 'failure',
        description: 'Not followed: job j1 is archived; a person must update the docs',
      }),
    ).toBe(false)
    expect(isPass({ state: 'success', description: 'Nothing beyond docs text' })).toBe(false)
    expect(isPass({ state: 'success', description: 'Docs pull request ready (job j1)' })).toBe(
      false,
    )
    expect(isPass({ state: 'success' })).toBe(false)
  })
})

/** A GitHub client with one commit's statuses, newest first; it records reads and writes. */
function fakeGitHub(newest: CommitStatus | undefined) {
  const calls: string[] = []
  const github = {
    commitStatuses: (sha: string, context: string, limit: number) => {
      calls.push(`read ${sha.slice(0, 3)} ${context} ${limit}`)
      return Promise.resolve(newest === undefined ? [] : [newest])
    },
    createCommitStatus: (sha: string, status: NewStatus) => {
      calls.push(`write ${sha.slice(0, 3)} ${JSON.stringify(status)}`)
      return Promise.resolve({ ...status, id: 1, createdAt: '' })
    },
  } as unknown as GitHubClient
  return { github, calls }
}

const found = (state: string, description: string): CommitStatus => ({
  id: 1,
  state,
  context: 'docs',
  description,
  targetUrl: undefined,
  createdAt: '',
})

describe('the one writer', () => {
  const SHA = 'abc'.padEnd(40, '0')

  test('one read, then the write the rule allows, sent without its kind', async () => {
    const { github, calls } = fakeGitHub(undefined)
    const run = await inStep({}, async () => {
      const written = await writeStatus(github, SHA, {
        state: 'success',
        context: 'docs',
        description: 'Not followed: no label',
        kind: 'pass',
      })
      expect(written).toEqual({ ruling: 'write', newest: undefined })
    })
    expect(calls).toEqual([
      'read abc docs 1',
      'write abc {"state":"success","context":"docs","description":"Not followed: no label"}',
    ])
    expect(run.log).toContain('Set docs on abc0000: success (Not followed: no label).')
  })

  test('a pass over a pending: read, not written, and the log says what stands', async () => {
    const { github, calls } = fakeGitHub(found('pending', 'Job j1 works'))
    const run = await inStep({}, async () => {
      const written = await writeStatus(github, SHA, {
        state: 'success',
        context: 'docs',
        description: 'Not followed: no label',
        kind: 'pass',
      })
      expect(written.ruling).toBe('kept')
    })
    expect(calls).toEqual(['read abc docs 1'])
    expect(run.log).toContain(
      'docs on abc0000 says pending (Job j1 works), which a pass does not replace',
    )
  })

  test('a newest status the caller read already is not read again', async () => {
    const { github, calls } = fakeGitHub(found('failure', 'x'))
    await inStep({}, async () => {
      const written = await writeStatus(
        github,
        SHA,
        { state: 'success', context: 'docs', description: 'Not followed: x', kind: 'pass' },
        { newest: undefined },
      )
      expect(written.ruling).toBe('write')
    })
    expect(calls).toEqual([expect.stringMatching(/^write abc /)])
  })

  test('a description cut to 140 characters reads as the same status GitHub keeps', async () => {
    const long = `Not followed: ${'x'.repeat(200)}`
    const kept = `${[...long].slice(0, 139).join('')}…`
    const { github, calls } = fakeGitHub(found('success', kept))
    await inStep({}, async () => {
      const written = await writeStatus(github, SHA, {
        state: 'success',
        context: 'docs',
        description: long,
        kind: 'pass',
      })
      expect(written.ruling).toBe('same')
    })
    expect(calls).toEqual(['read abc docs 1'])
  })
})

test('no status is written anywhere in src/ but by the one writer (and the operation it calls)', () => {
  const writers = sources()
    .filter((file) => /\.createCommitStatus\(|\/statuses\/\{sha\}/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file))
    .sort()
  expect(writers).toEqual(['shared/github/commit-statuses.ts', 'shared/statuses/status-write.ts'])
})
