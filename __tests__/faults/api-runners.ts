import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { createServer } from 'node:net'
import { parse } from 'csv-parse/sync'
import type { FaultRule } from '../../emulator/faults.ts'
import type { StepOptions } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import {
  API_KEY,
  errors,
  expectCleanEnd,
  deadlineFor,
  FAST_TIMEOUT,
  runAgent,
  runAgentAndPost,
  runAnalytics,
  tracking,
  TRIGGER_COMMENT,
  withEmulator,
} from '../e2e/harness.js'
import { expectRow, type Observed } from './expectations.js'
import { uninstallRunner } from '../in-process/runner.js'
import {
  prepareInProcess,
  runAgentAndPostInProcess,
  runAgentInProcess,
  runAnalyticsInProcess,
} from '../in-process/step.js'
import { eventEnv, REPOSITORY, workflowRunEvent } from '../../emulator/webhooks.ts'
import { renderMarker } from '../../src/agent/github/marker.ts'
import { API_ROWS, CLAIM_UNKNOWN_KINDS, KINDS, NOT_FOUND, REFUSED, type Kind } from './rows.ts'

/**
 * The rows play the step in this process (../in-process/step.ts), the analytics rows too (its
 * in-process step writes in the workspace of its own run, whose files they read); with
 * FAULT_ROWS=bundle, as the bundle's process, as a runner runs it (`.ci/run` plays them so too).
 */
const BUNDLE = process.env.FAULT_ROWS === 'bundle'
const agent = BUNDLE ? runAgent : runAgentInProcess
const agentAndPost = BUNDLE ? runAgentAndPost : runAgentAndPostInProcess
const analytics = BUNDLE ? runAnalytics : runAnalyticsInProcess

function ruleFor(fault: string): Omit<FaultRule, 'op'> {
  if (fault === NOT_FOUND) return { kind: 'status', status: 404, body: { error: 'Job not found' } }
  if (!(fault in KINDS)) throw new Error(`no emulator rule for the fault '${fault}'`)
  return KINDS[fault as Kind]
}

/** A loopback address where nothing listens. */
async function closedPort(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
  return `http://127.0.0.1:${port}`
}

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0

/** The tracking comment as a user sees it: its state, or how many there are when not one. */
function comment(emulator: Emulator): string {
  const { count, state } = tracking(emulator)
  return count > 1 ? `${count} comments` : state
}

/**
 * The writer's trigger comment, run as a step and its post step under `fault`, both checked for
 * a clean end (no leak, no crash, one error annotation at most).
 */
async function commentRun(
  emulator: Emulator,
  fault: string,
  inputs: Record<string, string> = {},
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
) {
  const run = await agentAndPost(
    emulator,
    inputs,
    { ...TRIGGER_COMMENT, ...deadlineFor(fault), ...env },
    more,
  )
  expectCleanEnd(run.main)
  expectCleanEnd(run.post)
  return run
}

/** What a user sees when `operation` hits `fault`: one runner per operation of the rows. */
export const observe: Record<string, (fault: string) => Promise<Observed>> = {
  'agent.create': (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      const inputs: Record<string, string> =
        fault === REFUSED ? { 'api-url': await closedPort() } : {}
      if (fault !== REFUSED) emulator.faults.add({ op: 'agent.create', ...ruleFor(fault) })
      const { main } = await commentRun(emulator, fault, inputs)
      return {
        exit: main.code,
        requests: emulator.requestsTo('agent.create').length,
        retries: count(main.stdout, /retrying in/g),
        jobs: emulator.agent.jobs.size,
        error: errors(main)[0] ?? null,
        comment: comment(emulator),
      }
    }),

  'agent.message': (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      const created = await fetch(`${emulator.url}/v2/agent/proj/job`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'first' }),
      })
      const { id } = (await created.json()) as { id: string }
      emulator.faults.add({ op: 'agent.message', ...ruleFor(fault) })
      const main = await agent(emulator, { 'job-id': id, prompt: 'second' }, deadlineFor(fault))
      expectCleanEnd(main)
      return {
        exit: main.code,
        requests: emulator.requestsTo('agent.message').length,
        delivered: (emulator.agent.jobs.get(id)?.prompts.length ?? 1) - 1,
        'job-id kept': main.outputs['job-id'] === id,
        error: errors(main)[0] ?? null,
      }
    }),

  'agent.get': (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      // A rate limit that lasts is waited out, up to the timeout.
      const lasting = fault === '429 long'
      emulator.faults.add({ op: 'agent.get', ...ruleFor(fault), times: lasting ? 0 : 1 })
      const { main } = await commentRun(
        emulator,
        fault,
        lasting ? { 'timeout-minutes': '0.05' } : {},
      )
      return {
        exit: main.code,
        status: main.outputs.status ?? null,
        'timed-out': main.outputs['timed-out'] ?? null,
        jobs: emulator.agent.jobs.size,
        // The job-id output names the job the emulator holds, whatever happened to the polls.
        'job-id kept': main.outputs['job-id'] === [...emulator.agent.jobs.keys()][0],
        retry: main.stdout.split('\n').find((line) => line.includes('retrying in')) ?? null,
        error: errors(main)[0] ?? null,
        comment: comment(emulator),
      }
    }),

  'analytics.visitors': (fault) =>
    withEmulator({ analyticsPaths: 600 }, async (emulator) => {
      emulator.faults.add({ op: 'analytics.visitors', skip: 1, ...ruleFor(fault) })
      const run = await analytics(emulator, {}, { env: deadlineFor(fault) })
      expectCleanEnd(run)
      const records: string[][] = parse(run.files['visitors.csv'] ?? '')
      return {
        exit: run.code,
        rows: records.length - 1,
        'next-offset': run.outputs['next-offset'] ?? null,
        complete: run.outputs.complete ?? null,
        error: errors(run)[0] ?? null,
      }
    }),
}

/**
 * A claim that may be the run's own waits for an owner's tracking comment: 20 s, and an owner's
 * job creation (the request timeout) too. A 1 s request timeout keeps that wait to 21 s; where
 * the claim's fate is unknown (CLAIM_UNKNOWN_KINDS), the wait is certain, and the step's clock
 * runs ten times faster (`fastClock`, as in e2e/comments.test.ts), so that the same 21 s of its
 * clock pass in about 2 s (more on a busy machine, whose stalls that clock leaves out). Its
 * request timeout is 10 s of that clock: the same 1 s of the wall, when nothing stalls.
 */
function claimSettings(op: string, fault: string): [Record<string, string>, Partial<StepOptions>] {
  if (op !== 'github.react-comment') return [{}, {}]
  if (!(CLAIM_UNKNOWN_KINDS as readonly string[]).includes(fault)) return [FAST_TIMEOUT, {}]
  // In process the request timeout is a timer of the wall's, not of the step's clock.
  return [{ DOCS_AGENT_REQUEST_TIMEOUT: BUNDLE ? '10' : '1' }, { fastClock: true }]
}

/** GitHub's calls: the job must go on, the thread must not get two tracking comments. */
for (const op of [
  'github.permission',
  'github.list-comments',
  'github.create-comment',
  'github.update-comment',
  'github.react-comment',
]) {
  observe[op] = (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      emulator.faults.add({ op, ...ruleFor(fault) })
      const { main } = await commentRun(emulator, fault, {}, ...claimSettings(op, fault))
      return {
        exit: main.code,
        jobs: emulator.agent.jobs.size,
        'tracking comments': tracking(emulator).count,
        comment: tracking(emulator).state,
      }
    })
}

/**
 * Reviewers and labels of the agent's pull request: the job's outcome stands, a request that may
 * have acted is not repeated, and a refusal is one warning.
 */
for (const [op, output] of [
  ['github.request-reviewers', 'pr-reviewers-requested'],
  ['github.add-labels', 'pr-labels-added'],
] as const) {
  observe[op] = (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      emulator.faults.add({ op, ...ruleFor(fault) })
      const { main } = await commentRun(emulator, fault, {
        'pr-reviewers': 'octocat',
        'pr-labels': 'docs',
      })
      return {
        exit: main.code,
        status: main.outputs.status ?? null,
        requests: emulator.requestsTo(op).length,
        accepted: main.outputs[output] ?? null,
        warnings: main.stdout.split('\n').filter((l) => l.startsWith('::warning::GitHub refused'))
          .length,
      }
    })
}

/**
 * A CI failure's reads (src/agent/github/ci-failure.ts): the pull request of a job (made over
 * the service's API, its note seeded), a failed run, the fault on one read; then what the one
 * follow-up told the agent.
 */
const BOT = { login: 'github-actions[bot]', type: 'Bot' as const }
for (const op of ['github.run-jobs', 'github.check-run-annotations', 'github.job-logs']) {
  observe[op] = (fault) =>
    withEmulator({ jobDurationMs: 0 }, async (emulator) => {
      const created = await fetch(`${emulator.url}/v2/agent/proj/job`, {
        method: 'POST',
        headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'Add a quickstart' }),
      })
      const { id: job } = (await created.json()) as { id: string }
      emulator.github.addComment(REPOSITORY, 101, renderMarker({ job, request: 'note' }), BOT)
      const run = emulator.github.workflowRuns.seed({
        repository: REPOSITORY,
        jobs: [
          {
            name: 'links',
            steps: [{ name: 'Check links', conclusion: 'failure', log: ['broken: /sdk'] }],
            annotations: [{ path: 'docs/a.mdx', message: 'Broken link' }],
          },
        ],
      })
      emulator.faults.add({ op, ...ruleFor(fault) })
      const event = workflowRunEvent({ conclusion: 'failure', id: run.id, pullRequest: 101 })
      const main = await agent(
        emulator,
        { wait: 'false' },
        {
          ...eventEnv('workflow_run', event, { GITHUB_RUN_ID: '950' }),
          ...deadlineFor(fault),
        },
      )
      expectCleanEnd(main)
      const prompt = emulator.agent.jobs.get(job)?.prompts[1] ?? ''
      const parts = {
        'the jobs': 'Failed job 1 of 1: links',
        'the annotations': '- docs/a.mdx line 1 (failure): Broken link',
        'the log': 'broken: /sdk',
      }
      const lost = Object.entries(parts).filter(([, text]) => !prompt.includes(text))
      return {
        exit: main.code,
        messages: emulator.requestsTo('agent.message').length,
        told: lost.length === 0 ? 'everything' : `all but ${lost.map(([name]) => name).join(', ')}`,
      }
    })
}

/** The change check's calls that the rows fault, each in turn. */
const CHANGE_CHECK_OPS = [
  'github.compare',
  'github.contents',
  'github.list-statuses',
  'github.create-status',
] as const

/**
 * The change check's calls: the agent's pull request modifies a page (its change read at its ends
 * by a comparison, the page at base and head), the fault on one call; then what the check says
 * and what it set (after a look at the head's newest status).
 */
for (const op of CHANGE_CHECK_OPS) {
  observe[op] = (fault) =>
    withEmulator({ jobDurationMs: 400 }, async (emulator) => {
      const base = '# Quickstart\n\nInstall the SDK.\n'
      emulator.github.seedPullChange({
        number: 101,
        files: [{ path: 'quickstart.mdx', base, head: `${base}\nThen run it.\n` }],
      })
      emulator.faults.add({ op, ...ruleFor(fault) })
      const { main } = await commentRun(emulator, fault)
      return {
        exit: main.code,
        status: main.outputs.status ?? null,
        'change-check': main.outputs['change-check'] ?? null,
        statuses: emulator.github.commits.statuses.filter((s) => s.context === 'docs-agent/changes')
          .length,
        warnings: main.stdout
          .split('\n')
          .filter((l) => /^::warning::Could not (check|set the docs-agent)/.test(l)).length,
      }
    })
}

/**
 * The rows in four files, so that Jest spreads them over its workers: as one file of 101 rows,
 * each a step run or two, they were the test run's long pole. Each group names the operations
 * its file runs.
 */
export const API_GROUPS = {
  agent: ['agent.create', 'agent.message', 'agent.get'],
  'github-reads': ['github.permission', 'github.list-comments'],
  'github-writes': ['github.create-comment', 'github.update-comment', 'github.react-comment'],
  'github-triage': ['github.request-reviewers', 'github.add-labels'],
  'github-ci': ['github.run-jobs', 'github.check-run-annotations', 'github.job-logs'],
  'change-check': CHANGE_CHECK_OPS,
  analytics: ['analytics.visitors'],
} as const satisfies Record<string, readonly string[]>

/** The rows of one group, each as a test of its own, several at a time. */
export function testApiRows(group: keyof typeof API_GROUPS): void {
  const operations: readonly string[] = API_GROUPS[group]
  const rows = API_ROWS.filter((row) => operations.includes(row.operation))
  if (!BUNDLE) {
    // Loading what the action imports on demand takes a few seconds on a busy machine.
    beforeAll(prepareInProcess, 60_000)
    afterAll(uninstallRunner)
  }
  test('the group has rows (a guard against a name that matches none)', () => {
    expect(rows.length).toBeGreaterThan(0)
  })
  test.concurrent.each(rows.map((row) => [`${row.operation}: ${row.fault}`, row] as const))(
    '%s',
    async (_name, row) => {
      const run = observe[row.operation]
      if (run === undefined) throw new Error(`no runner for the operation '${row.operation}'`)
      expectRow(await run(row.fault), row.expected)
    },
    30_000,
  )
}
