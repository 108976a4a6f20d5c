import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals'
import { startEmulator, type Emulator } from '../../emulator/server.ts'
import type { GitHubClient } from '../../src/shared/github/github-client.ts'
import { emulatedGitHub } from './emulated-github.ts'

// What the GitHub client reads of a failed workflow run (the groundwork of CI failures sent back
// to the job), against the emulator, every exchange held to GitHub's description.

describe('a failed workflow run, as the client reads it from the emulator', () => {
  let emulator: Emulator
  let client: GitHubClient
  beforeAll(async () => {
    emulator = await startEmulator({ validateGitHub: true })
    client = emulatedGitHub(emulator)
  })
  beforeEach(() => emulator.reset())
  afterAll(() => emulator.close())

  test("its failed job and step, the job's annotation, and its log's last lines, the log read without the token", async () => {
    const run = emulator.github.workflowRuns.seed({
      name: 'Docs CI',
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
    const links = run.jobs[1]?.id ?? 0
    await expect(client.failedJobs(run.id)).resolves.toEqual([
      {
        id: links,
        name: 'links',
        conclusion: 'failure',
        htmlUrl: `https://github.com/acme/docs/actions/runs/${run.id}/job/${links}`,
        failedSteps: [{ number: 2, name: 'Check links', conclusion: 'failure' }],
      },
    ])
    await expect(client.checkRunAnnotations(links, 50)).resolves.toEqual([
      {
        path: 'quickstart.mdx',
        startLine: 12,
        endLine: 12,
        level: 'failure',
        title: 'lychee',
        message: 'Broken link /api/ref',
        rawDetails: undefined,
      },
    ])
    const log = await client.jobLog(links, { lines: 3, bytes: 10_000 })
    expect(log).toMatchObject({ kind: 'log', cut: true })
    expect((log.kind === 'log' ? log.lines : []).map((line) => line.replace(/^\S+ /, ''))).toEqual([
      'Checking 42 pages',
      'quickstart.mdx:12: broken link /api/ref',
      '##[error]Process completed with exit code 1.',
    ])
    expect(emulator.github.workflowRuns.logReads).toEqual([{ job: links, authorization: false }])
    expect(emulator.githubViolations).toEqual([])
  })

  test('the jobs of a run with more than a page of them; an expired log; an unknown job', async () => {
    const run = emulator.github.workflowRuns.seed({
      jobs: Array.from({ length: 130 }, (_, i) => ({
        name: `shard ${i}`,
        conclusion: i % 2 === 0 ? 'failure' : 'success',
      })),
    })
    expect((await client.failedJobs(run.id)).map((job) => job.name)).toHaveLength(65)
    const expired = emulator.github.workflowRuns.seed({ jobs: [{ logExpired: true }] })
    await expect(
      client.jobLog(expired.jobs[0]?.id ?? 0, { lines: 10, bytes: 1000 }),
    ).resolves.toEqual({ kind: 'expired' })
    await expect(client.jobLog(404, { lines: 10, bytes: 1000 })).rejects.toThrow(
      'job 404 was not found in acme/docs',
    )
    expect(emulator.requestsTo('github.run-jobs').map((r) => r.query.page)).toEqual(['1', '2'])
    expect(emulator.githubViolations).toEqual([])
  })
})

describe('the control route that seeds a run', () => {
  let emulator: Emulator
  beforeAll(async () => {
    emulator = await startEmulator({})
  })
  afterAll(() => emulator.close())

  test('POST /_emulator/github/workflow-runs makes a run that GitHub routes then serve; a log at its URL', async () => {
    const seeded = await fetch(`${emulator.url}/_emulator/github/workflow-runs`, {
      method: 'POST',
      body: JSON.stringify({
        repository: 'acme/docs',
        jobs: [
          { name: 'vale', steps: [{ name: 'Vale', conclusion: 'failure', log: ['3 errors'] }] },
        ],
      }),
    })
    expect(seeded.status).toBe(201)
    const run = (await seeded.json()) as { id: number; jobs: { id: number }[] }
    const logs = await fetch(
      `${emulator.url}/repos/acme/docs/actions/jobs/${run.jobs[0]?.id}/logs`,
      { headers: { authorization: 'token t' }, redirect: 'manual' },
    )
    expect(logs.status).toBe(302)
    const text = await (await fetch(logs.headers.get('location') ?? '')).text()
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z ##\[group\]Run Vale\n/)
    expect(text).toContain('Z 3 errors\n')
    expect(text.trimEnd().split('\n').at(-1)).toMatch(
      /Z ##\[error\]Process completed with exit code 1\.$/,
    )
    const refused = await fetch(`${emulator.url}/_emulator/github/workflow-runs`, {
      method: 'POST',
      body: '[]',
    })
    expect(refused.status).toBe(400)
  })
})
