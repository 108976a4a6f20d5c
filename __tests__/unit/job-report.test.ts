import { describe, expect, test } from '@jest/globals'
import { parseJob } from '../../src/agent/job/agent-job.js'
import { setJobOutputs } from '../../src/agent/job/outputs.js'
import { newReport, type JobReport } from '../../src/agent/job/job-report.js'
import { formatDuration } from '../../src/shared/durations.js'
import { jobSummary, writeJobSummary } from '../../src/agent/job/job-summary.js'
import { inStep } from './step.js'

const NONE = { screenshot: null, screenshotLight: null, screenshotDark: null }

const START = Date.UTC(2026, 0, 1)
const PR = 'https://github.com/acme/docs/pull/42'

function report(changes: Partial<JobReport> = {}): JobReport {
  return { ...newReport(START, ''), ...changes }
}

const JOB = parseJob({
  id: 'job-1',
  status: 'completed',
  prLink: PR,
  model: 'sonnet',
  source: { repository: 'acme/docs', ref: 'main' },
  createdAt: '2026-01-01T00:00:00Z',
  archivedAt: '2026-01-02T00:00:00Z',
})

async function outputsOf(of: JobReport): Promise<Record<string, string>> {
  const step = await inStep({}, () => {
    setJobOutputs(of)
    return Promise.resolve()
  })
  return step.outputs
}

describe('outputs', () => {
  test('a skip says so, and why, and nothing else', async () => {
    expect(await outputsOf(report({ skippedReason: 'no phrase', jobId: 'job-1' }))).toEqual({
      status: 'skipped',
      'skipped-reason': 'no phrase',
    })
  })

  test('a dry run says so, with the job it would use', async () => {
    const dryRun = { action: 'wait for job job-1', prompt: '' }
    expect(await outputsOf(report({ dryRun, jobId: 'job-1' }))).toEqual({
      status: 'dry-run',
      'job-id': 'job-1',
    })
    expect(await outputsOf(report({ dryRun }))).toEqual({ status: 'dry-run' })
  })

  test('no job, no outputs', async () => {
    expect(await outputsOf(report())).toEqual({})
  })

  test('a job known only by its id: every output is set, empty where unknown', async () => {
    expect(await outputsOf(report({ jobId: 'job-1' }))).toEqual({
      'job-id': 'job-1',
      status: '',
      'pr-link': '',
      prLink: '',
      'pr-number': '',
      model: '',
      'source-repository': '',
      'source-ref': '',
      'created-at': '',
      'archived-at': '',
      job: '',
      'timed-out': 'false',
      'handed-off': 'false',
      'follow-up': 'false',
      'ci-follow-ups-sent': '',
      'comment-id': '',
      'skipped-reason': '',
      'pr-reviewers-requested': '',
      'pr-labels-added': '',
      'preview-url': '',
      'preview-status': '',
      'change-check': '',
      'change-findings': '',
    })
  })

  test('a job as last seen, with the comment, a follow-up and a timeout', async () => {
    const preview = { status: 'timed-out' as const, url: 'https://p.example', screenshots: NONE }
    const of = report({
      jobId: 'job-1',
      job: JOB,
      followUp: true,
      timedOut: true,
      commentId: 9,
      preview,
    })
    expect(await outputsOf(of)).toEqual({
      'job-id': 'job-1',
      status: 'completed',
      'pr-link': PR,
      prLink: PR,
      'pr-number': '42',
      model: 'sonnet',
      'source-repository': 'acme/docs',
      'source-ref': 'main',
      'created-at': '2026-01-01T00:00:00Z',
      'archived-at': '2026-01-02T00:00:00Z',
      job: JSON.stringify(JOB.raw),
      'timed-out': 'true',
      'handed-off': 'false',
      'follow-up': 'true',
      'ci-follow-ups-sent': '',
      'comment-id': '9',
      'skipped-reason': '',
      'pr-reviewers-requested': '',
      'pr-labels-added': '',
      'preview-url': 'https://p.example',
      'preview-status': 'timed-out',
      'change-check': '',
      'change-findings': '',
    })
  })
})

describe('the job summary', () => {
  test('the verdict with its icon, then a table of the job', () => {
    const of = report({
      jobId: 'job-1',
      job: JOB,
      polls: 3,
      finishedAt: START + 95_000,
      commentId: 900,
      conclusion: { level: 'success', message: `Job job-1 completed: ${PR}` },
    })
    expect(jobSummary(of)).toBe(
      [
        '## Docs agent',
        '',
        `✅ Job job-1 completed: ${PR}`,
        '',
        '| | |',
        '|---|---|',
        '| Status | completed |',
        '| Job | <code>job-1</code> |',
        `| Pull request | <a href="${PR}">${PR}</a> |`,
        '| Model | sonnet |',
        '| Source | acme/docs &#64; main |',
        '| Request | new job |',
        '| Duration | 1 min 35 s |',
        '| Polls | 3 |',
        '| Tracking comment | 900 |',
        '',
      ].join('\n'),
    )
  })

  test.each([
    ['skipped', '⏭️'],
    ['notice', 'ℹ️'],
    ['warning', '⚠️'],
    ['failure', '❌'],
  ] as const)('a %s verdict is shown with %s, its words made inert', (level, icon) => {
    const summary = jobSummary(report({ conclusion: { level, message: 'ask @someone <b>' } }))
    expect(summary).toBe(`## Docs agent\n\n${icon} ask &#64;someone &#60;b&#62;\n`)
  })

  test('what a job does not say is shown as unknown or none', () => {
    const bare = parseJob({ id: 'job-1' })
    const lines = jobSummary(report({ job: bare, timedOut: true, followUp: true })).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        '| Status | unknown (timed out) |',
        '| Pull request | none |',
        '| Model | unknown |',
        '| Source | unknown |',
        '| Request | follow-up message to an existing job |',
        '| Duration | 0 ms |',
        '| Polls | 0 |',
      ]),
    )
    expect(lines.some((line) => line.startsWith('| Tracking comment'))).toBe(false)
    const repoOnly = parseJob({ id: 'job-1', source: { repository: 'acme/docs' } })
    expect(jobSummary(report({ job: repoOnly }))).toContain('| Source | acme/docs |')
  })

  test('a dry run shows what it would do and the prompt, made inert', () => {
    const summary = jobSummary(
      report({ dryRun: { action: 'create a new job', prompt: 'Add <b>\nby @me' } }),
    )
    expect(summary).toBe(
      [
        '## Docs agent',
        '',
        'Would create a new job.',
        '',
        '<details><summary>Prompt that would be sent</summary>',
        '',
        '<pre>',
        'Add &#60;b&#62;\nby &#64;me',
        '</pre>',
        '</details>',
        '',
      ].join('\n'),
    )
    expect(jobSummary(report({ dryRun: { action: 'wait for job job-1', prompt: '' } }))).toBe(
      '## Docs agent\n\nWould wait for job job-1.\n',
    )
  })

  test('is appended to the step summary', async () => {
    const step = await inStep({}, () => writeJobSummary(report({ jobId: 'job-1', job: JOB })))
    expect(step.summary).toContain('| Job | <code>job-1</code> |')
  })
})

test.each([
  [0, '0 ms'],
  [999.4, '999 ms'],
  [1000, '1 s'],
  [59_499, '59 s'],
  [59_500, '1 min'],
  [60_000, '1 min'],
  [61_000, '1 min 1 s'],
  [3_599_000, '59 min 59 s'],
  [3_600_000, '1 h 0 min'],
  [3_661_000, '1 h 1 min'],
  [90_000_000, '25 h 0 min'],
])('%d ms is written %s', (ms, written) => {
  expect(formatDuration(ms)).toBe(written)
})
