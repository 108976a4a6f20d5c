/**
 * The change check (issue #40): what an agent's change adds that goes beyond editing
 * documentation text, found in the files as GitHub holds them at the pull request's base and
 * head. Only what the change adds counts: a finding of the head that the base has as often (same
 * kind, same detail) is the docs' own, and where the head has more, those on lines the change
 * added are the new ones. What was not read is no pass (issue #52): a file without text, one that
 * does not parse, code that cannot be judged each has a finding of its own. Every finding leaves
 * through ./finding-redaction.ts, so that no key the change holds is quoted.
 */
import picomatch from 'picomatch'
import { hostAllowed, linkHost } from './active-content.js'
import { agentFileNamed, isAgentFile, neverAllowed } from './agent-files.js'
import {
  SEVERITY,
  type CheckRules,
  type FileChange,
  type Finding,
  type FindingKind,
  type Located,
  type ReadAlong,
} from './change-types.js'
import { GLOB_OPTIONS } from './allowed-paths.js'
import { codeFacts } from './code-files.js'
import { configChanges, isDocsConfig, pagePath, redirectSources } from './docs-config.js'
import { isPage, isRasterImage, isSvg } from './file-kinds.js'
import { redactError, redactFindings } from './finding-redaction.js'
import { readPage, readSvg, type PageFacts } from './page-reading.js'
import { pastBounds } from './page-bounds.js'
import { judgeSettings } from './settings-check.js'
export { refReads } from './config-refs.js'
import { hiddenCharacters, secretsOf } from './text-findings.js'

/** Pages the site shows: not a snippet (only ever part of one), nor a file in a dot folder. */
const isShownPage = (path: string): boolean =>
  isPage(path) && !/(^|\/)snippets\//.test(path) && !/(^|\/)\./.test(path)

/** What a file's text holds, of each kind, by line. */
type Facts = Partial<Record<FindingKind, Located[]>>

/** A file's text as the check read it. */
interface Reading {
  facts: Facts
  urls: PageFacts['urls']
  /** A page MDX cannot parse: where, and why. */
  unparsed: Located | undefined
  /** Code the check cannot judge: where, and why. */
  unjudged: Located | undefined
  /** The keys it holds, as they stand in it: never to be quoted. */
  secrets: string[]
  /** A page or SVG image past what the check parses (./page-bounds.ts): where, and why. */
  unread?: Located
}

/**
 * A page's or an SVG image's facts; for one past what the check parses, or whose parse still
 * runs out of stack, why it was not read instead.
 */
function pageFacts(path: string, text: string): PageFacts | Located | undefined {
  if (!isPage(path) && !isSvg(path)) return undefined
  const past = pastBounds(text)
  if (past !== undefined) return past
  try {
    return isPage(path) ? readPage(text, path) : readSvg(text)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return { line: 1, detail: 'nested too deep to read (the parser ran out of stack)' }
  }
}

/** A file's findings by kind, the URLs it links, and the keys it holds; or why it was not read. */
async function read(path: string, text: string | undefined, rules: CheckRules): Promise<Reading> {
  if (text === undefined)
    return { facts: {}, urls: [], unparsed: undefined, unjudged: undefined, secrets: [] }
  // Every text's keys, read or not: a key anywhere in the change is quoted by no finding.
  const secrets = await secretsOf(text)
  const page = pageFacts(path, text)
  if (page !== undefined && 'detail' in page)
    return {
      facts: {},
      urls: [],
      unparsed: undefined,
      unjudged: undefined,
      secrets: secrets.values,
      unread: page,
    }
  const code = page === undefined ? codeFacts(path, text, rules.allowedLinkHosts) : undefined
  const facts: Facts = {
    script: [...(page?.script ?? []), ...(code?.script ?? [])],
    'mdx-code': page?.code ?? [],
    hidden: [...hiddenCharacters(text), ...(page?.comments ?? [])],
    secret: secrets.lines,
    unchecked: [...(page?.unchecked ?? []), ...(code?.unchecked ?? [])],
  }
  return {
    facts,
    urls: [...(page?.urls ?? []), ...(code?.urls ?? [])],
    unparsed: page?.unparsed,
    unjudged: code?.unjudged,
    secrets: secrets.values,
  }
}

/** The 1-based lines of `head` whose text `base` does not have as often. */
export function addedLines(base: string | undefined, head: string): Set<number> {
  const left = new Map<string, number>()
  for (const line of (base ?? '').split('\n')) left.set(line, (left.get(line) ?? 0) + 1)
  const added = new Set<number>()
  for (const [index, line] of head.split('\n').entries()) {
    const count = left.get(line) ?? 0
    if (count > 0) left.set(line, count - 1)
    else added.add(index + 1)
  }
  return added
}

/** Whether a finding stands on a line the change added (or changed), anywhere in its range. */
function touches(found: Located, added: ReadonlySet<number>): boolean {
  for (let line = found.line; line <= (found.endLine ?? found.line); line++)
    if (added.has(line)) return true
  return false
}

/**
 * The head's findings that the change adds: every one on a line it added or changed (a handler
 * rewritten, a key replaced, an `export` edited inside), and of the rest, those of a kind and
 * detail the head has more often than the base (an element moved by a line the change split).
 */
function newOnes(head: Located[], base: Located[], added: ReadonlySet<number>): Located[] {
  const fresh = new Set(head.filter((found) => touches(found, added)))
  const left = new Map<string, number>()
  for (const found of head) left.set(found.detail, (left.get(found.detail) ?? 0) + 1)
  for (const found of [...base, ...fresh]) left.set(found.detail, (left.get(found.detail) ?? 0) - 1)
  const more: Located[] = []
  for (const found of head) {
    if (fresh.has(found)) continue
    const extra = left.get(found.detail) ?? 0
    if (extra <= 0) continue
    left.set(found.detail, extra - 1)
    more.push(found)
  }
  return [...fresh, ...more].sort((a, b) => a.line - b.line)
}

/** The most findings of one kind in one file; the rest are counted in one more. */
export const MAX_PER_KIND = 50

function capped(found: Located[]): Located[] {
  if (found.length <= MAX_PER_KIND) return found
  const [next] = found.slice(MAX_PER_KIND)
  const more = {
    line: next?.line ?? 1,
    detail: `and ${found.length - MAX_PER_KIND} more like these`,
  }
  return [...found.slice(0, MAX_PER_KIND), more]
}

const finding = (file: string, kind: FindingKind, found: Located): Finding => ({
  file,
  line: found.line,
  kind,
  severity: SEVERITY[kind],
  detail: found.detail,
})

/**
 * Files outside `allowed-paths`, at either end of a rename; instructions to AI agents, unless a
 * glob of the team names them (a broad one never does: the platform's agent reads `AGENTS.md` as
 * part of its prompt); and what is never allowed, whatever the globs (`.github/`, CODEOWNERS).
 */
function pathFindings(files: readonly FileChange[], rules: CheckRules): Finding[] {
  const allowed = picomatch([...rules.allowedPaths], GLOB_OPTIONS)
  const blocked = (file: FileChange, detail: string): Finding =>
    finding(file.path, 'path', { line: 0, detail })
  return files.flatMap((file) => {
    const paths = [file.path, ...(file.previousPath === undefined ? [] : [file.previousPath])]
    return paths
      .filter((path, index) => paths.indexOf(path) === index)
      .flatMap((path) => {
        const never = neverAllowed(path)
        if (never !== undefined) return [blocked(file, never)]
        if (!allowed(path)) return [blocked(file, `${path} is outside allowed-paths`)]
        if (isAgentFile(path) && !agentFileNamed(path, rules.allowedPaths))
          return [blocked(file, `${path} instructs AI agents`)]
        return []
      })
  })
}

/**
 * Files whose text the check did not read, or cannot: no change of them is "nothing beyond docs
 * text". A raster image GitHub gives no diff of is judged by its path alone (a browser runs
 * nothing in it).
 */
function unreadFindings(file: FileChange): Finding[] {
  const unchecked = (detail: string): Finding[] => [
    finding(file.path, 'unchecked', { line: 0, detail }),
  ]
  if (file.status === 'removed') return []
  if (file.unreadable === true)
    return unchecked('not a file GitHub gives as text (a symlink, a submodule, or over 1 MB)')
  if (file.binary === true)
    return isRasterImage(file.path) ? [] : unchecked('a binary file, which the check cannot read')
  if (file.head === undefined) return unchecked('a file whose text the check did not read')
  return []
}

/**
 * Keys in the files' paths, which are shown wherever their findings are: every path (and former
 * path) read as one line of one text, so that secretlint runs once for them all.
 */
async function pathSecrets(files: readonly FileChange[]): Promise<[Finding[], string[]]> {
  const owners: string[] = []
  const lines: string[] = []
  for (const file of files)
    for (const path of [
      file.path,
      ...(file.previousPath === undefined ? [] : [file.previousPath]),
    ]) {
      owners.push(file.path)
      lines.push(path.replace(/[\r\n\u2028\u2029]/g, ' '))
    }
  const found = await secretsOf(lines.join('\n'))
  const named = new Set(found.lines.map(({ line }) => owners[line - 1] ?? ''))
  const findings = [...named].map((path) =>
    finding(path, 'secret', { line: 0, detail: 'a credential in its path' }),
  )
  return [findings, found.values]
}

/** Pages deleted or renamed with no redirect from their old path added to the docs config. */
function removedPages(files: readonly FileChange[]): Finding[] {
  const added = new Set<string>()
  for (const file of files.filter((f) => isDocsConfig(f.path))) {
    const before = redirectSources(file.base)
    for (const source of redirectSources(file.head)) if (!before.has(source)) added.add(source)
  }
  return files
    .filter((file) => file.status === 'removed' || file.status === 'renamed')
    .map((file) => file.previousPath ?? file.path)
    .filter((path) => isShownPage(path) && !added.has(pagePath(path)))
    .map((path) => finding(path, 'removed', { line: 0, detail: `${path} has no redirect` }))
}

/** Links to hosts that the base versions of the changed files never link, and no rule allows. */
function linkFindings(
  heads: readonly { file: string; urls: PageFacts['urls'] }[],
  known: ReadonlySet<string>,
  rules: CheckRules,
): Finding[] {
  const findings: Finding[] = []
  for (const { file, urls } of heads) {
    const seen = new Set<string>()
    for (const { line, url } of urls) {
      const host = linkHost(url)
      if (host === undefined || known.has(host) || seen.has(host)) continue
      if (hostAllowed(host, rules.allowedLinkHosts)) continue
      seen.add(host)
      findings.push(finding(file, 'link', { line, detail: `a link to ${host}` }))
    }
  }
  return findings
}

/** What the head of one file adds, against its base. */
function fileFindings(file: FileChange, head: Reading, base: Reading): Finding[] {
  if (file.head === undefined) return []
  // Not parsed, so nothing of it is a pass, whatever its base holds.
  if (head.unread !== undefined) return [finding(file.path, 'unchecked', head.unread)]
  const findings: Finding[] = []
  const added = addedLines(file.base, file.head)
  // A page MDX cannot parse fails the site's build, and is read as Markdown: what the platform's
  // parser would make of it is beyond the check, so such a page blocks, broken before or not.
  if (head.unparsed !== undefined) findings.push(finding(file.path, 'mdx-code', head.unparsed))
  if (head.unjudged !== undefined) findings.push(finding(file.path, 'unchecked', head.unjudged))
  for (const kind of Object.keys(head.facts) as FindingKind[])
    for (const found of capped(newOnes(head.facts[kind] ?? [], base.facts[kind] ?? [], added)))
      findings.push(finding(file.path, kind, found))
  if (isDocsConfig(file.path))
    for (const found of configChanges(file.base, file.head))
      findings.push(finding(file.path, 'config', found))
  return findings
}

/**
 * Everything the change adds that goes beyond documentation text, in file and line order, with
 * no key of the change in any finding's words. `along`: files the change does not touch, read
 * for the docs config's `$ref`s (./config-refs.ts).
 */
export async function checkChange(
  files: readonly FileChange[],
  rules: CheckRules,
  along: readonly ReadAlong[] = [],
): Promise<Finding[]> {
  try {
    return await judged(files, rules, along)
  } catch (error) {
    // A failure nobody foresaw may quote the text it failed on: it leaves with no key of the
    // change in its words, as a finding does.
    if (!(error instanceof Error)) throw error
    const [, secrets] = await pathSecrets(files)
    const texts = [...files.flatMap((f) => [f.head, f.base]), ...along.map((read) => read.text)]
    for (const text of texts)
      if (typeof text === 'string') secrets.push(...(await secretsOf(text)).values)
    throw await redactError(error, secrets)
  }
}

async function judged(
  files: readonly FileChange[],
  rules: CheckRules,
  along: readonly ReadAlong[],
): Promise<Finding[]> {
  const [inPaths, secrets] = await pathSecrets(files)
  const findings: Finding[] = [...pathFindings(files, rules), ...removedPages(files), ...inPaths]
  const known = new Set<string>()
  const heads: { file: string; urls: PageFacts['urls'] }[] = []
  for (const file of files) {
    const [head, base] = await Promise.all([
      read(file.path, file.head, rules),
      read(file.path, file.base, rules),
    ])
    secrets.push(...head.secrets, ...base.secrets)
    for (const { url } of base.urls) {
      const host = linkHost(url)
      if (host !== undefined) known.add(host)
    }
    findings.push(...unreadFindings(file), ...fileFindings(file, head, base))
    if (file.head !== undefined) heads.push({ file: file.path, urls: head.urls })
  }
  const settings = judgeSettings(files, along, rules)
  for (const { file, kind, found } of settings.findings) findings.push(finding(file, kind, found))
  for (const host of settings.baseHosts) known.add(host)
  for (const read of along)
    if (typeof read.text === 'string') secrets.push(...(await secretsOf(read.text)).values)
  findings.push(...linkFindings([...heads, ...settings.links], known, rules))
  // In code-point order, as a file list is read: the same on every machine and locale.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
  findings.sort((a, b) => order(a.file, b.file) || a.line - b.line || order(a.kind, b.kind))
  return redactFindings(findings, secrets)
}

/**
 * A failed read's error with no key of the change's paths in its words (it names the file it
 * read), for the step that says why the change could not be read.
 */
export async function redactReadError<E extends Error>(
  error: E,
  files: readonly Pick<FileChange, 'path' | 'previousPath'>[],
): Promise<E> {
  const [, secrets] = await pathSecrets(files.map((file) => ({ ...file, status: 'modified' })))
  return redactError(error, secrets)
}
