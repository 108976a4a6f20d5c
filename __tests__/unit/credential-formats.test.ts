import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'
import { checkChange } from '../../src/shared/change-check/check-change.js'
import { CREDENTIAL_FORMATS, redactCredentials } from '../../src/shared/sanitizer/credentials.js'
import { secretlintFindings } from '../../src/shared/sanitizer/log-secrets.js'

// The formats the action writes by hand, held to secretlint, the rule set it uses everywhere
// else: a row is the action's own secret or one no secretlint rule knows, and which it is, is
// what secretlint says of keys in their issuers' formats (drawn with a seed that a failure
// names). When a secretlint release learns a format that is not the action's own, this fails:
// its row in src/shared/sanitizer/credentials.ts goes.

const RUNS = 20
const SEED = Number(process.env.CREDENTIAL_FORMATS_SEED ?? 46)

/** Keys as their issuers give them, drawn independently of the action's patterns. */
const ISSUED: Record<string, fc.Arbitrary<string>> = {
  "GitHub's tokens": fc.stringMatching(/^gh[pousr]_[A-Za-z0-9]{36}$/),
  "GitHub's fine-grained": fc.stringMatching(/^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/),
  "The service's admin API keys": fc.stringMatching(/^mint_[A-Za-z0-9]{32}$/),
  "Google's API keys": fc.stringMatching(/^AIza[0-9A-Za-z_-]{35}$/),
}

const formats = CREDENTIAL_FORMATS.map((format) => {
  const issued = Object.entries(ISSUED).find(([name]) => format.name.startsWith(name))?.[1]
  if (issued === undefined) throw new Error(`no issuer's format drawn for ${format.name}`)
  return { ...format, keys: fc.sample(issued, { seed: SEED, numRuns: RUNS }) }
})

describe.each(formats)('$name', ({ own, secretlint, keys, pattern }) => {
  const replay = (key: string) => `(${key}; CREDENTIAL_FORMATS_SEED=${SEED})`

  test('is written by hand only as the action’s own secret or one secretlint lacks', () => {
    expect(own || !secretlint).toBe(true)
    expect(keys.every((key) => pattern.test(key))).toBe(true)
  })

  test(`secretlint ${secretlint ? 'finds' : 'does not know'} it`, async () => {
    for (const key of keys) {
      const found = await secretlintFindings(`Use ${key} here.`)
      expect([replay(key), found.length > 0]).toEqual([replay(key), secretlint])
    }
  })

  test('every text the action reads or writes loses it', () => {
    for (const key of keys)
      expect([replay(key), redactCredentials(`a ${key}.`)]).toEqual([
        replay(key),
        'a [redacted credential].',
      ])
  })

  test('the change check blocks it in prose, a code block and a URL', async () => {
    const base = '# Setup\n\nInstall the SDK.\n'
    for (const key of keys.slice(0, 5)) {
      const added = [
        `Sign in with ${key} first.`,
        `\`\`\`bash\nexport KEY="${key}"\n\`\`\``,
        `[Maps](https://maps.example.com/api?key=${key}&v=3)`,
      ]
      const head = `${base}\n${added.join('\n\n')}\n`
      const found = await checkChange(
        [{ path: 'guides/setup.mdx', status: 'modified', base, head }],
        { allowedPaths: [...DEFAULT_ALLOWED_PATHS], allowedLinkHosts: ['maps.example.com'] },
      )
      const secrets = found.filter((f) => f.kind === 'secret')
      // Lines 5 (prose), 8 (the block's line) and 11 (the link), and nothing else.
      expect([replay(key), secrets.map((f) => [f.line, f.severity])]).toEqual([
        replay(key),
        [
          [5, 'block'],
          [8, 'block'],
          [11, 'block'],
        ],
      ])
      expect(found.filter((f) => f.kind !== 'secret')).toEqual([])
    }
  })
})
