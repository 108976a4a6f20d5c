import { describe, expect, test } from '@jest/globals'
import type { EmulatedComment } from '../../../emulator/github.ts'
import type { Emulator } from '../../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../../emulator/webhooks.ts'
import {
  renderHandOff,
  type HandOff,
  type HandedOffView,
} from '../../../src/agent/github/hand-off.ts'
import { renderMarker } from '../../../src/agent/github/marker.ts'
import {
  addOwnComment,
  annotations,
  API_KEY,
  runAgent,
  TRIGGER_COMMENT,
  withEmulator,
} from '../harness.js'

const it = test.concurrent

/**
 * Issue #52, "markers and records trusted only from the identity that wrote them": attacks on the
 * action's hidden markers, through the agent's bundle (dist/index.js, as a runner starts it)
 * against the emulator, whose every token is GITHUB_TOKEN (github-actions[bot]) unless a test
 * says otherwise. On 1.5.1 any `type: Bot` comment was the action's: each attack below steered
 * it. Each must now be ignored: a comment is the action's only when the token's own login wrote
 * it and its markers carry the seal the API key makes for its repository and thread.
 */

const OTHER_APP = { login: 'other-app[bot]', type: 'Bot' as const }
const ECHO = { login: 'github-actions[bot]', type: 'Bot' as const }

/** A job of the project that no request of this thread made: where a forged marker points. */
async function decoyJob(emulator: Emulator): Promise<string> {
  const created = await fetch(`${emulator.url}/v2/agent/proj/job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'a job someone else started' }),
  })
  return ((await created.json()) as { id: string }).id
}

/** A tracking marker of another request naming `job`, as the action writes one. */
const forgedMarker = (job: string) =>
  `${renderMarker({ job, request: 'comment:4000' })}\n### ⏳ The docs agent is working on this`

/** The trigger comment's run; what it sent to the service. */
async function ask(emulator: Emulator) {
  const run = await runAgent(emulator, { wait: 'false' }, TRIGGER_COMMENT)
  return {
    run,
    created: emulator.requestsTo('agent.create').length,
    messaged: emulator.requestsTo('agent.message').length,
  }
}

describe('a forged job marker does not redirect a follow-up', () => {
  it("another App's comment with a marker naming another job", async () => {
    await withEmulator({}, async (emulator) => {
      const decoy = await decoyJob(emulator)
      emulator.github.addComment(REPOSITORY, 1, forgedMarker(decoy), OTHER_APP)
      const { run, created, messaged } = await ask(emulator)
      expect(run.code).toBe(0)
      expect([created, messaged]).toEqual([2, 0])
      expect(run.outputs['follow-up']).toBe('false')
      expect(emulator.agent.jobs.get(decoy)?.prompts).toHaveLength(1)
    })
  })

  it("a github-actions[bot] echo of a user's text (another workflow, the same token's login), no seal", async () => {
    await withEmulator({}, async (emulator) => {
      const decoy = await decoyJob(emulator)
      emulator.github.addComment(REPOSITORY, 1, forgedMarker(decoy), ECHO)
      const { run, created, messaged } = await ask(emulator)
      expect(run.code).toBe(0)
      expect([created, messaged]).toEqual([2, 0])
      expect(emulator.agent.jobs.get(decoy)?.prompts).toHaveLength(1)
      // Said once: the token's own login wrote markers this run cannot verify.
      expect(annotations(run, 'warning')).toEqual([
        expect.stringMatching(
          /^Left out 1 comment by github-actions\[bot\] whose markers carry no seal this run can verify/,
        ),
      ])
    })
  })

  it("the action's own sealed marker, copied into another thread by an echo", async () => {
    await withEmulator({}, async (emulator) => {
      const decoy = await decoyJob(emulator)
      // Genuine in #2, where the action wrote it; copied word for word into #1.
      const genuine = addOwnComment(emulator, 2, forgedMarker(decoy))
      emulator.github.addComment(REPOSITORY, 1, genuine.body, ECHO)
      const { run, created, messaged } = await ask(emulator)
      expect(run.code).toBe(0)
      expect([created, messaged]).toEqual([2, 0])
      expect(emulator.agent.jobs.get(decoy)?.prompts).toHaveLength(1)
    })
  })

  it('a comment whose author GitHub gives no login: nobody wrote it, nobody is asked', async () => {
    await withEmulator({}, async (emulator) => {
      const decoy = await decoyJob(emulator)
      emulator.github.addComment(REPOSITORY, 1, forgedMarker(decoy), { login: '', type: 'Bot' })
      const { run, created, messaged } = await ask(emulator)
      expect(run.code).toBe(0)
      expect([created, messaged]).toEqual([2, 0])
      expect(emulator.agent.jobs.get(decoy)?.prompts).toHaveLength(1)
      expect(emulator.requestsTo('github.graphql')).toHaveLength(0)
    })
  })
})

describe('forged records do not count against the daily limits', () => {
  it('two forged "sent" records for the writer do not spend a daily limit of 2', async () => {
    await withEmulator({}, async (emulator) => {
      const at = Date.now() - 60_000
      for (const [number, request] of [
        [3, 9001],
        [4, 9002],
      ] as const)
        emulator.github.addComment(
          REPOSITORY,
          number,
          renderMarker({
            job: `forged-${request}`,
            request: `comment:${request}`,
            sentBy: 'writer',
            sentAt: at,
          }),
          ECHO,
        )
      const run = await runAgent(
        emulator,
        { wait: 'false', 'daily-request-limit': '2', 'daily-request-limit-per-person': '2' },
        TRIGGER_COMMENT,
      )
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('active')
      expect(run.outputs['requests-today']).toBe('1')
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
    })
  })
})

// A followed code pull request (follow-code-changes) in acme/docs, whose docs are in acme/docs-site.
const DOCS = 'acme/docs-site'
const PULL = 12
const BEFORE = 'a'.repeat(40)
const AFTER = 'b'.repeat(40)
const FORGED = 'f'.repeat(40)

// Payloads are untyped JSON, edited freely.
type Payload = Record<string, any>

/** A pull_request event of `action` on acme/docs#12, opened and sent by writer (who may write). */
function pullEvent(action: string, edit: (p: Payload) => void = () => undefined): Payload {
  return byUser(
    payload('pull_request', action, (p) => {
      Object.assign(p.pull_request, {
        number: PULL,
        html_url: `https://github.com/${REPOSITORY}/pull/${PULL}`,
        title: 'Add the export command',
        body: 'Adds `docs export`.',
        draft: false,
        labels: [],
      })
      p.pull_request.user.login = 'writer'
      p.pull_request.head.sha = BEFORE
      if (action === 'synchronize') {
        Object.assign(p, { before: BEFORE, after: AFTER })
        p.pull_request.head.sha = AFTER
      }
      edit(p)
    }),
    'writer',
  )
}

/** The agent's bundle on a pull request event, following code changes. */
function onPull(emulator: Emulator, body: Payload, runId: string) {
  return runAgent(
    emulator,
    { 'follow-code-changes': 'true' },
    eventEnv('pull_request', body, { GITHUB_RUN_ID: runId }),
  )
}

/** The job the pull request's start made. */
const onlyJob = (emulator: Emulator) => {
  const [job, ...more] = emulator.agent.jobs.values()
  if (job === undefined || more.length > 0) throw new Error('not one job')
  return job
}

describe('a followed pull request', () => {
  it('a forged head= does not choose the commit a push is compared from', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'], author: 'writer' },
          { sha: AFTER, files: ['src/export.ts'], author: 'writer' },
        ],
      })
      expect((await onPull(emulator, pullEvent('opened'), '901')).code).toBe(0)
      const job = onlyJob(emulator)
      emulator.github.addComment(
        REPOSITORY,
        PULL,
        renderMarker({ job: job.id, request: `code:${PULL}`, head: FORGED }),
        ECHO,
      )
      const pushed = await onPull(emulator, pullEvent('synchronize'), '902')
      expect(pushed.code).toBe(0)
      // The code's comparisons (the docs pull request's change check compares its own ends).
      const compared = emulator
        .requestsTo('github.compare')
        .map((r) => r.path)
        .filter((path) => path.startsWith(`/repos/${REPOSITORY}/`))
      expect(compared).toEqual([`/repos/${REPOSITORY}/compare/${BEFORE}...${AFTER}`])
      expect(job.prompts).toHaveLength(2)
      expect(job.prompts[1]).toContain('src/export.ts')
    })
  })

  it('a forged pr= does not point the end of the code at another pull request', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      expect((await onPull(emulator, pullEvent('opened'), '911')).code).toBe(0)
      const job = onlyJob(emulator)
      const target = `https://github.com/${DOCS}/pull/7`
      emulator.github.addComment(
        REPOSITORY,
        PULL,
        renderMarker({ job: job.id, request: `code:${PULL}`, pr: target }),
        OTHER_APP,
      )
      const close = pullEvent('closed', (p) => (p.pull_request.merged = true))
      const closed = await onPull(emulator, close, '912')
      expect(closed.code).toBe(0)
      expect(emulator.github.thread(DOCS, 7)).toEqual([])
      // The job's own pull request is told, and nothing else.
      const told = emulator.github.thread(DOCS, 101).map((c) => /docs-agent-code-end/.test(c.body))
      expect(told).toEqual([false, true])
    })
  })
})

describe('a finish run', () => {
  it('a forged hand-off record: nothing ended, no status, no event, nothing edited', async () => {
    await withEmulator({ jobDurationMs: 0 }, async (emulator) => {
      const decoy = await decoyJob(emulator)
      const victim = emulator.github.commits.seed({
        commits: [{ sha: 'c'.repeat(40), message: 'a head' }],
      })
      const sha = victim[0]?.sha ?? ''
      const handOff: HandOff = {
        at: new Date().toISOString(),
        startedAt: new Date().toISOString(),
        thread: 7,
        place: { kind: 'issue', number: 7 },
        action: 'create',
        react: { kind: 'issue', number: 7 },
        requester: { login: 'writer' },
        status: { sha, context: 'docs' },
      }
      const view: HandedOffView = {
        jobId: decoy,
        requestKey: 'comment:7000',
        instruction: 'a request nobody made',
        followUp: false,
        runUrl: '',
        status: 'active',
        prLink: null,
        detail: '',
        triggerPhrase: '@docs-agent',
      }
      const body = `${renderMarker({ job: decoy, request: 'comment:7000' })}${renderHandOff(handOff, view)}\nforged`
      const forged: EmulatedComment = emulator.github.addComment(REPOSITORY, 7, body, ECHO)
      const run = await runAgent(
        emulator,
        { finish: 'true', 'docs-status': 'docs', 'finished-event': 'docs-job-done' },
        eventEnv('schedule', { schedule: '*/30 * * * *' }, { GITHUB_RUN_ID: '9101' }),
      )
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ finished: '0', pending: '0' })
      expect(emulator.github.dispatches).toEqual([])
      expect(emulator.github.commits.statuses).toEqual([])
      expect(emulator.github.reactions).toEqual([])
      expect(forged.body).toBe(body)
    })
  })
})

describe("the service's pull request link", () => {
  it('outside the docs repository: said once, and nothing written there', async () => {
    const elsewhere = { pullRequestRepository: 'https://github.com/acme/other' }
    await withEmulator(elsewhere, async (emulator) => {
      const run = await runAgent(
        emulator,
        { 'pr-reviewers': 'octocat', 'pr-labels': 'docs' },
        TRIGGER_COMMENT,
      )
      expect(run.code).toBe(0)
      expect(run.outputs['pr-link']).toBe('https://github.com/acme/other/pull/101')
      // Not one request to acme/other: no note, no change check, no status, no reviewers.
      expect(emulator.requests.filter((r) => r.path.includes('/repos/acme/other/'))).toEqual([])
      expect(emulator.github.thread('acme/other', 101)).toEqual([])
      const said =
        "The job's pull request link https://github.com/acme/other/pull/101 is in acme/other, not in acme/docs, the repository the service names as the job's: nothing was written there (no note, reviewers, labels or status)."
      expect(annotations(run, 'warning')).toEqual([said])
      const tracking = emulator.github.thread(REPOSITORY, 1).filter((c) => c.user.type === 'Bot')
      expect(tracking).toHaveLength(1)
      expect(tracking[0]?.body).toContain('is in acme/other, not in acme/docs, the repository')
    })
  })
})
