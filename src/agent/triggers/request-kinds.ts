import type { RequestKind } from '../decide/request-kind.js'
import { ciRun } from './ci-run.js'
import { CODE_CHANGES } from './code-changes.js'
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
 * A code pull request's events come first with `follow-code-changes` on (off, they read none):
 * its start, its label, its pushes and its `closed` are then theirs, not a hand-off's or a merge's. Hand-offs
 * come next: with `label-trigger` or `assignee-trigger` set, an issue's label or assignment is
 * theirs, not a phrase's. The `prompt` input reads any event, so it comes last.
 */
export const REQUEST_KINDS: readonly RequestKind[] = [
  ...CODE_CHANGES,
  handoff,
  merge,
  ciRun,
  issueComment,
  reviewComment,
  review,
  newIssue,
  promptInput,
]
