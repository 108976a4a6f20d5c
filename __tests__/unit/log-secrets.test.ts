import { describe, expect, test } from '@jest/globals'
import { REDACTED_SECRET, redactLogSecrets } from '../../src/shared/sanitizer/log-secrets.js'
import { failedStepLines } from '../../src/agent/github/ci-failure.js'
import { CI_LOG_BUDGET } from '../../src/agent/github/ci-failure.js'

const R = REDACTED_SECRET

describe('redactLogSecrets: secrets a tool printed in a CI log', () => {
  test.each([
    [
      'an Authorization header, any scheme',
      'curl -H "Authorization: Bearer abc.def-123"',
      `curl -H "Authorization: Bearer ${R}"`,
    ],
    [
      'a JSON authorization field',
      '{"authorization":"token s3cr3t"}',
      `{"authorization":"token ${R}"}`,
    ],
    [
      'a URL with a password (secretlint)',
      'git clone https://bot:hunter2pass@example.com/x.git',
      `git clone ${R}`,
    ],
    ['an npm token (secretlint)', 'npm_abcdefghijklmnopqrstuvwxyz0123456789 used', `${R} used`],
    ['a Slack token (secretlint)', 'xoxb-1234567890-1234567890-abcdefghijklmnopqrstuvwx', R],
    ['a database URL (secretlint)', 'postgres://admin:s3cretpw@db.example.com:5432/app', R],
    [
      'a GitHub token',
      'token ghp_abcdefghijklmnopqrstuvwxyz0123456789 x',
      'token [redacted credential] x',
    ],
    ['the run’s own key, whole', 'key=run-own-key-123 end', `key=${R} end`],
  ])('%s', async (_, log, expected) => {
    expect(await redactLogSecrets(log, ['run-own-key-123', ''])).toBe(expected)
  })

  test.each([
    [
      'a token inside a URL with a password',
      'https://npm_abcdefghijklmnopqrstuvwxyz0123456789:SuperSecretPass99@registry.example.com x',
      'SuperSecretPass99',
    ],
    [
      'an AWS secret key, whose finding stops short of it',
      'AWS_SECRET_ACCESS_KEY=Zk3Jq8Yx2Lm9Qw4Er7Ty6Ui1Op5As0Df3Gh8Jk2L',
      'Gh8Jk2L',
    ],
    [
      'an npm _authToken',
      '//artifactory.example.com/:_authToken=AKCp8kqWzLx93hF2bQ7rT5vN1mY6',
      'vN1mY6',
    ],
    [
      'an x-oauth-basic URL',
      'remote: https://0123456789abcdef0123456789abcdef01234567:x-oauth-basic@github.com/o/r.git',
      '01234567:x',
    ],
  ])('%s: no part of it stays', async (_, log, part) => {
    const clean = await redactLogSecrets(log, [])
    expect(clean).toContain(R)
    expect(clean).not.toContain(part)
  })

  test('a private key, whole or cut by the budget at either end', async () => {
    const key =
      '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\nqwerty\n-----END RSA PRIVATE KEY-----'
    expect(await redactLogSecrets(`before\n${key}\nafter`, [])).toBe(`before\n${R}\nafter`)
    expect(await redactLogSecrets('before\n-----BEGIN PRIVATE KEY-----\nMIIEow', [])).toBe(
      `before\n${R}`,
    )
    expect(await redactLogSecrets('MIIEow\nqwerty\n-----END EC PRIVATE KEY-----\nafter', [])).toBe(
      `${R}\nafter`,
    )
  })

  test('prose, paths and GitHub’s own masking stay as they are', async () => {
    const log =
      'Run npm test\nauthorization step passed\nsecret: ***\nERROR docs/a.mdx:12 broken link'
    expect(await redactLogSecrets(log, [])).toBe(log)
  })
})

describe('failedStepLines: the end of the failed step', () => {
  const stamp = (line: string) => `2026-11-25T10:00:00.1234567Z ${line}`

  test('time stamps and colours go, the post-job cleanup after the error goes, secrets are redacted', async () => {
    const lines = [
      '##[group]Run npm test',
      '\u001b[31mFAIL\u001b[0m docs.test.js',
      'token ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      '##[error]Process completed with exit code 1.',
      'Post job cleanup.',
      '[command]/usr/bin/git version',
    ].map(stamp)
    expect(await failedStepLines({ kind: 'log', lines, cut: false }, [])).toEqual({
      lines: [
        '##[group]Run npm test',
        'FAIL docs.test.js',
        'token [redacted credential]',
        '##[error]Process completed with exit code 1.',
      ],
      cut: false,
    })
  })

  test('kept within the budget: the last lines, then the bytes', async () => {
    const many = Array.from({ length: 100 }, (_, i) => `line ${i}`)
    const byLines = await failedStepLines({ kind: 'log', lines: many, cut: false }, [])
    expect(byLines).toEqual({ lines: many.slice(-CI_LOG_BUDGET.lines), cut: true })
    const long = Array.from({ length: 10 }, (_, i) => `${i}${'x'.repeat(999)}`)
    const byBytes = await failedStepLines({ kind: 'log', lines: long, cut: false }, [])
    expect(byBytes).toEqual({ lines: long.slice(-3), cut: true })
    const one = await failedStepLines({ kind: 'log', lines: ['y'.repeat(10_000)], cut: false }, [])
    expect(one).toEqual({ lines: [`…${'y'.repeat(CI_LOG_BUDGET.bytes)}`], cut: true })
  })

  test('a log GitHub no longer keeps', async () => {
    expect(await failedStepLines({ kind: 'expired' }, [])).toEqual({ expired: true })
  })
})
