import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, jest, test } from '@jest/globals'
import { parse } from 'csv-parse/sync'
import type { Emulator } from '../../emulator/server.ts'
import {
  byUser,
  payload,
  payloadLabel,
  REPOSITORY,
  workflowRunEvent,
} from '../../emulator/webhooks.ts'
import { changedFile } from '../../emulator/github-answers.ts'
import {
  playWorkflow,
  type PlayedStep,
  type PlayedWorkflow,
  type PlayOptions,
} from '../../emulator/workflow-runner.ts'
import { findLeaks, runStep, type StepOptions } from '../../emulator/action-runner.ts'
import { appTokenStandIn } from '../../emulator/app-token.ts'
import {
  agentStepInProcess,
  analyticsStepInProcess,
  useInProcessRunner,
} from '../in-process/step.js'
import { API_KEY, expectNoSecret, ROOT, withEmulator } from './harness.js'

// Every file in examples/, played as GitHub would run it against the emulator, with the
// secrets and variables the README tells a newcomer to create: copying one gives a working
// workflow, not just one that passes a linter.
//
// What runs where: the agent's and the analytics action's steps run in this process
// (agentStepInProcess, analyticsStepInProcess), for what these tests hold is what such a run
// shows as well: outputs handed from step to step, comments, statuses, files, summaries and the
// emulator's requests. Through the bundles as real processes (runStep): the deploy and check
// actions' steps (no in-process runner), and every play of comment-trigger.yml, the README's
// 30-second example, so that "copy this file and it works" is shown end to end with real
// processes; `npm run example` and `npm run local` spawn their scripts, which spawn the bundles.
// Exit codes of a crash or a kill, signals, timeouts and post steps are the bundle's to show:
// bundle-events.test.ts plays every event kind through dist/index.js (and the post step's
// bundle), and the other end-to-end files keep their process-level tests.
useInProcessRunner()

/**
 * The player's way to run a step of this repository's actions: the agent's and the analytics
 * action's in process, the others' bundles as real processes. The in-process runner has no
 * timeout of its own (a test's timeout stands for the player's 120 s).
 */
function stepOf(options: StepOptions) {
  const inProcess = { ...options, timeoutMs: undefined }
  if (options.actionDir === ROOT) return agentStepInProcess(inProcess)
  if (options.actionDir === join(ROOT, 'analytics')) return analyticsStepInProcess(inProcess)
  return runStep(options)
}

// Tests run concurrently; the counts tell whether all of them ran (no -t filter).
let declared = 0
let ran = 0
// Jest runs the concurrent tests of one describe block before the next block's; a group only
// names its tests, so that all of them play at once.
let prefix = ''
function group(name: string, tests: () => void) {
  prefix = `${name} › `
  tests()
  prefix = ''
}
const it = (name: string, fn: () => Promise<void>) => {
  declared++
  test.concurrent(prefix + name, async () => {
    ran++
    await fn()
  })
}
// The examples keep the default poll-interval of five seconds; the player gives their steps a
// short one instead (POLL_INTERVAL), as it gives them the emulator's api-url.
jest.setTimeout(30_000)
const POLL_INTERVAL = '0.1'
const DAY = 86_400_000

const SECRETS = {
  DOCS_AGENT_API_KEY: API_KEY,
  DOCS_REPO_TOKEN: 'ghp_docs_repo_token_of_the_examples',
  CHAT_WEBHOOK_URL: 'https://chat.example/hooks/docs',
  DOCS_APP_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nexample\n-----END RSA PRIVATE KEY-----',
}
const VARS = {
  DOCS_PROJECT_ID: 'proj',
  DOCS_REVIEWERS: 'acme/docs-team',
  DOCS_AUTOMATION_ID: 'weekly-changelog',
  DOCS_APP_CLIENT_ID: 'Iv23liExampleClient',
}

const files = readdirSync(join(ROOT, 'examples')).sort()
const playedFiles = new Set<string>()

// The job workspaces of every play, kept until the end so that tests can read the files; made at
// the first play, since a run that filters every test out runs no hook to remove it.
let workspaces: string | undefined

// Every file in examples/ must be played by a test below: a new example needs a test.
afterAll(() => {
  if (workspaces !== undefined) rmSync(workspaces, { recursive: true })
  if (ran === declared) expect([...playedFiles].sort()).toEqual(files)
})

async function play(
  emulator: Emulator,
  file: string,
  more: Partial<PlayOptions> = {},
): Promise<PlayedWorkflow> {
  playedFiles.add(file)
  const played = await playWorkflow({
    file: join(ROOT, 'examples', file),
    root: ROOT,
    apiUrl: emulator.url,
    // A run in the emulated repository: the file as the event's commit has it, started only by
    // an event it lists, each job's GITHUB_TOKEN with the job's permissions alone.
    github: emulator.github,
    secrets: SECRETS,
    vars: VARS,
    pollInterval: POLL_INTERVAL,
    workspaces: (workspaces ??= mkdtempSync(join(tmpdir(), 'examples-'))),
    // comment-trigger.yml wholly through the bundles (the header says why).
    runStep: file === 'comment-trigger.yml' ? runStep : stepOf,
    ...more,
  })
  for (const step of played.steps)
    if (step.run !== undefined) {
      expectNoSecret(step.run)
      expect(findLeaks(step.run, played.githubTokens)).toEqual([])
    }
  return played
}

function step(played: PlayedWorkflow, name: string, job?: string): PlayedStep {
  const found = played.steps.find((s) => s.name === name && (job === undefined || s.job === job))
  if (found === undefined) throw new Error(`no step ${name}`)
  return found
}

const day = (offset: number) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + offset * DAY).toISOString().slice(0, 10)

test('the examples are the ones docs/examples.md lists', () => {
  expect(files).toEqual([
    'agent-pr-loop.yml',
    'analytics-resume.yml',
    'automation-on-merge.yml',
    'chain-pr-link.yml',
    'check-changes.yml',
    'code-change-reviewer.yml',
    'code-repository-asks.yml',
    'comment-trigger.yml',
    'deploy-on-release.yml',
    'docs-gaps-weekly.yml',
    'docs-on-merge.yml',
    'docs-pull-request-check.yml',
    'docs-repository-finish.yml',
    'finish.yml',
    'fire-and-forget.yml',
    'follow-code-changes.yml',
    'gaps-to-agent.yml',
    'hand-off.yml',
    'label-handoff.yml',
    'link-check-to-agent.yml',
    'manual-dispatch.yml',
    'matrix.yml',
    'needs-docs-on-merge.yml',
    'on-job-finished.yml',
    'preview-comment.yml',
    'resume.yml',
    'wait-for-job.yml',
    'weekly-analytics.yml',
  ])
})

// The scripts first: `npm run example` keeps the examples' poll-interval, so it is the slowest
// test; started first, it overlaps the others instead of running last.
/** One of the repository's scripts as its own process, as `npm run` would start it. */
const script = (name: string, ...args: string[]) =>
  new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', name), ...args], {
      cwd: ROOT,
      // TMPDIR too, so that what the script leaves behind is caught by the test run's guard.
      env: { PATH: process.env.PATH ?? '', TMPDIR: tmpdir() },
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('close', (code) => done({ code, out }))
  })

group('npm run local', () => {
  it('runs the action with the inputs of .env.example against the emulator', async () => {
    await withEmulator({}, async (emulator) => {
      const env = readFileSync(join(ROOT, '.env.example'), 'utf8').replaceAll(
        'http://127.0.0.1:4010',
        emulator.url,
      )
      const folder = mkdtempSync(join(tmpdir(), 'local-'))
      const file = join(folder, '.env')
      writeFileSync(file, env)
      const { code, out } = await script('local.ts', file).finally(() =>
        rmSync(folder, { recursive: true }),
      )
      expect(code).toBe(0)
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts).toEqual(['Add a quickstart guide for the Python SDK'])
      expect(out).toMatch(/status\s+completed/)
    })
  })
})

group('npm run example', () => {
  const example = (...args: string[]) => script('example.ts', ...args)

  it('plays an example with the inputs given on the command line', async () => {
    const { code, out } = await example('examples/manual-dispatch.yml', 'prompt=Add a FAQ page')
    expect(code).toBe(0)
    expect(out).toContain('Playing examples/manual-dispatch.yml (event: workflow_dispatch)')
    expect(out).toMatch(/status\s+completed/)
    expect(out).toMatch(/docs\s+success/)
  })

  it('names an input the workflow does not declare, and exits 2', async () => {
    const { code, out } = await example('examples/manual-dispatch.yml', 'promt=typo')
    expect(code).toBe(2)
    expect(out).toContain(
      'Cannot play examples/manual-dispatch.yml: the workflow declares no input "promt"',
    )
  })
})

group('comment-trigger.yml', () => {
  /** The workflow on a real `name`.`action` payload by a collaborator, edited by `edit`. */
  async function onEvent(
    emulator: Emulator,
    name: string,
    action: string,
    edit: (p: Record<string, any>) => void,
  ) {
    const event = byUser(payload(name, action, edit), 'writer')
    const played = await play(emulator, 'comment-trigger.yml', { event: { name, payload: event } })
    return { event, played, jobs: [...emulator.agent.jobs.values()] }
  }

  it('a comment starts a job and gets one tracking comment, in a per-thread concurrency group', async () => {
    await withEmulator({}, async (emulator) => {
      const { event, played, jobs } = await onEvent(emulator, 'issue_comment', 'created', (p) => {
        p.comment.body = '@docs-agent add a quickstart for the Python SDK'
      })
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${event.issue.number}`,
      })
      expect(jobs[0]?.prompts[0]).toMatch(/^add a quickstart for the Python SDK\n/)
      const thread = emulator.github.thread(REPOSITORY, event.issue.number as number)
      expect(thread).toHaveLength(1)
      expect(thread[0]?.body).toContain(jobs[0]?.prLink)
    })
  })

  it('a comment without the phrase starts no runner at all', async () => {
    await withEmulator({}, async (emulator) => {
      const { played } = await onEvent(emulator, 'issue_comment', 'created', (p) => {
        p.comment.body = 'Thanks, looks good!'
      })
      expect(played.jobs.docs).toEqual({ result: 'skipped', outputs: {} })
      expect(emulator.requests).toEqual([])
    })
  })

  it('a submitted review with the phrase starts a job for its pull request', async () => {
    await withEmulator({}, async (emulator) => {
      const { event, played, jobs } = await onEvent(
        emulator,
        'pull_request_review',
        'submitted',
        (p) => (p.review.body = '@Docs-Agent document the new retry flag'),
      )
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${event.pull_request.number}`,
      })
      expect(jobs[0]?.prompts[0]).toMatch(/^document the new retry flag\n/)
    })
  })

  it('a submitted review whose phrase is only in an inline comment starts a job too', async () => {
    await withEmulator({}, async (emulator) => {
      const inline = [
        { body: 'Typo here', path: 'a.mdx', line: 3, diffHunk: '@@ -3 +3 @@\n+x' },
        {
          body: '@docs-agent fix both comments',
          path: 'a.mdx',
          line: 9,
          diffHunk: '@@ -9 +9 @@\n+y',
        },
      ]
      const { played, jobs } = await onEvent(emulator, 'pull_request_review', 'submitted', (p) => {
        p.review.id = 402
        p.review.body = null
        const user = { login: p.review.user.login, type: 'User' as const }
        emulator.github.addReview(REPOSITORY, p.pull_request.number, {
          id: 402,
          body: '',
          user,
          comments: inline,
        })
      })
      expect(played.jobs.docs).toMatchObject({ result: 'success' })
      expect(jobs).toHaveLength(1)
      expect(jobs[0]?.prompts[0]).toMatch(/^fix both comments\n/)
      expect(jobs[0]?.prompts[0]).toContain('a.mdx line 3')
    })
  })

  it('a new issue with the phrase in its title starts a job', async () => {
    await withEmulator({}, async (emulator) => {
      const { played, jobs } = await onEvent(emulator, 'issues', 'opened', (p) => {
        p.issue.title = '@docs-agent explain the rate limits'
        p.issue.body = null
      })
      expect(played.jobs.docs?.result).toBe('success')
      expect(jobs).toHaveLength(1)
    })
  })
})

group('manual-dispatch.yml', () => {
  it('sends the prompt typed in the form and sets pr-link', async () => {
    await withEmulator({}, async (emulator) => {
      const played = await play(emulator, 'manual-dispatch.yml', {
        inputs: { prompt: 'Document the retry settings' },
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts).toEqual(['Document the retry settings'])
      expect(step(played, 'docs').run?.outputs['pr-link']).toBe(job?.prLink)
    })
  })
})

group('docs-on-merge.yml', () => {
  it('a merged pull request starts a job with its context; the note goes on that pull request', async () => {
    await withEmulator({}, async (emulator) => {
      const event = payload('pull_request', 'closed', (p) => {
        p.pull_request.merged = true
        p.pull_request.title = 'Add --fast'
      })
      const played = await play(emulator, 'docs-on-merge.yml', {
        event: { name: 'pull_request', payload: event },
      })
      expect(played.jobs.docs?.result).toBe('success')
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toMatch(
        /^Update the documentation for the changes in this pull request\.\n[\s\S]*Add --fast/,
      )
      const thread = emulator.github.thread(REPOSITORY, event.pull_request.number as number)
      expect(thread[0]?.body).toContain(job?.prLink)
    })
  })

  it('a pull request closed without merging starts nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const event = payload('pull_request', 'closed', (p) => (p.pull_request.merged = false))
      const played = await play(emulator, 'docs-on-merge.yml', {
        event: { name: 'pull_request', payload: event },
      })
      expect(played.jobs.docs?.result).toBe('skipped')
      expect(emulator.requests).toEqual([])
    })
  })
})

group('agent-pr-loop.yml', () => {
  // The agent's pull request: the emulator's agent opens #101 in acme/docs for the first job.
  const PULL = 101
  const PULL_URL = `https://github.com/${REPOSITORY}/pull/${PULL}`

  const onEvent = (emulator: Emulator, name: string, event: Record<string, unknown>) =>
    play(emulator, 'agent-pr-loop.yml', { event: { name, payload: event } })

  /** A comment by a collaborator in issue #1 starts the job; the agent opens #101 for it. */
  async function agentPullRequest(emulator: Emulator) {
    const event = byUser(
      payload('issue_comment', 'created', (p) => {
        p.comment.body = '@docs-agent add a quickstart for the Python SDK'
      }),
      'writer',
    )
    const played = await onEvent(emulator, 'issue_comment', event)
    expect(played.jobs.docs?.result).toBe('success')
    const [job] = [...emulator.agent.jobs.values()]
    expect(job?.prLink).toBe(PULL_URL)
    return job as NonNullable<typeof job>
  }

  /** GitHub's time `ageMs` ago, to the second as GitHub writes it. */
  const stamp = (ageMs: number) =>
    new Date(Math.floor((Date.now() - ageMs) / 1000) * 1000).toISOString().replace('.000', '')

  const followUps = (emulator: Emulator) => emulator.requestsTo('agent.message')
  const agentStep = (played: PlayedWorkflow) => step(played, '<owner>/docs-agent-action@v1')

  it('the job’s pull request gets the requester as reviewer and the labels, once; a comment there is a follow-up to the same job', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await agentPullRequest(emulator)
      expect(emulator.github.reviewRequests.get(`${REPOSITORY}#${PULL}`)).toEqual({
        users: ['writer'],
        teams: [],
      })
      expect(emulator.github.pullRequestLabels(REPOSITORY, PULL)).toEqual(['docs', 'agent'])

      const comment = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.id = 6001
          p.comment.body = '@docs-agent use a shorter title'
          p.issue.number = PULL
          p.issue.html_url = PULL_URL
          p.issue.pull_request = { url: `https://api.github.com/repos/${REPOSITORY}/pulls/${PULL}` }
        }),
        'writer',
      )
      const played = await onEvent(emulator, 'issue_comment', comment)
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${PULL}`,
      })
      expect(agentStep(played).run?.outputs).toMatchObject({
        'job-id': job.id,
        'follow-up': 'true',
        'pr-link': PULL_URL,
      })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(followUps(emulator)).toHaveLength(1)
      expect(job.prompts[1]).toMatch(/^use a shorter title\n/)
      // Asked once, when the pull request appeared: the follow-up asks nobody again.
      expect(emulator.requestsTo('github.request-reviewers')).toHaveLength(1)
      expect(emulator.requestsTo('github.add-labels')).toHaveLength(1)
    })
  })

  it('a review with inline comments is one follow-up, even with the phrase in an inline comment only; the comments’ own events send nothing', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await agentPullRequest(emulator)
      const inline = [
        { body: 'Say what --retry does', path: 'quickstart.mdx', line: 12 },
        { body: '@docs-agent fix every comment of this review', path: 'quickstart.mdx', line: 30 },
        { body: 'This example needs Python 3.10', path: 'sdks/python.mdx', line: 7 },
      ].map((c) => ({ ...c, diffHunk: `@@ -${c.line},2 +${c.line},3 @@\n context\n+new line` }))
      const user = { login: 'writer', type: 'User' as const }
      emulator.github.addReview(REPOSITORY, PULL, { id: 401, body: '', user, comments: inline })
      const review = byUser(
        payload('pull_request_review', 'submitted', (p) => {
          p.review.id = 401
          p.review.body = null
          p.review.submitted_at = stamp(2000)
          p.pull_request.number = PULL
          p.pull_request.html_url = PULL_URL
        }),
        'writer',
      )
      const played = await onEvent(emulator, 'pull_request_review', review)
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${PULL}`,
      })
      expect(agentStep(played).run?.outputs).toMatchObject({
        'job-id': job.id,
        'follow-up': 'true',
      })
      expect(followUps(emulator)).toHaveLength(1)
      expect(job.prompts[1]).toMatch(/^fix every comment of this review\n/)
      for (const c of inline) expect(job.prompts[1]).toContain(`${c.path} line ${c.line}`)
      for (const c of inline) expect(job.prompts[1]).toContain(c.body)

      // GitHub's event for each inline comment: without the phrase no runner starts; the one
      // with it reads its review and leaves it to the review's run.
      for (const c of emulator.github.comments.filter((x) => x.reviewId === 401)) {
        const event = byUser(
          payload('pull_request_review_comment', 'created', (p) => {
            p.comment.id = c.id
            p.comment.pull_request_review_id = 401
            p.comment.body = c.body
            p.comment.path = c.at?.path
            p.comment.line = c.at?.line
            p.comment.diff_hunk = c.at?.diffHunk
            p.pull_request.number = PULL
            p.pull_request.html_url = PULL_URL
          }),
          'writer',
        )
        const own = await onEvent(emulator, 'pull_request_review_comment', event)
        if (c.body.includes('@docs-agent')) {
          expect(agentStep(own).run?.outputs).toMatchObject({ status: 'skipped' })
          expect(agentStep(own).run?.outputs['skipped-reason']).toContain('review 401')
        } else {
          expect(own.jobs.docs).toEqual({ result: 'skipped', outputs: {} })
        }
      }
      expect(followUps(emulator)).toHaveLength(1)
      expect(emulator.agent.jobs.size).toBe(1)
    })
  })

  /** A completed Docs CI run of the agent's pull request whose links job failed. */
  function failedRun(emulator: Emulator) {
    return emulator.github.workflowRuns.seed({
      name: 'Docs CI',
      headBranch: 'docs-agent/quickstart',
      jobs: [
        { name: 'build', conclusion: 'success', steps: [{ name: 'Build' }] },
        {
          name: 'links',
          steps: [
            { name: 'Set up job' },
            {
              name: 'Check links',
              conclusion: 'failure',
              log: ['Checking 42 pages', 'quickstart.mdx:12: broken link /api/ref'],
            },
          ],
          annotations: [
            {
              path: 'quickstart.mdx',
              startLine: 12,
              message: 'Broken link /api/ref',
              title: 'lychee',
            },
          ],
        },
      ],
    })
  }

  const ciEvent = (
    id: number,
    conclusion: 'failure' | 'timed_out' | 'success' | 'cancelled' = 'failure',
  ) =>
    workflowRunEvent({
      conclusion,
      id,
      name: 'Docs CI',
      headBranch: 'docs-agent/quickstart',
      pullRequest: PULL,
    })

  // Fails until the action acts on workflow_run (#21: CI failures go back to the job).
  it('a failed Docs CI run of the agent’s pull request is one follow-up to its job, naming the failed job, step, annotation and log', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await agentPullRequest(emulator)
      const run = failedRun(emulator)
      const played = await onEvent(emulator, 'workflow_run', ciEvent(run.id))
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${PULL}`,
      })
      expect(agentStep(played).run?.outputs).toMatchObject({
        'job-id': job.id,
        'follow-up': 'true',
      })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(followUps(emulator)).toHaveLength(1)
      const message = job.prompts[1] ?? ''
      expect(message).toContain('links')
      expect(message).toContain('Check links')
      expect(message).toContain('Broken link /api/ref')
      expect(message).toContain('quickstart.mdx:12: broken link /api/ref')
    })
  })

  // Fails until the action acts on workflow_run (#21: CI failures go back to the job). The
  // tracking comment's words at the cap are the action's to choose: only the count is held here.
  it('at ci-follow-ups (2) a third failed run sends nothing more', async () => {
    await withEmulator({}, async (emulator) => {
      const job = await agentPullRequest(emulator)
      for (let n = 0; n < 3; n++) {
        const played = await onEvent(emulator, 'workflow_run', ciEvent(failedRun(emulator).id))
        expect(played.jobs.docs?.result).toBe('success')
      }
      expect(followUps(emulator)).toHaveLength(2)
      expect(emulator.agent.jobs.size).toBe(1)
      expect(job.prompts).toHaveLength(3)
    })
  })

  it('a successful or cancelled Docs CI run starts no runner: not one request', async () => {
    await withEmulator({}, async (emulator) => {
      await agentPullRequest(emulator)
      const before = emulator.requests.length
      for (const conclusion of ['success', 'cancelled'] as const) {
        const played = await onEvent(emulator, 'workflow_run', ciEvent(30_000_001, conclusion))
        expect(played.jobs.docs).toEqual({ result: 'skipped', outputs: {} })
      }
      expect(emulator.requests.slice(before)).toEqual([])
    })
  })
})

group('code-change-reviewer.yml', () => {
  // The emulator's events come from acme/docs, which plays the code repository here; the agent
  // opens its pull request in acme/website, the docs repository. DOCS_REPO_TOKEN reaches that
  // one alone, and each job's GITHUB_TOKEN the code repository alone.
  const DOCS = 'acme/website'
  const options = {
    repository: `https://github.com/${DOCS}`,
    githubTokens: {
      [SECRETS.DOCS_REPO_TOKEN]: { access: 'write' as const, repositories: [DOCS] },
    },
  }
  const merged = (author: string, type: 'User' | 'Bot' = 'User') =>
    byUser(
      payload('pull_request', 'closed', (p) => {
        p.pull_request.merged = true
        p.pull_request.title = 'Add --fast'
        p.pull_request.user.login = author
        p.pull_request.user.type = type
      }),
      'maintainer',
    )

  it('the change’s author, not who merged it, is asked to review the docs pull request, in the docs repository', async () => {
    await withEmulator(options, async (emulator) => {
      const event = merged('writer')
      const played = await play(emulator, 'code-change-reviewer.yml', {
        event: { name: 'pull_request', payload: event },
      })
      expect(played.jobs.docs?.result).toBe('success')
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toMatch(
        /^Update the documentation for the changes in this pull request\.\n[\s\S]*Add --fast/,
      )
      const outputs = step(played, '<owner>/docs-agent-action@v1').run?.outputs
      expect(outputs).toMatchObject({
        'pr-link': `https://github.com/${DOCS}/pull/101`,
        'pr-reviewers-requested': 'writer',
        'pr-labels-added': 'docs',
      })
      expect(emulator.github.reviewRequests.get(`${DOCS}#101`)).toEqual({
        users: ['writer'],
        teams: [],
      })
      expect(emulator.github.pullRequestLabels(DOCS, 101)).toEqual(['docs'])
      // The tracking comment is on the merged pull request, in the code repository.
      const thread = emulator.github.thread(REPOSITORY, event.pull_request.number as number)
      expect(thread[0]?.body).toContain(job?.prLink)
      // The docs pull request's gate is its repository's own check's: nothing set it from here.
      expect(emulator.github.commits.statuses).toEqual([])
    })
  })

  it('a change by a bot (Dependabot) still gets its docs, with no reviewer asked', async () => {
    await withEmulator(options, async (emulator) => {
      const played = await play(emulator, 'code-change-reviewer.yml', {
        event: { name: 'pull_request', payload: merged('dependabot[bot]', 'Bot') },
      })
      expect(played.jobs.docs?.result).toBe('success')
      const outputs = step(played, '<owner>/docs-agent-action@v1').run?.outputs
      expect(outputs).toMatchObject({ status: 'completed', 'pr-reviewers-requested': '' })
      expect(emulator.requestsTo('github.request-reviewers')).toEqual([])
      expect(emulator.github.pullRequestLabels(DOCS, 101)).toEqual(['docs'])
    })
  })
})

group('follow-code-changes.yml', () => {
  // acme/docs plays the code repository; the agent's pull requests are in acme/website. Each
  // job's GITHUB_TOKEN writes in acme/docs alone, and the App's token, which the stand-in for
  // create-github-app-token makes, in acme/website alone, with the permissions it asks for.
  const DOCS = 'acme/website'
  const APP_TOKEN = 'ghs_app_installation_token_of_the_example'
  const options = { repository: `https://github.com/${DOCS}` }
  const asked: Record<string, string>[] = []
  let standIns: PlayOptions['standIns']
  const install = (emulator: Emulator) => {
    const app = { github: emulator.github, installedOn: [DOCS], token: APP_TOKEN }
    standIns = {
      'actions/create-github-app-token@v3': appTokenStandIn(
        { ...app, runRepository: REPOSITORY },
        (inputs) => asked.push(inputs),
      ),
    }
  }
  const [first, second] = ['e'.repeat(40), 'f'.repeat(40)]
  const pullEvent = (action: string, edit: (p: Record<string, any>) => void = () => undefined) =>
    byUser(
      payload('pull_request', action, (p) => {
        p.pull_request.title = 'Add --fast'
        p.pull_request.draft = false
        p.pull_request.head.sha = first
        p.pull_request.head.repo.full_name = p.repository.full_name
        edit(p)
      }),
      'writer',
    )
  const statusOf = (emulator: Emulator, sha: string) =>
    emulator.github.commits.statusesOf(REPOSITORY, sha)[0]

  it('opened, pushed to, merged: one job, its pull request in step, a docs status, both told', async () => {
    await withEmulator(options, async (emulator) => {
      install(emulator)
      emulator.github.commits.seed({
        commits: [
          { sha: first, files: ['src/cli.ts'] },
          { sha: second, files: ['src/fast.ts'] },
        ],
      })
      const opened = pullEvent('opened')
      const played = await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'pull_request_target', payload: opened },
        standIns,
      })
      const number = opened.pull_request.number as number
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-follow-${number}`,
      })
      expect(asked[0]).toEqual({
        'client-id': VARS.DOCS_APP_CLIENT_ID,
        'private-key': SECRETS.DOCS_APP_PRIVATE_KEY,
        owner: opened.repository.owner.login,
        repositories: 'website',
        'permission-issues': 'write',
        'permission-pull-requests': 'read',
        'permission-contents': 'read',
      })
      const docsPull = `https://github.com/${DOCS}/pull/101`
      expect(statusOf(emulator, first)).toMatchObject({
        state: 'success',
        context: 'docs',
        targetUrl: docsPull,
      })
      const thread = () => emulator.github.thread(REPOSITORY, number)
      expect(thread()[0]?.body).toContain(docsPull)

      const pushed = pullEvent('synchronize', (p) => {
        Object.assign(p, { before: first, after: second })
        p.pull_request.head.sha = second
      })
      await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'pull_request_target', payload: pushed },
        standIns,
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(emulator.agent.jobs.size).toBe(1)
      expect(job?.prompts[1]).toContain('src/fast.ts')
      expect(job?.prompts[1]).not.toContain('src/cli.ts')
      expect(statusOf(emulator, second)).toMatchObject({ state: 'success', targetUrl: docsPull })

      const merged = pullEvent('closed', (p) => (p.pull_request.merged = true))
      await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'pull_request_target', payload: merged },
        standIns,
      })
      expect(job?.prompts).toHaveLength(2)
      // The job's note (who asked, and where), then the code's end.
      expect(emulator.github.thread(DOCS, 101).map((c) => c.body)).toEqual([
        expect.stringContaining(
          `📝 The docs agent opened this pull request for ${REPOSITORY}#${number}, asked by`,
        ),
        expect.stringContaining('The code this pull request documents was merged'),
      ])
      expect(thread()[0]?.body).toContain('This pull request was merged.')
      const written = JSON.stringify([emulator.github.comments, emulator.github.commits.statuses])
      expect(written).not.toContain(APP_TOKEN)
      // The docs pull request's gate is that repository's own check's: nothing set it from here.
      expect(emulator.github.commits.statuses.filter((s) => s.repository === DOCS)).toEqual([])
    })
  })

  it("a fork's pull request is followed like any other: its change read through GitHub's API", async () => {
    await withEmulator(options, async (emulator) => {
      install(emulator)
      emulator.github.commits.seed({ commits: [{ sha: first, files: ['src/cli.ts'] }] })
      const fork = pullEvent('opened', (p) => (p.pull_request.head.repo.full_name = 'someone/fork'))
      const played = await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'pull_request_target', payload: fork },
        standIns,
      })
      expect(played.jobs.docs).toMatchObject({ result: 'success' })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(statusOf(emulator, first)).toMatchObject({ state: 'success', context: 'docs' })
    })
  })

  it("Dependabot's pull request and a merge group get success at once, and no job", async () => {
    await withEmulator(options, async (emulator) => {
      install(emulator)
      emulator.github.commits.seed({
        commits: [
          { sha: first, files: ['src/cli.ts'] },
          { sha: second, files: ['src/cli.ts'] },
        ],
      })
      const bot = byUser(pullEvent('opened'), 'dependabot[bot]', 'Bot')
      await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'pull_request_target', payload: bot },
        standIns,
      })
      expect(statusOf(emulator, first)).toMatchObject({
        state: 'success',
        context: 'docs',
        description: expect.stringMatching(/^Not followed: /),
      })
      const group = payload('merge_group', 'checks_requested', (p) => {
        p.merge_group.head_sha = second
        p.merge_group.base_sha = first
      })
      const played = await play(emulator, 'follow-code-changes.yml', {
        event: { name: 'merge_group', payload: group },
        standIns,
      })
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-follow-${group.merge_group.head_ref}`,
      })
      expect(statusOf(emulator, second)).toMatchObject({ state: 'success', context: 'docs' })
      expect(emulator.agent.jobs.size).toBe(0)
    })
  })
})

group('label-handoff.yml', () => {
  const onIssue = (action: 'labeled' | 'assigned', edit: (p: Record<string, any>) => void) =>
    byUser(
      payload('issues', action, (p) => {
        p.issue.title = 'Explain the retry policy'
        p.issue.body = 'Readers ask how retries back off.'
        p.issue.updated_at = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
        edit(p)
      }),
      'writer',
    )

  it('the docs-agent label hands the issue over: its title and body are the instruction', async () => {
    await withEmulator({}, async (emulator) => {
      const event = onIssue('labeled', (p) => (p.label.name = 'Docs-Agent'))
      const played = await play(emulator, 'label-handoff.yml', {
        event: { name: 'issues', payload: event },
      })
      expect(played.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${event.issue.number}`,
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toMatch(
        /^Explain the retry policy\n\nReaders ask how retries back off\.\n\n---\n/,
      )
      const thread = emulator.github.thread(REPOSITORY, event.issue.number as number)
      expect(thread).toHaveLength(1)
      expect(thread[0]?.body).toContain(job?.prLink)
    })
  })

  it('an assignment to docs-bot does too; another label starts no runner', async () => {
    await withEmulator({}, async (emulator) => {
      const assigned = onIssue('assigned', (p) => (p.assignee.login = 'docs-bot'))
      const played = await play(emulator, 'label-handoff.yml', {
        event: { name: 'issues', payload: assigned },
      })
      expect(played.jobs.docs?.result).toBe('success')
      expect(emulator.agent.jobs.size).toBe(1)
      const bug = onIssue('labeled', (p) => (p.label.name = 'bug'))
      const other = await play(emulator, 'label-handoff.yml', {
        event: { name: 'issues', payload: bug },
      })
      expect(other.jobs.docs).toEqual({ result: 'skipped', outputs: {} })
      expect(emulator.agent.jobs.size).toBe(1)
    })
  })
})

group('needs-docs-on-merge.yml', () => {
  const merged = (labels: string[]) =>
    byUser(
      payload('pull_request', 'closed', (p) => {
        p.pull_request.merged = true
        p.pull_request.title = 'Add --fast'
        p.pull_request.labels = labels.map(payloadLabel)
      }),
      'maintainer',
    )

  it('a merged pull request labelled needs-docs sends its changes, patches included', async () => {
    await withEmulator({}, async (emulator) => {
      const event = merged(['needs-docs'])
      emulator.github.pullFiles.set(`${REPOSITORY}#${event.pull_request.number}`, [
        changedFile('src/cli.ts'),
      ])
      const played = await play(emulator, 'needs-docs-on-merge.yml', {
        event: { name: 'pull_request', payload: event },
      })
      expect(played.jobs.docs?.result).toBe('success')
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toMatch(
        /^Document the changes of this pull request\.\n[\s\S]*Add --fast/,
      )
      expect(job?.prompts[0]).toContain('src/cli.ts:\n```diff\n@@ -1 +1 @@\n-old src/cli.ts')
    })
  })

  it('a merged pull request without the label is skipped by the action: nothing sent', async () => {
    await withEmulator({}, async (emulator) => {
      const played = await play(emulator, 'needs-docs-on-merge.yml', {
        event: { name: 'pull_request', payload: merged(['chore']) },
      })
      expect(played.jobs.docs?.result).toBe('success')
      expect(step(played, '<owner>/docs-agent-action@v1').run?.outputs.status).toBe('skipped')
      expect(emulator.requests.filter((r) => r.op !== 'unknown')).toEqual([])
    })
  })
})

/** A job created the way an earlier run would have, straight through the API. */
async function existingJob(emulator: Emulator): Promise<string> {
  const response = await fetch(`${emulator.url}/v2/agent/proj/job`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Rewrite the migration guide' }),
  })
  return ((await response.json()) as { id: string }).id
}

group('resume.yml', () => {
  it('with a job id only, waits for that job: no new job, no message', async () => {
    await withEmulator({}, async (emulator) => {
      const id = await existingJob(emulator)
      const played = await play(emulator, 'resume.yml', { inputs: { 'job-id': id } })
      expect(step(played, 'docs').run?.outputs).toMatchObject({ 'job-id': id, status: 'completed' })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(emulator.requestsTo('agent.message')).toEqual([])
    })
  })

  it('with a prompt too, sends it to the same job as a follow-up', async () => {
    await withEmulator({}, async (emulator) => {
      const id = await existingJob(emulator)
      const played = await play(emulator, 'resume.yml', {
        inputs: { 'job-id': id, prompt: 'Also update the changelog' },
      })
      expect(step(played, 'docs').run?.outputs).toMatchObject({ 'job-id': id, 'follow-up': 'true' })
      expect(emulator.agent.find('proj', id)?.prompts).toEqual([
        'Rewrite the migration guide',
        'Also update the changelog',
      ])
    })
  })
})

group('chain-pr-link.yml', () => {
  const release = () =>
    payload('release', 'published', (p) => {
      p.release.tag_name = 'v2.3.0'
      p.release.body = 'Adds the --fast flag.'
    })

  it('hands the pull request to a later step and a later job', async () => {
    await withEmulator({}, async (emulator) => {
      const played = await play(emulator, 'chain-pr-link.yml', {
        event: { name: 'release', payload: release() },
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts).toEqual([
        'Document what changed in v2.3.0. Its release notes:\nAdds the --fast flag.',
      ])
      expect(step(played, 'Ask the docs team for a review').env).toEqual({
        GH_TOKEN: SECRETS.DOCS_REPO_TOKEN,
        PR_LINK: job?.prLink,
        REVIEWERS: VARS.DOCS_REVIEWERS,
      })
      expect(played.jobs.docs?.outputs).toEqual({ 'pr-link': job?.prLink })
      const announce = played.steps.find((s) => s.job === 'announce')
      expect(announce?.skipped).toBe(false)
      expect(announce?.env.PR_LINK).toBe(job?.prLink)
    })
  })

  it('skips the review and the announcement when the agent changed nothing', async () => {
    await withEmulator({ outcome: 'no-changes' }, async (emulator) => {
      const played = await play(emulator, 'chain-pr-link.yml', {
        event: { name: 'release', payload: release() },
      })
      expect(step(played, 'docs').run?.code).toBe(0)
      expect(step(played, 'Ask the docs team for a review').skipped).toBe(true)
      expect(played.jobs.announce?.result).toBe('skipped')
    })
  })
})

group('docs-pull-request-check.yml', () => {
  const PAGE = 'guides/setup.mdx'
  const BASE = '# Setup\n\nInstall it.\n'
  /** A pull request opened by `login` with its change, and its pull_request_target event. */
  const opened = (emulator: Emulator, login: string, head: string) => {
    const type = login.endsWith('[bot]') ? ('Bot' as const) : ('User' as const)
    const issue = emulator.github.addIssue(REPOSITORY, {
      title: 'Docs',
      pullRequest: true,
      user: { login, type },
    })
    const ends = emulator.github.seedPullChange({
      number: issue.number,
      files: [{ path: PAGE, base: BASE, head }],
    })
    const event = payload('pull_request', 'opened', (p) => {
      p.number = issue.number
      p.pull_request.number = issue.number
      p.pull_request.user.login = login
      p.pull_request.user.type = type
      p.pull_request.head.sha = ends.headSha
      p.pull_request.base.sha = ends.baseSha
    })
    return { ...ends, number: issue.number, event }
  }

  it("the agent's pull request is judged, a person's passes at once, a merge group answers", async () => {
    await withEmulator({}, async (emulator) => {
      const agent = opened(emulator, 'mintlify[bot]', `${BASE}\n<script>alert(1)</script>\n`)
      const person = opened(emulator, 'writer', `${BASE}\nUse npm.\n`)
      const agentRun = await play(emulator, 'docs-pull-request-check.yml', {
        event: { name: 'pull_request_target', payload: agent.event },
      })
      expect(step(agentRun, 'check').run?.outputs['change-check']).toBe('blocked')
      const personRun = await play(emulator, 'docs-pull-request-check.yml', {
        event: { name: 'pull_request_target', payload: person.event },
      })
      expect(step(personRun, 'check').run?.outputs['change-check']).toBe('skipped')
      const group = emulator.github.seedMergeGroup({ numbers: [person.number] })
      const groupRun = await play(emulator, 'docs-pull-request-check.yml', {
        event: {
          name: 'merge_group',
          payload: payload('merge_group', 'checks_requested', (p) => {
            p.merge_group.head_sha = group.headSha
            p.merge_group.base_sha = group.baseSha
            p.merge_group.head_ref = group.headRef
            p.merge_group.base_ref = 'refs/heads/main'
          }),
        },
      })
      expect(step(groupRun, 'check').run?.code).toBe(0)
      expect(emulator.github.commits.statuses.map((s) => [s.sha, s.context, s.state])).toEqual([
        [agent.headSha, 'docs-agent/changes', 'failure'],
        [person.headSha, 'docs-agent/changes', 'success'],
        [group.headSha, 'docs-agent/changes', 'success'],
      ])
    })
  })
})

group('code-repository-asks.yml + docs-repository-finish.yml', () => {
  // Two repositories: acme/api holds the code, acme/docs the docs. Each job's GITHUB_TOKEN reaches
  // its own repository, with its job's permissions; the App, installed on both, is reached only
  // through the docs repository's key, with the permissions its token is created with.
  const CODE = 'acme/api'
  const DOCS = REPOSITORY
  const APP_TOKEN = 'ghs_app_installed_on_api_and_docs_0000'
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  it('a merge in the code repository is handed off with its own token, ended by the docs repository’s finish with the App’s narrow token, judged by the docs repository’s own check, and continued there by a comment', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      const asked: Record<string, string>[] = []
      const app = { github: emulator.github, installedOn: [CODE], token: APP_TOKEN }
      const merged = byUser(
        payload('pull_request', 'closed', (p) => {
          p.pull_request.merged = true
          p.pull_request.title = 'Add --fast'
          p.repository.full_name = CODE
          p.repository.name = 'api'
          p.pull_request.html_url = `https://github.com/${CODE}/pull/${p.pull_request.number}`
        }),
        'writer',
      )
      const number = merged.pull_request.number as number
      const asking = await play(emulator, 'code-repository-asks.yml', {
        event: { name: 'pull_request', payload: merged },
        repository: CODE,
      })
      expect(asking.jobs.docs?.result).toBe('success')
      expect(step(asking, '<owner>/docs-agent-action@v1').run?.outputs['handed-off']).toBe('true')
      const [job] = [...emulator.agent.jobs.values()]
      for (const each of emulator.agent.jobs.values()) {
        await sleep(Math.max(0, each.finishAt - Date.now() + 10))
        emulator.agent.find(each.projectId, each.id)
      }

      // The agent's pull request opens in acme/docs: its event starts the finish workflow.
      const opened = payload('pull_request', 'opened', (p) => {
        p.pull_request.number = 101
        p.number = 101
        p.pull_request.user.login = 'mintlify[bot]'
        p.pull_request.user.type = 'Bot'
      })
      const finishing = await play(emulator, 'docs-repository-finish.yml', {
        event: { name: 'pull_request_target', payload: opened },
        standIns: {
          'actions/create-github-app-token@v3': appTokenStandIn(
            { ...app, runRepository: DOCS },
            (inputs) => asked.push(inputs),
          ),
        },
      })
      expect(asked).toEqual([
        {
          'client-id': VARS.DOCS_APP_CLIENT_ID,
          'private-key': SECRETS.DOCS_APP_PRIVATE_KEY,
          owner: 'acme',
          repositories: 'api',
          'permission-issues': 'write',
        },
      ])
      // With no warning: every write, in either repository, was allowed its token.
      const finished = step(finishing, 'finish').run
      expect(finished?.outputs).toMatchObject({ finished: '1', pending: '0' })
      expect(finished?.stdout).not.toContain('::warning::')
      expect(emulator.github.thread(CODE, number)[0]?.body).toContain(
        '### ✅ The docs agent opened a pull request',
      )
      const note = emulator.github.thread(DOCS, 101)[0]?.body
      expect(note).toContain(`for ${CODE}#${number}, asked by writer (job <code>${job?.id}</code>)`)
      expect(note).toContain(
        "This repository's own check sets docs-agent/changes on each head of this pull request",
      )
      // The finish run sets no status in acme/docs, sends no event, and needed neither.
      expect(emulator.github.commits.statuses).toEqual([])
      expect(emulator.github.dispatches).toEqual([])

      // The docs repository's own check judges the head, with its own settings.
      const ends = emulator.github.pullChanges.summary(DOCS, 101)
      const checking = await play(emulator, 'docs-pull-request-check.yml', {
        event: {
          name: 'pull_request_target',
          payload: payload('pull_request', 'opened', (p) => {
            p.pull_request.number = 101
            p.number = 101
            p.pull_request.user.login = 'mintlify[bot]'
            p.pull_request.user.type = 'Bot'
            p.pull_request.head.sha = ends?.headSha
            p.pull_request.base.sha = ends?.baseSha
          }),
        },
      })
      expect(step(checking, 'check').run?.outputs['change-check']).toBe('passed')
      expect(emulator.github.commits.statuses.map((s) => [s.repository, s.sha, s.state])).toEqual([
        [DOCS, ends?.headSha, 'success'],
      ])

      // The docs repository's comment workflow, with its own token: the same job.
      const comment = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.id = 8001
          p.comment.body = '@docs-agent say that --fast needs v2'
          p.issue.number = 101
          p.issue.html_url = `https://github.com/${DOCS}/pull/101`
          p.issue.pull_request = { url: `https://api.github.com/repos/${DOCS}/pulls/101` }
        }),
        'writer',
      )
      const followed = await play(emulator, 'comment-trigger.yml', {
        event: { name: 'issue_comment', payload: comment },
      })
      expect(step(followed, '<owner>/docs-agent-action@v1').run?.outputs).toMatchObject({
        'job-id': job?.id,
        'follow-up': 'true',
      })
      expect(emulator.agent.jobs.size).toBe(1)
      for (const played of [asking, finishing, checking, followed])
        for (const each of played.steps)
          if (each.run !== undefined) expect(findLeaks(each.run, [APP_TOKEN])).toEqual([])
    })
  })

  it('a token without the permission a write needs is refused it, as GitHub refuses it', async () => {
    await withEmulator({ repository: `https://github.com/${DOCS}` }, async (emulator) => {
      // What the emulator refuses a token its permissions do not allow, so the test above shows
      // the example's permissions are enough, not merely that nothing was checked.
      emulator.github.grantToken(APP_TOKEN, {
        access: 'write',
        repositories: [CODE, DOCS],
        permissions: { issues: 'read', 'pull-requests': 'read', contents: 'read' },
      })
      const refused = await fetch(`${emulator.url}/repos/${CODE}/issues/1/comments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${APP_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'hello' }),
      })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({
        message: 'Resource not accessible by integration',
      })
      expect(emulator.github.thread(CODE, 1)).toEqual([])
    })
  })
})

group('check-changes.yml', () => {
  const asking = () =>
    byUser(
      payload(
        'issue_comment',
        'created',
        (p) => (p.comment.body = '@docs-agent add a pricing page'),
      ),
      'writer',
    )
  const PAGE = '---\ntitle: Pricing\n---\n\nPlans and prices.\n'

  it('a component the team allows and a host it expects pass; nobody else is asked', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.seedPullChange({
        number: 101,
        files: [
          {
            path: 'pricing.mdx',
            head: `${PAGE}\nSee [the API](https://api.example.com/prices).\n`,
          },
          { path: 'snippets/price-table.jsx', head: 'export const PriceTable = () => null\n' },
        ],
      })
      const played = await play(emulator, 'check-changes.yml', {
        event: { name: 'issue_comment', payload: asking() },
      })
      expect(step(played, 'docs').run?.outputs['change-check']).toBe('passed')
      expect(step(played, 'Ask the security team to review').skipped).toBe(true)
      const [status] = emulator.github.commits.statuses
      expect(status).toMatchObject({ context: 'docs-agent/changes', state: 'success' })
    })
  })

  it('a script blocks: a failed status, and the security team is asked', async () => {
    await withEmulator({}, async (emulator) => {
      emulator.github.seedPullChange({
        number: 101,
        files: [
          {
            path: 'pricing.mdx',
            head: `${PAGE}\n<script src="https://cdn.evil.test/x.js"></script>\n`,
          },
        ],
      })
      const played = await play(emulator, 'check-changes.yml', {
        event: { name: 'issue_comment', payload: asking() },
      })
      const outputs = step(played, 'docs').run?.outputs
      expect(outputs?.['change-check']).toBe('blocked')
      expect(JSON.parse(outputs?.['change-findings'] ?? '[]')).toContainEqual(
        expect.objectContaining({ file: 'pricing.mdx', kind: 'script', severity: 'block' }),
      )
      const ask = step(played, 'Ask the security team to review')
      expect(ask.skipped).toBe(false)
      expect(ask.env.PR_LINK).toBe(outputs?.['pr-link'])
      expect(emulator.github.commits.statuses[0]).toMatchObject({ state: 'failure' })
    })
  })
})

group('fire-and-forget.yml, then wait-for-job.yml', () => {
  it('returns as soon as the job exists; the second workflow waits for that job', async () => {
    // Longer than the 3 s in which the first workflow must end: it cannot have waited for it.
    await withEmulator({ jobDurationMs: 3000 }, async (emulator) => {
      const push = payload('push', '', (p) => (p.ref = 'refs/heads/main'))
      const fired = await play(emulator, 'fire-and-forget.yml', {
        event: { name: 'push', payload: push },
      })
      const docs = step(fired, 'docs').run
      expect(docs?.outputs.status).toBe('active')
      expect(docs?.durationMs).toBeLessThan(3000)
      expect(emulator.requestsTo('agent.get')).toEqual([])
      // The hand-over step: `gh workflow run <file> … -f <input>="$JOB_ID"`, taken from the
      // script itself, so a wrong file or input name there fails here.
      const handOver = fired.steps.find((s) => s.env.JOB_ID !== undefined)
      expect(handOver?.env.JOB_ID).toBe(docs?.outputs['job-id'])
      const call = /gh workflow run (\S+) .*-f ([\w-]+)="\$JOB_ID"/.exec(handOver?.name ?? '')
      expect(call).not.toBeNull()
      const [, file = '', input = ''] = call ?? []

      const waited = await play(emulator, file, {
        inputs: { [input]: handOver?.env.JOB_ID ?? '' },
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(step(waited, 'docs').run?.outputs).toMatchObject({
        status: 'completed',
        'pr-link': job?.prLink,
      })
      expect(emulator.requestsTo('agent.create')).toHaveLength(1)
      expect(waited.steps.at(-1)?.env.PR_LINK).toBe(job?.prLink)
    })
  })
})

group('hand-off.yml, finish.yml, then on-job-finished.yml', () => {
  const RECORD = '<!-- docs-agent-handoff '
  const AGENT_APP = 'docs-agent-app[bot]'
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  /** A comment with the phrase on an issue, by a collaborator. */
  const asking = (text: string) =>
    byUser(
      payload('issue_comment', 'created', (p) => (p.comment.body = text)),
      'writer',
    )

  /** A pull request event, by its author: the agent's GitHub App unless said. */
  const pullRequest = (
    number: number,
    action: 'opened' | 'synchronize',
    login = AGENT_APP,
    type: 'User' | 'Bot' = 'Bot',
  ) =>
    payload('pull_request', action, (p) => {
      p.number = number
      p.pull_request.number = number
      p.pull_request.html_url = `https://github.com/${REPOSITORY}/pull/${number}`
      p.pull_request.user.login = login
      p.pull_request.user.type = type
      p.sender.login = login
      p.sender.type = type
    })

  /** The event a dispatch the finish run sent starts workflows with, as GitHub makes it. */
  const dispatched = ({ eventType, clientPayload }: Emulator['github']['dispatches'][number]) =>
    payload('repository_dispatch', 'on-demand-test', (p) => {
      p.action = eventType
      p.client_payload = clientPayload
    })

  /** Waits until every job has ended, and brings the emulator's jobs up to date. */
  async function jobsEnd(emulator: Emulator) {
    for (const job of emulator.agent.jobs.values()) {
      await sleep(Math.max(0, job.finishAt - Date.now() + 10))
      emulator.agent.find(job.projectId, job.id)
    }
  }

  it("a comment is handed off at once; the agent's pull request starts the finish, which ends the job and starts on-job-finished.yml once", async () => {
    await withEmulator({}, async (emulator) => {
      const comment = asking('@docs-agent add a quickstart for the Python SDK')
      const issue = comment.issue.number as number
      const asked = await play(emulator, 'hand-off.yml', {
        event: { name: 'issue_comment', payload: comment },
      })
      const [job] = [...emulator.agent.jobs.values()]
      expect(asked.jobs.docs).toMatchObject({
        result: 'success',
        concurrency: `docs-agent-${issue}`,
      })
      expect(step(asked, '<owner>/docs-agent-action@v1').run?.outputs).toMatchObject({
        'job-id': job?.id,
        status: 'active',
        'handed-off': 'true',
      })
      // Not one poll: the run ended once the job was sent.
      expect(emulator.requestsTo('agent.get')).toEqual([])
      const tracking = () =>
        emulator.github.thread(REPOSITORY, issue).filter((c) => c.user.type === 'Bot')
      expect(tracking()).toHaveLength(1)
      expect(tracking()[0]?.body).toContain(RECORD)

      // The job ends, and the agent's app opens its pull request.
      await jobsEnd(emulator)
      const prLink = job?.prLink ?? ''
      const pull = Number(/\/pull\/(\d+)$/.exec(prLink)?.[1])
      const finished = await play(emulator, 'finish.yml', {
        event: { name: 'pull_request_target', payload: pullRequest(pull, 'opened') },
      })
      expect(finished.jobs.finish?.result).toBe('success')
      expect(finished.concurrency).toBe('docs-agent-finish')
      const outputs = step(finished, '<owner>/docs-agent-action@v1').run?.outputs
      expect(outputs).toMatchObject({ finished: '1', pending: '0' })
      expect(JSON.parse(outputs?.['finished-jobs'] ?? '')).toEqual([
        {
          'job-id': job?.id,
          status: 'completed',
          'pr-link': prLink,
          thread: issue,
          repository: REPOSITORY,
          'change-check': 'passed',
        },
      ])
      expect(tracking()).toHaveLength(1)
      expect(tracking()[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(tracking()[0]?.body).not.toContain(RECORD)
      const [event] = emulator.github.dispatches
      expect(emulator.github.dispatches).toHaveLength(1)
      expect(event).toMatchObject({
        eventType: 'docs-agent-job-finished',
        clientPayload: {
          'job-id': job?.id,
          status: 'completed',
          'pr-link': prLink,
          'pr-number': String(pull),
          repository: REPOSITORY,
          thread: issue,
        },
      })
      // The finish step's preview (on by default) was asked for and followed, as a waiting run's.
      expect(event?.clientPayload['preview-url']).toMatch(/^https:\/\//)

      // A push to the pull request starts another finish run, which finds nothing left to end.
      const pushed = await play(emulator, 'finish.yml', {
        event: { name: 'pull_request_target', payload: pullRequest(pull, 'synchronize') },
      })
      expect(step(pushed, '<owner>/docs-agent-action@v1').run?.outputs).toMatchObject({
        finished: '0',
        pending: '0',
      })
      expect(emulator.github.dispatches).toHaveLength(1)

      // The event starts the downstream workflow, with the job in its payload.
      const told = await play(emulator, 'on-job-finished.yml', {
        event: { name: 'repository_dispatch', payload: dispatched(event!) },
      })
      expect(told.jobs.announce?.result).toBe('success')
      const review = step(told, 'A pull request to review')
      expect(review.skipped).toBe(false)
      expect(review.env).toMatchObject({
        WEBHOOK: SECRETS.CHAT_WEBHOOK_URL,
        PR_LINK: prLink,
        PREVIEW_URL: event?.clientPayload['preview-url'],
      })
      expect(step(told, 'A job that failed').skipped).toBe(true)
    })
  })

  it('a job that fails has no pull request: the hourly schedule ends it, warns, and on-job-finished.yml tells the channel', async () => {
    await withEmulator({}, async (emulator) => {
      const comment = asking('@docs-agent rewrite the migration guide [emulator outcome=failed]')
      const issue = comment.issue.number as number
      await play(emulator, 'hand-off.yml', { event: { name: 'issue_comment', payload: comment } })
      await jobsEnd(emulator)
      const hourly = await play(emulator, 'finish.yml', {
        event: { name: 'schedule', payload: { schedule: '17 * * * *' } },
      })
      // A failed job is a warning: the finish run itself succeeds.
      expect(hourly.jobs.finish?.result).toBe('success')
      const run = step(hourly, '<owner>/docs-agent-action@v1').run
      expect(run?.outputs.finished).toBe('1')
      const thread = emulator.github.thread(REPOSITORY, issue)
      expect(thread.find((c) => c.user.type === 'Bot')?.body).toContain(
        '### ❌ The docs agent job failed',
      )
      const [event] = emulator.github.dispatches
      expect(event?.clientPayload).toMatchObject({ status: 'failed', 'pr-link': '', thread: issue })
      const told = await play(emulator, 'on-job-finished.yml', {
        event: { name: 'repository_dispatch', payload: dispatched(event!) },
      })
      expect(step(told, 'A pull request to review').skipped).toBe(true)
      expect(step(told, 'A job that failed').env).toMatchObject({
        JOB_ID: [...emulator.agent.jobs.values()][0]?.id,
        REPOSITORY,
        THREAD: String(issue),
      })
    })
  })

  it("people's, Dependabot's and a fork's pull requests start no finish runner; a run by hand with nothing handed off reads GitHub twice and sends nothing", async () => {
    await withEmulator({}, async (emulator) => {
      const fork = pullRequest(8, 'opened')
      fork.pull_request.head.repo.full_name = 'contributor/docs'
      for (const event of [
        pullRequest(7, 'opened', 'writer', 'User'),
        pullRequest(7, 'opened', 'dependabot[bot]', 'Bot'),
        fork,
      ]) {
        const played = await play(emulator, 'finish.yml', {
          event: { name: 'pull_request_target', payload: event },
        })
        expect(played.jobs.finish).toEqual({ result: 'skipped', outputs: {} })
      }
      expect(emulator.requests).toEqual([])
      const byHand = await play(emulator, 'finish.yml')
      expect(step(byHand, '<owner>/docs-agent-action@v1').run?.outputs).toMatchObject({
        finished: '0',
        pending: '0',
        'finished-jobs': '[]',
      })
      expect(emulator.requests.map((r) => r.op).sort()).toEqual([
        'github.list-repo-comments',
        'github.list-repo-review-comments',
      ])
      expect(emulator.github.dispatches).toEqual([])
    })
  })
})

group('matrix.yml', () => {
  it('one job per guide, never more than max-parallel at once, a note on each pull request', async () => {
    await withEmulator({ jobDurationMs: 1000 }, async (emulator) => {
      const played = await play(emulator, 'matrix.yml')
      expect(played.jobs.docs?.result).toBe('success')
      const prompts = [...emulator.agent.jobs.values()].flatMap((job) => job.prompts).sort()
      expect(prompts).toEqual(
        ['Go', 'Java', 'Python', 'Ruby', 'TypeScript'].map((sdk) =>
          expect.stringMatching(
            new RegExp(`^Bring sdks/${sdk.toLowerCase()}.mdx up to date .* ${sdk} SDK`),
          ),
        ),
      )
      // At no moment were more than four steps running, and the fifth started only when one
      // of the first four had ended.
      const runs = played.steps.map((s) => [s.startedAt ?? 0, s.endedAt ?? 0] as const)
      const busy = (at: number) => runs.filter(([from, to]) => from <= at && at < to).length
      expect(Math.max(...runs.map(([from]) => busy(from)))).toBe(4)
      const [last] = [...runs].sort((a, b) => b[0] - a[0])
      expect(runs.filter(([, to]) => to <= (last?.[0] ?? 0)).length).toBeGreaterThanOrEqual(1)
      expect(emulator.requestsTo('agent.create')).toHaveLength(5)
      // No thread to comment in; each job's pull request gets the note on how to follow up.
      const notes = emulator.github.comments.map((c) => c.body)
      expect(notes).toHaveLength(5)
      for (const job of emulator.agent.jobs.values())
        expect(notes.filter((body) => body.includes(`job=${job.id} request=note`))).toHaveLength(1)
    })
  })
})

/** Deployments that take a fraction of a second: queued 0.1 s, then building 0.3 s. */
const QUICK_DEPLOYS = { deployQueuedMs: 100, deployInProgressMs: 300 }

group('deploy-on-release.yml', () => {
  it('a published release deploys the docs and hands the status to the next step', async () => {
    await withEmulator(QUICK_DEPLOYS, async (emulator) => {
      const played = await play(emulator, 'deploy-on-release.yml', {
        event: { name: 'release', payload: payload('release', 'published') },
      })
      expect(played.jobs.deploy?.result).toBe('success')
      const deploy = step(played, 'deploy')
      expect(deploy.run?.outputs.status).toBe('success')
      expect(emulator.requestsTo('deploy.update')).toHaveLength(1)
      const echo = played.steps.find((s) => s.env.STATUS_ID !== undefined)
      expect(echo?.env).toEqual({
        STATUS_ID: deploy.run?.outputs['status-id'],
        FILES: deploy.run?.outputs['files-changed'],
      })
      expect(deploy.run?.summary).toContain('### Docs deployment: ✅ done')
    })
  })
})

group('automation-on-merge.yml', () => {
  it('a push to main runs the scheduled automation now', async () => {
    await withEmulator(QUICK_DEPLOYS, async (emulator) => {
      const played = await play(emulator, 'automation-on-merge.yml', {
        event: { name: 'push', payload: payload('push', '') },
      })
      expect(played.jobs.automation?.result).toBe('success')
      expect(played.concurrency).toBe('docs-automation')
      const [run] = played.steps
      expect(run?.run?.outputs.status).toBe('triggered')
      expect(emulator.requestsTo('deploy.automation').map((r) => r.path)).toEqual([
        '/v1/workflow/proj/weekly-changelog/trigger',
      ])
    })
  })
})

group('preview-comment.yml', () => {
  const PREVIEWED = 7
  const event = (action: string, fork = false) =>
    payload('pull_request', action, (p) => {
      p.pull_request.number = PREVIEWED
      p.number = PREVIEWED
      p.pull_request.head.ref = 'docs/webhooks'
      if (fork) p.pull_request.head.repo.full_name = 'contributor/docs'
    })

  it('one comment with the link and screenshot, edited by the next push', async () => {
    await withEmulator(QUICK_DEPLOYS, async (emulator) => {
      const opened = await play(emulator, 'preview-comment.yml', {
        event: { name: 'pull_request_target', payload: event('opened') },
      })
      expect(opened.jobs.preview?.result).toBe('success')
      expect(opened.concurrency).toBe(`docs-preview-${PREVIEWED}`)
      const bots = () =>
        emulator.github.thread(REPOSITORY, PREVIEWED).filter((c) => c.user.type === 'Bot')
      expect(bots()).toHaveLength(1)
      const [first] = opened.steps
      expect(bots()[0]?.body).toContain(`<a href="${first?.run?.outputs['preview-url']}">`)
      expect(bots()[0]?.body).toContain('(live)')
      expect(bots()[0]?.body).toContain('<picture>')
      const pushed = await play(emulator, 'preview-comment.yml', {
        event: { name: 'pull_request_target', payload: event('synchronize') },
      })
      expect(pushed.jobs.preview?.result).toBe('success')
      expect(bots()).toHaveLength(1)
      expect(emulator.requestsTo('deploy.preview').map((r) => r.body)).toEqual([
        { branch: 'docs/webhooks' },
        { branch: 'docs/webhooks' },
      ])
    })
  })

  it("a fork's pull request is skipped: its branch is not here", async () => {
    await withEmulator(QUICK_DEPLOYS, async (emulator) => {
      const played = await play(emulator, 'preview-comment.yml', {
        event: { name: 'pull_request_target', payload: event('opened', true) },
      })
      expect(played.jobs.preview?.result).toBe('skipped')
      expect(emulator.requests).toEqual([])
    })
  })
})

group('weekly-analytics.yml', () => {
  it('exports the last seven days and hands the file to the upload step', async () => {
    await withEmulator({}, async (emulator) => {
      const played = await play(emulator, 'weekly-analytics.yml', {
        event: { name: 'schedule', payload: { schedule: '0 7 * * 1' } },
      })
      const visitors = step(played, 'visitors')
      const upload = step(played, 'actions/upload-artifact@v4')
      expect(visitors.run?.code).toBe(0)
      expect(upload.with.path).toBe(visitors.run?.outputs.file)
      const rows = parse<Record<string, string>>(readFileSync(upload.with.path ?? ''), {
        columns: true,
      })
      const want = emulator.analytics.range(
        'visitors',
        Date.parse(`${day(-7)}T00:00:00Z`),
        Date.parse(`${day(0)}T00:00:00Z`),
      )
      expect(rows).toHaveLength(want.rows.length)
      expect(visitors.run?.outputs.total).toBe(String(want.totals.total))
      // compare: pages, the week before beside this one.
      const before = emulator.analytics.range(
        'visitors',
        Date.parse(`${day(-14)}T00:00:00Z`),
        Date.parse(`${day(-7)}T00:00:00Z`),
      )
      expect(visitors.run?.outputs['previous-total']).toBe(String(before.totals.total))
      const echo = played.steps.find((s) => s.env.CHANGE !== undefined)
      expect(echo?.env).toEqual({
        TOTAL: String(want.totals.total),
        CHANGE: visitors.run?.outputs.change,
      })
      expect(echo?.env.CHANGE).toMatch(/^[+-]\d+\.\d%$/)
      expect(visitors.run?.summary).toContain('### Pages that rose and fell most (visitors)')
    })
  })
})

group('docs-gaps-weekly.yml', () => {
  it('keeps one docs-gaps issue up to date, week after week, within its request cap', async () => {
    await withEmulator({}, async (emulator) => {
      const schedule = { event: { name: 'schedule', payload: { schedule: '0 7 * * 1' } } }
      const first = step(await play(emulator, 'docs-gaps-weekly.yml', schedule), 'gaps')
      expect(first.run?.code).toBe(0)
      const [issue] = emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')
      expect(first.run?.outputs['issue-number']).toBe(String(issue?.number))
      expect(issue?.body).toMatch(/^1\. /m)
      expect(Number(first.run?.outputs.requests)).toBeLessThanOrEqual(20)
      const second = step(await play(emulator, 'docs-gaps-weekly.yml', schedule), 'gaps')
      expect(second.run?.outputs['issue-number']).toBe(String(issue?.number))
      expect(emulator.github.issuesLabelled(REPOSITORY, 'docs-gaps')).toHaveLength(1)
      expect(issue?.history).toHaveLength(2)
      // Its history, hidden at the end; a second run over the same week takes the first's place
      // (the three-week story is in gaps-history.test.ts).
      expect(issue?.body).toMatch(/\n<!-- docs-agent-action:gaps-history [\w-]+ -->\n/)
      expect(issue?.body).toContain('The history starts with this run')
    })
  })
})

group('gaps-to-agent.yml', () => {
  it('shows the prompt first (dry-run by default), then creates the job with it', async () => {
    await withEmulator({}, async (emulator) => {
      const dry = await play(emulator, 'gaps-to-agent.yml')
      const gaps = step(dry, 'gaps')
      expect(Number(gaps.run?.outputs.gaps)).toBeGreaterThan(0)
      expect(step(dry, 'docs').run?.outputs.status).toBe('dry-run')
      expect(emulator.agent.jobs.size).toBe(0)

      const real = await play(emulator, 'gaps-to-agent.yml', { inputs: { 'dry-run': 'false' } })
      expect(real.jobs.docs?.result).toBe('success')
      const [job] = [...emulator.agent.jobs.values()]
      expect(job?.prompts[0]).toBe(step(real, 'gaps').run?.outputs.prompt)
      expect(job?.prompts[0]).toMatch(/^1\. /m)
      expect(job?.prompts[0]).not.toMatch(/@[\w-]+\.[a-z]{2,}\b/)
    })
  })
})

group('link-check-to-agent.yml', () => {
  // lychee's Markdown report, as lychee-action writes it to its `output` file.
  const REPORT = [
    '# Summary',
    '',
    '| Status        | Count |',
    '|---------------|-------|',
    '| 🔍 Total      | 112   |',
    '| ✅ Successful | 110   |',
    '| 🚫 Errors     | 2     |',
    '',
    '## Errors per input',
    '',
    '### Errors in docs/quickstart.mdx',
    '',
    '* [404] <https://example.com/sdk/v1/install> | Failed: Network error: Not Found',
    '* [404] <https://example.com/blog/launch> | Failed: Network error: Not Found',
    '',
  ].join('\n')
  const weekly = { event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } } }
  /** lychee-action: its report at its `output` in the job's workspace, and its exit code. */
  const lychee = (exitCode: number, report: string) => ({
    'lycheeverse/lychee-action@v2': (s: PlayedStep) => {
      const file = join(s.workspace, s.with.output ?? 'lychee/out.md')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, report)
      return { exit_code: String(exitCode) }
    },
  })

  it('broken links: the job gets the instruction, then the report, and opens a pull request', async () => {
    await withEmulator({}, async (emulator) => {
      const played = await play(emulator, 'link-check-to-agent.yml', {
        ...weekly,
        standIns: lychee(2, REPORT),
      })
      const docs = step(played, 'docs')
      // The agent reads the file lychee wrote, by the same path.
      expect(docs.with['prompt-file']).toBe(step(played, 'lychee').with.output)
      expect(played.jobs.links?.result).toBe('success')
      const [job] = [...emulator.agent.jobs.values()]
      expect(emulator.agent.jobs.size).toBe(1)
      expect(job?.prompts).toEqual([
        "Fix the broken links that this lychee report lists: point each one at the page's " +
          'current address, or remove the link if the page is gone.\n\n' +
          REPORT.trim(),
      ])
      expect(docs.run?.outputs).toMatchObject({
        status: 'completed',
        'job-id': job?.id,
        'pr-link': job?.prLink,
      })
    })
  })

  it('no broken links, or lychee itself failed: no agent step, not one request', async () => {
    for (const [code, report] of [
      [0, '# Summary\n\n| 🚫 Errors | 0 |\n'],
      [1, ''],
    ] as const) {
      await withEmulator({}, async (emulator) => {
        const played = await play(emulator, 'link-check-to-agent.yml', {
          ...weekly,
          standIns: lychee(code, report),
        })
        expect(step(played, 'docs').skipped).toBe(true)
        expect(played.jobs.links?.result).toBe('success')
        expect(emulator.requests).toEqual([])
      })
    }
  })
})

group('analytics-resume.yml', () => {
  it('picks up at the offset and names the file and artifact after it', async () => {
    await withEmulator({ analyticsPaths: 600 }, async (emulator) => {
      const range = { 'date-from': day(-30), 'date-to': day(0) }
      const played = await play(emulator, 'analytics-resume.yml', {
        inputs: { ...range, offset: '500' },
      })
      const visitors = step(played, 'visitors')
      const upload = step(played, 'actions/upload-artifact@v4')
      const all = emulator.analytics.range(
        'visitors',
        Date.parse(`${range['date-from']}T00:00:00Z`),
        Date.parse(`${range['date-to']}T00:00:00Z`),
      ).rows.length
      expect(all).toBeGreaterThan(500)
      expect(visitors.run?.outputs).toMatchObject({
        complete: 'true',
        rows: String(all - 500),
        // The rows from the offset, then one for the previous period's totals (`compare`).
        requests: String(Math.ceil((all - 500) / 250) + 1),
      })
      expect(upload.with).toEqual({
        name: 'visitors-from-500',
        path: join(visitors.workspace, 'visitors-from-500.csv'),
      })
      expect(existsSync(upload.with.path ?? '')).toBe(true)
      expect(emulator.requestsTo('analytics.visitors')[0]?.query.offset).toBe('500')
    })
  })

  it('an export that stops early still uploads what it got, and says where to go on', async () => {
    await withEmulator({ analyticsPaths: 600 }, async (emulator) => {
      emulator.faults.add({
        op: 'analytics.visitors',
        kind: 'status',
        status: 429,
        retryAfter: 3600,
        skip: 1,
      })
      const played = await play(emulator, 'analytics-resume.yml', {
        inputs: { 'date-from': day(-30), 'date-to': day(0) },
      })
      const visitors = step(played, 'visitors')
      const upload = step(played, 'actions/upload-artifact@v4')
      expect(visitors.run?.code).toBe(1)
      expect(visitors.run?.outputs).toMatchObject({
        complete: 'false',
        rows: '250',
        'next-offset': '250',
      })
      expect(played.jobs.export?.result).toBe('failure')
      expect(upload.skipped).toBe(false)
      expect(upload.with.path).toBe(join(visitors.workspace, 'visitors-from-0.csv'))
      const rows = parse<Record<string, string>>(readFileSync(upload.with.path ?? ''), {
        columns: true,
      })
      expect(rows).toHaveLength(250)
    })
  })
})
