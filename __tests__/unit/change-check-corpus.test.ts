/**
 * The change check (issue #40) against a judge we did not write: the platform agent's own
 * changes to its docs (./fixtures/agent-changes.json), which pass but for the documented few;
 * attacks of every kind, with obfuscations, put into those real pages and configs, which are all
 * found, on the lines they take; and the same attacks made inert in code, which are not. The
 * figures go into docs/change-check.md, which this test holds to them.
 *
 * Each case is drawn by fast-check from a seed of its own (./change-check-cases.ts); a failure
 * prints the case whole, with its seed. To draw others: CHANGE_CHECK_SEED=<n> CHANGE_CHECK_RUNS=<n>
 * (the doc's table is then not compared).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'
import { checkChange, refReads } from '../../src/shared/change-check/check-change.js'
import {
  SEVERITY,
  type CheckRules,
  type FileChange,
  type Finding,
  type FindingKind,
} from '../../src/shared/change-check/change-types.js'
import {
  CORPUS_FILE,
  DOCS_JSON,
  PAGES,
  REDIRECTS,
  codeSnippets,
  corpus,
  hiddenSnippets,
  host,
  inCodeSnippets,
  inPages,
  inertSnippets,
  linkSnippets,
  pick,
  scriptSnippets,
  secretSnippets,
  words,
  type Case,
  type Draw,
} from './change-check-cases.js'
import {
  CODE_RULES,
  codeFileAttacks,
  guardedPathCases,
  inertCodeFiles,
  uncheckedCases,
} from './change-check-code-cases.js'

const DEFAULT_SEED = 40
const DEFAULT_RUNS = 12
const SEED = Number(process.env.CHANGE_CHECK_SEED ?? DEFAULT_SEED)
const RUNS = Number(process.env.CHANGE_CHECK_RUNS ?? DEFAULT_RUNS)
const RULES: CheckRules = { allowedPaths: DEFAULT_ALLOWED_PATHS, allowedLinkHosts: [] }

/**
 * The real changes that block, and why: each deletes one of the platform agent's own workflow
 * definitions, in `.mintlify/workflows/`, a dot folder that `**` does not enter on purpose.
 */
const DOCUMENTED_BLOCKS = new Map([
  ['563f3a2', 'deletes `.mintlify/workflows/slack-test.md`'],
  ['d9d4bde', 'deletes `.mintlify/workflows/test-feature-add.md`'],
])

/** The text with `lines` put after the first line `pattern` matches. */
const after = (pattern: RegExp, lines: string) => (text: string) => {
  const all = text.split('\n')
  const at = all.findIndex((line) => pattern.test(line)) + 1
  return [...all.slice(0, at), lines, ...all.slice(at)].join('\n')
}
const REDIRECTS_START = /^\[|"redirects": \[/

/** A case whose finding is a file's own (line 0). */
const fileCase = (variant: string, files: FileChange[], file: string): Case => ({
  variant,
  files,
  file,
  lines: [0, 0],
  where: file,
  text: files.map((f) => [f.status, f.previousPath, f.path].filter(Boolean).join(' ')).join(', '),
})

/** A config changed by `edit`, whose finding gives `detail` at its key's first mention. */
function configCase(
  file: FileChange,
  path: string,
  edit: (text: string) => string,
  key: string,
  detail: string,
): Case {
  const head = edit(file.head ?? '')
  // Line 1 for a bare list of redirects, which names no key.
  const at = head.indexOf(`"${key}"`)
  const line = at < 0 ? 1 : head.slice(0, at).split('\n').length
  const files = [{ path, status: 'modified', base: file.head, head }]
  const text = head
    .split('\n')
    .slice(line - 1, line + 2)
    .join('\n')
  return { ...fileCase(detail, files, path), lines: [line, line], text, detail }
}

const TOP_KEYS: [string, string][] = [
  ['scripts', '["https://$host/x.js"]'],
  ['customJS', '"https://$host/x.js"'],
  ['customCSS', '"https://$host/x.css"'],
  ['head', '[{ "tag": "script", "src": "https://$host/x.js" }]'],
  ['analytics', '{ "ga4": { "measurementId": "G-ABC123" } }'],
]
/** Where a setting goes in the real docs.json, its line (`$url`), its URL, key path and role. */
const API_HOSTS: [RegExp, string, string, string, string][] = [
  [
    /^ {4}"mdx": \{/,
    '      "server": $url,',
    'https://$host/v1',
    'api.mdx.server',
    'an API setting',
  ],
  [
    /^ {2}"api": \{/,
    '    "openapi": $url,',
    'https://$host/openapi.json',
    'api.openapi',
    'an API spec',
  ],
  [
    /^\{/,
    '  "fonts": { "family": "Inter", "source": $url },',
    'https://$host/i.woff2',
    'fonts.source',
    'a font',
  ],
]
const ID = fc.integer({ min: 1000, max: 9999 })
const INTEGRATIONS = words('gtm segment hotjar plausible mixpanel clarity heap')

/** Config changes that put code or trackers on every page, or send readers to another host. */
const CONFIG_CASES: fc.Arbitrary<Case>[] = [
  fc
    .tuple(pick(...DOCS_JSON), pick(...TOP_KEYS), host, words('docs.json mint.json'))
    .map(([file, [key, value], h, path]) => {
      const edit = after(/^\{/, `  "${key}": ${value.replace('$host', h)},`)
      return configCase(file, path, edit, key, `"${key}" changed`)
    }),
  fc.tuple(pick(...DOCS_JSON), INTEGRATIONS, ID).map(([file, name, id]) => {
    const edit = after(/^ {2}"integrations": \{/, `    "${name}": { "id": "X-${id}" },`)
    return configCase(file, 'docs.json', edit, 'integrations', '"integrations" changed')
  }),
  // integrations.ga4 is there at every commit: its measurement ID swapped.
  fc.tuple(pick(...DOCS_JSON), ID).map(([file, id]) => {
    const edit = (text: string) => text.replace(/"G-\w+"/, `"G-EVIL${id}"`)
    return configCase(file, 'docs.json', edit, 'integrations', '"integrations" changed')
  }),
  // Issue #52: the API playground's server, a spec or a font moved to another host.
  fc
    .tuple(pick(...DOCS_JSON), pick(...API_HOSTS), host)
    .map(([file, [at, setting, url, path, role], h]) => {
      const value = url.replace('$host', h)
      const edit = after(at, setting.replace('$url', JSON.stringify(value)))
      return configCase(file, 'docs.json', edit, value, `${role} at ${h} (${path})`)
    }),
  fc
    .tuple(pick(...REDIRECTS), host, words('https:// // HTTPS:// http://'), pick('', ':8080'))
    .map(([file, h, scheme, port]) => {
      const entry = `{ "source": "/old/${h}", "destination": "${scheme}${h.toUpperCase()}${port}/x" },`
      return configCase(
        file,
        file.path,
        after(REDIRECTS_START, entry),
        'redirects',
        `a redirect to ${h}`,
      )
    }),
]

/** Files the default allowed paths leave out: automation, build files, code, dot folders. */
const OUTSIDE = words(
  '.github/workflows/docs.yml package.json scripts/deploy.sh .mintlify/workflows/nightly.md ' +
    '.claude/commands/docs.md vercel.json netlify.toml _redirects .env custom.js style.css ' +
    'docs/.hidden/page.mdx snippets/widget.jsx Makefile',
)

/** A file outside the allowed paths added, changed or removed, or a page moved there. */
const pathCases: Draw = (i) =>
  fc.tuple(OUTSIDE, words('. guides/ es/'), pick(...PAGES)).map(([outside, dir, page]) => {
    const status = ['added', 'modified', 'removed', 'renamed'][i % 4] ?? 'added'
    const path = outside.startsWith('.') || dir === '.' ? outside : `${dir}${outside}`
    const change: FileChange = { path, status }
    if (status !== 'removed') change.head = `${page.text}\necho 1\n`
    if (status !== 'added') change.base = page.text
    if (status === 'renamed') change.previousPath = page.path
    return fileCase(`${outside} ${status}`, [change], path)
  })

/** Pages deleted or moved, with no redirect, or with one for another page only. */
const removedCases: Draw = (i) =>
  fc
    .tuple(pick(...PAGES), pick(undefined, ...REDIRECTS), words('moved/ old/'))
    .map(([page, decoy, dir]) => {
      const status = i % 2 === 0 ? 'removed' : 'renamed'
      const moved = { path: `${dir}${page.path}`, previousPath: page.path, head: page.text }
      const files: FileChange[] = [
        { path: page.path, status, base: page.text, ...(status === 'renamed' && moved) },
      ]
      const entry = `{ "source": "/another/page", "destination": "/${page.path.replace(/\.mdx$/, '')}" },`
      if (decoy !== undefined)
        files.push({
          ...decoy,
          head: after(REDIRECTS_START, entry)(decoy.head ?? ''),
          base: decoy.head,
        })
      return fileCase(
        `page ${status}${decoy ? `, a redirect for another page in ${decoy.path}` : ''}`,
        files,
        page.path,
      )
    })

const ATTACKS: Record<FindingKind, Draw> = {
  path: pathCases,
  script: inPages(scriptSnippets),
  'mdx-code': inPages(codeSnippets),
  secret: inPages(secretSnippets),
  config: (i) => CONFIG_CASES[i % CONFIG_CASES.length] ?? fc.constant(fileCase('', [], '')),
  unchecked: uncheckedCases,
  link: inPages(linkSnippets),
  hidden: inPages(hiddenSnippets),
  removed: removedCases,
}
const KINDS = Object.keys(ATTACKS) as FindingKind[]

interface Outcome {
  case: Case
  seed: number
  findings: Finding[]
}

/** The first RUNS cases of a set, each drawn from a seed of its own, checked. */
async function run(draw: Draw, set: number, rules = RULES): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let i = 0; i < RUNS; i++) {
    const seed = SEED * 10_000 + set * 100 + i
    const [drawn] = fc.sample(draw(i), { seed, numRuns: 1 })
    if (drawn !== undefined)
      outcomes.push({
        case: drawn,
        seed,
        findings: await checkChange(drawn.files, drawn.rules ?? rules),
      })
  }
  return outcomes
}

/** Whether the case's finding is there: its kind, severity, file and line (and detail). */
const found = (kind: FindingKind, { case: c, findings }: Outcome): boolean =>
  findings.some(
    (f) =>
      f.kind === kind &&
      f.severity === SEVERITY[kind] &&
      f.file === c.file &&
      f.line >= c.lines[0] &&
      f.line <= c.lines[1] &&
      (c.detail === undefined || f.detail === c.detail),
  )

/** A case as a failure prints it: enough to replay it (`fc.sample(draw(i), { seed, numRuns: 1 })`). */
const replay = (set: string, { case: c, seed, findings }: Outcome, i: number) =>
  `${set} case ${i} (seed ${seed}): ${c.variant}; ${c.where}, lines ${c.lines.join('-')}\n` +
  `${JSON.stringify(c.text)}\nfound: ${JSON.stringify(findings.map((f) => [f.file, f.line, f.kind, f.detail]))}`

interface Measured {
  real: { sha: string; findings: Finding[] }[]
  attacks: Record<FindingKind, Outcome[]>
  inert: Outcome[]
  inCode: Outcome[]
  /** Issue #52: code files the team allows, with attacks and without; paths no glob opens. */
  codeFiles: Outcome[]
  inertCode: Outcome[]
  guarded: Outcome[]
}

async function measure(): Promise<Measured> {
  const real: Measured['real'] = []
  for (const { sha, files, along = [] } of corpus.commits)
    real.push({ sha, findings: await checkChange(files, RULES, along) })
  const attacks = {} as Measured['attacks']
  for (const [set, kind] of KINDS.entries()) attacks[kind] = await run(ATTACKS[kind], set)
  const inert = await run(inPages(inertSnippets), 10)
  const inCode = await run(inPages(inCodeSnippets), 11)
  const codeFiles = await run(codeFileAttacks, 12, CODE_RULES)
  const inertCode = await run(inertCodeFiles, 13, CODE_RULES)
  const guarded = await run(guardedPathCases, 14)
  return { real, attacks, inert, inCode, codeFiles, inertCode, guarded }
}

let measured: Measured
beforeAll(async () => {
  measured = await measure()
}, 60_000)

const short = (sha: string) => sha.slice(0, 7)
const blocks = (findings: Finding[]) => findings.filter((f) => f.severity === 'block')

test('the corpus holds every file the job reads beside a change (docs.json and its $ref files)', () => {
  const asked = corpus.commits.map(({ sha, files, along = [] }) => ({
    sha,
    paths: refReads(files, along),
  }))
  expect(asked.filter(({ paths }) => paths.length > 0)).toEqual([])
  expect(corpus.commits.filter((c) => c.along !== undefined).length).toBeGreaterThan(0)
})

test('of the platform agent’s real changes, only the documented ones block', () => {
  const blocking = measured.real.filter((r) => blocks(r.findings).length > 0)
  const why = blocking.map((r) => [
    short(r.sha),
    blocks(r.findings).map((f) => `${f.kind}: ${f.detail}`),
  ])
  const path = expect.stringMatching(
    /^path: \.mintlify\/workflows\/[^/]+\.md is outside allowed-paths$/,
  )
  expect(why).toEqual([...DOCUMENTED_BLOCKS.keys()].map((sha) => [sha, [path]]))
})

describe.each(KINDS)('attacks: %s', (kind) => {
  test(`each is found, as ${SEVERITY[kind]}, where it was put`, () => {
    const missed = measured.attacks[kind].flatMap((o, i) =>
      found(kind, o) ? [] : [replay(kind, o, i)],
    )
    expect(missed).toEqual([])
  })
})

describe('code', () => {
  test('markup, code, links, comments and config in code blocks and spans are no finding', () => {
    const flagged = measured.inert.flatMap((o, i) =>
      o.findings.length > 0 ? [replay('inert', o, i)] : [],
    )
    expect(flagged).toEqual([])
  })

  test('what runs in readers’ browsers is found in the code files the team allows', () => {
    const missed = measured.codeFiles.flatMap((o, i) =>
      found('script', o) ? [] : [replay('code file', o, i)],
    )
    expect(missed).toEqual([])
  })

  test('code files doing what components do are no block', () => {
    const flagged = measured.inertCode.flatMap((o, i) =>
      blocks(o.findings).length > 0 ? [replay('inert code file', o, i)] : [],
    )
    expect(flagged).toEqual([])
  })

  test('instructions to agents and .github/ block under any glob that does not name them', () => {
    const missed = measured.guarded.flatMap((o, i) =>
      found('path', o) ? [] : [replay('guarded path', o, i)],
    )
    expect(missed).toEqual([])
  })

  test('credentials and invisible characters count in code too', () => {
    const missed = measured.inCode.flatMap((o, i) =>
      found(o.case.kind ?? 'secret', o) ? [] : [replay('in code', o, i)],
    )
    expect(missed).toEqual([])
  })
})

/** A change to a page, or to a config's redirects. */
const PAGE = '---\ntitle: "Guide"\n---\n\n# Guide\n\nText.\n'
const page = (text: string, head = `${PAGE}\n${text}\n`): FileChange[] => [
  { path: 'guide.mdx', status: 'modified', base: PAGE, head },
]
const redirect = (to: string): FileChange[] => {
  const head = JSON.stringify({ redirects: [{ source: '/a', destination: to }] })
  return [{ path: 'docs.json', status: 'modified', base: '{}', head }]
}

/**
 * What the checker missed, or blocked though inert, when this test was first written (a second
 * look beyond the generator's templates): each is fixed and stays here, so it cannot come back.
 */
const MISSED: [string, FindingKind, string][] = [
  // React's name for `http-equiv`, which MDX passes on; attribute values given as expressions.
  ['httpEquiv', 'script', '<meta httpEquiv="refresh" content="0;url=https://x.test/" />'],
  ['href={"javascript:…"}', 'script', '<a href={"javascript:alert(1)"}>x</a>'],
  ['src={"https://…"}', 'link', '<img src={"https://x.test/a.png"} />'],
  // URLs a browser reads as another host's: `\` is `/`, tabs and controls are dropped.
  ['a backslash', 'link', '[x](/\\x.test/a)'],
  ['a tab in the scheme', 'link', '<a href="ht&#x09;tps://x.test/a">x</a>'],
  ['a redirect behind a backslash', 'config', '/\\x.test/a'],
]
// Front matter is YAML that the site shows as text: it was read as MDX.
const BLOCKED_FRONT_MATTER = [
  ['braces', 'description: "Use {variable} in templates"'],
  ['a tag’s name', 'description: "The <script> tag"'],
]

describe('cases a second look found', () => {
  test.each(MISSED)('%s is found as %s', async (_, kind, text) => {
    const findings = await checkChange(kind === 'config' ? redirect(text) : page(text), RULES)
    expect(findings.map((f) => f.kind)).toContain(kind)
  })

  test.each(BLOCKED_FRONT_MATTER)('front matter with %s is no block', async (_, line) => {
    const head = PAGE.replace('title: "Guide"', `title: "Guide"\n${line}`)
    expect(blocks(await checkChange(page('', head), RULES))).toEqual([])
  })
})

/** The figures, as docs/change-check.md shows them between its markers. */
function figures(m: Measured): string {
  const commits = m.real.length
  const blocking = m.real.filter((r) => blocks(r.findings).length > 0)
  const blockKinds = [
    ...new Set(blocking.flatMap((r) => blocks(r.findings).map((f) => `\`${f.kind}\``))),
  ]
  const why = blocking.map(
    (r) => `${short(r.sha)} ${DOCUMENTED_BLOCKS.get(short(r.sha)) ?? '(undocumented)'}`,
  )
  const warned = m.real.filter((r) => r.findings.some((f) => f.severity === 'warn'))
  const warnings = warned.flatMap((r) => r.findings.filter((f) => f.severity === 'warn'))
  const byKind = [...new Set(warnings.map((f) => f.kind))].map(
    (kind) => `${warnings.filter((f) => f.kind === kind).length} \`${kind}\``,
  )
  const count = (outcomes: Outcome[], kind?: FindingKind) =>
    `${outcomes.filter((o) => found(kind ?? o.case.kind ?? 'secret', o)).length} of ${outcomes.length}`
  const inertBlocking = m.inert.filter((o) => blocks(o.findings).length > 0).length
  return [
    `Measured on the ${commits} commits of \`${CORPUS_FILE}\` (${corpus.source} at ${short(corpus.generatedFrom)}), with the default \`allowed-paths\` and no \`allowed-link-hosts\`, and on cases drawn by fast-check from seed ${SEED}, ${RUNS} of each kind, by \`__tests__/unit/change-check-corpus.test.ts\`, which fails when this table differs.`,
    '',
    '| Measure | Result |',
    '| --- | --- |',
    `| Real agent commits checked | ${commits} |`,
    `| Real commits that block | ${blocking.length} of ${commits}, ${blockKinds.join(', ')}: ${why.join(', ')} (below) |`,
    `| Real commits with warnings | ${warned.length} of ${commits}: ${warned.map((r) => short(r.sha)).join(', ')} (${byKind.join(', ')}) |`,
    ...KINDS.map(
      (kind) =>
        `| Attacks found: \`${kind}\` (${SEVERITY[kind]}) | ${count(m.attacks[kind], kind)} |`,
    ),
    `| Credentials and invisible characters in code found | ${count(m.inCode)} |`,
    `| Inert cases (the attacks in code blocks and spans) that block | ${inertBlocking} of ${m.inert.length} |`,
    `| Attacks in code files the team allows (components, scripts, stylesheets) found: \`script\` | ${count(m.codeFiles, 'script')} |`,
    `| Code files doing only what components do that block | ${m.inertCode.filter((o) => blocks(o.findings).length > 0).length} of ${m.inertCode.length} |`,
    `| Agent instructions and \`.github/\` under globs that match without naming them found: \`path\` | ${count(m.guarded, 'path')} |`,
    `| Cases a second look found, fixed and kept as tests | ${MISSED.length} attacks once missed, ${BLOCKED_FRONT_MATTER.length} inert front matters once blocked |`,
  ].join('\n')
}

/** Text as Markdown means it: a paragraph one line, a table's cells trimmed, its rule left out. */
const normal = (text: string): string[] =>
  text.split(/\n\s*\n/).flatMap((paragraph) => {
    const lines = paragraph.split('\n').flatMap((line) => (line.trim() ? [line.trim()] : []))
    if (!lines[0]?.startsWith('|')) return lines.length > 0 ? [lines.join(' ')] : []
    const rows = lines.filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    return rows.map((row) =>
      row
        .split('|')
        .map((cell) => cell.trim())
        .join('|'),
    )
  })

// The doc's figures are the default draw's: another seed or count (CI's extra draw) skips this
// comparison, and Jest counts it as skipped.
const defaultDraw = SEED === DEFAULT_SEED && RUNS === DEFAULT_RUNS ? test : test.skip

defaultDraw('docs/change-check.md shows the figures this test measures', () => {
  const text = readFileSync(join(import.meta.dirname, '../../docs/change-check.md'), 'utf8')
  const block = /<!-- corpus-figures:start -->\n([\s\S]*?)<!-- corpus-figures:end -->/.exec(
    text,
  )?.[1]
  const table = figures(measured)
  if (JSON.stringify(normal(block ?? '')) !== JSON.stringify(normal(table)))
    throw new Error(
      `docs/change-check.md: put this between the corpus-figures markers:\n\n${table}\n`,
    )
})
