import type { PullRequestRef } from '../../shared/github/github-client.js'
import { pathOnServer, pullRequestAt } from './review-request.js'

/**
 * The one docs repository a job's pull request may be in before anything is written there (a
 * note, reviewers, labels, the change check's status, a followed code pull request's end), and
 * whether a link is in it. A token (an App's, most of all) may reach many repositories: a link
 * elsewhere, whether the service's `prLink` or a marker's `pr=`, is said once and nothing is
 * written there. Pure.
 *
 * What is expected: the repository the service names as the job's own (`source.repository`, the
 * repository the agent works on, where it opens its pull requests); when the service names none,
 * or none on this GitHub, the run's own repository. The workflow names no docs repository of its
 * own (a code repository's run does not know it otherwise), and a link that disagrees with the
 * service's own word on the job is not one to act on.
 */

/** The run's repository and its GitHub, as the pin reads them. */
export interface PinContext {
  owner: string
  repo: string
  /** https://github.com, or a GitHub Enterprise Server's address: the token's. */
  serverUrl: string
}

export type DocsPull =
  /** No link to act on. */
  | { kind: 'none' }
  /** A pull request of the expected docs repository. */
  | { kind: 'pull'; pull: PullRequestRef }
  /** A link elsewhere: `reason` says where it points, what was expected and that nothing was written. */
  | { kind: 'elsewhere'; reason: string }

/** `owner/name` of a repository's URL on `serverUrl` (https://github.com/acme/docs); else undefined. */
export function repositoryAt(url: string, serverUrl: string): string | undefined {
  const path = pathOnServer(url, serverUrl)
  if (path === undefined) return undefined
  const match = /^\/([A-Za-z0-9-]{1,39})\/([\w.-]{1,100}?)(?:\.git)?\/?$/.exec(path)
  return match === null ? undefined : `${match[1] ?? ''}/${match[2] ?? ''}`
}

/**
 * The docs repository a job's pull request must be in: the service's `source.repository` for the
 * job, when it names one on this GitHub, else the run's own; and which of the two it is.
 */
export function expectedDocsRepository(
  sourceRepository: string | null | undefined,
  context: PinContext,
): { repository: string; basis: 'service' | 'run' } {
  const named =
    sourceRepository === null || sourceRepository === undefined || sourceRepository === ''
      ? undefined
      : repositoryAt(sourceRepository, context.serverUrl)
  return named === undefined
    ? { repository: `${context.owner}/${context.repo}`, basis: 'run' }
    : { repository: named, basis: 'service' }
}

/**
 * Whether `link` (a job's pull request, from the service or a marker) names a pull request of
 * the expected docs repository (expectedDocsRepository).
 */
export function docsPullRequest(
  link: string | null | undefined,
  sourceRepository: string | null | undefined,
  context: PinContext,
): DocsPull {
  if (link === null || link === undefined || link === '') return { kind: 'none' }
  const { repository, basis } = expectedDocsRepository(sourceRepository, context)
  const pull = pullRequestAt(link, context.serverUrl)
  const there = pull === undefined ? undefined : `${pull.owner}/${pull.repo}`
  if (pull !== undefined && there?.toLowerCase() === repository.toLowerCase())
    return { kind: 'pull', pull }
  const expected =
    basis === 'service'
      ? `${repository}, the repository the service names as the job's`
      : `${repository}, this run's repository (the service names no repository for the job)`
  const where = there === undefined ? 'names no pull request on this GitHub' : `is in ${there}`
  return {
    kind: 'elsewhere',
    reason: `The job's pull request link ${link} ${where}, not in ${expected}: nothing was written there (no note, reviewers, labels or status).`,
  }
}
