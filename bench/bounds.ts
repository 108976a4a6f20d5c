/**
 * Section 7 of bench/RESULTS.md (issue #52): the runner time of adversarial input, through the
 * bundles, as a runner starts them. An outsider's 64 KiB comment is read (cleaned) before the
 * commenter's role is asked, so it is timed on the agent's step, to its refusal; a page built to
 * be slow or deep is timed on the check action's step, to its status.
 *
 *   node bench/bounds.ts                 every case, printed (what `npm run bench` writes)
 *   node bench/bounds.ts --quick         two comments and two pages, once each
 *   node bench/bounds.ts --one 'NAME'    one case once, from `BENCH_ACTIONS` (default: this
 *                                        checkout): to time one case as a whole process, on
 *                                        this build and on another's dist/
 */
import { join } from 'node:path'
import { runStep } from '../emulator/action-runner.ts'
import { startEmulator, type Emulator } from '../emulator/server.ts'
import { byUser, eventEnv, payload } from '../emulator/webhooks.ts'

const ROOT = process.env.BENCH_ACTIONS ?? join(import.meta.dirname, '..')
const N = 65_536
const fill = (unit: string, length = N): string =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
const DEEP = 10_000

/** Comments at GitHub's limit, each after the phrase on a line of its own. */
const COMMENTS: Record<string, string> = {
  'inline code': fill('`a` '),
  emphasis: fill('*a* '),
  links: fill('[a](b) '),
  'reference links': `${fill('[a] ', N - 60)}\n\n[a]: http://x\n`,
  'nested lists': Array.from({ length: 4000 }, (_, i) => `${' '.repeat((i % 200) * 2)}- a`)
    .join('\n')
    .slice(0, N - 40),
  'nested blockquotes': `${'>'.repeat(N - 40)} a`,
  table: `| a | b |\n|---|---|\n${fill('| x | `y` | z |\n', N - 60)}`,
  'raw HTML': fill('<b>a</b> '),
  'entity runs': fill('&amp;&#8203;&copy; '),
  footnotes: `${fill('[^1] ', N - 60)}\n\n[^1]: x\n`,
  'www. links in underscores (past the steps)': `&amp;\n\n${fill('www.a_', N - 40)}`,
  'a table filled out (past the steps)': `${'|a'.repeat(100)}|\n${'|-'.repeat(100)}|\n${'x\n'.repeat(30_000)}`,
}

/** A section of a page: components, a list, prose with a link. */
const PAGE_UNIT =
  '## Step\n\n<Steps>\n  <Step title="One">\n    - a list with [a link](/a) and `code`\n  </Step>\n</Steps>\n\nSome prose of the page, with **bold** words and a [link](/docs/x).\n\n'

/** Pages of the agent's pull request. */
const PAGES: Record<string, string> = {
  'a page of 1 MB': 'Some words of a page, with `code` and [a link](/docs/x).\n\n'.repeat(17_000),
  'a page of 128 KiB, components and prose (the most parsed)': PAGE_UNIT.repeat(
    Math.floor((128 * 1024) / PAGE_UNIT.length),
  ),
  'blockquotes nested 10,000 deep': `${'>'.repeat(DEEP)} a\n`,
  'list items nested 10,000 deep': `${'- '.repeat(DEEP)}a\n`,
  'JSX elements nested 10,000 deep': `${'<div>\n'.repeat(DEEP)}${'</div>\n'.repeat(DEEP)}`,
  'expressions nested 10,000 deep': `{${'('.repeat(DEEP)}1${')'.repeat(DEEP)}}\n`,
  'HTML elements nested 10,000 deep': `<div>\n${'<span>'.repeat(DEEP)}\n\n{\n`,
}

interface Timed {
  wallMs: number
  said: string
}

async function comment(emulator: Emulator, body: string, round: number): Promise<Timed> {
  const event = payload('issue_comment', 'created')
  Object.assign(event.comment as object, {
    body: `@docs-agent rewrite the intro\n\n${body}`.slice(0, N),
    id: 9100 + round,
  })
  const run = await runStep({
    actionDir: ROOT,
    inputs: {
      'api-key': 'mint_bench_key_0123456789',
      'project-id': 'bench',
      'api-url': emulator.url,
    },
    env: { GITHUB_API_URL: emulator.url, ...eventEnv('issue_comment', byUser(event, 'stranger')) },
    timeoutMs: 120_000,
  })
  const said = run.code === 0 ? (run.outputs['skipped-reason'] ?? '') : `exit ${String(run.code)}`
  return { wallMs: run.durationMs, said }
}

async function page(emulator: Emulator, text: string): Promise<Timed> {
  const agent = { login: 'mintlify[bot]', type: 'Bot' as const }
  const pull = emulator.github.addIssue('acme/docs', {
    title: 'Docs',
    pullRequest: true,
    user: agent,
  })
  const ends = emulator.github.seedPullChange({
    number: pull.number,
    files: [{ path: 'guides/page.mdx', head: text }],
  })
  // As bench/change-check.ts plays the agent's pull request (section 6).
  const body = payload('pull_request', 'opened')
  const pr = body.pull_request as {
    number: number
    user: { login: string; type: string }
    head: { sha: string }
    base: { sha: string }
  }
  Object.assign(body, { number: pull.number })
  Object.assign(pr, { number: pull.number })
  Object.assign(pr.user, agent)
  pr.head.sha = ends.headSha
  pr.base.sha = ends.baseSha
  const run = await runStep({
    actionDir: join(ROOT, 'check'),
    inputs: {},
    env: { GITHUB_API_URL: emulator.url, ...eventEnv('pull_request_target', body) },
    timeoutMs: 120_000,
  })
  const said = run.code === 0 ? (run.outputs['change-check'] ?? '') : `exit ${String(run.code)}`
  return { wallMs: run.durationMs, said }
}

const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`

/** Each case `trials` times: the median and the largest runner time, and what the step said. */
export async function boundsBench(quick: boolean): Promise<string[]> {
  const trials = quick ? 1 : 3
  const emulator = await startEmulator({ rateLimit: 100_000 })
  const comments = Object.entries(COMMENTS).filter(([,], k) => !quick || k === 0 || k === 10)
  const pages = Object.entries(PAGES).filter(([,], k) => !quick || k === 0 || k === 2)
  const rows: string[] = []
  let round = 0
  for (const [kind, cases] of [
    ['comment', comments],
    ['page', pages],
  ] as const)
    for (const [name, text] of cases) {
      const runs: Timed[] = []
      for (let k = 0; k < trials; k += 1)
        runs.push(
          kind === 'comment'
            ? await comment(emulator, text, (round += 1))
            : await page(emulator, text),
        )
      const walls = runs.map((run) => run.wallMs)
      rows.push(
        `| ${kind} | ${name} | ${seconds(median(walls))} | ${seconds(Math.max(...walls))} | ${runs[0]?.said ?? ''} |`,
      )
    }
  await emulator.close()
  return [
    '## 7. Adversarial input, to its answer (issue #52)',
    '',
    `Method: an outsider's \`issue_comment\` of 65,536 characters (\`@docs-agent\` and an instruction, then the body) through the agent's bundle, which reads (cleans) it before it asks the commenter's role; and a pull request of the agent that adds one page, through the check action's bundle, to its \`docs-agent/changes\` status. Runner time is the step process's wall time, from start to exit, ${trials === 1 ? 'once' : `median and largest of ${trials}`} (the cases are in \`bench/bounds.ts\`).`,
    '',
    '| event | body or page | runner time (median) | runner time (max) | answer |',
    '|---|---|---:|---:|---|',
    ...rows,
    '',
  ]
}

const one = process.argv.indexOf('--one')
if (one !== -1) {
  const name = process.argv[one + 1] ?? ''
  const emulator = await startEmulator({ rateLimit: 100_000 })
  const body = COMMENTS[name]
  const text = PAGES[name]
  if (body === undefined && text === undefined) throw new Error(`No case named ${name}.`)
  const timed =
    body !== undefined ? await comment(emulator, body, 1) : await page(emulator, text ?? '')
  await emulator.close()
  console.log(`${name}: ${seconds(timed.wallMs)}, ${timed.said}`)
} else if (process.argv[1] === import.meta.filename) {
  console.log((await boundsBench(process.argv.includes('--quick'))).join('\n'))
}
