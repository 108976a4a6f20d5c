import { describe, expect, test } from '@jest/globals'
import { webhookDescription } from '../../emulator/webhook-description.ts'
import {
  byUser,
  eventEnv,
  payload,
  payloadLabel,
  payloadProblems,
  workflowRunEvent,
} from '../../emulator/webhooks.ts'
import { commentEnv } from '../e2e/harness.js'

// The event payloads the project makes (emulator/webhooks.ts, from the community's examples)
// against GitHub's own OpenAPI description of its webhooks (@octokit/openapi-webhooks).
// `eventEnv`, which every run's event goes through, refuses one that breaks it.

describe("the project's payloads are GitHub's, as its webhook description has them", () => {
  test.each([
    ['issue_comment', 'created'],
    ['issue_comment', 'edited'],
    ['issues', 'opened'],
    ['issues', 'labeled'],
    ['issues', 'assigned'],
    ['pull_request', 'opened'],
    ['pull_request', 'closed'],
    ['pull_request', 'labeled'],
    // A followed code pull request's start and pushes (follow-code-changes).
    ['pull_request', 'reopened'],
    ['pull_request', 'ready_for_review'],
    ['pull_request', 'synchronize'],
    ['pull_request_review_comment', 'created'],
    ['pull_request_review', 'submitted'],
    ['release', 'published'],
    ['push', ''],
    ['workflow_dispatch', ''],
  ])('%s %s, written by a person and by a bot', (event, action) => {
    expect(payloadProblems(event, byUser(payload(event, action), 'writer'))).toEqual([])
    expect(payloadProblems(event, byUser(payload(event, action), 'renovate[bot]', 'Bot'))).toEqual(
      [],
    )
  })

  test('a push to a followed pull request holds as pull_request_target too, with its own head', () => {
    const pushed = payload('pull_request', 'synchronize', (p) => {
      Object.assign(p, { before: 'a'.repeat(40), after: 'b'.repeat(40) })
      p.pull_request.head.sha = 'b'.repeat(40)
    })
    expect(payloadProblems('pull_request_target', pushed)).toEqual([])
  })

  test('a merged pull request with labels, and the comment every end-to-end test starts from', () => {
    const merged = payload('pull_request', 'closed', (p) => {
      p.pull_request.merged = true
      p.pull_request.labels = ['needs-docs', 'docs-agent'].map(payloadLabel)
    })
    expect(payloadProblems('pull_request_target', merged)).toEqual([])
    // eventEnv refuses a payload that breaks the description.
    expect(() => commentEnv('@docs-agent add a quickstart')).not.toThrow()
  })
})

describe('the check itself', () => {
  test('a label the project wrote by its name alone breaks the description, naming what it lacks', () => {
    const labelled = payload('pull_request', 'closed', (p) => {
      p.pull_request.labels = [{ name: 'needs-docs' }]
    })
    expect(payloadProblems('pull_request', labelled)).toEqual(
      ['id', 'node_id', 'url', 'description', 'color', 'default'].map(
        (field) => `payload/pull_request/labels/0 must have required property '${field}'`,
      ),
    )
    expect(() => eventEnv('pull_request', labelled)).toThrow(
      /^The pull_request payload breaks GitHub's webhook description:\npayload\/pull_request\/labels\/0 must have required property 'id'/,
    )
  })

  test("an example's own gaps are the examples', not the project's; a payload made by hand has none to hide behind", () => {
    // The published example is older than the description: it lacks fields added since.
    const example = payload('issue_comment', 'created')
    expect(webhookDescription().problems('issue_comment', example)).toContain(
      "payload/comment must have required property 'reactions'",
    )
    expect(payloadProblems('issue_comment', example)).toEqual([])
    const byHand = JSON.parse(JSON.stringify(example)) as Record<string, unknown>
    expect(payloadProblems('issue_comment', byHand)).toContain(
      "payload/comment must have required property 'reactions'",
    )
    expect(payloadProblems('push', { ref: 'refs/heads/main' })).toContain(
      "payload must have required property 'repository'",
    )
  })

  test('an event or action the description lacks; an event only GitHub Actions sends', () => {
    expect(payloadProblems('issues', { action: 'teleported' })).toEqual([
      "GitHub's description has no issues event 'teleported'",
    ])
    expect(payloadProblems('schedule', { schedule: '0 7 * * 1' })).toEqual([])
  })
})

describe('workflow_run, the event of a finished CI run', () => {
  test.each(['failure', 'timed_out', 'success', 'cancelled'] as const)(
    'completed with conclusion %s, for pull request #7, conforms',
    (conclusion) => {
      const event = workflowRunEvent({ conclusion, pullRequest: 7, id: 42, name: 'Vale' })
      expect(payloadProblems('workflow_run', event)).toEqual([])
      expect(event.workflow_run).toMatchObject({
        id: 42,
        name: 'Vale',
        status: 'completed',
        conclusion,
        repository: { full_name: 'acme/docs' },
        head_repository: { full_name: 'acme/docs' },
        pull_requests: [{ number: 7, url: 'https://api.github.com/repos/acme/docs/pulls/7' }],
      })
      expect(() => eventEnv('workflow_run', event)).not.toThrow()
    },
  )

  test("a run from a fork: its head repository is the fork's; a push names no pull request", () => {
    const fork = workflowRunEvent({ conclusion: 'failure', fork: true, pullRequest: 7 })
    expect(payloadProblems('workflow_run', fork)).toEqual([])
    expect([
      fork.workflow_run.head_repository.full_name,
      fork.workflow_run.head_repository.owner.login,
      fork.workflow_run.repository.full_name,
      fork.repository.full_name,
    ]).toEqual(['contributor/docs', 'contributor', 'acme/docs', 'acme/docs'])
    expect(fork.workflow_run.pull_requests[0].head.repo.url).toBe(
      'https://api.github.com/repos/contributor/docs',
    )
    expect(workflowRunEvent({ conclusion: 'success' }).workflow_run.pull_requests).toEqual([])
  })

  test('a conclusion GitHub never gives breaks the description', () => {
    const event = workflowRunEvent({ conclusion: 'failure' })
    event.workflow_run.conclusion = 'flaky'
    expect(payloadProblems('workflow_run', event)).toEqual([
      expect.stringMatching(
        /^payload\/workflow_run\/conclusion must be equal to one of the allowed values \(.*"timed_out"/,
      ),
    ])
  })
})
