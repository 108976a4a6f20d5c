import { randomBytes } from 'node:crypto'
import type { DeploymentState } from '../src/shared/deployments/deployment-api-shapes.ts'

// A deployment as the emulated deployment service (./deployments.ts) keeps it, and how it reads
// at a moment: its state on the emulator's clock, its log lines, its summary.

/**
 * How a deployment ends once its build has run: `success`, `failure`, or `stuck` (in progress
 * for ever, for tests of a client that gives up waiting).
 */
export type DeployOutcome = 'success' | 'failure' | 'stuck'
export const DEPLOY_OUTCOMES: readonly DeployOutcome[] = ['success', 'failure', 'stuck']

/** The files a deployment's commit changed, as the status answer lists them. */
export interface ChangedFiles {
  added: string[]
  modified: string[]
  removed: string[]
}

/** What the emulator knows of a branch's last commit (an agent job's, say), if anything. */
export interface BranchCommit {
  message: string
  files: ChangedFiles
}

/** A deployment as the emulator keeps it: what its status answer is computed from. */
export interface EmulatedDeployment {
  id: string
  projectId: string
  kind: 'update' | 'preview'
  branch: string
  subdomain: string
  /** A preview's URL; null for an update. */
  previewUrl: string | null
  createdAt: number
  /** When it goes from `queued` to `in_progress`. */
  startAt: number
  /** When it ends (Infinity while stuck). */
  endAt: number
  outcome: DeployOutcome
  commit: { sha: string; message: string; files: ChangedFiles }
  /** Drives the screenshots' drawing, so that two branches' pages differ. */
  seed: number
}

/** Files of a sample commit, for a branch the emulator knows nothing of. */
export const SAMPLE_FILES: ChangedFiles = {
  added: ['guides/webhooks.mdx'],
  modified: ['docs.json', 'quickstart.mdx'],
  removed: [],
}

/** An id in the form of the service's (a MongoDB ObjectId: 24 hex digits, time first). */
export function objectId(now: number): string {
  const seconds = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
  return seconds + randomBytes(8).toString('hex')
}

/** A branch as a DNS label's part: lower case, letters, digits and dashes, at most 40. */
export function branchSlug(branch: string): string {
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '')
  return slug === '' ? 'branch' : slug
}

/** Where a deployment is at `now`: queued, then in progress, then its outcome. */
export function deploymentStateAt(deployment: EmulatedDeployment, now: number): DeploymentState {
  if (now < deployment.startAt) return 'queued'
  if (now < deployment.endAt || deployment.outcome === 'stuck') return 'in_progress'
  return deployment.outcome
}

/** The file a failed build names: the first page the commit touched, else the navigation. */
function failedFile(files: ChangedFiles): string {
  return [...files.added, ...files.modified].find((file) => file.endsWith('.mdx')) ?? 'docs.json'
}

/** The log lines of a deployment at a state: a few, and on failure the last say what failed. */
export function deploymentLogs(deployment: EmulatedDeployment, state: DeploymentState): string[] {
  const sha = deployment.commit.sha.slice(0, 7)
  const what = deployment.kind === 'update' ? 'update' : 'preview'
  const logs = [`Queued ${what} of ${deployment.branch} at ${sha}`]
  if (state === 'queued') return logs
  const files = deployment.commit.files
  const pages = files.added.length + files.modified.length
  logs.push(
    `Cloning ${deployment.branch} at ${sha}`,
    'Installing dependencies',
    `Building the docs (${pages} changed ${pages === 1 ? 'file' : 'files'})`,
  )
  if (state === 'success') {
    logs.push('Build succeeded', `Deployed to ${siteUrl(deployment)}`)
  }
  if (state === 'failure') {
    const file = failedFile(files)
    logs.push(
      `Error: ${file}:12:3: Expected a closing tag for <Note> before the end of the file`,
      `Build failed: 1 error in ${file}`,
    )
  }
  return logs
}

/** The status answer's one-line summary of a deployment at a state. */
export function deploymentSummary(deployment: EmulatedDeployment, state: DeploymentState): string {
  switch (state) {
    case 'queued':
      return 'Deployment queued'
    case 'in_progress':
      return 'Building the docs'
    case 'success':
      return deployment.kind === 'update'
        ? 'Docs deployed'
        : `Preview of ${deployment.branch} deployed`
    case 'failure':
      return `Build failed: 1 error in ${failedFile(deployment.commit.files)}`
  }
}

function siteUrl(deployment: EmulatedDeployment): string {
  return deployment.previewUrl ?? `https://${deployment.subdomain}.docs.example.com`
}
