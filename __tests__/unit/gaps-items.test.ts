import { describe, expect, test } from '@jest/globals'
import { triggerOf } from './fixtures/requests.js'
import {
  coveredItems,
  gapsCoversOf,
  gapsItemId,
  gapsItemsOf,
  GAPS_ISSUE_MARKER,
  renderGapsCover,
  renderGapsItems,
} from '../../src/shared/gaps-items.js'
import type { RequestKind, Trigger } from '../../src/agent/decide/request-kind.js'
import { issueComment } from '../../src/agent/triggers/issue-comment.js'
import { newIssue } from '../../src/agent/triggers/new-issue.js'

/** The items a request asks to cover, as its kind reads them. */
const gapsItemsAsked = (trigger: Trigger): string[] | undefined => trigger.kind.gapsItems?.(trigger)

const IDS = ['q:a', 'q:b', 's:c', 'p:/d', 'p:/e'].map((id) => gapsItemId(id[0]!, id.slice(2)))

describe('the docs-gaps items the two actions share', () => {
  test('ids are short hashes of the key: no reader’s words', () => {
    expect(IDS[0]).toMatch(/^[A-Za-z0-9_-]{11}$/)
    expect(gapsItemId('q', 'mail jane@example.com')).not.toContain('jane')
    expect(new Set(IDS).size).toBe(IDS.length)
  })

  test('the issue lists its items’ ids, read back in their numbering', () => {
    const body = `${GAPS_ISSUE_MARKER}\n1. …\n${renderGapsItems(IDS)}`
    expect(gapsItemsOf(body)).toEqual(IDS)
    expect(gapsItemsOf('no list')).toBeUndefined()
    expect(gapsItemsOf('<!-- docs-agent-gaps-items short,ids -->')).toBeUndefined()
  })

  test.each([
    ['cover items 1 and 3', [1, 3]],
    ['please do items 2, 4 and 5', [2, 4, 5]],
    ['item #2', [2]],
    ['items 2-4', [2, 3, 4]],
    ['items 1 & 9', [1]],
    ['cover 1 and 3', [1, 3]],
    ['please cover #2', [2]],
    ['cover all items', [1, 2, 3, 4, 5]],
    ['please look at these gaps', [1, 2, 3, 4, 5]],
  ])('%j asks for items %j', (instruction, numbers) => {
    expect(coveredItems(instruction, IDS)).toEqual(numbers.map((n) => IDS[n - 1]))
  })

  test('a tracking comment’s cover: rendered and read back, with the pull request once known', () => {
    const cover = { job: 'job_1', items: [IDS[0]!, IDS[2]!] }
    const body = `<!-- docs-agent-action job=job_1 request=c:1 -->${renderGapsCover({ ...cover, pr: 12 })}\n### ✅`
    expect(gapsCoversOf(body)).toEqual([{ ...cover, pr: 12 }])
    const tracked = `<!-- docs-agent-action job=job_1 request=c:1 -->${renderGapsCover(cover)}`
    expect(gapsCoversOf(tracked)).toEqual([{ ...cover, pr: undefined }])
    // Only with the comment's own tracking marker naming the same job: a cover alone, or one
    // typed into another job's comment, counts for nothing.
    expect(gapsCoversOf(renderGapsCover(cover))).toEqual([])
    expect(
      gapsCoversOf(`<!-- docs-agent-action job=job_2 request=c:1 -->${renderGapsCover(cover)}`),
    ).toEqual([])
    // What a history could not read back is neither written nor read: a long job id, pull 0.
    const long = 'j'.repeat(101)
    expect(renderGapsCover({ ...cover, job: long })).toBe('')
    expect(
      gapsCoversOf(
        `<!-- docs-agent-action job=job_1 request=c:1 --><!-- docs-agent-gaps-covers job=job_1 items=${IDS[0]} pr=0 -->`,
      ),
    ).toEqual([])
    expect(renderGapsCover({ job: '', items: IDS })).toBe('')
    expect(renderGapsCover({ job: 'job_1', items: [] })).toBe('')
    expect(gapsCoversOf('<!-- docs-agent-gaps-covers job=j items=bad -->')).toEqual([])
  })
})

describe('what the agent records of a comment on the docs-gaps issue', () => {
  const trigger = (
    body: string,
    instruction: string,
    kind: RequestKind = issueComment,
  ): Trigger => {
    const rest = {
      instruction,
      thread: {
        number: 4,
        isPullRequest: false,
        title: 'Docs gaps',
        body,
        url: '',
        fromFork: false,
      },
      sender: undefined,
      requestKey: 'c:1',
    }
    return kind === newIssue
      ? triggerOf(newIssue, { kind: 'issue' }, rest)
      : triggerOf(issueComment, { kind: 'issue-comment', commentId: 1 }, rest)
  }
  const issue = `${GAPS_ISSUE_MARKER}\n1. x\n${renderGapsItems(IDS)}`

  test('the items named, every item when none is, nothing elsewhere', () => {
    expect(gapsItemsAsked(trigger(issue, 'cover items 1 and 3'))).toEqual([IDS[0], IDS[2]])
    expect(gapsItemsAsked(trigger(issue, 'cover all items'))).toEqual(IDS)
    expect(gapsItemsAsked(trigger(issue, 'cover item 9'))).toBeUndefined()
    expect(gapsItemsAsked(trigger('An issue of our own', 'cover items 1'))).toBeUndefined()
    expect(gapsItemsAsked(trigger(`${GAPS_ISSUE_MARKER}\nold`, 'cover items 1'))).toBeUndefined()
    expect(gapsItemsAsked(trigger(issue, 'cover items 1', newIssue))).toBeUndefined()
  })
})
