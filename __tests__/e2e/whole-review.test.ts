import { describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import { withEmulator } from './harness.js'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'

// A whole review is one request: one follow-up holding its body and every inline comment,
// however many events GitHub sends for it (one for the review, one for each comment).

// The agent's step in this process (runAgentInProcess) for every run here: each test asserts what
// a run shows as well there (its outputs, and the follow-ups, comments and requests the emulator
// saw). None needs a process; every event kind is played through the bundle as a real process in
// bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()
const PULL = 2
const REVIEW = 302

/** GitHub's time `ageMs` ago, to the second as GitHub writes it. */
const stamp = (ageMs: number) =>
  new Date(Math.floor((Date.now() - ageMs) / 1000) * 1000).toISOString().replace('.000', '')

/** Five inline comments on five files, each on its own line and diff hunk. */
const FIVE = [1, 2, 3, 4, 5].map((n) => ({
  body: `Comment ${n}: say what --retry-${n} does`,
  path: `docs/page-${n}.mdx`,
  line: 10 + n,
  diffHunk: `@@ -${n},2 +${n},3 @@\n intro ${n}\n+--retry-${n}`,
}))

type Inline = (typeof FIVE)[number]

/** Review `id` by `login` on pull request #2, in the emulator and as its submitted event. */
function submitReview(
  emulator: Emulator,
  body: string,
  comments: readonly Inline[],
  { id = REVIEW, login = 'writer' } = {},
) {
  const user = { login, type: 'User' as const }
  emulator.github.addReview(REPOSITORY, PULL, { id, body, user, comments })
  return byUser(
    payload('pull_request_review', 'submitted', (p) => {
      p.review.id = id
      p.review.body = body === '' ? null : body
      p.review.submitted_at = stamp(2000)
    }),
    login,
  )
}

/** The pull_request_review_comment.created event of each inline comment of review `id`. */
function commentEvents(emulator: Emulator, id = REVIEW) {
  return emulator.github.comments
    .filter((c) => c.reviewId === id)
    .map((c) =>
      byUser(
        payload('pull_request_review_comment', 'created', (p) => {
          p.comment.id = c.id
          p.comment.pull_request_review_id = id
          p.comment.body = c.body
          p.comment.path = c.at?.path
          p.comment.line = c.at?.line
          p.comment.diff_hunk = c.at?.diffHunk
        }),
        c.user.login,
      ),
    )
}

const run = (
  emulator: Emulator,
  event: string,
  body: Record<string, unknown>,
  runId: string,
  inputs: Record<string, string> = {},
) => runAgentInProcess(emulator, inputs, eventEnv(event, body, { GITHUB_RUN_ID: runId }))

/** Pull request #2 with a job: an earlier review's, done, its 👀 aged as a minute would have it. */
async function pullRequestWithJob(emulator: Emulator): Promise<string> {
  const first = submitReview(emulator, '@docs-agent document the retry flags', [], { id: 301 })
  first.review.submitted_at = stamp(60_000)
  await run(emulator, 'pull_request_review', first, '900')
  for (const reaction of emulator.github.reactions)
    reaction.createdAt = new Date(Date.now() - 55_000).toISOString()
  const [job] = [...emulator.agent.jobs.keys()]
  return job ?? ''
}

const followUps = (emulator: Emulator) => emulator.requestsTo('agent.message')
const writes = (emulator: Emulator) =>
  emulator.requests.filter((r) => r.op.startsWith('github.') && r.method !== 'GET')

describe('a submitted review on a pull request with a job', () => {
  it('with the phrase in its body and five inline comments: one follow-up holding all five, with their paths, lines and hunks', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await pullRequestWithJob(emulator)
      const review = submitReview(emulator, '@docs-agent please address these', FIVE)
      const done = await run(emulator, 'pull_request_review', review, '910')
      expect(done.outputs.status).toBe('completed')
      expect(done.outputs['follow-up']).toBe('true')
      expect(followUps(emulator)).toHaveLength(1)
      const prompt = emulator.agent.jobs.get(job)?.prompts[1] ?? ''
      expect(prompt.split('\n\n---')[0]).toBe('please address these')
      expect(prompt).toContain(
        "The review's body, written by writer (OWNER):\n@docs-agent please address these\nIts inline comments, in order (5):",
      )
      for (const [index, c] of FIVE.entries()) {
        expect(prompt).toContain(
          `${index + 1}. On ${c.path} line ${c.line}, written by writer (COLLABORATOR):\n\`\`\`diff\n${c.diffHunk}\n\`\`\`\n${c.body}`,
        )
      }
      // One read of this review's comments: one page.
      const reads = emulator.requestsTo('github.review-comments')
      expect(reads.filter((r) => r.path.endsWith(`/reviews/${REVIEW}/comments`))).toHaveLength(1)
    })
  })

  it('with the phrase only in an inline comment: still one follow-up, for the review', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await pullRequestWithJob(emulator)
      const comments = FIVE.map((c, i) =>
        i === 2 ? { ...c, body: '@docs-agent fix every comment of this review' } : c,
      )
      const review = submitReview(emulator, '', comments)
      const done = await run(emulator, 'pull_request_review', review, '920')
      expect(done.outputs.status).toBe('completed')
      expect(followUps(emulator)).toHaveLength(1)
      const prompt = emulator.agent.jobs.get(job)?.prompts[1] ?? ''
      expect(prompt.split('\n\n---')[0]).toBe('fix every comment of this review')
      expect(prompt).toContain('Its inline comments, in order (5):')
      expect(prompt).toContain('5. On docs/page-5.mdx line 15')
    })
  })

  it("the review's five comment events, in the same workflow: no request to the agent and no write, each skipped naming the review", async () => {
    await withEmulator({}, async (emulator) => {
      await pullRequestWithJob(emulator)
      const before = emulator.requests.length
      const comments = FIVE.map((c) => ({ ...c, body: `@docs-agent ${c.body}` }))
      submitReview(emulator, '@docs-agent please address these', comments)
      const runs = await Promise.all(
        commentEvents(emulator).map((event, i) =>
          run(emulator, 'pull_request_review_comment', event, `93${i}`),
        ),
      )
      expect(runs.map((r) => r.outputs.status)).toEqual(Array(5).fill('skipped'))
      expect(runs[0]?.outputs['skipped-reason']).toBe(
        `the comment is part of review ${REVIEW}, which its pull_request_review event answers as a whole`,
      )
      const made = emulator.requests.slice(before)
      expect(made.filter((r) => !r.op.startsWith('github.'))).toEqual([])
      expect(made.filter((r) => r.method !== 'GET')).toEqual([])
      expect(
        emulator.github.reactions.filter((r) => r.target.startsWith('review-comment')),
      ).toEqual([])
    })
  })

  it('comment events without the phrase make no request at all', async () => {
    await withEmulator({}, async (emulator) => {
      submitReview(emulator, '@docs-agent please address these', FIVE)
      const runs = await Promise.all(
        commentEvents(emulator).map((event, i) =>
          run(emulator, 'pull_request_review_comment', event, `94${i}`),
        ),
      )
      expect(runs.map((r) => r.outputs.status)).toEqual(Array(5).fill('skipped'))
      expect(emulator.requests).toEqual([])
    })
  })

  it('a reviewer below min-permission: no request to the agent, nothing written', async () => {
    await withEmulator({}, async (emulator) => {
      const review = submitReview(emulator, '@docs-agent please address these', FIVE, {
        login: 'reader',
      })
      const done = await run(emulator, 'pull_request_review', review, '950')
      expect(done.outputs.status).toBe('skipped')
      expect(done.outputs['skipped-reason']).toBe(
        'reader has the read role in this repository; min-permission is write',
      )
      expect(emulator.requests.map((r) => r.op)).toEqual(['github.permission'])
      expect(writes(emulator)).toEqual([])
    })
  })
})

describe('a single inline comment (its own review: one comment, no body)', () => {
  it('works as before: its event starts the job and replies in its thread; its review event skips', async () => {
    await withEmulator({}, async (emulator) => {
      const single = [{ ...FIVE[0]!, body: '@docs-agent explain this flag' }]
      const review = submitReview(emulator, '', single, { id: 303 })
      const [event] = commentEvents(emulator, 303)
      const [byComment, byReview] = await Promise.all([
        run(emulator, 'pull_request_review_comment', event ?? {}, '960'),
        run(emulator, 'pull_request_review', review, '961'),
      ])
      expect(byComment.outputs.status).toBe('completed')
      expect(byReview.outputs.status).toBe('skipped')
      expect(byReview.outputs['skipped-reason']).toMatch(
        /^review 303 is a single inline comment \(comment \d+\), which its pull_request_review_comment event answers$/,
      )
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toContain(
        `The comment is on docs/page-1.mdx line 11, at the end of this diff hunk:\n\`\`\`diff\n${FIVE[0]?.diffHunk}\n\`\`\``,
      )
      const reply = emulator.github.comments.find((c) => c.user.type === 'Bot' && c.number === PULL)
      expect(reply).toMatchObject({ kind: 'review' })
    })
  })
})
