import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { answerProblems } from '../../emulator/service-api.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { ask, expectDefined, jobId } from './answers.ts'

// Runs everywhere: the emulator is held to the project's own definition, not to files beside it.
describe("the emulator's agent answers match the project's definition", () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({ jobDurationMs: 0, rateLimit: 2 })
  })
  afterAll(() => emulator.close())

  test('create 201, get 200 (active and finished), follow-up 200', async () => {
    const created = await ask(emulator, 'POST', '/v2/agent/p/job', { body: { prompt: 'Write' } })
    expectDefined('agent.create', created, 201)
    const id = jobId(created)
    const got = await ask(emulator, 'GET', `/v2/agent/p/job/${id}`)
    expectDefined('agent.get', got, 200)
    expect(got.body).toMatchObject({ status: 'completed', prLink: expect.any(String) as unknown })
    const message = await ask(emulator, 'POST', `/v2/agent/p/job/${id}/message`, {
      body: { prompt: 'More' },
    })
    expectDefined('agent.message', message, 200)
    expect(message.body).toMatchObject({ status: 'active', prLink: null })
  })

  test.each(['failed', 'archived', 'no-changes'])('a job that ends %s', async (outcome) => {
    const prompt = `[emulator outcome=${outcome}]`
    const created = await ask(emulator, 'POST', `/v2/agent/${outcome}/job`, { body: { prompt } })
    const got = await ask(emulator, 'GET', `/v2/agent/${outcome}/job/${jobId(created)}`)
    expectDefined('agent.get', got, 200)
  })

  test('400 for a missing, empty or unparsable prompt and for an archived job', async () => {
    expectDefined('agent.create', await ask(emulator, 'POST', '/v2/agent/b/job', { body: {} }), 400)
    const empty = await ask(emulator, 'POST', '/v2/agent/b/job', { body: { prompt: '' } })
    expectDefined('agent.create', empty, 400)
    const response = await fetch(`${emulator.url}/v2/agent/b/job`, {
      method: 'POST',
      headers: { authorization: 'Bearer mint_contract_key' },
      body: '{"prompt":',
    })
    const unparsable = { status: response.status, body: await response.json() }
    expectDefined('agent.create', unparsable, 400)
    const archived = await ask(emulator, 'POST', '/v2/agent/b/job', {
      body: { prompt: '[emulator outcome=archived]' },
    })
    const id = jobId(archived)
    const refused = await ask(emulator, 'POST', `/v2/agent/b/job/${id}/message`, {
      body: { prompt: 'x' },
    })
    expectDefined('agent.message', refused, 400)
  })

  test('404 for an unknown job and for a job of another project', async () => {
    expectDefined('agent.get', await ask(emulator, 'GET', '/v2/agent/p/job/none'), 404)
    const message = await ask(emulator, 'POST', '/v2/agent/p/job/none/message', {
      body: { prompt: 'x' },
    })
    expectDefined('agent.message', message, 404)
    const created = await ask(emulator, 'POST', '/v2/agent/r/job', { body: { prompt: 'x' } })
    const other = await ask(emulator, 'GET', `/v2/agent/other/job/${jobId(created)}`)
    expectDefined('agent.get', other, 404)
  })

  test('429 past the limit, for creations and follow-ups', async () => {
    const first = await ask(emulator, 'POST', '/v2/agent/q/job', { body: { prompt: 'one' } })
    await ask(emulator, 'POST', '/v2/agent/q/job', { body: { prompt: 'two' } })
    expectDefined(
      'agent.create',
      await ask(emulator, 'POST', '/v2/agent/q/job', { body: { prompt: 'three' } }),
      429,
    )
    const id = jobId(first)
    const message = await ask(emulator, 'POST', `/v2/agent/q/job/${id}/message`, {
      body: { prompt: 'four' },
    })
    expectDefined('agent.message', message, 429)
  })

  test('401 without a key or with a key that is not an admin key, on every operation', async () => {
    for (const key of [null, 'not_an_admin_key']) {
      expectDefined(
        'agent.create',
        await ask(emulator, 'POST', '/v2/agent/p/job', { key, body: { prompt: 'x' } }),
        401,
      )
      expectDefined('agent.get', await ask(emulator, 'GET', '/v2/agent/p/job/x', { key }), 401)
      const message = await ask(emulator, 'POST', '/v2/agent/p/job/x/message', {
        key,
        body: { prompt: 'x' },
      })
      expectDefined('agent.message', message, 401)
    }
  })

  test('500: the body the emulator sends for a server error', async () => {
    emulator.faults.add({ op: 'agent.get', kind: 'status' })
    expectDefined('agent.get', await ask(emulator, 'GET', '/v2/agent/p/job/x'), 500)
  })
})

describe('the check cannot pass vacuously', () => {
  test('it names each field of a job that breaks the definition', () => {
    const problems = answerProblems('agent.get', 200, {
      id: 7,
      status: 'done',
      source: { repository: 7, ref: 3 },
      prLink: 'github.com/o/r/pull/1',
      createdAt: 'yesterday',
      prompts: ['leaked from the emulator'],
    })
    expect(problems).toEqual([
      expect.stringMatching(/^id: Invalid type/),
      expect.stringMatching(/^status: Invalid type/),
      expect.stringMatching(/^source\.repository: Invalid type/),
      expect.stringMatching(/^source\.ref: Invalid type/),
      expect.stringMatching(/^prLink: Invalid URL/),
      expect.stringMatching(/^createdAt: Invalid timestamp/),
      expect.stringMatching(/^prompts: Invalid key/),
    ])
  })

  test('it refuses bodies of the wrong kind and answers nobody documented', () => {
    expect(answerProblems('agent.create', 201, 'created')).toEqual([
      expect.stringContaining('(body): Invalid type: Expected Object'),
    ])
    expect(answerProblems('agent.get', 404, { message: 'Not found' })).toEqual([
      expect.stringMatching(/^error: Invalid key/),
      expect.stringMatching(/^message: Invalid key/),
    ])
    expect(answerProblems('agent.create', 200, {})).toEqual([
      'agent.create answered 200, which the definition does not list',
    ])
  })

  test('a wrong answer over HTTP is caught', async () => {
    const emulator = await startEmulator({})
    try {
      emulator.faults.add({
        op: 'agent.get',
        kind: 'status',
        status: 200,
        body: { status: 'done' },
      })
      const wrong = await ask(emulator, 'GET', '/v2/agent/p/job/x')
      expect(answerProblems('agent.get', wrong.status, wrong.body)).toEqual([
        expect.stringMatching(/^status: Invalid type/),
      ])
    } finally {
      await emulator.close()
    }
  })

  test('the emulator refuses to send an answer that breaks the definition', async () => {
    const emulator = await startEmulator({ jobDurationMs: 0 })
    try {
      // As if the emulator leaked its own bookkeeping into the answer.
      emulator.agent.view = (job) => ({ ...job })
      const created = await ask(emulator, 'POST', '/v2/agent/p/job', { body: { prompt: 'x' } })
      expect(created.status).toBe(500)
      expect((created.body as { error: string }).error).toMatch(
        /^Emulator error: its agent\.create answer \(HTTP 201\) breaks the API definition: projectId: Invalid key/,
      )
    } finally {
      await emulator.close()
    }
  })
})
