/**
 * The action end to end on this machine: starts the emulator, runs the bundled dist/index.js as
 * a runner would, and prints what a user would see. No account, no network.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bold, printStep, runStep } from '../emulator/action-runner.ts'
import { startEmulator } from '../emulator/server.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const emulator = await startEmulator({
  jobDurationMs: 2000,
  analyticsPaths: 800,
  deployQueuedMs: 500,
  deployInProgressMs: 1500,
})
console.log(`Emulator of the docs platform's API running at ${emulator.url}`)
const common = {
  'api-key': 'mint_demo_key_not_a_real_secret',
  'project-id': 'demo-project',
  'api-url': emulator.url,
  'poll-interval': '0.5',
}
try {
  // GitHub's API is the emulator's too: the note on the agent's pull request lands there.
  const env = { GITHUB_API_URL: emulator.url }
  const created = await runStep({
    actionDir: root,
    inputs: { ...common, prompt: 'Add a quickstart guide for the Python SDK' },
    env,
  })
  printStep('1. A new job: "Add a quickstart guide for the Python SDK"', created)
  // Its preview: the service built the job's branch; the emulator serves its screenshots.
  const [preview] = [...emulator.deployments.deployments.values()]
  console.log(bold('\nPreview of the pull request'))
  console.log(
    `  ${created.outputs['preview-url'] ?? ''} (${created.outputs['preview-status'] ?? ''})`,
  )
  if (preview !== undefined)
    console.log(
      `  screenshot: ${emulator.url}/_emulator/screenshots/${preview.id}-light.png (and -dark.png)`,
    )
  const note = emulator.github.thread('acme/docs', Number(created.outputs['pr-number']))[0]
  if (note !== undefined) {
    console.log(bold(`\nNote left on the agent's pull request #${created.outputs['pr-number']}`))
    console.log(note.body.replace(/^/gm, '  '))
  }

  const followUp = await runStep({
    actionDir: root,
    inputs: {
      ...common,
      'job-id': created.outputs['job-id'] ?? '',
      prompt: 'Also show how to authenticate',
    },
    env,
  })
  printStep('2. A follow-up message to the same job (job-id + prompt)', followUp)

  const failed = await runStep({
    actionDir: root,
    inputs: { ...common, prompt: 'Rewrite everything [emulator outcome=failed delay=1]' },
    env,
  })
  printStep('3. A job that fails on the service (the step fails, outputs are still set)', failed)

  const workspace = mkdtempSync(join(tmpdir(), 'demo-workspace-'))
  const exported = await runStep({
    actionDir: join(root, 'analytics'),
    inputs: { ...common, 'date-from': '7d', 'date-to': 'today', 'summary-top': '5' },
    env: { GITHUB_WORKSPACE: workspace },
  })
  printStep("4. The analytics action: last week's unique visitors to CSV", exported)
  const csv = readFileSync(exported.outputs.file ?? '', 'utf8').split('\r\n')
  console.log(bold(`\nFirst lines of ${exported.outputs.file} (${csv.length - 2} rows)`))
  console.log(csv.slice(0, 6).join('\n').replace(/^/gm, '  '))

  const ok = created.code === 0 && followUp.code === 0 && failed.code === 1 && exported.code === 0
  console.log(
    `\n${bold(ok ? 'Demo finished: every step behaved as expected.' : 'Demo finished with unexpected results.')}`,
  )
  process.exitCode = ok ? 0 : 1
} finally {
  await emulator.close()
}
