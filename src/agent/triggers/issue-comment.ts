import { coveredItems, gapsItemsOf, GAPS_ISSUE_MARKER } from '../../shared/gaps-items.js'
import type { RequestKind, Trigger } from '../decide/request-kind.js'
import { byline } from '../decide/prompt-context.js'
import { authorOf } from '../decide/request-reading.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { idOf, PHRASE_KIND, phraseText, readPhrase } from './phrase.js'

/** A new comment on an issue or a pull request that addresses the agent by the phrase. */
type CommentSource = { kind: 'issue-comment'; commentId: number }

const WANTED = {
  name: 'issue_comment',
  action: 'created',
  what: 'a new comment',
  noun: 'comment',
} as const

export const issueComment: RequestKind<CommentSource> = {
  ...PHRASE_KIND,
  text: (event) => phraseText(event, WANTED, ({ comment }) => text(comment?.body)),
  read: (event) =>
    readPhrase(event, issueComment, WANTED, ({ comment }) => {
      const commentId = idOf(comment?.id)
      return {
        source: { kind: 'issue-comment', commentId },
        body: text(comment?.body),
        key: `comment:${commentId}`,
        author: authorOf(comment?.user, comment?.author_association),
        // A pull request's code as it was when the comment was written (../decide/authors.ts).
        approves: { how: 'a comment', code: { asOf: text(comment?.created_at) } },
      }
    }),
  reactionTarget: ({ source }) => ({ kind: 'issue-comment', id: source.commentId }),
  describe: ({ author }) => `a comment by ${byline(author)}`,
  gapsItems: gapsItemsAsked,
}

/**
 * The ids of the docs-gaps issue's items a comment on it asks the agent to cover ("cover items 1
 * and 3"; every item when it names no number), for the tracking comment's marker, so that the
 * next gaps run can follow them. Undefined anywhere else, or when the issue lists no ids. Pure.
 */
function gapsItemsAsked(trigger: Trigger<CommentSource>): string[] | undefined {
  const { thread } = trigger
  if (thread === undefined || thread.isPullRequest) return undefined
  if (!thread.body.startsWith(GAPS_ISSUE_MARKER)) return undefined
  const ids = gapsItemsOf(thread.body)
  if (ids === undefined) return undefined
  const asked = coveredItems(trigger.instruction, ids)
  return asked.length === 0 ? undefined : asked
}
