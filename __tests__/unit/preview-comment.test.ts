import { describe, expect, test } from '@jest/globals'
import {
  PREVIEW_MARKER,
  PreviewComment,
  type PreviewCommentFacts,
} from '../../src/deploy/preview-comment.js'
import type { GitHubClient, ThreadComment } from '../../src/shared/github/github-client.js'
import { ApiError } from '../../src/shared/http/errors.js'
import { inStep } from './step.js'

// The one preview comment of a pull request, against a thread kept in memory: created once,
// edited by every later run, never a second one (a lost answer is looked for, not posted again),
// and never a comment someone else wrote with the marker in it.

const URL = 'https://acme-docs-x.example.app'

/**
 * A pull request's thread, and the calls made to it. Whose a comment is, the client judges
 * (`trusted`, ../../src/shared/github/authorship.ts): what this token posts is found again as
 * its own, or (`trusted: false`) not, as when GitHub lists it under a login the run does not take
 * for its own.
 */
function thread(initial: ThreadComment[] = [], trusted = true) {
  const comments = [...initial]
  /** The comments this token wrote: it may edit those, a bot's token or a person's. */
  const mine = new Set<number>()
  const calls: string[] = []
  let nextId = 100
  /** What the next create does: post and answer, post and lose the answer, or be refused. */
  const creates: ('ok' | 'lost-posted' | 'lost' | 'refused')[] = []
  const github = {
    threadComments: (): Promise<ThreadComment[]> => {
      calls.push('list')
      return Promise.resolve(comments.map((c) => ({ ...c })))
    },
    createComment: (_pull: number, body: string): Promise<number> => {
      calls.push('create')
      const fate = creates.shift() ?? 'ok'
      const id = nextId++
      if (fate !== 'lost' && fate !== 'refused') {
        const author = trusted ? 'github-actions[bot]' : 'pat-owner'
        comments.push({ id, kind: 'issue', body, createdAt: String(id), trusted, author })
        mine.add(id)
      }
      if (fate === 'ok') return Promise.resolve(id)
      if (fate === 'refused')
        return Promise.reject(
          new ApiError('Commenting on #8 failed with HTTP 403.', { status: 403 }),
        )
      return Promise.reject(
        new ApiError(
          'Commenting on #8 failed with HTTP 502. The comment may have been posted anyway.',
          {
            status: 502,
            mayHaveActed: true,
          },
        ),
      )
    },
    updateComment: (_kind: string, id: number, body: string): Promise<void> => {
      calls.push(`update ${id}`)
      const comment = comments.find((c) => c.id === id)
      if (comment === undefined || !mine.has(id)) return Promise.reject(new Error('not ours'))
      comment.body = body
      return Promise.resolve()
    },
    deleteComment: (id: number): Promise<void> => {
      calls.push(`delete ${id}`)
      // A comment already gone counts as deleted, as deleteComment reads GitHub's 404.
      const index = comments.findIndex((c) => c.id === id)
      if (index !== -1) comments.splice(index, 1)
      return Promise.resolve()
    },
  }
  return { github: github as unknown as GitHubClient, comments, calls, creates }
}

const facts = (status: 'queued' | 'success'): PreviewCommentFacts => ({
  branch: 'docs/x',
  preview: {
    status,
    url: URL,
    screenshots: { screenshot: null, screenshotLight: null, screenshotDark: null },
  },
  runUrl: '',
  summary: null,
})

const ours = (comments: ThreadComment[]) =>
  comments.filter((c) => c.trusted && c.body.includes(PREVIEW_MARKER))

describe('one comment per pull request', () => {
  test('a comment the client does not take for ours is never edited nor deleted, whoever wrote it', async () => {
    // Another login's, or the same login's without a seal (another workflow's echo).
    const others = [
      { login: 'mallory', id: 5 },
      { login: 'github-actions[bot]', id: 6 },
    ].map(({ login, id }) => ({
      id,
      kind: 'issue' as const,
      body: `${PREVIEW_MARKER} not yours`,
      createdAt: String(id),
      trusted: false,
      author: login,
    }))
    const pr = thread(others)
    const comment = new PreviewComment(pr.github, 8)
    const step = await inStep({}, async () => {
      await comment.show(facts('queued'))
      await comment.show(facts('success'))
    })
    expect(pr.calls).toEqual(['list', 'create', 'list', 'update 100'])
    expect(pr.comments.map((c) => [c.id, c.body.endsWith('not yours')])).toEqual([
      [5, true],
      [6, true],
      [100, false],
    ])
    expect(step.log).not.toContain('::warning::')
  })

  test('posted, yet not found again as ours: one comment per run, edited as it goes, and a warning', async () => {
    const pr = thread([], false)
    const comment = new PreviewComment(pr.github, 8)
    const step = await inStep({}, async () => {
      await comment.show(facts('queued'))
      await comment.show(facts('success'))
    })
    expect(pr.calls).toEqual(['list', 'create', 'list', 'update 100'])
    expect(pr.comments).toHaveLength(1)
    expect(pr.comments[0]?.body).toContain('(live)')
    expect(step.log).toContain(
      '::warning::The preview comment on pull request #8 was posted, but is not found again as this action',
    )
  })

  test('created by the first run, edited as it goes and by a later run', async () => {
    const pr = thread()
    await new PreviewComment(pr.github, 8).show(facts('queued'))
    expect(pr.calls).toEqual(['list', 'create', 'list'])
    const later = new PreviewComment(pr.github, 8)
    await later.show(facts('queued'))
    await later.show(facts('success'))
    // The same state is not written twice.
    await later.show(facts('success'))
    expect(pr.calls.slice(3)).toEqual(['list', 'update 100', 'update 100'])
    expect(pr.comments).toHaveLength(1)
    expect(pr.comments[0]?.body).toContain('(live)')
  })

  test('a comment someone typed the marker into is never edited: the run writes its own', async () => {
    const fake = {
      id: 5,
      kind: 'issue' as const,
      body: `${PREVIEW_MARKER} mine`,
      createdAt: '1',
      trusted: false,
    }
    const pr = thread([fake])
    await new PreviewComment(pr.github, 8).show(facts('queued'))
    expect(pr.calls).toEqual(['list', 'create', 'list'])
    expect(pr.comments.find((c) => c.id === 5)?.body).toBe(`${PREVIEW_MARKER} mine`)
    expect(ours(pr.comments)).toHaveLength(1)
  })

  test('a create whose answer was lost but which posted: found by a look, never posted again', async () => {
    const pr = thread()
    pr.creates.push('lost-posted')
    const step = await inStep({}, () => new PreviewComment(pr.github, 8).show(facts('queued')))
    expect(pr.calls).toEqual(['list', 'create', 'list'])
    expect(ours(pr.comments)).toHaveLength(1)
    expect(step.log).not.toContain('::warning::')
  })

  test('a create whose answer was lost and which did not post: a warning, not a second post', async () => {
    const pr = thread()
    pr.creates.push('lost')
    const comment = new PreviewComment(pr.github, 8)
    const step = await inStep({}, () => comment.show(facts('queued')))
    expect(pr.calls).toEqual(['list', 'create', 'list'])
    expect(step.log).toContain(
      '::warning::Could not write the preview comment on pull request #8: Commenting on #8 failed with HTTP 502.',
    )
  })

  test('a create GitHub refused is not looked for', async () => {
    const pr = thread()
    pr.creates.push('refused')
    const step = await inStep({}, () => new PreviewComment(pr.github, 8).show(facts('queued')))
    expect(pr.calls).toEqual(['list', 'create'])
    expect(step.log).toContain('::warning::Could not write the preview comment on pull request #8')
  })

  test("one run's writes go in order: a state asked for during a slow create is written after it", async () => {
    const pr = thread()
    let answer: () => void = () => undefined
    const create = pr.github.createComment.bind(pr.github)
    pr.github.createComment = (pull, body) =>
      new Promise<number>((resolve) => {
        answer = () => void create(pull, body).then(resolve)
      })
    const comment = new PreviewComment(pr.github, 8)
    const first = comment.show(facts('queued'))
    const last = comment.show(facts('success'))
    await new Promise((resolve) => setImmediate(resolve))
    answer()
    await Promise.all([first, last])
    expect(pr.calls).toEqual(['list', 'create', 'list', 'update 100'])
    expect(pr.comments[0]?.body).toContain('(live)')
  })

  test('two runs at once: each keeps the oldest, and the pull request ends with one', async () => {
    const pr = thread()
    const first = new PreviewComment(pr.github, 8)
    const second = new PreviewComment(pr.github, 8)
    await Promise.all([first.show(facts('queued')), second.show(facts('queued'))])
    expect(ours(pr.comments).map((c) => c.id)).toEqual([100])
    await second.show(facts('success'))
    await first.show(facts('success'))
    expect(ours(pr.comments)).toHaveLength(1)
    expect(pr.calls.filter((call) => call === 'create')).toHaveLength(2)
    expect(pr.calls).toContain('delete 101')
  })
})
