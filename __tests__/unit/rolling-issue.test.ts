import { describe, expect, test } from '@jest/globals'
import type { GitHubClient, Issue } from '../../src/shared/github/client.js'
import { GAPS_ISSUE_MARKER } from '../../src/analytics/gaps/report.js'
import { GAPS_ISSUE_TITLE, keepGapsIssue } from '../../src/analytics/gaps/rolling-issue.js'
import { inStep } from './step.js'

type IssueCalls = Pick<GitHubClient, 'findOpenIssue' | 'createIssue' | 'updateIssue'>

/** GitHub as far as the rolling issue reads it: `open` is the newest open docs-gaps issue. */
function github(open: Issue | undefined, created: Partial<Issue> = {}) {
  const calls: string[] = []
  const client: IssueCalls = {
    findOpenIssue: (label) => {
      calls.push(`find ${label}`)
      return Promise.resolve(open)
    },
    createIssue: (issue) => {
      calls.push(`create ${issue.title} [${issue.labels.join(',')}] ${issue.body}`)
      return Promise.resolve({
        number: 8,
        title: issue.title,
        body: issue.body,
        htmlUrl: '',
        labels: [...issue.labels],
        ...created,
      })
    },
    updateIssue: (number, text) => {
      calls.push(`update #${number} ${JSON.stringify(text)}`)
      return Promise.resolve({ ...open!, body: text.body })
    },
  }
  return { client, calls }
}

const issue = (body: string): Issue => ({
  number: 5,
  title: 'Docs gaps (renamed)',
  body,
  htmlUrl: 'https://github.com/acme/docs/issues/5',
  labels: ['docs-gaps'],
})
const BODY = `${GAPS_ISSUE_MARKER}\n1. “how do I rotate a key”: asked 3 times`

describe('keepGapsIssue', () => {
  test("edits the open issue it wrote, its body only (a maintainer's title stays)", async () => {
    const { client, calls } = github(issue(`${GAPS_ISSUE_MARKER}\nlast week`))
    let number = 0
    const step = await inStep({}, async () => {
      number = await keepGapsIssue(client, BODY)
    })
    expect(number).toBe(5)
    expect(calls).toEqual(['find docs-gaps', `update #5 ${JSON.stringify({ body: BODY })}`])
    expect(step.log).toContain('Updated issue #5 (docs-gaps) with the report.')
  })

  test('opens one, labelled, when none is open', async () => {
    const { client, calls } = github(undefined)
    let number = 0
    const step = await inStep({}, async () => {
      number = await keepGapsIssue(client, BODY)
    })
    expect(number).toBe(8)
    expect(calls).toEqual(['find docs-gaps', `create ${GAPS_ISSUE_TITLE} [docs-gaps] ${BODY}`])
    expect(step.log).toContain('Opened issue #8 (docs-gaps) with the report.')
    expect(step.log).not.toContain('::warning::')
  })

  test('leaves an open docs-gaps issue without the marker alone, and says so', async () => {
    const { client, calls } = github(issue('Our own list'))
    const step = await inStep({}, async () => {
      await keepGapsIssue(client, BODY)
    })
    expect(calls.map((call) => call.split(' ')[0])).toEqual(['find', 'create'])
    expect(step.log).toContain(
      '::warning::Issue #5 is labelled docs-gaps but was not written by this action: it is left as it is, and a new issue is opened.',
    )
  })

  test('warns when GitHub opened it without the label, since the next run could not find it', async () => {
    const { client } = github(undefined, { labels: [] })
    const step = await inStep({}, async () => {
      await keepGapsIssue(client, BODY)
    })
    expect(step.log).toContain(
      "::warning::Issue #8 was opened without the docs-gaps label (the token may not set labels): the next run will not find it and will open another. Add the label by hand, or give the token 'issues: write'.",
    )
  })
})
