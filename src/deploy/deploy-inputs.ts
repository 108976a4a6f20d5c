import * as core from '@actions/core'
import {
  DEFAULT_API_URL,
  InputError,
  quote,
  rawInput,
  readApiKey,
  readBaseUrl,
  readBoolean,
  readChoice,
  readIdentifier,
  readMarkerInputs,
  type MarkerInputs,
  readNumber,
  readRequestTimeout,
  readRequired,
  readSecret,
  REQUEST_TIMEOUT_VARIABLE,
} from '../shared/inputs.js'
import type { DeployContext } from './deploy-context.js'

export const OPERATIONS = ['update', 'preview', 'automation'] as const
export type Operation = (typeof OPERATIONS)[number]

/** `timeout-minutes`: a job on GitHub's runners lasts at most 6 hours. */
export const DEFAULT_TIMEOUT_MINUTES = 15
export const MAX_TIMEOUT_MINUTES = 360
/** `poll-interval`: the agent's default, which the shared back-off eases out (../shared/polling.ts). */
export const DEFAULT_POLL_INTERVAL_SECONDS = 5

/** Everything the deploy action was asked to do, read and validated once, before any request. */
export interface DeployInputs extends MarkerInputs {
  /** Admin API key (masked as soon as it is read). */
  apiKey: string
  projectId: string
  apiUrl: string
  operation: Operation
  /** `preview`: the branch to preview (given, or the run's); '' for the other operations. */
  branch: string
  /** `automation`: the scheduled automation's id; '' for the other operations. */
  automation: string
  /** Follow the deployment's status until it ends (not for `automation`, which has none). */
  wait: boolean
  timeoutMs: number
  pollIntervalMs: number
  /** `preview` on a pull request event: keep one comment with the link and the screenshot. */
  comment: boolean
  /** Token for the comment (masked as soon as it is read); '' when none was given. */
  githubToken: string
  requestTimeoutMs: number
}

/**
 * A branch name as git allows it (`git check-ref-format --branch`): no whitespace, control
 * characters or any of ~^:?*[\, no `..` or `@{`, no part that starts with a dot or ends with
 * `.lock`, no leading `-` or `/`, no trailing `/` or `.`, no `//`.
 */
export function isBranchName(name: string): boolean {
  if (name === '' || name === '@' || name.length > 255) return false
  if (/[\p{Cc}\s~^:?*[\\]|\.\.|@\{|\/\/|^[-/]|[/.]$/u.test(name)) return false
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'))
}

function checkedBranch(value: string, origin: string): string {
  if (!isBranchName(value)) {
    throw new InputError(
      `Input 'branch' must be a branch name (no spaces, control characters or any of ~^:?*[\\, no '..')${origin}; got ${quote(value)}.`,
    )
  }
  return value
}

/**
 * `branch` for a preview: as given; else the pull request's head branch on a pull request event;
 * else the ref that set the run off (GITHUB_REF_NAME). A pull request from a fork has its branch
 * in another repository, which the service does not deploy: refused unless a branch is given.
 */
function previewBranch(given: string, context: DeployContext): string {
  if (given !== '') return checkedBranch(given, '')
  const pull = context.pullRequest
  if (pull?.fromFork === true) {
    throw new InputError(
      `Input 'branch' is empty, and pull request #${pull.number} comes from a fork: its branch ${quote(pull.headRef)} is not in this repository, so it cannot be previewed. Skip forks with an if: (github.event.pull_request.head.repo.full_name == github.repository), or set branch.`,
    )
  }
  const fallback = pull !== undefined ? pull.headRef : context.refName
  if (fallback === '') {
    throw new InputError(
      `Input 'branch' is empty, and this run has no branch to preview: ${pull !== undefined ? `the event's pull request #${pull.number} names no head branch` : `outside a pull request event the branch is GITHUB_REF_NAME, which is ${quote(context.refName)}`}. Set branch, e.g. \`branch: docs/quickstart\`.`,
    )
  }
  const origin =
    pull !== undefined ? ` (the head branch of #${pull.number})` : ' (GITHUB_REF_NAME, the default)'
  return checkedBranch(fallback, origin)
}

/** An input that only one operation reads: refused elsewhere, since it would be ignored. */
function onlyFor(name: string, only: Operation, operation: Operation): string {
  const value = rawInput(name).trim()
  if (value !== '' && operation !== only) {
    throw new InputError(
      `Input '${name}' applies only to operation ${only}, not ${operation}; got ${quote(value)}.`,
    )
  }
  return value
}

function readAutomation(operation: Operation): string {
  const value = onlyFor('automation', 'automation', operation)
  if (operation !== 'automation') return ''
  if (value === '') {
    throw new InputError(
      `Input 'automation' is required when 'operation' is "automation", and was empty: give the id of a scheduled automation, shown in its settings in the dashboard.`,
    )
  }
  return readIdentifier('automation', value)
}

/** Reads every input before any request is made, so a bad one costs nothing. */
export function getDeployInputs(context: DeployContext): DeployInputs {
  const apiKey = readApiKey()
  const githubToken = readSecret('github-token')
  const projectId = readIdentifier(
    'project-id',
    readRequired('project-id', 'Copy it from the API keys page of your dashboard.'),
  )
  const apiUrl = readBaseUrl('api-url', DEFAULT_API_URL)
  const operation = readChoice('operation', OPERATIONS, 'update')
  const givenBranch = onlyFor('branch', 'preview', operation)
  const inputs: DeployInputs = {
    apiKey,
    projectId,
    apiUrl,
    operation,
    branch: operation === 'preview' ? previewBranch(givenBranch, context) : '',
    automation: readAutomation(operation),
    wait: readBoolean('wait', true),
    timeoutMs:
      readNumber('timeout-minutes', DEFAULT_TIMEOUT_MINUTES, {
        min: 0,
        max: MAX_TIMEOUT_MINUTES,
        unit: 'minutes',
      }) * 60_000,
    pollIntervalMs:
      readNumber('poll-interval', DEFAULT_POLL_INTERVAL_SECONDS, {
        min: 0,
        max: 3600,
        unit: 'seconds',
      }) * 1000,
    comment: readBoolean('comment', true),
    githubToken,
    ...readMarkerInputs(),
    requestTimeoutMs: readRequestTimeout(),
  }
  core.debug(
    `Deploy inputs: project ${projectId}, operation ${operation}, branch ${inputs.branch || '(none)'}, ` +
      `automation ${inputs.automation || '(none)'}, wait ${inputs.wait}, timeout ${inputs.timeoutMs} ms, ` +
      `poll-interval ${inputs.pollIntervalMs} ms, comment ${inputs.comment}, api-url ${apiUrl}, ` +
      `${REQUEST_TIMEOUT_VARIABLE} ${inputs.requestTimeoutMs} ms`,
  )
  return inputs
}
