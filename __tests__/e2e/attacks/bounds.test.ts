import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../../emulator/server.ts'
import { byUser, eventEnv, payload } from '../../../emulator/webhooks.ts'
import { runAgent, runCheck, withEmulator } from '../harness.js'
import { agentPull } from './agent-pull.js'

const it = test.concurrent

/**
 * Issue #52, bounded work before any role check: through the bundles, as a runner starts them.
 * Wall-clock bounds here are generous (the machine is shared): a step that finishes and does not
 * crash. How long each takes is measured in bench/ (section 7).
 *
 * On 1.5.1, the 64 KiB comment of inline code kept the agent's step cleaning it for 13 to 20 s
 * before it asked the commenter's role (and 64 KiB of `www.a_` for longer than a minute), and the
 * check ran out of stack on a page nested 10,000 deep: the step failed with no status written.
 */

const N = 65_536
const fill = (unit: string): string => unit.repeat(Math.ceil(N / unit.length)).slice(0, N)

/** An outsider's new comment on issue #1, asking the agent, with `body` after the phrase. */
function outsiderComment(body: string): Record<string, string> {
  const event = payload('issue_comment', 'created', (p) => {
    p.comment.body = body
    p.comment.id = 7001
  })
  return eventEnv('issue_comment', byUser(event, 'stranger'))
}

/** What the run wrote to GitHub: comments, reactions, statuses (a refusal writes none). */
const writes = (emulator: Emulator) =>
  emulator.requests.filter((r) => r.op.startsWith('github.') && r.method !== 'GET')

describe('an outsider’s 64 KiB comment is answered quickly, before the agent is asked', () => {
  // How long is quickly, on a machine as busy as this one is now: against the same comment with
  // a plain body in the same test (one `&amp;`, so that the parsers load and read it as well). 1.5.1 took 20 to 40 times
  // longer on these bodies; this build about twice.
  it.each([
    [
      'inline code',
      `@docs-agent rewrite the intro ${fill('`a` ')}`.slice(0, N),
      'stranger has no role in this repository; min-permission is write',
    ],
    [
      'www. links in underscores',
      `@docs-agent rewrite the intro &amp;\n\n${fill('www.a_')}`.slice(0, N),
      "the comment was not read: it is too complex to read as GitHub shows it (GitHub's Markdown parser took more than 100,000,000 steps)",
    ],
  ])(
    '%s',
    async (_, body, reason) => {
      await withEmulator({}, async (emulator) => {
        const plain = await runAgent(
          emulator,
          {},
          outsiderComment(`@docs-agent rewrite the intro &amp; ${fill('a ')}`.slice(0, N)),
          { timeoutMs: 60_000 },
        )
        expect(plain.outputs.status).toBe('skipped')
        const run = await runAgent(emulator, {}, outsiderComment(body), { timeoutMs: 60_000 })
        expect(run.code).toBe(0)
        expect(run.outputs).toEqual({ status: 'skipped', 'skipped-reason': reason })
        expect(run.durationMs).toBeLessThan(4 * plain.durationMs + 5_000)
        // Refused (a role below min-permission) or not read (too complex): the agent is never
        // asked, and nothing is written to the thread.
        expect(emulator.agent.jobs.size).toBe(0)
        expect(writes(emulator)).toEqual([])
      })
    },
    150_000,
  )
})

describe('an outsider’s review is not read past its body before the reviewer’s role', () => {
  // Anyone can review a public pull request. A review whose body lacks the phrase may carry it in
  // an inline comment; on 1.5.1 all of them (up to 300, each up to 64 KiB, cleaned before the
  // role check: 48 built to be slow took 24 s) were read first. Now the role comes first.
  it('48 inline comments built to be slow: refused on the role, the comments never listed', async () => {
    await withEmulator({}, async (emulator) => {
      const user = { login: 'stranger', type: 'User' as const }
      const at = { path: 'README.md', line: 1, diffHunk: '@@ -1 +1 @@\n-# Docs\n+# The docs' }
      const slow = `@docs-agent rewrite it &amp;\n\n${fill('www.a_')}`.slice(0, N)
      const review = emulator.github.addReview('acme/docs', 2, {
        body: 'Looks good.',
        user,
        comments: Array.from({ length: 48 }, () => ({ body: slow, ...at })),
      })
      const event = payload('pull_request_review', 'submitted', (p) => {
        p.review.id = review.id
        p.review.body = 'Looks good.'
        p.review.user.login = user.login
      })
      const run = await runAgent(
        emulator,
        {},
        eventEnv('pull_request_review', byUser(event, user.login)),
      )
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('skipped')
      expect(run.outputs['skipped-reason']).toBe('the review does not mention @docs-agent')
      expect(emulator.agent.jobs.size).toBe(0)
      const ops = emulator.requests.map((r) => r.op)
      expect(ops).toContain('github.permission')
      expect(ops).not.toContain('github.review-comments')
      expect(writes(emulator)).toEqual([])
    })
  })
})

describe('a change with a page nested 10,000 deep, or of 1 MB, gets a blocking status', () => {
  it.each([
    ['blockquotes nested 10,000 deep', `# Page\n\n${'>'.repeat(10_000)} a\n`],
    ['JSX elements nested 10,000 deep', `${'<div>\n'.repeat(10_000)}${'</div>\n'.repeat(10_000)}`],
    [
      'a page of 1 MB',
      'Some words of a page, with `code` and [a link](/docs/x).\n\n'.repeat(17_000),
    ],
  ])(
    '%s',
    async (_, page) => {
      await withEmulator({}, async (emulator) => {
        const pull = agentPull(emulator, [{ path: 'guides/deep.mdx', head: page }])
        const env = { ...pull.env, HEAD_SHA: pull.headSha }
        const run = await runCheck(emulator, {}, env, { timeoutMs: 60_000 })
        expect(run.code).toBe(0)
        expect(run.outputs['change-check']).toBe('blocked')
        expect(JSON.parse(run.outputs['change-findings'] ?? '[]')).toEqual([
          expect.objectContaining({
            file: 'guides/deep.mdx',
            kind: 'unchecked',
            severity: 'block',
            detail: expect.stringMatching(/the check parses$/),
          }),
        ])
        const status = emulator.github.commits.statuses.filter(
          (s) => s.context === 'docs-agent/changes',
        )
        expect(status.map((s) => [s.sha, s.state])).toEqual([[env.HEAD_SHA, 'failure']])
      })
    },
    150_000,
  )
})
