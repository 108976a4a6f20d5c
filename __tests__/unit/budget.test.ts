import { describe, expect, test } from '@jest/globals'
import fc from 'fast-check'
import { budgetFact, DAY_MS, judgeBudget, whenUtc } from '../../src/agent/decide/budget.js'
import type { BudgetFact, CountedComment } from '../../src/agent/decide/fact-shapes.js'
import {
  parseMarkers,
  renderFailureMarker,
  renderMarker,
  requestComment,
} from '../../src/agent/github/marker.js'
import { renderComment, type CommentView } from '../../src/agent/github/comment-body.js'
import { renderedTokens } from './github-renderer.js'

const NOW = Date.parse('2026-11-28T15:30:00.000Z')
const iso = (ms: number) => new Date(ms).toISOString()

/** A tracking comment of the action that records request `request` as sent for `by`. */
function tracking(request: string, by: string, at: number, more: Partial<CountedComment> = {}) {
  return {
    body: `${renderMarker({ job: `job-${request}`, request, sentBy: by })}\n### ⏳ working`,
    trusted: true,
    createdAt: iso(at),
    ...more,
  }
}

const fact = (comments: CountedComment[], readAt = NOW): BudgetFact =>
  budgetFact({ comments, complete: true }, readAt)
const limits = (repository: number, perPerson = 0) => ({ repository, perPerson })

describe('the marker records a request sent', () => {
  test('for whom, read back as written, bots included', () => {
    for (const by of ['writer', 'docs-bot[bot]', 'a.b-c_d', '']) {
      const [marker] = parseMarkers(renderMarker({ job: 'j', request: 'r', sentBy: by }))
      expect(marker?.sentBy).toBe(by)
    }
  })

  test('writes no login it could not read back, and nothing when nothing was sent', () => {
    expect(renderMarker({ job: 'j', request: 'r', sentBy: 'x --> <b>' })).not.toContain('sent')
    expect(parseMarkers(renderMarker({ job: 'j', request: 'r' }))[0]?.sentBy).toBeUndefined()
  })

  test('a failure names the 👀 it held, read back as written', () => {
    const body = renderFailureMarker({ request: 'r', claim: 'held', claimId: 42 })
    expect(body).toContain('<!-- docs-agent-claimed reaction=42 -->')
    const found = requestComment(
      [{ id: 1, kind: 'issue', body, createdAt: '', trusted: true }],
      'r',
    )
    expect(found?.failure?.claimId).toBe(42)
    // Not for a claim it did not hold.
    expect(renderFailureMarker({ request: 'r', claim: 'unknown', claimId: 42 })).not.toContain(
      'claimed',
    )
  })

  test('a failure whose job may exist counts; one that sent nothing does not', () => {
    const mayExist = renderFailureMarker({ request: 'r1', jobMayExist: true, sentBy: 'writer' })
    const none = renderFailureMarker({ request: 'r2', sentBy: 'writer' })
    const verdict = judgeBudget(
      fact([
        { body: mayExist, trusted: true, createdAt: iso(NOW - 1000) },
        { body: none, trusted: true, createdAt: iso(NOW - 1000) },
      ]),
      limits(5),
      'writer',
      'r3',
    )
    expect(verdict.budget.repository).toEqual({ used: 2, max: 5 })
  })
})

describe('judgeBudget', () => {
  test('counts each request once, in the last 24 hours, from comments the action wrote', () => {
    const comments = [
      tracking('a', 'writer', NOW - 60_000),
      // The same request again (a re-run's edit found by a second comment): once.
      tracking('a', 'writer', NOW - 30_000),
      tracking('b', 'Writer', NOW - DAY_MS + 1),
      // Older than the window.
      tracking('c', 'writer', NOW - DAY_MS),
      // A person's comment quoting a marker is not the action's.
      tracking('d', 'writer', NOW - 1000, { trusted: false }),
      // A held request and the note on a pull request record nothing sent.
      {
        body: renderMarker({ job: 'j', request: 'ci-held:j' }),
        trusted: true,
        createdAt: iso(NOW),
      },
      { body: renderMarker({ job: 'j', request: 'note' }), trusted: true, createdAt: iso(NOW) },
      // This request's own comment (a re-run's) is never counted against it.
      tracking('mine', 'writer', NOW - 1000),
      tracking('e', 'someone-else', NOW - 1000),
    ]
    const verdict = judgeBudget(fact(comments), limits(10, 5), 'writer', 'mine')
    expect(verdict).toEqual({
      kind: 'within',
      budget: {
        repository: { used: 4, max: 10 },
        person: { login: 'writer', used: 3, max: 5 },
      },
    })
  })

  test('refuses at the limit: which limit, the count, and when the next can start', () => {
    const comments = [
      tracking('a', 'writer', NOW - 20 * 3_600_000),
      tracking('b', 'writer', NOW - 2 * 3_600_000 - 30_500),
    ]
    const repository = judgeBudget(fact(comments), limits(2), 'other', 'x')
    expect(repository).toMatchObject({
      kind: 'over',
      reason:
        'the daily request limit of this repository (daily-request-limit: 2) is reached: 2 requests sent in the last 24 hours; the next can start at 19:30 UTC',
      budget: { repository: { used: 2, max: 2 } },
    })
    const person = judgeBudget(fact(comments), limits(0, 1), 'writer', 'x')
    expect(person).toMatchObject({
      kind: 'over',
      reason:
        'the daily request limit per person (daily-request-limit-per-person: 1) for writer is reached: 2 requests sent in the last 24 hours; the next can start at 13:30 UTC on 2026-11-29',
    })
  })

  test('counts a request from when it was sent, which a re-run records in an older comment', () => {
    const reRun = {
      body: renderMarker({ job: 'j', request: 'r', sentBy: 'writer', sentAt: NOW - 60_000 }),
      trusted: true,
      // The comment of the attempt it took over: past the window.
      createdAt: iso(NOW - DAY_MS - 3_600_000),
    }
    const verdict = judgeBudget(fact([reRun]), limits(1), 'writer', 'x')
    expect(verdict.kind).toBe('over')
    expect(parseMarkers(reRun.body)[0]?.sentAt).toBe(NOW - 60_000)
  })

  test('names the limit that frees up last when both are reached', () => {
    const hours = (n: number) => n * 3_600_000
    // Writer's one request frees up after the repository's oldest: the per-person limit is named.
    const person = judgeBudget(
      fact([tracking('a', 'other', NOW - hours(3)), tracking('b', 'writer', NOW - hours(2))]),
      limits(2, 1),
      'writer',
      'x',
    )
    expect(person).toMatchObject({ kind: 'over', nextAt: NOW - hours(2) + DAY_MS })
    expect(person.kind === 'over' && person.reason).toContain('per person')
    // The repository's second-oldest frees up after writer's one: the repository's is named.
    const repository = judgeBudget(
      fact([
        tracking('a', 'writer', NOW - hours(3)),
        tracking('b', 'other', NOW - hours(2)),
        tracking('c', 'other', NOW - hours(1)),
      ]),
      limits(2, 1),
      'writer',
      'x',
    )
    expect(repository).toMatchObject({ kind: 'over', nextAt: NOW - hours(2) + DAY_MS })
    expect(repository.kind === 'over' && repository.reason).toContain('(daily-request-limit: 2)')
  })

  test('warns that the count may be short when GitHub had more comments than were read', () => {
    const verdict = judgeBudget({ ...fact([]), complete: false }, limits(1), 'w', 'x')
    expect(verdict.kind).toBe('within')
    expect(verdict.warning).toContain('may be short')
  })

  // Seeded: a failure prints the seed and path that replay it.
  const SEED = Number(process.env.BUDGET_SEED ?? 41)
  test('over exactly when the requests of the last 24 hours reach the limit, and free from the time it names', () => {
    const sentAt = fc.array(fc.integer({ min: 1, max: 30 * 3_600_000 }), { maxLength: 12 })
    fc.assert(
      fc.property(sentAt, fc.integer({ min: 1, max: 6 }), (ages, max) => {
        const comments = ages.map((age, i) => tracking(`r${i}`, 'writer', NOW - age))
        // The oracle: a plain count of the moments in (at - 24 h, at].
        const count = (at: number) =>
          ages.filter((age) => NOW - age > at - DAY_MS && NOW - age <= at).length
        const verdict = judgeBudget(fact(comments), limits(max), 'writer', 'new')
        expect(verdict.kind === 'over').toBe(count(NOW) >= max)
        if (verdict.kind !== 'over') return
        // From the time it names, one more fits; a minute before, it did not.
        expect(count(verdict.nextAt)).toBeLessThan(max)
        expect(count(verdict.nextAt - 60_000)).toBeGreaterThanOrEqual(max)
        expect(verdict.nextAt % 60_000).toBe(0)
        expect(judgeBudget(fact(comments, verdict.nextAt), limits(max), 'w', 'new').kind).toBe(
          'within',
        )
      }),
      { seed: SEED, numRuns: 300 },
    )
  })
})

describe('whenUtc', () => {
  test('gives the date only when it is not the day of now', () => {
    expect(whenUtc(Date.parse('2026-11-28T19:30:00Z'), NOW)).toBe('19:30 UTC')
    expect(whenUtc(Date.parse('2026-11-29T00:05:00Z'), NOW)).toBe('00:05 UTC on 2026-11-29')
    // New Year's Eve, and a leap day.
    const eve = Date.parse('2026-12-31T23:50:00Z')
    expect(whenUtc(eve + 20 * 60_000, eve)).toBe('00:10 UTC on 2027-01-01')
    const leap = Date.parse('2028-02-29T23:50:00Z')
    expect(whenUtc(leap + 5 * 60_000, leap)).toBe('23:55 UTC')
  })
})

describe('what a reader sees of a refusal, as GitHub renders it', () => {
  test('the headline, the reason, the count; no marker, no mention', () => {
    const view: CommentView = {
      state: 'limited',
      jobId: '',
      requestKey: 'comment:5003',
      instruction: '@docs-agent add a page for @octo-team',
      followUp: false,
      runUrl: 'https://github.com/acme/docs/actions/runs/1',
      status: '',
      prLink: null,
      durationMs: undefined,
      detail: 'Nothing was sent to the agent: the daily request limit … is reached.',
      triggerPhrase: '@docs-agent',
      claim: 'held',
      budget: { repository: { used: 20, max: 20 }, person: { login: 'writer', used: 3, max: 5 } },
    }
    const body = renderComment(view)
    const { shown, html } = renderedTokens(body)
    expect(shown).toContain('Not sent: a daily request limit is reached')
    expect(shown).toContain('20 of 20 in this repository; 3 of 5 for writer')
    expect(shown).toContain('Nothing was sent to the agent')
    expect(shown).not.toContain('docs-agent-action')
    // No mention, no link: the instruction is quoted inert.
    expect(html).not.toMatch(/<a [^>]*>@/)
    expect(html).not.toContain('docs-agent-sent')
  })
})
