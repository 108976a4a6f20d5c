import * as core from '@actions/core'
import type { GitHubClient } from '../../shared/github/client.js'
import { GAPS_ISSUE_MARKER } from './report.js'

/** The label that marks the rolling issue, and what a new one is called. */
export const GAPS_LABEL = 'docs-gaps'
export const GAPS_ISSUE_TITLE = 'Docs gaps: what readers could not find'

/**
 * Writes the report to the rolling issue: the newest open issue labelled `docs-gaps` that this
 * action wrote (its body holds the marker) is edited in place, so that its number, its comments
 * and a maintainer's `@docs-agent cover items 1 and 3` stay where they are; a new one is opened
 * only when there is none. An open issue with the label but not the marker is someone's own: it
 * is left as it is, and a new issue opened (nothing a person wrote is overwritten). Only the body
 * is replaced; a title a maintainer changed stays.
 */
export async function keepGapsIssue(
  github: Pick<GitHubClient, 'findOpenIssue' | 'createIssue' | 'updateIssue'>,
  body: string,
): Promise<number> {
  const open = await github.findOpenIssue(GAPS_LABEL)
  if (open !== undefined && open.body.includes(GAPS_ISSUE_MARKER)) {
    await github.updateIssue(open.number, { body })
    core.info(`Updated issue #${open.number} (${GAPS_LABEL}) with the report.`)
    return open.number
  }
  if (open !== undefined) {
    core.warning(
      `Issue #${open.number} is labelled ${GAPS_LABEL} but was not written by this action: it is left as it is, and a new issue is opened.`,
    )
  }
  const opened = await github.createIssue({
    title: GAPS_ISSUE_TITLE,
    body,
    labels: [GAPS_LABEL],
  })
  core.info(`Opened issue #${opened.number} (${GAPS_LABEL}) with the report.`)
  // GitHub drops a label the token may not set, without an error: the next run would not find
  // this issue and would open another.
  if (!opened.labels.includes(GAPS_LABEL)) {
    core.warning(
      `Issue #${opened.number} was opened without the ${GAPS_LABEL} label (the token may not set labels): the next run will not find it and will open another. Add the label by hand, or give the token 'issues: write'.`,
    )
  }
  return opened.number
}
