import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, payloadLabel, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import { DEFAULT_ROLES } from '../../emulator/github.ts'
import { renderMarker } from '../../src/agent/github/marker.ts'
import {
  addOwnComment,
  expectNoSecret,
  runAgent,
  withEmulator as withHarnessEmulator,
} from './harness.js'

// The agent's step in this process (runAgentInProcess) for what a run shows as well there: its
// outputs, log, and what the emulator saw (jobs, comments, docs-status statuses, requests).
// Through the bundle as a real process (runAgent): 'docs-status when the run is stopped', which
// kills the step, sends it SIGTERM and runs the post step's bundle (dist/post/index.js), and
// every case of 'docs-status answers every pull request and merge group' (`bundled`): bots',
// readers', forks', pushes to pull requests nobody follows, merge groups. Every event kind is
// played through the bundle in bundle-events.test.ts too.
const it = test.concurrent
useInProcessRunner()

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

function onEvent(
  emulator: Emulator,
  body: Payload,
  runId: string,
  inputs: Record<string, string> = {},
) {
  return runAgentInProcess(
    emulator,
    { 'follow-code-changes': 'true', ...inputs },
    eventEnv('pull_request', body, { GITHUB_RUN_ID: runId }),
  )
}

/**
 * The emulator, where dev-dan, who opens the pull request, may write: its content is then a
 * person's with the role, whoever sends its events (the attacks on content by someone below the
 * role are attacks/authors.test.ts's).
 */
const withEmulator: typeof withHarnessEmulator = (options, fn) =>
  withHarnessEmulator({ roles: { ...DEFAULT_ROLES, 'dev-dan': 'write' }, ...options }, fn)

const bot = (emulator: Emulator) =>
  emulator.github.thread(REPOSITORY, PULL).filter((c) => c.user.type === 'Bot')
const jobs = (emulator: Emulator) => [...emulator.agent.jobs.values()]

describe('follow-code-changes', () => {
  it('opened starts one job; each push sends one follow-up with its diff only, once', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.pullFiles.set(`${REPOSITORY}#${PULL}`, [
        { filename: 'src/cli.ts', status: 'added', additions: 1, deletions: 0, patch: '+cli' },
      ])
      // Opened at BEFORE, which its first push builds on.
      const opened = await onEvent(emulator, pullEvent('opened', withHead(BEFORE)), '801')
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

  it('a draft starts nothing; with include-drafts it does', async () => {
    await withEmulator({}, async (emulator) => {
      const draft = pullEvent('opened', (p) => (p.pull_request.draft = true))
      const skipped = await onEvent(emulator, draft, '812')
      expect(skipped.outputs.status).toBe('skipped')
      expect(skipped.outputs['skipped-reason']).toBe(
        `pull request #${PULL} is a draft (include-drafts: false): its job starts when it is marked ready for review`,
      )
      expect(jobs(emulator)).toEqual([])
      expect(bot(emulator)).toEqual([])
      const included = await onEvent(emulator, draft, '813', { 'include-drafts': 'true' })
      expect(included.code).toBe(0)
      expect(jobs(emulator)).toHaveLength(1)
    })
  })
})

const STATUS = { 'docs-status': 'docs' }
const HEAD = 'c'.repeat(40)
/** The docs live in another repository: the agent's pull requests are there. */
const DOCS = 'acme/docs-site'

/** The docs statuses of a commit of the code repository, oldest first. */
const statuses = (emulator: Emulator, sha: string) =>
  emulator.github.commits
    .statusesOf(REPOSITORY, sha)
    .filter((s) => s.context === 'docs')
    .reverse()
    .map((s) => ({ state: s.state, description: s.description, target: s.targetUrl }))

const withHead = (sha: string) => (p: Payload) => (p.pull_request.head.sha = sha)

describe('docs-status: the head commit says where the docs are', () => {
  it('pending while the job works, then success pointing at the docs pull request', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      const run = await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '821', STATUS)
      expect(run.code).toBe(0)
      const [job] = jobs(emulator)
      const docsPull = `https://github.com/${DOCS}/pull/101`
      expect(run.outputs.prLink).toBe(docsPull)
      expect(statuses(emulator, HEAD)).toEqual([
        {
          state: 'pending',
          description: `The docs agent is working on job ${job?.id}`,
          target: `https://github.com/${REPOSITORY}/actions/runs/821`,
        },
        {
          state: 'success',
          description: `Docs pull request ready (job ${job?.id})`,
          target: docsPull,
        },
      ])
      // The code pull request's tracking comment links the docs pull request.
      expect(bot(emulator)[0]?.body).toContain(`<a href="${docsPull}">${docsPull}</a>`)
    })
  })

  it('a failed job: failure; a job that changes nothing: success, no docs change needed', async () => {
    await withEmulator({ outcome: 'failed' }, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      const run = await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '831', {
        ...STATUS,
        'fail-on-error': 'false',
      })
      expect(run.outputs.status).toBe('failed')
      const id = jobs(emulator)[0]?.id
      expect(statuses(emulator, HEAD).at(-1)).toEqual({
        state: 'failure',
        description: `The docs agent job ${id} failed`,
        target: `https://github.com/${REPOSITORY}/actions/runs/831`,
      })
      expect(bot(emulator)[0]?.body).toContain('The docs agent job failed')
    })
    await withEmulator({ outcome: 'no-changes' }, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '832', STATUS)
      const id = jobs(emulator)[0]?.id
      expect(statuses(emulator, HEAD).at(-1)).toMatchObject({
        state: 'success',
        description: `No docs change needed (job ${id})`,
      })
    })
  })

  it('the label: without it, success and no job; adding it starts the job', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      const labelled = { ...STATUS, 'label-trigger': 'needs-docs' }
      const opened = await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '841', labelled)
      expect(opened.outputs['skipped-reason']).toBe(
        `pull request #${PULL} does not carry the label 'needs-docs' (label-trigger), so it is not followed`,
      )
      expect(jobs(emulator)).toEqual([])
      expect(statuses(emulator, HEAD)).toEqual([
        {
          state: 'success',
          description: "Not followed: no label 'needs-docs' (label-trigger)",
          target: null,
        },
      ])
      const added = pullEvent('labeled', (p) => {
        withHead(HEAD)(p)
        p.label = payloadLabel('needs-docs')
        p.pull_request.labels = [payloadLabel('needs-docs')]
      })
      const started = await onEvent(emulator, added, '842', labelled)
      expect(started.code).toBe(0)
      expect(jobs(emulator)).toHaveLength(1)
      expect(statuses(emulator, HEAD).at(-1)?.state).toBe('success')
      // The not-followed success, pending while the job works, and its end: nothing in between.
      expect(statuses(emulator, HEAD).map((x) => x.state)).toEqual([
        'success',
        'pending',
        'success',
      ])
    })
  })

  it('pushes up to code-follow-ups; past it the thread hears once that a person is needed', async () => {
    await withEmulator({}, async (emulator) => {
      const [a, b, c, d] = ['1', '2', '3', '4'].map((n) => n.repeat(40))
      emulator.github.commits.seed({
        commits: [a, b, c, d].map((sha, i) => ({ sha: sha ?? '', files: [`src/f${i}.ts`] })),
      })
      const capped = { ...STATUS, 'code-follow-ups': '1' }
      await onEvent(emulator, pullEvent('opened', withHead(a ?? '')), '851', capped)
      const push = (before = '', after = '') =>
        pullEvent('synchronize', (p) => Object.assign(p, { before, after }, withHead(after)(p)))
      const first = await onEvent(emulator, push(a, b), '852', capped)
      expect(first.outputs.status).toBe('completed')
      const [job] = jobs(emulator)
      expect(job?.prompts).toHaveLength(2)
      expect(statuses(emulator, b ?? '').at(-1)?.state).toBe('success')

      const second = await onEvent(emulator, push(b, c), '853', capped)
      expect(second.code).toBe(0)
      expect(job?.prompts).toHaveLength(2)
      const held = bot(emulator).filter((x) => x.body.includes('request=code%3A12%3Aheld'))
      expect(held).toHaveLength(1)
      expect(held[0]?.body).toContain(
        'New pushes are no longer sent to the agent: a person is needed',
      )
      const failure = {
        state: 'failure',
        description: 'Not followed: 1 pushes sent (code-follow-ups); a person must update the docs',
        target: null,
      }
      expect(statuses(emulator, c ?? '')).toEqual([failure])

      const third = await onEvent(emulator, push(c, d), '854', capped)
      expect(third.outputs['skipped-reason']).toMatch(
        /a person is needed \(the thread says so already\)$/,
      )
      expect(job?.prompts).toHaveLength(2)
      expect(bot(emulator).filter((x) => x.body.includes('request=code%3A12%3Aheld'))).toHaveLength(
        1,
      )
      expect(statuses(emulator, d ?? '')).toEqual([failure])
    })
  })

  it('a push whose comparison GitHub fails: the run fails, saying so, and the head gets error', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      await onEvent(emulator, pullEvent('opened', withHead(BEFORE)), '863', STATUS)
      emulator.faults.add({ op: 'github.compare', kind: 'status', status: 500, times: 0 })
      const pushed = await onEvent(emulator, pullEvent('synchronize'), '864', STATUS)
      expect(pushed.code).toBe(1)
      expect(jobs(emulator)[0]?.prompts).toHaveLength(1)
      expect(statuses(emulator, AFTER)).toEqual([
        {
          state: 'error',
          description: 'The docs agent action failed before it reached a job: see the run',
          target: `https://github.com/${REPOSITORY}/actions/runs/864`,
        },
      ])
      // The thread says what happened and what to do.
      expect(bot(emulator).at(-1)?.body).toMatch(/re-run/i)
    })
  })

  it('a push that changes no file sends nothing and keeps the status of the commit before it', async () => {
    await withEmulator({}, async (emulator) => {
      const after = 'e'.repeat(40)
      emulator.github.commits.seed({
        commits: [
          { sha: HEAD, files: ['src/cli.ts'] },
          { sha: after, files: [] },
        ],
      })
      await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '861', STATUS)
      const empty = pullEvent('synchronize', (p) => {
        Object.assign(p, { before: HEAD, after })
        withHead(after)(p)
      })
      const pushed = await onEvent(emulator, empty, '862', STATUS)
      expect(pushed.outputs['skipped-reason']).toMatch(/changes no file/)
      expect(jobs(emulator)[0]?.prompts).toHaveLength(1)
      expect(statuses(emulator, after)).toEqual([statuses(emulator, HEAD).at(-1)])
    })
  })
})

describe('docs-status with wait: hand-off', () => {
  it('stays pending, saying who ends it, until a finish run sets the end on the head', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
      const env = eventEnv('pull_request', pullEvent('opened', withHead(HEAD)), {
        GITHUB_RUN_ID: '921',
      })
      const sent = await runAgentInProcess(
        emulator,
        { 'follow-code-changes': 'true', wait: 'hand-off', ...STATUS },
        env,
      )
      expect(sent.code).toBe(0)
      const id = sent.outputs['job-id']
      expect(statuses(emulator, HEAD).map((x) => [x.state, x.description])).toEqual([
        ['pending', `Job ${id} works; a finish run (finish: true) sets this status when it ends`],
      ])
      const job = jobs(emulator)[0]!
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, job.finishAt - Date.now() + 10)),
      )
      // The finish step names the same docs-status: the request's run recorded the commit.
      const finished = await runAgentInProcess(
        emulator,
        { finish: 'true', ...STATUS },
        eventEnv('schedule', { schedule: '0 * * * *' }, { GITHUB_RUN_ID: '922' }),
      )
      expect(finished.outputs.finished).toBe('1')
      const end = statuses(emulator, HEAD).at(-1)
      expect(end?.state).toBe('success')
      expect(end?.target).toMatch(/\/pull\/\d+$/)
      expect(statuses(emulator, HEAD)).toHaveLength(2)
    })
  })
})

describe('docs-status when the run is stopped', () => {
  const seeded = (emulator: Emulator) =>
    emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/cli.ts'] }] })
  const opened = () => pullEvent('opened', withHead(HEAD))
  const inputs = { 'follow-code-changes': 'true', ...STATUS }

  it('killed while the job works: the post step hands the job off; the status stays pending, saying who ends it', async () => {
    await withEmulator({ outcome: 'stuck' }, async (emulator) => {
      seeded(emulator)
      const env = eventEnv('pull_request', opened(), { GITHUB_RUN_ID: '911' })
      const main = await runAgent(emulator, inputs, env, {
        interrupt: { pattern: /Waiting for job/, signal: 'SIGKILL' },
      })
      expect(main.code).toBe(null)
      expect(statuses(emulator, HEAD).map((x) => x.state)).toEqual(['pending'])
      const post = await runAgent(emulator, inputs, env, {
        entry: 'dist/post/index.js',
        state: main.state,
      })
      expect(post.code).toBe(0)
      expect(statuses(emulator, HEAD).at(-1)).toEqual({
        state: 'pending',
        description: `Job ${main.state['job-id']} works; a finish run (finish: true) sets this status when it ends`,
        target: `https://github.com/${REPOSITORY}/actions/runs/911`,
      })
    })
  })

  it('cancelled while the job works: handed off at once, pending says who ends it, and the post step writes nothing more', async () => {
    await withEmulator({ outcome: 'stuck' }, async (emulator) => {
      seeded(emulator)
      const env = eventEnv('pull_request', opened(), { GITHUB_RUN_ID: '912' })
      const main = await runAgent(emulator, inputs, env, {
        interrupt: { pattern: /Waiting for job/, signal: 'SIGTERM' },
      })
      expect(main.code).toBe(1)
      const id = main.outputs['job-id']
      expect(statuses(emulator, HEAD).map((x) => [x.state, x.description])).toEqual([
        ['pending', `The docs agent is working on job ${id}`],
        ['pending', `Job ${id} works; a finish run (finish: true) sets this status when it ends`],
      ])
      await runAgent(emulator, inputs, env, { entry: 'dist/post/index.js', state: main.state })
      expect(statuses(emulator, HEAD)).toHaveLength(2)
    })
  })

  it('killed while writing the end: the post step writes that end, not an error', async () => {
    await withEmulator({}, async (emulator) => {
      seeded(emulator)
      const end = { state: 'success', description: 'Docs pull request ready (job j-1)' }
      const state = {
        'docs-status-pending': JSON.stringify({ sha: HEAD, context: 'docs', end }),
        'job-id': 'j-1',
      }
      const post = await runAgent(emulator, inputs, {}, { entry: 'dist/post/index.js', state })
      expect(post.code).toBe(0)
      expect(statuses(emulator, HEAD)).toEqual([{ ...end, target: null }])
    })
  })

  it("cancelled while the preview builds: the job's end stands in the status", async () => {
    await withEmulator({ deployOutcome: 'stuck' }, async (emulator) => {
      seeded(emulator)
      const env = eventEnv('pull_request', opened(), { GITHUB_RUN_ID: '913' })
      const main = await runAgent(
        emulator,
        { 'follow-code-changes': 'true', 'docs-status': 'docs', preview: 'true' },
        env,
        { interrupt: { pattern: /^Previewing /m, signal: 'SIGTERM' } },
      )
      expect(main.outputs.status).toBe('completed')
      expect(statuses(emulator, HEAD).at(-1)).toMatchObject({
        state: 'success',
        description: `Docs pull request ready (job ${main.outputs['job-id']})`,
      })
      await runAgent(emulator, {}, env, { entry: 'dist/post/index.js', state: main.state })
      expect(statuses(emulator, HEAD).at(-1)?.state).toBe('success')
    })
  })
})

describe('closed: both pull requests are told, nothing is sent to the service', () => {
  it.each([
    [true, 'merged', 'can be merged now'],
    [false, 'closed without merging', 'may no longer be needed'],
  ])('merged: %s', async (merged, how, meaning) => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      await onEvent(emulator, pullEvent('opened'), '871')
      const [job] = jobs(emulator)
      const docsPull = `https://github.com/${DOCS}/pull/101`
      const close = pullEvent('closed', (p) => (p.pull_request.merged = merged))
      const closed = await onEvent(emulator, close, '872')
      expect(closed.code).toBe(0)
      expect(closed.stdout).toContain(
        `Pull request #${PULL} was ${how}: nothing was sent to the service; told ${DOCS}#101.`,
      )
      expect(job?.prompts).toHaveLength(1)
      const [tracking] = bot(emulator)
      expect(tracking?.body).toContain(`This pull request was ${how}.`)
      expect(tracking?.body).toContain(
        `The docs pull request <a href="${docsPull}">${docsPull}</a> ${meaning}`,
      )
      // The job's note (written at its end), then the code's end.
      const told = emulator.github.thread(DOCS, 101)
      expect(told.map((c) => /request=note|docs-agent-code-end/.exec(c.body)?.[0])).toEqual([
        'request=note',
        'docs-agent-code-end',
      ])
      expect(told[1]?.body).toContain(
        `${REPOSITORY}&#35;${PULL}</a> was ${merged ? 'merged' : 'closed without merging'}`,
      )

      // Delivered again, or re-run: the docs pull request is not told twice, the section not added twice.
      const again = await onEvent(emulator, close, '873')
      expect(again.code).toBe(0)
      expect(emulator.github.thread(DOCS, 101)).toHaveLength(2)
      expect(bot(emulator)[0]?.body.split('docs-agent-code-end -->')).toHaveLength(2)
      expect(job?.prompts).toHaveLength(1)
    })
  })

  it('a docs pull request the token cannot reach: a warning, and the code pull request says so', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      await onEvent(emulator, pullEvent('opened'), '881')
      const noted = emulator.github.thread(DOCS, 101).length
      emulator.faults.add({
        op: 'github.list-comments',
        kind: 'status',
        status: 404,
        // The code pull request's comments are read first; the docs pull request's next.
        skip: 1,
        body: { message: 'Not Found' },
      })
      const closed = await onEvent(
        emulator,
        pullEvent('closed', (p) => (p.pull_request.merged = true)),
        '882',
      )
      expect(closed.code).toBe(0)
      expect(closed.stdout).toMatch(
        /::warning::Could not comment on the docs pull request acme\/docs-site#101: /,
      )
      expect(bot(emulator)[0]?.body).toContain(
        'Could not comment on the docs pull request acme/docs-site&#35;101',
      )
      expect(emulator.github.thread(DOCS, 101)).toHaveLength(noted)
    })
  })
})

describe('pushes queued behind a run', () => {
  it('a push whose run never ran (the concurrency group kept the newer) goes with the next', async () => {
    await withEmulator({}, async (emulator) => {
      const [a, b, c] = ['1', '2', '3'].map((n) => n.repeat(40))
      emulator.github.commits.seed({
        commits: [
          { sha: a ?? '', files: ['src/a.ts'] },
          { sha: b ?? '', files: ['src/b.ts'] },
          { sha: c ?? '', files: ['src/c.ts'] },
        ],
      })
      await onEvent(emulator, pullEvent('opened', withHead(a ?? '')), '895')
      // The push of b was queued and then replaced: only c's run runs, its `before` b.
      const last = pullEvent('synchronize', (p) => {
        Object.assign(p, { before: b, after: c })
        withHead(c ?? '')(p)
      })
      expect((await onEvent(emulator, last, '896')).code).toBe(0)
      const followUp = jobs(emulator)[0]?.prompts[1] ?? ''
      expect(followUp).toContain('The push: 1111111...3333333, 2 commits')
      expect(followUp).toContain('src/b.ts')
      expect(followUp).toContain('src/c.ts')
      expect(followUp).not.toContain('src/a.ts')
    })
  })
})

describe('re-runs and previews', () => {
  it('a re-run of a push’s run waits for the job: no second follow-up, the same comment', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      await onEvent(emulator, pullEvent('opened', withHead(BEFORE)), '901', STATUS)
      await onEvent(emulator, pullEvent('synchronize'), '902', STATUS)
      const [job] = jobs(emulator)
      const comments = bot(emulator).length
      const rerun = await runAgentInProcess(
        emulator,
        { 'follow-code-changes': 'true', ...STATUS },
        eventEnv('pull_request', pullEvent('synchronize'), {
          GITHUB_RUN_ID: '902',
          GITHUB_RUN_ATTEMPT: '2',
        }),
      )
      expect(rerun.code).toBe(0)
      expect(rerun.outputs['job-id']).toBe(job?.id)
      expect(job?.prompts).toHaveLength(2)
      expect(bot(emulator)).toHaveLength(comments)
      expect(emulator.requestsTo('agent.message')).toHaveLength(1)
    })
  })

  it("the code pull request's tracking comment shows the docs pull request's preview", async () => {
    await withEmulator({}, async (emulator) => {
      const run = await onEvent(emulator, pullEvent('opened'), '905', { preview: 'true' })
      expect(run.outputs['preview-status']).toBe('success')
      const body = bot(emulator)[0]?.body ?? ''
      expect(body).toContain(`| Pull request | <a href="${run.outputs['pr-link']}">`)
      expect(body).toContain(`| Preview | <a href="${run.outputs['preview-url']}">`)
    })
  })
})

describe("a person's token (a personal access token that reaches both repositories)", () => {
  it('its own comments are trusted: a push finds the job, a close tells the docs pull request once', async () => {
    const pat = 'ghp_e2e0code0follower0token000000000000'
    await withEmulator({ people: { [pat]: 'docs-maintainer' } }, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      // Someone else typed a marker naming another job into a comment of their own.
      emulator.github.addComment(
        REPOSITORY,
        PULL,
        '<!-- docs-agent-action job=not-yours request=code%3A12 -->',
        { login: 'mallory', type: 'User' },
      )
      const token = { 'github-token': pat }
      await onEvent(emulator, pullEvent('opened', withHead(BEFORE)), '897', token)
      const [job, ...more] = jobs(emulator)
      expect(more).toEqual([])
      const push = await onEvent(emulator, pullEvent('synchronize'), '898', token)
      expect(push.outputs['job-id']).toBe(job?.id)
      expect(job?.prompts).toHaveLength(2)
      const close = pullEvent('closed', (p) => (p.pull_request.merged = true))
      for (const run of ['899', '900']) {
        const closed = await onEvent(emulator, close, run, token)
        expectNoSecret(closed, pat)
      }
      const docsPull = Number(/\/pull\/(\d+)$/.exec(job?.prLink ?? '')?.[1])
      expect(
        emulator.github.thread(REPOSITORY, docsPull).filter((c) => c.body.includes('code-end')),
      ).toHaveLength(1)
      const written = JSON.stringify([emulator.github.comments, emulator.github.commits.statuses])
      expect(written).not.toContain(pat)
    })
  })
})

describe('history rewritten, and a reopen at new commits', () => {
  const [a, b, c] = ['1', '2', '3'].map((n) => n.repeat(40))
  const at = (sha: string) => (p: Payload) => (p.pull_request.head.sha = sha)
  const pushed = (before: string, after: string) =>
    pullEvent('synchronize', (p) => {
      Object.assign(p, { before, after })
      p.pull_request.head.sha = after
    })

  it('a force-push that drops a commit: the job hears the new files and the dropped ones', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: a, files: ['src/a.ts'] },
          { sha: b, files: ['src/old-flag.ts'] },
        ],
      })
      // c replaces b: made on a.
      emulator.github.commits.seed({ parent: a, commits: [{ sha: c, files: ['src/new-flag.ts'] }] })
      await onEvent(emulator, pullEvent('opened', at(a ?? '')), '921')
      await onEvent(emulator, pushed(a ?? '', b ?? ''), '922')
      expect((await onEvent(emulator, pushed(b ?? '', c ?? ''), '923')).code).toBe(0)
      const followUp = jobs(emulator)[0]?.prompts[2] ?? ''
      expect(followUp).toContain('It replaced 1 commit you were given (a force-push).')
      expect(followUp).toContain('src/new-flag.ts')
      expect(followUp).toContain('which your changes may still describe: src/old-flag.ts.')
      // The pushes' comparisons (the job's ends compare the docs pull request's ends too).
      const pushes = emulator
        .requestsTo('github.compare')
        .filter((r) => /(\d)\1{39}\.\.\./.test(r.path))
      expect(pushes).toHaveLength(3)
    })
  })

  it('reopened at commits pushed while it was closed: they go to its job, no second job', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: a, files: ['src/a.ts'] },
          { sha: b, files: ['src/b.ts'] },
        ],
      })
      await onEvent(emulator, pullEvent('opened', at(a ?? '')), '931')
      const reopened = await onEvent(emulator, pullEvent('reopened', at(b ?? '')), '932')
      expect(reopened.code).toBe(0)
      const [job, ...more] = jobs(emulator)
      expect(more).toEqual([])
      expect(job?.prompts[1]).toContain(
        'reopened this pull request, at new commits 1111111..2222222',
      )
      expect(job?.prompts[1]).toContain('src/b.ts')
      // Reopened again at the same commits: nothing more.
      const again = await onEvent(emulator, pullEvent('reopened', at(b ?? '')), '933')
      expect(again.outputs['skipped-reason']).toBe(
        `pull request #${PULL} is followed already, by job ${job?.id}, which was given 2222222`,
      )
      expect(job?.prompts).toHaveLength(2)
    })
  })
})

describe('what a push costs', () => {
  it('GitHub calls and service requests of one push, as docs/code-changes.md counts them', async () => {
    await withEmulator({}, async (emulator) => {
      // The pull request's author pushes a commit of their own: no one else's role is read.
      emulator.github.commits.seed({
        commits: [
          { sha: HEAD, files: ['src/cli.ts'], author: 'dev-dan' },
          { sha: AFTER, files: ['src/export.ts'], author: 'dev-dan' },
        ],
      })
      await onEvent(emulator, pullEvent('opened', withHead(HEAD)), '891', STATUS)
      const from = emulator.requests.length
      const push = byUser(
        pullEvent('synchronize', (p) => {
          Object.assign(p, { before: HEAD, after: AFTER })
          withHead(AFTER)(p)
        }),
        'dev-dan',
      )
      expect((await onEvent(emulator, push, '892', STATUS)).code).toBe(0)
      const ops = emulator.requests.slice(from).map((r) => r.op)
      // docs/code-changes.md ("What a push costs") lists these, in this order.
      expect(ops.filter((op) => op.startsWith('github.'))).toEqual([
        'github.permission',
        'github.list-comments',
        'github.list-review-comments',
        // Who the token is, once: the thread holds the action's own comments.
        'github.graphql',
        'github.compare',
        'github.create-comment',
        'github.list-comments',
        'github.list-review-comments',
        'github.update-comment',
        // Each status is written after a look at what the head shows (one writer, issue #52).
        'github.list-statuses',
        'github.create-status',
        'github.update-comment',
        'github.update-comment',
        // The change check reads the docs pull request at its ends, and its head again after.
        'github.pull-request',
        'github.compare',
        'github.pull-request',
        // The docs pull request's head shows this verdict already: it is not written again.
        'github.list-statuses',
        'github.list-comments',
        'github.list-review-comments',
        'github.list-statuses',
        'github.create-status',
      ])
      // One request the budget counts (the follow-up); reads of the job besides.
      expect(ops.filter((op) => op.startsWith('agent.') && op !== 'agent.get')).toEqual([
        'agent.message',
      ])
      expect(ops.filter((op) => op === 'agent.get').length).toBeGreaterThanOrEqual(2)
    })
  })
})

/** The tracking comment of the pull request's start, written by the action: job j1, given `head`. */
function startedAt(emulator: Emulator, head: string): void {
  addOwnComment(
    emulator,
    PULL,
    `${renderMarker({ job: 'j1', request: `code:${PULL}`, head })}\n### ⏳ The docs agent is working on this`,
  )
}

/** The agent's step as a real process, its bundle (dist/), as a runner starts it. */
function bundled(
  emulator: Emulator,
  body: Payload,
  runId: string,
  inputs: Record<string, string> = {},
  event = 'pull_request',
) {
  return runAgent(
    emulator,
    { 'follow-code-changes': 'true', ...inputs },
    eventEnv(event, body, { GITHUB_RUN_ID: runId }),
  )
}

describe('docs-status answers every pull request and merge group the workflow sees (#46)', () => {
  it("Dependabot's pull request and one by a reader get success with the reason, and no job", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['package.json'] }] })
      const bot = byUser(pullEvent('opened', withHead(HEAD)), 'dependabot[bot]', 'Bot')
      const run = await bundled(emulator, bot, '901', STATUS)
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('skipped')
      expect(statuses(emulator, HEAD)).toEqual([
        {
          state: 'success',
          description:
            'Not followed: pull requests from bots are ignored: dependabot[bot] is not listed in allowed-bots',
          target: null,
        },
      ])
      const other = 'd'.repeat(40)
      emulator.github.commits.seed({ commits: [{ sha: other, files: ['src/a.ts'] }] })
      const reader = byUser(pullEvent('opened', withHead(other)), 'reader')
      await bundled(emulator, reader, '902', STATUS)
      expect(statuses(emulator, other)).toEqual([
        {
          state: 'success',
          description:
            'Not followed: reader has the read role in this repository; min-permission is write',
          target: null,
        },
      ])
      expect(jobs(emulator)).toEqual([])
    })
  })

  it('a refused start on a pull request followed already, at the head its job was given, leaves its status as it stands', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/a.ts'] }] })
      startedAt(emulator, HEAD)
      emulator.github.commits.addStatus(REPOSITORY, HEAD, {
        state: 'pending',
        context: 'docs',
        description: 'The docs agent is working on job j1',
      })
      const reopened = byUser(pullEvent('reopened', withHead(HEAD)), 'reader')
      const run = await bundled(emulator, reopened, '906', STATUS)
      expect(run.outputs.status).toBe('skipped')
      expect(statuses(emulator, HEAD)).toEqual([
        { state: 'pending', description: 'The docs agent is working on job j1', target: null },
      ])
    })
  })

  it('a push by a bot nobody allowed: failure on a followed pull request (its thread names its job; the push was not sent), success with the reason on one whose thread names none, whatever the head before says', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      // The job was given BEFORE; the head before says nothing (its run was cancelled, say).
      startedAt(emulator, BEFORE)
      const push = byUser(pullEvent('synchronize', withHead(AFTER)), 'renovate[bot]', 'Bot')
      await bundled(emulator, push, '903', STATUS)
      expect(statuses(emulator, AFTER)).toEqual([
        {
          state: 'failure',
          // How a person with the role sends it first, so that GitHub's 140 characters keep it.
          description:
            "Not sent: comment '@docs-agent …' to send it; pushes from bots are ignored: renovate[bot] is not listed in allowed-bots",
          target: null,
        },
      ])
      expect(jobs(emulator)).toEqual([])
    })
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['src/cli.ts'] },
          { sha: AFTER, files: ['src/export.ts'] },
        ],
      })
      // A status does not make a pull request followed: its thread names no job.
      emulator.github.commits.addStatus(REPOSITORY, BEFORE, {
        state: 'pending',
        context: 'docs',
        description: 'The docs agent is working on job j1',
      })
      const push = byUser(pullEvent('synchronize', withHead(AFTER)), 'renovate[bot]', 'Bot')
      await bundled(emulator, push, '904', STATUS)
      expect(statuses(emulator, AFTER)).toMatchObject([
        { state: 'success', description: expect.stringMatching(/^Not followed: pushes from bots/) },
      ])
    })
  })

  it("a merge group's head gets success, and nothing is sent", async () => {
    await withEmulator({}, async (emulator) => {
      const group = 'e'.repeat(40)
      emulator.github.commits.seed({ commits: [{ sha: group, files: ['src/a.ts'] }] })
      const body = payload('merge_group', 'checks_requested', (p) => {
        p.merge_group.head_sha = group
        p.merge_group.base_sha = 'f'.repeat(40)
      })
      const run = await bundled(emulator, body, '905', STATUS, 'merge_group')
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('skipped')
      expect(statuses(emulator, group)).toEqual([
        {
          state: 'success',
          description: 'Merge group: each pull request passed docs before it was queued',
          target: null,
        },
      ])
      expect(jobs(emulator)).toEqual([])
      expect(emulator.requests.filter((r) => r.op.startsWith('agent.'))).toEqual([])
    })
  })
  it("a maintainer's push to a pull request with no job: its head gets success with the reason, whatever the head before says; a fork's pull request opened under pull_request_target too", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({
        commits: [
          { sha: BEFORE, files: ['package.json'] },
          { sha: AFTER, files: ['package.json', 'src/a.ts'] },
        ],
      })
      // Dependabot's pull request was answered at its opening; a maintainer pushes a fix to it.
      const opened = byUser(pullEvent('opened', withHead(BEFORE)), 'dependabot[bot]', 'Bot')
      await bundled(emulator, opened, '907', STATUS)
      const push = await bundled(emulator, pullEvent('synchronize', withHead(AFTER)), '908', STATUS)
      expect(push.code).toBe(0)
      expect(push.outputs.status).toBe('skipped')
      expect(statuses(emulator, AFTER)).toEqual([
        {
          state: 'success',
          description:
            'Not followed: no docs job was started for this pull request; reopen it to start one',
          target: null,
        },
      ])
      // Opened when the run failed before a job: the error stays on that head, and the push's
      // head is answered all the same (nothing would clear an error copied forward).
      emulator.github.commits.addStatus(REPOSITORY, AFTER, {
        state: 'error',
        context: 'docs',
        description: 'The docs agent action failed before it reached a job: see the run',
      })
      const later = 'd'.repeat(40)
      emulator.github.commits.seed({ commits: [{ sha: later, files: ['src/b.ts'] }] })
      const unseen = pullEvent('synchronize', (p) => {
        p.before = AFTER
        p.after = later
        p.pull_request.head.sha = later
      })
      await bundled(emulator, unseen, '909', STATUS)
      expect(statuses(emulator, later)).toMatchObject([
        {
          state: 'success',
          description:
            'Not followed: no docs job was started for this pull request; reopen it to start one',
        },
      ])
      expect(jobs(emulator)).toEqual([])
    })
    await withEmulator({}, async (emulator) => {
      emulator.github.commits.seed({ commits: [{ sha: HEAD, files: ['src/a.ts'] }] })
      const fork = byUser(
        pullEvent('opened', (p) => {
          p.pull_request.head.sha = HEAD
          p.pull_request.head.repo.full_name = 'stranger/code'
          p.pull_request.head.repo.fork = true
          p.pull_request.user.login = 'stranger'
        }),
        'stranger',
      )
      const run = await bundled(emulator, fork, '910', STATUS, 'pull_request_target')
      expect(run.code).toBe(0)
      expect(statuses(emulator, HEAD)).toEqual([
        {
          state: 'success',
          description:
            'Not followed: stranger has no role in this repository; min-permission is write',
          target: null,
        },
      ])
      expect(jobs(emulator)).toEqual([])
      expect(emulator.requests.filter((r) => r.op.startsWith('agent.'))).toEqual([])
    })
  })
})
