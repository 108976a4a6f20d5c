import { describe, expect, test } from '@jest/globals'
import { checkSubject } from '../../src/check/check-subject.js'
import type { AnyPayload } from '../../src/shared/github/run-context.js'

const HEAD = 'a'.repeat(40)
const BASE = 'b'.repeat(40)
const INPUTS = { agentLogins: ['mintlify[bot]'], checkAll: false }

const pullEvent = (action: string, login: string) => ({
  eventName: 'pull_request_target',
  payload: {
    action,
    pull_request: { number: 7, user: { login }, head: { sha: HEAD }, base: { sha: BASE } },
  } as unknown as AnyPayload,
})

describe('checkSubject: what the check answers, from the event alone', () => {
  test("the agent's pull request is judged, whatever the case of its login", () => {
    expect(checkSubject(pullEvent('synchronize', 'Mintlify[bot]'), INPUTS)).toEqual({
      kind: 'pull',
      number: 7,
      headSha: HEAD,
      baseSha: BASE,
      author: 'Mintlify[bot]',
      judged: true,
    })
  })

  test("a person's is answered unjudged, unless check-all", () => {
    expect(checkSubject(pullEvent('opened', 'writer'), INPUTS)).toMatchObject({ judged: false })
    expect(
      checkSubject(pullEvent('opened', 'writer'), { ...INPUTS, checkAll: true }),
    ).toMatchObject({ judged: true })
  })

  test.each(['closed', 'labeled', 'edited'])(
    'pull_request.%s brings no head: nothing',
    (action) => {
      expect(checkSubject(pullEvent(action, 'mintlify[bot]'), INPUTS).kind).toBe('none')
    },
  )

  test('a merge group names its head, base and branch', () => {
    const payload = {
      action: 'checks_requested',
      merge_group: { head_sha: HEAD, base_sha: BASE, base_ref: 'refs/heads/main' },
    } as unknown as AnyPayload
    expect(checkSubject({ eventName: 'merge_group', payload }, INPUTS)).toEqual({
      kind: 'group',
      headSha: HEAD,
      baseSha: BASE,
      baseBranch: 'main',
    })
  })

  test('an event without commits, or another event, is nothing to answer', () => {
    const bare = { eventName: 'pull_request', payload: { action: 'opened' } as AnyPayload }
    expect(checkSubject(bare, INPUTS)).toMatchObject({ kind: 'none' })
    expect(checkSubject({ eventName: 'push', payload: {} }, INPUTS)).toMatchObject({
      kind: 'none',
      reason: expect.stringContaining('the event is push'),
    })
  })
})
