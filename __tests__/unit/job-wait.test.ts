import { expect, test } from '@jest/globals'
import { waitForJob } from '../../src/agent/job/job-wait.js'
import { parseJob, type AgentJob } from '../../src/agent/job/agent-job.js'
import { newReport } from '../../src/agent/job/job-report.js'
import type { AgentClient } from '../../src/agent/job/service-client.js'
import { INPUTS } from './fixtures/inputs.js'
import { fakeClock } from './step.js'

// The wait shows the job's pull request as soon as the service names it, while the job still
// works: the tracking comment links it and the docs status points at it (follow-code-changes).

test('a pull request that appears while the status stays active is shown at once, once', async () => {
  const clock = fakeClock()
  const pull = 'https://github.com/acme/docs/pull/7'
  const answers: AgentJob[] = [
    parseJob({ id: 'j1', status: 'active' }),
    parseJob({ id: 'j1', status: 'active', prLink: pull }),
    parseJob({ id: 'j1', status: 'active', prLink: pull }),
    parseJob({ id: 'j1', status: 'completed', prLink: pull }),
  ]
  const service = { getJob: () => Promise.resolve(answers.shift() ?? answers[0]) }
  const report = { ...newReport(clock.now(), 'j1'), job: parseJob({ id: 'j1', status: 'active' }) }
  const shown: (string | null)[] = []
  let caughtUp = 0
  await waitForJob(
    {
      report,
      inputs: { ...INPUTS, pollIntervalMs: 1000 },
      clock,
      service: service as unknown as AgentClient,
    },
    false,
    {
      show: () => Promise.resolve(shown.push(report.job?.prLink ?? null)),
      catchUp: () => {
        caughtUp++
        return undefined
      },
    },
  )
  // Shown when the link appeared, and at the end; the polls in between only catch up.
  expect(shown).toEqual([pull, pull])
  expect(caughtUp).toBe(2)
  expect(report.job?.status).toBe('completed')
})
