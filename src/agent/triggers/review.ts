import type { ReviewComment } from '../../shared/github/github-client.js'
import { visibleText } from '../../shared/sanitizer/visible-text.js'
import { eventOf } from '../../shared/github/run-context.js'
import { writtenByThisAction } from '../github/marker.js'
import { factOf, ownFact, ownFactOf, readable } from '../decide/asking.js'
import type { Approval, WholeReview } from '../decide/fact-shapes.js'
import type { Asking, OwnFact } from '../decide/fact-needs.js'
import type {
  Decision,
  Facts,
  RequestKind,
  Settled,
  Trigger,
  TriggerDecision,
} from '../decide/request-kind.js'
import { byline } from '../decide/prompt-context.js'
import { authorOf, senderOf } from '../decide/request-reading.js'
import { reaches } from '../decide/authors.js'
import { botName } from '../agent-inputs.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { reactOnThread } from './answers.js'
import { findInstruction, idOf, PHRASE_KIND, phraseText, readPhrase } from './phrase.js'

/**
 * A whole review is one request. When a reviewer submits a review, GitHub sends one
 * `pull_request_review` `submitted` event and one `pull_request_review_comment` `created` event
 * for each of its inline comments, each comment naming the review (`pull_request_review_id`).
 * The review's event answers for all of them: it acts when its body or any of its inline comments
 * carries the trigger phrase, and its prompt holds the body and every inline comment, in order.
 * The comments' own events then end `skipped` (review-comment.ts), so five comments are one
 * follow-up, not five.
 *
 * GitHub also makes a review of its own for a single inline comment ("Add single comment", and a
 * reply in a review thread): a `submitted` review with no body whose one comment is that comment
 * (@octokit/webhooks-examples' `pull_request_review` `submitted` example, review 237895671, is
 * the review of its `pull_request_review_comment` `created` example, comment 284312630; and
 * dolphin-emu/sadm#69, which skips such reviews for the same reason). The rule: **a review with
 * exactly one inline comment and an empty body is a single comment**, which that comment's event
 * answers as it always did; its review's event skips it.
 */
type ReviewSource = { kind: 'review'; reviewId: number }

/** The most inline comments of one review that are read (three pages of 100). */
export const MAX_REVIEW_COMMENTS = 300

/** What was read of the review: its inline comments (and its body, when asked), or why not. */
export type ReviewFact =
  { comments: ReviewComment[]; more: boolean; body?: string } | { error: string }

const REVIEW: Pick<OwnFact<ReviewFact>, 'name'> = { name: 'review' }

/** A review read for itself, by its event or a comment's. */
export function reviewFact(facts: Facts): ReviewFact | undefined {
  return ownFact(facts, REVIEW)
}

/**
 * Reading review `reviewId` of pull request `number`: its first `limit` inline comments, and its
 * body when `body` and it has one comment at most (a review of one comment may be a single
 * comment: its body tells). A refusal is the fact's, not the run's end.
 */
export function readReview(
  number: number,
  reviewId: number,
  limit: number,
  body: boolean,
): OwnFact<ReviewFact> {
  return {
    ...REVIEW,
    reading: "reading the review's inline comments",
    read: async (github) => {
      try {
        const read = await github.reviewComments(number, reviewId, limit)
        if (!body || read.comments.length > 1) return read
        return { ...read, body: await github.reviewBody(number, reviewId) }
      } catch (error) {
        return { error: (error as Error).message }
      }
    },
  }
}

const WANTED = {
  name: 'pull_request_review',
  action: 'submitted',
  what: 'a submitted review',
  noun: 'review',
} as const

export const review: RequestKind<ReviewSource> = {
  ...PHRASE_KIND,
  text: (event) => phraseText(event, WANTED, ({ review: submitted }) => text(submitted?.body)),
  read: (event) =>
    readPhrase(event, review, WANTED, ({ review: submitted }) => {
      const reviewId = idOf(submitted?.id)
      return {
        source: { kind: 'review', reviewId },
        body: text(submitted?.body),
        key: `review:${reviewId}`,
        author: authorOf(submitted?.user, submitted?.author_association),
        // A review cannot take a reaction: it is claimed on its pull request, by this time.
        requestedAt: text(submitted?.submitted_at),
        approves: reviewApproval(submitted?.commit_id),
      }
    }),
  // GitHub has no reactions on reviews: the pull request takes them.
  reactionTarget: reactOnThread,
  timeField: "the review's submitted_at",
  describe: ({ author }) => `a review by ${byline(author)}`,
  *settle(resolved, facts, warnings) {
    const thread = resolved.kind === 'act' ? resolved.trigger.thread : resolved.thread
    if (!facts.github || thread?.isPullRequest !== true) return { resolved }
    return yield* readWhole(resolved, facts, warnings, thread.number)
  },
}

/** A review approves its pull request's code at the commit it was submitted on. */
function reviewApproval(commitId: unknown): Approval {
  return { how: 'a review', code: { at: text(commitId) } }
}

/** A review GitHub made for a single inline comment (see above). */
function singleComment(comments: readonly ReviewComment[], body: string): boolean {
  return comments.length === 1 && visibleText(body).trim() === ''
}

/**
 * A submitted review read whole before it acts or skips: its inline comments join its body, and
 * may carry the phrase instead; a single comment is left to that comment's event.
 */
function* readWhole(
  resolved: TriggerDecision,
  facts: Facts,
  warnings: string[],
  number: number,
): Asking<Settled | Decision> {
  const event = eventOf(facts.context, ['pull_request_review'])
  const submitted = event?.payload.review
  const body = text(submitted?.body)
  const id = typeof submitted?.id === 'number' ? submitted.id : 0
  // Only a submitted review by someone, not this action's own words, is read further.
  const submittedBySomeone =
    resolved.kind === 'act' ||
    (text(event?.payload.action) === 'submitted' &&
      facts.context.payload.sender !== undefined &&
      !writtenByThisAction(body))
  if (event === undefined || id === 0 || !submittedBySomeone) return { resolved }
  if (resolved.kind === 'skip') {
    // Only the inline comments of someone who may ask are read: anyone can review a public
    // pull request, and reading (cleaning) 300 comments must not come before the gate.
    if (!(yield* reviewerMayAsk(facts))) return { resolved }
  }
  const read = yield* ownFactOf(facts, readReview(number, id, MAX_REVIEW_COMMENTS, false))
  if ('error' in read) {
    if (resolved.kind === 'skip') return { resolved }
    warnings.push(`Could not read the inline comments of review ${id}: ${read.error}`)
    return { resolved }
  }
  const { comments, more } = read
  const reviewer = resolved.kind === 'act' ? resolved.trigger.author : undefined
  const whole = { id, body, author: reviewer, comments, more }
  yield* readable(facts, [body])
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
  yield* readable(
    facts,
    comments.map((comment) => comment.body),
    true,
  )
  return fromComments(resolved, facts, whole)
}

/**
 * Whether the reviewer (the event's sender) may ask at all, as the gate will judge them: a bot
 * only when `allowed-bots` names it, a person by their role (read first, the gate's own fact).
 */
function* reviewerMayAsk(facts: Facts): Asking<boolean> {
  const { login, type } = senderOf(facts.context) ?? { login: '', type: '' }
  if (login === '') return false
  if (type === 'Bot') return facts.inputs.allowedBots.includes(botName(login))
  if (!facts.github) return true
  const role = yield* factOf(facts, 'role', { fact: 'role', login })
  return reaches(role, facts.inputs.minPermission)
}

/** A review whose body does not carry the phrase: the first inline comment that does, if any. */
function fromComments(
  skipped: Extract<TriggerDecision, { kind: 'skip' }>,
  facts: Facts,
  whole: WholeReview,
): Settled {
  const phrase = facts.inputs.triggerPhrase
  // The first that carries it: the comments after it are not read (cleaned) for nothing.
  let instruction: string | undefined
  for (const comment of whole.comments) {
    const found = findInstruction(comment.body, phrase)
    if (found !== undefined && found !== '') {
      instruction = found
      break
    }
  }
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
  const submitted = eventOf(facts.context, ['pull_request_review'])?.payload.review
  const author = authorOf(submitted?.user, submitted?.author_association)
  const trigger: Trigger<ReviewSource> = {
    kind: review,
    source: { kind: 'review', reviewId: whole.id },
    instruction,
    thread: skipped.thread,
    sender: senderOf(facts.context),
    requestKey: `review:${whole.id}`,
    author,
    requestedAt: text(submitted?.submitted_at),
    approves: reviewApproval(submitted?.commit_id),
  }
  return { resolved: { kind: 'act', trigger }, review: { ...whole, author } }
}
