import { parseArgs } from 'node:util'
import { OUTCOMES, type Outcome } from './agent.ts'
import type { Automation } from './deployments.ts'
import { DEPLOY_OUTCOMES, type DeployOutcome } from './emulated-deployment.ts'
import { startEmulator } from './server.ts'

const USAGE = `Usage: npm run emulator -- [options]

Runs a local emulator of the docs platform's agent, analytics and deployment APIs, and of the
part of GitHub's REST API the action uses (no account, no network).

Options:
  --port N            port to listen on (default 4010; 0 picks a free one)
  --host ADDRESS      address to listen on (default 127.0.0.1)
  --job-duration S    seconds a job stays active before its outcome (default 3)
  --outcome NAME      how jobs end: ${OUTCOMES.join(', ')} (default completed)
  --rate-limit N      job creations + follow-ups per project per hour (default 100)
  --repository URL    repository the agent "works on" (default https://github.com/acme/docs)
  --latency MS        added to every answer (default 0)
  --analytics-paths N pages in the generated analytics data set (default 1200)
  --analytics-search-terms N  distinct search terms (default 300)
  --analytics-feedback N      feedback entries a day, on average (default 12)
  --analytics-conversations N assistant conversations a day, on average (default 40)
  --analytics-rate-limit N    analytics requests per hour, all endpoints (default 100)
  --deploy-queued S   seconds a deployment (update or preview) stays queued (default 1)
  --deploy-duration S seconds it is then in_progress before its outcome (default 3)
  --deploy-outcome NAME       how deployments end: ${DEPLOY_OUTCOMES.join(', ')} (default success)
  --deploy-fail BRANCH        deployments of BRANCH fail (repeatable; updates deploy main)
  --no-previews       the plan has no previews: every preview request gets 403
  --preview-rate-limit N      preview requests per minute, whole organization (default 5)
  --automation ID     a scheduled automation that can be run now (repeatable; replaces the
                      defaults weekly-changelog, and translate-on-merge, which is not scheduled)
  --unscheduled-automation ID an automation without a custom schedule: running it gets 400
  --validate-github   check every GitHub request and answer against GitHub's OpenAPI
                      description; GET /_emulator/github/violations lists what broke it
  --quiet             do not log each request
  --help              show this text

A prompt can choose its own outcome: "[emulator outcome=failed delay=2]".
Admin endpoints: GET /_emulator/jobs, GET /_emulator/requests, POST /_emulator/faults,
DELETE /_emulator/faults, POST /_emulator/reset, POST /_emulator/jobs/ID/finish,
GET /_emulator/deployments, POST /_emulator/deployments/settings,
POST /_emulator/deployments/ID/finish; screenshots at GET /_emulator/screenshots/ID-light.png.`

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function number(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0)
    fail(`--${name} must be a number >= 0; got "${value}"`)
  return parsed
}

let args
try {
  args = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'job-duration': { type: 'string' },
      outcome: { type: 'string' },
      'rate-limit': { type: 'string' },
      repository: { type: 'string' },
      latency: { type: 'string' },
      'analytics-paths': { type: 'string' },
      'analytics-search-terms': { type: 'string' },
      'analytics-feedback': { type: 'string' },
      'analytics-conversations': { type: 'string' },
      'analytics-rate-limit': { type: 'string' },
      'deploy-queued': { type: 'string' },
      'deploy-duration': { type: 'string' },
      'deploy-outcome': { type: 'string' },
      'deploy-fail': { type: 'string', multiple: true },
      'no-previews': { type: 'boolean' },
      'preview-rate-limit': { type: 'string' },
      automation: { type: 'string', multiple: true },
      'unscheduled-automation': { type: 'string', multiple: true },
      'validate-github': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}
if (args.help === true) {
  console.log(USAGE)
  process.exit(0)
}
const outcome = args.outcome ?? 'completed'
if (!(OUTCOMES as readonly string[]).includes(outcome)) {
  fail(`--outcome must be one of ${OUTCOMES.join(', ')}; got "${outcome}"`)
}

const deployOutcome = args['deploy-outcome'] ?? 'success'
if (!(DEPLOY_OUTCOMES as readonly string[]).includes(deployOutcome)) {
  fail(`--deploy-outcome must be one of ${DEPLOY_OUTCOMES.join(', ')}; got "${deployOutcome}"`)
}
// Automations named here replace the defaults.
const named: Record<string, Automation> = {}
for (const id of args.automation ?? []) named[id] = { scheduled: true }
for (const id of args['unscheduled-automation'] ?? []) named[id] = { scheduled: false }
const automations = Object.keys(named).length > 0 ? named : undefined

const port = number('port', args.port, 4010)
if (!Number.isInteger(port) || port > 65_535)
  fail(`--port must be a whole number from 0 to 65535; got "${args.port}"`)

const emulator = await startEmulator({
  port,
  host: args.host ?? '127.0.0.1',
  jobDurationMs: number('job-duration', args['job-duration'], 3) * 1000,
  outcome: outcome as Outcome,
  rateLimit: number('rate-limit', args['rate-limit'], 100),
  repository: args.repository,
  latencyMs: number('latency', args.latency, 0),
  analyticsPaths: number('analytics-paths', args['analytics-paths'], 1200),
  analyticsSearchTerms: number('analytics-search-terms', args['analytics-search-terms'], 300),
  analyticsFeedbackPerDay: number('analytics-feedback', args['analytics-feedback'], 12),
  analyticsConversationsPerDay: number(
    'analytics-conversations',
    args['analytics-conversations'],
    40,
  ),
  analyticsRateLimit: number('analytics-rate-limit', args['analytics-rate-limit'], 100),
  deployQueuedMs: number('deploy-queued', args['deploy-queued'], 1) * 1000,
  deployInProgressMs: number('deploy-duration', args['deploy-duration'], 3) * 1000,
  deployOutcome: deployOutcome as DeployOutcome,
  deployOutcomes: Object.fromEntries(
    (args['deploy-fail'] ?? []).map((branch) => [branch, 'failure'] as const),
  ),
  previewsAvailable: args['no-previews'] !== true,
  previewRateLimit: number('preview-rate-limit', args['preview-rate-limit'], 5),
  automations,
  log: args.quiet === true ? undefined : (line) => console.log(`[emulator] ${line}`),
  validateGitHub: args['validate-github'] === true,
})
console.log(`Emulator listening on ${emulator.url}`)
console.log(
  `Point the action at it with  api-url: ${emulator.url}  and any api-key that starts with mint_`,
)

const stop = (): void => {
  void emulator.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
