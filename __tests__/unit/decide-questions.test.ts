import { describe, expect, test } from '@jest/globals'
import type { IssueCommentEvent } from '@octokit/webhooks-types'
import { budgetFact, withinLimits } from '../../src/agent/decide/budget.js'
import type { Asking } from '../../src/agent/decide/fact-needs.js'
import type { Facts, Plan } from '../../src/agent/decide/request-kind.js'
import { threadMarkers, whichJob } from '../../src/agent/decide/job-choice.js'
import { whatToSend } from '../../src/agent/decide/prompt-context.js'
import { whoseContent } from '../../src/agent/decide/authors.js'
import { mayAsk, type Asked } from '../../src/agent/decide/request-reading.js'
import type { Untrusted } from '../../src/shared/github/run-context.js'
import { readThread, renderFailureMarker, renderMarker } from '../../src/agent/github/marker.js'
import { REQUEST_KINDS } from '../../src/agent/triggers/request-kinds.js'
import type { ThreadComment } from '../../src/shared/github/github-client.js'
import { loadVisibleText } from '../../src/shared/sanitizer/visible-text.js'
import { INPUTS } from './fixtures/inputs.js'
import { firstAnswer, OWN_PULL_HEAD } from './fixtures/facts.js'
import { runContext } from './fixtures/run-context.js'

// Each of decide's questions (decide.ts) on its own: a pure function of the facts, which asks for
// the one fact it lacks. decide.test.ts plays them together.

await loadVisibleText()

/** The run of a writer's comment on pull request #3, with `more` facts gathered. */
function facts(more: Partial<Facts> = {}, body = '@docs-agent add a FAQ'): Facts {
  const url = 'https://github.com/acme/docs/pull/3'
  const payload: Untrusted<IssueCommentEvent> = {
    action: 'created',
    comment: { id: 11, body },
    // The writer's own pull request: its files are theirs (authors.ts).
    issue: {
      number: 3,
      title: 'Rename',
      body: '',
      html_url: url,
      pull_request: { url },
      user: { login: 'writer' },
    },
    sender: { login: 'writer', type: 'User' },
  }
  return {
    inputs: { ...INPUTS, apiKey: 'key' },
    kinds: REQUEST_KINDS,
    context: runContext('issue_comment', payload),
    github: true,
    lookUpJobs: true,
    ...more,
  }
}

const WRITER = { role: { role: 'write', permission: 'write' } }

/** Whether the thread's newest job may be asked of the service (decide.ts: the limits). */
const lookUp = (may: boolean) =>
  // eslint-disable-next-line require-yield
  function* (): Asking<boolean> {
    return may
  }

function asked(known: Facts): Extract<Asked, { way: 'job' }> {
  const answer = firstAnswer(mayAsk(known, []))
  if (!('way' in answer) || answer.way !== 'job') throw new Error('not a request to a job')
  return answer
}

function comment(id: number, body: string): ThreadComment {
  return { id, kind: 'issue', body, createdAt: '2026-01-01T00:00:00Z', trusted: true }
}

describe('may this person ask (mayAsk)', () => {
  test("asks for the sender's role, then passes a writer with the instruction", () => {
    expect(firstAnswer(mayAsk(facts(), []))).toEqual({
      kind: 'gather',
      need: { fact: 'role', login: 'writer' },
    })
    const answer = asked(facts(WRITER))
    expect(answer.instruction).toBe('add a FAQ')
    expect(answer.fromPrompt).toBe(false)
  })

  test('refuses a reader, reading nothing more', () => {
    const answer = firstAnswer(mayAsk(facts({ role: { role: 'read', permission: 'read' } }), []))
    expect(answer).toMatchObject({ kind: 'decided', plan: { kind: 'skip' } })
  })
})

describe('which job (whichJob)', () => {
  test('reads the thread, then finds this request’s own job: a re-run waits for it', () => {
    const known = facts(WRITER)
    const request = asked(known)
    expect(firstAnswer(whichJob(request, known, [], lookUp(true)))).toMatchObject({
      kind: 'gather',
      need: { fact: 'thread' },
    })
    const own = comment(5, renderMarker({ job: 'job-1', request: request.trigger.requestKey }))
    expect(
      firstAnswer(
        whichJob(
          request,
          { ...known, context: { ...known.context, runAttempt: 2 }, thread: readThread([own]) },
          [],
          lookUp(true),
        ),
      ),
    ).toMatchObject({ action: 'wait', jobId: 'job-1' })
  })

  test('with follow-up auto, asks the service about the newest job unless told not to', () => {
    const known = facts({ ...WRITER, inputs: { ...facts().inputs, followUp: 'auto' } })
    const request = asked(known)
    const thread = readThread([comment(5, renderMarker({ job: 'job-9', request: 'other' }))])
    expect(firstAnswer(whichJob(request, { ...known, thread }, [], lookUp(true)))).toEqual({
      kind: 'gather',
      need: { fact: 'newestJob', jobId: 'job-9' },
    })
    expect(firstAnswer(whichJob(request, { ...known, thread }, [], lookUp(false)))).toMatchObject({
      action: 'create',
    })
  })
})

describe('whose content (whoseContent), then what to send (whatToSend)', () => {
  test("asks for a pull request's files, then sends the instruction with its context", () => {
    const known = facts(WRITER)
    const request = asked(known)
    // Whose branch it is first: the comment's payload does not say (authors.ts).
    expect(firstAnswer(whoseContent(request.trigger, known))).toEqual({
      kind: 'gather',
      need: { fact: 'pull', number: 3 },
    })
    known.pull = OWN_PULL_HEAD
    const content = firstAnswer(whoseContent(request.trigger, known))
    if ('kind' in content) throw new Error('asked for another fact')
    expect(firstAnswer(whatToSend(request, 'create', content, known, []))).toEqual({
      kind: 'gather',
      need: { fact: 'files', number: 3 },
    })
    const warnings: string[] = []
    const sent = firstAnswer(
      whatToSend(request, 'create', content, { ...known, files: { error: 'E' } }, warnings),
    )
    expect(sent).toMatchObject({ prompt: expect.stringMatching(/^add a FAQ\n\n---\n/) })
    expect(warnings).toEqual(['Could not list the files of pull request #3: E'])
    // A wait sends nothing: no files are read.
    expect(firstAnswer(whatToSend(request, 'wait', content, known, []))).toHaveProperty('prompt')
  })
})

describe('within the daily limits (withinLimits)', () => {
  const plan = (known: Facts): Extract<Plan, { kind: 'run' }> => ({
    kind: 'run',
    trigger: asked(known).trigger,
    action: 'create',
    jobId: '',
    instruction: 'add a FAQ',
    prompt: 'add a FAQ',
    existingComment: undefined,
    reason: 'a new job',
    claimed: true,
  })
  const limited = { ...facts().inputs, dailyRequestLimit: 1 }

  test('asks for the count, then refuses the request over the limit', () => {
    const known = facts({ ...WRITER, inputs: limited })
    expect(firstAnswer(withinLimits(plan(known), [], known))).toEqual({
      kind: 'gather',
      need: { fact: 'budget' },
    })
    const now = Date.parse('2026-01-01T12:00:00Z')
    const sent = comment(1, renderMarker({ job: 'j', request: 'r', sentBy: 'x', sentAt: now - 1 }))
    const budget = budgetFact({ comments: [sent], complete: true }, now)
    expect(firstAnswer(withinLimits(plan(known), [], { ...known, budget }))).toMatchObject({
      kind: 'decided',
      plan: { kind: 'limited' },
    })
  })

  test('without a limit, records for whom the request is sent', () => {
    const known = facts(WRITER)
    expect(firstAnswer(withinLimits(plan(known), [], known))).toMatchObject({
      plan: { kind: 'run', sentBy: 'writer' },
    })
  })
})

describe("the thread's markers, parsed as it is read (readThread), then read for a request (threadMarkers)", () => {
  test("this request's newest, the thread's newest, and the request's newest comment", () => {
    const comments = [
      comment(1, renderMarker({ job: 'a', request: 'mine' })),
      comment(2, renderFailureMarker({ request: 'mine' })),
      comment(3, renderMarker({ job: 'b', request: 'other' })),
      { ...comment(4, renderMarker({ job: 'c', request: 'mine' })), trusted: false },
    ]
    const { marked } = readThread(comments)
    expect(marked.map((m) => m.comment.id)).toEqual([1, 2, 3])
    const read = threadMarkers(marked, 'mine')
    expect(read.own).toMatchObject({ job: 'a', comment: { id: 1 } })
    expect(read.newest).toMatchObject({ job: 'b', comment: { id: 3 } })
    expect(read.latest).toMatchObject({ job: undefined, comment: { id: 2 } })
    expect(threadMarkers([], 'mine')).toEqual({
      own: undefined,
      newest: undefined,
      latest: undefined,
    })
  })
})
