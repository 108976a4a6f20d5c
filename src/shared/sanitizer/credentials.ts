/**
 * Credentials redacted in every text the action reads or writes, synchronously, with no rule set
 * to load. secretlint's recommended rules (./log-secrets.ts) are the rule set everywhere else: a
 * CI log, and every text the change check judges, runs them after these. A format is written
 * here only if it is a secret this action itself handles (the workflow's token, the service's
 * key), which any text must lose without waiting for secretlint to load, or if no secretlint rule
 * knows it. __tests__/unit/credential-formats.test.ts holds each row to secretlint itself: when
 * secretlint learns a format that is not the action's own, the test fails and its row goes.
 * Each pattern is a literal prefix and one greedy character class, so a match never backtracks and
 * the scan is linear in the text's length; minimum lengths keep `ghp`, `ghp_config` and
 * `github_pattern` in prose.
 */
interface CredentialFormat {
  /** Whose credential, and where its format is written. */
  name: string
  pattern: RegExp
  /** A secret this action handles: the workflow's token or the service's key. */
  own: boolean
  /** Whether secretlint's recommended rules find it too. */
  secretlint: boolean
}

export const CREDENTIAL_FORMATS: readonly CredentialFormat[] = [
  {
    // Personal `ghp_`, OAuth `gho_`, app installation `ghs_`, app user `ghu_`, refresh `ghr_`.
    name: "GitHub's tokens (docs.github.com, About authentication: GitHub's token formats)",
    pattern: /gh[pousr]_[A-Za-z0-9]{30,}/,
    own: true,
    secretlint: true,
  },
  {
    name: "GitHub's fine-grained personal access tokens (`github_pat_`)",
    pattern: /github_pat_[A-Za-z0-9_]{30,}/,
    own: true,
    secretlint: true,
  },
  {
    name: "The service's admin API keys (api-facts: admin keys start with `mint_`)",
    pattern: /mint_[A-Za-z0-9_-]{16,}/,
    own: true,
    secretlint: false,
  },
  {
    // secretlint's GCP rule reads service-account files only.
    name: "Google's API keys (`AIza`: GitHub's secret scanning calls them google_api_key)",
    pattern: /AIza[0-9A-Za-z_-]{35}/,
    own: false,
    secretlint: false,
  },
]

const CREDENTIAL = new RegExp(
  CREDENTIAL_FORMATS.map(({ pattern }) => pattern.source).join('|'),
  'g',
)

/** Words in snake case (`mint_config_file_name`) are no key: a key has a digit or no separator. */
const WORDS_ONLY = /^mint_(?=.*[_-])[^0-9]*$/

export const REDACTED_CREDENTIAL = '[redacted credential]'

/** The text with every credential in a known format replaced by `[redacted credential]`. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL, (match) => (WORDS_ONLY.test(match) ? match : REDACTED_CREDENTIAL))
}

/**
 * Where credentials in a known format stand in a text, as `[start, end)` offsets: what
 * `redactCredentials` replaces, for a caller that must know the values (the change check, which
 * keeps every key it found out of every finding's words).
 */
export function credentialSpans(text: string): [number, number][] {
  const spans: [number, number][] = []
  for (const match of text.matchAll(CREDENTIAL))
    if (!WORDS_ONLY.test(match[0])) spans.push([match.index, match.index + match[0].length])
  return spans
}
