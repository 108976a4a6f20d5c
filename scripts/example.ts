/**
 * `npm run example -- examples/<file>.yml [name=value ...] [--comment "text"]`: plays one of
 * the example workflows against the emulator, as GitHub would run it, and prints every step.
 * Steps that use this repository's actions run from dist/ as real processes; `run:` steps and
 * other actions are shown with what they would receive. No account, no network.
 *
 * The event is the workflow's first one: workflow_dispatch takes the name=value inputs; an
 * issue comment is written by a maintainer (`--comment` sets its text); an issue is labelled
 * `docs-agent` by a maintainer; a pull request is a merged one labelled `needs-docs`; a release
 * is v1.2.0. A link checker (lychee) stands in with a report of two broken links.
 */
// First: it lets Node load GitHub's workflow parser, which the player imports.
import '../emulator/workflow-parser-hook.ts'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import { bold, printStep } from '../emulator/action-runner.ts'
import { startEmulator } from '../emulator/server.ts'
import { byUser, payload, payloadLabel } from '../emulator/webhooks.ts'
import { playWorkflow, type PlayedStep } from '../emulator/workflow-runner.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const file = args.shift()
if (file === undefined) {
  console.error('Usage: npm run example -- examples/<file>.yml [name=value ...] [--comment "text"]')
  process.exit(2)
}
const inputs: Record<string, string> = {}
let comment = '@docs-agent add a quickstart for the Python SDK'
for (let i = 0; i < args.length; i++) {
  const arg = args[i] ?? ''
  if (arg === '--comment') comment = args[++i] ?? comment
  else if (arg.includes('='))
    inputs[arg.slice(0, arg.indexOf('='))] = arg.slice(arg.indexOf('=') + 1)
  else {
    console.error(`Unexpected argument "${arg}": give inputs as name=value.`)
    process.exit(2)
  }
}

const workflow = parse(readFileSync(file, 'utf8')) as { on: object }
const events = Object.keys(workflow.on)
const name = events[0] ?? 'workflow_dispatch'
const samples: Record<string, () => Record<string, unknown>> = {
  workflow_dispatch: () =>
    payload('workflow_dispatch', '', (p) => {
      p.inputs = inputs
      p.workflow = `.github/workflows/${basename(file)}`
    }),
  schedule: () => ({ schedule: '0 7 * * 1' }),
  push: () => payload('push', '', (p) => (p.ref = 'refs/heads/main')),
  issue_comment: () =>
    byUser(
      payload('issue_comment', 'created', (p) => (p.comment.body = comment)),
      'maintainer',
    ),
  issues: () =>
    byUser(
      payload('issues', 'labeled', (p) => {
        p.label.name = 'docs-agent'
        p.issue.title = 'Explain the retry policy'
        p.issue.body = 'Readers ask how retries back off. A page in the guides would help.'
        p.issue.updated_at = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
      }),
      'maintainer',
    ),
  pull_request: () =>
    byUser(
      payload('pull_request', 'closed', (p) => {
        p.pull_request.merged = true
        p.pull_request.labels = [payloadLabel('needs-docs')]
      }),
      'maintainer',
    ),
  release: () => payload('release', 'published', (p) => (p.release.tag_name = 'v1.2.0')),
}
const sample = samples[name]
if (sample === undefined) {
  console.error(`No sample event for "${name}": use one of ${Object.keys(samples).join(', ')}.`)
  process.exit(2)
}

/** lychee's action, stood in for: it writes a report of two broken links and exits with 2. */
const LYCHEE = 'lycheeverse/lychee-action@v2'
function brokenLinks(step: PlayedStep): Record<string, string> {
  const report = join(step.workspace, step.with.output ?? 'lychee/out.md')
  mkdirSync(dirname(report), { recursive: true })
  writeFileSync(
    report,
    '# Summary\n\n| 🚫 Errors | 2 |\n\n## Errors per input\n\n### guides/install.mdx\n\n' +
      '* [404] <https://example.com/old-download> | Not Found\n' +
      '* [404] <https://example.com/sdk/v1> | Not Found\n',
  )
  return { exit_code: '2' }
}

const API_KEY = 'mint_example_key_not_a_real_secret'
const PROJECT = 'example-project'
const emulator = await startEmulator({ jobDurationMs: 4000 })
console.log(`Emulator of the docs platform's API and of GitHub's running at ${emulator.url}`)
// A workflow that resumes a job needs one: this emulator is new, so make one, as a run would have.
const declared = (workflow.on as { workflow_dispatch?: { inputs?: object } }).workflow_dispatch
if (name === 'workflow_dispatch' && 'job-id' in (declared?.inputs ?? {}) && !inputs['job-id']) {
  const response = await fetch(`${emulator.url}/v2/agent/${PROJECT}/job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Rewrite the migration guide' }),
  })
  inputs['job-id'] = ((await response.json()) as { id: string }).id
  console.log(`Created job ${inputs['job-id']} to resume (give job-id=… to choose another).`)
}
console.log(`Playing ${file} (event: ${name})\n`)
try {
  const played = await playWorkflow({
    file: resolve(file),
    root,
    apiUrl: emulator.url,
    event: { name, payload: sample() },
    inputs: name === 'workflow_dispatch' ? inputs : {},
    secrets: {
      DOCS_AGENT_API_KEY: API_KEY,
      DOCS_REPO_TOKEN: 'example-docs-repo-token',
      CHAT_WEBHOOK_URL: 'https://chat.example/hooks/docs',
    },
    vars: { DOCS_PROJECT_ID: PROJECT, DOCS_REVIEWERS: 'your-org/docs-team' },
    standIns: readFileSync(file, 'utf8').includes(LYCHEE) ? { [LYCHEE]: brokenLinks } : {},
  })
  if (played.concurrency !== undefined) console.log(`Concurrency group: ${played.concurrency}`)
  for (const step of played.steps) {
    const where = Object.keys(step.matrix).length > 0 ? ` ${JSON.stringify(step.matrix)}` : ''
    const title = `${step.job}${where} › ${step.name}`
    if (step.run !== undefined) printStep(title, step.run)
    else {
      console.log(
        `\n${bold(`━━ ${title}`)}  (${step.skipped ? 'skipped: its if: is false' : 'not run here'})`,
      )
      for (const [key, value] of Object.entries({ ...step.with, ...step.env }))
        console.log(`  ${key.padEnd(18)} ${value}`)
    }
  }
  console.log(bold('\nJobs'))
  for (const [job, result] of Object.entries(played.jobs))
    console.log(`  ${job.padEnd(18)} ${result.result}`)
  const comments = emulator.github.comments
  if (comments.length > 0) {
    console.log(bold('\nComments written to GitHub'))
    for (const c of comments) {
      const line = c.body.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--'))
      console.log(`  #${c.number} ${c.user.login}: ${line ?? ''}`)
    }
  }
  process.exitCode = Object.values(played.jobs).some((j) => j.result === 'failure') ? 1 : 0
} catch (error) {
  // A workflow this player cannot run, or an input the workflow does not declare.
  console.error(`Cannot play ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 2
} finally {
  await emulator.close()
}
