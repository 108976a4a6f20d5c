/**
 * A status's verdict without where it sends the reader (the change check's `: see <where>`, ../change-check/check-view.ts): the
 * same verdict whoever wrote it.
 */
export function verdictOf(description: string | undefined): string {
  return (description ?? '').replace(/: see [^:]*$/, '')
}

/**
 * Whether a commit status may be written over the commit's newest of its context (issue #52),
 * pure. A status is a commit's: every pull request at that commit shows it, whichever event
 * brought the run. So what may be written depends on what the commit already carries, never on
 * the event: a pass (a run that judged nothing) is written only where nothing, or another pass,
 * stands; a judgement replaces a pass and, under the rules below, an earlier judgement.
 * ./status-write.ts is the one writer that asks it, after reading that newest status.
 */

/**
 * What a status to write is, which says what it may replace:
 * - `pass`: a run that judged nothing ("Not the agent's pull request", "Not followed: …", a merge
 *   group that holds nothing to judge): only over nothing, or over a pass;
 * - `verdict`: the change check's judgement of a head (`docs-agent/changes`): over anything but a
 *   failure when it is a success (another judge, with stricter rules, blocked the head);
 * - `unread`: the change check could not read the head (`error`): never over a verdict, which a
 *   failed read does not change;
 * - `standing`: where a followed pull request's docs stand (`docs-status`), from its job's run:
 *   over anything, its job being the one that answers that head;
 * - `first`: a run that failed before it knew its job: only where nothing stands.
 */
export type WriteKind = 'pass' | 'verdict' | 'unread' | 'standing' | 'first'

/** A status to write, as the rule reads it. */
export interface WantedStatus {
  state: string
  description: string
  targetUrl?: string | undefined
  kind: WriteKind
}

/** The commit's newest status of the context, as the rule reads it. */
export interface FoundStatus {
  state: string
  description: string
  targetUrl?: string | undefined
}

/**
 * `write`, or why not: `same` (the commit says it already), `stands` (a verdict stands: a failure
 * against a success, or any verdict against a failed read), `kept` (a pass does not replace what
 * is not a pass), `taken` (a first status finds one there).
 */
export type WriteRuling = 'write' | 'same' | 'stands' | 'kept' | 'taken'

/**
 * How the statuses that judge nothing start: the check action's ("Not the agent's pull
 * request", a merge group's) and `docs-status`'s ("Not followed: ", a merge group's). A `success`
 * that starts so is a pass; any other status is a judgement.
 */
export const PASS_STARTS = {
  notTheAgents: "Not the agent's pull request",
  noAgentPull: 'No agent pull request is open into ',
  groupWithoutAgent: 'The merge group holds no change of the agent’s pull requests',
  notFollowed: 'Not followed: ',
  mergeGroup: 'Merge group: ',
} as const

/** Whether a status is a pass: a `success` worded as one of `PASS_STARTS`. */
export function isPass(status: { state: string; description?: string | undefined }): boolean {
  const description = status.description ?? ''
  return (
    status.state === 'success' &&
    Object.values(PASS_STARTS).some((start) => description.startsWith(start))
  )
}

/** The change check's kinds, whose sameness is the verdict's words (see `same`). */
const CHANGE_CHECK: readonly WriteKind[] = ['verdict', 'unread']

/**
 * Whether `newest` says `wanted` already. The change check's statuses are the same verdict
 * whatever they send the reader to (a job's end to its note, the check action to its run);
 * any other is the same status only word for word, link included.
 */
function same(newest: FoundStatus, wanted: WantedStatus): boolean {
  if (newest.state !== wanted.state) return false
  if (CHANGE_CHECK.includes(wanted.kind))
    return verdictOf(newest.description) === verdictOf(wanted.description)
  if (wanted.kind === 'pass') return newest.description === wanted.description
  return newest.description === wanted.description && newest.targetUrl === wanted.targetUrl
}

/** Whether `wanted` may be written over `newest`, the commit's newest status of its context. */
export function statusRuling(newest: FoundStatus | undefined, wanted: WantedStatus): WriteRuling {
  if (newest === undefined) return 'write'
  if (same(newest, wanted)) return 'same'
  const pass = isPass(newest)
  switch (wanted.kind) {
    case 'pass':
      return pass ? 'write' : 'kept'
    case 'first':
      return 'taken'
    case 'standing':
      return 'write'
    case 'unread':
      return pass || newest.state === 'pending' || newest.state === 'error' ? 'write' : 'stands'
    case 'verdict':
      return newest.state === 'failure' && wanted.state === 'success' ? 'stands' : 'write'
  }
}
