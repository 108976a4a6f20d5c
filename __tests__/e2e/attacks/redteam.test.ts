import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../../emulator/server.ts'
import { byUser, eventEnv, payload, payloadLabel, REPOSITORY } from '../../../emulator/webhooks.ts'
import type { PullChangeFile } from '../../../emulator/pull-changes.ts'
import { runAgent, runCheck, withEmulator } from '../harness.js'

/**
 * The red team's attacks on the merged release candidate of issue #52, through the bundles
 * against the emulator. Each test states what SHOULD hold; each is marked `failing` because the
 * bundle of this branch does not hold it yet (the report says why, and where).
 */
// REDTEAM_SHOW=1 runs them as plain tests, to see each fail where it should.
const failing = process.env.REDTEAM_SHOW === '1' ? test.concurrent : test.concurrent.failing

type Payload = Record<string, any>

// ---------------------------------------------------------------------------------------------
// 1. docs-status: a followed pull request's unapproved head shows a "Not followed" success
// ---------------------------------------------------------------------------------------------

const OUTSIDER = 'mallory'
const FORK = 'mallory/docs'
const LABEL = 'needs-docs'
const [BASE, H1, H2, H3] = ['0', '1', '2', '3'].map((n) => n.repeat(40)) as [
  string,
  string,
  string,
  string,
]
const LABELLED = { 'follow-code-changes': 'true', 'docs-status': 'docs', 'label-trigger': LABEL }

function changed(filename: string, patch: string) {
  return {
    filename,
    status: 'modified',
    additions: 1,
    deletions: 0,
    patch: `@@ -1 +1,2 @@\n${patch}`,
  }
}

/** The outsider's fork pull request (its number), at H1. */
function outsidersPull(emulator: Emulator): number {
  const pull = emulator.github.addIssue(REPOSITORY, {
    title: 'Add --fast',
    body: 'Adds a flag.',
    pullRequest: true,
    user: { login: OUTSIDER, type: 'User' },
  })
  emulator.github.pullFiles.set(`${REPOSITORY}#${pull.number}`, [
    changed('src/cli.ts', '+  fast: true'),
  ])
  emulator.github.commits.seed({
    commits: [
      { sha: BASE, author: 'octocat' },
      { sha: H1, files: [changed('src/cli.ts', '+  fast: true')], author: OUTSIDER },
    ],
  })
  return pull.number
}

/** A pull_request_target event of the outsider's fork pull request `number`, sent by `sender`. */
function pullEvent(
  number: number,
  action: string,
  sender: string,
  { head = H1, edit = (_: Payload): void => undefined } = {},
): Payload {
  return byUser(
    payload('pull_request', action, (p) => {
      Object.assign(p.pull_request, {
        number,
        html_url: `https://github.com/${REPOSITORY}/pull/${number}`,
        draft: false,
        author_association: 'CONTRIBUTOR',
        labels: [payloadLabel(LABEL)],
        updated_at: new Date(Date.now() - 5000).toISOString().replace(/\.\d+Z$/, 'Z'),
      })
      p.number = number
      p.pull_request.user.login = OUTSIDER
      p.pull_request.head.sha = head
      p.pull_request.head.repo.full_name = FORK
      p.pull_request.head.repo.fork = true
      p.pull_request.base.sha = BASE
      if (action === 'labeled') p.label = payloadLabel(LABEL)
      edit(p)
    }),
    sender,
  )
}

const pushEvent = (number: number, sender: string, before: string, after: string) =>
  pullEvent(number, 'synchronize', sender, {
    head: after,
    edit: (p) => Object.assign(p, { before, after }),
  })

const runFor = (emulator: Emulator, body: Payload, runId: string) =>
  runAgent(emulator, LABELLED, eventEnv('pull_request_target', body, { GITHUB_RUN_ID: runId }))

/** The docs statuses of a commit, oldest first, as "state: description". */
const docsStatuses = (emulator: Emulator, sha: string) =>
  emulator.github.commits
    .statusesOf(REPOSITORY, sha)
    .filter((s) => s.context === 'docs')
    .reverse()
    .map((s) => `${s.state}: ${s.description ?? ''}`)

/** A writer adds the label at H1: the outsider's pull request is followed, its job started. */
async function followedAtH1(emulator: Emulator, number: number): Promise<void> {
  const labelled = await runFor(emulator, pullEvent(number, 'labeled', 'writer'), '801')
  expect(labelled.code).toBe(0)
  expect(emulator.agent.jobs.size).toBe(1)
  expect(docsStatuses(emulator, H1).at(-1)).toMatch(/^(pending|success): /)
}

describe('redteam 1: a followed pull request’s unapproved head never shows docs success', () => {
  failing(
    'the outsider closes the followed pull request, adds a commit, reopens it: the new head gets "Not followed" success',
    async () => {
      await withEmulator({}, async (emulator) => {
        const number = outsidersPull(emulator)
        await followedAtH1(emulator, number)
        // While it is closed GitHub sends no synchronize; the reopen names the new head.
        emulator.github.commits.seed({
          parent: H1,
          commits: [{ sha: H2, files: [changed('src/evil.ts', '+MALLORY')], author: OUTSIDER }],
        })
        const reopened = pullEvent(number, 'reopened', OUTSIDER, { head: H2 })
        const run = await runFor(emulator, reopened, '802')
        expect(run.outputs.status).toBe('skipped')
        // Nothing of H2 was sent, and nobody approved it: its docs are not done.
        expect(emulator.agent.jobs.size).toBe(1)
        expect(docsStatuses(emulator, H2).at(-1) ?? '').not.toMatch(/^success/)
      })
    },
  )

  failing(
    'two quick pushes under the example’s concurrency group (the middle run cancelled): the last head gets "Not followed" success',
    async () => {
      await withEmulator({}, async (emulator) => {
        const number = outsidersPull(emulator)
        await followedAtH1(emulator, number)
        emulator.github.commits.seed({
          parent: H1,
          commits: [
            { sha: H2, files: [changed('src/a.ts', '+MALLORY-A')], author: OUTSIDER },
            { sha: H3, files: [changed('src/b.ts', '+MALLORY-B')], author: OUTSIDER },
          ],
        })
        // H1..H2's run waited in the group and was cancelled by H2..H3's: it never ran.
        const run = await runFor(emulator, pushEvent(number, OUTSIDER, H2, H3), '803')
        expect(run.outputs.status).toBe('skipped')
        expect(emulator.agent.jobs.size).toBe(1)
        expect(docsStatuses(emulator, H3).at(-1) ?? '').not.toMatch(/^success/)
      })
    },
  )

  failing(
    'a second fork pull request opened first at the commit the outsider then pushes: the followed head keeps that pull request’s pass',
    async () => {
      await withEmulator({}, async (emulator) => {
        const number = outsidersPull(emulator)
        emulator.github.pullCommits.push(REPOSITORY, number, [H1])
        await followedAtH1(emulator, number)
        emulator.github.commits.seed({
          parent: H1,
          commits: [{ sha: H2, files: [changed('src/evil.ts', '+MALLORY')], author: OUTSIDER }],
        })
        // A decoy: another fork pull request of the outsider's at H2, opened first, not labelled.
        const decoy = emulator.github.addIssue(REPOSITORY, {
          title: 'Decoy',
          pullRequest: true,
          user: { login: OUTSIDER, type: 'User' },
        }).number
        emulator.github.pullCommits.openAt(REPOSITORY, decoy, H2)
        const opened = pullEvent(decoy, 'opened', OUTSIDER, {
          head: H2,
          edit: (p) => {
            p.pull_request.labels = []
          },
        })
        await runFor(emulator, opened, '804')
        expect(docsStatuses(emulator, H2)).toEqual([
          `success: Not followed: no label '${LABEL}' (label-trigger)`,
        ])
        // Then the push to the followed pull request: its head is H2 too.
        emulator.github.pullCommits.push(REPOSITORY, number, [H2])
        const run = await runFor(emulator, pushEvent(number, OUTSIDER, H1, H2), '805')
        expect(run.outputs.status).toBe('skipped')
        expect(emulator.agent.jobs.size).toBe(1)
        expect(docsStatuses(emulator, H2).at(-1) ?? '').not.toMatch(/^success/)
      })
    },
  )
})

// ---------------------------------------------------------------------------------------------
// 7. The change check, as the docs repository's required check (the check action's bundle)
// (2, 3, 4 and 8 are real tests now, in code-judge.test.ts)
// ---------------------------------------------------------------------------------------------

const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }

/** The agent's pull request in acme/docs with `files` as its change, and its event. */
function agentPull(emulator: Emulator, files: PullChangeFile[]) {
  const issue = emulator.github.addIssue('acme/docs', {
    title: 'Docs',
    pullRequest: true,
    user: AGENT,
  })
  const ends = emulator.github.seedPullChange({ number: issue.number, files })
  const body = payload('pull_request', 'opened', (p) => {
    p.number = issue.number
    p.pull_request.number = issue.number
    p.pull_request.user.login = AGENT.login
    p.pull_request.user.type = AGENT.type
    p.pull_request.head.sha = ends.headSha
    p.pull_request.base.sha = ends.baseSha
  })
  return { number: issue.number, ...ends, env: eventEnv('pull_request_target', body) }
}

describe("redteam 7: settings that send readers' requests, and their credentials, to a new host", () => {
  const CONFIG = (api: Record<string, unknown>) =>
    `${JSON.stringify(
      { name: 'Acme', navigation: { groups: [{ group: 'API', pages: ['index'] }] }, api },
      null,
      2,
    )}\n`
  const SPEC = (server: string) =>
    `openapi: 3.0.0\ninfo:\n  title: Acme\n  version: 1.0.0\nservers:\n  - url: ${server}\npaths: {}\n`

  failing.each([
    [
      "the OpenAPI file's server, where the API playground sends what readers type (their API keys)",
      [
        {
          path: 'api/openapi.yaml',
          base: SPEC('https://api.acme.com'),
          head: SPEC('https://api.evil.example'),
        },
      ],
    ],
    [
      "docs.json's API server, the same for MDX API pages",
      [
        {
          path: 'docs.json',
          base: CONFIG({ mdx: { server: 'https://api.acme.com' } }),
          head: CONFIG({ mdx: { server: 'https://api.evil.example' } }),
        },
      ],
    ],
    [
      "docs.json's OpenAPI spec taken from another host (every API page's words, unchecked)",
      [
        {
          path: 'docs.json',
          base: CONFIG({ mdx: { server: 'https://api.acme.com' } }),
          head: CONFIG({
            openapi: 'https://evil.example/openapi.json',
            mdx: { server: 'https://api.acme.com' },
          }),
        },
      ],
    ],
  ])('%s: not "Nothing beyond docs text"', (_, files) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, files)
      const run = await runCheck(emulator, {}, pull.env)
      expect(run.outputs['change-check']).not.toBe('passed')
      expect(run.outputs['change-findings']).toContain('evil.example')
    })
  })
})
