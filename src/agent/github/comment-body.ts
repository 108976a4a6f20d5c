/**
 * What a tracking comment shows (CommentView) and its Markdown (renderComment): pure, so that the
 * comment's words are tested apart from GitHub. TrackingComment (./tracking-comment.ts) writes it.
 */
import { renderGapsCover } from '../../shared/gaps-items.js'
import { escapeMarkup, escapeRegExp, linkOrText } from '../../shared/markup.js'
import { formatDuration } from '../../shared/durations.js'
import {
  previewLine,
  previewPicture,
  type ShownPreview,
} from '../../shared/deployments/preview-view.js'
import { SEAL_LENGTH } from '../../shared/github/marker-seal.js'
import { renderFailureMarker, renderMarker, type Marker, type MarkerRun } from './marker.js'
import { renderHandOff, type HandOff } from './hand-off.js'
import { budgetWords, type Budget } from './request-count.js'

/** GitHub refuses comment bodies longer than this, less the seal the client adds to our markers. */
export const MAX_COMMENT_LENGTH = 65_536 - SEAL_LENGTH
const MAX_QUOTED = 2000

/** The CI follow-up a plan carries (../triggers/ci-follow-up.ts): which one of the cap this request is, and of what run. */
export interface CiCount {
  /** This request's number among the job's CI follow-ups (1-based); at the cap, those sent. */
  count: number
  cap: number
  workflow: string
  url: string
}

/** A followed pull request's pushes sent to its job, at the cap (../triggers/code-push.ts). */
export interface PushCount {
  count: number
  cap: number
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
  /** A push past `code-follow-ups`: nothing was sent, a person is needed (said once). */
  | 'push-held'
  /** A daily request limit is reached: nothing was sent (../decide/budget.ts). */
  | 'limited'
  /** Content someone below min-permission wrote, which nobody approved: nothing was sent. */
  | 'unapproved'

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
  /** The code pull request's head commit this request brings to its job (in the marker). */
  head?: string
  /** The pushes a followed pull request's job was sent, when they reached the cap. */
  pushes?: PushCount
  /** The docs-gaps items the job was asked to cover (../triggers/issue-comment.ts). */
  gapsItems?: string[]
  /** A failure whose request to create the job may have acted: no later run creates another. */
  jobMayExist?: boolean
  /** For a failure: whether this run held the request's claim (./marker.ts FailureMarker). */
  claim?: 'held' | 'unknown'
  /** The id of the 👀 it held, when it did. */
  claimId?: number
  /** The preview of the job's pull request, once asked for (`off` is not shown). */
  preview?: ShownPreview
  /**
   * No run waits for the job: while the comment says `working`, it carries this record, by
   * which a finish run finds the job and ends it (./hand-off.ts).
   */
  handOff?: HandOff
  /** For whom the request was sent (the marker records it for the daily limits); none: nothing sent. */
  sentBy?: string
  /** When it was sent (ms since the epoch), which the daily limits count from. */
  sentAt?: number
  /** The counts against the daily request limits, when one is set. */
  budget?: Budget
  /**
   * What the token could not reach of the job's pull request in another repository (its note,
   * its check), and what to pass instead: said once, in this comment.
   */
  unreached?: string
  /** What of the thread was not sent to the agent, and how to send it (../decide/authors.ts). */
  left?: string
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
  'push-held': '🧑‍🔧 New pushes are no longer sent to the agent: a person is needed',
  limited: '⏸️ Not sent: a daily request limit is reached',
  unapproved: '✋ Not sent: waiting for an approval',
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

/** The row and the words of a pull request whose pushes reached `code-follow-ups`. */
function pushParts({ count, cap }: PushCount): { row: string; words: string } {
  return {
    row: `${count} of ${cap} sent`,
    words: [
      `The job was sent ${count} push${count === 1 ? '' : 'es'} of this pull request, as many as <code>code-follow-ups</code> allows: later pushes are not sent, and this comment says so once.`,
      'Bring the docs pull request up to date by hand, or raise <code>code-follow-ups</code> in the workflow: the next push is then sent.',
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
  if (!jobless && (view.state === 'ci-held' || view.state === 'push-held'))
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
  const pushes = view.pushes === undefined ? undefined : pushParts(view.pushes)
  if (pushes !== undefined) rows.push(['Pushes', pushes.row])
  rows.push(...countsRow(view.budget))
  if (view.runUrl !== '') rows.push(['Workflow run', linkOrText(view.runUrl, 'logs')])
  const advice = view.state === 'error' ? view.advice : undefined
  const headline =
    advice !== undefined
      ? `⚠️ ${escapeMarkup(advice.title)}`
      : view.ci !== undefined && view.state === 'working'
        ? ciHeadline(view.ci)
        : HEADLINES[view.state]
  const parts = [
    hiddenParts(view),
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
  if (pushes !== undefined) parts.push('', pushes.words)
  if (advice !== undefined) parts.push('', advice.body)
  else if (view.detail !== '') parts.push('', escapeMarkup(view.detail.slice(0, 1000)))
  if (handedOff(view))
    parts.push(
      '',
      `No workflow run waits for this job: a finish run (<code>finish: true</code>) updates this comment when the job ends. Without one, run the action with <code>job-id: ${escapeMarkup(view.jobId)}</code> to wait for it.`,
    )
  if (view.unreached !== undefined)
    parts.push('', `⚠️ ${escapeMarkup(view.unreached.slice(0, 1500))}`)
  if (view.left !== undefined)
    parts.push('', `✋ ${inert(view.left.slice(0, 1500), view.triggerPhrase)}`)
  const ended = endedWords(view)
  if (ended !== '') parts.push('', ended)
  if (view.state === 'timed-out' || view.state === 'stopped') {
    parts.push(
      '',
      `The job may still be running on the service. To wait for it again, run the action with <code>job-id: ${escapeMarkup(view.jobId)}</code>.`,
    )
  }
  return parts.join('\n').slice(0, MAX_COMMENT_LENGTH)
}

/**
 * What a failed or archived job's comment says to do next: what the service reported (a status
 * is all it gives), then the two ways on: ask again, which starts a new job, or look at this one.
 */
function endedWords(view: CommentView): string {
  if ((view.state !== 'failed' && view.state !== 'archived') || view.jobId === '') return ''
  const job = `<code>${escapeMarkup(view.jobId)}</code>`
  const reported =
    view.state === 'failed'
      ? `The service reported job ${job} as <code>failed</code>: it ended without finishing the work.`
      : `The service reported job ${job} as <code>archived</code>: it was set aside before it ended.`
  const phrase = escapeMarkup(view.triggerPhrase)
  const again =
    phrase === ''
      ? 'run the workflow again'
      : `comment <code>${phrase} &lt;instruction&gt;</code> here`
  return `${reported} To try again, ${again}: a new job starts. To see what happened, open job ${job} in the platform's dashboard (its agent jobs).`
}

/** The counts against the daily request limits, as a row, when one is set. */
function countsRow(budget: Budget | undefined): [string, string][] {
  const counts = budget === undefined ? [] : budgetWords(budget)
  return counts.length === 0 ? [] : [['Requests today', escapeMarkup(counts.join('; '))]]
}

/**
 * The hidden comments a tracking comment starts with: the marker (a failure's, for a request
 * without a job), the docs-gaps items it covers, and the hand-off record while no run waits.
 */
function hiddenParts(view: CommentView): string {
  if (view.jobId === '')
    return renderFailureMarker({
      request: view.requestKey,
      run: view.run,
      claim: view.claim,
      jobMayExist: view.jobMayExist,
      sentBy: view.sentBy,
      sentAt: view.sentAt,
      claimId: view.claimId,
    })
  const marker = renderMarker({
    job: view.jobId,
    request: view.requestKey,
    run: view.run,
    ci: view.ci?.count,
    preview: previewMarked(view.preview),
    ...(view.prLink === null ? {} : { pr: view.prLink }),
    ...(view.head === undefined ? {} : { head: view.head }),
    ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy, sentAt: view.sentAt }),
  })
  const record = handedOff(view) ? renderHandOff(view.handOff, view) : ''
  return marker + gapsCoverMarker(view) + record
}

/** A job that no run waits for, whose record the comment carries while it works. */
function handedOff(view: CommentView): view is CommentView & { handOff: HandOff } {
  return view.handOff !== undefined && view.state === 'working' && view.jobId !== ''
}

/** What the marker records of a preview: its status id and link, once the service gave an id. */
function previewMarked(preview: ShownPreview | undefined): Marker['preview'] {
  return preview?.statusId === undefined
    ? undefined
    : { statusId: preview.statusId, url: preview.url }
}
