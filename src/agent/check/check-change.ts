/**
 * The change check (issue #40): what an agent's change adds that goes beyond editing
 * documentation text, found in the files as GitHub holds them at the pull request's base and
 * head. Only what the change adds counts: a finding of the head that the base has as often (same
 * kind, same detail) is the docs' own, and where the head has more, those on lines the change
 * added are the new ones.
 */
import picomatch from 'picomatch'
import { hostAllowed, linkHost } from './active-content.js'
import {
  SEVERITY,
  type CheckRules,
  type FileChange,
  type Finding,
  type FindingKind,
  type Located,
} from './change-types.js'
import { GLOB_OPTIONS } from './allowed-paths.js'
import { configChanges, isDocsConfig, pagePath, redirectSources } from './docs-config.js'
import { readPage, readSvg, type PageFacts } from './page-reading.js'
import { pastBounds } from './page-bounds.js'
import { hiddenCharacters, secretLines } from './text-findings.js'

const isPage = (path: string): boolean => /\.mdx?$/i.test(path)
const isSvg = (path: string): boolean => /\.svg$/i.test(path)
/** Pages the site shows: not a snippet (only ever part of one), nor a file in a dot folder. */
const isShownPage = (path: string): boolean =>
  isPage(path) && !/(^|\/)snippets\//.test(path) && !/(^|\/)\./.test(path)

/** What a file's text holds, of each kind, by line. */
type Facts = Partial<Record<FindingKind, Located[]>>

/**
 * A page's or an SVG image's facts; for one past what the check reads (./page-bounds.ts), or
 * whose parse still runs out of stack, why it was not read instead.
 */
function pageFacts(path: string, text: string): PageFacts | Located | undefined {
  if (!isPage(path) && !isSvg(path)) return undefined
  const past = pastBounds(path, text)
  if (past !== undefined) return past
  try {
    return isPage(path) ? readPage(text, path) : readSvg(text)
  } catch (error) {
    if (!(error instanceof RangeError)) throw error
    return { line: 1, detail: `${path} nests too deep to read: a person must review it` }
  }
}

/** A file's findings by kind, and the URLs it links; or why it was not read. */
async function read(
  path: string,
  text: string | undefined,
): Promise<{
  facts: Facts
  urls: PageFacts['urls']
  unparsed: Located | undefined
  unread?: Located
}> {
  if (text === undefined) return { facts: {}, urls: [], unparsed: undefined }
  const read = pageFacts(path, text)
  // Not read, so nothing of it is a pass: the head's is a finding of its own, whatever the base.
  if (read !== undefined && 'detail' in read)
    return { facts: {}, urls: [], unparsed: undefined, unread: read }
  const page = read
  const facts: Facts = {
    script: page?.script ?? [],
    'mdx-code': page?.code ?? [],
    hidden: [...hiddenCharacters(text), ...(page?.comments ?? [])],
    secret: await secretLines(text),
  }
  return { facts, urls: page?.urls ?? [], unparsed: page?.unparsed }
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

/** Instructions to AI agents, which the platform's agent (`AGENTS.md`) and others read as theirs. */
const AGENT_INSTRUCTIONS =
  /(^|\/)(agents|claude|gemini|copilot-instructions)\.md$|(^|\/)\.(cursorrules|windsurfrules)$/i

/**
 * Files outside `allowed-paths`, at either end of a rename; with the default paths, instructions
 * to AI agents, which the platform's agent reads as part of its prompt; and files whose text
 * GitHub would not give, which the check cannot see.
 */
function pathFindings(files: readonly FileChange[], rules: CheckRules): Finding[] {
  const allowed = picomatch([...rules.allowedPaths], GLOB_OPTIONS)
  const blocked = (file: FileChange, detail: string): Finding =>
    finding(file.path, 'path', { line: 0, detail })
  return files.flatMap((file) => [
    ...[file.path, ...(file.previousPath === undefined ? [] : [file.previousPath])]
      .filter((path, index, all) => all.indexOf(path) === index && !allowed(path))
      .map((path) => blocked(file, `${path} is outside allowed-paths`)),
    ...(rules.agentFilesAllowed !== true && AGENT_INSTRUCTIONS.test(file.path)
      ? [blocked(file, `${file.path} instructs AI agents`)]
      : []),
    ...(file.unreadable === true
      ? [
          blocked(
            file,
            `${file.path} is not a file GitHub gives as text (a symlink, a submodule, or over 1 MB)`,
          ),
        ]
      : []),
  ])
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

/** Everything the change adds that goes beyond documentation text, in file and line order. */
export async function checkChange(
  files: readonly FileChange[],
  rules: CheckRules,
): Promise<Finding[]> {
  const findings: Finding[] = [...pathFindings(files, rules), ...removedPages(files)]
  const known = new Set<string>()
  const heads: { file: string; urls: PageFacts['urls'] }[] = []
  for (const file of files) {
    const [head, base] = await Promise.all([read(file.path, file.head), read(file.path, file.base)])
    for (const { url } of base.urls) {
      const host = linkHost(url)
      if (host !== undefined) known.add(host)
    }
    if (file.head === undefined) continue
    if (head.unread !== undefined) {
      findings.push(finding(file.path, 'path', head.unread))
      continue
    }
    const added = addedLines(file.base, file.head)
    // A page MDX cannot parse fails the site's build, and is read as Markdown: what the platform's
    // parser would make of it is beyond the check, so a page the change breaks blocks.
    if (head.unparsed !== undefined && (file.base === undefined || base.unparsed === undefined))
      findings.push(finding(file.path, 'mdx-code', head.unparsed))
    for (const kind of Object.keys(head.facts) as FindingKind[])
      for (const found of capped(newOnes(head.facts[kind] ?? [], base.facts[kind] ?? [], added)))
        findings.push(finding(file.path, kind, found))
    if (isDocsConfig(file.path))
      for (const found of configChanges(file.base, file.head))
        findings.push(finding(file.path, 'config', found))
    heads.push({ file: file.path, urls: head.urls })
  }
  for (const { file, urls } of heads) {
    const seen = new Set<string>()
    for (const { line, url } of urls) {
      const host = linkHost(url)
      if (
        host === undefined ||
        known.has(host) ||
        seen.has(host) ||
        hostAllowed(host, rules.allowedLinkHosts)
      )
        continue
      seen.add(host)
      findings.push(finding(file, 'link', { line, detail: `a link to ${host}` }))
    }
  }
  // In code-point order, as a file list is read: the same on every machine and locale.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
  return findings.sort((a, b) => order(a.file, b.file) || a.line - b.line || order(a.kind, b.kind))
}
