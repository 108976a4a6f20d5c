import type { ThreadComment } from '../../shared/github/github-client.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { InputError } from '../../shared/inputs.js'
import { newestMarker, parseMarkers } from '../github/marker.js'
import { factOf } from '../decide/asking.js'
import {
  decided,
  type Decision,
  type Facts,
  type RequestKind,
  type Trigger,
  type TriggerDecision,
} from '../decide/request-kind.js'
import type { Asking } from '../decide/fact-needs.js'
import type { RequestEvent } from '../decide/request-event.js'
import { requestLine } from '../decide/prompt-context.js'
import { docsPullRequest } from '../github/docs-pull.js'
import { onThread } from './answers.js'
import { codeEvent } from './code-event.js'
import { codeRequestKey } from '../github/code-job-marker.js'
import { NO_SENDER } from './phrase.js'

/**
 * A followed code pull request's end (`closed`, with `follow-code-changes: true`): nothing is sent
 * to the service. Its job's tracking comment and the docs pull request say whether the code
 * merged or was closed without merging (../job/code-end.ts writes both).
 *
 * - The job is the pull request's (the newest marker of `code:<number>`, written by us); its
 *   pull request is the newest one a marker of that job records, else the service's. The job is
 *   read (one GET) for the repository it works on: a pull request is told only there
 *   (../github/docs-pull.ts), whether a marker or the service names it.
 * - It is the workflow's event, not a request a person makes: whoever could close the pull
 *   request could already run the workflow, so no role is checked.
 * - A delivery twice, a second workflow or a re-run finds the docs pull request's comment
 *   already there and writes none (code-end.ts looks before writing).
 */
type CodeClosedSource = { kind: 'code-closed'; merged: boolean }

function readCodeClosed(event: RequestEvent): TriggerDecision | undefined {
  const code = codeEvent(event)
  if (code === undefined || text(code.found.payload.action) !== 'closed') return undefined
  const { thread, sender } = event
  const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason, thread })
  if (thread === undefined) return skip('the event names no pull request')
  if (sender === undefined) return skip(NO_SENDER)
  const merged = code.found.payload.pull_request?.merged === true
  const trigger: Trigger<CodeClosedSource> = {
    kind: codeClosed,
    source: { kind: 'code-closed', merged },
    instruction: '',
    thread: { ...thread, body: '', changedFiles: undefined },
    sender,
    requestKey: `${codeRequestKey(code.number)}:${merged ? 'merged' : 'closed'}`,
  }
  return { kind: 'act', trigger }
}

/** The newest pull request the markers of `job` record (written by us), if any. */
function recordedPull(comments: ThreadComment[], job: string): string | undefined {
  let found: string | undefined
  for (const comment of comments) {
    if (!comment.trusted) continue
    for (const marker of parseMarkers(comment.body))
      if (marker.job === job && marker.pr !== undefined) found = marker.pr
  }
  return found
}

function* decideCodeClosed(trigger: Trigger<CodeClosedSource>, facts: Facts): Asking<Decision> {
  const number = trigger.thread?.number ?? 0
  const skip = (reason: string): Decision => decided({ kind: 'skip', reason, trigger })
  const how = trigger.source.merged ? 'merged' : 'closed without merging'
  if (!facts.github)
    return skip(
      `pull request #${number} was ${how}, but github-token is empty: nothing can be told`,
    )
  const read = yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest: true })
  if ('error' in read)
    throw new InputError(
      `Could not read the comments of pull request #${number} to find its job: ${read.error} Nothing was written; re-run the workflow once GitHub answers again.`,
    )
  const { comments } = read
  const tracking = newestMarker(comments, codeRequestKey(number))
  if (tracking === undefined)
    return skip(
      `pull request #${number} was ${how}; it has no job of follow-code-changes (no comment of the docs agent names one), so nothing is told`,
    )
  const { job } = tracking
  if (facts.lookUpJobs) yield* factOf(facts, 'newestJob', { fact: 'newestJob', jobId: job })
  const looked = facts.newestJob === 'gone' ? undefined : facts.newestJob
  const docs = docsPullOf([recordedPull(comments, job), looked?.prLink], looked, facts)
  return decided({
    kind: 'closed',
    trigger,
    jobId: job,
    merged: trigger.source.merged,
    comment: tracking.comment,
    ...docs,
  })
}

/**
 * The first of `links` (a marker's `pr=`, the service's `prLink`) that is a pull request of the
 * docs repository; else why the first there is is not told.
 */
function docsPullOf(
  links: readonly (string | null | undefined)[],
  looked: { sourceRepository?: string | null } | undefined,
  { context }: Facts,
): { docsPull: string | undefined; docsElsewhere?: string } {
  let elsewhere: string | undefined
  for (const link of links) {
    const docs = docsPullRequest(link, looked?.sourceRepository, context)
    if (docs.kind === 'pull') return { docsPull: link ?? undefined }
    if (docs.kind === 'elsewhere') elsewhere ??= docs.reason
  }
  return { docsPull: undefined, ...(elsewhere === undefined ? {} : { docsElsewhere: elsewhere }) }
}

export const codeClosed: RequestKind<CodeClosedSource> = {
  read: readCodeClosed,
  who: 'workflow',
  asks: 'pull requests',
  claim: 'tracking-comment',
  rerunMayRepeat: false,
  prompt: 'ignored',
  instructionIsThread: false,
  reactionTarget: () => undefined,
  timeField: 'closed_at',
  commentPlace: onThread,
  describe: ({ source }, { fromPrompt, sender }) =>
    requestLine(
      `${sender} ${source.merged ? 'merged' : 'closed'} this pull request`,
      fromPrompt,
      "the request above is this action's, for a followed pull request's end",
    ),
  askAgain: () => '',
  plan: (trigger, facts) => decideCodeClosed(trigger, facts),
}
