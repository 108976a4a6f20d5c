import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { answerProblems, ENDPOINTS, type Operation } from '../../emulator/service-api.ts'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import { PNG_SIGNATURE } from '../../emulator/screenshots.ts'
import { ask, expectDefined, type Answer } from './answers.ts'

type DeployOperation = Extract<Operation, `deploy.${string}`>

const NOW = Date.parse('2026-06-15T12:00:00Z')
const QUEUED_MS = 1000
const IN_PROGRESS_MS = 2000

interface Exchange {
  /** The request that brings the status about (after any set-up it needs). */
  send: (emulator: Emulator) => Promise<Answer>
  /**
   * Why the emulator gives an answer that the vendor's spec does not list for the operation (the
   * project's definition lists the spec's answers, vendor.test.ts holds it to that): the only
   * way an exchange may have a status the definition leaves out.
   */
  undocumented?: string
}

const update = (emulator: Emulator, key?: string | null) =>
  ask(emulator, 'POST', '/v1/project/update/p', { key })
const preview = (emulator: Emulator, body: unknown, key?: string | null) =>
  ask(emulator, 'POST', '/v1/project/preview/p', { body, key })
const status = (emulator: Emulator, id: string, key?: string | null) =>
  ask(emulator, 'GET', `/v1/project/update-status/${id}`, { key })
const automation = (emulator: Emulator, id: string, key?: string | null) =>
  ask(emulator, 'POST', `/v1/workflow/p/${id}/trigger`, { key })

function statusId(answer: Answer): string {
  return String((answer.body as { statusId?: unknown }).statusId)
}

/** One request to each operation that it would answer with success, given `key`. */
const REQUESTS: Record<
  DeployOperation,
  (emulator: Emulator, key?: string | null) => Promise<Answer>
> = {
  'deploy.update': update,
  'deploy.status': async (emulator, key) => status(emulator, statusId(await update(emulator)), key),
  'deploy.preview': (emulator, key) => preview(emulator, { branch: 'docs/new-page' }, key),
  'deploy.automation': (emulator, key) => automation(emulator, 'weekly-changelog', key),
}

const UNAUTHORIZED =
  'the service answers 401 to a missing or non-admin key on every endpoint (api-facts); the spec lists no 401'
const SERVER_ERROR =
  'a server error (here injected by a fault rule) carries the error shape; the spec lists no 5xx'

/** The answers every operation gives beyond its own: 401 and 500. */
function common(op: DeployOperation): Record<number, Exchange> {
  return {
    401: { send: (emulator) => REQUESTS[op](emulator, null), undocumented: UNAUTHORIZED },
    500: {
      send: (emulator) => {
        emulator.faults.add({ op, kind: 'status' })
        return REQUESTS[op](emulator)
      },
      undocumented: SERVER_ERROR,
    },
  }
}

/** For each operation, a request for each status the emulator answers. */
const EXCHANGES: Record<DeployOperation, Record<number, Exchange>> = {
  'deploy.update': {
    202: { send: (emulator) => update(emulator) },
    ...common('deploy.update'),
  },
  'deploy.status': {
    200: { send: REQUESTS['deploy.status'] },
    404: {
      send: (emulator) => status(emulator, '0123456789abcdef01234567'),
      undocumented:
        'the spec lists only 200; for a status id it never gave, the emulator answers 404 {error}, as the service does for an unknown id elsewhere',
    },
    ...common('deploy.status'),
  },
  'deploy.preview': {
    202: { send: REQUESTS['deploy.preview'] },
    400: { send: (emulator) => preview(emulator, { branch: '' }) },
    403: {
      send: async (emulator) => {
        emulator.deployments.settings.previewsAvailable = false
        return preview(emulator, { branch: 'docs/new-page' })
      },
    },
    429: {
      send: async (emulator) => {
        for (let i = 0; i < 5; i++) await preview(emulator, { branch: `b${i}` })
        return preview(emulator, { branch: 'one-too-many' })
      },
      undocumented:
        'api-facts states a limit of 5 preview requests per minute per organization; the spec lists no 429',
    },
    ...common('deploy.preview'),
  },
  'deploy.automation': {
    202: { send: REQUESTS['deploy.automation'] },
    400: { send: (emulator) => automation(emulator, 'translate-on-merge') },
    404: { send: (emulator) => automation(emulator, 'no-such-automation') },
    ...common('deploy.automation'),
  },
}

const OPERATIONS = Object.keys(EXCHANGES) as DeployOperation[]

const CASES = OPERATIONS.flatMap((op) =>
  Object.entries(EXCHANGES[op]).map(([code, exchange]) => [op, Number(code), exchange] as const),
)

// Runs everywhere: the emulator is held to the project's own definition, not to files beside it.
describe("the emulator's deployment answers match the project's definition", () => {
  let emulator: Emulator
  let now = NOW
  beforeAll(async () => {
    emulator = await startEmulator({
      now: () => now,
      deployQueuedMs: QUEUED_MS,
      deployInProgressMs: IN_PROGRESS_MS,
      deployOutcomes: { 'docs/broken': 'failure' },
    })
  })
  beforeEach(() => {
    emulator.reset()
    now = NOW
  })
  afterAll(() => emulator.close())

  test('every deployment operation of the definition has an exchange for each answer it lists', () => {
    const listed = Object.entries(ENDPOINTS).flatMap(([op, endpoint]) =>
      op.startsWith('deploy.') ? Object.keys(endpoint.answers).map((code) => `${op} ${code}`) : [],
    )
    const exercised = CASES.map(([op, code]) => `${op} ${code}`)
    expect(listed.filter((answer) => !exercised.includes(answer))).toEqual([])
    expect(OPERATIONS.sort()).toEqual(
      Object.keys(ENDPOINTS)
        .filter((op) => op.startsWith('deploy.'))
        .sort(),
    )
  })

  test.each(CASES)('%s %d', async (op, code, exchange) => {
    const answer = await exchange.send(emulator)
    expectDefined(op, answer, code)
    // An answer the definition (so the spec) does not list is named, with why, in EXCHANGES.
    const documented = code in ENDPOINTS[op].answers
    expect({ op, code, undocumented: !documented }).toEqual({
      op,
      code,
      undocumented: exchange.undocumented !== undefined,
    })
  })

  test('a preview moves from queued through in_progress to success, on the clock', async () => {
    const queued = await preview(emulator, { branch: 'docs/new-page' })
    expectDefined('deploy.preview', queued, 202)
    const id = statusId(queued)
    expect(queued.body).toEqual({
      statusId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      previewUrl: 'https://acme-docs-new-page.docs.example.com',
    })
    const seen: Record<string, unknown>[] = []
    for (const at of [0, QUEUED_MS - 1, QUEUED_MS, QUEUED_MS + IN_PROGRESS_MS]) {
      now = NOW + at
      const answer = await status(emulator, id)
      expectDefined('deploy.status', answer, 200)
      seen.push(answer.body as Record<string, unknown>)
    }
    expect(seen.map((body) => body.status)).toEqual(['queued', 'queued', 'in_progress', 'success'])
    expect(seen.map((body) => 'endedAt' in body)).toEqual([false, false, false, true])
    expect(seen.map((body) => 'screenshotDark' in body)).toEqual([false, false, false, true])
    const done = seen[3] ?? {}
    expect(done).toMatchObject({
      _id: id,
      projectId: 'p',
      createdAt: new Date(NOW).toISOString(),
      endedAt: new Date(NOW + QUEUED_MS + IN_PROGRESS_MS).toISOString(),
      subdomain: 'acme-docs-new-page',
      source: 'api',
      commit: { ref: 'docs/new-page', sha: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown },
    })
    expect((done.logs as string[]).length).toBeGreaterThan((seen[0]?.logs as string[]).length)
    for (const field of ['screenshot', 'screenshotLight', 'screenshotDark']) {
      const url = String(done[field])
      expect(url.startsWith(`${emulator.url}/_emulator/screenshots/${id}`)).toBe(true)
      const image = await fetch(url)
      expect(image.headers.get('content-type')).toBe('image/png')
      const bytes = Buffer.from(await image.arrayBuffer())
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    }
  })

  test('an update deploys the deployment branch; a failing branch says what failed last', async () => {
    const queued = await update(emulator)
    expect(queued.body).toEqual({ statusId: expect.any(String) as unknown })
    const broken = await preview(emulator, { branch: 'docs/broken' })
    now = NOW + QUEUED_MS + IN_PROGRESS_MS
    const deployed = await status(emulator, statusId(queued))
    expectDefined('deploy.status', deployed, 200)
    expect(deployed.body).toMatchObject({
      status: 'success',
      subdomain: 'acme',
      commit: { ref: 'main' },
    })
    const failed = await status(emulator, statusId(broken))
    expectDefined('deploy.status', failed, 200)
    const body = failed.body as { status: string; logs: string[]; screenshot?: string }
    expect(body.status).toBe('failure')
    expect(body.screenshot).toBeUndefined()
    expect(body.logs.slice(-2)).toEqual([
      expect.stringMatching(/^Error: guides\/webhooks\.mdx:12:3: /),
      'Build failed: 1 error in guides/webhooks.mdx',
    ])
    // No screenshot is served for a deployment that did not succeed.
    const image = await fetch(`${emulator.url}/_emulator/screenshots/${statusId(broken)}.png`)
    expect(image.status).toBe(404)
  })

  test('a preview of a branch that has one is a redeploy: the same URL, a new status', async () => {
    const first = await preview(emulator, { branch: 'docs/new-page' })
    const again = await preview(emulator, { branch: 'docs/new-page' })
    expectDefined('deploy.preview', again, 202)
    expect(statusId(again)).not.toBe(statusId(first))
    expect((again.body as { previewUrl: string }).previewUrl).toBe(
      (first.body as { previewUrl: string }).previewUrl,
    )
  })

  test("a preview of an agent job's branch lists the files its pull request changed", async () => {
    const created = await ask(emulator, 'POST', '/v2/agent/p/job', {
      body: { prompt: 'Document the webhooks [emulator delay=0]' },
    })
    const job = await ask(
      emulator,
      'GET',
      `/v2/agent/p/job/${String((created.body as { id: string }).id)}`,
    )
    const { source, prLink } = job.body as { source: { ref: string }; prLink: string }
    const number = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1])
    const files = await fetch(`${emulator.url}/_emulator/github/files`, {
      method: 'POST',
      body: JSON.stringify({
        repository: 'acme/docs',
        number,
        files: [
          { filename: 'guides/webhooks.mdx', status: 'added', additions: 40, deletions: 0 },
          'docs.json',
          { filename: 'guides/old-hooks.mdx', status: 'removed', additions: 0, deletions: 12 },
        ],
      }),
    })
    expect(files.status).toBe(204)
    const queued = await preview(emulator, { branch: source.ref })
    const answer = await status(emulator, statusId(queued))
    expectDefined('deploy.status', answer, 200)
    expect(answer.body).toMatchObject({
      commit: {
        ref: source.ref,
        message: 'Docs agent: Document the webhooks',
        filesChanged: {
          added: ['guides/webhooks.mdx'],
          modified: ['docs.json'],
          removed: ['guides/old-hooks.mdx'],
        },
      },
    })
  })

  test('400 for a missing, empty, non-string or unparsable branch', async () => {
    for (const body of [{}, { branch: '' }, { branch: 7 }, undefined]) {
      expectDefined('deploy.preview', await preview(emulator, body), 400)
    }
    const response = await fetch(`${emulator.url}/v1/project/preview/p`, {
      method: 'POST',
      headers: { authorization: 'Bearer mint_contract_key' },
      body: '{"branch":',
    })
    expectDefined('deploy.preview', { status: response.status, body: await response.json() }, 400)
  })

  test('429 after 5 previews in a minute, with Retry-After; a minute on, previews go through', async () => {
    for (let i = 0; i < 5; i++) {
      now = NOW + i * 10_000
      expectDefined('deploy.preview', await preview(emulator, { branch: `b${i}` }), 202)
    }
    now = NOW + 45_000
    const response = await fetch(`${emulator.url}/v1/project/preview/other-project`, {
      method: 'POST',
      headers: { authorization: 'Bearer mint_contract_key' },
      body: JSON.stringify({ branch: 'b' }),
    })
    // The budget is the organization's: another project is refused too, until the first ages out.
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('15')
    now = NOW + 60_000
    expectDefined('deploy.preview', await preview(emulator, { branch: 'b5' }), 202)
    // Updates have no such limit.
    expectDefined('deploy.update', await update(emulator), 202)
  })

  test('the control API makes previews unavailable, and a reset makes them available again', async () => {
    const off = await fetch(`${emulator.url}/_emulator/deployments/settings`, {
      method: 'POST',
      body: JSON.stringify({ previewsAvailable: false }),
    })
    expect(off.status).toBe(200)
    const refused = await preview(emulator, { branch: 'docs/new-page' })
    expectDefined('deploy.preview', refused, 403)
    expect(refused.body).toEqual({
      error: 'Preview deployments are not available on your current plan.',
    })
    emulator.reset()
    expectDefined('deploy.preview', await preview(emulator, { branch: 'docs/new-page' }), 202)
  })

  test('an automation run now answers its ids; runs are recorded', async () => {
    const run = await automation(emulator, 'weekly-changelog')
    expectDefined('deploy.automation', run, 202)
    expect(run.body).toEqual({
      schemaId: 'weekly-changelog',
      instanceId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
      jobId: expect.stringMatching(/^[0-9a-f]{24}$/) as unknown,
    })
    expect(emulator.deployments.automationRuns).toEqual([
      expect.objectContaining({ projectId: 'p', schemaId: 'weekly-changelog' }),
    ])
  })
})

describe('the check cannot pass vacuously', () => {
  test('it names each field of a status that breaks the definition', () => {
    expect(
      answerProblems('deploy.status', 200, {
        _id: 7,
        status: 'done',
        logs: 'one line',
        author: { name: 'A', githubUserId: '5' },
        commit: { filesChanged: { added: 'a.mdx' } },
        source: 'cli',
        kind: 'preview',
      }),
    ).toEqual([
      expect.stringMatching(/^_id: Invalid type/),
      expect.stringMatching(/^status: Invalid type/),
      expect.stringMatching(/^logs: Invalid type/),
      expect.stringMatching(/^author\.githubUserId: Invalid type/),
      expect.stringMatching(/^commit\.filesChanged\.added: Invalid type/),
      expect.stringMatching(/^source: Invalid type/),
      expect.stringMatching(/^kind: Invalid key/),
    ])
  })

  test('it refuses answers nobody documented and error bodies without `error`', () => {
    expect(answerProblems('deploy.update', 200, { statusId: 'x' })).toEqual([
      'deploy.update answered 200, which the definition does not list',
    ])
    expect(answerProblems('deploy.preview', 202, { statusId: 'x', url: 'u' })).toEqual([
      expect.stringMatching(/^url: Invalid key/),
    ])
    expect(answerProblems('deploy.preview', 403, { message: 'No' })).toEqual([
      expect.stringMatching(/^error: Invalid key/),
      expect.stringMatching(/^message: Invalid key/),
    ])
  })

  test('the emulator refuses to send a status that breaks the definition', async () => {
    const emulator = await startEmulator({ deployQueuedMs: 0, deployInProgressMs: 0 })
    try {
      // As if the emulator leaked its own bookkeeping into the answer.
      const view = emulator.deployments.view.bind(emulator.deployments)
      emulator.deployments.view = (deployment) => ({ ...view(deployment), ...{ kind: 'update' } })
      const answer = await status(emulator, statusId(await update(emulator)))
      expect(answer.status).toBe(500)
      expect((answer.body as { error: string }).error).toMatch(
        /^Emulator error: its deploy\.status answer \(HTTP 200\) breaks the API definition: kind: Invalid key/,
      )
    } finally {
      await emulator.close()
    }
  })
})
