import { describe, expect, test } from '@jest/globals'
import { refusal } from '../../src/agent/job/docs-status.js'

const HEAD = 'a'.repeat(40)
const BEFORE = 'b'.repeat(40)
const start = { sha: HEAD, refused: 'reader may not ask', from: HEAD }
const push = { sha: HEAD, refused: 'reader may not ask', from: BEFORE }
const working = { state: 'pending', description: 'The docs agent is working on job j1' }
const ready = { state: 'success', description: 'Docs pull request ready (job j1)' }
const unfollowed = { state: 'success', description: 'Not followed: dependabot[bot] is a bot' }

describe('refusal: what a refused request of a code pull request says on its head', () => {
  test('nobody follows it: success with the reason', () => {
    const said = { state: 'success', description: 'Not followed: reader may not ask' }
    expect(refusal(start, undefined)).toEqual(said)
    expect(refusal(push, undefined)).toEqual(said)
    expect(refusal(push, unfollowed)).toEqual(said)
  })

  test('a start refused on a followed pull request leaves its head as it stands', () => {
    expect(refusal(start, working)).toBeUndefined()
    expect(refusal(start, ready)).toBeUndefined()
    // Said already: not written again.
    expect(
      refusal(start, { state: 'success', description: 'Not followed: reader may not ask' }),
    ).toBeUndefined()
  })

  test.each([working, ready, { state: 'failure', description: 'The docs agent job j1 failed' }])(
    'a push not sent to a followed pull request’s job (its before says %j): failure, a person is needed',
    (found) => {
      expect(refusal(push, found)).toEqual({
        state: 'failure',
        description: 'Not followed: reader may not ask; a person must update the docs',
      })
    },
  )

  test('a long reason is cut to GitHub’s 140 characters', () => {
    const long = refusal({ ...push, refused: 'x'.repeat(200) }, working)
    expect([...(long?.description ?? '')]).toHaveLength(140)
  })
})
