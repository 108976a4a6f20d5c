import * as v from '../../shared/valibot.ts'
import type { ReactionTarget } from '../../shared/github/github-client.js'
import { parseMarkers, type Marker } from './marker.js'

/**
 * The hand-off record: what a finish run (../../finish/finish-run.ts) needs to end a job that no run
 * waits for, as the run that sent it would have. It lives in the job's tracking comment, in one
 * hidden comment after the marker, and nowhere else: the state of a handed-off job is in GitHub.
 * Only comments the action wrote are read (ThreadComment.trusted), and every value is checked
 * before use, as the marker's are: a person who quotes the comment hands nothing off.
 *
 * The record holds the comment's view (without its preview, which the end asks for anew), so
 * the finish run writes the comment the waiting run would have written; its instruction is cut
 * to what the comment quotes.
 */
export interface HandOff {
  /** When the job was handed off (ISO): a finish run past `finish-within-hours` gives up on it. */
  at: string
  /** When the request's run started (ISO), for the time the job took. */
  startedAt: string
  /** The issue or pull request of the request. */
  thread: number
  /** Where the tracking comment is (tracking-comment.ts CommentPlace). */
  place: { kind: 'issue'; number: number } | { kind: 'review'; pull: number; replyTo: number }
  /** What the request did: created the job, sent it a follow-up, or only waited for it. */
  action: 'create' | 'message' | 'wait'
  /** Where the request's 🚀 or 😕 goes when the job ends. */
  react?: ReactionTarget
  /** Who asked, whom `pr-reviewers` leaves out. */
  requester?: { login: string; type?: string }
  /** A followed code pull request's head and the `docs-status` context it reports in. */
  status?: { sha: string; context: string }
}

/** A handed-off job as its tracking comment records it: the record, and the comment's view. */
export interface HandedOff {
  handOff: HandOff
  view: HandedOffView
}

const RECORD_START = '<!-- docs-agent-handoff '
const RECORD = /<!-- docs-agent-handoff ([A-Za-z0-9_-]{1,60000}) -->/
/** The instruction as the comment quotes it, at most (comment-body.ts MAX_QUOTED, and its `…`). */
const MAX_INSTRUCTION = 2001

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))
const Value = v.pipe(v.string(), v.regex(/^[\w.:-]{1,200}$/))
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const Time = v.pipe(v.string(), v.isoTimestamp())
const Url = v.pipe(v.string(), v.regex(/^(?:https?:\/\/[^\s<>"]{1,2000})?$/))

const HandOffShape = v.object({
  at: Time,
  startedAt: Time,
  thread: Id,
  place: v.variant('kind', [
    v.object({ kind: v.literal('issue'), number: Id }),
    v.object({ kind: v.literal('review'), pull: Id, replyTo: Id }),
  ]),
  action: v.picklist(['create', 'message', 'wait']),
  react: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('issue-comment'), id: Id }),
      v.object({ kind: v.literal('review-comment'), id: Id }),
      v.object({ kind: v.literal('issue'), number: Id }),
    ]),
  ),
  requester: v.optional(
    v.object({
      login: v.pipe(v.string(), v.regex(/^[\w.[\]-]{1,100}$/)),
      type: v.optional(Text(20)),
    }),
  ),
  status: v.optional(
    v.object({ sha: v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/)), context: Text(255) }),
  ),
})

const Count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The view, as far as a handed-off comment shows it (no failure, no held count, no preview). */
const ViewShape = v.object({
  jobId: Value,
  requestKey: Value,
  instruction: Text(MAX_INSTRUCTION),
  followUp: v.boolean(),
  runUrl: Url,
  run: v.optional(
    v.object({
      id: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
      attempt: v.pipe(v.number(), v.integer()),
    }),
  ),
  status: Text(100),
  prLink: v.nullable(Url),
  detail: Text(1000),
  triggerPhrase: Text(100),
  ci: v.optional(
    v.object({
      count: v.pipe(v.number(), v.integer(), v.minValue(0)),
      cap: v.pipe(v.number(), v.integer(), v.minValue(0)),
      workflow: Text(500),
      url: Url,
    }),
  ),
  head: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{40}$/))),
  gapsItems: v.optional(v.array(Text(200))),
  sentBy: v.optional(v.pipe(v.string(), v.regex(/^[\w.[\]-]{0,100}$/))),
  sentAt: v.optional(Count),
  budget: v.optional(
    v.object({
      repository: v.optional(v.object({ used: Count, max: Count })),
      person: v.optional(v.object({ used: Count, max: Count, login: Text(100) })),
    }),
  ),
})

const RecordShape = v.object({ handOff: HandOffShape, view: ViewShape })

/** What the record keeps of a tracking comment's view (comment-body.ts CommentView). */
export type HandedOffView = v.InferOutput<typeof ViewShape>

/** The hidden comment that carries a view's hand-off record (comment-body.ts writes it). */
export function renderHandOff(handOff: HandOff, view: HandedOffView): string {
  const instruction =
    view.instruction.length > MAX_INSTRUCTION
      ? `${view.instruction.slice(0, MAX_INSTRUCTION - 1)}…`
      : view.instruction
  const kept: HandedOffView = {
    jobId: view.jobId,
    requestKey: view.requestKey,
    instruction,
    followUp: view.followUp,
    runUrl: view.runUrl,
    ...(view.run === undefined ? {} : { run: view.run }),
    status: view.status,
    prLink: view.prLink,
    detail: view.detail.slice(0, 1000),
    triggerPhrase: view.triggerPhrase,
    ...(view.ci === undefined ? {} : { ci: view.ci }),
    ...(view.head === undefined ? {} : { head: view.head }),
    ...(view.gapsItems === undefined ? {} : { gapsItems: view.gapsItems }),
    ...(view.sentBy === undefined ? {} : { sentBy: view.sentBy }),
    ...(view.sentAt === undefined ? {} : { sentAt: view.sentAt }),
    ...(view.budget === undefined ? {} : { budget: view.budget }),
  }
  // base64url: nothing in it can end the HTML comment, and Markdown leaves it alone.
  const data = Buffer.from(JSON.stringify({ handOff, view: kept }), 'utf8').toString('base64url')
  return `${RECORD_START}${data} -->`
}

/**
 * The hand-off record of a comment body, checked; undefined when it has none or a record that
 * does not read (mangled, or from a version that wrote another shape).
 */
export function parseHandOff(body: string): HandedOff | undefined {
  const data = RECORD.exec(body)?.[1]
  if (data === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  const read = v.safeParse(RecordShape, parsed)
  return read.success ? read.output : undefined
}

/** A record as the post step reads it back from the main step's state; undefined if it does not read. */
export function checkHandOff(value: unknown): HandOff | undefined {
  const read = v.safeParse(HandOffShape, value)
  return read.success ? read.output : undefined
}

/** Whether a body carries a hand-off record at all (cheap, before parsing). */
export function mentionsHandOff(body: string): boolean {
  return body.includes(RECORD_START)
}

/** A comment that carries a hand-off record, read: the record and the comment's first marker. */
export interface ReadHandOff<C> {
  comment: C
  record: HandedOff
  marker: Marker | undefined
}

/**
 * The hand-off records of the comments the action wrote, each comment parsed here once as a
 * finish run reads it (../../finish/finish-run.ts); a record that does not read is none.
 */
export function readHandOffs<C extends { body: string; trusted: boolean }>(
  comments: readonly C[],
): ReadHandOff<C>[] {
  const read: ReadHandOff<C>[] = []
  for (const comment of comments) {
    if (!comment.trusted || !mentionsHandOff(comment.body)) continue
    const record = parseHandOff(comment.body)
    if (record === undefined) continue
    const [marker] = parseMarkers(comment.body)
    read.push({ comment, record, marker })
  }
  return read
}
