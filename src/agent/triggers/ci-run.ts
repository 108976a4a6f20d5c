import { eventOf } from '../../shared/github/run-context.js'
import type { RequestEvent } from '../decide/request-event.js'
import type { RequestKind, Trigger, TriggerDecision } from '../decide/request-kind.js'
import { oneLine, requestLine } from '../decide/prompt-context.js'
import { textOf as text } from '../../shared/github/untrusted.js'
import { onThread } from './answers.js'
import { decideCi } from './ci-follow-up.js'
import type { CiSource } from './ci-context.js'

/**
 * A CI failure as a trigger: GitHub's `workflow_run` `completed` event of a workflow that failed
 * or timed out on a pull request of this repository. What the run then does with it (find the
 * pull request's job, count, send) is ci-follow-up.ts's.
 *
 * Only a failure is sent: a success, a cancelled run (someone stopped it; a newer push cancels
 * the older run under `concurrency`), a skipped or neutral one tell the agent nothing to fix. A
 * run of a fork's branch is not sent either: its pull request is a stranger's, and GitHub leaves
 * `pull_requests` empty for it anyway.
 */

/** The conclusions of a workflow run that are sent to the agent. */
export const FAILED_CONCLUSIONS = ['failure', 'timed_out']

/** The instruction of a CI follow-up without a `prompt` input; the failure follows it. */
export const CI_INSTRUCTION =
  "CI failed on this pull request. Find out why from the failure below, fix it, and push the fix to this pull request's branch."

const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined

/**
 * A CI failure is no person's request: no gate, no 👀 (its tracking comment claims it,
 * ci-follow-up.ts says why), and a way of its own to the plan.
 */
export const ciRun: RequestKind<CiSource> = {
  read: readCiRun,
  who: 'workflow',
  asks: 'requests',
  // A pull request's one 👀 cannot tell two failed runs apart (ci-follow-up.ts).
  claim: 'tracking-comment',
  rerunMayRepeat: true,
  prompt: 'replaces',
  instructionIsThread: false,
  reactionTarget: () => undefined,
  timeField: "the workflow run's updated_at",
  commentPlace: onThread,
  describe: ({ source }, { fromPrompt }) =>
    requestLine(
      `${oneLine(source.workflow)} (workflow run ${source.runId}, attempt ${source.attempt}) ended '${source.conclusion}' on this pull request`,
      fromPrompt,
      "the request above is this action's, for a failed CI run",
    ),
  askAgain: () => '',
  plan: decideCi,
}

/** The `workflow_run` event as a trigger, or why it is none; undefined for any other event. */
function readCiRun({ context, sender }: RequestEvent): TriggerDecision | undefined {
  const event = eventOf(context, ['workflow_run'])
  if (event === undefined) return undefined
  const run = event.payload.workflow_run
  const action = text(event.payload.action)
  const id = integer(run?.id)
  // One line: the name goes into the log and `skipped-reason`, where a line break could start a
  // workflow command.
  const name = text(run?.name).replace(/\s+/g, ' ').trim() || 'a workflow'
  const what = `workflow run ${id ?? '(no id)'} (${name})`
  const skip = (reason: string): TriggerDecision => ({ kind: 'skip', reason, thread: undefined })
  if (action !== 'completed')
    return skip(
      `only a completed workflow run can send a CI failure to the agent; this workflow_run event was '${action}'`,
    )
  if (id === undefined) return skip('the workflow_run event names no run')
  const conclusion = text(run?.conclusion)
  if (!FAILED_CONCLUSIONS.includes(conclusion))
    return skip(
      `${what} concluded ${conclusion === '' ? 'without a conclusion' : `'${conclusion}'`}: only a failure or a time-out is sent to the agent`,
    )
  const repository = `${context.owner}/${context.repo}`.toLowerCase()
  const head = text(run?.head_repository?.full_name)
  if (head !== '' && head.toLowerCase() !== repository)
    return skip(
      `${what} ran on a branch of ${head}, a fork: a fork's pull request gets no CI follow-up`,
    )
  // GitHub lists the pull requests whose head is the run's commit; those of this repository count.
  const baseId = integer(event.payload.repository?.id)
  const numbers = (run?.pull_requests ?? []).flatMap((pull) => {
    const number = integer(pull?.number)
    const base = integer(pull?.base?.repo?.id)
    return number !== undefined && (baseId === undefined || base === baseId) ? [number] : []
  })
  const [number] = numbers
  if (number === undefined)
    return skip(
      `${what} belongs to no open pull request of ${context.owner}/${context.repo}, so there is no job to tell`,
    )
  const trigger: Trigger<CiSource> = {
    kind: ciRun,
    source: {
      kind: 'ci',
      runId: id,
      attempt: integer(run?.run_attempt) ?? 1,
      workflow: name,
      conclusion,
      headSha: text(run?.head_sha),
      url: text(run?.html_url),
      otherPullRequests: numbers.slice(1),
    },
    instruction: CI_INSTRUCTION,
    thread: {
      number,
      isPullRequest: true,
      title: '',
      body: '',
      url: `${context.serverUrl}/${context.owner}/${context.repo}/pull/${number}`,
      fromFork: false,
    },
    sender,
    // Keyed by the run, not its attempt: a re-run of the failing workflow sends nothing more.
    requestKey: `ci:${id}`,
  }
  return { kind: 'act', trigger }
}
