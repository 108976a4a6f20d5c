import * as core from '@actions/core'
import type { Conclusion } from '../../shared/lifecycle.js'
import type { GitHubClient, ThreadComment } from '../../shared/github/github-client.js'
import { escapeMarkup, linkOrText } from '../../shared/markup.js'
import { messageOf } from '../../shared/log.js'
import { redact } from '../../shared/http/errors.js'
import type { Plan } from '../decide/request-kind.js'
import { pullRequestAt } from '../github/review-request.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import { runSecrets } from '../token-inputs.js'
import type { JobReport } from './job-report.js'

type ClosedPlan = Extract<Plan, { kind: 'closed' }>

/**
 * A followed code pull request's end (../triggers/code-closed.ts), told in two places: a comment
 * on the docs pull request (written once: a comment of this action's that says the same is
 * looked for first), and a closing section of the job's tracking comment on the code pull request
 * (replaced, never added twice). Nothing is sent to the service. A failure is a warning and the
 * tracking comment says it, so that nobody waits on a comment that never came.
 */

/** Starts the closing section of the tracking comment; what follows it is replaced on an edit. */
const END_SECTION = '<!-- docs-agent-code-end -->'

/** The hidden marker of the docs pull request's comment: which code pull request, which end. */
export function endMarker(code: string, merged: boolean): string {
  return `<!-- docs-agent-code-end from=${encodeURIComponent(code)} state=${merged ? 'merged' : 'closed'} -->`
}

/** The docs pull request's comment (pure): where the code went, and what that means for it. */
export function docsPullBody(codeUrl: string, code: string, merged: boolean): string {
  const link = linkOrText(codeUrl, code)
  return [
    endMarker(code, merged),
    merged
      ? `### 🔀 The code this pull request documents was merged`
      : `### 🚫 The code this pull request documents was closed without merging`,
    '',
    merged
      ? `${link} was merged: these docs can be reviewed and merged now.`
      : `${link} was closed without merging: these docs may no longer be needed. Close this pull request, or keep what still holds.`,
  ].join('\n')
}

/** The tracking comment with its closing section (pure): an earlier one is replaced. */
export function trackingWithEnd(
  body: string,
  merged: boolean,
  docs: { url: string | undefined; told: string },
): string {
  const at = body.indexOf(END_SECTION)
  const kept = (at === -1 ? body : body.slice(0, at)).trimEnd()
  const pull = docs.url === undefined ? undefined : linkOrText(docs.url)
  const line = merged
    ? `🔀 **This pull request was merged.** ${pull === undefined ? 'The job has no docs pull request.' : `The docs pull request ${pull} can be merged now.`}`
    : `🚫 **This pull request was closed without merging.** ${pull === undefined ? 'The job has no docs pull request.' : `The docs pull request ${pull} may no longer be needed.`}`
  return [kept, '', END_SECTION, '', line, ...(docs.told === '' ? [] : ['', docs.told])].join('\n')
}

interface EndParts {
  inputs: Inputs
  context: RunContext
  github: GitHubClient | undefined
  report: JobReport
}

/** Tells the end in both places; the run's conclusion says what was told. */
export async function tellCodeEnd(parts: EndParts, plan: ClosedPlan): Promise<Conclusion> {
  const { inputs, context, github, report } = parts
  const number = plan.trigger.thread?.number ?? 0
  const how = plan.merged ? 'merged' : 'closed without merging'
  report.jobId = plan.jobId
  if (inputs.dryRun || github === undefined)
    return {
      level: 'notice',
      message: `Dry run: pull request #${number} was ${how}; nothing was written.`,
    }
  const code = `${context.owner}/${context.repo}#${number}`
  // What GitHub said goes into a public comment: never a secret of the run's, whatever it held.
  const said = (error: unknown) => redact(messageOf(error), runSecrets(inputs))
  const told = await tellDocsPull(github, context, plan, code, said)
  const body = trackingWithEnd(plan.comment.body, plan.merged, {
    url: plan.docsPull,
    told: told.failure === '' ? '' : escapeMarkup(told.failure),
  })
  let edited = true
  if (body !== plan.comment.body) {
    try {
      await github.updateComment(plan.comment.kind, plan.comment.id, body, number)
    } catch (error) {
      edited = false
      core.warning(`Could not update the tracking comment of job ${plan.jobId}: ${said(error)}`)
    }
  }
  const failed = told.failure !== '' || !edited
  const docs =
    plan.docsPull === undefined && plan.docsElsewhere === undefined
      ? 'the job has no docs pull request'
      : told.done
  return {
    level: failed ? 'warning' : 'notice',
    message: `Pull request #${number} was ${how}: nothing was sent to the service; ${docs}${edited ? '' : '; its tracking comment could not be updated'}.`,
  }
}

/** The comment on the docs pull request, unless one of this action's says it already. */
async function tellDocsPull(
  github: GitHubClient,
  context: RunContext,
  plan: ClosedPlan,
  code: string,
  said: (error: unknown) => string,
): Promise<{ done: string; failure: string }> {
  const pull =
    plan.docsPull === undefined ? undefined : pullRequestAt(plan.docsPull, context.serverUrl)
  if (plan.docsPull === undefined) {
    // A pull request the job records outside the docs repository is said, and not told.
    if (plan.docsElsewhere === undefined) return { done: '', failure: '' }
    core.warning(plan.docsElsewhere)
    return { done: 'its pull request is outside the docs repository', failure: plan.docsElsewhere }
  }
  if (pull === undefined) {
    const failure = `The docs pull request ${plan.docsPull} is not on this GitHub, so it was not told.`
    core.warning(failure)
    return { done: 'the docs pull request was not told', failure }
  }
  const where = `${pull.owner}/${pull.repo}#${pull.number}`
  const here =
    `${context.owner}/${context.repo}`.toLowerCase() === `${pull.owner}/${pull.repo}`.toLowerCase()
  const docs = here ? github : github.inRepository(pull.owner, pull.repo)
  try {
    const comments = await docs.threadComments(pull.number, false)
    const marker = endMarker(code, plan.merged)
    if (saidBefore(comments, marker)) return { done: `${where} was told before`, failure: '' }
    const codeUrl = `${repoUrl(context)}/pull/${plan.trigger.thread?.number ?? 0}`
    await docs.createComment(pull.number, docsPullBody(codeUrl, code, plan.merged))
    core.info(
      `Told the docs pull request ${where} that ${code} was ${plan.merged ? 'merged' : 'closed'}.`,
    )
    return { done: `told ${where}`, failure: '' }
  } catch (error) {
    const failure = `Could not comment on the docs pull request ${where}: ${said(error)}`
    core.warning(failure)
    return { done: `${where} was not told`, failure }
  }
}

/**
 * Whether a comment of this action's already says it: a trusted one (written by us, as
 * GitHubClient.threadComments judges it) that starts with the marker.
 */
function saidBefore(comments: ThreadComment[], marker: string): boolean {
  return comments.some((c) => c.kind === 'issue' && c.trusted && c.body.startsWith(marker))
}
