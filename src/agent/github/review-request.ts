import type { PullRequestRef } from '../../shared/github/github-client.js'
import type { Reviewer } from '../review-request-inputs.js'

/** What `pr-reviewers` and `pr-labels` come to for one run, with the facts they depend on. */
export interface ReviewRequestFacts {
  reviewers: readonly Reviewer[]
  labels: readonly string[]
  /** What this run's plan did: only the run that created the job sees its pull request appear. */
  action: 'create' | 'message' | 'wait'
  /** The job's pull request link when the run stopped waiting (null: none). */
  prLink: string | null
  /** The person whose comment, label or assignment started the request; undefined: no one. */
  requester: { login: string; type?: string } | undefined
  /** The run's GitHub (https://github.com or a GitHub Enterprise Server): the token's. */
  serverUrl: string
}

export type ReviewRequest =
  | {
      kind: 'request'
      pull: PullRequestRef
      users: string[]
      /** Team slugs, each of the pull request's organization. */
      teams: string[]
      labels: string[]
      /** Entries of `pr-reviewers` left out, each with why: warnings. */
      dropped: string[]
    }
  /** Nothing to do; `warning` when the user would expect something. */
  | { kind: 'none'; reason: string; warning: boolean }

/**
 * The pull request a link names (https://github.com/org/repo/pull/123, /files or a fragment
 * after it), when it is on `serverUrl`'s host; undefined otherwise.
 */
export function pullRequestAt(prLink: string, serverUrl: string): PullRequestRef | undefined {
  const path = pathOnServer(prLink, serverUrl)
  if (path === undefined) return undefined
  const match = /^\/([A-Za-z0-9-]{1,39})\/([\w.-]{1,100})\/pull\/(\d{1,10})(?:\/|$)/.exec(path)
  if (match === null) return undefined
  const [, owner = '', repo = '', number = ''] = match
  return { owner, repo, number: Number(number) }
}

/**
 * Whom to ask to review the job's pull request, and which labels to add: once per job, by the run
 * that created it, once the pull request is there. A follow-up or a re-run finds a job it did not
 * create, so it never repeats them; this needs no tracking comment, so it holds with
 * `comment: false` too. A job whose pull request appears while no creating run waits gets none.
 */
export function reviewRequestFor(facts: ReviewRequestFacts): ReviewRequest {
  const none = (reason: string, warning = false): ReviewRequest => ({
    kind: 'none',
    reason,
    warning,
  })
  if (facts.reviewers.length === 0 && facts.labels.length === 0) {
    return none('pr-reviewers and pr-labels are empty')
  }
  if (facts.action !== 'create') {
    return none('the run that created the job requests them, once; this run did not create it')
  }
  if (facts.prLink === null || facts.prLink === '') {
    return none('the job has no pull request (yet)')
  }
  const pull = pullRequestAt(facts.prLink, facts.serverUrl)
  if (pull === undefined) {
    return none(
      `the job's pull request link (${facts.prLink}) names no pull request on ${facts.serverUrl}, which github-token is for`,
      true,
    )
  }
  const dropped: string[] = []
  const users: string[] = []
  const teams: string[] = []
  const add = (list: string[], name: string): void => {
    if (!list.some((listed) => listed.toLowerCase() === name.toLowerCase())) list.push(name)
  }
  for (const reviewer of facts.reviewers) {
    if (reviewer.kind === 'team') {
      // GitHub asks teams by slug, of the pull request's own organization only.
      if (reviewer.org.toLowerCase() === pull.owner.toLowerCase()) add(teams, reviewer.slug)
      else
        dropped.push(
          `${reviewer.org}/${reviewer.slug}: the team is not of ${pull.owner}, which owns the pull request`,
        )
      continue
    }
    const login = reviewer.kind === 'user' ? reviewer.login : facts.requester?.login
    if (reviewer.kind === 'requester' && facts.requester === undefined) {
      dropped.push('requester: the event names no one who made the request')
    } else if (
      login !== undefined &&
      reviewer.kind === 'requester' &&
      (facts.requester?.type === 'Bot' || login.endsWith('[bot]'))
    ) {
      dropped.push(`requester (${login}): a bot cannot review`)
    } else if (login !== undefined) add(users, login)
  }
  return { kind: 'request', pull, users, teams, labels: [...facts.labels], dropped }
}

/**
 * The path of `url` below `serverUrl` (/acme/docs/pull/1 of https://github.com/acme/docs/pull/1),
 * '' when it is on the server's host but outside its path; undefined on another host.
 */
export function pathOnServer(url: string, serverUrl: string): string | undefined {
  let link: URL
  let server: URL
  try {
    link = new URL(url)
    server = new URL(serverUrl)
  } catch {
    return undefined
  }
  if (link.host.toLowerCase() !== server.host.toLowerCase()) return undefined
  const base = server.pathname.replace(/\/+$/, '')
  return link.pathname.startsWith(`${base}/`) ? link.pathname.slice(base.length) : ''
}
