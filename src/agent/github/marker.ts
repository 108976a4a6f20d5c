import type { ThreadComment } from '../../shared/github/github-client.js'

/**
 * The marker protocol. Every comment this action writes (tracking comments, the note on the
 * agent's pull request) carries one hidden marker naming the job and the request it serves:
 * a re-run finds its own job by the request, a follow-up finds the thread's newest job, and a
 * comment with a marker never triggers the action. Only markers in comments written by us are
 * read (`trusted`: by the token's own login or one of `marker-logins`, sealed with the run's key
 * for their repository and thread: ../../shared/github/authorship.ts); values are checked before
 * they are used.
 */

/** The request key of the note on a job's pull request (./pull-request-note.ts). */
export const NOTE_REQUEST = 'note'

/** Starts the hidden marker that every comment of this action carries. */
const MARKER_PREFIX = '<!-- docs-agent-action'
/** The workflow run that wrote a marker: GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT. */
export interface MarkerRun {
  id: string
  attempt: number
}

/**
 * What a marker records: the job and the request (triggering comment, issue or run) it serves,
 * and, since the claim on a request (../decide/claim.ts), the run that owns it. Markers written
 * before that have no run.
 */
export interface Marker {
  job: string
  request: string
  run?: MarkerRun
  /** The CI failures sent to the job so far, this request's included (../triggers/ci-follow-up.ts). */
  ci?: number
  /** The preview of the job's pull request this comment shows (../job/preview.ts). */
  preview?: { statusId: string; url: string }
  /** The job's pull request, once it has one: what a closed code pull request tells (../triggers/code-closed.ts). */
  pr?: string
  /**
   * The code pull request's head commit the request brought to the job (its start, or a push):
   * a later push is compared from the newest one (../triggers/code-push.ts).
   */
  head?: string
  /**
   * Who the request sent to the service was for (a job created or a follow-up sent): written
   * only then, so that the daily limits count requests by these (../decide/budget.ts).
   */
  sentBy?: string
  /** When it was sent (ms since the epoch): a re-run's send in an earlier attempt's comment. */
  sentAt?: number
}

const RUN_ID = /^\d{1,20}$/
/** The hidden comment that names a run, right after a marker; its pattern, for the readers. */
const RUN_PATTERN = '(?:<!-- docs-agent-run id=(\\d{1,20}) attempt=(\\d{1,6}) -->)?'

function renderRun(run: MarkerRun | undefined): string {
  return run === undefined || !RUN_ID.test(run.id)
    ? ''
    : `<!-- docs-agent-run id=${run.id} attempt=${run.attempt} -->`
}

/**
 * The run goes in a second hidden comment right after the first, so that a version of this
 * action that predates it still reads the job and the request.
 */
export function renderMarker(marker: Marker): string {
  const main = `${MARKER_PREFIX} job=${encodeURIComponent(marker.job)} request=${encodeURIComponent(marker.request)} -->`
  const { run, ci, preview, pr, head, sentBy, sentAt } = marker
  const runPart = renderRun(run)
  const ciPart =
    ci === undefined || !Number.isInteger(ci) || ci < 0 ? '' : `<!-- docs-agent-ci sent=${ci} -->`
  // Encoded, as the job and the request: nothing of a URL can end the HTML comment. What the
  // readers would not take back (below) is not written.
  const previewPart =
    preview === undefined || !previewRecordable(preview)
      ? ''
      : `<!-- docs-agent-preview status=${preview.statusId} url=${encodeURIComponent(preview.url)} -->`
  const prPart =
    pr === undefined || pr === '' || !MARKED_URL.test(pr)
      ? ''
      : `<!-- docs-agent-pr url=${encodeURIComponent(pr)} -->`
  const headPart =
    head === undefined || !SHA.test(head) ? '' : `<!-- docs-agent-head sha=${head} -->`
  return `${main}${runPart}${ciPart}${previewPart}${prPart}${headPart}${renderSent(sentBy, sentAt)}`
}

/** A login as the marker keeps it: GitHub's (a bot's `[bot]` included), or none. */
const LOGIN = /^[\w.[\]-]{0,100}$/
/** The part that says a request was sent, for whom and when; its pattern, for the readers. */
const SENT_PATTERN = '(?:<!-- docs-agent-sent by=([\\w.[\\]-]{0,100})(?: at=(\\d{1,15}))? -->)?'

function renderSent(sentBy: string | undefined, sentAt: number | undefined): string {
  if (sentBy === undefined || !LOGIN.test(sentBy)) return ''
  const at =
    sentAt !== undefined && Number.isSafeInteger(sentAt) && sentAt > 0 ? ` at=${sentAt}` : ''
  return `<!-- docs-agent-sent by=${sentBy}${at} -->`
}

/** A URL as a marker may give it: http(s) in ASCII (hosts in punycode), or none. */
const MARKED_URL = /^(?:https?:\/\/[^\s<>"\u0080-\uFFFF]+)?$/
/** A status id: what the service's ids are made of, and not a path's `.` or `..`. */
const PREVIEW_STATUS_ID = /^(?!\.+$)[\w.:-]{1,200}$/

/** A preview the marker can record and a reader take back as it was. */
function previewRecordable({ statusId, url }: { statusId: string; url: string }): boolean {
  return PREVIEW_STATUS_ID.test(statusId) && MARKED_URL.test(url)
}

const SHA = /^[0-9a-f]{40}$/

/** Job ids and request keys as the action writes them: nothing that could break a log line. */
const MARKER_VALUE = /^[\w.:-]{1,200}$/

export function parseMarkers(body: string): Marker[] {
  const markers: Marker[] = []
  const pattern = new RegExp(
    `<!-- docs-agent-action job=(\\S+) request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-ci sent=(\\d{1,4}) -->)?(?:<!-- docs-agent-preview status=([\\w.:-]{1,200}) url=(\\S*) -->)?(?:<!-- docs-agent-pr url=(\\S+) -->)?(?:<!-- docs-agent-head sha=([0-9a-f]{40}) -->)?${SENT_PATTERN}`,
    'g',
  )
  for (const match of body.matchAll(pattern)) {
    try {
      const [
        ,
        job = '',
        request = '',
        runId,
        attempt,
        ci,
        statusId,
        url,
        pr,
        head,
        sentBy,
        sentAt,
      ] = match
      const previewUrl = url === undefined ? '' : decodeURIComponent(url)
      const prUrl = pr === undefined ? '' : decodeURIComponent(pr)
      markers.push({
        job: decodeURIComponent(job),
        request: decodeURIComponent(request),
        ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
        ...(ci === undefined ? {} : { ci: Number(ci) }),
        ...(statusId === undefined || !previewRecordable({ statusId, url: previewUrl })
          ? {}
          : { preview: { statusId, url: previewUrl } }),
        ...(prUrl !== '' && MARKED_URL.test(prUrl) ? { pr: prUrl } : {}),
        ...(head === undefined ? {} : { head }),
        ...(sentBy === undefined ? {} : { sentBy }),
        ...(sentBy === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
      })
    } catch {
      // A marker someone mangled by hand is ignored.
    }
  }
  return markers.filter((m) => MARKER_VALUE.test(m.job) && MARKER_VALUE.test(m.request))
}

/**
 * The newest marker in a thread, optionally only those of one request. Only comments written by
 * us count: anyone can type a marker into a comment of their own (and another workflow can echo
 * it as github-actions[bot]), and must not be able to steer a follow-up or pass for a re-run that
 * way.
 */
export function newestMarker(
  comments: ThreadComment[],
  request?: string,
): (Marker & { comment: ThreadComment }) | undefined {
  for (const comment of [...comments].reverse()) {
    if (!comment.trusted) continue
    const marker = parseMarkers(comment.body)
      .reverse()
      .find((m) => request === undefined || m.request === request)
    if (marker !== undefined) return { ...marker, comment }
  }
  return undefined
}

/**
 * How many CI failures were sent to `job`: the most any marker of it says (written by us), 0
 * when none does. Every comment counts, so that the count survives a newer comment of the job.
 */
export function ciFollowUpsSent(comments: ThreadComment[], job: string): number {
  let sent = 0
  for (const comment of comments) {
    if (!comment.trusted) continue
    for (const marker of parseMarkers(comment.body))
      if (marker.job === job && marker.ci !== undefined) sent = Math.max(sent, marker.ci)
  }
  return sent
}

/**
 * The marker of a failure comment: a request that failed before it had a job. It names no job,
 * so that neither a re-run nor a follow-up takes it for one (parseMarkers does not read it); only
 * requestComment does, so that the request keeps one comment.
 */
export function renderFailureMarker(failure: FailureMarker): string {
  const { request, run, claim, jobMayExist, sentBy, sentAt, claimId } = failure
  const runPart = renderRun(run)
  const claimPart = claim === undefined ? '' : `<!-- docs-agent-claim ${claim} -->`
  // Apart from the marker, so that an older version of this action still reads the request.
  const unknownPart = jobMayExist === true ? '<!-- docs-agent-job may-exist -->' : ''
  // A job that may exist may have been counted by the service: the daily limits count it too.
  const sentPart = jobMayExist === true ? renderSent(sentBy, sentAt) : ''
  // Last, so that a version before it still reads every other part.
  const idPart =
    claim === 'held' && claimId !== undefined && Number.isSafeInteger(claimId) && claimId > 0
      ? `<!-- docs-agent-claimed reaction=${claimId} -->`
      : ''
  return `${MARKER_PREFIX} failed request=${encodeURIComponent(request)} -->${runPart}${claimPart}${unknownPart}${sentPart}${idPart}`
}

/**
 * What a failure comment's marker records: the request, the run that failed, and whether the
 * request to create its job may have acted (the answer was lost or was a server error), so that
 * no later run creates a second one.
 */
export interface FailureMarker {
  request: string
  run?: MarkerRun
  /**
   * Whether the failed run held the request's claim (👀, ../decide/claim.ts): `held` (it got 201
   * or took the claim over), `unknown` (its claim's answer was lost), none (it failed before).
   * A re-run takes over only a claim its earlier attempt can have held.
   */
  claim?: 'held' | 'unknown'
  jobMayExist?: boolean
  /** For whom and when the request that may have created a job was sent (with jobMayExist). */
  sentBy?: string
  sentAt?: number
  /**
   * The id of the 👀 the failed run held (with `claim: held`): a re-run whose claim finds that
   * very reaction takes it over as its earlier attempt's (../decide/claim-verdict.ts judgeClaim).
   */
  claimId?: number
}

function failureMarkers(body: string): FailureMarker[] {
  const failures: FailureMarker[] = []
  const pattern = new RegExp(
    `<!-- docs-agent-action failed request=(\\S+) -->${RUN_PATTERN}(?:<!-- docs-agent-claim (held|unknown) -->)?(<!-- docs-agent-job may-exist -->)?${SENT_PATTERN}(?:<!-- docs-agent-claimed reaction=(\\d{1,15}) -->)?`,
    'g',
  )
  for (const match of body.matchAll(pattern)) {
    try {
      const [, request = '', runId, attempt, claim, mayExist, sentBy, sentAt, claimId] = match
      failures.push({
        request: decodeURIComponent(request),
        ...(runId === undefined ? {} : { run: { id: runId, attempt: Number(attempt) } }),
        ...(claim === 'held' || claim === 'unknown' ? { claim } : {}),
        ...(mayExist === undefined ? {} : { jobMayExist: true }),
        ...(mayExist === undefined || sentBy === undefined ? {} : { sentBy }),
        ...(mayExist === undefined || sentAt === undefined ? {} : { sentAt: Number(sentAt) }),
        ...(claim === 'held' && claimId !== undefined ? { claimId: Number(claimId) } : {}),
      })
    } catch {
      // A marker someone mangled by hand is ignored.
    }
  }
  return failures.filter((failure) => MARKER_VALUE.test(failure.request))
}

/** The newest comment (written by us) of one request, as requestComment finds it. */
export type RequestComment =
  /** Its tracking comment, naming the job. */
  | { comment: ThreadComment; job: string; failure?: undefined }
  /** Its failure comment: a run that failed before the request had a job. */
  | { comment: ThreadComment; job: undefined; failure: FailureMarker }

/**
 * The newest comment (written by us) of one request: its tracking comment, with the job, or
 * its failure comment, without one.
 */
export function requestComment(
  comments: ThreadComment[],
  request: string,
): RequestComment | undefined {
  return requestComments(comments, request).at(-1)
}

/** Every comment (written by us) of one request, in the thread's order. */
export function requestComments(comments: ThreadComment[], request: string): RequestComment[] {
  const found: RequestComment[] = []
  for (const comment of comments) {
    if (!comment.trusted) continue
    const marker = parseMarkers(comment.body).find((m) => m.request === request)
    const failure = failureMarkers(comment.body).find((f) => f.request === request)
    if (marker !== undefined) found.push({ comment, job: marker.job })
    else if (failure !== undefined) found.push({ comment, job: undefined, failure })
  }
  return found
}

/**
 * What a thread says of one request: the request's newest tracking marker (`own`), the thread's
 * newest (`newest`, the job a follow-up continues), and the request's newest comment (`latest`:
 * its tracking comment or its failure comment). As newestMarker and requestComment find them,
 * from the markers read once (../decide/job-choice.ts threadMarkers).
 */
export interface ThreadMarkers {
  own: (Marker & { comment: ThreadComment }) | undefined
  newest: (Marker & { comment: ThreadComment }) | undefined
  latest: RequestComment | undefined
}

/** A comment written by us, with its tracking and failure markers. */
export interface MarkedComment {
  comment: ThreadComment
  markers: Marker[]
  failures: FailureMarker[]
}

/** A thread's comments, with the markers of those written by us parsed once. */
export interface ReadThread {
  comments: ThreadComment[]
  marked: MarkedComment[]
}

/** A thread as decide reads it: each comment's markers parsed here, once, as it is gathered. */
export function readThread(comments: ThreadComment[]): ReadThread {
  const marked = comments
    .filter((comment) => comment.trusted)
    .map((comment) => ({
      comment,
      markers: parseMarkers(comment.body),
      failures: failureMarkers(comment.body),
    }))
  return { comments, marked }
}

/** A comment this action wrote (it carries a marker): it never triggers the action. */
export function writtenByThisAction(body: string): boolean {
  return body.includes(MARKER_PREFIX)
}

/** A request sent to the service, as a comment of this action records it. */
export interface SentRequest {
  request: string
  /** Its job; '' when the request failed and its job may exist. */
  job: string
  /** For whom it was sent ('' when the run could not tell). */
  by: string
  /** When it was sent, when the comment says (else the comment's creation stands for it). */
  at?: number
}

/**
 * The requests a comment records as sent (jobs created, follow-ups sent, and creations that may
 * have acted): what the daily limits count (../decide/budget.ts). Only a comment written by a
 * bot counts; held requests, notes and failures that sent nothing record none.
 */
export function sentRequests(comment: Pick<ThreadComment, 'body' | 'trusted'>): SentRequest[] {
  if (!comment.trusted || !writtenByThisAction(comment.body)) return []
  const sent: SentRequest[] = []
  for (const marker of parseMarkers(comment.body))
    if (marker.sentBy !== undefined)
      sent.push({ request: marker.request, job: marker.job, by: marker.sentBy, at: marker.sentAt })
  for (const failure of failureMarkers(comment.body))
    if (failure.sentBy !== undefined)
      sent.push({ request: failure.request, job: '', by: failure.sentBy, at: failure.sentAt })
  return sent
}
