import { describe, expect, test } from '@jest/globals'
import { webhookDescription } from '../../emulator/webhook-description.ts'
import {
  byUser,
  eventEnv,
  payload,
  payloadLabel,
  payloadProblems,
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
