/**
 * What the change check (issue #40) reads and reports: the files an agent's pull request changes,
 * whole at its base and head where a finding needs them, and what in them goes beyond editing
 * documentation text. Pure data: the reading is ./change-check.ts, the judging ./check-change.ts.
 */

/** A file of the change, as GitHub's pull request files list it, with its text where read. */
export interface FileChange {
  /** The path at head (for a removed file, the path it had). */
  path: string
  /** GitHub's status: added, modified, removed, renamed, copied, changed or unchanged. */
  status: string
  /** For a rename or copy, the path at base. */
  previousPath?: string
  /** The unified diff GitHub gives; undefined for a binary or very large file. */
  patch?: string
  /** The whole file at base (undefined: not there, or not read). */
  base?: string
  /** The whole file at head (undefined: not there, or not read). */
  head?: string
  /** GitHub would not give its text at head: a symlink, a submodule, a file over 1 MB. */
  unreadable?: boolean
  /**
   * Not text: GitHub lists it without a diff and it was not read (a raster image, judged by its
   * path), or it was read and holds bytes no text has.
   */
  binary?: boolean
}

/**
 * A file the change does not touch that the check read for the change's sake: a docs config
 * that may name a changed file with `$ref`, or a file a config names so (./config-refs.ts). Read
 * once, at head: a file the change does not touch is the same at both ends.
 */
export interface ReadAlong {
  path: string
  /** Its text; undefined when it is not there, null when GitHub gives no text of it. */
  text: string | null | undefined
}

export type Severity = 'block' | 'warn'

export type FindingKind =
  'path' | 'script' | 'mdx-code' | 'secret' | 'config' | 'unchecked' | 'link' | 'hidden' | 'removed'

/** The severity of each kind: stable, documented in docs/change-check.md. */
export const SEVERITY: Readonly<Record<FindingKind, Severity>> = {
  path: 'block',
  script: 'block',
  'mdx-code': 'block',
  secret: 'block',
  config: 'block',
  unchecked: 'block',
  link: 'warn',
  hidden: 'warn',
  removed: 'warn',
}

/** One thing the change adds that goes beyond documentation text. */
export interface Finding {
  file: string
  /** 1-based, in the head version; 0 when the finding is the file itself (a path, a removal). */
  line: number
  kind: FindingKind
  severity: Severity
  /**
   * What it is, in a few words of ours (a tag, a host): never the file's text at length, and
   * never a key (./finding-redaction.ts takes every key out of the file and the detail).
   */
  detail: string
}

/** The team's rules, from the inputs `allowed-paths` and `allowed-link-hosts`. */
export interface CheckRules {
  /**
   * Globs (picomatch; `**` enters no dot folder) a changed path must match. Instructions to AI
   * agents match only a glob that names them (./agent-files.ts); `.github/` never does.
   */
  allowedPaths: readonly string[]
  /** Hosts a new link may point to without a warning (a leading `*.` takes subdomains). */
  allowedLinkHosts: readonly string[]
}

/** Something a reading found at a line of a file. */
export interface Located {
  line: number
  /** The last line of what it is (an attribute, an expression, an `export`), when more than one. */
  endLine?: number
  detail: string
}

/** What a code file holds that the change check judges (./code-files.ts). */
export interface CodeFacts {
  /** What runs or loads code in readers' browsers, or reaches the page (`script`). */
  script: Located[]
  /** What the check cannot see through in it (`unchecked`): a computed name, a URL built. */
  unchecked: Located[]
  /** URLs its markup links or shows, for the `link` warnings pages get too. */
  urls: { line: number; url: string }[]
  /** Why the file cannot be judged at all (`unchecked`), and where; undefined when it was. */
  unjudged: Located | undefined
}

/** The `change-check` output: what the check of a job's pull request found. */
export type ChangeCheckState = 'passed' | 'warned' | 'blocked' | 'off' | 'unavailable'

/** The check of one job's pull request, as the outputs, the status and the note show it. */
export interface ChangeCheck {
  state: ChangeCheckState
  /** The pull request checked. */
  pull: number
  findings: Finding[]
  /** The head commit checked, once known. */
  headSha?: string
  /** Why the change could not be checked (`unavailable`). */
  reason?: string
  /** Unavailable because the change is past what the check reads: a re-run reads no more. */
  tooLarge?: boolean
}

/** The state of a check that found these. */
export function checkState(findings: readonly Finding[]): ChangeCheckState {
  if (findings.some((f) => f.severity === 'block')) return 'blocked'
  return findings.length > 0 ? 'warned' : 'passed'
}
