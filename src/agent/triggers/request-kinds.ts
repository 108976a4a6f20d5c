import type { RequestKind } from '../decide/decision.js'
import { ciRun } from './ci-run.js'
import { handoff } from './handoff.js'
import { issueComment } from './issue-comment.js'
import { merge } from './merge.js'
import { newIssue } from './new-issue.js'
import { promptInput } from './prompt-input.js'
import { review } from './review.js'
import { reviewComment } from './review-comment.js'

/**
 * Every kind of request the agent action answers, in the order they read an event: the first
 * that knows the event decides (decide/request-reading.ts). The only place that names them all;
 * a new kind is its module and one line here.
 *
 * Hand-offs come first: with `label-trigger` or `assignee-trigger` set, an issue's label or
 * assignment is theirs, not a phrase's. The `prompt` input reads any event, so it comes last.
 */
export const REQUEST_KINDS: readonly RequestKind[] = [
  handoff,
  merge,
  ciRun,
  issueComment,
  reviewComment,
  review,
  newIssue,
  promptInput,
]
