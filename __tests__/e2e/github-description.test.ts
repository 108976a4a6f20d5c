import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import {
  runAgentAndPostInProcess,
  runAgentInProcess,
  runAnalyticsInProcess,
  useInProcessRunner,
} from '../in-process/step.js'
import { commentEnv, runDeploy, TRIGGER_COMMENT, withEmulator } from './harness.js'

// The actions' flows against an emulator that holds every GitHub request and answer to GitHub's
// own OpenAPI description (emulator/github-description.ts), as a validating proxy would: what
// the actions send must be what GitHub takes, and what they read what GitHub answers. The agent's
// and the analytics steps in this process (runAgentInProcess, runAgentAndPostInProcess,
// runAnalyticsInProcess): the same code sends the same requests as their bundles, which the other
// e2e tests run as real processes. The deploy action has no in-process runner: runDeploy runs its
// bundle.
const it = test.concurrent
useInProcessRunner()
const validating = { validateGitHub: true }

/** The GitHub operations the runs called, each once, in alphabetical order. */
const called = (emulator: Emulator): string[] =>
  [...new Set(emulator.requests.filter((r) => r.op.startsWith('github.')).map((r) => r.op))].sort()

describe("GitHub's description holds for every GitHub request of a flow, and every answer", () => {
  it("the deploy action's preview comment on a pull request: created, then edited", async () => {
    await withEmulator(validating, async (emulator) => {
      const env = eventEnv(
        'pull_request',
        payload('pull_request', 'opened', (p) => {
          p.pull_request.number = 12
          p.number = 12
          p.pull_request.head.ref = 'docs/quickstart'
        }),
      )
      for (let run = 0; run < 2; run++)
        expect((await runDeploy(emulator, { operation: 'preview' }, env)).code).toBe(0)
      expect(called(emulator)).toEqual([
        'github.create-comment',
        'github.list-comments',
        'github.list-review-comments',
        'github.update-comment',
      ])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a comment on an issue: the job, its tracking comment, a follow-up, the post step', async () => {
    await withEmulator(validating, async (emulator) => {
      const { main, post } = await runAgentAndPostInProcess(emulator, {}, TRIGGER_COMMENT)
      expect([main.code, post.code]).toEqual([0, 0])
      const followUp = await runAgentInProcess(
        emulator,
        {},
        commentEnv('@docs-agent also a FAQ', 5002),
      )
      expect(followUp.code).toBe(0)
      expect(called(emulator)).toEqual([
        'github.compare',
        'github.create-comment',
        'github.create-status',
        'github.list-comments',
        'github.list-review-comments',
        'github.list-statuses',
        'github.permission',
        'github.pull-request',
        'github.react-comment',
        'github.update-comment',
      ])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it("reviewers and labels on the agent's pull request, one refused", async () => {
    await withEmulator(validating, async (emulator) => {
      const inputs = {
        'pr-reviewers': 'requester, a-stranger, acme/docs-team',
        'pr-labels': 'docs',
      }
      const run = await runAgentInProcess(emulator, inputs, TRIGGER_COMMENT)
      expect(run.code).toBe(0)
      expect(emulator.requestsTo('github.request-reviewers').map((r) => r.result)).toEqual([
        422, 201, 422, 201,
      ])
      expect(emulator.requestsTo('github.add-labels').map((r) => r.result)).toEqual([200])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a review comment on a pull request: the reply in its thread', async () => {
    await withEmulator(validating, async (emulator) => {
      const top = emulator.github.addComment(
        REPOSITORY,
        2,
        'Looks odd',
        { login: 'writer', type: 'User' },
        'review',
      )
      const body = '@docs-agent explain this flag in the reference'
      // GitHub makes a review of the reply alone (one comment, no body), which the action reads.
      const own = emulator.github.addReview(REPOSITORY, 2, {
        user: { login: 'writer', type: 'User' },
        comments: [{ body, path: 'README.md', line: 1, diffHunk: '@@ -1 +1 @@' }],
      })
      const review = byUser(
        payload('pull_request_review_comment', 'created', (p) => {
          p.comment.id = 9001
          p.comment.in_reply_to_id = top.id
          p.comment.body = body
          p.comment.pull_request_review_id = own.id
        }),
        'writer',
      )
      const run = await runAgentInProcess(
        emulator,
        { preview: 'true' },
        eventEnv('pull_request_review_comment', review),
      )
      expect(run.code).toBe(0)
      expect(called(emulator)).toEqual([
        'github.compare',
        'github.create-comment',
        'github.create-status',
        'github.list-comments',
        'github.list-review-comments',
        'github.list-statuses',
        'github.permission',
        'github.pull-files',
        'github.pull-request',
        'github.react-review-comment',
        'github.reply',
        'github.review',
        'github.review-comments',
        'github.update-comment',
        'github.update-review-comment',
      ])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a label that hands a pull request over: its files, the note on it', async () => {
    await withEmulator(validating, async (emulator) => {
      const pull = byUser(
        payload('pull_request', 'labeled', (p) => {
          p.pull_request.number = 43
          p.label.name = 'docs-agent'
        }),
        'writer',
      )
      emulator.github.pullFiles.set(`${REPOSITORY}#43`, [
        { filename: 'src/flags.ts', status: 'modified', additions: 1, deletions: 1, patch: '@@' },
      ])
      const run = await runAgentInProcess(
        emulator,
        { 'label-trigger': 'docs-agent', prompt: 'Update the docs for this rename' },
        eventEnv('pull_request_target', pull),
      )
      expect(run.code).toBe(0)
      expect(called(emulator)).toEqual([
        'github.compare',
        'github.create-comment',
        'github.create-status',
        'github.list-comments',
        'github.list-review-comments',
        'github.list-statuses',
        'github.permission',
        'github.pull-files',
        'github.pull-request',
        'github.react-issue',
        'github.update-comment',
      ])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a job the service will not create: the failure comment and the 😕', async () => {
    await withEmulator(validating, async (emulator) => {
      emulator.faults.add({ op: 'agent.create', kind: 'status', status: 500, times: 0 })
      const run = await runAgentInProcess(emulator, {}, TRIGGER_COMMENT)
      expect(run.code).toBe(1)
      expect(emulator.github.reactions.map((r) => r.content)).toEqual(['eyes', 'confused'])
      expect(called(emulator)).toContain('github.create-comment')
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it("analytics' gaps report: the rolling issue opened, then edited", async () => {
    await withEmulator(validating, async (emulator) => {
      const inputs = { report: 'gaps', 'gaps-issue': 'true' }
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      expect((await runAnalyticsInProcess(emulator, inputs, { env })).code).toBe(0)
      expect((await runAnalyticsInProcess(emulator, inputs, { env })).code).toBe(0)
      // The second run reads the comments too: the items agent jobs covered.
      expect(called(emulator)).toEqual([
        'github.create-issue',
        'github.list-comments',
        'github.list-issues',
        'github.update-issue',
      ])
      expect(emulator.githubViolations).toEqual([])
    })
  })

  it('a violation is recorded: a request that breaks the description, and its answer', async () => {
    await withEmulator(validating, async (emulator) => {
      const answer = await fetch(`${emulator.url}/repos/acme/docs/issues?state=merged&since=x`, {
        headers: { authorization: 'token t' },
      })
      expect(answer.status).toBe(422)
      expect(emulator.githubViolations).toEqual([
        expect.stringMatching(/^GET \/repos\/acme\/docs\/issues -> HTTP 422: state must be equal/),
        'GET /repos/acme/docs/issues -> HTTP 422: since must match format "date-time"',
      ])
    })
  })
})
