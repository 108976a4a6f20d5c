import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import * as core from '@actions/core'
import {
  DEFAULT_API_URL,
  InputError,
  quote,
  rawInput,
  readItems,
  readApiKey,
  readBaseUrl,
  readBoolean,
  readIdentifier,
  readInteger,
  readMarkerInputs,
  type MarkerInputs,
  readNumber,
  readChoice,
  readRequestTimeout,
  readRequired,
} from '../shared/inputs.js'
import {
  readPullRequestLabels,
  readPullRequestReviewers,
  type Reviewer,
} from './review-request-inputs.js'
import { checkWaitAndFinish, readWaitAndFinish, type WaitInputs } from './wait-inputs.js'
import { readTokens, type TokenInputs } from './token-inputs.js'
import { readCheckInputs, type CheckInputs } from '../shared/change-check/change-check-inputs.js'

/** Repository roles from least to most, as the collaborator permission API names them. */
export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const
export type Role = (typeof ROLES)[number]
/** GitHub's own limit on a comment body; a longer instruction is surely a mistake. */
export const MAX_PROMPT_LENGTH = 65_536
/**
 * A `prompt-file` larger than this many bytes is refused unread: at 4 bytes for each character
 * allowed it cannot be a prompt, and a stray log of gigabytes must not be read into memory.
 */
export const MAX_PROMPT_FILE_BYTES = 4 * MAX_PROMPT_LENGTH

/** Everything the agent action was asked to do, read and validated once. */
export interface Inputs extends WaitInputs, CheckInputs, TokenInputs, MarkerInputs {
  /** Admin API key (masked as soon as it is read); '' is refused later unless a fork explains it. */
  apiKey: string
  /** Project the jobs belong to. */
  projectId: string
  /**
   * Instruction for the agent: `prompt`, then the text of `prompt-file` after a blank line; ''
   * when only waiting for `jobId`.
   */
  prompt: string
  /** Existing job: message it (with a prompt) or just wait for it; '' creates a new job. */
  jobId: string
  /** Time between the first polls, in milliseconds. */
  pollIntervalMs: number
  /** Stop waiting after this long, in milliseconds, counted from the start of the step. */
  timeoutMs: number
  /** Fail the step when the job ends `failed` or the wait times out. */
  failOnError: boolean
  /** Base URL of the service, without a trailing slash. */
  apiUrl: string
  /** Deadline of one HTTP request (env DOCS_AGENT_REQUEST_TIMEOUT, seconds; for slow proxies). */
  requestTimeoutMs: number
  /** Comments and issues must contain this, as a whole word, to trigger the agent. */
  triggerPhrase: string
  /** Keep one tracking comment up to date in the thread the run belongs to. */
  comment: boolean
  /** Least repository role a commenter needs. */
  minPermission: Role
  /** Bot logins (lower case, without `[bot]`) that may trigger the agent. */
  allowedBots: string[]
  /** `auto`: a trigger in a thread that has a job continues it; `new`: always a new job. */
  followUp: 'auto' | 'new'
  /** Decide and show everything, but send nothing to the service and write nothing to GitHub. */
  dryRun: boolean
  /** Adding this label (or merging a pull request carrying it) hands the work over; '' is off. */
  labelTrigger: string
  /** Assigning the issue or pull request to this login hands the work over; '' is off. */
  assigneeTrigger: string
  /** Asked to review the job's pull request when it first appears; [] is off. */
  prReviewers: Reviewer[]
  /** Added to the job's pull request when it first appears; [] is off. */
  prLabels: string[]
  /** The most CI failures sent to one job on `workflow_run` (triggers/ci-follow-up.ts); 0 is off. */
  ciFollowUps: number
  /** Preview the job's pull request once it completes (job/preview.ts). */
  preview: boolean
  /** How long to wait for the preview to go live, in milliseconds; 0 asks and does not wait. */
  previewTimeoutMs: number
  /** Start a job on a code pull request and follow its pushes (triggers/code-pull-request.ts). */
  followCodeChanges: boolean
  /** With `followCodeChanges`, a draft pull request starts a job too. */
  includeDrafts: boolean
  /** The most pushes of one code pull request sent to its job; 0 sends none. */
  codeFollowUps: number
  /** The commit-status context set on the code pull request's head commit; '' is off. */
  docsStatus: string
  /** The most requests sent from the repository in 24 hours (decide/budget.ts); 0 is none. */
  dailyRequestLimit: number
  /** The same, for the requests of one person (the event's sender); 0 is none. */
  dailyRequestLimitPerPerson: number
}

/** The service allows 100 requests an hour: a day holds 2,400. */
const MAX_DAILY = 2400

/** A bot's login compared without its `[bot]` suffix, in lower case. */
export function botName(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '')
}

function readTriggerPhrase(): string {
  const value = rawInput('trigger-phrase').trim() || '@docs-agent'
  if (value.length > 100 || /[\p{Cc}\n]/u.test(value)) {
    throw new InputError(
      `Input 'trigger-phrase' must be a short phrase on one line; got ${quote(value)}.`,
    )
  }
  return value
}

/** GitHub's logins: at most 39 letters, digits and hyphens, a letter or digit first. */
const LOGIN = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/

function readLabelTrigger(): string {
  const value = rawInput('label-trigger').trim()
  // GitHub refuses label names over 50 characters; a label is one line.
  if (value.length > 50 || /[\p{Cc}]/u.test(value)) {
    throw new InputError(
      `Input 'label-trigger' must be one label's name (one line, up to 50 characters); got ${quote(value)}.`,
    )
  }
  return value
}

function readAssigneeTrigger(): string {
  const value = rawInput('assignee-trigger').trim().replace(/^@/, '')
  if (value !== '' && !LOGIN.test(value.replace(/\[bot\]$/, ''))) {
    throw new InputError(
      `Input 'assignee-trigger' must be one GitHub login (up to 39 letters, digits and hyphens, a leading @ allowed); got ${quote(rawInput('assignee-trigger').trim())}.`,
    )
  }
  return value
}

/** A commit status's context: one line, as the checks list and branch protection show it. */
const MAX_STATUS_CONTEXT = 100

function readDocsStatus(): string {
  const value = rawInput('docs-status').trim()
  if (value.length > MAX_STATUS_CONTEXT || /\p{Cc}/u.test(value)) {
    throw new InputError(
      `Input 'docs-status' must be a commit status's name on one line (up to ${MAX_STATUS_CONTEXT} characters), e.g. docs; got ${quote(value)}.`,
    )
  }
  return value
}

function readAllowedBots(): string[] {
  const names = readItems('allowed-bots')
  // GitHub's logins: at most 39 letters, digits and hyphens, a letter or digit first.
  const bad = names.find((name) => !/^[A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?$/.test(name))
  if (bad !== undefined) {
    throw new InputError(
      `Input 'allowed-bots' must list bot logins (up to 39 letters, digits and hyphens each) separated by commas; got ${quote(bad)}.`,
    )
  }
  return names.map(botName)
}

function readPrompt(): string {
  const raw = rawInput('prompt')
  if (raw !== '' && raw.trim() === '') {
    throw new InputError(
      `Input 'prompt' contains only whitespace; write an instruction for the agent.`,
    )
  }
  const prompt = raw.trim()
  if (prompt.length > MAX_PROMPT_LENGTH) {
    throw new InputError(
      `Input 'prompt' is ${prompt.length} characters long; the limit is ${MAX_PROMPT_LENGTH}. Got ${quote(prompt)}.`,
    )
  }
  return prompt
}

/** Why `path` cannot be opened, from the error `realpath` or `open` gave. */
function unreadable(value: string, error: unknown, workspace: string): InputError {
  const code = (error as NodeJS.ErrnoException).code ?? String(error)
  if (code === 'ENOENT' || code === 'ENOTDIR') {
    return new InputError(
      `Input 'prompt-file' names no file in the workspace (${workspace}); got ${quote(value)}. ` +
        'Write it in an earlier step of the same job: each job has its own workspace.',
    )
  }
  return new InputError(`Input 'prompt-file' cannot be read (${code}); got ${quote(value)}.`)
}

/**
 * The file `prompt-file` names, resolved inside the workspace. A path or a symbolic link that
 * leads outside it is refused: the file is sent to the service, so it must be one the workflow
 * made or checked out, never the runner's own files.
 */
function promptFilePath(value: string, workspace: string): string {
  const outside = (target: string): InputError =>
    new InputError(
      `Input 'prompt-file' must be a path inside the workspace (${workspace}); got ${quote(value)}` +
        (target === '' ? '.' : `, which leads to ${target}.`),
    )
  const isInside = (root: string, path: string): boolean => {
    const inside = relative(root, path)
    // `..name` is a file inside; `..` and `../name` are not.
    return inside !== '' && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside)
  }
  // Checked as written first, so that nothing outside is even looked at.
  if (!isInside(workspace, resolve(workspace, value))) throw outside('')
  let root: string
  let real: string
  try {
    root = realpathSync(workspace)
    real = realpathSync(resolve(workspace, value))
  } catch (error) {
    throw unreadable(value, error, workspace)
  }
  if (!isInside(root, real)) throw outside(real)
  return real
}

/**
 * The text of the file `prompt-file` names (`value`, relative to the workspace), trimmed.
 * Everything a file can be instead of a prompt is refused here, before any request: missing, a
 * directory, outside the workspace, too large, not UTF-8 text, or blank.
 */
function readPromptFile(value: string, env: NodeJS.ProcessEnv): string {
  if (/\p{Cc}/u.test(value)) {
    throw new InputError(
      `Input 'prompt-file' must be a file path without control characters; got ${quote(value)}.`,
    )
  }
  // As the analytics action's output-file: the runner's workspace, else where the step runs.
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd()
  const path = promptFilePath(value, workspace)
  let fd: number
  try {
    // Non-blocking, so that a FIFO is refused below instead of waiting for a writer forever.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    throw unreadable(value, error, workspace)
  }
  let bytes: Buffer
  try {
    // Stat the open file, not the path, so that what is read is what was checked.
    const stat = fstatSync(fd)
    if (!stat.isFile()) {
      throw new InputError(
        `Input 'prompt-file' must name a file; got ${quote(value)}, which is ${stat.isDirectory() ? 'a directory' : 'not a regular file'}.`,
      )
    }
    if (stat.size > MAX_PROMPT_FILE_BYTES) {
      throw new InputError(
        `Input 'prompt-file' names a file of ${stat.size} bytes, ${quote(value)}: too large for a prompt of at most ${MAX_PROMPT_LENGTH} characters, so it was not read.`,
      )
    }
    // At most one byte more than allowed: a file that grew since the stat is still refused.
    bytes = Buffer.alloc(MAX_PROMPT_FILE_BYTES + 1)
    let length = 0
    for (let read = -1; read !== 0 && length < bytes.length; length += read)
      read = readSync(fd, bytes, length, bytes.length - length, null)
    bytes = bytes.subarray(0, length)
    core.debug(`prompt-file: ${path}, ${length} bytes`)
    if (length > MAX_PROMPT_FILE_BYTES) {
      throw new InputError(
        `Input 'prompt-file' names a file of more than ${MAX_PROMPT_FILE_BYTES} bytes, ${quote(value)}: too large for a prompt of at most ${MAX_PROMPT_LENGTH} characters.`,
      )
    }
  } finally {
    closeSync(fd)
  }
  if (bytes.includes(0)) {
    throw new InputError(
      `Input 'prompt-file' must name a text file; got ${quote(value)}, which contains NUL bytes (a binary file?).`,
    )
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new InputError(
      `Input 'prompt-file' must name a UTF-8 text file; got ${quote(value)}, which is not valid UTF-8.`,
    )
  }
  if (text.trim() === '') {
    throw new InputError(
      `Input 'prompt-file' names a file that is empty or only whitespace; got ${quote(value)}. ` +
        'Run this step only when the step that writes it found something (an if: on its outputs).',
    )
  }
  return text.trim()
}

/** `prompt`, then the file's text after a blank line: one instruction within the limit. */
function withPromptFile(prompt: string, env: NodeJS.ProcessEnv): string {
  const value = rawInput('prompt-file').trim()
  if (value === '') return prompt
  const text = readPromptFile(value, env)
  const combined = prompt === '' ? text : `${prompt}\n\n${text}`
  if (combined.length > MAX_PROMPT_LENGTH) {
    throw new InputError(
      `Input 'prompt-file' (${quote(value)}) holds ${text.length} characters` +
        (prompt === ''
          ? ''
          : `; after 'prompt' (${prompt.length} characters) the instruction is ${combined.length}`) +
        `, over the limit of ${MAX_PROMPT_LENGTH}.`,
    )
  }
  return combined
}

/**
 * Reads every input before any request is made, so a bad one costs nothing. `env` gives the
 * workspace that `prompt-file` is relative to.
 */
export function getInputs(env: NodeJS.ProcessEnv = process.env): Inputs {
  const apiKey = readApiKey('api-key', { optional: true })
  const tokens = readTokens()
  const projectId = readIdentifier(
    'project-id',
    readRequired('project-id', 'Copy it from the API keys page of your dashboard.'),
  )
  const prompt = withPromptFile(readPrompt(), env)
  const jobIdRaw = rawInput('job-id').trim()
  const jobId = jobIdRaw === '' ? '' : readIdentifier('job-id', jobIdRaw)
  const inputs: Inputs = {
    apiKey,
    projectId,
    prompt,
    jobId,
    ...readWaitAndFinish(),
    ...readCheckInputs(),
    pollIntervalMs: readNumber('poll-interval', 5, { min: 0, max: 3600, unit: 'seconds' }) * 1000,
    timeoutMs: readNumber('timeout-minutes', 30, { min: 0, max: 10_080, unit: 'minutes' }) * 60_000,
    failOnError: readBoolean('fail-on-error', true),
    apiUrl: readBaseUrl('api-url', DEFAULT_API_URL),
    requestTimeoutMs: readRequestTimeout(),
    triggerPhrase: readTriggerPhrase(),
    ...tokens,
    ...readMarkerInputs(),
    comment: readBoolean('comment', true),
    minPermission: readChoice('min-permission', ROLES, 'write'),
    allowedBots: readAllowedBots(),
    followUp: readChoice('follow-up', ['auto', 'new'] as const, 'auto'),
    dryRun: readBoolean('dry-run', false),
    labelTrigger: readLabelTrigger(),
    assigneeTrigger: readAssigneeTrigger(),
    prReviewers: readPullRequestReviewers(),
    prLabels: readPullRequestLabels(),
    ciFollowUps: readInteger('ci-follow-ups', 2, 0, 20),
    preview: readBoolean('preview', true),
    previewTimeoutMs:
      readNumber('preview-timeout-minutes', 10, {
        min: 0,
        max: 360,
        unit: 'minutes',
        orZero: true,
      }) * 60_000,
    followCodeChanges: readBoolean('follow-code-changes', false),
    includeDrafts: readBoolean('include-drafts', false),
    codeFollowUps: readInteger('code-follow-ups', 5, 0, 100),
    docsStatus: readDocsStatus(),
    dailyRequestLimit: readInteger('daily-request-limit', 0, 0, MAX_DAILY),
    dailyRequestLimitPerPerson: readInteger('daily-request-limit-per-person', 0, 0, MAX_DAILY),
  }
  // A pull request's job is found, and its pushes counted, in its tracking comments.
  if (inputs.followCodeChanges && !inputs.comment && inputs.codeFollowUps > 0)
    throw new InputError(
      `Input 'comment' is false, but follow-code-changes sends a pull request's pushes to its job, which its tracking comment names: set comment: true, or code-follow-ups: 0.`,
    )
  if (!inputs.comment && (inputs.dailyRequestLimit > 0 || inputs.dailyRequestLimitPerPerson > 0))
    throw new InputError(
      `Input 'comment' is false, but the daily request limits count the requests recorded in the action's comments: set comment: true, or daily-request-limit and daily-request-limit-per-person to 0.`,
    )
  checkWaitAndFinish(inputs)
  core.debug(
    `Inputs: project ${projectId}, job-id ${jobId || '(new job)'}, prompt ${prompt.length} characters, ` +
      `wait ${inputs.handOff ? 'hand-off' : inputs.wait}, finish ${inputs.finish}${inputs.finishRepositories.length > 0 ? ` (${inputs.finishRepositories.join(',')})` : ''}, poll-interval ${inputs.pollIntervalMs} ms, timeout ${inputs.timeoutMs} ms, ` +
      `fail-on-error ${inputs.failOnError}, api-url ${inputs.apiUrl}, trigger-phrase ${inputs.triggerPhrase}, ` +
      `comment ${inputs.comment}, min-permission ${inputs.minPermission}, allowed-bots ${inputs.allowedBots.join(',')}, ` +
      `follow-up ${inputs.followUp}, dry-run ${inputs.dryRun}, label-trigger ${inputs.labelTrigger || '(off)'}, ` +
      `assignee-trigger ${inputs.assigneeTrigger || '(off)'}, pr-reviewers ${inputs.prReviewers.length}, ` +
      `pr-labels ${inputs.prLabels.join(',') || '(off)'}, ci-follow-ups ${inputs.ciFollowUps}, ` +
      `follow-code-changes ${inputs.followCodeChanges}, include-drafts ${inputs.includeDrafts}, ` +
      `code-follow-ups ${inputs.codeFollowUps}, docs-status ${inputs.docsStatus || '(off)'}, ` +
      `daily-request-limit ${inputs.dailyRequestLimit}, per person ${inputs.dailyRequestLimitPerPerson}`,
  )
  return inputs
}
