import * as core from '@actions/core'
import {
  InputError,
  parseDecimal,
  quote,
  rawInput,
  readApiKey,
  readBaseUrl,
  readBoolean,
  readIdentifier,
  readNumber,
  readRequired,
} from './input-values.js'

export const DEFAULT_API_URL = 'https://api.mintlify.com'
/** GitHub's own limit on a comment body; a longer instruction is surely a mistake. */
export const MAX_PROMPT_LENGTH = 65_536

/** Everything the agent action was asked to do, read and validated once. */
export interface Inputs {
  /** Admin API key (masked as soon as it is read). */
  apiKey: string
  /** Project the jobs belong to. */
  projectId: string
  /** Instruction for the agent; '' when only waiting for `jobId`. */
  prompt: string
  /** Existing job: message it (with a prompt) or just wait for it; '' creates a new job. */
  jobId: string
  /** Poll until the job ends; false returns right after the job is created or messaged. */
  wait: boolean
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
}

export const REQUEST_TIMEOUT_VARIABLE = 'DOCS_AGENT_REQUEST_TIMEOUT'

function readRequestTimeout(): number {
  const value = (process.env[REQUEST_TIMEOUT_VARIABLE] ?? '').trim()
  if (value === '') return 30_000
  const seconds = parseDecimal(value)
  if (!(seconds > 0) || seconds > 600) {
    throw new InputError(
      `Environment variable ${REQUEST_TIMEOUT_VARIABLE} must be a number of seconds greater than 0 and at most 600; got ${quote(value)}.`,
    )
  }
  return seconds * 1000
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

/** Reads every input before any request is made, so a bad one costs nothing. */
export function getInputs(): Inputs {
  const apiKey = readApiKey()
  const projectId = readIdentifier(
    'project-id',
    readRequired('project-id', 'Copy it from the API keys page of your dashboard.'),
  )
  const prompt = readPrompt()
  const jobIdRaw = rawInput('job-id').trim()
  const jobId = jobIdRaw === '' ? '' : readIdentifier('job-id', jobIdRaw)
  if (prompt === '' && jobId === '') {
    throw new InputError(
      `Give the agent an instruction with 'prompt', or the id of an existing job with 'job-id'; both were empty.`,
    )
  }
  const inputs: Inputs = {
    apiKey,
    projectId,
    prompt,
    jobId,
    wait: readBoolean('wait', true),
    pollIntervalMs: readNumber('poll-interval', 5, { min: 0, max: 3600, unit: 'seconds' }) * 1000,
    timeoutMs: readNumber('timeout-minutes', 30, { min: 0, max: 10_080, unit: 'minutes' }) * 60_000,
    failOnError: readBoolean('fail-on-error', true),
    apiUrl: readBaseUrl('api-url', DEFAULT_API_URL),
    requestTimeoutMs: readRequestTimeout(),
  }
  core.debug(
    `Inputs: project ${projectId}, job-id ${jobId || '(new job)'}, prompt ${prompt.length} characters, ` +
      `wait ${inputs.wait}, poll-interval ${inputs.pollIntervalMs} ms, timeout ${inputs.timeoutMs} ms, ` +
      `fail-on-error ${inputs.failOnError}, api-url ${inputs.apiUrl}`,
  )
  return inputs
}
