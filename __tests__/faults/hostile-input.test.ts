import { existsSync } from 'node:fs'
import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
// First: it replaces @actions/core for the in-process parsing.
import { parseInputs, WORKSPACE, type Parsed } from './input-parsing.js'
import type { Inputs } from '../../src/agent/agent-inputs.js'
import type { AnalyticsInputs, GapsInputs } from '../../src/analytics/analytics-inputs.js'
import type { DeployInputs } from '../../src/deploy/deploy-inputs.js'
import type { PullCheckInputs } from '../../src/check/check-inputs.js'
import { REPORTS } from '../../src/analytics/reports.js'
import type { StepRun } from '../../emulator/action-runner.ts'
import { eventEnv, payload } from '../../emulator/webhooks.ts'
import {
  commands,
  errors,
  expectCleanEnd,
  runAgent,
  runAnalytics,
  runDeploy,
  withEmulator,
} from '../e2e/harness.js'
import { ACTIONS, declaredInputs, HOSTILE, hostileCases, type Action } from './rows.ts'

// After input-parsing.js: a static import would bind the module to the real @actions/core.
const { isBranchName, MAX_TIMEOUT_MINUTES, OPERATIONS } =
  await import('../../src/deploy/deploy-inputs.js')
// After it too: the steps in process share the parsing's modules (their fake @actions/core is
// the real one outside parseInputs).
const { runAgentInProcess, runAnalyticsInProcess, useInProcessRunner } =
  await import('../in-process/step.js')

/** The screenshot of a live preview, as a comment shows it. */
const PREVIEW_IMAGE =
  /<img alt="The preview of the docs" src="http:\/\/127\.0\.0\.1:\d+\/&#95;emulator\/screenshots\/\w+-light\.png" width="600">/g

const ROLES = ['read', 'triage', 'write', 'maintain', 'admin']
const CONTROL = /[\s\p{Cc}]/u

/** What is wrong with a parsed agent configuration (empty when every field is usable). */
function agentProblems(i: Inputs): string[] {
  const checks: [string, boolean][] = [
    ['api-key', !CONTROL.test(i.apiKey)],
    ['github-token', !CONTROL.test(i.githubToken)],
    ['other-repositories-token', !CONTROL.test(i.otherRepositoriesToken)],
    ['project-id', i.projectId !== '' && !CONTROL.test(i.projectId) && i.projectId.length <= 200],
    ['job-id', !CONTROL.test(i.jobId) && i.jobId.length <= 200],
    ['prompt', i.prompt === i.prompt.trim() && i.prompt.length <= 65_536],
    ['poll-interval', Number.isFinite(i.pollIntervalMs) && i.pollIntervalMs > 0],
    ['timeout-minutes', Number.isFinite(i.timeoutMs) && i.timeoutMs > 0],
    ['api-url', /^https?:\/\/[^/?#@]+(\/[^?#]*[^/])?$/.test(i.apiUrl)],
    ['trigger-phrase', /^[^\p{Cc}\n]{1,100}$/u.test(i.triggerPhrase)],
    ['min-permission', ROLES.includes(i.minPermission)],
    ['allowed-bots', i.allowedBots.every((bot) => /^[a-z0-9][a-z0-9-]*$/.test(bot))],
    ['follow-up', ['auto', 'new'].includes(i.followUp)],
    ['label-trigger', /^([^\s\p{Cc}]([^\p{Cc}]{0,48}[^\s\p{Cc}])?)?$/u.test(i.labelTrigger)],
    ['assignee-trigger', /^([A-Za-z0-9][A-Za-z0-9-]{0,38}(\[bot\])?)?$/.test(i.assigneeTrigger)],
    ['booleans', [i.wait, i.failOnError, i.comment, i.dryRun].every((b) => typeof b === 'boolean')],
  ]
  return checks.filter(([, ok]) => !ok).map(([name]) => name)
}

function analyticsProblems(i: AnalyticsInputs | GapsInputs): string[] {
  const whole = (n: number, min: number, max: number): boolean =>
    Number.isSafeInteger(n) && n >= min && n <= max
  const byReport: [string, boolean][] =
    i.report === 'gaps'
      ? [['gaps-top', whole(i.gapsTop, 1, 50)]]
      : [
          ['report', (REPORTS as readonly string[]).includes(i.report)],
          ['format', ['csv', 'json', 'ndjson'].includes(i.format)],
          ['page-size', whole(i.pageSize, 1, 250)],
          ['offset', whole(i.offset, 0, Number.MAX_SAFE_INTEGER)],
          ['max-rows', whole(i.maxRows, 0, Number.MAX_SAFE_INTEGER)],
        ]
  const checks: [string, boolean][] = [
    ['api-key', i.apiKey !== '' && !CONTROL.test(i.apiKey)],
    ['project-id', i.projectId !== '' && !CONTROL.test(i.projectId)],
    ['api-url', /^https?:\/\/[^/?#@]+(\/[^?#]*[^/])?$/.test(i.apiUrl)],
    ...byReport,
    ['max-requests', whole(i.maxRequests, 0, 1_000_000)],
    ['summary-top', whole(i.summaryTop, 0, 100)],
    ['output-file', i.outputFile.startsWith(`${WORKSPACE}/`) && !i.outputName.startsWith('..')],
    [
      'dates',
      [i.dateFrom, i.dateTo].every((d) => d === undefined || Number.isFinite(d.at)) &&
        (i.dateFrom === undefined || i.dateTo === undefined || i.dateFrom.at < i.dateTo.at),
    ],
  ]
  return checks.filter(([, ok]) => !ok).map(([name]) => name)
}

function deployProblems(i: DeployInputs): string[] {
  const checks: [string, boolean][] = [
    ['api-key', i.apiKey !== '' && !CONTROL.test(i.apiKey)],
    ['github-token', !CONTROL.test(i.githubToken)],
    ['project-id', i.projectId !== '' && !CONTROL.test(i.projectId) && i.projectId.length <= 200],
    ['api-url', /^https?:\/\/[^/?#@]+(\/[^?#]*[^/])?$/.test(i.apiUrl)],
    ['operation', (OPERATIONS as readonly string[]).includes(i.operation)],
    ['branch', i.operation === 'preview' ? isBranchName(i.branch) : i.branch === ''],
    [
      'automation',
      i.operation === 'automation'
        ? i.automation !== '' && !CONTROL.test(i.automation) && i.automation.length <= 200
        : i.automation === '',
    ],
    [
      'timeout-minutes',
      Number.isFinite(i.timeoutMs) &&
        i.timeoutMs > 0 &&
        i.timeoutMs <= MAX_TIMEOUT_MINUTES * 60_000,
    ],
    ['poll-interval', Number.isFinite(i.pollIntervalMs) && i.pollIntervalMs > 0],
    ['booleans', [i.wait, i.comment].every((b) => typeof b === 'boolean')],
  ]
  return checks.filter(([, ok]) => !ok).map(([name]) => name)
}

/** What is wrong with a parsed check configuration (empty when every field is usable). */
function checkProblems(i: PullCheckInputs): string[] {
  const checks: [string, boolean][] = [
    ['github-token', i.githubToken !== '' && !CONTROL.test(i.githubToken)],
    ['agent-logins', i.agentLogins.length > 0 && i.agentLogins.every((l) => !CONTROL.test(l))],
    ['allowed-paths', i.allowedPaths.length > 0 && i.allowedPaths.every((p) => p !== '')],
    ['allowed-link-hosts', i.allowedLinkHosts.every((h) => h !== '' && !CONTROL.test(h))],
    ['check-all', typeof i.checkAll === 'boolean'],
  ]
  return checks.filter(([, ok]) => !ok).map(([name]) => name)
}

/** What is wrong with a parsed configuration of `action` (empty when every field is usable). */
function problemsOf(action: Action, value: object): string[] {
  switch (action) {
    case 'agent':
      return agentProblems(value as Inputs)
    case 'analytics':
      return analyticsProblems(value as AnalyticsInputs | GapsInputs)
    case 'deploy':
      return deployProblems(value as DeployInputs)
    case 'check':
      return checkProblems(value as PullCheckInputs)
  }
}

/**
 * The promise for any value of `input`: refused by an error that names the input and quotes the
 * value (never a secret's), or parsed into a configuration where every field is usable.
 */
function promiseBroken(action: Action, input: string, value: string, parsed: Parsed): string[] {
  if (!parsed.refused) return problemsOf(action, parsed.value)
  const problems: string[] = []
  if (!parsed.message.includes(`'${input}'`)) problems.push(`does not name '${input}'`)
  const secret = parsed.masked.includes(value.trim())
  if (secret && value.trim() !== '' && parsed.message.includes(value.trim()))
    problems.push('quotes a secret')
  const quoted = [...parsed.message.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(
    (m) => JSON.parse(`"${m[1] ?? ''}"`) as string,
  )
  // A URL is quoted without its user:password part (on purpose) and with a trailing slash.
  const shown = `${value.replace(/\/\/[^/@]*@/, '//')}/`
  const quotesValue = quoted.some((q) => q !== '' && (value.includes(q) || shown.includes(q)))
  if (!secret && value.trim() !== '' && !quotesValue) problems.push('does not quote the value')
  return problems
}

const ACTION_NAMES = Object.keys(ACTIONS) as Action[]
const CASES = hostileCases()

describe('the hostile cases are generated from action.yml', () => {
  test.each(ACTION_NAMES)(
    '%s: the inputs tried are exactly those declared, and those the code reads',
    (action) => {
      const declared = Object.keys(declaredInputs(action)).sort()
      const tried = [...new Set(CASES.filter((c) => c.action === action).map((c) => c.input))]
      expect(tried.sort()).toEqual(declared)
      expect(parseInputs(action, {}).read.sort()).toEqual(declared)
      expect(CASES.filter((c) => c.action === action)).toHaveLength(
        declared.length * Object.keys(HOSTILE).length,
      )
    },
  )
})

describe('every hostile value in every input, parsed in process', () => {
  test.each(CASES.map((c) => [`${c.action} ${c.input}: ${c.value}`, c] as const))(
    '%s',
    (_name, { action, input, value }) => {
      const text = HOSTILE[value]
      expect(promiseBroken(action, input, text, parseInputs(action, { [input]: text }))).toEqual([])
    },
  )
})

describe('any string in any input: refused by name, quoted, or parsed to a usable value', () => {
  const anyValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      ...Object.values(HOSTILE),
      'x'.repeat(1_000_000),
      ...['true', 'FALSE', 'yes', '0', '5', '2.5', '.5', '1e3', 'Infinity', '-1', '0x10'],
      ...['250', '251', '9007199254740993', 'today', '7d', '2026-02-30', '2026-01-01T10:00Z'],
      ...['http://127.0.0.1:4010/', 'https://u:p@x.test', 'ftp://x', 'reports/a.csv', '../a'],
      ...['read', 'ADMIN', 'auto', 'views', 'gaps', 'ndjson', 'bot[bot], other'],
      ...['update', 'PREVIEW', 'automation', 'docs/quickstart', 'a..b', 'x.lock', '-x'],
    ),
    fc.double().map(String),
    fc.nat().map(String),
  )
  test.each(
    ACTION_NAMES.flatMap((action) =>
      Object.keys(declaredInputs(action)).map((input) => [action, input] as const),
    ),
  )('%s %s', (action, input) => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const parsed = parseInputs(action, { [input]: value })
        expect(promiseBroken(action, input, value, parsed)).toEqual([])
      }),
      { numRuns: 200 },
    )
  })
})

/** Hostile values an input accepts as text need a real step: they reach logs, comments, files. */
const ACCEPTED = CASES.filter(
  (c) =>
    HOSTILE[c.value].trim() !== '' &&
    !parseInputs(c.action, { [c.input]: HOSTILE[c.value] }).refused,
)
/** And one refused value per action, end to end: the refusal costs not one request. */
const REFUSED = ACTION_NAMES.map((action) =>
  CASES.find(
    (c) =>
      c.action === action &&
      c.value === 'workflow command' &&
      parseInputs(action, { [c.input]: HOSTILE[c.value] }).refused,
  )!,
)

/**
 * Through the bundle as a real process: the refused values (exit code 1, and not one request),
 * and one accepted value per action, a workflow command where the action takes one, so that a
 * real process shows the values as plain data too. The agent's and the analytics' other accepted
 * values run in this process (runAgentInProcess, runAnalyticsInProcess): what they check (no
 * workflow command obeyed, no output injected, comments clean, a readable error) is in the run's
 * log, outputs and the emulator's comments there as well. The deploy action has no in-process
 * runner: all its values run its bundle.
 */
const IN_BUNDLE = [
  ...REFUSED,
  ...ACTION_NAMES.flatMap((action) => {
    const accepted = ACCEPTED.filter((c) => c.action === action)
    const one = accepted.find((c) => c.value === 'workflow command') ?? accepted[0]
    return one === undefined ? [] : [one]
  }),
]
const inBundle = (action: Action, input: string, value: string): boolean =>
  IN_BUNDLE.some((c) => c.action === action && c.input === input && c.value === value)

/**
 * The commands a hostile value could make a runner obey. A step in process writes its own outputs
 * as ::set-output commands: there only the value's own output counts.
 */
const injected = (bundle: boolean): RegExp =>
  new RegExp(
    `^::(set-output${bundle ? '' : ' name=injected'}|set-env|add-path|error::injected|add-mask::visible)`,
  )

useInProcessRunner()

describe('hostile values that are accepted, in a real step: plain data, nothing obeyed', () => {
  test('the accepted values include free text that reaches logs, comments and files', () => {
    const inputs = new Set(ACCEPTED.map((c) => `${c.action} ${c.input}`))
    for (const input of ['agent prompt', 'agent trigger-phrase', 'analytics output-file'])
      expect(inputs).toContain(input)
  })

  test.concurrent.each(
    [...ACCEPTED, ...REFUSED].map((c) => [`${c.action} ${c.input}: ${c.value}`, c] as const),
  )(
    '%s',
    async (_name, { action, input, value }) => {
      const refused = REFUSED.some(
        (c) => c.action === action && c.input === input && c.value === value,
      )
      const quick = {
        analyticsPaths: 20,
        jobDurationMs: 200,
        deployQueuedMs: 50,
        deployInProgressMs: 100,
      }
      await withEmulator(quick, async (emulator) => {
        const text = HOSTILE[value]
        // A pull request event: there the prompt is quoted in a tracking comment.
        const pullRequest = eventEnv('pull_request', payload('pull_request', 'opened'))
        const bundle = inBundle(action, input, value)
        const run: StepRun =
          action === 'agent'
            ? await (bundle ? runAgent : runAgentInProcess)(
                emulator,
                { prompt: 'add a FAQ', [input]: text },
                pullRequest,
              )
            : action === 'analytics'
              ? await (bundle ? runAnalytics : runAnalyticsInProcess)(emulator, { [input]: text })
              : await runDeploy(emulator, { [input]: text }, pullRequest)
        expectCleanEnd(run)
        expect(commands(run).filter((c) => injected(bundle).test(c))).toEqual([])
        expect(run.outputs).not.toHaveProperty('injected')
        expect(existsSync('/tmp/docs-agent-pwned')).toBe(false)
        // The hostile image, not the preview's own screenshot, which a comment may show.
        for (const comment of emulator.github.comments)
          // The preview's own screenshot aside (a URL the service gave, shown as an image).
          expect(comment.body.replace(PREVIEW_IMAGE, '')).not.toMatch(
            /<img|@octocat|\]\(javascript/,
          )
        // Refused naming the input, before any request; or used, and any later failure (the
        // service refusing a 100 KB key, say) explained in a message of a readable length.
        const error = errors(run)[0] ?? ''
        if (refused) {
          expect({ code: run.code, requests: emulator.requests.length }).toEqual({
            code: 1,
            requests: 0,
          })
          expect(error).toContain(`Input '${input}'`)
        } else if (run.code !== 0) {
          expect(error.length).toBeGreaterThan(10)
          expect(error.length).toBeLessThanOrEqual(2000)
        }
      })
    },
    30_000,
  )
})

// A file that cannot be written is named shortened, as other inputs are: a 100 KB output-file
// once made a 100 KB error annotation.
test('analytics output-file: a 100 KB name is shortened in the error, as other inputs are', async () => {
  await withEmulator({}, async (emulator) => {
    const run = await runAnalytics(emulator, { 'output-file': HOSTILE['huge (100 KB)'] })
    expect(run.code).toBe(1)
    expect(errors(run)[0]).toMatch(
      /^Input 'output-file': cannot write "x{80}"… \(100000 characters\): ENAMETOOLONG: name too long$/,
    )
  })
})
