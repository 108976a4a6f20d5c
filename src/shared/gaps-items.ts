import { createHash } from 'node:crypto'

/**
 * What the two actions say to each other about the docs-gaps issue, in hidden comments: the
 * analytics action lists the ids of the issue's numbered items in its body; the agent action,
 * asked on that issue to "cover items 1 and 3", records the ids of those items in its tracking
 * comment's marker, with its job and, once there is one, its pull request; the next gaps run
 * reads them from the issue's thread. Ids are hashes of the items' keys: the comments never
 * repeat a reader's words.
 */

/** Marks the rolling issue; an HTML comment, so the agent's prompt context leaves it out. */
export const GAPS_ISSUE_MARKER = '<!-- docs-agent-action:docs-gaps -->'

/** An item's id: 11 base64url characters of the SHA-256 of its signal and key. */
export function gapsItemId(section: string, key: string): string {
  return createHash('sha256').update(`${section}:${key}`).digest('base64url').slice(0, 11)
}

const ID = /^[A-Za-z0-9_-]{11}$/
const ITEMS = /<!-- docs-agent-gaps-items ([A-Za-z0-9_,-]*) -->/
/** Most items an issue lists: gaps-top's largest (50) for each of the three signals. */
const MOST_ITEMS = 150

/** The ids of the issue's items, in their numbering (item 1 first). */
export function renderGapsItems(ids: readonly string[]): string {
  return `<!-- docs-agent-gaps-items ${ids.slice(0, MOST_ITEMS).join(',')} -->`
}

/** The ids an issue's body lists, or undefined when it lists none (or not as written). */
export function gapsItemsOf(body: string): string[] | undefined {
  const listed = ITEMS.exec(body)?.[1]
  if (listed === undefined) return undefined
  const ids = listed === '' ? [] : listed.split(',')
  return ids.length <= MOST_ITEMS && ids.every((id) => ID.test(id)) ? ids : undefined
}

/** One number or a range (`2-4`) after "item", "items" or "cover", joined by commas, "and", "&". */
const NUMBERS =
  /\b(?:items?|cover)\s*#?(\d{1,3}(?:\s*[-–]\s*\d{1,3})?(?:\s*(?:,|\band\b|&|\+)\s*#?\d{1,3}(?:\s*[-–]\s*\d{1,3})?)*)/giu

/**
 * The ids of the items an instruction names ("cover items 1 and 3", "items 2-4", "item 5"):
 * every item when it names no number ("cover all items", "please look at these"); numbers past
 * the list are left out.
 */
export function coveredItems(instruction: string, ids: readonly string[]): string[] {
  const named = new Set<number>()
  for (const match of instruction.matchAll(NUMBERS)) {
    for (const part of (match[1] ?? '').split(/,|\band\b|&|\+/iu)) {
      const [from, to = from] = part.split(/[-–]/u).map((n) => Number(n.replace(/[#\s]/gu, '')))
      if (from === undefined || to === undefined || to - from > MOST_ITEMS) continue
      for (let n = from; n <= to; n++) named.add(n)
    }
  }
  if (named.size === 0) return [...ids]
  return [...named]
    .sort((a, b) => a - b)
    .flatMap((n) => {
      const id = ids[n - 1]
      return id === undefined ? [] : [id]
    })
}

/** What a tracking comment records of a job asked to cover items of the gaps issue. */
export interface GapsCover {
  job: string
  /** The ids of the items it was asked to cover. */
  items: string[]
  /** Its pull request's number, once it has one. */
  pr?: number | undefined
}

/** A job id as a history keeps it (analytics/gaps/history.ts reads no longer one back). */
const JOB = /^[\w.:-]{1,100}$/
const COVERS =
  /<!-- docs-agent-gaps-covers job=([\w.:-]{1,100}) items=([A-Za-z0-9_,-]*)(?: pr=([1-9]\d{0,8}))? -->/g
/** The job a tracking comment's own marker names (agent/github/marker.ts writes it). */
const TRACKED_JOB = /<!-- docs-agent-action job=(\S+) request=\S+ -->/g

/** A cover as a history can keep it: a job id it reads back, a pull request number from 1. */
export function validCover(cover: GapsCover): boolean {
  return (
    JOB.test(cover.job) &&
    (cover.pr === undefined || (Number.isInteger(cover.pr) && cover.pr >= 1)) &&
    cover.items.every((id) => ID.test(id))
  )
}

/** The hidden comment a tracking comment carries ('' for a job that covers nothing). */
export function renderGapsCover(cover: GapsCover): string {
  if (!validCover(cover) || cover.items.length === 0) return ''
  const pr = cover.pr === undefined || !Number.isInteger(cover.pr) ? '' : ` pr=${cover.pr}`
  return `<!-- docs-agent-gaps-covers job=${cover.job} items=${cover.items.slice(0, MOST_ITEMS).join(',')}${pr} -->`
}

/**
 * Every cover a comment's body records, as written (a mangled one is left out), of a job the
 * comment's own tracking marker names: a cover typed into another bot's comment counts for
 * nothing.
 */
export function gapsCoversOf(body: string): GapsCover[] {
  const tracked = new Set<string>()
  for (const [, job = ''] of body.matchAll(TRACKED_JOB)) {
    try {
      tracked.add(decodeURIComponent(job))
    } catch {
      // A marker someone mangled names no job.
    }
  }
  const covers: GapsCover[] = []
  for (const [, job = '', listed = '', pr] of body.matchAll(COVERS)) {
    const items = listed.split(',')
    if (!tracked.has(job) || items.length > MOST_ITEMS || !items.every((id) => ID.test(id)))
      continue
    covers.push({ job, items, pr: pr === undefined ? undefined : Number(pr) })
  }
  return covers
}
