import * as core from '@actions/core'
import { gapsCoversOf, type GapsCover } from '../../shared/gaps-items.js'
import type { GitHubClient, Issue } from '../../shared/github/github-client.js'
import { messageOf } from '../../shared/log.js'
import { closedPulls, pullsOf, type PullState } from './addressed.js'
import { readHistory } from './history.js'
import { GAPS_ISSUE_MARKER } from './gaps-report.js'

/** The label that marks the rolling issue, and what a new one is called. */
export const GAPS_LABEL = 'docs-gaps'
export const GAPS_ISSUE_TITLE = 'Docs gaps: what readers could not find'

type IssueCalls = Pick<
  GitHubClient,
  'findOpenIssue' | 'createIssue' | 'updateIssue' | 'threadComments' | 'pullRequestState'
>

/** Pull requests looked up at most in a run, the newest first. */
const PULLS_READ = 20

/** What agent jobs did about the issue's items (../../shared/gaps-items.ts). */
export interface IssueJobs {
  covers: GapsCover[]
  pulls: Map<number, PullState>
}

/** The rolling `docs-gaps` issue of a run: looked up first, written once the reading is done. */
export interface RollingIssue {
  /**
   * Looks for the issue to edit. A run does it before reading analytics, so that a token that
   * may not read issues, or a repository without them, costs none of the organization's budget.
   */
  find(): Promise<void>
  /**
   * The covers the agent's tracking comments record in the thread of the issue found (comments
   * written by us only: ../../shared/github/authorship.ts), and the state of each of their pull requests and of those its
   * history knows. A read that fails is a warning and leaves its part out: it never fails the run.
   */
  jobs(): Promise<IssueJobs>
  /**
   * Looks again (the issue may have been closed while the analytics were read; GitHub's requests
   * cost no analytics budget), then edits the issue found or opens one: its number. `compose`
   * makes the body from the body the issue has now (undefined when one is opened), which holds
   * the history.
   */
  write(compose: (current: string | undefined) => string): Promise<number>
}

/**
 * The newest open issue labelled `docs-gaps` whose body starts with the marker, and that was
 * written by us (`trusted`: ../../shared/github/authorship.ts), is this action's:
 * it is edited in place, so that its number, its comments and a maintainer's `@docs-agent cover
 * items 1 and 3` stay where they are, even when people label issues of their own `docs-gaps`
 * after it. A new one is opened only when there is none. An issue with the label but not the
 * marker is someone's own and is never written (when none of the action's own is open, a warning
 * says a new issue was opened beside it). Only the body is replaced; a title a maintainer changed
 * stays.
 */
export function rollingGapsIssue(github: IssueCalls): RollingIssue {
  const find = async (): Promise<{ ours: Issue | undefined; theirs: Issue | undefined }> => {
    const theirs: Issue[] = []
    const ours = await github.findOpenIssue(GAPS_LABEL, (issue) => {
      if (issue.trusted && issue.body.startsWith(GAPS_ISSUE_MARKER)) return true
      theirs.push(issue)
      return false
    })
    return { ours, theirs: theirs[0] }
  }
  let found: Issue | undefined
  const jobs = async (): Promise<IssueJobs> => {
    const covers: GapsCover[] = []
    const pulls = new Map<number, PullState>()
    if (found === undefined) return { covers, pulls }
    const reading = readHistory(found.body)
    const history = reading.kind === 'read' ? reading.history : undefined
    // A pull request the history knows closed is not asked about again: its state is final.
    for (const [number, state] of history === undefined ? [] : closedPulls(history))
      pulls.set(number, state)
    const known = history === undefined ? [] : pullsOf(history)
    try {
      for (const comment of await github.threadComments(found.number, false))
        if (comment.trusted) covers.push(...gapsCoversOf(comment.body))
    } catch (error) {
      core.warning(
        `Could not read the comments of issue #${found.number}, so the items agent jobs covered are not followed this run: ${messageOf(error)}`,
      )
    }
    const open = [...new Set([...covers.flatMap((c) => c.pr ?? []), ...known])]
      .filter((number) => !pulls.has(number))
      .sort((a, b) => b - a)
    const numbers = open.slice(0, PULLS_READ)
    if (open.length > PULLS_READ)
      core.notice(
        `${open.length - PULLS_READ} older pull requests of agent jobs were not read this run (at most ${PULLS_READ} are): their items show no "addressed" line until a later run reads them.`,
      )
    for (const number of numbers) {
      try {
        pulls.set(number, await github.pullRequestState(number))
      } catch (error) {
        core.warning(`Could not read pull request #${number}: ${messageOf(error)}`)
      }
    }
    return { covers, pulls }
  }
  return {
    find: async () => {
      found = (await find()).ours
    },
    jobs,
    write: async (compose) => {
      const { ours, theirs } = await find()
      if (ours !== undefined) {
        await github.updateIssue(ours.number, { body: compose(ours.body) })
        core.info(`Updated issue #${ours.number} (${GAPS_LABEL}) with the report.`)
        return ours.number
      }
      if (theirs !== undefined) {
        core.warning(
          `Issue #${theirs.number} is labelled ${GAPS_LABEL} but was not written by this action (by github-token's login or one of marker-logins, sealed with api-key or one of marker-keys; an issue written before 1.6.0 has no seal): it is left as it is, and a new issue is opened.`,
        )
      }
      const opened = await github.createIssue({
        title: GAPS_ISSUE_TITLE,
        body: compose(undefined),
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
    },
  }
}
