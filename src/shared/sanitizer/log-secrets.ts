import type * as Secretlint from '@secretlint/core'
import type * as Rules from '@secretlint/secretlint-rule-preset-recommend'
import { credentialSpans, redactCredentials } from './credentials.js'

/**
 * Secrets in a CI log, redacted before anyone else reads it (the agent, a comment). GitHub masks
 * the secrets a workflow was given as `***`, but not what a tool prints of its own: a token in a
 * URL, a key in a debug dump, a connection string in a stack trace.
 *
 * secretlint's recommended rules find the credentials of the many services they know (AWS, GCP,
 * Azure, Slack, npm, OpenAI, Anthropic, SendGrid, 1Password, database connection strings, URLs
 * with a password, ...) and are kept up to date by their maintainers. They run last, over what
 * these leave redacted already (their rules do not cover them):
 * - the run's own secrets (the API key and the token), wherever they appear whole;
 * - private keys in PEM, whole or cut by the log's budget (from BEGIN to its END, or to the end
 *   of the text; from the start of the text to an END whose BEGIN was cut off);
 * - the value of an `Authorization` header, whatever its scheme, and a value given to a name
 *   that says it is secret (`DB_PASSWORD=`, `_authToken=`, `api_key:`; four characters or more,
 *   so that GitHub's `***` stays);
 * - GitHub's and the service's tokens (./credentials.ts), as everywhere else.
 * secretlint loads on demand: only a run that reads a log pays for it.
 */

export const REDACTED_SECRET = '[redacted secret]'

const PEM_WHOLE =
  /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----|$)/g
const PEM_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----/
const AUTHORIZATION =
  /\b((?:proxy-)?authorization["']?\s{0,5}[:=]\s{0,5}["']?(?:(?:bearer|basic|token|bot|digest)\s{1,5})?)[^\s"',;]+/gi

/** A value given to a name that says it is secret: `DB_PASSWORD=…`, `_authToken=…`, `api_key: …`. */
const NAMED =
  /((?:_authtoken|_auth|password|passwd|secret|api[_-]?key|access[_-]?key|access[_-]?token|client[_-]?secret)["']?\s{0,3}[:=]\s{0,3}["']?)[^\s"',;]{4,}/gi

/** The text with every secret found replaced by `[redacted secret]`. */
export async function redactLogSecrets(text: string, known: readonly string[]): Promise<string> {
  let clean = text
  for (const secret of known) {
    if (secret.length >= 4) clean = clean.split(secret).join(REDACTED_SECRET)
  }
  const end = PEM_END.exec(clean)
  if (end !== null && !clean.slice(0, end.index).includes('-----BEGIN '))
    clean = REDACTED_SECRET + clean.slice(end.index + end[0].length)
  clean = clean.replace(PEM_WHOLE, REDACTED_SECRET)
  clean = clean.replace(AUTHORIZATION, (_, name: string) => `${name}${REDACTED_SECRET}`)
  clean = clean.replace(NAMED, (_, name: string) => `${name}${REDACTED_SECRET}`)
  return withoutLintedSecrets(redactCredentials(clean))
}

/** secretlint and its rules, imported once, at the first log read. */
let secretlint: Promise<[typeof Secretlint, typeof Rules]> | undefined

type Findings = Awaited<ReturnType<typeof Secretlint.lintSource>>['messages']

/** What secretlint's recommended rules find in a text, its AWS rule finding key ids alone too. */
export async function secretlintFindings(text: string): Promise<Findings> {
  secretlint ??= Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
  ])
  const [{ lintSource }, { creator }] = await secretlint
  const result = await lintSource({
    source: { filePath: 'job.log', content: text, contentType: 'text' },
    options: {
      config: {
        rules: [
          {
            id: '@secretlint/secretlint-rule-preset-recommend',
            rule: creator,
            // AWS access key ids alone (`AKIA…`, in prose too), which the rule leaves off by default.
            rules: [{ id: '@secretlint/secretlint-rule-aws', options: { enableIDScanRule: true } }],
          },
        ],
      },
      noPhysicFilePath: true,
    },
  })
  return result.messages
}

async function withoutLintedSecrets(text: string): Promise<string> {
  const messages = await secretlintFindings(text)
  // A finding's range may stop short of its secret (the AWS, `_authToken` and `x-oauth-basic`
  // rules give the match's start and the value's length), and findings nest (a token in a URL
  // with a password): each range runs to the end of its token, the values found are redacted
  // wherever they stand, and overlapping ranges are merged before anything is replaced.
  const values = new Set<string>()
  const ranges = messages.map(({ range, data }): [number, number] => {
    for (const value of Object.values(data ?? {}))
      if (typeof value === 'string' && value.length >= 8) values.add(value)
    return [range[0], tokenEnd(text, range[1])]
  })
  let clean = ''
  let at = 0
  for (const [start, end] of merged(ranges)) {
    clean += `${text.slice(at, start)}${REDACTED_SECRET}`
    at = end
  }
  clean += text.slice(at)
  for (const value of values) clean = clean.split(value).join(REDACTED_SECRET)
  return clean
}

/** Where the token that `end` falls in ends: at a space, a quote, a comma or a semicolon. */
function tokenEnd(text: string, end: number): number {
  const stop = /[\s"'`,;]/g
  stop.lastIndex = end
  return stop.exec(text)?.index ?? text.length
}

/** The ranges in order, those that overlap or touch made one. */
function merged(ranges: [number, number][]): [number, number][] {
  const out: [number, number][] = []
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out.at(-1)
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out
}

/**
 * The secrets `redactLogSecrets` would take out of a text, by the same rules (private keys, an
 * `Authorization` value, a value given to a secret's name, the formats of ./credentials.ts,
 * secretlint's recommended rules and the values they name), for a caller that must locate each
 * or know its value (the change check: its `secret` finding, and keeping every key out of every
 * finding's words). `spans`: where they stand in the text as it is, as `[start, end)` offsets,
 * each running to the end of its token and overlapping ones made one, as the redaction takes
 * them out; `values`: each secret as a rule matched it, no more (a key in a URL's host, say,
 * without the rest of the URL).
 */
export async function secretsIn(
  text: string,
): Promise<{ spans: [number, number][]; values: string[] }> {
  const exact: [number, number][] = []
  const end = PEM_END.exec(text)
  if (end !== null && !text.slice(0, end.index).includes('-----BEGIN '))
    exact.push([0, end.index + end[0].length])
  for (const match of text.matchAll(PEM_WHOLE))
    exact.push([match.index, match.index + match[0].length])
  for (const pattern of [AUTHORIZATION, NAMED])
    for (const match of text.matchAll(pattern))
      exact.push([match.index + (match[1]?.length ?? 0), match.index + match[0].length])
  exact.push(...credentialSpans(text))
  const values = new Set<string>()
  const spans: [number, number][] = [...exact]
  for (const { range, data } of await secretlintFindings(text)) {
    exact.push([range[0], range[1]])
    spans.push([range[0], tokenEnd(text, range[1])])
    for (const value of Object.values(data ?? {}))
      if (typeof value === 'string' && value.length >= 8) {
        values.add(value)
        for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length))
          spans.push([at, at + value.length])
      }
  }
  for (const [start, stop] of exact) values.add(text.slice(start, stop))
  return { spans: merged(spans), values: [...values] }
}
