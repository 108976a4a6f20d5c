import { Readable } from 'node:stream'
import { describe, expect, jest, test } from '@jest/globals'
import nock from 'nock'
import { ApiError } from '../../src/shared/http/errors.js'
import type { JsonRequest } from '../../src/shared/http/json-transport.js'
import { serviceTransport } from '../../src/shared/service/service-transport.js'
import { onlyIntercepted } from './intercepted.js'
import { fakeClock } from './step.js'

// The transport every request to the service goes through: what is sent, which failures are
// retried and how long it waits, and what the user reads when it gives up.

// The file's first request loads undici on demand (src/shared/http/undici-on-demand.ts): under
// the whole suite's load on two cores that once took over jest's 5 s (CI, its first test).
jest.setTimeout(30_000)

const API = 'http://api.example.test'
const KEY = 'mint_transport/key 42'
const NOW = Date.parse('2026-11-22T12:00:00Z')

function setup({ timeoutMs = 2000, apiUrl = API } = {}) {
  const clock = fakeClock(NOW)
  const retries: string[] = []
  const transport = serviceTransport(
    { apiUrl, apiKey: KEY, timeoutMs, onRetry: (message) => retries.push(message) },
    { clock, random: () => 1 },
  )
  return { transport, sleeps: clock.sleeps, retries }
}

const context = {
  operation: 'Doing it',
  notFound: 'it was not found',
  rateLimit: '5 a minute',
  effect: 'It may have been done: check before doing it again.',
}
const get = (extra: Partial<JsonRequest> = {}): JsonRequest => ({
  method: 'GET',
  path: '/v1/it',
  context,
  ...extra,
})
const post = (extra: Partial<JsonRequest> = {}): JsonRequest =>
  get({ method: 'POST', body: { prompt: 'x' }, ...extra })

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** nock 15 delivers only Error instances. */
const networkError = (code?: string) => Object.assign(new Error('simulated'), { code })

/** An answer whose body stops half-way: `error` destroys it with that error, else it just ends. */
function halfBody(error?: Error) {
  return () => {
    const stream = new Readable({ read: () => undefined })
    stream.push('{"id":')
    setTimeout(() => stream.destroy(error), 5)
    return stream
  }
}

onlyIntercepted()

describe('what is sent', () => {
  test('the path below the base URL, the query without unset values, and JSON', async () => {
    nock(`${API}/base`)
      .post('/v1/it', { prompt: 'x' })
      .query({ limit: '250', from: '2026-11-01' })
      .matchHeader('authorization', `Bearer ${KEY}`)
      .matchHeader('accept', 'application/json')
      .matchHeader('content-type', 'application/json')
      .reply(201, { id: 'j' })
    const { transport } = setup({ apiUrl: `${API}/base` })
    const body = await transport.object(
      post({ query: { limit: 250, from: '2026-11-01', to: undefined } }),
    )
    expect(body).toEqual({ id: 'j' })
    expect(transport.requestsSent).toBe(1)
  })

  test('a request without a body sends no content type', async () => {
    nock(API, { badheaders: ['content-type'] })
      .get('/v1/it')
      .reply(200, {})
    await setup().transport.object(get())
  })
})

describe('answers', () => {
  test('204 without a body is an empty object', async () => {
    nock(API).patch('/v1/it').reply(204)
    expect(await setup().transport.object(get({ method: 'PATCH' }))).toEqual({})
  })

  test.each([
    ['an empty 200', 200, '', 'an empty body'],
    ['a list', 200, '[1]', '[1]'],
    ['null', 201, 'null', 'null'],
    ['a cut-off object', 200, '{"id": "j', '{"id": "j'],
  ])(
    '%s, when a JSON object is expected, fails a POST at once: it may have acted',
    async (_name, status, body, said) => {
      nock(API).post('/v1/it').reply(status, body)
      const { transport, sleeps } = setup()
      const error = await failure(transport.object(post()))
      expect(error.message).toBe(
        `Doing it failed: the service answered HTTP ${status}, but its body is not the JSON object expected (got ${said}). ${context.effect}`,
      )
      expect(error).toMatchObject({ status, transient: false, mayHaveActed: true })
      expect(sleeps).toEqual([])
    },
  )

  test('a malformed answer to a GET is retried, then reported without the POST warning', async () => {
    nock(API).get('/v1/it').times(5).reply(200, 'oops')
    const { transport, retries } = setup()
    const error = await failure(transport.object(get()))
    expect(retries[0]).toBe(
      'Doing it: HTTP 200 with a body that is not a JSON object; retrying in 1 s (attempt 2 of 5).',
    )
    expect(error.message).toBe(
      'Doing it failed: the service answered HTTP 200, but its body is not the JSON object expected (got oops).',
    )
    expect(error).toMatchObject({ status: 200, transient: true, mayHaveActed: false })
    expect(transport.requestsSent).toBe(5)
  })

  test('the key never reaches a message, as sent or URL-encoded', async () => {
    nock(API)
      .get('/v1/it')
      .reply(400, { error: `bad key ${KEY}`, details: [{ message: encodeURIComponent(KEY) }] })
    const error = await failure(setup().transport.object(get()))
    expect(error.message).toBe(
      'Doing it failed with HTTP 400: the service rejected the request as invalid. The service said: bad key ***: ***.',
    )
  })

  test.each([
    [408, true, 5],
    [429, true, 5],
    [500, true, 5],
    [503, true, 5],
    [400, false, 1],
    [404, false, 1],
    [409, false, 1],
  ])('HTTP %i: transient %s, %i attempts for a GET', async (status, transient, attempts) => {
    nock(API).get('/v1/it').times(attempts).reply(status, {})
    const { transport } = setup()
    const error = await failure(transport.object(get()))
    expect(error).toMatchObject({ status, transient, mayHaveActed: false, retryAfterMs: undefined })
    expect(transport.requestsSent).toBe(attempts)
  })
})

describe('retries', () => {
  test('back off with jitter, say so before each wait, and give up after 5 attempts', async () => {
    nock(API).get('/v1/it').times(5).reply(502, 'Bad gateway')
    const { transport, sleeps, retries } = setup()
    const error = await failure(transport.object(get()))
    expect(sleeps).toEqual([1000, 2000, 4000, 8000])
    expect(retries).toEqual([
      'Doing it: HTTP 502; retrying in 1 s (attempt 2 of 5).',
      'Doing it: HTTP 502; retrying in 2 s (attempt 3 of 5).',
      'Doing it: HTTP 502; retrying in 4 s (attempt 4 of 5).',
      'Doing it: HTTP 502; retrying in 8 s (attempt 5 of 5).',
    ])
    expect(error.message).toBe(
      'Doing it failed with HTTP 502: the service had an error or is unavailable. Try again later. The service said: Bad gateway.',
    )
  })

  test('a POST said to be safe to repeat is retried like a GET', async () => {
    nock(API).post('/v1/it').reply(500, {})
    nock(API).post('/v1/it').reply(200, { ok: true })
    const { transport } = setup()
    expect(await transport.object(post({ idempotent: true }))).toEqual({ ok: true })
  })

  test('a GET said not to be safe to repeat is not', async () => {
    nock(API).get('/v1/it').reply(500, {})
    const { transport } = setup()
    await failure(transport.object(get({ idempotent: false })))
    expect(transport.requestsSent).toBe(1)
  })

  test('a Retry-After up to a minute is waited for; a longer one fails with the wait', async () => {
    nock(API).get('/v1/it').reply(429, {}, { 'Retry-After': '60' })
    nock(API).get('/v1/it').reply(429, {}, { 'Retry-After': '61' })
    const { transport, sleeps, retries } = setup()
    const error = await failure(transport.object(get()))
    expect(sleeps).toEqual([60_000])
    expect(retries).toEqual(['Doing it: HTTP 429; retrying in 60 s (attempt 2 of 5).'])
    expect(error).toMatchObject({ status: 429, retryAfterMs: 61_000, transient: true })
    expect(error.message).toContain('The service asks to wait 61 s,')
  })

  test('no wait ends at or past the deadline', async () => {
    nock(API).get('/v1/it').reply(503, {})
    const { transport, sleeps } = setup()
    await failure(transport.object(get({ deadline: NOW + 1000 })))
    expect(sleeps).toEqual([])
    nock(API).get('/v1/it').times(2).reply(503, {})
    const second = setup()
    await failure(second.transport.object(get({ deadline: NOW + 1001 })))
    expect(second.sleeps).toEqual([1000])
  })
})

describe('no answer', () => {
  test.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'])(
    '%s: never sent, so even a POST is retried; the message names api-url',
    async (code) => {
      nock(API).post('/v1/it').times(5).replyWithError(networkError(code))
      const { transport, retries } = setup({ apiUrl: `${API}/base` })
      nock.cleanAll()
      nock(`${API}/base`).post('/v1/it').times(5).replyWithError(networkError(code))
      const error = await failure(transport.object(post()))
      expect(retries[0]).toBe(
        `Doing it: could not connect (${code}); retrying in 1 s (attempt 2 of 5).`,
      )
      expect(error.message).toBe(
        `Doing it failed: could not reach ${API} (${code}). Check api-url and the runner's network or proxy settings.`,
      )
      expect(error).toMatchObject({ transient: true, mayHaveActed: false, status: undefined })
    },
  )

  test.each([
    ['ECONNRESET', networkError('ECONNRESET')],
    ['network error', networkError()],
  ])('a dropped connection (%s) fails a POST at once: it may have acted', async (code, error) => {
    nock(API).post('/v1/it').replyWithError(error)
    const { transport, retries } = setup()
    const failed = await failure(transport.object(post()))
    expect(failed.message).toBe(
      `Doing it failed: the connection to ${API} dropped (${code}) before an answer arrived. ${context.effect}`,
    )
    expect(failed).toMatchObject({ transient: true, mayHaveActed: true })
    expect(retries).toEqual([])
  })

  test('a dropped connection is retried for a GET, and may not have acted', async () => {
    nock(API).get('/v1/it').times(5).replyWithError(networkError('ECONNRESET'))
    const { transport, retries } = setup()
    const error = await failure(transport.object(get()))
    expect(retries[0]).toBe(
      'Doing it: connection dropped (ECONNRESET); retrying in 1 s (attempt 2 of 5).',
    )
    expect(error.message).toBe(
      `Doing it failed: the connection to ${API} dropped (ECONNRESET) before an answer arrived.`,
    )
    expect(error).toMatchObject({ transient: true, mayHaveActed: false })
  })

  test.each([
    ['ends', undefined],
    ['fails', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
  ])('a body that %s half-way is a dropped connection', async (_how, error) => {
    nock(API).post('/v1/it').reply(201, halfBody(error))
    const failed = await failure(setup().transport.object(post()))
    expect(failed.message).toBe(
      `Doing it failed: the connection to ${API} dropped (ECONNRESET) before an answer arrived. ${context.effect}`,
    )
  })

  test('a request that gets no answer in time is abandoned, and a GET tried again', async () => {
    nock(API).get('/v1/it').delay(400).reply(200, { late: true })
    nock(API).get('/v1/it').reply(200, { ok: true })
    const { transport, retries } = setup({ timeoutMs: 100 })
    expect(await transport.object(get())).toEqual({ ok: true })
    expect(retries).toEqual(['Doing it: no answer within 0 s; retrying in 1 s (attempt 2 of 5).'])
    transport.dispose()
  })

  test('a POST that gets no answer in time is not repeated: it may have acted', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      nock(API).post('/v1/it').delay(1600).reply(201, { id: 'j' })
      const { transport } = setup({ timeoutMs: 1400 })
      const failed = failure(transport.object(post()))
      await jest.advanceTimersByTimeAsync(1600)
      const error = await failed
      expect(error.message).toBe(
        `Doing it failed: the service did not answer within 1 s. ${context.effect}`,
      )
      expect(error).toMatchObject({ transient: true, mayHaveActed: true, status: undefined })
      transport.dispose()
    } finally {
      nock.abortPendingRequests()
      nock.cleanAll()
      jest.useRealTimers()
    }
  })
})

describe('near the deadline', () => {
  test('an attempt gets no more time than is left, but at least 5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      nock(API).post('/v1/it').times(3).delay(60_000).reply(201, {})
      const asked = [NOW + 1000, NOW + 8000, NOW + 600_000].map((deadline) => {
        const { transport } = setup({ timeoutMs: 30_000 })
        return failure(transport.object(post({ deadline }))).finally(() => transport.dispose())
      })
      await jest.advanceTimersByTimeAsync(30_000)
      const waited = (await Promise.all(asked)).map((e) => /within (\d+) s/.exec(e.message)?.[1])
      expect(waited).toEqual(['5', '8', '30'])
    } finally {
      nock.abortPendingRequests()
      nock.cleanAll()
      jest.useRealTimers()
    }
  })
})
