import { runStep } from '../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../emulator/server.ts'
import { eventEnv } from '../emulator/webhooks.ts'
import { KEY, ROOT } from './measured-command.ts'
import { commentEvent } from './startup.ts'

// Section 5, runner time per request, by `wait` (issue #39): what one comment's request holds a
// runner for, waiting for its job or handing it off to a finish run.

interface RunnerCost {
  /** Seconds a runner is held, and minutes GitHub bills (each job rounded up). */
  seconds: number
  billed: number
  service: number
  github: number
}

/**
 * The runner time and the requests one comment's request costs, waiting for its job
 * (`wait: true`) or handing it off to one finish run on the agent's pull request
 * (`wait: hand-off`), for a job of `minutes`. The clock is compressed `speed` times (the step's,
 * emulator/fast-clock.js, and the emulator's alike), so an hour's job takes seconds; a run's own
 * work (start-up, requests) is not compressed, and is counted at its real length.
 */
async function runnerCost(minutes: number, speed: number): Promise<Record<string, RunnerCost>> {
  const base = Date.now()
  const now = () => base + (Date.now() - base) * speed
  const step = async (
    emulator: Emulator,
    inputs: Record<string, string>,
    env: Record<string, string>,
  ) => {
    const before = emulator.requests.length
    const started = performance.now()
    const run = await runStep({
      actionDir: ROOT,
      inputs: {
        'api-key': KEY,
        'project-id': 'bench',
        'api-url': emulator.url,
        preview: 'false',
        'poll-interval': '5',
        ...inputs,
      },
      env: { GITHUB_API_URL: emulator.url, DOCS_AGENT_CLOCK_SPEED: String(speed), ...env },
      fastClock: true,
      timeoutMs: 600_000,
    })
    const wallMs = performance.now() - started
    const made = emulator.requests.slice(before)
    if (run.code !== 0) throw new Error(`a bench run failed:\n${run.stdout.slice(-2000)}`)
    return {
      wallMs,
      service: made.filter((r) => r.op.startsWith('agent.')).length,
      github: made.filter((r) => r.op.startsWith('github.')).length,
    }
  }
  const settings = { now, jobDurationMs: minutes * 60_000, rateLimit: 10_000 }
  // Handed off: the request's run, then a finish run once the job has ended.
  const handOff = await startEmulator(settings)
  const sent = await step(handOff, { wait: 'hand-off' }, commentEvent(1))
  const [job] = handOff.agent.jobs.values()
  while (job !== undefined && handOff.agent.find('bench', job.id)?.status === 'active')
    await new Promise((resolve) => setTimeout(resolve, 50))
  const finished = await step(
    handOff,
    { finish: 'true' },
    eventEnv('schedule', { schedule: '0 * * * *' }, { GITHUB_RUN_ID: '9100' }),
  )
  await handOff.close()
  // Waiting: one run, held for the whole job.
  const waiting = await startEmulator(settings)
  const waited = await step(waiting, { 'timeout-minutes': String(minutes + 30) }, commentEvent(2))
  await waiting.close()
  // The waiting run's own work is taken as the hand-off run's; the rest of it was waiting.
  const waitedSeconds = ((waited.wallMs - sent.wallMs) * speed + sent.wallMs) / 1000
  const handOffRuns = [sent.wallMs / 1000, finished.wallMs / 1000]
  return {
    'wait: true': {
      seconds: waitedSeconds,
      billed: Math.ceil(waitedSeconds / 60),
      service: waited.service,
      github: waited.github,
    },
    'wait: hand-off': {
      seconds: handOffRuns[0]! + handOffRuns[1]!,
      billed: handOffRuns.reduce((sum, s) => sum + Math.ceil(s / 60), 0),
      service: sent.service + finished.service,
      github: sent.github + finished.github,
    },
  }
}

export async function runnerTime(durations: number[], speed: number): Promise<string[]> {
  const rows: string[] = []
  for (const minutes of durations) {
    const costs = await runnerCost(minutes, speed)
    for (const [mode, cost] of Object.entries(costs))
      rows.push(
        `| ${minutes} min | \`${mode}\` | ${cost.seconds.toFixed(1)} s | ${cost.billed} | ${cost.service} | ${cost.github} |`,
      )
  }
  return [
    '## 5. Runner time per request, by `wait`',
    '',
    `Method: one comment's request against the emulator, for a job of each length, on a clock compressed ${speed} times (the step's and the emulator's), so an hour's job takes seconds. \`wait: true\` is one run that polls until the job ends (\`poll-interval\` 5); \`wait: hand-off\` is the request's run, then one finish run (\`finish: true\`) once the job has ended, as the agent's pull request would start it. A run's own work is not compressed: the waiting run's is taken as the hand-off run's, and the rest of its time is the waiting, scaled back. Billed minutes round each run up to a whole minute, as GitHub bills jobs (each run of the hand-off is its own job); a real runner adds its own set-up to each. Requests: to the service (its budget is 100 an hour per project) and to GitHub. No preview.`,
    '',
    '| job | wait | runner time | billed minutes | service requests | GitHub requests |',
    '|---|---|---:|---:|---:|---:|',
    ...rows,
    '',
  ]
}
