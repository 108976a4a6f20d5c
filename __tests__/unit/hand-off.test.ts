import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { renderComment, type CommentView } from '../../src/agent/github/comment-body.js'
import { parseHandOff, readHandOffs, type HandOff } from '../../src/agent/github/hand-off.js'
import { parseJob } from '../../src/agent/job/agent-job.js'
import { finishedPayload } from '../../src/agent/job/finished-event.js'
import {
  handedOffJobs,
  jobFate,
  pastWindow,
  type ListedComment,
} from '../../src/finish/handed-off-jobs.js'
import { ENDS_PER_MINUTE, pacer } from '../../src/finish/finish-run.js'
import { renderedTokens } from './github-renderer.js'

const handOff: HandOff = {
  at: '2026-11-28T10:00:00.000Z',
  startedAt: '2026-11-28T09:59:50.000Z',
  thread: 7,
  place: { kind: 'issue', number: 7 },
  action: 'create',
  react: { kind: 'issue-comment', id: 5001 },
  requester: { login: 'writer', type: 'User' },
}

const view: CommentView = {
  state: 'working',
  jobId: 'job-1',
  requestKey: 'comment:5001',
  instruction: 'add a quickstart',
  followUp: false,
  runUrl: 'https://github.com/acme/docs/actions/runs/1',
  status: 'active',
  prLink: null,
  durationMs: undefined,
  detail: '',
  triggerPhrase: '@docs-agent',
  handOff,
}

const listed = (body: string, more: Partial<ListedComment> = {}): ListedComment => ({
  id: 900,
  kind: 'issue',
  body,
  trusted: true,
  number: 7,
  ...more,
})

// Seeded: a failure prints the seed and path that replay it.
const SEED = Number(process.env.HAND_OFF_SEED ?? 39)

describe('the hand-off record', () => {
  test('round-trips any instruction, cut to what the comment quotes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 3000 }), (instruction) => {
        const read = parseHandOff(renderComment({ ...view, instruction }))
        const kept = instruction.length > 2001 ? `${instruction.slice(0, 2000)}…` : instruction
        expect(read?.view.instruction).toBe(kept)
        expect(read?.handOff).toEqual(handOff)
        expect(read?.view.jobId).toBe('job-1')
      }),
      { seed: SEED, numRuns: 200 },
    )
  })

  test('is hidden from a reader: GitHub renders none of it', () => {
    const body = renderComment({ ...view, instruction: 'x --> <!-- y' })
    const data = /<!-- docs-agent-handoff (\S+) -->/.exec(body)?.[1] ?? ''
    expect(data).not.toBe('')
    // GitHub's renderer keeps the comment in its HTML; its sanitizer shows none of a comment.
    const { shown, html } = renderedTokens(body)
    expect(html).toContain(`<!-- docs-agent-handoff ${data} -->`)
    expect(shown).not.toContain('docs-agent-handoff')
    expect(shown).not.toContain(data.slice(0, 12))
    expect(shown).toContain('x --> <!-- y')
    expect(html).toContain('a finish run (<code>finish: true</code>) updates this comment')
  })

  test('is written only while the job works, and only with a job', () => {
    expect(parseHandOff(renderComment({ ...view, state: 'completed' }))).toBeUndefined()
    expect(parseHandOff(renderComment({ ...view, state: 'timed-out' }))).toBeUndefined()
    expect(parseHandOff(renderComment({ ...view, jobId: '' }))).toBeUndefined()
    expect(parseHandOff(renderComment({ ...view, handOff: undefined }))).toBeUndefined()
  })

  test('a record that does not read is none: mangled, another shape, or values out of bounds', () => {
    const body = renderComment(view)
    const data = /<!-- docs-agent-handoff (\S+) -->/.exec(body)?.[1] ?? ''
    const record = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as {
      handOff: HandOff
      view: Record<string, unknown>
    }
    const withRecord = (value: unknown) =>
      body.replace(data, Buffer.from(JSON.stringify(value)).toString('base64url'))
    expect(parseHandOff(body.replace(data, `${data.slice(0, 20)}!!`))).toBeUndefined()
    expect(
      parseHandOff(withRecord({ ...record, handOff: { ...handOff, thread: -1 } })),
    ).toBeUndefined()
    expect(
      parseHandOff(withRecord({ ...record, view: { ...record.view, jobId: 'job 1 --> x' } })),
    ).toBeUndefined()
    expect(
      parseHandOff(
        withRecord({ ...record, view: { ...record.view, runUrl: 'javascript:alert(1)' } }),
      ),
    ).toBeUndefined()
    expect(
      parseHandOff(withRecord({ ...record, handOff: { ...handOff, at: 'yesterday' } })),
    ).toBeUndefined()
  })
})

describe('handed-off jobs among the repository comments', () => {
  const body = renderComment(view)

  test('a comment of the action with a record is a job', () => {
    expect(handedOffJobs(readHandOffs([listed(body)])).map((j) => j.view.jobId)).toEqual(['job-1'])
  })

  test("a person's comment that quotes it is not", () => {
    expect(handedOffJobs(readHandOffs([listed(body, { trusted: false })]))).toEqual([])
  })

  test('a record pasted into another thread, or under another marker, is not', () => {
    expect(handedOffJobs(readHandOffs([listed(body, { number: 8 })]))).toEqual([])
    expect(handedOffJobs(readHandOffs([listed(body, { kind: 'review' })]))).toEqual([])
    const otherMarker = body.replace('job=job-1', 'job=job-2')
    expect(handedOffJobs(readHandOffs([listed(otherMarker)]))).toEqual([])
  })

  test('oldest hand-off first; one job per comment', () => {
    const later = renderComment({
      ...view,
      jobId: 'job-2',
      handOff: { ...handOff, at: '2026-11-28T11:00:00.000Z' },
    })
    const found = handedOffJobs(
      readHandOffs([listed(later, { id: 901 }), listed(body), listed(body)]),
    )
    expect(found.map((j) => j.view.jobId)).toEqual(['job-1', 'job-2'])
  })

  test('past the window: handed off before finish-within-hours began', () => {
    const [job] = handedOffJobs(readHandOffs([listed(body)]))
    const at = Date.parse(handOff.at)
    expect(pastWindow(job!, at + 3_600_000, 3_600_000)).toBe(false)
    expect(pastWindow(job!, at + 3_600_001, 3_600_000)).toBe(true)
  })

  test("a job's fate: told once ended; abandoned past the window or once unknown; else it waits", () => {
    const [job] = handedOffJobs(readHandOffs([listed(body)]))
    const within = Date.parse(handOff.at) + 1000
    const past = Date.parse(handOff.at) + 3_600_001
    const job1 = (status: string) => parseJob({ id: 'job-1', status })
    const ended = { job: job1('completed'), ended: true }
    const working = { job: job1('active'), ended: false }
    expect(jobFate(job!, ended, past, 3_600_000)).toEqual({ kind: 'finish', job: ended.job })
    expect(jobFate(job!, working, within, 3_600_000)).toEqual({ kind: 'pending' })
    expect(jobFate(job!, undefined, within, 3_600_000)).toEqual({ kind: 'pending' })
    expect(jobFate(job!, 'unknown', within, 3_600_000)).toEqual({ kind: 'abandon' })
    expect(jobFate(job!, working, past, 3_600_000)).toEqual({ kind: 'abandon' })
    expect(jobFate(job!, undefined, past, 3_600_000)).toEqual({ kind: 'abandon' })
  })

  test('the dispatch payload names the job, its end and its request, in at most 10 keys', () => {
    const [job] = handedOffJobs(readHandOffs([listed(body)]))
    const payload = finishedPayload(
      { jobId: job!.view.jobId, requestKey: job!.view.requestKey, thread: job!.handOff.thread },
      { status: 'completed', prLink: 'https://github.com/acme/docs/pull/12', previewUrl: '' },
      'acme/docs',
    )
    expect(payload).toEqual({
      'job-id': 'job-1',
      status: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/12',
      'pr-number': '12',
      'preview-url': '',
      repository: 'acme/docs',
      thread: 7,
      request: 'comment:5001',
    })
    expect(Object.keys(payload).length).toBeLessThanOrEqual(10)
  })
})

describe("a finish run's pace", () => {
  test('eight ends a minute: the ninth waits for the minute to pass, on the injected clock', async () => {
    let now = 1_000_000
    const slept: number[] = []
    const clock = {
      now: () => now,
      sleep: (ms: number) => {
        slept.push(ms)
        now += ms
        return Promise.resolve()
      },
    }
    const next = pacer(clock, 8)
    const waits: number[] = []
    for (let i = 0; i < 17; i++) {
      waits.push(await next())
      now += 1000 // each end takes a second
    }
    expect(waits.slice(0, 8)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(waits[8]).toBe(52_000)
    expect(waits.slice(9, 16)).toEqual([0, 0, 0, 0, 0, 0, 0])
    expect(waits[16]).toBe(52_000)
    expect(slept).toEqual([52_000, 52_000])
  })

  test('ends slower than the pace never wait', async () => {
    let now = 0
    const next = pacer({ now: () => now, sleep: () => Promise.reject(new Error('no wait')) })
    for (let i = 0; i < 20; i++) {
      expect(await next()).toBe(0)
      now += 60_000 / ENDS_PER_MINUTE
    }
  })

  test("the pace keeps an end's writes (up to 12) under GitHub's 80 a minute", () => {
    expect(ENDS_PER_MINUTE * 12).toBeLessThanOrEqual(80)
  })
})
