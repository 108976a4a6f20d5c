import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'

// The emulator's own endpoints below /_emulator, over HTTP as a person or a script uses them
// (docs/development.md lists them): what each answers, that they need no key, that no fault
// applies to them and that none is recorded, and the 404 that names an endpoint that is not.

describe("the emulator's control endpoints", () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({})
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  /** One request without a key; the answer's status and its JSON (undefined when empty). */
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(emulator.url + path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    }
  }

  /** A job created through the agent API, as the action creates one; its id. */
  async function createJob(): Promise<string> {
    const response = await fetch(`${emulator.url}/v2/agent/acme/job`, {
      method: 'POST',
      headers: { authorization: 'Bearer mint_control_test', 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Add a FAQ page' }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }).id
  }

  test('GET /_emulator counts what it holds; control requests are never recorded', async () => {
    await createJob()
    const fault = { op: 'agent.get', kind: 'status', status: 503 }
    expect(await call('POST', '/_emulator/faults', fault)).toEqual({
      status: 201,
      body: emulator.faults.pending,
    })
    expect(await call('GET', '/_emulator')).toEqual({
      status: 200,
      body: { jobs: 1, deployments: 0, requests: 1, faults: emulator.faults.pending },
    })
    const jobs = await call('GET', '/_emulator/jobs')
    expect(jobs.status).toBe(200)
    expect((jobs.body as { prompts: string[] }[]).map((job) => job.prompts)).toEqual([
      ['Add a FAQ page'],
    ])
    const requests = await call('GET', '/_emulator/requests')
    expect((requests.body as { op: string }[]).map((request) => request.op)).toEqual([
      'agent.create',
    ])
  })

  test('a fault on every operation leaves the control endpoints alone; DELETE clears it', async () => {
    await call('POST', '/_emulator/faults', [{ op: '*', kind: 'status', status: 500, times: 0 }])
    expect((await call('GET', '/_emulator/jobs')).status).toBe(200)
    expect(emulator.faults.pending).toHaveLength(1)
    expect(await call('DELETE', '/_emulator/faults')).toEqual({ status: 204, body: undefined })
    expect(emulator.faults.pending).toEqual([])
    const refused = await call('POST', '/_emulator/faults', { kind: 'status' })
    expect(refused.status).toBe(400)
    expect((refused.body as { error: string }).error).toMatch(/^invalid fault rule/)
  })

  test('POST /_emulator/jobs/{id}/finish ends a job with the outcome asked for', async () => {
    const id = await createJob()
    expect(await call('POST', '/_emulator/jobs/nothing/finish')).toEqual({
      status: 404,
      body: { error: 'Job not found' },
    })
    const wrong = await call('POST', `/_emulator/jobs/${id}/finish`, { outcome: 'exploded' })
    expect(wrong.status).toBe(400)
    expect((wrong.body as { error: string }).error).toMatch(/^outcome must be one of completed, /)
    const ended = await call('POST', `/_emulator/jobs/${id}/finish`, { outcome: 'failed' })
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ id, status: 'failed' })
    expect(await call('POST', '/_emulator/reset')).toEqual({ status: 204, body: undefined })
    expect((await call('GET', '/_emulator')).body).toMatchObject({ jobs: 0, requests: 0 })
  })

  test("GitHub's side: what was written, and seeds refused with what they need", async () => {
    for (const path of ['comments', 'reactions', 'issues'])
      expect(await call('GET', `/_emulator/github/${path}`)).toEqual({ status: 200, body: [] })
    expect(await call('GET', '/_emulator/github/violations')).toEqual({
      status: 404,
      body: { error: 'started without validating GitHub (--validate-github)' },
    })
    expect(
      await call('POST', '/_emulator/github/roles', { login: 'newcomer', role: 'maintainer' }),
    ).toEqual({ status: 204, body: undefined })
    const refusals: [string, unknown, string][] = [
      ['roles', { login: 'newcomer' }, 'needs login and role'],
      ['files', { repository: 'acme/docs' }, 'needs repository, number and files'],
      ['pull-changes', {}, 'needs a change: { repository, number, files: [...] }'],
      ['workflow-runs', [], 'needs a workflow run: { repository, name, jobs: [...] }'],
      ['commits', {}, 'needs commits: { repository, parent, commits: [...] }'],
    ]
    for (const [path, body, error] of refusals)
      expect(await call('POST', `/_emulator/github/${path}`, body)).toEqual({
        status: 400,
        body: { error },
      })
    expect(await call('GET', '/_emulator/logs/1')).toEqual({
      status: 404,
      body: { error: 'No such log' },
    })
  })

  test('deployments: the list, settings, finish and screenshots', async () => {
    const listed = await call('GET', '/_emulator/deployments')
    expect(listed).toEqual({
      status: 200,
      body: { deployments: [], automationRuns: [], settings: emulator.deployments.settings },
    })
    const changed = await call('POST', '/_emulator/deployments/settings', { deployQueuedMs: 5 })
    expect(changed).toEqual({ status: 200, body: emulator.deployments.settings })
    expect(emulator.deployments.settings.deployQueuedMs).toBe(5)
    expect((await call('POST', '/_emulator/deployments/settings', { color: 'red' })).status).toBe(
      400,
    )
    expect(await call('POST', '/_emulator/deployments/nothing/finish')).toEqual({
      status: 404,
      body: { error: 'Deployment not found' },
    })
    expect(await call('GET', '/_emulator/screenshots/nothing-light.png')).toEqual({
      status: 404,
      body: { error: 'No such screenshot' },
    })
  })

  test('an endpoint that is not, or a method an endpoint does not take, is a 404 that names it', async () => {
    expect(await call('GET', '/_emulator/nothing')).toEqual({
      status: 404,
      body: { error: 'No emulator admin endpoint GET /_emulator/nothing' },
    })
    expect(await call('PUT', '/_emulator/jobs')).toEqual({
      status: 404,
      body: { error: 'No emulator admin endpoint PUT /_emulator/jobs' },
    })
  })
})
