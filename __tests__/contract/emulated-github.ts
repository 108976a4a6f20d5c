import type { Emulator } from '../../emulator/server.ts'
import { createGitHubClient, type GitHubClient } from '../../src/shared/github/github-client.ts'

/**
 * The shared GitHub client as an action makes it, pointed at the emulator (below `/api/v3`, as on
 * GitHub Enterprise Server, unless `apiUrl` says otherwise), on a clock whose waits pass at once.
 */
export function emulatedGitHub(
  emulator: Emulator,
  apiUrl = `${emulator.url}/api/v3`,
): GitHubClient {
  return createGitHubClient(
    { apiUrl, token: 'ghs_contract', owner: 'acme', repo: 'docs', timeoutMs: 5000 },
    { clock: { now: () => Date.now(), sleep: () => Promise.resolve() }, random: () => 1 },
  )
}
