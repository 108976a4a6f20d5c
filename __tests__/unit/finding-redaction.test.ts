import { describe, expect, test } from '@jest/globals'
import { DEFAULT_ALLOWED_PATHS } from '../../src/shared/change-check/allowed-paths.js'
import { checkChange } from '../../src/shared/change-check/check-change.js'
import type { FileChange } from '../../src/shared/change-check/change-types.js'
import { redactFindings } from '../../src/shared/change-check/finding-redaction.js'
import { secretsOf } from '../../src/shared/change-check/text-findings.js'
import {
  DATABASE_URL,
  PRIVATE_KEY,
  SLACK,
  WORD_KEYS,
  keyFiles,
  keysShown,
} from '../e2e/attacks/key-corpus.js'

// Issue #52: every finding leaves the judge through one door, which takes out every key the
// change holds. The same corpus goes through the bundles in ../e2e/attacks/quoted-keys.test.ts.

const RULES = { allowedPaths: [...DEFAULT_ALLOWED_PATHS, '**/*.{jsx,css}'], allowedLinkHosts: [] }
const files = (): FileChange[] =>
  keyFiles().map((f) => ({ ...f, status: f.base === undefined ? 'added' : 'modified' }))

describe('no finding quotes a key of the change', () => {
  test('each key of the corpus is one the secret finding’s rules know', async () => {
    for (const key of [...Object.values(WORD_KEYS), SLACK, DATABASE_URL, PRIVATE_KEY])
      expect([key, (await secretsOf(`Set it to ${key} now.`)).lines]).toEqual([
        key,
        [expect.objectContaining({ detail: 'a credential' })],
      ])
  })

  test('in every position a finding quotes, the key is taken out and the rest stays', async () => {
    const findings = await checkChange(files(), RULES)
    expect(keysShown(JSON.stringify(findings))).toEqual([])
    const said = findings.map((f) => `${f.kind}: ${f.detail}`)
    // Where 1.5.1 quoted the key, the finding now says it took one out.
    for (const quoted of [
      'mdx-code: expression with the global `[redacted credential]`',
      'mdx-code: export of code ([redacted credential])',
      'link: a link to [redacted credential].example',
      'script: `[redacted credential]`, a global the check does not allow',
      'script: CSS that loads from [redacted credential].example',
      'mdx-code: import from "[redacted credential]',
    ])
      expect(said.some((s) => s.startsWith(quoted))).toBe(true)
    expect(said.filter((s) => /Expected a closing tag for `<\[redacted/.test(s))).toHaveLength(6)
    expect(findings.filter((f) => f.file.includes('[redacted credential]')).length).toBeGreaterThan(
      9,
    )
    expect(findings.filter((f) => f.kind === 'secret').length).toBeGreaterThan(20)
  })

  test('a key the words hold in another case (a host is lowercased) is taken out too', async () => {
    const key = 'AKIAQYLPMN5HHHFPZAM2'
    const [finding] = await redactFindings(
      [
        {
          file: 'a.mdx',
          line: 1,
          kind: 'link',
          severity: 'warn',
          detail: `a link to ${key.toLowerCase()}.x`,
        },
      ],
      [key],
    )
    expect(finding?.detail).toBe('a link to [redacted credential].x')
  })

  test('a key the words hold that the change never spelled so is found by the rules themselves', async () => {
    const [finding] = await redactFindings(
      [
        {
          file: 'guides/ghp_R8xQ2mN7pL4vT6yW1eK5uI0oP3aS9dF2gH4j.mdx',
          line: 0,
          kind: 'path',
          severity: 'block',
          detail: 'sign in with AKIAQYLPMN5HHHFPZAM2\nthen go on',
        },
      ],
      [],
    )
    expect(finding).toMatchObject({
      file: 'guides/[redacted credential].mdx',
      detail: expect.not.stringMatching(/AKIA|\n/),
    })
  })
})

describe('a failure of the judge nobody foresaw', () => {
  test('leaves with no key of the change in its words', async () => {
    const page = `Set \`SLACK_TOKEN\` to ${SLACK} in your shell.\n`
    // Rules whose path list fails when read, quoting what it was reading, as a parser's error may.
    const rules = {
      get allowedPaths(): string[] {
        throw new Error(`could not read: ${page}`)
      },
      allowedLinkHosts: [],
    }
    const error = await checkChange(
      [{ path: 'guides/keys.mdx', status: 'added', head: page }],
      rules,
    ).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    if (!(error instanceof Error)) throw new Error('the judge did not fail')
    expect(error.message).toMatch(/^could not read: /)
    expect(`${error.message}${error.stack ?? ''}`).not.toContain(SLACK)
  })
})
