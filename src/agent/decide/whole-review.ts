import type { ReviewComment } from '../../shared/github/github-client.js'
import { visibleText } from '../../shared/sanitizer/visible-text.js'
import { eventOf } from '../github/context.js'
import { writtenByThisAction } from '../github/marker.js'
import { gather, type Decision, type Facts } from './decision.js'
import { findInstruction } from './trigger.js'
import type { TriggerDecision } from './request.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import type { WholeReview } from './facts.js'

/**
 * A whole review is one request. When a reviewer submits a review, GitHub sends one
 * `pull_request_review` `submitted` event and one `pull_request_review_comment` `created` event
 * for each of its inline comments, each comment naming the review (`pull_request_review_id`).
 * The review's event answers for all of them: it acts when its body or any of its inline comments
 * carries the trigger phrase, and its prompt holds the body and every inline comment, in order.
 * The comments' own events then end `skipped`, so five comments are one follow-up, not five.
 *
 * GitHub also makes a review of its own for a single inline comment ("Add single comment", and a
 * reply in a review thread): a `submitted` review with no body whose one comment is that comment
 * (@octokit/webhooks-examples' `pull_request_review` `submitted` example, review 237895671, is
 * the review of its `pull_request_review_comment` `created` example, comment 284312630; and
 * dolphin-emu/sadm#69, which skips such reviews for the same reason). The rule: **a review with
 * exactly one inline comment and an empty body is a single comment**, which that comment's event
 * answers as it always did; its review's event skips it. The payload of a comment does not say
 * how large its review is, so a comment that carries the phrase reads its review (its first two
 * comments, and its body when it has only the one) before acting: GETs only, no write.
 */

/** The most inline comments of one review that are read (three pages of 100). */
export const MAX_REVIEW_COMMENTS = 300

/** A review GitHub made for a single inline comment (see above). */
function singleComment(comments: readonly ReviewComment[], body: string): boolean {
  return comments.length === 1 && visibleText(body).trim() === ''
}

/**
 * decide's step between the trigger and its gate: a submitted review is read whole (acting on
 * a phrase found in one of its inline comments), and a review comment that belongs to a larger
 * review is left to that review's event. Answers the trigger decision to go on with (and the
 * review for the prompt), or the fact to read first.
 */
export function wholeReview(
  resolved: TriggerDecision,
  facts: Facts,
  warnings: string[],
): { resolved: TriggerDecision; review?: WholeReview } | Decision {
  const thread = resolved.kind === 'act' ? resolved.trigger.thread : resolved.thread
  if (!facts.github || thread?.isPullRequest !== true) return { resolved }
  if (resolved.kind === 'act' && resolved.trigger.source.kind === 'review-comment')
    return ofComment(resolved, facts, warnings, thread.number)
  return ofReview(resolved, facts, warnings, thread.number)
}

/** A submitted review: its inline comments join its body, and may carry the phrase instead. */
function ofReview(
  resolved: TriggerDecision,
  facts: Facts,
  warnings: string[],
  number: number,
): { resolved: TriggerDecision; review?: WholeReview } | Decision {
  const event = eventOf(facts.context, ['pull_request_review'])
  const review = event?.payload.review
  const body = text(review?.body)
  const id = typeof review?.id === 'number' ? review.id : 0
  // Only a submitted review by someone, not this action's own words, is read further.
  const readable =
    resolved.kind === 'act' ||
    (text(event?.payload.action) === 'submitted' &&
      facts.context.payload.sender !== undefined &&
      !writtenByThisAction(body))
  if (event === undefined || id === 0 || !readable) return { resolved }
  if (facts.review === undefined)
    return gather({ fact: 'review', number, reviewId: id, limit: MAX_REVIEW_COMMENTS, body: false })
  if ('error' in facts.review) {
    if (resolved.kind === 'skip') return { resolved }
    warnings.push(`Could not read the inline comments of review ${id}: ${facts.review.error}`)
    return { resolved }
  }
  const { comments, more } = facts.review
  const reviewer = resolved.kind === 'act' ? resolved.trigger.author : undefined
  const whole = { id, body, author: reviewer, comments, more }
  if (singleComment(comments, body)) {
    return {
      resolved: {
        kind: 'skip',
        reason: `review ${id} is a single inline comment (comment ${comments[0]?.id ?? 0}), which its pull_request_review_comment event answers`,
        thread: resolved.kind === 'act' ? resolved.trigger.thread : resolved.thread,
      },
    }
  }
  if (resolved.kind === 'act') return { resolved, review: whole }
  return fromComments(resolved, facts, whole)
}

/** A review whose body does not carry the phrase: the first inline comment that does, if any. */
function fromComments(
  skipped: Extract<TriggerDecision, { kind: 'skip' }>,
  facts: Facts,
  whole: WholeReview,
): { resolved: TriggerDecision; review?: WholeReview } {
  const phrase = facts.inputs.triggerPhrase
  const instruction = whole.comments
    .map((comment) => findInstruction(comment.body, phrase))
    .find((found) => found !== undefined && found !== '')
  if (instruction === undefined) {
    const count = whole.comments.length
    if (count === 0) return { resolved: skipped }
    return {
      resolved: {
        ...skipped,
        reason: `the review does not mention ${phrase} with an instruction, nor do its ${count} inline comment${count === 1 ? '' : 's'}`,
      },
    }
  }
  const { review, sender } = eventOf(facts.context, ['pull_request_review'])?.payload ?? {}
  const login = text(review?.user?.login)
  const author =
    login === '' ? undefined : { login, association: text(review?.author_association) || 'NONE' }
  return {
    resolved: {
      kind: 'act',
      trigger: {
        source: { kind: 'review', reviewId: whole.id },
        instruction,
        thread: skipped.thread,
        sender:
          typeof sender?.login === 'string'
            ? { login: sender.login, type: text(sender.type) }
            : undefined,
        requestKey: `review:${whole.id}`,
        author,
        requestedAt: text(review?.submitted_at),
      },
    },
    review: { ...whole, author },
  }
}

/** A review comment that carries the phrase: its own request only when it is a single comment. */
function ofComment(
  resolved: Extract<TriggerDecision, { kind: 'act' }>,
  facts: Facts,
  warnings: string[],
  number: number,
): { resolved: TriggerDecision } | Decision {
  const event = eventOf(facts.context, ['pull_request_review_comment'])
  const reviewId = event?.payload.comment?.pull_request_review_id
  if (typeof reviewId !== 'number') return { resolved }
  if (facts.review === undefined)
    return gather({ fact: 'review', number, reviewId, limit: 2, body: true })
  if ('error' in facts.review) {
    warnings.push(
      `Could not read review ${reviewId}, so this comment is answered on its own even if the review has more: ${facts.review.error}`,
    )
    return { resolved }
  }
  const { comments, body = '' } = facts.review
  if (comments.length <= 1 && visibleText(body).trim() === '') return { resolved }
  return {
    resolved: {
      kind: 'skip',
      reason: `the comment is part of review ${reviewId}, which its pull_request_review event answers as a whole`,
      thread: resolved.trigger.thread,
    },
  }
}
