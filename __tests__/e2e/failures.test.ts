import { describe, expect, test } from '@jest/globals'
import { EMULATOR_GITHUB_TOKEN } from '../../emulator/action-runner.ts'
import type { FaultRule } from '../../emulator/faults.ts'
import { utcTime } from '../../src/agent/job/failure-advice.ts'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload, REPOSITORY } from '../../emulator/webhooks.ts'
import {
  runAgentAndPostInProcess,
  runAgentInProcess,
  useInProcessRunner,
} from '../in-process/step.js'
import {
  annotations,
  API_KEY,
  errors,
  expectCleanEnd,
  runAgentAndPost,
  TRIGGER_COMMENT,
  withEmulator,
} from './harness.js'

// The agent's step and its post step in this process (runAgentInProcess,
// runAgentAndPostInProcess) for what a run shows as well there: its errors, outputs, and the
// comments and reactions the emulator saw. Through the bundle as a real process
// (runAgentAndPost): the 401, whose step ends by exit code 1 without a crash, and whose post step
// is the post step's bundle (dist/post/index.js). Every event kind is played through the bundle
// in bundle-events.test.ts.
const it = test.concurrent
useInProcessRunner()

const RUN_URL = `https://github.com/${REPOSITORY}/actions/runs/777`
const LOGS = `The <a href="${RUN_URL}">run&#39;s logs</a> have the details.`

/** The bot's comments in issue #1. */
const botComments = (emulator: Emulator) =>
  emulator.github.thread(REPOSITORY, 1).filter((c) => c.user.type === 'Bot')

/** The reactions on the writer's comment, in order. */
const reactions = (emulator: Emulator) =>
  emulator.github.reactions.map((r) => `${r.target} ${r.content}`)

/**
 * The writer's `@docs-agent add a quickstart` with `fault` on job creation, run as a runner runs
 * the step and its post step; the thread then holds exactly one comment from the bot.
 */
async function failedCreation(
  emulator: Emulator,
  fault: Omit<FaultRule, 'op'>,
  step: typeof runAgentAndPost = runAgentAndPostInProcess,
) {
  emulator.faults.add({ op: 'agent.create', ...fault })
  const { main, post } = await step(emulator, {}, TRIGGER_COMMENT)
  expectCleanEnd(main)
  expect(main.code).toBe(1)
  expect(post.code).toBe(0)
  const comments = botComments(emulator)
  expect(comments).toHaveLength(1)
  const [comment] = comments
  // Posted once by the main step; the post step added nothing and edited nothing.
  expect(comment?.history).toHaveLength(1)
  const body = comment?.body ?? ''
  // The marker names the request and the run that failed, never a job.
  expect(body).toMatch(
    /^<!-- docs-agent-action failed request=comment%3A5001 --><!-- docs-agent-run id=777 attempt=1 --><!-- docs-agent-claim held -->(<!-- docs-agent-job may-exist --><!-- docs-agent-sent by=writer at=\d+ -->)?<!-- docs-agent-claimed reaction=\d+ -->\n### ⚠️ /,
  )
  expect(body).toContain('> add a quickstart')
  expect(body).toContain(`| Workflow run | <a href="${RUN_URL}">logs</a> |`)
  expect(body).toContain(LOGS)
  expect(body).not.toContain('| Job |')
  for (const secret of [API_KEY, EMULATOR_GITHUB_TOKEN]) expect(body).not.toContain(secret)
  expect(reactions(emulator)).toEqual(['comment:5001 eyes', 'comment:5001 confused'])
  return { main, body }
}

describe('a comment whose job the service will not create gets one comment saying why', () => {
  it('401: the service refused the API key; check the secret, then try again', async () => {
    await withEmulator({}, async (emulator) => {
      const { main, body } = await failedCreation(
        emulator,
        {
          kind: 'status',
          status: 401,
          body: { error: 'Invalid API key mint_e2e_secret_key_0123456789' },
        },
        runAgentAndPost,
      )
      expect(body).toContain('### ⚠️ The service refused the API key')
      expect(body).toContain(
        "**What happened:** The docs platform refused this workflow's API key (HTTP 401): the key is unknown, revoked or expired. No job was started.",
      )
      expect(body).toContain(
        '**What to do:** Check the <code>api-key</code> secret of the workflow: is the key revoked or expired, or does it belong to another project?',
      )
      expect(body).not.toContain('Invalid API key')
      expect(errors(main)).toEqual([
        expect.stringMatching(
          /^Creating the agent job failed with HTTP 401: the API key was rejected/,
        ),
      ])
      expect(main.outputs['job-id']).toBeUndefined()
      expect(emulator.agent.jobs.size).toBe(0)
    })
  })

  it('429: the hourly budget is spent; try again at the time the service names', async () => {
    await withEmulator({}, async (emulator) => {
      const before = Date.now()
      const { main, body } = await failedCreation(emulator, {
        kind: 'status',
        status: 429,
        retryAfter: 1800,
        body: { error: 'Rate limit exceeded' },
      })
      const after = Date.now()
      expect(body).toContain('### ⚠️ The hourly budget of agent requests is spent')
      expect(body).toContain(
        "This project's budget of 100 agent requests per hour (job creations and follow-up messages) is spent. No job was started.",
      )
      const at =
        /Try again after (.+?) \(in 30 min\): re-run the workflow, or comment again\./.exec(
          body,
        )?.[1]
      // Half an hour after the answer, by the product's own rule (rounded up to the minute, with
      // the date when that falls on another day), so that the test holds at any hour.
      const possible = [before, after].map((t) => utcTime(t + 1_800_000, t))
      expect(possible).toContain(at)
      expect(errors(main)[0]).toMatch(/HTTP 429: rate limit reached/)
      expect(main.outputs['job-id']).toBeUndefined()
    })
  })

  it("502 with a proxy's HTML page: the service is unavailable; never the page itself", async () => {
    await withEmulator({}, async (emulator) => {
      const { body } = await failedCreation(emulator, { kind: 'html', status: 502 })
      expect(body).toContain('### ⚠️ The service is unavailable')
      // A gateway's 502 can come after the service made the job: it may exist.
      expect(body).toContain(
        '**What happened:** The docs platform answered HTTP 502, even after the retries that were safe. An HTTP 502 can come after the work was done, so it may have created the job anyway.',
      )
      expect(body).toContain("**What to do:** Look for the job in the project's dashboard")
      expect(body).not.toMatch(/html|gateway|<body|<title/i)
    })
  })

  it('an issue opened with the phrase gets the comment in the issue itself', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'agent.create', kind: 'status', status: 503, times: 0 })
      const opened = byUser(
        payload('issues', 'opened', (p) => {
          p.issue.title = '@docs-agent document the --fast flag'
        }),
        'writer',
      )
      const number = opened.issue.number as number
      const run = await runAgentInProcess(emulator, {}, eventEnv('issues', opened))
      expect(run.code).toBe(1)
      const thread = emulator.github.thread(REPOSITORY, number)
      expect(thread).toHaveLength(1)
      expect(thread[0]?.body).toMatch(
        new RegExp(
          `^<!-- docs-agent-action failed request=issue%3A${number} --><!-- docs-agent-run id=777 attempt=1 --><!-- docs-agent-claim held --><!-- docs-agent-claimed reaction=\\d+ -->\n### ⚠️ The service is unavailable`,
        ),
      )
      expect(thread[0]?.body).toContain('> document the --fast flag')
      expect(reactions(emulator)).toEqual([`issue:${number} eyes`, `issue:${number} confused`])
    })
  })

  it('an answer lost after the job was made: it may exist, so check before trying again', async () => {
    await withEmulator({}, async (emulator) => {
      const { body } = await failedCreation(emulator, { kind: 'drop-after' })
      expect(emulator.agent.jobs.size).toBe(1)
      // A creation that may have acted may have been counted: the daily limits count it too.
      expect(body).toMatch(
        /<!-- docs-agent-job may-exist --><!-- docs-agent-sent by=writer at=\d+ -->/,
      )
      expect(body).toContain('Its answer was lost, so it may have created the job anyway.')
      expect(body).toContain("Look for the job in the project's dashboard")
      // A re-run sends nothing, and leaves the comment as it is: it already says what to do.
      const rerun = await runAgentInProcess(
        emulator,
        {},
        { ...TRIGGER_COMMENT, GITHUB_RUN_ATTEMPT: '2' },
      )
      expect(rerun.code).toBe(1)
      expect(errors(rerun)).toEqual([
        expect.stringMatching(
          /^An earlier run of this request asked the service for a job, and its answer was lost or was a server error, so the job may exist \(comment \d+ in #1 says so\)\. Nothing was sent/,
        ),
      ])
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      expect(botComments(emulator).map((c) => c.body)).toEqual([body])
    })
  })

  it('a 502 after the job was made reads as a job that may exist, as a lost answer does', async () => {
    await withEmulator({}, async (emulator) => {
      const { main, body } = await failedCreation(emulator, { kind: 'status-after', status: 502 })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(errors(main)).toEqual([
        expect.stringMatching(/HTTP 502.* The service may have created the job anyway/),
      ])
      // A creation that may have acted may have been counted: the daily limits count it too.
      expect(body).toMatch(
        /<!-- docs-agent-job may-exist --><!-- docs-agent-sent by=writer at=\d+ -->/,
      )
      expect(body).toContain(
        'An HTTP 502 can come after the work was done, so it may have created the job anyway.',
      )
    })
  })
})

describe('one request, one comment', () => {
  it("a re-run that fails again edits its first attempt's comment", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'agent.create', kind: 'status', status: 401, times: 0 })
      await runAgentInProcess(emulator, {}, TRIGGER_COMMENT)
      const rerun = await runAgentInProcess(
        emulator,
        {},
        { ...TRIGGER_COMMENT, GITHUB_RUN_ATTEMPT: '2' },
      )
      expect(rerun.code).toBe(1)
      const comments = botComments(emulator)
      expect(comments).toHaveLength(1)
      expect(comments[0]?.body).toContain('### ⚠️ The service refused the API key')
      expect(emulator.agent.jobs.size).toBe(0)
    })
  }, 60_000)

  it('a re-run that succeeds turns the failure comment into the tracking comment', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'agent.create', kind: 'status', status: 400 })
      await runAgentInProcess(emulator, {}, TRIGGER_COMMENT)
      const rerun = await runAgentInProcess(
        emulator,
        {},
        { ...TRIGGER_COMMENT, GITHUB_RUN_ATTEMPT: '2' },
      )
      expect(rerun.code).toBe(0)
      const [job] = [...emulator.agent.jobs.keys()]
      const comments = botComments(emulator)
      expect(comments).toHaveLength(1)
      expect(comments[0]?.history[0]).toContain('### ⚠️ The service refused the request')
      expect(comments[0]?.body).toContain(
        `<!-- docs-agent-action job=${job} request=comment%3A5001 -->`,
      )
      expect(comments[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(rerun.outputs['comment-id']).toBe(String(comments[0]?.id))
      // The claim of the failed attempt is taken over at once: no 20 s wait for its comment.
      expect(annotations(rerun, 'warning')).toEqual([
        'An earlier attempt of this request ended before it had a job (its comment says why): attempt 2 takes the claim over.',
      ])
    })
  })

  it.each([
    ['GitHub answers 500', { kind: 'status', status: 500 }, 2],
    ['the answer is lost after the comment was made', { kind: 'drop-after' }, 1],
  ] as const)(
    'a failure comment the main step could not post (%s): the post step shows it, once',
    async (_name, fault, attempts) => {
      await withEmulator({}, async (emulator) => {
        emulator.faults.add({ op: 'agent.create', kind: 'status', status: 401 })
        emulator.faults.add({ op: 'github.create-comment', ...fault })
        const { main, post } = await runAgentAndPostInProcess(emulator, {}, TRIGGER_COMMENT)
        expect(main.code).toBe(1)
        expect(main.stdout).toContain('::warning::Could not post the tracking comment')
        expect(main.state.finished).toBeUndefined()
        expect(post.code).toBe(0)
        expect(post.stdout).toContain(
          'Showed the failure in the thread, which the main step could not.',
        )
        const comments = botComments(emulator)
        expect(comments).toHaveLength(1)
        expect(comments[0]?.body).toContain('### ⚠️ The service refused the API key')
        // A refused post is posted again; a lost answer is found by its marker, never posted twice.
        expect(emulator.requestsTo('github.create-comment')).toHaveLength(attempts)
      })
    },
  )

  it('comment: false keeps the thread quiet: only the 😕', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'agent.create', kind: 'status', status: 401 })
      const run = await runAgentInProcess(emulator, { comment: 'false' }, TRIGGER_COMMENT)
      expect(run.code).toBe(1)
      expect(botComments(emulator)).toEqual([])
      expect(reactions(emulator)).toEqual(['comment:5001 eyes', 'comment:5001 confused'])
    })
  })

  it('a reader below min-permission still gets no reply: a refusal is a skip, not a failure', async () => {
    await withEmulator({}, async (emulator) => {
      const reader = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.body = '@docs-agent add a quickstart'
          p.comment.id = 5001
        }),
        'reader',
      )
      const run = await runAgentInProcess(emulator, {}, eventEnv('issue_comment', reader))
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('skipped')
      expect(botComments(emulator)).toEqual([])
      expect(emulator.github.reactions).toEqual([])
    })
  })
})

describe('GitHub failing before the job', () => {
  it("the commenter's role cannot be read (HTTP 502 after retries): one comment says so", async () => {
    await withEmulator({}, async (emulator) => {
      emulator.faults.add({ op: 'github.permission', kind: 'status', status: 502, times: 0 })
      const { main, post } = await runAgentAndPostInProcess(emulator, {}, TRIGGER_COMMENT)
      expectCleanEnd(main)
      expect(main.code).toBe(1)
      expect(post.code).toBe(0)
      expect(errors(main)).toEqual([
        expect.stringMatching(/^Checking the repository role of writer failed with HTTP 502/),
      ])
      expect(emulator.requests.filter((r) => r.op.startsWith('agent.'))).toEqual([])
      const comments = botComments(emulator)
      expect(comments).toHaveLength(1)
      const body = comments[0]?.body ?? ''
      expect(body).toContain('### ⚠️ GitHub failed before the job could start')
      expect(body).toContain(
        "**What happened:** GitHub's API answered HTTP 502 while the action was checking the requester&#39;s role, even after retries. Nothing was sent to the docs platform.",
      )
      expect(body).toContain('**What to do:** Re-run the workflow once GitHub answers again')
      expect(body).toContain(LOGS)
      expect(body).not.toContain(EMULATOR_GITHUB_TOKEN)
      // Its request was never claimed (the role comes first), so 😕 alone.
      expect(reactions(emulator)).toEqual(['comment:5001 confused'])
      expect(main.outputs['job-id']).toBeUndefined()
    })
  }, 60_000)
})
