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

// What the step says when there is nothing to check ("Nothing to check: <reason>.").
describe('checkSubject: why there is nothing to check', () => {
  const group = (action: string | undefined, group: Record<string, unknown> | undefined) => ({
    eventName: 'merge_group',
    payload: { action, merge_group: group } as unknown as AnyPayload,
  })
  const whole = { head_sha: HEAD, base_sha: BASE, base_ref: 'refs/heads/main' }

  test('a merge group asks for a check by checks_requested alone', () => {
    expect(checkSubject(group('destroyed', whole), INPUTS)).toEqual({
      kind: 'none',
      reason: 'merge_group.destroyed asks for no check',
    })
    expect(checkSubject(group(undefined, whole), INPUTS)).toEqual({
      kind: 'none',
      reason: 'merge_group.unnamed asks for no check',
    })
  })

  test.each([
    ['no head', { ...whole, head_sha: undefined }],
    ['a short head', { ...whole, head_sha: 'abc' }],
    ['no base', { ...whole, base_sha: '' }],
    ['no base branch', { ...whole, base_ref: undefined }],
    ['a base branch of the prefix alone', { ...whole, base_ref: 'refs/heads/' }],
    ['no merge_group at all', undefined],
  ])('a merge group with %s is nothing to answer', (_, fields) => {
    expect(checkSubject(group('checks_requested', fields), INPUTS)).toEqual({
      kind: 'none',
      reason: 'the merge_group event names no head and base commits and no base branch',
    })
  })

  test('a branch is named without refs/heads/ at its start only; commits in lower case', () => {
    const named = { head_sha: HEAD.toUpperCase(), base_sha: BASE, base_ref: 'release/refs/heads/x' }
    expect(checkSubject(group('checks_requested', named), INPUTS)).toEqual({
      kind: 'group',
      headSha: HEAD,
      baseSha: BASE,
      baseBranch: 'release/refs/heads/x',
    })
  })

  test('a pull request action that brings no head is named, with those that do', () => {
    expect(checkSubject(pullEvent('closed', 'mintlify[bot]'), INPUTS)).toEqual({
      kind: 'none',
      reason:
        'pull_request_target.closed brings no new head to check (the check answers opened, synchronize, reopened, ready_for_review)',
    })
    const unnamed = { eventName: 'pull_request', payload: {} as AnyPayload }
    expect(checkSubject(unnamed, INPUTS)).toMatchObject({
      reason: expect.stringMatching(/^pull_request\.unnamed brings no new head/),
    })
  })

  const pull = (fields: Record<string, unknown>) => ({
    eventName: 'pull_request',
    payload: {
      action: 'ready_for_review',
      pull_request: {
        number: 7,
        user: { login: 'mintlify[bot]' },
        head: { sha: HEAD },
        base: { sha: BASE },
        ...fields,
      },
    } as unknown as AnyPayload,
  })

  test.each([
    ['no head', { head: undefined }],
    ['no base', { base: {} }],
    ['a head of 39 characters', { head: { sha: HEAD.slice(1) } }],
    ['number 0', { number: 0 }],
    ['a number in a string', { number: '7' }],
  ])('a pull request event with %s is nothing to answer', (_, fields) => {
    expect(checkSubject(pull(fields), INPUTS)).toEqual({
      kind: 'none',
      reason: 'the pull_request event names no pull request and head commit',
    })
  })

  test('a pull request event without its opener: judged only with check-all', () => {
    expect(checkSubject(pull({ user: undefined }), INPUTS)).toMatchObject({
      kind: 'pull',
      number: 7,
      author: '',
      judged: false,
    })
    expect(checkSubject(pull({ user: null }), { ...INPUTS, checkAll: true })).toMatchObject({
      author: '',
      judged: true,
    })
  })

  test('an event without a name is said so', () => {
    expect(checkSubject({ eventName: '', payload: {} }, INPUTS)).toEqual({
      kind: 'none',
      reason:
        'the event is unnamed: the check answers pull_request, pull_request_target and merge_group',
    })
  })
})
