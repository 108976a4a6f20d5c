import { describe, expect, test } from '@jest/globals'
import { docsPullBody, endMarker, trackingWithEnd } from '../../src/agent/job/code-end.js'
import { renderComment, type CommentView } from '../../src/agent/github/comment-body.js'
import { renderHtmlSync } from './github-renderer.js'

// What the two pull requests say when a followed code pull request closes (job/code-end.ts), and
// the held comment past code-follow-ups, as GitHub's renderer (cmark-gfm) shows them.

const CODE = 'https://github.com/acme/app/pull/12'
const DOCS = 'https://github.com/acme/docs/pull/3'

/** The text a reader sees, tags dropped and entities read. */
const seen = (markdown: string): string =>
  renderHtmlSync(markdown)
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .trim()

describe('the docs pull request is told where the code went', () => {
  test.each([
    [true, 'acme/app#12 was merged: these docs can be reviewed and merged now.'],
    [
      false,
      'acme/app#12 was closed without merging: these docs may no longer be needed. Close this pull request, or keep what still holds.',
    ],
  ])('merged: %s', (merged, words) => {
    const body = docsPullBody(CODE, 'acme/app#12', merged)
    expect(body.startsWith(endMarker('acme/app#12', merged))).toBe(true)
    expect(seen(body)).toContain(words)
    // The code pull request is linked, by its reference.
    expect(renderHtmlSync(body)).toContain(`<a href="${CODE}">acme/app#12</a>`)
  })
})

describe("the code pull request's tracking comment gets one closing section", () => {
  const tracking = '<!-- docs-agent-action job=j request=code%3A12 -->\n### ✅ Done\n\n| | |'

  test('added once, replaced on a second close, saying what failed', () => {
    const merged = trackingWithEnd(tracking, true, { url: DOCS, told: '' })
    expect(seen(merged)).toContain(
      `This pull request was merged. The docs pull request ${DOCS} can be merged now.`,
    )
    const again = trackingWithEnd(merged, false, { url: DOCS, told: 'Could not comment.' })
    expect(again.split('docs-agent-code-end')).toHaveLength(2)
    expect(seen(again)).toContain('This pull request was closed without merging.')
    expect(seen(again)).toContain('Could not comment.')
    expect(seen(again)).not.toContain('was merged')
    expect(trackingWithEnd(tracking, true, { url: undefined, told: '' })).toContain(
      'The job has no docs pull request.',
    )
  })
})

test('past code-follow-ups, the held comment says a person is needed, and how to go on', () => {
  const view: CommentView = {
    state: 'push-held',
    jobId: 'job-1',
    requestKey: 'code:12:held',
    instruction: 'bbbbbbb was pushed to this pull request; nothing was sent to the agent.',
    followUp: false,
    runUrl: 'https://github.com/acme/app/actions/runs/7',
    status: '',
    prLink: null,
    durationMs: undefined,
    detail: '',
    triggerPhrase: '@docs-agent',
    pushes: { count: 5, cap: 5 },
  }
  const text = seen(renderComment(view))
  expect(text).toContain('New pushes are no longer sent to the agent: a person is needed')
  expect(text).toMatch(/Pushes\s+5 of 5 sent/)
  expect(text).toContain(
    'The job was sent 5 pushes of this pull request, as many as code-follow-ups allows: later pushes are not sent, and this comment says so once.',
  )
  expect(text).toContain('raise code-follow-ups in the workflow: the next push is then sent.')
})
