import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgent, withEmulator } from './harness.js'

const it = test.concurrent

// Payloads are untyped JSON, edited freely.
type Payload = Record<string, any>

const PULL = 12
const TITLE = 'Add the export command'
const BODY = 'Adds `docs export` with its flags.'
const BEFORE = 'a'.repeat(40)
const AFTER = 'b'.repeat(40)

/** A pull_request event of `action` on acme/docs#12, opened by dev-dan and sent by writer. */
function pullEvent(action: string, edit: (p: Payload) => void = () => undefined): Payload {
  return byUser(
    payload('pull_request', action, (p) => {
      Object.assign(p.pull_request, {
        number: PULL,
        html_url: `https://github.com/${REPOSITORY}/pull/${PULL}`,
        title: TITLE,
        body: BODY,
        draft: false,
        labels: [],
        author_association: 'CONTRIBUTOR',
        updated_at: new Date(Date.now() - 5000).toISOString().replace(/\.\d+Z$/, 'Z'),
      })
      p.pull_request.user.login = 'dev-dan'
      if (action === 'synchronize') Object.assign(p, { before: BEFORE, after: AFTER })
      edit(p)
    }),
    'writer',
  )
}

function onEvent(emulator: Emulator, body: Payload, runId: string) {
  return runAgent(
    emulator,
    { 'follow-code-changes': 'true' },
    eventEnv('pull_request', body, { GITHUB_RUN_ID: runId }),
  )
}

const bot = (emulator: Emulator) =>
  emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
const jobs = (emulator: Emulator) => [...emulator.agent.jobs.values()]

describe('follow-code-changes through the bundle', () => {
  it('opened starts one job; each push sends one follow-up with its diff only, once', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.pullFiles.set(`${REPOSITORY}#${PULL}`, [
        { filename: 'src/cli.ts', status: 'added', additions: 1, deletions: 0, patch: '+cli' },
      ])
      const opened = await onEvent(emulator, pullEvent('opened'), '801')
      expect(opened.code).toBe(0)
      const [job, ...more] = jobs(emulator)
      expect(more).toEqual([])
      const start = job?.prompts[0] ?? ''
      expect(start).toContain(`Pull request #${PULL}: ${TITLE}\nOpened by: dev-dan (CONTRIBUTOR)`)
      expect(start).toContain(`Description, written by dev-dan (CONTRIBUTOR):\n${BODY}`)
      expect(start).toContain('- src/cli.ts (added, +1 -0)')
      expect(bot(emulator)).toHaveLength(1)

      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      const pushed = await onEvent(emulator, pullEvent('synchronize'), '802')
      expect(pushed.code).toBe(0)
      expect(jobs(emulator)).toHaveLength(1)
      const followUp = job?.prompts[1] ?? ''
      expect(followUp).toMatch(/^New commits were pushed to this pull request/)
      expect(followUp).toContain('writer (write role) pushed aaaaaaa..bbbbbbb')
      expect(followUp).toContain('src/export.ts')
      // Only the push: not the pull request's files or description again.
      expect(followUp).not.toContain('src/cli.ts')
      expect(followUp).not.toContain(BODY)
      expect(bot(emulator)).toHaveLength(2)

      // The same push delivered again, to another run: nothing more is sent.
      const again = await onEvent(emulator, pullEvent('synchronize'), '803')
      expect(again.code).toBe(0)
      expect(again.outputs.status).toBe('skipped')
      expect(again.outputs['skipped-reason']).toBe(
        `push bbbbbbb was already sent to job ${job?.id} by run https://github.com/${REPOSITORY}/actions/runs/802`,
      )
      expect(job?.prompts).toHaveLength(2)
      expect(bot(emulator)).toHaveLength(2)
    })
  })

  it('closed sends nothing, and a draft starts nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const closed = await onEvent(emulator, pullEvent('closed'), '811')
      expect(closed.outputs['skipped-reason']).toBe(
        `pull request #${PULL} was closed without merging: follow-code-changes sends nothing to the service for a closed pull request`,
      )
      const draft = await onEvent(
        emulator,
        pullEvent('opened', (p) => (p.pull_request.draft = true)),
        '812',
      )
      expect(draft.outputs.status).toBe('skipped')
      expect(jobs(emulator)).toEqual([])
      expect(bot(emulator)).toEqual([])
    })
  })
})
