import { describe, expect, test } from '@jest/globals'
import nock from 'nock'
import { run } from '../../src/entrypoints/agent.js'
import type { Dependencies } from '../../src/shared/dependencies.js'
import { githubContextOf } from './fixtures/github-context.js'
import { onlyIntercepted } from './intercepted.js'
import { expectRefused, fakeClock, inStep } from './step.js'

const API = 'http://api.example.test'
const KEY = 'mint_main_test_key_456'
const BASE = { 'api-key': KEY, 'project-id': 'proj', 'api-url': API }
const JOB = { id: 'job-1', status: 'active', model: 'sonnet', prLink: null }
const PR = 'https://github.com/acme/docs/pull/42'

function deps(): Dependencies {
  const env = { GITHUB_EVENT_NAME: 'workflow_dispatch' }
  return {
    clock: fakeClock(),
    random: () => 0,
    env,
    githubContext: githubContextOf(env),
    ownsProcess: false,
  }
}

/** Requests that reached no interceptor: for invalid input there must be none at all. */
const unmatched = onlyIntercepted()

describe('a new job', () => {
  test('creates, waits, and sets every output once the pull request is there', async () => {
    nock(API).post('/v2/agent/proj/job', { prompt: 'Add a quickstart' }).reply(201, JOB)
    nock(API).get('/v2/agent/proj/job/job-1').reply(200, JOB)
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(200, {
        ...JOB,
        status: 'completed',
        prLink: PR,
        source: { repository: 'https://github.com/acme/docs', ref: 'docs/quickstart' },
        createdAt: '2026-11-22T10:00:00Z',
        archivedAt: null,
      })
    // Then its preview: asked once for the job's branch, followed until it is live.
    const preview = 'https://acme-docs-quickstart.example.app'
    const shot = 'https://shots.example.test/s-1'
    nock(API)
      .post('/v1/project/preview/proj', { branch: 'docs/quickstart' })
      .reply(202, { statusId: 's-1', previewUrl: preview })
    nock(API).get('/v1/project/update-status/s-1').reply(200, { status: 'in_progress' })
    nock(API)
      .get('/v1/project/update-status/s-1')
      .reply(200, {
        status: 'success',
        screenshotLight: `${shot}-light.png`,
        screenshotDark: `${shot}-dark.png`,
      })
    const step = await inStep({ ...BASE, prompt: 'Add a quickstart' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toEqual({
      'job-id': 'job-1',
      status: 'completed',
      'pr-link': PR,
      prLink: PR,
      'pr-number': '42',
      model: 'sonnet',
      'source-repository': 'https://github.com/acme/docs',
      'source-ref': 'docs/quickstart',
      'created-at': '2026-11-22T10:00:00Z',
      'archived-at': '',
      job: expect.stringContaining(
        '"prLink":"https://github.com/acme/docs/pull/42"',
      ) as unknown as string,
      'timed-out': 'false',
      'handed-off': 'false',
      'follow-up': 'false',
      'ci-follow-ups-sent': '',
      'comment-id': '',
      'skipped-reason': '',
      'pr-reviewers-requested': '',
      'pr-labels-added': '',
      'preview-url': preview,
      'preview-status': 'success',
      // No GitHub token in this test: nothing to read the pull request with.
      'change-check': 'off',
      'change-findings': '[]',
    })
    expect(step.summary).toContain('| Polls | 2 |')
    expect(step.summary).toContain(
      `| Preview | <a href="${preview}">acme-docs-quickstart.example.app</a> (live) |`,
    )
    expect(step.summary).toContain(
      `<a href="${preview}"><picture><source media="(prefers-color-scheme: dark)" srcset="${shot}-dark.png"><img alt="The preview of the docs" src="${shot}-light.png" width="800"></picture></a>`,
    )
    expect(step.summary).toContain(`<a href="${PR}">`)
    expect(step.log).toContain(`::add-mask::${KEY}`)
    expect(step.log.replace(`::add-mask::${KEY}`, '')).not.toContain(KEY)
  })

  test('times out after 30 minutes (in milliseconds), keeps the job id and fails the step', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    nock(API).get('/v2/agent/proj/job/job-1').times(100).reply(200, JOB)
    const step = await inStep({ ...BASE, prompt: 'x', 'timeout-minutes': '30' }, () => run(deps()))
    nock.cleanAll()
    expect(step.exitCode).toBe(1)
    expect(step.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active', 'timed-out': 'true' })
    expect(step.log).toContain(
      '::error::Stopped waiting for job job-1 after 30 min; it was still active. Resume with job-id: job-1.',
    )
  })

  test('with fail-on-error false a failed job only warns', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(200, { ...JOB, status: 'failed' })
    const step = await inStep({ ...BASE, prompt: 'x', 'fail-on-error': 'false' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs.status).toBe('failed')
    expect(step.log).toContain('::warning::Job job-1 failed on the service.')
  })

  test('an error after the job exists still reports its id', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    nock(API).get('/v2/agent/proj/job/job-1').reply(401, { error: 'Unauthorized' })
    const step = await inStep({ ...BASE, prompt: 'x' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.outputs['job-id']).toBe('job-1')
    expect(step.log).toMatch(
      /::error::Checking job job-1 failed with HTTP 401: the API key was rejected; .* The job id is job-1: resume with job-id: job-1 rather than starting again\./,
    )
  })
})

describe('an existing job', () => {
  test('job-id with a prompt sends a follow-up, then takes the result from a fresh poll', async () => {
    nock(API)
      .post('/v2/agent/proj/job/job-1/message', { prompt: 'Also cover auth' })
      .reply(200, { ...JOB, status: 'active' })
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(200, { ...JOB, status: 'completed', prLink: PR })
    const step = await inStep({ ...BASE, 'job-id': 'job-1', prompt: 'Also cover auth' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({
      'follow-up': 'true',
      status: 'completed',
      'pr-number': '42',
    })
  })

  test('job-id with wait false takes one look at the job', async () => {
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(200, { ...JOB, status: 'active' })
    const step = await inStep({ ...BASE, 'job-id': 'job-1', wait: 'false' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active' })
  })

  test('a timeout in which no poll succeeded still reports the job id', async () => {
    nock(API).get('/v2/agent/proj/job/job-1').times(200).reply(429, {}, { 'Retry-After': '3600' })
    const step = await inStep({ ...BASE, 'job-id': 'job-1', 'timeout-minutes': '1' }, () =>
      run(deps()),
    )
    nock.cleanAll()
    expect(step.exitCode).toBe(1)
    expect(step.outputs).toMatchObject({ 'job-id': 'job-1', 'timed-out': 'true', status: '' })
    expect(step.log).toContain(
      '::error::Stopped waiting for job job-1 after 1 min; it was still in an unknown state.',
    )
  })

  test('an outage that outlasts the retries ends the wait with the job id to resume from', async () => {
    nock(API).get('/v2/agent/proj/job/job-1').times(15).reply(503, 'down')
    const step = await inStep({ ...BASE, 'job-id': 'job-1' }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.outputs['job-id']).toBe('job-1')
    expect(step.log).toContain(
      '::error::Checking job job-1 failed with HTTP 503: the service had an error or is unavailable. Try again later. The service said: down. The job id is job-1: resume with job-id: job-1 rather than starting again.',
    )
  })

  test('job-id alone waits without creating anything, polling at once', async () => {
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(200, { ...JOB, status: 'archived', archivedAt: 'x' })
    const step = await inStep({ ...BASE, 'job-id': 'job-1' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ status: 'archived', 'follow-up': 'false' })
    expect(step.log).toContain('::warning::Job job-1 was archived.')
  })

  test('wait false returns right after the request', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    const step = await inStep({ ...BASE, prompt: 'x', wait: 'false' }, () => run(deps()))
    expect(step.exitCode).toBe(0)
    expect(step.outputs).toMatchObject({ 'job-id': 'job-1', status: 'active' })
  })
})

describe('bad input is refused before any request', () => {
  test.each([
    [{ 'api-key': '' }, "Input 'api-key' is required but was empty."],
    [{ 'api-key': 'mint_a b' }, "Input 'api-key' contains whitespace or control characters"],
    [{ 'project-id': '  ' }, "Input 'project-id' is required but was empty."],
    [
      { 'project-id': 'my project' },
      `Input 'project-id' must be a single identifier without spaces or control characters; got "my project".`,
    ],
    [
      { prompt: '' },
      "Give the agent an instruction with 'prompt' (or 'prompt-file'), or the id of an existing job with 'job-id'; all were empty.",
    ],
    [{ prompt: ' \n\t ' }, "Input 'prompt' contains only whitespace"],
    [
      { 'poll-interval': '0' },
      `Input 'poll-interval' must be a number of seconds greater than 0 and at most 3600; got "0".`,
    ],
    [{ 'poll-interval': 'fast' }, `got "fast"`],
    [{ 'poll-interval': '1e3' }, `got "1e3"`],
    [
      { 'timeout-minutes': '-1' },
      `Input 'timeout-minutes' must be a number of minutes greater than 0 and at most 10080; got "-1".`,
    ],
    [{ 'timeout-minutes': 'Infinity' }, `got "Infinity"`],
    [{ wait: 'yes' }, `Input 'wait' must be true, false or hand-off; got "yes".`],
    [{ 'fail-on-error': '1' }, `Input 'fail-on-error' must be 'true' or 'false'; got "1".`],
    [{ 'api-url': 'ftp://x' }, `Input 'api-url' must be an http or https URL; got "ftp://x".`],
    [{ 'api-url': 'not a url' }, `Input 'api-url' must be an http or https URL; got "not a url".`],
    [
      { 'api-url': 'https://u:p@host' },
      `Input 'api-url' must be a base URL without credentials, query or fragment`,
    ],
    [{ 'job-id': 'a\nb' }, `Input 'job-id' must be a single identifier`],
  ])('%j', async (bad, message) => {
    const step = await inStep({ ...BASE, prompt: 'x', ...bad }, () => run(deps()))
    expectRefused(step, message)
    expect(unmatched()).toBe(0)
  })

  test('a huge prompt is refused with its size, quoted briefly', async () => {
    const step = await inStep({ ...BASE, prompt: 'x'.repeat(1_048_576) }, () => run(deps()))
    expect(step.exitCode).toBe(1)
    expect(step.log).toContain(
      "::error::Input 'prompt' is 1048576 characters long; the limit is 65536.",
    )
    expect(step.log.length).toBeLessThan(2000)
    expect(unmatched()).toBe(0)
  })

  test('a key without the mint_ prefix is a warning, not an error', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    const step = await inStep({ ...BASE, 'api-key': 'sk_other', prompt: 'x', wait: 'false' }, () =>
      run(deps()),
    )
    expect(step.exitCode).toBe(0)
    expect(step.log).toContain("::warning::Input 'api-key' does not start with 'mint_'")
    expect(step.log).not.toContain('sk_other"')
  })
})
