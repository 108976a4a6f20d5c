import type { PullChangeFile } from '../../../emulator/pull-change-files.ts'
import type { Emulator } from '../../../emulator/server.ts'
import { eventEnv, payload } from '../../../emulator/webhooks.ts'

/** What the attacks on the change check share: the agent's pull request, and what a run shows. */

export const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }

/** The agent's pull request in acme/docs with `files` as its change (and `unchanged` beside it). */
export function agentPull(
  emulator: Emulator,
  files: PullChangeFile[],
  unchanged: Record<string, string> = {},
) {
  const issue = emulator.github.addIssue('acme/docs', {
    title: 'Docs',
    pullRequest: true,
    user: AGENT,
  })
  const ends = emulator.github.seedPullChange({ number: issue.number, files, unchanged })
  const body = payload('pull_request', 'opened', (p) => {
    p.number = issue.number
    p.pull_request.number = issue.number
    p.pull_request.user.login = AGENT.login
    p.pull_request.user.type = AGENT.type
    p.pull_request.head.sha = ends.headSha
    p.pull_request.base.sha = ends.baseSha
  })
  return { number: issue.number, ...ends, env: eventEnv('pull_request_target', body) }
}

/** The docs-agent/changes statuses written, as `[state, description]`. */
export const statuses = (emulator: Emulator) =>
  emulator.github.commits.statuses
    .filter((s) => s.context === 'docs-agent/changes')
    .map((s) => [s.state, s.description])

/** The findings of the `change-findings` output, as `[where, kind, detail]`. */
export const findings = (outputs: Record<string, string>, where: 'file' | 'line' = 'file') =>
  (JSON.parse(outputs['change-findings'] ?? '[]') as Record<string, unknown>[]).map((f) => [
    f[where],
    f.kind,
    f.detail,
  ])
