import { coveredItems, gapsItemsOf, GAPS_ISSUE_MARKER } from '../../shared/gaps-items.js'
import type { Trigger } from './request.js'

/**
 * The ids of the docs-gaps issue's items a comment on it asks the agent to cover ("cover items 1
 * and 3"; every item when it names no number), for the tracking comment's marker, so that the
 * next gaps run can follow them. Undefined anywhere else, or when the issue lists no ids. Pure.
 */
export function gapsItemsAsked(trigger: Trigger): string[] | undefined {
  const { thread, source } = trigger
  if (thread === undefined || thread.isPullRequest || source.kind !== 'issue-comment')
    return undefined
  if (!thread.body.startsWith(GAPS_ISSUE_MARKER)) return undefined
  const ids = gapsItemsOf(thread.body)
  if (ids === undefined) return undefined
  const asked = coveredItems(trigger.instruction, ids)
  return asked.length === 0 ? undefined : asked
}
