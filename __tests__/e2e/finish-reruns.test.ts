import { describe, expect, test } from '@jest/globals'
import type { Emulator, RecordedRequest } from '../../emulator/server.ts'
import { DEFAULT_ROLES } from '../../emulator/github.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgent, withEmulator } from './harness.js'

// A handed-off job whose end a re-run of the same workflow run sees first: through the bundle
// (runAgent), as a runner runs each attempt, against the emulator. The end's duty
// (src/agent/job/end-duty.ts) holds whoever tells the end: the thread told once, the docs status
// set, and one repository_dispatch, which no finish run sends again.
const it = test.concurrent

// Payloads are untyped JSON, edited freely.
type Payload = Record<string, any>

const PULL = 12
const HEAD = 'c'.repeat(40)
const RECORD = '<!-- docs-agent-handoff '
const INPUTS = { 'follow-code-changes': 'true', 'docs-status': 'docs' }

/** pull_request opened on acme/docs#12 at HEAD, by dev-dan, who may write. */
function opened(): Payload {
  return byUser(
    payload('pull_request', 'opened', (p) => {
      Object.assign(p.pull_request, {
        number: PULL,
        html_url: `https://github.com/${REPOSITORY}/pull/${PULL}`,
        title: 'Add the export command',
        body: 'Adds `docs export` with its flags.',
        draft: false,
        labels: [],
        author_association: 'CONTRIBUTOR',
        updated_at: new Date(Date.now() - 5000).toISOString().replace(/\.\d+Z$/, 'Z'),
      })
      p.pull_request.user.login = 'dev-dan'
      p.pull_request.head.sha = HEAD
    }),
    'writer',
  )
}

const bot = (emulator: Emulator, number = PULL) =>
  emulator.github.thread(REPOSITORY, number).filter((c) => c.user.type === 'Bot')
const statuses = (emulator: Emulator) =>
  emulator.github.commits
    .statusesOf(REPOSITORY, HEAD)
    .filter((s) => s.context === 'docs')
    .reverse()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until `done` holds (the emulator's state, as the runs change it), for up to 30 s. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (const start = Date.now(); !done(); await sleep(20))
    if (Date.now() - start > 30_000) throw new Error(`no ${what} within 30 s`)
}

/** Whether a request writes the tracking comment with its hand-off record. */
const handsOff = (request: RecordedRequest) =>
  request.op === 'github.update-comment' &&
  JSON.stringify(request.body ?? '').includes('docs-agent-handoff')

/**
 * The emulator's hold (server.ts EmulatorOptions): the first attempt's hand-off is written only
 * once the re-run has taken the comment over, whatever the machine's load: it has read it (no
 * record yet), rewritten it, and shown the job's first status (the polls after that read are the
 * re-run's: attempt 1 is held; the second comes after the first status's edit).
 */
function handOffAfterTakeOver(): (request: RecordedRequest) => Promise<void> | undefined {
  let read = false
  let polls = 0
  let release = () => undefined as void
  const takenOver = new Promise<void>((resolve) => (release = resolve))
  return (request) => {
    if (request.op === 'github.get-comment') read = true
    if (read && request.op === 'agent.get' && ++polls === 2) release()
    return handsOff(request) ? takenOver : undefined
  }
}

describe('a handed-off job that a re-run sees end', () => {
  it('is announced once: the re-run tells it in the thread, sets the docs status, and sends the one dispatch; the finish run finds nothing', async () => {
    const options = {
      outcome: 'stuck' as const,
      roles: { ...DEFAULT_ROLES, 'dev-dan': 'write' as const },
      hold: handOffAfterTakeOver(),
    }
    await withEmulator(options, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      const env = eventEnv('pull_request', opened(), { GITHUB_RUN_ID: '931' })
      // Attempt 1 stops waiting at once and hands the job off (held until the take-over).
      // Its request timeout outlasts the hold on a loaded machine.
      const slow = { ...env, DOCS_AGENT_REQUEST_TIMEOUT: '120' }
      const first = runAgent(emulator, { ...INPUTS, 'timeout-minutes': '0.005' }, slow)
      await until(() => statuses(emulator).length === 1, "attempt 1's docs status")
      // Attempt 2 of the same run takes the comment over while attempt 1 still runs.
      const again = runAgent(emulator, INPUTS, { ...env, GITHUB_RUN_ATTEMPT: '2' })
      const handedOff = await first
      expect(handedOff.outputs).toMatchObject({ 'timed-out': 'true', 'handed-off': 'true' })
      const [job] = [...emulator.agent.jobs.values()]
      emulator.agent.finish(job!, 'completed')
      const rerun = await again
      expect(rerun.code).toBe(0)
      expect(rerun.outputs).toMatchObject({ status: 'completed', 'handed-off': 'false' })

      const prLink = emulator.agent.view(job!).prLink ?? ''
      const pull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1])
      // The thread told once: one comment, showing the end, no longer handing the job off.
      const comments = bot(emulator)
      expect(comments).toHaveLength(1)
      expect(comments[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(comments[0]?.body).not.toContain(RECORD)
      expect(
        bot(emulator, pull).filter((c) => c.body.includes('opened this pull request')),
      ).toHaveLength(1)
      expect(statuses(emulator).at(-1)).toMatchObject({ state: 'success', targetUrl: prLink })
      expect(emulator.github.dispatches).toEqual([
        expect.objectContaining({
          eventType: 'docs-agent-job-finished',
          clientPayload: {
            'job-id': job?.id,
            status: 'completed',
            'pr-link': prLink,
            'pr-number': String(pull),
            'preview-url': '',
            repository: REPOSITORY,
            thread: PULL,
            request: expect.stringMatching(/^code:/),
          },
        }),
      ])

      // The finish run finds nothing left to end, and sends no second dispatch.
      const finish = await runAgent(
        emulator,
        { finish: 'true', 'docs-status': 'docs' },
        eventEnv('schedule', { schedule: '*/30 * * * *' }, { GITHUB_RUN_ID: '932' }),
      )
      expect(finish.outputs).toMatchObject({ finished: '0', pending: '0' })
      expect(emulator.github.dispatches).toHaveLength(1)
    })
    // Three bundled steps, two of them at once: about 30 s on two cores under a load of 15.
  }, 90_000)
})
