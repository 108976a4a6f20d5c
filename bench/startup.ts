import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runStep } from '../emulator/action-runner.ts'
import { startEmulator } from '../emulator/server.ts'
import { byUser, eventEnv, payload } from '../emulator/webhooks.ts'
import { ACTIONS, startChunks } from '../scripts/dist-steps.ts'
import { KEY, ROOT } from './measured-command.ts'
import { kb, ms, stats } from './stats.ts'

// Section 1, start-up: the time from spawning each bundle to its first request, beside a script
// that only sends that request.

/** Section 1 as `--startup --out` wrote it (a cut or empty file is refused, not reported). */
export function savedStartup(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  if (lines[0] !== '## 1. Start-up' || !lines.some((line) => line.startsWith('| minimal Node')))
    throw new Error(`${file} is not the start-up section that --startup --out writes.`)
  return [
    ...lines,
    '_Start-up was timed alone, before the rest, which ran beside CI’s checks (`.ci/run`)._',
    '',
  ]
}

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
export function commentEvent(round: number): Record<string, string> {
  const body = payload('issue_comment', 'created')
  Object.assign(body.comment as object, { body: '@docs-agent bench', id: 9000 + round })
  return eventEnv('issue_comment', byUser(body, 'writer'), { GITHUB_RUN_ID: String(9000 + round) })
}

const ANALYTICS_INPUTS = { 'max-rows': '10', 'summary-top': '0' }

/** What is started, in this order each round; the yardstick last. */
const STARTERS: readonly Starter[] = [
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
    inputs: ANALYTICS_INPUTS,
    file: 'dist/analytics/index.js',
  },
  // The same spawn, environment and first request as analytics, from a script that does
  // nothing else: what any Node program pays before its first request.
  {
    label: 'minimal Node script (`bench/one-request.js`)',
    actionDir: join(ROOT, 'analytics'),
    entry: join('..', 'bench', 'one-request.js'),
    inputs: ANALYTICS_INPUTS,
    file: 'bench/one-request.js',
  },
]

/** Section 1: `runs` rounds of starting each of STARTERS, and the table of their lags. */
export async function startup(runs: number): Promise<string[]> {
  const emulator = await startEmulator({ jobDurationMs: 100 })
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
  const lags: number[][] = STARTERS.map(() => [])
  for (let i = 0; i < runs; i++) {
    for (const [k, starter] of STARTERS.entries()) lags[k]!.push(await once(starter, i))
  }
  await emulator.close()
  const yardstick = lags.at(-1)!
  const ratio = (own: number[]): string =>
    `${stats(own.map((lag, i) => lag / yardstick[i]!)).median.toFixed(2)}×`
  const size = (path: string | undefined): string =>
    path === undefined ? '' : kb(startBytes(path))
  const row = (k: number): string => {
    const lag = stats(lags[k]!)
    return `| ${STARTERS[k]!.label} | ${ms(lag.median)} | ${ms(lag.max)} | ${k === STARTERS.length - 1 ? '1×' : ratio(lags[k]!)} | ${size(STARTERS[k]!.file)} |`
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
