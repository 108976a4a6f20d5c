import * as core from '@actions/core'
import type { Clock } from '../../shared/dependencies.js'
import type { GitHubClient, Reaction, ReactionTarget } from '../../shared/github/github-client.js'
import type { DeploymentClient } from '../../shared/deployments/deployment-api.js'
import { escapeMarkup } from '../../shared/markup.js'
import { repoUrl, type RunContext } from '../../shared/github/run-context.js'
import type { Marker } from '../github/marker.js'
import type { CommentView } from '../github/comment-body.js'
import {
  findJobNote,
  notePullRequest,
  type JobNote,
  showChangesInNote,
  showPreviewInNote,
} from '../github/pull-request-note.js'
import { changesSection } from '../../shared/change-check/check-view.js'
import type { ChangeCheck } from '../../shared/change-check/change-types.js'
import {
  CHANGES_CONTEXT,
  checkPullRequest,
  setChangesStatus,
} from '../../shared/change-check/change-check.js'
import { pullRequestAt } from '../github/review-request.js'
import { docsPullRequest } from '../github/docs-pull.js'
import type { Inputs } from '../agent-inputs.js'
import type { JobReport } from './job-report.js'
import { pullRequestHere, type Outcome } from './outcome.js'
import { previewWanted, showPreview } from './preview.js'
import type { DocsStatus } from './docs-status.js'
import { requestReviewAndLabels } from './triage.js'

/** What telling a job's end needs of the run: the waiting run's session, or a finish run. */
export interface EndParts {
  inputs: Inputs
  context: RunContext
  github: GitHubClient | undefined
  report: JobReport
  clock: Clock
  deployments: DeploymentClient
  docsStatus: DocsStatus
}

/** The request whose job ended, and its thread's state, as the end needs them. */
export interface EndedRequest {
  /** The issue or pull request of the request, if any. */
  thread: number | undefined
  /** What the request did: the note's first write skips its look when the request created the job. */
  action: 'create' | 'message' | 'wait'
  /** Where 🚀 or 😕 goes. */
  react: ReactionTarget | undefined
  /** Who asked (`pr-reviewers` leaves them out). */
  requester: { login: string; type?: string } | undefined
  /** The preview an earlier run of the request showed, which is followed rather than asked again. */
  earlierPreview: Marker['preview'] | undefined
  /** Edits the tracking comment with a change; true when it shows it (or there is none). */
  show: (change: Partial<CommentView>) => Promise<boolean>
  /** Whether there is a tracking comment, and whether GitHub refused it for good. */
  comment: 'none' | 'shown' | 'refused'
}

/**
 * The one path of a job's end, for the run that waited for it and for a finish run alike: the
 * tracking comment, the reaction, the note on the agent's pull request, then (for a job that
 * ended rather than a run that failed or stopped: `ended`) the reviewers and labels before, the
 * `docs-status` and the preview after, which joins the comment and the note. `told` is called
 * once the job's end is told, before the preview: a cancellation from then on leaves it alone.
 * With `commit`, nothing is written after a comment that could not show the end.
 */
export async function tellEnd(
  parts: EndParts,
  request: EndedRequest,
  end: Outcome,
  ended: { told: () => void; commit?: boolean } | undefined,
): Promise<{ commentShown: boolean }> {
  // A pull request outside the docs repository is said once, and nothing is written there.
  const elsewhere = pullElsewhere(parts)
  if (ended !== undefined && elsewhere === undefined)
    await requestReviewAndLabels(parts, request.action, request.requester)
  const commentShown =
    end.comment !== undefined && request.comment !== 'none'
      ? await request.show(end.comment)
      : false
  // A finish run's end is its comment's: without it, a later run tells the end whole.
  if (ended?.commit === true && !commentShown) return { commentShown }
  if (end.reaction !== undefined) await react(parts, request.react, end.reaction)
  const { report } = parts
  const pull =
    elsewhere === undefined
      ? pullRequestHere(report.job?.prLink, `${repoUrl(parts.context)}/pull/`)
      : undefined
  // A job that ended has its pull request checked first, so that its note is written whole.
  const checked = ended === undefined || elsewhere !== undefined ? undefined : await checkEnd(parts)
  const check = checked?.check
  const section = checked?.section
  // A token that may not comment here will not comment on the pull request either. The note
  // comes before the preview: a trigger on the pull request finds the job through it.
  const target = elsewhere === undefined ? noteTarget(parts, end, ended !== undefined) : undefined
  const unreached: string[] = []
  const written = await writeNote(parts, request, target, section, unreached)
  // Where the token does not reach the agent's pull request in another repository, the thread
  // says so once, naming the repository and what is missing.
  if (
    target?.from !== undefined &&
    check?.state === 'unavailable' &&
    /HTTP 40[34]\b/.test(check.reason ?? '')
  )
    unreached.unshift(
      `Could not check pull request ${target.repository}#${target.number}: ${check.reason ?? ''}`,
    )
  await sayUnreached(request, target, unreached, checked?.statusRefused, elsewhere)
  if (ended === undefined) return { commentShown }
  ended.told()
  // A note there already (a follow-up's, or one on the thread itself) shows the new check.
  const found =
    written ??
    (section === undefined || pull === undefined ? undefined : await findJobNote(parts, pull))
  // The note is where it was written: in another repository, through that repository's client.
  const noteClient = written === undefined ? parts.github : target?.github
  const shown =
    found === undefined || section === undefined
      ? found
      : await showChangesInNote(noteClient, found, section)
  await parts.docsStatus.ended(parts.report, end.conclusion)
  if (!(await preview(parts, request))) return { commentShown }
  if (request.comment !== 'none') await request.show({})
  const noted = shown ?? (pull === undefined ? undefined : await findJobNote(parts, pull))
  if (noted !== undefined && report.preview !== undefined)
    await showPreviewInNote(shown === undefined ? parts.github : noteClient, noted, report.preview)
  return { commentShown }
}

/**
 * Why the job's pull request is not one to write to (../github/docs-pull.ts: outside the docs
 * repository), said once as a warning; undefined when it is (or there is none).
 */
function pullElsewhere(parts: EndParts): string | undefined {
  const { report, context } = parts
  const docs = docsPullRequest(report.job?.prLink, report.job?.sourceRepository, context)
  if (docs.kind !== 'elsewhere') return undefined
  core.warning(docs.reason)
  return docs.reason
}

/** The job's note on its pull request (`target`), with the check's section; refusals to `unreached`. */
async function writeNote(
  parts: EndParts,
  request: EndedRequest,
  target: NoteTarget | undefined,
  section: string | undefined,
  unreached: string[],
): Promise<JobNote | undefined> {
  if (target === undefined || request.comment === 'refused') return undefined
  const from =
    target.from === undefined
      ? {}
      : { from: target.from, repository: target.repository, asker: request.requester?.login }
  return notePullRequest(
    { ...parts, github: target.github },
    target.number,
    request.thread,
    request.action === 'create',
    { changes: section, ...from, refused: (message) => unreached.push(message) },
  )
}

/** Where the job's note goes, and with which client. */
interface NoteTarget {
  github: GitHubClient | undefined
  number: number
  /** `owner/name` of the pull request's repository. */
  repository: string
  /** The request's repository, when the pull request is in another one. */
  from?: string
}

/**
 * The job's pull request, for its note: in this repository (the outcome's `noteOn`), or, for a
 * job that ended with one in another repository (the docs', asked from a code repository), there,
 * through the same token.
 */
function noteTarget(parts: EndParts, end: Outcome, ended: boolean): NoteTarget | undefined {
  const { context, github, report } = parts
  const here = `${context.owner}/${context.repo}`
  if (end.noteOn !== undefined) return { github, number: end.noteOn, repository: here }
  const at = pullRequestAt(report.job?.prLink ?? '', context.serverUrl)
  if (!ended || at === undefined || report.job?.status !== 'completed') return undefined
  const repository = `${at.owner}/${at.repo}`
  if (repository.toLowerCase() === here.toLowerCase()) return undefined
  return {
    github: github?.inRepository(at.owner, at.repo),
    number: at.number,
    repository,
    from: here,
  }
}

/** What the thread says when the run's token does not reach the agent's pull request's repository. */
function unreachedWords(repository: string, problems: readonly string[]): string {
  return `${problems.join(' ')} This run's token does not reach ${repository}: pass one that does as other-repositories-token (a GitHub App's installation token, from actions/create-github-app-token with owner: and repositories:), allowed issues: write and to read pull requests and contents there; or let a finish run in ${repository} end the job (wait: hand-off here, finish-repositories there).`
}

/**
 * The thread says once what the token could not reach (the agent's pull request in another
 * repository) or set (the change check's status there or here), and what to do; and a pull
 * request outside the docs repository, where nothing was written.
 */
async function sayUnreached(
  request: EndedRequest,
  target: NoteTarget | undefined,
  unreached: readonly string[],
  statusRefused: string | undefined,
  elsewhere: string | undefined,
): Promise<void> {
  if (request.comment === 'none') return
  const said: string[] = elsewhere === undefined ? [] : [elsewhere]
  if (target?.from !== undefined && unreached.length > 0)
    said.push(unreachedWords(target.repository, unreached))
  // Only a status of this repository is ever written: one in another is that one's own check's.
  if (statusRefused !== undefined)
    said.push(
      `${statusRefused} So the pull request's head has no ${CHANGES_CONTEXT} verdict from this run.`,
    )
  if (said.length > 0) await request.show({ unreached: said.join(' ') })
}

/**
 * The note's changes section for a pull request in another repository than the request's: its
 * gate is that repository's own check's, set with its settings on each head, not this run's.
 */
export function gateElsewhereSection(repository: string): string {
  return `#### Changes to check\nThis repository's own check sets ${CHANGES_CONTEXT} on each head of this pull request; the end of a job asked in ${escapeMarkup(repository)} does not.`
}

/**
 * The change check of a completed job's pull request (../../shared/change-check/change-check.ts), the note's section for
 * it, and its status on the pull request's head, with why GitHub refused that status, if it did;
 * undefined when there is none to check.
 *
 * A pull request in another repository (the docs', for a job asked in a code repository) is read
 * and judged for this run's outputs, but its `docs-agent/changes` is not written: only that
 * repository's own check writes its gate, with that repository's settings (its check action, on
 * the pull request's events), so no run of another repository, and no token held there, needs
 * `statuses: write` on it.
 */
async function checkEnd(
  parts: EndParts,
): Promise<{ check: ChangeCheck; section: string; statusRefused?: string } | undefined> {
  const { report, github, context } = parts
  const link = report.job?.prLink ?? ''
  const at = pullRequestAt(link, context.serverUrl)
  if (at === undefined || report.job?.status !== 'completed') return undefined
  // The agent's pull request may be in another repository (the docs'), read with the same token.
  const here =
    `${context.owner}/${context.repo}`.toLowerCase() === `${at.owner}/${at.repo}`.toLowerCase()
  const client = here ? github : github?.inRepository(at.owner, at.repo)
  const check = await checkPullRequest({ inputs: parts.inputs, github: client }, at.number)
  report.changeCheck = check
  if (check.state === 'off') return undefined
  if (!here) {
    core.info(
      `Not setting ${CHANGES_CONTEXT} on ${at.owner}/${at.repo}#${at.number}: that repository's own check sets it.`,
    )
    return { check, section: gateElsewhereSection(`${context.owner}/${context.repo}`) }
  }
  const section = changesSection(check)
  const statusRefused = await setChangesStatus(client, check, link)
  return statusRefused === undefined ? { check, section } : { check, section, statusRefused }
}

/** The preview of the job's pull request (./preview.ts), into the report; true when asked. */
async function preview(parts: EndParts, request: EndedRequest): Promise<boolean> {
  const { inputs, report } = parts
  const wanted = previewWanted(inputs, request.action, report.job, request.earlierPreview)
  if (wanted === undefined) return false
  report.preview = await showPreview(parts, wanted)
  return wanted !== 'off'
}

/** A reaction on the request; a failure is a warning. */
export async function react(
  parts: Pick<EndParts, 'github' | 'inputs'>,
  target: ReactionTarget | undefined,
  content: Reaction,
): Promise<void> {
  const { github } = parts
  if (github === undefined || target === undefined || parts.inputs.dryRun) return
  try {
    await github.react(target, content)
  } catch (error) {
    core.warning(`Could not add the ${content} reaction: ${(error as Error).message}`)
  }
}
