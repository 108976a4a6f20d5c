import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { loadSpec } from './reference.js'

const spec = loadSpec('admin-openapi.json')
if ('missing' in spec) {
  console.warn(`Skipping the agent API contract test: ${spec.missing}.`)
}
const suite = 'missing' in spec ? describe.skip : describe

const KEY = 'Bearer mint_contract_key'
const JOB_PATH = '/v2/agent/{projectId}/job'

suite('the emulator answers as the published Admin API spec says', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ jobDurationMs: 0, rateLimit: 2 })
  })
  afterAll(() => emulator.close())

  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(emulator.url + path, {
      method,
      headers: { authorization: KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  function conforms(template: string, method: string, answer: { status: number; body: unknown }) {
    if ('missing' in spec) return
    expect(spec.validate(template, method, answer.status, answer.body)).toEqual([])
  }

  test('create 201, get 200, follow-up 200', async () => {
    const created = await call('POST', '/v2/agent/p/job', { prompt: 'Write docs' })
    expect(created.status).toBe(201)
    conforms(JOB_PATH, 'POST', created)
    const id = String(created.body.id)
    const got = await call('GET', `/v2/agent/p/job/${id}`)
    expect(got.status).toBe(200)
    expect(got.body.status).toBe('completed')
    conforms(`${JOB_PATH}/{id}`, 'GET', got)
    const message = await call('POST', `/v2/agent/p/job/${id}/message`, { prompt: 'More' })
    expect(message.status).toBe(200)
    conforms(`${JOB_PATH}/{id}/message`, 'POST', message)
  })

  test('400 for an empty prompt, 404 for an unknown job, 429 past the limit', async () => {
    const invalid = await call('POST', '/v2/agent/p/job', { prompt: '' })
    expect(invalid.status).toBe(400)
    conforms(JOB_PATH, 'POST', invalid)
    const missing = await call('GET', '/v2/agent/p/job/none')
    expect(missing.status).toBe(404)
    conforms(`${JOB_PATH}/{id}`, 'GET', missing)
    const missingMessage = await call('POST', '/v2/agent/p/job/none/message', { prompt: 'x' })
    expect(missingMessage.status).toBe(404)
    conforms(`${JOB_PATH}/{id}/message`, 'POST', missingMessage)
    await call('POST', '/v2/agent/q/job', { prompt: 'one' })
    await call('POST', '/v2/agent/q/job', { prompt: 'two' })
    const limited = await call('POST', '/v2/agent/q/job', { prompt: 'three' })
    expect(limited.status).toBe(429)
    conforms(JOB_PATH, 'POST', limited)
  })

  test('a job of another project is not found', async () => {
    const created = await call('POST', '/v2/agent/r/job', { prompt: 'x' })
    expect((await call('GET', `/v2/agent/other/job/${String(created.body.id)}`)).status).toBe(404)
  })

  test('the check itself catches a job that breaks the schema', () => {
    if ('missing' in spec) return
    const problems = spec.validate(`${JOB_PATH}/{id}`, 'GET', 200, { status: 'done', prLink: 5 })
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/status must be equal to one of the allowed values'),
        expect.stringContaining('/prLink must be string'),
      ]),
    )
    expect(spec.validate(JOB_PATH, 'POST', 418, {})).toEqual([
      'POST /v2/agent/{projectId}/job answered 418, which admin-openapi.json does not document',
    ])
  })

  test('401 carries the {"error": string} body the facts describe', async () => {
    const response = await fetch(`${emulator.url}/v2/agent/p/job`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: expect.any(String) as unknown })
  })
})
