import { describe, expect, test } from '@jest/globals'
import {
  MAX_COMMENT_LENGTH,
  newestMarker,
  parseMarkers,
  renderComment,
  renderMarker,
  type CommentView,
} from '../../src/tracking-comment.js'

const view: CommentView = {
  state: 'working',
  jobId: 'job-1',
  requestKey: 'comment:5',
  instruction: 'add a quickstart',
  followUp: false,
  runUrl: 'https://github.com/acme/docs/actions/runs/1',
  status: 'active',
  prLink: null,
  durationMs: undefined,
  detail: '',
  triggerPhrase: '@docs-agent',
}

describe('markers', () => {
  test('round-trip any job id, even one that would close an HTML comment', () => {
    for (const job of ['job-1', 'a b', 'x --> <script>', 'ünï']) {
      const marker = renderMarker({ job, request: 'comment:1' })
      expect(marker).toMatch(/^<!-- docs-agent-action job=\S+ request=\S+ -->$/)
      expect(parseMarkers(`text\n${marker}\nmore`)).toEqual([{ job, request: 'comment:1' }])
    }
  })

  test('the newest marker wins, optionally for one request only', () => {
    const comments = [
      {
        id: 1,
        kind: 'issue' as const,
        createdAt: '1',
        body: renderMarker({ job: 'a', request: 'comment:1' }),
      },
      { id: 2, kind: 'issue' as const, createdAt: '2', body: 'no marker' },
      {
        id: 3,
        kind: 'review' as const,
        createdAt: '3',
        body: renderMarker({ job: 'b', request: 'comment:2' }),
      },
    ]
    expect(newestMarker(comments)).toMatchObject({ job: 'b', comment: { id: 3 } })
    expect(newestMarker(comments, 'comment:1')).toMatchObject({ job: 'a', comment: { id: 1 } })
    expect(newestMarker(comments, 'comment:9')).toBeUndefined()
  })
})

describe('renderComment', () => {
  test('quotes the instruction inertly: no markup, no mentions, never the trigger phrase', () => {
    const body = renderComment({
      ...view,
      instruction:
        'ping @octocat and @docs-agent\n<img src=x onerror=alert(1)> [link](http://x) ::error::y',
    })
    expect(body).not.toMatch(/@octocat|@docs-agent|<img|\[link\]/)
    expect(body).toContain(
      '> ping &#64;octocat and &#64;docs-agent\n> &#60;img src=x onerror=alert(1)&#62;',
    )
  })

  test('a trigger phrase without @ is broken up too', () => {
    const body = renderComment({ ...view, triggerPhrase: '/docs', instruction: 'run /DOCS again' })
    expect(body).not.toMatch(/run \/docs/i)
    expect(body).toContain('run &#47;DOCS again')
  })

  test('stays under GitHub’s limit whatever the instruction and detail', () => {
    const body = renderComment({
      ...view,
      state: 'error',
      instruction: 'x'.repeat(1_000_000),
      detail: 'y'.repeat(100_000),
    })
    expect(body.length).toBeLessThan(MAX_COMMENT_LENGTH)
    expect(body).toContain('…')
  })

  test('says how to resume when the workflow stopped', () => {
    const body = renderComment({ ...view, state: 'stopped', durationMs: 65_000 })
    expect(body).toContain('### 🛑 The workflow stopped before the job finished')
    expect(body).toContain('| Took | 1 min 5 s |')
    expect(body).toContain('run the action with <code>job-id: job-1</code>')
  })
})
