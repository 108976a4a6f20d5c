import { readSecret } from '../shared/inputs.js'

/**
 * The agent action's GitHub tokens (both masked as they are read): one for the run's own
 * repository, and one for every other repository it writes in, so that each reaches only where
 * it must (docs/security.md#permissions): a code repository's `GITHUB_TOKEN` for its own
 * statuses and comments beside an App's token that reaches the docs repository without
 * `statuses: write`, or the docs repository's `GITHUB_TOKEN` beside a token for the code
 * repositories whose jobs its finish run ends.
 */
export interface TokenInputs {
  /** For the run's own repository (GITHUB_REPOSITORY): every read and write there. */
  githubToken: string
  /**
   * For every other repository: the agent's pull request in another repository, a finish run's
   * other `finish-repositories`; '' uses `githubToken` there too.
   */
  otherRepositoriesToken: string
}

export function readTokens(): TokenInputs {
  return {
    githubToken: readSecret('github-token'),
    otherRepositoriesToken: readSecret('other-repositories-token'),
  }
}

/** The run's secrets, redacted wherever they could appear: the key and both tokens. */
export function runSecrets(inputs: TokenInputs & { apiKey: string }): string[] {
  return [inputs.apiKey, inputs.githubToken, inputs.otherRepositoriesToken].filter(
    (secret) => secret !== '',
  )
}
