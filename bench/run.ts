/**
 * Benchmarks of the bundled actions against the emulator, written to bench/RESULTS.md.
 *
 *   npm run bench              the full run (about five minutes; mutation testing is separate:
 *                              npm run bench:mutation)
 *   npm run bench -- --quick   a short run for CI (well under two minutes), same method, fewer
 *                              and shorter cases
 *   npm run bench -- --startup section 1 alone, as the full run makes it, printed (no file
 *                              written): to check start-up after a change in a minute; with
 *                              --quick, as the quick run makes it; with --out FILE, written
 *                              there too
 *   npm run bench -- --quick --startup-from FILE
 *                              the quick run with section 1 taken from FILE (what
 *                              `--startup --quick --out FILE` wrote): .ci/run times start-up
 *                              alone, then runs the rest, which mostly waits, beside the checks
 *   npm run bench -- --memory  section 3's memory table alone (1,000,000 rows), printed
 *   npm run bench -- --runner  section 5 alone (runner time per request, by `wait`), printed
 *   npm run bench -- --check   section 6 alone (the change check of a 20-file pull request,
 *                              bench/change-check.ts), printed
 *   npm run bench -- --bounds  section 7 alone (adversarial comments and pages, bench/bounds.ts),
 *                              printed; with --quick, as the quick run makes it
 */
import { spawn } from 'node:child_process'
import {
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
  mkdtempSync,
  existsSync,
  rmSync,
} from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { parseCommandFile, runStep, watchPeakMemory } from '../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../emulator/server.ts'
import { byUser, eventEnv, payload } from '../emulator/webhooks.ts'
import { ACTIONS, startChunks } from '../scripts/dist-steps.ts'
import { boundsBench } from './bounds.ts'
import { changeCheck } from './change-check.ts'
import { kb, ms, stats } from './stats.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const KEY = 'mint_bench_key_0123456789'
const quick = process.argv.includes('--quick')
const startupOnly = process.argv.includes('--startup')
const memoryOnly = process.argv.includes('--memory')
const runnerOnly = process.argv.includes('--runner')

/** The value after `flag` on the command line, if the flag is given. */
function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag)
  if (at === -1) return undefined
  const value = process.argv[at + 1]
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a file.`)
  return value
}
const startupOut = argument('--out')
const startupFrom = argument('--startup-from')
if (startupOut !== undefined && !startupOnly) throw new Error('--out goes with --startup.')
if (startupFrom !== undefined && (!quick || startupOnly))
  throw new Error('--startup-from goes with --quick, not with --startup.')

/** Section 1 as `--startup --out` wrote it (a cut or empty file is refused, not reported). */
function savedStartup(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  if (lines[0] !== '## 1. Start-up' || !lines.some((line) => line.startsWith('| minimal Node')))
    throw new Error(`${file} is not the start-up section that --startup --out writes.`)
  return [
    ...lines,
    '_Start-up was timed alone, before the rest, which ran beside CI’s checks (`.ci/run`)._',
    '',
  ]
}

/** Runs a command, sampling its peak resident memory (VmHWM) from /proc while it lives. */
function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; peakKiB: number; wallMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    })
    let stdout = ''
    let peakKiB = 0
    const peak = watchPeakMemory(child.pid)
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('exit', () => (peakKiB = peak()))
    child.on('close', (code) => {
      resolve({ code, stdout, peakKiB, wallMs: performance.now() - started })
    })
  })
}

// ---------------------------------------------------------------------------------------------
// 1. Start-up

/** Whatever is started, as a runner starts it: a bundle, or the yardstick script. */
interface Starter {
  label: string
  actionDir: string
  /** Relative to `actionDir`; the action.yml's `runs.main` when absent. */
  entry?: string
  inputs: Record<string, string>
  /** The file whose size the table gives (none when another row gives it). */
  file?: string
  /** More environment for round `round` (the event that started the run). */
  env?: (round: number) => Record<string, string>
}

/** A new comment asking the agent, by someone with write access, for round `round`. */
function commentEvent(round: number): Record<string, string> {
  const body = payload('issue_comment', 'created')
  Object.assign(body.comment as object, { body: '@docs-agent bench', id: 9000 + round })
  return eventEnv('issue_comment', byUser(body, 'writer'), { GITHUB_RUN_ID: String(9000 + round) })
}

async function startup(runs: number): Promise<string[]> {
  const emulator = await startEmulator({ jobDurationMs: 100 })
  const analyticsInputs = { 'max-rows': '10', 'summary-top': '0' }
  const starters: Starter[] = [
    {
      label: 'agent (`dist/index.js`)',
      actionDir: ROOT,
      inputs: { prompt: 'bench', wait: 'false' },
      file: 'dist/index.js',
    },
    // Its first request is GitHub's (the commenter's role), so Octokit is loaded before it.
    {
      label: 'agent on a comment (first request: GitHub)',
      actionDir: ROOT,
      inputs: { wait: 'false' },
      env: commentEvent,
    },
    {
      label: 'analytics (`dist/analytics/index.js`)',
      actionDir: join(ROOT, 'analytics'),
      inputs: analyticsInputs,
      file: 'dist/analytics/index.js',
    },
    // The same spawn, environment and first request as analytics, from a script that does
    // nothing else: what any Node program pays before its first request.
    {
      label: 'minimal Node script (`bench/one-request.js`)',
      actionDir: join(ROOT, 'analytics'),
      entry: join('..', 'bench', 'one-request.js'),
      inputs: analyticsInputs,
      file: 'bench/one-request.js',
    },
  ]
  const once = async (starter: Starter, round: number): Promise<number> => {
    const before = emulator.requests.length
    const workspace = mkdtempSync(join(tmpdir(), 'bench-'))
    const started = Date.now()
    await runStep({
      actionDir: starter.actionDir,
      entry: starter.entry,
      inputs: { 'api-key': KEY, 'project-id': 'bench', 'api-url': emulator.url, ...starter.inputs },
      env: { GITHUB_API_URL: emulator.url, GITHUB_WORKSPACE: workspace, ...starter.env?.(round) },
    })
    rmSync(workspace, { recursive: true, force: true })
    const first = emulator.requests[before]
    if (first === undefined) throw new Error(`${starter.label} sent no request`)
    return first.at - started
  }
  // One round starts each in turn, so a slow moment of a shared machine falls on all of them
  // alike; the ratio is taken round by round (paired), then its median.
  const lags: number[][] = starters.map(() => [])
  for (let i = 0; i < runs; i++) {
    for (const [k, starter] of starters.entries()) lags[k]!.push(await once(starter, i))
  }
  await emulator.close()
  const yardstick = lags.at(-1)!
  const ratio = (own: number[]): string =>
    `${stats(own.map((lag, i) => lag / yardstick[i]!)).median.toFixed(2)}×`
  const size = (path: string | undefined): string =>
    path === undefined ? '' : kb(startBytes(path))
  const row = (k: number): string => {
    const lag = stats(lags[k]!)
    return `| ${starters[k]!.label} | ${ms(lag.median)} | ${ms(lag.max)} | ${k === starters.length - 1 ? '1×' : ratio(lags[k]!)} | ${size(starters[k]!.file)} |`
  }
  return [
    '## 1. Start-up',
    '',
    `Method: spawn \`node dist/…/index.js\` as a runner does (\`INPUT_*\` variables, fresh command files) ${runs} times per action, and time from the spawn to the first request reaching the emulator on loopback. The yardstick is a script that only sends the analytics action's first request (same spawn, environment, URL and headers, through \`node:http\`). The agent starts twice: on \`workflow_dispatch\`, where its first request is the service's, and on an issue comment, where it is GitHub's (the commenter's role, through Octokit). All four are started in turn, round after round; the ratio is each round's time over the yardstick's in the same round, median over the rounds.`,
    '',
    '| started | median | max | ratio to the minimal script | size |',
    '|---|---:|---:|---:|---:|',
    row(0),
    row(1),
    `| post step (\`dist/post/index.js\`) | | | | ${size('dist/post/index.js')} |`,
    row(2),
    row(3),
    '',
    `Size is what Node compiles at start-up: the start file, the router \`dist/actions/index.js\` and the chunks the step's function loads before it runs (\`startChunks\` in scripts/dist-steps.ts). Loaded on demand, not at start-up (\`src/shared/http/undici-on-demand.ts\`): the GitHub toolkit (\`@actions/github\`) at analytics' first call to GitHub (the agent's steps load it at start, for its \`context\`), undici only behind a proxy. Their chunks: ${chunks()}. The agent's main step loads what carries its plan out once the plan is made (\`src/entrypoints/carry-out/carry-out.ts\`), after a comment's first request.`,
    '',
  ]
}

/** The chunks of the toolkit and of undici (all the steps share dist/actions/). */
function chunks(): string {
  const all = readdirSync(join(ROOT, 'dist/actions')).filter((name) =>
    /^\d+\.index\.js$/.test(name),
  )
  return all
    .filter((name) =>
      /node_modules\/(undici|@octokit\/core)\//.test(
        readFileSync(join(ROOT, 'dist/actions', `${name}.map`), 'utf8'),
      ),
    )
    .map(
      (name) => `\`dist/actions/${name}\` ${kb(statSync(join(ROOT, 'dist/actions', name)).size)}`,
    )
    .join(', ')
}

/** The router's function that each start file of dist/ calls (scripts/build.ts writes them). */
function routerFunction(startFile: string): string | undefined {
  return /^import \{ (\w+) \} from '[./]+\/actions\/index\.js'$/m.exec(
    readFileSync(join(ROOT, startFile), 'utf8'),
  )?.[1]
}

/** The bytes Node compiles to start a file: itself, and for a start file the router's chunks. */
function startBytes(file: string): number {
  const step = routerFunction(file)
  const files = [
    file,
    ...(step === undefined ? [] : startChunks(step).map((chunk) => join(ACTIONS, chunk))),
  ]
  return files.reduce((sum, path) => sum + statSync(join(ROOT, path)).size, 0)
}

// ---------------------------------------------------------------------------------------------
// 2. Completion detection

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

async function detection(durations: number[], trials: number): Promise<string[]> {
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
  const results = await Promise.all(cases)
  await emulator.close()

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

// ---------------------------------------------------------------------------------------------
// 3. Export

const CURL_EXPORT = `
set -eu
offset=0
echo "path,human,ai,total" > "$OUT"
while true; do
  page=$(curl -fsS -H "Authorization: Bearer $KEY" "$URL/v1/analytics/$PROJECT/visitors?limit=250&offset=$offset")
  echo "$page" | jq -r '.visitors[] | [.path, .human, .ai, .total] | @csv' >> "$OUT"
  [ "$(echo "$page" | jq -r .hasMore)" = true ] || break
  offset=$((offset + 250))
done
`

/** One run of the analytics bundle in a fresh workspace (its outputs in `out`); no summary. */
async function exportOnce(
  emulator: Emulator,
  inputs: Record<string, string>,
): Promise<{ run: Awaited<ReturnType<typeof runCommand>>; workspace: string }> {
  const workspace = mkdtempSync(join(tmpdir(), 'bench-export-'))
  writeFileSync(join(workspace, 'out'), '')
  const run = await runCommand(process.execPath, [join(ROOT, 'dist/analytics/index.js')], {
    'INPUT_API-KEY': KEY,
    'INPUT_PROJECT-ID': 'bench',
    'INPUT_API-URL': emulator.url,
    'INPUT_SUMMARY-TOP': '0',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: join(workspace, 'out'),
    ...inputs,
  })
  return { run, workspace }
}

async function exportBench(rows: number, trials: number): Promise<string[]> {
  const latency = 50
  const emulator = await startEmulator({
    analyticsPaths: rows,
    analyticsRateLimit: 1_000_000,
    latencyMs: latency,
  })
  const mine: { wall: number; peak: number; requests: number; rows: number }[] = []
  const theirs: { wall: number; peak: number; requests: number }[] = []
  for (let i = 0; i < trials; i++) {
    const before = emulator.requests.length
    // The export alone, as the loop does it: no comparison with the previous period.
    const { run, workspace } = await exportOnce(emulator, { INPUT_COMPARE: 'none' })
    const written = readFileSync(join(workspace, 'visitors.csv'), 'utf8').split('\r\n').length - 2
    mine.push({
      wall: run.wallMs,
      peak: run.peakKiB,
      requests: emulator.requests.length - before,
      rows: written,
    })
    const before2 = emulator.requests.length
    if (existsSync('/usr/bin/curl') && existsSync('/usr/bin/jq')) {
      const loop = await runCommand('bash', ['-c', CURL_EXPORT], {
        KEY,
        URL: emulator.url,
        PROJECT: 'bench',
        OUT: join(workspace, 'curl.csv'),
      })
      theirs.push({
        wall: loop.wallMs,
        peak: loop.peakKiB,
        requests: emulator.requests.length - before2,
      })
    }
    rmSync(workspace, { recursive: true, force: true })
  }
  await emulator.close()
  const floor = Math.ceil(rows / 250) * latency
  const wall = stats(mine.map((m) => m.wall))
  const peak = stats(mine.map((m) => m.peak))
  const lines = [
    '## 3. Export',
    '',
    `Method: ${rows.toLocaleString('en-US')} rows at page size 250, ${latency} ms of emulator latency on every request, CSV output; ${trials} runs. Peak memory is the process's VmHWM sampled from /proc every 20 ms. The floor is the latency alone: ${Math.ceil(rows / 250)} requests × ${latency} ms.`,
    '',
    '| exporter | wall (median) | wall (max) | requests | peak memory (max) | rows written |',
    '|---|---:|---:|---:|---:|---:|',
    `| analytics action | ${ms(wall.median)} | ${ms(wall.max)} | ${mine[0]?.requests ?? 0} | ${(peak.max / 1024).toFixed(0)} MiB | ${mine[0]?.rows ?? 0} |`,
  ]
  if (theirs.length > 0) {
    const w = stats(theirs.map((t) => t.wall))
    lines.push(
      `| \`curl\` + \`jq\` loop | ${ms(w.median)} | ${ms(w.max)} | ${theirs[0]?.requests ?? 0} | ${(Math.max(...theirs.map((t) => t.peak)) / 1024).toFixed(0)} MiB (bash) | |`,
    )
  }
  lines.push(`| floor (latency only) | ${ms(floor)} | | ${Math.ceil(rows / 250)} | | |`, '')
  return lines
}

/** Peak memory of one large export in each format, with no latency (memory is the question). */
async function exportMemory(rows: number): Promise<string[]> {
  const emulator = await startEmulator({ analyticsPaths: rows, analyticsRateLimit: 1_000_000 })
  const lines = [
    `Memory: one export of ${rows.toLocaleString('en-US')} rows in each format at page size 250, no latency; peak memory as above. The goal is 100 MiB or less for an export of any size.`,
    '',
    '| format | rows written | requests | wall | peak memory |',
    '|---|---:|---:|---:|---:|',
  ]
  for (const format of ['csv', 'json', 'ndjson']) {
    const { run, workspace } = await exportOnce(emulator, {
      INPUT_FORMAT: format,
      INPUT_COMPARE: 'none',
    })
    const outputs = parseCommandFile(readFileSync(join(workspace, 'out'), 'utf8'))
    if (run.code !== 0 || outputs.complete !== 'true')
      throw new Error(`the ${format} export of ${rows} rows failed:\n${run.stdout}`)
    lines.push(
      `| ${format} | ${outputs.rows} | ${outputs.requests} | ${ms(run.wallMs)} | ${(run.peakKiB / 1024).toFixed(0)} MiB |`,
    )
    rmSync(workspace, { recursive: true, force: true })
  }
  await emulator.close()
  lines.push('')
  return lines
}

// ---------------------------------------------------------------------------------------------

/** Start-up's rounds: the quick run's and the full run's. */
const STARTUP_ROUNDS = quick ? 5 : 20

if (startupOnly) {
  const section = (await startup(STARTUP_ROUNDS)).join('\n')
  if (startupOut !== undefined) writeFileSync(startupOut, section)
  console.log(section)
  process.exit(0)
}
if (memoryOnly) {
  console.log((await exportMemory(1_000_000)).join('\n'))
  process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// 5. Runner time per request, by `wait` (issue #39)

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

async function runnerTime(durations: number[], speed: number): Promise<string[]> {
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

if (process.argv.includes('--check')) {
  console.log((await changeCheck(10)).join('\n'))
  process.exit(process.exitCode ?? 0)
}

if (process.argv.includes('--bounds')) {
  console.log((await boundsBench(quick)).join('\n'))
  process.exit(0)
}

if (runnerOnly) {
  console.log((await runnerTime([1, 10, 60], 60)).join('\n'))
  process.exit(0)
}

const started = Date.now()
const cpu = cpus()[0]?.model ?? 'unknown CPU'
const sections = [
  ...(startupFrom === undefined ? await startup(STARTUP_ROUNDS) : savedStartup(startupFrom)),
  // Quick: one short job, so that .ci/run keeps under 10 minutes (the 12 s job cost it ~20 s).
  ...(await detection(quick ? [3] : [3, 30, 180], quick ? 2 : 10)),
  ...(await exportBench(quick ? 10_000 : 100_000, quick ? 1 : 3)),
  ...(await exportMemory(quick ? 100_000 : 1_000_000)),
  ...(await runnerTime(quick ? [1, 10] : [1, 10, 60], quick ? 120 : 60)),
  ...(await changeCheck(quick ? 3 : 10)),
  ...(await boundsBench(quick)),
]
const mutation = join(ROOT, 'bench', 'mutation.md')
const report = [
  '# Benchmarks',
  '',
  `Generated by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${process.platform}. ${quick ? 'Quick run: fewer and shorter cases than the full run.' : 'Full run.'} Everything runs on loopback against the emulator (\`emulator/\`); no network.`,
  '',
  ...sections,
  '## 4. Test strength',
  '',
  existsSync(mutation)
    ? readFileSync(mutation, 'utf8').trim()
    : 'Run `npm run bench:mutation` (StrykerJS with its Jest runner over `src/`) to add the mutation score here.',
  '',
  `_Took ${((Date.now() - started) / 1000).toFixed(0)} s._`,
  '',
]
const out = join(ROOT, 'bench', quick ? 'RESULTS.quick.md' : 'RESULTS.md')
// Written as `npm run format` would leave it, so that a run leaves `npm test` passing.
writeFileSync(
  out,
  await format(report.join('\n'), { ...(await resolveConfig(out)), filepath: out }),
)
console.log(report.join('\n'))
console.log(`\nWrote ${out}`)
