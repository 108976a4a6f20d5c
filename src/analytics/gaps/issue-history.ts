import {
  currentItems,
  historyBlock,
  mergeRun,
  pruned,
  readHistory,
  type HistoryRun,
} from './history.js'
import { gapsItemId, renderGapsItems, type GapsCover } from '../../shared/gaps-items.js'
import { withClosedPulls, withCovers, type PullState } from './addressed.js'
import { historyView } from './history-view.js'
import { gapsIssueBody } from './gaps-report.js'
import type { Gaps } from './gaps.js'

/**
 * The rolling issue's next body, from the body it has now (undefined for a new issue): the
 * history in its hidden block, merged with this run's items and pruned to its budget, shown
 * beside the items. A block that cannot be read gives a warning, and the history starts again
 * from this run; nothing here fails the run. Pure.
 */
export function issueBodyWithHistory(
  gaps: Gaps,
  current: string | undefined,
  run: HistoryRun,
  runUrl: string,
  jobs: { covers: readonly GapsCover[]; pulls: ReadonlyMap<number, PullState> } = {
    covers: [],
    pulls: new Map(),
  },
): { body: string; warning?: string } {
  const reading = current === undefined ? { kind: 'none' as const } : readHistory(current)
  const items = currentItems(gaps)
  const history = pruned(
    withClosedPulls(
      withCovers(
        mergeRun(reading.kind === 'read' ? reading.history : undefined, run, items),
        jobs.covers,
      ),
      jobs.pulls,
    ),
  )
  const body = gapsIssueBody(gaps, runUrl, {
    view: historyView(history, items, jobs.pulls),
    // The items' ids, in their numbering, for the agent asked to cover some of them.
    block: `${historyBlock(history)}\n${renderGapsItems(items.map((i) => gapsItemId(i.section, i.key)))}`,
  })
  return reading.kind === 'unreadable'
    ? {
        body,
        warning: `The docs-gaps issue's history could not be read (${reading.reason}): a fresh history starts with this run, and the items are compared with nothing before it.`,
      }
    : { body }
}
