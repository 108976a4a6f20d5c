/**
 * The faults suite as data: each row names the operation, the fault and what a user must see.
 * The Jest project (`__tests__/faults/`) runs every row and compares the observed record with
 * the expected one; `npm run docs` renders the same rows into RELIABILITY.md. No runtime imports
 * beyond `yaml`, so that `node scripts/docs.ts` can load this file as it is.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import type { FaultRule } from '../../emulator/faults.ts'

/** A count that must lie within bounds, where an exact figure would be a matter of timing. */
export class Bound {
  readonly min: number
  readonly max: number
  constructor(min: number, max: number) {
    this.min = min
    this.max = max
  }
  /** As the docs show it: `≥ 200`, `≤ 1`. */
  get text(): string {
    return this.max === Infinity ? `≥ ${this.min}` : `≤ ${this.max}`
  }
}
export const atLeast = (min: number) => new Bound(min, Infinity)
export const atMost = (max: number) => new Bound(-Infinity, max)

/**
 * What a test observed or expects: strings, counts, flags; a RegExp must match the string, a
 * Bound holds the count.
 */
export type Expectation = Record<string, string | number | boolean | RegExp | Bound | null>

export interface Row {
  group: 'API faults' | 'Process faults' | 'Burst' | 'Input files'
  /** The call or phase the fault hits, e.g. `agent.create`. */
  operation: string
  fault: string
  expected: Expectation
}

// ---------------------------------------------------------------------------------------------
// API faults: every call × every kind

export const KINDS = {
  '429 short': {
    kind: 'status',
    status: 429,
    retryAfter: 1,
    body: { error: 'Rate limit exceeded' },
  },
  '429 long': {
    kind: 'status',
    status: 429,
    retryAfter: 3600,
    body: { error: 'Rate limit exceeded' },
  },
  '500': { kind: 'status', status: 500 },
  '502': { kind: 'status', status: 502 },
  '503': { kind: 'status', status: 503 },
  '504': { kind: 'status', status: 504 },
  'HTML page': { kind: 'html', status: 502 },
  'malformed JSON': { kind: 'malformed' },
  'drop before': { kind: 'drop-before' },
  'drop after': { kind: 'drop-after' },
  'no answer': { kind: 'hang' },
} as const satisfies Record<string, Omit<FaultRule, 'op'>>

export type Kind = keyof typeof KINDS
/** A fault that is not an emulator rule: nothing listens on the api-url's port. */
export const REFUSED = 'connection refused'
export const NOT_FOUND = '404 job not found'

/** One operation under every kind of fault (the type makes a missing kind a compile error). */
export interface ApiTable {
  operation: string
  /** What the step was asked to do, for the docs. */
  setting: string
  rows: Record<Kind, Expectation> & Record<string, Expectation>
}

// Log and error lines users see; a row's expectation quotes the one it needs.
const RETRY_POLL = /Checking job .*: .*; retrying in \d+ s \(attempt 2 of 5\)\./
const DROPPED =
  /dropped \(ECONNRESET\) before an answer arrived\. The service may have created the job anyway/

/** A job creation repeated only when the service certainly did not act (429, 503). */
const createRetried: Expectation = {
  exit: 0,
  requests: 2,
  retries: 1,
  jobs: 1,
  error: null,
  comment: 'finished',
}
/** A failed creation: one comment in the thread says what happened and what to do. */
const createFailed = (error: RegExp, jobs = 0): Expectation => ({
  exit: 1,
  requests: 1,
  retries: 0,
  jobs,
  error,
  comment: 'error',
})

const messageFailed = (error: RegExp, delivered = 0): Expectation => ({
  exit: 1,
  requests: 1,
  delivered,
  'job-id kept': true,
  error,
})
/** A follow-up the service refused: the error names the job to resume, never "send it again". */
const messageRefused = (reason: string): RegExp =>
  new RegExp(
    `^Sending the follow-up message to job (\\S+) failed with ${reason}.* The job id is \\1: resume with job-id: \\1 rather than starting again\\.$`,
  )
/** A follow-up that may have arrived: wait for the job before sending it again. */
const messageMayHaveArrived = (cause: string): RegExp =>
  new RegExp(
    `^Sending the follow-up message to job (\\S+) failed: ${cause}.* The service may have received the message anyway: wait for the job with job-id \\1 and no prompt before sending it again\\.`,
  )

const pollSurvived: Expectation = {
  exit: 0,
  status: 'completed',
  'timed-out': 'false',
  jobs: 1,
  'job-id kept': true,
  retry: RETRY_POLL,
  error: null,
  comment: 'finished',
}

const pageSurvived: Expectation = {
  exit: 0,
  rows: 600,
  'next-offset': '600',
  complete: 'true',
  error: null,
}

/** A GitHub call fails: the job still runs, the thread never gets a second tracking comment. */
const githubSurvived = (comments: number): Expectation => ({
  exit: 0,
  jobs: 1,
  'tracking comments': comments,
  comment: comments === 0 ? 'none' : 'finished',
})

/**
 * The faults after which GitHub may or may not have made the claim's 👀 (an answer it could not
 * read, a connection dropped after the request went out): sent once more, GitHub answers 200,
 * and the run cannot tell its own claim from another run's.
 */
export const CLAIM_UNKNOWN_KINDS: readonly Kind[] = ['malformed JSON', 'drop after']

/** A claim that may or may not have been made: no job, the step fails, and the thread says so. */
const claimUnknown: Expectation = {
  exit: 1,
  jobs: 0,
  'tracking comments': 1,
  comment: 'error',
}

export const API_TABLES: ApiTable[] = [
  {
    operation: 'agent.create',
    setting: 'an `@docs-agent` comment starts a job',
    rows: {
      '429 short': createRetried,
      '429 long': createFailed(/HTTP 429: rate limit reached/),
      '500': createFailed(/^Creating the agent job failed with HTTP 500: the service had an error/),
      '502': createFailed(/^Creating the agent job failed with HTTP 502/),
      '503': createRetried,
      '504': createFailed(/^Creating the agent job failed with HTTP 504/),
      'HTML page': createFailed(
        /HTTP 502: .*The service said: an HTML page instead of JSON \(usually a proxy or gateway error page\)\./,
      ),
      'malformed JSON': createFailed(
        /answered HTTP 201, but its body is not the JSON object expected .*may have created the job anyway/,
        1,
      ),
      'drop before': createFailed(DROPPED),
      'drop after': createFailed(DROPPED, 1),
      'no answer': createFailed(
        /did not answer within 1 s\. The service may have created the job anyway/,
      ),
      [REFUSED]: {
        exit: 1,
        requests: 0,
        retries: 4,
        jobs: 0,
        error:
          /^Creating the agent job failed: could not reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\. Check api-url and the runner's network or proxy settings\.$/,
        comment: 'error',
      },
    },
  },
  {
    operation: 'agent.message',
    setting: '`job-id` and `prompt`: a follow-up to an existing job',
    rows: {
      '429 short': { exit: 0, requests: 2, delivered: 1, 'job-id kept': true, error: null },
      '429 long': messageFailed(
        messageRefused('HTTP 429: rate limit reached .* The service asks to wait 60 min'),
      ),
      '500': messageFailed(messageRefused('HTTP 500: the service had an error or is unavailable')),
      '502': messageFailed(messageRefused('HTTP 502: the service had an error or is unavailable')),
      '503': { exit: 0, requests: 2, delivered: 1, 'job-id kept': true, error: null },
      '504': messageFailed(messageRefused('HTTP 504: the service had an error or is unavailable')),
      'HTML page': messageFailed(
        messageRefused(
          'HTTP 502: .*The service said: an HTML page instead of JSON \\(usually a proxy or gateway error page\\)\\.',
        ),
      ),
      'malformed JSON': messageFailed(
        messageMayHaveArrived(
          'the service answered HTTP 200, but its body is not the JSON object expected',
        ),
        1,
      ),
      'drop before': messageFailed(
        messageMayHaveArrived(
          'the connection to \\S+ dropped \\(ECONNRESET\\) before an answer arrived',
        ),
      ),
      'drop after': messageFailed(
        messageMayHaveArrived(
          'the connection to \\S+ dropped \\(ECONNRESET\\) before an answer arrived',
        ),
        1,
      ),
      'no answer': messageFailed(messageMayHaveArrived('the service did not answer within 1 s\\.')),
    },
  },
  {
    operation: 'agent.get',
    setting: 'an `@docs-agent` comment starts a job and waits for it',
    rows: {
      '429 short': pollSurvived,
      // A rate limit that lasts is waited out as asked, up to timeout-minutes (0.05 here).
      '429 long': {
        exit: 1,
        status: 'active',
        'timed-out': 'true',
        jobs: 1,
        'job-id kept': true,
        retry: null,
        error:
          /^Stopped waiting for job (\S+) after \d+ s; it was still active\. Resume with job-id: \1\.$/,
        comment: 'handed-off',
      },
      '500': pollSurvived,
      '502': pollSurvived,
      '503': pollSurvived,
      '504': pollSurvived,
      'HTML page': pollSurvived,
      'malformed JSON': pollSurvived,
      'drop before': pollSurvived,
      'drop after': pollSurvived,
      'no answer': pollSurvived,
      // Permanent: no retry, and the job id to resume from.
      [NOT_FOUND]: {
        exit: 1,
        status: 'active',
        'timed-out': 'false',
        jobs: 1,
        'job-id kept': true,
        retry: null,
        error:
          /HTTP 404: job (\S+) not found in project proj.* The job id is \1: resume with job-id: \1 rather than starting again\.$/,
        comment: 'error',
      },
    },
  },
  {
    operation: 'analytics.visitors',
    setting: 'an export of 600 rows; the second page fails',
    rows: {
      '429 short': pageSurvived,
      // Too long to wait: stop, keep a valid file, say where to resume.
      '429 long': {
        exit: 1,
        rows: 250,
        'next-offset': '250',
        complete: 'false',
        error:
          /^Reading visitors \(offset 250\) failed with HTTP 429: rate limit reached .* The 250 rows already fetched are in visitors\.csv, which is valid up to its last row\./,
      },
      '500': pageSurvived,
      '502': pageSurvived,
      '503': pageSurvived,
      '504': pageSurvived,
      'HTML page': pageSurvived,
      'malformed JSON': pageSurvived,
      'drop before': pageSurvived,
      'drop after': pageSurvived,
      'no answer': pageSurvived,
    },
  },
  ...githubTables(),
]

/**
 * GitHub's calls: survived the same way under every kind, except that the role check fails closed
 * (and the thread is told).
 */
function githubTables(): ApiTable[] {
  const every = (expectation: (kind: Kind) => Expectation): ApiTable['rows'] =>
    Object.fromEntries(
      (Object.keys(KINDS) as Kind[]).map((kind) => [kind, expectation(kind)]),
    ) as ApiTable['rows']
  const setting = 'an `@docs-agent` comment starts a job'
  return [
    {
      operation: 'github.permission',
      setting,
      rows: every((kind) =>
        kind === '429 long'
          ? { exit: 1, jobs: 0, 'tracking comments': 1, comment: 'error' }
          : githubSurvived(1),
      ),
    },
    { operation: 'github.list-comments', setting, rows: every(() => githubSurvived(1)) },
    { operation: 'github.create-comment', setting, rows: every(() => githubSurvived(1)) },
    { operation: 'github.update-comment', setting, rows: every(() => githubSurvived(1)) },
    {
      // The first 👀 is the run's claim on the request (src/agent/decide/claim.ts). A claim whose
      // fate is unknown is sent once more (GitHub answers 200 with a 👀 already there): where
      // GitHub had not acted, the second gets 201 and the run owns the request; where it had
      // (an answer cut off or dropped after the reaction was made), the 👀 may be the run's own
      // or another run's, no tracking comment follows it, and the run stops without a job
      // rather than risk a second one (a re-run takes the claim over). A refusal that means
      // GitHub did nothing (429, 503) lets the run go on unclaimed.
      operation: 'github.react-comment',
      setting,
      rows: every((kind) =>
        CLAIM_UNKNOWN_KINDS.includes(kind) ? claimUnknown : githubSurvived(1),
      ),
    },
    ...triageTables(),
    ...ciTables(),
    ...changeCheckTables(),
  ]
}

/**
 * The change check of the agent's pull request (src/shared/change-check/change-check.ts): a read GitHub
 * does not answer makes the check `unavailable`, said once, with no status and the job's outcome
 * standing; a read that fails for a moment is retried. The status is a POST: not repeated once it
 * may have reached GitHub, and its failure is a warning. One row of each way a call ends.
 */
function changeCheckTables(): ApiTable[] {
  const setting =
    "the agent's pull request modifies a page: its change read at its ends, the page at base and head"
  const checked = (check: string, statuses: number, warnings: number): Expectation => ({
    exit: 0,
    status: 'completed',
    'change-check': check,
    statuses,
    warnings,
  })
  const read = {
    '429 long': checked('unavailable', 0, 1),
    '502': checked('passed', 1, 0),
    'malformed JSON': checked('passed', 1, 0),
  }
  const status = {
    '429 long': checked('passed', 0, 1),
    '503': checked('passed', 1, 0),
    'drop after': checked('passed', 1, 1),
  }
  // The look at the head before its status is written (one writer, issue #52): a read that
  // fails writes nothing, and says so once; one that fails for a moment is retried.
  const look = {
    '429 long': checked('passed', 0, 1),
    '502': checked('passed', 1, 0),
    'malformed JSON': checked('passed', 1, 0),
  }
  return [
    { operation: 'github.compare', setting, rows: read as ApiTable['rows'] },
    { operation: 'github.contents', setting, rows: read as ApiTable['rows'] },
    { operation: 'github.list-statuses', setting, rows: look as ApiTable['rows'] },
    { operation: 'github.create-status', setting, rows: status as ApiTable['rows'] },
  ]
}

/**
 * What a CI failure's follow-up told the agent when one read of the failed run fails
 * (src/agent/github/ci-failure.ts): the follow-up is sent all the same, one message, without what
 * could not be read. Each read is a GET through the client every GitHub read uses, whose every
 * kind of fault the rows of github.list-comments cover (a short rate limit waited out, no answer
 * retried after the request timeout: the two slow ones); these rows take one of each way a read
 * ends: not waited for (lost), retried after a 5xx, retried after an unreadable answer. Without
 * the list of jobs, nothing of them is told.
 */
function ciTables(): ApiTable[] {
  const setting = "a failed Docs CI run on the agent's pull request"
  const table = (operation: string, lost: string): ApiTable => {
    const told = (what: string): Expectation => ({ exit: 0, messages: 1, told: what })
    const rows = {
      '429 long': told(`all but ${lost}`),
      '502': told('everything'),
      'malformed JSON': told('everything'),
    }
    // Three kinds of the thirteen (above): one for each way a read ends.
    return { operation, setting, rows: rows as ApiTable['rows'] }
  }
  return [
    table('github.run-jobs', 'the jobs, the annotations, the log'),
    table('github.check-run-annotations', 'the annotations'),
    table('github.job-logs', 'the log'),
  ]
}

/** What `pr-reviewers` or `pr-labels` got: the job completed either way. */
function triaged(requests: number, accepted: string): Expectation {
  return { exit: 0, status: 'completed', requests, accepted, warnings: accepted === '' ? 1 : 0 }
}

/**
 * Reviewers and labels of the agent's pull request (src/agent/github/review-request.ts): a
 * refusal is a warning and the job's outcome stands. Asking for a review again notifies the
 * reviewers again, so that POST is repeated only when GitHub certainly did nothing (a rate limit
 * waited out, a 503; a dropped connection may have reached it); adding labels again changes
 * nothing, so that one is retried like a read.
 */
function triageTables(): ApiTable[] {
  const setting = 'an `@docs-agent` comment starts a job with `pr-reviewers` and `pr-labels`'
  const rows = (retried: (kind: Kind) => boolean, accepted: string): ApiTable['rows'] =>
    Object.fromEntries(
      (Object.keys(KINDS) as Kind[]).map((kind) => [
        kind,
        kind === '429 long'
          ? triaged(1, '')
          : retried(kind)
            ? triaged(2, accepted)
            : triaged(1, ''),
      ]),
    ) as ApiTable['rows']
  return [
    {
      operation: 'github.request-reviewers',
      setting,
      rows: rows((kind) => ['429 short', '503'].includes(kind), 'octocat'),
    },
    { operation: 'github.add-labels', setting, rows: rows(() => true, 'docs') },
  ]
}

export const API_ROWS: Row[] = API_TABLES.flatMap((table) =>
  Object.entries(table.rows).map(([fault, expected]) => ({
    group: 'API faults' as const,
    operation: table.operation,
    fault,
    expected,
  })),
)

// ---------------------------------------------------------------------------------------------
// Process faults and the burst

export const PROCESS_ROWS: Row[] = [
  {
    group: 'Process faults',
    operation: 'agent.create',
    fault: 'SIGTERM while the job is being created',
    // The request was already on its way: the service may or may not create the job, never
    // two. The comment is posted only once the job exists, so none is left working.
    expected: {
      exit: 1,
      error:
        /^The step was stopped \(SIGTERM\) while the job was being created\. The service may have created it anyway/,
      jobs: atMost(1),
      comment: 'none',
    },
  },
  {
    group: 'Process faults',
    operation: 'agent.get',
    fault: 'SIGTERM while polling',
    // The main step hands the job off itself: its comment says a finish run ends it.
    expected: {
      exit: 1,
      error: /stopped \(SIGTERM\)/,
      'marked finished': true,
      comment: 'handed-off',
    },
  },
  {
    group: 'Process faults',
    operation: 'agent.get',
    fault: 'SIGKILL while polling',
    // The main step cannot say anything; the post step hands the job off.
    expected: { exit: null, 'post exit': 0, comment: 'handed-off' },
  },
  ...(['csv', 'json', 'ndjson'] as const).map((format): Row => ({
    group: 'Process faults',
    operation: 'analytics.visitors',
    fault: `SIGTERM while writing ${format.toUpperCase()}`,
    expected: {
      exit: 1,
      // -1 when the file does not parse.
      'rows in the file': atLeast(200),
      'next-offset = rows': true,
    },
  })),
]

export const BURST_ROW: Row = {
  group: 'Burst',
  operation: 'agent.create',
  fault: '30 concurrent runs, 10 creations allowed per hour',
  expected: {
    jobs: 10,
    succeeded: 10,
    'rate-limited': 20,
    'duplicate jobs': 0,
    requests: 30,
    // One preview per completed job, all live, past the 5-a-window budget by waiting.
    previews: 10,
    'previews live': 10,
  },
}

// ---------------------------------------------------------------------------------------------
// Input files: what the file `prompt-file` names may turn out to be, parsed in process in a real
// workspace (`workspace/`, beside a folder `outside/`). Every refusal names the input, quotes
// the path as given and comes before any request.

const fileRefused = (error: RegExp): Expectation => ({ refused: true, error })
const NOT_INSIDE = "^Input 'prompt-file' must be a path inside the workspace \\(\\S+\\); got "

export const FILE_ROWS: Row[] = (
  [
    ['missing', /^Input 'prompt-file' names no file in the workspace \(\S+\); got "report\.md"\./],
    ['a directory', /^Input 'prompt-file' must name a file; got "lychee", which is a directory\.$/],
    ['a FIFO', /^Input 'prompt-file' must name a file; got "pipe", which is not a regular file\.$/],
    ['`..` out of the workspace', new RegExp(`${NOT_INSIDE}"\\.\\./outside/report\\.md"\\.$`)],
    ['an absolute path elsewhere', new RegExp(`${NOT_INSIDE}"/etc/hostname"\\.$`)],
    [
      'a symbolic link out of the workspace',
      new RegExp(`${NOT_INSIDE}"link\\.md", which leads to \\S+/outside/report\\.md\\.$`),
    ],
    ['a symbolic link loop', /^Input 'prompt-file' cannot be read \(ELOOP\); got "loop\.md"\.$/],
    [
      'NUL bytes',
      /^Input 'prompt-file' must name a text file; got "logo\.png", which contains NUL bytes \(a binary file\?\)\.$/,
    ],
    [
      'not UTF-8',
      /^Input 'prompt-file' must name a UTF-8 text file; got "latin1\.txt", which is not valid UTF-8\.$/,
    ],
    [
      'empty',
      /^Input 'prompt-file' names a file that is empty or only whitespace; got "empty\.md"/,
    ],
    [
      'whitespace only',
      /^Input 'prompt-file' names a file that is empty or only whitespace; got "blank\.md"/,
    ],
    [
      'prompt + file over 65,536 characters',
      /^Input 'prompt-file' \("long\.md"\) holds 65530 characters; after 'prompt' \(21 characters\) the instruction is 65553, over the limit of 65536\.$/,
    ],
    [
      'a 1 GB file',
      /^Input 'prompt-file' names a file of 1073741824 bytes, "huge\.log": too large .* so it was not read\.$/,
    ],
  ] as const
).map(([fault, error]) => ({
  group: 'Input files',
  operation: 'prompt-file',
  fault,
  expected: fileRefused(error),
}))

export const ROWS: Row[] = [...API_ROWS, ...PROCESS_ROWS, BURST_ROW, ...FILE_ROWS]

// ---------------------------------------------------------------------------------------------
// Hostile input: every declared input × every value

export const HOSTILE = {
  empty: '',
  whitespace: ' \t ',
  // 1 MB cannot be passed at all: Linux refuses an environment string over 128 KiB, on runners
  // too. 100 KB is the most a step can receive (the in-process tests also try 1 MB).
  'huge (100 KB)': 'x'.repeat(100_000),
  'non-UTF-8-looking': 'caf\u00c3\u00a9 \ufffd\u0080\u009b',
  'command substitution': '$(touch /tmp/docs-agent-pwned)',
  backticks: '`touch /tmp/docs-agent-pwned`',
  expression: '${{ secrets.DOCS_AGENT_API_KEY }}',
  'workflow command': 'x\n::set-output name=injected::1\n::add-mask::visible\n::error::injected',
  'HTML and Markdown': '<img src=x onerror=alert(1)> **b** [l](javascript:alert(1)) @octocat',
} as const

export type Hostile = keyof typeof HOSTILE

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const ACTIONS = {
  agent: 'action.yml',
  analytics: 'analytics/action.yml',
  deploy: 'deploy/action.yml',
  check: 'check/action.yml',
} as const
export type Action = keyof typeof ACTIONS

const declared = new Map<Action, Record<string, string>>()

/** The inputs an action.yml declares, with their defaults, in declaration order. */
export function declaredInputs(action: Action): Record<string, string> {
  let inputs = declared.get(action)
  if (inputs === undefined) {
    const metadata = parse(readFileSync(join(ROOT, ACTIONS[action]), 'utf8')) as {
      inputs?: Record<string, { default?: string }>
    }
    inputs = Object.fromEntries(
      Object.entries(metadata.inputs ?? {}).map(([name, spec]) => [name, spec.default ?? '']),
    )
    declared.set(action, inputs)
  }
  return { ...inputs }
}

/** Every hostile case: each input each action.yml declares, with each hostile value. */
export function hostileCases(): { action: Action; input: string; value: Hostile }[] {
  return (Object.keys(ACTIONS) as Action[]).flatMap((action) =>
    Object.keys(declaredInputs(action)).flatMap((input) =>
      (Object.keys(HOSTILE) as Hostile[]).map((value) => ({ action, input, value })),
    ),
  )
}
