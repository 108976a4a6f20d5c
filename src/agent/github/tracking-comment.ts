import { ApiError } from '../../shared/http/errors.js'
import type { GitHubClient } from '../../shared/github/github-client.js'
import { renderGapsCover } from '../../shared/gaps-items.js'
import { escapeMarkup, escapeRegExp, linkOrText } from '../../shared/markup.js'
import { formatDuration } from '../../shared/durations.js'
import {
  previewLine,
  previewPicture,
  type ShownPreview,
} from '../../shared/deployments/preview-view.js'
import {
  renderFailureMarker,
  renderMarker,
  requestComment,
  requestComments,
  type Marker,
  type MarkerRun,
} from './marker.js'

/** GitHub refuses comment bodies longer than this. */
export const MAX_COMMENT_LENGTH = 65_536
const MAX_QUOTED = 2000

/** The CI follow-up a plan carries (../triggers/ci-follow-up.ts): which one of the cap this request is, and of what run. */
export interface CiCount {
  /** This request's number among the job's CI follow-ups (1-based); at the cap, those sent. */
  count: number
  cap: number
  workflow: string
  url: string
}

/** What a failure comment says (../job/failure-advice.ts words it): a headline, then what happened and what to do. */
export interface FailureAdvice {
  /** Plain words, no markup. */
  title: string
  /** Markdown: fixed wording, every value escaped, the logs linked. */
  body: string
}

export type CommentState =
  | 'working'
  | 'completed'
  | 'no-changes'
  | 'failed'
  | 'archived'
  | 'timed-out'
  | 'stopped'
  | 'error'
  /** A CI failure past `ci-follow-ups`: nothing was sent, a person is needed. */
  | 'ci-held'

/** Everything a tracking comment shows; also saved as state so the post step can finish it. */
export interface CommentView {
  state: CommentState
  jobId: string
  requestKey: string
  instruction: string
  followUp: boolean
  runUrl: string
  /** The run that owns the request (in the marker), so that other runs can name it. */
  run?: MarkerRun
  status: string
  prLink: string | null
  durationMs: number | undefined
  /** The error or timeout explanation, for `error` and `timed-out`. */
  detail: string
  /** For `error`: what happened and what to do, shown instead of `detail`. */
  advice?: FailureAdvice
  /** Never written out verbatim, so that the comment cannot trigger the action. */
  triggerPhrase: string
  /** A CI failure sent to the job, or held back at the cap (../triggers/ci-follow-up.ts). */
  ci?: CiCount
  /** The docs-gaps items the job was asked to cover (../triggers/issue-comment.ts). */
  gapsItems?: string[]
  /** A failure whose request to create the job may have acted: no later run creates another. */
  jobMayExist?: boolean
  /** For a failure: whether this run held the request's claim (./marker.ts FailureMarker). */
  claim?: 'held' | 'unknown'
  /** The preview of the job's pull request, once asked for (`off` is not shown). */
  preview?: ShownPreview
}

const HEADLINES: Record<CommentState, string> = {
  working: '⏳ The docs agent is working on this',
  completed: '✅ The docs agent opened a pull request',
  'no-changes': 'ℹ️ The docs agent finished without changing any files',
  failed: '❌ The docs agent job failed',
  archived: '🗄️ The docs agent job was archived',
  'timed-out': '⏸️ Stopped waiting: the job is still running on the service',
  stopped: '🛑 The workflow stopped before the job finished',
  error: '⚠️ The docs agent action hit an error',
  'ci-held': '🧑‍🔧 CI still fails: a person is needed',
}

/** The headline of a CI follow-up while the job works on it: what was sent. */
function ciHeadline(ci: CiCount): string {
  return `🔧 CI failed: asked the agent to fix it (${ci.count} of ${ci.cap})`
}

/** The row and the words of a CI failure: which run, and for a held one why nothing was sent. */
function ciParts(view: CommentView, ci: CiCount): { row: string; words: string } {
  const run = ci.url === '' ? escapeMarkup(ci.workflow) : linkOrText(ci.url, ci.workflow)
  if (view.state !== 'ci-held')
    return { row: `${run} failed: asked the agent to fix it (${ci.count} of ${ci.cap})`, words: '' }
  const phrase = escapeMarkup(view.triggerPhrase)
  return {
    row: `${run} failed again; ${ci.count} of ${ci.cap} sent`,
    words: [
      `The job was already sent ${ci.count} CI failure${ci.count === 1 ? '' : 's'}, as many as <code>ci-follow-ups</code> allows, so this one was not sent. This comment is updated with each later failure.`,
      `Fix the failure by hand, or ask the agent for something specific in a comment: <code>${phrase} &lt;instruction&gt;</code>.`,
    ].join('\n\n'),
  }
}

/**
 * Text made inert for a comment: escaped (`@` always, so no mentions), on one line, and a trigger
 * phrase without `@` gets its first character escaped too.
 */
export function inert(text: string, phrase: string): string {
  const escapedPhrase = escapeMarkup(phrase)
  const line = escapeMarkup(text)
  return escapedPhrase === '' || escapedPhrase.startsWith('&#')
    ? line
    : line.replace(
        new RegExp(escapeRegExp(escapedPhrase), 'gi'),
        (found) => `&#${found.charCodeAt(0)};${found.slice(1)}`,
      )
}

/** A user's text as a Markdown quote: inert line by line, and shortened. */
function quote(text: string, phrase: string): string {
  const short = text.length > MAX_QUOTED ? `${text.slice(0, MAX_QUOTED)}…` : text
  return short
    .split(/\r?\n/)
    .map((line) => `> ${inert(line, phrase)}`)
    .join('\n')
}

/**
 * The items of the docs-gaps issue the job covers, and its pull request once it has one. The gaps
 * run reads that pull request in the repository, which is the run's: a pull request in
 * another repository is not recorded (the items then say they were asked, not whether it merged).
 */
function gapsCoverMarker(view: CommentView): string {
  if (view.gapsItems === undefined) return ''
  const repository = view.runUrl.replace(/\/actions\/runs\/.*$/s, '')
  const here = repository !== '' && (view.prLink ?? '').startsWith(`${repository}/pull/`)
  const pr = here ? /\/pull\/(\d{1,9})(?:$|[/?#])/.exec(view.prLink ?? '')?.[1] : undefined
  return renderGapsCover({
    job: view.jobId,
    items: view.gapsItems,
    pr: pr === undefined ? undefined : Number(pr),
  })
}

export function renderComment(view: CommentView): string {
  const rows: [string, string][] = []
  // A request that failed before it had a job: no job to show, and a marker that names none.
  const jobless = view.jobId === ''
  if (!jobless && view.state === 'ci-held')
    rows.push(['Job', `<code>${escapeMarkup(view.jobId)}</code>`])
  else if (!jobless) {
    rows.push(
      [
        'Job',
        `<code>${escapeMarkup(view.jobId)}</code>${view.followUp ? ' (follow-up message)' : ''}`,
      ],
      ['Status', escapeMarkup(view.status || 'unknown')],
    )
  }
  if (view.prLink !== null) rows.push(['Pull request', linkOrText(view.prLink)])
  const preview = view.preview?.status === 'off' ? undefined : view.preview
  if (preview !== undefined) rows.push(['Preview', previewLine(preview)])
  if (view.durationMs !== undefined) rows.push(['Took', formatDuration(view.durationMs)])
  const ci = view.ci === undefined ? undefined : ciParts(view, view.ci)
  if (ci !== undefined) rows.push(['CI', ci.row])
  if (view.runUrl !== '') rows.push(['Workflow run', linkOrText(view.runUrl, 'logs')])
  const advice = view.state === 'error' ? view.advice : undefined
  const headline =
    advice !== undefined
      ? `⚠️ ${escapeMarkup(advice.title)}`
      : view.ci !== undefined && view.state === 'working'
        ? ciHeadline(view.ci)
        : HEADLINES[view.state]
  const parts = [
    jobless
      ? renderFailureMarker({
          request: view.requestKey,
          run: view.run,
          claim: view.claim,
          jobMayExist: view.jobMayExist,
        })
      : renderMarker({
          job: view.jobId,
          request: view.requestKey,
          run: view.run,
          ci: view.ci?.count,
          preview: previewMarked(view.preview),
        }) + gapsCoverMarker(view),
    `### ${headline}`,
    '',
    quote(view.instruction, view.triggerPhrase),
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
  ]
  const picture = preview === undefined ? '' : previewPicture(preview)
  if (picture !== '') parts.push('', picture)
  if (ci !== undefined && ci.words !== '') parts.push('', ci.words)
  if (advice !== undefined) parts.push('', advice.body)
  else if (view.detail !== '') parts.push('', escapeMarkup(view.detail.slice(0, 1000)))
  if (view.state === 'timed-out' || view.state === 'stopped') {
    parts.push(
      '',
      `The job may still be running on the service. To wait for it again, run the action with <code>job-id: ${escapeMarkup(view.jobId)}</code>.`,
    )
  }
  return parts.join('\n').slice(0, MAX_COMMENT_LENGTH)
}

/** Where the tracking comment lives: the thread, or a review thread on a diff. */
export type CommentPlace =
  { kind: 'issue'; number: number } | { kind: 'review'; pull: number; replyTo: number }

/**
 * The one comment per request, created once and then edited in place. A failure to write it is a
 * warning: the job itself must not suffer for a missing `permissions:` entry. A create whose
 * answer was lost may still have posted the comment: before creating again, the thread is
 * searched for the request's marker, so a thread never gets two.
 */
export class TrackingComment {
  id: number | undefined
  private readonly github: GitHubClient
  readonly place: CommentPlace
  private readonly warn: (message: string) => void
  private shown = ''
  /** Look for an existing comment before creating one (a lost answer, or a later step). */
  private search: boolean
  /**
   * Read the thread again once the comment is created: another run of the request may have
   * posted at the same time (the look before posting cannot see that). See sweep().
   */
  private readonly sweepAfterCreate: boolean
  /** May take over a comment of the request found in the thread (not for a claim by comment). */
  private readonly adopts: boolean
  /** GitHub refused for good (no permission, thread gone): no more attempts, no more warnings. */
  refused = false
  /** A failure found the tracking comment of a job that serves the request: nothing to write. */
  private leftAlone = false
  /** Edits happen one at a time, so a cancellation cannot race a create into two comments. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    github: GitHubClient,
    place: CommentPlace,
    warn: (message: string) => void,
    existing: { id?: number; search?: boolean; adopt?: boolean } = {},
  ) {
    this.github = github
    this.place = place
    this.warn = warn
    this.id = existing.id
    this.search = existing.search ?? false
    this.sweepAfterCreate = this.search
    this.adopts = existing.adopt ?? true
  }

  /**
   * Creates the comment, or edits it when the body changed; true when it now shows `view`, or
   * when it was left to the tracking comment of the request's job (nothing for a later step).
   */
  show(view: CommentView): Promise<boolean> {
    const next = this.queue.then(() => this.write(view))
    this.queue = next.catch(() => undefined)
    return next
  }

  private async write(view: CommentView): Promise<boolean> {
    const body = renderComment(view)
    if (body === this.shown || this.leftAlone) return true
    if (this.refused) return false
    try {
      if (this.id === undefined && this.search && !(await this.adopt(view))) return true
      if (this.id === undefined) {
        this.id =
          this.place.kind === 'issue'
            ? await this.github.createComment(this.place.number, body)
            : await this.github.replyToReviewComment(this.place.pull, this.place.replyTo, body)
        this.shown = body
        if (this.sweepAfterCreate) await this.sweep(view, this.id)
        return true
      }
      await this.github.updateComment(this.place.kind, this.id, body)
      this.shown = body
      return true
    } catch (error) {
      if (this.id === undefined && error instanceof ApiError && error.mayHaveActed && this.adopts)
        this.search = true
      // A rate limit GitHub could not be waited out for is transient (a 403 too): the next edit
      // tries again, so the comment still reaches its final state.
      if (
        error instanceof ApiError &&
        !error.transient &&
        [401, 403, 404, 410, 422].includes(error.status ?? 0)
      ) {
        this.refused = true
      }
      this.warn(
        `Could not ${this.id === undefined ? 'post' : 'update'} the tracking comment: ${(error as Error).message}`,
      )
      return false
    }
  }

  /**
   * After creating a comment that another run of the request may have raced (a failure, or a
   * re-run): of two comments posted at once, the later one's look sees the earlier. A failure
   * comment beside a tracking comment of the request is deleted (its own, or the other run's),
   * so the request keeps the comment that names its job. A failure to look or delete is a
   * warning, never the run's failure.
   */
  private async sweep(view: CommentView, id: number): Promise<void> {
    const { kind } = this.place
    const number = this.place.kind === 'issue' ? this.place.number : this.place.pull
    try {
      const found = requestComments(
        (await this.github.threadComments(number, kind === 'review')).filter(
          (c) => c.kind === kind,
        ),
        view.requestKey,
      )
      const served = found.some((f) => f.job !== undefined && f.comment.id !== id)
      if (view.jobId === '' && served) {
        await this.github.deleteComment(id, kind)
        this.id = undefined
        this.leftAlone = true
        this.warn(
          'Deleted the comment about this failure: another run of the request posted its tracking comment at the same time, which is left as it is.',
        )
        return
      }
      if (view.jobId === '') return
      for (const failure of found.filter((f) => f.failure !== undefined && f.comment.id !== id))
        await this.github.deleteComment(failure.comment.id, kind)
    } catch (error) {
      this.warn(
        `Could not check the thread for another comment of this request: ${(error as Error).message}`,
      )
    }
  }

  /**
   * Takes over this request's comment if the thread already has it: its tracking comment of the
   * same job, or a failure comment (an earlier attempt that failed before it had a job). False
   * when a failure would stand beside the tracking comment of a job that serves the request (of
   * another run or attempt): that comment is left as it is, and nothing is written, now or later.
   */
  private async adopt(view: CommentView): Promise<boolean> {
    const review = this.place.kind === 'review'
    const number = this.place.kind === 'issue' ? this.place.number : this.place.pull
    const comments = (await this.github.threadComments(number, review)).filter(
      (c) => c.kind === this.place.kind,
    )
    this.search = false
    const found = requestComment(comments, view.requestKey)
    if (found === undefined) return true
    if (found.failure?.jobMayExist === true && view.jobId === '' && view.jobMayExist !== true) {
      // That comment says a job may exist and what to do: another failure must not erase it.
      this.leftAlone = true
      this.warn(
        'Did not post a comment about this failure: the thread already says that a job of this request may exist, and that comment is left as it is.',
      )
      return false
    }
    if (found.job === undefined || found.job === view.jobId) {
      this.id = found.comment.id
      return true
    }
    if (view.jobId !== '') return true
    this.leftAlone = true
    this.warn(
      `Did not post a comment about this failure: the thread already has the tracking comment of job ${found.job} for this request, which is left as it is.`,
    )
    return false
  }
}

/** What the marker records of a preview: its status id and link, once the service gave an id. */
function previewMarked(preview: ShownPreview | undefined): Marker['preview'] {
  return preview?.statusId === undefined
    ? undefined
    : { statusId: preview.statusId, url: preview.url }
}
