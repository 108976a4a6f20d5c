import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, test } from '@jest/globals'
import { githubContextOf } from './fixtures/github-context.js'
import { readRunContext } from '../../src/shared/github/run-context.js'
import {
  readSavedRun,
  saveComment,
  saveFinished,
  saveJobId,
  savePendingStatus,
} from '../../src/agent/github/step-state.js'
import type { CommentView } from '../../src/agent/github/comment-body.js'
import { inStep } from './step.js'

const dir = mkdtempSync(join(tmpdir(), 'run-state-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

// The run's context as the action reads it from @actions/github's (made for `env`).
const read = (env: NodeJS.ProcessEnv) => readRunContext(githubContextOf(env))

describe('readRunContext', () => {
  test('reads the run from the runner’s variables and the event file', () => {
    const event = join(dir, 'event.json')
    writeFileSync(event, JSON.stringify({ action: 'created', issue: { number: 3 } }))
    expect(
      read({
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: event,
        GITHUB_REPOSITORY: 'acme/docs',
        GITHUB_SERVER_URL: 'https://ghe.example.test//',
        GITHUB_API_URL: 'https://ghe.example.test/api/v3/',
        GITHUB_RUN_ID: '77',
        GITHUB_RUN_ATTEMPT: '3',
      }),
    ).toEqual({
      eventName: 'issue_comment',
      payload: { action: 'created', issue: { number: 3 } },
      owner: 'acme',
      repo: 'docs',
      serverUrl: 'https://ghe.example.test',
      apiUrl: 'https://ghe.example.test/api/v3',
      runId: '77',
      runAttempt: 3,
      runUrl: 'https://ghe.example.test/acme/docs/actions/runs/77',
    })
  })

  test('outside a runner: github.com, no repository, no run, attempt 1', () => {
    expect(read({})).toEqual({
      eventName: '',
      payload: {},
      owner: '',
      repo: '',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      runId: '',
      runAttempt: 1,
      runUrl: '',
    })
  })

  test.each(['0', 'x', ''])('a run id of %j is no run', (id) => {
    expect(read({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_RUN_ID: id })).toMatchObject({
      runId: '',
      runUrl: '',
    })
  })

  test.each(['0', '-2', 'two', ''])('a run attempt of %j counts as 1', (attempt) => {
    expect(read({ GITHUB_RUN_ATTEMPT: attempt }).runAttempt).toBe(1)
  })

  test.each([
    ['missing', undefined],
    ['JSON null', 'null'],
    ['a JSON number', '5'],
  ])('an event file that is %s gives an empty payload', (_, content) => {
    const path = join(dir, `event-${String(content?.length)}.json`)
    if (content !== undefined) writeFileSync(path, content)
    expect(read({ GITHUB_EVENT_PATH: path }).payload).toEqual({})
  })

  test('an event file that is not JSON is refused by the toolkit, as it loads', () => {
    const path = join(dir, 'event-broken.json')
    writeFileSync(path, '{')
    expect(() => read({ GITHUB_EVENT_PATH: path })).toThrow(SyntaxError)
  })

  test('without GITHUB_REPOSITORY, the repository is the payload’s, as the toolkit reads it', () => {
    const path = join(dir, 'event-repository.json')
    writeFileSync(path, JSON.stringify({ repository: { name: 'docs', owner: { login: 'acme' } } }))
    expect(read({ GITHUB_EVENT_PATH: path })).toMatchObject({ owner: 'acme', repo: 'docs' })
  })
})

describe('what the main step saves for the post step', () => {
  const view: CommentView = {
    state: 'working',
    jobId: 'job-1',
    requestKey: 'comment:11',
    instruction: 'add a FAQ',
    followUp: false,
    runUrl: '',
    status: 'active',
    prLink: null,
    durationMs: undefined,
    detail: '',
    triggerPhrase: '@docs-agent',
  }

  /** What the main step saved, given back to a post step as the runner does (STATE_*). */
  async function savedThen(save: () => void): Promise<ReturnType<typeof readSavedRun>> {
    const step = await inStep({}, () => {
      save()
      return Promise.resolve()
    })
    for (const [name, value] of Object.entries(step.state)) process.env[`STATE_${name}`] = value
    return readSavedRun()
  }

  test('the job id, the comment with its view, and whether it is finished', async () => {
    const run = await savedThen(() => {
      saveJobId('job-1')
      saveComment(900, { kind: 'review', pull: 8, replyTo: 10 }, view)
      saveFinished()
    })
    expect(run).toEqual({
      jobId: 'job-1',
      comment: { id: 900, place: { kind: 'review', pull: 8, replyTo: 10 }, view },
      finished: true,
    })
  })

  test('nothing saved: no job, no comment, not finished', async () => {
    expect(await savedThen(() => undefined)).toEqual({
      jobId: '',
      comment: undefined,
      finished: false,
    })
  })

  test('a pending docs status, with the end being written; cleared once written; a bad one ignored', async () => {
    const sha = 'c'.repeat(40)
    const end = { state: 'success', description: 'Docs pull request ready (job job-1)' }
    const run = await savedThen(() => savePendingStatus({ sha, context: 'docs', end }))
    expect(run.pendingStatus).toEqual({ sha, context: 'docs', end })
    const cleared = await savedThen(() => {
      savePendingStatus({ sha, context: 'docs' })
      savePendingStatus(undefined)
    })
    expect(cleared.pendingStatus).toBeUndefined()
    process.env['STATE_docs-status-pending'] = '{"sha":1,"context":"docs"}'
    expect(readSavedRun().pendingStatus).toBeUndefined()
  })

  test('a comment not yet created keeps its place; a state that is not JSON is no comment', async () => {
    const run = await savedThen(() => saveComment(undefined, { kind: 'issue', number: 3 }, view))
    expect(run.comment).toEqual({ place: { kind: 'issue', number: 3 }, view })
    process.env['STATE_tracking-comment'] = '{"id":'
    process.env.STATE_finished = 'yes'
    expect(readSavedRun()).toMatchObject({ comment: undefined, finished: false })
  })
})
