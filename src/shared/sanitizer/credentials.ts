/**
 * Credentials in the formats their issuers give them, where secretlint has no rule for them
 * (./log-secrets.ts runs its rules after these): GitHub's tokens (personal `ghp_`, OAuth
 * `gho_`, app installation `ghs_`, app user `ghu_`, refresh `ghr_`: 36 letters and digits; and
 * fine-grained `github_pat_`: letters, digits and underscores) and the service's admin API keys
 * (`mint_`), and Google's API keys (`AIza` and 35 letters, digits, `-` and `_`: GitHub's secret
 * scanning knows them as `google_api_key`; secretlint's GCP rule reads service-account files
 * only). Each alternative is a literal prefix and one greedy character class, so a match
 * never backtracks and the scan is linear in the text's length. The minimum lengths keep `ghp`,
 * `ghp_config` and `github_pattern` in prose.
 */
const CREDENTIAL =
  /gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|mint_[A-Za-z0-9_-]{16,}|AIza[0-9A-Za-z_-]{35}/g

/** Words in snake case (`mint_config_file_name`) are no key: a key has a digit or no separator. */
const WORDS_ONLY = /^mint_(?=.*[_-])[^0-9]*$/

export const REDACTED_CREDENTIAL = '[redacted credential]'

/** The text with every credential in a known format replaced by `[redacted credential]`. */
export function redactCredentials(text: string): string {
  return text.replace(CREDENTIAL, (match) => (WORDS_ONLY.test(match) ? match : REDACTED_CREDENTIAL))
}
