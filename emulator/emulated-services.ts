import { AgentService, type AgentOptions } from './agent.ts'
import { AnalyticsService } from './analytics.ts'
import {
  DEFAULT_DEPLOYMENT_OPTIONS,
  DeploymentService,
  type DeploymentOptions,
} from './deployments.ts'
import { SAMPLE_FILES, type BranchCommit, type ChangedFiles } from './emulated-deployment.ts'
import type { EmulatorOptions } from './emulator-shapes.ts'
import { DEFAULT_ROLES, GitHubService } from './github.ts'

// The four emulated services, built from the emulator's options on one clock, and tied together
// where one shows what another holds.

export const DEFAULT_OPTIONS: AgentOptions = {
  now: () => Date.now(),
  jobDurationMs: 3000,
  outcome: 'completed',
  rateLimit: 100,
  rateLimitWindowMs: 3_600_000,
  retryAfterHeader: true,
  repository: 'https://github.com/acme/docs',
  model: 'sonnet',
  apiKeys: [],
}

export interface EmulatedServices {
  /** The agent's options, the defaults filled in: the clock and the keys the others share. */
  settings: AgentOptions
  agent: AgentService
  github: GitHubService
  analytics: AnalyticsService
  deployments: DeploymentService
}

/** The services an emulator serves, each with the options given or its defaults. */
export function emulatedServices(options: EmulatorOptions): EmulatedServices {
  const settings: AgentOptions = { ...DEFAULT_OPTIONS, ...stripUndefined(options) }
  const agent = new AgentService(settings)
  const github = new GitHubService({
    now: settings.now,
    githubTokens: options.githubTokens ?? {},
    roles: options.roles ?? DEFAULT_ROLES,
    people: options.people ?? {},
    apps: options.apps ?? {},
  })
  const analytics = new AnalyticsService({
    now: settings.now,
    analyticsPaths: options.analyticsPaths ?? 1200,
    analyticsSearchTerms: options.analyticsSearchTerms ?? 300,
    analyticsFeedbackPerDay: options.analyticsFeedbackPerDay ?? 12,
    analyticsConversationsPerDay: options.analyticsConversationsPerDay ?? 40,
    analyticsDays: options.analyticsDays ?? 120,
    analyticsRateLimit: options.analyticsRateLimit ?? 100,
    rateLimitWindowMs: settings.rateLimitWindowMs,
    retryAfterHeader: settings.retryAfterHeader,
    apiKeys: settings.apiKeys,
  })
  const deployments = new DeploymentService(deploymentOptions(options, settings))
  // The agent's pull requests are on GitHub too: the reviewer and label routes find them.
  github.agentPullRequests = () =>
    [...agent.jobs.values()].flatMap((job) => (job.pullRequest === null ? [] : [job.pullRequest]))
  // A preview of an agent job's branch shows the files its pull request changed, when known.
  deployments.branchCommit = (branch) => agentCommit(agent, github, branch)
  return { settings, agent, github, analytics, deployments }
}

/** The deployment service's options: those given, else the defaults, on the emulator's clock. */
function deploymentOptions(options: EmulatorOptions, settings: AgentOptions): DeploymentOptions {
  const given: Partial<DeploymentOptions> = stripUndefined({
    deployQueuedMs: options.deployQueuedMs,
    deployInProgressMs: options.deployInProgressMs,
    deployOutcome: options.deployOutcome,
    deployOutcomes: options.deployOutcomes,
    previewsAvailable: options.previewsAvailable,
    automations: options.automations,
    deployBranch: options.deployBranch,
    deploySubdomain: options.deploySubdomain,
    previewRateLimit: options.previewRateLimit,
    previewRateLimitWindowMs: options.previewRateLimitWindowMs,
  })
  return {
    ...DEFAULT_DEPLOYMENT_OPTIONS,
    ...given,
    now: settings.now,
    retryAfterHeader: settings.retryAfterHeader,
    apiKeys: settings.apiKeys,
  }
}

/** The commit of an agent job's branch: its prompt, and its pull request's files if known. */
function agentCommit(
  agent: AgentService,
  github: GitHubService,
  branch: string,
): BranchCommit | undefined {
  const job = [...agent.jobs.values()].find((candidate) => candidate.source.ref === branch)
  if (job === undefined) return undefined
  const pull = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/pull\/(\d+)$/.exec(job.pullRequest ?? '')
  const known = pull === null ? undefined : github.changedFiles(pull[1] ?? '', Number(pull[2]))
  const files: ChangedFiles = { added: [], modified: [], removed: [] }
  for (const file of known ?? []) {
    if (file.status === 'added') files.added.push(file.filename)
    else if (file.status === 'removed') files.removed.push(file.filename)
    else files.modified.push(file.filename)
  }
  const prompt = (job.prompts[0] ?? '').replace(/\[emulator\s+[^\]]*\]/i, '').trim()
  const line = (prompt.split('\n')[0] ?? '').slice(0, 60) || 'update the docs'
  return { message: `Docs agent: ${line}`, files: known === undefined ? SAMPLE_FILES : files }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}
