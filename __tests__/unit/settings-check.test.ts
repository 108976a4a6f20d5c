import { describe, expect, test } from '@jest/globals'
import type { FileChange, ReadAlong } from '../../src/shared/change-check/change-types.js'
import { checkChange, refReads } from '../../src/shared/change-check/check-change.js'
import { refTarget } from '../../src/shared/change-check/config-refs.js'
import { readData } from '../../src/shared/change-check/data-reading.js'
import { serverHost } from '../../src/shared/change-check/setting-urls.js'

// Issue #52, "what the team allows is never judged": settings that send readers' requests, keys
// or browsers to a host. Each key the check reads, and the everyday changes that must pass.

const RULES = { allowedPaths: ['**/*'], allowedLinkHosts: [] as string[] }
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`

/** A docs.json with `more` settings. */
const CONFIG = (more: Record<string, unknown> = {}) =>
  json({
    name: 'Acme',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Guides', pages: ['index'] }] },
    ...more,
  })

const SPEC = (more: Record<string, unknown> = {}) =>
  json({ openapi: '3.1.0', info: { title: 'Acme', version: '1' }, paths: {}, ...more })

/** `[kind, detail]` of what the check finds in `path` changed from `base` to `head`. */
async function found(
  path: string,
  base: string | undefined,
  head: string,
  { along = [], allowed = [] }: { along?: ReadAlong[]; allowed?: string[] } = {},
): Promise<[string, string][]> {
  const file: FileChange =
    base === undefined ? { path, status: 'added', head } : { path, status: 'modified', base, head }
  const findings = await checkChange([file], { ...RULES, allowedLinkHosts: allowed }, along)
  return findings.map((f) => [f.kind, f.detail])
}

describe('API specs: where the playground sends what readers type', () => {
  test.each([
    [
      'an OpenAPI server',
      SPEC({ servers: [{ url: 'https://evil.test/v1' }] }),
      'an API server at evil.test (servers[0].url)',
    ],
    [
      "a server variable's enum",
      SPEC({
        servers: [
          {
            url: 'https://{host}/v1',
            variables: { host: { default: 'api.acme.com', enum: ['api.acme.com', 'evil.test'] } },
          },
        ],
      }),
      'an API server at evil.test (servers[0].url)',
    ],
    [
      "an operation's own server",
      SPEC({ paths: { '/users': { get: { servers: [{ url: 'https://evil.test' }] } } } }),
      'an API server at evil.test (paths."/users".get.servers[0].url)',
    ],
    [
      'a server whose host is left to a variable',
      SPEC({ servers: [{ url: 'https://{tenant}/v1' }] }),
      'an API server whose host is left to a variable (servers[0].url)',
    ],
    [
      "Swagger 2's host",
      json({ swagger: '2.0', info: { title: 'A', version: '1' }, host: 'evil.test', paths: {} }),
      'an API server at evil.test (host)',
    ],
    [
      'an OpenID Connect URL',
      SPEC({
        components: {
          securitySchemes: {
            oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://evil.test' },
          },
        },
      }),
      'a sign-in URL at evil.test (components.securitySchemes.oidc.openIdConnectUrl)',
    ],
    [
      'an x-mint setting',
      SPEC({ 'x-mint': { mcp: { url: 'https://evil.test/mcp' } } }),
      'an x-mint setting at evil.test (x-mint.mcp.url)',
    ],
    [
      'a $ref to a schema on another host',
      SPEC({
        components: { schemas: { User: { $ref: 'https://evil.test/user.json#/User' } } },
      }),
      'an API spec at evil.test (components.schemas.User.$ref)',
    ],
    [
      "an AsyncAPI server's host",
      json({
        asyncapi: '3.0.0',
        info: { title: 'A', version: '1' },
        servers: { live: { host: 'evil.test:443', protocol: 'wss' } },
      }),
      'an API server at evil.test (servers.live.host)',
    ],
  ])('%s on a new host blocks', async (_, head, detail) => {
    const base = SPEC({ servers: [{ url: 'https://api.acme.com' }] })
    expect(await found('openapi.json', base, head)).toContainEqual(['config', detail])
  })

  test('the same spec in YAML', async () => {
    const yaml = (host: string) =>
      `openapi: 3.1.0\ninfo: {title: A, version: '1'}\nservers:\n  - url: https://${host}\npaths: {}\n`
    expect(await found('api/openapi.yml', yaml('api.acme.com'), yaml('evil.test'))).toEqual([
      ['config', 'an API server at evil.test (servers[0].url)'],
    ])
  })

  test('a host allowed-link-hosts names, or the base already had, passes', async () => {
    const spec = (url: string) => SPEC({ servers: [{ url }] })
    const base = spec('https://api.acme.com')
    expect(await found('openapi.json', base, spec('https://sandbox.acme.com'))).toHaveLength(1)
    const allowed = ['*.acme.com']
    expect(
      await found('openapi.json', base, spec('https://sandbox.acme.com'), { allowed }),
    ).toEqual([])
    expect(await found('openapi.json', base, spec('https://api.acme.com/v2'))).toEqual([])
    expect(await found('openapi.json', base, spec('/v1'))).toEqual([])
  })

  test("a description's link to a new host warns, and does not block", async () => {
    const head = SPEC({
      info: { title: 'A', version: '1', description: 'See https://evil.test/x' },
    })
    expect(await found('openapi.json', SPEC(), head)).toEqual([
      ['link', expect.stringContaining('evil.test')],
    ])
  })
})

describe('docs.json', () => {
  test.each([
    ['api.mdx.server', { api: { mdx: { server: 'https://evil.test' } } }, 'an API setting'],
    ['api.openapi', { api: { openapi: 'https://evil.test/o.json' } }, 'an API spec'],
    ['api.asyncapi', { api: { asyncapi: 'https://evil.test/a.yaml' } }, 'an API spec'],
    [
      'api.mdx.auth.name',
      { api: { mdx: { auth: { method: 'key', name: 'https://evil.test' } } } },
      'an API setting',
    ],
    [
      'navigation.groups[0].openapi',
      { navigation: { groups: [{ group: 'API', openapi: 'https://evil.test/o.json' }] } },
      'an API spec',
    ],
    ['fonts.source', { fonts: { family: 'X', source: 'https://evil.test/x.woff2' } }, 'a font'],
    [
      'fonts.heading.source',
      { fonts: { heading: { family: 'X', source: 'https://evil.test/x.woff2' } } },
      'a font',
    ],
    ['logo.dark', { logo: { light: '/l.svg', dark: 'https://evil.test/l.svg' } }, 'an image'],
    ['favicon', { favicon: 'https://evil.test/f.ico' }, 'an image'],
  ])('%s on a new host blocks', async (path, more, role) => {
    expect(await found('docs.json', CONFIG(), CONFIG(more))).toContainEqual([
      'config',
      `${role} at evil.test (${path})`,
    ])
  })

  test("mint.json's metadata and docs.json's seo.metatags are meta tags on every page", async () => {
    const tag = { 'google-site-verification': 'TOKEN' }
    expect(await found('mint.json', CONFIG(), CONFIG({ metadata: tag }))).toEqual([
      ['config', 'metadata.google-site-verification changed (a meta tag on every page)'],
    ])
    expect(await found('docs.json', CONFIG(), CONFIG({ seo: { metatags: tag } }))).toEqual([
      ['config', 'seo.metatags.google-site-verification changed (a meta tag on every page)'],
    ])
  })

  test('a navbar link and logo.href to a new host warn: a reader chooses to follow them', async () => {
    const head = CONFIG({
      navbar: { links: [{ label: 'Blog', href: 'https://blog.test' }] },
      logo: { light: '/l.svg', href: 'https://home.test' },
    })
    const kinds = (await found('docs.json', CONFIG(), head)).map(([kind]) => kind)
    expect(kinds).toEqual(['link', 'link'])
  })

  test('a page added to the navigation, a colour, a tab renamed: no finding', async () => {
    const settings = (color: string, tab: string, pages: string[]) =>
      CONFIG({
        colors: { primary: color },
        navigation: { tabs: [{ tab, openapi: 'openapi.json', groups: [{ group: 'G', pages }] }] },
        api: { mdx: { server: 'https://api.acme.com' }, playground: { display: 'interactive' } },
      })
    const base = settings('#0D9373', 'Docs', ['index'])
    const head = settings('#123456', 'Documentation', ['index', 'quickstart'])
    expect(await found('docs.json', base, head)).toEqual([])
  })
})

describe("docs.json's $ref", () => {
  const root = (more: Record<string, unknown>): ReadAlong => ({
    path: 'docs.json',
    text: CONFIG(more),
  })

  test('a $ref file is judged as the config it becomes', async () => {
    const along = [root({ api: { $ref: 'config/api.json' } })]
    const api = (server: string) => json({ mdx: { server } })
    expect(
      await found('config/api.json', api('https://api.acme.com'), api('https://evil.test'), {
        along,
      }),
    ).toEqual([['config', 'an API setting at evil.test (api.mdx.server)']])
  })

  test('a $ref file of redirects: judged by their hosts', async () => {
    const along = [root({ redirects: { $ref: 'config/moves.json' } })]
    const redirects = (destination: string) => json([{ source: '/a', destination }])
    expect(
      await found('config/moves.json', redirects('/b'), redirects('https://evil.test/b'), {
        along,
      }),
    ).toEqual([['config', 'a redirect to evil.test']])
    // A redirect within the site, as in docs.json itself: no finding.
    expect(await found('config/moves.json', redirects('/b'), redirects('/c'), { along })).toEqual(
      [],
    )
  })

  test.each([
    ['https://evil.test/api.json', 'a $ref to a URL (api)'],
    ['../outside.json', "a $ref out of the docs config's folder (api)"],
    ['/etc/api.json', "a $ref out of the docs config's folder (api)"],
    ['api.json#/mdx', 'a $ref with a JSON pointer, which the check does not follow (api)'],
  ])('a $ref to %s blocks', async (ref, detail) => {
    expect(await found('docs.json', CONFIG(), CONFIG({ api: { $ref: ref } }))).toContainEqual([
      'config',
      detail,
    ])
  })

  test('a $ref to a file the check did not read is unchecked', async () => {
    expect(
      await found('docs.json', CONFIG(), CONFIG({ api: { $ref: 'api.json' } }), {
        along: [{ path: 'api.json', text: null }],
      }),
    ).toEqual([['unchecked', 'a $ref to api.json, of which GitHub gives no text']])
  })

  test('refTarget: within the config folder only', () => {
    expect(refTarget('docs/docs.json', 'docs/docs.json', './a/b.json')).toEqual({
      path: 'docs/a/b.json',
    })
    expect(refTarget('docs/a/b.json', 'docs/docs.json', '../c.json')).toEqual({
      path: 'docs/c.json',
    })
    expect(refTarget('docs/docs.json', 'docs/docs.json', '../c.json')).toHaveProperty('refused')
    expect(refTarget('docs.json', 'docs.json', 'a\\b.json')).toHaveProperty('refused')
  })

  test('refReads asks for the docs.json above a changed JSON file, then the files it names', () => {
    const changed: FileChange[] = [
      { path: 'guides/config/api.json', status: 'modified', base: '{}', head: '{}' },
    ]
    expect(refReads(changed, [])).toEqual([
      'guides/config/docs.json',
      'guides/docs.json',
      'docs.json',
    ])
    const along: ReadAlong[] = [
      { path: 'guides/config/docs.json', text: undefined },
      { path: 'guides/docs.json', text: json({ api: { $ref: 'shared/api.json' } }) },
      { path: 'docs.json', text: undefined },
    ]
    expect(refReads(changed, along)).toEqual(['guides/shared/api.json'])
  })
})

describe('other JSON and YAML files, and pages', () => {
  test("any other file's URLs are links: a new host warns", async () => {
    const head = 'rules:\n  - see: https://evil.test/rule\n'
    expect(await found('styles/config.yml', 'rules: []\n', head)).toEqual([
      ['link', expect.stringContaining('evil.test')],
    ])
  })

  test.each([
    ['data.json', '{"a": [1, 2'],
    ['data.yaml', 'a: [1, 2\n'],
    ['data.yaml', 'a: &x [*x, *x]\n'],
  ])('%s that does not parse is unchecked', async (path, head) => {
    const kinds = (await found(path, undefined, head)).map(([kind]) => kind)
    expect(kinds).toEqual(['unchecked'])
  })

  test('YAML aliases that unfold past the bound are not read', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
          .fill(`*${'abcdefghij'[i - 1]}`)
          .join(', ')}]`,
      )
    expect(readData('bomb.yaml', bomb.join('\n'))).toHaveProperty('unread')
  })

  test('a JSON file nested a hundred thousand deep is walked without running out of stack', async () => {
    const deep = `${'['.repeat(100_000)}"https://evil.test"${']'.repeat(100_000)}`
    expect(await found('deep.json', undefined, deep)).toEqual([
      ['link', expect.stringContaining('evil.test')],
    ])
  })

  test('a JSON file of twenty thousand links to as many hosts takes a second, not ten', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({ d: `see https://h${i}.test/p` }))
    const started = Date.now()
    const findings = await found('data.json', undefined, JSON.stringify(items, null, 1))
    // Each link's line was searched from the text's start, and each kept list copied: 12 s.
    expect(Date.now() - started).toBeLessThan(8_000)
    expect(findings).toHaveLength(20_000)
    expect(findings[19_999]).toEqual(['link', 'a link to h19999.test'])
  })

  test("a page's API endpoint in its front matter", async () => {
    const page = (api: string) => `---\ntitle: Users\napi: ${api}\n---\n\nText.\n`
    expect(
      await found('users.mdx', page('GET /users'), page('GET https://evil.test/users')),
    ).toEqual([['config', 'an API endpoint at evil.test (front matter api)']])
  })

  test('serverHost reads a server address as a browser reads it', () => {
    expect(serverHost('https://WWW.Evil.test:8443/v1')).toBe('evil.test')
    expect(serverHost('api.acme.com:443')).toBe('api.acme.com')
    expect(serverHost('https:\\\\evil.test')).toBe('evil.test')
    expect(serverHost('/v1')).toBeUndefined()
    expect(serverHost('https://{tenant}.acme.com')).toBeNull()
  })
})
