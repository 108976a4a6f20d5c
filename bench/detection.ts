import { existsSync } from 'node:fs'
import { runStep } from '../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../emulator/server.ts'
import { KEY, ROOT, runCommand } from './measured-command.ts'
import { ms, stats } from './stats.ts'

// Section 2, completion detection: how soon after a job ends the agent action exits, and with
// how many requests, beside a hand-written `curl` + `jq` loop.

const CURL_LOOP = `
set -eu
id=$(curl -fsS -X POST -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\
  -d "{\\"prompt\\": \\"$PROMPT\\"}" "$URL/v2/agent/$PROJECT/job" | jq -r .id)
while true; do
  status=$(curl -fsS -H "Authorization: Bearer $KEY" "$URL/v2/agent/$PROJECT/job/$id" | jq -r .status)
  case "$status" in completed|archived|failed) break ;; esac
  sleep 10
done
echo "$id"
`

interface Detection {
  lagMs: number
  gets: number
}

/** One trial's detection, by the job's nominal duration and who polled (`action`, `curl`). */
interface Detected extends Detection {
  duration: number
  who: string
}

/** Section 2: `trials` jobs of each duration, waited for by the action and by the loop. */
export async function detection(durations: number[], trials: number): Promise<string[]> {
  const emulator = await startEmulator({ rateLimit: 10_000 })
  const hasTools = existsSync('/usr/bin/curl') && existsSync('/usr/bin/jq')
  /**
   * Each job lasts its duration plus an offset spread evenly over 0–10 s, the same offsets for
   * both pollers: no polling grid lines up with the job's end by luck, and few trials still
   * sample every phase.
   */
  const offset = (trial: number): number => ((trial + 0.5) * 10) / trials
  const prompt = (duration: number, trial: number, label: string): string =>
    `${label} [emulator outcome=completed delay=${(duration + offset(trial)).toFixed(2)}]`
  const finished = (e: Emulator, id: string): number => e.agent.jobs.get(id)?.finishAt ?? NaN
  const getsOf = (e: Emulator, id: string): number =>
    e.requestsTo('agent.get').filter((r) => r.path.endsWith(`/${id}`)).length

  const action = async (duration: number, trial: number): Promise<Detection> => {
    const run = await runStep({
      actionDir: ROOT,
      inputs: {
        'api-key': KEY,
        'project-id': 'bench',
        'api-url': emulator.url,
        prompt: prompt(duration, trial, 'action'),
      },
      env: { GITHUB_API_URL: emulator.url },
      timeoutMs: 600_000,
    })
    const exited = Date.now()
    const id = run.outputs['job-id'] ?? ''
    return { lagMs: exited - finished(emulator, id), gets: getsOf(emulator, id) }
  }
  const loop = async (duration: number, trial: number): Promise<Detection> => {
    const run = await runCommand('bash', ['-c', CURL_LOOP], {
      KEY,
      URL: emulator.url,
      PROJECT: 'bench',
      PROMPT: prompt(duration, trial, 'curl'),
    })
    const exited = Date.now()
    const id = run.stdout.trim()
    return { lagMs: exited - finished(emulator, id), gets: getsOf(emulator, id) }
  }

  // Every case and trial at once: the waiting overlaps, so the whole section takes about as long
  // as its longest job.
  const cases = durations.flatMap((duration) =>
    Array.from({ length: trials }, (_, trial) => [
      action(duration, trial).then((r) => ({ duration, who: 'action', ...r })),
      ...(hasTools ? [loop(duration, trial).then((r) => ({ duration, who: 'curl', ...r }))] : []),
    ]).flat(),
  )
  const results: Detected[] = await Promise.all(cases)
  await emulator.close()

  const { rows, verdicts } = detectionRows(durations, results)
  return [
    '## 2. Completion detection',
    '',
    `Method: each job lasts the nominal time plus an offset spread evenly over 0–10 s (${trials} trials per case, the same offsets for both pollers), so that neither polling grid lines up with the job's end by luck; all trials run at once against one emulator. Lag is the time from the job turning terminal on the emulator to the process exiting; requests are the GETs the emulator received for that job. The hand-written loop creates the job with \`curl\`, then runs \`curl | jq -r .status\` and \`sleep 10\` until the status is terminal.${hasTools ? '' : ' (curl or jq is missing on this machine: the loop was not run.)'}`,
    '',
    '| job | poller | lag (median) | lag (max) | GETs (median) | GETs (max) |',
    '|---|---|---:|---:|---:|---:|',
    ...rows,
    '',
    ...verdicts,
    '',
  ]
}

/** The table's rows, a case's median and max for each poller, and the verdict of long cases. */
function detectionRows(
  durations: number[],
  results: Detected[],
): { rows: string[]; verdicts: string[] } {
  const rows: string[] = []
  const verdicts: string[] = []
  for (const duration of durations) {
    const pick = (who: string) => results.filter((r) => r.duration === duration && r.who === who)
    const mine = pick('action')
    const theirs = pick('curl')
    const lag = stats(mine.map((r) => r.lagMs))
    const gets = stats(mine.map((r) => r.gets))
    const label = duration >= 60 ? `${duration / 60} min` : `${duration} s`
    rows.push(
      `| ${label} | action (poll-interval 5) | ${ms(lag.median)} | ${ms(lag.max)} | ${gets.median} | ${gets.max} |`,
    )
    if (theirs.length > 0) {
      const lag2 = stats(theirs.map((r) => r.lagMs))
      const gets2 = stats(theirs.map((r) => r.gets))
      rows.push(
        `| ${label} | \`curl\` + \`jq\` every 10 s | ${ms(lag2.median)} | ${ms(lag2.max)} | ${gets2.median} | ${gets2.max} |`,
      )
      if (duration >= 30) {
        const ok = lag.median <= lag2.median && gets.median <= gets2.median
        verdicts.push(
          `- ${label}: lag ${ms(lag.median)} vs ${ms(lag2.median)}, requests ${gets.median} vs ${gets2.median}: ${ok ? 'at or below the loop on both' : 'not below the loop on both'}.`,
        )
      }
    }
  }
  return { rows, verdicts }
}
