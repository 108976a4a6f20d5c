import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals'
import nock from 'nock'
import pkg from '../../package.json' with { type: 'json' }
import { AgentClient } from '../../src/agent/job/service-client.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { serviceTransport } from '../../src/shared/service/service-transport.js'

const API = 'http://api.example.test'
const KEY = 'mint_unit_test_key_123'
const JOB = {
  id: 'job-1',
  status: 'active',
  source: { repository: 'https://github.com/acme/docs', ref: null },
  model: 'sonnet',
  prLink: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  archivedAt: null,
}

// A timeout no loaded machine reaches, but where a test is about timeouts (it passes its own).
function setup(timeoutMs = 5000) {
  const sleeps: number[] = []
  const retries: string[] = []
  const transport = serviceTransport(
    { apiUrl: API, apiKey: KEY, timeoutMs, onRetry: (message) => retries.push(message) },
    {
      clock: {
        sleep: (ms) => {
          sleeps.push(ms)
          return Promise.resolve()
        },
        now: () => Date.parse('2026-11-22T12:00:00Z'),
      },
      random: () => 1,
    },
  )
  return { client: new AgentClient(transport, 'proj'), sleeps, retries, transport }
}

/** nock 15 emits only Error instances (plain objects are never delivered). */
function networkError(code: string): Error {
  return Object.assign(new Error(`simulated ${code}`), { code })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect((error as Error).message).not.toContain(KEY)
    return error as ApiError
  }
  throw new Error('expected the request to fail')
}

beforeAll(() => nock.disableNetConnect())
// Jest may run several files in one process: leave no interceptor behind for the next file.
afterAll(() => {
  nock.restore()
})
afterEach(() => {
  nock.cleanAll()
})

describe('createJob', () => {
  test('POSTs the prompt with the key, JSON and a User-Agent naming the action', async () => {
    const scope = nock(API)
      .post('/v2/agent/proj/job', { prompt: 'Add a quickstart' })
      .matchHeader('authorization', `Bearer ${KEY}`)
      .matchHeader('content-type', 'application/json')
      // The name and the version of this release, as package.json says it.
      .matchHeader(
        'user-agent',
        (value) => value?.startsWith(`docs-agent-action/${pkg.version}`) === true,
      )
      .reply(201, JOB)
    const job = await setup().client.createJob('Add a quickstart')
    expect(job.id).toBe('job-1')
    expect(job.status).toBe('active')
    expect(scope.isDone()).toBe(true)
  })

  test('encodes the project id in the path', async () => {
    const transport = setup().transport
    const scope = nock(API).post('/v2/agent/a%2Fb%20c/job').reply(201, JOB)
    await new AgentClient(transport, 'a/b c').createJob('x')
    expect(scope.isDone()).toBe(true)
  })

  test.each([
    ['an HTTP 500', (s: nock.Interceptor) => s.reply(500, { error: 'boom' }), /HTTP 500/],
    [
      'a dropped connection',
      (s: nock.Interceptor) => s.replyWithError(networkError('ECONNRESET')),
      /dropped \(ECONNRESET\).*may have created the job/,
    ],
    [
      'a timeout',
      (s: nock.Interceptor) => s.delay(1000).reply(201, JOB),
      /did not answer within.*may have created the job/,
    ],
    [
      'a body that is not JSON',
      (s: nock.Interceptor) => s.reply(201, '{"id": "job-1", "sta'),
      /not the JSON object expected.*may have created the job/,
    ],
  ])('is never repeated after %s', async (_name, reply, message) => {
    const { client, sleeps } = setup(100)
    reply(nock(API).post('/v2/agent/proj/job'))
    const extra = nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    const error = await failure(client.createJob('x'))
    expect(error.message).toMatch(message)
    expect(extra.isDone()).toBe(false)
    expect(sleeps).toEqual([])
  })

  test.each([
    [
      '429',
      (s: nock.Interceptor) =>
        s.reply(429, { error: 'Rate limit exceeded' }, { 'Retry-After': '2' }),
      [2000],
    ],
    ['503', (s: nock.Interceptor) => s.reply(503, 'unavailable'), [1000]],
    [
      'connection refused',
      (s: nock.Interceptor) => s.replyWithError(networkError('ECONNREFUSED')),
      [1000],
    ],
    ['DNS failure', (s: nock.Interceptor) => s.replyWithError(networkError('ENOTFOUND')), [1000]],
  ])('is retried after %s, when the service certainly did not act', async (_name, reply, waits) => {
    const { client, sleeps, retries } = setup()
    reply(nock(API).post('/v2/agent/proj/job'))
    nock(API).post('/v2/agent/proj/job').reply(201, JOB)
    expect((await client.createJob('x')).id).toBe('job-1')
    expect(sleeps).toEqual(waits)
    expect(retries[0]).toMatch(
      /^Creating the agent job: .*; retrying in \d+ s \(attempt 2 of 5\)\.$/,
    )
  })

  test('a Retry-After longer than a minute is not waited for', async () => {
    const { client, sleeps } = setup()
    nock(API)
      .post('/v2/agent/proj/job')
      .reply(429, { error: 'Rate limit exceeded' }, { 'Retry-After': '3600' })
    const error = await failure(client.createJob('x'))
    expect(error.status).toBe(429)
    expect(error.message).toBe(
      'Creating the agent job failed with HTTP 429: rate limit reached (the service allows 100 agent requests (job creations and follow-up messages) per project per hour). The service asks to wait 60 min, or spread runs out with a concurrency group. The service said: Rate limit exceeded.',
    )
    expect(sleeps).toEqual([])
  })

  test('a 201 without an id is an error, not a job that cannot be followed', async () => {
    nock(API).post('/v2/agent/proj/job').reply(201, { status: 'active' })
    const error = await failure(setup().client.createJob('x'))
    expect(error.message).toMatch(/returned no job id/)
  })

  test('gives up on 429 after five attempts', async () => {
    const { client, sleeps } = setup()
    nock(API).post('/v2/agent/proj/job').times(5).reply(429, { error: 'Rate limit exceeded' })
    const error = await failure(client.createJob('x'))
    expect(error.transient).toBe(true)
    expect(sleeps).toEqual([1000, 2000, 4000, 8000])
    expect(error.message).toMatch(/Try again later/)
  })
})

describe('getJob', () => {
  test('survives every kind of transient failure, backing off with jitter', async () => {
    const { client, sleeps } = setup(100)
    const path = '/v2/agent/proj/job/job-1'
    nock(API).get(path).reply(500, { error: 'oops' })
    nock(API)
      .get(path)
      .reply(502, '<html><body>Bad Gateway</body></html>', { 'Content-Type': 'text/html' })
    nock(API).get(path).replyWithError(networkError('ECONNRESET'))
    nock(API).get(path).delay(500).reply(200, JOB)
    nock(API)
      .get(path)
      .reply(200, { ...JOB, status: 'completed' })
    expect((await client.getJob('job-1')).status).toBe('completed')
    expect(sleeps).toEqual([1000, 2000, 4000, 8000])
  })

  test('retries 429 after the Retry-After date, and a malformed body', async () => {
    const { client, sleeps } = setup()
    const path = '/v2/agent/proj/job/job-1'
    nock(API).get(path).reply(429, {}, { 'Retry-After': 'Sun, 22 Nov 2026 12:00:05 GMT' })
    nock(API).get(path).reply(200, 'not json')
    nock(API).get(path).reply(200, JOB)
    expect((await client.getJob('job-1')).id).toBe('job-1')
    expect(sleeps).toEqual([5000, 2000])
  })

  test('gives up after five attempts with the last failure explained', async () => {
    const { client, sleeps } = setup()
    nock(API).get('/v2/agent/proj/job/job-1').times(5).reply(504, '')
    const error = await failure(client.getJob('job-1'))
    expect(sleeps).toHaveLength(4)
    expect(error.transient).toBe(true)
    expect(error.message).toBe(
      'Checking job job-1 failed with HTTP 504: the service had an error or is unavailable. Try again later.',
    )
  })

  test('no retry wait goes past the caller’s deadline', async () => {
    const { client, sleeps } = setup()
    nock(API).get('/v2/agent/proj/job/job-1').times(2).reply(503, '')
    const deadline = Date.parse('2026-11-22T12:00:00Z') + 1500
    const error = await failure(client.getJob('job-1', deadline))
    expect(error.status).toBe(503)
    expect(sleeps).toEqual([1000])
  })

  test('keeps the id when the answer leaves it out', async () => {
    nock(API).get('/v2/agent/proj/job/job-9').reply(200, { status: 'active' })
    expect((await setup().client.getJob('job-9')).id).toBe('job-9')
  })
})

describe('error messages say what failed and what to do', () => {
  test.each([
    [
      401,
      { error: 'Unauthorized' },
      'Checking job job-1 failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: Unauthorized.',
    ],
    [
      403,
      'Forbidden',
      /HTTP 403: the API key is not allowed to do this\. Check that the key has the needed scope .* IP allowlist/,
    ],
    [
      404,
      { error: 'Job not found' },
      'Checking job job-1 failed with HTTP 404: job job-1 not found in project proj; check job-id and project-id. The service said: Job not found.',
    ],
    [
      400,
      { error: 'Invalid', details: [{ message: 'prompt too long' }] },
      /HTTP 400: the service rejected the request as invalid\. The service said: Invalid: prompt too long\./,
    ],
  ])('HTTP %s', async (status, body, message) => {
    const { client, sleeps } = setup()
    nock(API).get('/v2/agent/proj/job/job-1').reply(status, body)
    const error = await failure(client.getJob('job-1'))
    expect(error.message).toMatch(message)
    expect(error.transient).toBe(false)
    expect(sleeps).toEqual([])
  })

  test('an error body cannot smuggle lines or workflow commands into the log', async () => {
    nock(API)
      .get('/v2/agent/proj/job/job-1')
      .reply(400, { error: 'bad\n::error::injected\r\nline' })
    const error = await failure(setup().client.getJob('job-1'))
    expect(error.message).not.toMatch(/[\r\n]/)
    expect(error.message).toContain('The service said: bad ::error::injected line.')
  })

  test('a follow-up to an unknown job names the job and the project', async () => {
    nock(API)
      .post('/v2/agent/proj/job/nope/message', { prompt: 'more' })
      .reply(404, { error: 'Job not found' })
    const error = await failure(setup().client.sendMessage('nope', 'more'))
    expect(error.message).toMatch(
      /^Sending the follow-up message to job nope failed with HTTP 404: job nope not found in project proj/,
    )
  })
})
