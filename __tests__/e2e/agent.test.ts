import { describe, expect, test } from '@jest/globals'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'
import { annotations, API_KEY, errors, runAgent, withEmulator } from './harness.js'

// The agent's step in this process (runAgentInProcess) for what a run shows as well there: its
// outputs, annotations, summary, and what the emulator saw (jobs, messages, requests). Through
// the bundle as a real process (runAgent): the first job's outputs and summary as a runner reads
// them from the step's files, a failed job's exit code 1, and the timeout's wall time
// (durationMs). Each test starts its own emulator, so they can overlap while waiting.
const it = test.concurrent
useInProcessRunner()

describe('a new job', () => {
  it('creates the job, waits, and hands the pull request link to later steps', async () => {
    // Long enough that a process slowed by a busy machine still polls while the job is active.
    await withEmulator({ jobDurationMs: 6000 }, async (emulator) => {
      const run = await runAgent(emulator, { prompt: 'Add a quickstart guide for the Python SDK' })
      expect(run.code).toBe(0)
      const [job] = [...emulator.agent.jobs.values()]
      expect(emulator.agent.jobs.size).toBe(1)
      expect(job?.prompts).toEqual(['Add a quickstart guide for the Python SDK'])
      expect(run.outputs).toMatchObject({
        'job-id': job?.id,
        status: 'completed',
        'pr-link': job?.prLink,
        'pr-number': '101',
        model: 'sonnet',
        'source-repository': 'https://github.com/acme/docs',
        'source-ref': job?.source.ref,
        'created-at': job?.createdAt,
        'archived-at': '',
        'timed-out': 'false',
        'follow-up': 'false',
      })
      expect(JSON.parse(run.outputs.job ?? '')).toEqual(emulator.agent.view(job!))
      const create = emulator.requestsTo('agent.create')
      expect(create).toHaveLength(1)
      expect(create[0]?.userAgent).toMatch(/^docs-agent-action\/\d+\.\d+\.\d+/)
      const polls = emulator.requestsTo('agent.get').length
      expect(polls).toBeGreaterThanOrEqual(2)
      expect(run.summary).toContain(`<a href="${job?.prLink}">`)
      expect(run.summary).toContain(`| Polls | ${polls} |`)
      expect(run.summary).toMatch(/\| Duration \| \d+ (ms|s) \|/)
    })
  })

  it('a job that changes no files succeeds with an empty pr-link and a notice', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(emulator, {
        prompt: 'Check the docs [emulator outcome=no-changes]',
      })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': '', 'pr-number': '' })
      expect(annotations(run, 'notice')).toEqual([
        `Job ${run.outputs['job-id']} completed without changing any files, so no pull request was opened.`,
      ])
    })
  })

  it('a failed job fails the step and still sets the outputs', async () => {
    await withEmulator({ outcome: 'failed' }, async (emulator) => {
      const run = await runAgent(emulator, { prompt: 'Break things' })
      expect(run.code).toBe(1)
      expect(run.outputs).toMatchObject({ status: 'failed', 'pr-link': '', 'timed-out': 'false' })
      expect(errors(run)).toEqual([`Job ${run.outputs['job-id']} failed on the service.`])
      expect(run.summary).toContain('❌')
    })
  })

  it('a failed job with fail-on-error false only warns', async () => {
    await withEmulator({ outcome: 'failed' }, async (emulator) => {
      const run = await runAgentInProcess(emulator, { prompt: 'x', 'fail-on-error': 'false' })
      expect(run.code).toBe(0)
      expect(annotations(run, 'warning')).toEqual([
        `Job ${run.outputs['job-id']} failed on the service.`,
      ])
    })
  })

  it('an archived job succeeds with a warning', async () => {
    await withEmulator({ outcome: 'archived' }, async (emulator) => {
      const run = await runAgentInProcess(emulator, { prompt: 'x' })
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('archived')
      expect(run.outputs['archived-at']).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(annotations(run, 'warning')).toEqual([`Job ${run.outputs['job-id']} was archived.`])
    })
  })

  it('wait: false returns at once, without a single poll', async () => {
    await withEmulator({ jobDurationMs: 60_000 }, async (emulator) => {
      const run = await runAgentInProcess(emulator, { prompt: 'x', wait: 'false' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'active', 'timed-out': 'false' })
      expect(emulator.requestsTo('agent.get')).toHaveLength(0)
    })
  })

  it('a timeout fails the step but keeps the job id for a later run', async () => {
    await withEmulator({ outcome: 'stuck' }, async (emulator) => {
      const run = await runAgent(emulator, { prompt: 'x', 'timeout-minutes': '0.01' })
      expect(run.code).toBe(1)
      const id = [...emulator.agent.jobs.keys()][0]
      expect(run.outputs).toMatchObject({ 'job-id': id, status: 'active', 'timed-out': 'true' })
      expect(errors(run)).toHaveLength(1)
      expect(errors(run)[0]).toMatch(
        new RegExp(
          // 0.6 s of waiting, said in ms, or in whole seconds when a busy machine's last poll ran past 1 s.
          `^Stopped waiting for job ${id} after (?:\\d+ ms|\\d+ s); it was still active\\. Resume with job-id: ${id}\\.$`,
        ),
      )
      expect(run.durationMs).toBeLessThan(5000)
    })
  })

  it('a timeout with fail-on-error false warns and succeeds', async () => {
    await withEmulator({ outcome: 'stuck' }, async (emulator) => {
      const run = await runAgentInProcess(emulator, {
        prompt: 'x',
        'timeout-minutes': '0.005',
        'fail-on-error': 'false',
      })
      expect(run.code).toBe(0)
      expect(run.outputs['timed-out']).toBe('true')
      expect(annotations(run, 'warning')[0]).toMatch(/^Stopped waiting for job /)
    })
  })

  it('a status the action does not know is reported once and polling goes on', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({
        op: 'agent.get',
        kind: 'status',
        status: 200,
        body: { status: 'queued' },
        times: 2,
      })
      const run = await runAgentInProcess(emulator, { prompt: 'x' })
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('completed')
      expect(annotations(run, 'warning')).toEqual([
        `Job ${run.outputs['job-id']} reports the status 'queued', which this action does not know; it is treated as still running.`,
      ])
    })
  })
})

describe('an existing job', () => {
  it('job-id with a prompt sends one follow-up message and waits for the fresh result', async () => {
    await withEmulator({}, async (emulator) => {
      const first = await runAgentInProcess(emulator, { prompt: 'Add a quickstart' })
      const id = first.outputs['job-id'] ?? ''
      const run = await runAgentInProcess(emulator, {
        'job-id': id,
        prompt: 'Also show authentication',
      })
      expect(run.code).toBe(0)
      expect(emulator.agent.jobs.size).toBe(1)
      expect(emulator.agent.jobs.get(id)?.prompts).toEqual([
        'Add a quickstart',
        'Also show authentication',
      ])
      expect(emulator.requestsTo('agent.message')).toHaveLength(1)
      expect(run.outputs).toMatchObject({
        'job-id': id,
        'follow-up': 'true',
        status: 'completed',
        'pr-link': first.outputs['pr-link'],
      })
      expect(run.summary).toContain('follow-up message to an existing job')
    })
  })

  it('job-id alone waits for the job without creating or messaging anything', async () => {
    await withEmulator({ jobDurationMs: 500 }, async (emulator) => {
      const started = await runAgentInProcess(emulator, { prompt: 'x', wait: 'false' })
      const run = await runAgentInProcess(emulator, { 'job-id': started.outputs['job-id'] ?? '' })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ status: 'completed', 'follow-up': 'false' })
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      expect(emulator.requestsTo('agent.message')).toHaveLength(0)
    })
  })

  it('an unknown job id is a clear 404', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAgentInProcess(emulator, { 'job-id': 'nope' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(
        /^Checking job nope failed with HTTP 404: job nope not found in project proj; check job-id and project-id\. The service said: Job not found\./,
      )
      expect(run.outputs['job-id']).toBe('nope')
    })
  })

  it('a follow-up to an archived job reports the refusal', async () => {
    await withEmulator({ outcome: 'archived' }, async (emulator) => {
      const first = await runAgentInProcess(emulator, { prompt: 'x' })
      const run = await runAgentInProcess(emulator, {
        'job-id': first.outputs['job-id'] ?? '',
        prompt: 'more',
      })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(
        /HTTP 400: the service rejected the request as invalid\. The service said: Invalid request: the job is archived/,
      )
    })
  })
})

describe('the service says no', () => {
  it('a rejected key gets the api-key hint', async () => {
    await withEmulator({ apiKeys: ['mint_the_only_valid_key'] }, async (emulator) => {
      const run = await runAgentInProcess(emulator, { prompt: 'x' })
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([
        'Creating the agent job failed with HTTP 401: the API key was rejected; check api-key (admin keys start with mint_, and expired keys are refused). The service said: Unauthorized: invalid or missing API key.',
      ])
      expect(emulator.agent.jobs.size).toBe(0)
    })
  })

  it('a service that echoes the key in its error cannot make the action leak it', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({
        op: 'agent.create',
        kind: 'status',
        status: 401,
        body: { error: `API key ${API_KEY} is expired (${encodeURIComponent(API_KEY)})` },
      })
      const run = await runAgentInProcess(emulator, { prompt: 'x' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toContain('The service said: API key *** is expired (***).')
    })
  })

  it('a 403 points at the key scope and IP allowlist', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({
        op: 'agent.create',
        kind: 'status',
        status: 403,
        body: { error: 'Forbidden' },
      })
      const run = await runAgentInProcess(emulator, { prompt: 'x' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(/HTTP 403: .*scope.*IP allowlist/)
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
    })
  })

  it('the hourly limit is reported with the budget and the wait', async () => {
    await withEmulator({ rateLimit: 1 }, async (emulator) => {
      expect((await runAgentInProcess(emulator, { prompt: 'one', wait: 'false' })).code).toBe(0)
      const run = await runAgentInProcess(emulator, { prompt: 'two', wait: 'false' })
      expect(run.code).toBe(1)
      expect(errors(run)[0]).toMatch(
        /^Creating the agent job failed with HTTP 429: rate limit reached \(the service allows 100 agent requests .* per project per hour\)\. The service asks to wait 60 min/,
      )
      expect(emulator.agent.jobs.size).toBe(1)
      expect(run.outputs).toEqual({})
    })
  })
})
