import { describe, expect, test } from '@jest/globals'
import { createServer } from 'node:net'
import type { FaultRule } from '../../emulator/faults.ts'
import { errors, runAgent, withEmulator } from './harness.js'

const it = test.concurrent
/** Short per-request deadline so that a server that never answers costs a second, not 30. */
const FAST_TIMEOUT = { DOCS_AGENT_REQUEST_TIMEOUT: '1' }

describe('polling survives every transient fault', () => {
  const faults: [string, Omit<FaultRule, 'op'>][] = [
    ['HTTP 500', { kind: 'status', status: 500 }],
    ['HTTP 502 HTML page from a proxy', { kind: 'html', status: 502 }],
    ['HTTP 503', { kind: 'status', status: 503 }],
    ['HTTP 504', { kind: 'status', status: 504 }],
    ['HTTP 429 with a short Retry-After', { kind: 'status', status: 429, retryAfter: 1 }],
    ['malformed JSON', { kind: 'malformed' }],
    ['a connection dropped before the request', { kind: 'drop-before' }],
    ['a connection dropped after the request', { kind: 'drop-after' }],
    ['a server that never answers', { kind: 'hang' }],
  ]
  it.each(faults)('%s', async (_name, fault) => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'agent.get', ...fault })
      const run = await runAgent(emulator, { prompt: 'x' }, FAST_TIMEOUT)
      expect({ code: run.code, errors: errors(run) }).toEqual({ code: 0, errors: [] })
      expect(run.outputs.status).toBe('completed')
      expect(emulator.agent.jobs.size).toBe(1)
      expect(run.stdout).toMatch(/Checking job .*: .*; retrying in \d+ s \(attempt 2 of 5\)\./)
    })
  })
})

describe('creating a job: one job per request, never a duplicate', () => {
  it.each([
    ['HTTP 429 with a short Retry-After', { kind: 'status', status: 429, retryAfter: 1 }],
    ['HTTP 503', { kind: 'status', status: 503, retryAfter: 0 }],
  ] as [string, Omit<FaultRule, 'op'>][])(
    '%s is retried (the service did not act)',
    async (_name, fault) => {
      await withEmulator({}, async (emulator) => {
        emulator.faults.add({ op: 'agent.create', ...fault })
        const run = await runAgent(emulator, { prompt: 'x' })
        expect(run.code).toBe(0)
        expect(emulator.requestsTo('agent.create')).toHaveLength(2)
        expect(emulator.agent.jobs.size).toBe(1)
      })
    },
  )

  it.each([
    [
      'HTTP 500',
      { kind: 'status', status: 500 },
      0,
      /^Creating the agent job failed with HTTP 500: the service had an error/,
    ],
    [
      'HTTP 502 HTML page',
      { kind: 'html' },
      0,
      /HTTP 502: .*The service said: an HTML page instead of JSON \(usually a proxy or gateway error page\)\./,
    ],
    [
      'a connection dropped before the request',
      { kind: 'drop-before' },
      0,
      /dropped \(ECONNRESET\) before an answer arrived\. The service may have created the job anyway/,
    ],
    [
      'a connection dropped after the request',
      { kind: 'drop-after' },
      1,
      /dropped \(ECONNRESET\) before an answer arrived\. The service may have created the job anyway/,
    ],
    [
      'a cut-off body',
      { kind: 'malformed' },
      1,
      /answered HTTP 201, but its body is not the JSON object expected .*may have created the job anyway/,
    ],
    [
      'a server that never answers',
      { kind: 'hang' },
      0,
      /did not answer within 1 s\. The service may have created the job anyway/,
    ],
  ] as [string, Omit<FaultRule, 'op'>, number, RegExp][])(
    '%s is not retried, and says what may have happened',
    async (_name, fault, jobs, message) => {
      await withEmulator({}, async (emulator) => {
        emulator.faults.add({ op: 'agent.create', ...fault })
        const run = await runAgent(emulator, { prompt: 'x' }, FAST_TIMEOUT)
        expect(run.code).toBe(1)
        expect(errors(run)).toHaveLength(1)
        expect(errors(run)[0]).toMatch(message)
        expect(emulator.requestsTo('agent.create')).toHaveLength(1)
        expect(emulator.agent.jobs.size).toBe(jobs)
      })
    },
  )

  it('connection refused is retried with backoff, then explained', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer()
      server.listen(0, '127.0.0.1', () => {
        const address = server.address() as { port: number }
        server.close(() => resolve(address.port))
      })
    })
    const run = await runAgent({ url: `http://127.0.0.1:${port}` }, { prompt: 'x' })
    expect(run.code).toBe(1)
    expect(errors(run)).toEqual([
      `Creating the agent job failed: could not reach http://127.0.0.1:${port} (ECONNREFUSED). Check api-url and the runner's network or proxy settings.`,
    ])
    expect(run.stdout.match(/retrying in/g)).toHaveLength(4)
  }, 30_000)
})

describe('a follow-up message is delivered at most once', () => {
  it('a dropped connection after the message is not repeated', async () => {
    await withEmulator({}, async (emulator) => {
      const first = await runAgent(emulator, { prompt: 'one' })
      const id = first.outputs['job-id'] ?? ''
      emulator.faults.add({ op: 'agent.message', kind: 'drop-after' })
      const run = await runAgent(emulator, { 'job-id': id, prompt: 'two' })
      expect(run.code).toBe(1)
      expect(emulator.agent.jobs.get(id)?.prompts).toEqual(['one', 'two'])
      expect(emulator.requestsTo('agent.message')).toHaveLength(1)
      expect(errors(run)[0]).toMatch(
        new RegExp(
          `may have received the message anyway: wait for the job with job-id ${id} and no prompt`,
        ),
      )
      expect(run.outputs['job-id']).toBe(id)
    })
  })

  it('a 429 with a short Retry-After is retried once and delivered once', async () => {
    await withEmulator({}, async (emulator) => {
      const first = await runAgent(emulator, { prompt: 'one' })
      const id = first.outputs['job-id'] ?? ''
      emulator.faults.add({ op: 'agent.message', kind: 'status', status: 429, retryAfter: 1 })
      const run = await runAgent(emulator, { 'job-id': id, prompt: 'two' })
      expect(run.code).toBe(0)
      expect(emulator.agent.jobs.get(id)?.prompts).toEqual(['one', 'two'])
      expect(emulator.requestsTo('agent.message')).toHaveLength(2)
    })
  })
})

describe('a permanent error while polling', () => {
  it('fails at once, with the job id to resume from', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({
        op: 'agent.get',
        kind: 'status',
        status: 404,
        body: { error: 'Job not found' },
      })
      const run = await runAgent(emulator, { prompt: 'x' })
      const id = [...emulator.agent.jobs.keys()][0]
      expect(run.code).toBe(1)
      expect(run.outputs['job-id']).toBe(id)
      expect(errors(run)[0]).toMatch(
        new RegExp(
          `HTTP 404: job ${id} not found in project proj.* The job id is ${id}: resume with job-id: ${id} rather than starting again\\.$`,
        ),
      )
    })
  })
})
