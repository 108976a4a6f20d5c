import { visibleText } from '../../shared/sanitizer/visible-text.js'
import { eventOf } from '../../shared/github/run-context.js'
import type { RequestKind } from '../decide/request-kind.js'
import { ownFactOf, readable } from '../decide/asking.js'
import { byline } from '../decide/prompt-context.js'
import { authorOf } from '../decide/request-reading.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { idOf, PHRASE_KIND, phraseText, readPhrase } from './phrase.js'
import { readReview } from './review.js'

/**
 * A new review comment that addresses the agent by the phrase: its own request only when it is a
 * single comment; one of a larger review is that review's (review.ts). Its tracking comment is a
 * reply in its review thread, and it comes with the diff hunk it was written on.
 */
type ReviewCommentSource = {
  kind: 'review-comment'
  commentId: number
  /** The top-level comment of the review thread (GitHub replies only to those). */
  replyTo: number
}

const WANTED = {
  name: 'pull_request_review_comment',
  action: 'created',
  what: 'a new review comment',
  noun: 'review comment',
} as const

export const reviewComment: RequestKind<ReviewCommentSource> = {
  ...PHRASE_KIND,
  text: (event) => phraseText(event, WANTED, ({ comment }) => text(comment?.body)),
  read: (event) =>
    readPhrase(event, reviewComment, WANTED, ({ comment }) => {
      const commentId = idOf(comment?.id)
      const replyTo = comment?.in_reply_to_id
      return {
        source: {
          kind: 'review-comment',
          commentId,
          replyTo: typeof replyTo === 'number' ? replyTo : commentId,
        },
        body: text(comment?.body),
        key: `review-comment:${commentId}`,
        author: authorOf(comment?.user, comment?.author_association),
        // The code at the commit the comment was written on.
        approves: { how: 'a review comment', code: { at: text(comment?.commit_id) } },
        hunk: {
          path: text(comment?.path),
          line: typeof comment?.line === 'number' ? comment.line : undefined,
          diff: text(comment?.diff_hunk),
        },
      }
    }),
  reactionTarget: ({ source }) => ({ kind: 'review-comment', id: source.commentId }),
  commentPlace: ({ source }, number) => ({ kind: 'review', pull: number, replyTo: source.replyTo }),
  describe: ({ author }) => `a review comment by ${byline(author)}`,
  /**
   * The payload of a comment does not say how large its review is, so a comment that carries the
   * phrase reads its review (its first two comments, and its body when it has only the one)
   * before acting: GETs only, no write.
   */
  *settle(resolved, facts, warnings) {
    if (resolved.kind !== 'act' || !facts.github) return { resolved }
    const { thread } = resolved.trigger
    if (thread?.isPullRequest !== true) return { resolved }
    const event = eventOf(facts.context, ['pull_request_review_comment'])
    const reviewId = event?.payload.comment?.pull_request_review_id
    if (typeof reviewId !== 'number') return { resolved }
    const read = yield* ownFactOf(facts, readReview(thread.number, reviewId, 2, true))
    if ('error' in read) {
      warnings.push(
        `Could not read review ${reviewId}, so this comment is answered on its own even if the review has more: ${read.error}`,
      )
      return { resolved }
    }
    const { comments, body = '' } = read
    if (comments.length <= 1) yield* readable(facts, [body])
    if (comments.length <= 1 && visibleText(body).trim() === '') return { resolved }
    return {
      resolved: {
        kind: 'skip',
        reason: `the comment is part of review ${reviewId}, which its pull_request_review event answers as a whole`,
        thread,
      },
    }
  },
}
