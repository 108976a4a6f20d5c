import { describe, expect, test } from '@jest/globals'
import { renderedTokens } from './github-renderer.js'
import { gapsCoversOf } from '../../src/shared/gaps-items.js'
import { ApiError } from '../../src/shared/http/errors.js'
import type { GitHubClient, ThreadComment } from '../../src/shared/github/github-client.js'
import {
  newestMarker,
  parseMarkers,
  renderFailureMarker,
  renderMarker,
  requestComment,
  writtenByThisAction,
} from '../../src/agent/github/marker.js'
import { TrackingComment } from '../../src/agent/github/tracking-comment.js'
import {
  MAX_COMMENT_LENGTH,
  renderComment,
  type CommentView,
} from '../../src/agent/github/comment-body.js'

const NO_SHOTS = { screenshot: null, screenshotLight: null, screenshotDark: null }

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
    const comment = (id: number, body: string, trusted = true) => ({
      id,
      kind: 'issue' as const,
      createdAt: String(id),
      body,
      trusted,
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

  test('a failure marker names the request and no job: only requestComment reads it', () => {
    const comment = (id: number, body: string, trusted = true) => ({
      id,
      kind: 'issue' as const,
      createdAt: String(id),
      body,
      trusted,
    })
    const failed = renderFailureMarker({ request: 'comment:1' })
    expect(failed).toBe('<!-- docs-agent-action failed request=comment%3A1 -->')
    expect(writtenByThisAction(failed)).toBe(true)
    // Neither a re-run nor a follow-up takes it for a job.
    expect(parseMarkers(failed)).toEqual([])
    const comments = [
      comment(1, renderMarker({ job: 'a', request: 'comment:1' })),
      comment(2, failed),
      comment(3, renderFailureMarker({ request: 'comment:2' }), false),
    ]
    expect(requestComment(comments, 'comment:1')).toEqual({
      comment: comments[1],
      job: undefined,
      failure: { request: 'comment:1' },
    })
    // With the run that failed and, when its creation's fate is unknown, that a job may exist.
    const full = renderFailureMarker({
      request: 'comment:1',
      run: { id: '42', attempt: 2 },
      claim: 'unknown',
      jobMayExist: true,
    })
    expect(full).toBe(
      '<!-- docs-agent-action failed request=comment%3A1 --><!-- docs-agent-run id=42 attempt=2 --><!-- docs-agent-claim unknown --><!-- docs-agent-job may-exist -->',
    )
    expect(requestComment([comment(4, full)], 'comment:1')?.failure).toEqual({
      request: 'comment:1',
      run: { id: '42', attempt: 2 },
      claim: 'unknown',
      jobMayExist: true,
    })
    expect(requestComment(comments.slice(0, 1), 'comment:1')).toEqual({
      comment: comments[0],
      job: 'a',
    })
    // Typed by a person: not trusted.
    expect(requestComment(comments, 'comment:2')).toBeUndefined()
  })

  test('the preview a comment shows: its status id and link, read back by a re-run', () => {
    const preview = { statusId: 'st-7', url: 'https://acme-docs-fix.example.app/a?b=1&c=--%3E' }
    const marker = { job: 'j', request: 'comment:1', run: { id: '7', attempt: 1 }, preview }
    const body = renderMarker(marker)
    // Encoded: nothing of a URL can end the hidden comment.
    expect(body).toContain(
      '<!-- docs-agent-preview status=st-7 url=https%3A%2F%2Facme-docs-fix.example.app%2Fa%3Fb%3D1%26c%3D--%253E -->',
    )
    expect(body.match(/-->/g)).toHaveLength(3)
    expect(parseMarkers(body)).toEqual([marker])
    // A preview without a link, and the comment's view rendered whole.
    const bare = { job: 'j', request: 'r', preview: { statusId: 'st-8', url: '' } }
    expect(parseMarkers(renderMarker(bare))).toEqual([bare])
    const shown = renderComment({
      ...view,
      state: 'completed',
      preview: { status: 'success', url: preview.url, screenshots: NO_SHOTS, statusId: 'st-7' },
    })
    expect(parseMarkers(shown)[0]?.preview).toEqual(preview)
    // A link that is no web address, or an id that could break a log line, is not read.
    const forged = (url: string, id = 'st-9') =>
      `<!-- docs-agent-action job=j request=r --><!-- docs-agent-preview status=${id} url=${encodeURIComponent(url)} -->`
    expect(parseMarkers(forged('javascript:alert(1)'))).toEqual([{ job: 'j', request: 'r' }])
    expect(parseMarkers(forged(preview.url, 'st%0A'))).toEqual([{ job: 'j', request: 'r' }])
    expect(parseMarkers(forged(preview.url, '..'))).toEqual([{ job: 'j', request: 'r' }])
    // Nor is such a preview written: a URL that cannot be encoded, or that would not read back.
    for (const url of ['https://a.example/\uD800', 'https://a.example/"x', 'ftp://a.example'])
      expect(renderMarker({ job: 'j', request: 'r', preview: { statusId: 'st-1', url } })).toBe(
        renderMarker({ job: 'j', request: 'r' }),
      )
  })

  test("a followed pull request's docs pull request and head: written, and read back as written", () => {
    const pr = 'https://github.com/acme/docs/pull/3?x=--%3E'
    const head = 'c'.repeat(40)
    const marker = { job: 'j', request: 'code:12', preview: { statusId: 's', url: '' }, pr, head }
    expect(parseMarkers(`x${renderMarker(marker)}y`)).toEqual([marker])
    expect(parseMarkers(renderMarker({ job: 'j', request: 'r', head }))).toEqual([
      { job: 'j', request: 'r', head },
    ])
    // Neither is written when it would not read back: a URL of another scheme, a short SHA.
    expect(renderMarker({ job: 'j', request: 'r', pr: 'ftp://a.example', head: 'c1' })).toBe(
      renderMarker({ job: 'j', request: 'r' }),
    )
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

  test.each([
    ['failed', 'The service reported job job-1 as failed : it ended without finishing the work.'],
    ['archived', 'The service reported job job-1 as archived : it was set aside before it ended.'],
  ] as const)('a %s job says what the service reported and what to do next', (state, said) => {
    const rendered = renderedTokens(renderComment({ ...view, state }))
    const text = rendered.shown.replace(/\s+/g, ' ')
    expect(text).toContain(said)
    expect(text).toContain(
      'To try again, comment @docs-agent <instruction> here: a new job starts.',
    )
    expect(text).toContain("open job job-1 in the platform's dashboard")
    // The phrase is shown as code, never said: the comment cannot start a run.
    expect(rendered.said.has('@docs-agent')).toBe(false)
    expect(renderComment({ ...view, state })).not.toContain('@docs-agent')
  })

  test('says how to resume when the workflow stopped', () => {
    const body = renderComment({ ...view, state: 'stopped', durationMs: 65_000 })
    expect(body).toContain('### 🛑 The workflow stopped before the job finished')
    expect(body).toContain('| Took | 1 min 5 s |')
    expect(body).toContain('run the action with <code>job-id: job-1</code>')
  })
})

describe('the docs-gaps cover a tracking comment carries', () => {
  const ids = ['625BF2cxya6']
  const covering = {
    ...view,
    gapsItems: ids,
    runUrl: 'https://github.com/acme/docs/actions/runs/7',
  }
  test('names the job’s pull request when it is in the run’s repository', () => {
    const body = renderComment({ ...covering, prLink: 'https://github.com/acme/docs/pull/12' })
    expect(gapsCoversOf(body)).toEqual([{ job: covering.jobId, items: ids, pr: 12 }])
  })
  test('leaves out a pull request in another repository: the gaps run would read another one', () => {
    const body = renderComment({ ...covering, prLink: 'https://github.com/acme/site/pull/12' })
    expect(gapsCoversOf(body)).toEqual([{ job: covering.jobId, items: ids, pr: undefined }])
  })
})

describe('renderComment, the whole body', () => {
  test('a finished follow-up: every row, in order', () => {
    const body = renderComment({
      ...view,
      state: 'completed',
      followUp: true,
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/7',
      durationMs: 42_000,
    })
    expect(body).toBe(
      [
        '<!-- docs-agent-action job=job-1 request=comment%3A5 --><!-- docs-agent-pr url=https%3A%2F%2Fgithub.com%2Facme%2Fdocs%2Fpull%2F7 -->',
        '### ✅ The docs agent opened a pull request',
        '',
        '> add a quickstart',
        '',
        '| | |',
        '|---|---|',
        '| Job | <code>job-1</code> (follow-up message) |',
        '| Status | completed |',
        '| Pull request | <a href="https://github.com/acme/docs/pull/7">https://github.com/acme/docs/pull/7</a> |',
        '| Took | 42 s |',
        '| Workflow run | <a href="https://github.com/acme/docs/actions/runs/1">logs</a> |',
      ].join('\n'),
    )
  })

  test('no status, no run link, a detail, and the resume hint for a timeout only', () => {
    const body = renderComment({
      ...view,
      state: 'timed-out',
      status: '',
      runUrl: '',
      detail: 'Waited 30 min.',
    })
    expect(body).toContain('| Status | unknown |')
    expect(body).not.toContain('Workflow run')
    expect(
      body.endsWith(
        'Waited 30 min.\n\nThe job may still be running on the service. To wait for it again, run the action with <code>job-id: job-1</code>.',
      ),
    ).toBe(true)
    expect(renderComment({ ...view, state: 'failed' })).not.toContain('may still be running')
    expect(renderComment({ ...view, state: 'error', detail: 'x'.repeat(2000) })).toContain(
      `${'x'.repeat(1000)}`,
    )
    expect(renderComment({ ...view, state: 'error', detail: 'x'.repeat(2000) })).not.toContain(
      `${'x'.repeat(1001)}`,
    )
  })
})

describe('TrackingComment', () => {
  /** A GitHub client that records calls and can be told to fail. */
  function fakeGitHub(thread: ThreadComment[] = []) {
    const calls: string[] = []
    let nextFailure: Error | undefined
    const take = (): void => {
      const failure = nextFailure
      nextFailure = undefined
      if (failure !== undefined) throw failure
    }
    const github = {
      createComment: (number: number, body: string) => {
        calls.push(`create #${number} ${body.split('\n')[1]}`)
        take()
        return Promise.resolve(900)
      },
      replyToReviewComment: (pull: number, replyTo: number, body: string) => {
        calls.push(`reply #${pull}/${replyTo} ${body.split('\n')[1]}`)
        take()
        return Promise.resolve(901)
      },
      updateComment: (kind: string, id: number, body: string) => {
        calls.push(`update ${kind} ${id} ${body.split('\n')[1]}`)
        take()
        return Promise.resolve()
      },
      threadComments: (number: number) => {
        calls.push(`list #${number}`)
        return Promise.resolve(thread)
      },
    }
    return {
      github: github as unknown as GitHubClient,
      calls,
      failNext: (error: Error) => (nextFailure = error),
    }
  }
  const warnings: string[] = []
  const warn = (m: string): void => {
    warnings.push(m)
  }

  test('created once, then edited only when the body changes', async () => {
    const { github, calls } = fakeGitHub()
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn)
    expect(await comment.show(view)).toBe(true)
    expect(await comment.show(view)).toBe(true)
    expect(await comment.show({ ...view, state: 'completed' })).toBe(true)
    expect(calls).toEqual([
      'create #3 ### ⏳ The docs agent is working on this',
      'update issue 900 ### ✅ The docs agent opened a pull request',
    ])
    expect(comment.id).toBe(900)
  })

  test('a review comment gets a reply in its thread, and review edits', async () => {
    const { github, calls } = fakeGitHub()
    const comment = new TrackingComment(github, { kind: 'review', pull: 8, replyTo: 77 }, warn)
    await comment.show(view)
    await comment.show({ ...view, state: 'failed' })
    expect(calls).toEqual([
      'reply #8/77 ### ⏳ The docs agent is working on this',
      'update review 901 ### ❌ The docs agent job failed',
    ])
  })

  test('after a create whose answer was lost, the thread is searched before creating again', async () => {
    const mine = {
      id: 555,
      kind: 'issue' as const,
      createdAt: '1',
      trusted: true,
      body: renderMarker({ job: 'job-1', request: 'comment:5' }),
    }
    const { github, calls, failNext } = fakeGitHub([mine])
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn)
    failNext(new ApiError('dropped', { mayHaveActed: true, transient: true }))
    expect(await comment.show(view)).toBe(false)
    expect(await comment.show({ ...view, state: 'completed' })).toBe(true)
    expect(calls).toEqual([
      'create #3 ### ⏳ The docs agent is working on this',
      'list #3',
      'update issue 555 ### ✅ The docs agent opened a pull request',
    ])
  })

  test('a refusal for good stops all further attempts, with one warning', async () => {
    warnings.length = 0
    const { github, calls, failNext } = fakeGitHub()
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn)
    failNext(new ApiError('Resource not accessible by integration', { status: 403 }))
    expect(await comment.show(view)).toBe(false)
    expect(await comment.show({ ...view, state: 'completed' })).toBe(false)
    expect(comment.refused).toBe(true)
    expect(calls).toHaveLength(1)
    expect(warnings).toEqual([
      'Could not post the tracking comment: Resource not accessible by integration',
    ])
  })

  test('a transient failure is retried on the next change; an existing id is edited', async () => {
    const { github, calls, failNext } = fakeGitHub()
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn, { id: 42 })
    failNext(new ApiError('HTTP 502', { status: 502, transient: true }))
    expect(await comment.show(view)).toBe(false)
    expect(await comment.show(view)).toBe(true)
    expect(calls).toEqual([
      'update issue 42 ### ⏳ The docs agent is working on this',
      'update issue 42 ### ⏳ The docs agent is working on this',
    ])
  })

  test('a failure without a job: its own marker, no job rows, the advice instead of the detail', () => {
    const body = renderComment({
      ...view,
      state: 'error',
      jobId: '',
      status: '',
      detail: 'Creating the agent job failed with HTTP 502: <html>gateway</html>',
      advice: { title: 'The service is <unavailable>', body: '**What happened:** it broke.' },
    })
    expect(body).toBe(
      [
        '<!-- docs-agent-action failed request=comment%3A5 -->',
        '### ⚠️ The service is &#60;unavailable&#62;',
        '',
        '> add a quickstart',
        '',
        '| | |',
        '|---|---|',
        '| Workflow run | <a href="https://github.com/acme/docs/actions/runs/1">logs</a> |',
        '',
        '**What happened:** it broke.',
      ].join('\n'),
    )
  })

  test("a failure edits this request's failure comment, and stands down beside another job's", async () => {
    const failed = { id: 40, kind: 'issue' as const, createdAt: '1', trusted: true }
    const failure: CommentView = { ...view, state: 'error', jobId: '' }
    const earlier = fakeGitHub([{ ...failed, body: renderFailureMarker({ request: 'comment:5' }) }])
    const again = new TrackingComment(earlier.github, { kind: 'issue', number: 3 }, warn, {
      search: true,
    })
    expect(await again.show(failure)).toBe(true)
    expect(earlier.calls).toEqual([
      'list #3',
      'update issue 40 ### ⚠️ The docs agent action hit an error',
    ])

    warnings.length = 0
    const owned = fakeGitHub([
      { ...failed, body: renderMarker({ job: 'job-9', request: 'comment:5' }) },
    ])
    const beside = new TrackingComment(owned.github, { kind: 'issue', number: 3 }, warn, {
      search: true,
    })
    // Nothing is left for the post step to do either.
    expect(await beside.show(failure)).toBe(true)
    expect(await beside.show({ ...failure, detail: 'again' })).toBe(true)
    expect(owned.calls).toEqual(['list #3'])
    expect(warnings).toEqual([
      'Did not post a comment about this failure: the thread already has the tracking comment of job job-9 for this request, which is left as it is.',
    ])
    // A job's own comment takes the failure comment over.
    const rerun = fakeGitHub([{ ...failed, body: renderFailureMarker({ request: 'comment:5' }) }])
    await new TrackingComment(rerun.github, { kind: 'issue', number: 3 }, warn, {
      search: true,
    }).show(view)
    expect(rerun.calls).toEqual([
      'list #3',
      'update issue 40 ### ⏳ The docs agent is working on this',
    ])
  })

  test('another failure never overwrites a comment that says a job of the request may exist', async () => {
    const mayExist = {
      id: 40,
      kind: 'issue' as const,
      createdAt: '1',
      trusted: true,
      body: renderFailureMarker({ request: 'comment:5', jobMayExist: true }),
    }
    const failure: CommentView = { ...view, state: 'error', jobId: '' }
    warnings.length = 0
    const { github, calls } = fakeGitHub([mayExist])
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn, {
      search: true,
    })
    expect(await comment.show(failure)).toBe(true)
    expect(calls).toEqual(['list #3'])
    expect(warnings).toEqual([
      'Did not post a comment about this failure: the thread already says that a job of this request may exist, and that comment is left as it is.',
    ])
    // A failure that itself may have made a job says so in the same comment.
    const same = fakeGitHub([mayExist])
    await new TrackingComment(same.github, { kind: 'issue', number: 3 }, warn, {
      search: true,
    }).show({ ...failure, jobMayExist: true })
    expect(same.calls).toEqual([
      'list #3',
      'update issue 40 ### ⚠️ The docs agent action hit an error',
    ])
  })

  test('calls made at once run one after the other: one create, then edits', async () => {
    const { github, calls } = fakeGitHub()
    const comment = new TrackingComment(github, { kind: 'issue', number: 3 }, warn)
    await Promise.all([comment.show(view), comment.show({ ...view, state: 'stopped' })])
    expect(calls).toEqual([
      'create #3 ### ⏳ The docs agent is working on this',
      'update issue 900 ### 🛑 The workflow stopped before the job finished',
    ])
  })
})

describe('comments of a request that name no job (failures, refusals by a daily limit)', () => {
  const failure: CommentView = {
    ...view,
    state: 'error',
    jobId: '',
    run: { id: '7', attempt: 2 },
    detail: 'GitHub failed',
  }
  const listed = (id: number, body: string): ThreadComment => ({
    id,
    kind: 'issue',
    createdAt: String(id),
    trusted: true,
    body,
  })

  /** A client whose thread reads `before` until the comment is posted, then `after` too. */
  function thread(before: ThreadComment[], after: ThreadComment[] = []) {
    const calls: string[] = []
    let posted = false
    const github = {
      createComment: () => {
        calls.push('create')
        posted = true
        return Promise.resolve(900)
      },
      updateComment: (_: string, id: number, body: string) => {
        calls.push(`update ${id} ${body.split('\n')[0]}`)
        return Promise.resolve()
      },
      deleteComment: (id: number) => {
        calls.push(`delete ${id}`)
        return Promise.resolve()
      },
      threadComments: () => {
        calls.push('list')
        return Promise.resolve(posted ? [...before, ...after] : before)
      },
    }
    return { github: github as unknown as GitHubClient, calls }
  }
  const options = { search: true }
  const warn = (): void => undefined

  test('of two posted at once, the one that says a job may exist stays, whichever is newer', async () => {
    const plain = listed(800, renderFailureMarker({ request: 'comment:5' }))
    const mine = listed(900, renderFailureMarker({ request: 'comment:5', jobMayExist: true }))
    const first = thread([], [plain, mine])
    await new TrackingComment(first.github, { kind: 'issue', number: 3 }, warn, options).show({
      ...failure,
      jobMayExist: true,
    })
    expect(first.calls).toEqual(['list', 'create', 'list', 'delete 800'])
    // The plain one, posted beside an older comment that says a job may exist, goes.
    const older = listed(800, renderFailureMarker({ request: 'comment:5', jobMayExist: true }))
    const second = thread([], [older, listed(900, renderFailureMarker({ request: 'comment:5' }))])
    await new TrackingComment(second.github, { kind: 'issue', number: 3 }, warn, options).show(
      failure,
    )
    expect(second.calls).toEqual(['list', 'create', 'list', 'delete 900'])
  })

  test('of two that say as much, the newest stays: the one every run of the request reads', async () => {
    const older = listed(800, renderFailureMarker({ request: 'comment:5' }))
    const mine = listed(900, renderFailureMarker({ request: 'comment:5' }))
    const { github, calls } = thread([], [older, mine])
    await new TrackingComment(github, { kind: 'issue', number: 3 }, warn, options).show(failure)
    expect(calls).toEqual(['list', 'create', 'list', 'delete 800'])
  })

  test("a failure that took over an earlier attempt's comment keeps the claim that attempt held", async () => {
    const held = renderFailureMarker({
      request: 'comment:5',
      run: { id: '7', attempt: 1 },
      claim: 'held',
      claimId: 42,
    })
    const { github, calls } = thread([listed(700, held)])
    await new TrackingComment(github, { kind: 'issue', number: 3 }, warn, options).show(failure)
    expect(calls).toEqual([
      'list',
      'update 700 <!-- docs-agent-action failed request=comment%3A5 --><!-- docs-agent-run id=7 attempt=2 --><!-- docs-agent-claim held --><!-- docs-agent-claimed reaction=42 -->',
    ])
    // Another run's claim is not this run's to keep.
    const other = thread([listed(700, held)])
    await new TrackingComment(other.github, { kind: 'issue', number: 3 }, warn, options).show({
      ...failure,
      run: { id: '8', attempt: 1 },
    })
    expect(other.calls[1]).toBe(
      'update 700 <!-- docs-agent-action failed request=comment%3A5 --><!-- docs-agent-run id=8 attempt=1 -->',
    )
  })
})
