import { describe, expect, test } from '@jest/globals'
import type { PullChangeFile } from '../../../emulator/pull-change-files.ts'
import { runCheck, withEmulator } from '../harness.js'
import { agentPull, findings, statuses } from './agent-pull.js'

const it = test.concurrent

/**
 * Issue #52, "what the team allows is never judged": settings that send readers' requests, and
 * the keys they type into the API playground, to a new host; or take every API page's words from
 * one. Through the check action's bundle against the emulator, as the docs repository's required
 * check. On 1.5.1 each got `success`, "Nothing beyond docs text", on the agent's head: OpenAPI and
 * other JSON or YAML files were read by their patch only, and of docs.json only a few top-level
 * keys. Each must now block (`config`) and name the host.
 */

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`

/** A docs.json with `more` settings. */
const CONFIG = (more: Record<string, unknown> = {}) =>
  json({
    name: 'Acme',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'API', pages: ['index'] }] },
    ...more,
  })

/** An OpenAPI file whose API is served from `server`. */
const SPEC = (server: string, more = '') =>
  `openapi: 3.0.0\ninfo:\n  title: Acme\n  version: 1.0.0\nservers:\n  - url: ${server}\n${more}paths: {}\n`

/** The agent's change, judged by the check action with `inputs`: blocked, naming `detail`. */
async function blocked(
  files: PullChangeFile[],
  expected: [string, string, string][],
  {
    inputs = {},
    unchanged = {},
  }: { inputs?: Record<string, string>; unchanged?: Record<string, string> } = {},
): Promise<void> {
  await withEmulator({}, async (emulator) => {
    const pull = agentPull(emulator, files, unchanged)
    const run = await runCheck(emulator, inputs, pull.env)
    expect(run.code).toBe(0)
    expect(findings(run.outputs)).toEqual(expected)
    expect(run.outputs['change-check']).toBe('blocked')
    expect(statuses(emulator)).toEqual([
      ['failure', expect.stringMatching(/beyond docs text/) as unknown],
    ])
  })
}

describe("the API playground's servers: what readers type, keys included, goes there", () => {
  it("an OpenAPI file's server moved to another host", async () => {
    await blocked(
      [
        {
          path: 'api/openapi.yaml',
          base: SPEC('https://api.acme.com'),
          head: SPEC('https://api.evil.example'),
        },
      ],
      [['api/openapi.yaml', 'config', 'an API server at api.evil.example (servers[0].url)']],
    )
  })

  it("a server variable's default that fills in the host", async () => {
    const variables = '    variables:\n      region:\n        default: '
    const head = SPEC('https://{region}/v1', '').replace(
      'paths: {}\n',
      `${variables}evil.example\npaths: {}\n`,
    )
    await blocked(
      [{ path: 'api/openapi.yaml', base: SPEC('https://api.acme.com'), head }],
      [['api/openapi.yaml', 'config', 'an API server at evil.example (servers[0].url)']],
    )
  })

  it("an OAuth flow's token URL, where readers sign in from the playground", async () => {
    const base = {
      openapi: '3.1.0',
      info: { title: 'Acme', version: '1' },
      servers: [{ url: 'https://api.acme.com' }],
      paths: {},
    }
    const head = {
      ...base,
      components: {
        securitySchemes: {
          oauth: {
            type: 'oauth2',
            flows: { password: { tokenUrl: 'https://login.evil.example/token', scopes: {} } },
          },
        },
      },
    }
    await blocked(
      [{ path: 'openapi.json', base: json(base), head: json(head) }],
      [
        [
          'openapi.json',
          'config',
          'a sign-in URL at login.evil.example (components.securitySchemes.oauth.flows.password.tokenUrl)',
        ],
      ],
    )
  })

  it("docs.json's server for MDX API pages", async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG({ api: { mdx: { server: 'https://api.acme.com' } } }),
          head: CONFIG({ api: { mdx: { server: 'https://api.evil.example' } } }),
        },
      ],
      [['docs.json', 'config', 'an API setting at api.evil.example (api.mdx.server)']],
    )
  })

  it("a page's own API endpoint in its front matter", async () => {
    const page = (endpoint: string) =>
      `---\ntitle: Create a user\napi: "POST ${endpoint}"\n---\n\nCreates a user.\n`
    await blocked(
      [
        {
          path: 'api-reference/create.mdx',
          base: page('/users'),
          head: page('https://api.evil.example/users'),
        },
      ],
      [
        [
          'api-reference/create.mdx',
          'config',
          'an API endpoint at api.evil.example (front matter api)',
        ],
      ],
    )
  })
})

describe('specs from another host: every API page’s words, unchecked', () => {
  it("docs.json's OpenAPI spec taken from another host", async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG({ api: { mdx: { server: 'https://api.acme.com' } } }),
          head: CONFIG({
            api: {
              openapi: 'https://evil.example/openapi.json',
              mdx: { server: 'https://api.acme.com' },
            },
          }),
        },
      ],
      [['docs.json', 'config', 'an API spec at evil.example (api.openapi)']],
    )
  })

  it("a navigation tab's spec taken from another host", async () => {
    const tabs = (openapi: string) => ({
      navigation: { tabs: [{ tab: 'API reference', openapi }] },
    })
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG(tabs('openapi.json')),
          head: CONFIG(tabs('https://evil.example/openapi.json')),
        },
      ],
      [['docs.json', 'config', 'an API spec at evil.example (navigation.tabs[0].openapi)']],
    )
  })
})

describe("docs.json's $ref: a setting moved into a file no check read as config", () => {
  const FRAGMENTS = { 'allowed-paths': 'defaults\nconfig/*.json' }

  it('a $ref file of docs.json, changed alone: docs.json, which the change leaves as it was, is read to know it', async () => {
    const api = (server: string) => json({ mdx: { server } })
    await blocked(
      [
        {
          path: 'config/api.json',
          base: api('https://api.acme.com'),
          head: api('https://api.evil.example'),
        },
      ],
      [['config/api.json', 'config', 'an API setting at api.evil.example (api.mdx.server)']],
      {
        inputs: FRAGMENTS,
        unchanged: { 'docs.json': CONFIG({ api: { $ref: './config/api.json' } }) },
      },
    )
  })

  it('a $ref file under integrations, changed alone: a tag manager added to every page', async () => {
    await blocked(
      [
        {
          path: 'config/tracking.json',
          base: json({ plausible: { domain: 'docs.acme.com' } }),
          head: json({ plausible: { domain: 'docs.acme.com' }, gtm: { tagId: 'GTM-EVIL1' } }),
        },
      ],
      [['config/tracking.json', 'config', '"integrations" changed, through $ref']],
      {
        inputs: FRAGMENTS,
        unchanged: { 'docs.json': CONFIG({ integrations: { $ref: 'config/tracking.json' } }) },
      },
    )
  })

  it('a $ref added to docs.json, to a new file that holds the API server', async () => {
    await blocked(
      [
        { path: 'config/api.json', head: json({ mdx: { server: 'https://api.evil.example' } }) },
        {
          path: 'docs.json',
          base: CONFIG({ api: { mdx: { server: 'https://api.acme.com' } } }),
          head: CONFIG({ api: { $ref: 'config/api.json' } }),
        },
      ],
      [['config/api.json', 'config', 'an API setting at api.evil.example (api.mdx.server)']],
      { inputs: FRAGMENTS },
    )
  })

  it('a $ref to a URL', async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG(),
          head: CONFIG({ api: { $ref: 'https://evil.example/api.json' } }),
        },
      ],
      [['docs.json', 'config', 'a $ref to a URL (api)']],
    )
  })
})

describe("settings every reader's browser loads, on every page", () => {
  it('a font from another host, and a verification meta tag that hands the domain to whoever holds it', async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG(),
          head: CONFIG({
            fonts: {
              family: 'Inter',
              source: 'https://fonts.evil.example/inter.woff2',
              format: 'woff2',
            },
            seo: { metatags: { 'google-site-verification': 'EVILTOKEN123' } },
          }),
        },
      ],
      [
        ['docs.json', 'config', 'a font at fonts.evil.example (fonts.source)'],
        [
          'docs.json',
          'config',
          'seo.metatags.google-site-verification changed (a meta tag on every page)',
        ],
      ],
    )
  })
})

describe('settings the site shows as markup are held to the page rules', () => {
  const OPERATION = (more: string) =>
    `openapi: 3.0.0\ninfo:\n  title: Acme\n  version: '1'\npaths:\n  /items:\n    get:\n      summary: List items\n${more}      responses:\n        '200':\n          description: OK\n`
  it("an endpoint's x-mint content (MDX the platform adds to its page) with a script handler", async () => {
    await blocked(
      [
        {
          path: 'api/openapi.yaml',
          base: OPERATION(''),
          head: OPERATION(
            '      x-mint:\n        content: |\n          <img src="x" onError="alert(document.cookie)" />\n',
          ),
        },
      ],
      [
        [
          'api/openapi.yaml',
          'config',
          expect.stringMatching(
            /^paths\."\/items"\.get\.x-mint\.content, shown as markup: onError handler$/,
          ) as unknown as string,
        ],
      ],
    )
  })

  it("docs.json's banner with a script element", async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG(),
          head: CONFIG({
            banner: { content: 'New release! <script>alert(document.domain)</script>' },
          }),
        },
      ],
      [
        [
          'docs.json',
          'config',
          expect.stringMatching(/^banner\.content, shown as markup: /) as unknown as string,
        ],
      ],
    )
  })

  it("an error page's description with an element that runs script", async () => {
    await blocked(
      [
        {
          path: 'docs.json',
          base: CONFIG(),
          head: CONFIG({
            errors: { '404': { description: '<img src="x" onError="alert(1)" />' } },
          }),
        },
      ],
      [
        [
          'docs.json',
          'config',
          expect.stringMatching(
            /^errors\.404\.description, shown as markup: /,
          ) as unknown as string,
        ],
      ],
    )
  })
})

describe('what was not read is no pass', () => {
  it('an OpenAPI file in YAML that does not parse', async () => {
    await blocked(
      [
        {
          path: 'api/openapi.yaml',
          base: SPEC('https://api.acme.com'),
          head: `${SPEC('https://api.acme.com')}servers: [\n`,
        },
      ],
      [['api/openapi.yaml', 'unchecked', 'YAML that does not parse: a person must review it']],
    )
  })
})

describe('what the docs do every day passes', () => {
  it('a page added to the navigation, a colour, a tab renamed, a link the base already had', async () => {
    await withEmulator({}, async (emulator) => {
      const settings = (color: string, group: string, pages: string[]) =>
        CONFIG({
          colors: { primary: color },
          navigation: { tabs: [{ tab: group, groups: [{ group: 'Guides', pages }] }] },
          navbar: { links: [{ label: 'Status', href: 'https://status.acme.com' }] },
          api: { mdx: { server: 'https://api.acme.com' } },
        })
      const base = settings('#0D9373', 'Docs', ['index'])
      const head = settings('#112233', 'Documentation', ['index', 'quickstart'])
      const pull = agentPull(emulator, [
        { path: 'docs.json', base, head },
        {
          path: 'api/openapi.yaml',
          base: SPEC('https://api.acme.com'),
          head: SPEC('https://api.acme.com', 'tags:\n  - name: users\n'),
        },
      ])
      const run = await runCheck(emulator, {}, pull.env)
      expect(findings(run.outputs)).toEqual([])
      expect(run.outputs['change-check']).toBe('passed')
      expect(statuses(emulator)).toEqual([['success', expect.any(String) as unknown]])
    })
  })
})
