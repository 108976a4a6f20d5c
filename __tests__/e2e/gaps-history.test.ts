import { describe, expect, test } from '@jest/globals'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import type { Emulator } from '../../emulator/server.ts'
import { runAgentInProcess, runAnalyticsInProcess, useInProcessRunner } from '../in-process/step.js'
import { annotations, API_KEY, errors, withEmulator } from './harness.js'
import { openSeal, sealBody, sealKeys } from '../../src/shared/github/marker-seal.ts'

// The rolling docs-gaps issue's history against the emulator, whose readers change their minds
// from week to week (emulator/analytics/seasons.ts): a question appears, one grows, one fades, one
// stops. Every run is the analytics or the agent step in this process (runAnalyticsInProcess,
// runAgentInProcess): each test asserts what a run shows as well there (the issue's body, its
// outputs and annotations). The gaps report runs its bundle as a real process in gaps.test.ts.
const it = test.concurrent
useInProcessRunner()
const DAY = 86_400_000

function day(offsetDays: number): string {
  return new Date(Math.floor(Date.now() / DAY) * DAY + offsetDays * DAY).toISOString().slice(0, 10)
}

/** The report of the week `weeksBack` weeks ago, to the rolling issue. */
const weekAgo = (weeksBack: number, more: Record<string, string> = {}) => ({
  report: 'gaps',
  'date-from': day(-7 * weeksBack),
  'date-to': day(-7 * (weeksBack - 1)),
  'gaps-issue': 'true',
  ...more,
})

const BLOCK = /<!-- docs-agent-action:gaps-history [A-Za-z0-9_-]+ -->/
/** Where the rolling issue's body is sealed: the repository's issue bodies. */
const ISSUE_BODY = { repository: REPOSITORY, kind: 'issue-body' } as const

/** The issue's body after a run that must succeed. */
async function run(emulator: Emulator, inputs: Record<string, string>) {
  const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
  const step = await runAnalyticsInProcess(emulator, inputs, { env })
  expect(errors(step)).toEqual([])
  expect(step.code).toBe(0)
  const [issue] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
  if (issue === undefined) throw new Error('no docs-gaps issue')
  return { step, issue, body: issue.body }
}

/** The numbered line of the item whose text matches, as count and note. */
function item(body: string, text: RegExp): { count: number; note: string } {
  const line = body.split('\n').find((l) => /^\d+\. /.test(l) && text.test(l))
  const match = /: (?:asked )?(\d+) [^(]*?(?: (\(.*))?$/.exec(line ?? '')
  if (match === null) throw new Error(`no item ${text} in:\n${body}`)
  return { count: Number(match[1]), note: match[2] ?? '' }
}

const MIGRATE = /migrate from the/i
const PREVIEW = /preview build/i
const DASHBOARD = /old analytics/i
const GITLAB = /agent support git/i

describe('the docs-gaps issue’s history', () => {
  it('three runs a week apart: new, rising, falling and dropped-out items, with each run’s counts', async () => {
    // Enough conversations for the weeks' differences to be far larger than chance.
    const data = { analyticsConversationsPerDay: 600, analyticsFeedbackPerDay: 40 }
    await withEmulator(data, async (emulator) => {
      const top = {}
      const first = (await run(emulator, weekAgo(3, top))).body
      expect(first).toContain('The history starts with this run')
      expect(first).not.toMatch(/\(\*\*new\*\*\)|previous run/)
      expect(first).toMatch(BLOCK)
      const week3 = {
        migrate: item(first, MIGRATE).count,
        preview: item(first, PREVIEW).count,
        dashboard: item(first, DASHBOARD).count,
      }
      expect(first).not.toMatch(GITLAB)

      const second = (await run(emulator, weekAgo(2, top))).body
      const migrate2 = item(second, MIGRATE)
      expect(migrate2.count).toBeGreaterThan(week3.migrate)
      expect(migrate2.note).toMatch(new RegExp(`^\\(previous run ${week3.migrate} ↑\\) [▁-█]{2}$`))
      const preview2 = item(second, PREVIEW)
      expect(preview2.count).toBeLessThan(week3.preview)
      expect(preview2.note).toMatch(new RegExp(`^\\(previous run ${week3.preview} ↓\\) `))
      const dashboard2 = item(second, DASHBOARD)
      expect(dashboard2.note).toMatch(new RegExp(`^\\(previous run ${week3.dashboard} [↑↓→]\\)`))
      expect(second).toMatch(
        /_Beside each item: its count in the previous run \(\d{4}-\d\d-\d\d to /,
      )

      const third = await run(emulator, weekAgo(1, top))
      const { body } = third
      const migrate3 = item(body, MIGRATE)
      expect(migrate3.count).toBeGreaterThan(migrate2.count)
      // Three runs, rising: the sparkline ends at its top.
      expect(migrate3.note).toMatch(
        new RegExp(`^\\(previous run ${migrate2.count} ↑\\) [▁-▇]{2}█$`),
      )
      const preview3 = item(body, PREVIEW)
      expect(preview3.count).toBeLessThan(preview2.count)
      expect(preview3.note).toMatch(
        new RegExp(`^\\(previous run ${preview2.count} ↓\\) █[▁-▇]{2}$`),
      )
      expect(item(body, GITLAB).note).toBe('(**new**)')
      // The page a release broke: new, or back if a reader happened to rate it down before.
      const page23 = item(body, /`\/docs\/page-23`/)
      expect(page23.note).toMatch(/^\(\*\*(new|back)\*\*\)/)
      expect(page23.count).toBeGreaterThan(5)
      // The question that stopped, with its last count; the search and page that stopped too.
      const gone = body.slice(body.indexOf('### No longer among the gaps'))
      // Texts are cut to fit the 4,000 characters the agent reads of the issue.
      expect(gone).toMatch(
        new RegExp(
          `^- “where did the old analytics[^”]*”: asked ${dashboard2.count} times in the previous run$`,
          'm',
        ),
      )
      expect(gone).toMatch(/^- “old dashboard”: \d+ searches in the previous run$/m)
      expect(gone).toMatch(/^- `\/docs\/page-31`: \d+ thumbs-down in the previous run$/m)
      expect(body).not.toMatch(/^\d+\. .*old analytics/im)
      expect(annotations(third.step, 'warning')).toEqual([])
      expect(third.issue.history).toHaveLength(3)
    })
  })

  it('at the largest inputs the body stays far below 65,536; a block it cannot read warns and starts afresh', async () => {
    await withEmulator({ analyticsFeedbackPerDay: 40 }, async (emulator) => {
      const largest = { 'gaps-top': '50' }
      await run(emulator, weekAgo(3, largest))
      const { issue, body } = await run(emulator, weekAgo(2, largest))
      expect(body).toContain('previous run')
      expect(body.length).toBeLessThan(40_000)
      const visible = body.replace(/<!--[\s\S]*?-->/g, '')
      expect(visible.trim().length).toBeLessThanOrEqual(4000)

      // A block the action wrote but cannot read (cut short, as by an older version): sealed as
      // the action's, so the issue is still its own.
      const cut = openSeal(body, ISSUE_BODY, sealKeys(API_KEY)).body
      issue.body = sealBody(
        cut.replace(/gaps-history (\S{20})\S*/, 'gaps-history $1 -->'),
        ISSUE_BODY,
        sealKeys(API_KEY),
      )
      const damaged = await run(emulator, weekAgo(1, largest))
      expect(annotations(damaged.step, 'warning')).toEqual([
        expect.stringMatching(
          /^The docs-gaps issue's history could not be read \(.+\): a fresh history starts with this run/,
        ),
      ])
      expect(damaged.body).toContain('The history starts with this run')
      expect(damaged.body).not.toContain('previous run')
      expect(damaged.body).toMatch(BLOCK)
      expect(damaged.body.length).toBeLessThan(40_000)
    })
  })

  it("a maintainer's note after the report keeps the issue the action's; a hand edit of its hidden block does not", async () => {
    await withEmulator({}, async (emulator) => {
      const { issue, body } = await run(emulator, weekAgo(3))
      issue.body = `${body}\n\nOur note.`
      const noted = await run(emulator, weekAgo(2))
      expect(noted.issue.number).toBe(issue.number)
      expect(noted.body).toContain('previous run')
      expect(annotations(noted.step, 'warning')).toEqual([])
      // Editing a marker by hand (here, the history block) breaks the seal: not the action's.
      issue.body = noted.body.replace(/gaps-history (\S{20})\S*/, 'gaps-history $1 -->')
      const env = { GITHUB_REPOSITORY: REPOSITORY, GITHUB_API_URL: emulator.url }
      const after = await runAnalyticsInProcess(emulator, weekAgo(1), { env })
      expect(after.code).toBe(0)
      const [kept, opened] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      expect(kept?.body).toContain('gaps-history')
      expect(opened?.body).toContain('The history starts with this run')
      expect(annotations(after, 'warning')).toEqual([
        expect.stringMatching(
          /^Left out 1 issue by github-actions\[bot\] whose markers carry no seal this run can verify/,
        ),
        expect.stringMatching(
          new RegExp(
            `^Issue #${issue.number} is labelled docs-gaps but was not written by this action`,
          ),
        ),
      ])
    })
  })

  it('an item a job covered, its pull request merged: asked in the run before the merge, and since', async () => {
    await withEmulator({}, async (emulator) => {
      const { issue } = await run(emulator, weekAgo(3))
      // Items by their number this week, whichever questions they are, found again by their
      // first words.
      const numbered = (n: number): RegExp => {
        const words = new RegExp(`^${n}\\. “(.{12})`, 'm').exec(issue.body)?.[1] ?? ''
        return new RegExp(`^\\d+\\. “${words.replace(/[^\w ]/g, '.')}`, 'i')
      }
      const first = numbered(1)
      const second = numbered(2)
      const before = item(issue.body, first)
      // A maintainer asks the agent for items 1 and 3 on the issue.
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
      // The agent's own reads of its pull request (the change check) are not the gaps run's.
      const agent = await runAgentInProcess(
        emulator,
        { 'check-changes': 'false' },
        eventEnv('issue_comment', event),
      )
      expect(agent.code).toBe(0)
      const tracking = emulator.github.comments.find(
        (c) => c.number === issue.number && c.user.type === 'Bot',
      )
      const pr = Number(/ pr=(\d+) -->/.exec(tracking?.body ?? '')?.[1])
      // It merged as the next week began.
      emulator.github.settlePullRequest(REPOSITORY, pr, 'merged', `${day(-14)}T09:00:00Z`)

      const { body } = await run(emulator, weekAgo(2))
      const after = item(body, first)
      expect(after.note).toContain(
        `addressed in #${pr}, merged ${day(-14)}: asked ${before.count} times in the run before the merge, ${after.count} since`,
      )
      expect(emulator.requestsTo('github.pull-request')).toHaveLength(1)
      // An item nobody asked for says nothing of the kind.
      expect(item(body, second).note).not.toContain('addressed')
    })
  })
})
