import { describe, expect, test } from '@jest/globals'
import { readThread } from '../../src/agent/github/marker.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import { decide } from '../../src/agent/decide/decide.js'
import type { Facts, Plan } from '../../src/agent/decide/request-kind.js'
import type { Need } from '../../src/agent/decide/fact-needs.js'
import type { ReviewFact } from '../../src/agent/triggers/review.js'
import type { GitHubClient } from '../../src/shared/github/github-client.js'
import { answerNeed, decideWith, firstAnswer, needName } from './fixtures/facts.js'
import type { ReviewComment } from '../../src/shared/github/github-client.js'
import { MAX_PROMPT_LENGTH } from '../../src/agent/agent-inputs.js'
import { runContext } from './fixtures/run-context.js'
import { INPUTS } from './fixtures/inputs.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'

await loadVisibleText()

/** The reviewer's own pull request: its code is theirs (src/agent/decide/authors.ts). */
const PULL = {
  number: 4,
  title: 'Docs for 2.3',
  body: '',
  html_url: 'https://github.com/acme/docs/pull/4',
  user: { login: 'writer' },
  head: { repo: { full_name: 'acme/docs' } },
}
const REVIEWER = { login: 'writer', type: 'User' as const }

/** pull_request_review.submitted on pull request #4: review 50, saying `body`. */
const submitted = (body: string | null, sender = REVIEWER) =>
  runContext('pull_request_review', {
    action: 'submitted',
    review: {
      id: 50,
      body,
      submitted_at: '2026-01-01T10:00:00Z',
      user: sender,
      author_association: 'MEMBER',
    },
    pull_request: PULL,
    sender,
  })

/** pull_request_review_comment.created on pull request #4: comment `id` of review 50. */
const commented = (id: number, body: string) =>
  runContext('pull_request_review_comment', {
    action: 'created',
    comment: { id, body, pull_request_review_id: 50, path: 'docs/a.md', line: 2, diff_hunk: '@@' },
    pull_request: PULL,
    sender: REVIEWER,
  })

/** Inline comment `n` of review 50, on docs/file<n>.md line n. */
const inline = (n: number, body = `Comment ${n}`): ReviewComment => ({
  id: 900 + n,
  body,
  path: `docs/file${n}.md`,
  line: n,
  diffHunk: `@@ -${n} +${n} @@\n-old ${n}\n+new ${n}`,
  author: { login: 'writer', association: 'MEMBER' },
})

const WRITER = { role: { role: 'write', permission: 'write' } }
const JOB_THREAD = { thread: readThread([]), files: { files: [] } }

/** What a test answers: the facts, and the review's own fact (OwnFact) by its name. */
type Answers = Partial<Facts> & { review?: ReviewFact }

/** decide, with each fact it asks for taken from `answers`: the facts asked, and the plan. */
function plan(context: Facts['context'], answers: Answers): { asked: Need[]; plan: Plan } {
  const facts: Facts = {
    inputs: INPUTS,
    kinds: REQUEST_KINDS,
    context,
    github: true,
    lookUpJobs: true,
  }
  const asked: Need[] = []
  const decision = decideWith(facts, (need) => {
    asked.push(need)
    const fact = needName(need)
    const answer = answers[fact as keyof Answers]
    if (fact === 'claim') facts.claim = { created: true, createdAt: '2026-01-01T10:00:01Z' }
    else if (fact === 'reclaim' || answer === undefined) throw new Error(`asked for ${fact}`)
    else answerNeed(facts, need, answer)
  })
  return { asked, plan: decision.plan }
}

/** The GitHub calls a kind's own fact makes when read: the review's comments, its body. */
async function readsOf(need: Need | undefined): Promise<string[]> {
  if (need?.fact !== 'own') return []
  const calls: string[] = []
  const github = {
    reviewComments: (number: number, review: number, limit: number) => {
      calls.push(`reviewComments ${number} ${review} ${limit}`)
      return Promise.resolve({ comments: [], more: false })
    },
    reviewBody: (number: number, review: number) => {
      calls.push(`reviewBody ${number} ${review}`)
      return Promise.resolve('')
    },
  } as unknown as GitHubClient
  await need.own.read(github, [])
  return calls
}

const read = (comments: ReviewComment[], more = false): { review: ReviewFact } => ({
  review: { comments, more },
})

describe('a submitted review is read whole', () => {
  test('the phrase in the body: after the gate, its inline comments are read, and the prompt holds them all in order', async () => {
    const comments = [1, 2, 3, 4, 5].map((n) => inline(n))
    const { asked, plan: p } = plan(submitted('@docs-agent please address these'), {
      ...WRITER,
      ...read(comments),
      ...JOB_THREAD,
    })
    expect(asked.map(needName)).toEqual(['role', 'review', 'thread', 'claim', 'files'])
    // Up to 300 inline comments, and not the body, which the event carries.
    expect(await readsOf(asked[1])).toEqual(['reviewComments 4 50 300'])
    expect(p).toMatchObject({ kind: 'run', instruction: 'please address these' })
    const prompt = p.kind === 'run' ? p.prompt : ''
    expect(prompt).toContain(
      "The review's body, written by writer (MEMBER):\n@docs-agent please address these\nIts inline comments, in order (5):\n1. On docs/file1.md line 1, written by writer (MEMBER):\n```diff\n@@ -1 +1 @@\n-old 1\n+new 1\n```\nComment 1\n2. On docs/file2.md line 2",
    )
    expect(prompt.indexOf('Comment 4')).toBeLessThan(prompt.indexOf('5. On docs/file5.md line 5'))
  })

  test('the phrase only in an inline comment: the review acts, with that comment’s words as the instruction', () => {
    const comments = [inline(1), inline(2, '@docs-agent reword this step'), inline(3)]
    const { asked, plan: p } = plan(submitted(null), {
      ...WRITER,
      ...read(comments),
      ...JOB_THREAD,
    })
    // The reviewer's role first: only the comments of someone who may ask are read.
    expect(asked.map(needName)).toEqual(['role', 'review', 'thread', 'claim', 'files'])
    expect(p).toMatchObject({
      kind: 'run',
      instruction: 'reword this step',
      trigger: { requestKey: 'review:50', source: { kind: 'review', reviewId: 50 } },
    })
    expect(p.kind === 'run' && p.prompt).toContain('Its inline comments, in order (3):')
  })

  test('no phrase in the body nor in any inline comment: skipped after the role and one read', () => {
    const { asked, plan: p } = plan(submitted('Looks good'), {
      ...WRITER,
      ...read([inline(1), inline(2)]),
    })
    expect(asked.map(needName)).toEqual(['role', 'review'])
    expect(p).toEqual({
      kind: 'skip',
      reason:
        'the review does not mention @docs-agent with an instruction, nor do its 2 inline comments',
      trigger: undefined,
    })
  })

  test('a review of one inline comment and no body is a single comment: its comment’s event answers it', () => {
    const { plan: p } = plan(submitted(''), {
      ...WRITER,
      ...read([inline(1, '@docs-agent fix it')]),
    })
    expect(p).toMatchObject({
      kind: 'skip',
      reason:
        'review 50 is a single inline comment (comment 901), which its pull_request_review_comment event answers',
    })
  })

  test('no phrase in the body, by a reviewer below min-permission: the role is read, never the inline comments', () => {
    const { asked, plan: p } = plan(submitted('Looks good'), {
      role: { role: 'read', permission: 'read' },
    })
    expect(asked.map(needName)).toEqual(['role'])
    expect(p).toEqual({
      kind: 'skip',
      reason: 'the review does not mention @docs-agent',
      trigger: undefined,
    })
  })

  test('a reviewer below min-permission: the role is read, nothing else', () => {
    const { asked, plan: p } = plan(submitted('@docs-agent address these'), {
      role: { role: 'read', permission: 'read' },
    })
    expect(asked.map(needName)).toEqual(['role'])
    expect(p).toMatchObject({
      kind: 'skip',
      reason: expect.stringMatching(/min-permission is write/),
    })
  })

  test('comments that cannot be read: the body alone goes, with a warning', () => {
    const facts: Facts = {
      inputs: INPUTS,
      kinds: REQUEST_KINDS,
      context: submitted('@docs-agent go'),
      github: true,
      lookUpJobs: true,
      ...WRITER,
      own: { review: { error: 'HTTP 500' } },
      ...JOB_THREAD,
      claim: { created: true, createdAt: '2026-01-01T10:00:01Z' },
    }
    const decision = firstAnswer(decide(facts))
    expect(decision).toMatchObject({
      kind: 'decided',
      plan: { kind: 'run', instruction: 'go' },
      warnings: ['Could not read the inline comments of review 50: HTTP 500'],
    })
  })

  test('a long review is cut between whole lines within the prompt’s limit, saying how many comments were left out', () => {
    const long = Array.from({ length: 100 }, (_, n) =>
      inline(
        n + 1,
        Array.from({ length: 40 }, (_, l) => `line ${l} of comment ${n + 1}`).join('\n'),
      ),
    )
    const { plan: p } = plan(submitted('@docs-agent address all'), {
      ...WRITER,
      ...read(long, true),
      ...JOB_THREAD,
    })
    const prompt = p.kind === 'run' ? p.prompt : ''
    expect(prompt.length).toBeLessThanOrEqual(MAX_PROMPT_LENGTH)
    const [, left] = /\((\d+) more inline comments were left out/.exec(prompt) ?? []
    expect(Number(left)).toBeGreaterThan(0)
    // The last comment shown is cut at a line's end, and says so.
    expect(prompt).toMatch(/of comment \d+\n… \(comment cut\)\n/)
    expect(prompt).toContain(
      '(The review has more than 100 inline comments; the rest were not read.)',
    )
  })
})

describe("a review's inline comment", () => {
  test('part of a larger review: skipped, naming the review, after reading two of its comments', async () => {
    const { asked, plan: p } = plan(commented(901, '@docs-agent fix this'), {
      ...WRITER,
      review: { comments: [inline(1), inline(2)], more: true },
    })
    expect(asked.map(needName)).toEqual(['role', 'review'])
    // Two comments tell a single comment from a review; the body, when there is one only.
    expect(await readsOf(asked[1])).toEqual(['reviewComments 4 50 2', 'reviewBody 4 50'])
    expect(p).toEqual({
      kind: 'skip',
      reason:
        'the comment is part of review 50, which its pull_request_review event answers as a whole',
      trigger: expect.anything(),
    })
  })

  test('the only comment of a review with a body: skipped too (the review answers body and comment)', () => {
    const { plan: p } = plan(commented(901, '@docs-agent fix this'), {
      ...WRITER,
      review: { comments: [inline(1)], more: false, body: 'See inline' },
    })
    expect(p).toMatchObject({ kind: 'skip' })
  })

  test('a single comment (its review has only it, and no body) acts as before', () => {
    const { plan: p } = plan(commented(901, '@docs-agent fix this'), {
      ...WRITER,
      review: { comments: [inline(1)], more: false, body: '' },
      ...JOB_THREAD,
    })
    expect(p).toMatchObject({
      kind: 'run',
      instruction: 'fix this',
      trigger: { source: { kind: 'review-comment', commentId: 901 } },
    })
  })

  test('without the phrase: skipped as before, reading nothing', () => {
    const { asked } = plan(commented(901, 'nit: typo'), {})
    expect(asked).toEqual([])
  })
})
