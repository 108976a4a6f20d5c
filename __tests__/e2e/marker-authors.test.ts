import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { renderMarker } from '../../src/agent/github/marker.ts'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import {
  annotations,
  expectNoSecret,
  runAgent,
  sealedAsOwn,
  TRIGGER_COMMENT,
  withEmulator,
} from './harness.js'

// Who writes as the action, as the workflow says it (issue #52): `marker-logins` for runs that
// write with another token, `marker-keys` for a key rotated. The two-repository finish runs
// through the bundle (dist/index.js, as a process); the rotation, the agent's step in this
// process (runAgentInProcess), which shows the same: its outputs, warnings, what it sent.
const it = test.concurrent
useInProcessRunner()

const CODE = 'acme/api'
const DOCS = 'acme/docs'
const MERGED = 1347
/** The code repository's GITHUB_TOKEN (github-actions[bot]), and an App's on both repositories. */
const CODE_TOKEN = 'ghs_code0repository0workflow0token00'
const APP_TOKEN = 'ghs_docs0bot0app0installation0token0'
const TWO_TOKENS = {
  repository: `https://github.com/${DOCS}`,
  githubTokens: {
    [CODE_TOKEN]: { access: 'write' as const, repositories: [CODE] },
    [APP_TOKEN]: { access: 'write' as const, repositories: [CODE, DOCS] },
  },
  apps: { [APP_TOKEN]: 'docs-bot' },
}

/** The merge of acme/api#1347, handed off by the code repository's workflow with its own token. */
function askInCode(emulator: Emulator) {
  const body = byUser(
    payload('pull_request', 'closed', (p) => {
      p.pull_request.merged = true
      p.pull_request.number = MERGED
      p.number = MERGED
      p.pull_request.html_url = `https://github.com/${CODE}/pull/${MERGED}`
      p.repository.full_name = CODE
      p.repository.name = 'api'
      p.pull_request.head.repo.full_name = CODE
    }),
    'writer',
  )
  return runAgent(
    emulator,
    { 'github-token': CODE_TOKEN, wait: 'hand-off', prompt: 'Document this change.' },
    eventEnv('pull_request', body, { GITHUB_REPOSITORY: CODE, GITHUB_RUN_ID: '4001' }),
  )
}

/** The docs repository's finish run, with the App's token. */
function finishInDocs(emulator: Emulator, more: Record<string, string>, runId: string) {
  return runAgent(
    emulator,
    { 'github-token': APP_TOKEN, finish: 'true', 'finish-repositories': CODE, ...more },
    eventEnv('schedule', { schedule: '0 * * * *' }, { GITHUB_RUN_ID: runId }),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('marker-logins', () => {
  it("a finish run on an App's token ends what GITHUB_TOKEN runs handed off only when it names github-actions[bot]", async () => {
    await withEmulator(TWO_TOKENS, async (emulator) => {
      expect((await askInCode(emulator)).outputs['handed-off']).toBe('true')
      const [tracking] = emulator.github.thread(CODE, MERGED)
      expect(tracking?.user.login).toBe('github-actions[bot]')
      await sleep(400)
      // Sealed with the same key, but by a login the App's run does not take for its own: said.
      const unnamed = await finishInDocs(emulator, {}, '5001')
      expect(unnamed.code).toBe(0)
      expect(unnamed.outputs.finished).toBe('0')
      expect(annotations(unnamed, 'warning')).toContain(
        "Left out 1 comment by github-actions[bot], sealed with this run's key by an App that is neither github-token's nor one of marker-logins. If a workflow of yours writes with that App's token, name it in marker-logins (docs/security.md#markers-and-records).",
      )
      expect(emulator.github.dispatches).toEqual([])
      const named = await finishInDocs(emulator, { 'marker-logins': 'github-actions[bot]' }, '5002')
      expect(named.code).toBe(0)
      expect(named.outputs.finished).toBe('1')
      expect(emulator.github.thread(CODE, MERGED)[0]?.body).toContain(
        '### ✅ The docs agent opened a pull request',
      )
      expect(emulator.github.dispatches.map((d) => d.repository)).toEqual([CODE])
      // Who each token is, from GraphQL's viewer: the App's runs ask; nothing else does.
      expect(emulator.requestsTo('github.graphql').length).toBeGreaterThan(0)
    })
  })
})

describe('marker-keys', () => {
  const OLD_KEY = 'mint_e2e_old_key_before_rotation_00'

  /** Issue #1 with a job's tracking comment sealed with the key before the rotation. */
  async function rotated(emulator: Emulator): Promise<string> {
    const created = await fetch(`${emulator.url}/v2/agent/proj/job`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OLD_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'the first request' }),
    })
    const { id } = (await created.json()) as { id: string }
    const body = `${renderMarker({ job: id, request: 'comment:4000' })}\n### ✅ Done`
    const sealed = sealedAsOwn(body, { number: 1 }, OLD_KEY)
    emulator.github.addComment(REPOSITORY, 1, sealed, { login: 'github-actions[bot]', type: 'Bot' })
    return id
  }

  it('the key before a rotation still reads the thread: a follow-up continues its job', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await rotated(emulator)
      const run = await runAgentInProcess(
        emulator,
        { wait: 'false', 'marker-keys': OLD_KEY },
        TRIGGER_COMMENT,
      )
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ 'job-id': job, 'follow-up': 'true' })
      expect(emulator.requestsTo('agent.message')).toHaveLength(1)
      expectNoSecret(run, OLD_KEY)
      // What this run wrote is sealed with api-key: the old key seals nothing.
      const mine = emulator.github.thread(REPOSITORY, 1).at(-1)?.body ?? ''
      expect(mine).toBe(
        sealedAsOwn(mine.replace(/\n<!-- docs-agent-seal v1 \S+ -->$/, ''), { number: 1 }),
      )
    })
  })

  it('without it, the old comment is not read: a new job, and the warning says why', async () => {
    await withEmulator({}, async (emulator) => {
      await rotated(emulator)
      const run = await runAgentInProcess(emulator, { wait: 'false' }, TRIGGER_COMMENT)
      expect(run.code).toBe(0)
      expect(run.outputs['follow-up']).toBe('false')
      expect(emulator.requestsTo('agent.message')).toHaveLength(0)
      expect(annotations(run, 'warning')).toEqual([
        expect.stringContaining('sealed with another API key (name it in marker-keys)'),
      ])
    })
  })
})
