import { describe, expect, test } from '@jest/globals'
import type { GitHubClient, Issue } from '../../src/shared/github/github-client.js'
import { GAPS_ISSUE_MARKER } from '../../src/analytics/gaps/gaps-report.js'
import type { Gaps } from '../../src/analytics/gaps/gaps.js'
import { keyOf } from '../../src/analytics/gaps/history.js'
import { issueBodyWithHistory } from '../../src/analytics/gaps/issue-history.js'
import { gapsItemId } from '../../src/shared/gaps-items.js'
import { GAPS_ISSUE_TITLE, rollingGapsIssue } from '../../src/analytics/gaps/rolling-issue.js'
import { inStep } from './step.js'

type IssueCalls = Pick<
  GitHubClient,
  'findOpenIssue' | 'createIssue' | 'updateIssue' | 'threadComments' | 'pullRequestState'
>

/** GitHub as far as the rolling issue reads it: `open` are the open docs-gaps issues, newest first. */
function github(open: Issue[], created: Partial<Issue> = {}) {
  const calls: string[] = []
  const client: IssueCalls = {
    findOpenIssue: (label, accept = () => true) => {
      calls.push(`find ${label}`)
      return Promise.resolve(open.find(accept))
    },
    createIssue: (issue) => {
      calls.push(`create ${issue.title} [${issue.labels.join(',')}] ${issue.body}`)
      return Promise.resolve({
        number: 8,
        title: issue.title,
        body: issue.body,
        htmlUrl: '',
        labels: [...issue.labels],
        trusted: false,
        ...created,
      })
    },
    threadComments: () => Promise.resolve([]),
    pullRequestState: () => Promise.reject(new Error('no pull request')),
    updateIssue: (number, text) => {
      calls.push(`update #${number} ${JSON.stringify(text)}`)
      return Promise.resolve({ ...open.find((i) => i.number === number)!, body: text.body })
    },
  }
  return { client, calls }
}

/** An open docs-gaps issue; written by us (the client's judgement) unless `trusted` is false. */
const issue = (body: string, number = 5, trusted = true): Issue => ({
  number,
  title: 'Docs gaps (renamed)',
  body,
  htmlUrl: `https://github.com/acme/docs/issues/${number}`,
  labels: ['docs-gaps'],
  trusted,
})
const BODY = `${GAPS_ISSUE_MARKER}\n1. “how do I rotate a key”: asked 3 times`

/** Writes the report as a run does: looks first, then writes. */
async function keep(client: IssueCalls) {
  let number = 0
  const step = await inStep({}, async () => {
    const rolling = rollingGapsIssue(client)
    await rolling.find()
    number = await rolling.write(() => BODY)
  })
  return { number, step }
}

describe('the rolling docs-gaps issue', () => {
  test("edits the open issue it wrote, its body only (a maintainer's title stays)", async () => {
    const { client, calls } = github([issue(`${GAPS_ISSUE_MARKER}\nlast week`)])
    const { number, step } = await keep(client)
    expect(number).toBe(5)
    expect(calls).toEqual([
      'find docs-gaps',
      'find docs-gaps',
      `update #5 ${JSON.stringify({ body: BODY })}`,
    ])
    expect(step.log).toContain('Updated issue #5 (docs-gaps) with the report.')
  })

  test('the new body is made from the body the issue has at the write (its history); a new issue from none', async () => {
    const { client } = github([issue(`${GAPS_ISSUE_MARKER}\nedited since the lookup`)])
    const seen: (string | undefined)[] = []
    await inStep({}, async () => {
      const rolling = rollingGapsIssue(client)
      await rolling.find()
      await rolling.write((current) => {
        seen.push(current)
        return BODY
      })
      await rollingGapsIssue(github([]).client).write((current) => {
        seen.push(current)
        return BODY
      })
    })
    expect(seen).toEqual([`${GAPS_ISSUE_MARKER}\nedited since the lookup`, undefined])
  })

  test('looks again at the write: an issue closed during the reading is not written', async () => {
    const open = [issue(`${GAPS_ISSUE_MARKER}\nlast week`)]
    const { client, calls } = github(open)
    let number = 0
    await inStep({}, async () => {
      const rolling = rollingGapsIssue(client)
      await rolling.find()
      open.pop()
      number = await rolling.write(() => BODY)
    })
    expect(number).toBe(8)
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['find', 'find', 'create'])
  })

  test('opens one, labelled, when none is open', async () => {
    const { client, calls } = github([])
    const { number, step } = await keep(client)
    expect(number).toBe(8)
    expect(calls).toEqual([
      'find docs-gaps',
      'find docs-gaps',
      `create ${GAPS_ISSUE_TITLE} [docs-gaps] ${BODY}`,
    ])
    expect(step.log).toContain('Opened issue #8 (docs-gaps) with the report.')
    expect(step.log).not.toContain('::warning::')
  })

  test('finds its own issue behind newer ones people labelled docs-gaps, and leaves theirs alone', async () => {
    const { client, calls } = github([
      issue('Our own list', 11),
      issue(`Notes\n${GAPS_ISSUE_MARKER}`, 10),
      issue(`${GAPS_ISSUE_MARKER}\nlast week`, 4),
    ])
    const { number, step } = await keep(client)
    expect(number).toBe(4)
    expect(calls.slice(1)).toEqual([
      'find docs-gaps',
      `update #4 ${JSON.stringify({ body: BODY })}`,
    ])
    expect(step.log).not.toContain('::warning::')
  })

  test('with only someone else’s docs-gaps issues open (the marker elsewhere than at the start), opens one and says so', async () => {
    const { client, calls } = github([
      issue('Our own list', 6),
      issue(`Notes\n${GAPS_ISSUE_MARKER}`),
    ])
    const { number, step } = await keep(client)
    expect(number).toBe(8)
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['find', 'find', 'create'])
    expect(step.log).toContain(
      '::warning::Issue #6 is labelled docs-gaps but was not written by this action (by github-token',
    )
  })

  test('an issue with the marker at its start that the client does not take for ours is never written', async () => {
    // Another workflow's echo as github-actions[bot], or an issue from a template that labels it.
    const { client, calls } = github([issue(`${GAPS_ISSUE_MARKER}\nforged`, 6, false)])
    const { number, step } = await keep(client)
    expect(number).toBe(8)
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['find', 'find', 'create'])
    expect(step.log).toContain('::warning::Issue #6 is labelled docs-gaps but was not written')
  })

  test('warns when GitHub opened it without the label, since the next run could not find it', async () => {
    const { client } = github([], { labels: [] })
    const { step } = await keep(client)
    expect(step.log).toContain(
      "::warning::Issue #8 was opened without the docs-gaps label (the token may not set labels): the next run will not find it and will open another. Add the label by hand, or give the token 'issues: write'.",
    )
  })

  test('the jobs that covered its items: bot comments only, each pull request read once; a failed read warns', async () => {
    // As a tracking comment writes it: its own marker names the job its cover records.
    const cover = `<!-- docs-agent-action job=job_1 request=c:1 --><!-- docs-agent-gaps-covers job=job_1 items=AAAAAAAAAAA pr=7 -->`
    const { client } = github([issue(`${GAPS_ISSUE_MARKER}\nlast week`)])
    const read: number[] = []
    client.threadComments = () =>
      Promise.resolve([
        { id: 1, kind: 'issue', body: cover, createdAt: '', trusted: true },
        {
          id: 2,
          kind: 'issue',
          body: cover.replace('pr=7', 'pr=8'),
          createdAt: '',
          trusted: false,
        },
        {
          id: 3,
          kind: 'issue',
          body: cover.replaceAll('job_1', 'job_2'),
          createdAt: '',
          trusted: true,
        },
        { id: 4, kind: 'issue', body: cover.replace('pr=7', 'pr=9'), createdAt: '', trusted: true },
      ])
    client.pullRequestState = (number) => {
      read.push(number)
      return number === 9
        ? Promise.reject(new Error('HTTP 403'))
        : Promise.resolve({ merged: true, mergedAt: '2026-11-20', closed: true })
    }
    let jobs: Awaited<ReturnType<ReturnType<typeof rollingGapsIssue>['jobs']>> | undefined
    const step = await inStep({}, async () => {
      const rolling = rollingGapsIssue(client)
      await rolling.find()
      jobs = await rolling.jobs()
    })
    expect(jobs?.covers.map((c) => `${c.job} ${c.pr}`)).toEqual(['job_1 7', 'job_2 7', 'job_1 9'])
    expect(read).toEqual([9, 7])
    expect([...(jobs?.pulls.keys() ?? [])]).toEqual([7])
    expect(step.log).toMatch(/::warning::Could not read pull request #9: .*HTTP 403/)
  })

  test('a pull request the history knows closed is not read again; its state is kept', async () => {
    const gaps: Gaps = {
      dateFrom: '2026-11-16',
      dateTo: '2026-11-23',
      questions: [{ text: 'Why?', count: 4, lastAskedAt: '' }],
      searches: [],
      pages: [],
      complete: true,
    }
    const id = gapsItemId('q', keyOf('q', 'Why?'))
    const run = { from: '2026-11-16', to: '2026-11-23', at: '2026-11-23' }
    const merged = { merged: true, mergedAt: '2026-11-20', closed: true }
    const { body } = issueBodyWithHistory(gaps, undefined, run, 'u', {
      covers: [{ job: 'job_1', items: [id], pr: 7 }],
      pulls: new Map([[7, merged]]),
    })
    const { client } = github([issue(body)])
    const read: number[] = []
    client.threadComments = () => Promise.resolve([])
    client.pullRequestState = (number) => {
      read.push(number)
      return Promise.resolve(merged)
    }
    let jobs: Awaited<ReturnType<ReturnType<typeof rollingGapsIssue>['jobs']>> | undefined
    await inStep({}, async () => {
      const rolling = rollingGapsIssue(client)
      await rolling.find()
      jobs = await rolling.jobs()
    })
    expect(read).toEqual([])
    expect(jobs?.pulls.get(7)).toEqual(merged)
  })
})
