import * as core from '@actions/core'
import type { GitHubClient, PullFile } from '../github/github-client.js'
import { MAX_COMPARED_FILES } from '../github/compare.js'
import { MAX_LISTED_FILES, type PullRequestEnds } from '../github/pull-change.js'
import { ApiError } from '../http/errors.js'
import { messageOf } from '../log.js'
import {
  checkState,
  type ChangeCheck,
  type CheckRules,
  type FileChange,
  type Finding,
  type ReadAlong,
} from './change-types.js'
import type { CheckInputs } from './change-check-inputs.js'
import { statusOfCheck } from './check-view.js'
import { isRasterImage, readWhole } from './file-kinds.js'
import type * as Checker from './check-change.js'
import { writeStatus } from '../statuses/status-write.js'

/**
 * The change check of a job's pull request (issue #40): its files read from GitHub, judged by
 * ./check-change.ts (loaded on demand: only a run whose job opened a pull request pays for
 * the MDX parser), and the `docs-agent/changes` commit status on its head.
 */

export const CHANGES_CONTEXT = 'docs-agent/changes'

/**
 * The most files a check reads whole, at base and head (two reads each): pages, SVG images, the
 * docs config, code, and text GitHub gives no diff of. A change with more is `unavailable`, said
 * in the note; the agent's changes measured touch a few (docs/change-check.md).
 */
export const MAX_WHOLE_FILES = 40

type CheckParts = {
  inputs: CheckInputs & { dryRun: boolean }
  github: GitHubClient | undefined
}

/**
 * Whether the check reads a file whole: one it parses, or one GitHub gives no diff of (a binary
 * file, a very large diff) that is not a raster image (./file-kinds.ts).
 */
const readsWhole = (file: PullFile): boolean =>
  file.status !== 'removed' &&
  (readWhole(file.path) || (file.patch === undefined && !isRasterImage(file.path)))

/**
 * What a patch adds, each line where it stands in the head version and the others empty, so that
 * a finding's line is the head's (an added file's patch is the whole file).
 */
export function addedText(patch: string): string {
  const lines: string[] = []
  let next = 0
  for (const line of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (hunk !== null) next = Number(hunk[1]) - 1
    else if (line.startsWith('+')) lines[next++] = line.slice(1)
    else if (line.startsWith(' ')) next++
  }
  return Array.from(lines, (line) => line ?? '').join('\n')
}

/**
 * A file as the check reads it: whole where it parses it or GitHub gives no diff of it, else what
 * its patch adds; a raster image without a diff by its path alone. A path whose text GitHub will
 * not give (a symlink, a submodule, a file over 1 MB) is `unreadable`, and one that is not text
 * `binary`: the check cannot see them, so they block (./check-change.ts), as a file not
 * there at head does.
 */
async function fileChange(
  github: GitHubClient,
  file: PullFile,
  ends: { headSha: string; baseSha: string },
): Promise<FileChange> {
  const { path, status, previousPath, patch } = file
  const change: FileChange = {
    path,
    status,
    ...(previousPath === undefined ? {} : { previousPath }),
  }
  if (status === 'removed') return change
  if (!readsWhole(file))
    return patch === undefined ? { ...change, binary: true } : { ...change, head: addedText(patch) }
  // An added file's patch is the whole file.
  if (status === 'added' && patch !== undefined) return { ...change, head: addedText(patch) }
  const head = await github.fileText(path, ends.headSha)
  if (head === null) return { ...change, unreadable: true }
  if (head === undefined) return change
  if (head.includes('\u0000')) return { ...change, binary: true }
  if (status === 'added') return { ...change, head }
  const base = await github.fileText(previousPath ?? path, ends.baseSha)
  return { ...change, head, ...(typeof base === 'string' ? { base } : {}) }
}

/**
 * The most files a check reads along, once each at head: files the change does not touch that
 * the docs config names with `$ref`, and the `docs.json` of each folder above a changed JSON file
 * (which may name it). A `$ref` past them is not read, and so `unchecked`.
 */
export const MAX_READ_ALONG = 30

/**
 * The files the change does not touch that its judge needs (./config-refs.ts), read at
 * head, round after round, as each read may name more. `along` is filled as it is read, so that
 * a failed read's path is known to the redaction of its error.
 */
async function readAlong(
  github: GitHubClient,
  changes: readonly FileChange[],
  headSha: string,
  refReads: typeof Checker.refReads,
  along: ReadAlong[],
): Promise<void> {
  for (let wanted = refReads(changes, along); wanted.length > 0; wanted = refReads(changes, along))
    for (const path of wanted) {
      if (along.length >= MAX_READ_ALONG) return
      const read: ReadAlong = { path, text: undefined }
      along.push(read)
      read.text = await github.fileText(path, headSha)
    }
}

/** The checker, imported once, at the first pull request checked. */
let checker: Promise<typeof Checker> | undefined

/** The checker and its parsers (MDX, parse5, secretlint), loaded on demand. */
export function loadChecker(): Promise<typeof Checker> {
  checker ??= import('./check-change.js')
  return checker
}

/**
 * The team's rules as the check reads them: its inputs `allowed-paths` and `allowed-link-hosts`
 * (instructions to AI agents change only where a glob names them: ./agent-files.ts).
 */
export function checkRules(
  inputs: Pick<CheckInputs, 'allowedPaths' | 'allowedLinkHosts'>,
): CheckRules {
  return { allowedPaths: inputs.allowedPaths, allowedLinkHosts: inputs.allowedLinkHosts }
}

/** How GitHub listed a change's files: whether it named no next page, and how many it says changed. */
export interface Listing {
  complete: boolean
  /** The pull request's `changed_files`, when read. */
  changedFiles?: number
}

/**
 * Why a change is past what the check reads, or undefined when it is not: a list that may have
 * left files out (GitHub lists at most 3000 files and names no next page after them, so 3000 or
 * more may be fewer than there are; fewer than the pull request's `changed_files`), or more files
 * to read whole than the check reads. A person must review such a change: what was not read is no
 * pass, and a re-run reads no more.
 */
export function tooLarge(files: readonly PullFile[], listing: Listing): string | undefined {
  if (!listing.complete || files.length >= MAX_LISTED_FILES)
    return `the change has ${files.length} files or more; GitHub lists at most ${MAX_LISTED_FILES}`
  if (listing.changedFiles !== undefined && files.length < listing.changedFiles)
    return `GitHub listed ${files.length} of the ${listing.changedFiles} files the change has`
  const whole = files.filter(readsWhole)
  if (whole.length <= MAX_WHOLE_FILES) return undefined
  return `the change is too large to check (${whole.length} files to read; the check reads at most ${MAX_WHOLE_FILES})`
}

/**
 * Why a change read at its exact ends (GitHub's comparison, which lists at most 300 files and
 * names no others) is past what the check reads, when GitHub listed that many.
 */
export function comparisonTooLarge(files: readonly PullFile[]): string {
  return `the change has ${files.length} files or more; GitHub's comparison lists at most ${MAX_COMPARED_FILES}`
}

/**
 * The one judge of a change (a job's end and the check action both call it): `files` read at
 * `ends` (whole where the checker parses them) and held to `rules`. Throws when GitHub fails a
 * read: a change that cannot be read is never a pass.
 */
export async function judgeChange(
  github: GitHubClient,
  files: readonly PullFile[],
  ends: { headSha: string; baseSha: string },
  rules: CheckRules,
): Promise<Finding[]> {
  const { checkChange, redactReadError, refReads } = await loadChecker()
  const changes: FileChange[] = []
  const along: ReadAlong[] = []
  try {
    for (const file of files) changes.push(await fileChange(github, file, ends))
    await readAlong(github, changes, ends.headSha, refReads, along)
  } catch (error) {
    // A read's error names the file it read, and a path may hold a key.
    const read = [...files, ...along.map(({ path }) => ({ path }))]
    throw error instanceof Error ? await redactReadError(error, read) : error
  }
  return checkChange(changes, rules, along)
}

/**
 * Reads and judges pull request `pull`; never throws (a failure is `unavailable`). The change is
 * read at the exact ends its verdict names (GitHub's comparison of its base and head, not its
 * files list, which follows whatever head it has by then), and the head is read again after: a
 * pull request that moved on meanwhile is `unavailable` here, its new head being judged by the
 * check action on its own event, and no verdict is written on the head read.
 */
export async function checkPullRequest(parts: CheckParts, pull: number): Promise<ChangeCheck> {
  const { inputs, github } = parts
  if (!inputs.checkChanges || github === undefined || inputs.dryRun)
    return { state: 'off', pull, findings: [] }
  let ends: PullRequestEnds | undefined
  try {
    ends = await github.pullRequestEnds(pull)
    const change = await github.changeAtEnds(ends.baseSha, ends.headSha)
    if (change.kind === 'not-found') throw new Error(change.message)
    const large = change.complete
      ? tooLarge(change.files, { complete: true, changedFiles: ends.changedFiles })
      : comparisonTooLarge(change.files)
    if (large !== undefined) return { ...unavailable(pull, large, ends.headSha), tooLarge: true }
    const findings = await judgeChange(github, change.files, ends, checkRules(inputs))
    const now = await github.pullRequestEnds(pull)
    if (now.headSha !== ends.headSha)
      return unavailable(
        pull,
        `it moved on to ${now.headSha.slice(0, 7)} while ${ends.headSha.slice(0, 7)} was read, and the check action judges the new head`,
        ends.headSha,
      )
    return { state: checkState(findings), pull, findings, headSha: ends.headSha }
  } catch (error) {
    return unavailable(pull, `GitHub did not give the change: ${messageOf(error)}`, ends?.headSha)
  }
}

function unavailable(pull: number, reason: string, headSha: string | undefined): ChangeCheck {
  core.warning(
    `Could not check what pull request #${pull} changes: ${reason}. The ${CHANGES_CONTEXT} status is not set.`,
  )
  return {
    state: 'unavailable',
    pull,
    findings: [],
    reason,
    ...(headSha === undefined ? {} : { headSha }),
  }
}

/** The warning when a head's failure stands against a pass (../statuses/status-rule.ts). */
export function standsWarning(head: string, description: string | undefined): string {
  return `${CHANGES_CONTEXT} on ${head} says failure (${description ?? ''}), set by another check of this head with other rules: it stands. Give the agent's steps and the check action the same allowed-paths and allowed-link-hosts.`
}

/**
 * The `docs-agent/changes` status on the checked head: a follow-up's new head gets its own. A
 * head shows one verdict, written once, through the one writer (../statuses/status-write.ts), which reads
 * the head's newest status of the context first (the check action may have judged it already):
 * nothing is written when it says the same, nor `success` over a `failure` (../statuses/status-rule.ts). A
 * failure is a warning: the note still shows the findings. A write GitHub refuses for good (403,
 * 404: the token lacks `statuses: write` there, or does not reach it) is returned, for the thread
 * to say once.
 */
export async function setChangesStatus(
  github: GitHubClient | undefined,
  check: ChangeCheck,
  targetUrl: string,
): Promise<string | undefined> {
  if (github === undefined || check.headSha === undefined) return undefined
  const wanted = statusOfCheck(check)
  if (wanted === undefined) return undefined
  const head = check.headSha.slice(0, 7)
  try {
    const { ruling, newest } = await writeStatus(github, check.headSha, {
      ...wanted,
      context: CHANGES_CONTEXT,
      targetUrl,
      kind: 'verdict',
    })
    if (ruling === 'stands') core.warning(standsWarning(head, newest?.description))
  } catch (error) {
    core.warning(`Could not set the ${CHANGES_CONTEXT} status of ${head}: ${messageOf(error)}`)
    const refused =
      error instanceof ApiError &&
      !error.transient &&
      (error.status === 403 || error.status === 404)
    if (refused) return messageOf(error)
  }
  return undefined
}

/** The findings as the `change-findings` output lists them. */
export function findingsOutput(findings: readonly Finding[]): string {
  return JSON.stringify(
    findings.map(({ file, line, kind, severity, detail }) => ({
      file,
      line,
      kind,
      severity,
      detail,
    })),
  )
}
