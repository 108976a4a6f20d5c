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
  test('round-trip the job ids the service uses', () => {
    for (const job of ['job-1', '8a128206-c219-444b-bee4-989335af9258', 'abc.DEF_1:2']) {
      const marker = renderMarker({ job, request: 'comment:1' })
      expect(marker).toMatch(/^<!-- docs-agent-action job=\S+ request=\S+ -->$/)
      expect(parseMarkers(`text\n${marker}\nmore`)).toEqual([{ job, request: 'comment:1' }])
    }
  })

  test('the newest marker by a bot wins, optionally for one request only', () => {
    const comment = (id: number, body: string, byBot = true) => ({
      id,
      kind: 'issue' as const,
      createdAt: String(id),
      body,
      byBot,
    })
    const comments = [
      comment(1, renderMarker({ job: 'a', request: 'comment:1' })),
      comment(2, 'no marker'),
      comment(3, renderMarker({ job: 'b', request: 'comment:2' })),
      // Typed by a person: never trusted, even as the newest.
      comment(4, renderMarker({ job: 'evil', request: 'comment:1' }), false),
    ]
    expect(newestMarker(comments)).toMatchObject({ job: 'b', comment: { id: 3 } })
    expect(newestMarker(comments, 'comment:1')).toMatchObject({ job: 'a', comment: { id: 1 } })
    expect(newestMarker(comments, 'comment:9')).toBeUndefined()
  })

  test('a marker whose id could break a log line is ignored', () => {
    const forged =
      '<!-- docs-agent-action job=x%0A%3A%3Awarning%3A%3Ainjected request=comment%3A1 -->'
    expect(parseMarkers(forged)).toEqual([])
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
