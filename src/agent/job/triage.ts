import * as core from '@actions/core'
import { ApiError } from '../../shared/http/errors.js'
import type { GitHubClient, PullRequestRef } from '../../shared/github/github-client.js'
import type { RunContext } from '../../shared/github/run-context.js'
import type { Inputs } from '../agent-inputs.js'
import type { JobReport } from './job-report.js'
import { reviewRequestFor, type ReviewRequest } from '../github/review-request.js'

type Requested = Extract<ReviewRequest, { kind: 'request' }>

const where = (pull: PullRequestRef): string => `${pull.owner}/${pull.repo}#${pull.number}`

const said = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * `pr-reviewers` and `pr-labels` on the job's pull request, once (github/review-request.ts says
 * when). What GitHub refuses is a warning that names it and why: the job's outcome stands. What
 * GitHub accepted goes into the report, for the outputs.
 */
export async function requestReviewAndLabels(
  parts: {
    inputs: Inputs
    context: RunContext
    github: GitHubClient | undefined
    report: JobReport
  },
  action: 'create' | 'message' | 'wait',
  /** Who asked: the trigger's author, or else its sender. */
  requester: { login: string; type?: string } | undefined,
): Promise<void> {
  const { inputs, context, github, report } = parts
  if (github === undefined) return
  const request = reviewRequestFor({
    reviewers: inputs.prReviewers,
    labels: inputs.prLabels,
    action,
    prLink: report.job?.prLink ?? null,
    requester,
    serverUrl: context.serverUrl,
  })
  if (request.kind === 'none') {
    const message = `No reviewers or labels requested: ${request.reason}.`
    if (request.warning) core.warning(message)
    else if (inputs.prReviewers.length + inputs.prLabels.length > 0) core.info(message)
    return
  }
  for (const reason of request.dropped) {
    core.warning(`Not asked to review ${where(request.pull)}: ${reason}.`)
  }
  const needs = tokenNeeds(request.pull, context)
  report.reviewersRequested = await requestReviewers(github, request, needs)
  report.labelsAdded = await addLabels(github, request, needs)
}

/**
 * What the token needs for the pull request. In another repository than the run's, no
 * `permissions:` helps: the workflow's own token reaches only its repository, and the one sent
 * there is other-repositories-token's, if given.
 */
function tokenNeeds(pull: PullRequestRef, context: RunContext): string {
  const there = `${pull.owner}/${pull.repo}`
  return there.toLowerCase() === `${context.owner}/${context.repo}`.toLowerCase()
    ? `github-token needs pull-requests: write on ${there}`
    : `${there} is another repository than this run's, which the workflow's own token cannot reach whatever its permissions: other-repositories-token (or github-token, without it) must be a token for ${there} (a GitHub App's, or a fine-grained one) with pull-requests: write`
}

/**
 * One request for everyone; when GitHub refuses it (422: an unknown user or team, or the pull
 * request's author), nobody was asked, so each is asked alone to tell whom it refused.
 */
async function requestReviewers(
  github: GitHubClient,
  request: Requested,
  needs: string,
): Promise<string[]> {
  const { pull, users, teams } = request
  const everyone = [
    ...users.map((login) => ({ name: login, users: [login], teams: [] })),
    ...teams.map((slug) => ({ name: `${pull.owner}/${slug}`, users: [], teams: [slug] })),
  ]
  if (everyone.length === 0) return []
  const accepted = (answer: { users: string[]; teams: string[] }): string[] =>
    everyone
      .filter(
        (one) =>
          one.users.some((login) =>
            answer.users.some((u) => u.toLowerCase() === login.toLowerCase()),
          ) ||
          one.teams.some((slug) =>
            answer.teams.some((t) => t.toLowerCase() === slug.toLowerCase()),
          ),
      )
      .map((one) => one.name)
  try {
    return accepted(await github.requestReviewers(pull, { users, teams }))
  } catch (error) {
    const refusedOne = error instanceof ApiError && error.status === 422 && everyone.length > 1
    if (!refusedOne) {
      warnRefused(everyone.map((one) => one.name).join(', '), pull, error, needs)
      return []
    }
  }
  const requested: string[] = []
  for (const one of everyone) {
    try {
      requested.push(...accepted(await github.requestReviewers(pull, one)))
    } catch (error) {
      warnRefused(one.name, pull, error, needs)
    }
  }
  return requested
}

function warnRefused(who: string, pull: PullRequestRef, error: unknown, needs: string): void {
  core.warning(
    `GitHub refused to request a review from ${who} on ${where(pull)}: ${said(error)} ` +
      `(${needs}; a reviewer must be a collaborator there and not the pull request's author.)`,
  )
}

async function addLabels(
  github: GitHubClient,
  request: Requested,
  needs: string,
): Promise<string[]> {
  const { pull, labels } = request
  if (labels.length === 0) return []
  try {
    const now = await github.addLabels(pull, labels)
    return labels.filter((label) => now.some((name) => name.toLowerCase() === label.toLowerCase()))
  } catch (error) {
    core.warning(
      `GitHub refused to add the labels ${labels.join(', ')} to ${where(pull)}: ${said(error)} ` +
        `(${needs}.)`,
    )
    return []
  }
}
