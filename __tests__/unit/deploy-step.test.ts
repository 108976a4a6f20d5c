import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, test } from '@jest/globals'
import * as core from '@actions/core'
import nock from 'nock'
import { run } from '../../src/entrypoints/deploy.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { onlyIntercepted } from './intercepted.js'
import { expectRefused, fakeClock, inStep } from './step.js'

// The deploy step in process: inputs in, requests through nock on a fake clock (a 15-minute
// time-out runs in milliseconds), then the outputs, the job summary and the verdict a user sees.

// Plain http on loopback, which draws no warning: why plain http, ./intercepted.ts.
const API = 'http://localhost:8788'
const GITHUB = 'http://github.example.test'
const KEY = 'mint_deploy_step_key_321'
const TOKEN = 'ghs_deploy0step0token000000000000'
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API, 'github-token': TOKEN }
const STATUS = '/v1/project/update-status/s-1'
const URL = 'https://acme-docs-quickstart.example.app'
const SHOT = 'https://shots.example.test/s-1'
const FILES = { added: ['guides/new.mdx'], modified: ['index.mdx'], removed: [] }

const folder = mkdtempSync(join(tmpdir(), 'deploy-step-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The runner's environment for an event, its payload written to a file. */
function eventEnv(name: string, payload: object = {}, more: Record<string, string> = {}) {
  const path = join(folder, `${name}-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(path, JSON.stringify(payload))
  return {
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_API_URL: `${GITHUB}/api/v3`,
    GITHUB_RUN_ID: '77',
    ...more,
  }
}

const pullRequest = (head = 'docs/quickstart', repository = 'acme/docs') => ({
  pull_request: { number: 8, head: { ref: head, repo: { full_name: repository } } },
})

let clock = fakeClock()
function deps(env: Record<string, string> = eventEnv('push', {}, { GITHUB_REF_NAME: 'main' })) {
  clock = fakeClock(Date.parse('2026-11-22T12:00:00Z'))
  const dependencies: Dependencies = { clock, random: () => 0, env, ownsProcess: false }
  return dependencies
}

/** Requests that reached no interceptor: for invalid input there must be none at all. */
const unmatched = onlyIntercepted()

beforeEach(() => {
  // @actions/core keeps the first job summary path it reads; each step here has its own file.
  Reflect.set(core.summary, '_filePath', undefined)
})

/** The key and the token appear nowhere but in the masking commands. */
function expectNoSecret(step: { log: string; outputs: Record<string, string>; summary: string }) {
  const log = step.log.replace(`::add-mask::${KEY}`, '').replace(`::add-mask::${TOKEN}`, '')
  for (const secret of [KEY, TOKEN]) {
    expect(log).not.toContain(secret)
    expect(JSON.stringify(step.outputs)).not.toContain(secret)
    expect(step.summary).not.toContain(secret)
  }
}

describe('update', () => {
  test('deploys, follows the status to success, and sets every output', async () => {
    nock(API)
      .post('/v1/project/update/proj')
      .matchHeader('authorization', `Bearer ${KEY}`)
      .reply(202, { statusId: 's-1' })
    nock(API).get(STATUS).reply(200, { status: 'queued' })
    nock(API).get(STATUS).reply(200, { status: 'in_progress' })
    nock(API)
      .get(STATUS)
      .reply(200, {
        status: 'success',
        summary: 'Deployed 2 pages',
        screenshotLight: `${SHOT}-light.png`,
        screenshotDark: `${SHOT}-dark.png`,
        createdAt: '2026-11-22T12:00:00Z',
        endedAt: '2026-11-22T12:00:20Z',
        commit: { sha: 'abc', filesChanged: FILES },
      })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toEqual({
      'status-id': 's-1',
      status: 'success',
      'preview-url': '',
      summary: 'Deployed 2 pages',
      screenshot: `${SHOT}-light.png`,
      'files-changed': JSON.stringify(FILES),
    })
    // The agent jobs' back-off: 5 s, 7.5 s, then 10 s.
    expect(clock.sleeps).toEqual([5000, 7500, 10_000])
    expect(step.log).toContain(
      'The deployment is done: the docs are deployed (status id s-1, 20 s).',
    )
    expect(step.summary).toContain('### Docs deployment: ✅ done')
    expect(step.summary).toContain('| Files changed | 1 added, 1 modified, 0 removed |')
    expect(step.summary).toContain(`src="${SHOT}-light.png"`)
    expect(step.log).toContain(`::add-mask::${KEY}`)
    expectNoSecret(step)
    expect(unmatched()).toBe(0)
  })

  test("a failed deployment fails the step with the service's summary and its last log lines", async () => {
    nock(API).post('/v1/project/update/proj').reply(202, { statusId: 's-1' })
    nock(API)
      .get(STATUS)
      .reply(200, {
        status: 'failure',
        summary: 'Build failed',
        logs: ['Installing', 'error: quickstart.mdx:12 unclosed tag'],
      })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.outputs).toMatchObject({
      'status-id': 's-1',
      status: 'failure',
      summary: 'Build failed',
    })
    expect(step.log).toContain(
      '::error::The deployment failed (status id s-1): Build failed%0ALast lines of its logs:%0AInstalling%0Aerror: quickstart.mdx:12 unclosed tag',
    )
    expect(step.summary).toContain('### Docs deployment: ❌ failed')
  })

  test('still building after timeout-minutes (15, in milliseconds): fails, keeping status-id', async () => {
    nock(API).post('/v1/project/update/proj').reply(202, { statusId: 's-1' })
    nock(API).get(STATUS).times(200).reply(200, { status: 'in_progress' })
    const step = await inStep(BASE, () => run(deps()))
    nock.cleanAll()
    expect(step.exitCode).toBe(1)
    expect(clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBeCloseTo(15 * 60_000)
    expect(step.outputs).toMatchObject({ 'status-id': 's-1', status: 'timed-out' })
    expect(step.log).toContain(
      '::error::The deployment did not end within timeout-minutes (15); it was last seen in_progress',
    )
  })

  test('wait: false queues it and ends, with its status id', async () => {
    nock(API).post('/v1/project/update/proj').reply(202, { statusId: 's-1' })
    const step = await inStep({ ...BASE, wait: 'false' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ 'status-id': 's-1', status: 'queued' })
    expect(clock.sleeps).toEqual([])
    expect(step.summary).toContain('### Docs deployment: ⏳ queued')
  })

  test('a 500 may have deployed: sent once, the step fails saying so, no outputs', async () => {
    nock(API).post('/v1/project/update/proj').reply(500, { error: 'boom' })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain('The service may have started the deployment anyway')
    expect(step.outputs).toEqual({})
    expect(unmatched()).toBe(0)
  })

  test('429: waits as the service asks, then sends it again (it did not act)', async () => {
    nock(API)
      .post('/v1/project/update/proj')
      .reply(429, { error: 'Slow down' }, { 'Retry-After': '12' })
    nock(API).post('/v1/project/update/proj').reply(202, { statusId: 's-1' })
    const step = await inStep({ ...BASE, wait: 'false' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(clock.sleeps).toEqual([12_000])
  })

  test('a status that cannot be read stops the wait: the step fails, status-id kept', async () => {
    nock(API).post('/v1/project/update/proj').reply(202, { statusId: 's-1' })
    nock(API).get(STATUS).reply(401, { error: 'Unauthorized' })
    const step = await inStep(BASE, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.outputs).toMatchObject({ 'status-id': 's-1', status: 'queued' })
    expect(step.log).toContain(
      '::error::Stopped following the deployment (status id s-1), last seen queued',
    )
  })
})

describe('preview', () => {
  test('of the branch given: its link and screenshot, no comment outside a pull request', async () => {
    nock(API)
      .post('/v1/project/preview/proj', { branch: 'docs/quickstart' })
      .reply(202, { statusId: 's-1', previewUrl: URL })
    nock(API)
      .get(STATUS)
      .reply(200, { status: 'success', screenshot: `${SHOT}.png` })
    const step = await inStep({ ...BASE, operation: 'preview', branch: 'docs/quickstart' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({
      'status-id': 's-1',
      status: 'success',
      'preview-url': URL,
      screenshot: `${SHOT}.png`,
    })
    expect(step.summary).toContain(
      `| Preview | <a href="${URL}">acme-docs-quickstart.example.app</a> (live) |`,
    )
    expect(unmatched()).toBe(0)
  })

  test("by default the run's ref (GITHUB_REF_NAME) outside a pull request", async () => {
    nock(API)
      .post('/v1/project/preview/proj', { branch: 'release/2' })
      .reply(202, { statusId: 's-1' })
    const env = eventEnv('push', {}, { GITHUB_REF_NAME: 'release/2' })
    const step = await inStep({ ...BASE, operation: 'preview', wait: 'false' }, () =>
      run(deps(env)),
    )
    expect(step.exitCode).toBe(0)
  })

  test('a plan without previews (403): the error says previews need a plan that has them', async () => {
    nock(API)
      .post('/v1/project/preview/proj')
      .reply(403, { error: 'Preview deployments are not available on your current plan.' })
    const step = await inStep({ ...BASE, operation: 'preview', branch: 'x' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      '::error::Previewing branch x failed with HTTP 403: previews need a plan that has them (Pro or Enterprise).',
    )
    expect(step.log).toContain('The service said: Preview deployments are not available')
    expect(step.outputs).toEqual({})
  })

  test('on a pull request: its head branch, and one comment with the link, edited as it goes', async () => {
    const comments = `/api/v3/repos/acme/docs/issues/8/comments`
    nock(API)
      .post('/v1/project/preview/proj', { branch: 'docs/quickstart' })
      .reply(202, { statusId: 's-1', previewUrl: URL })
    nock(API)
      .get(STATUS)
      .reply(200, { status: 'success', screenshotLight: `${SHOT}.png` })
    // The first run's comment: none yet, so it is posted, then the look for duplicates.
    nock(GITHUB).get(comments).query(true).reply(200, [])
    nock(GITHUB).get('/api/v3/repos/acme/docs/pulls/8/comments').query(true).times(2).reply(200, [])
    let posted = ''
    nock(GITHUB)
      .post(comments, (body: { body: string }) => {
        posted = body.body
        return true
      })
      .reply(201, { id: 501 })
    nock(GITHUB)
      .get(comments)
      .query(true)
      .reply(200, () => [
        { id: 501, body: posted, created_at: '2026-11-22T12:00:01Z', user: { type: 'Bot' } },
      ])
    let edited = ''
    nock(GITHUB)
      .patch('/api/v3/repos/acme/docs/issues/comments/501', (body: { body: string }) => {
        edited = body.body
        return true
      })
      .reply(200, { id: 501 })
    const env = eventEnv('pull_request', pullRequest())
    const step = await inStep({ ...BASE, operation: 'preview' }, () => run(deps(env)))
    expect(step.exitCode).toBe(0)
    expect(posted).toContain('<!-- docs-deploy-preview -->')
    expect(posted).toContain('(queued)')
    expect(edited).toContain('(live)')
    expect(edited).toContain(`src="${SHOT}.png"`)
    expect(edited).toContain('https://github.com/acme/docs/actions/runs/77')
    expectNoSecret(step)
    expect(posted + edited).not.toContain(KEY)
    expect(unmatched()).toBe(0)
  })

  test('comment: false writes nothing on the pull request', async () => {
    nock(API).post('/v1/project/preview/proj').reply(202, { statusId: 's-1', previewUrl: URL })
    const env = eventEnv('pull_request', pullRequest())
    const step = await inStep(
      { ...BASE, operation: 'preview', wait: 'false', comment: 'false' },
      () => run(deps(env)),
    )
    expect(step.exitCode).toBe(0)
    expect(unmatched()).toBe(0)
  })
})

describe('automation', () => {
  test('runs it now: triggered, no status to follow', async () => {
    nock(API)
      .post('/v1/workflow/proj/wf_1/trigger')
      .reply(202, { schemaId: 'wf_1', instanceId: 'run-9', jobId: 'j-1' })
    const step = await inStep({ ...BASE, operation: 'automation', automation: 'wf_1' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toEqual({
      'status-id': '',
      status: 'triggered',
      'preview-url': '',
      summary: '',
      screenshot: '',
      'files-changed': '{"added":[],"modified":[],"removed":[]}',
    })
    expect(step.log).toContain('Ran automation wf_1 now (run run-9).')
    expect(clock.sleeps).toEqual([])
  })

  test('an automation that is not there (404) fails the step, naming it', async () => {
    nock(API).post('/v1/workflow/proj/wf_9/trigger').reply(404, { error: 'Not found' })
    const step = await inStep({ ...BASE, operation: 'automation', automation: 'wf_9' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain('automation wf_9 was not found in project proj')
  })
})

describe('bad input fails before any request, naming the input and quoting the value', () => {
  test.each([
    [
      { operation: 'deploy' },
      `Input 'operation' must be one of update, preview, automation; got "deploy".`,
    ],
    [
      { operation: 'automation' },
      `Input 'automation' is required when 'operation' is "automation", and was empty`,
    ],
    [
      { operation: 'automation', automation: 'wf 1' },
      `Input 'automation' must be a single identifier`,
    ],
    [
      { automation: 'wf_1' },
      `Input 'automation' applies only to operation automation, not update; got "wf_1".`,
    ],
    [
      { branch: 'main' },
      `Input 'branch' applies only to operation preview, not update; got "main".`,
    ],
    [{ operation: 'preview', branch: 'a b' }, `Input 'branch' must be a branch name`],
    [
      { 'timeout-minutes': '0' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 360; got "0".`,
    ],
    [
      { 'timeout-minutes': 'soon' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 360; got "soon".`,
    ],
    [
      { 'poll-interval': '-1' },
      `Input 'poll-interval' must be a number of seconds greater than 0 and at most 3600; got "-1".`,
    ],
    [{ wait: 'maybe' }, `Input 'wait' must be 'true' or 'false'; got "maybe".`],
    [{ comment: 'yes' }, `Input 'comment' must be 'true' or 'false'; got "yes".`],
    [{ 'api-key': '' }, `Input 'api-key' is required but was empty.`],
  ])('%j', async (inputs, message) => {
    const step = await inStep({ ...BASE, ...inputs }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('preview outside a pull request, with no ref: the branch is asked for', async () => {
    const env = eventEnv('workflow_dispatch')
    const step = await inStep({ ...BASE, operation: 'preview' }, () => run(deps(env)))
    expectRefused(
      step,
      `Input 'branch' is empty, and this run has no branch to preview: outside a pull request event the branch is GITHUB_REF_NAME, which is "".`,
    )
  })

  test("preview of a fork's pull request: its branch is not here", async () => {
    const env = eventEnv('pull_request_target', pullRequest('patch-1', 'someone/docs'))
    const step = await inStep({ ...BASE, operation: 'preview' }, () => run(deps(env)))
    expectRefused(step, `Input 'branch' is empty, and pull request #8 comes from a fork`)
  })
})
