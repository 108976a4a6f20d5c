import * as core from '@actions/core'
import type { GitHubClient, PullFile } from '../../shared/github/github-client.js'
import { ApiError } from '../../shared/http/errors.js'
import { messageOf } from '../../shared/log.js'
import type { Inputs } from '../agent-inputs.js'
import {
  checkState,
  type ChangeCheck,
  type CheckRules,
  type FileChange,
  type Finding,
} from '../check/change-types.js'
import { statusOfCheck } from '../check/check-view.js'
import type * as Checker from '../check/check-change.js'
import { writeStatus } from './status-write.js'

/**
 * The change check of a job's pull request (issue #40): its files read from GitHub, judged by
 * ../check/check-change.ts (loaded on demand: only a run whose job opened a pull request pays for
 * the MDX parser), and the `docs-agent/changes` commit status on its head.
 */

export const CHANGES_CONTEXT = 'docs-agent/changes'

/**
 * The most files a check reads whole, at base and head (two reads each): pages, SVG images and
 * the docs config. A change with more is `unavailable`, said in the note; the agent's changes
 * measured touch a few (docs/change-check.md).
 */
export const MAX_WHOLE_FILES = 40

type CheckParts = {
  inputs: Pick<Inputs, 'checkChanges' | 'allowedPaths' | 'allowedLinkHosts' | 'dryRun'>
  github: GitHubClient | undefined
}

/** Files the check must read whole: those it parses. */
const readWhole = (path: string): boolean =>
  /\.(mdx?|svg)$/i.test(path) || /(^|\/)(docs|mint|redirects)\.json$/.test(path)

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
 * A file as the check reads it: whole where it parses it, else what its patch adds. A path whose
 * text GitHub will not give (a symlink, a submodule, a file over 1 MB) is `unreadable`: the
 * check cannot see it, so it blocks.
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
  if (!readWhole(path)) return patch === undefined ? change : { ...change, head: addedText(patch) }
  // An added file's patch is the whole file.
  if (status === 'added' && patch !== undefined) return { ...change, head: addedText(patch) }
  const head = await github.fileText(path, ends.headSha)
  if (head === null) return { ...change, unreadable: true }
  if (status === 'added' || head === undefined)
    return { ...change, ...(head === undefined ? {} : { head }) }
  const base = await github.fileText(previousPath ?? path, ends.baseSha)
  return { ...change, head, ...(base === undefined || base === null ? {} : { base }) }
}

/** The checker, imported once, at the first pull request checked. */
let checker: Promise<typeof Checker> | undefined

/** The checker and its parsers (MDX, parse5, secretlint), loaded on demand. */
export function loadChecker(): Promise<typeof Checker> {
  checker ??= import('../check/check-change.js')
  return checker
}

/** The team's rules as the check reads them: its inputs `allowed-paths` and `allowed-link-hosts`. */
export function checkRules(inputs: Pick<Inputs, 'allowedPaths' | 'allowedLinkHosts'>): CheckRules {
  return {
    allowedPaths: inputs.allowedPaths,
    allowedLinkHosts: inputs.allowedLinkHosts,
    // Instructions to AI agents change only where the team's own globs name them.
    agentFilesAllowed: inputs.allowedPaths.some((glob) =>
      /agents|claude|gemini|copilot|cursorrules|windsurfrules/i.test(glob),
    ),
  }
}

/** Why a change is too large to read whole, or undefined when it is not. */
export function tooLarge(files: readonly PullFile[], complete: boolean): string | undefined {
  const whole = files.filter((file) => readWhole(file.path) && file.status !== 'removed')
  if (complete && whole.length <= MAX_WHOLE_FILES) return undefined
  return `the change is too large to check (${complete ? whole.length : 'over 3000'} files to read; the check reads at most ${MAX_WHOLE_FILES})`
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
  const changes: FileChange[] = []
  for (const file of files) changes.push(await fileChange(github, file, ends))
  const { checkChange } = await loadChecker()
  return checkChange(changes, rules)
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
  let ends: { headSha: string; baseSha: string } | undefined
  try {
    ends = await github.pullRequestEnds(pull)
    const change = await github.changeAtEnds(ends.baseSha, ends.headSha)
    if (change.kind === 'not-found') throw new Error(change.message)
    const large = change.complete
      ? tooLarge(change.files, true)
      : 'the change is too large to check (more files than GitHub’s comparison lists, 300)'
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

/** The warning when a head's failure stands (`beforeWriting`). */
export function standsWarning(head: string, description: string | undefined): string {
  return `${CHANGES_CONTEXT} on ${head} says failure (${description ?? ''}), set by another check of this head with other rules: it stands. Give the agent's steps and the check action the same allowed-paths and allowed-link-hosts.`
}

/**
 * The `docs-agent/changes` status on the checked head: a follow-up's new head gets its own. A
 * head shows one verdict, written once, through the one writer (./status-write.ts), which reads
 * the head's newest status of the context first (the check action may have judged it already):
 * nothing is written when it says the same, nor `success` over a `failure` (./status-rule.ts). A
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
