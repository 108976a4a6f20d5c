/**
 * Settings that send readers' requests, their keys or their browsers to a host (issue #52, "what
 * the team allows is never judged"): API specs' servers and sign-in URLs (./spec-settings.ts),
 * the docs config's API settings, specs, fonts, images and meta tags, `$ref` files included
 * (./config-settings.ts), and a page's `api` and `openapi` front matter. A host that no base
 * version has in such a setting, and that `allowed-link-hosts` does not name, blocks (`config`);
 * a link in any of these files to a host the base versions never name warns (`link`, through
 * ./check-change.ts's one rule for links). A JSON or YAML file that does not parse is
 * `unchecked`.
 */
import { hostAllowed } from './active-content.js'
import type { CheckRules, FileChange, FindingKind, Located, ReadAlong } from './change-types.js'
import { isRefRoot } from './config-refs.js'
import {
  readConfig,
  type ConfigReading,
  type ConfigUrl,
  type Placed,
  type TextAt,
} from './config-settings.js'
import { readData, valueLines, type Data } from './data-reading.js'
import { isDataFile, isDocsConfig, isPage } from './file-kinds.js'
import { ROLE_WORDS, urlsOf, type SettingUrl } from './setting-urls.js'
import { dataUrls, specKind, specUrls } from './spec-settings.js'
import { judgePageTexts, type PageText } from './setting-pages.js'

/** What the settings of a change add. */
export interface SettingsJudgement {
  findings: { file: string; kind: FindingKind; found: Located }[]
  /** Each file's links at head, for the `link` rule. */
  links: { file: string; urls: { line: number; url: string }[] }[]
  /** The hosts the base versions name in any setting or link: a link to one is not new. */
  baseHosts: string[]
}

type Finding = SettingsJudgement['findings'][number]

/** A page's front matter: what the platform's MDX API pages and spec pages read. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** The keys of a page's front matter that name where its API requests go, or its spec. */
const FRONT_KEYS = { api: 'endpoint', openapi: 'spec', asyncapi: 'spec' } as const

/**
 * The URLs a page's front matter gives its API playground (`api: POST https://…/users`) or its
 * spec (`openapi: https://…/openapi.json GET /users`). Front matter YAML does not parse: its
 * lines are read instead, so that a syntax error hides nothing.
 */
export function frontMatterUrls(text: string): SettingUrl[] {
  const front = FRONT_MATTER.exec(text.slice(0, 64 * 1024))?.[1]
  if (front === undefined) return []
  const read = readData('front-matter.yaml', front)
  const entries: [string, Data | undefined][] =
    'value' in read &&
    typeof read.value === 'object' &&
    read.value !== null &&
    !Array.isArray(read.value)
      ? Object.entries(read.value)
      : front.split('\n').flatMap((line) => {
          const key = /^["']?([\w-]+)["']?\s*:(.*)$/.exec(line)
          return key === null ? [] : [[key[1] ?? '', key[2]] as [string, Data]]
        })
  return entries.flatMap(([key, value]) =>
    Object.hasOwn(FRONT_KEYS, key) && typeof value === 'string'
      ? urlsOf(value, FRONT_KEYS[key as keyof typeof FRONT_KEYS], `front matter ${key}`)
      : [],
  )
}

/** Each file's texts at base and head, as the check read them. */
function endsOf(
  files: readonly FileChange[],
  along: readonly ReadAlong[],
): Record<'base' | 'head', TextAt> {
  const readAlong = (path: string): string | null | undefined | false => {
    const read = along.find((file) => file.path === path)
    return read === undefined ? false : read.text
  }
  return {
    head: (path) => {
      const file = files.find((f) => f.path === path)
      if (file === undefined) return readAlong(path)
      if (file.status === 'removed') return undefined
      return file.head ?? (file.unreadable === true || file.binary === true ? null : false)
    },
    base: (path) => {
      const file = files.find((f) => (f.previousPath ?? f.path) === path)
      if (file === undefined) return readAlong(path)
      return file.status === 'added' ? undefined : (file.base ?? false)
    },
  }
}

/** A file's URLs and texts shown as markup at one end, by its kind; or why it was not read. */
function fileUrls(
  path: string,
  text: string,
): { urls: SettingUrl[]; pages: PageText[]; unread?: Located } {
  if (isPage(path)) return { urls: frontMatterUrls(text), pages: [] }
  const read = readData(path, text)
  if ('unread' in read) return { urls: [], pages: [], unread: read.unread }
  const kind = specKind(read.value)
  const walked =
    kind === undefined ? { ...dataUrls(read.value), pages: [] } : specUrls(read.value, kind)
  const found = { urls: walked.urls, pages: walked.pages.map((page) => ({ ...page, file: path })) }
  if (walked.complete) return found
  return { ...found, unread: { line: 1, detail: 'a file past what the check walks' } }
}

/**
 * Each file's line finder at head (./data-reading.ts's valueLines), made once a file: one for
 * each pass over the URLs, as each meets them in the file's order.
 */
function lineFinders(textAt: TextAt): (file: string) => (value: string) => number {
  const made = new Map<string, (value: string) => number>()
  return (file) => {
    const text = textAt(file)
    const lines = made.get(file) ?? valueLines(typeof text === 'string' ? text : '')
    made.set(file, lines)
    return lines
  }
}

/** Whether a URL's role blocks on a new host: anything but a link. */
const blocks = (url: SettingUrl): boolean => url.role !== 'link'
const hostKey = (url: SettingUrl): string => (url.unknown === true ? `?${url.host}` : url.host)

/** The docs configs to build, at both ends: those changed, and those read along. */
function configReadings(
  files: readonly FileChange[],
  along: readonly ReadAlong[],
  ends: Record<'base' | 'head', TextAt>,
): { root: string; base: ConfigReading | undefined; head: ConfigReading | undefined }[] {
  const roots = new Set([
    ...files.filter((file) => isRefRoot(file.path)).map((file) => file.path),
    ...along
      .filter((file) => isRefRoot(file.path) && typeof file.text === 'string')
      .map((file) => file.path),
  ])
  return [...roots].map((root) => ({
    root,
    base: readConfig(root, ends.base),
    head: readConfig(root, ends.head),
  }))
}

/** What a config gains through `$ref` files or in its meta tags, head against base. */
function configFindings(
  root: string,
  base: ConfigReading | undefined,
  head: ConfigReading,
): Placed[] {
  const placed: Placed[] = []
  for (const key of new Set([...head.metatags.keys(), ...(base?.metatags.keys() ?? [])])) {
    const now = head.metatags.get(key)
    if (now?.detail === base?.metatags.get(key)?.detail) continue
    const change = now === undefined ? 'removed' : 'changed'
    placed.push({
      file: now?.file ?? root,
      raw: now?.raw ?? '',
      detail: `${key} ${change} (a meta tag on every page)`,
    })
  }
  for (const [top, judged] of head.judged) {
    const before = base?.judged.get(top)
    const files = [...judged.files, ...(before?.files ?? [])].filter((file) => file !== root)
    if (files.length === 0 || judged.values.join('\n') === before?.values.join('\n')) continue
    placed.push({ file: files[0] ?? root, raw: '', detail: `"${top}" changed, through $ref` })
  }
  const newOnes = (now: Placed[], then: Placed[] = []) => {
    const left = then.map((p) => `${p.raw}\n${p.detail}`)
    return now.filter((p) => {
      const at = left.indexOf(`${p.raw}\n${p.detail}`)
      if (at >= 0) left.splice(at, 1)
      return at < 0
    })
  }
  placed.push(...newOnes(head.running, base?.running))
  placed.push(
    // A `redirects.json` is judged as one where it stands (./docs-config.ts): not twice.
    ...newOnes(head.redirects, base?.redirects)
      .filter((p) => !isDocsConfig(p.file))
      .map((p) => ({
        ...p,
        detail: `a redirect to ${p.detail}`,
      })),
  )
  placed.push(
    ...newOnes(head.markup, base?.markup).map((p) => ({
      ...p,
      detail: `an icon given as markup (${p.detail})`,
    })),
  )
  placed.push(...newOnes(head.refused, base?.refused))
  placed.push(...judgePageTexts(head.pages, base?.pages ?? []))
  return placed
}

/** The head's URLs of every file and config, each with its file, and the base's. */
interface Gathered {
  head: ConfigUrl[]
  base: ConfigUrl[]
  findings: Finding[]
}

function gather(
  files: readonly FileChange[],
  along: readonly ReadAlong[],
  ends: Record<'base' | 'head', TextAt>,
): Gathered {
  const gathered: Gathered = { head: [], base: [], findings: [] }
  const configs = configReadings(files, along, ends)
  const mounted = new Set(configs.flatMap(({ head }) => [...(head?.files ?? [])]))
  for (const { root, base, head } of configs) {
    gathered.base.push(...(base?.urls ?? []))
    if (head === undefined) continue
    gathered.head.push(...head.urls)
    const lines = lineFinders(ends.head)
    for (const p of configFindings(root, base, head))
      gathered.findings.push({
        file: p.file,
        kind: 'config',
        found: { line: p.raw === '' ? 1 : lines(p.file)(p.raw), detail: p.detail },
      })
    for (const p of head.unread)
      gathered.findings.push({
        file: p.file,
        kind: 'unchecked',
        found: { line: p.raw === '' ? 1 : lines(p.file)(p.raw), detail: p.detail },
      })
  }
  for (const file of files) {
    if (
      !(isDataFile(file.path) || isPage(file.path)) ||
      isDocsConfig(file.path) ||
      mounted.has(file.path)
    )
      continue
    const head = file.head === undefined ? undefined : fileUrls(file.path, file.head)
    const base =
      file.base === undefined ? undefined : fileUrls(file.previousPath ?? file.path, file.base)
    gathered.base.push(...(base?.urls ?? []).map((url) => ({ ...url, file: file.path })))
    if (head === undefined) continue
    gathered.head.push(...head.urls.map((url) => ({ ...url, file: file.path })))
    if (head.unread !== undefined)
      gathered.findings.push({ file: file.path, kind: 'unchecked', found: head.unread })
    const lines = lineFinders(ends.head)(file.path)
    for (const p of judgePageTexts(head.pages, base?.pages ?? []))
      gathered.findings.push({
        file: file.path,
        kind: 'config',
        found: { line: lines(p.raw), detail: p.detail },
      })
  }
  return gathered
}

/**
 * What the settings of the change add: a host new to a setting that sends readers' requests,
 * keys or browsers there (`config`), a file that does not parse (`unchecked`), and the links of
 * these files for the `link` rule. `along`: the files read for the docs config's `$ref`s.
 */
export function judgeSettings(
  files: readonly FileChange[],
  along: readonly ReadAlong[],
  rules: CheckRules,
): SettingsJudgement {
  const ends = endsOf(files, along)
  const { head, base, findings } = gather(files, along, ends)
  const known = new Set(base.filter(blocks).map(hostKey))
  const reported = new Set<string>()
  const blockLines = lineFinders(ends.head)
  for (const url of head.filter(blocks)) {
    const key = hostKey(url)
    if (known.has(key) || (url.unknown !== true && hostAllowed(url.host, rules.allowedLinkHosts)))
      continue
    if (reported.has(`${url.file}\n${key}`)) continue
    reported.add(`${url.file}\n${key}`)
    const line = blockLines(url.file)(url.raw)
    const detail =
      url.unknown === true
        ? `${ROLE_WORDS[url.role]} whose host is left to a variable (${url.path})`
        : `${ROLE_WORDS[url.role]} at ${url.host} (${url.path})`
    findings.push({ file: url.file, kind: 'config', found: { line, detail } })
  }
  const links = new Map<string, { line: number; url: string }[]>()
  const linkLines = lineFinders(ends.head)
  for (const url of head.filter((u) => !blocks(u) && !reported.has(`${u.file}\n${u.host}`))) {
    // The one rule for links reads a host from a URL: this one's, as a URL of its own.
    const entry = { line: linkLines(url.file)(url.raw), url: `https://${url.host}/` }
    const listed = links.get(url.file)
    if (listed === undefined) links.set(url.file, [entry])
    else listed.push(entry)
  }
  const seen = new Set<string>()
  return {
    findings: findings.filter((f) => {
      const key = `${f.file}\n${f.kind}\n${f.found.detail}`
      return !seen.has(key) && seen.add(key) !== undefined
    }),
    links: [...links].map(([file, urls]) => ({ file, urls })),
    baseHosts: [...new Set(base.filter((url) => url.unknown !== true).map((url) => url.host))],
  }
}
