/**
 * Section 6 of bench/RESULTS.md (issue #46): the runner time of the check action's bundle on a
 * pull request of the agent's that changes 20 files, against the bound the action keeps.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runStep } from '../emulator/action-runner.ts'
import { startEmulator } from '../emulator/server.ts'
import { eventEnv, payload } from '../emulator/webhooks.ts'
import { ms, stats } from './stats.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The most runner time the check action may take on a pull request of 20 files (#46). */
const CHECK_BOUND_MS = 5000

/**
 * The first `count` files of real agent changes (__tests__/unit/fixtures/agent-changes.json),
 * each path once, added or modified, with its texts at both ends.
 */
function agentFiles(count: number): { path: string; base?: string; head: string }[] {
  const corpus = JSON.parse(
    readFileSync(join(ROOT, '__tests__', 'unit', 'fixtures', 'agent-changes.json'), 'utf8'),
  ) as { commits: { files: { path: string; status: string; base?: string; head?: string }[] }[] }
  const files = new Map<string, { path: string; base?: string; head: string }>()
  for (const file of corpus.commits.flatMap((commit) => commit.files)) {
    if (files.has(file.path) || file.head === undefined) continue
    if (file.status !== 'added' && file.status !== 'modified') continue
    files.set(file.path, {
      path: file.path,
      head: file.head,
      ...(file.status === 'modified' && file.base !== undefined ? { base: file.base } : {}),
    })
  }
  return [...files.values()].slice(0, count)
}

export async function changeCheck(trials: number): Promise<string[]> {
  const emulator = await startEmulator({ rateLimit: 10_000 })
  const files = agentFiles(20)
  const pull = emulator.github.addIssue('acme/docs', {
    title: 'Docs',
    pullRequest: true,
    user: { login: 'mintlify[bot]', type: 'Bot' },
  })
  const walls: number[] = []
  const requests: number[] = []
  let state = ''
  for (let trial = 0; trial < trials; trial++) {
    // Each trial a new head of the same change, as a push makes.
    const ends = emulator.github.seedPullChange({ number: pull.number, files })
    const body = payload('pull_request', 'synchronize')
    const pr = body.pull_request as {
      number: number
      user: { login: string; type: string }
      head: { sha: string }
      base: { sha: string }
    }
    Object.assign(body, { number: pull.number })
    Object.assign(pr, { number: pull.number })
    Object.assign(pr.user, { login: 'mintlify[bot]', type: 'Bot' })
    pr.head.sha = ends.headSha
    pr.base.sha = ends.baseSha
    const before = emulator.requests.length
    const run = await runStep({
      actionDir: join(ROOT, 'check'),
      inputs: {},
      env: {
        GITHUB_API_URL: emulator.url,
        ...eventEnv('pull_request_target', body, { GITHUB_RUN_ID: String(9500 + trial) }),
      },
      timeoutMs: 60_000,
    })
    if (run.code !== 0) throw new Error(`The check failed:\n${run.stdout}`)
    state = run.outputs['change-check'] ?? ''
    walls.push(run.durationMs)
    requests.push(emulator.requests.length - before)
  }
  await emulator.close()
  const wall = stats(walls)
  const within = wall.max <= CHECK_BOUND_MS
  if (!within) process.exitCode = 1
  const whole = files.filter((f) => /\.(mdx?|svg)$|(^|\/)(docs|mint|redirects)\.json$/.test(f.path))
  return [
    '## 6. The change check of a 20-file pull request',
    '',
    `Method: the check action's bundle (\`check/action.yml\`) on a \`pull_request_target\` event of the agent's pull request, as a runner starts it, ${trials} times, each on a new head of the same change: the first 20 files of the real agent changes in \`__tests__/unit/fixtures/agent-changes.json\` (${whole.length} of them read whole, at both ends). Runner time is the step process's wall time, from start to exit; the bound is ${CHECK_BOUND_MS / 1000} s.`,
    '',
    '| files | verdict | runner time (median) | runner time (max) | GitHub requests | bound |',
    '|---:|---|---:|---:|---:|---|',
    `| ${files.length} | \`${state}\` | ${ms(wall.median)} | ${ms(wall.max)} | ${stats(requests).median} | ${within ? 'within' : '**over**'} ${CHECK_BOUND_MS / 1000} s |`,
    '',
  ]
}
