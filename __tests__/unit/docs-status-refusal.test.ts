import { describe, expect, test } from '@jest/globals'
import { refusal, UNREAD, type RefusedNote } from '../../src/agent/job/docs-status-refusal.js'
import type { Followed } from '../../src/agent/decide/fact-shapes.js'

// What the head of a refused request of a code pull request says (job/docs-status-refusal.ts),
// for each way its pull request is followed (read from its thread's job), each kind of refusal
// and each newest status the head may already carry (issue #52: a followed pull request's
// unapproved head never shows docs success, whatever a decoy put on the commit).

const HEAD = 'a'.repeat(40)
const APPROVE = { label: 'needs-docs', phrase: '@docs-agent' }

/** The two kinds of refusal: the gate's (the sender), and one held for its content's author. */
const KINDS = {
  gate: { refused: 'mallory has no role in this repository; min-permission is write' },
  author: { refused: 'mallory has no role (below min-permission)', approveInPass: true },
} as const

const note = (followed: Followed, kind: keyof typeof KINDS): RefusedNote => ({
  sha: HEAD,
  followed,
  approve: APPROVE,
  ...KINDS[kind],
})

/** What the head may carry already: nothing, a pass (a decoy's), or what a job or a refusal wrote. */
const NEWEST = {
  nothing: undefined,
  'a decoy’s pass': { state: 'success', description: "Not followed: no label 'needs-docs'" },
  'the job’s pending': { state: 'pending', description: 'The docs agent is working on job j1' },
  'the job’s success': { state: 'success', description: 'Docs pull request ready (job j1)' },
  'a failure': { state: 'failure', description: 'The docs agent job j1 failed' },
  'an error': { state: 'error', description: 'The docs agent action failed: see the run' },
} as const
type Newest = keyof typeof NEWEST
const PASSABLE: readonly Newest[] = ['nothing', 'a decoy’s pass']
const ALL = Object.keys(NEWEST) as Newest[]
const KIND_NAMES = Object.keys(KINDS) as (keyof typeof KINDS)[]
const cases = KIND_NAMES.flatMap((kind) => ALL.map((newest) => [kind, newest] as const))

describe('refusal: the head of a refused request of a followed pull request (a job never given it)', () => {
  test.each(cases)(
    '%s refusal, over %s: failure, with the gesture that approves it first',
    (kind, newest) => {
      expect(refusal(note('job', kind), NEWEST[newest])).toEqual({
        kind: 'standing',
        status: {
          state: 'failure',
          description: `Not sent: re-add the label 'needs-docs' to approve it; ${KINDS[kind].refused}`,
        },
      })
    },
  )

  test('said already: not written again', () => {
    const first = refusal(note('job', 'gate'), undefined)
    if (!('status' in first)) throw new Error('a failure was expected')
    expect(refusal(note('job', 'gate'), first.status)).toEqual({
      leave: 'it says failure already',
    })
  })

  test('without label-trigger, the comment with the phrase is the gesture', () => {
    const noLabel = { ...note('job', 'gate'), approve: { label: '', phrase: '@docs-agent' } }
    expect(refusal(noLabel, undefined)).toMatchObject({
      status: {
        description: expect.stringMatching(/^Not sent: comment '@docs-agent …' to send it; /),
      },
    })
  })
})

describe('refusal: the head the job was last given', () => {
  test.each(cases)('%s refusal, over %s: left to the job’s own runs', (kind, newest) => {
    expect(refusal(note('given', kind), NEWEST[newest])).toEqual({
      leave: 'the job was given this head: its own runs answer it',
    })
  })
})

describe('refusal: a pull request nobody follows (no job in its thread)', () => {
  const passes = {
    gate: `Not followed: ${KINDS.gate.refused}`,
    author: `Not followed: ${KINDS.author.refused}; add the label 'needs-docs' to approve it`,
  }
  test.each(cases)('%s refusal, over %s: a pass only over nothing or a pass', (kind, newest) => {
    const said = refusal(note('none', kind), NEWEST[newest])
    if (PASSABLE.includes(newest))
      expect(said).toEqual({
        kind: 'pass',
        status: { state: 'success', description: passes[kind] },
      })
    else
      expect(said).toEqual({
        leave: `it says ${NEWEST[newest]?.state}, which a pass does not replace`,
      })
  })
})

describe('refusal: a thread that could not be read (nobody can tell whether it is followed)', () => {
  test.each(cases)('%s refusal, over %s: never a pass', (kind, newest) => {
    const said = refusal(note('unread', kind), NEWEST[newest])
    if (PASSABLE.includes(newest))
      expect(said).toEqual({ kind: 'standing', status: { state: 'error', description: UNREAD } })
    else expect(said).toMatchObject({ leave: expect.stringContaining('which stands') })
  })
})

test('a long reason is cut to GitHub’s 140 characters, the gesture kept', () => {
  const long = refusal({ ...note('job', 'gate'), refused: 'x'.repeat(200) }, undefined)
  if (!('status' in long)) throw new Error('a failure was expected')
  expect([...long.status.description]).toHaveLength(140)
  expect(long.status.description).toMatch(/^Not sent: re-add the label 'needs-docs' to approve it/)
  expect([...UNREAD].length).toBeLessThanOrEqual(140)
})
