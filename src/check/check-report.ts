import * as core from '@actions/core'
import type { Conclusion } from '../shared/lifecycle.js'
import { escapeMarkup } from '../shared/markup.js'
import { appendSummary } from '../shared/step-summary.js'
import { changesSection } from '../shared/change-check/check-view.js'
import { CHANGES_CONTEXT, findingsOutput } from '../shared/change-check/change-check.js'
import type { PullCheckResult } from './check-run.js'

/** The check action's outputs, set in this one place. */
export function setPullCheckOutputs(result: PullCheckResult): void {
  core.setOutput('change-check', result.state)
  core.setOutput('change-findings', findingsOutput(result.findings))
}

/** The step summary: the status set and, for a judged change, each finding escaped. */
export async function writePullCheckSummary(
  result: PullCheckResult,
  conclusion: Conclusion,
): Promise<void> {
  const status = result.status
  // What the commit shows: the status set, or the one that stood (the conclusion says why).
  const shown = result.standing ?? status
  const head =
    shown === undefined || result.sha === undefined
      ? `### ${CHANGES_CONTEXT}\n${escapeMarkup(conclusion.message)}`
      : `### ${CHANGES_CONTEXT}: \`${shown.state}\` on ${result.sha.slice(0, 7)}\n${escapeMarkup(shown.description ?? '')}${result.standing === undefined ? '' : `\n\n${escapeMarkup(conclusion.message)}`}`
  const { state } = result
  const findings =
    state === 'passed' || state === 'warned' || state === 'blocked'
      ? `\n\n${changesSection({ state, pull: 0, findings: result.findings }).replace(/^#### .*\n/, '')}`
      : ''
  await appendSummary(`${head}${findings}\n`)
}
