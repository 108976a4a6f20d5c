/**
 * The one door every finding leaves the judge by. A finding's words are derived from the change
 * (a path, a tag's name, an identifier, a host, a parser's message), and the change may hold a
 * key: the `secret` finding names it "a credential", and no other finding may quote it, in the
 * outputs, the summary, the log, a status or a comment. So every key found anywhere in the change
 * (with the rules the `secret` finding uses: ../../shared/sanitizer/log-secrets.ts) is taken out
 * of every finding's file and detail wherever it stands, whatever the case of its letters (a
 * host is lowercased), and the words are then held to the same rules themselves (what a parser
 * decoded may be a key the source only spelled otherwise).
 */
import { REDACTED_CREDENTIAL, redactCredentials } from '../sanitizer/credentials.js'
import { redactLogSecrets } from '../sanitizer/log-secrets.js'
import type { Finding } from './change-types.js'

/** Values shorter than this are no key (and would take ordinary words out of every detail). */
const MIN_SECRET = 8

const escaped = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern of the values, longest first, matched whatever the case of their letters. */
function valuesPattern(values: readonly string[]): RegExp | undefined {
  const kept = [...new Set(values.map((value) => value.trim()))]
    .filter((value) => value.length >= MIN_SECRET)
    .sort((a, b) => b.length - a.length)
  return kept.length === 0 ? undefined : new RegExp(kept.map(escaped).join('|'), 'gi')
}

/** Words as a finding shows them: on one line (a path may hold a line break). */
const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ')

/**
 * The fields' words held to the log redaction's rules, read in one pass of secretlint (one line a
 * field); field by field when a rule took out more than one line (a private key's block).
 */
async function redactedFields(fields: readonly string[]): Promise<string[]> {
  if (fields.length === 0) return []
  const joined = await redactLogSecrets(fields.join('\n'), [])
  const lines = joined.split('\n')
  if (lines.length === fields.length) return lines
  return Promise.all(fields.map((field) => redactLogSecrets(field, [])))
}

/**
 * The findings with every key the change holds (`secrets`, its values as they stand in it) and
 * every credential their own words hold taken out of their files and details.
 */
export async function redactFindings(
  findings: readonly Finding[],
  secrets: readonly string[],
): Promise<Finding[]> {
  const pattern = valuesPattern(secrets)
  const known = (text: string): string =>
    redactCredentials(
      pattern === undefined ? oneLine(text) : oneLine(text).replace(pattern, REDACTED_CREDENTIAL),
    )
  const fields = findings.flatMap((finding) => [known(finding.file), known(finding.detail)])
  const clean = await redactedFields(fields)
  return findings.map((finding, index) => ({
    ...finding,
    file: clean[2 * index] ?? REDACTED_CREDENTIAL,
    detail: clean[2 * index + 1] ?? REDACTED_CREDENTIAL,
  }))
}

/**
 * An error's words held to the same rules (a read's error names the file it read): the same
 * error, for the caller that tells why a change could not be read.
 */
export async function redactError<E extends Error>(
  error: E,
  secrets: readonly string[],
): Promise<E> {
  const pattern = valuesPattern(secrets)
  const clean = async (text: string): Promise<string> =>
    redactLogSecrets(pattern === undefined ? text : text.replace(pattern, REDACTED_CREDENTIAL), [])
  const message = await clean(error.message)
  if (message === error.message) return error
  error.message = message
  if (error.stack !== undefined) error.stack = await clean(error.stack)
  return error
}
