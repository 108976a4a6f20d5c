import type { ThreadComment } from '../../shared/github/github-client.js'
import { InputError, missingApiKey } from '../../shared/inputs.js'
import type { RunContext } from '../../shared/github/run-context.js'
import { ciFollowUpsSent, newestMarker, requestComment } from '../github/marker.js'
import { readCiFailure, type CiFailureFact } from '../github/ci-failure.js'
import { claimRequest } from '../decide/claim.js'
import { factOf, ownFactOf, readable } from '../decide/asking.js'
import {
  decided,
  isDecision,
  type Decision,
  type Facts,
  type Trigger,
} from '../decide/request-kind.js'
import { pullRequestAt } from '../github/review-request.js'
import { ciContext, ciTexts, type CiSource } from './ci-context.js'
import { sentBefore } from './follow-up-request.js'
import type { Asking, OwnFact } from '../decide/fact-needs.js'
import type { JobChoice } from '../decide/chosen-job.js'
import { contextTexts, describeRequest, withContext } from '../decide/prompt-context.js'
import { instructionOf } from '../decide/request-reading.js'
import type { CiCount } from '../github/comment-body.js'

/**
 * A CI failure goes back to the job of its pull request: one follow-up per failed workflow run,
 * holding what failed (ci-context.ts), and at most `ci-follow-ups` of them per job.
 *
 * - The job is the pull request's newest, as its comments' markers name it (the note on the
 *   agent's own pull request, or a tracking comment); a pull request without one gets nothing.
 * - The count is kept in the markers too: each CI follow-up's tracking comment says how many the
 *   job has had (`sent=`), and the next failure reads the highest. A failure past the cap sends
 *   nothing; the job's "held" comment (one per job, edited by each later failure) says that CI
 *   still fails and a person is needed.
 * - The request is the failed run (`ci:<run id>`, whatever its attempt): a re-run of this
 *   workflow waits for the job its first attempt messaged, as any re-run does, and a re-run of
 *   the failed workflow finds the run already told, and skips.
 * - It is not claimed with 👀 (../decide/claim.ts): the pull request's one 👀 cannot tell two failed runs
 *   apart, and two workflows failing on one push would look like one request, the second
 *   dropped. Failures of one pull request are counted one at a time by the workflow's
 *   `concurrency` group (docs/pull-request-loop.md's example), and the marker stops a second message for the
 *   same run.
 */

/** What failed in a workflow run: its failed jobs, their annotations and log tails. */
const CI_FAILURE: Pick<OwnFact<CiFailureFact>, 'name'> = { name: 'ciFailure' }

function ciFailureOf(runId: number): OwnFact<CiFailureFact> {
  return {
    ...CI_FAILURE,
    reading: 'reading what failed in the workflow run',
    read: (github, secrets) => readCiFailure(github, runId, secrets),
  }
}

/** The request key of a job's "held" comment: CI still fails once the cap is reached. */
export function heldRequest(job: string): string {
  return `ci-held:${job}`
}

/**
 * decide's path for a CI failure, after its trigger: the job, the cap, the claim, the failure
 * read from GitHub, the prompt. No request is made before the cap and the job are known.
 */
export function* decideCi(
  trigger: Trigger<CiSource>,
  facts: Facts,
  warnings: string[],
): Asking<Decision> {
  const { inputs, context } = facts
  const { source } = trigger
  const skip = (reason: string): Decision => decided({ kind: 'skip', reason, trigger })
  if (inputs.ciFollowUps === 0)
    return skip('ci-follow-ups is 0: CI failures are not sent to the agent')
  if (inputs.apiKey === '' && !inputs.dryRun) throw missingApiKey()
  // The count and the once-per-run mark live in the tracking comments: without them, no cap.
  if (!inputs.comment) throw commentNeeded(inputs.ciFollowUps)
  const number = trigger.thread?.number ?? 0
  if (!facts.github)
    throw new InputError(
      `Input 'github-token' is empty, so the job of pull request #${number} cannot be found: a CI failure goes to the job its comments name.`,
    )
  const read = yield* factOf(facts, 'thread', { fact: 'thread', number, isPullRequest: true })
  if ('error' in read)
    throw new InputError(
      `Could not read the comments of pull request #${number} to find its job and how many CI failures it was sent: ${read.error} Nothing was sent; re-run the workflow once GitHub answers again.`,
    )
  const { comments } = read
  if (source.otherPullRequests.length > 0)
    warnings.push(
      `The commit of workflow run ${source.runId} is the head of several pull requests; only #${number}'s job is told (also: ${source.otherPullRequests.map((n) => `#${n}`).join(', ')}).`,
    )
  const count = (n: number): CiCount => ({
    count: n,
    cap: inputs.ciFollowUps,
    workflow: source.workflow,
    url: source.url,
  })
  const before = sentBefore(trigger, comments, context, {
    what: `workflow run ${source.runId} (${source.workflow})`,
    after: '; a re-run of the failed workflow sends nothing more',
  })
  if (before !== undefined && 'skip' in before) return skip(before.skip)
  const newest = inputs.jobId === '' ? newestMarker(comments)?.job : inputs.jobId
  if (newest === undefined)
    return skip(
      `pull request #${number} has no job of this action (no comment of the docs agent names one), so its CI failure is not sent`,
    )
  const sent = ciFollowUpsSent(comments, newest)
  // A re-run of this workflow: its first attempt sent the follow-up; wait for the job.
  if (before !== undefined)
    return yield* planned(trigger, before.wait, count(before.marker.ci ?? sent), facts, warnings)
  if (sent >= inputs.ciFollowUps) return held(trigger, newest, count(sent), comments)
  if (facts.lookUpJobs && inputs.jobId === '') {
    const job = yield* factOf(facts, 'newestJob', { fact: 'newestJob', jobId: newest })
    if (job === 'gone' || job.status === 'archived') {
      const state = job === 'gone' ? 'no longer exists' : 'is archived'
      return skip(
        `job ${newest} of pull request #${number} ${state}, so its CI failure is not sent; ask for a new job with a comment`,
      )
    }
    // Only the job's own pull request: a person's pull request where the agent was once asked
    // something is theirs to fix.
    const prLink = job.prLink ?? null
    if (!isPullRequest(prLink, number, context))
      return skip(
        `pull request #${number} is not the pull request of job ${newest} (${prLink ?? 'it has none yet'}), so its CI failure is not sent`,
      )
  }
  const message: JobChoice = {
    action: 'message',
    jobId: newest,
    existingComment: undefined,
    reason: `the job of pull request #${number}`,
  }
  return yield* planned(trigger, message, count(sent + 1), facts, warnings)
}

/** The job's pull request link names pull request `number` of the run's repository. */
function isPullRequest(prLink: string | null, number: number, context: RunContext): boolean {
  const pull = prLink === null ? undefined : pullRequestAt(prLink, context.serverUrl)
  const here = `${context.owner}/${context.repo}`.toLowerCase()
  return pull?.number === number && `${pull.owner}/${pull.repo}`.toLowerCase() === here
}

/** Past the cap: nothing is sent, and the job's held comment (if there is one yet) is edited. */
function held(trigger: Trigger, jobId: string, ci: CiCount, comments: ThreadComment[]): Decision {
  const found = requestComment(comments, heldRequest(jobId))
  const existingComment =
    found === undefined ? undefined : { id: found.comment.id, kind: found.comment.kind }
  const plural = ci.count === 1 ? '' : 's'
  return decided({
    kind: 'held',
    trigger,
    jobId,
    ci,
    existingComment,
    message: `CI failed again on pull request #${trigger.thread?.number ?? 0} (${ci.workflow}), and job ${jobId} was already sent ${ci.count} CI failure${plural} (ci-follow-ups: ${ci.cap}): nothing was sent; a person is needed.`,
    comment: {
      existingComment,
      ci,
      requestKey: heldRequest(jobId),
      instruction: `${ci.workflow} failed again on this pull request; nothing was sent to the agent.`,
    },
  })
}

/** The claim, the failure read from GitHub, and the prompt, for a job chosen. */
function* planned(
  trigger: Trigger<CiSource>,
  choice: JobChoice,
  ci: CiCount,
  facts: Facts,
  warnings: string[],
): Asking<Decision> {
  const job = yield* claimRequest(trigger, choice, facts, warnings)
  if (isDecision(job)) return job
  const { source } = trigger
  yield* readable(facts, [trigger.instruction])
  const { instruction, fromPrompt } = instructionOf(trigger, facts.inputs)
  let prompt = ''
  if (job.action !== 'wait') {
    const failure = yield* ownFactOf(facts, ciFailureOf(source.runId))
    if ('error' in failure)
      warnings.push(
        `Could not read the failed jobs of workflow run ${source.runId}; the agent is told only which workflow failed: ${failure.error}`,
      )
    const parts = {
      instruction,
      repository: `${facts.context.owner}/${facts.context.repo}`,
      thread: trigger.thread,
      fromPrompt,
    }
    yield* readable(facts, [...contextTexts(parts), ...ciTexts(source, failure)])
    const request = describeRequest(trigger, fromPrompt)
    prompt = withContext({ ...parts, request, extra: ciContext(source, failure) })
  }
  const { action, jobId, existingComment, reason, claimed } = job
  return decided(
    {
      kind: 'run',
      trigger,
      action,
      jobId,
      instruction,
      prompt,
      existingComment,
      reason,
      claimed,
      ci,
    },
    warnings,
  )
}

function commentNeeded(cap: number): InputError {
  return new InputError(
    `Input 'comment' is false, but a CI failure needs the tracking comment: it keeps how many CI failures the job was sent, which is what ci-follow-ups (${cap}) caps. Set comment: true in this workflow, or ci-follow-ups: 0.`,
  )
}
