import { describe, expect, test } from '@jest/globals'
import { findLeaks } from '../../emulator/action-runner.ts'
import type { Emulator } from '../../emulator/server.ts'
import { byUser, eventEnv, payload } from '../../emulator/webhooks.ts'
import { runAgent, runCheck, STATUSES_REFUSED, withEmulator } from './harness.js'
import { runAgentInProcess, useInProcessRunner } from '../in-process/step.js'

// The whole flow, from the code repository's ask to the follow-up on the docs pull request, runs
// through the bundles (dist/index.js and the check's, as real processes), and so do the finish
// runs whose token does not reach a repository. The other runs are the agent's step in this
// process (runAgentInProcess): each asserts what a run shows as well there (its outputs,
// warnings, and the comments, statuses and dispatches the emulator saw).
const it = test.concurrent
useInProcessRunner()

/**
 * A team's two repositories (#46, point 2): code in acme/api, where a merge asks for docs with
 * `wait: hand-off`; docs in acme/docs, where the platform's app opens the agent's pull request
 * and whose one finish workflow, started by that pull request's events, ends the job in acme/api.
 * A comment on the docs pull request then continues the same job.
 */

const CODE = 'acme/api'
const DOCS = 'acme/docs'
const MERGED = 1347
const DOCS_PULL = 101
/** An App installed on both repositories; and a token that reaches the code repository only. */
const APP = 'ghs_app0installed0on0both0repositories'
const CODE_ONLY = 'ghs_code0repository0only0token00000'
const TOKENS = {
  [APP]: { access: 'write' as const, repositories: [CODE, DOCS] },
  [CODE_ONLY]: { access: 'write' as const, repositories: [CODE] },
}
const OPTIONS = { repository: `https://github.com/${DOCS}`, githubTokens: TOKENS }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The merge of acme/api#1347 by writer, as the code repository's workflow sees it. */
function mergeEnv(): Record<string, string> {
  const body = byUser(
    payload('pull_request', 'closed', (p) => {
      p.pull_request.merged = true
      p.pull_request.number = MERGED
      p.number = MERGED
      p.pull_request.title = 'Add --fast'
      p.pull_request.html_url = `https://github.com/${CODE}/pull/${MERGED}`
      p.repository.full_name = CODE
      p.repository.name = 'api'
      p.pull_request.head.repo.full_name = CODE
    }),
    'writer',
  )
  return eventEnv('pull_request', body, { GITHUB_REPOSITORY: CODE, GITHUB_RUN_ID: '4001' })
}

/** How a test runs the agent's step: its bundle as a process, or in this process. */
type Runner = typeof runAgentInProcess

/** The code repository asks, and hands the job off. */
function ask(emulator: Emulator, token: string, run: Runner = runAgentInProcess) {
  return run(
    emulator,
    {
      'github-token': token,
      wait: 'hand-off',
      prompt: 'Update the documentation for the changes in this pull request.',
    },
    mergeEnv(),
  )
}

/** Waits until every job has ended (they last 300 ms here), and brings each up to date. */
async function jobsEnd(emulator: Emulator): Promise<void> {
  for (const job of emulator.agent.jobs.values()) {
    await sleep(Math.max(0, job.finishAt - Date.now() + 10))
    emulator.agent.find(job.projectId, job.id)
  }
}

/** The docs repository's finish workflow, started by the agent's pull request opening. */
function finishInDocs(emulator: Emulator, token: string, run: Runner = runAgentInProcess) {
  const body = payload('pull_request', 'opened', (p) => {
    p.pull_request.number = DOCS_PULL
    p.number = DOCS_PULL
    p.pull_request.user.login = 'mintlify[bot]'
    p.pull_request.user.type = 'Bot'
  })
  return run(
    emulator,
    { 'github-token': token, finish: 'true', 'finish-repositories': `${CODE}\n${DOCS}` },
    eventEnv('pull_request_target', body, { GITHUB_RUN_ID: '5001' }),
  )
}

/** Everything the runs wrote to GitHub: comments, statuses and dispatches. */
const written = (emulator: Emulator) =>
  JSON.stringify([
    emulator.github.comments,
    emulator.github.commits.statuses,
    emulator.github.dispatches,
  ])
const codeThread = (emulator: Emulator) =>
  emulator.github.thread(CODE, MERGED).filter((c) => c.user.type === 'Bot')
const docsThread = (emulator: Emulator) => emulator.github.thread(DOCS, DOCS_PULL)

describe('a job asked in a code repository, ended and continued where its pull request is', () => {
  it('the docs repository’s finish run ends it, notes its pull request and announces it to the code repository; the docs repository’s check judges it; a comment there is a follow-up (through the bundles)', async () => {
    await withEmulator(OPTIONS, async (emulator) => {
      const asked = await ask(emulator, APP, runAgent)
      expect(asked.code).toBe(0)
      expect(asked.outputs['handed-off']).toBe('true')
      const [job] = [...emulator.agent.jobs.values()]
      expect(codeThread(emulator)[0]?.body).toContain('<!-- docs-agent-handoff ')
      await jobsEnd(emulator)

      const finished = await finishInDocs(emulator, APP, runAgent)
      expect(finished.code).toBe(0)
      expect(JSON.parse(finished.outputs['finished-jobs'] ?? '[]')).toEqual([
        {
          'job-id': job?.id,
          status: 'completed',
          'pr-link': `https://github.com/${DOCS}/pull/${DOCS_PULL}`,
          thread: MERGED,
          repository: CODE,
          'change-check': 'passed',
        },
      ])
      // Told where it was asked: the tracking comment in acme/api shows the end.
      expect(codeThread(emulator)[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(codeThread(emulator)[0]?.body).not.toContain('<!-- docs-agent-handoff ')
      // Noted where the pull request is: who asked, where, the job, and who judges it.
      const [note] = docsThread(emulator)
      expect(note?.body).toContain(
        `📝 The docs agent opened this pull request for ${CODE}#${MERGED}, asked by writer (job <code>${job?.id}</code>).`,
      )
      expect(note?.body).toContain(
        `#### Changes to check\nThis repository's own check sets docs-agent/changes on each head of this pull request; the end of a job asked in ${CODE} does not.`,
      )
      // The job's end, told for a request of acme/api, sets no status in acme/docs: its gate is
      // the docs repository's own check's, with its settings.
      expect(emulator.github.commits.statuses.filter((s) => s.repository === DOCS)).toEqual([])
      const ends = emulator.github.pullChanges.summary(DOCS, DOCS_PULL)
      const checkEvent = payload('pull_request', 'synchronize', (p) => {
        p.pull_request.number = DOCS_PULL
        p.number = DOCS_PULL
        p.pull_request.user.login = 'mintlify[bot]'
        p.pull_request.user.type = 'Bot'
        p.pull_request.head.sha = ends?.headSha
        p.pull_request.base.sha = ends?.baseSha
      })
      const checked = await runCheck(
        emulator,
        { 'github-token': APP },
        eventEnv('pull_request_target', checkEvent, { GITHUB_RUN_ID: '5002' }),
      )
      expect(checked.outputs['change-check']).toBe('passed')
      expect(
        emulator.github.commits.statuses
          .filter((s) => s.repository === DOCS)
          .map((s) => [s.sha, s.state, s.description]),
      ).toEqual([[ends?.headSha, 'success', 'Nothing beyond docs text']])
      // Announced to the request's repository.
      expect(
        emulator.github.dispatches.map((d) => [d.repository, d.clientPayload['job-id']]),
      ).toEqual([[CODE, job?.id]])

      // A comment on the docs pull request, handled by the docs repository's comment workflow.
      const comment = byUser(
        payload('issue_comment', 'created', (p) => {
          p.comment.id = 7001
          p.comment.body = '@docs-agent use a shorter title'
          p.issue.number = DOCS_PULL
          p.issue.html_url = `https://github.com/${DOCS}/pull/${DOCS_PULL}`
          p.issue.pull_request = { url: `https://api.github.com/repos/${DOCS}/pulls/${DOCS_PULL}` }
        }),
        'writer',
      )
      const followed = await runAgent(
        emulator,
        { 'github-token': APP },
        eventEnv('issue_comment', comment, { GITHUB_RUN_ID: '6001' }),
      )
      expect(followed.code).toBe(0)
      expect(followed.outputs).toMatchObject({ 'job-id': job?.id, 'follow-up': 'true' })
      expect(emulator.agent.jobs.size).toBe(1)
      expect(job?.prompts[1]).toMatch(/^use a shorter title\n/)

      for (const run of [asked, finished, checked, followed])
        expect(findLeaks(run, [APP, CODE_ONLY])).toEqual([])
      expect(written(emulator)).not.toContain(APP)
    })
  })

  it('a token that does not reach the docs repository: the code thread says so once, naming it and what to pass', async () => {
    await withEmulator(OPTIONS, async (emulator) => {
      const asked = await ask(emulator, CODE_ONLY, runAgent)
      await jobsEnd(emulator)
      // A finish run in the code repository, with a token that does not reach acme/docs.
      const finished = await runAgent(
        emulator,
        { 'github-token': CODE_ONLY, finish: 'true' },
        eventEnv('schedule', { schedule: '*/30 * * * *' }, { GITHUB_REPOSITORY: CODE }),
      )
      expect(finished.code).toBe(0)
      const body = codeThread(emulator)[0]?.body ?? ''
      expect(body).toContain('### ✅ The docs agent opened a pull request')
      expect(body.match(/does not reach acme\/docs/g)).toHaveLength(1)
      expect(body).toContain('as other-repositories-token')
      expect(body).toContain('actions/create-github-app-token')
      expect(body).toContain('allowed issues: write and to read pull requests and contents there')
      expect(body).not.toContain('statuses: write')
      expect(docsThread(emulator)).toEqual([])
      for (const run of [asked, finished]) expect(findLeaks(run, [CODE_ONLY])).toEqual([])
      expect(written(emulator)).not.toContain(CODE_ONLY)
    })
  })

  it('a token that may not set statuses in the docs repository is enough: the end of a code repository’s job asks for none there, and says nothing of statuses', async () => {
    await withEmulator(OPTIONS, async (emulator) => {
      await ask(emulator, APP)
      await jobsEnd(emulator)
      emulator.faults.add(STATUSES_REFUSED)
      const finished = await finishInDocs(emulator, APP, runAgent)
      expect(finished.code).toBe(0)
      expect(finished.stdout).not.toContain('::warning::')
      expect(docsThread(emulator).filter((c) => c.body.includes('request=note'))).toHaveLength(1)
      expect(emulator.requestsTo('github.create-status')).toEqual([])
      const body = codeThread(emulator)[0]?.body ?? ''
      expect(body).toContain('### ✅ The docs agent opened a pull request')
      expect(body).not.toContain('statuses')
      expect(body).not.toContain('does not reach')
    })
  })

  it('with other-repositories-token, the finish run in the docs repository writes there with its own token and in the code repository with the other', async () => {
    const DOCS_ONLY = 'ghs_docs0repository0only0token00000'
    const tokens = {
      [DOCS_ONLY]: { access: 'write' as const, repositories: [DOCS] },
      [CODE_ONLY]: { access: 'write' as const, repositories: [CODE] },
    }
    await withEmulator({ ...OPTIONS, githubTokens: tokens }, async (emulator) => {
      await ask(emulator, CODE_ONLY)
      await jobsEnd(emulator)
      const body = payload('pull_request', 'opened', (p) => {
        p.pull_request.number = DOCS_PULL
        p.number = DOCS_PULL
        p.pull_request.user.login = 'mintlify[bot]'
        p.pull_request.user.type = 'Bot'
      })
      const finished = await runAgent(
        emulator,
        {
          'github-token': DOCS_ONLY,
          'other-repositories-token': CODE_ONLY,
          finish: 'true',
          'finish-repositories': `${DOCS}\n${CODE}`,
        },
        eventEnv('pull_request_target', body, { GITHUB_RUN_ID: '5003' }),
      )
      expect(finished.code).toBe(0)
      expect(finished.outputs.finished).toBe('1')
      expect(finished.stdout).not.toContain('::warning::')
      expect(codeThread(emulator)[0]?.body).toContain('### ✅ The docs agent opened a pull request')
      expect(docsThread(emulator).filter((c) => c.body.includes('request=note'))).toHaveLength(1)
      expect(emulator.github.dispatches.map((d) => d.repository)).toEqual([CODE])
      expect(findLeaks(finished, [DOCS_ONLY, CODE_ONLY])).toEqual([])
      expect(written(emulator)).not.toContain(DOCS_ONLY)
    })
  })

  it('a finish-repositories entry the token does not reach is named; the others are ended', async () => {
    await withEmulator(OPTIONS, async (emulator) => {
      await ask(emulator, APP)
      await jobsEnd(emulator)
      const finished = await runAgent(
        emulator,
        { 'github-token': APP, finish: 'true', 'finish-repositories': `acme/elsewhere, ${CODE}` },
        eventEnv('schedule', { schedule: '*/30 * * * *' }),
      )
      expect(finished.code).toBe(0)
      expect(finished.outputs.finished).toBe('1')
      expect(finished.stdout).toMatch(
        /::warning::acme\/elsewhere: the github-token does not reach it \(HTTP 404\)/,
      )
    })
  })

  it('finish-repositories that is not owner/name, or without finish, is refused before any request', async () => {
    await withEmulator(OPTIONS, async (emulator) => {
      const bad = await runAgentInProcess(
        emulator,
        { 'github-token': APP, finish: 'true', 'finish-repositories': 'acme' },
        eventEnv('schedule', { schedule: '*/30 * * * *' }),
      )
      expect(bad.code).toBe(1)
      expect(bad.stdout).toContain(
        `Input 'finish-repositories' takes repositories as owner/name (octo-org/api), one per line or comma-separated; got "acme".`,
      )
      const without = await runAgentInProcess(
        emulator,
        { 'github-token': APP, 'finish-repositories': CODE, prompt: 'x' },
        mergeEnv(),
      )
      expect(without.code).toBe(1)
      expect(without.stdout).toContain(`Input 'finish-repositories' ("${CODE}") names`)
      expect(emulator.requests).toEqual([])
    })
  })
})
