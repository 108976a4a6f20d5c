import { describe, expect, test } from '@jest/globals'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { runAgentInProcess, runAnalyticsInProcess, useInProcessRunner } from '../in-process/step.js'
import { annotations, errors, runAnalytics, withEmulator } from './harness.js'

// report: gaps against the emulator, whose data holds the signals: repeated unanswered questions
// typed in varied case, searches nobody clicks, pages rated down with comments, and readers' email
// addresses, phone numbers, markup and mentions. The analytics and agent steps in this process
// (runAnalyticsInProcess, runAgentInProcess) for what a run shows as well there: its files, outputs,
// annotations, and the issues, comments and requests the emulator saw. Through the bundle
// (dist/analytics/index.js) as a real process (runAnalytics): 'a full run', the gaps report as a
// runner's step writes it, and 'privacy', whose log holds no reader's words (in process the
// outputs are workflow commands in the log). Every other report runs its bundle in
// analytics.test.ts.
const it = test.concurrent
useInProcessRunner()
const DAY = 86_400_000

function day(offsetDays: number): string {
  return new Date(Math.floor(Date.now() / DAY) * DAY + offsetDays * DAY).toISOString().slice(0, 10)
}

const GAPS = { report: 'gaps', 'date-from': day(-20), 'date-to': day(0) }

/** Personal data the emulator's readers wrote (and `contact`, which gaps never reads). */
const PERSONAL = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/iu,
  /555-0132/,
  /7946 0958/,
]
/** A mention that would notify someone: `@` right before a name. */
const MENTION = /@(docs-team|octocat|admin)/i

const decoded = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('report: gaps', () => {
  it('a full run: the numbered report in gaps.md and the summary, the outputs, the fewest requests', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAnalytics(emulator, GAPS)
      expect(run.code).toBe(0)
      expect(errors(run)).toEqual([])
      expect(annotations(run, 'warning')).toEqual([])
      const report = run.files['gaps.md'] ?? ''
      const items = [...report.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]))
      expect(items).toEqual(items.map((_, i) => i + 1))
      expect(items).toHaveLength(30)
      expect(run.outputs).toEqual({
        report: 'gaps',
        gaps: '30',
        prompt: expect.stringContaining('1. "'),
        requests: String(emulator.requests.length),
        complete: 'true',
        file: expect.stringMatching(/\/gaps\.md$/),
        'issue-number': '',
      })
      // One request each at the largest page, the comments until the top pages have theirs.
      const asked = (op: string) => emulator.requestsTo(`analytics.${op}`)
      expect(asked('feedback-by-page').map((r) => r.query)).toEqual([
        {
          dateFrom: GAPS['date-from'],
          dateTo: GAPS['date-to'],
          limit: '100',
          source: 'contextual',
        },
      ])
      expect(asked('searches').map((r) => r.query.limit)).toEqual(['100'])
      expect(asked('assistant').map((r) => r.query.limit)).toEqual(['1000'])
      expect(asked('feedback').every((r) => r.query.source === 'contextual')).toBe(true)
      expect(emulator.requests.length).toBeLessThanOrEqual(6)
      // The same question in other case, spacing or punctuation is one item.
      expect(report.match(/rotate an api key without downtime/gi)).toHaveLength(1)
      expect(report).toMatch(/^1\. “[^”]*rotate an api key[^”]*”: asked \d+ times$/im)
      expect(report).toContain('“rotate api key”:')
      expect(report).toMatch(/ {4}- “[^”]+” \(\d{4}-\d{2}-\d{2}\)/)
      expect(run.summary.startsWith(report)).toBe(true)
      expect(run.summary.match(/```mermaid/g)).toHaveLength(3)
      expect(run.stdout).toContain(
        `\nDocs gaps: 30 items in gaps.md, read in ${emulator.requests.length} requests.\n`,
      )
    })
  })

  it('privacy: no email address or phone number anywhere; markup escaped and mentions defused', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 40 }, async (emulator) => {
      const run = await runAnalytics(emulator, GAPS)
      expect(run.code).toBe(0)
      const report = run.files['gaps.md'] ?? ''
      // The data holds them: the report shows where they were.
      expect(report).toContain('&#91;redacted&#93;')
      const places = { summary: run.summary, file: report, log: run.stdout, ...run.outputs }
      for (const [where, text] of Object.entries(places)) {
        for (const personal of PERSONAL) {
          expect({ where, found: personal.exec(text)?.[0] }).toEqual({ where, found: undefined })
          expect({ where, found: personal.exec(decoded(text))?.[0] }).toEqual({
            where,
            found: undefined,
          })
        }
        expect({ where, found: MENTION.exec(text)?.[0] }).toEqual({ where, found: undefined })
      }
      for (const markdown of [run.summary, report]) {
        expect(markdown).not.toMatch(/<script|<img|\]\(javascript:/i)
        expect(markdown).toMatch(/&#64;docs-team/i)
      }
      expect(run.outputs.prompt).toMatch(/@\u200bdocs-team/i)
      // Readers' words stay out of the log altogether.
      expect(run.stdout).not.toMatch(/rotate an api key|docs-team|onerror/i)
    })
  })

  it('max-requests cuts the reading: what was read is kept, complete false, a warning', async () => {
    await withEmulator({}, async (emulator) => {
      const run = await runAnalyticsInProcess(emulator, { ...GAPS, 'max-requests': '2' })
      expect(run.code).toBe(0)
      expect(emulator.requests).toHaveLength(2)
      expect(run.outputs).toMatchObject({ complete: 'false', requests: '2', gaps: '20' })
      expect(annotations(run, 'warning')).toEqual([
        'Stopped at max-requests (2) before every signal was read: 20 items in gaps.md, read in 2 requests; counts are lower bounds.',
      ])
      const report = run.files['gaps.md'] ?? ''
      expect(report).toContain('> The request budget (`max-requests`) ran out')
      expect(report).toContain('No unanswered questions in this range.')
      expect(run.summary).toContain('> The request budget (`max-requests`) ran out')
    })
  })

  it.each([
    [{ 'gaps-top': '0' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "0".`],
    [{ 'gaps-top': '500' }, `Input 'gaps-top' must be a whole number from 1 to 50; got "500".`],
    [
      { format: 'json' },
      `Input 'format' does not apply to report gaps (its file is Markdown); got "json".`,
    ],
  ])('%j is refused before any request', async (inputs, message) => {
    await withEmulator({}, async (emulator) => {
      const run = await runAnalyticsInProcess(emulator, { ...GAPS, ...inputs })
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([message])
      expect(emulator.requests).toHaveLength(0)
      expect(run.outputs).toEqual({})
      expect(run.files).toEqual({})
    })
  })
})

describe('gaps-issue: the rolling docs-gaps issue', () => {
  const ISSUE = { ...GAPS, 'gaps-issue': 'true' }
  const marker = '<!-- docs-agent-action:docs-gaps -->'

  it('is opened once, then edited in place by later runs; its body fits the prompt context', async () => {
    await withEmulator({}, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      const first = await runAnalyticsInProcess(emulator, ISSUE, { env })
      expect(first.code).toBe(0)
      expect(errors(first)).toEqual([])
      const [issue] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      expect(first.outputs['issue-number']).toBe(String(issue?.number))
      expect(first.stdout).toContain(`Opened issue #${issue?.number} (docs-gaps) with the report.`)
      expect(issue?.title).toBe('Docs gaps: what readers could not find')
      expect(issue?.body.startsWith(marker)).toBe(true)
      expect(issue?.body).toContain('@docs-agent cover items 1 and 3')
      // What the agent reads of it: the history's hidden block and the seal aside.
      const hidden =
        /\n<!-- docs-agent-action:gaps-history [\w-]+ -->\n<!-- docs-agent-gaps-items [\w,-]+ -->\n<!-- docs-agent-seal v1 [\w-]{43} -->$/
      expect(issue?.body).toMatch(hidden)
      expect(issue?.body.replace(hidden, '').length).toBeLessThanOrEqual(4000 + marker.length)
      // The items as numbered in the file, readers' words redacted there as here.
      expect(issue?.body).toMatch(/^1\. /m)
      for (const pattern of PERSONAL) expect(issue?.body).not.toMatch(pattern)
      expect(issue?.body).not.toMatch(MENTION)
      expect(issue?.body).not.toMatch(/<script|<img|\]\(javascript:/i)

      // A maintainer renames it; the next run edits the same issue's body and keeps the title.
      if (issue !== undefined) issue.title = 'Docs gaps (weekly)'
      const second = await runAnalyticsInProcess(emulator, { ...ISSUE, 'gaps-top': '3' }, { env })
      expect(second.code).toBe(0)
      expect(emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')).toHaveLength(1)
      expect(second.outputs['issue-number']).toBe(String(issue?.number))
      expect(second.stdout).toContain(
        `Updated issue #${issue?.number} (docs-gaps) with the report.`,
      )
      expect(issue?.title).toBe('Docs gaps (weekly)')
      expect(issue?.history).toHaveLength(2)
      expect(issue?.body.match(/^\d+\. /gm)).toHaveLength(9)
      // GitHub's requests, which cost no analytics budget: each run lists before the reading
      // and again before writing (the issue may have been closed meanwhile), then one write.
      expect(emulator.requestsTo('github.list-issues')).toHaveLength(4)
      expect(emulator.requestsTo('github.create-issue')).toHaveLength(1)
      expect(emulator.requestsTo('github.update-issue')).toHaveLength(1)
    })
  })

  it('a maintainer’s “@docs-agent cover items 1 and 3” on it gives the agent every numbered item', async () => {
    await withEmulator({}, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      expect((await runAnalyticsInProcess(emulator, ISSUE, { env })).code).toBe(0)
      const [issue] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      if (issue === undefined) throw new Error('no docs-gaps issue was opened')
      // The comment event as GitHub sends it for that issue: its title and body come with it.
      const event = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.body = '@docs-agent cover items 1 and 3'
          p.comment.id = 9001
          p.issue.number = issue.number
          p.issue.title = issue.title
          p.issue.body = issue.body
        }),
        'writer',
      )
      const run = await runAgentInProcess(emulator, {}, eventEnv('issue_comment', event))
      expect(run.code).toBe(0)
      const [job] = [...emulator.agent.jobs.values()]
      const prompt = job?.prompts[0] ?? ''
      expect(prompt.startsWith('cover items 1 and 3\n')).toBe(true)
      expect(prompt).toContain(`Issue #${issue.number}: ${issue.title}`)
      // Every item the issue lists, numbered as the maintainer read them, and nothing cut.
      const items = (text: string) => text.match(/^\d+\. .*$/gm) ?? []
      expect(items(issue.body)).toHaveLength(30)
      expect(items(prompt)).toEqual(items(issue.body))
      expect(prompt).not.toContain('(trimmed)')
      for (const pattern of PERSONAL) expect(prompt).not.toMatch(pattern)
      // The tracking comment records which items the job covers (ids from the issue's list),
      // and its pull request, for the next gaps run.
      const ids = /<!-- docs-agent-gaps-items ([\w,-]+) -->/.exec(issue.body)?.[1]?.split(',') ?? []
      expect(ids).toHaveLength(30)
      const tracking = emulator.github.comments.find(
        (c) => c.number === issue.number && c.user.type === 'Bot',
      )
      expect(tracking?.body).toMatch(
        new RegExp(
          `<!-- docs-agent-gaps-covers job=${job?.id} items=${ids[0]},${ids[2]} pr=\\d+ -->`,
        ),
      )
    })
  })

  it('its own issue is edited even when people labelled newer issues docs-gaps', async () => {
    await withEmulator({}, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      expect((await runAnalyticsInProcess(emulator, ISSUE, { env })).code).toBe(0)
      const [ours] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      const theirs = emulator.github.addIssue(REPOSITORY, {
        title: 'Ideas for the docs',
        body: 'Our own list, please keep.',
        labels: ['docs-gaps'],
      })
      const run = await runAnalyticsInProcess(emulator, ISSUE, { env })
      expect(run.code).toBe(0)
      expect(annotations(run, 'warning')).toEqual([])
      expect(run.outputs['issue-number']).toBe(String(ours?.number))
      expect(ours?.history).toHaveLength(2)
      expect(theirs.body).toBe('Our own list, please keep.')
      expect(emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')).toHaveLength(2)
    })
  })

  it('a token GitHub refuses costs no analytics request', async () => {
    await withEmulator({ githubTokens: { good_token: 'write' } }, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      const run = await runAnalyticsInProcess(
        emulator,
        { ...ISSUE, 'github-token': 'revoked_token' },
        { env },
      )
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([
        expect.stringMatching(
          /^Looking for the open issue labelled docs-gaps failed with HTTP 401: .* No analytics request was made\.$/,
        ),
      ])
      expect(emulator.requests.filter((r) => r.op.startsWith('analytics.'))).toEqual([])
      expect(run.outputs).toMatchObject({ 'issue-number': '', requests: '0' })
    })
  })

  it('an open docs-gaps issue someone else wrote is left alone: a new one is opened, with a warning', async () => {
    await withEmulator({}, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      const theirs = emulator.github.addIssue(REPOSITORY, {
        title: 'Ideas for the docs',
        body: 'Our own list, please keep.',
        labels: ['docs-gaps'],
        ageMs: DAY,
      })
      const run = await runAnalyticsInProcess(emulator, ISSUE, { env })
      expect(run.code).toBe(0)
      expect(theirs.body).toBe('Our own list, please keep.')
      const issues = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      expect(issues).toHaveLength(2)
      expect(run.outputs['issue-number']).toBe(String(issues[1]?.number))
      expect(annotations(run, 'warning')).toEqual([
        `Issue #${theirs.number} is labelled docs-gaps but was not written by this action (by github-token's login or one of marker-logins, sealed with api-key or one of marker-keys; an issue written before 1.6.0 has no seal): it is left as it is, and a new issue is opened.`,
      ])
    })
  })

  it('a token that may not write issues fails the step with the permission to add; the report is kept', async () => {
    await withEmulator({ githubTokens: { read_only_token: 'read' } }, async (emulator) => {
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      const run = await runAnalyticsInProcess(
        emulator,
        { ...ISSUE, 'github-token': 'read_only_token' },
        { env },
      )
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([
        'Opening an issue failed with HTTP 403: The workflow token lacks a permission: add `permissions: { issues: write }` to the workflow or job (and `contents: read` if you list others). GitHub said: Resource not accessible by integration. The report itself is in gaps.md.',
      ])
      // Masked as it was read, and nowhere else.
      const lines = run.stdout.split('\n').filter((line) => line.includes('read_only_token'))
      expect(lines).toEqual(['::add-mask::read_only_token'])
      expect(run.files['gaps.md']).toMatch(/^1\. /m)
      expect(run.outputs).toMatchObject({ 'issue-number': '', gaps: '30', complete: 'true' })
    })
  })

  it.each([
    [
      { report: 'visitors', 'gaps-issue': 'true' },
      `Input 'gaps-issue' applies only to report gaps, not visitors; got "true".`,
    ],
    [
      { ...ISSUE, 'github-token': '' },
      "Input 'github-token' is empty, and 'gaps-issue: true' needs it: a token that may write issues (the job's GITHUB_TOKEN with 'permissions: issues: write').",
    ],
  ])('%j is refused before any request', async (inputs, message) => {
    await withEmulator({}, async (emulator) => {
      const run = await runAnalyticsInProcess(emulator, inputs, {
        env: { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url },
      })
      expect(run.code).toBe(1)
      expect(errors(run)).toEqual([message])
      expect(emulator.requests).toHaveLength(0)
    })
  })
})
