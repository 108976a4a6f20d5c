import { describe, expect, test } from '@jest/globals'
import { runContext as context } from './fixtures/run-context.js'
import {
  findInstruction,
  resolveTrigger,
  stripHidden,
  threadOf,
} from '../../src/agent/decide/trigger.js'

const sender = { login: 'writer', type: 'User' }
const issue = {
  number: 3,
  title: 'T',
  body: 'B',
  html_url: 'https://github.com/acme/docs/issues/3',
}

describe('findInstruction', () => {
  test.each([
    ['@docs-agent add a FAQ', 'add a FAQ'],
    ['@DOCS-AGENT add a FAQ', 'add a FAQ'],
    ['please, @docs-agent: add a FAQ', ': add a FAQ'],
    ['line one\n@docs-agent\nadd a FAQ\nand more', 'add a FAQ\nand more'],
    ['@docs-agent', ''],
  ])('%j -> %j', (text, instruction) => {
    expect(findInstruction(text, '@docs-agent')).toBe(instruction)
  })

  test.each([
    '@docs-agentx add',
    'x@docs-agent add',
    'me@docs-agent.dev',
    'docs-agent add',
    '<!-- @docs-agent add -->',
  ])('no trigger in %j', (text) => {
    expect(findInstruction(text, '@docs-agent')).toBeUndefined()
  })

  test.each([
    ['> @docs-agent rewrite the intro\n\nThanks, will do!'],
    ['Use `@docs-agent <instruction>` to ask for changes.'],
    ['Example:\n```\n@docs-agent add a FAQ\n```\nthat is how.'],
  ])('a quoted or code phrase is not a request: %j', (text) => {
    expect(findInstruction(text, '@docs-agent')).toBeUndefined()
  })

  test('code after the phrase stays in the instruction', () => {
    expect(findInstruction('@docs-agent document the `--fast` flag', '@docs-agent')).toBe(
      'document the `--fast` flag',
    )
    expect(findInstruction('> quoted context\n@docs-agent fix it', '@docs-agent')).toBe('fix it')
  })

  test('zero-width characters cannot hide or split the phrase', () => {
    expect(findInstruction('@docs\u200B-agent add', '@docs-agent')).toBe('add')
    expect(stripHidden('a\u200Bb\uFEFFc<!-- x -->d')).toBe('abcd')
  })

  test('a phrase with regular-expression characters is matched literally', () => {
    expect(findInstruction('/docs+ add a page', '/docs+')).toBe('add a page')
    expect(findInstruction('/docsss add a page', '/docs+')).toBeUndefined()
  })
})

describe('resolveTrigger', () => {
  test('a new issue comment with the phrase acts, keyed by the comment', () => {
    const decision = resolveTrigger(
      context('issue_comment', {
        action: 'created',
        comment: { id: 11, body: '@docs-agent add X' },
        issue,
        sender,
      }),
      '@docs-agent',
    )
    expect(decision).toEqual({
      kind: 'act',
      trigger: {
        source: { kind: 'issue-comment', commentId: 11 },
        instruction: 'add X',
        thread: {
          number: 3,
          isPullRequest: false,
          title: 'T',
          body: 'B',
          url: issue.html_url,
          fromFork: false,
        },
        sender,
        requestKey: 'comment:11',
      },
    })
  })

  test('a review without a body is skipped', () => {
    const decision = resolveTrigger(
      context('pull_request_review', {
        action: 'submitted',
        review: { id: 4, body: null },
        pull_request: { number: 9, head: { repo: { full_name: 'acme/docs' } } },
        sender,
      }),
      '@docs-agent',
    )
    expect(decision).toMatchObject({
      kind: 'skip',
      reason: 'the review does not mention @docs-agent',
    })
  })

  test('other events use the prompt input and are keyed by the run', () => {
    const decision = resolveTrigger(context('workflow_dispatch', { inputs: {} }), '@docs-agent')
    expect(decision).toMatchObject({
      kind: 'act',
      trigger: { source: { kind: 'input' }, thread: undefined, requestKey: 'run:7' },
    })
  })

  test('an edit or another action never acts, even with a prompt input', () => {
    const labeled = context('issues', { action: 'labeled', issue, sender })
    expect(resolveTrigger(labeled, '@docs-agent')).toMatchObject({
      kind: 'skip',
      reason: "only a newly opened issue can trigger the agent; this issues event was 'labeled'",
    })
  })

  test('a comment without a sender is not let through', () => {
    const anonymous = context('issue_comment', {
      action: 'created',
      comment: { id: 1, body: '@docs-agent add X' },
      issue,
    })
    expect(resolveTrigger(anonymous, '@docs-agent')).toMatchObject({ kind: 'skip' })
  })
})

test('threadOf marks pull requests from forks', () => {
  const pr = (head: string) =>
    threadOf(
      context('pull_request', {
        pull_request: {
          number: 5,
          title: 't',
          body: null,
          html_url: 'u',
          head: { repo: { full_name: head } },
        },
      }),
    )
  expect(pr('acme/docs')).toMatchObject({
    number: 5,
    isPullRequest: true,
    fromFork: false,
    body: '',
  })
  expect(pr('someone/docs')?.fromFork).toBe(true)
  expect(threadOf(context('push', {}))).toBeUndefined()
  const onPr = threadOf(
    context('issue_comment', { issue: { ...issue, pull_request: { url: 'x' } } }),
  )
  expect(onPr?.isPullRequest).toBe(true)
})

describe('each phrase event, keyed for re-runs', () => {
  test('a review comment replies to the top of its thread', () => {
    const pr = {
      number: 9,
      title: 'T',
      body: null,
      html_url: 'u',
      head: { repo: { full_name: 'acme/docs' } },
    }
    const reply = resolveTrigger(
      context('pull_request_review_comment', {
        action: 'created',
        comment: { id: 31, in_reply_to_id: 30, body: '@docs-agent fix the example' },
        pull_request: pr,
        sender,
      }),
      '@docs-agent',
    )
    expect(reply).toMatchObject({
      kind: 'act',
      trigger: {
        source: { kind: 'review-comment', commentId: 31, replyTo: 30 },
        instruction: 'fix the example',
        requestKey: 'review-comment:31',
        thread: { number: 9, isPullRequest: true },
      },
    })
    const top = resolveTrigger(
      context('pull_request_review_comment', {
        action: 'created',
        comment: { id: 30, body: '@docs-agent fix it' },
        pull_request: pr,
        sender,
      }),
      '@docs-agent',
    )
    expect(top).toMatchObject({ trigger: { source: { replyTo: 30 } } })
  })

  test('a submitted review uses its body', () => {
    const review = resolveTrigger(
      context('pull_request_review', {
        action: 'submitted',
        review: { id: 4, body: 'LGTM. @docs-agent add a changelog entry' },
        pull_request: { number: 9, head: { repo: { full_name: 'acme/docs' } } },
        sender,
      }),
      '@docs-agent',
    )
    expect(review).toMatchObject({
      trigger: {
        source: { kind: 'review', reviewId: 4 },
        instruction: 'add a changelog entry',
        requestKey: 'review:4',
      },
    })
  })

  test('a new issue reads its title, then its body', () => {
    const opened = resolveTrigger(
      context('issues', {
        action: 'opened',
        issue: { ...issue, title: '@docs-agent document X', body: 'Details.' },
        sender,
      }),
      '@docs-agent',
    )
    expect(opened).toMatchObject({
      trigger: {
        source: { kind: 'issue' },
        instruction: 'document X\n\nDetails.',
        requestKey: 'issue:3',
      },
    })
  })

  test('each kind names itself when the phrase is missing', () => {
    const skip = (eventName: string, payload: Record<string, unknown>) =>
      resolveTrigger(context(eventName, { ...payload, sender }), '@docs-agent')
    expect(
      skip('issue_comment', { action: 'created', comment: { id: 1, body: 'hi' }, issue }),
    ).toMatchObject({
      reason: 'the comment does not mention @docs-agent',
    })
    expect(
      skip('pull_request_review_comment', {
        action: 'created',
        comment: { id: 1, body: 'hi' },
        pull_request: { number: 2 },
      }),
    ).toMatchObject({ reason: 'the review comment does not mention @docs-agent' })
    expect(skip('issues', { action: 'opened', issue })).toMatchObject({
      reason: 'the issue does not mention @docs-agent',
    })
    expect(
      skip('issue_comment', {
        action: 'created',
        comment: { id: 1, body: 'ask @docs-agent' },
        issue,
      }),
    ).toMatchObject({
      reason: 'the comment mentions @docs-agent but gives no instruction after it',
    })
  })
})
