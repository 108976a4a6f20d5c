import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, workflowRunEvent } from '../../emulator/webhooks.ts'
import { ROOT, runAgent, runAgentAndPost, withEmulator } from './harness.js'

// Most e2e tests run the agent's step in process (../in-process/step.ts): the process-level
// coverage they gave up is kept here. Each event kind the agent reads is played once through the
// bundle (dist/index.js) as a real process, and the first also through the post step's bundle
// (dist/post/index.js). The deploy and check actions have no in-process runner: their e2e tests
// all run their bundles; analytics.test.ts runs the analytics bundle for every report.
const it = test.concurrent

/** The events GitHub sends (the published webhook examples), by name. */
const EVENT_NAMES = new Set(
  (
    createRequire(import.meta.url)('@octokit/webhooks-examples/api.github.com/index.json') as {
      name: string
    }[]
  ).map((event) => event.name),
)

/** Quoted in src/agent/triggers/ as a payload's field, not as an event: an issue's `label`. */
const FIELDS = new Set(['label'])

/** Every event the agent's kinds of request read: the event names src/agent/triggers/ quotes. */
function eventKinds(): string[] {
  const folder = join(ROOT, 'src', 'agent', 'triggers')
  const quoted = readdirSync(folder).flatMap((file) =>
    [...readFileSync(join(folder, file), 'utf8').matchAll(/'([a-z_]+)'/g)].map((m) => m[1] ?? ''),
  )
  return [...new Set(quoted.filter((name) => EVENT_NAMES.has(name) && !FIELDS.has(name)))].sort()
}

interface Played {
  inputs?: Record<string, string>
  body: Record<string, unknown>
  /** What the run's `status` output says: a job it started ends completed. */
  status: string
  seed?: (emulator: Emulator) => void
  /** The commit statuses the run sets, as [sha, context, state], where a test says them. */
  statuses?: [string, string, string][]
}

const phrase = '@docs-agent document the --fast flag'
const MERGE_HEAD = 'e'.repeat(40)

/** One run of each event kind, as a workflow that answers it would run the action. */
const PLAYED: Record<string, Played> = {
  issue_comment: {
    body: byUser(
      payload('issue_comment', 'created', (p) => (p.comment.body = phrase)),
      'writer',
    ),
    status: 'completed',
  },
  issues: {
    body: byUser(
      payload('issues', 'opened', (p) => (p.issue.title = phrase)),
      'writer',
    ),
    status: 'completed',
  },
  pull_request: {
    inputs: { prompt: 'Update the docs for this pull request' },
    body: payload('pull_request', 'closed', (p) => (p.pull_request.merged = true)),
    status: 'completed',
  },
  pull_request_target: {
    inputs: { prompt: 'Update the docs for this pull request' },
    body: payload('pull_request', 'closed', (p) => (p.pull_request.merged = true)),
    status: 'completed',
  },
  pull_request_review: {
    body: byUser(
      payload('pull_request_review', 'submitted', (p) => (p.review.body = phrase)),
      'writer',
    ),
    status: 'completed',
  },
  pull_request_review_comment: {
    body: byUser(
      payload('pull_request_review_comment', 'created', (p) => (p.comment.body = phrase)),
      'writer',
    ),
    status: 'completed',
  },
  workflow_run: {
    body: workflowRunEvent({ conclusion: 'success' }),
    status: 'skipped',
  },
  merge_group: {
    inputs: { 'follow-code-changes': 'true', 'docs-status': 'docs' },
    body: payload('merge_group', 'checks_requested', (p) => {
      p.merge_group.head_sha = MERGE_HEAD
      p.merge_group.base_sha = 'f'.repeat(40)
    }),
    status: 'skipped',
    seed: (emulator) =>
      emulator.github.commits.seed({ commits: [{ sha: MERGE_HEAD, files: ['src/a.ts'] }] }),
    // A required `docs` status answers the merge queue's head.
    statuses: [[MERGE_HEAD, 'docs', 'success']],
  },
  // The `prompt` input reads any event: a scheduled workflow's.
  schedule: {
    inputs: { prompt: 'Check the docs for dead links' },
    body: { schedule: '0 * * * *' },
    status: 'completed',
  },
}

describe('every event kind through the bundle', () => {
  test('each event the agent reads (src/agent/triggers/) is played here', () => {
    const kinds = eventKinds()
    expect(kinds.length).toBeGreaterThan(5)
    expect(kinds.filter((kind) => !(kind in PLAYED))).toEqual([])
  })

  it('issue_comment, and then the post step', async () => {
    await withEmulator({}, async (emulator) => {
      const { main, post } = await runAgentAndPost(
        emulator,
        {},
        eventEnv('issue_comment', PLAYED.issue_comment!.body),
      )
      expect(main.code).toBe(0)
      expect(main.outputs.status).toBe('completed')
      expect(main.stderr).toBe('')
      expect(post.code).toBe(0)
      expect(emulator.agent.jobs.size).toBe(1)
    })
  })

  it.each(Object.keys(PLAYED).filter((name) => name !== 'issue_comment'))('%s', async (name) => {
    const played = PLAYED[name]!
    await withEmulator({}, async (emulator) => {
      played.seed?.(emulator)
      const run = await runAgent(emulator, played.inputs ?? {}, eventEnv(name, played.body))
      expect({ code: run.code, status: run.outputs.status, stderr: run.stderr }).toEqual({
        code: 0,
        status: played.status,
        stderr: '',
      })
      expect(emulator.agent.jobs.size).toBe(played.status === 'completed' ? 1 : 0)
      if (played.statuses !== undefined)
        expect(emulator.github.commits.statuses.map((s) => [s.sha, s.context, s.state])).toEqual(
          played.statuses,
        )
    })
  })
})
