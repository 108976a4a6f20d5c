import { describe, expect, test } from '@jest/globals'
import { renderComment, type CommentView } from '../../src/agent/github/comment-body.ts'
import type { HandOff } from '../../src/agent/github/hand-off.ts'
import { carryEndDuty, nextEndStep, type EndFacts } from '../../src/agent/job/end-duty.ts'
import { newReport } from '../../src/agent/job/job-report.ts'
import { earlierHandOff } from '../../src/agent/job/session-hand-off.ts'
import type { GitHubClient } from '../../src/shared/github/github-client.ts'

describe('nextEndStep: what is still owed of a job end', () => {
  test('a job no run handed off is told once, never claimed, never announced', () => {
    const facts: EndFacts = { handedOff: false, announces: true }
    expect(nextEndStep(facts)).toBe('tell')
    expect(nextEndStep({ ...facts, shown: true })).toBe('done')
    expect(nextEndStep({ ...facts, shown: false })).toBe('done')
  })

  test('a handed-off job is claimed first; told only with the claim won', () => {
    const facts: EndFacts = { handedOff: true, announces: true }
    expect(nextEndStep(facts)).toBe('claim')
    expect(nextEndStep({ ...facts, claim: 'lost' })).toBe('done')
    expect(nextEndStep({ ...facts, claim: 'failed' })).toBe('done')
    expect(nextEndStep({ ...facts, claim: 'won' })).toBe('tell')
  })

  test('announced once the comment shows the end, once, and only by the request whose end is the job', () => {
    const told: EndFacts = { handedOff: true, announces: true, claim: 'won', shown: true }
    expect(nextEndStep(told)).toBe('announce')
    expect(nextEndStep({ ...told, announced: true })).toBe('done')
    expect(nextEndStep({ ...told, shown: false })).toBe('done')
    expect(nextEndStep({ ...told, announces: false })).toBe('done')
  })
})

describe('carryEndDuty', () => {
  /** The duty's actions, each recorded, answering as given. */
  function actions(claim: 'won' | 'lost' | 'failed', shown: boolean) {
    const done: string[] = []
    return {
      done,
      actions: {
        claim: () => (done.push('claim'), Promise.resolve(claim)),
        tell: () => (done.push('tell'), Promise.resolve(shown)),
        announce: () => (done.push('announce'), Promise.resolve()),
      },
    }
  }

  test('a handed-off end: claim, tell, announce, in that order, each once', async () => {
    const { done, actions: io } = actions('won', true)
    const facts = await carryEndDuty({ handedOff: true, announces: true }, io)
    expect(done).toEqual(['claim', 'tell', 'announce'])
    expect(facts).toEqual({
      handedOff: true,
      announces: true,
      claim: 'won',
      shown: true,
      announced: true,
    })
  })

  test('a claim lost writes nothing; an end the comment does not show is not announced', async () => {
    const lost = actions('lost', true)
    await carryEndDuty({ handedOff: true, announces: true }, lost.actions)
    expect(lost.done).toEqual(['claim'])
    const unshown = actions('won', false)
    await carryEndDuty({ handedOff: true, announces: true }, unshown.actions)
    expect(unshown.done).toEqual(['claim', 'tell'])
  })

  test("a waited job's end is told without a claim or an event; an older request of a handed-off job is not announced", async () => {
    const waited = actions('won', true)
    await carryEndDuty({ handedOff: false, announces: true }, waited.actions)
    expect(waited.done).toEqual(['tell'])
    const older = actions('won', true)
    await carryEndDuty({ handedOff: true, announces: false }, older.actions)
    expect(older.done).toEqual(['claim', 'tell'])
  })
})

describe('earlierHandOff: a comment taken over, looked at again while the run waits', () => {
  const record: HandOff = {
    at: '2026-11-28T10:00:00.000Z',
    startedAt: '2026-11-28T09:59:50.000Z',
    thread: 7,
    place: { kind: 'issue', number: 7 },
    action: 'create',
  }
  const view: CommentView = {
    state: 'working',
    jobId: 'job-1',
    requestKey: 'comment:5001',
    instruction: 'add a quickstart',
    followUp: false,
    runUrl: '',
    status: 'active',
    prLink: null,
    durationMs: undefined,
    detail: '',
    triggerPhrase: '@docs-agent',
    handOff: record,
  }
  /** A client whose comment 40 hands job-1 off (written by us), counting its reads. */
  function handingOff() {
    const reads: number[] = []
    const github = {
      comment: (_kind: string, id: number) => {
        reads.push(id)
        return Promise.resolve({ id, body: renderComment(view), trusted: true })
      },
    } as unknown as GitHubClient
    return { reads, github }
  }
  const parts = (github: GitHubClient) => ({ github, report: newReport(0, 'job-1') })
  const plan = (action: 'wait' | 'message') =>
    ({ action, existingComment: { id: 40, kind: 'issue' } }) as Parameters<typeof earlierHandOff>[1]

  test('a later status of a job only waited for: read again, and the record found names the job', async () => {
    const { reads, github } = handingOff()
    const found = await earlierHandOff(parts(github), plan('wait'), 'active')
    expect(found).toMatchObject({ kind: 'issue', id: 40, at: record.at, jobId: 'job-1' })
    expect(reads).toEqual([40])
  })

  test('the first status (read at once after the take-over) or a job this run sent to: no read', async () => {
    const { reads, github } = handingOff()
    expect(await earlierHandOff(parts(github), plan('wait'), null)).toBeUndefined()
    expect(await earlierHandOff(parts(github), plan('message'), 'active')).toBeUndefined()
    expect(reads).toEqual([])
  })
})
