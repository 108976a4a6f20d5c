import { redactCredentials } from './credentials.js'

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
 * - the value of an `Authorization` header, whatever its scheme;
 * - GitHub's and the service's tokens (./credentials.ts), as everywhere else.
 * secretlint loads on demand: only a run that reads a log pays for it.
 */

export const REDACTED_SECRET = '[redacted secret]'

const PEM_WHOLE =
  /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----|$)/g
const PEM_END = /-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----/
const AUTHORIZATION =
  /\b((?:proxy-)?authorization["']?\s{0,5}[:=]\s{0,5}["']?(?:(?:bearer|basic|token|bot|digest)\s{1,5})?)[^\s"',;]+/gi

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
  return withoutLintedSecrets(redactCredentials(clean))
}

async function withoutLintedSecrets(text: string): Promise<string> {
  const [{ lintSource }, { creator }] = await Promise.all([
    import('@secretlint/core'),
    import('@secretlint/secretlint-rule-preset-recommend'),
  ])
  const result = await lintSource({
    source: { filePath: 'job.log', content: text, contentType: 'text' },
    options: {
      config: { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: creator }] },
      noPhysicFilePath: true,
    },
  })
  // From the last range back, so that each replacement leaves the earlier ranges where they were.
  const ranges = result.messages
    .map((message) => message.range)
    .sort((a, b) => b[0] - a[0] || b[1] - a[1])
  let clean = text
  let before = Infinity
  for (const [start, end] of ranges) {
    // Overlapping findings: the part already replaced is not replaced again.
    const stop = Math.min(end, before)
    if (stop <= start) continue
    clean = `${clean.slice(0, start)}${REDACTED_SECRET}${clean.slice(stop)}`
    before = start
  }
  return clean
}
