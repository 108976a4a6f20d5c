/**
 * The reliability and security suite: runs the bundled actions as real processes against the
 * emulator under API faults, process faults, hostile input and a burst, and prints one row per
 * scenario (scenario, expected, observed) and a closing line "faults: N passed, M failed".
 *
 *   npm run test:faults            every scenario
 *   npm run test:faults -- GREP    only scenarios whose name contains GREP
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import {
  EMULATOR_GITHUB_TOKEN,
  findLeaks,
  runStep,
  type StepOptions,
  type StepRun,
} from '../emulator/action-runner.ts'
import type { FaultRule } from '../emulator/faults.ts'
import {
  withEmulator as withFreshEmulator,
  type Emulator,
  type EmulatorOptions,
} from '../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../emulator/webhooks.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const API_KEY = 'mint_faults_suite_secret_0123456789'
const SECRETS = [API_KEY, EMULATOR_GITHUB_TOKEN]
/** A short per-request deadline, so a server that never answers costs a second. */
const FAST = { DOCS_AGENT_REQUEST_TIMEOUT: '1' }

interface Outcome {
  observed: string
  ok: boolean
}

interface Scenario {
  group: string
  name: string
  expected: string
  run: () => Promise<Outcome>
}

// ---------------------------------------------------------------------------------------------
// Running steps, and what every scenario checks after it

/** The step, then (as a runner does) its post step with the state it saved. */
async function agentStep(
  emulator: Emulator,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  more: Partial<StepOptions> = {},
): Promise<{ main: StepRun; post: StepRun }> {
  const base = {
    actionDir: ROOT,
    inputs: {
      'api-key': API_KEY,
      'project-id': 'proj',
      'api-url': emulator.url,
      'poll-interval': '0.1',
      ...inputs,
    },
    env: { GITHUB_API_URL: emulator.url, ...FAST, ...env },
  }
  const main = await runStep({ ...base, ...more })
  const post = await runStep({ ...base, entry: 'dist/post/index.js', state: main.state })
  return { main, post }
}

async function analyticsStep(
  emulator: Emulator,
  inputs: Record<string, string>,
  more: Partial<StepOptions> = {},
): Promise<{ run: StepRun; workspace: string }> {
  const workspace = mkdtempSync(join(tmpdir(), 'faults-ws-'))
  const run = await runStep({
    actionDir: join(ROOT, 'analytics'),
    inputs: { 'api-key': API_KEY, 'project-id': 'proj', 'api-url': emulator.url, ...inputs },
    env: { GITHUB_WORKSPACE: workspace, ...FAST },
    ...more,
  })
  return { run, workspace }
}

function errorsOf(run: StepRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .map((line) => line.slice(9).replace(/%0A/g, '\n').replace(/%25/g, '%'))
}

/**
 * The workflow commands a runner would obey in this log, honouring ::stop-commands::. A user's
 * text must never add one.
 */
function commandsOf(stdout: string): string[] {
  const commands: string[] = []
  let paused: string | undefined
  for (const line of stdout.split('\n')) {
    if (paused !== undefined) {
      if (line === `::${paused}::`) paused = undefined
      continue
    }
    const match = /^::([a-z-]+)/.exec(line)
    if (match === null) continue
    commands.push(line)
    if (match[1] === 'stop-commands') paused = line.slice('::stop-commands::'.length)
  }
  return commands
}

/** Every file in a folder, for the secret scan. */
function filesIn(folder: string): Record<string, string> {
  const files: Record<string, string> = {}
  if (!existsSync(folder)) return files
  for (const name of readdirSync(folder)) {
    const path = join(folder, name)
    if (statSync(path).isFile()) files[`file ${name}`] = readFileSync(path, 'utf8')
  }
  return files
}

/** What must hold after every scenario: no secret anywhere, no crash, clear failures. */
function invariants(
  runs: StepRun[],
  emulator: Emulator,
  files: Record<string, string> = {},
): string[] {
  const problems: string[] = []
  const comments: Record<string, string> = {}
  for (const c of emulator.github.comments) comments[`comment ${c.id}`] = c.history.join('\n')
  for (const [i, run] of runs.entries()) {
    problems.push(
      ...findLeaks(run, SECRETS, i === 0 ? { ...comments, ...files } : {}).map((l) => `leak: ${l}`),
    )
    if (run.code !== 0 && run.code !== 1 && run.code !== null)
      problems.push(`exit code ${run.code}`)
    if (/Unexpected error|at .*\.js:\d+:\d+\)/.test(run.stdout + run.stderr))
      problems.push('a crash or stack trace')
    if (run.code === 1 && errorsOf(run).length !== 1)
      problems.push(`${errorsOf(run).length} error annotations`)
  }
  return problems
}

function outcome(observed: string, problems: string[]): Outcome {
  return {
    observed: problems.length === 0 ? observed : `${observed}; ${problems.join('; ')}`,
    ok: problems.length === 0,
  }
}

function withEmulator(
  options: EmulatorOptions,
  fn: (e: Emulator) => Promise<Outcome>,
): Promise<Outcome> {
  return withFreshEmulator({ jobDurationMs: 400, ...options }, fn)
}

/** issue_comment.created by `writer` on issue #1, with `text` as the comment. */
function commentEnv(text: string, id = 5001): Record<string, string> {
  const body = byUser(
    payload('issue_comment', 'created', (p) => {
      p.comment.body = text
      p.comment.id = id
    }),
    'writer',
  )
  return eventEnv('issue_comment', body)
}

/** The bot comments of the thread all show a final state (none still says it is working). */
function trackingFinished(emulator: Emulator): string | undefined {
  const bot = emulator.github.thread(REPOSITORY, 1).filter((c) => c.user.type === 'Bot')
  if (bot.length > 1) return `${bot.length} tracking comments`
  if (bot[0]?.body.includes('### ⏳') === true && !bot[0].body.includes('wait: false'))
    return 'tracking comment left as working'
  return undefined
}

// ---------------------------------------------------------------------------------------------
// API faults: every call, every kind

const KINDS: Record<string, Omit<FaultRule, 'op'>> = {
  '429 short': {
    kind: 'status',
    status: 429,
    retryAfter: 1,
    body: { error: 'Rate limit exceeded' },
  },
  '429 long': {
    kind: 'status',
    status: 429,
    retryAfter: 3600,
    body: { error: 'Rate limit exceeded' },
  },
  '500': { kind: 'status', status: 500 },
  '502': { kind: 'status', status: 502 },
  '503': { kind: 'status', status: 503 },
  '504': { kind: 'status', status: 504 },
  'HTML page': { kind: 'html', status: 502 },
  'malformed JSON': { kind: 'malformed' },
  'drop before': { kind: 'drop-before' },
  'drop after': { kind: 'drop-after' },
  'no answer': { kind: 'hang' },
}
const RETRIED_POST = ['429 short', '503']
const ACTED_POST = ['drop after', 'malformed JSON']

function agentCreate(kind: string): Scenario {
  const retried = RETRIED_POST.includes(kind)
  const acted = ACTED_POST.includes(kind)
  return {
    group: 'API faults',
    name: `create job: ${kind}`,
    expected: retried
      ? 'retried once; 1 job; success'
      : acted
        ? 'not repeated; 1 job; fails saying it may exist'
        : 'not repeated; 0 jobs; clear failure',
    run: () =>
      withEmulator({}, async (emulator) => {
        emulator.faults.add({ op: 'agent.create', ...KINDS[kind]! })
        const { main, post } = await agentStep(
          emulator,
          {},
          commentEnv('@docs-agent add a quickstart'),
        )
        const creates = emulator.requestsTo('agent.create').length
        const jobs = emulator.agent.jobs.size
        const problems = invariants([main, post], emulator)
        const want = retried ? [0, 2, 1] : [1, 1, acted ? 1 : 0]
        if (main.code !== want[0] || creates !== want[1] || jobs !== want[2])
          problems.push('unexpected result')
        if (acted && !/may have created the job/.test(errorsOf(main)[0] ?? ''))
          problems.push('no "may exist" warning')
        const unfinished = trackingFinished(emulator)
        if (unfinished !== undefined) problems.push(unfinished)
        return outcome(`exit ${main.code}, ${creates} POST, ${jobs} job`, problems)
      }),
  }
}

function agentMessage(kind: string): Scenario {
  const retried = RETRIED_POST.includes(kind)
  const acted = ACTED_POST.includes(kind)
  return {
    group: 'API faults',
    name: `follow-up: ${kind}`,
    expected: retried
      ? 'retried once; delivered once'
      : acted
        ? 'not repeated; delivered once; says it may have arrived'
        : 'not repeated; not delivered; job id kept',
    run: () =>
      withEmulator({}, async (emulator) => {
        const created = await fetch(`${emulator.url}/v2/agent/proj/job`, {
          method: 'POST',
          headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'first' }),
        })
        const { id } = (await created.json()) as { id: string }
        emulator.faults.add({ op: 'agent.message', ...KINDS[kind]! })
        const { main, post } = await agentStep(emulator, { 'job-id': id, prompt: 'second' })
        const sent = emulator.requestsTo('agent.message').length
        const delivered = (emulator.agent.jobs.get(id)?.prompts.length ?? 1) - 1
        const problems = invariants([main, post], emulator)
        const want = retried ? [0, 2, 1] : [1, 1, acted ? 1 : 0]
        if (main.code !== want[0] || sent !== want[1] || delivered !== want[2])
          problems.push('unexpected result')
        if (main.outputs['job-id'] !== id) problems.push('job-id output missing')
        return outcome(`exit ${main.code}, ${sent} POST, delivered ${delivered}`, problems)
      }),
  }
}

function agentGet(kind: string): Scenario {
  const long = kind === '429 long'
  return {
    group: 'API faults',
    name: `poll job: ${kind}`,
    expected: long ? 'waits as asked until the timeout; job id kept' : 'survived; completed',
    run: () =>
      withEmulator({}, async (emulator) => {
        // A rate limit that lasts: the poll waits as asked, up to the timeout.
        emulator.faults.add({ op: 'agent.get', ...KINDS[kind]!, times: long ? 0 : 1 })
        const { main, post } = await agentStep(
          emulator,
          long ? { 'timeout-minutes': '0.05' } : {},
          commentEnv('@docs-agent add a quickstart'),
        )
        const problems = invariants([main, post], emulator)
        const ok = long
          ? main.code === 1 && main.outputs['timed-out'] === 'true' && main.outputs['job-id'] !== ''
          : main.code === 0 && main.outputs.status === 'completed'
        if (!ok) problems.push('unexpected result')
        if (emulator.agent.jobs.size !== 1) problems.push(`${emulator.agent.jobs.size} jobs`)
        const unfinished = trackingFinished(emulator)
        if (unfinished !== undefined) problems.push(unfinished)
        return outcome(
          `exit ${main.code}, status ${main.outputs.status}, timed-out ${main.outputs['timed-out']}`,
          problems,
        )
      }),
  }
}

function analyticsPage(kind: string): Scenario {
  const long = kind === '429 long'
  return {
    group: 'API faults',
    name: `analytics page: ${kind}`,
    expected: long
      ? 'stops; 250 rows kept in a valid file; next-offset 250'
      : 'survived; all 600 rows',
    run: () =>
      withEmulator({ analyticsPaths: 600 }, async (emulator) => {
        emulator.faults.add({ op: 'analytics.visitors', skip: 1, ...KINDS[kind]! })
        const { run, workspace } = await analyticsStep(emulator, {})
        const records: string[][] = parse(readFileSync(join(workspace, 'visitors.csv')))
        const rows = records.length - 1
        const problems = invariants([run], emulator, filesIn(workspace))
        const ok = long
          ? run.code === 1 &&
            rows === 250 &&
            run.outputs['next-offset'] === '250' &&
            run.outputs.complete === 'false'
          : run.code === 0 && rows === 600 && run.outputs.complete === 'true'
        if (!ok) problems.push('unexpected result')
        return outcome(
          `exit ${run.code}, ${rows} rows in the file, next-offset ${run.outputs['next-offset']}`,
          problems,
        )
      }),
  }
}

/** A GitHub call fails: the job must go on, the thread must not get two comments. */
function githubCall(op: string, label: string, kind: string): Scenario {
  const gate = op === 'github.permission'
  const failsClosed = gate && kind === '429 long'
  return {
    group: 'API faults',
    name: `${label}: ${kind}`,
    expected: failsClosed
      ? 'fails closed: no job without a role'
      : 'job completes; at most one tracking comment, finished',
    run: () =>
      withEmulator({}, async (emulator) => {
        emulator.faults.add({ op, ...KINDS[kind]! })
        const { main, post } = await agentStep(
          emulator,
          {},
          commentEnv('@docs-agent add a quickstart'),
        )
        const problems = invariants([main, post], emulator)
        const jobs = emulator.agent.jobs.size
        if (failsClosed ? main.code !== 1 || jobs !== 0 : main.code !== 0 || jobs !== 1)
          problems.push('unexpected result')
        const unfinished = trackingFinished(emulator)
        if (unfinished !== undefined) problems.push(unfinished)
        const bot = emulator.github
          .thread(REPOSITORY, 1)
          .filter((c) => c.user.type === 'Bot').length
        return outcome(`exit ${main.code}, ${jobs} job, ${bot} tracking comment`, problems)
      }),
  }
}

function apiScenarios(): Scenario[] {
  const list: Scenario[] = []
  for (const kind of Object.keys(KINDS)) {
    list.push(agentCreate(kind), agentMessage(kind), agentGet(kind), analyticsPage(kind))
    list.push(
      githubCall('github.permission', 'role check', kind),
      githubCall('github.list-comments', 'thread lookup', kind),
      githubCall('github.create-comment', 'post comment', kind),
      githubCall('github.update-comment', 'edit comment', kind),
      githubCall('github.react-comment', 'reaction', kind),
    )
  }
  return list
}

// ---------------------------------------------------------------------------------------------
// Process faults

function processScenarios(): Scenario[] {
  return [
    {
      group: 'Process faults',
      name: 'SIGTERM before the job is created',
      expected: 'stops with a clear message; no comment left working',
      run: () =>
        withEmulator({}, async (emulator) => {
          emulator.faults.add({ op: 'agent.create', kind: 'delay', delayMs: 1500 })
          const { main, post } = await agentStep(
            emulator,
            {},
            commentEnv('@docs-agent add a quickstart'),
            {
              interrupt: { pattern: /Creating an agent job/, signal: 'SIGTERM' },
            },
          )
          const problems = invariants([main, post], emulator)
          if (main.code !== 1 || !/stopped \(SIGTERM\)/.test(errorsOf(main)[0] ?? ''))
            problems.push('unexpected result')
          const unfinished = trackingFinished(emulator)
          if (unfinished !== undefined) problems.push(unfinished)
          return outcome(`exit ${main.code}: ${errorsOf(main)[0]?.slice(0, 60) ?? ''}`, problems)
        }),
    },
    {
      group: 'Process faults',
      name: 'SIGTERM while polling',
      expected: 'the main step closes the comment (stopped, resume hint)',
      run: () =>
        withEmulator({ outcome: 'stuck' }, async (emulator) => {
          const { main, post } = await agentStep(
            emulator,
            {},
            commentEnv('@docs-agent add a quickstart'),
            {
              interrupt: { pattern: /Waiting for job/, signal: 'SIGTERM' },
            },
          )
          const problems = invariants([main, post], emulator)
          const body = emulator.github.thread(REPOSITORY, 1)[0]?.body ?? ''
          if (!body.includes('### 🛑') || !body.includes('job-id:'))
            problems.push('comment not closed')
          if (main.state.finished !== 'true') problems.push('not marked finished')
          return outcome(
            `exit ${main.code}, comment ${body.includes('### 🛑') ? 'stopped' : 'open'}`,
            problems,
          )
        }),
    },
    {
      group: 'Process faults',
      name: 'SIGKILL while polling',
      expected: 'the post step closes the comment',
      run: () =>
        withEmulator({ outcome: 'stuck' }, async (emulator) => {
          const { main, post } = await agentStep(
            emulator,
            {},
            commentEnv('@docs-agent add a quickstart'),
            {
              interrupt: { pattern: /Waiting for job/, signal: 'SIGKILL' },
            },
          )
          const problems = invariants([main, post], emulator)
          const body = emulator.github.thread(REPOSITORY, 1)[0]?.body ?? ''
          if (!body.includes('### 🛑')) problems.push('comment not closed')
          return outcome(
            `main killed; post exit ${post.code}; comment ${body.includes('### 🛑') ? 'stopped' : 'open'}`,
            problems,
          )
        }),
    },
    ...(['csv', 'json', 'ndjson'] as const).map((format): Scenario => ({
      group: 'Process faults',
      name: `SIGTERM while writing ${format.toUpperCase()}`,
      expected: 'a valid file up to its last row; next-offset matches',
      run: () =>
        withEmulator({ analyticsPaths: 3000, latencyMs: 200 }, async (emulator) => {
          const { run, workspace } = await analyticsStep(
            emulator,
            { format, 'page-size': '100' },
            {
              interrupt: { pattern: /::debug::200 rows written/, signal: 'SIGTERM' },
            },
          )
          const text = readFileSync(join(workspace, `visitors.${format}`), 'utf8')
          let rows = -1
          try {
            const records: string[][] = format === 'csv' ? parse(text) : []
            if (format === 'csv') rows = records.length - 1
            if (format === 'json') rows = (JSON.parse(text) as { rows: unknown[] }).rows.length
            if (format === 'ndjson')
              rows = text
                .trimEnd()
                .split('\n')
                .map((l) => JSON.parse(l) as unknown).length
          } catch {
            rows = -1
          }
          const problems = invariants([run], emulator, filesIn(workspace))
          if (run.code !== 1 || rows < 200 || run.outputs['next-offset'] !== String(rows))
            problems.push('unexpected result')
          return outcome(
            `exit ${run.code}, ${rows} valid rows, next-offset ${run.outputs['next-offset']}`,
            problems,
          )
        }),
    })),
  ]
}

// ---------------------------------------------------------------------------------------------
// Hostile input

const HOSTILE: Record<string, string> = {
  empty: '',
  whitespace: ' \t ',
  // 1 MB cannot be passed at all: Linux refuses an environment string over 128 KiB, on runners
  // too. 100 KB is the most a step can receive; the in-process unit test covers 1 MB.
  'huge (100 KB)': 'x'.repeat(100_000),
  'non-UTF-8-looking': 'caf\u00c3\u00a9 \ufffd\u0080\u009b',
  'command substitution': '$(touch /tmp/docs-agent-pwned)',
  backticks: '`touch /tmp/docs-agent-pwned`',
  expression: '${{ secrets.DOCS_AGENT_API_KEY }}',
  'workflow command': 'x\n::set-output name=injected::1\n::add-mask::visible\n::error::injected',
  'HTML and Markdown': '<img src=x onerror=alert(1)> **b** [l](javascript:alert(1)) @octocat',
}

function hostileScenario(action: 'agent' | 'analytics', input: string, label: string): Scenario {
  return {
    group: 'Hostile input',
    name: `${action} ${input}: ${label}`,
    expected: `refused naming '${input}' with no request, or used as plain data`,
    run: () =>
      withEmulator({ analyticsPaths: 20, jobDurationMs: 200 }, async (emulator) => {
        const value = HOSTILE[label]!
        let run: StepRun
        let files: Record<string, string> = {}
        if (action === 'agent') {
          // A pull request event: the prompt input is quoted in a tracking comment there.
          const { main, post } = await agentStep(
            emulator,
            { prompt: 'add a FAQ', [input]: value },
            eventEnv('pull_request', payload('pull_request', 'opened')),
          )
          run = main
          void post
        } else {
          const step = await analyticsStep(emulator, { [input]: value })
          run = step.run
          files = filesIn(step.workspace)
        }
        const problems = invariants([run], emulator, files)
        // Nothing the user wrote may become a workflow command, an output or markup.
        const injected = commandsOf(run.stdout).filter((c) =>
          /^::(set-output|set-env|add-path|error::injected|add-mask::visible)/.test(c),
        )
        if (injected.length > 0) problems.push(`command injected: ${injected[0]}`)
        if ('injected' in run.outputs) problems.push('output injected')
        if (existsSync('/tmp/docs-agent-pwned')) problems.push('a shell ran the value')
        for (const c of emulator.github.comments) {
          if (/<img|@octocat|\]\(javascript/.test(c.body)) problems.push('markup in a comment')
        }
        const error = errorsOf(run)[0]
        let observed: string
        if (run.code === 0) {
          observed = 'used as data'
        } else if (error?.includes(`'${input}'`) === true) {
          observed = `refused: ${error.slice(0, 70)}`
          if (emulator.requests.length > 0)
            problems.push(`${emulator.requests.length} requests despite refusal`)
        } else {
          observed = `failed later: ${error?.slice(0, 70) ?? 'no message'}`
          if (error === undefined || error.length > 2000) problems.push('no clear message')
        }
        return outcome(observed, problems)
      }),
  }
}

function hostileScenarios(): Scenario[] {
  const root = [
    'api-key',
    'project-id',
    'prompt',
    'job-id',
    'wait',
    'poll-interval',
    'timeout-minutes',
    'fail-on-error',
    'api-url',
    'trigger-phrase',
    'github-token',
    'comment',
    'min-permission',
    'allowed-bots',
    'follow-up',
    'dry-run',
  ]
  const analytics = [
    'api-key',
    'project-id',
    'api-url',
    'metric',
    'date-from',
    'date-to',
    'page-size',
    'offset',
    'max-rows',
    'format',
    'output-file',
    'summary-top',
  ]
  const list: Scenario[] = []
  for (const label of Object.keys(HOSTILE)) {
    for (const input of root) list.push(hostileScenario('agent', input, label))
    for (const input of analytics) list.push(hostileScenario('analytics', input, label))
  }
  return list
}

// ---------------------------------------------------------------------------------------------
// Burst

function burstScenario(): Scenario {
  return {
    group: 'Burst',
    name: '30 concurrent runs, 10 creations allowed per hour',
    expected: 'exactly 10 jobs; 20 clear rate-limit failures; no duplicates, no crash',
    run: () =>
      withEmulator({ rateLimit: 10, jobDurationMs: 300 }, async (emulator) => {
        const runs = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            agentStep(emulator, { prompt: `request ${i}` }).then((r) => r.main),
          ),
        )
        const problems = invariants(runs, emulator)
        const succeeded = runs.filter((r) => r.code === 0).length
        const limited = runs.filter(
          (r) => r.code === 1 && /HTTP 429: rate limit reached/.test(errorsOf(r)[0] ?? ''),
        ).length
        const prompts = [...emulator.agent.jobs.values()].map((j) => j.prompts[0])
        if (emulator.agent.jobs.size !== 10 || succeeded !== 10 || limited !== 20)
          problems.push('unexpected result')
        if (new Set(prompts).size !== prompts.length) problems.push('duplicate jobs')
        if (emulator.requestsTo('agent.create').length !== 30)
          problems.push('a create was repeated')
        return outcome(
          `${emulator.agent.jobs.size} jobs, ${succeeded} succeeded, ${limited} rate-limited`,
          problems,
        )
      }),
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const filter = process.argv[2] ?? ''
  const scenarios = [
    ...apiScenarios(),
    ...processScenarios(),
    ...hostileScenarios(),
    burstScenario(),
  ].filter((s) => `${s.group} ${s.name}`.includes(filter))
  const results: (Scenario & Outcome & { order: number })[] = []
  const started = Date.now()
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < scenarios.length) {
      const order = next++
      const scenario = scenarios[order]!
      let result: Outcome
      try {
        result = await scenario.run()
      } catch (error) {
        result = { observed: `harness error: ${(error as Error).message}`, ok: false }
      }
      results.push({ ...scenario, ...result, order })
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  results.sort((a, b) => a.order - b.order)

  const cell = (text: string, width: number): string => {
    const flat = text.replace(/\s+/g, ' ')
    return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width)
  }
  let group = ''
  for (const r of results) {
    if (r.group !== group) {
      group = r.group
      console.log(`\n${group}\n${cell('scenario', 44)} ${cell('expected', 58)} observed`)
    }
    console.log(`${r.ok ? '✓' : '✗'} ${cell(r.name, 42)} ${cell(r.expected, 58)} ${r.observed}`)
  }
  const failed = results.filter((r) => !r.ok).length
  console.log(`\n${results.length} scenarios in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`faults: ${results.length - failed} passed, ${failed} failed`)
  process.exitCode = failed === 0 ? 0 : 1
}

await main()
