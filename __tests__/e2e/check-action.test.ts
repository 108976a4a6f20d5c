import { describe, expect, test } from '@jest/globals'
import { findLeaks } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { eventEnv, payload } from '../../emulator/webhooks.ts'
import { runCheck, withEmulator } from './harness.js'

const it = test.concurrent

/**
 * The check action (check/action.yml, issue #46) through its bundle, as a docs repository's
 * required check: every pull request and merge group gets `docs-agent/changes` on the commit
 * its event is about.
 */

const PAGE = 'guides/quickstart.mdx'
const BASE = '---\ntitle: Quickstart\n---\n\n# Quickstart\n\nInstall the SDK.\n'
const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }
const PERSON = { login: 'writer', type: 'User' as const }

const statuses = (emulator: Emulator) =>
  emulator.github.commits.statuses
    .filter((s) => s.context === 'docs-agent/changes')
    .map((s) => [s.sha, s.state, s.description])

/** A pull request opened by `user` in acme/docs, with its change seeded. */
function openPull(
  emulator: Emulator,
  user: { login: string; type: 'User' | 'Bot' },
  files: { path: string; base?: string; head?: string }[],
) {
  const issue = emulator.github.addIssue('acme/docs', { title: 'Docs', pullRequest: true, user })
  const ends = emulator.github.seedPullChange({ number: issue.number, files })
  return { number: issue.number, ...ends }
}

/** A pull request event of `pull` as GitHub sends it. */
function pullEnv(
  pull: { number: number; headSha: string; baseSha: string },
  user: { login: string; type: 'User' | 'Bot' },
  { action = 'opened', event = 'pull_request', fork = false } = {},
) {
  const body = payload('pull_request', action === 'synchronize' ? 'synchronize' : 'opened', (p) => {
    p.action = action
    p.number = pull.number
    p.pull_request.number = pull.number
    p.pull_request.user.login = user.login
    p.pull_request.user.type = user.type
    p.pull_request.head.sha = pull.headSha
    p.pull_request.base.sha = pull.baseSha
    if (fork) p.pull_request.head.repo.full_name = 'someone/docs'
  })
  return eventEnv(event, body)
}

const blockedHead = `${BASE}\n<script>alert(1)</script>\n`

describe('the check action: docs-agent/changes on every pull request', () => {
  it("the agent's pull request is judged on its head, and again on a person's push", async () => {
    await withEmulator({}, async (emulator) => {
      const first = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: blockedHead }])
      const blocked = await runCheck(emulator, {}, pullEnv(first, AGENT))
      expect(blocked.code).toBe(0)
      expect(blocked.outputs['change-check']).toBe('blocked')
      expect(JSON.parse(blocked.outputs['change-findings'] ?? '[]')).toEqual([
        { file: PAGE, line: 9, kind: 'script', severity: 'block', detail: '<script> element' },
      ])
      expect(blocked.summary).toContain('guides/quickstart.mdx')
      // A person pushes a fix to the agent's branch: the new head is judged by itself.
      const fixed = emulator.github.seedPullChange({
        number: first.number,
        files: [{ path: PAGE, base: BASE, head: `${BASE}\nRun the installer.\n` }],
      })
      const passed = await runCheck(
        emulator,
        {},
        pullEnv({ ...fixed, number: first.number }, AGENT, { action: 'synchronize' }),
      )
      expect(passed.outputs['change-check']).toBe('passed')
      expect(statuses(emulator)).toEqual([
        [first.headSha, 'failure', expect.stringContaining('1 finding beyond docs text (script)')],
        [fixed.headSha, 'success', 'Nothing beyond docs text'],
      ])
    })
  })

  it("a head a job's end judged shows one verdict: the same one is not written again, and its failure stands against a pass", async () => {
    await withEmulator({}, async (emulator) => {
      // A file the docs content does not hold: blocked under the default allowed-paths.
      const tool = 'scripts/build.sh'
      const pull = openPull(emulator, AGENT, [{ path: tool, head: 'echo build\n' }])
      // The job's end judged this head first, sending the reader to its note.
      const byJob = '1 finding beyond docs text (path): see the note'
      emulator.github.commits.addStatus('acme/docs', pull.headSha, {
        state: 'failure',
        context: 'docs-agent/changes',
        description: byJob,
        ageMs: 1000,
      })
      const same = await runCheck(emulator, {}, pullEnv(pull, AGENT))
      expect(same.outputs['change-check']).toBe('blocked')
      expect(same.stdout).toContain('already says failure')
      // A check given laxer rules than the job's end passes the head: the failure stands.
      const laxer = await runCheck(
        emulator,
        { 'allowed-paths': 'scripts/**' },
        pullEnv(pull, AGENT, { action: 'synchronize' }),
      )
      expect(laxer.outputs['change-check']).toBe('passed')
      expect(laxer.stdout).toMatch(
        /::warning::docs-agent\/changes on [0-9a-f]{7} says failure .* it stands/,
      )
      expect(statuses(emulator)).toEqual([[pull.headSha, 'failure', byJob]])
    })
  })

  it('an event whose head the pull request has moved on from sets nothing: the newer push is judged by its own', async () => {
    await withEmulator({}, async (emulator) => {
      const first = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: blockedHead }])
      emulator.github.seedPullChange({
        number: first.number,
        files: [{ path: PAGE, base: BASE, head: `${BASE}\nRun the installer.\n` }],
      })
      const late = await runCheck(emulator, {}, pullEnv(first, AGENT))
      expect(late.code).toBe(0)
      expect(late.outputs['change-check']).toBe('skipped')
      expect(late.stdout).toMatch(/has moved on to [0-9a-f]{7} since [0-9a-f]{7}/)
      expect(statuses(emulator)).toEqual([])
      expect(emulator.requestsTo('github.compare')).toEqual([])
    })
  })

  it("a person's pull request passes once its head is known to be no commit of the agent's", async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, PERSON, [
        { path: '.github/workflows/ci.yml', head: 'on: push\n' },
      ])
      const run = await runCheck(emulator, {}, pullEnv(pull, PERSON))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('skipped')
      expect(statuses(emulator)).toEqual([
        [pull.headSha, 'success', "Not the agent's pull request (opened by writer): not checked"],
      ])
      // What the commit is (its pull requests, its status) and the status: no files, no contents.
      expect(emulator.requests.filter((r) => r.op.startsWith('github.')).map((r) => r.op)).toEqual([
        'github.commit-pulls',
        'github.list-statuses',
        'github.create-status',
      ])
    })
  })

  it("a person's pull request whose head GitHub will not place: nothing set, the step fails, and a re-run passes it", async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, PERSON, [
        { path: PAGE, base: BASE, head: `${BASE}\nMore.\n` },
      ])
      emulator.faults.add({ op: 'github.commit-pulls', kind: 'status', status: 502, times: 0 })
      const failed = await runCheck(emulator, {}, pullEnv(pull, PERSON))
      expect(failed.code).toBe(1)
      expect(failed.stdout).toMatch(
        /::error::Nothing set on [0-9a-f]{7}: could not tell whether it holds the agent's change \(Listing the pull requests of commit/,
      )
      // No error a pass could never replace: the head waits for the re-run.
      expect(statuses(emulator)).toEqual([])
      emulator.faults.clear()
      const rerun = await runCheck(
        emulator,
        {},
        { ...pullEnv(pull, PERSON), GITHUB_RUN_ATTEMPT: '2' },
      )
      expect(rerun.code).toBe(0)
      expect(statuses(emulator)).toEqual([
        [pull.headSha, 'success', "Not the agent's pull request (opened by writer): not checked"],
      ])
    })
  })

  it("check-all judges a person's pull request too", async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, PERSON, [
        { path: '.github/workflows/ci.yml', head: 'on: push\n' },
      ])
      const run = await runCheck(emulator, { 'check-all': 'true' }, pullEnv(pull, PERSON))
      expect(run.outputs['change-check']).toBe('blocked')
      expect(statuses(emulator)[0]?.[1]).toBe('failure')
    })
  })

  it("a fork's pull request under pull_request_target passes; under pull_request the read-only token fails the step with the fix", async () => {
    await withEmulator(
      { githubTokens: { ghs_write0token: 'write', ghs_read0token: 'read' } },
      async (emulator) => {
        const pull = openPull(emulator, PERSON, [{ path: PAGE, base: BASE, head: blockedHead }])
        const target = await runCheck(
          emulator,
          { 'github-token': 'ghs_write0token' },
          pullEnv(pull, PERSON, { event: 'pull_request_target', fork: true }),
        )
        expect(target.code).toBe(0)
        expect(statuses(emulator)).toHaveLength(1)
        const other = openPull(emulator, PERSON, [{ path: PAGE, base: BASE, head: 'Other.\n' }])
        const readOnly = await runCheck(
          emulator,
          { 'github-token': 'ghs_read0token' },
          pullEnv(other, PERSON, { fork: true }),
        )
        expect(readOnly.code).toBe(1)
        expect(readOnly.stdout).toMatch(/::error::.*HTTP 403.*pull_request_target/)
        expect(findLeaks(readOnly, ['ghs_read0token', 'ghs_write0token'])).toEqual([])
        expect(findLeaks(target, ['ghs_read0token', 'ghs_write0token'])).toEqual([])
        expect(JSON.stringify(emulator.github.commits.statuses)).not.toMatch(/ghs_/)
      },
    )
  })

  it('a change that cannot be read is an error status naming the read, and the step fails; a re-run clears it', async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: `${BASE}\nMore.\n` }])
      emulator.faults.add({ op: 'github.compare', kind: 'status', status: 403, times: 1 })
      const failed = await runCheck(emulator, {}, pullEnv(pull, AGENT))
      expect(failed.code).toBe(1)
      expect(failed.outputs['change-check']).toBe('unavailable')
      const [status] = statuses(emulator)
      expect(status?.[1]).toBe('error')
      expect(status?.[2]).toMatch(
        /^Could not read the change: Comparing [0-9a-f]{7}\.\.\.[0-9a-f]{7}/,
      )
      const rerun = await runCheck(
        emulator,
        {},
        { ...pullEnv(pull, AGENT), GITHUB_RUN_ATTEMPT: '2' },
      )
      expect(rerun.code).toBe(0)
      expect(statuses(emulator).at(-1)).toEqual([
        pull.headSha,
        'success',
        'Nothing beyond docs text',
      ])
    })
  })

  it('what scanners know blocks: an MDX import outside the repository, an AWS key id in prose, a Google key in a code block', async () => {
    await withEmulator({}, async (emulator) => {
      const head = [
        BASE,
        'import env from "../../.env"',
        '',
        'Sign in with AKIAQYLPMN5HHHFPZAM2 first.',
        '',
        '```js',
        'const maps = "AIzaSyD3k9x8FhQ2mN7pL4vR6tY1wE5uI0oP3aS"',
        '```',
        '',
      ].join('\n')
      const pull = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head }])
      const run = await runCheck(emulator, {}, pullEnv(pull, AGENT))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      const found = JSON.parse(run.outputs['change-findings'] ?? '[]') as Record<string, unknown>[]
      expect(found.map((f) => [f.line, f.kind, f.severity])).toEqual([
        [9, 'mdx-code', 'block'],
        [11, 'secret', 'block'],
        [14, 'secret', 'block'],
      ])
      expect(statuses(emulator)).toEqual([
        [pull.headSha, 'failure', expect.stringContaining('mdx-code')],
      ])
      // The keys are named by line, never quoted: not in the log, the summary, the outputs or
      // the status.
      const shown = [
        run.stdout,
        run.summary,
        JSON.stringify(run.outputs),
        ...statuses(emulator).flat(),
      ]
      expect(shown.join('\n')).not.toMatch(/AKIAQYLPMN5HHHFPZAM2|AIzaSyD3k9x8/)
    })
  })

  it('a change past what the check reads is a failure that says a person must review it; the step warns, since a re-run reads no more', async () => {
    await withEmulator({}, async (emulator) => {
      const pages = Array.from({ length: 41 }, (_, i) => ({
        path: `guides/page-${i}.mdx`,
        base: BASE,
        head: `${BASE}\nMore.\n`,
      }))
      const pull = openPull(emulator, AGENT, pages)
      const run = await runCheck(emulator, {}, pullEnv(pull, AGENT))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('unavailable')
      expect(statuses(emulator)).toEqual([
        [
          pull.headSha,
          'failure',
          'Not checked (a person must review it): the change is too large to check (41 files to read; the check reads at most 40)',
        ],
      ])
      expect(run.stdout).toMatch(/::warning::.*a re-run reads no more of it/)
      expect(emulator.requests.filter((r) => r.op.startsWith('github.get-content'))).toEqual([])
    })
  })

  it("a merge group's head: the agent's changes in it judged, and success when it holds none", async () => {
    await withEmulator({}, async (emulator) => {
      const person = openPull(emulator, PERSON, [
        { path: '.github/workflows/ci.yml', head: 'on: push\n' },
      ])
      const agent = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: blockedHead }])
      const groupEnv = (group: { headSha: string; baseSha: string; headRef: string }) =>
        eventEnv(
          'merge_group',
          payload('merge_group', 'checks_requested', (p) => {
            p.merge_group.head_sha = group.headSha
            p.merge_group.base_sha = group.baseSha
            p.merge_group.head_ref = group.headRef
            p.merge_group.base_ref = 'refs/heads/main'
          }),
        )
      // The person's pull request alone: nothing of the agent's, so success.
      const alone = emulator.github.seedMergeGroup({ numbers: [person.number] })
      const first = await runCheck(emulator, {}, groupEnv(alone))
      expect(first.code).toBe(0)
      expect(first.outputs['change-check']).toBe('skipped')
      // With the agent's: its page is judged, the person's workflow file is not.
      const both = emulator.github.seedMergeGroup({ numbers: [person.number, agent.number] })
      const second = await runCheck(emulator, {}, groupEnv(both))
      expect(second.outputs['change-check']).toBe('blocked')
      expect(JSON.parse(second.outputs['change-findings'] ?? '[]')).toEqual([
        expect.objectContaining({ file: PAGE, kind: 'script' }),
      ])
      expect(statuses(emulator)).toEqual([
        [alone.headSha, 'success', 'The merge group holds no change of the agent’s pull requests'],
        [both.headSha, 'failure', expect.stringContaining('(script)')],
      ])
    })
  })

  it('an event it does not answer sets nothing and says why', async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: blockedHead }])
      const run = await runCheck(emulator, {}, pullEnv(pull, AGENT, { action: 'closed' }))
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('skipped')
      expect(run.stdout).toContain('pull_request.closed brings no new head')
      expect(statuses(emulator)).toEqual([])
    })
  })

  it('a bad input names itself, quotes the value and sends nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const pull = openPull(emulator, AGENT, [{ path: PAGE, base: BASE, head: blockedHead }])
      const run = await runCheck(emulator, { 'agent-logins': 'mintlify bot' }, pullEnv(pull, AGENT))
      expect(run.code).toBe(1)
      expect(run.stdout).toContain(`Input 'agent-logins' takes GitHub logins`)
      expect(run.stdout).toContain('"mintlify bot"')
      expect(emulator.requests.filter((r) => r.op.startsWith('github.'))).toEqual([])
    })
  })
})
