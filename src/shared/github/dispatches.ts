import { type GitHubApi } from './github-api.js'
import { errorContext } from './github-errors.js'

/** What a `repository_dispatch` needs of the workflow's token. */
const DISPATCH_PERMISSIONS = '{ contents: write }'

/**
 * Sends a `repository_dispatch` event of type `eventType` (GitHub takes at most 100 characters)
 * with `clientPayload` (at most 10 top-level keys, under 64 KB as JSON) to the repository:
 * workflows `on: repository_dispatch` start, even when the token is the workflow's own
 * GITHUB_TOKEN. GitHub answers 204 without a body. Never repeated once it may have reached
 * GitHub: a second event would start the workflows a second time, and nothing can be read back
 * to tell whether the first arrived.
 */
export async function dispatch(
  api: GitHubApi,
  eventType: string,
  clientPayload: Record<string, unknown>,
): Promise<void> {
  await api.send(
    {
      context: {
        ...errorContext(
          `Sending the ${eventType} event to ${api.repository}`,
          `${api.repository} was not found, or github-token cannot see it`,
          DISPATCH_PERMISSIONS,
        ),
        effect: 'The event may have been sent anyway: its workflows may already be running.',
      },
      idempotent: false,
      shape: 'none',
    },
    (options) =>
      api.octokit.request('POST /repos/{owner}/{repo}/dispatches', {
        ...api.repo,
        event_type: eventType,
        client_payload: clientPayload,
        ...options,
      }),
  )
}
